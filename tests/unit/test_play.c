/*
 * test_play.c: lib/play's statistics against reference values computed
 * offline (Python's statistics.NormalDist and the Wilson formula in
 * double precision), its plans, the parser of a program bot's answer, and
 * the check's detail line read back by its one reader (board/check.h).
 */
#include "testutil.h"

#include <stdio.h>
#include <string.h>

#include "board/check.h"
#include "play/bot.h"
#include "play/cert.h"
#include "play/stats.h"

/* The normal quantile (NormalDist().inv_cdf). */
static void
quantile(void **state)
{
	assert_near(play_z(0.975), 1.9599639845400536, 1e-12);
	assert_near(play_z(0.995), 2.5758293035489, 1e-12);
	assert_near(play_z(1 - 1.25e-5 / 2), 4.368679592974831, 1e-10);
	assert_near(play_z(0.01), -2.3263478740408408, 1e-12);
	assert_near(play_z(0.5), 0, 1e-15);
	assert_near(play_z(1e-10), -6.361340902404056, 1e-9);
	assert_near(play_z(0), 0, 0);
	assert_near(play_z(1), 0, 0);
}

/* Wilson score intervals (w of n at z). */
static void
wilson(void **state)
{
	double lo, hi, z = 1.9599639845400536;

	play_wilson(10, 20, z, &lo, &hi);
	assert_near(lo, 0.2992980081982124, 1e-12);
	assert_near(hi, 0.7007019918017876, 1e-12);
	play_wilson(0, 32, z, &lo, &hi);
	assert_near(lo, 0, 1e-15);
	assert_near(hi, 0.10717919825507058, 1e-12);
	/* Shared wins: a fractional count. */
	play_wilson(45.5, 100, z, &lo, &hi);
	assert_near(lo, 0.3608720460685136, 1e-12);
	assert_near(hi, 0.552457368770115, 1e-12);
	/* 95 % joint over 1,000 boards, 4 seats and 7 looks. */
	play_wilson(7, 64, play_z(1 - 0.05 / (1000 * 4 * 7) / 2), &lo, &hi);
	assert_near(lo, 0.021932136192420654, 1e-9);
	assert_near(hi, 0.40211600100422873, 1e-9);
	play_wilson(0, 0, z, &lo, &hi);
	assert_near(lo, 0, 0);
	assert_near(hi, 1, 0);
}

/* The plans: looks doubling from 32 to the most, and the joint z. */
static void
plans(void **state)
{
	struct play_plan p;

	play_plan_sequential(&p, 1000, 0.95, 1000);
	assert_int_equal(p.nlooks, 6);
	assert_int_equal(p.looks[0], 32);
	assert_int_equal(p.looks[4], 512);
	assert_int_equal(p.looks[5], 1000);
	assert_near(play_plan_z(&p, 4), play_z(1 - 0.05 / (1000 * 4 * 6) /
	    2), 1e-12);
	play_plan_sequential(&p, 20, 0.95, 1);
	assert_int_equal(p.nlooks, 1);
	assert_int_equal(p.looks[0], 20);
	play_plan_fixed(&p, 500, 0.99, 10);
	assert_int_equal(p.nlooks, 1);
	assert_near(p.alpha, 0.01, 1e-15);
	/* +-5 points at 95 % joint over 1,000 boards of 4 seats: 1,890. */
	assert_int_equal(play_games_for(0.05, 4.368679592974831), 1890);
	/* 95 % on one share: (1.96 / 0.1)^2 - 1.96^2 = 380.3: 381. */
	assert_int_equal(play_games_for(0.05, 1.9599639845400536), 381);
}

/* The verdict: fair, unfair or undecided against the spread. */
static void
verdict(void **state)
{
	double lo[4], hi[4];
	double even[2] = { 500, 500 }, lop[2] = { 900, 100 };
	double near[2] = { 55, 45 };

	assert_int_equal(play_verdict(even, 2, 1000, 1.96, 0.2, lo, hi),
	    PLAY_FAIR);
	assert_int_equal(play_verdict(lop, 2, 1000, 1.96, 0.2, lo, hi),
	    PLAY_UNFAIR);
	assert_int_equal(play_verdict(near, 2, 100, 1.96, 0.2, lo, hi),
	    PLAY_UNDECIDED);
	assert_string_equal(play_verdict_name(PLAY_UNDECIDED), "undecided");
}

