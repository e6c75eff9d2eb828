/* part.c: the nodes kind's part of a board: its storage and its lists. */
#include "nodes/part.h"

#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "nodes/plan.h"
#include "nodes/rules.h"

void
nodes_part_clear(struct board *b, int structure)
{
	struct nodes_part *n = nodes_part(b);
	size_t i;

	n->reserve.valid = 0;
	nodes_plan_kept_free(n->kept);
	n->kept = NULL;
	for (i = 0; i < n->g.nnodes; i++) {
		n->node[i].type = BOARD_NONE;
		n->node[i].mission = BOARD_NONE;
		n->node[i].number = 0;
	}
	n->ndot = 0;
	n->area.nnode = 0;
	n->area.n = 0;
	n->nexpedition = n->nlandmark = n->nresource = 0;
	n->ntiny = 0;
	if (!structure)
		return;
	graph_clear(&n->g);
	n->first_game = 0;
}

void
nodes_part_fini(struct board *b)
{
	struct nodes_part *n = nodes_part(b);

	graph_fini(&n->g);
	MEM_FREE(n->node, n->dot, n->area.node, n->area.start, n->expedition,
	    n->landmark, n->resource, n->tiny, n->reserve.rules);
	nodes_plan_kept_free(n->kept);
}

uint32_t
board_add_node(struct board *b, double x, double y, int role, int sides)
{
	uint32_t i = graph_add_node(&nodes_part(b)->g, vec2(x, y));

	nodes_part(b)->node =
	    mem_grow(nodes_part(b)->node, &nodes_part(b)->capnode,
		nodes_part(b)->g.nnodes, sizeof(*nodes_part(b)->node));
	memset(&nodes_part(b)->node[i], 0, sizeof(nodes_part(b)->node[i]));
	nodes_part(b)->node[i].role = (uint8_t)role;
	nodes_part(b)->node[i].sides = (uint8_t)sides;
	nodes_part(b)->node[i].type = BOARD_NONE;
	nodes_part(b)->node[i].mission = BOARD_NONE;
	nodes_part(b)->node[i].number = 0;
	return i;
}

void
board_area_add(struct board *b, const uint32_t *v, size_t n)
{
	struct board_areas *a = &nodes_part(b)->area;

	a->start = mem_grow(a->start, &a->capstart, a->n + 2,
	    sizeof(*a->start));
	if (a->n == 0)
		a->start[0] = 0;
	a->node = mem_grow(a->node, &a->capnode, a->nnode + n,
	    sizeof(*a->node));
	memcpy(&a->node[a->nnode], v, n * sizeof(*v));
	a->nnode += n;
	a->start[++a->n] = (uint32_t)a->nnode;
}

struct vec2
board_area_point(const struct board *b, uint32_t v)
{
	if (!BOARD_IS_CORNER(v))
		return nodes_part(b)->g.node[v].p;
	switch (v - BOARD_CORNER(0)) {
	case 0:
		return vec2(0, 0);
	case 1:
		return vec2(b->width, 0);
	case 2:
		return vec2(b->width, b->height);
	default:
		return vec2(0, b->height);
	}
}

size_t
board_area_polygon(const struct board *b, size_t i, struct vec2 **pts,
    size_t *cap)
{
	size_t n = board_area_len(b, i), k;
	const uint32_t *v = board_area_nodes(b, i);

	*pts = mem_grow(*pts, cap, n + 1, sizeof(**pts));
	for (k = 0; k < n; k++)
		(*pts)[k] = board_area_point(b, v[k]);
	return n;
}

void
nodes_part_start(struct board *b, const struct board *proto)
{
	nodes_part(b)->first_game = nodes_part(proto)->first_game;
}

void
nodes_part_defaults(struct board *b, const struct rules *r)
{
	nodes_part(b)->first_game = nodes_rules(r)->first_game;
}
