/* draw.h: drawing a board on a PDF page. */
#ifndef BP_DRAW_H
#define BP_DRAW_H

#include "board.h"
#include "diag.h"
#include "icon.h"
#include "pdf.h"
#include "rules.h"

/*
 * The icons a deck's rules name, loaded once per deck (draw_icons_load),
 * parallel to the rules' tables.
 */
struct draw_icons {
	struct icon *type, *mission, *expedition, *landmark, *resource, *tiny;
	size_t ntype, nmission, nexpedition, nlandmark, nresource, ntiny;
	int loaded;
};

struct draw_opts {
	double bleed; /* mm on each side of the trim */
	double slug;  /* mm of slug area outside the bleed */
	struct draw_icons *icons; /* loaded on the first board */
	const char *icondir;
};

/*
 * draw_icons_load: every icon r names, from icondir. Returns 0, or -1
 * with one message per missing or malformed icon in d.
 */
int draw_icons_load(struct draw_icons *di, const struct rules *r,
    const char *icondir, struct diag *d);
void draw_icons_fini(struct draw_icons *di);

/*
 * draw_board: add one page to p showing board b (made with rules r).
 * Returns 0, or -1 with a message in d.
 */
int draw_board(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d);

/*
 * The kinds' pages: draw board b on the current page of p, in trim mm.
 * draw_nodes_secret draws the mirrored back of an expedition board.
 */
void draw_nodes(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_icons *di);
void draw_nodes_secret(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_icons *di);

/*
 * draw_icon: icon ic centred on (x, y), size mm across (its 100-unit box
 * scaled to size), turned by angle; its dark ink in dark, its light ink in
 * light.
 */
void draw_icon(struct pdf *p, const struct icon *ic, double x, double y,
    double size, double angle, struct pdf_cmyk dark, struct pdf_cmyk light);

/*
 * draw_disc: a circle of radius r at (x, y), filled and/or stroked
 * (DRAW_FILL, DRAW_STROKE) with the current colours; one form per size in
 * a document, so a page full of dots costs a few bytes each.
 */
enum { DRAW_FILL = 1, DRAW_STROKE = 2 };
void draw_disc(struct pdf *p, double x, double y, double r, int paint,
    double width);

/* Ink: text and thin lines in pure black, as print shops ask. */
#define DRAW_BLACK pdf_k(1)

#endif
