/* pdf.c: libharu behind a small drawing interface in millimetres: the
 * document, its pages and their content (pdf_int.h names the other files). */
#include "draw/pdf.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/font.h"
#include "core/mem.h"
#include "core/num.h"
#include "core/rfile.h"
#include "colour/colour.h"
#include "pdf/pdf_int.h"
#include "svg/pdf_svg.h"
#include "colour/proof.h"

struct pdf_cmyk
pdf_given_cmyk(unsigned v)
{
	struct pdf_cmyk c = { (v >> 21 & 127) / 100.0, (v >> 14 & 127) / 100.0,
		(v >> 7 & 127) / 100.0, (v & 127) / 100.0, 0, 0 };

	return c;
}

struct pdf_cmyk
pdf_rgb(struct pdf *p, unsigned rgb)
{
	double r = ((rgb >> 16) & 255) / 255.0, g = ((rgb >> 8) & 255) / 255.0;
	double b = (rgb & 255) / 255.0, k = 1 - fmax(r, fmax(g, b)), v[4];
	double u[4];
	struct pdf_cmyk c = { 0, 0, 0, k, 0, 0 };

	if ((rgb & PDF_SPOT_BIT) && (rgb & 255) < p->nspots) {
		c = pdf_given_cmyk(p->spots[rgb & 255].cmyk);
		c.spot = (rgb & 255) + 1;
		return c;
	}
	if (rgb & PDF_CMYK_BIT)
		return pdf_given_cmyk(rgb);
	if (p->conv && (p->model == PDF_CMYK || p->proof)) {
		colour_conv_rgb(p->conv, rgb, v);
		/* A colour black overprinting would change is marked: it
		 * is changed where black lies over it (pdf_under.c). */
		if (p->overprint) {
			colour_conv_under_black(p->conv, rgb, u);
			if (memcmp(u, v, sizeof(u)))
				c.rgb = (rgb & 0xffffff) | PDF_HEAVY;
		}
		c.c = v[0];
		c.m = v[1];
		c.y = v[2];
		c.k = v[3];
	} else if (k < 1) {
		c.c = (1 - r - k) / (1 - k);
		c.m = (1 - g - k) / (1 - k);
		c.y = (1 - b - k) / (1 - k);
	}
	return c;
}

void
pdf_set_conv(struct pdf *p, struct colour_conv *conv)
{
	p->conv = conv;
}

void
pdf_set_proof(struct pdf *p, struct proof *pf)
{
	p->proof = pf;
}

static void
on_error(HPDF_STATUS e, HPDF_STATUS d, void *ctx)
{
	struct pdf *p = ctx;

	/* Keep the first error, and what was being done; pdf_fail
	 * reports it. */
	if (!p->error) {
		p->error = e;
		p->detail = d;
		p->failed = p->doing;
	}
}

int
pdf_fail(struct pdf *p, struct diag *d, const char *board, const char *what)
{
	HPDF_STATUS e = p->error ? p->error : HPDF_GetError(p->doc);

	if (diag_status(d) == DIAG_FATAL)
		return -1;
	/* A text's failure is the font's (a damaged one): named so. */
	diag_add(d, DIAG_FATAL, p->failed && p->fontpath ? p->fontpath : NULL,
	    0, board, NULL, "libharu could not %s (error 0x%04X, detail %u)",
	    p->failed ? p->failed : what, (unsigned)e, (unsigned)p->detail);
	return -1;
}

struct pdf *
pdf_new(const char *fontpath, struct diag *d)
{
	return pdf_new_font(fontpath, NULL, d);
}

/* The data folder's font file: DejaVu Sans is 740 KB. */
#define PDF_FONT_FILE_BYTES ((size_t)64 << 20)

/*
 * file_font: the font file at path (the data folder's), read as a style's
 * font is and checked as one, or NULL with the reason in d.
 */
