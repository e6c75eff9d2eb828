/*
 * label.c: what a label's box covers on a transport map: the map's
 * routes, transits and trees cell by cell (translabel_env), what no label
 * may cover (translabel_hit) and what a box hides of the rest
 * (translabel_cost). Where the marks go is labelmap.c's.
 */
#include "transport/label.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "board/mark.h"
#include "core/mem.h"
#include "transport/draw.h"
#include "transport/map.h"
#include "transport/part.h"
#include "transport/rules.h"

/*
 * What a label must leave visible, in cells from a cell's centre (as
 * transport/draw.c draws it): a route's line, as wide as the widest (a
 * rail's ties reach 0.14 of a cell, a road 0.1); a transit's diamond
 * (0.22 from its middle to a tip, and its outline), of which no label
 * covers the inner two thirds (so at most its tips, where nothing else
 * fits); a tree's middle (0.8 of a cell tall, a palm's fronds 0.64
 * wide): a label that reaches over a tree's edge, where it has no better
 * place, costs more, and the drawing leaves that tree out
 * (transport/draw.c, tree_shown).
 */
#define ROUTE_HALF 0.15
#define TRANSIT_HALF 0.24
#define TREE_HALF_W 0.33
#define TREE_HALF_H 0.41

int
translabel_overlap(const struct translabel_box *a,
    const struct translabel_box *b)
{
	return a->x0 < b->x1 - 1e-9 && b->x0 < a->x1 - 1e-9 &&
	    a->y0 < b->y1 - 1e-9 && b->y0 < a->y1 - 1e-9;
}

/* over: does a overlap the box (x0, y0)-(x1, y1)? */
static int
over(const struct translabel_box *a, double x0, double y0, double x1,
    double y1)
{
	struct translabel_box t = { x0, y0, x1, y1 };

	return translabel_overlap(a, &t);
}

/*
 * diamond: does box a reach into the diamond of half-diagonal t mm on
 * (x, y) (a transit's, as transport/draw.c draws it)?
 */
static int
diamond(const struct translabel_box *a, double x, double y, double t)
{
	double dx = fmax(fmax(a->x0 - x, x - a->x1), 0);
	double dy = fmax(fmax(a->y0 - y, y - a->y1), 0);

	return dx + dy < t - 1e-9;
}

/* mark_steps: the cells of route i of b, its steps and its transit. */
static void
mark_steps(struct translabel_env *e, size_t i, size_t n)
{
	const struct board *b = e->b;
	const uint32_t *c = board_route_cells(b, i);
	uint32_t len = transport_part(b)->route[i].len, q, v, w;
	uint32_t cols = (uint32_t)b->cols;

	for (q = 0; q < len; q++) {
		if (c[q] >= n)
			return;
		e->at[c[q]] |= TRANSLABEL_AT_ROUTE;
		if (q == 0)
			continue;
		v = c[q - 1] < c[q] ? c[q - 1] : c[q];
		w = c[q - 1] < c[q] ? c[q] : c[q - 1];
		if (w == v + 1 && v % cols + 1 < cols)
			e->at[v] |= TRANSLABEL_AT_RIGHT;
		else if (w == v + cols)
			e->at[v] |= TRANSLABEL_AT_DOWN;
	}
	if (len)
		e->at[c[len / 2]] |= TRANSLABEL_AT_TRANSIT;
}

void
translabel_marker(const struct translabel_env *e, const struct rules *r,
    size_t i, struct translabel *l)
{
	const struct board_city *c = &transport_part(e->b)->city[i];

	l->x = e->x0 + (c->col + 0.5) * e->b->cell;
	l->y = e->y0 + (c->row + 0.5) * e->b->cell;
	l->capital = c->capital >= 0 &&
	    (size_t)c->capital < transport_rules(r)->nplayer;
	l->rad = e->b->cell * (l->capital ? 0.48 : 0.36);
	l->box[0].x0 = l->x - l->rad;
	l->box[0].y0 = l->y - l->rad;
	l->box[0].x1 = l->x + l->rad;
	l->box[0].y1 = l->y + l->rad;
}

