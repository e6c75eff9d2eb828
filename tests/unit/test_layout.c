/* test_layout.c: paper names and nested page boxes. */
#include "testutil.h"

#include "draw/layout.h"

static void
papers(void **state)
{
	double w, h;

	assert_int_equal(layout_paper("A4", 1, &w, &h), 0);
	assert_near(w, 297, 0);
	assert_near(h, 210, 0);
	assert_int_equal(layout_paper("a4", 0, &w, &h), 0);
	assert_near(w, 210, 0);
	assert_int_equal(layout_paper("Letter", 1, &w, &h), 0);
	assert_near(w, 279.4, 1e-9);
	assert_near(h, 215.9, 1e-9);
	assert_int_equal(layout_paper("A3", 1, &w, &h), 0);
	assert_near(w, 420, 0);
	assert_int_equal(layout_paper("500x400", 1, &w, &h), 0);
	assert_near(w, 500, 0);
	assert_int_equal(layout_paper("400x500", 1, &w, &h), 0);
	assert_near(w, 500, 0);
	assert_int_equal(layout_paper("A9", 1, &w, &h), -1);
	assert_int_equal(layout_paper("10x400", 1, &w, &h), -1);
	assert_int_equal(layout_paper("x", 1, &w, &h), -1);
	assert_int_equal(layout_paper("nanxinf", 1, &w, &h), -1);
}

static void
boxes_nest(void **state)
{
	struct layout_page pg;

	layout_page(&pg, 297, 210, 3, 10);
	assert_near(pg.media_w, 297 + 6 + 20, 1e-9);
	assert_near(pg.media_h, 210 + 6 + 20, 1e-9);
	assert_near(pg.bleed_x0, 10, 1e-9);
	assert_near(pg.trim_x0, 13, 1e-9);
	assert_true(pg.bleed_x0 + pg.bleed_w <= pg.media_w);
	assert_near(pg.trim_x0 - pg.bleed_x0, 3, 1e-9);
	assert_near(pg.bleed_x0 + pg.bleed_w - pg.trim_x0 - pg.trim_w, 3,
	    1e-9);
}

/* A long-edge duplex turns a portrait sheet left to right, else top to
 * bottom. */
static void
turns_sideways(void **state)
{
	struct layout_page pg;

	layout_page(&pg, 210, 297, 3, 0);
	assert_true(layout_turns_sideways(&pg));
	layout_page(&pg, 297, 210, 3, 10);
	assert_false(layout_turns_sideways(&pg));
	layout_page(&pg, 200, 200, 0, 0);
	assert_false(layout_turns_sideways(&pg));
}

/* The yes/no settings: black overprint on by default, and marks. */
static void
switches(void **state)
{
	struct layout_template t;
	char err[128];

	layout_template_defaults(&t);
	assert_int_equal(t.overprint, 1);
	assert_int_equal(t.marks, 0);
	assert_int_equal(layout_template_set(&t, "overprint", "no", err,
	    sizeof(err)), 0);
	assert_int_equal(t.overprint, 0);
	assert_int_equal(layout_template_set(&t, "marks", "yes", err,
	    sizeof(err)), 0);
	assert_int_equal(t.marks, 1);
	assert_int_equal(t.overprint, 0);
	assert_int_equal(layout_template_set(&t, "overprint", "maybe", err,
	    sizeof(err)), -1);
	assert_string_equal(err, "overprint: yes or no, not \"maybe\"");
	assert_int_equal(t.overprint, 0);
}

/*
 * A folding board's hinges on the page: across the bleed box, at the
 * trim's middles (4 panels, 2 x 2), its thirds along the long side (6,
 * a portrait board: thirds down), the long side's middle alone (2); none
 * flat; the template's panels and hinge read and checked.
 */
static void
fold_lines(void **state)
{
	struct layout_template t;
	struct layout_fold_line f[LAYOUT_FOLD_LINES];
	struct layout_page pg;
	char err[128];

	layout_template_defaults(&t);
	layout_page(&pg, 297, 210, 18, 10);
	assert_int_equal(layout_fold_lines(&t, &pg, f), 0);
	assert_int_equal(layout_template_set(&t, "panels", "4", err,
	    sizeof(err)), 0);
	assert_int_equal(layout_template_set(&t, "hinge", "2.5", err,
	    sizeof(err)), 0);
	assert_int_equal(layout_fold_lines(&t, &pg, f), 2);
	assert_int_equal(f[0].axis, 0);
	assert_near(f[0].x0, 28 + 148.5, 1e-9);
	assert_near(f[0].x1, 28 + 148.5, 1e-9);
	assert_near(f[0].y0, 10, 1e-9);
	assert_near(f[0].y1, 10 + 210 + 36, 1e-9);
	assert_near(f[0].gap, 2.5, 1e-9);
	assert_int_equal(f[1].axis, 1);
	assert_near(f[1].y0, 28 + 105, 1e-9);
	assert_near(f[1].x0, 10, 1e-9);
	assert_near(f[1].x1, 10 + 297 + 36, 1e-9);
	assert_int_equal(layout_template_set(&t, "panels", "6", err,
	    sizeof(err)), 0);
	layout_page(&pg, 210, 297, 3, 0);
	assert_int_equal(layout_fold_lines(&t, &pg, f), 3);
	assert_int_equal(f[0].axis, 0);
	assert_near(f[0].x0, 3 + 105, 1e-9);
	assert_int_equal(f[1].axis, 1);
	assert_near(f[1].y0, 3 + 99, 1e-9);
	assert_near(f[2].y0, 3 + 198, 1e-9);
	assert_int_equal(layout_template_set(&t, "panels", "2", err,
	    sizeof(err)), 0);
	assert_int_equal(layout_fold_lines(&t, &pg, f), 1);
	assert_int_equal(f[0].axis, 1);
	assert_near(f[0].y0, 3 + 148.5, 1e-9);
	assert_int_equal(layout_template_set(&t, "panels", "3", err,
	    sizeof(err)), -1);
	assert_string_equal(err, "panels: 1 (flat), 2, 4 or 6, not \"3\"");
	assert_int_equal(layout_template_set(&t, "hinge", "21", err,
	    sizeof(err)), -1);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(fold_lines),
    cmocka_unit_test(switches),
    cmocka_unit_test(papers),
    cmocka_unit_test(boxes_nest),
    cmocka_unit_test(turns_sideways))
