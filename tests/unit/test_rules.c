/* test_rules.c: the rules format, its defaults and a designer's mistakes. */
#include "testutil.h"

#include "board/board.h"
#include "board/kind.h"
#include "board/rules.h"
#include "nodes/rules.h"

static const char *base =
    "[rules]\n"
    "id t\n"
    "kind nodes\n"
    "players 2 9\n"
    "[category a]\n"
    "colour #102030\n"
    "[action cut]\n"
    "min_types 1\n"
    "[type x]\n"
    "category a   # a trailing comment\n"
    "actions cut\n";

/* load: base followed by extra; returns the status, messages in d. */
static int
load(struct rules *r, struct diag *d, const char *extra)
{
	char text[8192];

	snprintf(text, sizeof(text), "%s%s", base, extra);
	rules_init(r);
	diag_init(d);
	return rules_load_text(r, text, strlen(text), "t.rules", 1, NULL, d);
}

/* first_error: the first message as "line: message". */
static const char *
first_error(const struct diag *d)
{
	static char buf[600];

	if (d->n == 0)
		return "";
	snprintf(buf, sizeof(buf), "%u: %s", d->v[0].line, d->v[0].msg);
	return buf;
}

static void
minimal_file_and_defaults(void **state)
{
	struct rules r;
	struct diag d;

	assert_int_equal(load(&r, &d, ""), 0);
	assert_string_equal(r.id, "t");
	assert_int_equal(r.kind, kind_parse("nodes"));
	assert_int_equal(nodes_rules(&r)->ntype, 1);
	assert_int_equal(nodes_rules(&r)->type[0].category.index, 0);
	assert_int_equal(nodes_rules(&r)->type[0].max, -1);
	assert_int_equal(nodes_rules(&r)->type[0].max_sequence, 2);
	assert_int_equal(nodes_rules(&r)->category[0].colour, 0x102030);
	/* The seed's numbers are the defaults. */
	assert_int_equal(nodes_rules(&r)->columns[2], 10);
	assert_int_equal(nodes_rules(&r)->columns[9], 13);
	assert_int_equal(nodes_rules(&r)->dots_min[4], 2);
	assert_int_equal(nodes_rules(&r)->starts_per_side, 3);
	rules_fini(&r);
	diag_fini(&d);
}

/* The nodes reference game's [play] section: defaults in code, each key
 * read, a value out of range refused with its line. */
static void
play_section(void **state)
{
	struct rules r;
	struct diag d;

	assert_int_equal(load(&r, &d, ""), 0);
	assert_int_equal(nodes_rules(&r)->play_turns, 60);
	assert_int_equal(nodes_rules(&r)->play_categories, 4);
	assert_int_equal(nodes_rules(&r)->play_relevant, 1);
	assert_int_equal(nodes_rules(&r)->play_resources, 3);
	assert_int_equal(nodes_rules(&r)->play_gutter, 6);
	assert_near(nodes_rules(&r)->play_spread, 0.15, 1e-12);
	rules_fini(&r);
	diag_fini(&d);
	assert_int_equal(load(&r, &d, "[play]\nturns 30\ncategories 5\n"
	    "relevant 2\nresources 0\ngutter 0\nspread 0.25\n"), 0);
	assert_int_equal(nodes_rules(&r)->play_turns, 30);
	assert_int_equal(nodes_rules(&r)->play_categories, 5);
	assert_int_equal(nodes_rules(&r)->play_relevant, 2);
	assert_int_equal(nodes_rules(&r)->play_resources, 0);
	assert_int_equal(nodes_rules(&r)->play_gutter, 0);
	assert_near(nodes_rules(&r)->play_spread, 0.25, 1e-12);
	rules_fini(&r);
	diag_fini(&d);
	assert_int_not_equal(load(&r, &d, "[play]\nspread 1.5\n"), 0);
	assert_non_null(strstr(first_error(&d), "13: "));
	rules_fini(&r);
	diag_fini(&d);
}

/* A tiny node's way: random unless said; flip is its old spelling. */
static void
tiny_way(void **state)
{
	struct rules r;
	struct diag d;

	assert_int_equal(load(&r, &d, "[tiny a]\n[tiny b]\nway inward\n"
	    "[tiny c]\nway outward\n[tiny d]\nway fixed\n[tiny e]\n"
	    "flip no\n[tiny f]\nflip yes\n"), 0);
	assert_int_equal(nodes_rules(&r)->ntiny, 6);
	assert_int_equal(nodes_rules(&r)->tiny[0].way, RULES_WAY_RANDOM);
	assert_int_equal(nodes_rules(&r)->tiny[1].way, RULES_WAY_INWARD);
	assert_int_equal(nodes_rules(&r)->tiny[2].way, RULES_WAY_OUTWARD);
	assert_int_equal(nodes_rules(&r)->tiny[3].way, RULES_WAY_FIXED);
	assert_int_equal(nodes_rules(&r)->tiny[4].way, RULES_WAY_FIXED);
	assert_int_equal(nodes_rules(&r)->tiny[5].way, RULES_WAY_RANDOM);
	rules_fini(&r);
	diag_fini(&d);
	assert_int_equal(load(&r, &d, "[tiny a]\nway up\n"), -1);
	assert_non_null(strstr(first_error(&d), "way: one of "
	    "fixed|random|inward|outward is needed, not \"up\""));
	rules_fini(&r);
	diag_fini(&d);
}

