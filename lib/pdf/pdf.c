/* pdf.c: the PDF backend of the drawing interface (draw/dev.h), over
 * libharu: the document, its pages and their content, and the backend's
 * table of operations (pdf_int.h names the other files). */
#include "pdf/pdf_doc.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/font.h"
#include "colour/colour.h"
#include "colour/proof.h"
#include "core/mem.h"
#include "core/num.h"
#include "core/rfile.h"
#include "pdf/pdf_int.h"

static void
on_error(HPDF_STATUS e, HPDF_STATUS d, void *ctx)
{
	struct pdf_doc *p = ctx;

	/* Keep the first error, and what was being done; pdf_fail
	 * reports it. */
	if (!p->error) {
		p->error = e;
		p->detail = d;
		p->failed = p->doing;
	}
}

int
pdf_doc_fail(struct pdf_doc *p, struct diag *d, const char *board,
    const char *what)
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

static int
doc_fail(struct pdf *pub, struct diag *d, const char *board,
    const char *what)
{
	return pdf_doc_fail((struct pdf_doc *)pub, d, board, what);
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
	struct pdf_doc *t = mem_calloc(1, sizeof(*t));
	unsigned char codes[224];
	HPDF_STATUS st = HPDF_OK;
	const char *name;
	size_t i;

	pdf_init(&t->pub, &pdf_doc_dev);
	t->doc = HPDF_New(on_error, t);
	if (!t->doc)
		mem_fail();
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
		pdf_free(&t->pub);
		return -1;
	}
	pdf_free(&t->pub);
	return 0;
}

int
pdf_font_check(const struct font *font, struct diag *d)
{
	return font ? embed_trial(font, d) : 0;
}

static struct pdf_doc *pdf_doc_new(const char *fontpath,
    const struct font *font, struct diag *d);

struct pdf *
pdf_new_font(const char *fontpath, const struct font *font, struct diag *d)
{
	struct pdf_doc *p = pdf_doc_new(fontpath, font, d);

	return p ? &p->pub : NULL;
}

/* pdf_doc_new: pdf_new_font's work. */
static struct pdf_doc *
pdf_doc_new(const char *fontpath, const struct font *font, struct diag *d)
{
	struct font *own = font ? NULL : file_font(fontpath, d);
	struct pdf_doc *p;
	const char *name;

	if (!font && !own)
		return NULL;
	if (embed_trial(font ? font : own, d) < 0) {
		font_free(own);
		return NULL;
	}
	p = mem_calloc(1, sizeof(*p));
	pdf_init(&p->pub, &pdf_doc_dev);
	p->doc = HPDF_New(on_error, p);
	if (!p->doc)
		mem_fail();
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
		pdf_free(&p->pub);
		return NULL;
	}
	/* The page-count forms' digits (and the spaces pdf_patch_total
	 * pads them with), in the subset whatever pages say. */
	HPDF_Font_TextWidth(p->font, (const HPDF_BYTE *)"0123456789/ ", 12);
	if (p->error || HPDF_GetError(p->doc) != HPDF_OK) {
		p->failed = "measure the font's digits";
		p->fontpath = p->fontpath ? p->fontpath : mem_strdup(fontpath);
		pdf_doc_fail(p, d, NULL, "measure the font's digits");
		font_free(own);
		pdf_free(&p->pub);
		return NULL;
	}
	/* (fontpath is the font's own name: freed with it, after its last
	 * use above) */
	font_free(own);
	return p;
}

static void
doc_free(struct pdf *pub)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

	pdf_fini(pub);
	if (p->doc)
		HPDF_Free(p->doc);
	pdf_font_free(p);
	pdf_deflate_free(p);
	pdf_under_free(p);
	MEM_FREE(p->buf, p->forms, p->totals, p->marks, p);
}

void
pdf_total_later(struct pdf *pub)
{
	struct pdf_doc *p = pdf_doc(pub);

	if (p)
		p->later = 1;
}

void
pdf_number_board(struct pdf *pub, size_t first, size_t last)
{
	struct pdf_doc *p = pdf_doc(pub);
	size_t i;

	if (!p)
		return;
	for (i = 0; i < p->nmarks; i++)
		if (p->marks[i].page >= first && p->marks[i].page <= last) {
			p->marks[i].board = p->marks[i].page - first + 1;
			p->marks[i].m = last - first + 1;
		}
}

