/* caption.c: a free place for a nodes board's caption. */
#include "nodes/caption.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/sort.h"
#include "nodes/key.h"
#include "nodes/limits.h"
#include "nodes/marks.h"
#include "nodes/measure.h"
#include "nodes/part.h"
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
	const struct rules *r;
	double margin, half_w, tallest;
	struct top *m; /* the marks by their tops */
	size_t n;
	const struct nodes_mark **big;
	size_t nbig;
	const struct nodes_mark *last; /* the last mark in the way, looked at
	                                * first: it mostly is the next's */
	double height;      /* the patch's height, mm */
	int lines;          /* the board's lines are in the way too */
	struct vec2 ctr;    /* where the quadrant lines cross */
	struct vec2 plo, phi; /* the play area: every mark and line */
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
	    y - DRAW_CAPTION_ABOVE + s->height);
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

/*
 * crosses: does the patch lo..hi come within the clearance of a line the
 * board draws: an edge, or a quadrant line through the centre?
 */
static int
crosses(const struct search *s, struct vec2 lo, struct vec2 hi)
{
	const struct graph *g = &nodes_part(s->b)->g;
	double keep = NODECONTENT_EDGE_WIDTH / 2 + NODES_CAPTION_CLEAR;
	size_t i;

	if ((s->ctr.x > lo.x - keep && s->ctr.x < hi.x + keep) ||
	    (s->ctr.y > lo.y - keep && s->ctr.y < hi.y + keep))
		return 1;
	for (i = 0; i < g->nedges; i++)
		if (nodes_key_seg_near(g->node[g->edge[i].a].p,
		    g->node[g->edge[i].b].p, lo, hi, keep))
			return 1;
	return 0;
}

/* free_at: the caption centred on x, baseline y, is inside and clear. */
static int
free_at(struct search *s, double x, double y)
{
	struct vec2 lo, hi;

	patch(s, x, y, &lo, &hi);
	if (lo.x < s->margin - 1e-9 || lo.y < s->margin - 1e-9 ||
	    hi.x > s->b->width - s->margin + 1e-9 ||
	    hi.y > s->b->height - s->margin + 1e-9)
		return 0;
	return !covers(s, lo, hi) && !(s->lines && crosses(s, lo, hi));
}

/* free_patch: free_at for the patch whose top-left corner is (x, y); the
 * caption's place into *px, *py when it is free. */
static int
free_patch(struct search *s, double x, double y, double *px, double *py)
{
	double cx = x + DRAW_CAPTION_PAD + s->half_w, cy = y +
	    DRAW_CAPTION_ABOVE;

	if (!free_at(s, cx, cy))
		return 0;
	*px = cx;
	*py = cy;
	return 1;
}

/*
 * margin: a place in the trim's margin outside the play area (the box of
 * every mark and node but the key's, NODES_CAPTION_CLEAR apart), flush
 * with the safe margin: below it, above it, then left and right of it,
 * each from its corner at the right (the bottom) in 1 mm steps.
 */
static int
margin(struct search *s, double *px, double *py)
{
	double m = s->margin, W = s->b->width, H = s->b->height;
	double pw = 2 * (s->half_w + DRAW_CAPTION_PAD), ph = s->height, k;

	if (H - m - ph >= s->phi.y + NODES_CAPTION_CLEAR)
		for (k = 0; W - m - pw - k >= m - 1e-9; k++)
			if (free_patch(s, W - m - pw - k, H - m - ph, px, py))
				return 1;
	if (m + ph <= s->plo.y - NODES_CAPTION_CLEAR)
		for (k = 0; W - m - pw - k >= m - 1e-9; k++)
			if (free_patch(s, W - m - pw - k, m, px, py))
				return 1;
	if (m + pw <= s->plo.x - NODES_CAPTION_CLEAR)
		for (k = 0; H - m - ph - k >= m - 1e-9; k++)
			if (free_patch(s, m, H - m - ph - k, px, py))
				return 1;
	if (W - m - pw >= s->phi.x + NODES_CAPTION_CLEAR)
		for (k = 0; H - m - ph - k >= m - 1e-9; k++)
			if (free_patch(s, W - m - pw, H - m - ph - k, px, py))
				return 1;
	return 0;
}

/*
 * rim: the board's corners (the patch flush with the safe margin on two
 * sides: bottom right, bottom left, top left, top right), then along
 * its sides from them, k mm in from a corner before k + 1: along the
 * bottom and top first, then up and down the left and right sides; from
 * k0 to k1 mm in (0 to 0: the corners only; from 1: the sides). Returns 2
 * for a corner, 1 for a place along a side, 0 for none.
 */
