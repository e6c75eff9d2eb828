/* testutil.h: what the cmocka unit tests share. */
#ifndef BP_TESTUTIL_H
#define BP_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

/* assert_near: |a - b| <= eps, printing both values when it fails. */
#define assert_near(a, b, eps)                                                \
	do {                                                                  \
		double a_ = (a), b_ = (b);                                    \
		if (!(fabs(a_ - b_) <= (eps)))                                \
			fail_msg("%s = %.9g, expected %.9g (within %g)", #a,  \
			    a_, b_, (double)(eps));                           \
	} while (0)

/*
 * TEST_MAIN(setup, teardown, tests…): the test program's main: the tests
 * (cmocka_unit_test(…) entries) run as one group, named after the file,
 * with the group's setup and teardown (NULL for none).
 */
#define TEST_MAIN(setup, teardown, ...)                                       \
	int main(void)                                                        \
	{                                                                     \
		const struct CMUnitTest tests_[] = { __VA_ARGS__ };           \
                                                                              \
		return cmocka_run_group_tests_name(__FILE__, tests_, setup,   \
		    teardown);                                                \
	}

/* The repository's folder, for rules files and the schema. */
#ifndef BP_TOP
#define BP_TOP "."
#endif

#include "board/make.h"

/* tu_rules: load the shipped nodes rules into r (initialised here). */
static inline int
tu_rules(struct rules *r)
{
	struct diag d;
	int rc;

	rules_init(r);
	diag_init(&d);
	rc = rules_load_file(r, BP_TOP "/templates/rules/lanternfall.rules",
	    NULL, &d);
	diag_print(&d, "test", stderr);
	diag_fini(&d);
	return rc;
}

/*
 * tu_rules_setup, tu_rules_teardown: cmocka group fixtures that load the
 * shipped nodes rules once for a group; each test finds them in *state.
 */
static inline int
tu_rules_setup(void **state)
{
	struct rules *r = test_malloc(sizeof(*r));

	*state = r;
	return tu_rules(r);
}

static inline int
tu_rules_teardown(void **state)
{
	rules_fini(*state);
	test_free(*state);
	return 0;
}

/*
 * tu_board: make board b's structure for (seed, players) on a w x h sheet,
 * from attempt 0 on, as gen-graph does; fails the test if it cannot.
 */
static inline void
tu_board(struct board *b, const struct rules *r, uint64_t seed,
    uint32_t players, double w, double h)
{
	struct diag d;

	diag_init(&d);
	board_clear(b);
	snprintf(b->rules, sizeof(b->rules), "%s", r->id);
	snprintf(b->paper, sizeof(b->paper), "A4");
	b->seed = seed;
	b->players = players;
	b->width = w;
	b->height = h;
	board_set_id(b);
	if (make_structure(b, r, r->attempts, &d) < 0)
		fail_msg("board %s could not be made", b->id);
	diag_fini(&d);
}

#endif
