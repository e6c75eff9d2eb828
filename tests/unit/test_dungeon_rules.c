/* test_dungeon_rules.c: the dungeon sections, defaults and mistakes. */
#include "testutil.h"

#include "board/kind.h"
#include "dungeon/rules.h"
#include "tu_dungeon.h"

static const char *head =
    "[rules]\n"
    "id t\n"
    "kind dungeon\n"
    "players 1 4\n";

/* load: head followed by extra; messages in d. */
static int
load(struct rules *r, struct diag *d, const char *extra)
{
	char text[4096];

	snprintf(text, sizeof(text), "%s%s", head, extra);
	return tu_dungeon_text(r, d, text);
}

/* error: the first message as the tools print it, "file:line: …". */
static const char *
error(const struct diag *d)
{
	static char buf[600];

	return d->n ? diag_format(&d->v[0], buf, sizeof(buf)) : "";
}

static void
shipped_rules(void **state)
{
	struct rules r;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	assert_int_equal(r.kind, kind_parse("dungeon"));
	assert_string_equal(r.id, "cinderdeep");
	assert_int_equal(dungeon_rules(&r)->cols, 40);
	assert_int_equal(dungeon_rules(&r)->rows, 28);
	assert_int_equal(dungeon_rules(&r)->tunnels, 1500);
	assert_near(dungeon_rules(&r)->floor, 0.4, 1e-12);
	assert_int_equal(dungeon_rules(&r)->length, 8);
	assert_string_equal(dungeon_rules(&r)->scale, "5 feet");
	assert_string_equal(dungeon_rules(&r)->start_title, "Way in");
	assert_int_equal(dungeon_rules(&r)->nfeature, 5);
	assert_string_equal(dungeon_rules(&r)->feature[0].name, "key");
	assert_int_equal(dungeon_rules(&r)->feature[0].max, 1);
	assert_string_equal(dungeon_rules(&r)->feature[1].icon, "treasure");
	rules_fini(&r);
}

static void
defaults(void **state)
{
	struct rules r;
	struct diag d;

	assert_int_equal(load(&r, &d, "[feature gold]\n"), 0);
	assert_int_equal(dungeon_rules(&r)->cols, 40);
	assert_int_equal(dungeon_rules(&r)->starts[1], 1);
	assert_int_equal(dungeon_rules(&r)->starts[4], 1);
	assert_near(dungeon_rules(&r)->exit_distance, 0.6, 1e-12);
	assert_near(dungeon_rules(&r)->floor, 0.4, 1e-12);
	assert_int_equal(dungeon_rules(&r)->tunnels, 1500);
	assert_string_equal(dungeon_rules(&r)->start_icon, "start");
	assert_string_equal(dungeon_rules(&r)->exit_icon, "exit");
	assert_string_equal(dungeon_rules(&r)->start_title, "Start");
	/* A feature: one, its own icon, max as min, spacing 2. */
	assert_int_equal(dungeon_rules(&r)->feature[0].min, 1);
	assert_int_equal(dungeon_rules(&r)->feature[0].max, 1);
	assert_int_equal(dungeon_rules(&r)->feature[0].spacing, 2);
	assert_string_equal(dungeon_rules(&r)->feature[0].icon, "gold");
	rules_fini(&r);
	diag_fini(&d);
}

static void
per_player_starts(void **state)
{
	struct rules r;
	struct diag d;

	assert_int_equal(load(&r, &d, "[content]\nstarts 1 2 3 4\n"), 0);
	assert_int_equal(dungeon_rules(&r)->starts[1], 1);
	assert_int_equal(dungeon_rules(&r)->starts[3], 3);
	rules_fini(&r);
	diag_fini(&d);
}

/*
 * Kinds share section names: [board] is the nodes kind's and the
 * dungeon kind's, each with its own keys.
 */
