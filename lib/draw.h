/* draw.h: drawing a board on a PDF page. */
#ifndef BP_DRAW_H
#define BP_DRAW_H

#include "board.h"
#include "diag.h"
#include "icon.h"
#include "pdf.h"
#include "rules.h"

struct draw_opts {
	double bleed; /* mm on each side of the trim */
	double slug;  /* mm of slug area outside the bleed */
	int split;    /* transport: each board over 2 x 2 sheets */
};

/*
 * draw_board: add one page to p showing board b (made with rules r).
 * Returns 0, or -1 with a message in d.
 */
int draw_board(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d);

/* The kinds' pages: draw board b on the current page of p, in trim mm. */
void draw_nodes(struct pdf *p, const struct board *b, const struct rules *r);
void draw_transport(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o);

/*
 * draw_transport_split: board b over four pages of its paper size, the
 * same cells twice the size, each sheet with alignment marks on the
 * edges that join another and a label naming it. Returns 0, or -1 with
 * a message in d.
 */
int draw_transport_split(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_opts *o, struct diag *d);

/*
 * draw_icon: icon ic centred on (x, y), size mm across (its 100-unit box
 * scaled to size), turned by angle; its dark ink in dark, its light ink in
 * light.
 */
void draw_icon(struct pdf *p, const struct icon *ic, double x, double y,
    double size, double angle, struct pdf_cmyk dark, struct pdf_cmyk light);

/* Ink: text and thin lines in pure black, as print shops ask. */
#define DRAW_BLACK pdf_k(1)

#endif
