/*
 * test_nodes_measure.c: what the generators, the checks and the drawing all
 * measure on a nodes board (nodes/measure.c).
 */
#include "testutil.h"

#include <math.h>
#include <string.h>

#include "board/check.h"
#include "board/kind.h"
#include "board/make.h"
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
	assert_true(ns > 1.3 && ns < 1.9);
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

/*
 * gap: how far node v's number box is from its icon's square (< 0: they
 * overlap), the larger of their gaps along x and y.
 */
static double
gap(const struct board *b, const struct rules *R, uint32_t v)
{
	struct vec2 at, lo, hi;
	double size, a;

	assert_true(nodecontent_number_box(b, R, v, &lo, &hi));
	nodes_icon_at(b, R, v, &at, &size, &a);
	return fmax(fmax(lo.x - (at.x + size / 2), at.x - size / 2 - hi.x),
	    fmax(lo.y - (at.y + size / 2), at.y - size / 2 - hi.y));
}

/*
 * numbers_clear_of_icons: on made boards of 150 x 100 mm at 9 players
 * (issue 33: seed 20001's n68, a glowworm, ran into its "1") and of A5
 * and A4, every number keeps 0.3 mm from its icon; the icon keeps its
 * full size where that holds already (A4), and shrinks no further than
 * it must.
 */
static void
numbers_clear_of_icons(void **state)
{
	static const double paper[][3] = { { 150, 100, 9 }, { 150, 100, 2 },
		{ 210, 148, 9 }, { 297, 210, 4 } };
	const struct rules *R = *state;
	struct board b;
	struct diag d;
	size_t i, numbered = 0;
	uint64_t seed;
	uint32_t v;
	struct vec2 at;
	double size, a, R0;

	board_init(&b);
	diag_init(&d);
	for (i = 0; i < sizeof(paper) / sizeof(paper[0]); i++)
		for (seed = 20001; seed <= 20004; seed++) {
			tu_board(&b, R, seed, (uint32_t)paper[i][2],
			    paper[i][0], paper[i][1]);
			if (make_content(&b, R, &d) < 0)
				continue;
			R0 = nodes_rules(R)->node_radius *
			    nodegraph_unit(&b, R);
			for (v = 0; v < nodes_part(&b)->g.nnodes; v++) {
				if (nodes_part(&b)->node[v].number <= 0)
					continue;
				numbered++;
				assert_true(gap(&b, R, v) >= 0.3 - 1e-9);
				nodes_icon_at(&b, R, v, &at, &size, &a);
				if (i == 3)
					assert_near(size, 0.95 * R0, 1e-9);
				else
					assert_true(gap(&b, R, v) < 0.3 + 1e-6 ||
					    size > 0.95 * R0 - 1e-9);
			}
		}
	assert_true(numbered > 20);
	diag_fini(&d);
	board_fini(&b);
}

/*
 * numbers_check: clarity.numbers passes a made board with numbers and
 * refuses one whose nodes leave no room for an icon above the number
 * (a node radius of 0.1 u on 150 x 100 mm: 1.2 mm).
 */
static void
numbers_check(void **state)
{
	struct rules R;
	struct board b;
	struct diag d;
	char detail[256] = "";
	uint64_t seed;
	uint32_t v;

	rules_copy(&R, (const struct rules *)*state);
	board_init(&b);
	diag_init(&d);
	for (seed = 20001; seed < 20100; seed++) {
		tu_board(&b, &R, seed, 9, 150, 100);
		if (make_content(&b, &R, &d) == 0)
			break;
	}
	assert_int_equal(tu_check("nodes", "clarity.numbers")->fn(&b, &R,
	    detail, sizeof(detail)), 1);
	for (v = 0; v < nodes_part(&b)->g.nnodes; v++)
		if (nodes_part(&b)->node[v].number > 0)
			break;
	assert_true(v < nodes_part(&b)->g.nnodes);
	nodes_rules(&R)->node_radius = 0.1;
	assert_int_equal(tu_check("nodes", "clarity.numbers")->fn(&b, &R,
	    detail, sizeof(detail)), 0);
	assert_non_null(strstr(detail, "of its icon"));
	diag_fini(&d);
	board_fini(&b);
	rules_copy_fini(&R);
}

TEST_MAIN(tu_rules_setup, tu_rules_teardown,
    cmocka_unit_test(numbers_clear_of_icons),
    cmocka_unit_test(numbers_check),
    cmocka_unit_test(unit_and_lattice),
    cmocka_unit_test(scales),
    cmocka_unit_test(options),
    cmocka_unit_test(rims_and_dots))
