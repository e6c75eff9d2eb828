/*
 * pdf_svg.h: the SVG backend's insides, shared by its files only: on a
 * document made with pdf_new_svg, each call of draw/pdf.h comes here
 * through the backend's table (draw/dev.h); pdf_svg.c builds the pages,
 * pdf_svg_text.c the glyphs (HarfBuzz stays there). The interface is
 * draw/pdf.h.
 */
#ifndef BP_PDF_SVG_H
#define BP_PDF_SVG_H

#include <stddef.h>

#include "draw/dev.h"
#include "draw/layout.h"
#include "draw/pdf.h"

/* A growing string, always NUL-terminated once written to. */
struct svg_buf {
	char *s;
	size_t n, cap;
};

void svg_put(struct svg_buf *b, const char *s, size_t len);
void svg_str(struct svg_buf *b, const char *s);
/* svg_num: v with at most prec decimals, no trailing zeros. */
void svg_num(struct svg_buf *b, double v, int prec);

/* What a definition is: a form (a <g>) or a glyph (a <path>'s d). */
enum { SVG_DEF_FORM, SVG_DEF_GLYPH };

struct svg_def {
	struct svg_buf b;   /* a form's elements, or a glyph's outline */
	int kind;           /* SVG_DEF_* */
	size_t page;        /* the last page that used it (from 1) */
	unsigned local;     /* its number on that page: id "uN" */
	unsigned nclip;     /* a form's clip paths so far */
};

/* What a graphics state knows (a form's starts knowing nothing). */
enum { SVG_FILL = 1, SVG_STROKE = 2, SVG_WIDTH = 4, SVG_STYLE = 8,
	SVG_ALL = 15 };
/* pdf_svg_paint: SVG_FILL and/or SVG_STROKE, with SVG_EO the even-odd
 * rule. */
enum { SVG_EO = 16 };

struct svg_gs {
	unsigned fill, stroke; /* 0xRRGGBB */
	double width;          /* mm */
	int cap, join;         /* PDF's numbers */
	unsigned known;        /* SVG_FILL ... SVG_STYLE */
	size_t groups;         /* <g> opened at this level */
};

/* An SVG document: the interface's common state first (svg_of() finds
 * this from it). */
struct pdf_svg {
	struct pdf pub;
	struct pdf *metrics;    /* a PDF document of the font: its widths */
	struct svg_buf body;    /* the page's elements */
	struct svg_buf path;    /* the path being built, as a d */
	struct svg_buf outside; /* the page's path while a form records */
	struct svg_def *defs;
	size_t ndefs, capdefs;
	int form;               /* the form being recorded, or -1 */
	struct svg_gs *gs;      /* the levels of the state; gs[depth] */
	size_t depth, capgs, base; /* base: a form's first level */
	size_t page;            /* pages begun */
	unsigned nlocal, nclip; /* the page's definitions, clip paths */
	size_t *order;          /* its definitions, in their numbers' order */
	size_t norder, caporder;
	double vb[4];           /* the media box, user space (mm) */
	struct svg_buf doc;     /* pdf_svg_page's document */
	struct hb_font_t *font; /* the glyphs' outlines (pdf_svg_text.c) */
	int *glyph;             /* by glyph: its definition, or -1 */
	unsigned nglyphs;
};

/*
 * svg_out: where elements go: the form being recorded, or the page's
 * body. (Asked each time: a glyph defined inside a form moves defs.)
 */
static inline struct svg_buf *
svg_out(struct pdf_svg *s)
{
	return s->form >= 0 ? &s->defs[s->form].b : &s->body;
}

/* The SVG backend's table (pdf_svg.c). */
extern const struct pdf_dev pdf_svg_dev;

/* svg_of: p, an SVG document, as one. */
static inline struct pdf_svg *
svg_of(struct pdf *p)
{
	return (struct pdf_svg *)p;
}

/* pdf_svg_def_new: a new empty definition of kind k; its index. */
size_t pdf_svg_def_new(struct pdf_svg *s, int k);
/* pdf_svg_use: definition i's number on this page, given on first use. */
unsigned pdf_svg_use(struct pdf_svg *s, size_t i);
/*
 * pdf_svg_text: Latin-1 text (pdf_latin1's) of size mm (the em) with its
 * baseline's left end at (x, y), in the fill colour: each glyph placed
 * at the font's advance widths as libharu measures them.
 */
void pdf_svg_text(struct pdf *p, double x, double y, double size,
    const char *latin1);
void pdf_svg_text_free(struct pdf_svg *s);

/*
 * pdf_svg_image: the hook for pictures (a style's PNG or JPEG, drawn on
 * PDF pages as an image XObject): the picture's file, n bytes of type
 * mime ("image/png", "image/jpeg"), shown in the w x h rectangle whose
 * top-left corner is (x, y), user space (mm, y down), stretched to it,
 * its top row at the top; as an <image> with a data: URL, so the SVG
 * still stands alone. The PDF side's image call hands over to it.
 */
void pdf_svg_image(struct pdf *p, double x, double y, double w, double h,
    const char *mime, const unsigned char *data, size_t n);

#endif
