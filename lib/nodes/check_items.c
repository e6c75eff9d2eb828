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
#include "nodes/back.h"
#include "nodes/caption.h"
#include "nodes/key.h"
#include "nodes/marks.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/plan.h"
#include "nodes/rules.h"

/* caption_free: the caption has a place that covers no mark and no line
 * (an edge, a quadrant line: nodes/caption.h). */
static int
caption_free(const struct board *b, const struct rules *r,
    const struct nodes_plan *p, char *detail, size_t n)
{
	struct nodes_caption c = p->cap;
	int flip;

	/* The place the drawing takes (the board's plan, plan.h). */
	if (p->cap_rc < 0) {
		snprintf(detail, n, "the caption (%.0f x %.0f mm) has no place "
		    "within %d mm of its own under the centre node that "
		    "covers no mark", c.hi.x - c.lo.x, c.hi.y - c.lo.y,
		    NODES_CAPTION_REACH);
		return 0;
	}
	if (c.where == NODES_CAPTION_NEAR) {
		snprintf(detail, n, "the caption (%.0f x %.0f mm) has no place "
		    "clear of the board's lines: no corner, side or room of "
		    "its own is free", c.hi.x - c.lo.x,
		    c.hi.y - c.lo.y);
		return 0;
	}
	/* The back's, whichever way the sheet turns over (nodes/back.h). */
	for (flip = 0; nodes_part(b)->nexpedition && flip < 2; flip++)
		if (nodes_back_caption(b, r, flip, NULL, 0, &c) < 0) {
			snprintf(detail, n, "the back's caption (%.0f mm wide) "
			    "has no place that covers no expedition when the "
			    "sheet turns %s", c.hi.x - c.lo.x, flip ?
			    "sideways" : "top to bottom");
			return 0;
		}
	return 1;
}

/*
 * back_names_clear: on the back, whichever way the sheet turns over, each
 * type's name has a side of its circle clear of the other circles and
 * names (nodes_back_place).
 */
static int
back_names_clear(const struct board *b, const struct rules *r,
    char *detail, size_t n)
{
	size_t ne = nodes_part(b)->nexpedition, i;
	struct nodes_back_spot *s = mem_calloc(ne + 1, sizeof(*s));
	int flip, ok = 1;

	for (flip = 0; ne && flip < 2 && ok; flip++) {
		if (nodes_back_place(b, r, flip, s) == 0)
			continue;
		for (i = 0; s[i].clear; i++)
			;
		snprintf(detail, n, "expedition %zu's name \"%s\" on the "
		    "back has no side clear of the other circles, the names "
		    "and the safe margin when the sheet turns %s", i,
		    s[i].text, flip ? "sideways" : "top to bottom");
		ok = 0;
	}
	free(s);
	return ok;
}

/*
 * key_clear: no edge's line and no quadrant line runs through a box of
 * the key (the marks' sweep sees what else covers it).
 */
static int
key_clear(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct graph *g = &nodes_part(b)->g;
	struct vec2 lo[NODES_KEY_BOXES], hi[NODES_KEY_BOXES];
	struct vec2 c = nodes_centre(b);
	const struct nodes_plan *p = nodes_plan_kept(b, r);
	int nk = p->nkey, k;
	size_t i;

	/* The key's boxes as the plan lays it out (nodes_key_boxes). */
	for (k = 0; k < nk; k++) {
		lo[k] = p->key.lo[k];
		hi[k] = p->key.hi[k];
	}
	for (k = 0; k < nk; k++) {
		if ((c.x >= lo[k].x && c.x <= hi[k].x) ||
		    (c.y >= lo[k].y && c.y <= hi[k].y)) {
			snprintf(detail, n, "a quadrant line runs through the "
			    "key");
			return 0;
		}
		for (i = 0; i < g->nedges; i++) {
			if (!nodes_key_seg_near(g->node[g->edge[i].a].p,
			    g->node[g->edge[i].b].p, lo[k], hi[k],
			    NODECONTENT_EDGE_WIDTH / 2 - ROUNDING))
				continue;
			snprintf(detail, n, "the edge n%u-n%u runs through the "
			    "key", g->edge[i].a, g->edge[i].b);
			return 0;
		}
	}
	return 1;
}

/*
 * is: whether mark m is of kind what. The first letters tell most kinds
 * apart: strcmp over every pair the sweep meets was 1.6 % of validate.
 */
static int
is(const struct nodes_mark *m, const char *what)
{
	return m->what[0] == what[0] && strcmp(m->what, what) == 0;
}

/*
 * nodes_overlap: no two drawn items overlap (a dot or number on its own
 * node may; a number and its node's dots may not). A side node's icon lies
 * inside its node's disc, which stands for it here.
 */
