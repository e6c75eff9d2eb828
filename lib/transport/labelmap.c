/*
 * labelmap.c: where a transport map's city marks go (translabel_map of
 * label.h): each mark's box at each place beside its city, and the choice
 * of places that validate judges and layout-pdf draws.
 */
#include "transport/label.h"

#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/num.h"
#include "text/textwidth.h"
#include "transport/part.h"
#include "transport/rules.h"

/* mm between a marker and a label's patch, and of patch beside its text. */
#define GAP 0.5
#define PAD 0.5
/*
 * A line of text's patch, in its point size from the baseline, is l->up
 * and l->down (text_line): up to the font's ascent, down past its
 * descent, so the box a reader of the PDF finds for each word is on it.
 */
/* An airport's plane and a bonus's disc, mm. */
#define PLANE 3.2
#define BONUS_R 2.2

/*
 * The places of a block of text beside a marker of half-size rad: its
 * anchor, (ax, ay) half-sizes and (gx, gy) gaps from the centre, and the
 * point of the block on it: hx 0 its left, 0.5 its middle, 1 its right;
 * vy 0 its top, 0.5 its middle, 1 its bottom. Lines stack away from the
 * marker: up from the bottom of a block above it, else down.
 */
static const struct place {
	double ax, ay, gx, gy, hx, vy;
} places[TRANSLABEL_PLACES] = {
	{ 0, 1, 0, 1, 0.5, 0 },     /* below */
	{ 0, -1, 0, -1, 0.5, 1 },   /* above */
	{ 0.5, 1, 0, 1, 0, 0 },     /* below, to the right */
	{ -0.5, 1, 0, 1, 1, 0 },    /* below, to the left */
	{ 0.5, -1, 0, -1, 0, 1 },   /* above, to the right */
	{ -0.5, -1, 0, -1, 1, 1 },  /* above, to the left */
	{ 1, 0, 1, 0, 0, 0.5 },     /* right */
	{ -1, 0, -1, 0, 1, 0.5 },   /* left */
	{ 1, 0.5, 1, 0, 0, 0 },     /* right, under a route leaving right */
	{ 1, -0.5, 1, 0, 0, 1 },    /* right, over it */
	{ -1, 0.5, -1, 0, 1, 0 },   /* left, under one leaving left */
	{ -1, -0.5, -1, 0, 1, 1 },  /* left, over it */
	{ 1, 1, 1, 1, 0, 0 },       /* off the marker's corners: below right */
	{ -1, 1, -1, 1, 1, 0 },     /* below left */
	{ 1, -1, 1, -1, 0, 1 },     /* above right */
	{ -1, -1, -1, -1, 1, 1 },   /* above left */
};

/* The order the name tries the places in, and the goods: the usual first. */
static const int name_order[TRANSLABEL_PLACES] = { TRANSLABEL_BELOW,
	TRANSLABEL_ABOVE, TRANSLABEL_BELOW_RIGHT, TRANSLABEL_BELOW_LEFT,
	TRANSLABEL_ABOVE_RIGHT, TRANSLABEL_ABOVE_LEFT, TRANSLABEL_RIGHT_LOW,
	TRANSLABEL_LEFT_LOW, TRANSLABEL_RIGHT_HIGH, TRANSLABEL_LEFT_HIGH,
	TRANSLABEL_RIGHT, TRANSLABEL_LEFT, TRANSLABEL_CORNER_BR,
	TRANSLABEL_CORNER_BL, TRANSLABEL_CORNER_TR, TRANSLABEL_CORNER_TL };
static const int goods_order[TRANSLABEL_PLACES] = { TRANSLABEL_ABOVE,
	TRANSLABEL_BELOW, TRANSLABEL_ABOVE_RIGHT, TRANSLABEL_ABOVE_LEFT,
	TRANSLABEL_BELOW_RIGHT, TRANSLABEL_BELOW_LEFT, TRANSLABEL_RIGHT_HIGH,
	TRANSLABEL_LEFT_HIGH, TRANSLABEL_RIGHT_LOW, TRANSLABEL_LEFT_LOW,
	TRANSLABEL_RIGHT, TRANSLABEL_LEFT, TRANSLABEL_CORNER_TR,
	TRANSLABEL_CORNER_TL, TRANSLABEL_CORNER_BR, TRANSLABEL_CORNER_BL };

