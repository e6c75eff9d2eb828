/* test_check_transport.c: each transport check catches what it names. */
#include "transport_util.h"

#include <stdlib.h>

#include "check.h"
#include "textwidth.h"
#include "translabel.h"

static struct board B;

static int
setup(void **state)
{
	board_init(&B);
	return tt_setup(state);
}

static int
teardown(void **state)
{
	board_fini(&B);
	return tt_teardown(state);
}

/*
 * fresh_spread: the first valid 4-player board of the railways scenario,
 * content made, whose seats spread more than min after bonuses.
 */
static void
fresh_spread(double min)
{
	struct diag d;
	uint64_t s;

	diag_init(&d);
	for (s = 1;; s++) {
		tt_board(&B, &R, s, 4, 1);
		assert_int_equal(make_content(&B, &R, &d), 0);
		if (check_board(&B, &R) == 0 && check_spread(&B) > min)
			break;
	}
	diag_fini(&d);
}

/* fresh: a valid 4-player board of the railways scenario, content made. */
static void
fresh(void)
{
	fresh_spread(-1);
}

/* capital_of: the city that is seat k's (0-based) capital on B. */
static uint32_t
capital_of(int32_t k)
{
	size_t i;

	for (i = 0; i < B.ncity; i++)
		if (B.city[i].capital == k)
			return (uint32_t)i;
	fail_msg("seat %d has no capital", k + 1);
	return 0;
}

/* expect: after check_board, check id fails (the only one) with want. */
static void
expect(const char *id, const char *want)
{
	size_t i, failed = check_board(&B, &R);

	for (i = 0; i < B.val.ncheck; i++)
		if (strcmp(B.val.check[i].id, id) == 0)
			break;
	assert_true(i < B.val.ncheck);
	if (B.val.check[i].pass || !strstr(B.val.check[i].detail, want))
		fail_msg("%s: %s, wanted \"%s\"", id, B.val.check[i].pass ?
		    "passed" : B.val.check[i].detail, want);
	assert_true(failed >= 1);
}

static void
all_pass_and_seats(void **state)
{
	size_t n;

	fresh();
	assert_non_null(check_table(BOARD_TRANSPORT, &n));
	assert_int_equal(B.val.ncheck, n);
	assert_int_equal(B.val.nseat, 4);
	assert_int_equal(B.val.seat[0].n, 1);
	assert_int_equal(B.val.seat[0].at, capital_of(0));
	assert_int_equal(B.val.seat[3].at, capital_of(3));
	/* The seats' capitals run in city order. */
	assert_true(capital_of(0) < capital_of(1));
}

static void
completeness_capitals(void **state)
{
	fresh();
	B.city[capital_of(0)].capital = BOARD_NONE;
	expect("completeness.capitals", "seat 1 has 0 capitals");
}

static void
completeness_routes(void **state)
{
	int32_t rail = tt_type(&R, "rail");
	size_t i;

	fresh();
	for (i = 0; i < B.nroute; i++)
		if (B.route[i].type == rail)
			B.route[i].type = tt_type(&R, "road");
	expect("completeness.routes", "0 rail routes, 2 needed");
	fresh();
	B.scenario = 0;
	for (i = 0; i < B.nroute; i++)
		if (B.route[i].type == rail)
			break;
	assert_true(i < B.nroute);
	expect("completeness.routes", "which the scenario does not have");
}

static void
completeness_goods(void **state)
{
	struct board_city *c;
	size_t i;

	fresh();
	for (i = 0; B.city[i].nwant != 1; i++)
		;
	c = &B.city[i];
	c->want[1] = c->want[0];
	c->nwant = 2;
	expect("completeness.goods", "twice");
	fresh();
	B.city[0].want[0].value = 99;
	expect("completeness.goods", "outside");
	fresh();
	for (i = 0; i < B.ncity; i++)
		B.city[i].nwant = 0;
	expect("completeness.goods", "fewer than 2");
	fresh();
	B.city[0].nwant = 1;
	B.city[0].want[0].good = tt_good(&R, "amber");
	B.city[0].want[0].value = 5;
	expect("completeness.goods", "amber is wanted, but the scenario");
}

static void
completeness_airports(void **state)
{
	size_t i;

	fresh();
	for (i = 0; i < B.ncity; i++)
		B.city[i].airport = 0;
	expect("completeness.airports", "0 airports, fewer than 2");
	fresh();
	B.scenario = 0;
	expect("completeness.airports", "no planes fly");
}

static void
clarity_routes(void **state)
{
	fresh();
	B.rcell[B.route[0].start + 1] = B.rcell[B.route[0].start] + 3;
	expect("clarity.routes", "does not run cell by cell");
}

static void
clarity_boxes(void **state)
{
	tt_box_map(&B, &R);
	expect("clarity.boxes", "1 ugly boxes: 2x2 road cells at 2,1");
}

