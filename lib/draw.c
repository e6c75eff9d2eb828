/* draw.c: what each board kind looks like on paper. */
#include "draw.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "geom.h"
#include "layout.h"
#include "mem.h"

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
	if (o->icons && !o->icons->loaded && draw_icons_load(o->icons, r,
	    o->icondir, d) < 0)
		return -1;
	switch (b->kind) {
	case BOARD_NODES:
		draw_nodes(p, b, r, o->icons);
		/* The expeditions' secret page, for long-edge duplex. */
		if (b->nexpedition) {
			if (pdf_page_begin(p, &pg) < 0) {
				diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
				    "libharu could not add a page");
				return -1;
			}
			draw_nodes_secret(p, b, r, o->icons);
		}
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

static int
load_table(struct icon **out, size_t *nout, const char *table, size_t size,
    size_t n, size_t icon_off, const char *icondir, struct diag *d)
{
	size_t i;
	int rc = 0;

	*out = mem_calloc(n + 1, sizeof(**out));
	*nout = n;
	for (i = 0; i < n; i++) {
		icon_init(&(*out)[i]);
		if (icon_load(&(*out)[i], icondir, table + i * size + icon_off,
		    d) < 0)
			rc = -1;
	}
	return rc;
}

int
draw_icons_load(struct draw_icons *di, const struct rules *r,
    const char *icondir, struct diag *d)
{
	const struct rules_nodes *n = &r->nodes;
	int rc = 0;

	di->loaded = 1;
	if (r->kind != BOARD_NODES)
		return 0;
#define LOAD(field, tab, cnt, type)                                           \
	rc |= load_table(&di->field, &di->n##field, (const char *)n->tab,     \
	    sizeof(type), n->cnt, offsetof(type, icon), icondir, d)
	LOAD(type, type, ntype, struct rules_ntype);
	LOAD(mission, mission, nmission, struct rules_mission);
	LOAD(expedition, expedition, nexpedition, struct rules_item);
	LOAD(landmark, landmark, nlandmark, struct rules_item);
	LOAD(resource, resource, nresource, struct rules_item);
	LOAD(tiny, tiny, ntiny, struct rules_item);
#undef LOAD
	return rc ? -1 : 0;
}

static void
fini_table(struct icon *t, size_t n)
{
	size_t i;

	for (i = 0; i < n && t; i++)
		icon_fini(&t[i]);
	free(t);
}

void
draw_icons_fini(struct draw_icons *di)
{
	fini_table(di->type, di->ntype);
	fini_table(di->mission, di->nmission);
	fini_table(di->expedition, di->nexpedition);
	fini_table(di->landmark, di->nlandmark);
	fini_table(di->resource, di->nresource);
	fini_table(di->tiny, di->ntiny);
	memset(di, 0, sizeof(*di));
}
