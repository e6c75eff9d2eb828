/*
 * deck.c: a dots board in the deck: its part as the grid attributes and
 * the <terrain> rows the schema has for a grid, read into its own part.
 */
#include <string.h>

#include "board/settle.h"
#include "core/num.h"
#include "deck/kind.h"
#include "dots/part.h"

static void
write_attrs(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	const struct dots_part *p = dots_part(b);

	deck_grid_put_attrs(dw, p->cols, p->rows, p->cell);
}

static void
write(struct deck_writer *dw, const struct board *b, const struct rules *r)
{
	const struct dots_part *p = dots_part(b);

	deck_grid_put_rows(dw, p->dot, p->cols, p->rows);
}

static int
read_board(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	int cols, rows;
	double cell;

	if (deck_grid_get_attrs(dr, n, 1, &cols, &rows, &cell) < 0)
		return -1;
	dots_grid(b, cols, rows, cell);
	dots_part(b)->dot[0] = '\0'; /* until <terrain> gives the cells */
	return 0;
}

static int
read(struct deck_reader *dr, struct board *b, const struct deck_node *c)
{
	struct dots_part *p = dots_part(b);

	if (deckr_is(c, "terrain"))
		return deck_grid_get_rows(dr, c, p->dot, p->cols, p->rows,
		    DOTS_LEGEND);
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

/*
 * dots_deck_settle: the deck's round trip in memory (board/settle.h):
 * the cell size rounded; the board's own grid left empty, as the reader
 * leaves it.
 */
void
dots_deck_settle(struct board *b, const struct rules *r)
{
	board_settle_grid(b, 0);
	dots_part(b)->cell = num_round3(dots_part(b)->cell);
}

/* Its part of the deck schema: the grid's <terrain>, no element of its own. */
static const char *const dots_board[] = { "terrain", NULL };
static const struct deck_schema dots_schema = { .board = dots_board };

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
