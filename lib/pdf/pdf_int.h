/*
 * pdf_int.h: the PDF backend's insides, shared by its files only: pdf.c
 * (the document's life, its pages and their content: colours and their
 * overprint, paths, transforms; its table of operations), pdf_text.c
 * (text in the embedded font, the page count), pdf_font.c (the font's
 * subset, tag and ToUnicode map, made at write time; HarfBuzz stays
 * there), pdf_meta.c (the document keys: title, dates, /ID, PDF/X),
 * pdf_form.c (forms), pdf_image.c (pictures), pdf_spot.c, pdf_under.c
 * and pdf_deflate.c. libharu's types stay in these files; the interface
 * is draw/pdf.h, what the SVG backend asks of it pdf/pdf_doc.h.
 */
#ifndef BP_PDF_INT_H
#define BP_PDF_INT_H

#include <hpdf.h>
#include <hpdf_doc.h>
#include <hpdf_ext_gstate.h>
#include <hpdf_objects.h>
#include <hpdf_pages.h>

#include "core/num.h"
#include "core/sha256.h"
#include "draw/dev.h"
#include "draw/pdf.h"
#include "pdf/pdf_doc.h"

struct libdeflate_compressor;

/*
 * Page content is written as raw PDF operators into a buffer of ours
 * (numbers formatted once, cheaply) and handed to the page's (or a form's)
 * stream in one piece; libharu's own drawing calls cost more in number
 * formatting than the drawing itself. libharu still owns the document,
 * the fonts and text, and compression.
 */
enum { PDF_OP_FILL = 1, PDF_OP_STROKE = 2, PDF_SAVES = 32 };

/* A PDF document: the interface's common state first (pdf_doc() finds
 * this from it). */
struct pdf_doc {
	struct pdf pub;
	HPDF_Doc doc;
	HPDF_Font font;
	struct hb_face_t *fontsrc; /* its program, read once, for the subset */
	char *fontpath;     /* its file, for messages */
	int fontcff;        /* its outlines CFF: embedded as Type 1C */
	uint8_t fontsum[SHA256_LEN]; /* its bytes' digest (pdf_xid.c) */
	int xid;            /* PDF/VT: GTS_XID on forms and images */
	HPDF_Page page;
	int later;          /* the total is written by pdf_patch_total */
	HPDF_STATUS error;
	HPDF_STATUS detail;
	const char *doing;  /* what the libharu calls under way do, or NULL */
	const char *failed; /* what they did at the first error (pdf_fail) */
	char *buf;
	size_t n, cap;
	HPDF_Dict form;     /* the form being recorded, or NULL */
	struct {
		HPDF_Dict dict;
		const char *name; /* its name in the resources of page */
		size_t page;      /* (p->pub.pages when named; 0: not yet) */
		double box[4];    /* its BBox */
		int black;        /* it paints 100 % K itself */
		int later;        /* its text is written over after the
				   * save (pdf_total_later): its GTS_XID
				   * too (PDF_XID_LATER) */
	} *forms;
	double formbox[4];  /* the BBox of the form being recorded */
	int formblack;      /* and whether it paints 100 % K */
	size_t nforms, capforms;
	/* Colours in force, so a repeated one is not written again. */
	struct pdf_cmyk fill, stroke;
	int have_fill, have_stroke;
	int deflate;        /* zlib's level when written (pdf_set_deflate) */
	HPDF_Array sep[RULES_SPOTS]; /* their colour spaces, once made */
	HPDF_Array all;     /* the All separation's, once made */
	HPDF_Array die[2];  /* CutContour's and Crease's, once made */
	HPDF_Dict ocg[PDF_STEPS]; /* the processing steps' groups (pdf_step.c),
				     once made */
	int spot_blanks;    /* a name made has blanks (pdf_spot_fix) */
	/*
	 * Black overprint (pdf_set_overprint): the ExtGStates by what
	 * overprints (PDF_OP_FILL | PDF_OP_STROKE), made when first used;
	 * the state in force (op, the bits of it that are known: none at a
	 * form's start, whose state is where it is placed) and, for each
	 * open save (q), the state to return to at its restore (Q).
	 */
	HPDF_Dict gstates[4];
	unsigned op, op_known;
	unsigned char saved[PDF_SAVES];
	size_t depth;
	struct {
		unsigned op, op_known;
		size_t depth;
	} outside;          /* the page's, while a form is recorded */
	struct {
		double pt;
		HPDF_Dict form;
		int id;
	} *totals;          /* page-count forms, one per text size */
	size_t ntotals, captotals;
	struct {
		double pt;
		HPDF_Dict form;
		size_t page, board, m; /* in the file; in its board, of m */
	} *marks;           /* with numbered: each page's "n/N" form */
	size_t nmarks, capmarks;
	/*
	 * What black overprints on the page (pdf_under.c): the matrix and
	 * line width in force and at each open save, the bounding box of
	 * the path being built, the boxes of heavy colours painted, the
	 * places their inks are written at, and the heavy colours black
	 * was painted over.
	 */
	struct {
		double ctm[6], lw;
		struct {
			double ctm[6], lw;
			long gs;
		} saved[PDF_SAVES];
		long gs;            /* the overprint state's gs in force */
		struct {
			size_t at, len;
			unsigned state;
			int knock;  /* black in its run knocks out */
		} *gsop;            /* the page's overprint gs operators */
		size_t ngsop, capgsop;
		size_t depth;
		double path[4], at[2];
		int have_path;
		int track;          /* a heavy colour was set on the page */
		struct {
			double box[4];
			int move;
		} *seg;             /* the path's segments' boxes */
		size_t nseg, capseg;
		struct {
			double box[4];
			unsigned rgb;
			int keep;   /* too far moved under black: kept */
		} *region;
		size_t nregion, capregion;
		struct {
			size_t at;
			unsigned rgb;
		} *patch;
		size_t npatch, cappatch;
		unsigned *listed;
		size_t nlisted, caplisted;
	} u;
	/* Pages deflated when done (pdf_deflate_page): their streams; and
	 * the compressor (at deflate, made when first used) and buffers
	 * every stream is deflated with. */
	HPDF_Stream *packed;
	size_t npacked, cappacked;
	struct libdeflate_compressor *packer;
	unsigned char *packin, *packout;
	size_t capin, capout;
};

