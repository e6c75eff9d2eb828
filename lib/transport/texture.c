/* texture.c: a style's land and water pictures over a transport map,
 * each clipped to its cells (texture.h). */
#include "transport/texture.h"

#include "picture/drawpic.h"
#include "transport/map.h"

/* The cells a place's picture covers: the lowland (highlands and
 * mountains keep their tints, so the relief still reads), or all water. */
static int
covers(int water, char ch)
{
	return water ? transport_is_water(ch) : ch == TRANSPORT_LAND;
}

/*
 * row_path: row r's runs of the cells covers() takes, as rectangles; the
 * outer cells reach out mm into the bleed, as the tints do. Returns
 * whether it added one.
 */
static int
row_path(struct pdf *p, const struct board *b, int water, double x0,
    double y0, double cell, int r, double out)
{
	double x, y = y0 + r * cell, w, h = cell;
	int c, e, any = 0;

	if (r == 0) {
		y -= out;
		h += out;
	}
	if (r == b->rows - 1)
		h += out;
	for (c = 0; c < b->cols; c = e + 1) {
		for (; c < b->cols && !covers(water, board_cell(b, c, r)); c++)
			;
		for (e = c; e < b->cols && covers(water, board_cell(b, e, r));
		    e++)
			;
		if (e == c)
			break;
		x = x0 + c * cell - (c == 0 ? out : 0);
		w = (e - c) * cell + (c == 0 ? out : 0) +
		    (e == b->cols ? out : 0);
		/* A hair wider, as the tints, so no seam shows. */
		pdf_rect(p, x, y, w + 0.05, h + 0.05);
		any = 1;
	}
	return any;
}

int
transport_textures(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_opts *o, double x0, double y0,
    double cell, double out, struct diag *d)
{
	static const char *const place[2] = { "land", "water" };
	const struct style_picture *pc;
	int k, row, any;

	for (k = 0; k < 2; k++) {
		if (!o->pictures || !(pc = draw_picture_of(r, place[k])))
			continue;
		for (any = 0, row = 0; row < b->rows; row++)
			any |= row_path(p, b, k, x0, y0, cell, row, out);
		if (any && draw_picture(p, o->pictures, r, pc, x0 - out,
		    y0 - out, b->cols * cell + 2 * out, b->rows * cell +
		    2 * out, 1, d) < 0)
			return -1;
	}
	return 0;
}

int
transport_legend_logo(struct pdf *p, const struct rules *r,
    const struct draw_opts *o, const double box[4], double *down,
    struct diag *d)
{
	double w, h;

	*down = 0;
	if (!draw_logo_size(r, &w, &h))
		return 0;
	*down = h + TRANSPORT_LEGEND_LOGO;
	return draw_logo(p, o->pictures, r, box[0] + TRANSPORT_LEGEND_LOGO,
	    box[1] + TRANSPORT_LEGEND_LOGO, d);
}
