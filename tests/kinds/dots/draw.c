/* draw.c: a dots board on paper: a grid of hairlines, a disc per dot. */
#include "dots/part.h"
#include "sheet/draw.h"

#define GRID_MM 0.1
#define DOT_SHARE 0.3 /* of the cell: the dot's radius */

int
dots_draw(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d)
{
	const struct dots_part *dp = dots_part(b);
	double x0 = (b->width - dp->cols * dp->cell) / 2;
	double y0 = (b->height - dp->rows * dp->cell) / 2, s = dp->cell;
	int c, row;

	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, GRID_MM);
	pdf_rect(p, x0, y0, dp->cols * s, dp->rows * s);
	pdf_stroke(p);
	pdf_fill_colour(p, DRAW_BLACK);
	for (row = 0; row < dp->rows; row++)
		for (c = 0; c < dp->cols; c++)
			if (dots_cell(b, c, row) == 'o')
				pdf_circle(p, x0 + (c + 0.5) * s,
				    y0 + (row + 0.5) * s, DOT_SHARE * s);
	pdf_fill(p);
	return 0;
}
