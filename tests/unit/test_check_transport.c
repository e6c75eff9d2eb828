/* test_check_transport.c: each transport check catches what it names. */
#include "transport_util.h"

#include <stdlib.h>

#include "check.h"

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

/* fresh: a valid 4-player board of the railways scenario, content made. */
static void
fresh(void)
{
	struct diag d;
	uint64_t s;

	diag_init(&d);
	for (s = 1;; s++) {
		tt_board(&B, &R, s, 4, 1);
		assert_int_equal(make_content(&B, &R, &d), 0);
		if (check_board(&B, &R) == 0)
			break;
	}
	diag_fini(&d);
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
	assert_int_equal(B.val.seat[0].at, 0);
	assert_int_equal(B.val.seat[3].at, 3);
}

static void
capitals(void **state)
{
	fresh();
	B.city[0].capital = BOARD_NONE;
	expect("completeness.capitals", "seat 1 has 0 capitals");
}

static void
routes(void **state)
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
goods(void **state)
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
airports(void **state)
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
route_cells(void **state)
{
	fresh();
	B.rcell[B.route[0].start + 1] = B.rcell[B.route[0].start] + 3;
	expect("clarity.routes", "does not run cell by cell");
}

static void
boxes(void **state)
{
	tt_box_map(&B, &R);
	expect("clarity.boxes", "1 ugly boxes: 2x2 road cells at 2,1");
}

static void
reachable(void **state)
{
	fresh();
	board_add_city(&B, 0, 0);
	expect("clarity.reachable", "c12 (");
	fresh();
	B.nroute = 0;
	expect("clarity.reachable", "has no route");
}

static void
cities(void **state)
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
names(void **state)
{
	fresh();
	strcpy(B.city[3].name, B.city[5].name);
	expect("clarity.names", "c3 and c5 are both called");
}

static void
forests(void **state)
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
fairness(void **state)
{
	fresh();
	B.city[0].nwant = 1;
	B.city[0].want[0].value = 90;
	expect("fairness.capitals", "capitals too unequal to level");
	assert_int_equal(B.val.nseat, 4);
	assert_int_equal(B.val.seat[1].bonus, R.transport.bonus_cap);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(all_pass_and_seats),
		cmocka_unit_test(capitals),
		cmocka_unit_test(routes),
		cmocka_unit_test(goods),
		cmocka_unit_test(airports),
		cmocka_unit_test(route_cells),
		cmocka_unit_test(boxes),
		cmocka_unit_test(reachable),
		cmocka_unit_test(cities),
		cmocka_unit_test(names),
		cmocka_unit_test(forests),
		cmocka_unit_test(fairness),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
