/*
 * test_transport_label.c: where a transport map's city marks go
 * (transport/label.c): beside the city, off its routes, off other cities'
 * marks, and judged by clarity.labels as placed.
 */
#include "transport_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "board/mark.h"
#include "transport/label.h"
#include "transport/part.h"
#include "transport/rules.h"

static struct board B;
static struct rules Rn; /* the shipped rules without a legend */

static int
setup(void **state)
{
	board_init(&B);
	if (tt_setup(state))
		return -1;
	rules_copy(&Rn, &R);
	transport_rules(&Rn)->legend_w = 0;
	/* Hand-made maps of a few cells: no safe margin but the paper's
	 * edge (safe_margin_kept has the shipped one). */
	transport_rules(&Rn)->safe_margin = 0;
	return 0;
}

static int
teardown(void **state)
{
	board_fini(&B);
	rules_copy_fini(&Rn);
	return tt_teardown(state);
}

/* named: B's cities called as names says, each wanting tea for 4. */
static void
named(const char *const *names)
{
	size_t i;

	for (i = 0; i < transport_part(&B)->ncity; i++) {
		snprintf(transport_part(&B)->city[i].name,
		    sizeof(transport_part(&B)->city[i].name), "%s", names[i]);
		transport_part(&B)->city[i].nwant = 1;
		transport_part(&B)->city[i].want[0].good = tt_good(&R, "tea");
		transport_part(&B)->city[i].want[0].value = 4;
	}
}

/*
 * placed: the marks of B's cities into l (transport_part(&B)->ncity of them);
 * returns how many cities found no free place.
 */
static size_t
placed(const struct rules *r, struct translabel *l)
{
	struct translabel_env e;
	size_t failed;

	translabel_env_init(&e, &B, r);
	failed = translabel_map(&e, r, l);
	translabel_env_fini(&e);
	return failed;
}

/*
 * clear: no label box of l covers a route cell's centre, and no two
 * cities' boxes overlap, nor a city's label boxes its own marker.
 */
static void
clear(const struct translabel *l)
{
	const uint32_t *c;
	size_t i, k, q, u, v;
	double x0, y0, x, y;

	transport_origin(&B, &x0, &y0);
	for (i = 0; i < transport_part(&B)->ncity; i++)
		for (u = 1; u < l[i].nbox; u++) {
			assert_false(translabel_overlap(&l[i].box[u],
			    &l[i].box[0]));
			for (k = 0; k < transport_part(&B)->nroute; k++) {
				c = board_route_cells(&B, k);
				for (q = 0;
				     q < transport_part(&B)->route[k].len;
				     q++) {
					x = x0 + (c[q] % (uint32_t)B.cols + 0.5) *
					    B.cell;
					y = y0 + (c[q] / (uint32_t)B.cols + 0.5) *
					    B.cell;
					assert_false(x > l[i].box[u].x0 &&
					    x < l[i].box[u].x1 &&
					    y > l[i].box[u].y0 &&
					    y < l[i].box[u].y1);
				}
			}
			for (k = i + 1; k < transport_part(&B)->ncity; k++)
				for (v = 0; v < l[k].nbox; v++)
					assert_false(translabel_overlap(
					    &l[i].box[u], &l[k].box[v]));
		}
}

/*
 * A city with nothing about it (nor on the lines where --split cuts the
 * map, its middle) has its name below it, its goods above it and its
 * bonus to the right, as the maps always had; an airport's winged
 * underline under the name (issue 33: the devlog's, not a plane beside
 * it), as wide as the name.
 */