/*
 * A bonus's disc: right of the marker and a little high, else at another
 * compass point, touching the marker's box: its centre (kx, ky) times
 * (rad + BONUS_R) and fy times rad from the city's; else, where cells are
 * too small for that, on a corner of the marker, like a badge (its seat's
 * number, in the middle, stays clear): (kx, ky) times rad (fy 1).
 */
#define BONUS_PLACES 12
/*
 * What a badge costs on translabel_cost's scale: as much as hiding four
 * routes' lines. A place beside the marker that hides less is taken
 * first, so the badge is the last resort it is meant to be, not the
 * cheapest place whenever each place beside the marker hides a little of
 * a route's cell (tidewater-000257 once the capitals' weights changed).
 */
#define BADGE_COST 1024
static const struct {
	double kx, ky, fy;
} bonus_places[BONUS_PLACES] = {
	{ 1, 0, -0.4 }, { -1, 0, -0.4 }, { 1, -1, 0 }, { -1, -1, 0 },
	{ 1, 1, 0 }, { -1, 1, 0 }, { 0, -1, 0 }, { 0, 1, 0 },
	{ 1, -1, 1 }, { -1, -1, 1 }, { 1, 1, 1 }, { -1, 1, 1 },
};

/*
 * One way to place one part of a city's marks (its name and plane, its
 * goods, its bonus): the boxes, the texts' middles and baselines (the
 * plane's and the disc's centres), and what it covers.
 */
struct option {
	struct translabel_box box[BOARD_WANTS];
	double tx[BOARD_WANTS], ty[BOARD_WANTS];
	size_t n;
	int at, behind;
	int onto;  /* goods: the name option they stand on, or -1 (beside) */
	int badge; /* a bonus on its marker's corner */
	int judged; /* bad and cells are known */
	int bad;   /* a box covers what no mark may */
	int cells; /* what its boxes hide of the map (cost()) */
};

/* top: the top of a block lh mm tall at place p beside l's marker. */
static double
top(const struct translabel *l, int p, double lh)
{
	return l->y + places[p].ay * l->rad + places[p].gy * GAP -
	    places[p].vy * lh;
}

/*
 * block: the patches of o->n lines of text (w[k] mm wide, at pt, a line
 * every step mm) at place p beside l's marker, line 0 nearest it.
 */
static void
block(struct option *o, const struct translabel *l, int p, const double *w,
    double pt, double step)
{
	const struct place *q = &places[p];
	double h = pt * NUM_MM_PER_PT, lh = h * (l->up + l->down);
	double H = lh + (double)(o->n ? o->n - 1 : 0) * step;
	double ax = l->x + q->ax * l->rad + q->gx * GAP;
	double y0 = top(l, p, H);
	size_t k;

	o->at = p;
	for (k = 0; k < o->n; k++) {
		struct translabel_box *b = &o->box[k];

		b->y0 = y0 + (double)(q->vy > 0.75 ? o->n - 1 - k : k) * step;
		b->y1 = b->y0 + lh;
		b->x0 = ax - q->hx * (w[k] + 2 * PAD);
		b->x1 = b->x0 + w[k] + 2 * PAD;
		o->tx[k] = (b->x0 + b->x1) / 2;
		o->ty[k] = b->y0 + l->up * h;
	}
}

