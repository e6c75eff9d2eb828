/*
 * check_int.h: what the checks of a nodes board (nodes/check.c) share
 * with those of its drawn items (nodes/check_items.c). Internal to them.
 */
#ifndef BP_NODES_CHECK_INT_H
#define BP_NODES_CHECK_INT_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"

/*
 * Coordinates are written with three decimals, so a distance read back
 * from a deck may be short of the generated one by up to about 0.0015 mm.
 */
#define ROUNDING 0.002

/*
 * The checks of the drawn items, as the check table calls them: 1 when
 * b passes, else 0 with one line saying why in detail (size n).
 * nodes_overlap: no two drawn items overlap (a dot or number on its own
 * node may; a number and its node's dots may not). nodes_safe: what a
 * player reads keeps inside the safe margin. nodes_areas: the areas are
 * the graph's faces, and every item placed in an area lies inside it.
 * nodes_numbers: a number keeps NODES_NUMBER_GAP mm from its node's icon.
 */
int nodes_overlap(const struct board *b, const struct rules *r,
    char *detail, size_t n);
int nodes_safe(const struct board *b, const struct rules *r, char *detail,
    size_t n);
int nodes_areas(const struct board *b, const struct rules *r, char *detail,
    size_t n);
int nodes_numbers(const struct board *b, const struct rules *r,
    char *detail, size_t n);

#endif
