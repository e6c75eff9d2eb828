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

/* full: a board with its content and every expansion on. */
static void
full(struct board *b)
{
	struct diag d;

	diag_init(&d);
	tu_board(b, &R, 33, 4, 297, 210);
	snprintf(b->expansions, sizeof(b->expansions), "thorns scissors "
	    "voyage");
	assert_int_equal(make_content(b, &R, &d), 0);
	assert_int_equal(check_board(b, &R), 0);
	diag_fini(&d);
}

/* only: check id fails, every other check passes. */
static void
only(struct board *b, const char *id, const char *says)
{
	size_t i;
	int seen = 0;

	check_board(b, &R);
	for (i = 0; i < b->val.ncheck; i++) {
		if (strcmp(b->val.check[i].id, id) == 0) {
			seen = 1;
			if (b->val.check[i].pass)
				fail_msg("%s passes", id);
			if (!strstr(b->val.check[i].detail, says))
				fail_msg("%s says \"%s\", not \"%s\"", id,
				    b->val.check[i].detail, says);
		} else if (!b->val.check[i].pass) {
			fail_msg("%s fails too: %s", b->val.check[i].id,
			    b->val.check[i].detail);
		}
	}
	assert_true(seen);
}

static int32_t
type_of(const char *name)
{
	return rules_find_type(&R, name);
}

