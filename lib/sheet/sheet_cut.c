/*
 * sheet_cut.c: a cut through free space along a join of print-and-play
 * tiles, where no straight line clears the marks (every line across a
 * nodes board meets a node): a path across the board inside the overlap
 * band that keeps BOARD_MARK_CUT_CLEAR from every mark, found on a grid
 * of SHEET_CUT_STEP mm cells, breadth first, so the fewest cells. A cell
 * is free when its middle keeps the clearance, so every point of a step
 * between two free cells keeps it less half a cell (0.75 mm): half a cell
 * more leaves no path across some nine-player boards.
 */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "board/mark.h"
#include "core/mem.h"
#include "sheet/sheet_int.h"

/* The grid's cell, mm. */
#define SHEET_CUT_STEP 0.5

/* A grid over the band: cols across the band (along the axis), rows
 * along the join. */
struct grid {
	int cols, rows;
	double a0;        /* where the band starts along the axis, mm */
	uint8_t *blocked; /* cols * rows */
	int32_t *from;    /* each cell's step back, -1 none, -2 a start */
};

/* block: the cells of g whose middles mark k (axis along x when 0) comes
 * within the clearance of. */
static void
block(struct grid *g, const struct board_mark *k, int axis)
{
	double s = SHEET_CUT_STEP,
	       c = board_mark_clear(k, BOARD_MARK_CUT_CLEAR);
	double a0 = (axis ? k->y0 : k->x0) - c, a1 = (axis ? k->y1 : k->x1) + c;
	double b0 = (axis ? k->x0 : k->y0) - c, b1 = (axis ? k->x1 : k->y1) + c;
	int i0 = (int)ceil((a0 - g->a0) / s - 0.5),
	    i1 = (int)floor((a1 - g->a0) / s - 0.5),
	    j0 = (int)ceil(b0 / s - 0.5), j1 = (int)floor(b1 / s - 0.5), i, j;

	i0 = i0 < 0 ? 0 : i0;
	j0 = j0 < 0 ? 0 : j0;
	i1 = i1 >= g->cols ? g->cols - 1 : i1;
	j1 = j1 >= g->rows ? g->rows - 1 : j1;
	for (j = j0; j <= j1; j++)
		for (i = i0; i <= i1; i++)
			g->blocked[(size_t)j * g->cols + i] = 1;
}

/* walk: breadth first from every free cell of the first row; the end
 * cell on the last row, or -1. */
static long
walk(struct grid *g)
{
	size_t n = (size_t)g->cols * g->rows, head = 0, tail = 0, v;
	int32_t *queue = mem_alloc(n * sizeof(*queue));
	static const int step[4][2] = { { 0, 1 }, { -1, 0 }, { 1, 0 },
		{ 0, -1 } };
	long end = -1;
	int i, j, k;

	for (v = 0; v < n; v++)
		g->from[v] = -1;
	for (i = 0; i < g->cols; i++)
		if (!g->blocked[i]) {
			g->from[i] = -2;
			queue[tail++] = i;
		}
	while (head < tail && end < 0) {
		v = (size_t)queue[head++];
		i = (int)(v % (size_t)g->cols);
		j = (int)(v / (size_t)g->cols);
		if (j == g->rows - 1) {
			end = (long)v;
			break;
		}
		for (k = 0; k < 4; k++) {
			int x = i + step[k][0], y = j + step[k][1];
			size_t w = (size_t)y * g->cols + x;

			if (x < 0 || y < 0 || x >= g->cols || y >= g->rows ||
			    g->blocked[w] || g->from[w] != -1)
				continue;
			g->from[w] = (int32_t)v;
			queue[tail++] = (int32_t)w;
		}
	}
	free(queue);
	return end;
}

/* trace: the path from end back to the first row as corner points into
 * p (along, across), from the board's one side (0) to the other (len). */
static void
trace(const struct grid *g, long end, double len, struct sheet_path *p)
{
	double s = SHEET_CUT_STEP;
	size_t cap = 0, k;
	long v;
	int dir = -1, d;

	p->n = 0;
	p->pt = NULL;
	for (v = end; v >= 0; v = g->from[v]) {
		long u = g->from[v];

		d = u < 0 ? -1 : (u / g->cols == v / g->cols) ? 0 : 1;
		if (d == dir && u >= 0)
			continue;
		p->pt = mem_grow(p->pt, &cap, p->n + 1, sizeof(*p->pt));
		p->pt[p->n][0] = g->a0 + (v % g->cols + 0.5) * s;
		p->pt[p->n][1] = (v / g->cols + 0.5) * s;
		p->n++;
		dir = d;
	}
	/* From the first row's edge to the last's, first row first. */
	for (k = 0; k < p->n / 2; k++) {
		double t[2];

		memcpy(t, p->pt[k], sizeof(t));
		memcpy(p->pt[k], p->pt[p->n - 1 - k], sizeof(t));
		memcpy(p->pt[p->n - 1 - k], t, sizeof(t));
	}
	p->pt[0][1] = 0;
	p->pt[p->n - 1][1] = len;
}

int
sheet_cut_path(const struct board_mark *m, size_t n, int axis, double a0,
    double a1, double len, struct sheet_path *p)
{
	struct grid g;
	size_t k;
	long end;

	memset(p, 0, sizeof(*p));
	g.a0 = a0;
	g.cols = (int)floor((a1 - a0) / SHEET_CUT_STEP);
	g.rows = (int)ceil(len / SHEET_CUT_STEP);
	if (g.cols < 1 || g.rows < 1)
		return -1;
	g.blocked = mem_calloc((size_t)g.cols * g.rows, 1);
	g.from = mem_alloc((size_t)g.cols * g.rows * sizeof(*g.from));
	for (k = 0; k < n; k++)
		block(&g, &m[k], axis);
	end = walk(&g);
	if (end >= 0)
		trace(&g, end, len, p);
	free(g.blocked);
	free(g.from);
	return end >= 0 ? 0 : -1;
}
