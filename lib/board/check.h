/* check.h: the checks validate runs, as one table. */
#ifndef BP_CHECK_H
#define BP_CHECK_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "board/board.h"
#include "board/rules.h"

/* The seeds' three fail-safes. */
enum check_failsafe {
	CHECK_COMPLETENESS,
	CHECK_CLARITY,
	CHECK_FAIRNESS
};

/*
 * One check: fn returns 1 when board b passes, 0 when it fails, with a
 * one-line reason in detail (size n) naming the elements involved.
 */
struct check {
	const char *id;   /* "clarity.crossing": fail-safe . name */
	int failsafe;     /* enum check_failsafe */
	int (*fn)(const struct board *b, const struct rules *r, char *detail,
	    size_t n);
	const char *summary;
};

/*
 * check_table: the checks of board kind kind, in the order they run;
 * *n gets the count (0, and NULL returned, for a kind without checks).
 */
const struct check *check_table(int kind, size_t *n);

/*
 * A kind's checks: its table (ended by an entry with a NULL id) and, when
 * the kind scores its players' starts, seats(), which fills b->val.seat
 * (score and bonus per seat) before the checks run, so the fairness
 * checks can judge the spread.
 */
struct check_kind {
	const struct check *table;
	void (*seats)(struct board *b, const struct rules *r);
	/* low_best: the seat with the lowest level is the best placed (a
	 * dungeon's steps); 0: the highest (the other kinds' scores). */
	int low_best;
};

/*
 * CHECK_PLAY_ID: the check validate --play adds to the checks of a kind
 * with a game (board/play.h): its seats' win shares by play within the
 * rules' spread (lib/tool/playcheck.c).
 */
#define CHECK_PLAY_ID "fairness.play"

/* CHECK_PLAY_SEATS: the most seats a played board has (PLAY_SEATS_MAX). */
#define CHECK_PLAY_SEATS 16

/*
 * What fairness.play's detail says (lib/play/cert.c's play_detail writes
 * it: "fair: 128 games by greedy, shares 0.523 [0.401, 0.641], …; spread
 * 0.25 allowed"): the verdict ("fair", "unfair", "undecided"), the games,
 * the bot's name, and each seat's share of the wins with its interval.
 */
struct check_play {
	char verdict[16];
	char bot[32];
	uint32_t games;
	int seats;
	double share[CHECK_PLAY_SEATS], lo[CHECK_PLAY_SEATS],
	    hi[CHECK_PLAY_SEATS];
	double spread;
};

/*
 * check_play_read: b's CHECK_PLAY_ID, when b carries one that was played,
 * read into *cp (the one reader of play_detail's line). Returns 1, or 0
 * (cp left undefined) when b has no such check, or one not played ("not
 * played: …"), or a detail that is not play_detail's line (a deck edited
 * by hand): the caller then shows no play at all.
 */
int check_play_read(const struct board *b, struct check_play *cp);

/*
 * check_play_parse: detail (fairness.play's, as the report's "play" column
 * has it) into *cp; 1, or 0 when it is not the line of a board played.
 */
int check_play_parse(const char *detail, struct check_play *cp);

/*
 * check_print_table: every kind's checks as a Markdown table (kind, id,
 * fail-safe, what it checks), for the README: it is made from the table
 * itself, so it cannot drift; a kind with a game gets CHECK_PLAY_ID's
 * row too.
 */
void check_print_table(FILE *f);

/* check_spread: (best - worst) / best of the seats' levels; 0 if none. */
double check_spread(const struct board *b);

/*
 * check_board: run every check of b's kind, record each result on b
 * (b->val, replacing what was there) and return the number that failed.
 */
size_t check_board(struct board *b, const struct rules *r);

#endif
