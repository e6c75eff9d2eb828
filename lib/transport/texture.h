/* texture.h: a style's pictures over a transport map's terrain, and its
 * logo in the legend. */
#ifndef BP_TRANSPORT_TEXTURE_H
#define BP_TRANSPORT_TEXTURE_H

#include "board/board.h"
#include "board/rules.h"
#include "sheet/draw.h"

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

/*
 * transport_legend_logo: the style's [picture logo], if any, at the top
 * of the legend's box (x, y, w, h mm: transport_legend_box, which keeps
 * room for it), TRANSPORT_LEGEND_LOGO in; *down the mm the legend's lines
 * move down for it (0 without). Returns 0, or -1 (message in d).
 */
int transport_legend_logo(struct pdf *p, const struct rules *r,
    const struct draw_opts *o, const double box[4], double *down,
    struct diag *d);

#endif