static void
board_section_of_each_kind(void **state)
{
	struct rules r;
	struct diag d;

	assert_int_equal(load(&r, &d, "[board]\ncols 30\nrows 12\n"), 0);
	assert_int_equal(dungeon_rules(&r)->cols, 30);
	rules_fini(&r);
	diag_fini(&d);
	assert_int_equal(load(&r, &d, "[board]\ncolumns 10\n"), -1);
	assert_string_equal(error(&d), "t.rules:6: unknown setting "
	    "\"columns\" in [board]");
	rules_fini(&r);
	diag_fini(&d);
	assert_int_equal(load(&r, &d, "[category x]\n"), -1);
	assert_string_equal(error(&d), "t.rules:5: section [category] does "
	    "not belong in dungeon rules");
	rules_fini(&r);
	diag_fini(&d);
}

static void
mistakes_name_their_line(void **state)
{
	static const struct {
		const char *text, *want;
	} cases[] = {
		{ "[board]\ncols 3\nrows 3\n",
		    "t.rules:6: a 3 x 3 grid leaves 1 x 1 cells inside its "
		    "wall border; the walk needs at least 4 x 4 cells to "
		    "turn" },
		{ "[board]\nrows 3\n",
		    "t.rules:6: a 40 x 3 grid leaves 38 x 1 cells" },
		{ "[board]\ncols 2\n",
		    "t.rules:6: cols: 2 is out of range [3, 1000]" },
		{ "[board]\ntunnels 10\nfloor 0.5\n",
		    "t.rules:7: floor 0.5 asks for 494 floor cells, but 10 "
		    "tunnels of at most 8 cells carve at most 81" },
		{ "[board]\nfloor 0.9\n",
		    "t.rules:6: floor: 0.9 is out of range [0, 0.8]" },
		{ "[board]\ncell_min 8\ncell_max 6\n",
		    "t.rules:6: cell_min 8 is larger than cell_max 6" },
		{ "[feature gold]\nmin 3\nmax 2\n",
		    "t.rules:5: feature gold: min 3 is greater than max 2" },
		{ "[feature exit]\n",
		    "t.rules:5: [feature exit]: start and exit are placed "
		    "anyway" },
		{ "[feature gold]\ncolour #102030\n",
		    "t.rules:6: unknown setting \"colour\" in [feature]" },
		{ "[content]\nexit_distance 1.5\n",
		    "t.rules:6: exit_distance: 1.5 is out of range [0, 1]" },
		{ "[board]\ncols 4\nrows 4\n[feature gold]\nmin 4\n",
		    "t.rules: 6 features, starts and exits cannot fit in the "
		    "2 x 2 cells" },
	};

	struct rules r;
	struct diag d;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		assert_int_equal(load(&r, &d, cases[i].text), -1);
		if (strncmp(error(&d), cases[i].want, strlen(cases[i].want)))
			fail_msg("case %zu: \"%s\", expected \"%s\"", i,
			    error(&d), cases[i].want);
		assert_string_equal(d.v[0].file, "t.rules");
		rules_fini(&r);
		diag_fini(&d);
	}
}

static void
icons_are_checked_when_asked(void **state)
{
	struct rules r;
	struct diag d;
	const char *text = "[rules]\nid t\nkind dungeon\n[feature gold]\n"
	    "icon nosuchicon\n";

	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_text(&r, text, strlen(text), "t.rules", 1,
	    BP_TOP "/icons", &d), -1);
	assert_non_null(strstr(error(&d), "t.rules:4: gold: icon "
	    "\"nosuchicon\" does not exist"));
	rules_fini(&r);
	diag_fini(&d);
	/* The shipped rules name only icons that exist. */
	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_file(&r, TU_DUNGEON_RULES, BP_TOP "/icons",
	    &d), 0);
	rules_fini(&r);
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(shipped_rules),
    cmocka_unit_test(defaults),
    cmocka_unit_test(per_player_starts),
    cmocka_unit_test(board_section_of_each_kind),
    cmocka_unit_test(mistakes_name_their_line),
    cmocka_unit_test(icons_are_checked_when_asked))
