/* test_transport_net.c: groups, ugly boxes and their clean-up, sound routes. */
#include "transport_util.h"

#include <stdlib.h>

#include "transport/part.h"

/*
 * A 2 x 2 block of road: route c0-c1 turns inside it at (2,2), so that
 * corner can go. The devlog's cleanup computed this and threw the result
 * away (a filter whose value was never stored): the box stayed.
 */
static void
unbox_removes_a_box(void **state)
{
	struct board b;
	char why[160];
	uint32_t cell;
	int32_t road = tt_type(&R, "road"), type;

	board_init(&b);
	tt_box_map(&b, &R);
	assert_int_equal(transnet_boxes(&b, &cell, &type), 1);
	assert_int_equal(cell, transport_cell(&b, 2, 1));
	assert_int_equal(type, road);
	assert_int_equal(transnet_unbox(&b, 10), 1);
	assert_int_equal(transnet_boxes(&b, NULL, NULL), 0);
	/* Both routes still run from their city to their city. */
	assert_null(transnet_route_fault(&b, &R, 0, why, sizeof(why)));
	assert_null(transnet_route_fault(&b, &R, 1, why, sizeof(why)));
	assert_int_equal(transport_part(&b)->route[0].len, 6);
	assert_int_equal(board_route_cells(&b, 0)[2], transport_cell(&b, 3, 1));
	board_fini(&b);
}

/* Two roads side by side: no corner can go, and none is taken. */
static void
unbox_keeps_what_it_cannot_fix(void **state)
{
	static const char *const rows[] = {
		"......",
		"0....1",
		"2....3",
		"......",
	};
	struct board b;
	int32_t road = tt_type(&R, "road");

	board_init(&b);
	tt_map(&b, rows, NULL, 4, 1);
	tt_route(&b, road, 0, 1, "0,1 1,1 2,1 3,1 4,1 5,1");
	tt_route(&b, road, 2, 3, "0,2 1,2 2,2 3,2 4,2 5,2");
	assert_int_equal(transnet_boxes(&b, NULL, NULL), 5);
	assert_int_equal(transnet_unbox(&b, 10), 0);
	assert_int_equal(transport_part(&b)->route[0].len, 6);
	assert_int_equal(transport_part(&b)->route[1].len, 6);
	board_fini(&b);
}

/* Routes of one type that share a cell are one network; others are not. */
static void
groups_by_network(void **state)
{
	static const char *const rows[] = {
		".0...",
		".....",
		"2...3",
		".....",
		".1...",
	};
	struct board b;
	uint32_t group[4];
	int32_t road = tt_type(&R, "road"), rail = tt_type(&R, "rail");

	board_init(&b);
	tt_map(&b, rows, NULL, 5, 1);
	tt_route(&b, road, 0, 1, "1,0 1,1 1,2 1,3 1,4");
	tt_route(&b, rail, 2, 3, "0,2 1,2 2,2 3,2 4,2");
	assert_int_equal(transnet_groups(&b, group), 2);
	transport_part(&b)->route[1].type = road;
	assert_int_equal(transnet_groups(&b, group), 1);
	board_fini(&b);
}

static void
route_faults(void **state)
{
	static const char *const rows[] = {
		"0.~.1",
		".....",
		"2.T.3",
		".....",
		"4.^.5",
	};
	static const char *const under[] = {
		".....",
		".....",
		".....",
		".....",
		".....",
	};
	struct board b;
	char why[160];
	int32_t road = tt_type(&R, "road"), boat = tt_type(&R, "boat");

	board_init(&b);
	tt_map(&b, rows, under, 5, 1);
	tt_route(&b, road, 0, 1, "0,0 1,0 2,0 3,0 4,0");
	tt_route(&b, road, 2, 3, "0,2 1,2 2,2 3,2 4,2");
	tt_route(&b, road, 4, 5, "0,4 1,4 2,4 3,4 4,4");
	tt_route(&b, boat, 0, 2, "0,0 0,1 0,2");
	tt_route(&b, road, 0, 4, "0,0 0,1 0,2 0,3 0,4");
	tt_route(&b, road, 1, 3, "4,0 4,2");
	assert_non_null(transnet_route_fault(&b, &R, 0, why, sizeof(why)));
	assert_non_null(strstr(why, "over water at 2,0"));
	assert_non_null(transnet_route_fault(&b, &R, 1, why, sizeof(why)));
	assert_non_null(strstr(why, "forest at 2,2"));
	assert_non_null(transnet_route_fault(&b, &R, 2, why, sizeof(why)));
	assert_non_null(strstr(why, "a mountain at 2,4"));
	assert_non_null(transnet_route_fault(&b, &R, 3, why, sizeof(why)));
	assert_non_null(strstr(why, "over land at 0,1"));
	assert_non_null(transnet_route_fault(&b, &R, 4, why, sizeof(why)));
	assert_non_null(strstr(why, "through a city at 0,2"));
	assert_non_null(transnet_route_fault(&b, &R, 5, why, sizeof(why)));
	assert_non_null(strstr(why, "cell by cell"));
	board_fini(&b);
}

TEST_MAIN(tt_setup, tt_teardown,
    cmocka_unit_test(unbox_removes_a_box),
    cmocka_unit_test(unbox_keeps_what_it_cannot_fix),
    cmocka_unit_test(groups_by_network),
    cmocka_unit_test(route_faults))