/* plane: the plane of an airport before the name of o (or behind it). */
static void
plane(struct option *o, int behind)
{
	double h = TRANSLABEL_NAME_PT * NUM_MM_PER_PT;
	double x = behind ? o->box[0].x1 - PAD + 2.3 : o->box[0].x0 + PAD - 2.2;
	double y = o->ty[0] - 0.3 * h;

	o->behind = behind;
	o->box[1].x0 = x - 0.55 * PLANE;
	o->box[1].x1 = x + 0.5 * PLANE;
	o->box[1].y0 = y - 0.5 * PLANE;
	o->box[1].y1 = y + 0.5 * PLANE;
	o->tx[1] = x;
	o->ty[1] = y;
	o->n = 2;
}

/*
 * An airport's winged underline (the devlog's): this tall, this far under
 * its name's patch, as wide as the patch and at least WINGS_W, mm.
 */
#define WINGS_H 1.3
#define WINGS_GAP 0.2
#define WINGS_W 7.0

/*
 * wings: the winged underline of an airport under the name of o; the name
 * moved up by the underline's height where its place has the block's
 * bottom (or its middle: by half) on the marker, so the two stand where
 * the name alone stood.
 */
static void
wings(struct option *o)
{
	const struct place *q = &places[o->at];
	double up = (WINGS_H + WINGS_GAP) * (q->vy > 0.75 ? 1 : q->vy > 0.25 ?
	    0.5 : 0), w, m;

	o->box[0].y0 -= up;
	o->box[0].y1 -= up;
	o->ty[0] -= up;
	m = o->box[0].x0 + q->hx * (o->box[0].x1 - o->box[0].x0);
	w = fmax(o->box[0].x1 - o->box[0].x0, WINGS_W);
	o->box[1].x0 = m - q->hx * w;
	o->box[1].x1 = o->box[1].x0 + w;
	o->box[1].y0 = o->box[0].y1 + WINGS_GAP;
	o->box[1].y1 = o->box[1].y0 + WINGS_H;
	o->tx[1] = (o->box[1].x0 + o->box[1].x1) / 2;
	o->ty[1] = (o->box[1].y0 + o->box[1].y1) / 2;
	o->behind = 0;
	o->n = 2;
}

/* name_options: the places of city c's name (and airport) into o. */
static size_t
name_options(struct option *o, const struct translabel *l,
    const struct board_city *c)
{
	double w = text_width(l->font, c->name, TRANSLABEL_NAME_PT);
	size_t n = 0, k;
	int behind;

	for (k = 0; k < TRANSLABEL_PLACES; k++)
		for (behind = 0; behind < (c->airport && l->glyph ? 2 : 1);
		     behind++) {
			o[n].n = 1;
			o[n].behind = 0;
			o[n].onto = -1;
			o[n].badge = 0;
			block(&o[n], l, name_order[k], &w, TRANSLABEL_NAME_PT,
			    0);
			if (c->airport && l->glyph)
				plane(&o[n], behind);
			else if (c->airport)
				wings(&o[n]);
			n++;
		}
	return n;
}

/*
 * attach: goods of n lines (w[k] mm wide) onto name option nm (number
 * at), above its name or below it, lined up with it as its place says,
 * line 0 nearest it.
 */
static void
attach(struct option *o, const struct translabel *l,
    const struct option *nm, int at, int below, const double *w, size_t n)
{
	const struct place *q = &places[nm->at];
	double h = TRANSLABEL_GOOD_PT * NUM_MM_PER_PT, step = h * 1.15;
	double lh = h * (l->up + l->down);
	double ax = nm->box[0].x0 + q->hx * (nm->box[0].x1 - nm->box[0].x0);
	double y0 = below ? nm->box[0].y1 + 0.2 : nm->box[0].y0 - 0.2 - lh -
	    (double)(n - 1) * step;
	size_t k;

	o->n = n;
	o->at = nm->at;
	o->onto = at;
	o->badge = 0;
	o->behind = 0;
	for (k = 0; k < n; k++) {
		o->box[k].y0 = y0 + (double)(below ? k : n - 1 - k) * step;
		o->box[k].y1 = o->box[k].y0 + lh;
		o->box[k].x0 = ax - q->hx * (w[k] + 2 * PAD);
		o->box[k].x1 = o->box[k].x0 + w[k] + 2 * PAD;
		o->tx[k] = (o->box[k].x0 + o->box[k].x1) / 2;
		o->ty[k] = o->box[k].y0 + l->up * h;
	}
}

