/* draw.h: what a transport board looks like on paper (its kind's draw). */
#ifndef BP_TRANSPORT_DRAW_H
#define BP_TRANSPORT_DRAW_H

#include "board/mark.h"
#include "sheet/draw.h"

/* draw_transport: board b (its one face) on the current page of p, in trim
 * mm; 0 (its symbols are drawn, not read from icon files). */
int draw_transport(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d);

struct translabel;

/*
 * transport_piece_marks: the transits and trees of b as marks
 * (board/mark.h: not readable; the boxes hold their outlines), appended
 * to v (*n of *cap): the trees that show beside the labels l
 * (transport/label.h), or every tree with l NULL.
 */
void transport_piece_marks(const struct board *b, const struct rules *r,
    const struct translabel *l, struct board_mark **v, size_t *n,
    size_t *cap);

#endif