static int
rim(struct search *s, double k0, double k1, double *px, double *py)
{
	double m = s->margin, W = s->b->width, H = s->b->height;
	double pw = 2 * (s->half_w + DRAW_CAPTION_PAD), ph = s->height, k;
	/* the corners' patches' top-left corners, and which way is in */
	const double cx[4] = { W - m - pw, m, m, W - m - pw };
	const double cy[4] = { H - m - ph, H - m - ph, m, m };
	const double dx[4] = { -1, 1, 1, -1 }, dy[4] = { -1, -1, 1, 1 };
	int i;

	for (k = k0; k <= k1; k++) {
		for (i = 0; i < 4; i++)
			if (free_patch(s, cx[i] + k * dx[i], cy[i], px, py))
				return k == 0 ? 2 : 1;
		for (i = 0; k > 0 && i < 4; i++)
			if (free_patch(s, cx[i], cy[i] + k * dy[i], px, py))
				return 1;
	}
	return 0;
}

/*
 * stacked: the caption's room (w x h mm) on the box klo..khi in corner
 * (the rules' key_corner numbering: bit 0 right, bit 1 bottom),
 * NODES_CAPTION_KEY_GAP apart toward the board's middle and flush with
 * the box's inner end (the side away from the paper's), so that the side
 * the box stands on gives up no more of its length; in the corner itself,
 * flush with the safe margin, when klo is NULL.
 */
static void
stacked(const struct board *b, const struct rules *r, int corner,
    const struct vec2 *klo, const struct vec2 *khi, double w, double h,
    struct vec2 *lo, struct vec2 *hi)
{
	double m = nodes_rules(r)->safe_margin;

	if (klo) {
		lo->x = corner & 1 ? fmin(klo->x, b->width - m - w) :
		    fmax(m, khi->x - w);
		lo->y = corner & 2 ? klo->y - NODES_CAPTION_KEY_GAP - h :
		    khi->y + NODES_CAPTION_KEY_GAP;
	} else {
		lo->x = corner & 1 ? b->width - m - w : m;
		lo->y = corner & 2 ? b->height - m - h : m;
	}
	*hi = vec2(lo->x + w, lo->y + h);
}

/*
 * room_on: nodes_caption_room's room into lo, hi, and the index of the
 * key's box it sits on into *box (-1: in the corner, no key on the
 * board). Returns 0 when the board keeps none.
 */
static int
room_on(const struct board *b, const struct rules *r, struct vec2 *lo,
    struct vec2 *hi, int *box)
{
	const struct rules_nodes *rn = nodes_rules(r);
	struct nodes_reserve *m = &nodes_part(b)->reserve;
	struct vec2 klo[NODES_CAPTION_KEEP_BOXES];
	struct vec2 khi[NODES_CAPTION_KEEP_BOXES];
	double w, h, room, best = -1;
	int nkey = nodes_key_reserve(b, r, klo, khi), i, side;

	/*
	 * Kept beside the reserve, whose key (checked just now by
	 * nodes_key_reserve, which drops this when it differs) holds all
	 * this reads: it was worked out 3 to 5 times a board.
	 */
	if (m->room_valid) {
		*lo = m->room_lo;
		*hi = m->room_hi;
		*box = m->room_box;
		return m->room_ok;
	}
	*box = -1;

	draw_caption_block_widest(b, r, NULL, &w, &h);
	w += 2 * DRAW_CAPTION_PAD;
	/*
	 * On the types' box or on the missions' (in the opposite corner),
	 * whichever leaves the sides more room, the types' on a tie; in the
	 * key's corner when no key is on the board; kept only where every
	 * side keeps the rules' side_room.
	 */
	for (i = 0; i < (nkey ? nkey : 1); i++) {
		stacked(b, r, i ? 3 - rn->key_corner : rn->key_corner,
		    nkey ? &klo[i] : NULL, nkey ? &khi[i] : NULL, w, h,
		    &klo[nkey], &khi[nkey]);
		room = nodes_side_room(b, r, klo, khi, nkey + 1, &side);
		if (room >= rn->side_room && room > best) {
			best = room;
			*lo = klo[nkey];
			*hi = khi[nkey];
			*box = nkey ? i : -1;
		}
	}
	m->room_ok = best >= 0;
	if (m->room_ok) {
		m->room_lo = *lo;
		m->room_hi = *hi;
	}
	m->room_box = *box;
	m->room_valid = 1;
	return m->room_ok;
}

