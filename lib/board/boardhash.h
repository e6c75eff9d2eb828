/* boardhash.h: a board's structure in canonical form, and its hash. */
#ifndef BP_BOARDHASH_H
#define BP_BOARDHASH_H

#include <stdint.h>

#include "board/board.h"
#include "core/sha256.h"

/*
 * boardhash_structure: the SHA-256 (lowercase hex, 64 characters and a
 * NUL, into hex) of b's structure in canonical form, so two boards of a
 * run are distinct exactly when their hashes differ.
 *
 * The structure is what gen-graph makes, never content or validation:
 * after a head naming the form, the kind and the trim, each kind writes
 * its own (the table's hash, in its folder: the nodes kind its nodes'
 * positions in whole micrometres, roles and sides and its edges; the
 * grid kinds their grid, boardhash_grid, and what they keep beside it).
 * A kind without a hash has its grid, if any, hashed. The form does not
 * depend on the order or ids of the kind's elements: a kind lists them by
 * position (boardhash_sort_spots) and their links by the ranks of their
 * ends. A board turned round is the same board, so
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

/*
 * The pieces a kind's hash writes its text with (kind.h's hash), each
 * appending to *s (length *n, capacity *cap): putf as printf; put_num v in
 * decimal and put_str t, each followed by the character end.
 */
void boardhash_putf(char **s, size_t *n, size_t *cap, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));
void boardhash_put_num(char **s, size_t *n, size_t *cap, long long v,
    char end);
void boardhash_put_str(char **s, size_t *n, size_t *cap, const char *t,
    char end);

/* boardhash_um: a length in mm as whole micrometres, as the deck rounds. */
long long boardhash_um(double v);

/* An element under a turn: its position (micrometres or cells), index. */
struct boardhash_spot {
	long long y, x;
	uint32_t i;
};

/* boardhash_sort_spots: sp[0..n) by row, then column, then index. */
void boardhash_sort_spots(struct boardhash_spot *sp, size_t n);

/*
 * boardhash_turn_cell: where cell (c, r) of a cols x rows grid lies turn
 * quarter turns clockwise on, as (*nc, *nr) of the turned grid.
 */
void boardhash_turn_cell(int cols, int rows, int turn, int c, int r,
    int *nc, int *nr);

/*
 * boardhash_layer: cells (one character per cell of b's grid, row by
 * row), turned, a line per turned row. boardhash_grid: b's grid, when it
 * has one ("grid COLS ROWS CELL", turned, then its terrain as a layer).
 */
void boardhash_layer(const struct board *b, int turn, const char *cells,
    char **s, size_t *n, size_t *cap);
void boardhash_grid(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap);

#endif
