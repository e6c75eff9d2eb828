/* test_sheet.c: tiling plans: sheet counts and the regions they show. */
#include "testutil.h"

#include <math.h>

#include "board/mark.h"
#include "sheet/sheet.h"

/* ceil((L - o) / (p - o)) per axis, p the printable length. */
static int
formula(double L, double p, double o)
{
	return L <= p ? 1 : (int)ceil((L - o) / (p - o));
}

static void
a3_on_a4_takes_four(void **state)
{
	struct sheet_tiling tp;
	double pw = SHEET_COMMON_W - 2 * SHEET_DEAD,
	    ph = SHEET_COMMON_H - 2 * SHEET_DEAD;

	/* Landscape sheets: 2 x 2; portrait ones would take 3 x 2. */
	assert_int_equal(sheet_tile_plan(&tp, 420, 297, "A4", 12.7, NULL, 0), 4);
	assert_int_equal(tp.nx, formula(420, ph, 12.7));
	assert_int_equal(tp.ny, formula(297, pw, 12.7));
	assert_true(tp.sw > tp.sh);
	assert_int_equal(formula(420, pw, 12.7) * formula(297, ph, 12.7), 6);
	sheet_tiling_fini(&tp);
	assert_int_equal(sheet_tile_plan(&tp, 420, 297, "Letter", 12.7, NULL, 0), 4);
	sheet_tiling_fini(&tp);
	assert_int_equal(sheet_tile_plan(&tp, 297, 210, "A4", 12.7, NULL, 0), 2);
	assert_true(tp.sw < tp.sh);
	sheet_tiling_fini(&tp);
	assert_int_equal(sheet_tile_plan(&tp, 150, 100, "A4", 12.7, NULL, 0), 1);
	sheet_tiling_fini(&tp);
	assert_int_equal(sheet_tile_plan(&tp, 420, 297, "B5", 12.7, NULL, 0), -1);
}

static void
regions_overlap_and_cover(void **state)
{
	struct sheet_tiling tp;
	double x, y, w, h, px = 0, pxw = 0;
	int i;

	sheet_tile_plan(&tp, 600, 200, "A4", 12.7, NULL, 0);
	for (i = 0; i < tp.nx; i++) {
		sheet_tile_region(&tp, 600, 200, i, 0, &x, &y, &w, &h);
		assert_true(y == 0 && h <= tp.ah + 1e-9);
		if (i > 0) /* each starts the overlap before the last ends */
			assert_true(fabs(px + pxw - x - 12.7) < 1e-9);
		assert_true(w <= tp.aw + 1e-9 && w > 0);
		px = x;
		pxw = w;
	}
	assert_true(fabs(px + pxw - 600) < 1e-9); /* the last reaches the end */
	sheet_tiling_fini(&tp);
}

/*
 * Each sheet lies over the one before: only its start shows. A label
 * across the even start: the sheet starts before it (the overlap grows);
 * one across the even end, hidden under the next sheet, stays; a back's
 * mark across the end (face 1): the sheet ends before it.
 */
