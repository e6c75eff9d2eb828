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

#endif
