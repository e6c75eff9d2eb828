/*
 * fuzz_icc.c: libFuzzer target for the ICC profile check: the input is a
 * profile, checked as layout-pdf --icc checks one (print/icc.h), for a
 * registered condition (FOGRA39) and for one of the shop's own.
 */
#include <stdint.h>
#include <stdlib.h>

#include "print/icc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const conditions[] = { "FOGRA39", "Our press" };
	struct diag d;
	int k, rc;

	for (k = 0; k < 2; k++) {
		diag_init(&d);
		rc = icc_check_data(data, size, "fuzz.icc", conditions[k], &d);
		/* A refusal always says why, in exactly one message. */
		if ((rc < 0 && (diag_status(&d) != DIAG_FATAL || d.n != 1)) ||
		    (rc == 0 && d.n != 0))
			abort();
		diag_fini(&d);
	}
	return 0;
}
