/* playcheck.h: validate --play: fairness by play as one more check. */
#ifndef BP_TOOL_PLAYCHECK_H
#define BP_TOOL_PLAYCHECK_H

#include "board/board.h"
#include "board/check.h"
#include "board/rules.h"
#include "core/diag.h"
#include "play/stats.h"

struct play_player;

/*
 * validate --play's options and state: the bot's spec (opened at the
 * first board, for its kind), the plan of each board's games (as
 * playtest's: games fixed, or looks up to max_games, or the games a
 * half-width needs), the joint confidence over boards boards, and the
 * messages of a bot that broke (d, for validate to print).
 */
struct playcheck {
	const char *bot;
	double limit;       /* seconds for each answer of a program bot */
	uint32_t games;     /* > 0: exactly these */
	uint32_t max_games; /* else the sequential test's most */
	double half;        /* > 0: the games for +-half on each share */
	double confidence;
	int boards;
	int threads;        /* the games of a board on as many threads */
	struct play_player *player;
	struct diag d;
};

/*
 * playcheck_plan: the plan of a board of seats seats under pc's options
 * into p (playtest's too).
 */
void playcheck_plan(uint32_t games, uint32_t max_games, double half,
    double confidence, int boards, int seats, struct play_plan *p);

/*
 * playcheck_board: regen's extra check (board/regen.h, ctx a struct
 * playcheck): with others_pass, plays b and records CHECK_PLAY_ID on it,
 * its detail the verdict, the games, each seat's share and interval
 * (passing when the board is not surely unfair and, undecided, its
 * shares themselves are within the spread); without, records it failed,
 * not played. Returns 1, 0, or -1 with the message in pc->d (a bot that
 * broke, a board that cannot be played).
 */
int playcheck_board(struct board *b, const struct rules *r, int others_pass,
    void *ctx);

/*
 * playcheck_shares: board b (made whole) under r played games games
 * (>= 1) by the built-in bot named bot in every seat, on this thread,
 * 95 % confidence for this board alone, into *cp as fairness.play's
 * detail reads (board/check.h): verdict, games, each seat's share and
 * interval. For preview, which shows each board's shares: safe to call
 * from several threads at once (each call its own bot and game). Returns
 * 1; 0 when b's kind has no game (nothing to show); -1 with one message
 * in d when bot is not one of the kind's or b cannot be played.
 */
int playcheck_shares(const struct board *b, const struct rules *r,
    const char *bot, uint32_t games, struct check_play *cp, struct diag *d);

/* playcheck_fini: the bot closed (killed and reaped), the messages freed. */
void playcheck_fini(struct playcheck *pc);

#endif
