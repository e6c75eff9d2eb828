/* deck.c: a dots board in the deck: the grid kinds' attributes and rows. */
#include "deck/kind.h"
#include "dots/part.h"

static void
write_attrs(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	deck_grid_write_attrs(dw, b);
}

static void
write(struct deck_writer *dw, const struct board *b, const struct rules *r)
{
	deck_grid_write_terrain(dw, b);
}

static int
read(struct deck_reader *dr, struct board *b, const struct deck_node *c)
{
	if (deckr_is(c, "terrain"))
		return deck_grid_read_terrain(dr, b, c, DOTS_LEGEND);
	return DECK_NOT_MINE;
}

static int
finish(struct deck_reader *dr, struct board *b)
{
	if (b->terrain && b->terrain[0] != '\0')
		return 0;
	deckr_err_line(dr, b->line, "a dots board needs its <terrain>");
	return -1;
}

/* Its part of the deck schema: the grid's <terrain>, no element of its own. */
static const char *const dots_board[] = { "terrain", NULL };
static const struct deck_schema dots_schema = { NULL, dots_board, NULL, NULL,
	NULL };

const struct deck_kind deck_kind_dots = {
	DECK_GRID_ATTRS, write_attrs, write, deck_grid_read_attrs, read,
	finish, "city", &dots_schema
};
