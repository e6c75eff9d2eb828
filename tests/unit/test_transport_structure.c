/* test_transport_structure.c: grid, terrain, forests, routes of generated maps. */
#include "transport_util.h"

#include <stdlib.h>

#include "board/check.h"
#include "board/kind.h"
#include "core/grid.h"
#include "transport/part.h"
#include "transport/rules.h"

/* The devlog's grids on A4 landscape: 29 x 20 up to 58 x 41 cells. */
static void
grid_sizes(void **state)
{
	static const int want[8][2] = { { 29, 20 }, { 33, 23 }, { 38, 27 },
		{ 46, 32 }, { 58, 41 }, { 58, 41 }, { 58, 41 }, { 58, 41 } };
	struct board b;
	double cell;
	int p, cols, rows;

	board_init(&b);
	b.width = 297;
	b.height = 210;
	for (p = 1; p <= 8; p++) {
		b.players = (uint32_t)p;
		transport_grid(&b, &R, &cols, &rows, &cell);
		assert_int_equal(cols, want[p - 1][0]);
		assert_int_equal(rows, want[p - 1][1]);
	}
	board_fini(&b);
}

static void
terrain_is_seeded(void **state)
{
	struct board a, b;
	size_t n, i, water = 0, land = 0;
	uint64_t s;

	board_init(&a);
	board_init(&b);
	for (s = 1; s <= 20; s++) {
		tt_board(&a, &R, s, 3, 1);
		tt_board(&b, &R, s, 3, 1);
		n = (size_t)a.cols * (size_t)a.rows;
		assert_memory_equal(a.terrain, b.terrain, n);
		assert_memory_equal(
		    transport_part(&a)->tree, transport_part(&b)->tree, n);
		assert_int_equal(strspn(a.terrain, TRANSPORT_LEGEND), n);
		for (i = 0; i < n; i++) {
			water += transport_is_water(a.terrain[i]);
			land += !transport_is_water(a.terrain[i]);
			/* Forest grows on land and high land only. */
			if (transport_part(&a)->tree[i] != BOARD_NONE)
				assert_true(a.terrain[i] == TRANSPORT_LAND ||
				    a.terrain[i] == TRANSPORT_HIGH);
		}
	}
	/* Each seed its own map; both water and land on the whole. */
	tt_board(&b, &R, 21, 3, 1);
	assert_memory_not_equal(a.terrain, b.terrain, n);
	assert_true(water > 0 && land > 0);
	board_fini(&a);
	board_fini(&b);
}

/*
 * The devlog's "flood fill" copied a tree type from the left or the top
 * neighbour only: in this U the right arm is reached from neither, so it
 * drew a type of its own, and the forest came out in two types three
 * times in four. A true flood fill gives every forest one type.
 */
static void
forest_is_one_type(void **state)
{
	static const char *const rows[] = {
		".........",
		".T.T...T.",
		".T.T...T.",
		".TTT.....",
		".........",
	};
	struct board b;
	struct rng rng;
	uint64_t s;
	int differ = 0;
	int8_t t;

	board_init(&b);
	for (s = 0; s < 64; s++) {
		tt_map(&b, rows, NULL, 5, 1);
		rng_stream(&rng, s, 0, "test.forest", 0);
		transport_forest_types(&b, &R, &rng);
		t = transport_part(&b)->tree[transport_cell(&b, 1, 1)];

		assert_int_equal(
		    transport_part(&b)->tree[transport_cell(&b, 3, 1)], t);
		assert_int_equal(
		    transport_part(&b)->tree[transport_cell(&b, 2, 3)], t);
		assert_int_equal(
		    transport_part(&b)->tree[transport_cell(&b, 3, 2)], t);
		differ |=
		    transport_part(&b)->tree[transport_cell(&b, 7, 1)] != t;
	}
	/* …while two separate forests do get their own types. */
	assert_true(differ);
	board_fini(&b);
}

