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

void
transport_wings(struct pdf *p, double x0, double y0, double x1, double y1)
{
	double h = y1 - y0, m = (x0 + x1) / 2, f = h * 0.9, x;
	int side, any = 0;

	pdf_fill_colour(p, DRAW_BLACK);
	pdf_rect(p, x0, y0, x1 - x0, y1 - y0);
	pdf_fill(p);
	/*
	 * Feathers: white slanted strips, a feather's step apart, each
	 * leaning out from the middle (its top farther out than its foot),
	 * inside the bar, a black body left in the middle.
	 */
	pdf_fill_colour(p, pdf_k(0));
	for (side = -1; side <= 1; side += 2)
		for (x = m + side * h * 0.9; side > 0 ? x + f * 0.8 < x1 :
		    x - f * 0.8 > x0; x += side * f) {
			pdf_move(p, x, y1 - h * 0.25);
			pdf_line(p, x + side * f * 0.3, y1 - h * 0.25);
			pdf_line(p, x + side * f * 0.8, y0 + h * 0.25);
			pdf_line(p, x + side * f * 0.5, y0 + h * 0.25);
			pdf_close(p);
			any = 1;
		}
	/* (libharu refuses to paint an empty path.) */
	if (any)
		pdf_fill(p);
}
