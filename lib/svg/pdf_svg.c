/*
 * pdf_svg.c: the drawing interface's second backend: on a document made
 * with pdf_new_svg, the calls of pdf.h build one SVG document a page
 * instead of PDF operators, so a screen shows what the press prints from
 * the same drawing (the kinds' drawings do not know which they feed).
 *
 * How PDF's model maps: a path's segments accumulate in a "d" string and
 * its painting operator makes a <path> of it with the colours, width,
 * caps and joins in force (fill-rule evenodd for f*); a save opens a
 * level of the graphics state whose transforms (<g transform>) and clips
 * (a <clipPath> and a <g clip-path>) close at its restore; a form is a
 * <g> in the page's <defs>, placed with <use> carrying the colours and
 * line state where it is placed, which its paths inherit for what the
 * form itself does not set (as a PDF form paints with the colours of the
 * page); text is the embedded font's glyph outlines, one <path> in the
 * <defs> per glyph (pdf_svg_text.c), so every renderer draws the glyphs
 * the PDF does. Each page's <defs> hold only what it uses, numbered in
 * the order it first uses them, so a page's SVG does not depend on the
 * pages before it. A form's box (PDF's /BBox) is not a clip here: the
 * kinds' forms draw inside theirs.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/base64.h"
#include "core/mem.h"
#include "core/num.h"
#include "pdf/pdf_int.h"
#include "svg/pdf_svg.h"

void
svg_put(struct svg_buf *b, const char *s, size_t len)
{
	if (b->n + len + 1 > b->cap)
		b->s = mem_grow(b->s, &b->cap, b->n + len + 1, 1);
	memcpy(b->s + b->n, s, len);
	b->n += len;
	b->s[b->n] = '\0';
}

void
svg_str(struct svg_buf *b, const char *s)
{
	svg_put(b, s, strlen(s));
}

void
svg_num(struct svg_buf *b, double v, int prec)
{
	char t[NUM_SHORT + 1];

	svg_put(b, t, num_format_short(t, NUM_SHORT, v, prec));
}

/* svg_nums: n numbers between spaces, prec decimals (the PDF's). */
static void
svg_nums(struct svg_buf *b, const double *v, int n, int prec)
{
	int i;

	for (i = 0; i < n; i++) {
		if (i)
			svg_put(b, " ", 1);
		svg_num(b, v[i], prec);
	}
}

static void
svg_hex(struct svg_buf *b, unsigned rgb)
{
	char t[8];

	snprintf(t, sizeof(t), "#%06x", rgb & 0xffffffu);
	svg_put(b, t, 7);
}

struct pdf_svg *
pdf_svg_new(void)
{
	struct pdf_svg *s = mem_calloc(1, sizeof(*s));

	s->form = -1;
	return s;
}

void
pdf_svg_free(struct pdf_svg *s)
{
	size_t i;

	if (!s)
		return;
	for (i = 0; i < s->ndefs; i++)
		free(s->defs[i].b.s);
	pdf_svg_text_free(s);
	MEM_FREE(s->defs, s->gs, s->order, s->body.s, s->path.s, s->outside.s,
	    s->doc.s, s);
}

/* gs: the graphics state in force. */
static struct svg_gs *
gs(struct pdf_svg *s)
{
	return &s->gs[s->depth];
}

/* push: a new level of the graphics state, a copy of the one in force. */
static void
push(struct pdf_svg *s)
{
	s->gs = mem_grow(s->gs, &s->capgs, s->depth + 2, sizeof(*s->gs));
	s->gs[s->depth + 1] = s->gs[s->depth];
	s->depth++;
	s->gs[s->depth].groups = 0;
}

/* pop: close the groups of the level in force and return to the one
 * below (never below level floor). */
static void
pop(struct pdf_svg *s, size_t floor)
{
	size_t i;

	for (i = 0; i < gs(s)->groups; i++)
		svg_str(svg_out(s), "</g>");
	if (gs(s)->groups)
		svg_put(svg_out(s), "\n", 1);
	gs(s)->groups = 0;
	if (s->depth > floor)
		s->depth--;
}