static void
usual_places(void **state)
{
	static const char *const rows[] = {
		"...........", "..0........", "...........", "...........",
		"...........", "...........", "...........",
	};
	static const char *const names[] = { "Kelpford" };
	struct translabel l[1];
	struct board_seat seat = { 1, 0, 20, 2, 22 };

	tt_map(&B, rows, NULL, 7, 1);
	named(names);
	transport_part(&B)->city[0].capital = 0;
	transport_part(&B)->city[0].airport = 1;
	B.val.seat = &seat;
	B.val.nseat = 1;
	assert_int_equal(placed(&Rn, l), 0);
	B.val.seat = NULL;
	B.val.nseat = 0;
	assert_int_equal(l[0].name_at, TRANSLABEL_BELOW);
	assert_int_equal(l[0].goods_at, TRANSLABEL_ABOVE);
	assert_int_equal(l[0].bonus_at, 0);
	assert_int_equal(l[0].plane_behind, 0);
	assert_int_equal(l[0].nbox, 5);
	assert_int_equal(l[0].what[1], TRANSLABEL_NAME);
	assert_int_equal(l[0].what[2], TRANSLABEL_PLANE);
	assert_int_equal(l[0].what[3], TRANSLABEL_GOOD);
	assert_int_equal(l[0].what[4], TRANSLABEL_BONUS);
	assert_false(l[0].glyph);
	assert_true(l[0].box[2].y0 >= l[0].box[1].y1);
	assert_near(l[0].box[2].x0, l[0].box[1].x0, 1e-9);
	assert_near(l[0].box[2].x1, l[0].box[1].x1, 1e-9);
	assert_true(l[0].box[1].y0 > l[0].y + l[0].rad);
	assert_true(l[0].box[3].y1 < l[0].y - l[0].rad);
	assert_true(l[0].box[4].x0 >= l[0].x + l[0].rad - 1e-9);
	assert_string_equal(l[0].good[0], "Tea 4");
	/* The name's text is centred on its patch, as the drawing sets it. */
	assert_near(l[0].name_x, (l[0].box[1].x0 + l[0].box[1].x1) / 2, 1e-9);
}

/*
 * Seed 7's Emberstead: routes leave a city every way, so its name and
 * goods go where none does (the corners), and leave each route's way
 * into it open.
 */
static void
routes_every_way(void **state)
{
	static const char *const rows[] = {
		"....1....",
		".........",
		".........",
		"3...0...4",
		".........",
		".........",
		"....2....",
	};
	static const char *const names[] = { "Emberstead", "Ashford",
		"Brinemouth", "Coldharbour", "Duskwick" };
	struct translabel l[5];
	int32_t boat = tt_type(&R, "boat");
	struct translabel_env e;
	size_t i, u;
	int c, r;

	tt_map(&B, rows, NULL, 7, 1);
	named(names);
	tt_route(&B, boat, 0, 1, "4,3 4,2 4,1 4,0");
	tt_route(&B, boat, 0, 2, "4,3 4,4 4,5 4,6");
	tt_route(&B, boat, 0, 3, "4,3 3,3 2,3 1,3 0,3");
	tt_route(&B, boat, 0, 4, "4,3 5,3 6,3 7,3 8,3");
	assert_int_equal(placed(&Rn, l), 0);
	assert_true(l[0].name_at != TRANSLABEL_BELOW &&
	    l[0].name_at != TRANSLABEL_ABOVE);
	assert_true(l[0].goods_at != TRANSLABEL_BELOW &&
	    l[0].goods_at != TRANSLABEL_ABOVE);
	clear(l);
	translabel_env_init(&e, &B, &Rn);
	for (i = 0; i < transport_part(&B)->ncity; i++)
		for (u = 1; u < l[i].nbox; u++)
			assert_int_equal(translabel_hit(&e, &l[i].box[u], &c,
			    &r), TRANSLABEL_CLEAR);
	translabel_env_fini(&e);
}

/*
 * Seed 800's Lanternport: a road south from a city moves its name off
 * the road, and its neighbour's marks never land on the first city's.
 */
static void
road_south(void **state)
{
	static const char *const rows[] = {
		"........", "..0.1...", "........", "..2.....", "........",
	};
	static const char *const names[] = { "Lanternport", "Ashford",
		"Brinemouth" };
	struct translabel l[3];

	tt_map(&B, rows, NULL, 5, 1);
	named(names);
	tt_route(&B, tt_type(&R, "road"), 0, 2, "2,1 2,2 2,3");
	assert_int_equal(placed(&Rn, l), 0);
	assert_int_not_equal(l[0].name_at, TRANSLABEL_BELOW);
	clear(l);
}

