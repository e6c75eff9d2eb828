/* test_colour.c: the designer's RGB as CMYK through an output profile
 * with Little CMS: greys in black alone at the profile's lightness,
 * colours through the profile, the ink cap kept by black generation (the
 * colour's look kept), what black overprints held 100 % lower in cyan,
 * magenta and yellow only, and profiles that cannot be used refused. */
#include "testutil.h"

#include <lcms2.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "colour/colour.h"

/* The FOGRA39 profile boardpress ships (tests run at the top). */
#define FOGRA39 "icc/FOGRA39-boardpress.icc"

static struct colour_conv *
conv(double ink)
{
	struct diag d;
	struct colour_conv *c;

	diag_init(&d);
	c = colour_conv_new(FOGRA39, ink, &d);
	assert_non_null(c);
	assert_int_equal(d.n, 0);
	diag_fini(&d);
	return c;
}

/* The profile's own: inks as L*a*b*, and sRGB's separation (relative
 * colorimetric with black point compensation), by Little CMS here. */
static void
ref_lab(const double v[4], cmsCIELab *l)
{
	cmsHPROFILE out = cmsOpenProfileFromFile(FOGRA39, "r");
	cmsHPROFILE lab = cmsCreateLab4Profile(NULL);
	cmsHTRANSFORM t = cmsCreateTransform(out, TYPE_CMYK_DBL, lab,
	    TYPE_Lab_DBL, INTENT_RELATIVE_COLORIMETRIC, 0);
	double in[4] = { v[0] * 100, v[1] * 100, v[2] * 100, v[3] * 100 };

	assert_non_null(t);
	cmsDoTransform(t, in, l, 1);
	cmsDeleteTransform(t);
	cmsCloseProfile(lab);
	cmsCloseProfile(out);
}

static void
ref_sep(unsigned rgb, double v[4])
{
	cmsHPROFILE out = cmsOpenProfileFromFile(FOGRA39, "r");
	cmsHPROFILE srgb = cmsCreate_sRGBProfile();
	cmsHTRANSFORM t = cmsCreateTransform(srgb, TYPE_RGB_DBL, out,
	    TYPE_CMYK_DBL, INTENT_RELATIVE_COLORIMETRIC,
	    cmsFLAGS_BLACKPOINTCOMPENSATION);
	double in[3] = { (rgb >> 16 & 255) / 255.0, (rgb >> 8 & 255) / 255.0,
	    (rgb & 255) / 255.0 };
	int i;

	assert_non_null(t);
	cmsDoTransform(t, in, v, 1);
	for (i = 0; i < 4; i++)
		v[i] /= 100;
	cmsDeleteTransform(t);
	cmsCloseProfile(srgb);
	cmsCloseProfile(out);
}

/* de: CIEDE2000 between what inks a and b print. */
static double
de(const double a[4], const double b[4])
{
	cmsCIELab x, y;

	ref_lab(a, &x);
	ref_lab(b, &y);
	return cmsCIE2000DeltaE(&x, &y, 1, 1, 1);
}

/* Neutrals are black ink alone, darker for darker greys (100 % K for
 * those darker than it prints); sRGB black is 100 % K, white no ink. */