int
nodes_overlap(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct nodes_plan *p = nodes_plan_kept(b, r);
	size_t k = p->nm, i, j;
	struct nodes_mark *it = mem_alloc((k + 1) * sizeof(*it));
	int ok = 1;

	/* The board's marks (its plan's, plan.h), sorted in a copy. */
	memcpy(it, p->m, k * sizeof(*it));
	/* Sweep along x: only items whose spans meet are compared. */
	qsort(it, k, sizeof(*it), nodes_mark_cmp_left);
	for (i = 0; i < k && ok; i++) {
		for (j = i + 1; j < k && ok; j++) {
			if (it[j].c.x - it[j].r >= it[i].c.x + it[i].r)
				break;
			if (is(&it[i], "icon") || is(&it[j], "icon"))
				continue;
			if ((it[i].owner != UINT32_MAX &&
			    is(&it[j], "node") &&
			    it[j].index == it[i].owner) ||
			    (it[j].owner != UINT32_MAX &&
			    is(&it[i], "node") &&
			    it[i].index == it[j].owner))
				continue;
			if (nodes_mark_gap(&it[i], &it[j]) < -ROUNDING) {
				snprintf(detail, n, "%s %zu and %s %zu overlap "
				    "near (%.1f, %.1f) mm", it[i].what,
				    it[i].index, it[j].what, it[j].index,
				    it[i].c.x, it[i].c.y);
				ok = 0;
			}
		}
	}
	ok = ok && key_clear(b, r, detail, n) &&
	    back_names_clear(b, r, detail, n) &&
	    caption_free(b, r, nodes_plan_kept(b, r), detail, n);
	free(it);
	return ok;
}

/* nodes_safe: what a player reads keeps inside the safe margin. */
int
nodes_safe(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	double m = nodes_rules(r)->safe_margin;
	const struct nodes_plan *p = nodes_plan_kept(b, r);
	const struct nodes_mark *it = p->m;
	size_t k = p->nm, i;
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

	for (i = 0; i < nodes_part(b)->g.nnodes; i++)
		sides += nodes_part(b)->node[i].sides != 0;
	comp = graph_components(&nodes_part(b)->g, NULL);
	want = ((long)nodes_part(b)->g.nedges + (long)sides + 4) -
	       ((long)nodes_part(b)->g.nnodes + 4) + 1;
	if ((long)nodes_part(b)->area.n != want && comp == 1) {
		snprintf(detail, n, "%zu areas, but the graph has %ld faces",
		    nodes_part(b)->area.n, want);
		return 0;
	}
	if (!nodearea_match(b, &bad)) {
		if (bad == SIZE_MAX)
			snprintf(detail, n, "%zu areas, but not the graph's "
			    "faces", nodes_part(b)->area.n);
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
		if (v[i].area >= nodes_part(b)->area.n) {
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
	const struct rules_nodes *rn = nodes_rules(r);
	double u = nodegraph_unit(b, r);
	struct vec2 *pts = NULL;
	size_t cap = 0;
	int ok;

	if (nodes_part(b)->area.n == 0 && nodes_part(b)->nexpedition +
						  nodes_part(b)->nlandmark +
						  nodes_part(b)->nresource ==
					      0)
		return 1;
	ok = faces(b, detail, n) &&
	    inside(b, nodes_part(b)->expedition, nodes_part(b)->nexpedition,
	    rn->item_radius * u, "expedition", &pts, &cap, detail, n) &&
	    inside(b, nodes_part(b)->landmark, nodes_part(b)->nlandmark,
	    rn->item_radius * u, "landmark", &pts, &cap, detail, n) &&
	    inside(b, nodes_part(b)->resource, nodes_part(b)->nresource,
	    rn->resource_radius * u, "resource", &pts, &cap, detail, n);
	free(pts);
	return ok;
}

/*
 * nodes_numbers: every numbered node's number keeps NODES_NUMBER_GAP mm
 * from its icon: the icon's square (nodes_icon_at) and the digits' box
 * (nodecontent_number_box) apart by the larger of their gaps along x and
 * y, as nodes_mark_gap measures two boxes.
 */
int
nodes_numbers(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct nodes_part *bn = nodes_part(b);
	struct vec2 at, lo, hi;
	double size, a, gap;
	uint32_t v;

	for (v = 0; v < bn->g.nnodes; v++) {
		if (bn->node[v].type < 0 ||
		    !nodecontent_number_box(b, r, v, &lo, &hi))
			continue;
		nodes_icon_at(b, r, v, &at, &size, &a);
		gap = fmax(fmax(lo.x - (at.x + size / 2), at.x - size / 2 -
		    hi.x), fmax(lo.y - (at.y + size / 2), at.y - size / 2 -
		    hi.y));
		if (gap < NODES_NUMBER_GAP - ROUNDING) {
			snprintf(detail, n, "node n%u's number %d comes "
			    "within %.2f mm of its icon (%.1f mm kept)", v,
			    (int)bn->node[v].number, gap, NODES_NUMBER_GAP);
			return 0;
		}
	}
	return 1;
}
