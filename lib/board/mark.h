/*
 * mark.h: the marks a board prints that a player reads or plays on
 * (pieces, icons, labels, legends, the caption), each as a box in trim
 * mm, as the kind's drawing places it (board/kind.h: marks). Sheets that
 * show one board over several pages cut between marks (print/sheet.h);
 * a page's safe zone can be judged on the same boxes.
 */
#ifndef BP_MARK_H
#define BP_MARK_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"

struct board_mark {
	double x0, y0, x1, y1; /* its box, trim mm: left, top, right, bottom */
	int readable;          /* text or an icon a player reads */
	const char *what;      /* "node", "name", "legend", … (static) */
	size_t index;          /* which of its kind, from 0 */
	int face;              /* 0 the front; 1 the back, as it lies
	                        * behind the front, whichever way the sheet
	                        * turns */
	int loose;             /* a small symbol on a map's grid (a tree,
	                        * a transit): a cut keeps
	                        * BOARD_MARK_LOOSE_CLEAR from it at most */
};

/*
 * How far a cut between sheets keeps from every mark, board mm: a cutting
 * tolerance (print/sheet.h cuts so; a kind's labels keep so far from the
 * --split's lines where they can).
 */
#define BOARD_MARK_CUT_CLEAR 1.0

/*
 * How far --split's cuts keep from every mark, board mm: the quarters
 * print at twice the size on sheets with a shop's 3 mm bleed, and a mark
 * keeps out of the next sheet's bleed as well as off the cut (what
 * reaches into it is cut at the bleed's outer edge, and a trim that
 * wanders shows the sliver). A kind's labels keep so far from the
 * --split's lines where they can.
 */
#define BOARD_MARK_SPLIT_CLEAR 1.5

/*
 * How far a cut keeps from a loose mark, mm: a forest's tree or a route's
 * transit on a transport map. They stand on the cells' middles, closer
 * than two full clearances on crowded maps (a forest, eight players'
 * routes would leave no cut), and a cut that strays a millimetre shaves
 * a tip off one that still reads: a tree, a diamond.
 */
#define BOARD_MARK_LOOSE_CLEAR 0.2

/* board_mark_clear: how far a cut keeps from mark m, asked clear mm. */
double board_mark_clear(const struct board_mark *m, double clear);

/*
 * How far from the middle layout-pdf --split may cut a board that splits
 * (board/kind.h), a share of its side: each sheet is then 0.7 to 1.3
 * times the board's paper.
 */
#define BOARD_MARK_SPLIT_REACH 0.15

/*
 * A folding board's hinges (rules' panels and hinge, the page template's
 * too): the board's trim is the board unfolded, one surface, and a hinge
 * is a line across it where it folds, with a gap of hinge mm between its
 * panels about the line. 2 panels fold across the long side's middle
 * (2 x 1), 4 in 2 x 2 (a quad fold: one hinge each way), 6 in 3 x 2
 * (three panels along the long side, two across; a square board counts
 * its width as the long side). What a player reads keeps
 * board_hinge_clear(hinge) from each line: half the gap, then
 * BOARD_MARK_HINGE_CLEAR, as far as a fold wanders and the wrap's paper
 * stretches over the gap.
 */
#define BOARD_MARK_HINGE_CLEAR 1.5
#define BOARD_HINGES 3 /* hinges at most (6 panels) */

struct board_hinge {
	int axis;  /* 0: the line x = at (a vertical hinge); 1: y = at */
	double at; /* trim mm */
};

/*
 * board_fold_hinges: the hinges of a w x h mm board in panels panels (1,
 * 2, 4 or 6) into h[0 .. BOARD_HINGES - 1], vertical ones first, each
 * from left to right or top to bottom; returns how many (0 for 1 panel
 * or another count).
 */
size_t board_fold_hinges(double w, double h, int panels,
    struct board_hinge *out);

/* board_hinge_clear: how far what a player reads keeps from a hinge's
 * line, mm, for a gap of hinge mm. */
double board_hinge_clear(double hinge);

/*
 * board_hinge_near: does the box x0, y0, x1, y1 (trim mm) of a w x h board
 * come within board_hinge_clear(r->hinge) of a hinge of r's panels (0 on
 * a flat board)? What a generator asks before it places a readable mark.
 */
int board_hinge_near(const struct rules *r, double w, double h, double x0,
    double y0, double x1, double y1);

/*
 * board_mark_on_hinge: the first readable mark of m[0 .. n - 1] that
 * comes within board_hinge_clear(hinge) of a hinge of a w x h board in
 * panels panels, or NULL; *which (may be NULL) gets that hinge's index
 * in board_fold_hinges' order, *gap how far the mark's box is from its
 * line (0 across it).
 */
const struct board_mark *board_mark_on_hinge(const struct board_mark *m,
    size_t n, double w, double h, int panels, double hinge, size_t *which,
    double *gap);

/*
 * board_marks: b's marks by its kind's table, with b's plan (board_plan,
 * or NULL), in a new array (the caller frees it; NULL when there are
 * none) of *count. A kind without a marks member has none.
 */
struct board_mark *board_marks(const struct board *b, const struct rules *r,
    const void *plan, size_t *count);

/*
 * board_plan: b's plan by its kind's table (board/kind.h), or NULL;
 * board_plan_free frees it.
 */
void *board_plan(const struct board *b, const struct rules *r);
void board_plan_free(const struct board *b, void *plan);

/*
 * board_mark_add: append the box x0, y0, x1, y1 to v (*n of *cap, grown
 * as needed; exits on out of memory).
 */
void board_mark_add(struct board_mark **v, size_t *n, size_t *cap,
    double x0, double y0, double x1, double y1, int readable,
    const char *what, size_t index);

/*
 * board_mark_across: the first of m[0 .. n - 1] that a cut along axis
 * (0: the line x = at; 1: y = at) crosses or passes within clear mm of
 * (board_mark_clear), or NULL.
 */
const struct board_mark *board_mark_across(const struct board_mark *m,
    size_t n, int axis, double at, double clear);

/*
 * board_mark_free_below: the largest cut at most at and at least lo that
 * no mark comes within clear mm of (board_mark_across), or lo - 1 when
 * there is none.
 */
double board_mark_free_below(const struct board_mark *m, size_t n, int axis,
    double at, double lo, double clear);

/*
 * board_mark_free_near: the free cut (as above) nearest to at within
 * [lo, hi], the lower on a tie, or lo - 1 when there is none.
 */
double board_mark_free_near(const struct board_mark *m, size_t n, int axis,
    double at, double lo, double hi, double clear);

#endif