static void
greys_in_black_alone(void **state)
{
	struct colour_conv *c = conv(3.0);
	double v[4], last = -1;
	unsigned g;

	for (g = 255; g <= 255; g -= 15) {
		colour_conv_rgb(c, g * 0x010101u, v);
		assert_true(v[0] == 0 && v[1] == 0 && v[2] == 0);
		assert_true(v[3] > last || v[3] == 1);
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

/* A grey prints at the lightness the profile's own separation of it
 * does (before, linear between paper and 100 % K: #808080 at L* 61.7
 * for 54.5, #404040 at 39.8 for 29.6). */
static void
greys_at_the_profiles_lightness(void **state)
{
	static const unsigned grey[] = { 0x808080, 0x404040, 0xC0C0C0,
	    0x202020 + 0x101010 };
	struct colour_conv *c = conv(3.0);
	double v[4], s[4];
	cmsCIELab a, b;
	size_t i;

	for (i = 0; i < sizeof(grey) / sizeof(grey[0]); i++) {
		colour_conv_rgb(c, grey[i], v);
		ref_sep(grey[i], s);
		ref_lab(v, &a);
		ref_lab(s, &b);
		assert_true(fabs(a.L - b.L) < 0.6);
	}
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

/* Dark colours are held to the template's total ink by black
 * generation: more black, not less depth (before, cyan, magenta and
 * yellow were scaled down: ΔE00 6 to 11 at 180 %). */
static void
ink_capped(void **state)
{
	static const unsigned dark[] = { 0x301010, 0x0A2A0A, 0x2B1B3B,
	    0x5D4037, 0x1B5E20 };
	struct colour_conv *lo = conv(2.2), *hi = conv(4.0);
	double v[4], w[4];
	int over = 0;
	size_t i;

	for (i = 0; i < sizeof(dark) / sizeof(dark[0]); i++) {
		colour_conv_rgb(lo, dark[i], v);
		colour_conv_rgb(hi, dark[i], w);
		assert_true(v[0] + v[1] + v[2] + v[3] <= 2.2 + 1e-9);
		if (w[0] + w[1] + w[2] + w[3] > 2.2 + 1e-9) {
			over++;
			assert_true(v[3] >= w[3] - 0.002);
			assert_true(de(v, w) < 1.0);
		}
	}
	/* The cap had something to do. */
	assert_true(over >= 4);
	colour_conv_free(lo);
	colour_conv_free(hi);
}

/*
 * Under black (which overprints with its 100 %), cyan, magenta and yellow
 * are held to the cap less 100 %, not the whole colour: a colour whose
 * three are within that already is the same (the brown, green and red
 * that were squeezed before); one over it gets more black and keeps its
 * look.
 */
static void
under_black(void **state)
{
	static const unsigned same[] = { 0x5D4037, 0x1B5E20, 0xC62828 };
	static const unsigned over[] = { 0x1A237E, 0x4A148C, 0x000080 };
	struct colour_conv *c = conv(2.8);
	double v[4], w[4];
	size_t i;

	for (i = 0; i < sizeof(same) / sizeof(same[0]); i++) {
		colour_conv_rgb(c, same[i], v);
		colour_conv_under_black(c, same[i], w);
		assert_memory_equal(v, w, sizeof(v));
	}
	for (i = 0; i < sizeof(over) / sizeof(over[0]); i++) {
		colour_conv_rgb(c, over[i], v);
		colour_conv_under_black(c, over[i], w);
		assert_true(v[0] + v[1] + v[2] > 1.8);
		assert_true(w[0] + w[1] + w[2] <= 1.8 + 1e-9);
		assert_true(w[0] + w[1] + w[2] + w[3] <= 2.8 + 1e-9);
		assert_true(w[3] > v[3]);
		assert_true(de(v, w) < 2.0);
	}
	colour_conv_free(c);
}

/* Pictures the same way: every pixel within the cap, and under black
 * within the cap less 100 % in cyan, magenta and yellow; white no ink. */
static void
pixels_capped(void **state)
{
	struct colour_conv *c = conv(2.4);
	unsigned char rgb[3 * 512], cmyk[4 * 512];
	unsigned i, t;
	int under;

	for (i = 0; i < 512; i++) {
		rgb[3 * i] = (unsigned char)(i * 37);
		rgb[3 * i + 1] = (unsigned char)(i * 11);
		rgb[3 * i + 2] = (unsigned char)(i * 73 / 3);
	}
	rgb[0] = rgb[1] = rgb[2] = 255;
	for (under = 0; under < 2; under++) {
		assert_int_equal(colour_conv_pixels(c, rgb, 512, under, cmyk),
		    0);
		assert_true(!cmyk[0] && !cmyk[1] && !cmyk[2] && !cmyk[3]);
		for (i = 0; i < 512; i++) {
			t = (unsigned)cmyk[4 * i] + cmyk[4 * i + 1] +
			    cmyk[4 * i + 2];
			assert_true(t + cmyk[4 * i + 3] <= 612);
			if (under)
				assert_true(t <= 357);
		}
	}
	colour_conv_free(c);
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
    cmocka_unit_test(greys_at_the_profiles_lightness),
    cmocka_unit_test(colours_through_the_profile),
    cmocka_unit_test(ink_capped),
    cmocka_unit_test(under_black),
    cmocka_unit_test(pixels_capped),
    cmocka_unit_test(unusable_profiles))
