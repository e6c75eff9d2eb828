/* limits.h: the transport kind's bounds on its boards (board/limits.h). */
#ifndef BP_TRANSPORT_LIMITS_H
#define BP_TRANSPORT_LIMITS_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

/* transport_limits: the kind's limit_check. */
int transport_limits(const struct rules *r, const struct board *proto,
    struct diag *d);

/*
 * transport_room: how many cities the paper of b has room for at most
 * under r's rules for b's players: each keeping its exclusion square
 * clear, inside the border, off the legend (its cell of margin too),
 * whatever the terrain. What transport_limits holds the cities against
 * with the rules' crowding.
 */
unsigned transport_room(const struct rules *r, const struct board *b);

/*
 * limit_forests: how many forests a transport board b of r may have, and
 * how many cells its largest, within the limits once the rest of the
 * board (bounded as limit_check does) is counted.
 */
void limit_forests(const struct rules *r, const struct board *b,
    size_t *count, size_t *cells);

#endif
