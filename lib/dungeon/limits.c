/* limits.c: how large the dungeon boards of a rules file can get. */
#include "dungeon/limits.h"

#include <stdio.h>

#include "board/limits.h"
#include "dungeon/draw.h"
#include "dungeon/dungeon.h"
#include "dungeon/rules.h"
#include "picture/drawpic.h"

/* logo_fits: the style's logo fits the footer (dungeon/draw.h), or
 * every board's legend would run into the scale bar. */
static int
logo_fits(const struct rules *r, const struct board *b, struct diag *d)
{
	double room, w, h;
	char msg[320];

	if (dungeon_footer_fits(b, r, &room))
		return 0;
	draw_logo_size(r, &w, &h);
	snprintf(msg, sizeof(msg), "the style's logo (%.1f x %.1f mm) does "
	    "not fit the footer of the %g x %g mm paper: at most %.0f mm "
	    "high, and narrow enough to leave the legend two lines: give "
	    "[picture logo] a smaller height", w, h, b->width,
	    b->height, room);
	return limit_refuse(r, b, d, "logo", msg);
}

/* caption_fits: on a folding board, the footer's caption keeps off the
 * hinges (dungeon_caption_clear), or no board on the paper is valid and
 * every one would be made again until its attempts ran out. */
static int
caption_fits(const struct rules *r, const struct board *b, struct diag *d)
{
	char msg[400];
	double w;

	if (dungeon_caption_clear(b, r, &w))
		return 0;
	snprintf(msg, sizeof(msg), "%s: the caption under the map (%.0f mm "
	    "at its widest: title, id, seed and page) crosses a hinge of the "
	    "%d-panel fold of the %g x %g mm board wherever it is made: use a "
	    "larger paper or fewer panels", r->id, w, r->panels, b->width,
	    b->height);
	return limit_refuse(r, b, d, "fit", msg);
}

int
dungeon_limits(const struct rules *r, const struct board *b, struct diag *d)
{
	const struct rules_dungeon *g = dungeon_rules(r);
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
	if (logo_fits(r, b, d) < 0 || caption_fits(r, b, d) < 0)
		return -1;
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
