/* test_dungeon_structure.c: the random walk, its repairs, and the content. */
#include "testutil.h"

#include <stdlib.h>

#include "core/grid.h"
#include "core/mem.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"
#include "tu_dungeon.h"

static char *
walls(int cols, int rows)
{
	char *t = malloc((size_t)cols * (size_t)rows + 1);

	memset(t, DUNGEON_WALL, (size_t)cols * (size_t)rows);
	t[cols * rows] = '\0';
	return t;
}

static size_t
count_floor(const char *t, int cols, int rows)
{
	size_t n = 0;
	int i;

	for (i = 0; i < cols * rows; i++)
		n += t[i] == DUNGEON_FLOOR;
	return n;
}

static void
impossible_walks(void **state)
{
	char msg[256];

	assert_int_equal(dungeon_check_walk(3, 3, 10, 4, 0, msg, sizeof(msg)),
	    DUNGEON_BAD_SIZE);
	assert_non_null(strstr(msg, "a 3 x 3 grid leaves 1 x 1 cells"));
	assert_int_equal(dungeon_check_walk(40, 3, 10, 4, 0, msg,
	    sizeof(msg)), DUNGEON_BAD_SIZE);
	assert_int_equal(dungeon_check_walk(4, 4, 10, 4, 0, msg, sizeof(msg)),
	    DUNGEON_OK);
	/* 0.5 of 38 x 26 is 494 cells; 10 tunnels of 8 carve at most 81. */
	assert_int_equal(dungeon_check_walk(40, 28, 10, 8, 0.5, msg,
	    sizeof(msg)), DUNGEON_BAD_FLOOR);
	assert_non_null(strstr(msg, "asks for 494 floor cells"));
	assert_non_null(strstr(msg, "at most 81"));
}

/*
 * The tutorial carves the cell it stands on and then steps, so the end
 * of the last tunnel stays wall. On a 4 x 4 grid (2 x 2 inside) one tunnel
 * of length 1 must leave two floor cells, the walker on the second; the
 * tutorial's walk leaves one.
 */
static void
last_tunnel_end_is_carved(void **state)
{
	struct dungeon_walked w;
	struct rng r;
	uint64_t seed;
	char *t;

	for (seed = 1; seed <= 200; seed++) {
		t = walls(4, 4);
		rng_stream(&r, seed, 0, "test", 0);
		assert_int_equal(dungeon_walk(t, 4, 4, 1, 1, 0, &r, &w), 0);
		assert_int_equal(w.tunnels, 1);
		assert_int_equal(count_floor(t, 4, 4), 2);
		assert_int_equal(w.carved, 2);
		assert_int_equal(t[w.row * 4 + w.col], DUNGEON_FLOOR);
		free(t);
	}
	/* And on a real board, for every seed: the walker ends on floor. */
	for (seed = 1; seed <= 500; seed++) {
		t = walls(40, 28);
		rng_stream(&r, seed, 0, "test", 0);
		dungeon_walk(t, 40, 28, 1 + (int)(seed % 50), 8, 0, &r, &w);
		assert_int_equal(t[w.row * 40 + w.col], DUNGEON_FLOOR);
		assert_int_equal(count_floor(t, 40, 28), w.carved);
		free(t);
	}
}

/* halls: the 2 x 2 blocks of floor in t. */
static int
halls(const char *t, int cols, int rows)
{
	int c, r, n = 0;

	for (r = 0; r + 1 < rows; r++)
		for (c = 0; c + 1 < cols; c++)
			n += t[r * cols + c] == DUNGEON_FLOOR &&
			    t[r * cols + c + 1] == DUNGEON_FLOOR &&
			    t[(r + 1) * cols + c] == DUNGEON_FLOOR &&
			    t[(r + 1) * cols + c + 1] == DUNGEON_FLOOR;
	return n;
}

