/* test_transport_check.c: each transport check catches what it names. */
#include "transport_util.h"

#include <stdlib.h>

#include "board/check.h"
#include "board/kind.h"
#include "transport/part.h"
#include "transport/rules.h"

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
 * fresh_where: the first valid 4-player board of scenario sc, content
 * made, whose seats spread more than min after bonuses and for which
 * edit (if given) can make its edit (it says whether it could).
 */
static void
fresh_where(int32_t sc, double min, int (*edit)(void))
{
	struct diag d;
	uint64_t s;

	diag_init(&d);
	for (s = 1; s < 1000; s++) {
		tt_board(&B, &R, s, 4, sc);
		assert_int_equal(make_content(&B, &R, &d), 0);
		if (check_board(&B, &R) == 0 && check_spread(&B) > min &&
		    (!edit || edit()))
			break;
	}
	assert_true(s < 1000);
	diag_fini(&d);
}

/* fresh_in: the first valid board of scenario sc spreading over min. */
static void
fresh_in(int32_t sc, double min)
{
	fresh_where(sc, min, NULL);
}

/* fresh_spread: as fresh_in, of the railways scenario. */
static void
fresh_spread(double min)
{
	fresh_in(1, min);
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

	for (i = 0; i < transport_part(&B)->ncity; i++)
		if (transport_part(&B)->city[i].capital == k)
			return (uint32_t)i;
	fail_msg("seat %d has no capital", k + 1);
	return 0;
}

/*
 * expect_r: after check_board under rules r, check id fails, saying want,
 * and every other check passes: the board breaks that check alone.
 * (Every other check that fails is named.)
 */
static void
expect_r(const struct rules *r, const char *id, const char *want)
{
	size_t i, failed = check_board(&B, r);
	int seen = 0, others = 0;

	for (i = 0; i < B.val.ncheck; i++) {
		if (strcmp(B.val.check[i].id, id) == 0) {
			seen = 1;
			if (B.val.check[i].pass)
				fail_msg("%s passes", id);
			if (!strstr(B.val.check[i].detail, want))
				fail_msg("%s says \"%s\", not \"%s\"", id,
				    B.val.check[i].detail, want);
		} else if (!B.val.check[i].pass) {
			print_error("%s fails too: %s\n", B.val.check[i].id,
			    B.val.check[i].detail);
			others++;
		}
	}
	assert_true(seen);
	assert_int_equal(others, 0);
	assert_int_equal(failed, 1);
}

/* expect: expect_r under the shipped rules. */
static void
expect(const char *id, const char *want)
{
	expect_r(&R, id, want);
}

/* city_on: the city on cell v of B, or -1. */
static int
city_on(uint32_t v)
{
	size_t i;

	for (i = 0; i < transport_part(&B)->ncity; i++)
		if (transport_cell(&B, transport_part(&B)->city[i].col,
			transport_part(&B)->city[i].row) == v)
			return (int)i;
	return -1;
}

/* on_route: does some route of B other than route skip (of type, or of any
 * type when type < 0) use cell v? */
static int
on_route(uint32_t v, size_t skip, int32_t type)
{
	size_t i, q;

	for (i = 0; i < transport_part(&B)->nroute; i++) {
		const uint32_t *cells = board_route_cells(&B, i);

		if (i == skip ||
		    (type >= 0 && transport_part(&B)->route[i].type != type))
			continue;
		for (q = 0; q < transport_part(&B)->route[i].len; q++)
			if (cells[q] == v)
				return 1;
	}
	return 0;
}

/* shares: does route i share a cell with another route of type? */
static int
shares(size_t i, int32_t type)
{
	const uint32_t *cells = board_route_cells(&B, i);
	size_t q;

	for (q = 1; q + 1 < transport_part(&B)->route[i].len; q++)
		if (on_route(cells[q], i, type))
			return 1;
	return 0;
}

