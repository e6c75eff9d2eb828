/* test_strmap.c: ids to indices. */
#include "testutil.h"

#include "core/strmap.h"

static void
put_get_clear(void **state)
{
	struct strmap m;
	char key[16];
	uint32_t i;

	strmap_init(&m);
	for (i = 0; i < 5000; i++) {
		snprintf(key, sizeof(key), "n%u", i);
		assert_int_equal(strmap_put(&m, key, i * 3), 0);
	}
	assert_int_equal(strmap_put(&m, "n17", 1), -1);
	for (i = 0; i < 5000; i++) {
		snprintf(key, sizeof(key), "n%u", i);
		assert_int_equal(strmap_get(&m, key), i * 3);
	}
	assert_int_equal(strmap_get(&m, "n5000"), UINT32_MAX);
	strmap_clear(&m);
	assert_int_equal(strmap_get(&m, "n1"), UINT32_MAX);
	assert_int_equal(strmap_put(&m, "n1", 7), 0);
	assert_int_equal(strmap_get(&m, "n1"), 7);
	strmap_fini(&m);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(put_get_clear))
