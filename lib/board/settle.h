/*
 * settle.h: a board changed in place to what the deck's round trip gives
 * (writing it, then reading it back), without the deck: what a stage of
 * one process hands the next where the pipe hands it a deck.
 */
#ifndef BP_SETTLE_H
#define BP_SETTLE_H

#include "board/board.h"
#include "board/rules.h"

/*
 * board_settle: b becomes, field for field, the board that the deck
 * writer (deck_writer_board with r) and the deck reader (deck_reader_next
 * on that deck, whose rules are r) would give: every number the deck
 * carries rounded as the writer prints it and the reader reads it
 * (core/num.h's num_round3), every field the reader derives derived
 * again (a seat's level, a plane graph's rotations, a grid's forests),
 * what the deck does not carry reset as the reader leaves it (no
 * validation unless b has one; flags as 0 or 1; references the writer
 * leaves out as none). r must be the rules a reader of the deck would
 * have: those gen-graph wrote into it, not options applied over them in
 * memory. b->line (the place of <board> in an input) is left alone.
 *
 * b must be a board the tools made, one the reader would take back (every
 * reference in range, every count within the deck's limits); for a board
 * the reader would refuse the result is not defined. Returns 0, or -1
 * when b's kind has no settle in its table (b is then untouched and only
 * the deck's round trip itself settles it).
 */
int board_settle(struct board *b, const struct rules *r);

/*
 * board_settle_grid: for a kind's settle, the grid struct board shares as
 * the deck leaves it: with grid (the kind writes deck/kind.h's grid
 * attributes and <terrain> from it), the cell size rounded and the
 * terrain ended after its cells; without, no grid (cols, rows and cell 0,
 * as the reader clears them; the terrain's memory kept).
 */
void board_settle_grid(struct board *b, int grid);

#endif
