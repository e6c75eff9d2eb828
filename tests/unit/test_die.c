/* test_die.c: a page's die through die.h's API: cuts and a crease line
 * built, a tile's joins, and the lines drawn as ISO 19593-1 layers in
 * their separations, read back from the written PDF. */
#define _GNU_SOURCE
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "draw/pdf.h"
#include "sheet/die.h"
#include "sheet/sheet.h"

#define FONT BP_TOP "/fonts/DejaVuSans.ttf"

/* has: whether the n bytes at a hold s. */
static int
has(const char *a, size_t n, const char *s)
{
	return memmem(a, n, s, strlen(s)) != NULL;
}

static void
builds_cuts_and_creases(void **state)
{
	struct die dl;

	(void)state;
	die_init(&dl);
	die_board(&dl, 297, 210, 1, 0);
	die_line(&dl, DIE_CREASE, 148.5, 0, 148.5, 210);
	die_line(&dl, DIE_CUT, 1, 1, 1, 1 + 1e-9);
	die_add(&dl, DIE_CUT, NULL, 1, 0); /* one point: nothing */
	assert_int_equal(dl.n, 3);
	assert_int_equal(dl.path[0].step, DIE_CUT);
	assert_true(dl.path[0].closed);
	assert_int_equal(dl.path[0].n, 4);
	assert_near(dl.pt[2][0], 297, 1e-12);
	assert_near(dl.pt[2][1], 210, 1e-12);
	assert_int_equal(dl.path[1].step, DIE_CREASE);
	assert_false(dl.path[1].closed);
	assert_near(dl.pt[dl.path[1].first][0], 148.5, 1e-12);
	die_clear(&dl);
	assert_int_equal(dl.n, 0);
	assert_int_equal(dl.npt, 0);
	die_fini(&dl);
}

/* A quad-fold board's die: the wrap's outer edge cut, the board's edges
 * and its two hinges creased, the hinges across the wrap. */
static void
folding_board_creased(void **state)
{
	struct die dl;

	(void)state;
	die_init(&dl);
	die_board(&dl, 500, 500, 4, 18);
	assert_int_equal(dl.n, 4);
	assert_int_equal(dl.path[0].step, DIE_CUT);
	assert_true(dl.path[0].closed);
	assert_near(dl.pt[0][0], -18, 1e-12);
	assert_near(dl.pt[2][0], 518, 1e-12);
	assert_int_equal(dl.path[1].step, DIE_CREASE);
	assert_true(dl.path[1].closed);
	assert_near(dl.pt[dl.path[1].first + 2][1], 500, 1e-12);
	/* The vertical hinge, then the horizontal one, each across the
	 * wrap. */
	assert_int_equal(dl.path[2].step, DIE_CREASE);
	assert_false(dl.path[2].closed);
	assert_near(dl.pt[dl.path[2].first][0], 250, 1e-12);
	assert_near(dl.pt[dl.path[2].first][1], -18, 1e-12);
	assert_near(dl.pt[dl.path[2].first + 1][1], 518, 1e-12);
	assert_near(dl.pt[dl.path[3].first][0], -18, 1e-12);
	assert_near(dl.pt[dl.path[3].first][1], 250, 1e-12);
	die_clear(&dl);
	/* Flat: the trim alone, whatever the wrap. */
	die_board(&dl, 500, 500, 1, 18);
	assert_int_equal(dl.n, 1);
	assert_near(dl.pt[0][0], 0, 1e-12);
	die_fini(&dl);
}

/* A tile's die: its joins (a planned path on the left, the straight edge
 * on top) and the board's edges it carries, in page mm. */
