/* test_graph.c: rotations, face walks (with dead ends), Euler, crossings. */
#include "testutil.h"

#include "core/graph.h"
#include "core/rng.h"

/* A square 0-1-2-3 with diagonal 0-2 and a dead end 2-4 inside nothing. */
static void
build(struct graph *g)
{
	graph_init(g);
	graph_add_node(g, vec2(0, 0));
	graph_add_node(g, vec2(10, 0));
	graph_add_node(g, vec2(10, 10));
	graph_add_node(g, vec2(0, 10));
	graph_add_node(g, vec2(20, 20));
	graph_add_edge(g, 0, 1);
	graph_add_edge(g, 1, 2);
	graph_add_edge(g, 2, 3);
	graph_add_edge(g, 3, 0);
	graph_add_edge(g, 0, 2);
	graph_add_edge(g, 2, 4);
	graph_sort(g);
}

static size_t
bounded(const struct graph_faces *f)
{
	size_t i, n = 0;

	for (i = 0; i < f->nfaces; i++)
		n += !f->outer[i];
	return n;
}

static void
adding_edges(void **state)
{
	struct graph g;

	build(&g);
	assert_int_equal(g.nedges, 6);
	assert_int_equal(graph_add_edge(&g, 0, 1), GRAPH_NONE);
	assert_int_equal(graph_add_edge(&g, 1, 0), GRAPH_NONE);
	assert_int_equal(graph_add_edge(&g, 2, 2), GRAPH_NONE);
	assert_int_equal(graph_add_edge(&g, 2, 99), GRAPH_NONE);
	assert_int_equal(graph_find_edge(&g, 2, 0), 4);
	assert_int_equal(graph_he_from(&g, 9), 2);
	assert_int_equal(graph_he_to(&g, 9), 0);
	graph_remove_last_edge(&g);
	assert_int_equal(g.nedges, 5);
	assert_int_equal(g.node[4].deg, 0);
	graph_fini(&g);
}

static void
rotation_sorted(void **state)
{
	struct graph g;
	uint32_t i;

	build(&g);
	/* Node 0: to 1 (angle 0), to 2 (pi/4), to 3 (pi/2). */
	assert_int_equal(graph_he_to(&g, g.node[0].out[0]), 1);
	assert_int_equal(graph_he_to(&g, g.node[0].out[1]), 2);
	assert_int_equal(graph_he_to(&g, g.node[0].out[2]), 3);
	for (i = 1; i < g.node[2].deg; i++)
		assert_true(graph_he_angle(&g, g.node[2].out[i - 1]) <
		    graph_he_angle(&g, g.node[2].out[i]));
	graph_fini(&g);
}

static void
faces_and_euler(void **state)
{
	struct graph_faces f;
	struct graph g;
	size_t i, k, c;
	double total = 0;

	build(&g);
	graph_faces_init(&f);
	graph_faces(&g, &f);
	c = graph_components(&g, NULL);
	assert_int_equal(c, 1);
	/* Two triangles and the outer walk, which goes out along the dead
	 * end and back rather than being thrown away. */
	assert_int_equal(f.nfaces, 3);
	assert_int_equal(bounded(&f), 2);
	/* V - E + F = 1 + C, F counting the outer face once. */
	assert_int_equal((long)g.nnodes - (long)g.nedges +
	    (long)(bounded(&f) + 1), 1 + (long)c);
	for (i = 0; i < f.nfaces; i++) {
		if (f.outer[i]) {
			/* The outer walk uses both halves of 2-4. */
			int out = 0, back = 0;

			for (k = f.start[i]; k < f.start[i + 1]; k++) {
				out += f.he[k] == 10;
				back += f.he[k] == 11;
			}
			assert_int_equal(out + back, 2);
			continue;
		}
		assert_int_equal(f.start[i + 1] - f.start[i], 3);
		total += -f.area[i];
	}
	assert_near(total, 100, 1e-9);
	/* Every half-edge is in exactly one walk. */
	for (i = 0; i < 2 * g.nedges; i++)
		assert_true(f.face_of[i] < f.nfaces);
	graph_faces_fini(&f);
	graph_fini(&g);
}

static void
euler_two_components(void **state)
{
	struct graph_faces f;
	struct graph g;
	size_t c;

	build(&g);
	graph_add_node(&g, vec2(50, 50));
	graph_add_node(&g, vec2(60, 50));
	graph_add_node(&g, vec2(55, 60));
	graph_add_edge(&g, 5, 6);
	graph_add_edge(&g, 6, 7);
	graph_add_edge(&g, 7, 5);
	graph_sort(&g);
	graph_faces_init(&f);
	graph_faces(&g, &f);
	c = graph_components(&g, NULL);
	assert_int_equal(c, 2);
	assert_int_equal(bounded(&f), 3);
	assert_int_equal((long)g.nnodes - (long)g.nedges +
	    (long)(bounded(&f) + 1), 1 + (long)c);
	graph_faces_fini(&f);
	graph_fini(&g);
}

static void
crossings(void **state)
{
	struct graph g;
	uint32_t a, b;

	build(&g);
	assert_int_equal(graph_crossings(&g, NULL, NULL), 0);
	graph_add_edge(&g, 1, 3); /* crosses the diagonal 0-2 */
	assert_int_equal(graph_crossings(&g, &a, &b), 1);
	assert_int_equal(a, 4);
	assert_int_equal(b, 6);
	graph_fini(&g);
}

/* brute: graph_crossings as every pair in order, the count and the first. */
static size_t
brute(const struct graph *g, uint32_t *e1, uint32_t *e2)
{
	size_t i, j, n = 0;

	for (i = 0; i < g->nedges; i++)
		for (j = i + 1; j < g->nedges; j++)
			if (geom_edges_conflict(g->node[g->edge[i].a].p,
			    g->node[g->edge[i].b].p, g->node[g->edge[j].a].p,
			    g->node[g->edge[j].b].p) && n++ == 0) {
				*e1 = (uint32_t)i;
				*e2 = (uint32_t)j;
			}
	return n;
}

/*
 * The sweep gives what every pair in order gives, on random graphs from
 * none to hundreds of crossings, with nodes on a coarse grid so that
 * edges touch, overlap along a line and share ends.
 */
static void
crossings_as_every_pair(void **state)
{
	struct rng r;
	struct graph g;
	uint32_t a, b, want_a = 0, want_b = 0;
	size_t want;
	int t, i, n;

	rng_stream(&r, 20, 0, "test.crossings", 0);
	for (t = 0; t < 400; t++) {
		graph_init(&g);
		n = 3 + (int)rng_below(&r, 40);
		for (i = 0; i < n; i++)
			graph_add_node(&g, vec2((double)rng_below(&r, 12),
			    (double)rng_below(&r, 12)));
		for (i = 0; i < 2 * n; i++)
			graph_add_edge(&g, rng_below(&r, (uint32_t)n),
			    rng_below(&r, (uint32_t)n));
		want = brute(&g, &want_a, &want_b);
		a = b = 99999;
		assert_int_equal(graph_crossings(&g, &a, &b), want);
		if (want > 0) {
			assert_int_equal(a, want_a);
			assert_int_equal(b, want_b);
		}
		graph_fini(&g);
	}
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(adding_edges),
    cmocka_unit_test(rotation_sorted),
    cmocka_unit_test(faces_and_euler),
    cmocka_unit_test(euler_two_components),
    cmocka_unit_test(crossings),
    cmocka_unit_test(crossings_as_every_pair))