/* The current target: a form being recorded, or the page. */
static HPDF_Stream
target(struct pdf_doc *p)
{
	if (p->form)
		return p->form->stream;
	return p->page ? ((HPDF_PageAttr)p->page->attr)->stream : NULL;
}

/* pdf_flush: what the buffer holds, into the target stream. */
void
pdf_flush(struct pdf_doc *p)
{
	HPDF_Stream st = target(p);

	if (p->n && st && HPDF_Stream_Write(st, (const HPDF_BYTE *)p->buf,
	    (HPDF_UINT)p->n) != HPDF_OK && !p->error)
		p->error = 1;
	p->n = 0;
}

/* room: the end of the content buffer, with len bytes more room. */
static char *
room(struct pdf_doc *p, size_t len)
{
	if (p->n + len + 1 > p->cap)
		p->buf = mem_grow(p->buf, &p->cap, p->n + len + 1, 1);
	return p->buf + p->n;
}

/* took: len bytes were written at room's place. */
static void
took(struct pdf_doc *p, size_t len)
{
	p->n += len;
	/* Keep a page's pieces in order with what libharu writes itself. */
	if (p->n > (1u << 16))
		pdf_flush(p);
}

static void
put(struct pdf_doc *p, const char *s, size_t len)
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
numx(struct pdf_doc *p, double v, int prec)
{
	char *at = room(p, NUM_SHORT + 1);
	size_t k = num_format_short(at, NUM_SHORT, v, prec);

	at[k] = ' ';
	took(p, k + 1);
}

/* num: v with at most three decimals (a thousandth of a mm or a point). */
static void
num(struct pdf_doc *p, double v)
{
	numx(p, v, 3);
}

static void
op(struct pdf_doc *p, const char *s)
{
	put(p, s, strlen(s));
}

void
pdf_op(struct pdf_doc *p, const char *s)
{
	op(p, s);
}

