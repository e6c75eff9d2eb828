/*
 * part.h: the dots kind, a test-only board kind made through the kind
 * table alone (docs/architecture.md, "Adding a board kind"): a grid of
 * cells, each empty ('.') or holding a dot ('o'), at least one in every
 * row. It keeps its board in the grid every grid kind has, so it needs no
 * part of its own in struct board, and no section of its own in a rules
 * file: [rules] with kind dots is all it reads.
 */
#ifndef BP_DOTS_PART_H
#define BP_DOTS_PART_H

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

#define DOTS_LEGEND ".o"
#define DOTS_CELL 10.0   /* mm a side */
#define DOTS_CHANCE 0.25 /* of a dot in a cell */

struct deck_writer;
struct draw_opts;
struct pdf;

int dots_structure(struct board *b, const struct rules *r, struct diag *d);
int dots_draw(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d);

#endif