void
pdf_svg_page_begin(struct pdf *p, const struct layout_page *pg)
{
	struct pdf_svg *s = p->svg;
	struct svg_gs g = { 0, 0, 1, 0, 0, SVG_ALL, 0 };

	s->page++;
	s->nlocal = 0;
	s->norder = 0;
	s->nclip = 0;
	s->body.n = s->path.n = 0;
	s->form = -1;
	s->depth = 0;
	s->gs = mem_grow(s->gs, &s->capgs, 1, sizeof(*s->gs));
	s->gs[0] = g;
	/* User space: mm from the trim's top-left corner, y down, as on
	 * the PDF page; the view is the media box. */
	s->vb[0] = -pg->trim_x0;
	s->vb[1] = -pg->trim_y0;
	s->vb[2] = pg->media_w;
	s->vb[3] = pg->media_h;
}

/* rgb_of: what an RGB page paints for c (pdf.c's colour()), as sRGB. */
static unsigned
rgb_of(struct pdf_cmyk c)
{
	double v[3] = { (1 - c.c) * (1 - c.k), (1 - c.m) * (1 - c.k),
		(1 - c.y) * (1 - c.k) };
	unsigned rgb = 0;
	long x;
	int i;

	for (i = 0; i < 3; i++) {
		x = lround(v[i] * 255);
		rgb = rgb << 8 | (unsigned)(x < 0 ? 0 : x > 255 ? 255 : x);
	}
	return rgb;
}

void
pdf_svg_colour(struct pdf *p, struct pdf_cmyk c, int stroke)
{
	struct svg_gs *g = gs(p->svg);

	if (stroke)
		g->stroke = rgb_of(c);
	else
		g->fill = rgb_of(c);
	g->known |= stroke ? SVG_STROKE : SVG_FILL;
}

void
pdf_svg_line_width(struct pdf *p, double mm)
{
	struct svg_gs *g = gs(p->svg);

	g->width = mm;
	g->known |= SVG_WIDTH;
}

void
pdf_svg_line_style(struct pdf *p, int cap, int join)
{
	struct svg_gs *g = gs(p->svg);

	g->cap = cap;
	g->join = join;
	g->known |= SVG_STYLE;
}

void
pdf_svg_seg(struct pdf *p, char op, const double *v, int n)
{
	struct svg_buf *d = &p->svg->path;

	if (d->n)
		svg_put(d, " ", 1);
	svg_put(d, &op, 1);
	if (n)
		svg_put(d, " ", 1);
	svg_nums(d, v, n, 3);
}

void
pdf_svg_rect(struct pdf *p, double x, double y, double w, double h)
{
	double v[2] = { x, y };

	/* PDF's re: a move, three sides and a close. */
	pdf_svg_seg(p, 'M', v, 2);
	pdf_svg_seg(p, 'h', &w, 1);
	pdf_svg_seg(p, 'v', &h, 1);
	w = -w;
	pdf_svg_seg(p, 'h', &w, 1);
	pdf_svg_seg(p, 'Z', NULL, 0);
}

/* line_attrs: the stroke's width, caps and joins where known (all of
 * them in a form, which may be placed where they differ). */
static void
line_attrs(struct pdf_svg *s, const struct svg_gs *g)
{
	static const char *const caps[] = { "butt", "round", "square" };
	static const char *const joins[] = { "miter", "round", "bevel" };
	int form = s->form >= 0;

	if (g->known & SVG_WIDTH) {
		svg_str(svg_out(s), " stroke-width=\"");
		svg_num(svg_out(s), g->width, 3);
		svg_put(svg_out(s), "\"", 1);
	}
	if (!(g->known & SVG_STYLE))
		return;
	if ((g->cap || form) && g->cap >= 0 && g->cap < 3) {
		svg_str(svg_out(s), " stroke-linecap=\"");
		svg_str(svg_out(s), caps[g->cap]);
		svg_put(svg_out(s), "\"", 1);
	}
	if ((g->join || form) && g->join >= 0 && g->join < 3) {
		svg_str(svg_out(s), " stroke-linejoin=\"");
		svg_str(svg_out(s), joins[g->join]);
		svg_put(svg_out(s), "\"", 1);
	}
}

