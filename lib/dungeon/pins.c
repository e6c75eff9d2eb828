/* pins.c: what a pins file may keep on a dungeon: a feature on a cell. */
#include "dungeon/pins.h"

#include <stdint.h>
#include <stdio.h>

#include "board/kind.h"
#include "dungeon/map.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"

/* pins_max: the most features of type t a board holds. */
static int
pins_max(const struct rules *r, int32_t t)
{
	const struct rules_feature *ft = &dungeon_rules(r)->feature[t];

	return ft->max < 0 ? ft->min : ft->max;
}

/* value: the feature type called name, when a board can hold one. */
static int32_t
value(const struct rules *r, const char *name, const char **why)
{
	int t = rules_find_entry(r, "feature", name);

	if (t < 0) {
		*why = "no feature type of that name in the rules";
		return -1;
	}
	if (pins_max(r, t) <= 0) {
		*why = "the feature's max is 0: never on a board";
		return -1;
	}
	return (int32_t)t;
}

/* fit: no feature type is pinned more often than its max. */
static int
fit(const struct rules *r, const struct pins *p, struct diag *d)
{
	size_t k, j;
	int n, most;

	for (k = 0; k < p->n; k++) {
		for (n = 0, j = 0; j <= k; j++)
			n += p->v[j].val[0] == p->v[k].val[0];
		most = pins_max(r, p->v[k].val[0]);
		if (n > most) {
			diag_add(d, DIAG_FATAL, p->origin, p->v[k].line, NULL,
			    NULL, "%d %s features pinned, but the rules' max "
			    "is %d", n,
			    dungeon_rules(r)->feature[p->v[k].val[0]].name,
			    most);
			return -1;
		}
	}
	return 0;
}

/* A floor as pins_nearest walks it: its cells and where they are. */
struct floor_at {
	const struct board *b;
	const struct dungeon_floor *f;
	double x0, y0; /* the grid's top-left corner on the trim, mm */
};

/* cell_at: the centre of floor cell i. */
static int
cell_at(const void *ctx, size_t i, double *x, double *y)
{
	const struct floor_at *a = ctx;
	uint32_t c = a->f->cell[i], cols = (uint32_t)a->f->cols;

	*x = a->x0 + ((double)(c % cols) + 0.5) * a->b->cell;
	*y = a->y0 + ((double)(c / cols) + 0.5) * a->b->cell;
	return 1;
}

uint32_t
dungeon_pins_cell(const struct board *b, const struct dungeon_floor *f,
    const struct pin *k)
{
	struct floor_at a = { .b = b, .f = f };
	size_t best;

	dungeon_origin(b, &a.x0, &a.y0);
	best = pins_nearest(k, f->n, cell_at, &a);
	return best == SIZE_MAX ? DUNGEON_NONE : (uint32_t)best;
}

/* kept: the floor cell nearest pin k holds a feature of its type. */
static int
kept(const struct board *b, const struct pins *p, size_t k)
{
	const struct dungeon_part *dp = dungeon_part(b);
	struct dungeon_floor f;
	uint32_t c;
	size_t i;
	int yes = 0;

	dungeon_floor_init(&f, b->terrain, b->cols, b->rows);
	c = dungeon_pins_cell(b, &f, &p->v[k]);
	for (i = 0; c != DUNGEON_NONE && i < dp->nfeature; i++)
		if (dp->feature[i].type == p->v[k].val[0] &&
		    (uint32_t)(dp->feature[i].row * f.cols +
		    dp->feature[i].col) == f.cell[c])
			yes = 1;
	dungeon_floor_fini(&f);
	return yes;
}

/* things: the board's features, the starts and the exit among them. */
static size_t
things(const struct board *b)
{
	return dungeon_part(b)->nfeature;
}

/* place: the centre of feature i's cell; 1 when it is not a start or the
 * exit (those are drawn again, not kept). */
static int
place(const void *ctx, size_t i, double *x, double *y)
{
	const struct board *b = ctx;
	const struct board_feature *ft = &dungeon_part(b)->feature[i];
	double x0, y0;

	dungeon_origin(b, &x0, &y0);
	*x = x0 + (ft->col + 0.5) * b->cell;
	*y = y0 + (ft->row + 0.5) * b->cell;
	return ft->type >= 0;
}

/* thing: "feature X Y type NAME" for feature i, at its cell's centre. */
static int
thing(const struct board *b, const struct rules *r, size_t i, double *x,
    double *y, char *buf, size_t n)
{
	if (!place(b, i, x, y))
		return -1;
	snprintf(buf, n, "feature %.3f %.3f type %s", *x, *y,
	    dungeon_rules(r)->feature[dungeon_part(b)->feature[i].type].name);
	return 0;
}

const struct kind_pins dungeon_pins = { "feature", "type", 1, value, fit,
	kept, NULL, things, place, thing };