/*
 * The devlog's brute force (a route added to give a route type its
 * minimum) stamped the path but never joined the two cities: their
 * connection groups stayed apart and got an airport each. Here the
 * added railway joins the two road groups into one.
 */
static void
fill_joins_groups(void **state)
{
	static const char *const rows[] = {
		"........",
		".0....2.",
		"........",
		"........",
		".1....3.",
		"........",
	};
	struct board b;
	uint32_t group[4];
	int32_t road = tt_type(&R, "road"), rail = tt_type(&R, "rail");
	char why[160];
	double keep = transport_rules(&R)->legend_w;

	transport_rules(&R)->legend_w = 0;
	board_init(&b);
	tt_map(&b, rows, NULL, 6, 1);
	tt_route(&b, road, 0, 1, "1,1 1,2 1,3 1,4");
	tt_route(&b, road, 2, 3, "6,1 6,2 6,3 6,4");
	assert_int_equal(transnet_groups(&b, group), 2);
	assert_int_equal(transport_fill(&b, &R, rail, 1), 1);
	assert_int_equal(transport_part(&b)->nroute, 3);
	assert_int_equal(transport_part(&b)->route[2].type, rail);
	assert_int_equal(transport_part(&b)->route[2].from, 0);
	assert_int_equal(transport_part(&b)->route[2].to, 2);
	assert_null(transnet_route_fault(&b, &R, 2, why, sizeof(why)));
	assert_int_equal(transnet_groups(&b, group), 1);
	assert_int_equal(group[1], group[3]);
	/*
	 * The adjacency too: a second railway laid in the same repair
	 * (need 2) joins a pair not joined yet (c1-c3), not c0-c2 again,
	 * which it would take if the first had not joined c0 and c2.
	 */
	tt_map(&b, rows, NULL, 6, 1);
	tt_route(&b, road, 0, 1, "1,1 1,2 1,3 1,4");
	tt_route(&b, road, 2, 3, "6,1 6,2 6,3 6,4");
	assert_int_equal(transport_fill(&b, &R, rail, 2), 2);
	assert_int_equal(transport_part(&b)->nroute, 4);
	assert_int_equal(transport_part(&b)->route[2].from, 0);
	assert_int_equal(transport_part(&b)->route[2].to, 2);
	assert_int_equal(transport_part(&b)->route[3].type, rail);
	assert_int_equal(transport_part(&b)->route[3].from, 1);
	assert_int_equal(transport_part(&b)->route[3].to, 3);
	assert_null(transnet_route_fault(&b, &R, 3, why, sizeof(why)));
	transport_rules(&R)->legend_w = keep;
	board_fini(&b);
}

/* Generated boards: sound routes, no boxes, no city under the legend. */
static void
generated_boards(void **state)
{
	struct board b;
	char why[160];
	size_t i, s;
	int p;

	board_init(&b);
	for (p = 1; p <= 8; p += 7)
		for (s = 1; s <= 5; s++) {
			tt_board(&b, &R, s, (uint32_t)p, 1);
			assert_int_equal(transport_part(&b)->ncity,
			    (size_t)transport_rules(&R)->cities[p]);
			assert_true(transport_part(&b)->nroute > 0);
			for (i = 0; i < transport_part(&b)->nroute; i++)
				if (transnet_route_fault(&b, &R, i, why,
				    sizeof(why)))
					fail_msg("%s: %s", b.id, why);
			assert_int_equal(transnet_boxes(&b, NULL, NULL), 0);
			for (i = 0; i < transport_part(&b)->ncity; i++)
				assert_false(transport_under_legend(&b, &R,
				    transport_part(&b)->city[i].col,
				    transport_part(&b)->city[i].row, 0));
		}
	board_fini(&b);
}

/*
 * The repairs. Each fixture is named after the check whose failure the
 * repair saves: a hand-made board that needs exactly that repair. After
 * it, the checks that look at the structure still pass.
 */

/* The hand-made boards have no legend: no_legend, legend_back. */
static double legend_w;

