/* transport.h: the structure of a transport board (gen-graph's work). */
#ifndef BP_TRANSPORT_H
#define BP_TRANSPORT_H

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "transport/map.h"

/*
 * transport_structure: make the structure of board b from (b->seed,
 * b->attempt): terrain, forests, cities, routes. b's seed, attempt,
 * players, scenario, width and height must be set. Returns 0, or -1
 * with the reason in d (DIAG_INVALID) when this attempt cannot make a
 * board that has every route type the scenario needs (the caller tries the
 * next attempt).
 */
int transport_structure(struct board *b, const struct rules *r,
    struct diag *d);

#endif