/* Trees: a label goes where it hides none when it can. */
static void
forest_kept(void **state)
{
	static const char *const rows[] = {
		".......", "..TTT..", "..T0T..", "..TTT..", ".......",
	};
	static const char *const names[] = { "Oakholm" };
	struct translabel l[1];
	struct translabel_env e;
	size_t u;
	int c, r;

	tt_map(&B, rows, NULL, 5, 1);
	named(names);
	/* 5 mm cells: the trees stand close, the ring is one cell wide. */
	B.cell = 5;
	B.width = 35;
	B.height = 25;
	assert_int_equal(placed(&Rn, l), 0);
	translabel_env_init(&e, &B, &Rn);
	for (u = 1; u < l[0].nbox; u++)
		assert_int_equal(translabel_hit(&e, &l[0].box[u], &c, &r),
		    TRANSLABEL_CLEAR);
	translabel_env_fini(&e);
	/* Below and above, 5 mm away, stand trees: the name goes out of the ring. */
	assert_true(l[0].box[1].x0 > l[0].x + 7.5 - 1e-9 ||
	    l[0].box[1].x1 < l[0].x - 7.5 + 1e-9 ||
	    l[0].box[1].y0 > l[0].y + 7.5 - 1e-9 ||
	    l[0].box[1].y1 < l[0].y - 7.5 + 1e-9 ||
	    l[0].name_at >= TRANSLABEL_RIGHT);
}

/*
 * Tidewater-000257's Junipermere, once the capitals' weights were refitted
 * (issue 32): water on its left, a road up and off to the left, roads
 * right and off up and down, so each place for its name, goods and "+1"
 * hides a corner of a road's cell. The "+1" still goes beside the marker,
 * not onto its corner as a badge (which hid nothing of the map and so was
 * taken): a badge is for where no place beside it may be taken at all.
 */
static void
bonus_beside(void **state)
{
	static const char *const rows[] = {
		"~~~1.4...",
		"~~~......",
		"~~~......",
		"~~~.0...2",
		"~~.......",
		"~~.......",
		"~~...3...",
	};
	static const char *const names[] = { "Junipermere", "Ashford",
		"Brinemouth", "Coldharbour", "Duskwick" };
	struct translabel l[5];
	int32_t road = tt_type(&R, "road");
	struct board_seat seat = { 1, 0, 20, 1, 23 };
	size_t u;

	tt_map(&B, rows, NULL, 7, 1);
	named(names);
	transport_part(&B)->city[0].capital = 1;
	tt_route(&B, road, 0, 1, "4,3 4,2 3,2 3,1 3,0");
	tt_route(&B, road, 0, 2, "4,3 5,3 6,3 7,3 8,3");
	tt_route(&B, road, 0, 3, "4,3 5,3 5,4 5,5 5,6");
	tt_route(&B, road, 0, 4, "4,3 5,3 5,2 5,1 5,0");
	B.val.seat = &seat;
	B.val.nseat = 1;
	assert_int_equal(placed(&Rn, l), 0);
	B.val.seat = NULL;
	B.val.nseat = 0;
	clear(l);
	for (u = 1; u < l[0].nbox && l[0].what[u] != TRANSLABEL_BONUS; u++)
		;
	assert_true(u < l[0].nbox);
	assert_false(translabel_overlap(&l[0].box[u], &l[0].box[0]));
}

/*
 * What no label may cover: the paper's edge, the legend, a route cell's
 * centre, a route's step into a city; a step between two cells away
 * from any city it may cross (only where nothing else fits).
 */