/*
 * in_row: the lines of option o set side by side, ROW_GAP mm apart, all
 * with their top at y0, lined up (hx of their place) at the point its
 * first line was.
 */
#define ROW_GAP 0.6
static void
in_row(struct option *o, double hx, double y0)
{
	double ax = o->box[0].x0 + hx * (o->box[0].x1 - o->box[0].x0);
	double all = 0, x, w, dy;
	size_t k;

	for (k = 0; k < o->n; k++)
		all += o->box[k].x1 - o->box[k].x0 + (k ? ROW_GAP : 0);
	x = ax - hx * all;
	for (k = 0; k < o->n; k++) {
		w = o->box[k].x1 - o->box[k].x0;
		dy = y0 - o->box[k].y0;
		o->box[k].x0 = x;
		o->box[k].x1 = x + w;
		o->box[k].y0 += dy;
		o->box[k].y1 += dy;
		o->ty[k] += dy;
		o->tx[k] = x + w / 2;
		x += w + ROW_GAP;
	}
}

/* dup: option o a copy of option f (its boxes in use only). */
static void
dup(struct option *o, const struct option *f)
{
	o->n = f->n;
	o->at = f->at;
	o->behind = f->behind;
	o->onto = f->onto;
	o->badge = f->badge;
	memcpy(o->box, f->box, f->n * sizeof(*o->box));
	memcpy(o->tx, f->tx, f->n * sizeof(*o->tx));
	memcpy(o->ty, f->ty, f->n * sizeof(*o->ty));
}

/*
 * goods_options: the places of l's goods into o (one, empty, for none):
 * beside the marker (TRANSLABEL_PLACES of them), then onto each of the
 * nname options of the name (above it, below it); each a line a good,
 * then again in one row.
 */
static size_t
goods_options(struct option *o, const struct translabel *l,
    const struct option *name, size_t nname)
{
	double w[BOARD_WANTS], h = TRANSLABEL_GOOD_PT * NUM_MM_PER_PT;
	size_t k, n = TRANSLABEL_PLACES, m;

	for (k = 0; k < l->ngood; k++)
		w[k] = text_width(l->font, l->good[k], TRANSLABEL_GOOD_PT);
	for (k = 0; k < TRANSLABEL_PLACES; k++) {
		o[k].n = l->ngood;
		o[k].onto = -1;
		o[k].badge = 0;
		o[k].behind = 0;
		block(&o[k], l, goods_order[k], w, TRANSLABEL_GOOD_PT, h * 1.15);
	}
	if (!l->ngood)
		return 1;
	for (k = 0; k < 2 * nname; k++)
		attach(&o[n++], l, &name[k / 2], (int)(k / 2), (int)(k % 2), w,
		    l->ngood);
	if (l->ngood < 2)
		return n;
	for (k = 0, m = n; k < m; k++) {
		dup(&o[n], &o[k]);
		in_row(&o[n], places[o[k].at].hx, o[k].onto >= 0 ?
		    o[k].box[0].y0 : top(l, o[k].at, h * (l->up + l->down)));
		n++;
	}
	return n;
}