/*
 * open_cell: may a route of medium water (or land) be laid on cell (c,
 * row) of B, no route or city there, nor forest, legend or paper edge?
 */
static int
open_cell(int c, int row, int water)
{
	uint32_t v;
	char ch;

	if (c < 0 || row < 0 || c >= B.cols || row >= B.rows)
		return 0;
	v = transport_cell(&B, c, row);
	ch = B.terrain[v];
	if (water ? !transport_is_water(ch) : transport_is_water(ch) ||
	    ch == TRANSPORT_MOUNTAIN)
		return 0;
	return transport_part(&B)->tree[v] == BOARD_NONE && city_on(v) < 0 &&
	    !on_route(v, (size_t)-1, -1) &&
	    !transport_under_legend(&B, &R, c, row, B.cell);
}

/*
 * city_room: may a city stand on land cell (c, row) of B: the border
 * kept, out of every city's exclusion square, no route, forest,
 * mountain or legend there?
 */
static int
city_room(int c, int row)
{
	int ex = transport_rules(&R)->exclusion[B.players],
	    border = transport_rules(&R)->border[B.players];
	size_t i;

	if (c < border || row < border || c >= B.cols - border ||
	    row >= B.rows - border || !open_cell(c, row, 0) ||
	    B.terrain[transport_cell(&B, c, row)] != TRANSPORT_LAND)
		return 0;
	for (i = 0; i < transport_part(&B)->ncity; i++)
		if (abs(transport_part(&B)->city[i].col - c) <= ex &&
		    abs(transport_part(&B)->city[i].row - row) <= ex)
			return 0;
	return 1;
}

/* reroute: route i of B now runs along the n cells v. */
static void
reroute(size_t i, const uint32_t *v, size_t n)
{
	uint32_t k = board_add_route(&B, transport_part(&B)->route[i].type,
	    transport_part(&B)->route[i].from, transport_part(&B)->route[i].to,
	    v, n);

	transport_part(&B)->route[i].start = transport_part(&B)->route[k].start;
	transport_part(&B)->route[i].len = transport_part(&B)->route[k].len;
	transport_part(&B)->nroute--;
}

static void
all_pass_and_seats(void **state)
{
	size_t n;

	fresh();
	assert_non_null(check_table(kind_parse("transport"), &n));
	assert_int_equal(B.val.ncheck, n);
	assert_int_equal(B.val.nseat, 4);
	assert_int_equal(B.val.seat[0].n, 1);
	assert_int_equal(B.val.seat[0].at, capital_of(0));
	assert_int_equal(B.val.seat[3].at, capital_of(3));
	/* Each seat its own capital (drawn, not in city order). */
	assert_true(capital_of(0) != capital_of(1));
	assert_true(capital_of(2) != capital_of(3));
}

static void
completeness_capitals(void **state)
{
	fresh();
	transport_part(&B)->city[capital_of(0)].capital = BOARD_NONE;
	expect("completeness.capitals", "seat 1 has 0 capitals");
}

/*
 * retype: route of type from (sharing no cell with a route of type from
 * or to, so that no two networks join or part) made a route of type to,
 * with no ugly box; the first such; returns whether there was one.
 */
static int
retype(int32_t from, int32_t to)
{
	size_t i;

	for (i = 0; i < transport_part(&B)->nroute; i++) {
		if (transport_part(&B)->route[i].type != from ||
		    shares(i, from) || shares(i, to))
			continue;
		transport_part(&B)->route[i].type = to;
		if (transnet_boxes(&B, NULL, NULL) == 0)
			return 1;
		transport_part(&B)->route[i].type = from;
	}
	return 0;
}

/* rail_to_road: B has the rail routes it needs, and one is now a road. */
static int
rail_to_road(void)
{
	int32_t rail = tt_type(&R, "rail");

	return transnet_route_count(&B, rail) == transport_min_routes(&B, &R) &&
	    retype(rail, tt_type(&R, "road"));
}

