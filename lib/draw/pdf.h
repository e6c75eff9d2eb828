/*
 * pdf.h: the drawing interface: a document of pages drawn in mm, whose
 * backend (dev.h's table) is the PDF over libharu (pdf_new, lib/pdf) or
 * SVG for screens (pdf_new_svg, lib/svg); the same calls draw on either,
 * and the drawing never asks which. Calls marked as the PDF's alone
 * (the document keys, records, deflate level, spot colours and black
 * overprint) do nothing on an SVG document.
 */
#ifndef BP_PDF_H
#define BP_PDF_H

#include <stddef.h>
#include <stdio.h>

#include "board/rules.h"
#include "core/diag.h"
#include "draw/layout.h"

/*
 * The thinnest line a print shop accepts: 0.25 pt (0.0882 mm), rounded up
 * to the content streams' three decimals of a mm.
 */
#define PDF_MIN_LINE 0.089

/*
 * A colour as CMYK fractions in [0, 1]; or, with spot i + 1, full tint of
 * the document's spot colour i (pdf_set_spots), c m y k its fallback; or,
 * with spot PDF_SPOT_ALL, full tint of the All separation: every plate,
 * the spots' too (for crop, trim and registration marks only; never art
 * or text), 1 1 1 1 its fallback. On RGB pages each paints c m y k.
 */
struct pdf_cmyk {
	double c, m, y, k;
	unsigned spot;
	/* A colour of pdf_rgb's that black overprinting it would change:
	 * its RGB | PDF_HEAVY (pdf_under.c); else 0. */
	unsigned rgb;
};
#define PDF_SPOT_ALL 0xffffu

/* pdf_registration: the marks' colour, the All separation. */
static inline struct pdf_cmyk
pdf_registration(void)
{
	struct pdf_cmyk c = { 1, 1, 1, 1, PDF_SPOT_ALL, 0 };
	return c;
}

/*
 * The die's separations (sheet/die.h): with spot PDF_SPOT_CUT, full tint
 * of the CutContour separation, the name digital cutters and their RIPs
 * read a contour by, 100 % magenta its fallback; with PDF_SPOT_CREASE,
 * of the Crease separation, 100 % cyan its fallback. For die lines only.
 */
#define PDF_SPOT_CUT 0xfffeu
#define PDF_SPOT_CREASE 0xfffdu

static inline struct pdf_cmyk
pdf_die_colour(int crease)
{
	struct pdf_cmyk c = { crease, !crease, 0, 0,
	    crease ? PDF_SPOT_CREASE : PDF_SPOT_CUT, 0 };
	return c;
}

#define PDF_HEAVY 0x80000000u

struct pdf;
struct colour_conv;

/*
 * pdf_rgb: a 0xRRGGBB (sRGB) colour as the page paints it: through p's
 * conversion into the output profile (pdf_set_conv, colour/colour.h) on
 * CMYK pages; on RGB pages (or without a conversion), the colour itself,
 * held as the CMYK that the page's RGB operators turn back into it.
 * With PDF_CMYK_BIT set, rgb is a CMYK colour a style gave
 * (PDF_CMYK_BIT | c << 21 | m << 14 | y << 7 | k, percents): painted as
 * given, unconverted (board/style.h's STYLE_CMYK is the same bit).
 */
#define PDF_CMYK_BIT 0x80000000u
/*
 * With PDF_SPOT_BIT set too (board/style.h's STYLE_SPOT), rgb is
 * PDF_CMYK_BIT | PDF_SPOT_BIT | i: spot colour i of pdf_set_spots.
 */
#define PDF_SPOT_BIT 0x40000000u
struct pdf_cmyk pdf_rgb(struct pdf *p, unsigned rgb);

/*
 * pdf_set_spots: the spot colours of what is drawn next (a style's,
 * board/rules.h; the caller keeps them): each a Separation colour space
 * with its CMYK fallback, made in the document when first painted.
 */
void pdf_set_spots(struct pdf *p, const struct rules_spot *s, size_t n);

