/* test_heap.c: the min-heap and the pair sort, with their total order. */
#include "testutil.h"

#include "core/heap.h"
#include "core/rng.h"

static void
pops_in_order(void **state)
{
	struct heap h;
	struct heap_item it, prev = { -1, 0, 0 };
	struct rng r;
	int i;

	heap_init(&h);
	rng_stream(&r, 3, 0, "heap", 0);
	for (i = 0; i < 1000; i++)
		heap_push(&h, (double)rng_below(&r, 50), rng_below(&r, 5),
		    (uint32_t)i);
	for (i = 0; i < 1000; i++) {
		assert_true(heap_pop(&h, &it));
		assert_true(prev.key < it.key || (prev.key == it.key &&
		    (prev.a < it.a || (prev.a == it.a && prev.b < it.b))));
		prev = it;
	}
	assert_false(heap_pop(&h, &it));
	heap_fini(&h);
}

static void
sort_pairs_total_order(void **state)
{
	double k[6] = { 2, 1, 2, 0, 1, 2 };
	uint32_t v[6] = { 9, 4, 3, 7, 2, 5 };

	heap_sort_pairs(k, v, 6);
	assert_int_equal(v[0], 7);
	assert_int_equal(v[1], 2);
	assert_int_equal(v[2], 4);
	assert_int_equal(v[3], 3);
	assert_int_equal(v[4], 5);
	assert_int_equal(v[5], 9);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(pops_in_order),
    cmocka_unit_test(sort_pairs_total_order))
