/* draw.c: what each board kind looks like on paper. */
#include "draw.h"

#include "geom.h"
#include "layout.h"

int
draw_board(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	struct layout_page pg;

	if (b->kind == BOARD_TRANSPORT && o->split)
		return draw_transport_split(p, b, r, o, d);
	layout_page(&pg, b->width, b->height, o->bleed, o->slug);
	if (pdf_page_begin(p, &pg) < 0) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
		    "libharu could not add a page");
		return -1;
	}
	switch (b->kind) {
	case BOARD_NODES:
		draw_nodes(p, b, r);
		break;
	case BOARD_TRANSPORT:
		draw_transport(p, b, r, o);
		break;
	default:
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
		    "%s boards cannot be drawn yet", board_kind_name(b->kind));
		return -1;
	}
	return 0;
}

void
draw_icon(struct pdf *p, const struct icon *ic, double x, double y,
    double size, double angle, struct pdf_cmyk dark, struct pdf_cmyk light)
{
	const struct icon_op *op;
	double s = size / 100;
	size_t i, k;

	pdf_save(p);
	/* The box's centre (50, 50) lands on (x, y). */
	pdf_transform(p, x, y, angle, s);
	pdf_transform(p, -50, -50, 0, 1);
	for (i = 0; i < ic->nop; i++) {
		op = &ic->op[i];
		pdf_fill_colour(p, op->light ? light : dark);
		pdf_stroke_colour(p, op->light ? light : dark);
		/* Never thinner than 0.25 pt on paper, whatever the size. */
		pdf_line_width(p, op->width * s < 0.0882 ? 0.0882 / s :
		    op->width);
		switch (op->shape) {
		case ICON_CIRCLE:
			pdf_circle(p, op->v[0], op->v[1], op->v[2]);
			break;
		case ICON_RECT:
			pdf_rect(p, op->v[0], op->v[1], op->v[2], op->v[3]);
			break;
		case ICON_POLY:
		case ICON_LINE:
			pdf_move(p, op->v[0], op->v[1]);
			for (k = 2; k + 1 < op->nv; k += 2)
				pdf_line(p, op->v[k], op->v[k + 1]);
			if (op->shape == ICON_POLY)
				pdf_close(p);
			break;
		case ICON_ARC:
			pdf_arc(p, op->v[0], op->v[1], op->v[2],
			    op->v[3] * GEOM_PI / 180, op->v[4] * GEOM_PI / 180);
			break;
		}
		if (op->paint == (ICON_FILL | ICON_STROKE))
			pdf_fill_stroke(p);
		else if (op->paint == ICON_FILL)
			pdf_fill(p);
		else
			pdf_stroke(p);
	}
	pdf_restore(p);
}
