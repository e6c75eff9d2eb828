/*
 * deck.c: a dots board in the deck: its part as the grid attributes and
 * the <terrain> rows the schema has for a grid, read into its own part.
 */
#include <string.h>

#include "deck/kind.h"
#include "dots/part.h"

static void
write_attrs(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	const struct dots_part *p = dots_part(b);

	deckw_attru(dw, "cols", 0, (uint64_t)p->cols);
	deckw_attru(dw, "rows", 0, (uint64_t)p->rows);
	deckw_attrn(dw, "cell", p->cell);
}

static void
write(struct deck_writer *dw, const struct board *b, const struct rules *r)
{
	const struct dots_part *p = dots_part(b);
	int row;

	deckw_open(dw, 2, "terrain");
	deckw_close_open(dw);
	for (row = 0; row < p->rows; row++) {
		deckw_open(dw, 3, "row");
		deckw_put(dw, ">", 1);
		deckw_put(dw, p->dot + (size_t)row * (size_t)p->cols,
		    (size_t)p->cols);
		deckw_puts(dw, "</row>\n");
	}
	deckw_end(dw, 2, "terrain");
}

static int
read_board(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	uint64_t cols, rows;
	double cell;

	if (deckr_u64(dr, n, "cols", DECK_GRID_MAX, &cols) < 0 ||
	    deckr_u64(dr, n, "rows", DECK_GRID_MAX, &rows) < 0 ||
	    deckr_num(dr, n, "cell", 0.5, 100, &cell) < 0)
		return -1;
	if (cols < 1 || rows < 1) {
		deckr_err(dr, n, "<board>: a dots grid needs a cell");
		return -1;
	}
	dots_grid(b, (int)cols, (int)rows, cell);
	dots_part(b)->dot[0] = '\0'; /* until <terrain> gives the cells */
	return 0;
}

/* read_rows: <terrain>'s rows, each cols cells of the legend. */
static int
read_rows(struct deck_reader *dr, struct board *b, const struct deck_node *t)
{
	struct dots_part *p = dots_part(b);
	const struct deck_node *c;
	int row = 0;

	if (deckr_known_attrs(dr, t) < 0)
		return -1;
	for (c = t->children; c; c = c->next) {
		size_t len = strlen(c->text);

		if (!deckr_is(c, "row") || deckr_known_attrs(dr, c) < 0 ||
		    row >= p->rows || len != (size_t)p->cols ||
		    strspn(c->text, DOTS_LEGEND) != len) {
			deckr_err(dr, c, "<terrain>: %d rows of %d cells of "
			    "\"%s\" are needed", p->rows, p->cols,
			    DOTS_LEGEND);
			return -1;
		}
		memcpy(p->dot + (size_t)row * (size_t)p->cols, c->text, len);
		row++;
	}
	if (row != p->rows) {
		deckr_err(dr, t, "<terrain> has %d rows, not rows=\"%d\"", row,
		    p->rows);
		return -1;
	}
	return 0;
}

static int
read(struct deck_reader *dr, struct board *b, const struct deck_node *c)
{
	if (deckr_is(c, "terrain"))
		return read_rows(dr, b, c);
	return DECK_NOT_MINE;
}

static int
finish(struct deck_reader *dr, struct board *b)
{
	if (dots_part(b)->rows > 0 && dots_part(b)->dot[0] != '\0')
		return 0;
	deckr_err_line(dr, b->line, "a dots board needs its <terrain>");
	return -1;
}

/* Its part of the deck schema: the grid's <terrain>, no element of its own. */
static const char *const dots_board[] = { "terrain", NULL };
static const struct deck_schema dots_schema = { NULL, dots_board, NULL, NULL,
	NULL };

const struct deck_kind deck_kind_dots = {
	.board_attrs = DECK_GRID_ATTRS,
	.write_attrs = write_attrs,
	.write = write,
	.read_board = read_board,
	.read = read,
	.finish = finish,
	.seat_at = "city",
	.schema = &dots_schema,
};