/* paint_attrs: fill and stroke as paint says (SVG_FILL, SVG_STROKE). */
static void
paint_attrs(struct pdf_svg *s, unsigned paint)
{
	const struct svg_gs *g = gs(s);

	if (!(paint & SVG_FILL)) {
		svg_str(svg_out(s), " fill=\"none\"");
	} else if (g->known & SVG_FILL) {
		svg_str(svg_out(s), " fill=\"");
		svg_hex(svg_out(s), g->fill);
		svg_put(svg_out(s), "\"", 1);
	}
	if (paint & SVG_STROKE) {
		if (g->known & SVG_STROKE) {
			svg_str(svg_out(s), " stroke=\"");
			svg_hex(svg_out(s), g->stroke);
			svg_put(svg_out(s), "\"", 1);
		}
		line_attrs(s, g);
	} else if (s->form >= 0) {
		/* (on a page nothing above sets a stroke) */
		svg_str(svg_out(s), " stroke=\"none\"");
	}
}

void
pdf_svg_paint(struct pdf *p, unsigned paint)
{
	struct pdf_svg *s = p->svg;

	if (!s->path.n)
		return;
	svg_str(svg_out(s), "<path d=\"");
	svg_put(svg_out(s), s->path.s, s->path.n);
	svg_put(svg_out(s), "\"", 1);
	paint_attrs(s, paint);
	if ((paint & SVG_EO) && (paint & SVG_FILL))
		svg_str(svg_out(s), " fill-rule=\"evenodd\"");
	svg_str(svg_out(s), "/>\n");
	s->path.n = 0;
}

void
pdf_svg_save(struct pdf *p)
{
	push(p->svg);
}

void
pdf_svg_restore(struct pdf *p)
{
	struct pdf_svg *s = p->svg;

	/* A restore never leaves the form being recorded. */
	if (s->depth > s->base)
		pop(s, s->base);
}

void
pdf_svg_matrix(struct pdf *p, const double m[6])
{
	struct pdf_svg *s = p->svg;

	svg_str(svg_out(s), "<g transform=\"matrix(");
	svg_nums(svg_out(s), m, 6, 3);
	svg_str(svg_out(s), ")\">\n");
	gs(s)->groups++;
}

/* clip_open: a clipPath of the path d (n bytes; with eo, by the
 * even-odd rule), and a group clipped to it, closed at the next restore. */
static void
clip_open(struct pdf_svg *s, const char *d, size_t n, int eo)
{
	char id[48];

	/* (A form's clip is named for the form in the document: no kind's
	 * form clips today, and the names stay unique wherever placed.) */
	if (s->form >= 0)
		snprintf(id, sizeof(id), "f%dc%u", s->form, ++s->defs[s->form]
		    .nclip);
	else
		snprintf(id, sizeof(id), "c%u", ++s->nclip);
	svg_str(svg_out(s), "<clipPath id=\"");
	svg_str(svg_out(s), id);
	svg_str(svg_out(s), "\"><path d=\"");
	svg_put(svg_out(s), d, n);
	svg_str(svg_out(s), eo ? "\" clip-rule=\"evenodd\"/></clipPath>" :
	    "\"/></clipPath>");
	svg_str(svg_out(s), "<g clip-path=\"url(#");
	svg_str(svg_out(s), id);
	svg_str(svg_out(s), ")\">\n");
	gs(s)->groups++;
}