static int
no_legend(void **state)
{
	legend_w = transport_rules(&R)->legend_w;
	transport_rules(&R)->legend_w = 0;
	return 0;
}

static int
legend_back(void **state)
{
	transport_rules(&R)->legend_w = legend_w;
	return 0;
}

/* passes: check id of b's kind passes (its detail, if not, fails). */
static void
passes(const struct board *b, const char *id)
{
	const struct check *t;
	char detail[256] = "";
	size_t n, i;

	t = check_table(kind_parse("transport"), &n);
	for (i = 0; i < n; i++)
		if (strcmp(t[i].id, id) == 0)
			break;
	assert_true(i < n);
	if (!t[i].fn(b, &R, detail, sizeof(detail)))
		fail_msg("%s: %s", id, detail);
}

/* sound: every route of b sound and no ugly box (what repairs keep). */
static void
sound(const struct board *b)
{
	passes(b, "clarity.routes");
	passes(b, "clarity.boxes");
}

/*
 * The legend (issue 33): its box as tall as its lines, not the rules' old
 * 40 mm whose lower half stayed empty; and the forest gives way around
 * it, so no tree reaches over its edge (seed 16 at 8 players had four).
 */
static void
legend_clear_of_forests(void **state)
{
	struct board b;
	double box[4], h;
	int p, c, row, trees = 0;
	uint64_t s;

	board_init(&b);
	for (p = 2; p <= 8; p += 6)
		for (s = 1; s <= 20; s++) {
			tt_board(&b, &R, s + (p == 8 ? 15 : 0), (uint32_t)p, 1);
			transport_legend_box(&b, &R, box);
			h = TRANSPORT_LEGEND_TOP + TRANSPORT_LEGEND_TITLE +
			    (transport_legend_lines(&b, &R) + 1) *
			    TRANSPORT_LEGEND_STEP + TRANSPORT_LEGEND_FOOT;
			assert_near(box[3], h, 1e-9);
			assert_true(box[3] < 35);
			for (row = 0; row < b.rows; row++)
				for (c = 0; c < b.cols; c++) {
					if (transport_part(&b)->tree[
					    transport_cell(&b, c, row)] ==
					    BOARD_NONE)
						continue;
					trees++;
					if (transport_under_legend(&b, &R, c,
					    row, TRANSPORT_LEGEND_CLEAR))
						fail_msg("%s: a tree at %d,%d "
						    "on the legend", b.id, c,
						    row);
				}
			passes(&b, "clarity.legend");
		}
	assert_true(trees > 0);
	board_fini(&b);
}

/*
 * Routes without staircases (issue 33): where two straight runs fit, a
 * route takes them, so a route turns 1.9 times on average at 8 players
 * on A4 and 1.8 on A5 at 2 (2.6 and 2.1 before), and never crosses
 * itself; the route checks still hold.
 */
static void
routes_run_straight(void **state)
{
	static const struct {
		uint32_t players;
		double w, h, most;
	} set[] = { { 8, 297, 210, 2.2 }, { 2, 210, 148, 1.95 } };
	struct board b;
	const uint32_t *cells;
	size_t i, q, n, k, routes, turns;
	char why[160];
	uint64_t s;

	board_init(&b);
	for (k = 0; k < sizeof(set) / sizeof(set[0]); k++) {
		routes = turns = 0;
		for (s = 1; s <= 12; s++) {
			tt_board_on(&b, &R, s, set[k].players, 1, set[k].w,
			    set[k].h);
			for (i = 0; i < transport_part(&b)->nroute; i++) {
				cells = board_route_cells(&b, i);
				for (q = 2; q < transport_part(&b)->route[i].len;
				     q++)
					turns += cells[q] - cells[q - 1] !=
					    cells[q - 1] - cells[q - 2];
				/* No cell twice: the route never loops. */
				for (q = 1; q < transport_part(&b)->route[i].len;
				     q++)
					for (n = 0; n < q; n++)
						assert_int_not_equal(cells[q],
						    cells[n]);
				if (transnet_route_fault(&b, &R, i, why,
				    sizeof(why)))
					fail_msg("%s: %s", b.id, why);
				routes++;
			}
			assert_int_equal(transnet_boxes(&b, NULL, NULL), 0);
		}
		if ((double)turns / (double)routes > set[k].most)
			fail_msg("%u players on %g x %g: %.2f turns a route, "
			    "more than %.1f", set[k].players, set[k].w,
			    set[k].h, (double)turns / (double)routes,
			    set[k].most);
	}
	board_fini(&b);
}