static struct font *
file_font(const char *path, struct diag *d)
{
	struct rfile rf;
	size_t len;
	void *data = rfile_read(path, PDF_FONT_FILE_BYTES, &len, &rf);
	struct font *f;
	char why[256];

	if (!data) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "cannot read the "
		    "TrueType font: %s", rf.status == RFILE_LARGE ? "larger "
		    "than 64 MiB" : rf.why);
		return NULL;
	}
	f = font_open(data, len, path, "", why, sizeof(why));
	free(data);
	if (!f)
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "%s", why);
	return f;
}

/*
 * embed_trial: libharu's own embedding of font, tried once on a document
 * of its own with every code a page can show (CP1252's 0x20 to 0xFF), so
 * that a font the checks took but libharu cannot embed (its reads of the
 * rebuilt program do not agree with HarfBuzz's) is refused before any
 * page, not when the file is saved. 0, or -1 with one line in d.
 */
static int
embed_trial(const struct font *font, struct diag *d)
{
	struct pdf *t = mem_calloc(1, sizeof(*t));
	unsigned char codes[224];
	HPDF_STATUS st = HPDF_OK;
	const char *name;
	size_t i;

	t->doc = HPDF_New(on_error, t);
	if (!t->doc) {
		fputs("boardpress: out of memory\n", stderr);
		exit(2);
	}
	for (i = 0; i < sizeof(codes); i++)
		codes[i] = (unsigned char)(0x20 + i);
	name = pdf_font_memory(t, font);
	if (name)
		t->font = HPDF_GetFont(t->doc, name, "CP1252");
	if (t->font && !t->error) {
		HPDF_Font_TextWidth(t->font, codes, sizeof(codes));
		if (!t->error && t->font->before_write_fn)
			st = t->font->before_write_fn(t->font);
	}
	if (!name || !t->font || t->error || st != HPDF_OK) {
		diag_add(d, DIAG_FATAL, font_name(font), 0, NULL, NULL,
		    "libharu cannot embed the font (error 0x%04X): its tables "
		    "disagree with one another", (unsigned)(t->error ?
		    t->error : st != HPDF_OK ? st : HPDF_GetError(t->doc)));
		pdf_free(t);
		return -1;
	}
	pdf_free(t);
	return 0;
}

int
pdf_font_check(const struct font *font, struct diag *d)
{
	return font ? embed_trial(font, d) : 0;
}

struct pdf *
pdf_new_font(const char *fontpath, const struct font *font, struct diag *d)
{
	struct font *own = font ? NULL : file_font(fontpath, d);
	struct pdf *p;
	const char *name;

	if (!font && !own)
		return NULL;
	if (embed_trial(font ? font : own, d) < 0) {
		font_free(own);
		return NULL;
	}
	p = mem_calloc(1, sizeof(*p));
	p->doc = HPDF_New(on_error, p);
	if (!p->doc) {
		fputs("boardpress: out of memory\n", stderr);
		exit(2);
	}
	HPDF_SetCompressionMode(p->doc, HPDF_COMP_ALL);
	p->deflate = 6;
	/* The data folder's font goes the way a style's does: read
	 * without blocking, checked, then given to libharu from memory. */
	if (!font)
		font = own;
	fontpath = font_name(font);
	name = pdf_font_memory(p, font);
	if (name)
		p->font = HPDF_GetFont(p->doc, name, "CP1252");
	if (!name || !p->font || p->error) {
		diag_add(d, DIAG_FATAL, fontpath, 0, NULL, NULL,
		    "cannot load the TrueType font (libharu error 0x%04X)",
		    (unsigned)(p->error ? p->error : HPDF_GetError(p->doc)));
		font_free(own);
		pdf_free(p);
		return NULL;
	}
	/* The page-count forms' digits (and the spaces pdf_patch_total
	 * pads them with), in the subset whatever pages say. */
	HPDF_Font_TextWidth(p->font, (const HPDF_BYTE *)"0123456789/ ", 12);
	if (p->error || HPDF_GetError(p->doc) != HPDF_OK) {
		p->failed = "measure the font's digits";
		p->fontpath = p->fontpath ? p->fontpath : mem_strdup(fontpath);
		pdf_fail(p, d, NULL, "measure the font's digits");
		font_free(own);
		pdf_free(p);
		return NULL;
	}
	/* (fontpath is the font's own name: freed with it, after its last
	 * use above) */
	font_free(own);
	return p;
}

