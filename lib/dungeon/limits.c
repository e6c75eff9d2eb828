/* limits.c: how large the dungeon boards of a rules file can get. */
#include "dungeon/limits.h"

#include <stdio.h>

#include "board/limits.h"
#include "dungeon/dungeon.h"

int
dungeon_limits(const struct rules *r, const struct board *b, struct diag *d)
{
	const struct rules_dungeon *g = &r->dungeon;
	/* A board read from a deck has its own grid (gen-graph --size). */
	int cols = b->cols > 0 ? b->cols : g->cols;
	int rows = b->rows > 0 ? b->rows : g->rows;
	double elements = rows + LIMIT_FIXED_ELEMENTS, passes;
	char why[160], msg[320];
	size_t i;
	int p;

	/* As dungeon_check_fit: the most starts, each feature's most. */
	for (i = 0, p = 0; p < RULES_PMAX; p++)
		i = (size_t)g->starts[p] > i ? (size_t)g->starts[p] : i;
	elements += (double)i + 1;
	for (i = 0; i < g->nfeature; i++)
		elements += g->feature[i].max > g->feature[i].min ?
		    g->feature[i].max : g->feature[i].min;
	snprintf(why, sizeof(why), "cols %d and rows %d", cols, rows);
	if (limit_grid(r, b, d, cols, rows, why, elements) < 0)
		return -1;
	/* Placing content searches the floor from each item, in each draw. */
	passes = dungeon_content_passes(g) * cols * rows;
	if (passes > LIMIT_PASSES) {
		snprintf(msg, sizeof(msg), "%s with the starts and features "
		    "asked for make %.3g cell visits per attempt to place "
		    "them, more than the %.3g an attempt may take", why,
		    passes, LIMIT_PASSES);
		return limit_refuse(r, b, d, "time", msg);
	}
	snprintf(msg, sizeof(msg), "%d x %d cells", cols, rows);
	return limit_attempts_fit(r, b, d, passes / LIMIT_PASSES, msg);
}