static void
cuts_go_round_marks(void **state)
{
	struct board_mark m[2] = {
		{ 170, 50, 200, 55, 1, "name", 0, 0, 0 },
		{ 150, 150, 160, 160, 1, "city", 1, 0, 0 },
	};
	struct sheet_tiling tp;
	double x, y, w, h, even = SHEET_COMMON_H - 2 * SHEET_DEAD;

	/* 420 x 100 on landscape A4: columns of at most 266.7 mm. */
	assert_int_equal(sheet_tile_plan(&tp, 420, 100, "A4", 12.7, m, 2), 2);
	sheet_tile_region(&tp, 420, 100, 0, 0, &x, &y, &w, &h);
	assert_true(x == 0 && w == even); /* nothing in the way: even */
	sheet_tiling_fini(&tp);
	m[0].x0 = even - 5;
	m[0].x1 = even + 5;
	m[1].x0 = even - 12.7 - 3; /* across where the next would start */
	m[1].x1 = even - 12.7 + 3;
	assert_int_equal(sheet_tile_plan(&tp, 420, 100, "A4", 12.7, m, 2), 2);
	sheet_tile_region(&tp, 420, 100, 0, 0, &x, &y, &w, &h);
	assert_true(w == even);
	sheet_tile_region(&tp, 420, 100, 1, 0, &x, &y, &w, &h);
	assert_null(board_mark_across(m, 2, 0, x, BOARD_MARK_CUT_CLEAR));
	assert_true(fabs(x - (even - 12.7 - 3 - BOARD_MARK_CUT_CLEAR)) < 1e-9);
	assert_int_equal(tp.path[0][0].n, 0); /* a straight cut */
	sheet_tiling_fini(&tp);
	m[0].face = 1;
	assert_int_equal(sheet_tile_plan(&tp, 420, 100, "A4", 12.7, m, 2), 2);
	sheet_tile_region(&tp, 420, 100, 0, 0, &x, &y, &w, &h);
	assert_true(fabs(w - (even - 5 - BOARD_MARK_CUT_CLEAR)) < 1e-9);
	sheet_tiling_fini(&tp);
}

/* clear_of: does point (x, y) keep the cut's clearance, less half a
 * grid cell (0.25 mm), from every mark of m? */
static int
clear_of(const struct board_mark *m, size_t n, double x, double y)
{
	double c = BOARD_MARK_CUT_CLEAR - 0.25 - 1e-9;
	size_t k;

	for (k = 0; k < n; k++)
		if (x > m[k].x0 - c && x < m[k].x1 + c && y > m[k].y0 - c &&
		    y < m[k].y1 + c)
			return 0;
	return 1;
}

/*
 * Marks across every line, as on a nodes board, staggered: the cut is a
 * path between them, from one side of the board to the other, that keeps
 * clear of each; the next sheet starts before it.
 */
static void
paths_between_marks(void **state)
{
	struct board_mark m[42];
	struct sheet_tiling tp;
	const struct sheet_path *p;
	double x, y, w, h, t;
	size_t k;
	int i;

	for (k = 0; k < 42; k++)
		m[k] = (struct board_mark){ 10.0 * k, 50.0 * (k % 2),
			10.0 * k + 12, 50.0 * (k % 2) + 40, 1, "node", k, 0, 0 };
	assert_int_equal(sheet_tile_plan(&tp, 420, 100, "A4", 12.7, m, 42), 2);
	p = &tp.path[0][0];
	assert_true(p->n >= 4);
	assert_true(p->pt[0][1] == 0 && p->pt[p->n - 1][1] == 100);
	sheet_tile_region(&tp, 420, 100, 1, 0, &x, &y, &w, &h);
	for (k = 0; k < p->n; k++) {
		assert_true(p->pt[k][0] >= x && p->pt[k][0] <= tp.aw);
		if (k == 0)
			continue;
		/* Each step, along x or y, keeps clear all along. */
		assert_true(p->pt[k][0] == p->pt[k - 1][0] ||
		    p->pt[k][1] == p->pt[k - 1][1]);
		for (i = 0; i <= 100; i++) {
			t = i / 100.0;
			assert_true(clear_of(m, 42, p->pt[k - 1][0] + t *
			    (p->pt[k][0] - p->pt[k - 1][0]), p->pt[k - 1][1] +
			    t * (p->pt[k][1] - p->pt[k - 1][1])));
		}
	}
	sheet_tiling_fini(&tp);
	/* A mark wider than the reach across every line: no cut. */
	m[41] = (struct board_mark){ 0, 45, 420, 48, 1, "legend", 0, 0, 0 };
	assert_int_equal(sheet_tile_plan(&tp, 420, 100, "A4", 12.7, m, 42), -2);
}