struct pdf *
pdf_new_svg(const char *fontpath, const struct font *font, struct diag *d)
{
	struct pdf *p = pdf_new_font(fontpath, font, d);

	/* libharu's document stays, for the font's widths as the PDF's. */
	if (p) {
		p->svg = pdf_svg_new();
		p->model = PDF_RGB;
	}
	return p;
}

void
pdf_free(struct pdf *p)
{
	if (!p)
		return;
	pdf_svg_free(p->svg);
	if (p->doc)
		HPDF_Free(p->doc);
	pdf_font_free(p);
	pdf_deflate_free(p);
	pdf_under_free(p);
	MEM_FREE(p->buf, p->forms, p->known, p->totals, p->marks, p);
}

size_t
pdf_pages(const struct pdf *p)
{
	return p->page0 + p->pages;
}

void
pdf_set_page0(struct pdf *p, size_t n)
{
	p->page0 = n;
}

void
pdf_total_later(struct pdf *p)
{
	p->later = 1;
}

void
pdf_number_later(struct pdf *p)
{
	p->numbered = 1;
}

void
pdf_number_board(struct pdf *p, size_t first, size_t last)
{
	size_t i;

	for (i = 0; i < p->nmarks; i++)
		if (p->marks[i].page >= first && p->marks[i].page <= last) {
			p->marks[i].board = p->marks[i].page - first + 1;
			p->marks[i].m = last - first + 1;
		}
}

/* The current target: a form being recorded, or the page. */
static HPDF_Stream
target(struct pdf *p)
{
	if (p->form)
		return p->form->stream;
	return p->page ? ((HPDF_PageAttr)p->page->attr)->stream : NULL;
}

/* pdf_flush: what the buffer holds, into the target stream. */
void
pdf_flush(struct pdf *p)
{
	HPDF_Stream st = target(p);

	if (p->n && st && HPDF_Stream_Write(st, (const HPDF_BYTE *)p->buf,
	    (HPDF_UINT)p->n) != HPDF_OK && !p->error)
		p->error = 1;
	p->n = 0;
}

/* room: the end of the content buffer, with len bytes more room. */
static char *
room(struct pdf *p, size_t len)
{
	if (p->n + len + 1 > p->cap)
		p->buf = mem_grow(p->buf, &p->cap, p->n + len + 1, 1);
	return p->buf + p->n;
}

/* took: len bytes were written at room's place. */
static void
took(struct pdf *p, size_t len)
{
	p->n += len;
	/* Keep a page's pieces in order with what libharu writes itself. */
	if (p->n > (1u << 16))
		pdf_flush(p);
}

static void
put(struct pdf *p, const char *s, size_t len)
{
	memcpy(room(p, len), s, len);
	took(p, len);
}

/*
 * numx: v with at most prec decimals, no trailing zeros, then a space,
 * formatted in the buffer itself (a copy of its few bytes through memcpy
 * was 3 % of layout-pdf's time).
 */
static void
numx(struct pdf *p, double v, int prec)
{
	char *at = room(p, NUM_SHORT + 1);
	size_t k = num_format_short(at, NUM_SHORT, v, prec);

	at[k] = ' ';
	took(p, k + 1);
}

/* num: v with at most three decimals (a thousandth of a mm or a point). */
static void
num(struct pdf *p, double v)
{
	numx(p, v, 3);
}

static void
op(struct pdf *p, const char *s)
{
	put(p, s, strlen(s));
}

void
pdf_op(struct pdf *p, const char *s)
{
	op(p, s);
}

static void
set_box(struct pdf *p, const char *key, const struct layout_page *pg,
    double x0, double y0, double w, double h)
{
	HPDF_Box box;
	HPDF_Array a;

	/* PDF boxes are in points from the media's bottom-left corner. */
	box.left = (HPDF_REAL)(x0 * NUM_PT_PER_MM);
	box.bottom = (HPDF_REAL)((pg->media_h - y0 - h) * NUM_PT_PER_MM);
	box.right = (HPDF_REAL)((x0 + w) * NUM_PT_PER_MM);
	box.top = (HPDF_REAL)((pg->media_h - y0) * NUM_PT_PER_MM);
	a = HPDF_Box_Array_New(p->doc->mmgr, box);
	if (a)
		HPDF_Dict_Add(p->page, key, a);
}

