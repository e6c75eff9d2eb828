/* part.c: the dots kind's part of a board: its storage and its hash. */
#include "dots/part.h"

#include <stdlib.h>
#include <string.h>

#include "board/boardhash.h"
#include "core/mem.h"

void
dots_part_clear(struct board *b, int structure)
{
	struct dots_part *p = dots_part(b);

	if (!structure)
		return;
	p->cols = p->rows = 0;
	p->cell = 0;
}

void
dots_part_fini(struct board *b)
{
	free(dots_part(b)->dot);
}

void
dots_grid(struct board *b, int cols, int rows, double cell)
{
	struct dots_part *p = dots_part(b);
	size_t n = (size_t)cols * (size_t)rows;

	p->dot = mem_grow(p->dot, &p->capdot, n + 1, 1);
	memset(p->dot, '.', n);
	p->dot[n] = '\0';
	p->cols = cols;
	p->rows = rows;
	p->cell = cell;
}

/* dots_hash: "dots COLS ROWS", then each turned row's cells. */
void
dots_hash(const struct board *b, int turn, char **s, size_t *n, size_t *cap)
{
	const struct dots_part *p = dots_part(b);
	int tc = turn % 2 ? p->rows : p->cols, c, r, nc, nr;
	char *t;

	if (!p->dot || p->cols <= 0 || p->rows <= 0)
		return;
	t = mem_alloc((size_t)p->cols * (size_t)p->rows);
	for (r = 0; r < p->rows; r++)
		for (c = 0; c < p->cols; c++) {
			boardhash_turn_cell(p->cols, p->rows, turn, c, r, &nc,
			    &nr);
			t[(size_t)nr * (size_t)tc + (size_t)nc] =
			    dots_cell(b, c, r);
		}
	boardhash_putf(s, n, cap, "dots %d %d\n", tc,
	    turn % 2 ? p->cols : p->rows);
	for (r = 0; r < (turn % 2 ? p->cols : p->rows); r++)
		boardhash_putf(s, n, cap, "%.*s\n", tc,
		    t + (size_t)r * (size_t)tc);
	free(t);
}
