/*
 * fuzz_icc.c: libFuzzer target for the ICC profile check: the input is a
 * profile, checked as layout-pdf --icc checks one (print/icc.h), for a
 * registered condition (FOGRA39), for one of the shop's own and for any
 * (--icc-any: its description quoted in the output intent); a profile
 * taken then converts colours (print/colour.h) as the pages do: the
 * designer's colours, held under black by black generation, and a
 * picture's pixels through the device link built on it; and the soft
 * proof (print/proof.h) renders them back, the paper too, and measures
 * the gamut warnings' distance.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "colour/colour.h"
#include "colour/icc.h"
#include "colour/proof.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* pixels: a picture's pixels through c, under black or not: within the
 * cap (and 140 % of C + M + Y under black), or -1. */
static void
pixels(struct colour_conv *c)
{
	unsigned char rgb[3 * 64], cmyk[4 * 64];
	unsigned i, t;
	int under;

	for (i = 0; i < sizeof(rgb); i++)
		rgb[i] = (unsigned char)(i * 37);
	for (under = 0; under < 2; under++) {
		if (colour_conv_pixels(c, rgb, 64, under, cmyk) < 0)
			continue;
		for (i = 0; i < 64; i++) {
			t = (unsigned)cmyk[4 * i] + cmyk[4 * i + 1] +
			    cmyk[4 * i + 2];
			if (t + cmyk[4 * i + 3] > (unsigned)(2.4 * 255) ||
			    (under && t > (unsigned)(1.4 * 255)))
				abort();
		}
	}
}

/* proof: the soft proof through the profile, or one line. */
static void
proof(const uint8_t *data, size_t size)
{
	static const double cmyk[4] = { 0.2, 0.4, 0.6, 0.8 };
	unsigned char px[4 * 16], rgb[3 * 16];
	struct proof *pf;
	struct diag d;
	double out[3];
	size_t i;

	diag_init(&d);
	pf = proof_new(data, size, "fuzz.icc", &d);
	if (!pf && d.n != 1)
		abort();
	if (pf) {
		for (i = 0; i < sizeof(px); i++)
			px[i] = (unsigned char)(i * 53);
		proof_cmyk(pf, cmyk, out);
		proof_paper(pf, out);
		(void)proof_pixels(pf, px, 16, rgb);
		(void)proof_delta(pf, 0x00FF00);
	}
	proof_free(pf);
	diag_fini(&d);
}

/* convert: colours through a profile the check took, within the cap, or
 * one line saying Little CMS cannot. */
static void
convert(const uint8_t *data, size_t size)
{
	static const unsigned rgb[] = { 0x000000, 0x808080, 0xFF0000,
	    0x1F6FB4, 0xFFFFFF };
	struct colour_conv *c;
	struct diag d;
	double v[4];
	size_t i;

	diag_init(&d);
	c = colour_conv_mem(data, size, "fuzz.icc", 2.4, &d);
	if (!c && d.n != 1)
		abort();
	for (i = 0; c && i < sizeof(rgb) / sizeof(rgb[0]); i++) {
		colour_conv_rgb(c, rgb[i], v);
		if (!(v[0] + v[1] + v[2] + v[3] <= 2.4 + 1e-9))
			abort();
		colour_conv_under_black(c, rgb[i], v);
		if (!(v[0] + v[1] + v[2] <= 1.4 + 1e-9) ||
		    !(v[0] + v[1] + v[2] + v[3] <= 2.4 + 1e-9))
			abort();
		(void)colour_conv_under_shift(c, 0x1A237E + (unsigned)i);
	}
	if (c)
		pixels(c);
	colour_conv_free(c);
	diag_fini(&d);
	proof(data, size);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const conditions[] = { "FOGRA39", "Our press",
	    NULL };
	struct diag d;
	char desc[64];
	int k, rc;

	for (k = 0; k < 3; k++) {
		diag_init(&d);
		rc = icc_check_data(data, size, "fuzz.icc", conditions[k],
		    k ? 4 : 2, &d);
		/* A refusal always says why, in exactly one message. */
		if ((rc < 0 && (diag_status(&d) != DIAG_FATAL || d.n != 1)) ||
		    (rc == 0 && d.n != 0))
			abort();
		diag_fini(&d);
		/* The description fits its buffer, "" when there is none. */
		if (rc == 0 && !conditions[k] && (icc_description(data, size,
		    desc, sizeof(desc)) < 0) != !desc[0])
			abort();
		if (rc == 0 && !conditions[k] && strlen(desc) >= sizeof(desc))
			abort();
		if (rc == 0 && conditions[k])
			convert(data, size);
	}
	return 0;
}
