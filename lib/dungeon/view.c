/*
 * view.c: the floor of one dungeon board as its checks read it, made once
 * per board and kept on its part until the board changes.
 */
#include "dungeon/view.h"

#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "dungeon/part.h"

/* same: is v's key b's grid and features, byte for byte? */
static int
same(const struct dungeon_view *v, const struct board *b)
{
	const struct dungeon_part *p = dungeon_part(b);
	size_t cells = (size_t)b->cols * (size_t)b->rows;

	return v->cols == b->cols && v->rows == b->rows &&
	    v->nfeature == p->nfeature &&
	    (cells == 0 || memcmp(v->terrain, b->terrain, cells) == 0) &&
	    (p->nfeature == 0 || memcmp(v->feature, p->feature,
	    p->nfeature * sizeof(*p->feature)) == 0);
}

/* drop: forget what v was made of, keeping the key's memory. */
static void
drop(struct dungeon_view *v)
{
	dungeon_floor_fini(&v->f);
	MEM_FREE(v->at, v->start, v->dist, v->queue);
	v->at = v->start = v->queue = NULL;
	v->dist = NULL;
	v->have_diam = 0;
}

/* make: v from b, and b's grid and features as its key. */
static void
make(struct dungeon_view *v, const struct board *b)
{
	const struct dungeon_part *p = dungeon_part(b);
	size_t cells = (size_t)b->cols * (size_t)b->rows, i;

	drop(v);
	v->cols = b->cols;
	v->rows = b->rows;
	v->terrain = mem_grow(v->terrain, &v->capterrain, cells + 1, 1);
	if (cells)
		memcpy(v->terrain, b->terrain, cells);
	v->feature = mem_grow(v->feature, &v->capfeature, p->nfeature + 1,
	    sizeof(*p->feature));
	if (p->nfeature)
		memcpy(v->feature, p->feature,
		    p->nfeature * sizeof(*p->feature));
	v->nfeature = p->nfeature;

	dungeon_floor_init(&v->f, b->terrain, b->cols, b->rows);
	v->at = mem_alloc((p->nfeature + 1) * sizeof(*v->at));
	v->start = mem_alloc((p->nfeature + 1) * sizeof(*v->start));
	v->exit = DUNGEON_NONE;
	v->nstart = 0;
	for (i = 0; i < p->nfeature; i++) {
		v->at[i] = dungeon_floor_at(&v->f, p->feature[i].col,
		    p->feature[i].row);
		if (p->feature[i].type == BOARD_FEATURE_EXIT)
			v->exit = v->at[i];
		else if (p->feature[i].type == BOARD_FEATURE_START)
			v->start[v->nstart++] = v->at[i];
	}
	v->dist = mem_alloc((v->f.n + 1) * sizeof(*v->dist));
	v->queue = mem_alloc((v->f.n + 1) * sizeof(*v->queue));
	v->exit_ecc = 0;
	if (v->exit != DUNGEON_NONE)
		v->exit_ecc = dungeon_floor_bfs(&v->f, v->exit, v->dist,
		    v->queue);
}

const struct dungeon_view *
dungeon_view(const struct board *b)
{
	struct dungeon_part *p = dungeon_part(b);
	struct dungeon_view *v = p->view;

	if (!v) {
		v = p->view = mem_calloc(1, sizeof(*v));
		make(v, b);
	} else if (!v->dist || !same(v, b)) {
		make(v, b);
	}
	return v;
}

uint32_t
dungeon_view_diameter(const struct board *b, double stop_frac,
    double stop_at, int *exact)
{
	struct dungeon_view *v = (struct dungeon_view *)dungeon_view(b);
	uint32_t d;
	int ex = 1;

	if (exact)
		*exact = 1;
	if (v->have_diam || v->f.n == 0)
		return v->f.n ? v->diam : 0;
	/* With an exit, its search (made anyway) is the bounding's first. */
	if (v->exit != DUNGEON_NONE)
		d = dungeon_floor_diameter_from(&v->f, v->exit, v->dist,
		    v->exit_ecc, stop_frac, stop_at, &ex);
	else
		d = dungeon_floor_diameter(&v->f, NULL);
	if (ex) {
		v->diam = d;
		v->have_diam = 1;
	} else if (exact) {
		*exact = 0;
	}
	return d;
}

void
dungeon_view_free(void *view)
{
	struct dungeon_view *v = view;

	if (!v)
		return;
	drop(v);
	MEM_FREE(v->terrain, v->feature);
	free(v);
}
