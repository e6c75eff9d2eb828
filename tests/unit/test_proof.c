/* test_proof.c: the soft proof's colours through the output profile
 * (paper white, pixels as colours), the gamut distance, and a profile
 * it cannot use refused in one line. */
#include "testutil.h"

#include <stdlib.h>

#include "colour/colour.h"
#include "colour/proof.h"

/* proof: a proof through the profile colour_conv reads by default. */
static struct proof *
proof(void)
{
	struct diag d;
	struct colour_conv *c;
	struct proof *pf;
	unsigned char *icc;
	size_t n = 0;

	diag_init(&d);
	c = colour_conv_new(NULL, 3.0, &d);
	assert_non_null(c);
	icc = colour_conv_profile(c, &n);
	assert_non_null(icc);
	assert_true(n > 128);
	pf = proof_new(icc, n, "default", &d);
	assert_non_null(pf);
	assert_int_equal(d.n, 0);
	free(icc);
	colour_conv_free(c);
	diag_fini(&d);
	return pf;
}

/* The paper is CMYK 0 0 0 0 shown absolutely: no brighter than the
 * screen's white, and what proof_cmyk says of no ink; more ink is
 * darker. */
static void
paper_white(void **state)
{
	struct proof *pf = proof();
	double paper[3], none[3], k[3];
	const double zero[4] = { 0, 0, 0, 0 }, black[4] = { 0, 0, 0, 1 };
	int i;

	(void)state;
	proof_paper(pf, paper);
	proof_cmyk(pf, zero, none);
	proof_cmyk(pf, black, k);
	for (i = 0; i < 3; i++) {
		assert_true(paper[i] > 0.5 && paper[i] <= 1);
		assert_near(paper[i], none[i], 1e-12);
		assert_true(k[i] < paper[i] - 0.3);
	}
	proof_free(pf);
}

/* A pixel is shown as the colour of the same CMYK, to 1/255. */
static void
pixels_as_colours(void **state)
{
	static const unsigned char cmyk[] = { 0, 0, 0, 0, 255, 0, 0, 0,
		40, 120, 200, 30, 0, 0, 0, 255 };
	struct proof *pf = proof();
	unsigned char rgb[12];
	double c[4], v[3];
	int i, j;

	(void)state;
	assert_int_equal(proof_pixels(pf, cmyk, 4, rgb), 0);
	for (i = 0; i < 4; i++) {
		for (j = 0; j < 4; j++)
			c[j] = cmyk[4 * i + j] / 255.0;
		proof_cmyk(pf, c, v);
		for (j = 0; j < 3; j++)
			assert_near(rgb[3 * i + j] / 255.0, v[j], 1.5 / 255);
	}
	proof_free(pf);
}

/* Pure sRGB green is far outside a press's gamut; a dull brown, a grey
 * and black (black point compensation) are inside it. */
static void
gamut_distance(void **state)
{
	struct proof *pf = proof();

	(void)state;
	assert_true(proof_delta(pf, 0x00FF00) > PROOF_GAMUT_DE);
	assert_true(proof_delta(pf, 0x806040) < 1.5);
	assert_true(proof_delta(pf, 0x808080) < 1.5);
	assert_true(proof_delta(pf, 0x000000) < 1.5);
	proof_free(pf);
}

/* Bytes that are no profile: NULL, one line. */
static void
unusable_profile(void **state)
{
	static const unsigned char junk[200] = { 1, 2, 3 };
	struct diag d;

	(void)state;
	diag_init(&d);
	assert_null(proof_new(junk, sizeof(junk), "junk.icc", &d));
	assert_int_equal(d.n, 1);
	assert_int_equal(diag_status(&d), DIAG_FATAL);
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(paper_white),
    cmocka_unit_test(pixels_as_colours),
    cmocka_unit_test(gamut_distance),
    cmocka_unit_test(unusable_profile))