/* road_to_rail: a road of B is now a railway. */
static int
road_to_rail(void)
{
	return retype(tt_type(&R, "road"), tt_type(&R, "rail"));
}

static void
completeness_routes(void **state)
{
	int32_t rail = tt_type(&R, "rail");

	/*
	 * One rail route too few: the first board with just the rail routes
	 * it needs, one of them made a cart road.
	 */
	fresh_where(1, -1, rail_to_road);
	expect("completeness.routes", "1 rail routes, 2 needed");
	/* A railway in a scenario without rail (harbour: boats and roads). */
	fresh_where(0, -1, road_to_rail);
	assert_int_equal(transnet_route_count(&B, rail), 1);
	expect("completeness.routes", "1 rail routes, which the scenario "
	    "does not have");
}

static void
completeness_goods(void **state)
{
	struct board_city *c;
	size_t i;

	fresh();
	for (i = 0; transport_part(&B)->city[i].nwant != 1; i++)
		;
	c = &transport_part(&B)->city[i];
	c->want[1] = c->want[0];
	c->nwant = 2;
	expect("completeness.goods", "twice");
	fresh();
	transport_part(&B)->city[0].want[0].value = 99;
	expect("completeness.goods", "outside");
	fresh();
	for (i = 0; i < transport_part(&B)->ncity; i++)
		transport_part(&B)->city[i].nwant = 0;
	expect("completeness.goods", "fewer than 2");
	fresh();
	transport_part(&B)->city[0].nwant = 1;
	transport_part(&B)->city[0].want[0].good = tt_good(&R, "amber");
	transport_part(&B)->city[0].want[0].value = 5;
	expect("completeness.goods", "amber is wanted, but the scenario");
}

/* passes: does check id pass on B? */
static int
passes(const char *id)
{
	size_t i;

	check_board(&B, &R);
	for (i = 0; i < B.val.ncheck; i++)
		if (strcmp(B.val.check[i].id, id) == 0)
			return B.val.check[i].pass;
	fail_msg("no check %s", id);
	return 0;
}

/* plane: an airport on a city of B not a capital, its plane clear. */
static int
plane(void)
{
	size_t i;

	for (i = 0; i < transport_part(&B)->ncity; i++) {
		if (transport_part(&B)->city[i].capital >= 0 ||
		    transport_part(&B)->city[i].airport)
			continue;
		transport_part(&B)->city[i].airport = 1;
		if (passes("clarity.labels"))
			return 1;
		transport_part(&B)->city[i].airport = 0;
	}
	return 0;
}

/*
 * grounded: every airport of B taken away, when no capital has one (else
 * 0, B as it was).
 */
static int
grounded(void)
{
	size_t i;

	for (i = 0; i < transport_part(&B)->ncity; i++)
		if (transport_part(&B)->city[i].airport &&
		    transport_part(&B)->city[i].capital >= 0)
			return 0;
	for (i = 0; i < transport_part(&B)->ncity; i++)
		transport_part(&B)->city[i].airport = 0;
	return 1;
}

static void
completeness_airports(void **state)
{
	/*
	 * No airport at all, on a board of one connection group (so every
	 * city is still reached by route) where no capital has one (so the
	 * seats' scores stay).
	 */
	fresh_where(1, -1, grounded);
	expect("completeness.airports", "0 airports, fewer than 2");
	/*
	 * An airport where no planes fly (harbour), on a city not a capital
	 * (the seats' scores stay), the first whose plane has room.
	 */
	fresh_where(0, -1, plane);
	expect("completeness.airports", "1 airports, but no planes fly");
}

static void
clarity_routes(void **state)
{
	fresh();
	transport_part(&B)->rcell[transport_part(&B)->route[0].start + 1] =
	    transport_part(&B)->rcell[transport_part(&B)->route[0].start] + 3;
	expect("clarity.routes", "does not run cell by cell");
}

/*
 * detour: a route of B, where it runs straight through two cells between
 * its ends, bent round two free cells beside them (same medium, no route,
 * city, forest or legend there): those four cells make an ugly box.
 */