static void
clarity_reachable(void **state)
{
	fresh();
	board_add_city(&B, 0, 0);
	expect("clarity.reachable", "c12 (");
	fresh();
	B.nroute = 0;
	expect("clarity.reachable", "has no route");
}

static void
clarity_cities(void **state)
{
	fresh();
	B.city[1].col = B.city[0].col + 1;
	B.city[1].row = B.city[0].row;
	expect("clarity.cities", "c1 (");
	fresh();
	B.city[2].col = 0;
	expect("clarity.cities", "of the paper edge");
}

static void
clarity_labels(void **state)
{
	size_t i, k, pick = 0, n;
	int best = 1 << 30, dx, dy;
	double need, room;

	/*
	 * A city renamed just long enough for its name to reach the marker
	 * of the nearest city beside it or a row below (the cities stay
	 * where they were: only the labels check can see it).
	 */
	fresh();
	for (i = 0; i < B.ncity; i++)
		for (k = 0; k < B.ncity; k++) {
			dx = abs(B.city[i].col - B.city[k].col);
			dy = B.city[k].row - B.city[i].row;
			if (k != i && (dy == 0 || dy == 1) && dx < best) {
				best = dx;
				pick = i;
			}
		}
	need = (best + 0.5) * B.cell * 2;
	room = 2 * fmin(B.city[pick].col, B.cols - B.city[pick].col) * B.cell;
	assert_true(need < room);
	memset(B.city[pick].name, 0, sizeof(B.city[pick].name));
	for (n = 0; n + 1 < sizeof(B.city[pick].name) &&
	    text_width(B.city[pick].name, TRANSLABEL_NAME_PT) < need; n++)
		B.city[pick].name[n] = 'W';
	expect("clarity.labels", "(WWW");
	expect("clarity.labels", " is on the ");
	/* A city's goods, stacked above it, run off the top of the paper. */
	fresh();
	for (i = 0; i < B.ncity && B.city[i].nwant < 2; i++)
		;
	assert_true(i < B.ncity);
	B.city[i].row = 0;
	expect("clarity.labels", "runs off the paper");
}

static void
clarity_names(void **state)
{
	fresh();
	strcpy(B.city[3].name, B.city[5].name);
	expect("clarity.names", "c3 and c5 are both called");
}

static void
clarity_forests(void **state)
{
	size_t i, n;

	fresh();
	n = (size_t)B.cols * (size_t)B.rows;
	for (i = 0; i + 1 < n; i++)
		if (B.tree[i] != BOARD_NONE && B.tree[i + 1] != BOARD_NONE &&
		    (i + 1) % (size_t)B.cols)
			break;
	assert_true(i + 1 < n);
	B.tree[i + 1] = (int8_t)((B.tree[i] + 1) % 4);
	expect("clarity.forests", "one forest has two tree types");
}

static void
fairness_capitals(void **state)
{
	uint32_t c;

	fresh();
	c = capital_of(0);
	B.city[c].nwant = 1;
	B.city[c].want[0].value = 90;
	expect("fairness.capitals", "capitals too unequal to level");
	assert_int_equal(B.val.nseat, 4);
	assert_int_equal(B.val.seat[1].bonus, R.transport.bonus_cap);
}

/*
 * After bonuses the seats' levels must lie within fair_spread of the
 * best: a board the bonus cap could level, judged against a stricter
 * fair_spread than its own spread.
 */
static void
fairness_after_bonuses(void **state)
{
	double keep = R.transport.fair_spread, spread;

	fresh_spread(0);
	spread = check_spread(&B);
	assert_true(spread <= keep);
	R.transport.fair_spread = spread / 2;
	expect("fairness.capitals", "capitals unequal after bonuses");
	R.transport.fair_spread = keep;
}

/*
 * A seat without a capital has no score: the seats are the others, and
 * fairness judges them alone (the missing capital is completeness's
 * fault, not a spread of 100%).
 */
static void
fairness_seats_with_capitals(void **state)
{
	fresh();
	B.city[capital_of(1)].capital = BOARD_NONE;
	check_board(&B, &R);
	assert_int_equal(B.val.nseat, 3);
	assert_int_equal(B.val.seat[0].n, 1);
	assert_int_equal(B.val.seat[1].n, 3);
	assert_int_equal(B.val.seat[2].n, 4);
	assert_true(check_spread(&B) < 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(all_pass_and_seats),
		cmocka_unit_test(completeness_capitals),
		cmocka_unit_test(completeness_routes),
		cmocka_unit_test(completeness_goods),
		cmocka_unit_test(completeness_airports),
		cmocka_unit_test(clarity_routes),
		cmocka_unit_test(clarity_boxes),
		cmocka_unit_test(clarity_reachable),
		cmocka_unit_test(clarity_cities),
		cmocka_unit_test(clarity_labels),
		cmocka_unit_test(clarity_names),
		cmocka_unit_test(clarity_forests),
		cmocka_unit_test(fairness_capitals),
		cmocka_unit_test(fairness_after_bonuses),
		cmocka_unit_test(fairness_seats_with_capitals),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
