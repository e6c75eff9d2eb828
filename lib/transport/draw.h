/* draw.h: what a transport board looks like on paper (its kind's draw). */
#ifndef BP_TRANSPORT_DRAW_H
#define BP_TRANSPORT_DRAW_H

#include "print/draw.h"

/* draw_transport: board b (its one face) on the current page of p, in trim
 * mm; 0 (its symbols are drawn, not read from icon files). */
int draw_transport(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d);

#endif
