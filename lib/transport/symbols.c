/* symbols.c: the map's small drawn symbols, each a path of its own
 * (symbols.h). */
#include "transport/symbols.h"

#include "sheet/draw.h"

/*
 * transport_diamond: the transit mark (the rule players forgot in the devlog),
 * added to the path.
 */
void
transport_diamond(struct pdf *p, double x, double y, double s)
{
	pdf_move(p, x, y - s);
	pdf_line(p, x + s, y);
	pdf_line(p, x, y + s);
	pdf_line(p, x - s, y);
	pdf_close(p);
}

/* transport_plane: the airport mark, a small aeroplane seen from above. */
void
transport_plane(struct pdf *p, double x, double y, double s)
{
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_move(p, x + s * 0.5, y);
	pdf_line(p, x + s * 0.3, y - s * 0.07);
	pdf_line(p, x + s * 0.05, y - s * 0.07);
	pdf_line(p, x - s * 0.15, y - s * 0.5);
	pdf_line(p, x - s * 0.28, y - s * 0.5);
	pdf_line(p, x - s * 0.15, y - s * 0.07);
	pdf_line(p, x - s * 0.38, y - s * 0.07);
	pdf_line(p, x - s * 0.48, y - s * 0.22);
	pdf_line(p, x - s * 0.55, y - s * 0.22);
	pdf_line(p, x - s * 0.48, y);
	pdf_line(p, x - s * 0.55, y + s * 0.22);
	pdf_line(p, x - s * 0.48, y + s * 0.22);
	pdf_line(p, x - s * 0.38, y + s * 0.07);
	pdf_line(p, x - s * 0.15, y + s * 0.07);
	pdf_line(p, x - s * 0.28, y + s * 0.5);
	pdf_line(p, x - s * 0.15, y + s * 0.5);
	pdf_line(p, x + s * 0.05, y + s * 0.07);
	pdf_line(p, x + s * 0.3, y + s * 0.07);
	pdf_close(p);
	pdf_fill(p);
}