static int
detour(void)
{
	uint32_t v[512];
	size_t i, q, n;
	int side, water, c, row, dc, dr, c1, r1;

	for (i = 0; i < transport_part(&B)->nroute; i++) {
		const uint32_t *cells = board_route_cells(&B, i);

		water = transport_rules(&R)
			    ->route[transport_part(&B)->route[i].type]
			    .medium == RULES_WATER;
		for (q = 1; q + 2 < transport_part(&B)->route[i].len &&
		    transport_part(&B)->route[i].len + 2 <= 512; q++) {
			c = (int)(cells[q] % (uint32_t)B.cols);
			row = (int)(cells[q] / (uint32_t)B.cols);
			c1 = (int)(cells[q + 1] % (uint32_t)B.cols);
			r1 = (int)(cells[q + 1] / (uint32_t)B.cols);
			for (side = -1; side <= 1; side += 2) {
				dc = row == r1 ? 0 : side;
				dr = row == r1 ? side : 0;
				if (!open_cell(c + dc, row + dr, water) ||
				    !open_cell(c1 + dc, r1 + dr, water))
					continue;
				memcpy(v, cells, (q + 1) * sizeof(*v));
				v[q + 1] = transport_cell(&B, c + dc, row + dr);
				v[q + 2] = transport_cell(&B, c1 + dc, r1 + dr);
				n = transport_part(&B)->route[i].len - q - 1;
				memcpy(v + q + 3, cells + q + 1, n * sizeof(*v));
				reroute(i, v, q + 3 + n);
				return 1;
			}
		}
	}
	return 0;
}

static void
clarity_boxes(void **state)
{
	fresh_where(1, -1, detour);
	expect("clarity.boxes", "ugly boxes: 2x2 ");
}

/*
 * new_city: a city named name on the first cell of B, from (c, row) on
 * in reading order, that has room for it (city_room); with an airport if
 * air; -1 when there is none.
 */
static int
new_city(const char *name, int air, int c, int row)
{
	uint32_t i;

	for (; row < B.rows; row++, c = 0)
		for (; c < B.cols; c++)
			if (city_room(c, row)) {
				i = board_add_city(&B, c, row);
				snprintf(transport_part(&B)->city[i].name,
				    sizeof(transport_part(&B)->city[i].name),
				    "%s", name);
				transport_part(&B)->city[i].airport = air;
				return (int)i;
			}
	return -1;
}

/* lone_city: a new city with an airport, but no route. */
static int
lone_city(void)
{
	return new_city("Nowhere", 1, 0, 0) >= 0;
}

/*
 * island: two new cities, 6 cells apart on a row, and a cart road between
 * them on free land, no airport at either.
 */
static int
island(void)
{
	uint32_t v[6];
	int c, row, k, a, z;

	for (row = 0; row < B.rows; row++)
		for (c = 0; c + 5 < B.cols; c++) {
			for (k = 1; k < 5 && open_cell(c + k, row, 0); k++)
				;
			if (k < 5 || !city_room(c, row))
				continue;
			a = new_city("Farhold", 0, c, row);
			if (!city_room(c + 5, row)) {
				transport_part(&B)->ncity--;
				continue;
			}
			z = new_city("Lastmere", 0, c + 5, row);
			for (k = 0; k < 6; k++)
				v[k] = transport_cell(&B, c + k, row);
			board_add_route(&B, tt_type(&R, "road"), (uint32_t)a,
			    (uint32_t)z, v, 6);
			return 1;
		}
	return 0;
}

static void
clarity_reachable(void **state)
{
	/* A city with its airport (its group's), but no route to it. */
	fresh_where(1, -1, lone_city);
	expect("clarity.reachable", "c12 (Nowhere) has no route");
	/*
	 * Two cities joined by a road to each other only, where no planes
	 * fly (harbour): the board is two groups, with no plane between them
 * (c0's group is named, the first).
	 */
	fresh_where(0, -1, island);
	expect("clarity.reachable", "cannot be reached: its group of routes "
	    "has no airport");
}

