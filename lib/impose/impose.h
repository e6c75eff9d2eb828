/*
 * impose.h: press sheets from layout-pdf's PDFs: step-and-repeat, in
 * cut-and-stack or plain order, with backs behind their fronts, crop
 * marks, registration targets, a colour bar and a slug (impose-pdf).
 */
#ifndef BP_IMPOSE_H
#define BP_IMPOSE_H

#include <stddef.h>
#include <stdio.h>

#define IMPOSE_MM (72.0 / 25.4) /* points in a millimetre */

/* The order of the boards on the sheets. */
enum impose_order {
	IMPOSE_STACK, /* cut-and-stack: position j of sheet s carries board
		       * j * M + s of n boards over M sheets */
	IMPOSE_PLAIN, /* sheet s carries boards s * k to s * k + k - 1 */
};

/* How the sheet turns over for its back. */
enum impose_turn {
	IMPOSE_TURN,   /* work-and-turn: about the sheet's vertical axis */
	IMPOSE_TUMBLE, /* work-and-tumble: about its horizontal axis */
};

/* What to impose, and on what. Lengths in mm. */
struct impose_opt {
	double sheet_w, sheet_h; /* the press sheet, portrait or not */
	double grip;   /* the edge the press holds (the sheet's foot as
			* drawn; with tumble, the head too): nothing printed */
	double margin; /* the other edges: no board within it */
	double gutter; /* between two boards' bleeds; 0: bleeds butt */
	enum impose_order order;
	enum impose_turn turn;
	const char *pagemap; /* layout-pdf's --page-map or press-run's
			      * manifest.csv: the boards and their pages;
			      * NULL: each page a board of its own */
	const char *font;    /* DejaVu Sans, for the slug */
};

/*
 * The grid of boards on a sheet: the most boards (with their bleed) that
 * fit in the sheet less its grip and margins, turned a quarter if that
 * fits more. Lengths in points, from the sheet's lower left corner.
 */
struct impose_fit {
	int cols, rows, turned; /* turned: each board a quarter turn left */
	double cw, ch;          /* a cell: the board's bleed box as placed */
	double x0, y0;          /* the grid's lower left corner */
	double gutter;
};

/*
 * impose_fit: the grid for a board of bw x bh points (its bleed box) on
 * the sheet of o. Returns the boards a sheet holds: 0 when none fits.
 */
int impose_fit(struct impose_fit *f, const struct impose_opt *o, double bw,
    double bh);

/* impose_cell: the lower left corner (points) of position j (0 is the
 * top left, in rows) of f. */
void impose_cell(const struct impose_fit *f, int j, double *x, double *y);

/*
 * impose_board: the board (0-based) at position j of sheet s, of n boards
 * k to a sheet in order; -1 when that position is empty.
 */
long impose_board(enum impose_order order, long n, int k, long s, int j);

/* A PDF matrix [a b c d e f]: x' = a x + c y + e, y' = b x + d y + f. */
struct impose_mat {
	double a, b, c, d, e, f;
};

/* impose_apply: (*x, *y) through m. */
void impose_apply(struct impose_mat m, double *x, double *y);

/*
 * impose_front: the matrix placing a page whose bleed box is bb (x0 y0 x1
 * y1, points) in the cell at (x, y) of f, turned as f says.
 */
struct impose_mat impose_front(const struct impose_fit *f, const double bb[4],
    double x, double y);

/*
 * impose_back: the matrix placing a back page behind its front (placed by
 * front): the board's own turn (about its trim box tb's vertical axis
 * when sideways, else its horizontal one, as layout-pdf lays the back),
 * then the sheet's (turn, about the middle of a sheet of sw x sh points).
 */
struct impose_mat impose_back(struct impose_mat front, const double tb[4],
    int sideways, enum impose_turn turn, double sw, double sh);

/*
 * impose_run: the press sheets for the boards of PDF in (layout-pdf's own:
 * anything else is refused) to out, and with map a CSV row per board
 * (id,page,sheet,side,position,x,y,w,h,rotation: its trim box on the
 * sheet's side in mm from that side's top left corner as printed, the
 * page turned by rotation degrees counterclockwise).
 * Memory does not grow with the number of boards beyond a few numbers a
 * board; the input is read whole. Returns the sheets written, or -1 when
 * the input or options are wrong (err says "FILE: what"), -2 when out or
 * map could not be written; out then holds part of a PDF (the caller
 * discards it).
 */
long impose_run(FILE *out, FILE *map, const char *in,
    const struct impose_opt *o, char *err, size_t errlen);

#endif