static void
hits(void **state)
{
	static const char *const rows[] = {
		"..........", ".0......1.", "..........", "..........",
	};
	struct translabel_env e;
	struct translabel_box a;
	int c = -1, r = -1;

	tt_map(&B, rows, NULL, 4, 1);
	tt_route(&B, tt_type(&R, "road"), 0, 1,
	    "1,1 2,1 3,1 4,1 5,1 6,1 7,1 8,1");
	translabel_env_init(&e, &B, &Rn);
	a = (struct translabel_box){ -1, 30, 5, 35 };
	assert_int_equal(translabel_hit(&e, &a, &c, &r), TRANSLABEL_OFF);
	/* Across the route between the centres of 2,1 and 3,1. */
	a = (struct translabel_box){ 26, 12, 34, 18 };
	assert_int_equal(translabel_hit(&e, &a, &c, &r), TRANSLABEL_CLEAR);
	/* Over the centre of 3,1. */
	a = (struct translabel_box){ 33, 12, 37, 18 };
	assert_int_equal(translabel_hit(&e, &a, &c, &r), TRANSLABEL_ON_ROUTE);
	assert_int_equal(c, 3);
	assert_int_equal(r, 1);
	/*
	 * The transit, on the route's middle cell (5,1, centre 55,15): a box
	 * 1.5 mm short of it reaches into its diamond's inner two thirds
	 * (1.6 mm of 2.4); one 1.8 mm short, only its tips.
	 */
	a = (struct translabel_box){ 46, 12, 53.5, 18 };
	assert_int_equal(translabel_hit(&e, &a, &c, &r), TRANSLABEL_ON_TRANSIT);
	assert_int_equal(c, 5);
	a = (struct translabel_box){ 46, 12, 53.2, 18 };
	assert_int_equal(translabel_hit(&e, &a, &c, &r), TRANSLABEL_CLEAR);
	/* Over the step from c0 (1,1) into 2,1, off both centres. */
	a = (struct translabel_box){ 16, 13, 24, 17 };
	assert_int_equal(translabel_hit(&e, &a, &c, &r), TRANSLABEL_ON_ROUTE);
	assert_int_equal(c, 1);
	translabel_env_fini(&e);
	/* The shipped rules' legend: 60 x 40 mm, bottom left, 4 mm in. */
	translabel_env_init(&e, &B, &R);
	a = (struct translabel_box){ 10, 30, 20, 35 };
	assert_int_equal(translabel_hit(&e, &a, &c, &r),
	    TRANSLABEL_ON_LEGEND);
	translabel_env_fini(&e);
}

/* detail: what clarity.labels says of B (under rules r). */
static const char *
detail(const struct rules *r)
{
	size_t i;

	check_board(&B, r);
	for (i = 0; i < B.val.ncheck; i++)
		if (strcmp(B.val.check[i].id, "clarity.labels") == 0)
			return B.val.check[i].pass ? "" : B.val.check[i].detail;
	fail_msg("no clarity.labels");
	return NULL;
}

/*
 * A name that fits nowhere (wider than the paper) keeps the usual place,
 * translabel_map says so, and clarity.labels refuses the board, naming it.
 */
static void
no_place(void **state)
{
	static const char *const rows[] = { "...", ".0.", "..." };
	static const char *const names[] = { "Wwwwwwwwwwwwwwwwwwww" };
	struct translabel l[1];

	tt_map(&B, rows, NULL, 3, 1);
	named(names);
	assert_int_equal(placed(&Rn, l), 1);
	assert_int_equal(l[0].name_at, TRANSLABEL_BELOW);
	assert_non_null(strstr(detail(&Rn),
	    "the name of c0 (Wwwwwwwwwwwwwwwwwwww) reaches into the safe "
	    "margin"));
}

/*
 * The shipped rules' 4 mm safe margin: a city two cells from the left
 * edge of 5 mm cells has no room for its name to the left or for a wide
 * name below it; every box it takes keeps the margin, and one that would
 * not is judged to reach into it.
 */
static void
safe_margin_kept(void **state)
{
	static const char *const rows[] = {
		".......", ".......", ".0.....", ".......", ".......",
	};
	static const char *const names[] = { "Lanternmouth" };
	struct translabel_env e;
	struct translabel_box a = { 2, 10, 20, 14 };
	struct translabel l[1];
	struct rules Rm;
	size_t u;
	int c, r;

	rules_copy(&Rm, &Rn);
	transport_rules(&Rm)->safe_margin = 4;
	tt_map(&B, rows, NULL, 5, 1);
	named(names);
	B.cell = 8;
	B.width = 56;
	B.height = 40;
	assert_int_equal(placed(&Rm, l), 0);
	for (u = 1; u < l[0].nbox; u++)
		assert_true(l[0].box[u].x0 >= 4 && l[0].box[u].y0 >= 4 &&
		    l[0].box[u].x1 <= 52 && l[0].box[u].y1 <= 36);
	translabel_env_init(&e, &B, &Rm);
	assert_int_equal(translabel_hit(&e, &a, &c, &r), TRANSLABEL_OFF);
	translabel_env_fini(&e);
	clear(l);
	rules_copy_fini(&Rm);
}

