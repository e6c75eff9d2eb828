/* test_dungeon_check.c: each dungeon check passes a good board and names
 * the cells of a hand-made one that breaks that check alone. */
#include "testutil.h"

#include <stdlib.h>

#include "board/check.h"
#include "board/kind.h"
#include "dungeon/floor.h"
#include "dungeon/map.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"
#include "tu_dungeon.h"

static const char *rules_text =
    "[rules]\nid t\nkind dungeon\nplayers 1 4\n"
    "[content]\nstarts 1 2 2 2\nexit_distance 0.6\nstart_spread 0.1\n"
    "start_spacing 2\n"
    "[feature gold]\nmin 1\nmax 2\nspacing 2\n";

/* A ring of 18 floor cells: two ways between any two of them. */
static const char *const ring[] = {
	"#########",
	"#s......#",
	"#.#####.#",
	"#.#####.#",
	"#...0..e#",
	"#########",
	NULL
};

/* run: check id on b; returns its result, the detail in detail. */
static int
run(const struct board *b, const struct rules *r, const char *id,
    char *detail)
{
	const struct check *t = tu_check("dungeon", id);

	detail[0] = '\0';
	return t ? t->fn(b, r, detail, 256) : -1;
}

struct fixture {
	struct rules r;
	struct board b;
	char detail[256];
};

static int
setup(void **state)
{
	static struct fixture f;
	struct diag d;

	*state = &f;
	board_init(&f.b);
	f.b.players = 1;
	if (tu_dungeon_text(&f.r, &d, rules_text) < 0) {
		diag_print(&d, "test", stderr);
		return -1;
	}
	diag_fini(&d);
	return 0;
}

static int
teardown(void **state)
{
	struct fixture *f = *state;

	board_fini(&f->b);
	rules_fini(&f->r);
	return 0;
}

static void
a_good_board_passes_all(void **state)
{
	struct fixture *f = *state;

	tu_map(&f->b, ring);
	assert_int_equal(check_board(&f->b, &f->r), 0);
	assert_int_equal(f->b.val.ncheck, 9);
	assert_true(f->b.val.pass);
}

static void
made_boards_pass_all(void **state)
{
	struct rules r;
	struct board b;
	uint64_t seed;
	size_t i;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	board_init(&b);
	for (seed = 1; seed <= 40; seed++) {
		tu_dungeon_board(&b, &r, seed, 1 + seed % 6, 1);
		if (check_board(&b, &r) != 0)
			for (i = 0; i < b.val.ncheck; i++)
				if (!b.val.check[i].pass)
					fail_msg("seed %llu: %s: %s",
					    (unsigned long long)seed,
					    b.val.check[i].id,
					    b.val.check[i].detail);
	}
	board_fini(&b);
	rules_fini(&r);
}

/* map: the rows of a space-separated map, NULL-terminated (static). */
static const char *const *
map(const char *text)
{
	static char buf[512];
	static const char *rows[32];
	char *save, *row;
	int n = 0;

	snprintf(buf, sizeof(buf), "%s", text);
	for (row = strtok_r(buf, " ", &save); row && n < 31;
	    row = strtok_r(NULL, " ", &save))
		rows[n++] = row;
	rows[n] = NULL;
	return rows;
}

/*
 * only: the board of text (rows separated by spaces) for players, judged
 * by every check: check id fails with detail want, every other passes.
 */
static void
only(struct fixture *f, const char *text, uint32_t players, const char *id,
    const char *want)
{
	size_t i;
	int seen = 0;

	tu_map(&f->b, map(text));
	f->b.players = players;
	check_board(&f->b, &f->r);
	for (i = 0; i < f->b.val.ncheck; i++) {
		const struct board_check *c = &f->b.val.check[i];

		if (strcmp(c->id, id) != 0) {
			if (!c->pass)
				fail_msg("%s fails too: %s", c->id, c->detail);
			continue;
		}
		seen = 1;
		if (c->pass)
			fail_msg("%s passes", id);
		if (strcmp(c->detail, want) != 0)
			fail_msg("%s: \"%s\", expected \"%s\"", id, c->detail,
			    want);
	}
	assert_true(seen);
	assert_false(f->b.val.pass);
	f->b.players = 1;
}

/*
 * The fixtures, one per check and named after it: the ring (or a
 * corridor), start, exit and gold, broken for that check alone.
 */
