/*
 * check_items.c: the checks of a nodes board's drawn items: they do not
 * overlap, what a player reads keeps inside the safe margin, and the
 * areas are the graph's faces with every item inside its own.
 */
#include "nodes/check_int.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "nodes/area.h"
#include "nodes/measure.h"

/*
 * The drawn items as discs, or boxes (a node's number), for the overlap
 * and safe-zone checks.
 */
struct item {
	struct vec2 c;
	double r;       /* a disc's radius; a box's half width */
	double hy;      /* a box's half height; 0 for a disc */
	uint32_t owner; /* a dot's node, else UINT32_MAX */
	const char *what;
	size_t index;
	int readable;   /* must sit inside the safe zone */
};

/* item_at: item k as a disc of radius r at c, with its owner and name. */
static void
item_at(struct item *it, struct vec2 c, double r, uint32_t owner,
    const char *what, size_t index, int readable)
{
	it->c = c;
	it->r = r;
	it->owner = owner;
	it->what = what;
	it->index = index;
	it->readable = readable;
}

/*
 * node_items: b's nodes (R: a node's radius) from it[k], then their
 * numbers: a number belongs to its node, but nothing else may touch it.
 * Returns the next k.
 */
static size_t
node_items(struct item *it, size_t k, const struct board *b,
    const struct rules *r, double R)
{
	struct vec2 lo, hi;
	size_t i;

	for (i = 0; i < b->nodes.g.nnodes; i++)
		item_at(&it[k++], b->nodes.g.node[i].p,
		    b->nodes.node[i].role == ROLE_START ? R * sqrt(2.0) : R,
		    UINT32_MAX, "node", i, b->nodes.node[i].sides == 0);
	for (i = 0; i < b->nodes.g.nnodes; i++) {
		if (!nodecontent_number_box(b, r, (uint32_t)i, &lo, &hi))
			continue;
		item_at(&it[k], vec2((lo.x + hi.x) / 2, (lo.y + hi.y) / 2),
		    (hi.x - lo.x) / 2, (uint32_t)i, "number", i, 1);
		it[k++].hy = (hi.y - lo.y) / 2;
	}
	return k;
}

/* rim_items: b's power dots and tiny nodes from it[k]; the next k. */
static size_t
rim_items(struct item *it, size_t k, const struct board *b,
    const struct rules *r, double u)
{
	const struct rules_nodes *rn = &r->nodes;
	size_t i;

	for (i = 0; i < b->nodes.ndot; i++) {
		const struct board_dot *d = &b->nodes.dot[i];

		item_at(&it[k++], nodecontent_dot_at(b, r, d->node, d->angle),
		    rn->dot_radius * u, d->node, "power dot", i, 0);
	}
	for (i = 0; i < b->nodes.ntiny; i++) {
		struct vec2 a = b->nodes.g.node[b->nodes.tiny[i].a].p;
		struct vec2 c = b->nodes.g.node[b->nodes.tiny[i].b].p;

		item_at(&it[k++], vec2((a.x + c.x) / 2, (a.y + c.y) / 2),
		    rn->tiny_radius * u, UINT32_MAX, "tiny node", i, 1);
	}
	return k;
}

/* area_items: n items of radius r placed in areas from it[k]; the next k. */
static size_t
area_items(struct item *it, size_t k, const struct board_item *v, size_t n,
    double r, const char *what)
{
	size_t i;

	for (i = 0; i < n; i++)
		item_at(&it[k++], vec2(v[i].x, v[i].y), r, UINT32_MAX, what, i,
		    1);
	return k;
}

static struct item *
items_of(const struct board *b, const struct rules *r, size_t *count)
{
	const struct rules_nodes *rn = &r->nodes;
	double u = nodegraph_unit(b, r), R = rn->node_radius * u;
	size_t n = 2 * b->nodes.g.nnodes + b->nodes.ndot + b->nodes.ntiny +
		   b->nodes.nexpedition + b->nodes.nlandmark +
		   b->nodes.nresource,
	       k;
	struct item *it = mem_calloc(n + 1, sizeof(*it));

	k = node_items(it, 0, b, r, R);
	k = rim_items(it, k, b, r, u);
	k = area_items(it, k, b->nodes.expedition, b->nodes.nexpedition,
	    rn->item_radius * u, "expedition");
	k = area_items(it, k, b->nodes.landmark, b->nodes.nlandmark,
	    rn->item_radius * u, "landmark");
	k = area_items(it, k, b->nodes.resource, b->nodes.nresource,
	    rn->resource_radius * u, "resource");
	*count = k;
	return it;
}

static int
cmp_left(const void *x, const void *y)
{
	const struct item *a = x, *b = y;
	double la = a->c.x - a->r, lb = b->c.x - b->r;

	if (la != lb)
		return la < lb ? -1 : 1;
	return (a->index > b->index) - (a->index < b->index);
}

/*
 * gap: how far apart items a and b are (< 0: they overlap); two boxes are
 * apart by the larger of their gaps along x and y.
 */
static double
gap(const struct item *a, const struct item *b)
{
	if (a->hy > 0 && b->hy > 0)
		return fmax(fabs(a->c.x - b->c.x) - a->r - b->r,
		    fabs(a->c.y - b->c.y) - a->hy - b->hy);
	if (b->hy > 0) {
		const struct item *t = a;

		a = b;
		b = t;
	}
	if (a->hy > 0)
		return geom_box_dist(b->c, vec2(a->c.x - a->r, a->c.y - a->hy),
		    vec2(a->c.x + a->r, a->c.y + a->hy)) - b->r;
	return geom_dist(a->c, b->c) - a->r - b->r;
}