/* pdf_set_conv: the conversion pdf_rgb uses (the caller keeps it). */
void pdf_set_conv(struct pdf *p, struct colour_conv *conv);

struct proof;
/*
 * pdf_set_proof: RGB pages become a soft proof (colour/proof.h) of the
 * print pages: pdf_rgb gives the CMYK of the print pages (through the
 * conversion, spot colours as their CMYK fallbacks), every colour and
 * picture is painted as pf shows that CMYK in sRGB, and each page starts
 * with its bleed box filled with the paper's colour. The caller keeps pf;
 * set before the first page, with the model PDF_RGB.
 */
void pdf_set_proof(struct pdf *p, struct proof *pf);

/*
 * pdf_set_deflate: zlib's level (1 to 9) for every stream of the
 * document when it is written; pdf_new's is 6, libharu's own.
 */
void pdf_set_deflate(struct pdf *p, int level);

/*
 * pdf_set_xid: with on (a PDF/VT file's documents), each form and image
 * carries a GTS_XID (ISO 16612-2) made from all it draws, the same for
 * the same art in every file (pdf_xid.c says how); set before pdf_write.
 */
void pdf_set_xid(struct pdf *p, int on);

static inline struct pdf_cmyk
pdf_k(double k)
{
	struct pdf_cmyk c = { 0, 0, 0, k, 0, 0 };
	return c;
}

struct pdf;

/*
 * pdf_new: an empty PDF document (lib/pdf) whose text uses the TrueType
 * font at fontpath, embedded as a subset. Returns NULL with a message in d when
 * the font cannot be loaded.
 */
struct pdf *pdf_new(const char *fontpath, struct diag *d);

struct font;

/*
 * pdf_new_font: the same, its text in font (a style's, board/font.h,
 * already checked; copied) instead when font is not NULL.
 */
struct pdf *pdf_new_font(const char *fontpath, const struct font *font,
    struct diag *d);

/*
 * pdf_font_check: 0 when libharu can embed font (a style's, already
 * taken by board/font.h) with every code a page can show, as
 * pdf_new_font tries it again; -1 with one line in d ("FONT: libharu
 * cannot embed the font …") when not. NULL font: 0. gen-graph asks it
 * with a style, so such a font is refused before a deck is written.
 */
int pdf_font_check(const struct font *font, struct diag *d);
void pdf_free(struct pdf *p);

/*
 * pdf_new_svg: a document whose pages are drawn as SVG (lib/svg), for
 * screens: the same calls as on pdf_new's, each page one standalone SVG
 * document (pdf_svg_page) instead of PDF content. Colours are the sRGB
 * an RGB page (PDF_RGB) paints: the designer's hex as given; a CMYK or
 * spot colour a style gives as (1 - c)(1 - k) and so on. Text is the
 * font's glyph outlines at the PDF's advance widths. Not for pdf_write.
 * NULL (message in d) when the font cannot be loaded.
 */
struct pdf *pdf_new_svg(const char *fontpath, const struct font *font,
    struct diag *d);

/*
 * pdf_svg_page: the current page of an SVG document as a standalone SVG
 * document: its view the page's media box, white, its width and height
 * the box's in mm times scale (pixels per mm), rounded. The text (its
 * length in *len) is p's, good until the next call or page; NULL when p
 * is not an SVG document or has no page.
 */
const char *pdf_svg_page(struct pdf *p, double scale, size_t *len);

/*
 * pdf_page_begin: add a page with pg's boxes (MediaBox, BleedBox, TrimBox
 * written into the page dictionary) and make the trim box's top-left
 * corner the origin, in mm, y down. Returns 0, or -1 on a libharu error.
 */
int pdf_page_begin(struct pdf *p, const struct layout_page *pg);

