/* boardhash.h: a board's structure in canonical form, and its hash. */
#ifndef BP_BOARDHASH_H
#define BP_BOARDHASH_H

#include "board/board.h"
#include "core/sha256.h"

/*
 * boardhash_structure: the SHA-256 (lowercase hex, 64 characters and a
 * NUL, into hex) of b's structure in canonical form, so two boards of a
 * run are distinct exactly when their hashes differ.
 *
 * The structure is what gen-graph makes, never content or validation:
 * for a board with nodes, each node's position (in whole micrometres, as
 * the deck's three decimals give it), role and paper sides, and its edges;
 * for a board with a grid, its size in cells, the cell size, the terrain,
 * the forests' tree types, the cities' cells and the routes (type, ends,
 * cells); a kind may have both. The form does not depend on the order or
 * ids of nodes, cities and routes: nodes and cities are listed by position
 * (row, then column), edges and routes by the ranks of their ends, a route
 * from its lower-ranked end. A board turned round is the same board, so
 * the text is made for each quarter turn that maps the trim onto itself
 * (a half turn always, quarter turns on a square trim) and the smallest
 * hash is kept.
 * The same board gives the same hash whether it was read from a deck or
 * made in process. The text starts with "boardpress structure 1"; a change
 * to the form changes that line. Never fails (out of memory exits).
 */
void boardhash_structure(const struct board *b, char hex[SHA256_HEX]);

/*
 * boardhash_text: the canonical text for turn quarter turns clockwise
 * (0..3; an odd turn only for a square trim) appended to *s (length *n,
 * capacity *cap; the caller frees *s). For tests and for reading.
 */
void boardhash_text(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap);

#endif