/* The PDF backend's table (pdf.c). */
extern const struct pdf_dev pdf_doc_dev;

/* pdf_doc: p as a PDF document, or NULL when another backend made it
 * (the PDF's own calls, pdf_set_meta and the like, do nothing there). */
static inline struct pdf_doc *
pdf_doc(struct pdf *p)
{
	return p && p->dev == &pdf_doc_dev ? (struct pdf_doc *)p : NULL;
}

/* pdf_doc_fail: pdf_fail's work (pdf.c). */
int pdf_doc_fail(struct pdf_doc *p, struct diag *d, const char *board,
    const char *what);
/* pdf_doc_matrix: pdf_transform's work (pdf.c), for the backend's own
 * files. */
void pdf_doc_matrix(struct pdf_doc *p, const double m[6]);

/* The table's entries in the other files: text (pdf_text.c), forms
 * (pdf_form.c), images (pdf_image.c), spot colours (pdf_spot.c); as
 * dev.h says. */
void pdf_doc_text(struct pdf *p, double x, double y, double size, double w,
    const char *latin1);
double pdf_doc_text_width(struct pdf *p, double pt, const char *utf8);
double pdf_doc_page_total(struct pdf *p, double x, double y, double pt);
int pdf_doc_form_begin(struct pdf *p, const double box[4]);
int pdf_doc_form_end(struct pdf *p);
void pdf_doc_form_place(struct pdf *p, int id, const double m[6]);
int pdf_doc_image(struct pdf *p, const unsigned char *rgb, int w, int h,
    const struct pdf_image_src *src, struct diag *d);
void pdf_doc_spots(struct pdf *p, const struct rules_spot *s, size_t n);

/*
 * pdf_res_sub: the dictionary key ("ExtGState", "ColorSpace") of the
 * resources of the page or of the form being recorded, made when missing;
 * NULL on an error.
 */
HPDF_Dict pdf_res_sub(struct pdf_doc *p, const char *key);
/*
 * pdf_xobject: the page's name for form or image id (libharu adds it to
 * the page's resources; its answer kept for the page), or NULL: no such
 * id, no page, or libharu's error (p->error set).
 */
const char *pdf_xobject(struct pdf_doc *p, int id);
/* pdf_spot_name: the resource name of spot colour i (PDF_SPOT_ALL - 1:
 * the All separation) on this page or form, its colour space made and
 * filed there when first used; NULL on an error (pdf_spot.c). */
const char *pdf_spot_name(struct pdf_doc *p, unsigned i);
/*
 * pdf_spot_fix: in the n bytes of the file at b, the blanks of the
 * separations' names (written #1F) made #20; returns how many bytes are
 * final, the rest (an unfinished name at the end, unless eof) to be read
 * again with what follows.
 */
#define PDF_SPOT_HOLD 256
size_t pdf_spot_fix(unsigned char *b, size_t n, int eof);

/* pdf_op: PDF operators s, as they are, into the content. */
void pdf_op(struct pdf_doc *p, const char *s);
/* pdf_flush: what the content buffer holds, into the page's (or the form's)
 * stream. */
void pdf_flush(struct pdf_doc *p);
/*
 * pdf_font_memory: a style's font (board/font.h) given to libharu, as
 * HPDF_LoadTTFontFromFile would a file, and read for the subset; the
 * font's name in libharu, or NULL when either cannot take it.
 */
const char *pdf_font_memory(struct pdf_doc *p, const struct font *f);
void pdf_font_free(struct pdf_doc *p);
/*
 * pdf_font_finish: once every page is drawn, before libharu saves: the
 * font's descriptor, its program cut to the glyphs of the codes used, a
 * subset tag from the subset's bytes (BaseFont and FontName) and a
 * ToUnicode map. Returns 0, or -1 with a message in d.
 */