/* outline: how far a marker's outline reaches out of its box, mm. */
static double
outline(const struct translabel *l)
{
	return (l->capital ? TRANSLABEL_CAPITAL_LINE : TRANSLABEL_CITY_LINE) /
	    2;
}

void
translabel_ink(const struct translabel *l, size_t u,
    struct translabel_box *a)
{
	double k = l->what[u] == TRANSLABEL_MARKER ? outline(l) : 0;

	a->x0 = l->box[u].x0 - k;
	a->y0 = l->box[u].y0 - k;
	a->x1 = l->box[u].x1 + k;
	a->y1 = l->box[u].y1 + k;
}

/*
 * split_at: e->split, the lines nearest the board's middle (within
 * BOARD_MARK_SPLIT_REACH) that no city's marker, the legend, a transit
 * nor a tree comes within its clearance of (board_mark_clear), or the
 * middle when there are none.
 */
static void
split_at(struct translabel_env *e, const struct rules *r)
{
	const struct board *b = e->b;
	struct board_mark *m = NULL;
	struct translabel l;
	const struct translabel_box *a = &l.box[0];
	double L, k;
	size_t i, n = 0, cap = 0;
	int ax;

	for (i = 0; i < transport_part(b)->ncity; i++) {
		translabel_marker(e, r, i, &l);
		k = outline(&l);
		board_mark_add(&m, &n, &cap, a->x0 - k, a->y0 - k, a->x1 + k,
		    a->y1 + k, 0, "city", i);
	}
	board_mark_add(&m, &n, &cap, e->legend.x0, e->legend.y0,
	    e->legend.x1, e->legend.y1, 0, "legend", 0);
	transport_piece_marks(b, r, NULL, &m, &n, &cap);
	for (ax = 0; ax < 2; ax++) {
		L = ax ? b->height : b->width;
		e->split[ax] = board_mark_free_near(m, n, ax, L / 2, L / 2 -
		    BOARD_MARK_SPLIT_REACH * L, L / 2 +
		    BOARD_MARK_SPLIT_REACH * L, BOARD_MARK_SPLIT_CLEAR);
		if (e->split[ax] < L / 2 - BOARD_MARK_SPLIT_REACH * L)
			e->split[ax] = L / 2;
	}
	free(m);
}

void
translabel_env_init(struct translabel_env *e, const struct board *b,
    const struct rules *r)
{
	size_t n = (size_t)b->cols * (size_t)b->rows, i;
	double box[4];

	e->b = b;
	e->cell = b->cell;
	transport_origin(b, &e->x0, &e->y0);
	transport_legend_box(b, r, box);
	memset(&e->legend, 0, sizeof(e->legend));
	e->margin = transport_rules(r)->safe_margin;
	e->r = r;
	if (box[2] > 0 && box[3] > 0) {
		e->legend.x0 = box[0];
		e->legend.y0 = box[1];
		e->legend.x1 = box[0] + box[2];
		e->legend.y1 = box[1] + box[3];
	}
	e->at = mem_calloc(n ? n : 1, 1);
	for (i = 0; transport_part(b)->tree && i < n; i++)
		if (transport_part(b)->tree[i] >= 0)
			e->at[i] |= TRANSLABEL_AT_TREE;
	for (i = 0; i < transport_part(b)->nroute; i++)
		mark_steps(e, i, n);
	for (i = 0; i < transport_part(b)->ncity; i++)
		if (transport_part(b)->city[i].col >= 0 &&
		    transport_part(b)->city[i].row >= 0 &&
		    transport_part(b)->city[i].col < b->cols &&
		    transport_part(b)->city[i].row < b->rows)
			e->at[transport_cell(b, transport_part(b)->city[i].col,
			    transport_part(b)->city[i].row)] |=
			    TRANSLABEL_AT_CITY;
	split_at(e, r);
}

void
translabel_env_fini(struct translabel_env *e)
{
	free(e->at);
	e->at = NULL;
}

/*
 * cover_at: what of cell v, its centre at (x, y), box a covers that no
 * label may: the centre
 * of a route's cell, or a route's step into a city, as wide as the widest
 * route is drawn (TRANSLABEL_ON_ROUTE); a transit's diamond
 * (TRANSLABEL_ON_TRANSIT); the middle of a forest's tree
 * (TRANSLABEL_ON_TREE); else TRANSLABEL_CLEAR.
 */
