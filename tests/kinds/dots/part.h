/*
 * part.h: the dots kind, a test-only board kind made through the kind
 * table alone (docs/architecture.md, "Adding a board kind"): a grid of
 * cells, each empty ('.') or holding a dot ('o'), at least one in every
 * row. It keeps its board in a part of its own (struct dots_part, not the
 * grid the grid kinds share), hashes it with its own hash, and has one
 * section of its own in a rules file, [play], for its game (play.h: a
 * race, lib/play/'s test game). In the deck its grid takes the
 * attributes and the <terrain> rows the schema has for a grid.
 */
#ifndef BP_DOTS_PART_H
#define BP_DOTS_PART_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

#define DOTS_LEGEND ".o"
#define DOTS_CELL 10.0   /* mm a side */
#define DOTS_CHANCE 0.25 /* of a dot in a cell */

/* A dots board: cols x rows cells of cell mm, dot[row * cols + col]. */
struct dots_part {
	int cols, rows;
	double cell;
	char *dot;
	size_t capdot;
};

/* dots_part: b's part, for a board of the dots kind. */
static inline struct dots_part *
dots_part(const struct board *b)
{
	return (struct dots_part *)b->part;
}

/* dots_cell: the cell (col, row) of b: '.' or 'o'. */
static inline char
dots_cell(const struct board *b, int col, int row)
{
	const struct dots_part *p = dots_part(b);

	return p->dot[(size_t)row * (size_t)p->cols + (size_t)col];
}

/* dots_grid: b's part sized cols x rows of cell mm, every cell empty. */
void dots_grid(struct board *b, int cols, int rows, double cell);

struct deck_writer;
struct draw_opts;
struct pdf;

void dots_part_clear(struct board *b, int structure);
void dots_part_fini(struct board *b);
void dots_hash(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap);
int dots_structure(struct board *b, const struct rules *r, struct diag *d);
/* dots_deck_settle: b as its deck's round trip leaves it (deck.c). */
void dots_deck_settle(struct board *b, const struct rules *r);
int dots_draw(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d);

#endif