/* bonus_options: the places of l's bonus into o (one, empty, for none). */
static size_t
bonus_options(struct option *o, const struct translabel *l)
{
	double d = l->rad + BONUS_R;
	size_t k;

	if (l->bonus <= 0) {
		o[0].n = 0;
		o[0].at = 0;
		o[0].onto = -1;
		o[0].badge = 0;
		return 1;
	}
	for (k = 0; k < BONUS_PLACES; k++) {
		o[k].n = 1;
		o[k].at = (int)k;
		o[k].onto = -1;
		o[k].badge = bonus_places[k].fy > 0.5;
		o[k].tx[0] = l->x + bonus_places[k].kx * (o[k].badge ? l->rad :
		    d);
		o[k].ty[0] = l->y + bonus_places[k].ky * (o[k].badge ? l->rad :
		    d) + (o[k].badge ? 0 : bonus_places[k].fy * l->rad);
		o[k].box[0].x0 = o[k].tx[0] - BONUS_R;
		o[k].box[0].x1 = o[k].tx[0] + BONUS_R;
		o[k].box[0].y0 = o[k].ty[0] - BONUS_R;
		o[k].box[0].y1 = o[k].ty[0] + BONUS_R;
	}
	return BONUS_PLACES;
}

/* clash: does a box of a overlap one of b? */
static int
clash(const struct option *a, const struct option *b)
{
	size_t u, v;

	for (u = 0; u < a->n; u++)
		for (v = 0; v < b->n; v++)
			if (translabel_overlap(&a->box[u], &b->box[v]))
				return 1;
	return 0;
}

/*
 * The city being placed: the map, every city's marks (l[k] of a city k
 * before i placed, of one after it its marker alone), and the cities
 * whose marks the options can reach.
 */
struct job {
	const struct translabel_env *e;
	struct translabel *l;
	size_t i, nnear;
	size_t *near;
};

/*
 * judge: what option o of the job's city covers (o->bad, o->cells), the
 * cheapest tests first. Another city's marks are judged as printed
 * (translabel_ink): its marker with its outline.
 */
static void
judge(const struct job *j, struct option *o)
{
	const struct translabel *l = j->l;
	struct translabel_box ink;
	size_t u, k, v;
	int n;

	o->judged = 1;
	o->bad = 0;
	o->cells = 0;
	for (u = 0; u < o->n && !o->bad; u++) {
		o->bad = translabel_outside(j->e, &o->box[u]) ||
		    (!o->badge && translabel_overlap(&o->box[u],
		    &l[j->i].box[0]));
		for (k = 0; k < j->nnear && !o->bad; k++)
			for (v = 0; v < l[j->near[k]].nbox && !o->bad; v++) {
				translabel_ink(&l[j->near[k]], v, &ink);
				o->bad = translabel_overlap(&o->box[u], &ink);
			}
		if (o->bad)
			break;
		n = translabel_cost(j->e, &o->box[u]);
		o->bad = n < 0;
		o->cells += o->bad ? 0 : n;
	}
	if (!o->bad && o->badge)
		o->cells += BADGE_COST;
}

/* usable: may option o be taken (judged now if it was not)? */
static int
usable(const struct job *j, struct option *o)
{
	if (!o->judged)
		judge(j, o);
	return !o->bad;
}

/* grow: box a grown to hold the n boxes of b (a: x1 < x0 when empty). */
static void
grow(struct translabel_box *a, const struct translabel_box *b, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++) {
		a->x0 = a->x1 < a->x0 || b[k].x0 < a->x0 ? b[k].x0 : a->x0;
		a->y0 = a->x1 < a->x0 || b[k].y0 < a->y0 ? b[k].y0 : a->y0;
		a->y1 = a->x1 < a->x0 || b[k].y1 > a->y1 ? b[k].y1 : a->y1;
		a->x1 = a->x1 < a->x0 || b[k].x1 > a->x1 ? b[k].x1 : a->x1;
	}
}

/*
 * nearby: the cities whose marks, as printed (translabel_ink), the
 * options of the parts (n[p] of part[p]) can reach, into j.
 */
static void
nearby(struct job *j, struct option *const part[3], const size_t n[3],
    size_t ncity)
{
	struct translabel_box reach = { 1, 1, 0, 0 }, at, ink;
	size_t k, p, u;

	for (p = 0; p < 3; p++)
		for (k = 0; k < n[p]; k++)
			grow(&reach, part[p][k].box, part[p][k].n);
	j->nnear = 0;
	for (k = 0; k < ncity; k++) {
		at.x0 = at.y0 = 1;
		at.x1 = at.y1 = 0;
		for (u = 0; u < j->l[k].nbox; u++) {
			translabel_ink(&j->l[k], u, &ink);
			grow(&at, &ink, 1);
		}
		if (k != j->i && translabel_overlap(&reach, &at))
			j->near[j->nnear++] = k;
	}
}

