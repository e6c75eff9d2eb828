/* structure.h: the structure of a nodes board (gen-graph's work). */
#ifndef BP_NODEGRAPH_H
#define BP_NODEGRAPH_H

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "nodes/measure.h"

/*
 * nodes_structure: make the structure of board b from (b->seed,
 * b->attempt): points, edges, the centre and the start nodes. b's seed,
 * attempt, players, width and height must be set; its nodes and edges are
 * replaced. The graph is connected and plane by construction (every edge
 * is checked before it is added) and its rotations are sorted.
 * Returns 0, or -1 when this attempt cannot make a valid structure; the
 * reason is added to d as DIAG_INVALID and the caller may try the next
 * attempt.
 */
int nodes_structure(struct board *b, const struct rules *r,
    struct diag *d);

#endif