static void
clarity_cities(void **state)
{
	struct rules r;
	int d, near = 1 << 30, edge = 1 << 30;
	size_t i, k;

	rules_copy(&r, &R);
	/*
	 * Two cities within each other's exclusion square: the nearest two,
	 * under a copy of the rules whose square reaches them (moving a city
	 * instead would tear its routes).
	 */
	fresh();
	for (i = 0; i < transport_part(&B)->ncity; i++)
		for (k = 0; k < i; k++) {
			d = abs(transport_part(&B)->city[i].col -
				transport_part(&B)->city[k].col);
			if (abs(transport_part(&B)->city[i].row -
				transport_part(&B)->city[k].row) > d)
				d = abs(transport_part(&B)->city[i].row -
					transport_part(&B)->city[k].row);
			near = d < near ? d : near;
		}
	transport_rules(&r)->exclusion[B.players] = near;
	expect_r(&r, "clarity.cities", "are within");
	/* A city too near the paper edge, under a wider border. */
	rules_copy_fini(&r);
	rules_copy(&r, &R);
	for (i = 0; i < transport_part(&B)->ncity; i++) {
		d = transport_part(&B)->city[i].col <
			    transport_part(&B)->city[i].row
			? transport_part(&B)->city[i].col
			: transport_part(&B)->city[i].row;
		d = B.cols - 1 - transport_part(&B)->city[i].col < d
			? B.cols - 1 - transport_part(&B)->city[i].col
			: d;
		d = B.rows - 1 - transport_part(&B)->city[i].row < d
			? B.rows - 1 - transport_part(&B)->city[i].row
			: d;
		edge = d < edge ? d : edge;
	}
	transport_rules(&r)->border[B.players] = edge + 1;
	expect_r(&r, "clarity.cities", "of the paper edge");
	/* A city on a mountain: the first on land. */
	for (i = 0;
	     i < transport_part(&B)->ncity &&
	     B.terrain[transport_cell(&B, transport_part(&B)->city[i].col,
		 transport_part(&B)->city[i].row)] != TRANSPORT_LAND;
	     i++)
		;
	assert_true(i < transport_part(&B)->ncity);
	B.terrain[transport_cell(&B, transport_part(&B)->city[i].col,
	    transport_part(&B)->city[i].row)] = TRANSPORT_MOUNTAIN;
	expect("clarity.cities", "stands on a mountain");
	rules_copy_fini(&r);
}

/*
 * The marks as the drawing places them (transport/label.c): clear on a
 * fresh board. Where they go, and what clarity.labels says of marks that
 * found no clear place, is tested in test_transport_label.c.
 */
static void
clarity_labels(void **state)
{
	int32_t sc;

	for (sc = 0; sc < (int32_t)transport_rules(&R)->nscenario; sc++) {
		fresh_in(sc, -1);
		assert_true(passes("clarity.labels"));
	}
}

static void
clarity_names(void **state)
{
	fresh();
	strcpy(
	    transport_part(&B)->city[3].name, transport_part(&B)->city[5].name);
	expect("clarity.names", "c3 and c5 are both called");
}

static void
clarity_forests(void **state)
{
	size_t i, n;

	fresh();
	n = (size_t)B.cols * (size_t)B.rows;
	for (i = 0; i + 1 < n; i++)
		if (transport_part(&B)->tree[i] != BOARD_NONE &&
		    transport_part(&B)->tree[i + 1] != BOARD_NONE &&
		    (i + 1) % (size_t)B.cols)
			break;
	assert_true(i + 1 < n);
	transport_part(&B)->tree[i + 1] =
	    (int8_t)((transport_part(&B)->tree[i] + 1) % 4);
	expect("clarity.forests", "one forest has two tree types");
}

