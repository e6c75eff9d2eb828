/* pins.c: what a pins file may keep on a dungeon: a feature on a cell. */
#include "dungeon/pins.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "core/mem.h"
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
	const struct rules_dungeon *g = dungeon_rules(r);
	size_t t;

	for (t = 0; t < g->nfeature; t++)
		if (strcmp(g->feature[t].name, name) == 0)
			break;
	if (t == g->nfeature) {
		*why = "no feature type of that name in the rules";
		return -1;
	}
	if (pins_max(r, (int32_t)t) <= 0) {
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

uint32_t
dungeon_pins_cell(const struct board *b, const struct dungeon_floor *f,
    const struct pin *k)
{
	double *x = mem_alloc((f->n + 1) * sizeof(*x));
	double *y = mem_alloc((f->n + 1) * sizeof(*y));
	double x0, y0;
	uint32_t i;
	size_t best;

	dungeon_origin(b, &x0, &y0);
	for (i = 0; i < f->n; i++) {
		x[i] = x0 + ((double)(f->cell[i] % (uint32_t)f->cols) + 0.5) *
		    b->cell;
		y[i] = y0 + ((double)(f->cell[i] / (uint32_t)f->cols) + 0.5) *
		    b->cell;
	}
	best = pins_nearest(k, x, y, NULL, f->n);
	MEM_FREE(x, y);
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

/* line: "feature X Y type NAME" for the feature nearest (x, y), at its
 * cell's centre (not a start or the exit: those are drawn again). */
static int
line(const struct board *b, const struct rules *r, double x, double y,
    char *buf, size_t n)
{
	const struct dungeon_part *dp = dungeon_part(b);
	struct pin at = { .x = x, .y = y };
	double *fx = mem_alloc((dp->nfeature + 1) * sizeof(*fx));
	double *fy = mem_alloc((dp->nfeature + 1) * sizeof(*fy));
	unsigned char *ok = mem_alloc(dp->nfeature + 1);
	double x0, y0;
	size_t i, best;

	dungeon_origin(b, &x0, &y0);
	for (i = 0; i < dp->nfeature; i++) {
		fx[i] = x0 + (dp->feature[i].col + 0.5) * b->cell;
		fy[i] = y0 + (dp->feature[i].row + 0.5) * b->cell;
		ok[i] = dp->feature[i].type >= 0;
	}
	best = pins_nearest(&at, fx, fy, ok, dp->nfeature);
	if (best != SIZE_MAX)
		snprintf(buf, n, "feature %.3f %.3f type %s", fx[best],
		    fy[best],
		    dungeon_rules(r)->feature[dp->feature[best].type].name);
	MEM_FREE(fx, fy, ok);
	return best == SIZE_MAX ? -1 : 0;
}

/* region: "feature X Y type NAME" for every feature (not a start or the
 * exit) whose cell's centre is in the rectangle. */
static int
region(const struct board *b, const struct rules *r, double x0, double y0,
    double x1, double y1, char *buf, size_t n)
{
	const struct dungeon_part *dp = dungeon_part(b);
	const double box[4] = { x0, y0, x1, y1 };
	char one[PINS_LINE];
	double ox, oy, x, y;
	size_t i, len = 0;
	int count = 0, rc;

	dungeon_origin(b, &ox, &oy);
	for (i = 0; i < dp->nfeature; i++) {
		if (dp->feature[i].type < 0)
			continue;
		x = ox + (dp->feature[i].col + 0.5) * b->cell;
		y = oy + (dp->feature[i].row + 0.5) * b->cell;
		snprintf(one, sizeof(one), "feature %.3f %.3f type %s", x, y,
		    dungeon_rules(r)->feature[dp->feature[i].type].name);
		if ((rc = pins_region_add(buf, n, &len, one, x, y, box)) < 0)
			return -1;
		count += rc;
	}
	return count;
}

const struct kind_pins dungeon_pins = { "feature", "type", 1, value, fit,
	kept, line, NULL, region };
