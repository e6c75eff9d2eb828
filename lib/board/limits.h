/*
 * limits.h: the up-front check that a rules file's boards fit the limits
 * of core/limit.h, and what the kinds' own bounds (their limits.c) share.
 */
#ifndef BP_LIMITS_H
#define BP_LIMITS_H

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "core/limit.h"

/*
 * limit_check: can boards of r on proto's paper for proto's players be
 * made within the limits? 0 if so; otherwise -1 with one DIAG_FATAL
 * message in d naming the limit, what breaks it and by how much. It
 * bounds from the rules' numbers alone (the kind's limits), before any
 * work: a board that passes is never refused by a deck reader for its
 * size (the transport kind's forests, which only the terrain decides, are
 * checked per attempt by transport_structure). gen-graph calls it once;
 * filter_run, for every board a tool reads (a deck's rules may have been
 * edited). The message names proto's line and id when it has them.
 */
int limit_check(const struct rules *r, const struct board *proto,
    struct diag *d);

/*
 * Elements of a board besides its kind's lists: <board>, its lists'
 * elements and its validation (one <check> per check, one <seat> per
 * player): far fewer than this.
 */
#define LIMIT_FIXED_ELEMENTS 200


/* limit_per_player: the rules' per-player-count index for board b. */
int limit_per_player(const struct board *b);

/*
 * limit_refuse: the message for board b (-1): one read from a deck has its
 * line and id there; gen-graph's prototype has neither (the rules file is
 * named). limit is the name after "limits.".
 */
int limit_refuse(const struct rules *r, const struct board *b,
    struct diag *d, const char *limit, const char *msg);

/*
 * limit_attempts_fit: r's attempts of share (0 to 1) of the limits' work
 * each must stay within LIMIT_ATTEMPTS_AT_LIMIT attempts at the limits.
 */
int limit_attempts_fit(const struct rules *r, const struct board *b,
    struct diag *d, double share, const char *what);

/*
 * limit_grid: a grid board's sides (cols x rows, made so by why) against
 * the readers' and the time limits, with elements in all.
 */
int limit_grid(const struct rules *r, const struct board *b, struct diag *d,
    int cols, int rows, const char *why, double elements);

#endif
