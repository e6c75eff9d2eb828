/* test_sort.c: SORT_DEFINE's quicksort against qsort, on arrays of every
 * shape: empty, one, sorted, reversed, all alike, few values, random. */
#include "testutil.h"

#include <stdlib.h>

#include "core/rng.h"
#include "core/sort.h"

struct item {
	int key;
	unsigned tag; /* where it began: to check nothing is lost */
};

#define ITEM_BEFORE(a, b) ((a)->key < (b)->key)
SORT_DEFINE(sort_items, struct item, ITEM_BEFORE)

static int
cmp_key(const void *pa, const void *pb)
{
	const struct item *a = pa, *b = pb;

	return (a->key > b->key) - (a->key < b->key);
}

static int
cmp_tag(const void *pa, const void *pb)
{
	const struct item *a = pa, *b = pb;

	return (a->tag > b->tag) - (a->tag < b->tag);
}

/* check: sort_items sorts a (n items) as qsort does, losing none. */
static void
check(struct item *a, size_t n)
{
	struct item *want = malloc((n ? n : 1) * sizeof(*a));
	size_t i;

	memcpy(want, a, n * sizeof(*a));
	qsort(want, n, sizeof(*want), cmp_key);
	sort_items(a, n);
	for (i = 0; i < n; i++)
		assert_int_equal(a[i].key, want[i].key);
	/* The same items: by their tags, 0 .. n-1 each once. */
	qsort(a, n, sizeof(*a), cmp_tag);
	for (i = 0; i < n; i++)
		assert_int_equal(a[i].tag, i);
	free(want);
}

static void
shapes(void **state)
{
	struct item a[300];
	struct rng r;
	size_t n, i;
	int shape;

	rng_stream(&r, 7, 0, "test.sort", 0);
	for (n = 0; n <= 300; n += n < 40 ? 1 : 37) {
		for (shape = 0; shape < 6; shape++) {
			for (i = 0; i < n; i++) {
				a[i].tag = (unsigned)i;
				switch (shape) {
				case 0: a[i].key = (int)i; break;
				case 1: a[i].key = (int)(n - i); break;
				case 2: a[i].key = 5; break;
				case 3: a[i].key = (int)rng_below(&r, 3); break;
				case 4: a[i].key = (int)(i % 7) * 100 -
				    (int)(i / 7); break;
				default:
					a[i].key = (int)rng_below(&r, 1000000) -
					    500000;
				}
			}
			check(a, n);
		}
	}
}

TEST_MAIN(NULL, NULL, cmocka_unit_test(shapes))
