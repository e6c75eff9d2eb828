/* stats.h: win shares with Wilson intervals and a board's fairness verdict. */
#ifndef BP_PLAY_STATS_H
#define BP_PLAY_STATS_H

#include <stddef.h>
#include <stdint.h>

/* A board's verdict: how its seats' win shares compare with the spread. */
enum {
	PLAY_UNDECIDED, /* neither surely fair nor surely unfair */
	PLAY_FAIR,      /* every pair of seats surely within the spread */
	PLAY_UNFAIR     /* some pair of seats surely farther apart */
};

/* PLAY_LOOKS_MAX: the most looks of a sequential test. */
#define PLAY_LOOKS_MAX 32
/* PLAY_FIRST_LOOK: the games of the first look; each next doubles it. */
#define PLAY_FIRST_LOOK 32

/*
 * play_z: the standard normal quantile of p (0 < p < 1): z with
 * P(Z <= z) = p; 0 outside (0, 1). Good to about 1e-15 (Acklam's
 * rational approximation, refined once by Halley's step on erfc).
 */
double play_z(double p);

/*
 * play_wilson: the Wilson score interval of a share wins / games (wins
 * may be a fraction: shared wins) at quantile z (1.96 for 95 %, two
 * sided), into *lo and *hi (0 <= lo <= hi <= 1); [0, 1] for no games.
 */
void play_wilson(double wins, double games, double z, double *lo,
    double *hi);

/*
 * The plan of a board's games: looks[0 .. nlooks - 1], increasing, the
 * game counts at which the verdict is looked at (the last is the most
 * games played), and the error each verdict may make over the run.
 */
struct play_plan {
	uint32_t looks[PLAY_LOOKS_MAX];
	int nlooks;
	double alpha; /* 1 - the run's joint confidence */
	int boards;   /* the boards of the run the confidence is joint over */
};

/*
 * play_plan_fixed, play_plan_sequential: one look at games (games >= 1);
 * or looks at PLAY_FIRST_LOOK, twice that, … below max_games, and at
 * max_games (>= 1). confidence in (0, 1), boards >= 1.
 */
void play_plan_fixed(struct play_plan *p, uint32_t games, double confidence,
    int boards);
void play_plan_sequential(struct play_plan *p, uint32_t max_games,
    double confidence, int boards);

/*
 * play_plan_z: the quantile each seat's interval takes on a board of
 * seats seats: the error alpha split evenly (Bonferroni) over the run's
 * boards, the board's seats and the plan's looks, two sided.
 */
double play_plan_z(const struct play_plan *p, int seats);

/*
 * play_games_for: the fewest games whose Wilson interval at z is at most
 * +-half wide whatever the share (the widest, at one half): the smallest
 * n with z / (2 sqrt(n + z^2)) <= half; half in (0, 0.5].
 */
uint32_t play_games_for(double half, double z);

/*
 * play_verdict: the seats' shares wins[k] / games with intervals at z,
 * into lo[] and hi[] (seats entries), against spread: PLAY_FAIR when for
 * every pair i != j hi[i] - lo[j] <= spread, PLAY_UNFAIR when for some
 * pair lo[i] - hi[j] > spread, PLAY_UNDECIDED otherwise.
 */
int play_verdict(const double *wins, int seats, double games, double z,
    double spread, double *lo, double *hi);

/* play_verdict_name: "fair", "unfair" or "undecided". */
const char *play_verdict_name(int verdict);

#endif
