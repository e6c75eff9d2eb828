/* test_nodes_structure.c: the node-board structure and its guarantees. */
#include "testutil.h"

#include "nodes/part.h"
#include "nodes/rules.h"
#include "nodes/structure.h"

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
make(struct board *b, uint64_t seed, uint32_t players, double w, double h)
{
	tu_board(b, &R, seed, players, w, h);
}

static void
structure_holds(void **state)
{
	struct board b;
	uint32_t v, starts[4];
	size_t i, j, center;
	double min = nodes_rules(&R)->min_spacing * 29.7;
	int s;

	board_init(&b);
	for (i = 0; i < 40; i++) {
		make(&b, i, 4, 297, 210);
		assert_int_equal(graph_components(&nodes_part(&b)->g, NULL), 1);
		assert_int_equal(
		    graph_crossings(&nodes_part(&b)->g, NULL, NULL), 0);
		memset(starts, 0, sizeof(starts));
		center = 0;
		for (v = 0; v < nodes_part(&b)->g.nnodes; v++) {
			if (nodes_part(&b)->node[v].role == ROLE_CENTER)
				center++;
			if (nodes_part(&b)->node[v].role == ROLE_START) {
				for (s = 0; s < 4; s++)
					starts[s] +=
					    nodes_part(&b)->node[v].sides ==
					    1 << s;
				assert_true(nodes_part(&b)->g.node[v].deg <= 2);
			}
			assert_true(
			    (int)nodes_part(&b)->g.node[v].deg <=
			    (nodes_part(&b)->node[v].role == ROLE_CENTER ? 8
									 : 4));
			for (j = v + 1; j < nodes_part(&b)->g.nnodes; j++)
				assert_true(
				    geom_dist(nodes_part(&b)->g.node[v].p,
					nodes_part(&b)->g.node[j].p) >= min);
		}
		assert_int_equal(center, 1);
		for (s = 0; s < 4; s++)
			assert_int_equal(starts[s], 3);
		for (j = 0; j < nodes_part(&b)->g.nedges; j++)
			assert_false(nodes_part(&b)
					 ->node[nodes_part(&b)->g.edge[j].a]
					 .sides &&
				     nodes_part(&b)
					 ->node[nodes_part(&b)->g.edge[j].b]
					 .sides);
	}
	board_fini(&b);
}

static void
angles_and_clearance(void **state)
{
	double u = 29.7, clear = (nodes_rules(&R)->node_radius +
	    nodes_rules(&R)->edge_clearance) * u;
	struct board b;
	uint32_t v, k, e;

	board_init(&b);
	make(&b, 11, 4, 297, 210);
	for (v = 0; v < nodes_part(&b)->g.nnodes; v++) {
		const struct graph_node *n = &nodes_part(&b)->g.node[v];

		for (k = 0; k < n->deg; k++)
			assert_true(
			    geom_angle_between(
				graph_he_angle(&nodes_part(&b)->g, n->out[k]),
				graph_he_angle(&nodes_part(&b)->g,
				    n->out[(k + 1) % n->deg])) >=
				nodes_rules(&R)->min_angle - 1e-9 ||
			    n->deg == 1);
		for (e = 0; e < nodes_part(&b)->g.nedges; e++) {
			if (nodes_part(&b)->g.edge[e].a == v ||
			    nodes_part(&b)->g.edge[e].b == v)
				continue;
			assert_true(
			    geom_seg_dist(n->p,
				nodes_part(&b)
				    ->g.node[nodes_part(&b)->g.edge[e].a]
				    .p,
				nodes_part(&b)
				    ->g.node[nodes_part(&b)->g.edge[e].b]
				    .p) >= clear);
		}
	}
	board_fini(&b);
}

static void
same_seed_same_board(void **state)
{
	struct board a, b;

	board_init(&a);
	board_init(&b);
	make(&a, 99, 6, 420, 297);
	/* Make another board in between with the same storage. */
	make(&b, 5, 2, 297, 210);
	make(&b, 99, 6, 420, 297);
	assert_int_equal(nodes_part(&a)->g.nnodes, nodes_part(&b)->g.nnodes);
	assert_int_equal(nodes_part(&a)->g.nedges, nodes_part(&b)->g.nedges);
	assert_memory_equal(nodes_part(&a)->g.edge, nodes_part(&b)->g.edge,
	    nodes_part(&a)->g.nedges * sizeof(*nodes_part(&a)->g.edge));
	board_fini(&a);
	board_fini(&b);
}

static void
more_players_more_nodes(void **state)
{
	struct board b;
	size_t n2, n9;

	board_init(&b);
	make(&b, 3, 2, 297, 210);
	n2 = nodes_part(&b)->g.nnodes;
	make(&b, 3, 9, 297, 210);
	n9 = nodes_part(&b)->g.nnodes;
	assert_true(n9 > n2 + 30);
	board_fini(&b);
}

TEST_MAIN(setup, teardown,
    cmocka_unit_test(structure_holds),
    cmocka_unit_test(angles_and_clearance),
    cmocka_unit_test(same_seed_same_board),
    cmocka_unit_test(more_players_more_nodes))
