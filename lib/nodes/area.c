/* area.c: faces of the node graph, closed by the paper's sides. */
#include "nodes/area.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/heap.h"
#include "core/mem.h"
#include "nodes/part.h"

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
	size_t n = nodes_part(b)->g.nnodes, m = 0, i;
	double *key = mem_alloc((n + 4) * sizeof(*key));
	uint32_t *ring = mem_alloc((n + 4) * sizeof(*ring));
	static const int corner_side[4] = { SIDE_TOP, SIDE_RIGHT, SIDE_BOTTOM,
		SIDE_LEFT };
	int s;

	graph_copy(g, &nodes_part(b)->g);
	for (i = 0; i < 4; i++) {
		struct vec2 c = board_area_point(b, BOARD_CORNER(i));

		graph_add_node(g, c);
		/* Corner k starts side k's stretch of the perimeter. */
		key[m] = perimeter(b, c, corner_side[i]);
		ring[m++] = (uint32_t)(n + i);
	}
	for (i = 0; i < n; i++) {
		if (!nodes_part(b)->node[i].sides)
			continue;
		for (s = 1; s <= SIDE_BOTTOM; s <<= 1)
			if (nodes_part(b)->node[i].sides & s)
				break;
		key[m] = perimeter(b, nodes_part(b)->g.node[i].p, s);
		ring[m++] = (uint32_t)i;
	}
	heap_sort_pairs(key, ring, m);
	for (i = 0; i < m; i++)
		graph_add_edge(g, ring[i], ring[(i + 1) % m]);
	graph_sort(g);
	free(key);
	free(ring);
}

/* Rings: faces as lists of area entries (nodes or corners), end to end. */
struct rings {
	uint32_t *v;
	size_t nv, capv;
	size_t *start; /* n + 1 entries */
	size_t n, capstart;
};

/* faces: the areas b's graph makes, as nodearea_build describes them. */
static void
faces(const struct board *b, struct rings *out)
{
	struct graph_faces f;
	struct graph g;
	uint32_t x;
	size_t i, k, len, n = nodes_part(b)->g.nnodes;

	memset(out, 0, sizeof(*out));
	out->start = mem_grow(out->start, &out->capstart, 1,
	    sizeof(*out->start));
	out->start[0] = 0;
	graph_init(&g);
	graph_faces_init(&f);
	closed(b, &g);
	graph_faces(&g, &f);
	for (i = 0; i < f.nfaces; i++) {
		/* The walk outside the sheet is the only outer one. */
		if (f.outer[i])
			continue;
		len = f.start[i + 1] - f.start[i];
		out->v = mem_grow(out->v, &out->capv, out->nv + len,
		    sizeof(*out->v));
		for (k = 0; k < len; k++) {
			x = graph_he_from(&g, f.he[f.start[i] + k]);
			out->v[out->nv++] = x >= n ? BOARD_CORNER(x - n) : x;
		}
		out->start = mem_grow(out->start, &out->capstart, out->n + 2,
		    sizeof(*out->start));
		out->start[++out->n] = out->nv;
	}
	graph_faces_fini(&f);
	graph_fini(&g);
}

size_t
nodearea_build(struct board *b)
{
	struct rings r;
	size_t i;

	nodes_part(b)->area.n = 0;
	nodes_part(b)->area.nnode = 0;
	faces(b, &r);
	for (i = 0; i < r.n; i++)
		board_area_add(b, r.v + r.start[i], r.start[i + 1] -
		    r.start[i]);
	free(r.v);
	free(r.start);
	return nodes_part(b)->area.n;
}

/*
 * A ring to compare: entries v[0..len-1] read from first on, round. A
 * ring is the same face whichever entry it starts at, so each is read
 * from its least rotation.
 */
struct ring {
	const uint32_t *v;
	size_t len, first, index;
};

static int
ring_cmp(const void *x, const void *y)
{
	const struct ring *a = x, *b = y;
	size_t k;

	if (a->len != b->len)
		return a->len < b->len ? -1 : 1;
	for (k = 0; k < a->len; k++) {
		uint32_t p = a->v[(a->first + k) % a->len];
		uint32_t q = b->v[(b->first + k) % b->len];

		if (p != q)
			return p < q ? -1 : 1;
	}
	return 0;
}

/* least_rotation: the entry of v to read a ring from (see struct ring). */
static size_t
least_rotation(const uint32_t *v, size_t len)
{
	struct ring a = { v, len, 0, 0 }, c = { v, len, 0, 0 };
	size_t i;

	for (i = 1; i < len; i++) {
		/* Only an entry as small as the best can start a lesser one. */
		if (v[i] > v[a.first])
			continue;
		c.first = i;
		if (v[i] < v[a.first] || ring_cmp(&c, &a) < 0)
			a.first = i;
	}
	return a.first;
}

/* rings_sorted: the rings of start/v (n of them), each from its least. */
static struct ring *
rings_sorted(const uint32_t *v, const uint32_t *start32, const size_t *start,
    size_t n)
{
	struct ring *r = mem_alloc((n ? n : 1) * sizeof(*r));
	size_t i, s, e;

	for (i = 0; i < n; i++) {
		s = start ? start[i] : start32[i];
		e = start ? start[i + 1] : start32[i + 1];
		r[i].v = v + s;
		r[i].len = e - s;
		r[i].first = least_rotation(r[i].v, r[i].len);
		r[i].index = i;
	}
	qsort(r, n, sizeof(*r), ring_cmp);
	return r;
}

int
nodearea_match(const struct board *b, size_t *bad)
{
	struct rings f;
	struct ring *want, *have;
	size_t i, n = nodes_part(b)->area.n;
	int ok = 1;

	faces(b, &f);
	if (f.n != n) {
		*bad = SIZE_MAX;
		ok = 0;
	} else {
		want = rings_sorted(f.v, NULL, f.start, f.n);
		have = rings_sorted(nodes_part(b)->area.node,
		    nodes_part(b)->area.start, NULL, n);
		/* The first area (by number) that is no face, … */
		*bad = SIZE_MAX;
		for (i = 0; i < n; i++)
			if (!bsearch(&have[i], want, n, sizeof(*want),
			    ring_cmp) && have[i].index < *bad)
				*bad = have[i].index;
		/* … or else one face named twice, and another left out. */
		for (i = 0; i < n && *bad == SIZE_MAX; i++)
			if (ring_cmp(&want[i], &have[i]) != 0)
				*bad = have[i].index;
		ok = *bad == SIZE_MAX;
		free(want);
		free(have);
	}
	free(f.v);
	free(f.start);
	return ok;
}

long
nodearea_euler(const struct board *b)
{
	struct graph_faces f;
	struct graph g;
	long inner = 0;
	size_t i;

	graph_init(&g);
	graph_copy(&g, &nodes_part(b)->g);
	graph_sort(&g);
	graph_faces_init(&f);
	graph_faces(&g, &f);
	for (i = 0; i < f.nfaces; i++)
		inner += !f.outer[i];
	graph_faces_fini(&f);
	graph_fini(&g);
	return (long)nodes_part(b)->g.nnodes - (long)nodes_part(b)->g.nedges +
	       inner + 1;
}
