/*
 * run.h: the games' runner: a board played game after game by bots, each
 * seat's wins counted, looked at as the plan says until the verdict is
 * sure or the games are all played.
 */
#ifndef BP_PLAY_RUN_H
#define BP_PLAY_RUN_H

#include <stdint.h>

#include "board/board.h"
#include "board/play.h"
#include "board/rules.h"
#include "core/diag.h"
#include "play/bot.h"
#include "play/stats.h"

/* What the games of one board showed. */
struct play_result {
	int seats;
	uint32_t games;              /* played: the look that decided */
	double wins[PLAY_SEATS_MAX]; /* the sum of each seat's shares */
	double lo[PLAY_SEATS_MAX], hi[PLAY_SEATS_MAX]; /* intervals */
	double z;                    /* the intervals' quantile */
	double spread;               /* the rules' spread judged against */
	int verdict;                 /* PLAY_FAIR, … (stats.h) */
	int judged_fair;             /* undecided at the end: the shares
					themselves within the spread */
};

/*
 * play_board: board b (made whole, its kind with a game) under r,
 * played by players[0 .. nplayers - 1]: one player sits in every seat,
 * or nplayers is the game's seats and seat k is players[k]'s. Game g
 * (from 0) starts with seat g mod seats, its chance from
 * rng_stream(b->seed, b->attempt, "play.game", g), each ask's seed from
 * the board's seed and attempt, the game, the turn and the bot's name;
 * after each look of plan the verdict is taken, and the games stop at
 * the first sure one. spread < 0: the game's own (play_kind.spread of
 * r). threads > 1: the games of a look shared among that many threads
 * (when every player is in-process; a program plays alone), each with
 * its own game and bot states (start called on each), the shares summed
 * in game order: the same result, to the bit, whatever the threads. res gets the outcome. Returns 0; -1 with one message in d: b
 * cannot be played (the game's new refused it: DIAG_INVALID), the kind
 * has no game, a bot broke or a game did not end (DIAG_FATAL; the bot is
 * then to be closed).
 */
int play_board(const struct board *b, const struct rules *r,
    struct play_player *const *players, int nplayers,
    const struct play_plan *plan, double spread, int threads,
    struct play_result *res, struct diag *d);

/*
 * play_board_seats: how many seats the game of b under r has (the plan
 * of its games depends on it): >= 1, or -1 with one message in d as
 * play_board gives it (no game: DIAG_FATAL; b not playable:
 * DIAG_INVALID).
 */
int play_board_seats(const struct board *b, const struct rules *r,
    struct diag *d);

/* PLAY_MOVES_MAX: the most moves of one game before it is called
 * endless (a kind's own turn bound comes long before). */
#define PLAY_MOVES_MAX 1000000u

#endif
