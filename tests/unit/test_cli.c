/* test_cli.c: option numbers, the data folder, input operands. */
#include "testutil.h"

#include <limits.h>
#include <stdlib.h>

#include "tool/cli.h"

static void
numbers(void **state)
{
	uint64_t v;

	assert_int_equal(cli_u64("t", "--seed", "12", 0, 100, &v), 0);
	assert_int_equal(v, 12);
	assert_int_equal(cli_u64("t", "--seed", "101", 0, 100, &v), -1);
	assert_int_equal(cli_u64("t", "--seed", "1x", 0, 100, &v), -1);
	assert_int_equal(cli_u64("t", "--count", "0", 1, 100, &v), -1);
}

static void
data_folder(void **state)
{
	char buf[PATH_MAX];

	setenv("BOARDPRESS_DATA", "/some/where", 1);
	assert_string_equal(cli_datadir(buf, sizeof(buf)), "/some/where");
	unsetenv("BOARDPRESS_DATA");
	/* build/tests/.. has no templates; ../.. does not count. */
	assert_null(cli_datadir(buf, sizeof(buf)));
}

static void
operands(void **state)
{
	char *argv[] = { "t", "a.xml", "b.xml", NULL };
	const char *in;

	assert_int_equal(cli_input("t", 1, argv, 1, &in), 0);
	assert_string_equal(in, "-");
	assert_int_equal(cli_input("t", 2, argv, 1, &in), 0);
	assert_string_equal(in, "a.xml");
	assert_int_equal(cli_input("t", 3, argv, 1, &in), -1);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(numbers),
    cmocka_unit_test(data_folder),
    cmocka_unit_test(operands))
