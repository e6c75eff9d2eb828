/* test_colour.c: the designer's RGB as CMYK through an output profile
 * with Little CMS: greys in black alone, colours through the profile, the
 * ink cap kept, and profiles that cannot be used refused. */
#include "testutil.h"

#include <lcms2.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "print/colour.h"

static struct colour_conv *
conv(double ink)
{
	struct diag d;
	struct colour_conv *c;

	diag_init(&d);
	c = colour_conv_new(NULL, ink, &d);
	assert_non_null(c);
	assert_int_equal(d.n, 0);
	diag_fini(&d);
	return c;
}

/* Neutrals are black ink alone, darker for darker greys; sRGB black is
 * 100 % K, white no ink at all. */
static void
greys_in_black_alone(void **state)
{
	struct colour_conv *c = conv(3.0);
	double v[4], last = -1;
	unsigned g;

	for (g = 255; g <= 255; g -= 15) {
		colour_conv_rgb(c, g * 0x010101u, v);
		assert_true(v[0] == 0 && v[1] == 0 && v[2] == 0);
		assert_true(v[3] > last);
		last = v[3];
		if (g == 0)
			break;
	}
	colour_conv_rgb(c, 0x000000, v);
	assert_near(v[3], 1, 1e-9);
	colour_conv_rgb(c, 0xFFFFFF, v);
	assert_near(v[3], 0, 1e-9);
	colour_conv_free(c);
}

/* A colour goes through the profile: not the plain under-colour removal
 * (sRGB red is not 0/100/100/0 on a press), and red is mostly M and Y. */
static void
colours_through_the_profile(void **state)
{
	struct colour_conv *c = conv(3.0);
	double r[4], b[4];

	colour_conv_rgb(c, 0xFF0000, r);
	assert_true(r[1] > 0.7 && r[2] > 0.7 && r[0] < 0.2 && r[3] < 0.2);
	assert_false(r[1] == 1 && r[2] == 1 && r[0] == 0 && r[3] == 0);
	colour_conv_rgb(c, 0x1F6FB4, b);
	assert_true(b[0] > b[1] && b[0] > b[2]);
	/* Asked again (remembered), the same. */
	colour_conv_rgb(c, 0xFF0000, b);
	assert_memory_equal(r, b, sizeof(r));
	colour_conv_free(c);
}

/* Dark colours are held to the template's total ink. */
static void
ink_capped(void **state)
{
	static const unsigned dark[] = { 0x101840, 0x301010, 0x0A2A0A,
	    0x202020, 0x2B1B3B };
	struct colour_conv *lo = conv(2.4), *hi = conv(4.0);
	double v[4], w[4];
	int over = 0;
	size_t i;

	for (i = 0; i < sizeof(dark) / sizeof(dark[0]); i++) {
		colour_conv_rgb(lo, dark[i], v);
		colour_conv_rgb(hi, dark[i], w);
		assert_true(v[0] + v[1] + v[2] + v[3] <= 2.4 + 1e-9);
		assert_near(v[3], w[3], 1e-9);
		over += w[0] + w[1] + w[2] + w[3] > 2.4 + 1e-9;
	}
	/* The cap had something to do. */
	assert_true(over > 0);
	colour_conv_free(lo);
	colour_conv_free(hi);
}

/* A profile that is not there, or not CMYK, is one line. */
static void
unusable_profiles(void **state)
{
	char path[] = "/tmp/test_colour_XXXXXX";
	cmsHPROFILE srgb = cmsCreate_sRGBProfile();
	struct diag d;
	int fd = mkstemp(path);

	assert_true(fd >= 0);
	close(fd);
	assert_true(cmsSaveProfileToFile(srgb, path));
	cmsCloseProfile(srgb);
	diag_init(&d);
	assert_null(colour_conv_new("/nonexistent.icc", 2.8, &d));
	assert_int_equal(d.n, 1);
	diag_fini(&d);
	diag_init(&d);
	assert_null(colour_conv_new(path, 2.8, &d));
	assert_int_equal(d.n, 1);
	assert_int_equal(diag_status(&d), DIAG_FATAL);
	diag_fini(&d);
	unlink(path);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(greys_in_black_alone),
    cmocka_unit_test(colours_through_the_profile),
    cmocka_unit_test(ink_capped),
    cmocka_unit_test(unusable_profiles))
