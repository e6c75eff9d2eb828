/* part.c: the transport kind's part of a board: its storage and lists. */
#include "board/board.h"

#include <stdlib.h>
#include <string.h>

#include "core/mem.h"

void
transport_part_clear(struct board *b, int structure)
{
	struct transport_part *t = &b->transport;
	size_t i;

	for (i = 0; i < t->ncity; i++) {
		t->city[i].capital = BOARD_NONE;
		t->city[i].airport = 0;
		t->city[i].nwant = 0;
		t->city[i].name[0] = '\0';
	}
	if (!structure)
		return;
	t->scenario = BOARD_NONE;
	t->ncity = t->nroute = t->nrcell = 0;
}

void
transport_part_fini(struct board *b)
{
	MEM_FREE(b->transport.tree, b->transport.city, b->transport.route,
	    b->transport.rcell);
}

void
board_trees(struct board *b)
{
	size_t n = (size_t)b->cols * (size_t)b->rows;

	b->transport.tree =
	    mem_grow(b->transport.tree, &b->transport.captree, n ? n : 1, 1);
	memset(b->transport.tree, BOARD_NONE, n);
}

uint32_t
board_add_city(struct board *b, int col, int row)
{
	struct board_city *c = VEC_PUSH(
	    b->transport.city, b->transport.ncity, b->transport.capcity);

	c->col = col;
	c->row = row;
	c->capital = BOARD_NONE;
	return (uint32_t)(b->transport.ncity - 1);
}

uint32_t
board_add_route(struct board *b, int32_t type, uint32_t from, uint32_t to,
    const uint32_t *cells, size_t n)
{
	struct board_route *rt = VEC_PUSH(
	    b->transport.route, b->transport.nroute, b->transport.caproute);

	rt->type = type;
	rt->from = from;
	rt->to = to;
	rt->start = (uint32_t)b->transport.nrcell;
	rt->len = (uint32_t)n;
	b->transport.rcell =
	    mem_grow(b->transport.rcell, &b->transport.caprcell,
		b->transport.nrcell + n, sizeof(*b->transport.rcell));
	memcpy(&b->transport.rcell[b->transport.nrcell], cells,
	    n * sizeof(*cells));
	b->transport.nrcell += n;
	return (uint32_t)(b->transport.nroute - 1);
}
