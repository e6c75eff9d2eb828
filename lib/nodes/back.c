/* back.c: where the back of an expedition board puts what it prints. */
#include "nodes/back.h"

#include <math.h>
#include <stdlib.h>

#include "board/font.h"
#include "board/mark.h"
#include "core/mem.h"
#include "core/num.h"
#include "nodes/marks.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/rules.h"
#include "sheet/draw.h"
#include "text/textwidth.h"

struct vec2
nodes_back_at(const struct board *b, const struct board_item *it, int flip)
{
	return flip ? vec2(b->width - it->x, it->y) :
	    vec2(it->x, b->height - it->y);
}

/*
 * back_name: how far a type name on the back reaches above its baseline
 * (*up) and below it (*down), mm, in font f (NULL: DejaVu Sans,
 * NODES_BACK_NAME_ASCENT and _DESCENT): the ink of its letters.
 */
static void
back_name(const struct font *f, double *up, double *down)
{
	const struct font_metrics *m = f ? font_metrics(f) : NULL;
	double em = NODES_BACK_NAME_PT * NUM_MM_PER_PT;

	*up = m ? m->ink_top * em + 0.05 : NODES_BACK_NAME_ASCENT;
	*down = m ? m->ink_bottom * em + 0.02 : NODES_BACK_NAME_DESCENT;
}

int
nodes_back_item(const struct font *f, double ir, double w,
    double *icon_dy, double *icon_size, double *name_dy)
{
	double in = ir - NODES_BACK_NAME_CLEAR, half = w / 2 + 0.2, top, bottom;
	double up, down;

	back_name(f, &up, &down);
	/*
	 * The name's lower corners are where the circle is narrowest: its
	 * baseline goes as low as keeps them inside, the devlog's 0.72 ir
	 * at most; the icon fills what is left above it.
	 */
	top = -0.675 * ir;
	*name_dy = 0.72 * ir;
	if (half < in)
		*name_dy = fmin(*name_dy, sqrt(in * in - half * half) -
		    down);
	bottom = fmin(0.375 * ir, *name_dy - up - 0.3);
	if (half < in && bottom - top >= 0.5 * ir) {
		*icon_size = fmin(1.05 * ir, bottom - top);
		*icon_dy = top + *icon_size / 2;
		return 1;
	}
	*icon_size = 1.05 * ir;
	*icon_dy = top + *icon_size / 2;
	*name_dy = ir + NODES_BACK_NAME_CLEAR + up;
	return 0;
}

/* name_box: spot p's name's ink, trim mm on the back. */
static void
name_box(const struct nodes_back_spot *p, struct vec2 *lo, struct vec2 *hi)
{
	*lo = vec2(p->at.x + p->dx - p->half, p->at.y + p->dy - p->up);
	*hi = vec2(p->at.x + p->dx + p->half, p->at.y + p->dy + p->down);
}

/*
 * clear: whether spot s[i]'s name, where it is, keeps inside the sheet's
 * safe margin m and NODES_BACK_NAME_CLEAR from every other circle's ring
 * (of radius ir) and from the names of s[0 .. i - 1] outside theirs.
 */
static int
clear(const struct board *b, const struct nodes_back_spot *s, size_t n,
    size_t i, double ir, double m)
{
	struct vec2 lo, hi, lj, hj;
	size_t j;

	name_box(&s[i], &lo, &hi);
	if (lo.x < m - 1e-9 || hi.x > b->width - m + 1e-9 ||
	    lo.y < m - 1e-9 || hi.y > b->height - m + 1e-9)
		return 0;
	for (j = 0; j < n; j++) {
		if (j == i)
			continue;
		if (geom_box_dist(s[j].at, lo, hi) <
		    ir + NODES_BACK_NAME_CLEAR - 1e-9)
			return 0;
		if (j >= i || !s[j].text || s[j].side == NODES_BACK_INSIDE)
			continue;
		/* Two boxes: apart along x or along y. */
		name_box(&s[j], &lj, &hj);
		if (fmax(fmax(lj.x - hi.x, lo.x - hj.x), fmax(lj.y - hi.y,
		    lo.y - hj.y)) < NODES_BACK_NAME_CLEAR - 1e-9)
			return 0;
	}
	return 1;
}

/*
 * side: put spot p's name on side k of its circle (of radius ir), its ink
 * NODES_BACK_NAME_CLEAR from the ring: below at the name_dy
 * nodes_back_item gave, the others as far off.
 */
static void
side(struct nodes_back_spot *p, enum nodes_back_side k, double ir,
    double name_dy)
{
	double off = ir + NODES_BACK_NAME_CLEAR;

	p->side = k;
	p->dx = 0;
	switch (k) {
	case NODES_BACK_INSIDE:
	case NODES_BACK_BELOW:
		p->dy = name_dy;
		break;
	case NODES_BACK_ABOVE:
		p->dy = -off - p->down;
		break;
	case NODES_BACK_RIGHT:
	case NODES_BACK_LEFT:
		/* Its ink's middle on the circle's. */
		p->dx = k == NODES_BACK_RIGHT ? off + p->half : -off - p->half;
		p->dy = (p->up - p->down) / 2;
		break;
	}
}

size_t
nodes_back_place(const struct board *b, const struct rules *r, int flip,
    struct nodes_back_spot *s)
{
	static const enum nodes_back_side order[] = { NODES_BACK_BELOW,
		NODES_BACK_ABOVE, NODES_BACK_RIGHT, NODES_BACK_LEFT };
	const struct rules_nodes *rn = nodes_rules(r);
	double ir = rn->item_radius * nodegraph_unit(b, r), name_dy;
	double m = rn->safe_margin;
	size_t n = nodes_part(b)->nexpedition, bad = 0, i, k;