/*
 * paper: a soft proof's paper: the bleed box filled with the colour the
 * press's paper is, under everything (in a save of its own, so the
 * page's colours in force stay unknown).
 */
static void
paper(struct pdf *p, const struct layout_page *pg)
{
	double rgb[3];

	proof_paper(p->proof, rgb);
	op(p, "q ");
	num(p, rgb[0]);
	num(p, rgb[1]);
	num(p, rgb[2]);
	op(p, "rg ");
	num(p, pg->bleed_x0 - pg->trim_x0);
	num(p, pg->bleed_y0 - pg->trim_y0);
	num(p, pg->bleed_w);
	num(p, pg->bleed_h);
	op(p, "re f Q\n");
}

int
pdf_page_begin(struct pdf *p, const struct layout_page *pg)
{
	if (p->svg) {
		p->pages++;
		pdf_svg_page_begin(p, pg);
		if (p->proof) {
			/* The paper, under everything (paper() on PDF). */
			pdf_save(p);
			pdf_fill_colour(p, pdf_k(0));
			pdf_rect(p, pg->bleed_x0 - pg->trim_x0,
			    pg->bleed_y0 - pg->trim_y0, pg->bleed_w,
			    pg->bleed_h);
			pdf_fill(p);
			pdf_restore(p);
		}
		return 0;
	}
	if (p->page) {
		pdf_flush(p);
		if (pdf_under_finish(p) < 0 ||
		    pdf_deflate_page(p, p->page) < 0)
			return -1;
	}
	p->page = HPDF_AddPage(p->doc);
	if (!p->page)
		return -1;
	pdf_under_page(p);
	p->pages++;
	p->have_fill = p->have_stroke = 0;
	/* A page starts knocking out (the graphics state's defaults). */
	p->op = 0;
	p->op_known = PDF_OP_FILL | PDF_OP_STROKE;
	p->depth = 0;
	HPDF_Page_SetWidth(p->page, (HPDF_REAL)(pg->media_w * NUM_PT_PER_MM));
	HPDF_Page_SetHeight(p->page, (HPDF_REAL)(pg->media_h * NUM_PT_PER_MM));
	set_box(p, "BleedBox", pg, pg->bleed_x0, pg->bleed_y0, pg->bleed_w,
	    pg->bleed_h);
	set_box(p, "TrimBox", pg, pg->trim_x0, pg->trim_y0, pg->trim_w,
	    pg->trim_h);
	/*
	 * User space: mm from the trim's top-left corner, y down. The scale
	 * to seven decimals: at three (2.835) the art was 0.0125 % larger
	 * than the boxes, 0.037 mm across a 297 mm board.
	 */
	numx(p, NUM_PT_PER_MM, 7);
	op(p, "0 0 ");
	numx(p, -NUM_PT_PER_MM, 7);
	num(p, pg->trim_x0 * NUM_PT_PER_MM);
	num(p, (pg->media_h - pg->trim_y0) * NUM_PT_PER_MM);
	op(p, "cm\n");
	if (p->proof)
		paper(p, pg);
	return p->error ? -1 : 0;
}

/* is_black: c is 100 % K as written (three decimals): what overprints. */
static int
is_black(struct pdf_cmyk c)
{
	return !c.spot && c.c < 0.0005 && c.m < 0.0005 && c.y < 0.0005 &&
	    c.k >= 0.9995;
}

