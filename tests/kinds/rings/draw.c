/* draw.c: a rings board on paper: each ring a circle, a lit one filled. */
#include "rings/part.h"
#include "sheet/draw.h"

#define RING_MM 0.5 /* a ring's line */

int
rings_draw(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d)
{
	const struct rings_part *rp = rings_part(b);
	size_t i;

	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, RING_MM);
	for (i = 0; i < rp->n; i++)
		pdf_circle(p, rp->ring[i].x, rp->ring[i].y, rp->ring[i].r);
	pdf_stroke(p);
	pdf_fill_colour(p, DRAW_BLACK);
	for (i = 0; i < rp->n; i++)
		if (rp->ring[i].lit)
			pdf_circle(p, rp->ring[i].x, rp->ring[i].y,
			    rp->ring[i].r / 2);
	if (rings_lit(b) > 0)
		pdf_fill(p);
	return 0;
}
