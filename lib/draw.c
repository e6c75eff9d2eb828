/* draw.c: what each board kind looks like on paper. */
#include "draw.h"

#include "layout.h"

int
draw_board(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	struct layout_page pg;

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
	default:
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
		    "%s boards cannot be drawn yet", board_kind_name(b->kind));
		return -1;
	}
	return 0;
}