/* Drawing on the current page; lengths in mm, angles in radians. */
void pdf_fill_colour(struct pdf *p, struct pdf_cmyk c);
void pdf_stroke_colour(struct pdf *p, struct pdf_cmyk c);
void pdf_line_width(struct pdf *p, double mm);
void pdf_move(struct pdf *p, double x, double y);
void pdf_line(struct pdf *p, double x, double y);
void pdf_close(struct pdf *p);
void pdf_circle(struct pdf *p, double x, double y, double r);
void pdf_rect(struct pdf *p, double x, double y, double w, double h);
void pdf_stroke(struct pdf *p);
void pdf_fill(struct pdf *p);
void pdf_fill_stroke(struct pdf *p);
/* pdf_fill_eo: fill with the even-odd rule (and stroke, with stroke). */
void pdf_fill_eo(struct pdf *p, int stroke);
/* pdf_curve: a cubic Bézier from the current point through (x1, y1),
 * (x2, y2) to (x3, y3). */
void pdf_curve(struct pdf *p, double x1, double y1, double x2, double y2,
    double x3, double y3);
/* pdf_line_style: line cap (0 butt, 1 round, 2 square) and join (0 miter,
 * 1 round, 2 bevel) for the strokes that follow. */
void pdf_line_style(struct pdf *p, int cap, int join);
void pdf_save(struct pdf *p);
void pdf_restore(struct pdf *p);
/* pdf_transform: translate to (x, y), rotate by a, scale by s. */
void pdf_transform(struct pdf *p, double x, double y, double a, double s);

/*
 * Forms: a drawing defined once per document and placed many times
 * (icons, dots). pdf_form_begin starts recording, in the form's own units
 * within the box (x0, y0)-(x1, y1); drawing calls go into the form until
 * pdf_form_end, which returns its id (or -1). A form sets no colours: it
 * paints with those current where it is placed. pdf_form_place draws
 * form id translated to (x, y), turned by a (radians) and scaled by s.
 * Forms belong to one document; pdf_form_keep files a form's id under a
 * key (what it draws, and a part number) and pdf_form_find returns it
 * (or -1), so a drawer makes each form once per document.
 */
int pdf_form_begin(struct pdf *p, double x0, double y0, double x1,
    double y1);
int pdf_form_end(struct pdf *p);
void pdf_form_place(struct pdf *p, int id, double x, double y, double a,
    double s);
int pdf_form_find(const struct pdf *p, const void *key, int part);
void pdf_form_keep(struct pdf *p, const void *key, int part, int id);

enum { PDF_LEFT, PDF_CENTER, PDF_RIGHT };

/*
 * pdf_text: UTF-8 text (Latin-1 characters shown, others as '?') of size
 * pt points with its baseline at y, aligned on x.
 */
void pdf_text(struct pdf *p, double x, double y, double pt, int align,
    const char *utf8);

/* pdf_text_width: width in mm of utf8 at size pt. */
double pdf_text_width(struct pdf *p, double pt, const char *utf8);

/*
 * The colour model pages paint in: PDF_CMYK (DeviceCMYK, the default, for
 * print) or PDF_RGB (DeviceRGB, for screens; colours converted back from
 * CMYK). Set before the first page.
 */
enum { PDF_CMYK, PDF_RGB };
void pdf_set_model(struct pdf *p, int model);

/*
 * pdf_set_overprint: with on, what is painted in 100 % K (c = m = y = 0,
 * k = 1) overprints, fill and stroke each as its colour is (ExtGState
 * /op and /OP, /OPM 1: the inks under the black stay), and every other
 * colour knocks out; off (the default), everything knocks out. For
 * DeviceCMYK print pages; set before the first page.
 */
void pdf_set_overprint(struct pdf *p, int on);

/*
 * pdf_stroke_overprint: from here to the next restore, strokes overprint
 * (ExtGState /OP true, /OPM 1), whatever their colour and whatever
 * pdf_set_overprint says: a die line in its separation then marks its own
 * plate and leaves every other as the art made it. Call it after setting
 * the stroke's colour. The PDF's alone, on CMYK pages only.
 */
void pdf_stroke_overprint(struct pdf *p);

