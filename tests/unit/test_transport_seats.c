/*
 * test_transport_seats.c: the capital scores and bonuses of
 * transport/seats.c, on boards whose content is then set by hand.
 */
#include "transport_util.h"

#include "transport/content.h"
#include "transport/part.h"
#include "transport/seats.h"

/*
 * hand: city i of b made an airport (or not) that wants value of good, or
 * nothing when good is NULL: content set by hand, so scores are known.
 */
static void
hand(struct board *b, uint32_t i, int airport, const char *good, int value)
{
	struct board_city *c = &transport_part(b)->city[i];

	c->airport = airport;
	c->nwant = good != NULL;
	if (good) {
		c->want[0].good = tt_good(&R, good);
		c->want[0].value = value;
	}
}

/*
 * The devlog's code stored a capital as its player's index and tested it
 * for truth, so player 0's capital counted as no capital: no score, no
 * bonus, and its neighbours' routes to it counted in full. Here seat 1's
 * capital is city 0.
 */
static void
capital_zero_is_a_capital(void **state)
{
	static const char *const rows[] = {
		".0..1.",
		"......",
		".2....",
	};
	struct board b;
	struct board_seat seat[2];
	struct diag d;
	int32_t road = tt_type(&R, "road");
	int spread;

	board_init(&b);
	diag_init(&d);
	tt_map(&b, rows, NULL, 3, 2);
	tt_route(&b, road, 0, 1, "1,0 2,0 3,0 4,0");
	tt_route(&b, road, 0, 2, "1,0 1,1 1,2");
	assert_int_equal(transport_content(&b, &R, &d), 0);
	/* c0 and c1 are the capitals, their seats drawn: set by hand. */
	assert_true(transport_part(&b)->city[0].capital >= 0);
	assert_true(transport_part(&b)->city[1].capital >= 0);
	transport_part(&b)->city[0].capital = 0;
	transport_part(&b)->city[1].capital = 1;
	/* Content fixed by hand, so the scores are known exactly. */
	hand(&b, 0, 1, "salt", 4);
	hand(&b, 1, 0, NULL, 0);
	hand(&b, 2, 0, NULL, 0);
	assert_int_equal(transcontent_seats(&b, &R, seat, &spread), 2);
	/* airport 5 + goods 1.25 x 4 + routes 0.25 (capital) + 3 + group 3 */
	assert_int_equal(seat[0].n, 1);
	assert_int_equal(seat[0].at, 0);
	assert_near(seat[0].score, 16.25, 1e-9);
	assert_int_equal(seat[0].bonus, 0);
	/* route 0.25 (to a capital) + group 3; 13 apart, a bonus of 4 */
	assert_int_equal(seat[1].at, 1);
	assert_near(seat[1].score, 3.25, 1e-9);
	assert_int_equal(seat[1].bonus, 4);
	assert_int_equal(spread, 4);
	diag_fini(&d);
	board_fini(&b);
}

/* The bonus is floor((best - score) / 3), capped at 4. */
static void
bonus_is_capped(void **state)
{
	static const char *const rows[] = {
		"0...1",
	};
	struct board b;
	struct board_seat seat[2];
	struct diag d;
	int spread;

	board_init(&b);
	diag_init(&d);
	tt_map(&b, rows, NULL, 1, 2);
	assert_int_equal(transport_content(&b, &R, &d), 0);
	/* Seat 1 on c0, seat 2 on c1 (the draw may give either). */
	transport_part(&b)->city[0].capital = 0;
	transport_part(&b)->city[1].capital = 1;
	hand(&b, 0, 1, "copper", 30);
	hand(&b, 1, 0, NULL, 0);
	transcontent_seats(&b, &R, seat, &spread);
	/* 5 + 37.5 + group 1 = 43.5 against 1: 42.5 / 3 = 14, capped at 4. */
	assert_near(seat[0].score - seat[1].score, 42.5, 1e-9);
	assert_int_equal(seat[1].bonus, 4);
	assert_int_equal(spread, 14);
	diag_fini(&d);
	board_fini(&b);
}

TEST_MAIN(tt_setup, tt_teardown,
    cmocka_unit_test(capital_zero_is_a_capital),
    cmocka_unit_test(bonus_is_capped))