/* one_region: is t's floor one 4-connected region (border wall)? */
static int
one_region(const char *t, int cols, int rows)
{
	int *q = malloc((size_t)cols * (size_t)rows * sizeof(*q));
	char *seen = calloc((size_t)cols * (size_t)rows, 1);
	int head = 0, tail = 0, i, v, k, n = 0, reached = 0;
	const int step[4] = { -1, -cols, 1, cols };

	for (i = 0; i < cols * rows; i++)
		if (t[i] == DUNGEON_FLOOR) {
			if (n++ == 0) {
				q[tail++] = i;
				seen[i] = 1;
			}
		}
	while (head < tail) {
		v = q[head++];
		reached++;
		for (k = 0; k < 4; k++)
			if (t[v + step[k]] == DUNGEON_FLOOR &&
			    !seen[v + step[k]]) {
				seen[v + step[k]] = 1;
				q[tail++] = v + step[k];
			}
	}
	free(q);
	free(seen);
	return n > 0 && reached == n;
}

static int
border_closed(const char *t, int cols, int rows)
{
	int c, r;

	for (r = 0; r < rows; r++)
		for (c = 0; c < cols; c++)
			if ((r == 0 || c == 0 || r == rows - 1 ||
			    c == cols - 1) && t[r * cols + c] != DUNGEON_WALL)
				return 0;
	return 1;
}

/*
 * Look tunnels: the tutorial's walk, but no tunnel widens into a hall, on
 * any grid from 4 x 4 up, with or without a floor target; the same
 * seed's cavern walk opens dozens of halls on the default grid.
 */
static void
tunnels_walk_opens_no_hall(void **state)
{
	struct dungeon_walked w;
	struct rng r;
	uint64_t seed;
	char *t;

	for (seed = 1; seed <= 300; seed++) {
		int cols = 4 + (int)(seed % 37), rows = 4 + (int)(seed % 23);

		t = walls(cols, rows);
		rng_stream(&r, seed, 0, "test", 0);
		assert_int_equal(dungeon_walk_tunnels(t, cols, rows, 200, 9, 0,
		    &r, &w), 0);
		assert_int_equal(w.tunnels, 200);
		assert_true(w.draws <= 2 + 2 * 200);
		assert_int_equal(w.carved, count_floor(t, cols, rows));
		assert_int_equal(t[w.row * cols + w.col], DUNGEON_FLOOR);
		assert_int_equal(halls(t, cols, rows), 0);
		assert_true(border_closed(t, cols, rows));
		assert_true(one_region(t, cols, rows));
		free(t);
	}
	for (seed = 1; seed <= 50; seed++) {
		t = walls(40, 28);
		rng_stream(&r, seed, 0, "test", 0);
		assert_int_equal(dungeon_walk_tunnels(t, 40, 28, 100000, 12,
		    0.5, &r, &w), 0);
		assert_true(w.carved >= 494 && w.carved < 494 + 12);
		assert_int_equal(halls(t, 40, 28), 0);
		free(t);
		t = walls(40, 28);
		rng_stream(&r, seed, 0, "test", 0);
		dungeon_walk(t, 40, 28, 100000, 12, 0.5, &r, &w);
		assert_true(halls(t, 40, 28) > 20);
		free(t);
	}
}

/*
 * Look rooms: every room there is (all nine on the default grid) is a
 * box of floor, a wall between any two, all one region with the border
 * closed, and the links make loops that the tree alone does not.
 */
