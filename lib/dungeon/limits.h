/* limits.h: the dungeon kind's bounds on its boards (board/limits.h). */
#ifndef BP_DUNGEON_LIMITS_H
#define BP_DUNGEON_LIMITS_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

/* dungeon_limits: the kind's limit_check. */
int dungeon_limits(const struct rules *r, const struct board *proto,
    struct diag *d);

#endif