/*
 * choose: the name, goods and bonus options (pick[3]) of the job's city
 * that nothing bad covers, no two of which overlap, and that hide least
 * (translabel_cost), the first in their order of those; 0 when none is
 * free. To save time, once the name's first two places are tried, the
 * first choice that hides no route's line nor tree (a cost below LINE:
 * route cells' corners at most) is taken. Options are judged as they
 * come: most cities take one of the first.
 */
#define LINE 16
static int
choose(const struct job *j, struct option *const part[3], const size_t n[3],
    size_t pick[3])
{
	struct option *a, *g, *o;
	int best = INT_MAX, cost;
	size_t x, y, z;

	for (x = 0; x < n[0]; x++) {
		a = &part[0][x];
		if (!usable(j, a) || a->cells >= best)
			continue;
		for (y = 0; y < n[1]; y++) {
			g = &part[1][y];
			if ((g->onto >= 0 && g->onto != (int)x) ||
			    !usable(j, g) || a->cells + g->cells >= best ||
			    clash(a, g))
				continue;
			for (z = 0; z < n[2]; z++) {
				o = &part[2][z];
				if (!usable(j, o))
					continue;
				cost = a->cells + g->cells + o->cells;
				if (cost >= best || clash(a, o) || clash(g, o))
					continue;
				best = cost;
				pick[0] = x;
				pick[1] = y;
				pick[2] = z;
				if (!best)
					return 1;
			}
		}
		if (best < LINE && a->at != name_order[0])
			return 1;
	}
	return best < INT_MAX;
}

/* put: the boxes of option o, each of kind what, after l's. */
static void
put(struct translabel *l, const struct option *o, int what)
{
	size_t k;

	for (k = 0; k < o->n; k++) {
		l->box[l->nbox] = o->box[k];
		l->what[l->nbox++] = what;
	}
}

/* settle: l's marks as the options a (name), g (goods), o (bonus) say. */
static void
settle(struct translabel *l, const struct option *a, const struct option *g,
    const struct option *o)
{
	size_t k;

	l->name_at = a->at;
	l->name_x = a->tx[0];
	l->name_y = a->ty[0];
	if (a->n > 1) {
		l->plane_behind = a->behind;
		l->plane_x = a->tx[1];
		l->plane_y = a->ty[1];
		l->plane_size = l->glyph ? PLANE : 0;
	}
	l->goods_at = g->at;
	for (k = 0; k < g->n; k++) {
		l->good_x[k] = g->tx[k];
		l->good_y[k] = g->ty[k];
	}
	l->bonus_at = o->at;
	if (o->n) {
		l->bonus_x = o->tx[0];
		l->bonus_y = o->ty[0];
		l->bonus_r = BONUS_R;
	}
	l->nbox = 1;
	put(l, a, TRANSLABEL_NAME);
	if (a->n > 1)
		l->what[l->nbox - 1] = TRANSLABEL_PLANE;
	put(l, g, TRANSLABEL_GOOD);
	put(l, o, TRANSLABEL_BONUS);
}

/*
 * city: what city i of b shows before its marks are placed: its centre,
 * its marker, the goods' texts ("Tea 4", nearest first), its bonus.
 */
