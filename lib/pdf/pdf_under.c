/*
 * pdf_under.c: which colours black overprints on a page, so that only
 * those are changed. With black overprint on, 100 % K leaves the cyan,
 * magenta and yellow under it on the sheet, and the total there is
 * theirs plus 100 %: a colour whose three are over the ink cap less
 * 100 % must be held lower (black generation, colour.h) where black
 * lies over it, and need not be anywhere else.
 *
 * So a page's paintings are followed as they are written: the bounding
 * box of each filled path, of each segment of a stroked one (a route
 * across the board is not a box over it), of each text and placed form,
 * in the page's space (the transforms and line widths followed through
 * saves), and the colours
 * over that cap less 100 % (pdf_rgb marks them: PDF_HEAVY) are written
 * at a fixed width, their places in the page's stream kept. A black
 * painting whose box meets the box of such a colour painted before it
 * puts that colour on the page's list; when the page is done, each
 * place of a listed colour is written over with its inks under black, as
 * wide. A colour that cannot be held so without a visible change (its
 * CIEDE2000 from itself over PDF_UNDER_SHIFT: a deep colour under a low
 * cap) is kept as it is, and the black over it knocks out instead: the
 * name of the overprint state's ExtGState in force for that black is
 * written over with the knocking-out state's (the same width), so its
 * run of paintings knocks out. The boxes are a bound (a ring's box holds its hole), so a colour
 * may be changed where black only comes near it, never left where black
 * overprints it. A page follows its paths only from its first heavy
 * colour on (before it, no black can lie on one); a path painted in a
 * heavy colour set after the path was drawn is taken as under black.
 * Colours in forms (drawn once, placed anywhere) are
 * written held already; pictures are held as a whole (colour_conv_pixels).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "colour/colour.h"
#include "core/mem.h"
#include "pdf/pdf_int.h"

/* The most a colour may move under black (CIEDE2000) and be held by
 * black generation; past it, the black over it knocks out. */
#define PDF_UNDER_SHIFT 1.0

/* on: whether p's page is followed (print pages with black overprint). */
static int
on(const struct pdf_doc *p)
{
	return p->pub.overprint && p->pub.model == PDF_CMYK && p->pub.conv &&
	    p->page && !p->form;
}

void
pdf_under_page(struct pdf_doc *p)
{
	static const double id[6] = { 1, 0, 0, 1, 0, 0 };

	memcpy(p->u.ctm, id, sizeof(id));
	p->u.lw = 0;
	p->u.depth = 0;
	p->u.have_path = 0;
	p->u.nseg = 0;
	p->u.nregion = p->u.npatch = p->u.nlisted = p->u.ngsop = 0;
	p->u.gs = -1;
	p->u.track = 0;
}

/* apply: x, y through matrix m, grown into box b. */
static void
apply(const double m[6], double x, double y, double b[4])
{
	double u = m[0] * x + m[2] * y + m[4], v = m[1] * x + m[3] * y + m[5];

	b[0] = fmin(b[0], u);
	b[1] = fmin(b[1], v);
	b[2] = fmax(b[2], u);
	b[3] = fmax(b[3], v);
}