/* A program's answer: a move index and nothing else. */
static void
answer(void **state)
{
	char why[128];
	size_t k;

	assert_int_equal(play_answer_parse("0", 1, 3, &k, why, sizeof(why)),
	    0);
	assert_int_equal(k, 0);
	assert_int_equal(play_answer_parse("12", 2, 13, &k, why,
	    sizeof(why)), 0);
	assert_int_equal(k, 12);
	assert_int_equal(play_answer_parse("13", 2, 13, &k, why,
	    sizeof(why)), -1);
	assert_non_null(strstr(why, "move 13 of 13"));
	assert_int_equal(play_answer_parse("", 0, 3, &k, why, sizeof(why)),
	    -1);
	assert_int_equal(play_answer_parse("01", 2, 3, &k, why, sizeof(why)),
	    -1);
	assert_int_equal(play_answer_parse("-1", 2, 3, &k, why, sizeof(why)),
	    -1);
	assert_int_equal(play_answer_parse("1 ", 2, 3, &k, why, sizeof(why)),
	    -1);
	assert_int_equal(play_answer_parse("1\r", 2, 3, &k, why,
	    sizeof(why)), -1);
	assert_int_equal(play_answer_parse("99999999999999999999", 20, 3, &k,
	    why, sizeof(why)), -1);
	assert_int_equal(play_answer_parse("1\0", 2, 3, &k, why,
	    sizeof(why)), -1);
}

/* play_detail's line read back by check_play_parse; other lines not. */
static void
detail(void **state)
{
	struct play_result res = { .seats = 3, .games = 128, .wins = { 64,
		32, 32 }, .lo = { 0.4, 0.18, 0.18 }, .hi = { 0.6, 0.34, 0.34 },
		.spread = 0.25, .verdict = PLAY_FAIR };
	struct check_play cp;
	char buf[512];
	static const char *const bad[] = {
		"not played: the board fails another check",
		"fai: 128 games by greedy, shares 0.500 [0.400, 0.600]; spread "
		"0.25 allowed",
		"fair: 0 games by greedy, shares 0.500 [0.400, 0.600]; spread "
		"0.25 allowed",
		"fair: 128 games by greedy, shares 1.500 [0.400, 0.600]; "
		"spread 0.25 allowed",
		"fair: 128 games by a b, shares 0.500 [0.400, 0.600]; spread "
		"0.25 allowed",
		"fair: 128 games by greedy, shares 0.500 [0.400, 0.600]",
		"fair: 128 games by greedy, shares 0.500 [0.400, 0.600]; "
		"spread 0.25 allowed!",
		"fair: 128 games by greedy, shares ; spread 0.25 allowed",
		"fair: 128 games by greedy, shares 0.500 [0.400, 0.600]; "
		"spread 5.15 allowed",
		"", NULL };

	play_detail(buf, sizeof(buf), "greedy", &res);
	assert_int_equal(check_play_parse(buf, &cp), 1);
	assert_string_equal(cp.verdict, "fair");
	assert_string_equal(cp.bot, "greedy");
	assert_int_equal(cp.games, 128);
	assert_int_equal(cp.seats, 3);
	assert_near(cp.share[0], 0.5, 1e-9);
	assert_near(cp.share[2], 0.25, 1e-9);
	assert_near(cp.lo[1], 0.18, 1e-9);
	assert_near(cp.hi[2], 0.34, 1e-9);
	assert_near(cp.spread, 0.25, 1e-9);
	for (int i = 0; bad[i]; i++)
		assert_int_equal(check_play_parse(bad[i], &cp), 0);
	/* More seats than a game has: refused, never written past the end. */
	size_t k = (size_t)snprintf(buf, sizeof(buf), "fair: 32 games by "
	    "greedy, shares");
	for (int i = 0; i <= CHECK_PLAY_SEATS; i++)
		k += (size_t)snprintf(buf + k, sizeof(buf) - k, "%s 0.059 "
		    "[0.010, 0.200]", i ? "," : "");
	snprintf(buf + k, sizeof(buf) - k, "; spread 0.25 allowed");
	assert_int_equal(check_play_parse(buf, &cp), 0);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(quantile),
    cmocka_unit_test(wilson),
    cmocka_unit_test(plans),
    cmocka_unit_test(verdict),
    cmocka_unit_test(answer),
    cmocka_unit_test(detail))
