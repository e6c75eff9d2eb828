/* limits.h: the nodes kind's bounds on its boards (board/limits.h). */
#ifndef BP_NODES_LIMITS_H
#define BP_NODES_LIMITS_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

/* nodes_limits: the kind's limit_check. */
int nodes_limits(const struct rules *r, const struct board *proto,
    struct diag *d);

/*
 * nodes_side_room: the length board b's sides keep free for side points
 * under r (between the corner gaps, off the key's boxes), in min_spacings,
 * on the side with the least (0 left, 1 top, 2 right, 3 bottom, into
 * *side).
 */
double nodes_side_room(const struct board *b, const struct rules *r,
    int *side);

#endif