static void
rooms_are_joined(void **state)
{
	struct dungeon_walked w;
	struct rng r;
	uint64_t seed;
	size_t loops_tree = 0, loops_links = 0;
	char *t;
	int c, row, e, n, b;

	for (seed = 1; seed <= 200; seed++) {
		int l;

		for (l = 0; l <= 3; l += 3) {
			t = walls(40, 28);
			rng_stream(&r, seed, 0, "test", 0);
			assert_int_equal(dungeon_dig_rooms(t, 40, 28, 9, 3, 7,
			    l, &r, &w), 0);
			assert_int_equal(w.rooms, 9);
			assert_int_equal(w.tunnels, 8 + l);
			assert_int_equal(w.carved, count_floor(t, 40, 28));
			assert_int_equal(t[w.row * 40 + w.col], DUNGEON_FLOOR);
			assert_true(border_closed(t, 40, 28));
			assert_true(one_region(t, 40, 28));
			/* Loops: E - V + 1 less the 2 x 2 blocks. */
			for (e = n = 0, row = 1; row < 27; row++)
				for (c = 1; c < 39; c++)
					if (t[row * 40 + c] == DUNGEON_FLOOR) {
						n++;
						e += (t[row * 40 + c + 1] ==
						    DUNGEON_FLOOR) +
						    (t[row * 40 + c + 40] ==
						    DUNGEON_FLOOR);
					}
			b = halls(t, 40, 28);
			if (l == 0)
				loops_tree += (size_t)(e - n + 1 - b);
			else
				loops_links += (size_t)(e - n + 1 - b);
			free(t);
		}
	}
	/* L corridors may cross, so the tree has a few; links add more. */
	assert_true(loops_links > loops_tree + 200);
	/* A crowded grid: fewer rooms, never none, still one region. */
	for (seed = 1; seed <= 100; seed++) {
		t = walls(12, 12);
		rng_stream(&r, seed, 0, "test", 0);
		dungeon_dig_rooms(t, 12, 12, 50, 2, 4, 5, &r, &w);
		assert_true(w.rooms >= 1 && w.rooms <= 50);
		assert_true(border_closed(t, 12, 12));
		assert_true(one_region(t, 12, 12));
		free(t);
	}
}

/* Each look's own fit: what cannot be made is refused with why. */
static void
looks_that_cannot_be_made(void **state)
{
	struct rules r;
	struct diag d;
	char msg[256];
	struct rules_dungeon *g;

	assert_int_equal(tu_dungeon_text(&r, &d, "[rules]\nid x\nkind "
	    "dungeon\n[board]\nlook rooms\nrooms 12\nroom_size 2 7\n"
	    "links 3\n"), 0);
	g = dungeon_rules(&r);
	assert_int_equal(g->shape, DUNGEON_ROOMS);
	assert_int_equal(g->rooms, 12);
	assert_int_equal(g->room_min, 2);
	assert_int_equal(g->room_max, 7);
	assert_int_equal(g->links, 3);
	/* 12 rooms of 7 fit the default 38 x 26 (4 x 3), not 13. */
	assert_int_equal(dungeon_check_look(g, 40, 28, msg, sizeof(msg)),
	    DUNGEON_OK);
	g->rooms = 13;
	assert_int_equal(dungeon_check_look(g, 40, 28, msg, sizeof(msg)),
	    DUNGEON_BAD_LOOK);
	assert_non_null(strstr(msg, "13 rooms of up to 7 x 7 cells cannot"));
	g->rooms = 4;
	assert_int_equal(dungeon_check_look(g, 40, 8, msg, sizeof(msg)),
	    DUNGEON_BAD_LOOK);
	assert_non_null(strstr(msg, "rooms of 7 cells a side do not fit"));
	/* 4 rooms: 6 pairs, 3 in the tree. */
	g->links = 4;
	assert_int_equal(dungeon_check_look(g, 40, 28, msg, sizeof(msg)),
	    DUNGEON_BAD_LOOK);
	assert_non_null(strstr(msg, "links 4: 4 rooms have 3 pairs"));
	g->shape = DUNGEON_TUNNELS;
	g->floor = 0.5;
	assert_int_equal(dungeon_check_look(g, 40, 28, msg, sizeof(msg)),
	    DUNGEON_OK);
	g->floor = 0.51;
	assert_int_equal(dungeon_check_look(g, 40, 28, msg, sizeof(msg)),
	    DUNGEON_BAD_LOOK);
	assert_non_null(strstr(msg, "floor 0.51 cannot be reached"));
	g->shape = DUNGEON_CAVERN;
	assert_int_equal(dungeon_check_look(g, 40, 28, msg, sizeof(msg)),
	    DUNGEON_OK);
	rules_fini(&r);
	diag_fini(&d);
	/* The loader refuses a look it does not know, with the line. */
	assert_int_equal(tu_dungeon_text(&r, &d, "[rules]\nid x\nkind "
	    "dungeon\n[board]\nlook maze\n"), -1);
	assert_non_null(strstr(d.v[0].msg, "look: one of cavern|tunnels|"
	    "rooms"));
	assert_int_equal(d.v[0].line, 5);
	rules_fini(&r);
	diag_fini(&d);
}

