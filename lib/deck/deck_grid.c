/* deck_grid.c: what the grid kinds share in the deck: size and terrain. */
#include <string.h>

#include "deck/kind.h"

void
deck_grid_put_attrs(struct deck_writer *dw, int cols, int rows, double cell)
{
	deckw_attru(dw, "cols", 0, (uint64_t)cols);
	deckw_attru(dw, "rows", 0, (uint64_t)rows);
	deckw_attrn(dw, "cell", cell);
}

void
deck_grid_put_rows(struct deck_writer *dw, const char *cells, int cols,
    int rows)
{
	int r;

	deckw_open(dw, 2, "terrain");
	deckw_close_open(dw);
	for (r = 0; r < rows; r++) {
		deckw_open(dw, 3, "row");
		deckw_put(dw, ">", 1);
		deckw_put(dw, cells + (size_t)r * (size_t)cols, (size_t)cols);
		deckw_puts(dw, "</row>\n");
	}
	deckw_end(dw, 2, "terrain");
}

int
deck_grid_get_attrs(struct deck_reader *dr, const struct deck_node *n,
    int min, int *cols, int *rows, double *cell)
{
	uint64_t c, r;

	if (deckr_u64(dr, n, "cols", DECK_GRID_MAX, &c) < 0 ||
	    deckr_u64(dr, n, "rows", DECK_GRID_MAX, &r) < 0 ||
	    deckr_num(dr, n, "cell", 0.5, 100, cell) < 0)
		return -1;
	if (c < (uint64_t)min || r < (uint64_t)min) {
		deckr_err(dr, n, "<board cols=\"%llu\" rows=\"%llu\">: a grid "
		    "needs at least %d x %d cells", (unsigned long long)c,
		    (unsigned long long)r, min, min);
		return -1;
	}
	*cols = (int)c;
	*rows = (int)r;
	return 0;
}

int
deck_grid_get_rows(struct deck_reader *dr, const struct deck_node *t,
    char *cells, int cols, int rows, const char *legend)
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
		if (r >= rows) {
			deckr_err(dr, c, "<terrain> has more than rows=\"%d\" "
			    "rows", rows);
			return -1;
		}
		s = c->text;
		len = strlen(s);
		if (len != (size_t)cols) {
			deckr_err(dr, c, "terrain row %d has %zu cells, not "
			    "cols=\"%d\"", r, len, cols);
			return -1;
		}
		bad = strspn(s, legend);
		if (bad != len) {
			deckr_err(dr, c, "terrain row %d, column %zu: '%c' is "
			    "not in the legend \"%s\"", r, bad, s[bad], legend);
			return -1;
		}
		memcpy(cells + (size_t)r * (size_t)cols, s, len);
		r++;
	}
	if (r != rows) {
		deckr_err(dr, t, "<terrain> has %d rows, not rows=\"%d\"", r,
		    rows);
		return -1;
	}
	return 0;
}

void
deck_grid_write_attrs(struct deck_writer *dw, const struct board *b)
{
	deck_grid_put_attrs(dw, b->cols, b->rows, b->cell);
}

void
deck_grid_write_terrain(struct deck_writer *dw, const struct board *b)
{
	deck_grid_put_rows(dw, b->terrain, b->cols, b->rows);
}

int
deck_grid_read_attrs(struct deck_reader *dr, struct board *b,
    const struct deck_node *n)
{
	int cols, rows;
	double cell;

	if (deck_grid_get_attrs(dr, n, 3, &cols, &rows, &cell) < 0)
		return -1;
	board_grid(b, cols, rows, cell, '\0');
	return 0;
}

int
deck_grid_read_terrain(struct deck_reader *dr, struct board *b,
    const struct deck_node *t, const char *legend)
{
	return deck_grid_get_rows(dr, t, b->terrain, b->cols, b->rows, legend);
}