void
pdf_svg_clip_rect(struct pdf *p, double x, double y, double w, double h)
{
	struct pdf_svg *s = p->svg;
	struct svg_buf d = { 0 };
	double v[4];

	v[0] = w < 0 ? x + w : x;
	v[1] = h < 0 ? y + h : y;
	v[2] = fabs(w);
	v[3] = fabs(h);
	svg_str(&d, "M ");
	svg_nums(&d, v, 2, 3);
	svg_str(&d, " h ");
	svg_num(&d, v[2], 3);
	svg_str(&d, " v ");
	svg_num(&d, v[3], 3);
	svg_str(&d, " H ");
	svg_num(&d, v[0], 3);
	svg_str(&d, " Z");
	clip_open(s, d.s, d.n, 0);
	free(d.s);
}

void
pdf_svg_clip(struct pdf *p, int eo)
{
	struct pdf_svg *s = p->svg;

	clip_open(s, s->path.s, s->path.n, eo);
	s->path.n = 0;
}

/* def_new: a new, empty definition of kind k; its index. */
size_t
pdf_svg_def_new(struct pdf_svg *s, int k)
{
	struct svg_def *f;

	s->defs = mem_grow(s->defs, &s->capdefs, s->ndefs + 1,
	    sizeof(*s->defs));
	f = &s->defs[s->ndefs];
	memset(f, 0, sizeof(*f));
	f->kind = k;
	return s->ndefs++;
}

/* pdf_svg_use: definition i's number on this page, given it on first
 * use, when it joins the page's <defs>. */
unsigned
pdf_svg_use(struct pdf_svg *s, size_t i)
{
	struct svg_def *f = &s->defs[i];

	if (f->page != s->page) {
		f->page = s->page;
		f->local = ++s->nlocal;
		s->order = mem_grow(s->order, &s->caporder, s->norder + 1,
		    sizeof(*s->order));
		s->order[s->norder++] = i;
	}
	return f->local;
}

int
pdf_svg_form_begin(struct pdf *p)
{
	struct pdf_svg *s = p->svg;

	if (s->form >= 0)
		return -1;
	s->form = (int)pdf_svg_def_new(s, SVG_DEF_FORM);
	s->outside = s->path;
	memset(&s->path, 0, sizeof(s->path));
	/* A form paints with the state where it is placed: none known. */
	push(s);
	gs(s)->known = 0;
	s->base = s->depth;
	return 0;
}

int
pdf_svg_form_end(struct pdf *p)
{
	struct pdf_svg *s = p->svg;
	int id = s->form;

	if (id < 0)
		return -1;
	while (s->depth > s->base)
		pop(s, s->base);
	pop(s, s->base - 1);
	free(s->path.s);
	s->path = s->outside;
	memset(&s->outside, 0, sizeof(s->outside));
	s->base = 0;
	s->form = -1;
	return id;
}

void
pdf_svg_form_place(struct pdf *p, int id, const double m[6])
{
	struct pdf_svg *s = p->svg;
	const struct svg_gs *g = gs(s);
	char t[32];

	if (id < 0 || (size_t)id >= s->ndefs || s->form >= 0)
		return;
	snprintf(t, sizeof(t), "<use xlink:href=\"#u%u\"",
	    pdf_svg_use(s, (size_t)id));
	svg_str(svg_out(s), t);
	svg_str(svg_out(s), " transform=\"matrix(");
	svg_nums(svg_out(s), m, 6, 3);
	svg_str(svg_out(s), ")\" fill=\"");
	svg_hex(svg_out(s), g->fill);
	svg_str(svg_out(s), "\" stroke=\"");
	svg_hex(svg_out(s), g->stroke);
	svg_put(svg_out(s), "\"", 1);
	line_attrs(s, g);
	svg_str(svg_out(s), "/>\n");
}

/* image_el: an <image> of the file (n bytes of type mime) over the
 * rectangle v (x y w h), stretched to it, its top row at the top. */
