/*
 * trees.h: a transport map's trees: their shape and size, drawn once per
 * document as PDF forms, and which of them a city's label leaves in view
 * (a label may reach over a tree's edge where it has no better place,
 * transport/label.h; that tree gives way, the forest around it stays).
 * For draw.c, which places them and keeps the sheets' cuts off them.
 */
#ifndef BP_TRANSPORT_TREES_H
#define BP_TRANSPORT_TREES_H

#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "draw/pdf.h"
#include "transport/label.h"

/* A tree's outline, mm: a thin line in 100 % K. */
#define TREE_LINE 0.12

/* transtree_size: how tall a tree is, mm, on a map of cell mm cells. */
double transtree_size(double cell);

/*
 * transtree_form: the form of a tree of shape, s mm tall, outlined, about
 * its middle (made once per document; pdf.h), or -1.
 */
int transtree_form(struct pdf *p, int shape, double s);

/*
 * The trees of board b beside its labels l (NULL: no labels). under[i]:
 * a label meets cell i's square, which holds its tree (outline and all).
 */
struct transtrees {
	const struct board *b;
	const struct rules *r;
	double x0, y0;              /* the grid's corner, mm */
	const struct translabel *l; /* the labels, or NULL: none */
	uint8_t *under;
};

void transtrees_init(struct transtrees *t, const struct board *b,
    const struct rules *r, const struct translabel *l);
void transtrees_fini(struct transtrees *t);

/*
 * transtrees_shown: does cell i's tree show: none of the labels lies on
 * it? Its box into box (left, top, right, bottom), outline and all.
 */
int transtrees_shown(const struct transtrees *t, size_t i, double box[4]);

#endif
