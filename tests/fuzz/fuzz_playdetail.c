/*
 * fuzz_playdetail.c: libFuzzer target for fairness.play's detail as a
 * deck carries it (board/check.h, check_play_parse: what layout-pdf's
 * PDF/VT record and press-tool's manifest read back): a line taken must
 * name a known verdict, at least one game, 1 to CHECK_PLAY_SEATS seats,
 * and shares, bounds and spread within [0, 1].
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct check_play cp;
	char *line = malloc(size + 1);
	int k;

	if (!line)
		abort();
	memcpy(line, data, size);
	line[size] = '\0';
	if (check_play_parse(line, &cp)) {
		if (strcmp(cp.verdict, "fair") && strcmp(cp.verdict, "unfair") &&
		    strcmp(cp.verdict, "undecided"))
			abort();
		if (cp.games < 1 || cp.seats < 1 || cp.seats > CHECK_PLAY_SEATS ||
		    !memchr(cp.bot, '\0', sizeof(cp.bot)))
			abort();
		if (!(cp.spread >= 0 && cp.spread <= 1))
			abort();
		for (k = 0; k < cp.seats; k++)
			if (!(cp.share[k] >= 0 && cp.share[k] <= 1 &&
			    cp.lo[k] >= 0 && cp.lo[k] <= 1 && cp.hi[k] >= 0 &&
			    cp.hi[k] <= 1))
				abort();
	}
	free(line);
	return 0;
}