/* The nearest free cut to the middle, either way, within the reach. */
static void
free_near_the_middle(void **state)
{
	struct board_mark m[2] = {
		{ 95, 0, 104, 5, 1, "name", 0, 0, 0 },
		{ 104, 8, 120, 9, 1, "name", 1, 0, 0 },
	};

	assert_true(fabs(board_mark_free_near(m, 2, 0, 100, 80, 120, 1) -
	    94) < 1e-9);
	m[0].x0 = 90;
	assert_true(fabs(board_mark_free_near(m, 2, 0, 100, 80, 130, 1) -
	    89) < 1e-9);
	assert_true(fabs(board_mark_free_near(m, 2, 0, 100, 92, 130, 1) -
	    121) < 1e-9);
	assert_true(board_mark_free_near(m, 2, 0, 100, 95, 105, 1) < 95);
	assert_true(fabs(board_mark_free_near(m, 2, 1, 6, 0, 10, 1) -
	    6) < 1e-9);
	assert_true(fabs(board_mark_free_near(m, 2, 1, 7.5, 0, 12, 1) -
	    7) < 1e-9);
}

/*
 * A loose mark (a tree, a transit) keeps a cut BOARD_MARK_LOOSE_CLEAR
 * away, not BOARD_MARK_CUT_CLEAR: between two trees 1 mm apart a cut
 * fits, between two labels it does not.
 */
static void
loose_marks_let_cuts_by(void **state)
{
	struct board_mark m[2] = {
		{ 90, 0, 99.5, 5, 0, "tree", 0, 0, 1 },
		{ 100.5, 0, 110, 5, 0, "tree", 1, 0, 1 },
	};

	(void)state;
	assert_null(board_mark_across(m, 2, 0, 100, BOARD_MARK_CUT_CLEAR));
	assert_non_null(board_mark_across(m, 2, 0, 99.6, BOARD_MARK_CUT_CLEAR));
	assert_true(fabs(board_mark_free_near(m, 2, 0, 100, 80, 120,
	    BOARD_MARK_CUT_CLEAR) - 100) < 1e-9);
	m[0].loose = m[1].loose = 0;
	assert_non_null(board_mark_across(m, 2, 0, 100, BOARD_MARK_CUT_CLEAR));
	assert_true(fabs(board_mark_free_near(m, 2, 0, 100, 80, 120,
	    BOARD_MARK_CUT_CLEAR) - 89) < 1e-9);
	/* (A smaller clearance asked is kept.) */
	m[0].loose = 1;
	assert_true(board_mark_clear(&m[0], 0.1) == 0.1);
}

/*
 * A back whose marks leave no clear line near the even joins (a dense
 * expedition board's circles, face 1) takes one more sheet, its joins
 * going further back, rather than a join across a circle.
 */
static void
dense_back_takes_a_sheet_more(void **state)
{
	struct board_mark m[12];
	struct sheet_tiling tp;
	double x, y, w, h;
	int k, n, i;

	(void)state;
	/* 297 x 210 on portrait A4 (two sheets when nothing is in the way):
	 * circles 18 mm wide every 12 mm from 98 to 236 along x. */
	for (k = 0; k < 12; k++)
		m[k] = (struct board_mark){ 98 + 12.0 * k, 20.0 + 15 * (k % 8),
			116 + 12.0 * k, 38.0 + 15 * (k % 8), 1, "expedition", k, 1,
			0 };
	assert_int_equal(sheet_tile_plan(&tp, 297, 210, "A4", 12.7, m, 0), 2);
	sheet_tiling_fini(&tp);
	n = sheet_tile_plan(&tp, 297, 210, "A4", 12.7, m, 12);
	assert_int_equal(n, 3);
	for (i = 0; i < n; i++) {
		sheet_tile_region(&tp, 297, 210, i, 0, &x, &y, &w, &h);
		if (x + w < 297)
			assert_null(board_mark_across(m, 12, 0, x + w,
			    BOARD_MARK_CUT_CLEAR));
	}
	sheet_tiling_fini(&tp);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(a3_on_a4_takes_four),
    cmocka_unit_test(regions_overlap_and_cover),
    cmocka_unit_test(cuts_go_round_marks),
    cmocka_unit_test(paths_between_marks),
    cmocka_unit_test(free_near_the_middle),
    cmocka_unit_test(loose_marks_let_cuts_by),
    cmocka_unit_test(dense_back_takes_a_sheet_more))