static void
completeness_start(void **state)
{
	only(*state, "######### #s......# #.#####.# #.#####.# #...0...# "
	    "#########", 1, "completeness.start",
	    "1 start and 0 exits, not 1 and 1");
}

static void
completeness_features(void **state)
{
	only(*state, "######### #s......# #.#####.# #.#####.# #......e# "
	    "#########", 1, "completeness.features", "0 gold, not 1 to 2");
}

static void
completeness_distance(void **state)
{
	only(*state, "######### #s.e....# #.#####.# #.#####.# #...0...# "
	    "#########", 1, "completeness.distance", "the start at 1,1 is 2 "
	    "steps from the exit, under 0.6 of the longest path (9 steps)");
}

static void
clarity_border(void **state)
{
	only(*state, "######### #s......# ..#####.# #.#####.# #...0..e# "
	    "#########", 1, "clarity.border", "the border is open at 0,2");
}

static void
clarity_connected(void **state)
{
	/* A floor cell walled in the middle of the ring. */
	only(*state, "######### #s......# #.#####.# #.##.##.# #.#####.# "
	    "#...0..e# #########", 1, "clarity.connected", "the floor falls "
	    "apart into 2 regions (4,3 is cut off from the first)");
}

static void
clarity_diagonal(void **state)
{
	/* Two nooks off the ring, 2,2 and 3,3, touch at a corner; both
	 * ways a corner can lean. */
	only(*state, "######### #s......# #..####.# #.#.###.# #...0..e# "
	    "#########", 1, "clarity.diagonal", "floor cells 2,2 and 3,3 "
	    "touch only at a corner");
	only(*state, "######### #s......# #.####..# #.###.#.# #...0..e# "
	    "#########", 1, "clarity.diagonal", "floor cells 6,2 and 5,3 "
	    "touch only at a corner");
}

static void
clarity_features(void **state)
{
	only(*state, "########## #s..0...e# ##########", 1, "clarity.features",
	    "gold at 4,1 is the only way from a start to the exit");
}

static void
clarity_spacing(void **state)
{
	only(*state, "######### #s0.....# #.#####.# #.#####.# #......e# "
	    "#########", 1, "clarity.spacing", "start at 1,1 and gold at 2,1 "
	    "are 1 step apart, fewer than 2");
}

static void
fairness_starts(void **state)
{
	/* Two starts 9 and 6 steps from the exit. */
	only(*state, "######### #s..s...# #.#####.# #.#####.# #...0..e# "
	    "#########", 2, "fairness.starts", "the starts are 6 to 9 steps "
	    "from the exit, a spread over 0.1 of the longest");
	/* Both 6 steps from the exit, but 2 and 4 from the gold, which is 8
	 * from the exit: tours of 10 and 12, over feature_spread (0.15). */
	only(*state, "######### #s.0...s# #.#####.# #.#####.# #...e...# "
	    "#########", 2, "fairness.starts", "start 2's tour past a feature "
	    "of each type to the exit is 12 steps, start 1's 10: a spread "
	    "over 0.15");
}

/* The same places, where the check holds. */
static void
good_places(void **state)
{
	struct fixture *f = *state;

	/* On the ring the corridor's gold is passed by; one start has
	 * nothing to compare. */
	tu_map(&f->b, ring);
	assert_int_equal(check_board(&f->b, &f->r), 0);
	/* Two starts at 6 steps each from the exit, 3 from the gold. */
	f->b.players = 2;
	tu_map(&f->b, map("######### #s..0..s# #.#####.# #.#####.# "
	    "#...e...# #########"));
	assert_int_equal(check_board(&f->b, &f->r), 0);
	assert_int_equal(f->b.val.nseat, 2);
	f->b.players = 1;
}

static void
feature_off_the_floor(void **state)
{
	struct fixture *f = *state;

	tu_map(&f->b, ring);
	dungeon_part(&f->b)->feature[1].row = 3;
	assert_false(run(&f->b, &f->r, "clarity.features", f->detail));
	assert_string_equal(f->detail, "gold at 4,3 is not on a floor cell");
	tu_map(&f->b, ring);
	dungeon_part(&f->b)->feature[1] = dungeon_part(&f->b)->feature[0];
	dungeon_part(&f->b)->feature[1].type = 0;
	assert_false(run(&f->b, &f->r, "clarity.features", f->detail));
	assert_string_equal(f->detail, "gold at 1,1 shares its cell with start "
	    "at 1,1");
}