static void
colour(struct pdf *p, struct pdf_cmyk c, int stroke)
{
	const char *name;
	char wide[32];
	double v[4];

	if (c.spot && p->model == PDF_CMYK) {
		if (!(name = pdf_spot_name(p, c.spot - 1))) {
			p->error = p->error ? p->error : 1;
			return;
		}
		op(p, "/");
		op(p, name);
		op(p, stroke ? " CS 1 SCN\n" : " cs 1 scn\n");
		return;
	}
	if (p->model == PDF_RGB && p->proof) {
		double cmyk[4] = { c.c, c.m, c.y, c.k }, rgb[3];

		proof_cmyk(p->proof, cmyk, rgb);
		num(p, rgb[0]);
		num(p, rgb[1]);
		num(p, rgb[2]);
		op(p, stroke ? "RG\n" : "rg\n");
		return;
	}
	if (p->model == PDF_RGB) {
		num(p, (1 - c.c) * (1 - c.k));
		num(p, (1 - c.m) * (1 - c.k));
		num(p, (1 - c.y) * (1 - c.k));
		op(p, stroke ? "RG\n" : "rg\n");
		return;
	}
	if (p->form && is_black(c))
		p->formblack = 1;
	if (c.rgb & PDF_HEAVY) {
		/* In a form (placed anywhere): held under black already;
		 * on a page: wide, to be written over if black lies on it. */
		if (p->form)
			colour_conv_under_black(p->conv, c.rgb & 0xffffff, v);
		else
			memcpy(v, (double[4]){ c.c, c.m, c.y, c.k },
			    sizeof(v));
		pdf_under_heavy(p, c, target(p));
		pdf_under_wide(wide, v);
		op(p, wide);
		op(p, stroke ? "K\n" : "k\n");
		return;
	}
	num(p, c.c);
	num(p, c.m);
	num(p, c.y);
	num(p, c.k);
	op(p, stroke ? "K\n" : "k\n");
}

void
pdf_set_model(struct pdf *p, int model)
{
	p->model = model;
}

void
pdf_set_overprint(struct pdf *p, int on)
{
	p->overprint = on;
}

static int
same(struct pdf_cmyk a, struct pdf_cmyk b)
{
	return a.c == b.c && a.m == b.m && a.y == b.y && a.k == b.k &&
	    a.spot == b.spot && a.rgb == b.rgb;
}

/*
 * pdf_res_sub: the dictionary key ("ExtGState", "ColorSpace") of the
 * resources of the page or of the form being recorded (a form carries its
 * own: pdf_page_total's a Font), made when missing; NULL on an error.
 */
HPDF_Dict
pdf_res_sub(struct pdf *p, const char *key)
{
	HPDF_MMgr mm = p->doc->mmgr;
	HPDF_Dict at = p->form ? p->form : p->page, res, sub;

	res = p->form ? HPDF_Dict_GetItem(at, "Resources", HPDF_OCLASS_DICT) :
	    HPDF_Page_GetInheritableItem(at, "Resources", HPDF_OCLASS_DICT);
	if (!res && (!(res = HPDF_Dict_New(mm)) ||
	    HPDF_Dict_Add(at, "Resources", res)))
		return NULL;
	sub = HPDF_Dict_GetItem(res, key, HPDF_OCLASS_DICT);
	if (!sub && (!(sub = HPDF_Dict_New(mm)) ||
	    HPDF_Dict_Add(res, key, sub)))
		return NULL;
	return sub;
}

/*
 * gstate_name: the name of the ExtGState for state i (PDF_OP_* bits) in
 * the resources of the page or the form being recorded, the ExtGState
 * made and filed there when first used; NULL on a libharu error.
 */
static const char *
gstate_name(struct pdf *p, unsigned i)
{
	static const char *const names[] = { "E1", "E2", "E3", "E4" };
	HPDF_Dict g = p->gstates[i], all;
	HPDF_MMgr mm = p->doc->mmgr;

	if (!g && (!(g = HPDF_ExtGState_New(mm, p->doc->xref)) ||
	    HPDF_Dict_AddBoolean(g, "OP", (i & PDF_OP_STROKE) != 0) ||
	    HPDF_Dict_AddBoolean(g, "op", (i & PDF_OP_FILL) != 0) ||
	    HPDF_Dict_AddNumber(g, "OPM", 1)))
		return NULL;
	p->gstates[i] = g;
	if (!p->form)
		return HPDF_Page_GetExtGStateName(p->page, g);
	if (!(all = pdf_res_sub(p, "ExtGState")))
		return NULL;
	if (!HPDF_Dict_GetItem(all, names[i], HPDF_OCLASS_DICT) &&
	    HPDF_Dict_Add(all, names[i], g))
		return NULL;
	return names[i];
}

