/* layout.h: paper sizes and page geometry, in mm, without any PDF. */
#ifndef BP_LAYOUT_H
#define BP_LAYOUT_H

#include <stddef.h>

#include "core/diag.h"

/*
 * layout_paper: the size of paper name ("A3", "A4", "A5", "Letter",
 * "Tabloid", or "WxH" in mm, e.g. "420x297"), case-insensitive, in the
 * given orientation (landscape: the long side across). Returns 0 and sets
 * *w, *h, or -1 when the name is not understood or a size is outside
 * [20, 5000] mm.
 */
int layout_paper(const char *name, int landscape, double *w, double *h);

/*
 * layout_press_sheet: the press sheet impose-pdf's --sheet names: SRA3
 * (320 x 450), SRA2 (450 x 640), B2 (500 x 707), B1 (707 x 1000),
 * case-insensitive, or "WxH" in mm, 50 to 2000 each, as drawn (the grip
 * at its foot). Returns 0 and sets *w, *h, or -1 when not understood.
 */
int layout_press_sheet(const char *name, double *w, double *h);

/*
 * The boxes of one page, from the outside in: the media (the whole sheet
 * of the PDF page), the bleed box (trim plus bleed on each side) and the
 * trim box (the finished board). x0, y0 are offsets from the media's
 * top-left corner; all in mm.
 */
struct layout_page {
	double media_w, media_h;
	double bleed_x0, bleed_y0, bleed_w, bleed_h;
	double trim_x0, trim_y0, trim_w, trim_h;
	double bleed, slug;
};

/*
 * layout_page: the boxes for a trim of w x h mm with bleed on each side
 * and slug (room for marks and the slug line) outside the bleed.
 */
void layout_page(struct layout_page *pg, double w, double h, double bleed,
    double slug);

/*
 * layout_turns_sideways: whether pg's sheet, turned over on its long edge
 * (long-edge duplex), turns left to right: a portrait sheet. A landscape
 * or square one turns top to bottom.
 */
int layout_turns_sideways(const struct layout_page *pg);

/*
 * A page template: what a print shop (or a player at home) needs of the
 * pages, from templates/page/NAME.page. Lengths in mm.
 */
enum { LAYOUT_SLUG_OFF, LAYOUT_SLUG_INSIDE, LAYOUT_SLUG_MARGIN };
enum { LAYOUT_CODE_NONE, LAYOUT_CODE_QR };
enum { LAYOUT_CMYK, LAYOUT_RGB };
/* PDF/X levels: ISO 15930-1 (PDF 1.3; 2003: PDF 1.4) and 15930-7 (1.6). */
enum { LAYOUT_X1A_2001, LAYOUT_X1A_2003, LAYOUT_X4 };

struct layout_template {
	char name[64];
	char title[128];
	char paper[32];    /* "board" (the board's own trim) or a paper name */
	int landscape;     /* 1, 0 (portrait) or -1: as the board */
	double bleed;      /* on each side of the trim */
	double safe;       /* what a player reads stays this far inside */
	int marks;         /* crop marks outside the bleed */
	int slug;          /* LAYOUT_SLUG_*: where the slug line goes */
	int code;          /* LAYOUT_CODE_*: a code beside the slug line
			    * naming the board (slug margin only) */
	int colour;        /* LAYOUT_CMYK or LAYOUT_RGB */
	int overprint;     /* 100 % K overprints (print pages only: CMYK,
			    * not proof sheets; ignored on others) */
	char condition[64]; /* output condition: FOGRA39, CGATS TR 001, … */
	char icc[1024];    /* an ICC profile file from the shop, or "" */
	int icc_any;       /* icc stands for condition whatever its
			    * description names (--icc-any) */
	char tile[32];     /* "none", or the sheet to tile boards onto */
	double overlap;    /* between tiles */
	int pdfx;          /* LAYOUT_X*: the PDF/X level of CMYK pages */
	double ink;        /* total ink limit, 2.8 for 280 % */
	int tumble;        /* press sheets (impose-pdf, press-run --impose)
			    * turn for their backs: 0 work-and-turn, 1
			    * work-and-tumble */
	int vt;            /* PDF/VT-1: each board a record (X-4 only) */
	int deflate;       /* libdeflate's level for the streams: one of: */
	int die;           /* LAYOUT_DIE_*: how the die lines are written */
	int panels;        /* a folding board's panels: 1 (flat), 2, 4, 6 */
	double hinge;      /* the gap of each hinge between its panels */
};

/*
 * The template's "die": no die lines (the default); the ISO 19593-1
 * processing-step layers, their lines in the CutContour and Crease
 * separations (PDF/X-4 only: optional content is PDF 1.5); or those
 * separations alone, on any level (sheet/die.h).
 */
