/*
 * fuzz_style.c: libFuzzer target for the style reader: the input is a
 * style file, read as gen-graph --style reads one over the shipped nodes,
 * transport and dungeon rules.
 */
#include <stdint.h>
#include <stdlib.h>

#include "board/rules.h"
#include "board/style.h"

#ifndef BP_TOP
#define BP_TOP "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* dress: the style over the rules at path, checked; aborts on a flaw. */
static void
dress(const char *path, const uint8_t *data, size_t size)
{
	struct rules r;
	struct diag d;
	int rc;

	rules_init(&r);
	diag_init(&d);
	if (rules_load_file(&r, path, NULL, &d) < 0)
		abort();
	rc = style_apply_text(&r, (const char *)data, size, "fuzz.style", 1,
	    &d);
	/* A refusal always says why, in exactly one message. */
	if (rc < 0 && (diag_status(&d) != DIAG_FATAL || d.n != 1 ||
	    r.style || r.files))
		abort();
	if (rc == 0 && (d.n != 0 || !r.style || r.style_len > size))
		abort();
	rules_fini(&r);
	diag_fini(&d);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	dress(BP_TOP "/templates/rules/lanternfall.rules", data, size);
	dress(BP_TOP "/templates/rules/tidewater.rules", data, size);
	dress(BP_TOP "/templates/rules/cinderdeep.rules", data, size);
	return 0;
}
