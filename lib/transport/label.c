/* label.c: the geometry of a transport map's city marks. */
#include "transport/label.h"

#include <stdio.h>
#include <string.h>

#include "core/num.h"
#include "print/textwidth.h"
#include "transport/map.h"

/* add: a box of l, of kind what. */
static void
add(struct translabel *l, int what, double x0, double y0, double x1,
    double y1)
{
	struct translabel_box *b = &l->box[l->nbox];

	b->x0 = x0;
	b->y0 = y0;
	b->x1 = x1;
	b->y1 = y1;
	l->what[l->nbox++] = what;
}

/* text_box: a label of utf8 at pt, centred on x with its baseline at y,
 * on its patch of paper (as the drawing paints it). */
static void
text_box(struct translabel *l, int what, double x, double y, double pt,
    const char *utf8)
{
	double w = text_width(utf8, pt), h = pt * NUM_MM_PER_PT;

	add(l, what, x - w / 2 - 0.5, y - h * 0.8, x + w / 2 + 0.5,
	    y + h * 0.25);
}

/*
 * plane_marks: an airport's plane in front of its name, or behind it when
 * the legend or the paper's edge is in front.
 */
static void
plane_marks(struct translabel *l, const struct board *b, const struct rules *r,
    const char *name)
{
	double w = text_width(name, TRANSLABEL_NAME_PT), box[4];
	struct translabel_box p, legend;

	l->plane_size = 3.2;
	l->plane_x = l->x - w / 2 - 2.2;
	l->plane_y = l->name_y - TRANSLABEL_NAME_PT * NUM_MM_PER_PT * 0.3;
	p.x0 = l->plane_x - 0.55 * 3.2;
	p.x1 = l->plane_x + 0.5 * 3.2;
	p.y0 = l->plane_y - 0.5 * 3.2;
	p.y1 = l->plane_y + 0.5 * 3.2;
	transport_legend_box(b, r, box);
	legend.x0 = box[0];
	legend.y0 = box[1];
	legend.x1 = box[0] + box[2];
	legend.y1 = box[1] + box[3];
	if (p.x0 < 0 || (box[2] > 0 && translabel_overlap(&p, &legend))) {
		l->plane_x = l->x + w / 2 + 2.3;
		p.x0 = l->plane_x - 0.55 * 3.2;
		p.x1 = l->plane_x + 0.5 * 3.2;
	}
	add(l, TRANSLABEL_PLANE, p.x0, p.y0, p.x1, p.y1);
}

/* good_marks: the goods city c wants above it, one a line, nearest first. */
static void
good_marks(struct translabel *l, const struct rules_transport *t,
    const struct board_city *c)
{
	double line = TRANSLABEL_GOOD_PT * NUM_MM_PER_PT * 1.15;
	const char *g;
	size_t k;

	for (k = 0; k < c->nwant && k < BOARD_WANTS; k++) {
		g = c->want[k].good >= 0 && (size_t)c->want[k].good < t->ngood ?
		    t->good[c->want[k].good].title : "?";
		if (!g[0])
			g = t->good[c->want[k].good].name;
		snprintf(l->good[k], sizeof(l->good[k]), "%s %d", g,
		    c->want[k].value);
		l->good_y[k] = l->y - l->rad - 0.6 - line * (double)k;
		text_box(l, TRANSLABEL_GOOD, l->x, l->good_y[k],
		    TRANSLABEL_GOOD_PT, l->good[k]);
	}
}

/* bonus_marks: capital i's start bonus, if validate gave one. */
static void
bonus_marks(struct translabel *l, const struct board *b, size_t i)
{
	size_t k;

	for (k = 0; l->capital && k < b->val.nseat; k++)
		if (b->val.seat[k].at == i)
			l->bonus = b->val.seat[k].bonus;
	if (l->bonus <= 0)
		return;
	l->bonus_r = 2.2;
	l->bonus_x = l->x + l->rad + 2.1;
	l->bonus_y = l->y - l->rad * 0.4;
	add(l, TRANSLABEL_BONUS, l->bonus_x - l->bonus_r, l->bonus_y -
	    l->bonus_r, l->bonus_x + l->bonus_r, l->bonus_y + l->bonus_r);
}

void
translabel_city(const struct board *b, const struct rules *r, size_t i,
    struct translabel *l)
{
	const struct rules_transport *t = &r->transport;
	const struct board_city *c = &b->transport.city[i];
	double x0, y0;

	memset(l, 0, sizeof(*l));
	transport_origin(b, &x0, &y0);
	l->x = x0 + (c->col + 0.5) * b->cell;
	l->y = y0 + (c->row + 0.5) * b->cell;
	l->capital = c->capital >= 0 && (size_t)c->capital < t->nplayer;
	l->rad = b->cell * (l->capital ? 0.48 : 0.36);
	add(l, TRANSLABEL_MARKER, l->x - l->rad, l->y - l->rad, l->x + l->rad,
	    l->y + l->rad);
	/* The name below, an airport's plane in front of it. */
	l->name_y = l->y + l->rad + 0.6 +
	    TRANSLABEL_NAME_PT * NUM_MM_PER_PT * 0.75;
	text_box(l, TRANSLABEL_NAME, l->x, l->name_y, TRANSLABEL_NAME_PT,
	    c->name);
	if (c->airport)
		plane_marks(l, b, r, c->name);
	good_marks(l, t, c);
	bonus_marks(l, b, i);
}

int
translabel_overlap(const struct translabel_box *a,
    const struct translabel_box *b)
{
	return a->x0 < b->x1 - 1e-9 && b->x0 < a->x1 - 1e-9 &&
	    a->y0 < b->y1 - 1e-9 && b->y0 < a->y1 - 1e-9;
}