enum { LAYOUT_DIE_NONE, LAYOUT_DIE_LAYER, LAYOUT_DIE_SPOT };

/*
 * The template's "compress": fast (the default) or small, as libdeflate's
 * levels (lib/pdf/pdf_deflate.c). Measured on 1,000 nodes boards
 * (layout-pdf's CPU, the PDF's size), 2026-11-25: libdeflate level 1
 * 431 ms 6.47 MB, 2 478 ms 6.23 MB, 3 486 ms 6.17 MB, 6 529 ms 5.83 MB,
 * 9 818 ms 5.71 MB, 12 4.3 s 5.58 MB; zlib, before, at its level 2: 513
 * ms 6.83 MB, at 6: 663 ms 6.03 MB. Level 1 is faster and smaller than
 * zlib's 2 was; 6 smaller than zlib's 6 in four fifths of its time, the
 * smallest worth its time.
 */
#define LAYOUT_DEFLATE_FAST 1
#define LAYOUT_DEFLATE_SMALL 6

/* layout_template_defaults: the shop template's settings. */
void layout_template_defaults(struct layout_template *t);

/*
 * layout_template_set: one setting (a template file's key, or an option)
 * from its text. Returns 0, or -1 with a one-line reason in err.
 */
int layout_template_set(struct layout_template *t, const char *key,
    const char *val, char *err, size_t n);

/* layout_template_check: settings that only make sense together. */
int layout_template_check(const struct layout_template *t, char *err,
    size_t n);

/*
 * layout_template_load: settings from a template file at path over t's
 * current ones. The first mistake ends the reading and is one diag line
 * with file:line (DIAG_FATAL); so is a file that is not a regular file
 * (a device, a FIFO: refused, not waited on), is larger than
 * LAYOUT_TEMPLATE_BYTES, has a line longer than LAYOUT_TEMPLATE_LINE
 * bytes or a NUL byte. Returns 0 or -1.
 */
#define LAYOUT_TEMPLATE_BYTES 65536
#define LAYOUT_TEMPLATE_BYTES_TEXT "65536"
#define LAYOUT_TEMPLATE_LINE 1024
#define LAYOUT_TEMPLATE_LINE_TEXT "1024"
int layout_template_load(struct layout_template *t, const char *path,
    struct diag *d);

/*
 * A hinge of a folding board as it lies on the page: the line from (x0,
 * y0) to (x1, y1), in mm from the media's top-left corner (y down, as
 * struct layout_page), across the whole bleed box (the wrap folds over
 * the board's edge with it), and the gap between the panels about it
 * (gap mm wide). axis 0: a vertical line; 1: a horizontal one.
 */
struct layout_fold_line {
	double x0, y0, x1, y1;
	double gap;
	int axis;
};
#define LAYOUT_FOLD_LINES 3 /* board/mark.h's BOARD_HINGES */

/*
 * layout_fold_lines: the hinges of a board laid out on page pg with
 * template t (its panels and hinge; the board's trim is pg's trim box,
 * the board unfolded), into out[0 .. LAYOUT_FOLD_LINES - 1], as
 * board/mark.h's board_fold_hinges places them: vertical ones first, left
 * to right, then horizontal ones, top to bottom. Returns how many (0 for
 * a flat board). The lines a crease die or a proof draws.
 */
size_t layout_fold_lines(const struct layout_template *t,
    const struct layout_page *pg, struct layout_fold_line *out);

/* The marks and the slug area around the bleed, when marks are on. */
#define LAYOUT_MARK_GAP 1.0  /* from the bleed's edge to a mark, mm */
#define LAYOUT_MARK_LEN 5.0
#define LAYOUT_SLUG 10.0     /* the slug area beyond the bleed, mm */
/* With a code (t->code): the area holds a QR code and its quiet zone
 * of 4 modules, at most 13.5 mm (version 5, 37 modules, at 0.3 mm a
 * module; versions 6 and 7 finer: lib/sheet/sheet.h), a quarter
 * millimetre clear of the bleed and of the paper's edge. */
#define LAYOUT_SLUG_CODE 14.0

/* layout_slug: the slug area beyond the bleed, mm, of t's pages with
 * bleed: none without marks, LAYOUT_SLUG_CODE with a code. */
double layout_slug(const struct layout_template *t);

/*
 * layout_tiles: how a w x h board tiles onto sheets of paper sw x sh with
 * a printable margin of dead (each side) and overlap o: n = ceil((L - o) /
 * (p - o)) per axis, p the printable length. Returns the sheet count and
 * sets *nx, *ny.
 */
int layout_tiles(double w, double h, double sw, double sh, double dead,
    double o, int *nx, int *ny);

#endif
