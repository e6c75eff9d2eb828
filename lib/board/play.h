/*
 * play.h: a kind's reference game, and the bots that play it. A kind that
 * can be played points its table's play member at a struct play_kind
 * (lib/<kind>/play.c); the games' runner, the bots' protocol and the
 * statistics live in lib/play/, which knows no kind. Its bots, built in
 * (lib/<kind>/bots.c) or a designer's shared library, are a struct
 * play_bot: the one C interface every bot is reached through.
 */
#ifndef BP_PLAY_H
#define BP_PLAY_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "core/rng.h"

/* PLAY_MOVE_LEN: a move's text, its NUL included: printable ASCII, no
 * space. */
#define PLAY_MOVE_LEN 32
/* PLAY_SEATS_MAX: the most seats a game has. */
#define PLAY_SEATS_MAX 16

/* The legal moves of the seat to move, as text ("c12", "n40", "north"). */
struct play_moves {
	char (*text)[PLAY_MOVE_LEN];
	size_t n, cap;
};

/*
 * A kind's reference game: its play rules are written in its rules
 * document (templates/rules/<kind>.md, "Play"), and every value it uses
 * comes from the board and the rules (their [play] section). A game is
 * played by the seats of the board's <validation> (seat k + 1 there is
 * seat k here), moving one at a time; chance (dice, a shuffled deck)
 * comes from the rng the runner hands it, so a game is replayed from
 * its seeds. A game always ends: the kind bounds its turns.
 */
struct play_kind {
	const char *title;  /* "Tidewater delivery race" */
	/*
	 * new: the game of board b (made whole, <validation> seats filled)
	 * under r, its seats into *seats (1 .. PLAY_SEATS_MAX); NULL with a
	 * message in d (DIAG_INVALID) when b cannot be played.
	 */
	void *(*new)(const struct board *b, const struct rules *r, int *seats,
	    struct diag *d);
	void (*free)(void *g);
	/*
	 * reset: a new game on the same board, seat first (0-based) moving
	 * first, chance drawn from rng as the game goes (the runner keeps
	 * it until the game ends).
	 */
	void (*reset)(void *g, int first, struct rng *chance);
	/* to_move: the seat to move (0-based), or -1 once the game is over. */
	int (*to_move)(const void *g);
	/* moves: the legal moves of the seat to move into m (m->n >= 1). */
	void (*moves)(const void *g, struct play_moves *m);
	/* apply: move k of the list moves last gave. */
	void (*apply)(void *g, size_t k);
	/*
	 * result: each seat's share of the win into share[0 .. seats - 1]
	 * (1 for the winner, split evenly among seats tied first, 1 / seats
	 * each when the turn bound ends the game with none).
	 */
	void (*result)(const void *g, double *share);
	/*
	 * state: the game's state as one line of printable text (no
	 * newline), its form documented with the play rules, appended to
	 * *s (length *n, capacity *cap; mem_grow).
	 */
	void (*state)(const void *g, char **s, size_t *n, size_t *cap);
	/*
	 * spread: the largest difference between two seats' win shares
	 * (0 .. 1) r allows a board (its [play] spread): validate --play
	 * makes a board whose seats' shares differ by more again.
	 */
	double (*spread)(const struct rules *r);
};

/* PLAY_BOT_ABI: the version of struct play_bot; a bot states the one it
 * was built for. */
#define PLAY_BOT_ABI 1

/* What a bot is told of a board, once before its games on it. */
struct play_view {
	const char *kind;     /* the board's kind= */
	const char *board_id;
	const char *board_xml; /* the board's <board> element, as the deck */
	size_t board_len;
	int seats;
	/* the kind's game object (play_kind.new): for that kind's own bots
	 * only, which know its type; a designer's bot reads the XML */
	const void *game;
};

/* One question to a bot: which of these moves does seat play? */
struct play_ask {
	uint32_t number; /* the game's number on this board, from 0 */
	uint32_t turn;   /* the move's number in the game, from 0 */
	int seat;        /* 0-based */
	uint64_t seed;   /* the bot's own seed for this move, if it wants
			    chance: from the board's seed, the game, the turn
			    and the bot's name */
	const char *state;     /* play_kind.state's line */
	size_t nmoves;
	const char (*moves)[PLAY_MOVE_LEN];
	const void *game;      /* as play_view.game */
};

/*
 * A bot: start (may be NULL) makes its state for one board (NULL is a
 * valid state), choose answers with a move's index (0 .. nmoves - 1;
 * anything else is an illegal move), stop (may be NULL) frees the state.
 * A designer's shared library exports `const struct play_bot
 * *boardpress_bot(void)`.
 */
struct play_bot {
	int abi;            /* PLAY_BOT_ABI */
	const char *name;   /* short, no space: "random", "greedy" */
	void *(*start)(const struct play_view *v);
	long (*choose)(void *self, const struct play_ask *a);
	void (*stop)(void *self);
};

/* play_moves_add: appends move text (shortened to PLAY_MOVE_LEN - 1). */
void play_moves_add(struct play_moves *m, const char *text);

/* play_moves_fini: frees m's list. */
void play_moves_fini(struct play_moves *m);

/* play_bot_random: every game's random bot: one of the moves, uniformly,
 * drawn from the ask's seed. */
extern const struct play_bot play_bot_random;

#endif