void
pdf_under_point(struct pdf_doc *p, int move, double x, double y)
{
	double *s;

	if (!p->u.track || !on(p))
		return;
	if (!p->u.have_path) {
		p->u.path[0] = p->u.path[1] = 1e300;
		p->u.path[2] = p->u.path[3] = -1e300;
		p->u.have_path = 1;
		move = 1;
	}
	apply(p->u.ctm, x, y, p->u.path);
	/* A segment's box: from the point before (a curve's control
	 * points come as points of one segment). */
	if (move > 0 || p->u.nseg == 0) {
		p->u.seg = mem_grow(p->u.seg, &p->u.capseg, p->u.nseg + 1,
		    sizeof(*p->u.seg));
		s = p->u.seg[p->u.nseg++].box;
		s[0] = s[1] = 1e300;
		s[2] = s[3] = -1e300;
		apply(p->u.ctm, x, y, s);
		p->u.at[0] = s[0];
		p->u.at[1] = s[1];
		if (move > 0)
			p->u.seg[p->u.nseg - 1].move = 1;
		return;
	}
	s = p->u.seg[p->u.nseg - 1].box;
	if (move == 0) {
		/* A new segment, from the last point. */
		p->u.seg = mem_grow(p->u.seg, &p->u.capseg, p->u.nseg + 1,
		    sizeof(*p->u.seg));
		s = p->u.seg[p->u.nseg].box;
		p->u.seg[p->u.nseg++].move = 0;
		s[0] = s[2] = p->u.at[0];
		s[1] = s[3] = p->u.at[1];
	}
	apply(p->u.ctm, x, y, s);
	/* (the last point given is where the next segment starts) */
	p->u.at[0] = p->u.ctm[0] * x + p->u.ctm[2] * y + p->u.ctm[4];
	p->u.at[1] = p->u.ctm[1] * x + p->u.ctm[3] * y + p->u.ctm[5];
}

/* then: m, then the matrix c (PDF's cm: m x CTM), into r. */
static void
then(const double m[6], const double c[6], double r[6])
{
	r[0] = m[0] * c[0] + m[1] * c[2];
	r[1] = m[0] * c[1] + m[1] * c[3];
	r[2] = m[2] * c[0] + m[3] * c[2];
	r[3] = m[2] * c[1] + m[3] * c[3];
	r[4] = m[4] * c[0] + m[5] * c[2] + c[4];
	r[5] = m[4] * c[1] + m[5] * c[3] + c[5];
}

void
pdf_under_matrix(struct pdf_doc *p, const double m[6])
{
	double r[6];

	if (!on(p))
		return;
	then(m, p->u.ctm, r);
	memcpy(p->u.ctm, r, sizeof(r));
}

void
pdf_under_width(struct pdf_doc *p, double w)
{
	p->u.lw = w;
}

void
pdf_under_save(struct pdf_doc *p)
{
	if (!on(p))
		return;
	if (p->u.depth < PDF_SAVES) {
		memcpy(p->u.saved[p->u.depth].ctm, p->u.ctm,
		    sizeof(p->u.ctm));
		p->u.saved[p->u.depth].lw = p->u.lw;
		p->u.saved[p->u.depth].gs = p->u.gs;
	}
	p->u.depth++;
}

void
pdf_under_restore(struct pdf_doc *p)
{
	if (!on(p) || p->u.depth == 0)
		return;
	if (--p->u.depth < PDF_SAVES) {
		memcpy(p->u.ctm, p->u.saved[p->u.depth].ctm,
		    sizeof(p->u.ctm));
		p->u.lw = p->u.saved[p->u.depth].lw;
		p->u.gs = p->u.saved[p->u.depth].gs;
	}
}

/* listed: whether colour rgb is on the page's list. */
static int
listed(const struct pdf_doc *p, unsigned rgb)
{
	size_t i;

	for (i = 0; i < p->u.nlisted; i++)
		if (p->u.listed[i] == rgb)
			return 1;
	return 0;
}

/* list: colour rgb on the page's list (once). */
static void
list(struct pdf_doc *p, unsigned rgb)
{
	if (listed(p, rgb))
		return;
	p->u.listed = mem_grow(p->u.listed, &p->u.caplisted, p->u.nlisted + 1,
	    sizeof(*p->u.listed));
	p->u.listed[p->u.nlisted++] = rgb;
}

/* black: c is 100 % K as written (what overprints). */
static int
black(struct pdf_cmyk c)
{
	return !c.spot && c.c < 0.0005 && c.m < 0.0005 && c.y < 0.0005 &&
	    c.k >= 0.9995;
}

