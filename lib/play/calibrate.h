/*
 * calibrate.h: a kind's static seat scores weighed against play. Over
 * many boards, each seat's level (the score its <validation> gives, bonus
 * counted) is set beside its win share in play, and the score's terms
 * (the keys of a rules section that weigh it, each alone at weight 1)
 * are fitted to the shares: how well the score predicts play now, and
 * with the weights play asks for.
 */
#ifndef BP_PLAY_CALIBRATE_H
#define BP_PLAY_CALIBRATE_H

#include <stddef.h>
#include <stdio.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

#define CALIB_KEYS 8

struct calib {
	char section[32];            /* "fairness" */
	char key[CALIB_KEYS][32];    /* its keys that weigh the score */
	size_t nkey;
	/* per seat of every board: its board, share, level, terms */
	size_t n, cap;
	size_t *board;
	double *share, *level, *score, *term; /* term: n x CALIB_KEYS */
	size_t nboard;
	/* the unit rules of the last rules text seen, one per key */
	const char *text;
	struct rules *unit;
	int have_unit;
};

/*
 * calib_init: a calibration of the score weighed by the keys of a rules
 * section, spec "SECTION KEY..." (at most CALIB_KEYS keys; "" for none:
 * the level alone is compared). Returns 0, or -1 with the message in d.
 */
int calib_init(struct calib *c, const char *spec, struct diag *d);

/*
 * calib_board: adds board b (of rules r, its <validation> seats filled;
 * b->val is used as scratch and restored) whose seats won share[0 ..
 * seats - 1] of its games. Boards whose seats differ from their
 * <validation>'s are left out (returns 0). Returns 0, or -1 with the
 * message in d (a rules text the keys cannot be set in).
 */
int calib_board(struct calib *c, struct board *b, const struct rules *r,
    const double *share, int seats, struct diag *d);

/* What calib_fit finds. */
struct calib_fit {
	size_t boards, seats;
	double rho_within;  /* Spearman of level and share within boards,
			       the mean over rho_boards boards where both
			       vary */
	size_t rho_boards;
	double rho_pooled;  /* the same over every seat, each less its
			       board's mean */
	double r2_level;    /* cross-validated R² (10 folds by board) of
			       the share on the level */
	double r2_terms;    /* … on the terms, each its own weight (and the
			       bonus's level points, when there are any) */
	size_t nkey;
	int seen[CALIB_KEYS];    /* whether key's term ever differs from 0
				    (a term always 0 has no weight to find:
				    now and play 0) */
	double now[CALIB_KEYS];  /* each key's weight, fitted to the scores
				    (the rules' own, the score being linear) */
	double play[CALIB_KEYS]; /* … as play asks: fitted to the shares,
				    scaled to now's sum of magnitudes */
	int bonus_seen;     /* whether any seat's level differs from its
			       score (a bonus) */
	double bonus;       /* what a level point of bonus is worth in
			       play, in play's units */
};

/* calib_fit: the figures of the boards added so far. */
void calib_fit(const struct calib *c, struct calib_fit *out);

/* calib_write: calib_fit's figures as "name value" lines ("weight KEY
 * NOW PLAY", "bonus PLAY": 1 where play agrees with the rules). */
void calib_write(const struct calib *c, FILE *f);

void calib_fini(struct calib *c);

/* calib_spearman: Spearman's rank correlation of x and y (n values, ties
 * given their mean rank); 0 when either is constant. */
double calib_spearman(const double *x, const double *y, size_t n);

/*
 * calib_set_keys: text (len bytes) with each of keys[0 .. nkey - 1] of
 * section set to val[k] (the line replaced, or added at the section's
 * end); a new string (*out_len). NULL when the text has no such section.
 */
char *calib_set_keys(const char *text, size_t len, const char *section,
    char key[][32], const double *val, size_t nkey, size_t *out_len);

#endif