/*
 * nodes_overlap: no two drawn items overlap (a dot or number on its own
 * node may; a number and its node's dots may not).
 */
int
nodes_overlap(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	size_t k, i, j;
	struct item *it = items_of(b, r, &k);
	int ok = 1;

	/* Sweep along x: only items whose spans meet are compared. */
	qsort(it, k, sizeof(*it), cmp_left);
	for (i = 0; i < k && ok; i++) {
		for (j = i + 1; j < k && ok; j++) {
			if (it[j].c.x - it[j].r >= it[i].c.x + it[i].r)
				break;
			if ((it[i].owner != UINT32_MAX &&
			    strcmp(it[j].what, "node") == 0 &&
			    it[j].index == it[i].owner) ||
			    (it[j].owner != UINT32_MAX &&
			    strcmp(it[i].what, "node") == 0 &&
			    it[i].index == it[j].owner))
				continue;
			if (gap(&it[i], &it[j]) < -ROUNDING) {
				snprintf(detail, n, "%s %zu and %s %zu overlap "
				    "near (%.1f, %.1f) mm", it[i].what,
				    it[i].index, it[j].what, it[j].index,
				    it[i].c.x, it[i].c.y);
				ok = 0;
			}
		}
	}
	free(it);
	return ok;
}

/* nodes_safe: what a player reads keeps inside the safe margin. */
int
nodes_safe(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	double m = r->nodes.safe_margin;
	size_t k, i;
	struct item *it = items_of(b, r, &k);
	int ok = 1;

	for (i = 0; i < k && ok; i++) {
		struct vec2 c = it[i].c;
		double d;

		if (!it[i].readable)
			continue;
		/* A box's reach differs along x and y. */
		d = fmin(fmin(c.x, b->width - c.x) - it[i].r,
		    fmin(c.y, b->height - c.y) - (it[i].hy > 0 ? it[i].hy :
		    it[i].r)) + it[i].r;
		if (d < it[i].r + m - ROUNDING) {
			snprintf(detail, n, "%s %zu reaches within %.1f mm of "
			    "the trim (safe margin %.1f mm)", it[i].what,
			    it[i].index, d - it[i].r, m);
			ok = 0;
		}
	}
	free(it);
	return ok;
}

/*
 * faces: b's areas are its graph's faces. With the paper's sides closing
 * them, the areas are the bounded faces of the graph plus the sheet's
 * border (4 corners, and a step between each two neighbours around the
 * perimeter): for a connected plane graph, Euler's V - E + F = 2 leaves
 * E' - V' + 1 bounded faces. As many areas as faces is not enough: each
 * area's ring must go round one face, node to node along edges, with
 * nothing inside.
 */
static int
faces(const struct board *b, char *detail, size_t n)
{
	size_t i, sides = 0, comp, bad;
	long want;

	for (i = 0; i < b->nodes.g.nnodes; i++)
		sides += b->nodes.node[i].sides != 0;
	comp = graph_components(&b->nodes.g, NULL);
	want = ((long)b->nodes.g.nedges + (long)sides + 4) -
	       ((long)b->nodes.g.nnodes + 4) + 1;
	if ((long)b->nodes.area.n != want && comp == 1) {
		snprintf(detail, n, "%zu areas, but the graph has %ld faces",
		    b->nodes.area.n, want);
		return 0;
	}
	if (!nodearea_match(b, &bad)) {
		if (bad == SIZE_MAX)
			snprintf(detail, n, "%zu areas, but not the graph's "
			    "faces", b->nodes.area.n);
		else
			snprintf(detail, n, "area a%zu is not a face of the "
			    "graph (its nodes do not go round one face along "
			    "edges)", bad);
		return 0;
	}
	return 1;
}

/*
 * inside: each of the n items v (radius r mm, what for messages) lies
 * inside the area it names; *pts (*cap its size) is the polygons' scratch.
 */
static int
inside(const struct board *b, const struct board_item *v, size_t n,
    double r, const char *what, struct vec2 **pts, size_t *cap,
    char *detail, size_t dn)
{
	size_t i, np;

	for (i = 0; i < n; i++) {
		if (v[i].area >= b->nodes.area.n) {
			snprintf(detail, dn, "%s %zu names no area", what, i);
			return 0;
		}
		np = board_area_polygon(b, v[i].area, pts, cap);
		if (geom_polygon_dist(vec2(v[i].x, v[i].y), *pts, np) <
		    r - ROUNDING) {
			snprintf(detail, dn, "%s %zu is not inside its area "
			    "a%u", what, i, v[i].area);
			return 0;
		}
	}
	return 1;
}

/*
 * nodes_areas: the areas are the graph's faces (as many as Euler's
 * formula says), and every item placed in an area lies inside it.
 */
int
nodes_areas(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct rules_nodes *rn = &r->nodes;
	double u = nodegraph_unit(b, r);
	struct vec2 *pts = NULL;
	size_t cap = 0;
	int ok;

	if (b->nodes.area.n == 0 &&
	    b->nodes.nexpedition + b->nodes.nlandmark + b->nodes.nresource == 0)
		return 1;
	ok = faces(b, detail, n) &&
	    inside(b, b->nodes.expedition, b->nodes.nexpedition,
	    rn->item_radius * u, "expedition", &pts, &cap, detail, n) &&
	    inside(b, b->nodes.landmark, b->nodes.nlandmark,
	    rn->item_radius * u, "landmark", &pts, &cap, detail, n) &&
	    inside(b, b->nodes.resource, b->nodes.nresource,
	    rn->resource_radius * u, "resource", &pts, &cap, detail, n);
	free(pts);
	return ok;
}
