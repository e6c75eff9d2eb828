/* trees.c: a transport map's trees (trees.h). */
#include "transport/trees.h"

#include <math.h>
#include <stdlib.h>

#include "core/geom.h"
#include "core/mem.h"
#include "transport/map.h"
#include "transport/part.h"
#include "transport/rules.h"

double
transtree_size(double cell)
{
	return cell * 0.8;
}

/*
 * tree_box: the box of the tree tree() draws of shape at (x, y), s mm
 * tall, without its outline: left, top, right, bottom.
 */
static void
tree_box(int shape, double x, double y, double s, double box[4])
{
	double half = shape == RULES_TREE_PINE ? 0.32 :
	    shape == RULES_TREE_PALM ? 0.4 : 0.3;

	box[0] = x - s * half;
	box[1] = y - s * (shape == RULES_TREE_PINE ? 0.5 : 0.4);
	box[2] = x + s * half;
	box[3] = y + s * 0.5;
}

/* tree: one tree of shape at (x, y), s mm tall, added to the path (its
 * box is tree_box's). */
static void
tree(struct pdf *p, int shape, double x, double y, double s)
{
	int k;

	switch (shape) {
	case RULES_TREE_PINE:
		pdf_move(p, x, y - s / 2);
		pdf_line(p, x + s * 0.32, y + s * 0.3);
		pdf_line(p, x - s * 0.32, y + s * 0.3);
		pdf_close(p);
		pdf_rect(p, x - s * 0.05, y + s * 0.3, s * 0.1, s * 0.2);
		break;
	case RULES_TREE_PALM:
		pdf_rect(p, x - s * 0.04, y - s * 0.1, s * 0.08, s * 0.6);
		pdf_move(p, x - s * 0.4, y - s * 0.05);
		pdf_line(p, x, y - s * 0.4);
		pdf_line(p, x + s * 0.4, y - s * 0.05);
		pdf_line(p, x, y - s * 0.22);
		pdf_close(p);
		break;
	default:
		/* An octagon is a circle at this size, in half the numbers. */
		pdf_move(p, x + s * 0.3, y - s * 0.1);
		for (k = 1; k < 8; k++)
			pdf_line(p, x + s * 0.3 * cos(k * GEOM_PI / 4),
			    y - s * 0.1 + s * 0.3 * sin(k * GEOM_PI / 4));
		pdf_close(p);
		pdf_rect(p, x - s * 0.05, y + s * 0.15, s * 0.1, s * 0.35);
		break;
	}
}

void
transtrees_init(struct transtrees *t, const struct board *b,
    const struct rules *r, const struct translabel *l)
{
	size_t c, u;
	int i, j, i0, i1, j0, j1;

	t->b = b;
	t->r = r;
	t->l = l;
	transport_origin(b, &t->x0, &t->y0);
	t->under = l ? mem_calloc((size_t)b->cols * (size_t)b->rows + 1, 1) :
	    NULL;
	for (c = 0; l && c < transport_part(b)->ncity; c++)
		for (u = 0; u < l[c].nbox; u++) {
			const struct translabel_box *a = &l[c].box[u];

			i0 = (int)floor((a->x0 - t->x0) / b->cell) - 1;
			i1 = (int)floor((a->x1 - t->x0) / b->cell) + 1;
			j0 = (int)floor((a->y0 - t->y0) / b->cell) - 1;
			j1 = (int)floor((a->y1 - t->y0) / b->cell) + 1;
			for (j = j0 < 0 ? 0 : j0; j <= j1 && j < b->rows; j++)
				for (i = i0 < 0 ? 0 : i0; i <= i1 &&
				    i < b->cols; i++)
					t->under[(size_t)j * b->cols + i] = 1;
		}
}

void
transtrees_fini(struct transtrees *t)
{
	free(t->under);
	t->under = NULL;
}

int
transtrees_shown(const struct transtrees *t, size_t i, double box[4])
{
	const struct board *b = t->b;
	const struct rules_transport *rt = transport_rules(t->r);
	int8_t k = transport_part(b)->tree ? transport_part(b)->tree[i] : -1;
	double s = b->cell, e = TREE_LINE / 2;
	struct translabel_box a;
	size_t c, u;

	if (k < 0 || (size_t)k >= rt->ntree)
		return 0;
	tree_box(rt->tree[k].shape, t->x0 + ((double)(i % (size_t)b->cols) +
	    0.5) * s, t->y0 + ((double)(i / (size_t)b->cols) + 0.5) * s,
	    transtree_size(s), box);
	a = (struct translabel_box){ box[0] - e, box[1] - e, box[2] + e,
		box[3] + e };
	box[0] = a.x0;
	box[1] = a.y0;
	box[2] = a.x1;
	box[3] = a.y1;
	for (c = 0; t->under && t->under[i] && c < transport_part(b)->ncity;
	     c++)
		for (u = 0; u < t->l[c].nbox; u++)
			if (translabel_overlap(&a, &t->l[c].box[u]))
				return 0;
	return 1;
}

/* The key under which tree_form files its forms in a document. */
static const char tree_key;

int
transtree_form(struct pdf *p, int shape, double s)
{
	int part = (int)lround(s * 1000) * 8 + shape,
	    id = pdf_form_find(p, &tree_key, part);
	/* (room for the outline's mitred tips: PDF's miter limit is 10) */
	double box[4], e = 10 * TREE_LINE;

	if (id >= 0)
		return id;
	tree_box(shape, 0, 0, s, box);
	if (pdf_form_begin(p, box[0] - e, box[1] - e, box[2] + e,
	    box[3] + e) < 0)
		return -1;
	pdf_line_width(p, TREE_LINE);
	tree(p, shape, 0, 0, s);
	pdf_fill_stroke(p);
	id = pdf_form_end(p);
	pdf_form_keep(p, &tree_key, part, id);
	return id;
}

