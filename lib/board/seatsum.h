/* seatsum.h: which seat is best how often over a run, per (kind, players,
 * seats), with the chi-squared test against equal chances: counted by
 * validate, summed over a print run's chunks by press-tool. */
#ifndef BP_SEATSUM_H
#define BP_SEATSUM_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "board/board.h"
#include "core/diag.h"

/* SEATSUM_SEATS_MAX: the most seats a board of the summary has. */
#define SEATSUM_SEATS_MAX 64

/* The boards of one kind, player count and number of seats. */
struct seatsum_group {
	int kind;          /* index in the kind table */
	uint32_t players;
	uint32_t seats;    /* 2 .. SEATSUM_SEATS_MAX */
	uint64_t boards;
	uint64_t best[SEATSUM_SEATS_MAX]; /* seat k + 1 best (ties: each) */
};

/* A run's summary: its groups, in the order first seen. Caller-owned:
 * zeroed (or seatsum_init), then seatsum_fini. */
struct seatsum {
	struct seatsum_group *g;
	size_t n, cap;
};

/* The summary's named columns (seatsum_print writes them in this order;
 * seatsum_read finds them by name). */
enum seatsum_col {
	SEATSUM_KIND,
	SEATSUM_PLAYERS,
	SEATSUM_SEATS,
	SEATSUM_BOARDS,
	SEATSUM_SEAT,
	SEATSUM_BEST,
	SEATSUM_EXPECTED,
	SEATSUM_CHI2,
	SEATSUM_DF,
	SEATSUM_P,
	SEATSUM_NCOL
};
extern const char *const seatsum_column[SEATSUM_NCOL];

void seatsum_init(struct seatsum *s);
void seatsum_fini(struct seatsum *s);

/*
 * seatsum_board: counts b, made and checked (b->val's seats and levels
 * filled by check_board), if it passed and has 2 .. SEATSUM_SEATS_MAX
 * seats: each seat whose score (before bonuses: what the board gives
 * it) is the best (the highest, or the lowest for a kind whose
 * check_kind says low_best) gets one, ties each. A
 * board that failed or has fewer than two seats is not counted.
 */
void seatsum_board(struct seatsum *s, const struct board *b);

/*
 * seatsum_chi2: g's chi-squared statistic against equal chances (each
 * seat expected the mean of the best counts; ties make the counts sum
 * to more than the boards), its degrees of freedom (seats - 1) into *df
 * and its p-value into *p (seatsum_chi2_p). With no count at all:
 * 0, p = 1.
 */
double seatsum_chi2(const struct seatsum_group *g, int *df, double *p);

/*
 * seatsum_chi2_p: the probability that a chi-squared variable of df
 * degrees of freedom (>= 1) is at least x (>= 0): the regularized upper
 * incomplete gamma function Q(df / 2, x / 2), by its series below
 * df / 2 + 1 and its continued fraction above, to about 1e-14 relative.
 */
double seatsum_chi2_p(double x, int df);

/*
 * seatsum_print: s as CSV to f: a header, then a row per seat of each
 * group: kind, players, seats, boards, seat, best, expected, chi2, df, p
 * (the group's values repeated on each of its rows).
 */
void seatsum_print(const struct seatsum *s, FILE *f);

/*
 * seatsum_read: adds the counts of the summary at path (as seatsum_print
 * writes it; columns found by name) to s, so that the summaries of a
 * run's chunks add up to the run's. Returns 0, or -1 with the reason in
 * d (file and line): unreadable, malformed, a kind unknown, a seat out of
 * its group.
 */
int seatsum_read(struct seatsum *s, const char *path, struct diag *d);

#endif
