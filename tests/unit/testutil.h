/* testutil.h: what the cmocka unit tests share. */
#ifndef BP_TESTUTIL_H
#define BP_TESTUTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
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

#include "board/check.h"
#include "board/kind.h"
#include "board/make.h"
#include "board/pins.h"
#include "tool/playcheck.h"

/* tu_check: the check id in kind's table; fails the test without it. */
static inline const struct check *
tu_check(const char *kind, const char *id)
{
	const struct check *t;
	size_t n, i;

	t = check_table(kind_parse(kind), &n);
	for (i = 0; t && i < n; i++)
		if (strcmp(t[i].id, id) == 0)
			return &t[i];
	fail_msg("no check %s in the %s kind", id, kind);
	return NULL;
}

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

/* tu_proto: proto (initialised here) set up for r's boards of players
 * players on A4 landscape, as gen-graph sets them up. */
static inline void
tu_proto(struct board *proto, const struct rules *r, uint32_t players)
{
	board_init(proto);
	kind_defaults(proto, r);
	snprintf(proto->rules, sizeof(proto->rules), "%s", r->id);
	snprintf(proto->paper, sizeof(proto->paper), "A4");
	proto->players = players;
	proto->width = 297;
	proto->height = 210;
}

/*
 * tu_made: b made from r as gen-graph, gen-content and validate make it
 * (tu_proto's boards), at the first seed from 1 whose board is made
 * whole and passes every check; fails the test if none of 49 does. b is
 * initialised here; the caller frees it (board_fini).
 */
static inline void
tu_made(struct board *b, const struct rules *r, uint32_t players)
{
	struct board proto;
	struct diag d;
	uint64_t seed;

	diag_init(&d);
	tu_proto(&proto, r, players);
	board_init(b);
	for (seed = 1; seed < 50; seed++) {
		make_start(b, &proto, seed);
		if (make_structure(b, r, r->attempts, &d) == 0 &&
		    make_content(b, r, &d) == 0 && check_board(b, r) == 0)
			break;
	}
	assert_true(seed < 50);
	board_fini(&proto);
	diag_fini(&d);
}

/*
 * tu_fairness_play: the check validate --play adds (fairness.play,
 * lib/tool/playcheck.c) on a board of the rules file at path (players
 * players, A4 landscape, the first seed whose board is made whole and
 * passes): recorded under its id, passing unless the games found the
 * seats surely farther apart than the rules allow, its detail the line
 * check_play_read reads back (each seat's share within its interval,
 * the shares summing to 1); the same line again when played again;
 * and, when another check failed, recorded failed and not played.
 */
static inline void
tu_fairness_play(const char *path, uint32_t players)
{
	struct rules r;
	struct board b;
	struct diag d;
	struct playcheck pc;
	struct check_play cp;
	char first[512];
	size_t i, k;
	double sum, lo, hi;
	int rc, found = 0;

	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_file(&r, path, NULL, &d), 0);
	tu_made(&b, &r, players);
	memset(&pc, 0, sizeof(pc));
	pc.bot = "greedy";
	pc.limit = 10;
	pc.max_games = 256;
	pc.confidence = 0.95;
	pc.boards = 1;
	pc.threads = 1;
	diag_init(&pc.d);
	rc = playcheck_board(&b, &r, 1, &pc);
	assert_true(rc == 0 || rc == 1);
	for (i = 0; i < b.val.ncheck; i++)
		if (strcmp(b.val.check[i].id, CHECK_PLAY_ID) == 0) {
			found = 1;
			assert_int_equal(b.val.check[i].pass, rc);
			snprintf(first, sizeof(first), "%s",
			    b.val.check[i].detail);
		}
	assert_true(found);
	assert_int_equal(check_play_read(&b, &cp), 1);
	lo = 1;
	hi = 0;
	for (k = 0; k < (size_t)cp.seats; k++) {
		lo = fmin(lo, cp.share[k]);
		hi = fmax(hi, cp.share[k]);
	}
	assert_int_equal(rc, strcmp(cp.verdict, "fair") == 0 ||
	    (strcmp(cp.verdict, "undecided") == 0 &&
	    hi - lo <= cp.spread + 1e-9));
	sum = 0;
	for (k = 0; k < (size_t)cp.seats; k++) {
		assert_true(cp.lo[k] <= cp.share[k] + 1e-3);
		assert_true(cp.share[k] <= cp.hi[k] + 1e-3);
		sum += cp.share[k];
	}
	assert_true(fabs(sum - 1) < 0.01);
	board_clear_validation(&b);
	check_board(&b, &r);
	assert_int_equal(playcheck_board(&b, &r, 1, &pc), rc);
	for (i = 0; i < b.val.ncheck; i++)
		if (strcmp(b.val.check[i].id, CHECK_PLAY_ID) == 0)
			assert_string_equal(b.val.check[i].detail, first);
	board_clear_validation(&b);
	check_board(&b, &r);
	assert_int_equal(playcheck_board(&b, &r, 0, &pc), 0);
	assert_int_equal(check_play_read(&b, &cp), 0);
	playcheck_fini(&pc);
	board_fini(&b);
	diag_fini(&d);
	rules_fini(&r);
}