/*
 * ISO 19593-1 processing steps: pdf_step_begin starts what is drawn in
 * the optional content group of step (PDF_STEP_CUTTING, _CREASING), made
 * once a document with its GTS_Metadata (GTS_ProcStepsGroup /Structural,
 * GTS_ProcStepsType /Cutting or /Creasing) and listed in the catalog's
 * /OCProperties, off in its default configuration (a PDF/X-4 RIP prints
 * the default configuration: the steps are not printed; a viewer lists
 * them to be shown); pdf_step_end ends it. Optional content is PDF 1.5:
 * for PDF/X-4 and screen pages. The PDF's alone: nothing on SVG. Returns
 * 0, or -1 on a libharu error (kept for pdf_fail).
 */
enum { PDF_STEP_CUTTING, PDF_STEP_CREASING, PDF_STEPS };
int pdf_step_begin(struct pdf *p, int step);
void pdf_step_end(struct pdf *p);

/* pdf_clip: narrow the clip to the current path (which it ends, unpainted)
 * until the next restore. */
void pdf_clip(struct pdf *p);
/* pdf_clip_eo: the same by the even-odd rule (a rectangle less the
 * rectangles inside it). */
void pdf_clip_eo(struct pdf *p);

/* pdf_clip_rect: narrow the clip to a rectangle until the next restore. */
void pdf_clip_rect(struct pdf *p, double x, double y, double w, double h);

/* pdf_clip: the current path (nonzero winding) narrows the clip until
 * the next restore; the path is used up. */
void pdf_clip(struct pdf *p);

/*
 * Images: pdf_image_rgb makes w x h sRGB pixels (3 bytes each, rows top
 * down) an image of the document, once per key (the same key returns
 * the same image): on CMYK pages converted into DeviceCMYK through the
 * conversion pdf_rgb uses (colour_conv_pixels: the output profile, the
 * ink cap), on RGB pages DeviceRGB; 8 bits, Flate-compressed. Returns
 * its id, or -1 (message in d). pdf_image_place draws image id filling
 * the rectangle at (x, y), w x h mm, on the current page. On an SVG
 * document (pdf_new_svg) the image is src, the picture's own file, in a
 * data: URL, once a page, as a screen shows it.
 */
struct pdf_image_src {
	const char *mime;          /* "image/png" or "image/jpeg" */
	const unsigned char *data; /* the picture's file, as the style gave it */
	size_t n;
};
int pdf_image_rgb(struct pdf *p, const void *key, const unsigned char *rgb,
    int w, int h, const struct pdf_image_src *src, struct diag *d);
void pdf_image_place(struct pdf *p, int id, double x, double y, double w,
    double h);

/*
 * pdf_page_total: the document's final page count, as text of size pt
 * with its baseline's left end at (x, y): a form whose text is written
 * when the document is, so a page can say "page 3/12" before page 12
 * exists. Returns the width it expects the number to take, in mm.
 */
double pdf_page_total(struct pdf *p, double x, double y, double pt);

/*
 * The document's keys. title (UTF-8, shown in Latin-1), date in seconds
 * since the epoch (CreationDate and ModDate; never the clock, so the same
 * deck gives the same bytes), id the 16 bytes of the trailer's /ID. With
 * pdfx, the keys of PDF/X level (layout.h's LAYOUT_X*: X-1a:2001 in PDF
 * 1.3, X-1a:2003 in PDF 1.4, X-4 in PDF 1.6 with its XMP metadata):
 * Trapped False, GTS_PDFXVersion, and one OutputIntent naming condition
 * ("FOGRA39", "CGATS TR 001", …) with the ICC profile file icc embedded
 * as its DestOutputProfile when not NULL; with icc_any, icc is taken
 * whatever condition its description names, and the intent's
 * OutputCondition and Info say which profile it is. With vt (X-4 only), the file
 * is PDF/VT-1 (ISO 16612-2): the XMP says so, and the catalog's
 * /DPartRoot is a placeholder the merge (merge/pdfmerge.h) replaces with
 * the document part tree of the records (pdf_record) of every input.
 * subject, when not NULL, is the Info dictionary's Subject (a soft proof
 * says there what it is).
 */
