/*
 * fuzz_icc.c: libFuzzer target for the ICC profile check: the input is a
 * profile, checked as layout-pdf --icc checks one (print/icc.h), for a
 * registered condition (FOGRA39) and for one of the shop's own; a
 * profile taken then converts colours (print/colour.h) as the pages do.
 */
#include <stdint.h>
#include <stdlib.h>

#include "print/colour.h"
#include "print/icc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

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
	}
	colour_conv_free(c);
	diag_fini(&d);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const conditions[] = { "FOGRA39", "Our press" };
	struct diag d;
	int k, rc;

	for (k = 0; k < 2; k++) {
		diag_init(&d);
		rc = icc_check_data(data, size, "fuzz.icc", conditions[k],
		    2 + 2 * k, &d);
		/* A refusal always says why, in exactly one message. */
		if ((rc < 0 && (diag_status(&d) != DIAG_FATAL || d.n != 1)) ||
		    (rc == 0 && d.n != 0))
			abort();
		diag_fini(&d);
		if (rc == 0)
			convert(data, size);
	}
	return 0;
}