/* tu_result: check id's record on b, or NULL when b has none. */
static inline const struct board_check *
tu_result(const struct board *b, const char *id)
{
	size_t i;

	for (i = 0; i < b->val.ncheck; i++)
		if (strcmp(b->val.check[i].id, id) == 0)
			return &b->val.check[i];
	return NULL;
}

/*
 * tu_listed: every check recorded on b is a row of its kind in the
 * table validate --list-checks prints (check_print_table), which the
 * README's check table is: a check run is a check listed.
 */
static inline void
tu_listed(const struct board *b)
{
	char *text = NULL, row[160];
	size_t len = 0, i;
	FILE *f = open_memstream(&text, &len);

	assert_non_null(f);
	check_print_table(f);
	assert_int_equal(fclose(f), 0);
	for (i = 0; i < b->val.ncheck; i++) {
		snprintf(row, sizeof(row), "\n| %s | `%s` |",
		    kind_name((int)b->kind), b->val.check[i].id);
		if (!strstr(text, row))
			fail_msg("the %s check %s runs but validate "
			    "--list-checks does not list it",
			    kind_name((int)b->kind), b->val.check[i].id);
	}
	free(text);
}

/*
 * tu_clarity_hinge: the check of a folding board (the rules at path
 * made to fold in 4 panels): a board made so passes it, and it is
 * listed; a hinge gap wider than the board's half fails it, naming the
 * hinge; flat, the board does not run it.
 */
static inline void
tu_clarity_hinge(const char *path, uint32_t players)
{
	const struct board_check *c;
	struct rules r;
	struct board b;
	struct diag d;

	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_file(&r, path, NULL, &d), 0);
	r.panels = 4;
	tu_made(&b, &r, players);
	assert_non_null(c = tu_result(&b, "clarity.hinge"));
	assert_true(c->pass);
	tu_listed(&b);
	r.hinge = 250;
	assert_true(check_board(&b, &r) > 0);
	assert_non_null(c = tu_result(&b, "clarity.hinge"));
	assert_false(c->pass);
	assert_non_null(strstr(c->detail, " hinge at "));
	r.panels = 1;
	check_board(&b, &r);
	assert_null(tu_result(&b, "clarity.hinge"));
	board_fini(&b);
	diag_fini(&d);
	rules_fini(&r);
}

/*
 * tu_completeness_pins: the check of a board made with pins (text, a
 * pins file of the rules at path): a board made with them passes it,
 * and it is listed; one of the first 20 seeds' boards made without them
 * fails it, naming the pin; without pins, no board runs it.
 */
static inline void
tu_completeness_pins(const char *path, uint32_t players, const char *text)
{
	const struct board_check *c;
	struct pins *p;
	struct rules r;
	struct board b, proto;
	struct diag d;
	uint64_t seed;
	int failed = 0;

	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_file(&r, path, NULL, &d), 0);
	assert_int_equal(pins_load_text(&p, text, strlen(text), "t.pins", 1,
	    &r, &d), 0);
	pins_set(&r, p);
	tu_made(&b, &r, players);
	assert_non_null(c = tu_result(&b, "completeness.pins"));
	assert_true(c->pass);
	tu_listed(&b);
	tu_proto(&proto, &r, players);
	for (seed = 1; seed <= 20 && !failed; seed++) {
		make_start(&b, &proto, seed);
		r.pins = NULL;
		if (make_structure(&b, &r, r.attempts, &d) == 0 &&
		    make_content(&b, &r, &d) == 0) {
			r.pins = p;
			check_board(&b, &r);
			assert_non_null(c = tu_result(&b,
			    "completeness.pins"));
			if (!c->pass) {
				failed = 1;
				assert_non_null(strstr(c->detail,
				    "pin t.pins:1 ("));
			}
		}
		r.pins = NULL;
		check_board(&b, &r);
		assert_null(tu_result(&b, "completeness.pins"));
	}
	board_fini(&b);
	board_fini(&proto);
	assert_true(failed);
	r.pins = p;
	diag_fini(&d);
	rules_fini(&r);
}

#endif