struct pdf_meta {
	const char *title;
	const char *subject;
	long long date;
	unsigned char id[16];
	int pdfx;
	int level;
	const char *condition;
	const char *icc;
	int icc_any;
	int vt;
};

/*
 * A record of a PDF/VT file: one board. pdf_record marks pages first to
 * last (numbered as pdf_pages) as one record: a DPart leaf whose /DPM
 * (document part metadata) holds the board's id, rules, seed, attempt,
 * verdict and seats' spread (and, for a board played by validate --play,
 * /PlayVerdict, /PlayBot, /PlayGames and the seats' /PlayShares, /PlayLow
 * and /PlayHigh), and each page's /DPart pointing to it; the merge gives
 * the leaf its /Parent, /Start and /End and the record's pages in the
 * file (/BoardPages). Returns 0, or -1 on a libharu error.
 */
struct check_play;
struct pdf_record {
	const char *id, *rules;
	unsigned long long seed;
	unsigned attempt;
	int pass;       /* 1, 0, or -1 when the deck carries no verdict */
	double spread;  /* (best - worst) / best of the seats' levels */
	const struct check_play *play; /* fairness.play's, or NULL */
};
int pdf_record(struct pdf *p, size_t first, size_t last,
    const struct pdf_record *r);

/* pdf_set_meta: returns 0, or -1 (message in d) when icc cannot be read. */
int pdf_set_meta(struct pdf *p, const struct pdf_meta *m, struct diag *d);

/*
 * pdf_write: the whole document to out. Returns 0, or -1: with a message
 * in d when libharu fails; with errno set and no message when out cannot
 * be written (the caller knows what out is, and says so).
 */
int pdf_write(struct pdf *p, FILE *out, struct diag *d);

/*
 * pdf_fail: -1, with one DIAG_FATAL line in d (for board, NULL for none)
 * unless d holds one already: libharu's first error in p (its code and
 * detail) and what p was doing then ("draw text in the font", its file
 * named), or else "libharu could not " what. For a caller whose pdf call
 * failed, and for every caller that finds p in error: no libharu error
 * goes untold.
 */
int pdf_fail(struct pdf *p, struct diag *d, const char *board,
    const char *what);

/*
 * pdf_pages: how many pages so far: the number of the current page in
 * the file, counting the pdf_set_page0 pages before the document's.
 */
size_t pdf_pages(const struct pdf *p);

/*
 * A file drawn as several documents (batches, joined by merge/pdfmerge.h):
 * pdf_set_page0 says how many pages of the file come before p's, so its
 * pages are numbered on from there; pdf_total_later, before pdf_write,
 * leaves the page-count forms' text as PDF_TOTAL_MARK (uncompressed) for
 * pdf_patch_total to overwrite in the written file at path with the
 * file's count, once it is known. pdf_patch_total returns 0, or -1 with
 * errno set.
 */
#define PDF_TOTAL_MARK "%%boardpress-page-total%%"
void pdf_set_page0(struct pdf *p, size_t n);
void pdf_total_later(struct pdf *p);
int pdf_patch_total(const char *path, size_t total);

/*
 * A file whose pages are numbered by what it is merged into (press-run's
 * chunks, see merge/pagemark.h): after pdf_number_later, the number
 * before the total is no longer drawn (pdf_page_of gives ""), and
 * pdf_page_total draws the whole "n/N" of each page as a mark, in room
 * for "99999/99999" (pdf_total_room); pdf_number_board tells which pages
 * (first..last, numbered as pdf_pages) are one board's, so the marks
 * carry their place in it too.
 */
void pdf_number_later(struct pdf *p);
void pdf_number_board(struct pdf *p, size_t first, size_t last);
/* pdf_page_of: the text before the total, "n/" ("" when numbered later),
 * into buf (len bytes). */
void pdf_page_of(const struct pdf *p, char *buf, size_t len);
/* pdf_total_room: the width, mm, the text after pdf_page_of is given
 * (two digits; "99999/99999" when numbered later). */
double pdf_total_room(struct pdf *p, double pt);

#endif
