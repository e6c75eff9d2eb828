/* test_check.c: each check passes a good board and fails a hand-broken one. */
#include "testutil.h"

#include "check.h"
#include "nodegraph.h"

static struct rules R;

static int
setup(void **state)
{
	return tu_rules(&R);
}

static int
teardown(void **state)
{
	rules_fini(&R);
	return 0;
}

static void
make(struct board *b)
{
	tu_board(b, &R, 21, 4, 297, 210);
}

/* result: run check id alone; 1 pass, 0 fail (detail to out). */
static int
result(const struct board *b, const char *id, char *out, size_t n)
{
	size_t k, i;
	const struct check *t = check_table(BOARD_NODES, &k);

	for (i = 0; i < k; i++)
		if (strcmp(t[i].id, id) == 0)
			return t[i].fn(b, &R, out, n);
	fail_msg("no check %s", id);
	return -1;
}

static uint32_t
find_role(const struct board *b, int role)
{
	uint32_t v;

	for (v = 0; v < b->g.nnodes; v++)
		if (b->node[v].role == role)
			return v;
	return 0;
}

static void
good_board_passes_all(void **state)
{
	struct board b;

	board_init(&b);
	make(&b);
	assert_int_equal(check_board(&b, &R), 0);
	assert_true(b.val.pass);
	assert_true(b.val.ncheck >= 6);
	board_fini(&b);
}

static void
clarity_crossing(void **state)
{
	struct board b;
	char why[256];
	uint32_t e, a, c, k;

	board_init(&b);
	make(&b);
	/* Join the ends of two edges that leave one node, across a third
	 * of its edges: the new edge must cross something or overlap. */
	for (e = 0; e < b.g.nnodes; e++)
		if (b.g.node[e].deg >= 3 && b.node[e].role == ROLE_INNER)
			break;
	a = graph_he_to(&b.g, b.g.node[e].out[0]);
	c = graph_he_to(&b.g, b.g.node[e].out[2]);
	k = graph_add_edge(&b.g, a, c);
	assert_int_not_equal(k, GRAPH_NONE);
	/* Move e so that it lies right on the new edge. */
	b.g.node[e].p = vec2((b.g.node[a].p.x + b.g.node[c].p.x) / 2,
	    (b.g.node[a].p.y + b.g.node[c].p.y) / 2);
	assert_int_equal(result(&b, "clarity.crossing", why, sizeof(why)), 0);
	assert_non_null(strstr(why, "two edges cross"));
	board_fini(&b);
}

static void
clarity_connected(void **state)
{
	struct board b;
	char why[256];

	board_init(&b);
	make(&b);
	board_add_node(&b, 100, 100, ROLE_INNER, 0);
	assert_int_equal(result(&b, "clarity.connected", why, sizeof(why)), 0);
	assert_non_null(strstr(why, "2 pieces"));
	board_fini(&b);
}

static void
clarity_spacing(void **state)
{
	struct board b;
	char why[256];
	struct vec2 p;

	board_init(&b);
	make(&b);
	p = b.g.node[5].p;
	b.g.node[6].p = vec2(p.x + 3, p.y);
	assert_int_equal(result(&b, "clarity.spacing", why, sizeof(why)), 0);
	assert_non_null(strstr(why, "closer than"));
	board_fini(&b);
}

static void
completeness_starts(void **state)
{
	struct board b;
	char why[256];

	board_init(&b);
	make(&b);
	b.node[find_role(&b, ROLE_START)].role = ROLE_EDGE;
	assert_int_equal(result(&b, "completeness.starts", why, sizeof(why)),
	    0);
	assert_non_null(strstr(why, "start nodes on the"));
	board_fini(&b);
}

static void
completeness_center(void **state)
{
	struct board b;
	char why[256];

	board_init(&b);
	make(&b);
	b.node[find_role(&b, ROLE_CENTER)].role = ROLE_INNER;
	assert_int_equal(result(&b, "completeness.center", why, sizeof(why)),
	    0);
	assert_non_null(strstr(why, "0 centre"));
	board_fini(&b);
}

static void
clarity_sides(void **state)
{
	struct board b;
	char why[256];
	uint32_t v;

	board_init(&b);
	make(&b);
	v = find_role(&b, ROLE_EDGE);
	b.g.node[v].p.x += 5;
	b.g.node[v].p.y += 5;
	assert_int_equal(result(&b, "clarity.sides", why, sizeof(why)), 0);
	assert_non_null(strstr(why, "not on it"));
	board_fini(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(good_board_passes_all),
		cmocka_unit_test(clarity_crossing),
		cmocka_unit_test(clarity_connected),
		cmocka_unit_test(clarity_spacing),
		cmocka_unit_test(completeness_starts),
		cmocka_unit_test(completeness_center),
		cmocka_unit_test(clarity_sides),
	};

	return cmocka_run_group_tests_name("check", tests, setup, teardown);
}