static void
set_box(struct pdf_doc *p, const char *key, const struct layout_page *pg,
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
paper(struct pdf_doc *p, const struct layout_page *pg)
{
	double rgb[3];

	proof_paper(p->pub.proof, rgb);
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


/* is_black: c is 100 % K as written (three decimals): what overprints. */
static int
is_black(struct pdf_cmyk c)
{
	return !c.spot && c.c < 0.0005 && c.m < 0.0005 && c.y < 0.0005 &&
	    c.k >= 0.9995;
}

static void
colour(struct pdf_doc *p, struct pdf_cmyk c, int stroke)
{
	const char *name;
	char wide[32];
	double v[4];

	if (c.spot && p->pub.model == PDF_CMYK) {
		if (!(name = pdf_spot_name(p, c.spot - 1))) {
			p->error = p->error ? p->error : 1;
			return;
		}
		op(p, "/");
		op(p, name);
		op(p, stroke ? " CS 1 SCN\n" : " cs 1 scn\n");
		return;
	}
	if (p->pub.model == PDF_RGB && p->pub.proof) {
		double cmyk[4] = { c.c, c.m, c.y, c.k }, rgb[3];

		proof_cmyk(p->pub.proof, cmyk, rgb);
		num(p, rgb[0]);
		num(p, rgb[1]);
		num(p, rgb[2]);
		op(p, stroke ? "RG\n" : "rg\n");
		return;
	}
	if (p->pub.model == PDF_RGB) {
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
			colour_conv_under_black(p->pub.conv, c.rgb & 0xffffff,
			    v);
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
pdf_res_sub(struct pdf_doc *p, const char *key)
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
gstate_name(struct pdf_doc *p, unsigned i)
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

/* put_gs: the graphics state of overprint bits want set on the page,
 * both bits known from here on. */
static void
put_gs(struct pdf_doc *p, unsigned want)
{
	const char *name = gstate_name(p, want);

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
 * overprint: with black overprint on, the fill's (bit PDF_OP_FILL) or the
 * stroke's (PDF_OP_STROKE) overprint in step with its new colour c, the
 * other kept; a gs written only when the state changes. The other's bit,
 * when not known (a form's start), is set to knock out.
 */
static void
overprint(struct pdf_doc *p, struct pdf_cmyk c, unsigned bit)
{
	unsigned want = (p->op & p->op_known & ~bit) | (is_black(c) ? bit : 0);

	/* (DeviceRGB pages are for screens: nothing there overprints) */
	if (!p->pub.overprint || p->pub.model != PDF_CMYK ||
	    ((p->op_known & bit) && (p->op & bit) == (want & bit)))
		return;
	put_gs(p, want);
}

/* op_stroke: pdf_stroke_overprint's work: strokes overprint from here on,
 * whatever the template's overprint says (the die's lines). */
static void
op_stroke(struct pdf_doc *p)
{
	unsigned want = (p->op & p->op_known & PDF_OP_FILL) | PDF_OP_STROKE;

	if (p->pub.model != PDF_CMYK || ((p->op_known & PDF_OP_STROKE) &&
	    (p->op & PDF_OP_STROKE)))
		return;
	put_gs(p, want);
}

void
pdf_stroke_overprint(struct pdf *pub)
{
	struct pdf_doc *p = pdf_doc(pub);

	/* (overprint is the PDF's: nothing on SVG) */
	if (p)
		op_stroke(p);
}

const char *
pdf_gstate_name(struct pdf_doc *p, unsigned state)
{
	return gstate_name(p, state);
}

static int
doc_page_begin(struct pdf *pub, const struct layout_page *pg)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

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
	pub->pages++;
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
	if (pub->proof)
		paper(p, pg);
	return p->error ? -1 : 0;
}

static void
doc_colour(struct pdf *pub, struct pdf_cmyk c, int stroke)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

	if (stroke) {
		if (p->have_stroke && same(p->stroke, c) && !p->form)
			return;
		overprint(p, c, PDF_OP_STROKE);
		colour(p, c, 1);
		p->stroke = c;
		p->have_stroke = !p->form;
		return;
	}
	if (p->have_fill && same(p->fill, c) && !p->form)
		return;
	overprint(p, c, PDF_OP_FILL);
	colour(p, c, 0);
	p->fill = c;
	p->have_fill = !p->form;
}

static void
doc_line_width(struct pdf *pub, double mm)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

	/* On a page (not in a form, whose scale is not known here). */
	if (!p->form && mm < PDF_MIN_LINE)
		mm = PDF_MIN_LINE;
	if (!p->form)
		pdf_under_width(p, mm);
	num(p, mm);
	op(p, "w\n");
}

static void
doc_move(struct pdf *pub, double x, double y)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

	pdf_under_point(p, 1, x, y);
	num(p, x);
	num(p, y);
	op(p, "m\n");
}

static void
doc_line(struct pdf *pub, double x, double y)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

	pdf_under_point(p, 0, x, y);
	num(p, x);
	num(p, y);
	op(p, "l\n");
}

static void
doc_curve(struct pdf *pub, const double v[6])
{
	struct pdf_doc *p = (struct pdf_doc *)pub;
	int i;

	/* (the control points bound the curve) */
	pdf_under_point(p, 0, v[0], v[1]);
	pdf_under_point(p, -1, v[2], v[3]);
	pdf_under_point(p, -1, v[4], v[5]);
	for (i = 0; i < 6; i++)
		num(p, v[i]);
	op(p, "c\n");
}

static void
doc_close(struct pdf *pub)
{
	op((struct pdf_doc *)pub, "h\n");
}

static void
doc_rect(struct pdf *pub, double x, double y, double w, double h)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

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

static void
doc_clip(struct pdf *pub, int eo)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

	pdf_under_paint(p, 0, 0);
	op(p, eo ? "W* n\n" : "W n\n");
}

static void
doc_clip_rect(struct pdf *pub, double x, double y, double w, double h)
{
	doc_rect(pub, x, y, w, h);
	doc_clip(pub, 0);
}

/* doc_paint: the path painted as how says (PDF_PAINT_*), by PDF's
 * operator for it. */