int
nodes_caption_room(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi)
{
	int box;

	return room_on(b, r, lo, hi, &box);
}

/*
 * kept: after the key's n boxes in lo, hi, the caption's room grown by
 * NODES_CAPTION_CLEAR (what is kept out of it keeps that far from the
 * caption, as the search asks). Returns the number of boxes.
 */
static int
kept(const struct board *b, const struct rules *r, struct vec2 *lo,
    struct vec2 *hi, int n)
{
	if (!nodes_caption_room(b, r, &lo[n], &hi[n]))
		return n;
	lo[n] = vec2(lo[n].x - NODES_CAPTION_CLEAR,
	    lo[n].y - NODES_CAPTION_CLEAR);
	hi[n] = vec2(hi[n].x + NODES_CAPTION_CLEAR,
	    hi[n].y + NODES_CAPTION_CLEAR);
	return n + 1;
}

int
nodes_caption_keep_reserve(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi)
{
	return kept(b, r, lo, hi, nodes_key_reserve(b, r, lo, hi));
}

int
nodes_caption_keep_room(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi)
{
	return kept(b, r, lo, hi, nodes_key_room(b, r, lo, hi));
}

/*
 * room: the caption on the key's box as drawn, stacked as in its room
 * (the drawn box is the reserved one's part the board's own entries
 * take: the room sits on all the rules could list), when that is free;
 * else in its room (nodes_caption_room), when that is.
 */
static int
room(struct search *s, double *px, double *py)
{
	struct vec2 lo, hi, klo[NODES_KEY_BOXES], khi[NODES_KEY_BOXES], dlo,
	    dhi;
	int box, corner;

	if (!room_on(s->b, s->r, &lo, &hi, &box))
		return 0;
	if (box >= 0 && nodes_key_boxes(s->b, s->r, klo, khi) > box) {
		corner = box ? 3 - nodes_rules(s->r)->key_corner :
		    nodes_rules(s->r)->key_corner;
		stacked(s->b, s->r, corner, &klo[box], &khi[box],
		    hi.x - lo.x, hi.y - lo.y, &dlo, &dhi);
		if (free_patch(s, dlo.x, dlo.y, px, py))
			return 1;
	}
	return free_patch(s, lo.x, lo.y, px, py);
}

/* play_area: the box of every mark but the key's and of every node
 * (the edges run between them), into s->plo, s->phi. */
