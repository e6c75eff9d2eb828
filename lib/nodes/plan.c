/*
 * plan.c: a nodes board's marks, caption place and key, worked out once
 * for its marks and its drawing (layout-pdf found the caption twice and
 * the key three times a board without it).
 */
#include "nodes/plan.h"

#include <stdlib.h>

#include "core/mem.h"

void *
nodes_board_plan(const struct board *b, const struct rules *r)
{
	struct nodes_plan *p = mem_calloc(1, sizeof(*p));

	p->m = nodes_marks(b, r, &p->nm);
	p->cap_rc = nodes_caption_among(b, r, p->m, p->nm, &p->cap);
	p->nkey = nodes_key_layout(b, r, &p->key);
	return p;
}

void
nodes_board_plan_free(void *plan)
{
	struct nodes_plan *p = plan;

	if (!p)
		return;
	nodes_key_fini(&p->key);
	free(p->m);
	free(p);
}
