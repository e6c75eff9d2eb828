/* structure.c: a dots board's grid, a dot in a cell by chance. */
#include "dots/part.h"

#include <math.h>

#include "core/rng.h"

int
dots_structure(struct board *b, const struct rules *r, struct diag *d)
{
	int cols = (int)floor(b->width / DOTS_CELL);
	int rows = (int)floor(b->height / DOTS_CELL), c, row, n;
	struct rng rg;

	dots_grid(b, cols, rows, DOTS_CELL);
	rng_stream(&rg, b->seed, b->attempt, "dots.grid", 0);
	for (row = 0; row < rows; row++) {
		for (c = 0, n = 0; c < cols; c++)
			if (rng_chance(&rg, DOTS_CHANCE)) {
				dots_part(b)->dot[row * cols + c] = 'o';
				n++;
			}
		if (n == 0) {
			diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL,
			    "attempt %u: row %d has no dot", b->attempt, row);
			return -1;
		}
	}
	return 0;
}