/*
 * No small loops (issue 33): no route closes a ring of its type's cells
 * of at most TRANSPORT_LOOP_MAX cells with the routes before it (a rail
 * that leaves a city up, across and down onto the rail leaving it east:
 * tidewater-000801 on A5 had one).
 */
static void
routes_close_no_loop(void **state)
{
	static const struct {
		uint32_t players;
		double w, h;
	} set[] = { { 8, 297, 210 }, { 2, 210, 148 }, { 8, 210, 148 } };
	struct board b;
	size_t k, loops = 0;
	uint64_t s;

	board_init(&b);
	for (k = 0; k < sizeof(set) / sizeof(set[0]); k++)
		for (s = 1; s <= 12; s++) {
			tt_board_on(&b, &R, s, set[k].players, 1, set[k].w,
			    set[k].h);
			loops += transnet_route_loops(&b, TRANSPORT_LOOP_MAX);
		}
	if (loops)
		fail_msg("%zu routes close a loop of at most %d cells", loops,
		    TRANSPORT_LOOP_MAX);
	board_fini(&b);
}

/* route_between: the index of a route of type joining a and z, or -1. */
static long
route_between(const struct board *b, int32_t type, uint32_t a, uint32_t z)
{
	size_t i;

	for (i = 0; i < transport_part(b)->nroute; i++)
		if (transport_part(b)->route[i].type == type &&
		    ((transport_part(b)->route[i].from == a &&
			 transport_part(b)->route[i].to == z) ||
			(transport_part(b)->route[i].from == z &&
			    transport_part(b)->route[i].to == a)))
			return (long)i;
	return -1;
}

/*
 * completeness.routes: the devlog's brute force searches every pair of
 * cities not yet joined, whatever the distance: these two docks are 37
 * cells apart by water, beyond a 1-player board's longest route with a
 * capital's extra reach (16 + 15), where the search used to stop.
 */
static void
completeness_routes_fill(void **state)
{
	static const char *const rows[] = {
		"........................................",
		"~0~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~1~",
		"........................................",
	};
	static const char *const under[] = {
		"........................................",
		"~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~",
		"........................................",
	};
	struct board b;
	int32_t boat = tt_type(&R, "boat");

	board_init(&b);
	tt_map(&b, rows, under, 3, 1);
	assert_int_equal(transport_fill(&b, &R, boat, 1), 1);
	assert_true(route_between(&b, boat, 0, 1) >= 0);
	assert_int_equal(transport_part(&b)->route[0].len, 38);
	sound(&b);
	board_fini(&b);
}

/*
 * completeness.routes, when every pair that water joins is joined by
 * land already: the boat runs beside the road (a pair may have one
 * route of each type).
 */
static void
completeness_routes_parallel(void **state)
{
	static const char *const rows[] = {
		".......",
		"~0~~~1~",
		".......",
	};
	static const char *const under[] = {
		".......",
		"~~~~~~~",
		".......",
	};
	struct board b;
	int32_t boat = tt_type(&R, "boat"), road = tt_type(&R, "road");

	board_init(&b);
	tt_map(&b, rows, under, 3, 1);
	tt_route(&b, road, 0, 1, "1,1 1,0 2,0 3,0 4,0 5,0 5,1");
	assert_int_equal(transport_fill(&b, &R, boat, 1), 1);
	assert_int_equal(transport_part(&b)->nroute, 2);
	assert_true(route_between(&b, boat, 0, 1) == 1);
	sound(&b);
	board_fini(&b);
}

