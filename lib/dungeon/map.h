/*
 * map.h: the vocabulary of a dungeon map that its generators, checks,
 * deck and drawing share: the terrain legend, the limits of its walk, the
 * page around the grid and the features' names (dungeon/map.c).
 */
#ifndef BP_DUNGEON_MAP_H
#define BP_DUNGEON_MAP_H

#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/limit.h"

/* The terrain legend: a wall or a floor cell. */
#define DUNGEON_WALL '#'
#define DUNGEON_FLOOR '.'
#define DUNGEON_LEGEND "#."

/* Limits of the rules file, of gen-graph's options and of a deck. */
#define DUNGEON_MIN_SIDE 3
#define DUNGEON_MAX_SIDE LIMIT_GRID_SIDE
#define DUNGEON_MAX_TUNNELS 1000000
#define DUNGEON_MAX_FLOOR 0.8
#define DUNGEON_MAX_ROOMS 1000

/*
 * The page: the grid is centred in the trim less a safe margin on every
 * side and a footer band (legend, scale bar, board id) at the bottom, mm.
 * gen-graph sizes the cell with it and layout-pdf draws with it.
 */
#define DUNGEON_MARGIN 6.0
#define DUNGEON_FOOTER 13.0
/* A style's logo (print/drawpic.h) sits at the footer's left, in the
 * middle of the band, this far before the legend and the scale bar, mm. */
#define DUNGEON_LOGO_GAP 2.0

/* dungeon_origin: the grid's top-left corner on board b's sheet, mm. */
void dungeon_origin(const struct board *b, double *x, double *y);

/* dungeon_feature_name: "start", "exit" or the rules' feature name. */
const char *dungeon_feature_name(const struct rules *r, int32_t type);

#endif