/* fairness_play: validate --play's check on a made board. */
static void
fairness_play(void **state)
{
	tu_fairness_play(BP_TOP "/templates/rules/cinderdeep.rules", 3);
}

/*
 * ref_spacing, ref_distance: clarity.spacing and completeness.distance as
 * they were before the view (a search over the whole floor from every
 * feature, the whole diameter every time): the reference the bounded,
 * shared searches must match, verdict and message.
 */
static int
ref_want(const struct rules *r, int32_t ti, int32_t tj)
{
	const struct rules_dungeon *g = dungeon_rules(r);
	int si = ti >= 0 && (size_t)ti < g->nfeature ? g->feature[ti].spacing :
	    0;
	int sj = tj >= 0 && (size_t)tj < g->nfeature ? g->feature[tj].spacing :
	    0;

	if (ti == BOARD_FEATURE_START && tj == BOARD_FEATURE_START)
		return g->start_spacing;
	return si > sj ? si : sj;
}

static int
ref_spacing(const struct board *b, const struct rules *r, char *detail)
{
	const struct dungeon_part *p = dungeon_part(b);
	struct dungeon_floor f;
	int32_t *dist;
	uint32_t *queue, ai, aj;
	size_t i, j;
	int pass = 1, want;

	detail[0] = '\0';
	dungeon_floor_init(&f, b->terrain, b->cols, b->rows);
	dist = malloc((f.n + 1) * sizeof(*dist));
	queue = malloc((f.n + 1) * sizeof(*queue));
	for (i = 0; i < p->nfeature && pass; i++) {
		ai = dungeon_floor_at(&f, p->feature[i].col, p->feature[i].row);
		if (ai == DUNGEON_NONE)
			continue;
		dungeon_floor_bfs(&f, ai, dist, queue);
		for (j = i + 1; j < p->nfeature && pass; j++) {
			aj = dungeon_floor_at(&f, p->feature[j].col,
			    p->feature[j].row);
			if (aj == DUNGEON_NONE || dist[aj] < 0)
				continue;
			want = ref_want(r, p->feature[i].type,
			    p->feature[j].type);
			if (dist[aj] < want) {
				snprintf(detail, 256, "%s at %d,%d and %s at "
				    "%d,%d are %d step%s apart, fewer than %d",
				    dungeon_feature_name(r, p->feature[i].type),
				    p->feature[i].col, p->feature[i].row,
				    dungeon_feature_name(r, p->feature[j].type),
				    p->feature[j].col, p->feature[j].row,
				    dist[aj], dist[aj] == 1 ? "" : "s", want);
				pass = 0;
			}
		}
	}
	free(dist);
	free(queue);
	dungeon_floor_fini(&f);
	return pass;
}

static int
ref_distance(const struct board *b, const struct rules *r, char *detail)
{
	const struct dungeon_part *p = dungeon_part(b);
	struct dungeon_floor f;
	int32_t *dist;
	uint32_t *queue, ex = DUNGEON_NONE, at, diam;
	double far;
	size_t i;
	int pass = 1;

	detail[0] = '\0';
	dungeon_floor_init(&f, b->terrain, b->cols, b->rows);
	dist = malloc((f.n + 1) * sizeof(*dist));
	queue = malloc((f.n + 1) * sizeof(*queue));
	for (i = 0; i < p->nfeature; i++)
		if (p->feature[i].type == BOARD_FEATURE_EXIT)
			ex = dungeon_floor_at(&f, p->feature[i].col,
			    p->feature[i].row);
	if (ex != DUNGEON_NONE)
		dungeon_floor_bfs(&f, ex, dist, queue);
	diam = f.n ? dungeon_floor_diameter(&f, NULL) : 0;
	far = dungeon_rules(r)->exit_distance * diam;
	for (i = 0; i < p->nfeature && pass && ex != DUNGEON_NONE; i++) {
		if (p->feature[i].type != BOARD_FEATURE_START)
			continue;
		at = dungeon_floor_at(&f, p->feature[i].col, p->feature[i].row);
		if (at == DUNGEON_NONE)
			continue;
		if (dist[at] < 0 || dist[at] < far) {
			snprintf(detail, 256, "the start at %d,%d is %d steps "
			    "from the exit, under %g of the longest path (%u "
			    "steps)", p->feature[i].col, p->feature[i].row,
			    dist[at], dungeon_rules(r)->exit_distance, diam);
			pass = 0;
		}
	}
	free(dist);
	free(queue);
	dungeon_floor_fini(&f);
	return pass;
}

