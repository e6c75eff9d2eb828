/* draw.h: what a nodes board looks like on paper (its kind's draw). */
#ifndef BP_NODES_DRAW_H
#define BP_NODES_DRAW_H

#include "print/draw.h"

/*
 * draw_nodes: board b on the current page of p, in trim mm; 0, or -1
 * (message in d) when an icon is missing. draw_nodes_secret draws the
 * mirrored back of an expedition board.
 */
int draw_nodes(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d);
int draw_nodes_secret(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_opts *o, struct diag *d);

#endif
