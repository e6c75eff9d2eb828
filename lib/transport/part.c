/* part.c: the transport kind's part of a board: its storage and lists. */
#include "transport/part.h"

#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "transport/label.h"
#include "transport/rules.h"

void
transport_part_clear(struct board *b, int structure)
{
	struct transport_part *t = transport_part(b);
	size_t i;

	transport_plan_kept_free(t->kept);
	t->kept = NULL;
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
	MEM_FREE(transport_part(b)->tree, transport_part(b)->city,
	    transport_part(b)->route, transport_part(b)->rcell);
	transport_plan_kept_free(transport_part(b)->kept);
}

void
board_trees(struct board *b)
{
	size_t n = (size_t)b->cols * (size_t)b->rows;

	transport_part(b)->tree = mem_grow(
	    transport_part(b)->tree, &transport_part(b)->captree, n ? n : 1, 1);
	memset(transport_part(b)->tree, BOARD_NONE, n);
}

uint32_t
board_add_city(struct board *b, int col, int row)
{
	struct board_city *c = VEC_PUSH(transport_part(b)->city,
	    transport_part(b)->ncity, transport_part(b)->capcity);

	c->col = col;
	c->row = row;
	c->capital = BOARD_NONE;
	return (uint32_t)(transport_part(b)->ncity - 1);
}

uint32_t
board_add_route(struct board *b, int32_t type, uint32_t from, uint32_t to,
    const uint32_t *cells, size_t n)
{
	struct board_route *rt = VEC_PUSH(transport_part(b)->route,
	    transport_part(b)->nroute, transport_part(b)->caproute);

	rt->type = type;
	rt->from = from;
	rt->to = to;
	rt->start = (uint32_t)transport_part(b)->nrcell;
	rt->len = (uint32_t)n;
	transport_part(b)->rcell = mem_grow(transport_part(b)->rcell,
	    &transport_part(b)->caprcell, transport_part(b)->nrcell + n,
	    sizeof(*transport_part(b)->rcell));
	memcpy(&transport_part(b)->rcell[transport_part(b)->nrcell], cells,
	    n * sizeof(*cells));
	transport_part(b)->nrcell += n;
	return (uint32_t)(transport_part(b)->nroute - 1);
}

void
transport_part_start(struct board *b, const struct board *proto)
{
	transport_part(b)->scenario = transport_part(proto)->scenario;
}

void
transport_part_defaults(struct board *b, const struct rules *r)
{
	transport_part(b)->scenario =
	    transport_rules(r)->default_scenario.index;
}
