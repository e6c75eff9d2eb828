/* test_extsort.c: records sorted in bounded memory, spilled and merged. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "core/extsort.h"
#include "core/rng.h"

/* A record: its key (the first byte), then its number, then padding. */
static int
key_cmp(const void *a, size_t alen, const void *b, size_t blen)
{
	(void)alen;
	(void)blen;
	return (int)*(const unsigned char *)a - (int)*(const unsigned char *)b;
}

/* sorted N BUDGET: N records of 13 keys (many equal), 5 to 60 bytes
 * each, come out by key and, among equal keys, in the order added. */
static void
sorted(size_t n, size_t budget, uint64_t wantruns)
{
	struct extsort s;
	struct rng r;
	unsigned char rec[64];
	const void *p;
	size_t len, i, prevno = 0;
	int prevkey = -1, got;

	rng_stream(&r, 7, 0, "extsort", 0);
	extsort_init(&s, key_cmp, NULL, budget);
	for (i = 0; i < n; i++) {
		len = 5 + rng_below(&r, 56);
		memset(rec, 'x', sizeof(rec));
		rec[0] = (unsigned char)rng_below(&r, 13);
		memcpy(rec + 1, &i, 4);
		assert_int_equal(extsort_add(&s, rec, len), 0);
	}
	assert_int_equal(extsort_end(&s), 0);
	for (i = 0; (got = extsort_next(&s, &p, &len)) == 1; i++) {
		const unsigned char *q = p;
		uint32_t no;

		assert_true(len >= 5 && len <= 60);
		memcpy(&no, q + 1, 4);
		assert_true(q[0] >= prevkey);
		if (q[0] == prevkey)
			assert_true(no > prevno);
		assert_int_equal(q[len - 1], len > 5 ? 'x' : q[4]);
		prevkey = q[0];
		prevno = no;
	}
	assert_int_equal(got, 0);
	assert_int_equal(i, n);
	assert_true(s.spilled >= wantruns);
	extsort_fini(&s);
}

/* In memory: no run spilled. */
static void
in_memory(void **state)
{
	sorted(1000, EXTSORT_DEFAULT, 0);
}

/* A buffer of 1 KiB: hundreds of runs, merged level by level (16 at a
 * time) and at the end, stable all the way. */
static void
spilled(void **state)
{
	sorted(20000, EXTSORT_MIN, 500);
}

/* Nothing added; an empty record; a record larger than the buffer. */
static void
edges(void **state)
{
	struct extsort s;
	static unsigned char big[5000];
	const void *p;
	size_t len;

	extsort_init(&s, key_cmp, NULL, 0);
	assert_int_equal(extsort_end(&s), 0);
	assert_int_equal(extsort_next(&s, &p, &len), 0);
	extsort_fini(&s);

	extsort_init(&s, key_cmp, NULL, EXTSORT_MIN);
	memset(big, 9, sizeof(big));
	assert_int_equal(extsort_add(&s, "\x05", 1), 0);
	assert_int_equal(extsort_add(&s, big, sizeof(big)), 0);
	assert_int_equal(extsort_add(&s, "\x01", 1), 0);
	assert_int_equal(extsort_end(&s), 0);
	assert_int_equal(extsort_next(&s, &p, &len), 1);
	assert_int_equal(len, 1);
	assert_int_equal(*(const unsigned char *)p, 1);
	assert_int_equal(extsort_next(&s, &p, &len), 1);
	assert_int_equal(*(const unsigned char *)p, 5);
	assert_int_equal(extsort_next(&s, &p, &len), 1);
	assert_int_equal(len, sizeof(big));
	assert_memory_equal(p, big, sizeof(big));
	assert_int_equal(extsort_next(&s, &p, &len), 0);
	extsort_fini(&s);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(in_memory),
    cmocka_unit_test(spilled),
    cmocka_unit_test(edges))
