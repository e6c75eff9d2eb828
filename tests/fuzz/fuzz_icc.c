/*
 * fuzz_icc.c: libFuzzer target for the ICC profile check: the input is a
 * profile, checked as layout-pdf --icc checks one (print/icc.h), for a
 * registered condition (FOGRA39), for one of the shop's own and for any
 * (--icc-any: its description quoted in the output intent); a profile
 * taken then converts colours (print/colour.h) as the pages do.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

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