static uint32_t
node_of_type(const struct board *b, int32_t t, int side)
{
	uint32_t v;

	for (v = 0; v < b->g.nnodes; v++)
		if (b->node[v].type == t && (side < 0 ||
		    !!b->node[v].sides == side))
			return v;
	fail_msg("no node of that type");
	return 0;
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
	full(&b);
	assert_int_equal(check_board(&b, &R), 0);
	assert_true(b.val.pass);
	assert_true(b.val.ncheck >= 15);
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

static void
completeness_typed(void **state)
{
	struct board b;

	board_init(&b);
	full(&b);
	b.node[node_of_type(&b, type_of("lantern"), 0)].type = BOARD_NONE;
	only(&b, "completeness.typed", "has no type");
	board_fini(&b);
}

static void
completeness_coverage(void **state)
{
	struct board b;
	int32_t cairn = type_of("cairn"), venom = type_of("venom");
	uint32_t v;

	/* Relics are on cairns and venoms only: make them reeds... */
	board_init(&b);
	full(&b);
	for (v = 0; v < b.g.nnodes; v++)
		if (b.node[v].type == cairn || b.node[v].type == venom)
			b.node[v].type = type_of("coil");
	/* … coils (relics) then replace them: no, take them away too. */
	for (v = 0; v < b.g.nnodes; v++)
		if (b.node[v].type == type_of("coil"))
			b.node[v].type = type_of("brook");
	check_board(&b, &R);
	assert_false(b.val.pass);
	{
		size_t i;
		int hit = 0;

		for (i = 0; i < b.val.ncheck; i++)
			if (strcmp(b.val.check[i].id,
			    "completeness.coverage") == 0) {
				hit = !b.val.check[i].pass &&
				    strstr(b.val.check[i].detail, "relics");
			}
		assert_true(hit);
	}
	board_fini(&b);
}

static void
completeness_requirements(void **state)
{
	struct board b;
	uint32_t v;

	/* Brambles require sickles: turn the sickles into embers. */
	board_init(&b);
	full(&b);
	for (v = 0; v < b.g.nnodes; v++)
		if (b.node[v].type == type_of("sickle"))
			b.node[v].type = type_of("ember");
	check_board(&b, &R);
	{
		size_t i;
		int hit = 0;

		for (i = 0; i < b.val.ncheck; i++)
			if (strcmp(b.val.check[i].id,
			    "completeness.requirements") == 0)
				hit = !b.val.check[i].pass &&
				    strstr(b.val.check[i].detail, "sickle");
		assert_true(hit);
	}
	board_fini(&b);
}

static void
rules_counts(void **state)
{
	struct board b;
	int32_t pup = type_of("pup"), lantern = type_of("lantern");
	uint32_t v;
	int k = 0;

	/* Pups: max 5. Turn inner lanterns into pups, none side by side. */
	board_init(&b);
	full(&b);
	for (v = 0; v < b.g.nnodes && k < 8; v++)
		if (b.node[v].type == lantern && !b.node[v].sides) {
			b.node[v].type = pup;
			k++;
		}
	check_board(&b, &R);
	{
		size_t i;
		int hit = 0;

		for (i = 0; i < b.val.ncheck; i++)
			if (strcmp(b.val.check[i].id, "rules.counts") == 0)
				hit = !b.val.check[i].pass;
		assert_true(hit);
	}
	board_fini(&b);
}

static void
rules_placement(void **state)
{
	struct board b;
	uint32_t v, w;

	/* A glowworm (not on the edge) swaps with a side node's type. */
	board_init(&b);
	full(&b);
	v = node_of_type(&b, type_of("glowworm"), 0);
	for (w = 0; w < b.g.nnodes; w++)
		if (b.node[w].role == ROLE_EDGE)
			break;
	b.node[v].type = b.node[w].type;
	b.node[w].type = type_of("glowworm");
	check_board(&b, &R);
	{
		size_t i;
		int hit = 0;

		for (i = 0; i < b.val.ncheck; i++)
			if (strcmp(b.val.check[i].id, "rules.placement") == 0)
				hit = !b.val.check[i].pass;
		assert_true(hit);
	}
	board_fini(&b);
}

static void
rules_dots(void **state)
{
	struct board b;
	size_t i, k = 0;

	board_init(&b);
	full(&b);
	for (i = 0; i < b.ndot; i++)
		if (b.dot[i].node != 3)
			b.dot[k++] = b.dot[i];
	b.ndot = k;
	only(&b, "rules.dots", "n3 has no power dot");
	board_fini(&b);
}

static void
clarity_overlap(void **state)
{
	struct board b;

	board_init(&b);
	full(&b);
	assert_true(b.nresource > 0);
	b.resource[0].x = (b.g.node[b.tiny[0].a].p.x +
	    b.g.node[b.tiny[0].b].p.x) / 2;
	b.resource[0].y = (b.g.node[b.tiny[0].a].p.y +
	    b.g.node[b.tiny[0].b].p.y) / 2;
	check_board(&b, &R);
	{
		size_t i;
		int hit = 0;

		for (i = 0; i < b.val.ncheck; i++)
			if (strcmp(b.val.check[i].id, "clarity.overlap") == 0)
				hit = !b.val.check[i].pass &&
				    strstr(b.val.check[i].detail, "overlap");
		assert_true(hit);
	}
	board_fini(&b);
}

static void
clarity_overlap_numbers(void **state)
{
	struct board b;
	uint32_t v;
	size_t i;

	/*
	 * A power dot straight below a numbered node's centre sits on its
	 * number, which layout-pdf draws there; one straight above does not.
	 */
	board_init(&b);
	full(&b);
	for (v = 0; v < b.g.nnodes; v++)
		if (b.node[v].number > 0)
			break;
	assert_true(v < b.g.nnodes);
	for (i = 0; i < b.ndot; i++)
		if (b.dot[i].node == v)
			break;
	assert_true(i < b.ndot);
	b.dot[i].angle = 1.5 * GEOM_PI;
	assert_int_equal(check_board(&b, &R), 0);
	b.dot[i].angle = GEOM_PI / 2;
	only(&b, "clarity.overlap", "number");
	board_fini(&b);
}

static void
clarity_safe(void **state)
{
	struct board b;
	uint32_t v;

	/* An inner node pushed to 2 mm from the top of the trim. */
	board_init(&b);
	full(&b);
	for (v = 0; v < b.g.nnodes; v++)
		if (b.node[v].role == ROLE_INNER)
			break;
	b.g.node[v].p.y = 2;
	check_board(&b, &R);
	{
		size_t i;
		int hit = 0;

		for (i = 0; i < b.val.ncheck; i++)
			if (strcmp(b.val.check[i].id, "clarity.safe") == 0)
				hit = !b.val.check[i].pass &&
				    strstr(b.val.check[i].detail, "safe");
		assert_true(hit);
	}
	board_fini(&b);
}

static void
clarity_areas(void **state)
{
	struct board b;

	board_init(&b);
	full(&b);
	assert_true(b.nexpedition > 0);
	/* The expedition claims an area it is not in. */
	b.expedition[0].area = b.expedition[0].area == 0 ? 1 : 0;
	only(&b, "clarity.areas", "not inside its area");
	board_fini(&b);
	board_init(&b);
	full(&b);
	b.area.n--;
	b.nexpedition = b.nlandmark = b.nresource = 0;
	only(&b, "clarity.areas", "areas, but the graph has");
	board_fini(&b);
}

static void
fairness_sides(void **state)
{
	struct board b;
	double keep = R.nodes.fair_spread, spread;

	/*
	 * The same board, judged by rules that allow a little less spread
	 * than its sides have: only the fairness check fails, naming both
	 * scores; a little more, and it passes.
	 */
	board_init(&b);
	full(&b);
	spread = check_spread(&b);
	assert_true(spread > 0.01);
	R.nodes.fair_spread = spread - 0.01;
	only(&b, "fairness.sides", "a spread of");
	R.nodes.fair_spread = spread + 0.01;
	check_board(&b, &R);
	assert_true(b.val.pass);
	R.nodes.fair_spread = keep;
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
		cmocka_unit_test(completeness_typed),
		cmocka_unit_test(completeness_coverage),
		cmocka_unit_test(completeness_requirements),
		cmocka_unit_test(rules_counts),
		cmocka_unit_test(rules_placement),
		cmocka_unit_test(rules_dots),
		cmocka_unit_test(clarity_overlap),
		cmocka_unit_test(clarity_overlap_numbers),
		cmocka_unit_test(clarity_safe),
		cmocka_unit_test(clarity_areas),
		cmocka_unit_test(fairness_sides),
	};

	return cmocka_run_group_tests_name("check", tests, setup, teardown);
}