static int
cover_at(const struct translabel_env *e, const struct translabel_box *a,
    uint32_t v, double x, double y)
{
	const struct board *b = e->b;
	uint8_t at = e->at[v], city = at & TRANSLABEL_AT_CITY;
	double s = e->cell, h = ROUTE_HALF * s, t = TRANSIT_HALF * s;

	if (((at & TRANSLABEL_AT_ROUTE) && over(a, x, y, x, y)) ||
	    ((at & TRANSLABEL_AT_RIGHT) && (city || (e->at[v + 1] &
	    TRANSLABEL_AT_CITY)) && over(a, x, y - h, x + s, y + h)) ||
	    ((at & TRANSLABEL_AT_DOWN) && (city || (e->at[v + (uint32_t)b->cols] &
	    TRANSLABEL_AT_CITY)) && over(a, x - h, y, x + h, y + s)))
		return TRANSLABEL_ON_ROUTE;
	if ((at & TRANSLABEL_AT_TRANSIT) && diamond(a, x, y, t * 2 / 3))
		return TRANSLABEL_ON_TRANSIT;
	if ((at & TRANSLABEL_AT_TREE) && over(a, x, y, x, y))
		return TRANSLABEL_ON_TREE;
	return TRANSLABEL_CLEAR;
}

/* cover: the same of cell (c, r). */
static int
cover(const struct translabel_env *e, const struct translabel_box *a, int c,
    int r)
{
	return cover_at(e, a, transport_cell(e->b, c, r),
	    e->x0 + (c + 0.5) * e->cell, e->y0 + (r + 0.5) * e->cell);
}

/*
 * span: the cells whose things box a may reach, clamped to the grid:
 * what a cell holds lies between 0.41 of a cell before its centre (a
 * tree) and a whole cell after it (a step right or down), so a cell
 * whose centre is half a cell past the box, or a cell and a half before
 * it, holds nothing the box meets.
 */
static void
span(const struct translabel_env *e, const struct translabel_box *a,
    int *c0, int *r0, int *c1, int *r1)
{
	*c0 = (int)floor((a->x0 - e->x0) / e->cell - 0.5);
	*r0 = (int)floor((a->y0 - e->y0) / e->cell - 0.5);
	*c1 = (int)floor((a->x1 - e->x0) / e->cell + 0.5);
	*r1 = (int)floor((a->y1 - e->y0) / e->cell + 0.5);
	*c0 = *c0 < 0 ? 0 : *c0;
	*r0 = *r0 < 0 ? 0 : *r0;
	*c1 = *c1 >= e->b->cols ? e->b->cols - 1 : *c1;
	*r1 = *r1 >= e->b->rows ? e->b->rows - 1 : *r1;
}

int
translabel_outside(const struct translabel_env *e, const struct translabel_box *a)
{
	double m = e->margin;

	/* Off the paper, or in the safe margin a cut may shave, or on a
	 * folding board's hinge. */
	if (a->x0 < m || a->y0 < m || a->x1 > e->b->width - m ||
	    a->y1 > e->b->height - m || board_hinge_near(e->r, e->b->width,
	    e->b->height, a->x0, a->y0, a->x1, a->y1))
		return TRANSLABEL_OFF;
	return translabel_overlap(a, &e->legend) ? TRANSLABEL_ON_LEGEND :
	    TRANSLABEL_CLEAR;
}

int
translabel_hit(const struct translabel_env *e,
    const struct translabel_box *a, int *col, int *row)
{
	int c0, r0, c1, r1, c, r, k, worst = translabel_outside(e, a);

	if (worst)
		return worst;
	span(e, a, &c0, &r0, &c1, &r1);
	for (r = r0; r <= r1; r++)
		for (c = c0; c <= c1; c++) {
			k = cover(e, a, c, r);
			if (k && (!worst || k < worst)) {
				worst = k;
				*col = c;
				*row = r;
			}
		}
	return worst;
}

/*
 * cost: what box a hides of a cell holding at, its centre at (x, y), the
 * worst dearest: a route's line
 * about its cell's centre, or a transit (256); a forest's tree (64); a
 * route's step between two cells (16); a cell a route passes through (1).
 * Options that cover() refuses are out anyway; of the rest, the cheapest.
 */