static void
city(struct translabel *l, const struct translabel_env *e,
    const struct rules *r, size_t i)
{
	const struct board *b = e->b;
	const struct rules_transport *t = transport_rules(r);
	const struct board_city *c = &transport_part(b)->city[i];
	const char *g;
	size_t k;

	memset(l, 0, sizeof(*l));
	translabel_marker(e, r, i, l);
	l->font = r->font;
	l->glyph = transport_part(b)->scenario >= 0 &&
	    (size_t)transport_part(b)->scenario < t->nscenario &&
	    t->scenario[transport_part(b)->scenario].airport_mark == 1;
	text_line(r->font, &l->up, &l->down);
	l->what[0] = TRANSLABEL_MARKER;
	l->nbox = 1;
	for (k = 0; k < c->nwant && k < BOARD_WANTS; k++) {
		g = c->want[k].good >= 0 && (size_t)c->want[k].good < t->ngood ?
		    t->good[c->want[k].good].title : "?";
		if (!g[0])
			g = t->good[c->want[k].good].name;
		snprintf(l->good[k], sizeof(l->good[k]), "%s %d", g,
		    c->want[k].value);
	}
	l->ngood = k;
	for (k = 0; l->capital && k < b->val.nseat; k++)
		if (b->val.seat[k].at == i)
			l->bonus = b->val.seat[k].bonus;
}

/* The options of one city's parts: a name's, the goods', a bonus's. */
#define NAME_OPTIONS (2 * TRANSLABEL_PLACES)

/* place: city j->i's marks, placed; 0, or -1 when no place was free. */
static int
place(struct job *j, size_t ncity)
{
	struct option name[NAME_OPTIONS];
	struct option goods[2 * (TRANSLABEL_PLACES + 2 * NAME_OPTIONS)];
	struct option bonus[BONUS_PLACES];
	struct option *const part[3] = { name, goods, bonus };
	struct translabel *l = &j->l[j->i];
	size_t n[3], pick[3] = { 0, 0, 0 }, k, p;
	int found;

	n[0] = name_options(name, l, &transport_part(j->e->b)->city[j->i]);
	n[1] = goods_options(goods, l, name, n[0]);
	n[2] = bonus_options(bonus, l);
	nearby(j, part, n, ncity);
	for (p = 0; p < 3; p++)
		for (k = 0; k < n[p]; k++)
			part[p][k].judged = 0;
	found = choose(j, part, n, pick);
	if (!found)
		pick[0] = pick[1] = pick[2] = 0;
	settle(l, &name[pick[0]], &goods[pick[1]], &bonus[pick[2]]);
	return found ? 0 : -1;
}

/*
 * first: order (n cities) with the nf cities of failed first, the rest
 * after them as they were.
 */
static void
first(size_t *order, size_t n, const size_t *failed, size_t nf)
{
	size_t *rest = mem_alloc((n ? n : 1) * sizeof(*rest)), k, u, m = 0;

	for (k = 0; k < n; k++) {
		for (u = 0; u < nf && failed[u] != order[k]; u++)
			;
		if (u == nf)
			rest[m++] = order[k];
	}
	memcpy(order, failed, nf * sizeof(*order));
	memcpy(order + nf, rest, m * sizeof(*order));
	free(rest);
}

/* How many times the cities are placed, those that found no place first. */
#define PASSES 4

size_t
translabel_map(const struct translabel_env *e, const struct rules *r,
    struct translabel *l)
{
	size_t n = transport_part(e->b)->ncity, i, k, nf = 0, pass;
	size_t *order = mem_alloc((n ? n : 1) * sizeof(*order));
	size_t *failed = mem_alloc((n ? n : 1) * sizeof(*failed));
	struct job j;

	j.e = e;
	j.l = l;
	j.near = mem_alloc((n ? n : 1) * sizeof(*j.near));
	for (i = 0; i < n; i++)
		order[i] = i;
	for (pass = 0; pass < PASSES; pass++) {
		if (pass)
			first(order, n, failed, nf);
		for (i = 0; i < n; i++)
			city(&l[i], e, r, i);
		for (k = 0, nf = 0; k < n; k++) {
			j.i = order[k];
			if (place(&j, n) < 0)
				failed[nf++] = order[k];
		}
		if (!nf)
			break;
	}
	MEM_FREE(j.near, order, failed);
	return nf;
}