/* same_as_ref: spacing and distance on b give the reference's verdicts. */
static void
same_as_ref(const struct board *b, const struct rules *r, const char *what)
{
	char want[256], got[256];
	int wp, gp;

	wp = ref_spacing(b, r, want);
	gp = run(b, r, "clarity.spacing", got);
	if (wp != gp || strcmp(want, got) != 0)
		fail_msg("%s %s: clarity.spacing %d \"%s\", expected %d \"%s\"",
		    b->id, what, gp, got, wp, want);
	wp = ref_distance(b, r, want);
	gp = run(b, r, "completeness.distance", got);
	if (wp != gp || strcmp(want, got) != 0)
		fail_msg("%s %s: completeness.distance %d \"%s\", expected %d "
		    "\"%s\"", b->id, what, gp, got, wp, want);
}

/*
 * The bounded searches and the diameter worked out only as far as the
 * verdict needs give the full searches' verdicts and messages, on made
 * boards with their features scattered over the floor (so that many
 * fail) and walls knocked in; and the view kept on the board between
 * checks follows every change made to the board in place (a feature
 * moved, a floor cell walled, the exit moved) with no clear between.
 */
static void
bounded_checks_match_full_searches(void **state)
{
	struct dungeon_part *p;
	struct rules r;
	struct board b;
	uint64_t seed, x = 0x2545f4914f6cdd1du;
	size_t i, k, cells;
	int round;

	(void)state;
	assert_int_equal(tu_dungeon_rules(&r), 0);
	board_init(&b);
	for (seed = 1; seed <= 60; seed++) {
		tu_dungeon_board(&b, &r, seed, 1 + seed % 6, 1);
		p = dungeon_part(&b);
		cells = (size_t)b.cols * (size_t)b.rows;
		same_as_ref(&b, &r, "as made");
		for (round = 0; round < 12; round++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			i = (size_t)(x % p->nfeature);
			k = (size_t)((x >> 20) % cells);
			if (round % 4 == 3) {
				/* a wall knocked in (or a floor cell made) */
				b.terrain[k] = b.terrain[k] == DUNGEON_FLOOR ?
				    DUNGEON_WALL : DUNGEON_FLOOR;
			} else if (b.terrain[k] == DUNGEON_FLOOR) {
				p->feature[i].col = (int)(k % (size_t)b.cols);
				p->feature[i].row = (int)(k / (size_t)b.cols);
			}
			same_as_ref(&b, &r, "changed in place");
			same_as_ref(&b, &r, "again");
		}
	}
	board_fini(&b);
	rules_fini(&r);
}

/* clarity_hinge: a folding board's check (every kind's, board/check.c). */
static void
clarity_hinge(void **state)
{
	tu_clarity_hinge(BP_TOP "/templates/rules/cinderdeep.rules", 3);
}

/* completeness_pins: a pinned board's check (every kind's). */
static void
completeness_pins(void **state)
{
	tu_completeness_pins(BP_TOP "/templates/rules/cinderdeep.rules", 3,
	    "feature 100 100 type key\n");
}

TEST_MAIN(setup, teardown,
    cmocka_unit_test(fairness_play),
    cmocka_unit_test(clarity_hinge),
    cmocka_unit_test(completeness_pins),
    cmocka_unit_test(a_good_board_passes_all),
    cmocka_unit_test(made_boards_pass_all),
    cmocka_unit_test(completeness_start),
    cmocka_unit_test(completeness_features),
    cmocka_unit_test(completeness_distance),
    cmocka_unit_test(clarity_border),
    cmocka_unit_test(clarity_connected),
    cmocka_unit_test(clarity_diagonal),
    cmocka_unit_test(clarity_features),
    cmocka_unit_test(clarity_spacing),
    cmocka_unit_test(fairness_starts),
    cmocka_unit_test(good_places),
    cmocka_unit_test(feature_off_the_floor),
    cmocka_unit_test(bounded_checks_match_full_searches))