static void
image_el(struct svg_buf *b, const double v[4], const char *mime,
    const unsigned char *data, size_t n)
{
	static const char *const att[] = { " x=\"", "\" y=\"",
		"\" width=\"", "\" height=\"" };
	size_t k;
	int i;

	svg_str(b, "<image");
	for (i = 0; i < 4; i++) {
		svg_str(b, att[i]);
		svg_num(b, v[i], 3);
	}
	svg_str(b, "\" preserveAspectRatio=\"none\" xlink:href=\"data:");
	svg_str(b, mime);
	svg_str(b, ";base64,");
	k = base64_len(n);
	if (b->n + k + 1 > b->cap)
		b->s = mem_grow(b->s, &b->cap, b->n + k + 1, 1);
	base64_encode(data, n, b->s + b->n);
	b->n += k;
	b->s[b->n] = '\0';
	svg_str(b, "\"/>\n");
}

void
pdf_svg_image(struct pdf *p, double x, double y, double w, double h,
    const char *mime, const unsigned char *data, size_t n)
{
	const double v[4] = { x, y, w, h };

	image_el(svg_out(p->svg), v, mime, data, n);
}

int
pdf_svg_image_def(struct pdf *p, const char *mime,
    const unsigned char *data, size_t n)
{
	static const double unit[4] = { 0, 0, 1, 1 };
	struct pdf_svg *s = p->svg;
	size_t i = pdf_svg_def_new(s, SVG_DEF_FORM);

	image_el(&s->defs[i].b, unit, mime, data, n);
	return (int)i;
}

/* defs: the definitions the page used, in their numbers' order. */
static void
defs(struct pdf_svg *s, struct svg_buf *b)
{
	const struct svg_def *f;
	char t[48];
	size_t i;

	svg_str(b, "<defs>\n");
	for (i = 0; i < s->norder; i++) {
		f = &s->defs[s->order[i]];
		if (f->kind == SVG_DEF_GLYPH) {
			snprintf(t, sizeof(t), "<path id=\"u%u\" d=\"",
			    f->local);
			svg_str(b, t);
			svg_put(b, f->b.s, f->b.n);
			svg_str(b, "\"/>\n");
			continue;
		}
		snprintf(t, sizeof(t), "<g id=\"u%u\">\n", f->local);
		svg_str(b, t);
		svg_put(b, f->b.s, f->b.n);
		svg_str(b, "</g>\n");
	}
	svg_str(b, "</defs>\n");
}

const char *
pdf_svg_page(struct pdf *p, double scale, size_t *len)
{
	struct pdf_svg *s = p->svg;
	struct svg_buf *b;
	char t[160];
	size_t i, k;

	if (!s || !s->page)
		return NULL;
	b = &s->doc;
	b->n = 0;
	svg_str(b, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
	    "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\"");
	snprintf(t, sizeof(t), " width=\"%ld\" height=\"%ld\" viewBox=\"",
	    lround(s->vb[2] * scale), lround(s->vb[3] * scale));
	svg_str(b, t);
	svg_nums(b, s->vb, 4, 3);
	/* PDF's miter limit, not SVG's 4; the paper white. */
	svg_str(b, "\" stroke-miterlimit=\"10\">\n<rect x=\"");
	svg_num(b, s->vb[0], 3);
	svg_str(b, "\" y=\"");
	svg_num(b, s->vb[1], 3);
	svg_str(b, "\" width=\"");
	svg_num(b, s->vb[2], 3);
	svg_str(b, "\" height=\"");
	svg_num(b, s->vb[3], 3);
	svg_str(b, "\" fill=\"#ffffff\"/>\n");
	defs(s, b);
	svg_put(b, s->body.s ? s->body.s : "", s->body.n);
	/* What the drawing left open (a save without its restore). */
	for (i = 0; i <= s->depth && s->form < 0; i++)
		for (k = 0; k < s->gs[i].groups; k++)
			svg_str(b, "</g>");
	svg_str(b, "</svg>\n");
	*len = b->n;
	return b->s;
}
