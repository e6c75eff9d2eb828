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

#include "colour/colour.h"
#include "colour/proof.h"
#include "core/base64.h"
#include "core/mem.h"
#include "core/num.h"
#include "pdf/pdf_doc.h"
#include "picture/picture.h"
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

static void
svg_free(struct pdf *p)
{
	struct pdf_svg *s = svg_of(p);
	size_t i;

	pdf_fini(p);
	pdf_free(s->metrics);
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

static int
svg_page_begin(struct pdf *p, const struct layout_page *pg)
{
	struct pdf_svg *s = svg_of(p);
	struct svg_gs g = { 0, 0, 1, 0, 0, SVG_ALL, 0 };

	p->pages++;
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
	if (p->proof) {
		/* A soft proof's paper, under everything. */
		pdf_save(p);
		pdf_fill_colour(p, pdf_k(0));
		pdf_rect(p, pg->bleed_x0 - pg->trim_x0,
		    pg->bleed_y0 - pg->trim_y0, pg->bleed_w, pg->bleed_h);
		pdf_fill(p);
		pdf_restore(p);
	}
	return 0;
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

/*
 * proofed: what a soft proof shows for c, as the CMYK an RGB page's
 * operators turn into that sRGB (k 0: c = 1 - red, ...).
 */
static struct pdf_cmyk
proofed(struct pdf *p, struct pdf_cmyk c)
{
	double cmyk[4] = { c.c, c.m, c.y, c.k }, rgb[3];
	struct pdf_cmyk o = { 0, 0, 0, 0, 0, 0 };

	proof_cmyk(p->proof, cmyk, rgb);
	o.c = 1 - rgb[0];
	o.m = 1 - rgb[1];
	o.y = 1 - rgb[2];
	return o;
}

static void
svg_colour(struct pdf *p, struct pdf_cmyk c, int stroke)
{
	struct svg_gs *g = gs(svg_of(p));

	if (p->proof)
		c = proofed(p, c);
	if (stroke)
		g->stroke = rgb_of(c);
	else
		g->fill = rgb_of(c);
	g->known |= stroke ? SVG_STROKE : SVG_FILL;
}

static void
svg_line_width(struct pdf *p, double mm)
{
	struct svg_gs *g = gs(svg_of(p));

	/* On a page (not in a form, whose scale is not known here). */
	if (svg_of(p)->form < 0 && mm < PDF_MIN_LINE)
		mm = PDF_MIN_LINE;
	g->width = mm;
	g->known |= SVG_WIDTH;
}

static void
svg_line_style(struct pdf *p, int cap, int join)
{
	struct svg_gs *g = gs(svg_of(p));

	g->cap = cap;
	g->join = join;
	g->known |= SVG_STYLE;
}

static void
svg_seg(struct pdf *p, char op, const double *v, int n)
{
	struct svg_buf *d = &svg_of(p)->path;

	if (d->n)
		svg_put(d, " ", 1);
	svg_put(d, &op, 1);
	if (n)
		svg_put(d, " ", 1);
	svg_nums(d, v, n, 3);
}

static void
svg_rect(struct pdf *p, double x, double y, double w, double h)
{
	double v[2] = { x, y };

	/* PDF's re: a move, three sides and a close. */
	svg_seg(p, 'M', v, 2);
	svg_seg(p, 'h', &w, 1);
	svg_seg(p, 'v', &h, 1);
	w = -w;
	svg_seg(p, 'h', &w, 1);
	svg_seg(p, 'Z', NULL, 0);
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

static void
svg_paint(struct pdf *p, unsigned paint)
{
	struct pdf_svg *s = svg_of(p);

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

static void
svg_save(struct pdf *p)
{
	push(svg_of(p));
}

static void
svg_restore(struct pdf *p)
{
	struct pdf_svg *s = svg_of(p);

	/* A restore never leaves the form being recorded. */
	if (s->depth > s->base)
		pop(s, s->base);
}

static void
svg_matrix(struct pdf *p, const double m[6])
{
	struct pdf_svg *s = svg_of(p);

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

static void
svg_clip_rect(struct pdf *p, double x, double y, double w, double h)
{
	struct pdf_svg *s = svg_of(p);
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

static void
svg_clip(struct pdf *p, int eo)
{
	struct pdf_svg *s = svg_of(p);

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

static int
svg_form_begin(struct pdf *p, const double box[4])
{
	struct pdf_svg *s = svg_of(p);

	(void)box; /* (not a clip here: the kinds' forms draw inside) */
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

static int
svg_form_end(struct pdf *p)
{
	struct pdf_svg *s = svg_of(p);
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

static void
svg_form_place(struct pdf *p, int id, const double m[6])
{
	struct pdf_svg *s = svg_of(p);
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

	image_el(svg_out(svg_of(p)), v, mime, data, n);
}

/*
 * pdf_svg_image_def: the same picture in the unit square, as a definition
 * placed with pdf_svg_form_place (its matrix w 0 0 h x y), written once
 * on each page that places it; its id.
 */
static int
pdf_svg_image_def(struct pdf *p, const char *mime,
    const unsigned char *data, size_t n)
{
	static const double unit[4] = { 0, 0, 1, 1 };
	struct pdf_svg *s = svg_of(p);
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
	struct pdf_svg *s;
	struct svg_buf *b;
	char t[160];
	size_t i, k;

	/* (the SVG backend's own call: NULL on another's document) */
	if (p->dev != &pdf_svg_dev || !(s = svg_of(p))->page)
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

static void
svg_move(struct pdf *p, double x, double y)
{
	const double v[2] = { x, y };

	svg_seg(p, 'M', v, 2);
}

static void
svg_line(struct pdf *p, double x, double y)
{
	const double v[2] = { x, y };

	svg_seg(p, 'L', v, 2);
}

static void
svg_curve(struct pdf *p, const double v[6])
{
	svg_seg(p, 'C', v, 6);
}

static void
svg_close(struct pdf *p)
{
	svg_seg(p, 'Z', NULL, 0);
}

static void
svg_image_place(struct pdf *p, int id, double x, double y, double w,
    double h)
{
	const double m[6] = { w, 0, 0, h, x, y };

	svg_form_place(p, id, m);
}

/* svg_proof: the soft proof of the pixels as a PNG the SVG page holds:
 * its definition's number, or -1. */
static int
svg_proof(struct pdf *p, const unsigned char *rgb, int w, int h)
{
	size_t n = (size_t)w * (size_t)h, len = 0;
	unsigned char *cmyk = mem_alloc(4 * n), *shown = mem_alloc(3 * n);
	unsigned char *png = NULL;
	int id = -1;

	if (p->conv && colour_conv_pixels(p->conv, rgb, n, 0, cmyk) == 0 &&
	    proof_pixels(p->proof, cmyk, n, shown) == 0 &&
	    (png = picture_png(shown, w, h, &len)))
		id = pdf_svg_image_def(p, "image/png", png, len);
	MEM_FREE(cmyk, shown, png);
	return id;
}

/* svg_image: the picture's own file (src), shown as a screen shows it;
 * on a soft proof, the press's pixels as a PNG. */
static int
svg_image(struct pdf *p, const unsigned char *rgb, int w, int h,
    const struct pdf_image_src *src, struct diag *d)
{
	int id;

	if (!p->proof)
		return pdf_svg_image_def(p, src->mime, src->data, src->n);
	if ((id = svg_proof(p, rgb, w, h)) < 0)
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "a picture of "
		    "%d x %d px could not be shown as the press prints it",
		    w, h);
	return id;
}

/* The font's measures are the PDF backend's (svg_of(p)->metrics), so
 * text sits where the PDF sets it. */
static double
svg_text_width(struct pdf *p, double pt, const char *utf8)
{
	return pdf_text_width(svg_of(p)->metrics, pt, utf8);
}

static double
svg_page_total(struct pdf *p, double x, double y, double pt)
{
	char digits[24];

	/* A page of its own: its count is its number. */
	snprintf(digits, sizeof(digits), "%zu", pdf_pages(p));
	pdf_text(p, x, y, pt, PDF_LEFT, digits);
	return pdf_text_width(p, pt, digits);
}

static void
svg_text(struct pdf *p, double x, double y, double size, double w,
    const char *latin1)
{
	(void)w;
	pdf_svg_text(p, x, y, size, latin1);
}

static int
svg_write(struct pdf *p, FILE *out, struct diag *d)
{
	(void)p;
	(void)out;
	diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "an SVG document is not "
	    "written as a PDF");
	return -1;
}

static int
svg_fail(struct pdf *p, struct diag *d, const char *board, const char *what)
{
	return pdf_fail(svg_of(p)->metrics, d, board, what);
}

/* (pdf_svg_paint's flags are the interface's) */
_Static_assert((int)SVG_FILL == (int)PDF_PAINT_FILL &&
    (int)SVG_STROKE == (int)PDF_PAINT_STROKE &&
    (int)SVG_EO == (int)PDF_PAINT_EO, "paint flags");

const struct pdf_dev pdf_svg_dev = {
	.free = svg_free,
	.page_begin = svg_page_begin,
	.colour = svg_colour,
	.line_width = svg_line_width,
	.line_style = svg_line_style,
	.move = svg_move,
	.line = svg_line,
	.curve = svg_curve,
	.close = svg_close,
	.rect = svg_rect,
	.paint = svg_paint,
	.clip = svg_clip,
	.clip_rect = svg_clip_rect,
	.save = svg_save,
	.restore = svg_restore,
	.matrix = svg_matrix,
	.text = svg_text,
	.text_width = svg_text_width,
	.page_total = svg_page_total,
	.form_begin = svg_form_begin,
	.form_end = svg_form_end,
	.form_place = svg_form_place,
	.image = svg_image,
	.image_place = svg_image_place,
	.write = svg_write,
	.fail = svg_fail,
	.spots = NULL,
};

struct pdf *
pdf_new_svg(const char *fontpath, const struct font *font, struct diag *d)
{
	/* A PDF document of the same font, for its measures: the glyphs'
	 * widths as the PDF's. */
	struct pdf *metrics = pdf_new_font(fontpath, font, d);
	struct pdf_svg *s;

	if (!metrics)
		return NULL;
	s = mem_calloc(1, sizeof(*s));
	pdf_init(&s->pub, &pdf_svg_dev);
	s->pub.model = PDF_RGB;
	s->metrics = metrics;
	s->form = -1;
	return &s->pub;
}
