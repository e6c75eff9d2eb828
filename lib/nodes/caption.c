/* caption.c: a free place for a nodes board's caption. */
#include "nodes/caption.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/sort.h"
#include "nodes/key.h"
#include "nodes/marks.h"
#include "nodes/measure.h"
#include "nodes/rules.h"
#include "sheet/draw.h"

/*
 * The search: the marks sorted by their top ends (a caption is wide and
 * low, so a sweep down the board looks at few), the tallest's half
 * height, but for the key's boxes and the joins a back keeps off, which
 * are tested on their own (big[]): so tall a box would widen every look
 * along the sweep.
 */
/* A mark and its top end. */
struct top {
	double y;
	const struct nodes_mark *k;
};

struct search {
	const struct board *b;
	double margin, half_w, tallest;
	struct top *m; /* the marks by their tops */
	size_t n;
	const struct nodes_mark **big;
	size_t nbig;
	const struct nodes_mark *last; /* the last mark in the way, looked at
	                                * first: it mostly is the next's */
};

/* half_h: how far mark k reaches up and down from its middle. */
static double
half_h(const struct nodes_mark *k)
{
	return k->hy > 0 ? k->hy : k->r;
}

/* sort_tops: marks by their top ends (the search's answer does not
 * depend on the order of marks with one top). */
#define TOP_BEFORE(a, b) ((a)->y < (b)->y)
SORT_DEFINE(sort_tops, struct top, TOP_BEFORE)

/* patch: the caption's patch with its text centred on x, baseline y. */
static void
patch(const struct search *s, double x, double y, struct vec2 *lo,
    struct vec2 *hi)
{
	*lo = vec2(x - s->half_w - DRAW_CAPTION_PAD, y - DRAW_CAPTION_ABOVE);
	*hi = vec2(x + s->half_w + DRAW_CAPTION_PAD,
	    y - DRAW_CAPTION_ABOVE + DRAW_CAPTION_HEIGHT);
}

/* first_from: the first mark whose bottom end may reach y (marks sorted
 * by their tops). */
static size_t
first_from(const struct search *s, double y)
{
	size_t lo = 0, hi = s->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (s->m[mid].y < y - 2 * s->tallest)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* near: does the patch lo..hi come within the clearance of mark k? */
static int
near(const struct nodes_mark *k, struct vec2 lo, struct vec2 hi)
{
	double d;

	if (k->hy > 0)
		d = fmax(fmax(lo.x - (k->c.x + k->r), (k->c.x - k->r) - hi.x),
		    fmax(lo.y - (k->c.y + k->hy), (k->c.y - k->hy) - hi.y));
	else
		d = geom_box_dist(k->c, lo, hi) - k->r;
	return d < NODES_CAPTION_CLEAR;
}

/* covers: does the patch lo..hi come within the clearance of a mark? */
static int
covers(struct search *s, struct vec2 lo, struct vec2 hi)
{
	size_t i;

	if (s->last && near(s->last, lo, hi))
		return 1;
	for (i = 0; i < s->nbig; i++)
		if (near(s->big[i], lo, hi))
			return (s->last = s->big[i]) != NULL;
	for (i = first_from(s, lo.y - NODES_CAPTION_CLEAR); i < s->n; i++) {
		if (s->m[i].y >= hi.y + NODES_CAPTION_CLEAR)
			break;
		if (near(s->m[i].k, lo, hi))
			return (s->last = s->m[i].k) != NULL;
	}
	return 0;
}

/* free_at: the caption centred on x, baseline y, is inside and clear. */
static int
free_at(struct search *s, double x, double y)
{
	struct vec2 lo, hi;

	patch(s, x, y, &lo, &hi);
	if (lo.x < s->margin || lo.y < s->margin ||
	    hi.x > s->b->width - s->margin || hi.y > s->b->height - s->margin)
		return 0;
	return !covers(s, lo, hi);
}

/*
 * ring: the places k mm from (x, y) in x or y (a square ring, 1 mm
 * apart), in a fixed order: the first free one into *px, *py.
 */
static int
ring(struct search *s, double x, double y, int k, double *px,
    double *py)
{
	int i, side;

	for (side = 0; side < 4; side++) {
		for (i = -k; i < k; i++) {
			double dx = side == 0 ? i : side == 1 ? k : side == 2 ?
			    -i : -k;
			double dy = side == 0 ? k : side == 1 ? -i : side == 2 ?
			    -k : i;

			if (free_at(s, x + dx, y + dy)) {
				*px = x + dx;
				*py = y + dy;
				return 1;
			}
		}
	}
	return 0;
}

int
nodes_caption_place(const struct board *b, const struct rules *r,
    struct nodes_caption *c)
{
	size_t n;
	struct nodes_mark *m = nodes_marks(b, r, &n);
	int rc;

	rc = nodes_caption_among(b, r, m, n, c);
	free(m);
	return rc;
}

int
nodes_caption_near(const struct board *b, const struct rules *r,
    const struct nodes_mark *m, size_t n, double width, struct vec2 at,
    struct nodes_caption *c)
{
	struct search s = { b, nodes_rules(r)->safe_margin, width / 2, 0,
		mem_alloc((n ? n : 1) * sizeof(struct top)), 0,
		mem_alloc((n ? n : 1) * sizeof(struct nodes_mark *)), 0, NULL };
	size_t i;
	int k, found;

	for (i = 0; i < n; i++)
		if (strcmp(m[i].what, "key") == 0 ||
		    strcmp(m[i].what, "join") == 0)
			s.big[s.nbig++] = &m[i];
		else {
			s.m[s.n].y = m[i].c.y - half_h(&m[i]);
			s.m[s.n++].k = &m[i];
			s.tallest = fmax(s.tallest, half_h(&m[i]));
		}
	sort_tops(s.m, s.n);
	c->x = at.x;
	c->y = at.y;
	found = free_at(&s, c->x, c->y);
	for (k = 1; !found && k <= NODES_CAPTION_REACH; k++)
		found = ring(&s, at.x, at.y, k, &c->x, &c->y);
	patch(&s, c->x, c->y, &c->lo, &c->hi);
	MEM_FREE(s.m, s.big);
	return found ? 0 : -1;
}

int
nodes_caption_among(const struct board *b, const struct rules *r,
    const struct nodes_mark *m, size_t n, struct nodes_caption *c)
{
	struct vec2 ctr = nodes_centre(b);
	double R = nodes_rules(r)->node_radius * nodegraph_unit(b, r);

	/* The devlog's place: under the centre node. */
	return nodes_caption_near(b, r, m, n, draw_caption_widest(b, r, NULL),
	    vec2(ctr.x, ctr.y + R + 3.2), c);
}
