/* deck_grid.c: what the grid kinds share in the deck: size and terrain. */
#include <string.h>

#include "deck/kind.h"

void
deck_grid_write_attrs(struct deck_writer *dw, const struct board *b)
{
	deckw_attru(dw, "cols", 0, (uint64_t)b->cols);
	deckw_attru(dw, "rows", 0, (uint64_t)b->rows);
	deckw_attrn(dw, "cell", b->cell);
}

void
deck_grid_write_terrain(struct deck_writer *dw, const struct board *b)
{
	int r;

	deckw_open(dw, 2, "terrain");
	deckw_close_open(dw);
	for (r = 0; r < b->rows; r++) {
		deckw_open(dw, 3, "row");
		deckw_put(dw, ">", 1);
		deckw_put(dw, b->terrain + (size_t)r * (size_t)b->cols,
		    (size_t)b->cols);
		deckw_puts(dw, "</row>\n");
	}
	deckw_end(dw, 2, "terrain");
}

int
deck_grid_read_attrs(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	uint64_t cols, rows;
	double cell;

	if (deckr_u64(dr, n, "cols", DECK_GRID_MAX, &cols) < 0 ||
	    deckr_u64(dr, n, "rows", DECK_GRID_MAX, &rows) < 0 ||
	    deckr_num(dr, n, "cell", 0.5, 100, &cell) < 0)
		return -1;
	if (cols < 3 || rows < 3) {
		deckr_err(dr, n, "<board cols=\"%llu\" rows=\"%llu\">: a grid "
		    "needs at least 3 x 3 cells", (unsigned long long)cols,
		    (unsigned long long)rows);
		return -1;
	}
	board_grid(b, (int)cols, (int)rows, cell, '\0');
	return 0;
}

int
deck_grid_read_terrain(struct deck_reader *dr, struct board *b, const struct deck_node *t,
    const char *legend)
{
	const struct deck_node *c;
	int r = 0;

	if (deckr_known_attrs(dr, t) < 0)
		return -1;
	for (c = t->children; c; c = c->next) {
		const char *s;
		size_t len, bad;

		if (!deckr_is(c, "row")) {
			deckr_err(dr, c, "<%s> inside <terrain>: only <row> "
			    "belongs there", c->name);
			return -1;
		}
		if (deckr_known_attrs(dr, c) < 0)
			return -1;
		if (r >= b->rows) {
			deckr_err(dr, c, "<terrain> has more than rows=\"%d\" "
			    "rows", b->rows);
			return -1;
		}
		s = c->text;
		len = strlen(s);
		if (len != (size_t)b->cols) {
			deckr_err(dr, c, "terrain row %d has %zu cells, not "
			    "cols=\"%d\"", r, len, b->cols);
			return -1;
		}
		bad = strspn(s, legend);
		if (bad != len) {
			deckr_err(dr, c, "terrain row %d, column %zu: '%c' is "
			    "not in the legend \"%s\"", r, bad, s[bad], legend);
			return -1;
		}
		memcpy(b->terrain + (size_t)r * (size_t)b->cols, s, len);
		r++;
	}
	if (r != b->rows) {
		deckr_err(dr, t, "<terrain> has %d rows, not rows=\"%d\"", r,
		    b->rows);
		return -1;
	}
	return 0;
}
