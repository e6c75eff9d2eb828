/*
 * fuzz_deck.c: libFuzzer target for the deck reader: the input is a deck;
 * every board read is then checked as validate checks it. Built twice:
 * plain (the SAX reader) and with FUZZ_SCHEMA (xmlTextReader and the
 * RELAX NG schema). tests/fuzz/README.md says how to run it.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <unistd.h>

#include "board/check.h"
#include "deck/deck.h"

#ifndef BP_TOP
#define BP_TOP "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* The reader takes a path: the input goes through a memory file. */
	static int fd = -1;
	static char path[64];
	struct deck_reader *dr;
	struct board b;
	struct diag d;
	int k;

	if (fd < 0) {
		fd = memfd_create("deck", 0);
		if (fd < 0)
			abort();
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	}
	if (ftruncate(fd, 0) != 0 || pwrite(fd, data, size, 0) !=
	    (ssize_t)size)
		abort();
	diag_init(&d);
#ifdef FUZZ_SCHEMA
	dr = deck_reader_new(path, BP_TOP "/templates/schema/deck.rng", NULL,
	    &d);
#else
	dr = deck_reader_new(path, NULL, NULL, &d);
#endif
	if (dr) {
		board_init(&b);
		while ((k = deck_reader_next(dr, &b)) > 0)
			check_board(&b, deck_reader_rules(dr));
		board_fini(&b);
		deck_reader_free(dr);
	}
	/* Every refusal is a message: a silent failure is a bug. */
	if (!dr || k < 0) {
		if (diag_status(&d) != DIAG_FATAL)
			abort();
	}
	diag_fini(&d);
	return 0;
}
