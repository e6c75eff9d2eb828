/* test_json.c: JSON text (core/json.h): strings escaped so that no byte
 * of a rules file can end the string or close a tag, numbers in a fixed
 * form, and a buffer that grows. */
#include "testutil.h"

#include <math.h>

#include "core/json.h"

static void
strings(void **state)
{
	struct json j = { 0 };
	const char raw[] = "a\"b\\c\n\x01</script>\x7f\xc3\xa9";

	json_str(&j, raw, sizeof(raw) - 1);
	assert_string_equal(j.s, "\"a\\\"b\\\\c\\n\\u0001\\u003c/script>"
	    "\x7f\xc3\xa9\"");
	json_free(&j);
	json_cstr(&j, NULL);
	assert_string_equal(j.s, "null");
	json_free(&j);
	json_str(&j, "x\0y", 3);
	assert_string_equal(j.s, "\"x\\u0000y\"");
	json_free(&j);
}

static void
numbers(void **state)
{
	struct json j = { 0 };

	json_num(&j, 0.25);
	json_raw(&j, " ", 1);
	json_num(&j, 3);
	json_raw(&j, " ", 1);
	json_num(&j, -0.00001);
	json_raw(&j, " ", 1);
	json_num(&j, 1.0 / 3);
	json_raw(&j, " ", 1);
	json_num(&j, NAN);
	json_raw(&j, " ", 1);
	json_num(&j, INFINITY);
	assert_string_equal(j.s, "0.25 3 0 0.3333 null null");
	json_free(&j);
}

static void
grows(void **state)
{
	struct json j = { 0 };
	int i;

	for (i = 0; i < 5000; i++)
		json_fmt(&j, "%s%d", i ? "," : "[", i);
	json_fmt(&j, "]%300s", "");
	assert_int_equal(j.n, strlen(j.s));
	assert_memory_equal(j.s, "[0,1,2,", 7);
	assert_memory_equal(j.s + j.n - 305, "4999]", 5);
	json_free(&j);
	assert_null(j.s);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(strings),
    cmocka_unit_test(numbers),
    cmocka_unit_test(grows))
