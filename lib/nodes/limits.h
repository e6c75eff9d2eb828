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

#endif