static void
walk_is_bounded_and_closed(void **state)
{
	struct dungeon_walked w;
	struct rng r;
	uint64_t seed;
	int c, row;
	char *t;

	for (seed = 1; seed <= 300; seed++) {
		int cols = 4 + (int)(seed % 13), rows = 4 + (int)(seed % 7);

		t = walls(cols, rows);
		rng_stream(&r, seed, 0, "test", 0);
		assert_int_equal(dungeon_walk(t, cols, rows, 60, 6, 0, &r, &w),
		    0);
		/* Every tunnel counts, each at most two draws. */
		assert_int_equal(w.tunnels, 60);
		assert_true(w.draws <= 2 + 2 * 60);
		for (row = 0; row < rows; row++)
			for (c = 0; c < cols; c++)
				if (row == 0 || c == 0 || row == rows - 1 ||
				    c == cols - 1)
					assert_int_equal(t[row * cols + c],
					    DUNGEON_WALL);
		free(t);
	}
}

static void
walk_to_a_floor_fraction(void **state)
{
	struct dungeon_walked w;
	struct rng r;
	uint64_t seed;
	size_t want = 494; /* ceil(0.5 * 38 * 26) */
	char *t;

	for (seed = 1; seed <= 100; seed++) {
		t = walls(40, 28);
		rng_stream(&r, seed, 0, "test", 0);
		assert_int_equal(dungeon_walk(t, 40, 28, 100000, 8, 0.5, &r,
		    &w), 0);
		assert_true(w.carved >= want);
		/* It stops on the tunnel that reaches the target. */
		assert_true(w.carved < want + 8);
		assert_true(w.tunnels < 100000);
		free(t);
	}
	/* Too few tunnels for the target: -1, and the walk as it got. */
	t = walls(40, 28);
	rng_stream(&r, 1, 0, "test", 0);
	assert_int_equal(dungeon_walk(t, 40, 28, 70, 8, 0.5, &r, &w), -1);
	assert_int_equal(w.tunnels, 70);
	assert_true(w.carved < want);
	free(t);
}

static void
unpinch_repairs_corner_contacts(void **state)
{
	static const char *const map[] = {
		"#######",
		"#..####",
		"#..####",
		"###.###",
		"####..#",
		"#######",
		NULL
	};
	struct board b;
	struct rng r;
	uint32_t label[42];
	uint8_t open[42];
	int c, row, i;
	uint64_t seed;

	board_init(&b);
	for (seed = 1; seed <= 20; seed++) {
		tu_map(&b, map);
		assert_int_equal(dungeon_diagonal(b.terrain, 7, 6, &c, &row),
		    1);
		assert_int_equal(c, 2);
		assert_int_equal(row, 2);
		rng_stream(&r, seed, 0, "test", 0);
		/* Two contacts: 2,2-3,3 and 3,3-4,4. */
		assert_int_equal(dungeon_unpinch(b.terrain, 7, 6, &r), 2);
		assert_int_equal(dungeon_diagonal(b.terrain, 7, 6, &c, &row),
		    0);
		for (i = 0; i < 42; i++)
			open[i] = b.terrain[i] == DUNGEON_FLOOR;
		assert_int_equal(grid_components(7, 6, open, label), 1);
	}
	board_fini(&b);
}

