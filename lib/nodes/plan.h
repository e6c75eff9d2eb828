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

/*
 * nodes_plan_kept: b's plan under r, kept on b's part and owned by b:
 * worked out at the first call, then again only when anything it reads
 * differs from the copy kept of it (the board's size, players, id, seed,
 * rules and expansions; its nodes, edges, dots, areas, items and tiny
 * nodes; the rules object, its text, font, pictures and nodes section),
 * compared at every call, so no change to b or r, by whatever path,
 * leaves it stale. Valid until the next call on b, clear or fini; not
 * for two threads on one board at once. nodes_board_plan_kept is the
 * same as the kind table's plan (board/kind.h: plan_free NULL).
 */
struct nodes_kept;
const struct nodes_plan *nodes_plan_kept(const struct board *b,
    const struct rules *r);
void *nodes_board_plan_kept(const struct board *b, const struct rules *r);
/* nodes_plan_kept_free: frees k (part.c: clear and fini). */
void nodes_plan_kept_free(struct nodes_kept *k);

#endif
