/* test_transport.c: grid, terrain, forests, routes of generated maps. */
#include "transport_util.h"

#include <stdlib.h>

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
		assert_memory_equal(a.tree, b.tree, n);
		assert_int_equal(strspn(a.terrain, TRANSPORT_LEGEND), n);
		for (i = 0; i < n; i++) {
			water += transport_is_water(a.terrain[i]);
			land += !transport_is_water(a.terrain[i]);
			/* Forest grows on land and high land only. */
			if (a.tree[i] != BOARD_NONE)
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
		t = b.tree[transport_cell(&b, 1, 1)];

		assert_int_equal(b.tree[transport_cell(&b, 3, 1)], t);
		assert_int_equal(b.tree[transport_cell(&b, 2, 3)], t);
		assert_int_equal(b.tree[transport_cell(&b, 3, 2)], t);
		differ |= b.tree[transport_cell(&b, 7, 1)] != t;
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
	double keep = R.transport.legend_w;

	R.transport.legend_w = 0;
	board_init(&b);
	tt_map(&b, rows, NULL, 6, 1);
	tt_route(&b, road, 0, 1, "1,1 1,2 1,3 1,4");
	tt_route(&b, road, 2, 3, "6,1 6,2 6,3 6,4");
	assert_int_equal(transnet_groups(&b, group), 2);
	assert_int_equal(transport_fill(&b, &R, rail, 1), 1);
	assert_int_equal(b.nroute, 3);
	assert_int_equal(b.route[2].type, rail);
	assert_int_equal(b.route[2].from, 0);
	assert_int_equal(b.route[2].to, 2);
	assert_null(transnet_route_fault(&b, &R, 2, why, sizeof(why)));
	assert_int_equal(transnet_groups(&b, group), 1);
	assert_int_equal(group[1], group[3]);
	R.transport.legend_w = keep;
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
			assert_int_equal(b.ncity, (size_t)R.transport.cities[p]);
			assert_true(b.nroute > 0);
			for (i = 0; i < b.nroute; i++)
				if (transnet_route_fault(&b, &R, i, why,
				    sizeof(why)))
					fail_msg("%s: %s", b.id, why);
			assert_int_equal(transnet_boxes(&b, NULL, NULL), 0);
			for (i = 0; i < b.ncity; i++)
				assert_false(transport_under_legend(&b, &R,
				    b.city[i].col, b.city[i].row, 0));
		}
	board_fini(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(grid_sizes),
		cmocka_unit_test(terrain_is_seeded),
		cmocka_unit_test(forest_is_one_type),
		cmocka_unit_test(fill_joins_groups),
		cmocka_unit_test(generated_boards),
	};

	return cmocka_run_group_tests(tests, tt_setup, tt_teardown);
}
