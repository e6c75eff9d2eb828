/* texture.h: a style's pictures over a transport map's terrain. */
#ifndef BP_TRANSPORT_TEXTURE_H
#define BP_TRANSPORT_TEXTURE_H

#include "board/board.h"
#include "board/rules.h"
#include "print/draw.h"

/*
 * transport_textures: the style's [picture land] over the lowland cells
 * and [picture water] over the water's, each clipped to its cells, on a
 * map whose grid starts at (x0, y0) mm with cell mm cells; the outer
 * cells reach out mm into the bleed. Returns 0, or -1 (message in d)
 * when a picture cannot be placed.
 */
int transport_textures(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_opts *o, double x0, double y0,
    double cell, double out, struct diag *d);

#endif
