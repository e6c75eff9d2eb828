/*
 * fuzz_pipe_rules.c: libFuzzer target for a rules file taken through the
 * whole pipe in process (fuzz_pipe.h): the input is loaded as gen-graph
 * --rules loads it; if accepted and within the limits (limit_check, as
 * gen-graph), one board is made, written as a deck and read back, given
 * its content, checked and made again, and laid out to a PDF in memory.
 * The fuzzer bounds the time and memory of each input (tests/fuzz/run): a
 * rules file that passes limit_check but costs more is a finding.
 *
 * It aborts when: a refusal has no message (or the rules loader more than
 * one); and where fuzz_pipe.h says.
 */
#include "fuzz_pipe.h"

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
	    BP_TOP "/icons", &d);
	/* A refusal always says why, in exactly one message. */
	if (rc < 0 && (diag_status(&d) != DIAG_FATAL || d.n != 1))
		abort();
	if (rc == 0)
		fuzz_pipe(&r, &d);
	rules_fini(&r);
	diag_fini(&d);
	return 0;
}
