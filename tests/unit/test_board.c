/* test_board.c: the board model's storage and names. */
#include "testutil.h"

#include "board/board.h"
#include "board/kind.h"
#include "nodes/part.h"

static void
nodes_areas_checks(void **state)
{
	static const uint32_t a[] = { 0, 1, 2 }, c[] = { 2, 1 };
	struct board b;

	board_init(&b);
	assert_int_equal(board_add_node(&b, 1, 2, ROLE_START, SIDE_LEFT), 0);
	assert_int_equal(board_add_node(&b, 3, 4, ROLE_INNER, 0), 1);
	assert_int_equal(nodes_part(&b)->node[0].type, BOARD_NONE);
	board_area_add(&b, a, 3);
	board_area_add(&b, c, 2);
	assert_int_equal(board_area_len(&b, 0), 3);
	assert_int_equal(board_area_nodes(&b, 1)[0], 2);
	board_check_add(&b, "clarity.x", 0, "why");
	assert_string_equal(b.val.check[0].detail, "why");
	snprintf(b.rules, sizeof(b.rules), "lf");
	b.seed = 42;
	board_set_id(&b);
	assert_string_equal(b.id, "lf-000042");
	board_clear(&b);
	assert_int_equal(nodes_part(&b)->g.nnodes, 0);
	assert_int_equal(nodes_part(&b)->area.n, 0);
	assert_int_equal(b.val.ncheck, 0);
	board_fini(&b);
}

static void
names(void **state)
{
	assert_string_equal(kind_name(2), "dungeon");
	assert_int_equal(kind_parse("transport"), 1);
	assert_int_equal(kind_parse("castle"), -1);
	assert_int_equal(board_role_parse("center"), ROLE_CENTER);
	assert_string_equal(board_side_name(SIDE_BOTTOM), "bottom");
	assert_int_equal(board_side_parse("top"), SIDE_TOP);
	assert_int_equal(board_side_parse("up"), -1);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(nodes_areas_checks),
    cmocka_unit_test(names))
