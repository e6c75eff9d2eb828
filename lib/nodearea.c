/* nodearea.c: faces of the node graph, closed by the paper's sides. */
#include "nodearea.h"

#include <stdlib.h>
#include <string.h>

#include "heap.h"
#include "mem.h"

/*
 * perimeter: a node's position along the sheet's edge, clockwise from the
 * top-left corner: top side, right side, bottom side, left side.
 */
static double
perimeter(const struct board *b, struct vec2 p, int side)
{
	switch (side) {
	case SIDE_TOP:
		return p.x;
	case SIDE_RIGHT:
		return b->width + p.y;
	case SIDE_BOTTOM:
		return b->width + b->height + (b->width - p.x);
	default:
		return 2 * b->width + b->height + (b->height - p.y);
	}
}

/* closed: b's graph plus the four corners and the edges around the sheet. */
static void
closed(const struct board *b, struct graph *g)
{
	size_t n = b->g.nnodes, m = 0, i;
	double *key = mem_alloc((n + 4) * sizeof(*key));
	uint32_t *ring = mem_alloc((n + 4) * sizeof(*ring));
	static const int corner_side[4] = { SIDE_TOP, SIDE_RIGHT, SIDE_BOTTOM,
		SIDE_LEFT };
	int s;

	graph_copy(g, &b->g);
	for (i = 0; i < 4; i++) {
		struct vec2 c = board_area_point(b, BOARD_CORNER(i));

		graph_add_node(g, c);
		/* Corner k starts side k's stretch of the perimeter. */
		key[m] = perimeter(b, c, corner_side[i]);
		ring[m++] = (uint32_t)(n + i);
	}
	for (i = 0; i < n; i++) {
		if (!b->node[i].sides)
			continue;
		for (s = 1; s <= SIDE_BOTTOM; s <<= 1)
			if (b->node[i].sides & s)
				break;
		key[m] = perimeter(b, b->g.node[i].p, s);
		ring[m++] = (uint32_t)i;
	}
	heap_sort_pairs(key, ring, m);
	for (i = 0; i < m; i++)
		graph_add_edge(g, ring[i], ring[(i + 1) % m]);
	graph_sort(g);
	free(key);
	free(ring);
}

size_t
nodearea_build(struct board *b)
{
	struct graph_faces f;
	struct graph g;
	uint32_t *v = NULL, x;
	size_t cap = 0, i, k, len, n = b->g.nnodes;

	b->area.n = 0;
	b->area.nnode = 0;
	graph_init(&g);
	graph_faces_init(&f);
	closed(b, &g);
	graph_faces(&g, &f);
	for (i = 0; i < f.nfaces; i++) {
		/* The walk outside the sheet is the only outer one. */
		if (f.outer[i])
			continue;
		len = f.start[i + 1] - f.start[i];
		v = mem_grow(v, &cap, len, sizeof(*v));
		for (k = 0; k < len; k++) {
			x = graph_he_from(&g, f.he[f.start[i] + k]);
			v[k] = x >= n ? BOARD_CORNER(x - n) : x;
		}
		board_area_add(b, v, len);
	}
	free(v);
	graph_faces_fini(&f);
	graph_fini(&g);
	return b->area.n;
}

long
nodearea_euler(const struct board *b)
{
	struct graph_faces f;
	struct graph g;
	long inner = 0;
	size_t i;

	graph_init(&g);
	graph_copy(&g, &b->g);
	graph_sort(&g);
	graph_faces_init(&f);
	graph_faces(&g, &f);
	for (i = 0; i < f.nfaces; i++)
		inner += !f.outer[i];
	graph_faces_fini(&f);
	graph_fini(&g);
	return (long)b->g.nnodes - (long)b->g.nedges + inner + 1;
}