/*
 * A city between two rows of routes on a paper too narrow for its name
 * beside it: every place covers a route cell's centre or runs off the
 * paper, and clarity.labels names the route's cell.
 */
static void
between_routes(void **state)
{
	static const char *const rows[] = {
		"1.....2", "...0...", "3.....4", ".......", "5.....6",
	};
	static const char *const names[] = { "Wwwwwwwwww", "A", "B", "C", "D",
		"E", "F" };
	struct translabel l[7];
	int32_t road = tt_type(&R, "road");

	tt_map(&B, rows, NULL, 5, 1);
	named(names);
	B.cell = 5;
	B.width = 35;
	B.height = 25;
	tt_route(&B, road, 1, 2, "0,0 1,0 2,0 3,0 4,0 5,0 6,0");
	tt_route(&B, road, 3, 4, "0,2 1,2 2,2 3,2 4,2 5,2 6,2");
	assert_true(placed(&Rn, l) >= 1);
	assert_int_equal(l[0].name_at, TRANSLABEL_BELOW);
	assert_non_null(strstr(detail(&Rn),
	    "the name of c0 (Wwwwwwwwww) covers a route at "));
}

/*
 * The check judges the placed boxes: over generated boards of 2, 4 and 8
 * players, clarity.labels passes exactly when every city found a place,
 * and then no label covers a route cell's centre nor another city's marks.
 */
static void
check_judges_placed(void **state)
{
	struct translabel *l;
	struct diag d;
	size_t i, failed, passes = 0;
	uint64_t s;
	uint32_t p;

	diag_init(&d);
	for (p = 2; p <= 8; p *= 2)
		for (s = 1; s <= 12; s++) {
			tt_board(&B, &R, s, p, 0);
			assert_int_equal(make_content(&B, &R, &d), 0);
			check_board(&B, &R);
			l = calloc(transport_part(&B)->ncity + 1, sizeof(*l));
			assert_non_null(l);
			failed = placed(&R, l);
			for (i = 0; i < B.val.ncheck; i++)
				if (strcmp(B.val.check[i].id,
				    "clarity.labels") == 0)
					break;
			assert_true(i < B.val.ncheck);
			if (!failed)
				clear(l);
			assert_int_equal(!failed, B.val.check[i].pass);
			passes += B.val.check[i].pass;
			free(l);
		}
	assert_true(passes >= 30);
	diag_fini(&d);
}

/*
 * Seed 20229 at 2 players, rare_cargo, on A5 (issue 33's make pagecheck):
 * Quillmouth's name, below and to the left of its circle, had its patch
 * 0.05 mm over Willowford's square, three cells left: clear of the
 * square's box but not of its 0.5 mm outline, whose corner the patch,
 * drawn after it, hid. Every city's marks keep off every other city's
 * marks as printed, the markers with their outlines (translabel_ink), and
 * clarity.labels judges them so.
 */
static void
marker_outline_kept(void **state)
{
	struct translabel *l;
	struct translabel_box a;
	struct diag d;
	size_t i, k, v, n, q = SIZE_MAX, w = SIZE_MAX;

	diag_init(&d);
	tt_board_on(&B, &R, 20229, 2, transport_find_scenario(&R,
	    "rare_cargo"), 210, 148);
	assert_int_equal(make_content(&B, &R, &d), 0);
	n = transport_part(&B)->ncity;
	for (i = 0; i < n; i++) {
		if (strcmp(transport_part(&B)->city[i].name, "Quillmouth") == 0)
			q = i;
		if (strcmp(transport_part(&B)->city[i].name, "Willowford") == 0)
			w = i;
	}
	assert_true(q < n && w < n);
	l = calloc(n + 1, sizeof(*l));
	assert_non_null(l);
	assert_int_equal(placed(&R, l), 0);
	assert_true(l[w].capital);
	/* Quillmouth's name's patch, off Willowford's square's outline. */
	translabel_ink(&l[w], 0, &a);
	assert_near(a.x1 - l[w].box[0].x1, TRANSLABEL_CAPITAL_LINE / 2, 1e-9);
	assert_int_equal(l[q].what[1], TRANSLABEL_NAME);
	assert_false(translabel_overlap(&a, &l[q].box[1]));
	/* And every mark of a city off every other's marker, as printed. */
	for (i = 0; i < n; i++)
		for (k = 0; k < n; k++)
			for (v = 1; k != i && v < l[k].nbox; v++) {
				translabel_ink(&l[i], 0, &a);
				assert_false(translabel_overlap(&a,
				    &l[k].box[v]));
			}
	assert_string_equal(detail(&R), "");
	free(l);
	diag_fini(&d);
}