int pdf_font_finish(struct pdf_doc *p, struct diag *d);
/*
 * pdf_write_totals: each page-count form's text, now that the count is;
 * or, with pdf_total_later, PDF_TOTAL_MARK in an uncompressed stream.
 */
void pdf_write_totals(struct pdf_doc *p);

/*
 * pdf_deflate_save: HPDF_SaveToStream(p->doc) with every stream deflated
 * by libdeflate at p->deflate (1 to 12; pdf_deflate.c says how), those
 * pdf_deflate_page did already as they are. Returns libharu's status.
 */
HPDF_STATUS pdf_deflate_save(struct pdf_doc *p);

/*
 * pdf_deflate_page: page's content, now that it is done, deflated in its
 * stream at p->deflate (the same bytes the save would make), so that a
 * document holds its pages deflated rather than whole. Returns 0, or -1
 * (p->error set).
 */
int pdf_deflate_page(struct pdf_doc *p, HPDF_Page page);

/*
 * pdf_under.c, which colours black overprints on the page: the page
 * starts (pdf_under_page); a path's point (move 1: a new subpath, 0: a
 * line's end, -1: a curve's next point), a cm's matrix, a line width,
 * a save and restore, a path painted (fill, stroke) or dropped (both 0),
 * a box of a form or text painted under matrix m (inside: it paints
 * 100 % K of its own); pdf_under_heavy: colour c's inks are about to be
 * written to st: 1 when they are to be written wide (pdf_under_wide) and
 * their place is kept; pdf_under_gs: the name (len bytes) of overprint
 * state's ExtGState is about to be written to st; pdf_under_finish: the
 * page is done, its kept places of colours under black written over (0,
 * or -1 with p->error).
 */
void pdf_under_page(struct pdf_doc *p);
void pdf_under_point(struct pdf_doc *p, int move, double x, double y);
void pdf_under_matrix(struct pdf_doc *p, const double m[6]);
void pdf_under_width(struct pdf_doc *p, double w);
void pdf_under_save(struct pdf_doc *p);
void pdf_under_restore(struct pdf_doc *p);
void pdf_under_paint(struct pdf_doc *p, int fill, int stroke);
void pdf_under_box(struct pdf_doc *p, const double m[6], const double box[4],
    int fill, int stroke, int inside);
int pdf_under_heavy(struct pdf_doc *p, struct pdf_cmyk c, HPDF_Stream st);
void pdf_under_gs(struct pdf_doc *p, HPDF_Stream st, unsigned state,
    size_t len);
/* pdf_gstate_name: the page's (or form's) name of the overprint state
 * (PDF_OP_* bits), made when first used; NULL on a libharu error. */
const char *pdf_gstate_name(struct pdf_doc *p, unsigned state);
void pdf_under_wide(char out[25], const double v[4]);
int pdf_under_finish(struct pdf_doc *p);
void pdf_under_free(struct pdf_doc *p);

/*
 * pdf_xid_mark: with p->xid (a PDF/VT document), each form and image
 * given its GTS_XID (ISO 16612-2), "uuid:" and a UUID from a SHA-256 of
 * all it draws: its dictionary, stream and resources followed through,
 * the font as its program's digest (p->fontsum); never of an object's
 * number or the time, so the same art has the same identifier in every
 * file. Once every stream is whole, before the save. A page count whose
 * text is written later (forms[].later) gets PDF_XID_LATER and 28 hex
 * digits of its digest, as wide, for pdf_patch_total to make its GTS_XID
 * of with the count (pdf_xid_total). Returns 0, or -1 on a libharu error
 * (p->error set).
 */
#define PDF_XID_LEN 41 /* "uuid:" and 36 characters */
#define PDF_XID_LATER "bp-xid-total-" /* (no byte libharu escapes) */
int pdf_xid_mark(struct pdf_doc *p);
/*
 * pdf_xid_total: the GTS_XID (PDF_XID_LEN characters and a NUL, into out)
 * of the page count whose PDF_XID_LATER placeholder is at later, the
 * count total written in.
 */
void pdf_xid_total(const char *later, size_t total,
    char out[PDF_XID_LEN + 1]);
/*
 * pdf_xid_program: with p->xid, the embedded font program's stream ff
 * given its GTS_XID: "uuid:" and a UUID from a SHA-256 of the n program
 * bytes at data (the subset as embedded), so a subset two files hold
 * alike has one identifier and the merge keeps one copy of it, and
 * subsets that differ never share one. Returns HPDF_OK or libharu's
 * error.
 */
HPDF_STATUS pdf_xid_program(struct pdf_doc *p, HPDF_Dict ff,
    const void *data, size_t n);

/* pdf_deflate_free: what pdf_deflate_page keeps (pdf_free). */
void pdf_deflate_free(struct pdf_doc *p);
#endif
