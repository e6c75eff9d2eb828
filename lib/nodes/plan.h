/*
 * plan.h: a nodes board's plan (board/kind.h): its marks, its caption's
 * place among them and its key on the board, worked out once for the
 * marks (nodes_board_marks) and the drawing (draw_nodes) of one board.
 */
#ifndef BP_NODES_PLAN_H
#define BP_NODES_PLAN_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "nodes/caption.h"
#include "nodes/key.h"
#include "nodes/marks.h"

/*
 * m (nm of them): nodes_marks; cap and cap_rc: nodes_caption_among of
 * them; key and nkey: nodes_key_layout.
 */
struct nodes_plan {
	struct nodes_mark *m;
	size_t nm;
	struct nodes_caption cap;
	int cap_rc;
	struct nodes_key key;
	int nkey;
};

/*
 * nodes_board_plan: b's plan under r, a new one (the kind table's plan;
 * never NULL, mem.h); nodes_board_plan_free frees it (NULL: nothing).
 */
void *nodes_board_plan(const struct board *b, const struct rules *r);
void nodes_board_plan_free(void *plan);

#endif
