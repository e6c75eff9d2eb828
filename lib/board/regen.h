/* regen.h: validate's loop: check a board; make it again while it fails. */
#ifndef BP_REGEN_H
#define BP_REGEN_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"

/*
 * regen_board: run every check of b's kind; while one fails, make the
 * board again in process, structure and content, from (b->seed, next
 * attempt) with the options it records, up to max_attempts attempts in
 * all. Nothing outside this process is run. On return b holds the last
 * board tried with its <validation> filled (attempts = attempts taken,
 * b->attempt = the last one). Returns 0 when b passes (remade or not),
 * 1 when no attempt passed. why gets the first failure seen (check id and
 * its detail), or empty strings when the board passed at once.
 */
struct regen_why {
	char id[48];
	char detail[512];
};

int regen_board(struct board *b, const struct rules *r, int max_attempts,
    struct regen_why *why);

/*
 * A check beyond the kind's table, run by the caller's code (validate
 * --play's fairness.play, which plays the board): fn records its own
 * result on b (board_check_add, b->val.pass) and returns 1 for a pass,
 * 0 for a fail, -1 when it could not judge at all (its message kept in
 * ctx). It is run after the kind's checks on every board, told whether
 * those passed (others_pass), so that every board records it.
 */
struct regen_extra {
	int (*fn)(struct board *b, const struct rules *r, int others_pass,
	    void *ctx);
	void *ctx;
};

/*
 * regen_board_extra: regen_board with x's check counted as one more
 * (x may be NULL: regen_board itself). Returns 0, 1, or -1 when x's
 * check could not judge (b as it was then).
 */
int regen_board_extra(struct board *b, const struct rules *r,
    int max_attempts, struct regen_why *why, const struct regen_extra *x);

#endif
