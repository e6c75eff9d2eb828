/* draw.h: what a nodes board looks like on paper (its kind's draw). */
#ifndef BP_NODES_DRAW_H
#define BP_NODES_DRAW_H

#include "sheet/draw.h"

/* nodes_faces: 2 for an expedition board, whose secret is on the back. */
int nodes_faces(const struct board *b);

/*
 * draw_nodes: face 0 of board b (the board) or face 1 (an expedition
 * board's mirrored back) on the current page of p, in trim mm; 0, or -1
 * (message in d) when an icon is missing.
 */
int draw_nodes(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d);

/*
 * nodes_key_page: with p NULL, 1 when r's key goes on a page of its own
 * ("key page"), else 0; with p, that page for boards like b on the
 * current page of p, in trim mm: the rules' title, the types' box and the
 * missions' beside it (below it when the page is too narrow). 0, or -1
 * (message in d) when an icon is missing.
 */
int nodes_key_page(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_opts *o, struct diag *d);

#endif