static void
cell_fits_the_paper(void **state)
{
	struct rules_dungeon g;
	char msg[256];

	/* (297 - 12) / 40 = 7.125; (210 - 12 - 13) / 28 = 6.607. */
	assert_near(dungeon_cell(297, 210, 40, 28, 10), 6.6, 1e-12);
	assert_near(dungeon_cell(297, 210, 10, 5, 10), 10, 1e-12);
	memset(&g, 0, sizeof(g));
	g.cols = 200;
	g.rows = 150;
	g.tunnels = 10;
	g.length = 5;
	g.cell_min = 4;
	g.cell_max = 10;
	assert_int_equal(dungeon_check(&g, 297, 210, msg, sizeof(msg)),
	    DUNGEON_BAD_PAPER);
	assert_non_null(strstr(msg, "does not fit"));
	g.cols = 40;
	g.rows = 28;
	assert_int_equal(dungeon_check(&g, 297, 210, msg, sizeof(msg)),
	    DUNGEON_OK);
}

/*
 * The fit counts the spacing placing keeps (issue 33): a feature keeps
 * its spacing in steps from every item, so ten features 8 steps apart
 * need their diamonds of 32 cells each inside, and 4 floor cells each on
 * the floor; a count that fits the cells alone is refused for either.
 */
static void
fit_counts_the_spacing(void **state)
{
	struct rules_dungeon g;
	struct rules_feature f;
	char msg[256];

	memset(&g, 0, sizeof(g));
	memset(&f, 0, sizeof(f));
	g.feature = &f;
	g.cols = 12;
	g.rows = 10;
	g.tunnels = 1000;
	g.length = 8;
	g.start_spacing = 1;
	g.starts[1] = 1;
	g.nfeature = 1;
	g.feature[0].min = g.feature[0].max = 10;
	g.feature[0].spacing = 1;
	/* 12 items in 80 cells, no spacing: fits. */
	assert_int_equal(dungeon_check_fit(&g, msg, sizeof(msg)), DUNGEON_OK);
	/* 10 diamonds of 32 cells: 322 > (10 + 8) x (8 + 8) = 288. */
	g.feature[0].spacing = 8;
	assert_int_equal(dungeon_check_fit(&g, msg, sizeof(msg)),
	    DUNGEON_BAD_FIT);
	assert_non_null(strstr(msg, "spacing apart need 322 cells"));
	/* On a 40 x 28 grid they fit the inside; 0.02 of it as floor (20
	 * cells and a tunnel of 8) holds 28 floor cells, 10 x 4 + 2 needed. */
	g.cols = 40;
	g.rows = 28;
	g.floor = 0.02;
	assert_int_equal(dungeon_check_fit(&g, msg, sizeof(msg)),
	    DUNGEON_BAD_FIT);
	assert_non_null(strstr(msg, "need 42 floor cells"));
	g.floor = 0.4;
	assert_int_equal(dungeon_check_fit(&g, msg, sizeof(msg)), DUNGEON_OK);
}

static void
generate_is_deterministic(void **state)
{
	struct rules r;
	struct board a, b;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	board_init(&a);
	board_init(&b);
	tu_dungeon_board(&a, &r, 42, 4, 1);
	tu_dungeon_board(&b, &r, 42, 4, 1);
	assert_int_equal(a.cols, 40);
	assert_int_equal(a.rows, 28);
	assert_near(a.cell, 6.6, 1e-12);
	assert_int_equal(dungeon_part(&a)->tunnels, 1500);
	assert_near(dungeon_part(&a)->floor, 0.4, 1e-12);
	assert_int_equal(dungeon_part(&a)->length, 8);
	assert_string_equal(a.terrain, b.terrain);
	assert_int_equal(
	    dungeon_part(&a)->nfeature, dungeon_part(&b)->nfeature);
	assert_memory_equal(dungeon_part(&a)->feature,
	    dungeon_part(&b)->feature,
	    dungeon_part(&a)->nfeature * sizeof(*dungeon_part(&a)->feature));
	tu_dungeon_board(&b, &r, 43, 4, 1);
	assert_string_not_equal(a.terrain, b.terrain);
	board_fini(&a);
	board_fini(&b);
	rules_fini(&r);
}

