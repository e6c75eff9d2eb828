/* part.c: the rings kind's part of a board: its storage. */
#include "rings/part.h"

#include <stdlib.h>

#include "core/mem.h"

void
rings_part_clear(struct board *b, int structure)
{
	struct rings_part *p = rings_part(b);
	size_t i;

	for (i = 0; i < p->n; i++)
		p->ring[i].lit = 0;
	if (!structure)
		return;
	p->n = 0;
	p->gap = 0;
}

void
rings_part_fini(struct board *b)
{
	free(rings_part(b)->ring);
}

void
rings_add(struct board *b, double x, double y, double r)
{
	struct rings_part *p = rings_part(b);
	struct rings_ring *g = VEC_PUSH(p->ring, p->n, p->cap);

	g->x = x;
	g->y = y;
	g->r = r;
	g->lit = 0;
}

size_t
rings_lit(const struct board *b)
{
	const struct rings_part *p = rings_part(b);
	size_t i, n = 0;

	for (i = 0; i < p->n; i++)
		n += p->ring[i].lit != 0;
	return n;
}