static void
play_area(struct search *s)
{
	const struct graph *g = &nodes_part(s->b)->g;
	size_t i;

	s->plo = vec2(s->b->width, s->b->height);
	s->phi = vec2(0, 0);
	for (i = 0; i < s->n; i++) {
		const struct nodes_mark *k = s->m[i].k;

		s->plo.x = fmin(s->plo.x, k->c.x - k->r);
		s->phi.x = fmax(s->phi.x, k->c.x + k->r);
		s->plo.y = fmin(s->plo.y, k->c.y - half_h(k));
		s->phi.y = fmax(s->phi.y, k->c.y + half_h(k));
	}
	for (i = 0; i < g->nnodes; i++) {
		s->plo.x = fmin(s->plo.x, g->node[i].p.x);
		s->phi.x = fmax(s->phi.x, g->node[i].p.x);
		s->plo.y = fmin(s->plo.y, g->node[i].p.y);
		s->phi.y = fmax(s->phi.y, g->node[i].p.y);
	}
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

/* search_init: s for a caption width x height mm among the marks m[0 ..
 * n - 1] of b (in any order); free with search_fini. */
static void
search_init(struct search *s, const struct board *b, const struct rules *r,
    const struct nodes_mark *m, size_t n, double width, double height)
{
	size_t i;

	memset(s, 0, sizeof(*s));
	s->b = b;
	s->r = r;
	s->margin = nodes_rules(r)->safe_margin;
	s->half_w = width / 2;
	s->height = height;
	s->m = mem_alloc((n ? n : 1) * sizeof(struct top));
	s->big = mem_alloc((n ? n : 1) * sizeof(struct nodes_mark *));
	s->ctr = nodes_centre(b);
	for (i = 0; i < n; i++)
		if (strcmp(m[i].what, "key") == 0 ||
		    strcmp(m[i].what, "join") == 0)
			s->big[s->nbig++] = &m[i];
		else {
			s->m[s->n].y = m[i].c.y - half_h(&m[i]);
			s->m[s->n++].k = &m[i];
			s->tallest = fmax(s->tallest, half_h(&m[i]));
		}
	sort_tops(s->m, s->n);
}

static void
search_fini(struct search *s)
{
	MEM_FREE(s->m, s->big);
}

/* around: at, or the nearest free place in square rings 1 mm apart out to
 * reach mm, into *px, *py (at when there is none: 0). */
static int
around(struct search *s, struct vec2 at, int reach, double *px, double *py)
{
	int k;

	*px = at.x;
	*py = at.y;
	if (free_at(s, at.x, at.y))
		return 1;
	for (k = 1; k <= reach; k++)
		if (ring(s, at.x, at.y, k, px, py))
			return 1;
	*px = at.x;
	*py = at.y;
	return 0;
}

int
nodes_caption_near(const struct board *b, const struct rules *r,
    const struct nodes_mark *m, size_t n, double width, double height,
    struct vec2 at, struct nodes_caption *c)
{
	struct search s;
	int found;

	search_init(&s, b, r, m, n, width, height);
	/* (anywhere on the board: a back prints little else) */
	found = around(&s, at, (int)ceil(fmax(b->width, b->height)), &c->x,
	    &c->y);
	c->where = found ? NODES_CAPTION_NEAR : NODES_CAPTION_NONE;
	c->align = 0;
	c->note = NULL;
	patch(&s, c->x, c->y, &c->lo, &c->hi);
	search_fini(&s);
	return found ? 0 : -1;
}

/*
 * align: which end of its patch c's lines keep to: the end flush with a
 * side of the safe zone, or in its room the end flush with the key's box
 * it sits on; else none (centred).
 */
static int
align(const struct board *b, const struct rules *r,
    const struct nodes_caption *c)
{
	struct vec2 lo[2 * NODES_KEY_BOXES], hi[2 * NODES_KEY_BOXES];
	double m = nodes_rules(r)->safe_margin;
	int n, i;

	if (c->where == NODES_CAPTION_ROOM) {
		/* (the key's boxes as drawn, and as reserved) */
		n = nodes_key_boxes(b, r, lo, hi);
		n += nodes_key_reserve(b, r, lo + n, hi + n);
		for (i = 0; i < n; i++) {
			if (fabs(c->hi.x - hi[i].x) < 1e-9)
				return 1;
			if (fabs(c->lo.x - lo[i].x) < 1e-9)
				return -1;
		}
	}
	if (c->where > NODES_CAPTION_RIM)
		return 0;
	return fabs(c->lo.x - m) < 1e-9 ? -1 :
	    fabs(c->hi.x - (b->width - m)) < 1e-9 ? 1 : 0;
}

int
nodes_caption_among(const struct board *b, const struct rules *r,
    const struct nodes_mark *m, size_t n, struct nodes_caption *c)
{
	struct vec2 ctr = nodes_centre(b);
	double R = nodes_rules(r)->node_radius * nodegraph_unit(b, r);
	/* The devlog's place: under the centre node. */
	struct vec2 at = vec2(ctr.x, ctr.y + R + 3.2);
	struct search s;
	double w, h;

	draw_caption_block_widest(b, r, NULL, &w, &h);
	search_init(&s, b, r, m, n, w, h);
	play_area(&s);
	/*
	 * Off the play, where no line runs under it: the margin, a free
	 * corner, the room the board keeps for it, the rim, then the
	 * nearest place to the devlog's that is clear of the lines too;
	 * only then one that lines run under (its plate hides them).
	 */
	s.lines = 1;
	if (margin(&s, &c->x, &c->y))
		c->where = NODES_CAPTION_MARGIN;
	else if (rim(&s, 0, 0, &c->x, &c->y) == 2)
		c->where = NODES_CAPTION_CORNER;
	else if (room(&s, &c->x, &c->y))
		c->where = NODES_CAPTION_ROOM;
	else if (rim(&s, 1, fmax(b->width, b->height), &c->x, &c->y) > 0)
		c->where = NODES_CAPTION_RIM;
	else if (around(&s, at, NODES_CAPTION_REACH, &c->x, &c->y))
		c->where = NODES_CAPTION_CLEAR_OF_LINES;
	else {
		s.lines = 0;
		c->where = around(&s, at, NODES_CAPTION_REACH, &c->x,
		    &c->y) ? NODES_CAPTION_NEAR : NODES_CAPTION_NONE;
	}
	patch(&s, c->x, c->y, &c->lo, &c->hi);
	c->align = align(b, r, c);
	c->note = NULL;
	search_fini(&s);
	return c->where == NODES_CAPTION_NONE ? -1 : 0;
}