/*
 * tree_marks_clear: the tree marks of m[0 .. n - 1] meet no city's mark
 * (a label that reaches over a tree's edge leaves it out); how many.
 */
static size_t
tree_marks_clear(const struct board_mark *m, size_t n)
{
	size_t k, j, trees = 0;

	for (k = 0; k < n; k++) {
		if (strcmp(m[k].what, "tree") != 0)
			continue;
		assert_true(m[k].loose);
		assert_true(transport_part(&B)->tree[m[k].index] >= 0);
		for (j = 0; j < n; j++)
			if (!m[j].loose && strcmp(m[j].what, "legend") != 0)
				assert_false(m[k].x0 < m[j].x1 &&
				    m[j].x0 < m[k].x1 && m[k].y0 < m[j].y1 &&
				    m[j].y0 < m[k].y1);
		trees++;
	}
	return trees;
}

/*
 * The marks sheets cut between hold every transit (a route's middle cell)
 * about its cell's middle, and every tree but those a label reaches over
 * (which the map leaves out), as loose marks; cities, names and the
 * legend are not loose. Over 80 4- and 8-player maps a label does reach
 * over a tree's edge somewhere.
 */
static void
marks_hold_pieces(void **state)
{
	struct board_mark *m;
	struct diag d;
	size_t n, i, k, cells, transits, trees, dropped = 0;
	double x0, y0;
	uint64_t s;
	uint8_t *mid;

	(void)state;
	diag_init(&d);
	for (s = 1; s <= 80; s++) {
		tt_board(&B, &R, s, s % 2 ? 4 : 8, 0);
		assert_int_equal(make_content(&B, &R, &d), 0);
		cells = (size_t)B.cols * (size_t)B.rows;
		mid = calloc(cells, 1);
		assert_non_null(mid);
		for (i = 0; i < transport_part(&B)->nroute; i++)
			mid[board_route_cells(
			    &B, i)[transport_part(&B)->route[i].len / 2]] = 1;
		m = board_marks(&B, &R, NULL, &n);
		transport_origin(&B, &x0, &y0);
		for (k = 0, transits = 0; k < n; k++) {
			if (strcmp(m[k].what, "transit") != 0) {
				assert_true(!m[k].loose ||
				    strcmp(m[k].what, "tree") == 0);
				continue;
			}
			assert_true(m[k].loose && mid[m[k].index]);
			assert_true(fabs((m[k].x0 + m[k].x1) / 2 - (x0 +
			    (m[k].index % B.cols + 0.5) * B.cell)) < 1e-9);
			assert_true(fabs((m[k].y0 + m[k].y1) / 2 - (y0 +
			    (m[k].index / B.cols + 0.5) * B.cell)) < 1e-9);
			transits++;
		}
		for (i = 0, k = 0; i < cells; i++)
			k += mid[i];
		assert_int_equal(transits, k);
		trees = tree_marks_clear(m, n);
		for (i = 0, k = 0; i < cells; i++)
			k += transport_part(&B)->tree[i] >= 0;
		assert_true(trees <= k);
		dropped += k - trees;
		free(mid);
		free(m);
	}
	assert_true(dropped > 0);
	diag_fini(&d);
}

