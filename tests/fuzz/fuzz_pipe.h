/*
 * fuzz_pipe.h: the pipe in process, shared by the fuzz targets that take
 * rules through it (fuzz_pipe_rules, fuzz_csv): rules taken by the loader
 * make one board (structure, a few attempts), written as a deck and read
 * back as gen-content reads it, given its content, checked and made again
 * as validate does (a few attempts), written and read back again, and
 * laid out to a PDF in memory as layout-pdf does and drawn for a screen
 * as layout-svg does (fuzz_draw.h).
 *
 * It aborts when: a refusal of the options or limits has other than one
 * message; a deck the writer made is refused by the reader; a board's PDF
 * or SVG cannot be made once the board was read and validated.
 */
#ifndef BP_FUZZ_PIPE_H
#define BP_FUZZ_PIPE_H

#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board/board.h"
#include "board/kind.h"
#include "board/limits.h"
#include "board/make.h"
#include "board/regen.h"
#include "board/rules.h"
#include "deck/deck.h"
#include "dungeon/dungeon.h"
#include "draw/layout.h"
#include "fuzz_draw.h"

#ifndef BP_TOP
#define BP_TOP "."
#endif

/* Attempts per stage: enough to take each path, few enough to stay fast. */
#define ATTEMPTS 2

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int deckfd = -1;
static char deckpath[64];

/* write_deck: b as a deck of one board under r, into the deck file. */
static void
write_deck(const struct board *b, const struct rules *r)
{
	struct deck_writer *w;
	FILE *f;

	/* The descriptors share one offset: back to the start too. */
	if (ftruncate(deckfd, 0) != 0 || lseek(deckfd, 0, SEEK_SET) != 0 ||
	    !(f = fdopen(dup(deckfd), "w")))
		abort();
	w = deck_writer_new(f);
	if (deck_writer_begin(w, r) < 0 || deck_writer_board(w, b, r) < 0 ||
	    deck_writer_end(w) < 0)
		abort();
	deck_writer_free(w);
	if (fclose(f) != 0)
		abort();
}

/*
 * read_deck: the deck file's board into b, its rules kept in *dr; what
 * the writer made must be read back.
 */
static void
read_deck(struct deck_reader **dr, struct board *b, struct diag *d)
{
	*dr = deck_reader_new(deckpath, NULL, BP_TOP "/icons", d);
	if (!*dr || deck_reader_next(*dr, b) != 1) {
		diag_print(d, "fuzz_pipe: the reader refused the writer",
		    stderr);
		abort();
	}
}

/* proto: the board gen-graph would make first, with its default options. */
static void
proto(struct board *b, const struct rules *r)
{
	double w, h;

	layout_paper("A4", 1, &w, &h);
	kind_defaults(b, r);
	snprintf(b->rules, sizeof(b->rules), "%s", r->id);
	snprintf(b->paper, sizeof(b->paper), "A4");
	b->players = (uint32_t)(r->players_min > 4 ? r->players_min :
	    r->players_max < 4 ? r->players_max : 4);
	b->width = w;
	b->height = h;
	b->seed = 1;
	b->attempt = 0;
	board_set_id(b);
}

/* fuzz_pipe: rules r (taken by the loader) through the pipe, as above. */
static void
fuzz_pipe(struct rules *r, struct diag *d)
{
	struct dungeon_opts none = { NULL, 0, 0, 0, 0, -1 };
	struct deck_reader *dr = NULL, *dr2 = NULL;
	struct regen_why why;
	struct board b;
	int rc, attempts;

	if (deckfd < 0)
		deckfd = fuzz_memfd("deck", deckpath, sizeof(deckpath));
	board_init(&b);
	proto(&b, r);
	/* gen-graph's checks of the options, then of the limits. */
	if (dungeon_options_apply(&none, r, b.width, b.height, d) < 0 ||
	    limit_check(r, &b, d) < 0) {
		if (diag_status(d) != DIAG_FATAL || d->n != 1)
			abort();
		goto out;
	}
	attempts = make_attempts(r) < ATTEMPTS ? make_attempts(r) : ATTEMPTS;
	if (make_structure(&b, r, attempts, d) < 0)
		goto out;
	/* gen-graph | gen-content: the structure through a deck. */
	write_deck(&b, r);
	read_deck(&dr, &b, d);
	diag_clear(d);
	make_content(&b, deck_reader_rules(dr), d);
	/* | validate: checked, and made again while it fails. */
	rc = regen_board(&b, deck_reader_rules(dr), ATTEMPTS, &why);
	write_deck(&b, deck_reader_rules(dr));
	/* | layout-pdf: a valid board is drawn. */
	read_deck(&dr2, &b, d);
	if (getenv("FUZZ_PIPE_DEBUG"))
		fprintf(stderr, "%s: attempt %u, %s %s\n", b.id, b.attempt,
		    rc == 0 ? "valid" : "invalid", why.detail);
	if (rc == 0)
		fuzz_draw(&b, deck_reader_rules(dr2), d);
out:
	deck_reader_free(dr2);
	deck_reader_free(dr);
	board_fini(&b);
}

#endif