/*
 * clarity.legend: a tree on a cell the legend's box covers (the forest
 * gives way around the legend when the map is made; a deck that says
 * otherwise is refused).
 */
static void
clarity_legend(void **state)
{
	int c, row, found = 0;

	fresh();
	for (row = 0; row < B.rows && !found; row++)
		for (c = 0; c < B.cols && !found; c++)
			if (transport_under_legend(&B, &R, c, row, 0) &&
			    B.terrain[transport_cell(&B, c, row)] ==
			    TRANSPORT_LAND) {
				transport_part(&B)->tree[transport_cell(&B, c,
				    row)] = 0;
				found = 1;
			}
	assert_true(found);
	expect("clarity.legend", "reaches the legend's box");
}

/* needy: some seat of B needs a bonus of 2 or more (before the cap). */
static int
needy(void)
{
	size_t k;

	for (k = 0; k < B.val.nseat; k++)
		if (B.val.seat[k].bonus >= 2)
			return 1;
	return 0;
}

static void
fairness_capitals(void **state)
{
	struct rules r;
	size_t k, lo = 0;

	rules_copy(&r, &R);
	/*
	 * Capitals further apart than the bonus cap can level: a board whose
	 * weakest seat needs a bonus of 2 or more, under a copy of the rules
	 * that caps the bonus at 1.
	 */
	fresh_where(1, -1, needy);
	transport_rules(&r)->bonus_cap = 1;
	expect_r(&r, "fairness.capitals", "capitals too unequal to level");
	expect_r(&r, "fairness.capitals", ", more than 1)");
	assert_int_equal(B.val.nseat, 4);
	for (k = 0; k < B.val.nseat; k++)
		if (B.val.seat[k].score < B.val.seat[lo].score)
			lo = k;
	assert_int_equal(B.val.seat[lo].bonus, 1);
	rules_copy_fini(&r);
}

/*
 * After bonuses the seats' levels must lie within fair_spread of the
 * best: a board the bonus cap could level, judged against a stricter
 * fair_spread than its own spread.
 */
static void
fairness_after_bonuses(void **state)
{
	struct rules r;
	double spread;

	rules_copy(&r, &R);
	fresh_spread(0);
	spread = check_spread(&B);
	assert_true(spread <= transport_rules(&R)->fair_spread);
	transport_rules(&r)->fair_spread = spread / 2;
	expect_r(&r, "fairness.capitals", "capitals unequal after bonuses");
	rules_copy_fini(&r);
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
	transport_part(&B)->city[capital_of(1)].capital = BOARD_NONE;
	check_board(&B, &R);
	assert_int_equal(B.val.nseat, 3);
	assert_int_equal(B.val.seat[0].n, 1);
	assert_int_equal(B.val.seat[1].n, 3);
	assert_int_equal(B.val.seat[2].n, 4);
	assert_true(check_spread(&B) < 1);
}

/* fairness_play: validate --play's check on a made board. */
static void
fairness_play(void **state)
{
	tu_fairness_play(BP_TOP "/templates/rules/tidewater.rules", 4);
}

/* clarity_hinge: a folding board's check (every kind's, board/check.c). */
static void
clarity_hinge(void **state)
{
	tu_clarity_hinge(BP_TOP "/templates/rules/tidewater.rules", 4);
}

/* completeness_pins: a pinned board's check (every kind's). */
static void
completeness_pins(void **state)
{
	tu_completeness_pins(BP_TOP "/templates/rules/tidewater.rules", 4,
	    "city 100 100 goods salt,wool\n");
}

TEST_MAIN(setup, teardown,
    cmocka_unit_test(fairness_play),
    cmocka_unit_test(clarity_hinge),
    cmocka_unit_test(completeness_pins),
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
    cmocka_unit_test(clarity_legend),
    cmocka_unit_test(fairness_capitals),
    cmocka_unit_test(fairness_after_bonuses),
    cmocka_unit_test(fairness_seats_with_capitals))