/* same_plan: kept and fresh place every one of n cities' marks alike. */
static void
same_plan(const struct transport_plan *kept,
    const struct transport_plan *fresh, size_t n, const char *what)
{
	size_t i, u;

	assert_memory_equal(&kept->legend, &fresh->legend,
	    sizeof(kept->legend));
	for (i = 0; i < n; i++) {
		const struct translabel *a = &kept->l[i], *b = &fresh->l[i];

		if (a->nbox != b->nbox || a->name_at != b->name_at ||
		    a->goods_at != b->goods_at || a->bonus_at != b->bonus_at ||
		    a->bonus != b->bonus || a->ngood != b->ngood ||
		    a->x != b->x || a->y != b->y)
			fail_msg("%s: city %zu placed apart from a fresh plan",
			    what, i);
		for (u = 0; u < a->nbox; u++)
			if (memcmp(&a->box[u], &b->box[u],
			    sizeof(a->box[u])) != 0 || a->what[u] != b->what[u])
				fail_msg("%s: city %zu mark %zu placed apart "
				    "from a fresh plan", what, i, u);
		for (u = 0; u < a->ngood; u++)
			if (strcmp(a->good[u], b->good[u]) != 0)
				fail_msg("%s: city %zu good %zu differs", what,
				    i, u);
	}
}

/* follows: B's kept plan under r is the one a fresh placement gives. */
static void
follows(const struct rules *r, const char *what)
{
	const struct transport_plan *kept = transport_plan_kept(&B, r, NULL);
	struct transport_plan *fresh = transport_board_plan(&B, r);

	same_plan(kept, fresh, transport_part(&B)->ncity, what);
	/* clarity.labels and the marks read the kept one. */
	same_plan(transport_plan_kept(&B, r, NULL), fresh,
	    transport_part(&B)->ncity, what);
	transport_board_plan_free(fresh);
}

/*
 * The plan kept on the board (transport_plan_kept: what validate's
 * clarity.labels, the marks and the drawing read) is always the one a
 * fresh placement gives, whatever is changed in place between two calls,
 * with no clear: a city renamed, moved, made a capital or given another
 * good, a seat's bonus, the paper's width settled to 3 decimals, the
 * rules' safe margin and legend changed in place; and a board read again
 * over the same struct.
 */
static void
kept_plan_follows_the_board(void **state)
{
	struct transport_part *t;
	struct rules rc;
	struct diag d;
	uint64_t s;

	diag_init(&d);
	rules_copy(&rc, &R);
	for (s = 1; s <= 6; s++) {
		tt_board(&B, &rc, s, 2 + (uint32_t)(s % 3) * 2, 0);
		assert_int_equal(make_content(&B, &rc, &d), 0);
		check_board(&B, &rc);
		t = transport_part(&B);
		follows(&rc, "as made");
		snprintf(t->city[0].name, sizeof(t->city[0].name),
		    "Wollongabba-upon-Tweed");
		follows(&rc, "a city renamed");
		t->city[1].col += t->city[1].col > 2 ? -1 : 1;
		follows(&rc, "a city moved");
		t->city[2].capital = t->city[2].capital == BOARD_NONE ? 0 :
		    BOARD_NONE;
		follows(&rc, "a capital");
		if (t->city[3].nwant > 0)
			t->city[3].want[0].value += 5;
		follows(&rc, "a good's value");
		if (B.val.nseat > 0)
			B.val.seat[0].bonus += 2;
		follows(&rc, "a seat's bonus");
		B.width = floor(B.width * 1000 + 0.5) / 1000 - 0.004;
		follows(&rc, "the width settled");
		transport_rules(&rc)->safe_margin += 4;
		follows(&rc, "the safe margin");
		transport_rules(&rc)->safe_margin -= 4;
		transport_rules(&rc)->legend_w = transport_rules(&rc)->legend_w ?
		    0 : 60;
		follows(&rc, "the legend");
		transport_rules(&rc)->legend_w = transport_rules(&R)->legend_w;
		follows(&rc, "the rules back");
	}
	rules_copy_fini(&rc);
	diag_fini(&d);
}

TEST_MAIN(setup, teardown,
    cmocka_unit_test(usual_places),
    cmocka_unit_test(routes_every_way),
    cmocka_unit_test(road_south),
    cmocka_unit_test(forest_kept),
    cmocka_unit_test(bonus_beside),
    cmocka_unit_test(hits),
    cmocka_unit_test(no_place),
    cmocka_unit_test(safe_margin_kept),
    cmocka_unit_test(between_routes),
    cmocka_unit_test(check_judges_placed),
    cmocka_unit_test(marker_outline_kept),
    cmocka_unit_test(marks_hold_pieces),
    cmocka_unit_test(kept_plan_follows_the_board))
