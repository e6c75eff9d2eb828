/*
 * fuzz_template.c: libFuzzer target for page templates: the input is a
 * page template, read as layout-pdf --template reads one; when it is
 * accepted, two small decks made by gen-graph and gen-content
 * (tests/fuzz/template-nodes.xml, a board with a back, and
 * template-transport.xml, split over 2 x 2 sheets) are laid out with it
 * through the library's layout-pdf path (sheet.h) into a PDF file, in
 * batches of 2 pages, so the merge of batches runs too. A refusal, of the
 * template or of a board, must say why in one message; the PDF must be
 * written and put in place. tests/fuzz/run bounds the time and memory of
 * each input.
 */
#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "deck/deck.h"
#include "sheet/draw.h"
#include "draw/layout.h"
#include "sheet/sheet.h"

#ifndef BP_TOP
#define BP_TOP "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char out_path[64];

static void
cleanup(void)
{
	unlink(out_path);
}

/* lay_out: the deck at path with template t, split or not; aborts when
 * anything fails without a message. */
static void
lay_out(const struct layout_template *t, const char *deck, int split)
{
	struct draw_icons icons;
	struct sheet_opts so;
	struct deck_reader *dr;
	struct sheet *s;
	struct board b;
	struct diag d;
	int k, rc = 0;

	memset(&so, 0, sizeof(so));
	so.t = *t;
	so.split = split;
	so.out = out_path;
	so.font = BP_TOP "/fonts/DejaVuSans.ttf";
	so.batch = 2;
	draw_icons_init(&icons, BP_TOP "/icons");
	so.icons = &icons;
	diag_init(&d);
	if (!(dr = deck_reader_new(deck, NULL, NULL, &d)) ||
	    !(s = sheet_new(&so, &d)))
		abort();
	board_init(&b);
	while (rc == 0 && (k = deck_reader_next(dr, &b)) > 0)
		rc = sheet_add(s, &b, deck_reader_rules(dr), &d);
	if (rc == 0 && k < 0)
		abort();
	if (rc == 0)
		rc = sheet_end(s, &d);
	if (rc == 0)
		rc = sheet_commit(s, &d);
	/*
	 * A board that cannot be laid out is said, once (a template's safe
	 * margin wider than the rules', or a --split with no clear cut, is
	 * the board's: DIAG_INVALID); else a PDF.
	 */
	if (rc < 0 && (diag_status(&d) == DIAG_OK || d.n != 1))
		abort();
	if (rc == 0 && (d.n != 0 || access(out_path, F_OK) != 0))
		abort();
	board_fini(&b);
	sheet_free(s);
	deck_reader_free(dr);
	draw_icons_fini(&icons);
	diag_fini(&d);
	unlink(out_path);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* The reader takes a path: the input goes through a memory file. */
	static int fd = -1;
	static char path[64];
	struct layout_template t;
	struct diag d;
	int rc;

	if (fd < 0) {
		fd = memfd_create("template", 0);
		if (fd < 0)
			abort();
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
		snprintf(out_path, sizeof(out_path),
		    "/tmp/fuzz_template.%ld.pdf", (long)getpid());
		atexit(cleanup);
	}
	if (ftruncate(fd, 0) != 0 || pwrite(fd, data, size, 0) !=
	    (ssize_t)size)
		abort();
	diag_init(&d);
	layout_template_defaults(&t);
	rc = layout_template_load(&t, path, &d);
	/* A refusal always says why, in exactly one message. */
	if (rc < 0 && (diag_status(&d) != DIAG_FATAL || d.n != 1))
		abort();
	if (rc == 0 && d.n != 0)
		abort();
	diag_fini(&d);
	if (rc == 0) {
		lay_out(&t, BP_TOP "/tests/fuzz/template-nodes.xml", 0);
		lay_out(&t, BP_TOP "/tests/fuzz/template-transport.xml", 1);
	}
	return 0;
}