/*
 * A board made again (the next attempt, as validate does) is made with the
 * walk it records, not the rules': gen-graph's --size, --tunnels, --length
 * and --floor live on the board.
 */
static void
made_again_with_its_own_walk(void **state)
{
	struct rules r;
	struct board b;
	struct diag d;
	size_t i, floor = 0;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	board_init(&b);
	diag_init(&d);
	tu_dungeon_setup(&b, &r, 5, 4);
	/* What a deck's <board cols rows tunnels length floor> records. */
	board_grid(&b, 20, 14, 10, DUNGEON_WALL);
	dungeon_part(&b)->tunnels = 90;
	dungeon_part(&b)->length = 6;
	dungeon_part(&b)->floor = 0.35;
	b.attempt = 1;
	assert_int_equal(make_structure(&b, &r, r.attempts, &d), 0);
	assert_int_equal(b.cols, 20);
	assert_int_equal(b.rows, 14);
	assert_int_equal(dungeon_part(&b)->tunnels, 90);
	assert_int_equal(dungeon_part(&b)->length, 6);
	assert_near(dungeon_part(&b)->floor, 0.35, 1e-12);
	for (i = 0; i < 20 * 14; i++)
		floor += b.terrain[i] == DUNGEON_FLOOR;
	assert_true(floor >= (size_t)(0.35 * 18 * 12));
	/* A walk gen-graph would refuse is never walked. */
	dungeon_part(&b)->tunnels = 1;
	dungeon_part(&b)->length = 1;
	diag_clear(&d);
	assert_int_equal(make_structure(&b, &r, 3, &d), -1);
	assert_non_null(strstr(d.v[0].msg, "1 tunnels of at most 1 cells"));
	assert_string_equal(d.v[0].check, "structure.walk");
	diag_fini(&d);
	board_fini(&b);
	rules_fini(&r);
}

static void
content_follows_the_rules(void **state)
{
	struct rules r;
	struct board b;
	struct dungeon_floor f;
	int count[8], s, e, i;
	uint64_t seed;
	size_t k, t;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	board_init(&b);
	for (seed = 1; seed <= 50; seed++) {
		tu_dungeon_board(&b, &r, seed, 2, 1);
		memset(count, 0, sizeof(count));
		s = e = 0;
		dungeon_floor_init(&f, b.terrain, b.cols, b.rows);
		for (k = 0; k < dungeon_part(&b)->nfeature; k++) {
			assert_int_not_equal(
			    dungeon_floor_at(&f,
				dungeon_part(&b)->feature[k].col,
				dungeon_part(&b)->feature[k].row),
			    DUNGEON_NONE);
			s += dungeon_part(&b)->feature[k].type ==
			     BOARD_FEATURE_START;
			e += dungeon_part(&b)->feature[k].type ==
			     BOARD_FEATURE_EXIT;
			if (dungeon_part(&b)->feature[k].type >= 0)
				count[dungeon_part(&b)->feature[k].type]++;
		}
		assert_int_equal(s, 1);
		assert_int_equal(e, 1);
		assert_int_equal(
		    dungeon_part(&b)->feature[0].type, BOARD_FEATURE_START);
		assert_int_equal(
		    dungeon_part(&b)->feature[1].type, BOARD_FEATURE_EXIT);
		for (t = 0; t < dungeon_rules(&r)->nfeature; t++) {
			assert_true(
			    count[t] >= dungeon_rules(&r)->feature[t].min);
			assert_true(
			    count[t] <= dungeon_rules(&r)->feature[t].max);
		}
		for (i = 0; i < (int)dungeon_part(&b)->nfeature; i++)
			assert_non_null(dungeon_feature_name(&r,
			    dungeon_part(&b)->feature[i].type));
		dungeon_floor_fini(&f);
	}
	board_fini(&b);
	rules_fini(&r);
}