static void
per_player_lists(void **state)
{
	struct rules r;
	struct diag d;

	assert_int_equal(load(&r, &d, "[board]\ncolumns 8 9 10 11 12 13 14 "
	    "15\n"), 0);
	assert_int_equal(nodes_rules(&r)->columns[2], 8);
	assert_int_equal(nodes_rules(&r)->columns[9], 15);
	rules_fini(&r);
	diag_fini(&d);
	assert_int_equal(load(&r, &d, "[board]\ncolumns 8 9\n"), -1);
	assert_non_null(strstr(first_error(&d), "8 values are needed"));
	rules_fini(&r);
	diag_fini(&d);
}

struct mistake {
	const char *extra;
	unsigned line;
	const char *says;
};

static void
mistakes_have_file_and_line(void **state)
{
	static const struct mistake m[] = {
		{ "requires nothere\n", 12, "requirement \"nothere\" names no "
		    "[type nothere]" },
		{ "min 5\nmax 3\n", 9, "min 5 is greater than max 3" },
		{ "prob -1\n", 9, "prob -1 is negative" },
		{ "expansion ghost\n", 12, "expansion \"ghost\" names no" },
		{ "colour red\n", 12, "unknown setting \"colour\" in [type]" },
		{ "[board]\nmin_spacing fast\n", 13, "one number is needed" },
		{ "[board]\nmin_spacing 99\n", 13, "out of range" },
		{ "[board]\npoints grid\n", 13, "one of poisson|jitter" },
		{ "[wat]\n", 12, "unknown section [wat]" },
		{ "[type x]\n", 12, "[type x] appears twice" },
		{ "requires x\n", 12, "type x requires itself" },
		{ "[type y]\ncategory a\nmin 50\nrequires z\n[type z]\n"
		    "category a\nmin 40\nrequires y\n", 12, "in a requirement "
		    "cycle" },
	};
	struct rules r;
	struct diag d;
	size_t i;

	for (i = 0; i < sizeof(m) / sizeof(m[0]); i++) {
		assert_int_equal(load(&r, &d, m[i].extra), -1);
		assert_string_equal(d.v[0].file, "t.rules");
		if (d.v[0].line != m[i].line || !strstr(d.v[0].msg, m[i].says))
			fail_msg("case %zu: got \"%s\", wanted line %u with "
			    "\"%s\"", i, first_error(&d), m[i].line,
			    m[i].says);
		rules_fini(&r);
		diag_fini(&d);
	}
}

/*
 * A list of words longer than a line is cut into (63) is refused, not
 * read past its end (before 2026-11-24 a 64th word was an unset pointer).
 */
static void
too_many_words(void **state)
{
	char extra[600] = "[content]\nfeatures";
	struct rules r;
	struct diag d;
	int i;

	for (i = 0; i < 64; i++)
		strcat(extra, " areas");
	strcat(extra, "\n");
	assert_int_equal(load(&r, &d, extra), -1);
	assert_string_equal(first_error(&d), "13: features: too many words");
	rules_fini(&r);
	diag_fini(&d);
}

static void
rules_must_come_first(void **state)
{
	struct rules r;
	struct diag d;
	const char *t = "[type x]\n[rules]\nid a\nkind nodes\n";

	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_text(&r, t, strlen(t), "f", 10, NULL, &d),
	    -1);
	/* base_line 10: the file's line 1 is reported as line 10. */
	assert_int_equal(d.v[0].line, 10);
	assert_non_null(strstr(d.v[0].msg, "must come first"));
	rules_fini(&r);
	diag_fini(&d);
}

static void
missing_file(void **state)
{
	struct rules r;
	struct diag d;

	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_file(&r, "/nonexistent/x.rules", NULL, &d),
	    -1);
	assert_non_null(strstr(d.v[0].msg, "cannot open rules file"));
	rules_fini(&r);
	diag_fini(&d);
}

static void
shipped_rules_load(void **state)
{
	struct rules r;
	struct diag d;

	rules_init(&r);
	diag_init(&d);
	if (rules_load_file(&r, BP_TOP "/templates/rules/lanternfall.rules",
	    NULL, &d) < 0)
		fail_msg("%s", first_error(&d));
	assert_true(nodes_rules(&r)->ncategory >= 6);
	assert_true(nodes_rules(&r)->naction >= 6);
	assert_true(nodes_rules(&r)->ntype >= 20);
	assert_true(nodes_rules(&r)->nexpansion >= 2);
	rules_fini(&r);
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(minimal_file_and_defaults),
    cmocka_unit_test(per_player_lists),
    cmocka_unit_test(mistakes_have_file_and_line),
    cmocka_unit_test(too_many_words),
    cmocka_unit_test(rules_must_come_first),
    cmocka_unit_test(missing_file),
    cmocka_unit_test(tiny_way),
    cmocka_unit_test(play_section),
    cmocka_unit_test(shipped_rules_load))