/*
 * overprint: with black overprint on, the fill's (bit PDF_OP_FILL) or the
 * stroke's (PDF_OP_STROKE) overprint in step with its new colour c, the
 * other kept; a gs written only when the state changes. The other's bit,
 * when not known (a form's start), is set to knock out.
 */
static void
overprint(struct pdf *p, struct pdf_cmyk c, unsigned bit)
{
	unsigned want = (p->op & p->op_known & ~bit) | (is_black(c) ? bit : 0);
	const char *name;

	/* (DeviceRGB pages are for screens: nothing there overprints) */
	if (!p->overprint || p->model != PDF_CMYK || ((p->op_known & bit) &&
	    (p->op & bit) == (want & bit)))
		return;
	name = gstate_name(p, want);
	if (!name) {
		p->error = p->error ? p->error : 1;
		return;
	}
	op(p, "/");
	pdf_under_gs(p, target(p), want, strlen(name));
	op(p, name);
	op(p, " gs\n");
	p->op = want;
	p->op_known = PDF_OP_FILL | PDF_OP_STROKE;
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

const char *
pdf_gstate_name(struct pdf *p, unsigned state)
{
	return gstate_name(p, state);
}

void
pdf_fill_colour(struct pdf *p, struct pdf_cmyk c)
{
	if (p->svg) {
		pdf_svg_colour(p, p->proof ? proofed(p, c) : c, 0);
		return;
	}
	if (p->have_fill && same(p->fill, c) && !p->form)
		return;
	overprint(p, c, PDF_OP_FILL);
	colour(p, c, 0);
	p->fill = c;
	p->have_fill = !p->form;
}

void
pdf_stroke_colour(struct pdf *p, struct pdf_cmyk c)
{
	if (p->svg) {
		pdf_svg_colour(p, p->proof ? proofed(p, c) : c, 1);
		return;
	}
	if (p->have_stroke && same(p->stroke, c) && !p->form)
		return;
	overprint(p, c, PDF_OP_STROKE);
	colour(p, c, 1);
	p->stroke = c;
	p->have_stroke = !p->form;
}

void
pdf_line_width(struct pdf *p, double mm)
{
	/* On a page (not in a form, whose scale is not known here). */
	if (!p->form && !(p->svg && p->svg->form >= 0) && mm < PDF_MIN_LINE)
		mm = PDF_MIN_LINE;
	if (p->svg) {
		pdf_svg_line_width(p, mm);
		return;
	}
	if (!p->form)
		pdf_under_width(p, mm);
	num(p, mm);
	op(p, "w\n");
}

void
pdf_move(struct pdf *p, double x, double y)
{
	double v[2] = { x, y };

	if (p->svg) {
		pdf_svg_seg(p, 'M', v, 2);
		return;
	}
	pdf_under_point(p, 1, x, y);
	num(p, x);
	num(p, y);
	op(p, "m\n");
}

void
pdf_line(struct pdf *p, double x, double y)
{
	double v[2] = { x, y };

	if (p->svg) {
		pdf_svg_seg(p, 'L', v, 2);
		return;
	}
	pdf_under_point(p, 0, x, y);
	num(p, x);
	num(p, y);
	op(p, "l\n");
}

static void
curve(struct pdf *p, double x1, double y1, double x2, double y2, double x3,
    double y3)
{
	double v[6] = { x1, y1, x2, y2, x3, y3 };

	if (p->svg) {
		pdf_svg_seg(p, 'C', v, 6);
		return;
	}
	/* (the control points bound the curve) */
	pdf_under_point(p, 0, x1, y1);
	pdf_under_point(p, -1, x2, y2);
	pdf_under_point(p, -1, x3, y3);
	num(p, x1);
	num(p, y1);
	num(p, x2);
	num(p, y2);
	num(p, x3);
	num(p, y3);
	op(p, "c\n");
}

void
pdf_close(struct pdf *p)
{
	if (p->svg) {
		pdf_svg_seg(p, 'Z', NULL, 0);
		return;
	}
	op(p, "h\n");
}

void
pdf_circle(struct pdf *p, double x, double y, double r)
{
	/* Four quarter Béziers, k = 4/3 (sqrt 2 - 1). */
	double k = 0.5522847498 * r;

	pdf_move(p, x + r, y);
	curve(p, x + r, y + k, x + k, y + r, x, y + r);
	curve(p, x - k, y + r, x - r, y + k, x - r, y);
	curve(p, x - r, y - k, x - k, y - r, x, y - r);
	curve(p, x + k, y - r, x + r, y - k, x + r, y);
	pdf_close(p);
}

void
pdf_rect(struct pdf *p, double x, double y, double w, double h)
{
	if (p->svg) {
		pdf_svg_rect(p, x, y, w, h);
		return;
	}
	pdf_under_point(p, 1, x, y);
	pdf_under_point(p, 0, x + w, y);
	pdf_under_point(p, 0, x + w, y + h);
	pdf_under_point(p, 0, x, y + h);
	pdf_under_point(p, 0, x, y);
	num(p, x);
	num(p, y);
	num(p, w);
	num(p, h);
	op(p, "re\n");
}

void
pdf_clip_eo(struct pdf *p)
{
	if (p->svg) {
		pdf_svg_clip(p, 1);
		return;
	}
	pdf_under_paint(p, 0, 0);
	op(p, "W* n\n");
}

void
pdf_clip_rect(struct pdf *p, double x, double y, double w, double h)
{
	if (p->svg) {
		pdf_svg_clip_rect(p, x, y, w, h);
		return;
	}
	pdf_rect(p, x, y, w, h);
	pdf_clip(p);
}

/* paint: the path painted as paint says (pdf_svg.h's SVG_FILL,
 * SVG_STROKE, SVG_EO), with PDF's operator pdf. */
static void
paint(struct pdf *p, unsigned how, const char *pdf)
{
	if (p->svg) {
		pdf_svg_paint(p, how);
		return;
	}
	pdf_under_paint(p, (how & SVG_FILL) != 0, (how & SVG_STROKE) != 0);
	op(p, pdf);
}

void
pdf_clip(struct pdf *p)
{
	if (p->svg) {
		pdf_svg_clip(p, 0);
		return;
	}
	pdf_under_paint(p, 0, 0);
	op(p, "W n\n");
}

const char *
pdf_xobject(struct pdf *p, int id)
{
	if (id < 0 || (size_t)id >= p->nforms || !p->page)
		return NULL;
	/*
	 * The page's resources name the form; libharu adds it there when
	 * first asked. Its answer is kept for the page: it looks the name
	 * up through every entry of the resources, and a page places a few
	 * hundred forms (2 % of layout-pdf's time).
	 */
	if (p->forms[id].page != p->pages) {
		p->forms[id].name = HPDF_Page_GetXObjectName(p->page,
		    p->forms[id].dict);
		p->forms[id].page = p->pages;
	}
	if (!p->forms[id].name)
		p->error = p->error ? p->error : 1;
	return p->forms[id].name;
}

void
pdf_image_place(struct pdf *p, int id, double x, double y, double w,
    double h)
{
	const double m[6] = { w, 0, 0, h, x, y };
	const char *name;

	if (p->svg) {
		pdf_svg_form_place(p, id, m);
		return;
	}
	if (p->form || !(name = pdf_xobject(p, id)))
		return;
	/* The unit square, its top row at y (the page's y runs down). */
	op(p, "q\n");
	num(p, w);
	op(p, "0 0 ");
	num(p, -h);
	num(p, x);
	num(p, y + h);
	op(p, "cm\n/");
	op(p, name);
	op(p, " Do\nQ\n");
}

void
pdf_stroke(struct pdf *p)
{
	paint(p, SVG_STROKE, "S\n");
}

void
pdf_fill(struct pdf *p)
{
	paint(p, SVG_FILL, "f\n");
}

void
pdf_fill_stroke(struct pdf *p)
{
	paint(p, SVG_FILL | SVG_STROKE, "B\n");
}

void
pdf_fill_eo(struct pdf *p, int stroke)
{
	paint(p, SVG_FILL | SVG_EO | (stroke ? SVG_STROKE : 0),
	    stroke ? "B*\n" : "f*\n");
}

void
pdf_curve(struct pdf *p, double x1, double y1, double x2, double y2,
    double x3, double y3)
{
	curve(p, x1, y1, x2, y2, x3, y3);
}

void
pdf_line_style(struct pdf *p, int cap, int join)
{
	char buf[16];

	if (p->svg) {
		pdf_svg_line_style(p, cap, join);
		return;
	}
	snprintf(buf, sizeof(buf), "%d J %d j\n", cap, join);
	op(p, buf);
}

void
pdf_save(struct pdf *p)
{
	if (p->svg) {
		pdf_svg_save(p);
		return;
	}
	op(p, "q\n");
	pdf_under_save(p);
	if (p->depth < PDF_SAVES)
		p->saved[p->depth] = (unsigned char)(p->op | p->op_known << 2);
	p->depth++;
}

void
pdf_restore(struct pdf *p)
{
	if (p->svg) {
		pdf_svg_restore(p);
		return;
	}
	op(p, "Q\n");
	pdf_under_restore(p);
	/* The colours before the save are back: forget what we knew. */
	p->have_fill = p->have_stroke = 0;
	/* Their overprint is back too, in step with them: that is known. */
	if (p->depth > 0 && --p->depth < PDF_SAVES) {
		p->op = p->saved[p->depth] & 3u;
		p->op_known = (unsigned)p->saved[p->depth] >> 2;
	} else {
		p->op_known = 0;
	}
}

void
pdf_transform(struct pdf *p, double x, double y, double a, double s)
{
	double c = cos(a) * s, n = sin(a) * s, m[6] = { c, n, -n, c, x, y };

	if (p->svg) {
		pdf_svg_matrix(p, m);
		return;
	}
	pdf_under_matrix(p, m);
	num(p, c);
	num(p, n);
	num(p, -n);
	num(p, c);
	num(p, x);
	num(p, y);
	op(p, "cm\n");
}

int
pdf_write(struct pdf *p, FILE *out, struct diag *d)
{
	HPDF_BYTE buf[65536 + PDF_SPOT_HOLD];
	HPDF_UINT32 n;
	HPDF_STATUS st;
	size_t have = 0, done;

	if (p->svg) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "an SVG document "
		    "is not written as a PDF");
		return -1;
	}
	if (p->page) {
		pdf_flush(p);
		pdf_under_finish(p);
	}
	pdf_write_totals(p);
	if (p->error)
		return pdf_fail(p, d, NULL, "build the PDF");
	if (pdf_font_finish(p, d) < 0)
		return -1;
	if (pdf_deflate_save(p) != HPDF_OK || p->error)
		return pdf_fail(p, d, NULL, "build the PDF");
	HPDF_ResetStream(p->doc);
	do {
		n = (HPDF_UINT32)(sizeof(buf) - have);
		st = HPDF_ReadFromStream(p->doc, buf + have, &n);
		if (st != HPDF_OK && st != HPDF_STREAM_EOF) {
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL,
			    "libharu could not read back the PDF (0x%04X)",
			    (unsigned)st);
			return -1;
		}
		have += n;
		done = p->spot_blanks ? pdf_spot_fix(buf, have,
		    st == HPDF_STREAM_EOF) : have;
		/* The caller says where it failed to write (errno is set). */
		if (done && fwrite(buf, 1, done, out) != done)
			return -1;
		memmove(buf, buf + done, have - done);
		have -= done;
	} while (st != HPDF_STREAM_EOF);
	/* (The file's buffer is 256 KiB: a full disk shows here as often.) */
	if (fflush(out) != 0)
		return -1;
	return 0;
}
