/*
 * settle.c (bench_settle): what board_settle costs a board against the
 * deck's round trip in memory (deck_format_board, then the reader's
 * deck_reader_next on that text from a file in /dev/shm), per kind, on
 * boards made whole (structure, content, validate's checks and
 * regeneration) with the shipped rules at gen-graph's defaults. Usage:
 * bench_settle [BOARDS [ROUNDS]] (300, 5). Prints one line a kind: the
 * microseconds a board of each, and settle's share of write + read.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "board/kind.h"
#include "board/make.h"
#include "board/regen.h"
#include "board/settle.h"
#include "core/diag.h"
#include "core/mem.h"
#include "deck/deck.h"
#include "draw/layout.h"

#ifndef BP_TOP
#define BP_TOP "."
#endif

static double
now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* bench: one kind's boards from the rules file at path; 0 or -1. */
static int
bench(const char *path, int n, int rounds)
{
	struct rules r;
	struct board proto, *b;
	struct deck_text t = { 0 };
	struct deck_writer *w;
	struct deck_reader *dr;
	struct regen_why rw;
	struct diag d;
	char file[PATH_MAX];
	double t0, fmt = 0, rd = 0, st = 0, st2 = 0, open = 0, w_, h_;
	size_t bytes = 0;
	int i, k, made = 0;
	FILE *f;

	diag_init(&d);
	rules_init(&r);
	board_init(&proto);
	if (rules_load_file(&r, path, NULL, &d) < 0 ||
	    layout_paper("A4", 1, &w_, &h_) < 0) {
		diag_print(&d, "bench_settle", stderr);
		return -1;
	}
	kind_defaults(&proto, &r);
	snprintf(proto.rules, sizeof(proto.rules), "%s", r.id);
	snprintf(proto.paper, sizeof(proto.paper), "A4");
	proto.players = r.players_min > 4 ? (uint32_t)r.players_min :
	    r.players_max < 4 ? (uint32_t)r.players_max : 4;
	proto.width = w_;
	proto.height = h_;
	b = mem_calloc((size_t)n, sizeof(*b));
	for (i = 0; i < n; i++) {
		board_init(&b[made]);
		make_start(&b[made], &proto, 1 + (uint64_t)i);
		if (make_structure(&b[made], &r, make_attempts(&r), &d) < 0) {
			board_fini(&b[made]);
			diag_clear(&d);
			continue;
		}
		make_content(&b[made], &r, &d);
		regen_board(&b[made], &r, 50, &rw);
		diag_clear(&d);
		made++;
	}
	/* The deck of them all, in memory, for the reader. */
	snprintf(file, sizeof(file), "/dev/shm/bench-settle-%ld.xml",
	    (long)getpid());
	if (!(f = fopen(file, "w")))
		return -1;
	w = deck_writer_new(f);
	deck_writer_begin(w, &r);
	for (i = 0; i < made; i++)
		deck_writer_board(w, &b[i], &r);
	deck_writer_end(w);
	deck_writer_free(w);
	fclose(f);
	for (k = 0; k < rounds; k++) {
		struct board p;

		/* Writing: each board formatted, the text reused. */
		t0 = now();
		for (i = 0; i < made; i++) {
			t.n = 0;
			deck_format_board(&t, &b[i], &r);
			bytes += k == 0 ? t.n : 0;
		}
		fmt += now() - t0;
		/* Reading: the deck's header once (apart), then each board. */
		board_init(&p);
		t0 = now();
		dr = deck_reader_new(file, NULL, NULL, &d);
		open += now() - t0;
		if (!dr)
			return -1;
		t0 = now();
		while (deck_reader_next(dr, &p) == 1)
			;
		rd += now() - t0;
		deck_reader_free(dr);
		board_fini(&p);
	}
	/* Settling: the boards as made once (then settled, the same work). */
	t0 = now();
	for (i = 0; i < made; i++)
		board_settle(&b[i], &r);
	st = now() - t0;
	t0 = now();
	for (k = 0; k < rounds; k++)
		for (i = 0; i < made; i++)
			board_settle(&b[i], &r);
	st2 = now() - t0;
	unlink(file);
	fmt = fmt / rounds / made * 1e6;
	rd = rd / rounds / made * 1e6;
	open = open / rounds * 1e6;
	st = st / made * 1e6;
	st2 = st2 / rounds / made * 1e6;
	printf("%-9s %4d boards, %6zu bytes a board: write %7.1f us, read "
	    "%7.1f us (header %.0f us a deck), settle %5.2f us (again %5.2f "
	    "us): %.4f of write + read, %.0fx less\n", kind_name(r.kind), made,
	    bytes / (size_t)made, fmt, rd, open, st, st2, st / (fmt + rd),
	    (fmt + rd) / st);
	for (i = 0; i < made; i++)
		board_fini(&b[i]);
	free(b);
	free(t.s);
	board_fini(&proto);
	rules_fini(&r);
	diag_fini(&d);
	return 0;
}

int
main(int argc, char **argv)
{
	static const char *const rules[] = { "lanternfall", "tidewater",
		"cinderdeep" };
	char path[PATH_MAX];
	int n = argc > 1 ? atoi(argv[1]) : 300;
	int rounds = argc > 2 ? atoi(argv[2]) : 5;
	size_t i;

	if (n < 1 || rounds < 1)
		return 2;
	for (i = 0; i < sizeof(rules) / sizeof(rules[0]); i++) {
		snprintf(path, sizeof(path), "%s/templates/rules/%s.rules",
		    BP_TOP, rules[i]);
		if (bench(path, n, rounds) < 0)
			return 2;
	}
	return 0;
}