static void
doc_paint(struct pdf *pub, unsigned how)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;
	int fill = (how & PDF_PAINT_FILL) != 0;
	int stroke = (how & PDF_PAINT_STROKE) != 0;

	pdf_under_paint(p, fill, stroke);
	if (how & PDF_PAINT_EO)
		op(p, stroke ? "B*\n" : "f*\n");
	else
		op(p, fill && stroke ? "B\n" : fill ? "f\n" : "S\n");
}

const char *
pdf_xobject(struct pdf_doc *p, int id)
{
	if (id < 0 || (size_t)id >= p->nforms || !p->page)
		return NULL;
	/*
	 * The page's resources name the form; libharu adds it there when
	 * first asked. Its answer is kept for the page: it looks the name
	 * up through every entry of the resources, and a page places a few
	 * hundred forms (2 % of layout-pdf's time).
	 */
	if (p->forms[id].page != p->pub.pages) {
		p->forms[id].name = HPDF_Page_GetXObjectName(p->page,
		    p->forms[id].dict);
		p->forms[id].page = p->pub.pages;
	}
	if (!p->forms[id].name)
		p->error = p->error ? p->error : 1;
	return p->forms[id].name;
}

static void
doc_image_place(struct pdf *pub, int id, double x, double y, double w,
    double h)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;
	const char *name;

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

static void
doc_line_style(struct pdf *pub, int cap, int join)
{
	char buf[16];

	snprintf(buf, sizeof(buf), "%d J %d j\n", cap, join);
	op((struct pdf_doc *)pub, buf);
}

/* pdf_doc_save: pdf_save's work. */
static void
pdf_doc_save(struct pdf_doc *p)
{
	op(p, "q\n");
	pdf_under_save(p);
	if (p->depth < PDF_SAVES)
		p->saved[p->depth] = (unsigned char)(p->op | p->op_known << 2);
	p->depth++;
}

static void
doc_save(struct pdf *pub)
{
	pdf_doc_save((struct pdf_doc *)pub);
}

static void
doc_restore(struct pdf *pub)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

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
pdf_doc_matrix(struct pdf_doc *p, const double m[6])
{
	int i;

	pdf_under_matrix(p, m);
	for (i = 0; i < 6; i++)
		num(p, m[i]);
	op(p, "cm\n");
}

static void
doc_matrix(struct pdf *pub, const double m[6])
{
	pdf_doc_matrix((struct pdf_doc *)pub, m);
}

static int
doc_write(struct pdf *pub, FILE *out, struct diag *d)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;
	HPDF_BYTE buf[65536 + PDF_SPOT_HOLD];
	HPDF_UINT32 n;
	HPDF_STATUS st;
	size_t have = 0, done;

	if (p->page) {
		pdf_flush(p);
		pdf_under_finish(p);
	}
	pdf_write_totals(p);
	if (p->error)
		return pdf_doc_fail(p, d, NULL, "build the PDF");
	if (pdf_font_finish(p, d) < 0)
		return -1;
	if (pdf_xid_mark(p) < 0)
		return pdf_doc_fail(p, d, NULL, "name the forms (GTS_XID)");
	if (pdf_deflate_save(p) != HPDF_OK || p->error)
		return pdf_doc_fail(p, d, NULL, "build the PDF");
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

const struct pdf_dev pdf_doc_dev = {
	.free = doc_free,
	.page_begin = doc_page_begin,
	.colour = doc_colour,
	.line_width = doc_line_width,
	.line_style = doc_line_style,
	.move = doc_move,
	.line = doc_line,
	.curve = doc_curve,
	.close = doc_close,
	.rect = doc_rect,
	.paint = doc_paint,
	.clip = doc_clip,
	.clip_rect = doc_clip_rect,
	.save = doc_save,
	.restore = doc_restore,
	.matrix = doc_matrix,
	.text = pdf_doc_text,
	.text_width = pdf_doc_text_width,
	.page_total = pdf_doc_page_total,
	.form_begin = pdf_doc_form_begin,
	.form_end = pdf_doc_form_end,
	.form_place = pdf_doc_form_place,
	.image = pdf_doc_image,
	.image_place = doc_image_place,
	.write = doc_write,
	.fail = doc_fail,
	.spots = pdf_doc_spots,
};