/*
 * event: colour c painted over box b (page space), grown by w; own: the
 * black is a form's own, whose overprint is in the form (not to be
 * knocked out from here: what lies under it is held instead).
 */
static void
event(struct pdf_doc *p, struct pdf_cmyk c, const double b[4], double w,
    int own)
{
	double e[4] = { b[0] - w, b[1] - w, b[2] + w, b[3] + w };
	size_t i;

	if (c.rgb & PDF_HEAVY) {
		if (listed(p, c.rgb))
			return;
		p->u.region = mem_grow(p->u.region, &p->u.capregion,
		    p->u.nregion + 1, sizeof(*p->u.region));
		memcpy(p->u.region[p->u.nregion].box, e, sizeof(e));
		p->u.region[p->u.nregion].keep = colour_conv_under_shift(
		    p->pub.conv, c.rgb & 0xffffff) > PDF_UNDER_SHIFT;
		p->u.region[p->u.nregion++].rgb = c.rgb;
		return;
	}
	if (!black(c))
		return;
	for (i = 0; i < p->u.nregion; i++) {
		const double *r = p->u.region[i].box;

		if (r[0] > e[2] || e[0] > r[2] || r[1] > e[3] ||
		    e[1] > r[3] || listed(p, p->u.region[i].rgb))
			continue;
		/* Kept as it is: the black's run knocks out (a black
		 * that knocks out already, with no gs, adds nothing). */
		if (p->u.region[i].keep && !own) {
			if (p->u.gs >= 0)
				p->u.gsop[p->u.gs].knock = 1;
			continue;
		}
		list(p, p->u.region[i].rgb);
	}
}

void
pdf_under_paint(struct pdf_doc *p, int fill, int stroke)
{
	const double *m = p->u.ctm;
	double w;
	size_t i;

	if (!on(p))
		return;
	if (!p->u.have_path) {
		/* Not followed (its colour came after it): under black. */
		if (fill && p->have_fill && (p->fill.rgb & PDF_HEAVY))
			list(p, p->fill.rgb);
		if (stroke && p->have_stroke && (p->stroke.rgb & PDF_HEAVY))
			list(p, p->stroke.rgb);
		p->u.nseg = 0;
		return;
	}
	if (fill && p->have_fill)
		event(p, p->fill, p->u.path, 0, 0);
	if (stroke && p->have_stroke) {
		/* A stroke reaches past its path by up to its width
		 * (a miter's point further: taken as the width). */
		w = p->u.lw * sqrt(fabs(m[0] * m[3] - m[1] * m[2]));
		for (i = 0; i < p->u.nseg; i++)
			event(p, p->stroke, p->u.seg[i].box, w, 0);
	}
	p->u.have_path = 0;
	p->u.nseg = 0;
}

void
pdf_under_box(struct pdf_doc *p, const double m[6], const double box[4],
    int fill, int stroke, int inside)
{
	double b[4] = { 1e300, 1e300, -1e300, -1e300 }, t[6];
	static const struct pdf_cmyk k = { 0, 0, 0, 1, 0, 0 };

	/* Nothing heavy painted, none to paint: nothing to follow. */
	if (!on(p) || (p->u.nregion == 0 && !(fill && p->have_fill &&
	    (p->fill.rgb & PDF_HEAVY)) && !(stroke && p->have_stroke &&
	    (p->stroke.rgb & PDF_HEAVY))))
		return;
	then(m, p->u.ctm, t);
	apply(t, box[0], box[1], b);
	apply(t, box[2], box[1], b);
	apply(t, box[0], box[3], b);
	apply(t, box[2], box[3], b);
	if (fill && p->have_fill)
		event(p, p->fill, b, 0, 0);
	if (stroke && p->have_stroke)
		event(p, p->stroke, b, 0, 0);
	if (inside)
		event(p, k, b, 0, 1);
}

