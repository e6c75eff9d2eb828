/* symbols.h: the small symbols a transport map draws at a point, s their
 * size in mm: shared by the map and its legend. */
#ifndef BP_TRANSPORT_SYMBOLS_H
#define BP_TRANSPORT_SYMBOLS_H

#include "draw/pdf.h"

/* transport_diamond: the transit mark, added to the path (the caller
 * paints it). */
void transport_diamond(struct pdf *p, double x, double y, double s);

/* transport_plane: the airport mark, an aeroplane seen from above,
 * filled in black. */
void transport_plane(struct pdf *p, double x, double y, double s);

/*
 * transport_wings: the airport mark of the devlog, a thick underline with
 * a wings pattern: the box (x0, y0)-(x1, y1) filled in black, white
 * feathers slanting out from its middle both ways, like a bird's or a
 * plane's wings spread under the city's name.
 */
void transport_wings(struct pdf *p, double x0, double y0, double x1,
    double y1);

#endif
