/* limits.h: the nodes kind's bounds on its boards (board/limits.h). */
#ifndef BP_NODES_LIMITS_H
#define BP_NODES_LIMITS_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

struct vec2;

/*
 * nodes_side_room: the length board b's sides keep free for side points
 * under r (between the corner gaps, off the boxes lo[i]..hi[i], i < n, by
 * the key's keep for a side node), in min_spacings, on the side with the
 * least (0 left, 1 top, 2 right, 3 bottom, into *side). limits.fit
 * refuses a board below the rules' side_room with the key's boxes and the
 * caption's room (nodes/caption.h), which keeps its room only where that
 * leaves side_room.
 */
double nodes_side_room(const struct board *b, const struct rules *r,
    const struct vec2 *lo, const struct vec2 *hi, int n, int *side);

/* nodes_limits: the kind's limit_check. */
int nodes_limits(const struct rules *r, const struct board *proto,
    struct diag *d);

#endif
