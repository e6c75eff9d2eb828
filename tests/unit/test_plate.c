/*
 * test_plate.c: the plate a board's caption sits on (issue 33): a style's
 * [plate] read over the rules (board/style.c), the tone of a picture that
 * stands for it by default (picture/picture.c), and when a caption on the
 * bare board wants one (sheet/draw.c).
 */
#include "testutil.h"

#include <string.h>

#include "board/style.h"
#include "picture/picture.h"
#include "sheet/draw.h"

/* apply: style text s over r; its status. */
static int
apply(struct rules *r, const char *s, struct diag *d)
{
	return style_apply_text(r, s, strlen(s), "t.style", 1, d);
}

static void
plate_from_the_style(void **state)
{
	struct rules r;
	struct diag d;

	(void)state;
	assert_int_equal(tu_rules(&r), 0);
	diag_init(&d);
	assert_int_equal(r.plate_set, 0);
	assert_int_equal(draw_plate_wanted(&r), 0);
	assert_int_equal(apply(&r, "[style]\nid x\nkind nodes\n[plate]\n"
	    "colour  #F4ECD6\nborder  cmyk 0 0 0 70\n", &d), 0);
	assert_int_equal(r.plate_set, 1);
	assert_int_equal(r.border_set, 1);
	assert_int_equal(r.plate, 0xF4ECD6);
	assert_int_equal(r.plate_border, STYLE_CMYK | 70);
	assert_int_equal(draw_plate_wanted(&r), 1);
	diag_fini(&d);
	rules_fini(&r);
}

static void
a_bad_plate_changes_nothing(void **state)
{
	struct rules r;
	struct diag d;

	(void)state;
	assert_int_equal(tu_rules(&r), 0);
	diag_init(&d);
	assert_int_equal(apply(&r, "[style]\nid x\nkind nodes\n[plate]\n"
	    "colour  #F4ECD6\nshade  #000000\n", &d), -1);
	assert_int_equal(d.n, 1);
	assert_non_null(strstr(d.v[0].msg, "unknown setting \"shade\" in "
	    "[plate]"));
	assert_int_equal(d.v[0].line, 6);
	/* Nothing of it is kept: the rules are as they were. */
	assert_int_equal(r.plate_set, 0);
	assert_int_equal(r.plate, 0);
	diag_fini(&d);
	rules_fini(&r);
}

static void
tone_is_the_mean_in_light(void **state)
{
	unsigned char px[6] = { 255, 255, 255, 0, 0, 0 };
	unsigned char flat[6] = { 0xF4, 0xEC, 0xD6, 0xF4, 0xEC, 0xD6 };
	struct picture pic = { 2, 1, px };

	(void)state;
	/* White and black: half the light, sRGB 188 (not 128). */
	assert_int_equal(picture_tone(&pic), 0xBCBCBC);
	pic.rgb = flat;
	assert_int_equal(picture_tone(&pic), 0xF4ECD6);
	pic.w = 0;
	assert_int_equal(picture_tone(&pic), 0xFFFFFF);
}

TEST_MAIN(tu_rules_setup, tu_rules_teardown,
    cmocka_unit_test(plate_from_the_style),
    cmocka_unit_test(a_bad_plate_changes_nothing),
    cmocka_unit_test(tone_is_the_mean_in_light))
