/*
 * sheet_int.h: the sheets' insides, shared by their files only: sheet.c
 * (the files and their batches, the document keys, the page map, which
 * way a board is laid out), sheet_page.c (one page per face, and the crop
 * marks and slug every sheet with bleed has), sheet_tile.c and
 * sheet_cut.c (one board over several sheets: print-and-play tiles, the
 * transport 2 x 2 split, cut between its marks) and sheet_proof.c (many
 * boards to a proof page). The interface is sheet.h.
 */
#ifndef BP_SHEET_INT_H
#define BP_SHEET_INT_H

#include <limits.h>
#include <stdint.h>

#include "core/outfile.h"
#include "draw/pdf.h"
#include "sheet/die.h"
#include "sheet/sheet.h"

struct font;

struct sheet {
	struct sheet_opts o;
	struct pdf *pdf;          /* the batch being drawn, or NULL */
	struct font *font;        /* the boards' (their rules'), or NULL:
				     DejaVu Sans, o.font (a reference) */
	struct colour_conv *conv; /* RGB into the output's CMYK, or NULL */
	struct proof *proof;      /* o.soft_proof: the CMYK shown, or NULL */
	char subject[160];        /* the documents' Subject, or "" */
	size_t pages;             /* pages in the file being made */
	size_t page0;             /* of them, before the batch's */
	int open;                 /* a file is being made */
	size_t file;              /* numbered files finished */
	char **batches;           /* the file's batches drawn so far */
	size_t nbatches, capbatches;
	struct outfile *outs;     /* files written, not yet in place */
	size_t nouts, capouts;
	char **written;           /* numbered files put in place */
	size_t nwritten, capwritten;
	char tmpbase[PATH_MAX];   /* batches are "tmpbase.XXXXXX" */
	int ended, committed;
	/* The document keys of the file being made. */
	char title[96], first[96], last[96];
	uint64_t h[2];
	/* The rules and expansions of the last key page ("" before any). */
	char key[sizeof(((struct board *)0)->rules) +
	    sizeof(((struct board *)0)->expansions) + 2];
	/* The plan of the board being laid out (board/kind.h), or NULL. */
	const void *plan;
	/* The die-line PDF (o.die_out): its document, one page for each
	 * page of the file, drawn in the file's batches (its earlier ones
	 * in temporary files, slot 0 kept for its keys, as batches), and
	 * its file once written; the die of the page being drawn. */
	struct pdf *die;
	char **diebatches;
	size_t ndiebatches, capdiebatches;
	struct outfile dieof;
	int dieopen;
	struct die dl;
	/* Proof sheets: the next cell, and the page's grid. */
	int cell, cols, rows;
	double cw, ch, cscale, pw, ph;
};

/* sheet.c: the files and batches. */

/*
 * sheet_room: make sure the file being made can take n more pages (a
 * board's pages stay in one file, and in one batch). Returns 0, or -1
 * (message in d).
 */
int sheet_room(struct sheet *s, size_t n, struct diag *d);
/* sheet_begin_page: a new page of boxes pg, for board b (NULL: none).
 * Returns 0, or -1 (message in d). */
int sheet_begin_page(struct sheet *s, const struct layout_page *pg,
    const struct board *b, struct diag *d);

/*
 * sheet_die: the die s->dl of the page being drawn (page mm, drawn at
 * scale): on the page as the template's die asks (layers, the
 * separations, or on a proof visibly), and on the die-line PDF's page.
 */
void sheet_die(struct sheet *s, double scale);

/* sheet_page.c: one page per face, crop marks, the slug. */

/* sheet_draw_opts: the drawers' options for art drawn with bleed mm of
 * bleed. */
struct draw_opts sheet_draw_opts(const struct sheet *s, double bleed);
/*
 * sheet_crop_marks: at each corner of the w x h trim, two 5 mm lines
 * along its edges, starting a millimetre beyond the bleed.
 */
void sheet_crop_marks(struct sheet *s, double w, double h, double bleed);
/*
 * sheet_slug_margin: the slug line below the bleed of a w x h mm trim,
 * clear of the marks; with the template's code, the code of the board's
 * page `page` of `pages` (from 1) beside it (sheet.h). Returns 0, or -1
 * (message in d) when the code cannot be made or has no room.
 */
int sheet_slug_margin(struct sheet *s, const struct board *b,
    const struct rules *r, double w, double h, double bleed, size_t page,
    size_t pages, struct diag *d);
/*
 * sheet_plain: b at full size, one page per face, on the template's
 * paper. Returns 0, or -1 (message in d).
 */
int sheet_plain(struct sheet *s, const struct board *b,
    const struct rules *r, struct diag *d);
/*
 * sheet_key_page: before board b, the page of its rules' key when its
 * kind prints one (board/kind.h, key_page) and the board before had other
 * rules or expansions; with a blank back when b has one, so a duplex
 * run's fronts stay fronts. Returns 0, or -1 (message in d).
 */
int sheet_key_page(struct sheet *s, const struct board *b,
    const struct rules *r, struct diag *d);

/* sheet_tile.c: one board over several sheets. */

struct board_mark;

/* sheet_split: transport board b over 2 x 2 sheets, each with the
 * template's bleed and marks, cut between b's marks m[0 .. n - 1].
 * Returns 0, or -1 (message in d). */
int sheet_split(struct sheet *s, const struct board *b,
    const struct rules *r, const struct board_mark *m, size_t n,
    struct diag *d);
/* sheet_tiles: b over print-and-play tiles of the template's tile paper,
 * cut between b's marks m[0 .. n - 1]. Returns 0, or -1 (message in d). */
int sheet_tiles(struct sheet *s, const struct board *b,
    const struct rules *r, const struct board_mark *m, size_t n,
    struct diag *d);

/* sheet_cut.c: cuts through free space. */

struct board_mark;

/*
 * sheet_cut_path: a path across the board (len mm) within [a0, a1] along
 * axis (0: x) that keeps BOARD_MARK_CUT_CLEAR from each of m[0 .. n - 1]
 * (less half its grid's cell, 0.25 mm), into p (its points to free). Returns 0, or -1
 * (p empty) when there is none.
 */
int sheet_cut_path(const struct board_mark *m, size_t n, int axis,
    double a0, double a1, double len, struct sheet_path *p);

/* sheet_proof.c: proof sheets. */

/* sheet_proof: b as the next cell of a proof sheet, with its id. Returns
 * 0, or -1 (message in d). */
int sheet_proof(struct sheet *s, const struct board *b,
    const struct rules *r, struct diag *d);

#endif