static void
content_fails_when_nothing_fits(void **state)
{
	static const char *const tiny[] = {
		"######",
		"#....#",
		"######",
		NULL
	};
	struct rules r;
	struct board b;
	struct diag d;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	board_init(&b);
	tu_dungeon_setup(&b, &r, 1, 1);
	tu_map(&b, tiny);
	diag_init(&d);
	assert_int_equal(dungeon_content(&b, &r, &d), -1);
	assert_int_equal(dungeon_part(&b)->nfeature, 0);
	assert_true(d.n >= 1);
	assert_non_null(strstr(d.v[0].msg, "room for"));
	diag_fini(&d);
	board_fini(&b);
	rules_fini(&r);
}

static void
options_override_the_rules(void **state)
{
	struct dungeon_opts o = { NULL, 0, 0, 0, 0, -1 };
	struct rules r, n;
	struct diag d;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	diag_init(&d);
	assert_int_equal(dungeon_option(&o, "--size", "30x20", &d), 0);
	assert_int_equal(dungeon_option(&o, "--tunnels", "77", &d), 0);
	assert_int_equal(dungeon_option(&o, "--length", "5", &d), 0);
	assert_int_equal(dungeon_option(&o, "--floor", "0.3", &d), 0);
	assert_string_equal(o.first, "--size");
	assert_int_equal(dungeon_options_apply(&o, &r, 297, 210, &d), 0);
	assert_int_equal(dungeon_rules(&r)->cols, 30);
	assert_int_equal(dungeon_rules(&r)->rows, 20);
	assert_int_equal(dungeon_rules(&r)->tunnels, 77);
	assert_int_equal(dungeon_rules(&r)->length, 5);
	assert_near(dungeon_rules(&r)->floor, 0.3, 1e-12);
	assert_int_equal(d.n, 0);

	assert_int_equal(dungeon_option(&o, "--size", "30", &d), -1);
	assert_int_equal(dungeon_option(&o, "--size", "2x9", &d), -1);
	assert_int_equal(dungeon_option(&o, "--tunnels", "0", &d), -1);
	assert_int_equal(dungeon_option(&o, "--floor", "0.95", &d), -1);
	assert_int_equal(d.n, 4);
	assert_non_null(strstr(d.v[0].msg, "--size: \"30\" is not COLSxROWS"));
	diag_clear(&d);

	/* An impossible walk is refused with the reason. */
	assert_int_equal(dungeon_option(&o, "--size", "3x3", &d), 0);
	assert_int_equal(dungeon_options_apply(&o, &r, 297, 210, &d), -1);
	assert_non_null(strstr(d.v[0].msg, "3 x 3 grid"));
	diag_clear(&d);

	/* And options for a dungeon on nodes rules. */
	assert_int_equal(tu_rules(&n), 0);
	assert_int_equal(dungeon_options_apply(&o, &n, 297, 210, &d), -1);
	assert_non_null(strstr(d.v[0].msg, "--size is for dungeon boards"));
	rules_fini(&n);
	rules_fini(&r);
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(impossible_walks),
    cmocka_unit_test(last_tunnel_end_is_carved),
    cmocka_unit_test(walk_is_bounded_and_closed),
    cmocka_unit_test(walk_to_a_floor_fraction),
    cmocka_unit_test(tunnels_walk_opens_no_hall),
    cmocka_unit_test(rooms_are_joined),
    cmocka_unit_test(looks_that_cannot_be_made),
    cmocka_unit_test(unpinch_repairs_corner_contacts),
    cmocka_unit_test(cell_fits_the_paper),
    cmocka_unit_test(fit_counts_the_spacing),
    cmocka_unit_test(generate_is_deterministic),
    cmocka_unit_test(made_again_with_its_own_walk),
    cmocka_unit_test(content_follows_the_rules),
    cmocka_unit_test(content_fails_when_nothing_fits),
    cmocka_unit_test(options_override_the_rules))
