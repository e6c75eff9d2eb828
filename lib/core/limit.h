/*
 * limit.h: the limits every board lives within, in one place. The deck
 * readers refuse what breaks the first group; the generators refuse, up
 * front (limit_check, board/limits.h), rules and options whose boards
 * could break any of them, so gen-graph never writes a board the next
 * tool refuses and never works for hours on one. README's resource-limits table
 * quotes these numbers.
 */
#ifndef BP_LIMIT_H
#define BP_LIMIT_H

/* What a deck reader takes (deck/deck_guard.c, deck/deck_grid.c). */
#define LIMIT_ELEMENTS 20000          /* elements in one board */
#define LIMIT_BOARD_BYTES (64u << 20) /* bytes of one board */
#define LIMIT_GRID_SIDE 1000          /* cells along a side of a grid */
#define LIMIT_TAG_BYTES (4u << 20)    /* bytes of one tag, values included */
#define LIMIT_TEXT_BYTES (1u << 20)   /* bytes of one run of text */
#define LIMIT_BOARD_ATTRS 200000      /* attributes in one board */

/*
 * What one attempt at a board may cost. Nodes are counted as the most
 * that min_spacing lets fit (the densest packing of the paper), which is
 * about one and a half times what the generator places; the jitter
 * method's relaxation tests pairs of lattice points, relax_steps times.
 * At these limits an attempt takes at most about a second (README).
 */
#define LIMIT_NODES 5000              /* nodes a board may need */
#define LIMIT_RELAX 2e8               /* jitter: pair tests per attempt */
#define LIMIT_CELLS 1000000           /* cells of a grid board */
#define LIMIT_PASSES 1e8              /* dungeon content: cells searched */

/*
 * Attempts times the share of the limits above that one attempt uses:
 * a board at the limits gets at most this many attempts, a board a
 * tenth as large ten times as many (the rules' attempts allow 1000).
 */
#define LIMIT_ATTEMPTS_AT_LIMIT 50

#endif