/*
 * fairness.capitals: capital c0 has one route and a capital needs two: it
 * takes a route to the nearest city it is not joined to (c1, two cells
 * away, before c3).
 */
static void
fairness_capitals_reach_out(void **state)
{
	static const char *const rows[] = {
		"..........",
		".0..2...3.",
		"..........",
		".1........",
	};
	struct board b;
	int32_t road = tt_type(&R, "road");

	board_init(&b);
	tt_map(&b, rows, NULL, 4, 2);
	tt_route(&b, road, 0, 2, "1,1 2,1 3,1 4,1");
	assert_int_equal(transport_reach_out(&b, &R, 0,
	    (uint32_t)transport_rules(&R)->capital_routes), 1);
	assert_int_equal(transport_part(&b)->nroute, 2);
	assert_int_equal(transport_part(&b)->route[1].from, 0);
	assert_int_equal(transport_part(&b)->route[1].to, 1);
	sound(&b);
	board_fini(&b);
}

/*
 * fairness.capitals, when no route can be added: capital c0 and c1 share
 * a valley no route leaves. c0 trades places with c2, the first city with
 * routes enough (2), and the routes follow their cities.
 */
static void
fairness_capitals_trade(void **state)
{
	static const char *const rows[] = {
		"^^^^^......",
		"^0.1^.2..3.",
		"^^^^^.4....",
	};
	struct board b;
	int32_t road = tt_type(&R, "road");
	int32_t col[5], row[5];
	uint32_t k;

	board_init(&b);
	tt_map(&b, rows, NULL, 3, 1);
	tt_route(&b, road, 0, 1, "1,1 2,1 3,1");
	tt_route(&b, road, 2, 3, "6,1 7,1 8,1 9,1");
	tt_route(&b, road, 2, 4, "6,1 6,2");
	for (k = 0; k < 5; k++) {
		col[k] = transport_part(&b)->city[k].col;
		row[k] = transport_part(&b)->city[k].row;
	}
	assert_int_equal(transport_reach_out(&b, &R, 0, 2), 0);
	assert_int_equal(transport_part(&b)->nroute, 3);
	assert_int_equal(transport_trade_capital(&b, &R, 0), 1);
	assert_int_equal(transport_part(&b)->city[0].col, col[2]);
	assert_int_equal(transport_part(&b)->city[0].row, row[2]);
	assert_int_equal(transport_part(&b)->city[2].col, col[0]);
	assert_int_equal(transport_part(&b)->city[2].row, row[0]);
	assert_int_equal(transport_part(&b)->route[0].from, 2);
	assert_int_equal(transport_part(&b)->route[1].from, 0);
	assert_int_equal(transport_part(&b)->route[2].from, 0);
	sound(&b);
	board_fini(&b);
}

/*
 * clarity.reachable, when no planes fly (scenario harbour): two road
 * groups get a route between them.
 */
static void
clarity_reachable_join(void **state)
{
	static const char *const rows[] = {
		"..........",
		".0..1.....",
		"..........",
		"......2..3",
	};
	struct board b;
	uint32_t group[4];
	int32_t road = tt_type(&R, "road");

	board_init(&b);
	tt_map(&b, rows, NULL, 4, 1);
	transport_part(&b)->scenario = 0;
	tt_route(&b, road, 0, 1, "1,1 2,1 3,1 4,1");
	tt_route(&b, road, 2, 3, "6,3 7,3 8,3 9,3");
	assert_int_equal(transnet_groups(&b, group), 2);
	assert_int_equal(transport_join(&b, &R), 1);
	assert_int_equal(transport_part(&b)->nroute, 3);
	assert_int_equal(transnet_groups(&b, group), 1);
	sound(&b);
	board_fini(&b);
}

/*
 * clarity.reachable: c0 stands in a clearing of a forest, where no route
 * can reach it: it moves to the first free site from which one can, and
 * takes it, clear of the other cities.
 */
