/*
 * test_nodes_measure.c: what the generators, the checks and the drawing all
 * measure on a nodes board (nodes/measure.c).
 */
#include "testutil.h"

#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/rules.h"

static void
unit_and_lattice(void **state)
{
	const struct rules *R = *state;
	struct board b;
	int c, r;

	board_init(&b);
	b.players = 4;
	b.width = 297;
	b.height = 210;
	assert_near(nodegraph_unit(&b, R), 29.7, 1e-9);
	nodegraph_lattice(&b, R, &c, &r);
	assert_int_equal(c, 10);
	assert_int_equal(r, 7);
	b.players = 9;
	nodegraph_lattice(&b, R, &c, &r);
	assert_int_equal(c, 13);
	assert_int_equal(r, 9);
	b.width = 210;
	b.height = 297;
	nodegraph_lattice(&b, R, &c, &r);
	assert_int_equal(c, 9);
	assert_int_equal(r, 13);
	board_fini(&b);
}

static void
scales(void **state)
{
	const struct rules *R = *state;
	struct board b;
	double ns, ds;

	board_init(&b);
	tu_board(&b, R, 1, 4, 297, 210);
	nodecontent_scale(&b, R, &ns, &ds);
	assert_near(ns, 1, 0);
	assert_near(ds, 1, 0);
	tu_board(&b, R, 1, 9, 297, 210);
	nodecontent_scale(&b, R, &ns, &ds);
	/* 13 x 9 grid: the devlog's distance scale 2; counts by nodes. */
	assert_near(ds, 2, 0);
	assert_true(ns > 1.4 && ns < 1.9);
	board_fini(&b);
}

static void
options(void **state)
{
	const struct rules *R = *state;
	struct nodecontent_set set;
	struct board b;
	struct diag d;

	board_init(&b);
	diag_init(&d);
	snprintf(b.expansions, sizeof(b.expansions), "voyage thorns");
	assert_int_equal(nodecontent_options(&b, R, &set, &d), 0);
	assert_true(set.features & RULES_FEAT_EXPEDITIONS);
	assert_false(set.features & RULES_FEAT_RESOURCES);
	assert_true(nodecontent_in_play(&set, -1));
	assert_true(nodecontent_in_play(&set, rules_find_expansion(R,
	    "thorns")));
	assert_false(nodecontent_in_play(&set, rules_find_expansion(R,
	    "clockwork")));
	snprintf(b.expansions, sizeof(b.expansions), "ghost");
	assert_int_equal(nodecontent_options(&b, R, &set, &d), -1);
	board_fini(&b);
	diag_fini(&d);
}

/* in_rim: is edge e among node v's near edges in rm? */
static int
in_rim(const struct nodecontent_rims *rm, uint32_t v, uint32_t e)
{
	uint32_t i;

	for (i = rm->first[v]; i < rm->first[v + 1]; i++)
		if (rm->edge[i] == e)
			return 1;
	return 0;
}

/*
 * rims_and_dots: the buckets find exactly the edges every edge against
 * every node finds; a dot sits on the circle, or on a start's square.
 */
static void
rims_and_dots(void **state)
{
	const struct rules *R = *state;
	struct nodecontent_rims rm;
	const struct graph *g;
	double u, far, d;
	struct board b;
	size_t v, e, near = 0;
	struct vec2 c;

	board_init(&b);
	tu_board(&b, R, 60211, 6, 297, 210);
	g = &nodes_part(&b)->g;
	u = nodegraph_unit(&b, R);
	far = nodes_rules(R)->node_radius * u * sqrt(2.0) +
	      nodes_rules(R)->dot_radius * u + NODECONTENT_EDGE_WIDTH / 2;
	nodecontent_rims_init(&rm, &b, R, 0);
	for (v = 0; v < g->nnodes; v++) {
		for (e = 0; e < g->nedges; e++) {
			d = geom_seg_dist(g->node[v].p,
			    g->node[g->edge[e].a].p, g->node[g->edge[e].b].p);
			if ((d < far) != in_rim(&rm, (uint32_t)v, (uint32_t)e))
				fail_msg("n%zu, edge %zu at %.3f mm: %s", v, e,
				    d, d < far ? "missed" : "taken");
			near += d < far;
		}
		c = nodecontent_dot_at(&b, R, (uint32_t)v, GEOM_PI / 4);
		assert_near(geom_dist(c, g->node[v].p),
		    nodes_rules(R)->node_radius * u *
			(nodes_part(&b)->node[v].role == ROLE_START ? sqrt(2.0)
								    : 1),
		    1e-9);
	}
	assert_int_equal(rm.nedge, near);
	assert_true(near > g->nedges);
	nodecontent_rims_fini(&rm);
	/* Passing only: the same less each node's own. */
	nodecontent_rims_init(&rm, &b, R, 1);
	for (v = 0; v < g->nnodes; v++)
		for (e = 0; e < g->nedges; e++)
			if ((g->edge[e].a == v || g->edge[e].b == v) &&
			    in_rim(&rm, (uint32_t)v, (uint32_t)e))
				fail_msg("n%zu: its own edge %zu taken", v, e);
	assert_int_equal(rm.nedge, near - 2 * g->nedges);
	nodecontent_rims_fini(&rm);
	board_fini(&b);
}

TEST_MAIN(tu_rules_setup, tu_rules_teardown,
    cmocka_unit_test(unit_and_lattice),
    cmocka_unit_test(scales),
    cmocka_unit_test(options),
    cmocka_unit_test(rims_and_dots))