int
pdf_under_heavy(struct pdf_doc *p, struct pdf_cmyk c, HPDF_Stream st)
{
	if (!(c.rgb & PDF_HEAVY) || !on(p) || !st)
		return 0;
	p->u.track = 1;
	p->u.patch = mem_grow(p->u.patch, &p->u.cappatch, p->u.npatch + 1,
	    sizeof(*p->u.patch));
	p->u.patch[p->u.npatch].at = HPDF_Stream_Size(st) + p->n;
	p->u.patch[p->u.npatch++].rgb = c.rgb;
	return 1;
}

void
pdf_under_gs(struct pdf_doc *p, HPDF_Stream st, unsigned state, size_t len)
{
	if (!on(p) || !st)
		return;
	p->u.gsop = mem_grow(p->u.gsop, &p->u.capgsop, p->u.ngsop + 1,
	    sizeof(*p->u.gsop));
	p->u.gsop[p->u.ngsop].at = HPDF_Stream_Size(st) + p->n;
	p->u.gsop[p->u.ngsop].len = len;
	p->u.gsop[p->u.ngsop].state = state;
	p->u.gsop[p->u.ngsop].knock = 0;
	p->u.gs = (long)p->u.ngsop++;
}

/* The inks as written at a fixed width: "0.123 0.456 0.789 1.000". */
#define WIDE 23

void
pdf_under_wide(char out[WIDE + 2], const double v[4])
{
	snprintf(out, WIDE + 2, "%.3f %.3f %.3f %.3f ", v[0], v[1], v[2],
	    v[3]);
}

int
pdf_under_finish(struct pdf_doc *p)
{
	HPDF_Stream st;
	HPDF_UINT32 n;
	HPDF_UINT got;
	HPDF_STATUS e;
	unsigned char *b;
	char w[WIDE + 2];
	double v[4];
	size_t i, todo = 0;

	if (!p->page)
		return 0;
	for (i = 0; i < p->u.npatch; i++)
		todo += listed(p, p->u.patch[i].rgb);
	for (i = 0; i < p->u.ngsop; i++)
		todo += p->u.gsop[i].knock;
	if (!todo)
		return 0;
	st = ((HPDF_PageAttr)p->page->attr)->stream;
	n = HPDF_Stream_Size(st);
	got = n + 1;
	b = mem_alloc((size_t)n + 1);
	e = HPDF_Stream_Seek(st, 0, HPDF_SEEK_SET);
	if (e == HPDF_OK)
		e = HPDF_Stream_Read(st, b, &got);
	if ((e != HPDF_OK && e != HPDF_STREAM_EOF) || got != n) {
		free(b);
		p->error = p->error ? p->error : 1;
		return -1;
	}
	for (i = 0; i < p->u.npatch; i++) {
		if (!listed(p, p->u.patch[i].rgb) ||
		    p->u.patch[i].at + WIDE > n)
			continue;
		colour_conv_under_black(p->pub.conv, p->u.patch[i].rgb &
		    0xffffff, v);
		pdf_under_wide(w, v);
		memcpy(b + p->u.patch[i].at, w, WIDE);
	}
	for (i = 0; i < p->u.ngsop; i++) {
		const char *name;

		if (!p->u.gsop[i].knock || p->u.gsop[i].at +
		    p->u.gsop[i].len > n)
			continue;
		/* The state that knocks out (the page's names are E1, E2
		 * and so on: all as wide). */
		name = pdf_gstate_name(p, 0);
		if (name && strlen(name) == p->u.gsop[i].len)
			memcpy(b + p->u.gsop[i].at, name, p->u.gsop[i].len);
	}
	HPDF_MemStream_FreeData(st);
	if (HPDF_Stream_Write(st, b, n) != HPDF_OK)
		p->error = p->error ? p->error : 1;
	free(b);
	return p->error ? -1 : 0;
}

void
pdf_under_free(struct pdf_doc *p)
{
	MEM_FREE(p->u.region, p->u.patch, p->u.listed, p->u.seg, p->u.gsop);
}
