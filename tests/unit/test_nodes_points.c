/* test_nodes_points.c: both point methods keep their spacing and side rules. */
#include "testutil.h"

#include "board/board.h"
#include "nodes/points.h"

static struct points_params
params(void)
{
	struct points_params pp;
	double u = 29.7;

	memset(&pp, 0, sizeof(pp));
	pp.w = 297;
	pp.h = 210;
	pp.cols = 10;
	pp.rows = 7;
	pp.min_dist = 0.85 * u;
	pp.snap = 0.15 * u;
	pp.corner_gap = 0.5 * u;
	pp.side_gap = 0.4 * u;
	pp.center_jitter = 0.25 * u;
	pp.relax_steps = 60;
	pp.repellers = 5;
	pp.repeller_min = 0.2;
	pp.repeller_max = 0.6;
	pp.tries = 8;
	return pp;
}

static void
check_set(const struct points *ps, const struct points_params *pp,
    int centred)
{
	size_t i, per[4] = { 0 };
	int s;

	assert_true(ps->n > 50);
	assert_true(points_min_dist(ps) >= pp->min_dist);
	for (i = 0; i < ps->n; i++) {
		struct vec2 p = ps->p[i];

		assert_true(p.x >= 0 && p.y >= 0 && p.x <= pp->w &&
		    p.y <= pp->h);
		if (!ps->side[i]) {
			assert_true(p.x >= pp->side_gap && p.y >= pp->side_gap &&
			    p.x <= pp->w - pp->side_gap &&
			    p.y <= pp->h - pp->side_gap);
			continue;
		}
		for (s = 0; s < 4; s++)
			if (ps->side[i] == 1 << s)
				per[s]++;
		if (ps->side[i] & (SIDE_LEFT | SIDE_RIGHT)) {
			assert_true(p.x == 0 || p.x == pp->w);
			assert_true(p.y >= pp->corner_gap &&
			    p.y <= pp->h - pp->corner_gap);
		} else {
			assert_true(p.y == 0 || p.y == pp->h);
			assert_true(p.x >= pp->corner_gap &&
			    p.x <= pp->w - pp->corner_gap);
		}
	}
	for (s = 0; s < 4; s++)
		assert_true(per[s] >= 3);
	assert_int_equal(ps->side[ps->center], 0);
	/* The seed's centre drifts with the relaxation; ours does not. */
	if (centred)
		assert_near(ps->p[ps->center].x, pp->w / 2,
		    pp->center_jitter + 1e-9);
}

static void
poisson(void **state)
{
	struct points_params pp = params();
	struct points ps;
	struct rng r;
	uint64_t s;

	points_init(&ps);
	for (s = 0; s < 50; s++) {
		rng_stream(&r, s, 0, "graph.points", 0);
		points_poisson(&ps, &pp, &r);
		check_set(&ps, &pp, 1);
	}
	points_fini(&ps);
}

static void
jitter(void **state)
{
	struct points_params pp = params();
	struct points ps;
	struct rng r;
	uint64_t s;

	pp.min_dist = 0.6 * 29.7;
	points_init(&ps);
	for (s = 0; s < 20; s++) {
		rng_stream(&r, s, 0, "graph.points", 0);
		points_jitter(&ps, &pp, &r);
		check_set(&ps, &pp, 0);
	}
	points_fini(&ps);
}

static void
deterministic(void **state)
{
	struct points_params pp = params();
	struct points a, b;
	struct rng r;

	points_init(&a);
	points_init(&b);
	rng_stream(&r, 5, 0, "graph.points", 0);
	points_poisson(&a, &pp, &r);
	rng_stream(&r, 5, 0, "graph.points", 0);
	points_poisson(&b, &pp, &r);
	assert_int_equal(a.n, b.n);
	assert_memory_equal(a.p, b.p, a.n * sizeof(*a.p));
	points_fini(&a);
	points_fini(&b);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(poisson),
    cmocka_unit_test(jitter),
    cmocka_unit_test(deterministic))
