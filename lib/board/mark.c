/* mark.c: a board's marks as boxes, and cuts between them. */
#include "board/mark.h"

#include <math.h>

#include "board/kind.h"
#include "core/mem.h"

struct board_mark *
board_marks(const struct board *b, const struct rules *r, const void *plan,
    size_t *count)
{
	const struct kind *k = kind_of((int)b->kind);

	*count = 0;
	if (!k || !k->marks)
		return NULL;
	return k->marks(b, r, plan, count);
}

void *
board_plan(const struct board *b, const struct rules *r)
{
	const struct kind *k = kind_of((int)b->kind);

	return k && k->plan ? k->plan(b, r) : NULL;
}

void
board_plan_free(const struct board *b, void *plan)
{
	const struct kind *k = kind_of((int)b->kind);

	if (plan && k && k->plan_free)
		k->plan_free(plan);
}

void
board_mark_add(struct board_mark **v, size_t *n, size_t *cap, double x0,
    double y0, double x1, double y1, int readable, const char *what,
    size_t index)
{
	struct board_mark *m;

	*v = mem_grow(*v, cap, *n + 1, sizeof(**v));
	m = &(*v)[(*n)++];
	m->x0 = x0;
	m->y0 = y0;
	m->x1 = x1;
	m->y1 = y1;
	m->readable = readable;
	m->what = what;
	m->index = index;
	m->face = 0;
	m->loose = 0;
}

double
board_mark_clear(const struct board_mark *m, double clear)
{
	return m->loose && clear > BOARD_MARK_LOOSE_CLEAR ?
	    BOARD_MARK_LOOSE_CLEAR : clear;
}

const struct board_mark *
board_mark_across(const struct board_mark *m, size_t n, int axis, double at,
    double clear)
{
	size_t i;

	for (i = 0; i < n; i++) {
		double lo = axis ? m[i].y0 : m[i].x0,
		       hi = axis ? m[i].y1 : m[i].x1,
		       c = board_mark_clear(&m[i], clear);

		if (lo - c < at && at < hi + c)
			return &m[i];
	}
	return NULL;
}

double
board_mark_free_below(const struct board_mark *m, size_t n, int axis,
    double at, double lo, double clear)
{
	const struct board_mark *k;

	/* Each step moves below a mark in the way, so n steps at most. */
	while (at >= lo && (k = board_mark_across(m, n, axis, at, clear)))
		at = (axis ? k->y0 : k->x0) - board_mark_clear(k, clear);
	return at >= lo ? at : lo - 1;
}

/* free_above: the smallest free cut at least at and at most hi, or hi + 1. */
static double
free_above(const struct board_mark *m, size_t n, int axis, double at,
    double hi, double clear)
{
	const struct board_mark *k;

	while (at <= hi && (k = board_mark_across(m, n, axis, at, clear)))
		at = (axis ? k->y1 : k->x1) + board_mark_clear(k, clear);
	return at <= hi ? at : hi + 1;
}

double
board_mark_free_near(const struct board_mark *m, size_t n, int axis,
    double at, double lo, double hi, double clear)
{
	double down = board_mark_free_below(m, n, axis, at, lo, clear),
	       up = free_above(m, n, axis, at, hi, clear);

	if (down < lo && up > hi)
		return lo - 1;
	if (down < lo)
		return up;
	if (up > hi)
		return down;
	return at - down <= up - at ? down : up;
}

size_t
board_fold_hinges(double w, double h, int panels, struct board_hinge *out)
{
	/* Panels along the long side, then across it. */
	int along = panels == 2 ? 2 : panels == 4 ? 2 : panels == 6 ? 3 : 1;
	int across = panels == 4 || panels == 6 ? 2 : 1;
	int cols = w >= h ? along : across, rows = w >= h ? across : along;
	size_t n = 0;
	int i;

	for (i = 1; i < cols; i++) {
		out[n].axis = 0;
		out[n++].at = w * i / cols;
	}
	for (i = 1; i < rows; i++) {
		out[n].axis = 1;
		out[n++].at = h * i / rows;
	}
	return n;
}

double
board_hinge_clear(double hinge)
{
	return hinge / 2 + BOARD_MARK_HINGE_CLEAR;
}

const struct board_mark *
board_mark_on_hinge(const struct board_mark *m, size_t n, double w, double h,
    int panels, double hinge, size_t *which, double *gap)
{
	struct board_hinge hg[BOARD_HINGES];
	size_t nh = board_fold_hinges(w, h, panels, hg), i, k;
	double c = board_hinge_clear(hinge), lo, hi;

	for (i = 0; i < n; i++) {
		if (!m[i].readable)
			continue;
		for (k = 0; k < nh; k++) {
			lo = hg[k].axis ? m[i].y0 : m[i].x0;
			hi = hg[k].axis ? m[i].y1 : m[i].x1;
			if (!(lo - c < hg[k].at && hg[k].at < hi + c))
				continue;
			if (which)
				*which = k;
			if (gap)
				*gap = fmax(0, fmax(lo - hg[k].at,
				    hg[k].at - hi));
			return &m[i];
		}
	}
	return NULL;
}

int
board_hinge_near(const struct rules *r, double w, double h, double x0,
    double y0, double x1, double y1)
{
	struct board_mark m = { x0, y0, x1, y1, 1, "box", 0, 0, 0 };

	return r->panels > 1 &&
	    board_mark_on_hinge(&m, 1, w, h, r->panels, r->hinge, NULL, NULL);
}