static void
tile_cuts_its_joins(void **state)
{
	double cut0[] = { 0, 200, 190, 400 }, cut1[] = { 0, 150, 140, 300 };
	double pts[3][2] = { { 195, 0 }, { 192, 100 }, { 195, 300 } };
	struct sheet_path path0 = { pts, 3 };
	struct sheet_tiling tp;
	struct die dl;

	(void)state;
	memset(&tp, 0, sizeof(tp));
	tp.scale = 1;
	tp.nx = tp.ny = 2;
	tp.cut[0] = cut0;
	tp.cut[1] = cut1;
	tp.path[0] = &path0;
	tp.npath[0] = 1;
	die_init(&dl);
	/* Tile (1, 1): x 190-400, y 140-300 of a 400 x 300 board. */
	die_tile(&dl, &tp, 400, 300, 1, 1, 190, 140, 210, 160);
	/* The left join's path, the top's edge, the right and bottom. */
	assert_int_equal(dl.n, 4);
	assert_int_equal(dl.path[0].n, 3);
	assert_near(dl.pt[0][0], 5, 1e-9);
	assert_near(dl.pt[0][1], -140, 1e-9);
	assert_near(dl.pt[1][0], 2, 1e-9);
	assert_near(dl.pt[1][1], -40, 1e-9);
	assert_int_equal(dl.path[1].n, 2);
	assert_near(dl.pt[dl.path[1].first + 1][0], 210, 1e-9);
	assert_near(dl.pt[dl.path[1].first + 1][1], 0, 1e-9);
	die_clear(&dl);
	/* Tile (0, 0): the board's left and top edges alone. */
	die_tile(&dl, &tp, 400, 300, 0, 0, 0, 0, 200, 150);
	assert_int_equal(dl.n, 2);
	die_fini(&dl);
}

/* written: a page with dl drawn as show, the PDF's bytes (stored, not
 * deflated: libdeflate's level 0), *len of them. */
static char *
written(const struct die *dl, unsigned show, size_t *len)
{
	struct layout_page pg;
	struct diag d;
	struct pdf *p;
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);

	diag_init(&d);
	p = pdf_new(FONT, &d);
	assert_non_null(p);
	pdf_set_deflate(p, 0);
	layout_page(&pg, 297, 210, 3, 0);
	assert_int_equal(pdf_page_begin(p, &pg), 0);
	die_draw(p, dl, show, 1);
	assert_int_equal(pdf_write(p, f, &d), 0);
	fclose(f);
	pdf_free(p);
	diag_fini(&d);
	return buf;
}

static void
crease_in_its_layer(void **state)
{
	struct die dl;
	size_t n;
	char *a;

	(void)state;
	die_init(&dl);
	die_board(&dl, 297, 210, 1, 0);
	die_line(&dl, DIE_CREASE, 148.5, 0, 148.5, 210);
	a = written(&dl, DIE_SHOW_STEPS | DIE_SHOW_SPOT, &n);
	/* Both groups, with their metadata, off in the default view. */
	assert_true(has(a, n, "/GTS_ProcStepsType /Cutting"));
	assert_true(has(a, n, "/GTS_ProcStepsType /Creasing"));
	assert_true(has(a, n, "/GTS_ProcStepsGroup /Structural"));
	assert_true(has(a, n, "/OCProperties"));
	assert_true(has(a, n, "/OFF ["));
	/* The crease in its marked content, in the Crease separation,
	 * overprinting, along x = 148.5. */
	assert_true(has(a, n, "/OC /Crease BDC\nq\n0.089 w\n0 J 0 j\n"
	    "/Crease CS 1 SCN\n/E1 gs\n148.5 0 m\n148.5 210 l\nS\nQ\nEMC"));
	assert_true(has(a, n, "/Separation /Crease /DeviceCMYK"));
	assert_true(has(a, n, "/Separation /CutContour /DeviceCMYK"));
	assert_true(has(a, n, "/OP true"));
	free(a);
	/* The separations alone: no layer. */
	a = written(&dl, DIE_SHOW_SPOT, &n);
	assert_false(has(a, n, "/OCProperties"));
	assert_false(has(a, n, "BDC"));
	assert_true(has(a, n, "/Crease CS 1 SCN"));
	free(a);
	/* A proof: plain colours, visible. */
	a = written(&dl, DIE_SHOW_PROOF, &n);
	assert_false(has(a, n, "/Separation"));
	assert_true(has(a, n, "0 1 0 0 K\n"));
	assert_true(has(a, n, "1 0 0 0 K\n"));
	free(a);
	die_fini(&dl);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(builds_cuts_and_creases),
		cmocka_unit_test(folding_board_creased),
		cmocka_unit_test(tile_cuts_its_joins),
		cmocka_unit_test(crease_in_its_layer),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
