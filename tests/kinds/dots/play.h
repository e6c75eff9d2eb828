/*
 * play.h: the dots kind's game, a race across its grid (the test kind's
 * stand-in for a shipped kind's reference game): seats start on the left
 * edge, each on a row of its own, and move right by a die of 1 to 3, one
 * cell more on landing on a dot; the first to the right edge wins.
 * [play] bias gives seat 1 a head start of that many cells, so a test can
 * make an unfair board at will; [play] spread is the spread allowed.
 */
#ifndef BP_DOTS_PLAY_H
#define BP_DOTS_PLAY_H

#include "board/play.h"

/* The dots kind's rules part: its [play] section. */
struct dots_rules {
	double spread; /* the largest difference of two seats' shares */
	int bias;      /* seat 1's head start, cells */
};

/* A game of dots: each seat's cell, who moves, the die. */
struct dots_game {
	const struct board *b;
	int cols, rows, seats, bias;
	int col[PLAY_SEATS_MAX], row[PLAY_SEATS_MAX];
	int mover, winner, roll;
	unsigned turns, bound;
	struct rng *chance;
};

/* dots_game_after: where seat s lands with move k (the order of
 * moves(): "e", then "n" and "s" where there is a row) into *col, *row. */
void dots_game_after(const struct dots_game *g, size_t k, int *col,
    int *row);

extern const struct play_kind play_kind_dots;
extern const struct play_bot *const dots_bots[];

#endif
