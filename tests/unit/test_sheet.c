/* test_sheet.c: tiling plans: sheet counts and the regions they show. */
#include "testutil.h"

#include <math.h>

#include "print/sheet.h"

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
	assert_int_equal(sheet_tile_plan(&tp, 420, 297, "A4", 12.7), 4);
	assert_int_equal(tp.nx, formula(420, ph, 12.7));
	assert_int_equal(tp.ny, formula(297, pw, 12.7));
	assert_true(tp.sw > tp.sh);
	assert_int_equal(formula(420, pw, 12.7) * formula(297, ph, 12.7), 6);
	assert_int_equal(sheet_tile_plan(&tp, 420, 297, "Letter", 12.7), 4);
	assert_int_equal(sheet_tile_plan(&tp, 297, 210, "A4", 12.7), 2);
	assert_true(tp.sw < tp.sh);
	assert_int_equal(sheet_tile_plan(&tp, 150, 100, "A4", 12.7), 1);
	assert_int_equal(sheet_tile_plan(&tp, 420, 297, "B5", 12.7), -1);
}

static void
regions_overlap_and_cover(void **state)
{
	struct sheet_tiling tp;
	double x, y, w, h, px = 0, pxw = 0;
	int i;

	sheet_tile_plan(&tp, 600, 200, "A4", 12.7);
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
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(a3_on_a4_takes_four),
    cmocka_unit_test(regions_overlap_and_cover))