	/* Where each circle and icon is first: a name keeps off them all. */
	for (i = 0; i < n; i++) {
		const struct board_item *it = &nodes_part(b)->expedition[i];
		struct nodes_back_spot *p = &s[i];

		*p = (struct nodes_back_spot){ 0 };
		p->at = nodes_back_at(b, it, flip);
		p->clear = 1;
		if (it->type < 0)
			continue;
		p->text = rn->expedition[it->type].title[0] ?
		    rn->expedition[it->type].title :
		    rn->expedition[it->type].name;
		p->half = text_width(r->font, p->text, NODES_BACK_NAME_PT) /
		    2;
		back_name(r->font, &p->up, &p->down);
		k = (size_t)nodes_back_item(r->font, ir, 2 * p->half,
		    &p->icon_dy, &p->icon_size, &name_dy);
		side(p, k ? NODES_BACK_INSIDE : NODES_BACK_BELOW, ir, name_dy);
	}
	/* Then the names outside their circles, in order. */
	for (i = 0; i < n; i++) {
		if (!s[i].text || s[i].side == NODES_BACK_INSIDE)
			continue;
		name_dy = s[i].dy;
		for (k = 0; k < sizeof(order) / sizeof(order[0]); k++) {
			side(&s[i], order[k], ir, name_dy);
			if (clear(b, s, n, i, ir, m))
				break;
		}
		if (k == sizeof(order) / sizeof(order[0])) {
			side(&s[i], NODES_BACK_BELOW, ir, name_dy);
			s[i].clear = 0;
			bad++;
		}
	}
	return bad;
}

/* place: nodes_back_caption's search, for the caption after note. */
static int
place(const struct board *b, const struct rules *r, int flip,
    const struct board_mark *keep, size_t nkeep, const char *note,
    struct nodes_caption *c)
{
	double ir = nodes_rules(r)->item_radius * nodegraph_unit(b, r), y, w, h;
	size_t n = nodes_part(b)->nexpedition, k = 0, i;
	struct nodes_mark *m = mem_calloc(2 * n + nkeep + BOARD_HINGES + 1,
	    sizeof(*m));
	struct nodes_back_spot *s = mem_calloc(n + 1, sizeof(*s));
	struct board_hinge hg[BOARD_HINGES];
	size_t nh = board_fold_hinges(b->width, b->height, r->panels, hg);
	int rc;

	/* A folding board's hinges: bands as wide as their clearance. */
	for (i = 0; i < nh; i++, k++) {
		m[k].c = hg[i].axis ? vec2(b->width / 2, hg[i].at) :
		    vec2(hg[i].at, b->height / 2);
		m[k].r = hg[i].axis ? b->width / 2 :
		    board_hinge_clear(r->hinge);
		m[k].hy = hg[i].axis ? board_hinge_clear(r->hinge) :
		    b->height / 2;
		m[k].owner = UINT32_MAX;
		m[k].what = "hinge";
		m[k].index = i;
	}

	/* Where the tiles cut the back: boxes the caption keeps off. */
	for (i = 0; i < nkeep; i++, k++) {
		m[k].c = vec2((keep[i].x0 + keep[i].x1) / 2,
		    (keep[i].y0 + keep[i].y1) / 2);
		m[k].r = (keep[i].x1 - keep[i].x0) / 2;
		m[k].hy = (keep[i].y1 - keep[i].y0) / 2;
		m[k].owner = UINT32_MAX;
		m[k].what = "join";
		m[k].index = i;
	}
	/* The circles, and the names that go outside theirs. */
	(void)nodes_back_place(b, r, flip, s);
	for (i = 0; i < n; i++) {
		m[k].c = s[i].at;
		m[k].r = ir;
		m[k].owner = UINT32_MAX;
		m[k].what = "expedition";
		m[k++].index = i;
		if (!s[i].text || s[i].side == NODES_BACK_INSIDE)
			continue;
		m[k] = m[k - 1];
		m[k].c.x += s[i].dx;
		m[k].c.y += s[i].dy + (s[i].down - s[i].up) / 2;
		m[k].r = s[i].half;
		m[k++].hy = (s[i].up + s[i].down) / 2;
	}
	free(s);
	n = k;
	/* (with the note, on a line of its own above the caption's, the
	 * caption where it stood alone) */
	y = b->height - nodes_rules(r)->safe_margin - 1;
	if (note) {
		/* (the note in one line, else in two: narrower) */
		w = draw_caption_noted_widest(b, r, note, &h);
		rc = nodes_caption_near(b, r, m, n, w, h, vec2(b->width / 2,
		    y - h + DRAW_CAPTION_HEIGHT), c);
		if (rc < 0) {
			note = NODES_BACK_NOTE_SPLIT;
			w = draw_caption_noted_widest(b, r, note, &h);
			rc = nodes_caption_near(b, r, m, n, w, h,
			    vec2(b->width / 2, y - h + DRAW_CAPTION_HEIGHT), c);
		}
	} else
		rc = nodes_caption_near(b, r, m, n, draw_caption_widest(b, r,
		    NULL), DRAW_CAPTION_HEIGHT, vec2(b->width / 2, y), c);
	c->note = note;
	free(m);
	return rc;
}

int
nodes_back_caption(const struct board *b, const struct rules *r,
    int flip, const struct board_mark *keep, size_t nkeep,
    struct nodes_caption *c)
{
	return place(b, r, flip, keep, nkeep, NODES_BACK_NOTE, c);
}

int
nodes_back_caption_short(const struct board *b, const struct rules *r,
    int flip, const struct board_mark *keep, size_t nkeep,
    struct nodes_caption *c)
{
	return place(b, r, flip, keep, nkeep, NULL, c);
}