static void
clarity_reachable_resettle(void **state)
{
	static const char *const rows[] = {
		"TTT........",
		"T0T..1...2.",
		"TTT........",
		"...........",
	};
	struct board b;
	int32_t road = tt_type(&R, "road");

	board_init(&b);
	tt_map(&b, rows, NULL, 4, 1);
	tt_route(&b, road, 1, 2, "5,1 6,1 7,1 8,1 9,1");
	assert_int_equal(transport_reach_out(&b, &R, 0, 1), 0);
	assert_int_equal(transport_resettle(&b, &R, 0), 1);
	assert_false(transport_part(&b)->city[0].col == 1 &&
		     transport_part(&b)->city[0].row == 1);
	assert_int_equal(transport_part(&b)->nroute, 2);
	assert_true(transport_part(&b)->route[1].from == 0 ||
		    transport_part(&b)->route[1].to == 0);
	sound(&b);
	passes(&b, "clarity.cities");
	board_fini(&b);
}

/*
 * clarity.cities: a strip of eleven land cells takes a 1-player board's
 * six cities (one cell apart) only on every other cell; taken in a
 * shuffled order the sites mostly run out, and the packing places them
 * for every seed.
 */
static void
clarity_cities_pack(void **state)
{
	static const char *const rows[] = {
		"^^^^^^^^^^^^^",
		"^...........^",
		"^^^^^^^^^^^^^",
	};
	struct board b;
	struct diag d;
	uint64_t s;
	size_t i;

	board_init(&b);
	diag_init(&d);
	for (s = 1; s <= 20; s++) {
		tt_map(&b, rows, NULL, 3, 1);
		b.seed = s;
		assert_int_equal(transport_place(&b, &R, &d), 0);
		assert_int_equal(transport_part(&b)->ncity, 6);
		for (i = 0; i < transport_part(&b)->ncity; i++)
			assert_int_equal(
			    transport_part(&b)->city[i].col % 2, 1);
		passes(&b, "clarity.cities");
	}
	diag_fini(&d);
	board_fini(&b);
}

/*
 * clarity.reachable, when no planes fly: a valley walled by mountains has
 * sites, but a city there could never be joined to the rest. Cities
 * placed there move out before any route is laid.
 */
static void
clarity_reachable_settle(void **state)
{
	static const char *const rows[] = {
		"..........^^^^^^",
		"..........^....^",
		"..........^....^",
		"..........^....^",
		"..........^....^",
		"..........^^^^^^",
	};
	struct board b;
	struct diag d;
	uint64_t s;
	size_t i, moved = 0;

	board_init(&b);
	diag_init(&d);
	for (s = 1; s <= 30; s++) {
		tt_map(&b, rows, NULL, 6, 1);
		transport_part(&b)->scenario = 0;
		b.seed = s;
		assert_int_equal(transport_place(&b, &R, &d), 0);
		for (i = 0; i < transport_part(&b)->ncity; i++)
			assert_true(transport_part(&b)->city[i].col < 10);
		passes(&b, "clarity.cities");
		/* With planes, the valley may keep its cities. */
		tt_map(&b, rows, NULL, 6, 1);
		b.seed = s;
		assert_int_equal(transport_place(&b, &R, &d), 0);
		for (i = 0; i < transport_part(&b)->ncity; i++)
			moved += transport_part(&b)->city[i].col > 10;
	}
	assert_true(moved > 0);
	diag_fini(&d);
	board_fini(&b);
}

