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

#endif
