/*
 * fuzz_rules.c: libFuzzer target for the rules reader: the input is a
 * rules file, loaded as gen-graph --rules loads one (icons unchecked).
 */
#include <stdint.h>
#include <stdlib.h>

#include "board/rules.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct rules r;
	struct diag d;
	int rc;

	rules_init(&r);
	diag_init(&d);
	rc = rules_load_text(&r, (const char *)data, size, "fuzz.rules", 1,
	    NULL, &d);
	/* A refusal always says why, in exactly one message. */
	if (rc < 0 && (diag_status(&d) != DIAG_FATAL || d.n != 1))
		abort();
	if (rc == 0 && d.n != 0)
		abort();
	rules_fini(&r);
	diag_fini(&d);
	return 0;
}
