/* test_num.c: strict parsing and the fixed number format. */
#include "testutil.h"

#include "num.h"

static void
parse_double(void **state)
{
	double v;

	assert_int_equal(num_parse_double("12.5", &v), 0);
	assert_near(v, 12.5, 0);
	assert_int_equal(num_parse_double("-0.25", &v), 0);
	assert_int_equal(num_parse_double("1e3", &v), 0);
	assert_near(v, 1000, 0);
	assert_int_equal(num_parse_double(".5", &v), 0);
	assert_int_equal(num_parse_double("nan", &v), -1);
	assert_int_equal(num_parse_double("inf", &v), -1);
	assert_int_equal(num_parse_double("1e999", &v), -1);
	assert_int_equal(num_parse_double("12abc", &v), -1);
	assert_int_equal(num_parse_double(" 12", &v), -1);
	assert_int_equal(num_parse_double("", &v), -1);
	assert_int_equal(num_parse_double("0x10", &v), -1);
}

static void
parse_u64(void **state)
{
	uint64_t v;

	assert_int_equal(num_parse_u64("18446744073709551615", UINT64_MAX,
	    &v), 0);
	assert_true(v == UINT64_MAX);
	assert_int_equal(num_parse_u64("18446744073709551616", UINT64_MAX,
	    &v), -1);
	assert_int_equal(num_parse_u64("-1", UINT64_MAX, &v), -1);
	assert_int_equal(num_parse_u64("7x", UINT64_MAX, &v), -1);
	assert_int_equal(num_parse_u64("11", 10, &v), -1);
	assert_int_equal(num_parse_u64("", 10, &v), -1);
}

static void
format(void **state)
{
	char b[64];

	assert_string_equal(num_format(b, sizeof(b), 1.5, 3), "1.500");
	assert_string_equal(num_format(b, sizeof(b), -0.0004, 3), "0.000");
	assert_string_equal(num_format(b, sizeof(b), -1.0006, 3), "-1.001");
	assert_string_equal(num_format(b, sizeof(b), 297, 3), "297.000");
	assert_string_equal(num_format(b, sizeof(b), 0.05, 1), "0.1");
	assert_string_equal(num_format(b, sizeof(b), 42.4, 0), "42");
	assert_string_equal(num_format(b, sizeof(b), 0, 2), "0.00");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(parse_double),
		cmocka_unit_test(parse_u64),
		cmocka_unit_test(format),
	};

	return cmocka_run_group_tests_name("num", tests, NULL, NULL);
}
