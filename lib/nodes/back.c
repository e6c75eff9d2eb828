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

/* How far a name keeps inside its circle's ring (a 0.5 mm line), mm. */
#define BACK_NAME_CLEAR 0.55

struct vec2
nodes_back_at(const struct board *b, const struct board_item *it, int flip)
{
	return flip ? vec2(b->width - it->x, it->y) :
	    vec2(it->x, b->height - it->y);
}

void
nodes_back_name(const struct font *f, double *up, double *down)
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
	double in = ir - BACK_NAME_CLEAR, half = w / 2 + 0.2, top, bottom;
	double up, down;

	nodes_back_name(f, &up, &down);
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
	*name_dy = ir + BACK_NAME_CLEAR + up;
	return 0;
}

/* place: nodes_back_caption's search, for the caption after note. */
static int
place(const struct board *b, const struct rules *r, int flip,
    const struct board_mark *keep, size_t nkeep, const char *note,
    struct nodes_caption *c)
{
	double ir = nodes_rules(r)->item_radius * nodegraph_unit(b, r), w, dy,
	       s, y;
	double up, down;
	size_t n = nodes_part(b)->nexpedition, k = 0, i;
	struct nodes_mark *m = mem_calloc(2 * n + nkeep + 1, sizeof(*m));
	int rc;

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
	/* The circles, and the names that go below theirs. */
	for (i = 0; i < n; i++) {
		const struct board_item *it = &nodes_part(b)->expedition[i];

		m[k].c = nodes_back_at(b, it, flip);
		m[k].r = ir;
		m[k].owner = UINT32_MAX;
		m[k].what = "expedition";
		m[k++].index = i;
		if (it->type < 0)
			continue;
		w = text_width(r->font,
		    nodes_rules(r)->expedition[it->type].title[0]
			? nodes_rules(r)->expedition[it->type].title
			: nodes_rules(r)->expedition[it->type].name,
		    NODES_BACK_NAME_PT);
		if (nodes_back_item(r->font, ir, w, &dy, &s, &y))
			continue;
		nodes_back_name(r->font, &up, &down);
		m[k] = m[k - 1];
		m[k].c.y += y + (down - up) / 2;
		m[k].r = w / 2;
		m[k++].hy = (up + down) / 2;
	}
	n = k;
	rc = nodes_caption_near(b, r, m, n, draw_caption_widest(b, r, note),
	    vec2(b->width / 2, b->height - nodes_rules(r)->safe_margin - 1), c);
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