static int
cost(const struct translabel_env *e, const struct translabel_box *a,
    uint8_t at, double x, double y)
{
	double s = e->cell, h = ROUTE_HALF * s, t = TRANSIT_HALF * s;
	int n = 0;

	if (at & TRANSLABEL_AT_ROUTE) {
		n += over(a, x - s / 2, y - s / 2, x + s / 2, y + s / 2);
		n += 256 * over(a, x - h, y - h, x + h, y + h);
	}
	n += 256 * ((at & TRANSLABEL_AT_TRANSIT) && diamond(a, x, y, t));
	n += 64 * ((at & TRANSLABEL_AT_TREE) && over(a, x - TREE_HALF_W * s,
	    y - TREE_HALF_H * s, x + TREE_HALF_W * s, y + TREE_HALF_H * s));
	n += 16 * ((at & TRANSLABEL_AT_RIGHT) && over(a, x, y - h, x + s,
	    y + h));
	n += 16 * ((at & TRANSLABEL_AT_DOWN) && over(a, x - h, y, x + h,
	    y + s));
	return n;
}

/*
 * split_lines: how many of the lines where layout-pdf --split cuts the
 * board when no label is in the way (e->split) box a comes within
 * BOARD_MARK_SPLIT_CLEAR of.
 */
static int
split_lines(const struct translabel_env *e, const struct translabel_box *a)
{
	double mx = e->split[0], my = e->split[1], k = BOARD_MARK_SPLIT_CLEAR;

	return (a->x0 - k < mx && mx < a->x1 + k) +
	    (a->y0 - k < my && my < a->y1 + k);
}

int
translabel_cost(const struct translabel_env *e, const struct translabel_box *a)
{
	int c0, r0, c1, r1, c, r, n = TRANSLABEL_SPLIT_COST * split_lines(e, a);
	double x, y;
	uint32_t v;

	span(e, a, &c0, &r0, &c1, &r1);
	for (r = r0; r <= r1; r++)
		for (c = c0; c <= c1; c++) {
			v = transport_cell(e->b, c, r);
			/* (Most cells hold nothing a label could hide.) */
			if (!e->at[v])
				continue;
			x = e->x0 + (c + 0.5) * e->cell;
			y = e->y0 + (r + 0.5) * e->cell;
			if (cover_at(e, a, v, x, y))
				return -1;
			n += cost(e, a, e->at[v], x, y);
		}
	return n;
}

void *
transport_board_plan(const struct board *b, const struct rules *r)
{
	struct transport_plan *p = mem_alloc(sizeof(*p));
	struct translabel_env e;

	p->l = mem_alloc((transport_part(b)->ncity + 1) * sizeof(*p->l));
	translabel_env_init(&e, b, r);
	translabel_map(&e, r, p->l);
	p->legend = e.legend;
	translabel_env_fini(&e);
	return p;
}

void
transport_board_plan_free(void *plan)
{
	struct transport_plan *p = plan;

	if (p)
		free(p->l);
	free(p);
}

struct board_mark *
transport_board_marks(const struct board *b, const struct rules *r,
    const void *plan, size_t *count)
{
	static const char *const what[] = { "city", "name", "goods", "plane",
		"bonus" };
	const struct transport_plan *p = plan ? plan :
	    transport_plan_kept(b, r, NULL);
	const struct translabel *l = p->l;
	struct board_mark *v = NULL;
	struct translabel_box a;
	size_t n = 0, cap = 0, i, u;

	for (i = 0; i < transport_part(b)->ncity; i++)
		for (u = 0; u < l[i].nbox; u++) {
			translabel_ink(&l[i], u, &a);
			board_mark_add(&v, &n, &cap, a.x0, a.y0, a.x1, a.y1, 1,
			    what[l[i].what[u]], i);
		}
	if (p->legend.x1 > p->legend.x0)
		board_mark_add(&v, &n, &cap, p->legend.x0, p->legend.y0,
		    p->legend.x1, p->legend.y1, 1, "legend", 0);
	transport_piece_marks(b, r, l, &v, &n, &cap);
	*count = n;
	return v;
}
