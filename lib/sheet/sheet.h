/*
 * sheet.h: boards onto PDF pages as a page template asks: the boxes, the
 * bleed, crop marks and the slug line; one board over several sheets
 * (tiles, the transport 2 x 2 split); proof sheets of many boards; the
 * document keys; long decks split over numbered files.
 */
#ifndef BP_SHEET_H
#define BP_SHEET_H

#include <stddef.h>
#include <stdio.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "draw/layout.h"
#include "sheet/draw.h"

struct sheet_opts {
	struct layout_template t; /* the template, options applied */
	const char *profile;      /* the output profile the colours of CMYK
	                             pages separate through: t.icc, or the
	                             condition's own (colour/icc.h's
	                             icc_default), found by the caller;
	                             NULL: t.icc, else colour.h's default */
	int proof;                /* boards per proof page; 0: off */
	int split;                /* transport boards over 2 x 2 sheets */
	size_t max_pages;         /* pages per file; 0: one file */
	const char *out;          /* the file, or NULL for stdout */
	const char *font;         /* the TrueType font to embed */
	struct draw_icons *icons;
	struct draw_pictures *pictures; /* the style's pictures, or NULL */
	long long date;           /* the documents' date, s since the epoch */
	FILE *map;                /* the page map (sheet_add), or NULL */
	const char *title;        /* the documents' Title, or NULL: the
	                             rules' title, first and last board */
	size_t batch;             /* pages drawn per libharu document; 0:
	                             SHEET_BATCH */
	int numbered;             /* the slugs' "n/N" left as marks for the
	                             merge of the file into a deck, which
	                             numbers the deck (merge/pagemark.h) */
	const char *die_out;      /* the die-line PDF (sheet/die.h): a
	                             page of the die's paths for each page,
	                             the same boxes; NULL: none */
	const char *run;          /* the run the codes name (t.code), at
	                             most SHEET_RUN_MAX of [0-9A-Za-z._-];
	                             NULL: from each board's rules */
	int soft_proof;           /* the print pages of a CMYK template
	                             (t.colour) shown in sRGB as the press
	                             prints them (colour/proof.h): a screen
	                             file, DeviceRGB, no PDF/X */
};

/*
 * The code a template with "code qr" draws beside each page's slug line
 * (templates/page/README.md): a QR code of the text
 * "BP1:<board id>:<run>:<page>/<pages>", the page's number among its
 * board's pages (its faces; on a --split, its sheets) as --per-board's
 * files count them. The run is o->run (press-run: its fingerprint's
 * first SHEET_RUN_HEX hex digits), else the first SHEET_RUN_HEX of the
 * SHA-256 of "rules\n", the rules' text as the deck carries it,
 * "\nstyle\n" and its style's. Error correction M, version 7 at most
 * (122 bytes), modules SHEET_CODE_MODULE mm (versions 6 and 7: 0.275
 * and 0.25).
 */
#define SHEET_RUN_HEX 8
#define SHEET_RUN_MAX 16
#define SHEET_CODE_VERSION 7
#define SHEET_CODE_MODULE 0.3
#define SHEET_CODE_MAX 192

/*
 * Pages are drawn SHEET_BATCH at a time into one libharu document, each
 * batch then written to a temporary file (beside the output, or in
 * $TMPDIR for stdout) and freed, so memory does not grow with the deck;
 * a file of more than one batch is their streaming merge (merge/pdfmerge.h).
 * A file of one batch is libharu's document as it is. At most 8,191,
 * the PDF limit on an array's elements (a page tree's /Kids).
 */
#define SHEET_BATCH 1000

struct sheet;

/*
 * sheet_printable: can template t print board b (rules r; plan, b's
 * kind's plan or NULL) page by page? What a player reads keeps t's safe
 * margin and, on a folding board's template, off its hinges: 0, or -1
 * with layout-pdf's one line of why (DIAG_INVALID: [layout.safe],
 * [layout.hinge]) in d. (A proof sheet prints any board.)
 */
int sheet_printable(const struct layout_template *t, const struct board *b,
    const struct rules *r, const void *plan, struct diag *d);

/* sheet_new: NULL (message in d) when the font cannot be loaded. */
struct sheet *sheet_new(const struct sheet_opts *o, struct diag *d);

