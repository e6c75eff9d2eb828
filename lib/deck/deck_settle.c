/* deck_settle.c: a board through the deck's writer and reader in memory. */
#include "deck/deck.h"

#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "board/settle.h"
#include "core/mem.h"
#include "deck/deck_read_int.h"

struct deck_settle {
	struct deck_reader *dr;
	struct deck_text text; /* the head, then the last board's text */
	unsigned long nl;      /* the line breaks of the stream so far */
	int lines;             /* only the lines of a board settled in place */
};

/* breaks: the line breaks in n bytes at p. */
static unsigned long
breaks(const char *p, size_t n)
{
	const char *e = p + n;
	unsigned long k = 0;

	while (p < e && (p = memchr(p, '\n', (size_t)(e - p))) != NULL) {
		k++;
		p++;
	}
	return k;
}

struct deck_settle *
deck_settle_new(const struct rules *r, const char *name, struct diag *d)
{
	struct deck_settle *s = mem_calloc(1, sizeof(*s));
	struct deck_text again = { 0 };
	struct deck_reader *dr;
	int same;

	s->dr = dr = deckr_new_push(name, d);
	if (deck_format_head(&s->text, r) < 0) {
		diag_add(d, DIAG_FATAL, name, 0, NULL, NULL,
		    "%s boards cannot be written yet", kind_name(r->kind));
		goto fail;
	}
	/*
	 * The head's last element is closed in what is pushed, so the
	 * parser has seen all of it; the next element is a board (the
	 * reader's head_done, as its first board sets it in a file).
	 */
	if (deckr_sax_push(dr, s->text.s, s->text.n) < 0)
		goto fail;
	if (!dr->rules_done || dr->in_style || dr->in_asset || dr->in_pins) {
		err_at(dr, 0, "the deck's head did not close");
		goto fail;
	}
	dr->head_done = 1;
	s->nl = breaks(s->text.s, s->text.n);
	if (deckr_head(dr, NULL, d) < 0)
		goto fail;
	/* The rules once more through the writer: the same bytes, or the
	 * rules a later tool reads are not the ones written. */
	same = deck_format_head(&again, &dr->rules) == 0 &&
	    again.n == s->text.n && memcmp(again.s, s->text.s, again.n) == 0;
	free(again.s);
	if (!same) {
		diag_add(d, DIAG_FATAL, name, 0, NULL, NULL, "rules %s: read "
		    "back from the deck, they are written otherwise", r->id);
		goto fail;
	}
	return s;
fail:
	if (diag_status(d) == DIAG_OK)
		diag_add(d, DIAG_FATAL, name, 0, NULL, NULL,
		    "cannot read deck");
	deck_settle_free(s);
	return NULL;
}

const struct rules *
deck_settle_rules(const struct deck_settle *s)
{
	return &s->dr->rules;
}

int
deck_settle(struct deck_settle *s, struct board *b)
{
	const char *gt;

	s->dr->board[0] = '\0';
	s->text.n = 0;
	/*
	 * A kind with a settle of its own is changed in place as the reader
	 * would read it (board/settle.h); its line is the one libxml2 gives
	 * the reader's <board>: the stream's line where that start tag ends.
	 */
	if (s->lines && kind_of(b->kind) && kind_of(b->kind)->settle)
		deck_format_board_lines(&s->text, b, &s->dr->rules);
	else
		deck_format_board(&s->text, b, &s->dr->rules);
	if (board_settle(b, &s->dr->rules) == 0) {
		gt = memchr(s->text.s, '>', s->text.n);
		b->line = (unsigned)(s->nl + 1 + breaks(s->text.s, gt ?
		    (size_t)(gt - s->text.s) : 0));
		s->nl += breaks(s->text.s, s->text.n);
		return 0;
	}
	if (deckr_sax_push(s->dr, s->text.s, s->text.n) < 0 ||
	    deckr_sax_take(s->dr, b) < 0) {
		board_clear(b);
		return -1;
	}
	return 0;
}

void
deck_settle_lines(struct deck_settle *s, int lines)
{
	s->lines = lines;
}

const struct deck_text *
deck_settle_text(const struct deck_settle *s)
{
	return &s->text;
}

void
deck_settle_free(struct deck_settle *s)
{
	if (!s)
		return;
	deck_reader_free(s->dr);
	free(s->text.s);
	free(s);
}
