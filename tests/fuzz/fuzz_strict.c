/*
 * fuzz_strict.c: libFuzzer target running the deck reader's structural
 * layer (deck_check_structure) and libxml2's RELAX NG validation against
 * templates/schema/deck.rng side by side on each input
 * (tests/fuzz/strict_diff.h); it aborts when they disagree, or when the
 * whole reader takes a deck the structural layer refused. Its seeds,
 * tests/fuzz/strict/, are real decks of every kind.
 */
#define _GNU_SOURCE
#include <stdint.h>

#include "strict_diff.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct strict_diff sd;
	static int ready;
	int r;

	if (!ready) {
		strict_diff_init(&sd);
		ready = 1;
	}
	r = strict_diff_run(&sd, (const char *)data, size);
	if (r == DIFF_DISAGREE || r == DIFF_READER) {
		fprintf(stderr, "fuzz_strict: %s: schema %s (streaming %s), "
		    "structure %s (%s)\n", r == DIFF_READER ? "the reader "
		    "took what the structure refused" : "disagree",
		    sd.schema_ok ? "takes it" : "refuses it", sd.stream_ok ?
		    "takes it" : "refuses it", sd.fast_ok ? "takes it" :
		    "refuses it", sd.msg);
		abort();
	}
	return 0;
}
