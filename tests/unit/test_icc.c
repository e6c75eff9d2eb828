/* test_icc.c: the registered output conditions and the profile each
 * separates through when none is given (print/icc.h): the shipped FOGRA39
 * one and Ghostscript's SWOP one, each taken for its condition as a
 * preflight checks, none for a condition boardpress has no profile for. */
#include "testutil.h"

#include <stdlib.h>

#include "colour/icc.h"

/* FOGRA39 separates through the profile the data folder ships, CGATS TR
 * 001 through Ghostscript's SWOP one; the others have none. */
static void
defaults_by_condition(void **state)
{
	assert_string_equal(icc_default("FOGRA39"), ICC_FOGRA39);
	assert_string_equal(icc_default("fogra39"), ICC_FOGRA39);
	assert_string_equal(icc_default("CGATS TR 001"), ICC_SWOP);
	assert_null(icc_default("FOGRA51"));
	assert_null(icc_default("FOGRA52"));
	assert_null(icc_default("CGATS21-2-CRPC6"));
	assert_null(icc_default("Our press"));
	assert_null(icc_default(NULL));
	assert_int_equal(icc_registered("FOGRA51"), 1);
	assert_int_equal(icc_registered(NULL), 0);
}

/* Each default is a profile a PDF/X-1a preflight takes for its own
 * condition, and refuses for the other's; with no condition (--icc-any)
 * any description is taken. */
static void
defaults_name_their_condition(void **state)
{
	struct diag d;

	diag_init(&d);
	assert_int_equal(icc_check(BP_TOP "/" ICC_FOGRA39, "FOGRA39", 2, &d),
	    0);
	assert_int_equal(icc_check(ICC_SWOP, "CGATS TR 001", 2, &d), 0);
	assert_int_equal(d.n, 0);
	assert_int_equal(icc_check(ICC_SWOP, "FOGRA39", 2, &d), -1);
	assert_int_equal(d.n, 1);
	assert_non_null(strstr(d.v[0].msg, "--icc-any"));
	assert_int_equal(icc_check(ICC_SWOP, NULL, 2, &d), 0);
	assert_int_equal(d.n, 1);
	diag_fini(&d);
}

/* The description, as the output intent quotes it with --icc-any. */
static void
description(void **state)
{
	struct diag d;
	unsigned char *p;
	char buf[128];
	size_t n;

	diag_init(&d);
	p = icc_read(ICC_SWOP, &n, &d);
	assert_non_null(p);
	assert_int_equal(icc_description(p, n, buf, sizeof(buf)), 0);
	assert_string_equal(buf, "Artifex CMYK SWOP Profile");
	assert_int_equal(icc_description(p, 100, buf, sizeof(buf)), -1);
	assert_string_equal(buf, "");
	free(p);
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(defaults_by_condition),
    cmocka_unit_test(defaults_name_their_condition),
    cmocka_unit_test(description))