/*
 * sheet_add: board b's pages. Returns 0, or -1 (message in d) when the
 * board cannot be laid out (it does not fit the paper, an icon is
 * missing) or a file cannot be written. With o->map, a line for the board
 * goes there: "ID,FILE,FIRST,LAST": the file its pages are in ("-" for
 * stdout) and their numbers in it, from 1 (on a proof sheet, the page it
 * shares). The caller checks the stream for write errors.
 */
int sheet_add(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d);

/*
 * sheet_end: write what is left (to stdout when o->out is NULL); the
 * files are written whole but not yet under their names. Returns 0, or -1
 * (message in d).
 */
int sheet_end(struct sheet *s, struct diag *d);

/*
 * sheet_commit: after sheet_end, put the files in place (renamed over
 * their names), so that they appear together with whatever else the
 * caller writes. Returns 0, or -1 (message in d).
 */
int sheet_commit(struct sheet *s, struct diag *d);

/*
 * sheet_free: free s; unless sheet_commit succeeded, the files it had
 * written are removed too, so a failed run leaves nothing behind.
 */
void sheet_free(struct sheet *s);

/*
 * sheet_gamut: on CMYK pages (a soft proof's too), a warning line in w
 * (status DIAG_OK) for each colour r's rules file or style gives that
 * lies out of the press's gamut (colour/proof.h's proof_gamut), through
 * the profile the pages are separated with. Returns how many, or 0 on
 * RGB pages; a profile Little CMS cannot read back for the measure is
 * one warning in w saying so (never a failure: d is not used).
 */
long sheet_gamut(struct sheet *s, const struct rules *r, struct diag *w,
    struct diag *d);

/*
 * The sheet a tile lies on, in mm: the common printable area of A4 and
 * Letter (210 x 279.4) less a printer's dead zone of 1/4 in each side.
 */
#define SHEET_DEAD 6.35
#define SHEET_COMMON_W 210.0
#define SHEET_COMMON_H 279.4

/*
 * A cut through free space across a board: points (along the axis, then
 * across it), board mm, from one side of the board to the other; n 0
 * when the cut is the straight edge of the sheet that lies over.
 */
struct sheet_path {
	double (*pt)[2];
	size_t n;
};

/*
 * A plan for one board over several sheets: scale from board to sheet
 * mm; each sheet sw x sh mm; the art area on it at most aw x ah at (ax,
 * ay) (its trim); o the least overlap between neighbours; nx x ny sheets.
 * cut[0] (columns) and cut[1] (rows), when not NULL, hold where each
 * tile starts and ends along that axis, board mm: column i shows x from
 * cut[0][2 i] to cut[0][2 i + 1]; else the tiles along it are even. Each
 * sheet lies over its neighbours to the left and above: the join between
 * columns i and i + 1 is column i + 1's left edge, or, where path[0][i]
 * has points, that path, cut out of column i + 1's sheet (and path[1]
 * likewise for rows).
 */
struct sheet_tiling {
	double scale;
	double sw, sh;
	double ax, ay, aw, ah;
	double bleed;
	double o;
	int nx, ny;
	double *cut[2];
	struct sheet_path *path[2];
	size_t npath[2];
};

struct board_mark;

/*
 * sheet_tile_plan: the tiling of a w x h mm board onto paper (A4 or
 * Letter) with overlap o, in the orientation that takes fewer sheets
 * (portrait on a tie). Each sheet lies over the ones to its left and
 * above it, so only its left and top edges show; with marks m[0 .. n - 1]
 * (board/mark.h; may be none) they run where no mark comes within
 * BOARD_MARK_CUT_CLEAR: along the straight line nearest before the even
 * start (at most a quarter sheet before it; the overlap grows), else
 * along a path through free space as far back (tp->path). Returns
 * the sheet count, -1 for unknown paper, or -2 when a join has neither
 * (a mark wider than the overlap across every line near it). Free tp
 * with sheet_tiling_fini.
 */
int sheet_tile_plan(struct sheet_tiling *tp, double w, double h,
    const char *paper, double o, const struct board_mark *m, size_t n);

/* sheet_tiling_fini: free tp's cuts. */
void sheet_tiling_fini(struct sheet_tiling *tp);

/*
 * sheet_tile_region: the part of the board tile (i, j) shows, in board
 * mm: (*x, *y) its top-left corner, *w x *h its size.
 */
void sheet_tile_region(const struct sheet_tiling *tp, double bw, double bh,
    int i, int j, double *x, double *y, double *w, double *h);

#endif