/* docks_on_one_water: the most docks b has on one 4-connected water. */
static size_t
docks_on_one_water(const struct board *b)
{
	size_t n = (size_t)b->cols * (size_t)b->rows, i, most = 0;
	uint8_t *open = malloc(n);
	uint32_t *label = malloc(n * sizeof(*label));
	size_t *count = calloc(n, sizeof(*count));

	for (i = 0; i < n; i++)
		open[i] = transport_is_water(b->terrain[i]);
	grid_components(b->cols, b->rows, open, label);
	for (i = 0; i < transport_part(b)->ncity; i++) {
		uint32_t v = transport_cell(b, transport_part(b)->city[i].col,
		    transport_part(b)->city[i].row);

		if (label[v] != GRID_NONE && ++count[label[v]] > most)
			most = count[label[v]];
	}
	free(open);
	free(label);
	free(count);
	return most;
}

/*
 * completeness.routes: two lakes. Two boat routes need three docks on one
 * water (two docks give one pair); cities move to the lake that has most
 * before any route is laid.
 */
static void
completeness_routes_settle(void **state)
{
	static const char *const rows[] = {
		"....................",
		".~~~~~~~....~~~~~~~.",
		".~~~~~~~....~~~~~~~.",
		"....................",
		"....................",
	};
	struct board b;
	struct diag d;
	uint64_t s;

	board_init(&b);
	diag_init(&d);
	for (s = 1; s <= 30; s++) {
		tt_map(&b, rows, NULL, 5, 1);
		b.seed = s;
		assert_int_equal(transport_place(&b, &R, &d), 0);
		assert_true(docks_on_one_water(&b) >= 3);
		passes(&b, "clarity.cities");
	}
	diag_fini(&d);
	board_fini(&b);
}

/*
 * completeness.routes and clarity.cities: a noise too flat to cross the
 * water line gives an all-land map (no boats) or an all-water one (no
 * room); the sea level moves so that min_water or max_water of the cells
 * are water.
 */
static void
completeness_routes_sea_level(void **state)
{
	struct rules_transport keep = *transport_rules(&R);
	struct board b;
	size_t n, i, wet;

	board_init(&b);
	board_set_kind(&b, kind_parse("transport"));
	b.players = 1;
	transport_part(&b)->scenario = 0;
	b.width = 297;
	b.height = 210;
	transport_rules(&R)->gain = 0.001;
	for (b.seed = 1; b.seed <= 5; b.seed++) {
		transport_terrain(&b, &R);
		n = (size_t)b.cols * (size_t)b.rows;
		for (i = 0, wet = 0; i < n; i++)
			wet += transport_is_water(b.terrain[i]);
		assert_int_equal(wet,
		    (size_t)ceil(transport_rules(&R)->min_water * (double)n));
	}
	transport_rules(&R)->water = 0.5;
	transport_rules(&R)->high = 0.6;
	for (b.seed = 1; b.seed <= 5; b.seed++) {
		transport_terrain(&b, &R);
		for (i = 0, wet = 0; i < n; i++)
			wet += transport_is_water(b.terrain[i]);
		assert_int_equal(wet,
		    (size_t)floor(transport_rules(&R)->max_water * (double)n));
	}
	*transport_rules(&R) = keep;
	board_fini(&b);
}

/* A repair's test, on a board without a legend. */
#define REPAIR(f) cmocka_unit_test_setup_teardown(f, no_legend, legend_back)

TEST_MAIN(tt_setup, tt_teardown,
    cmocka_unit_test(grid_sizes),
    cmocka_unit_test(terrain_is_seeded),
    cmocka_unit_test(forest_is_one_type),
    cmocka_unit_test(fill_joins_groups),
    cmocka_unit_test(generated_boards),
    cmocka_unit_test(legend_clear_of_forests),
    cmocka_unit_test(routes_run_straight),
    cmocka_unit_test(routes_close_no_loop),
    REPAIR(completeness_routes_fill),
    REPAIR(completeness_routes_parallel),
    REPAIR(completeness_routes_settle),
    cmocka_unit_test(completeness_routes_sea_level),
    REPAIR(fairness_capitals_reach_out),
    REPAIR(fairness_capitals_trade),
    REPAIR(clarity_reachable_join),
    REPAIR(clarity_reachable_resettle),
    REPAIR(clarity_reachable_settle),
    REPAIR(clarity_cities_pack))
