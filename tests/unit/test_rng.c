/* test_rng.c: the seeded generator and its named streams. */
#include "testutil.h"

#include "core/rng.h"

static void
same_seed_same_stream(void **state)
{
	struct rng a, b;
	int i;

	rng_stream(&a, 42, 0, "graph.points", 0);
	rng_stream(&b, 42, 0, "graph.points", 0);
	for (i = 0; i < 1000; i++)
		assert_int_equal(rng_next(&a), rng_next(&b));
}

static void
streams_differ(void **state)
{
	struct rng base, r;
	uint64_t x;
	int same = 0;

	rng_stream(&base, 42, 0, "graph.points", 0);
	x = rng_next(&base);
	rng_stream(&r, 43, 0, "graph.points", 0);
	same += rng_next(&r) == x;
	rng_stream(&r, 42, 1, "graph.points", 0);
	same += rng_next(&r) == x;
	rng_stream(&r, 42, 0, "graph.edges", 0);
	same += rng_next(&r) == x;
	rng_stream(&r, 42, 0, "graph.points", 1);
	same += rng_next(&r) == x;
	assert_int_equal(same, 0);
}

static void
stream_is_independent_of_other_draws(void **state)
{
	struct rng a, b, other;
	uint64_t x;
	int i;

	/* Drawing from one stream never shifts another. */
	rng_stream(&a, 7, 0, "content.dots", 0);
	x = rng_next(&a);
	rng_stream(&other, 7, 0, "content.types", 0);
	for (i = 0; i < 100; i++)
		rng_next(&other);
	rng_stream(&b, 7, 0, "content.dots", 0);
	assert_int_equal(rng_next(&b), x);
}

static void
ranges_hold(void **state)
{
	struct rng r;
	int i, seen[7] = { 0 }, v;
	double u;

	rng_stream(&r, 1, 0, "test", 0);
	for (i = 0; i < 100000; i++) {
		u = rng_unit(&r);
		assert_true(u >= 0 && u < 1);
		u = rng_range(&r, -2, 3);
		assert_true(u >= -2 && u < 3);
		v = rng_int(&r, 3, 9);
		assert_true(v >= 3 && v <= 9);
		seen[v - 3]++;
		assert_true(rng_below(&r, 5) < 5);
	}
	/* Each of 7 values near 1/7 of the draws. */
	for (i = 0; i < 7; i++)
		assert_true(seen[i] > 13500 && seen[i] < 15100);
}

static void
weighted_follows_weights(void **state)
{
	double w[4] = { 1, 0, 3, -2 };
	size_t n[4] = { 0 }, i;
	struct rng r;

	rng_stream(&r, 1, 0, "w", 0);
	for (i = 0; i < 40000; i++)
		n[rng_weighted(&r, w, 4)]++;
	assert_int_equal(n[1], 0);
	assert_int_equal(n[3], 0);
	assert_true(n[2] > 2.7 * n[0] && n[2] < 3.3 * n[0]);
	w[0] = w[2] = 0;
	assert_int_equal(rng_weighted(&r, w, 4), 4);
}

static void
shuffle_is_permutation(void **state)
{
	int v[50], seen[50] = { 0 }, i, moved = 0;
	struct rng r;

	for (i = 0; i < 50; i++)
		v[i] = i;
	rng_stream(&r, 9, 0, "s", 0);
	rng_shuffle(&r, v, 50, sizeof(v[0]));
	for (i = 0; i < 50; i++) {
		seen[v[i]]++;
		moved += v[i] != i;
	}
	for (i = 0; i < 50; i++)
		assert_int_equal(seen[i], 1);
	assert_true(moved > 30);
}

static void
hash_is_fnv1a(void **state)
{
	/* Published FNV-1a 64 test vectors. */
	assert_int_equal(rng_hash("", 0), 0xcbf29ce484222325ULL);
	assert_int_equal(rng_hash("a", 0), 0xaf63dc4c8601ec8cULL);
	assert_int_equal(rng_hash("foobar", 0), 0x85944171f73967e8ULL);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(same_seed_same_stream),
    cmocka_unit_test(streams_differ),
    cmocka_unit_test(stream_is_independent_of_other_draws),
    cmocka_unit_test(ranges_hold),
    cmocka_unit_test(weighted_follows_weights),
    cmocka_unit_test(shuffle_is_permutation),
    cmocka_unit_test(hash_is_fnv1a))
