/* deck.h: reading and writing the deck document (XML, format 1). */
#ifndef BP_DECK_H
#define BP_DECK_H

#include <stdio.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

#define DECK_FORMAT 1
#define BP_VERSION "0.1.0"

/*
 * The writer streams one board at a time to out: begin (the deck header
 * with the rules embedded), any number of boards, end (the closing tag,
 * then a flush). Each call returns 0, or -1 once a write has failed; the
 * document is then incomplete and must not be presented as whole. The
 * caller still owns out and closes it.
 */
struct deck_writer;

struct deck_writer *deck_writer_new(FILE *out);
int deck_writer_begin(struct deck_writer *w, const struct rules *r);
int deck_writer_board(struct deck_writer *w, const struct board *b,
    const struct rules *r);
int deck_writer_end(struct deck_writer *w);

/*
 * Boards formatted apart from any writer (by worker threads, say) and
 * written later in order: deck_format_board appends b's XML to t (caller
 * owns t->s; start from all zero, free(t->s) when done), and
 * deck_writer_text writes t's bytes as they are.
 */
struct deck_text {
	char *s;
	size_t n, cap;
};

void deck_format_board(struct deck_text *t, const struct board *b,
    const struct rules *r);
/* deck_format_board_lines: as deck_format_board with no attribute (none
 * holds a line break): the same lines, for counting them. */
void deck_format_board_lines(struct deck_text *t, const struct board *b,
    const struct rules *r);
int deck_writer_text(struct deck_writer *w, const struct deck_text *t);
/*
 * deck_format_head: the deck's head as deck_writer_begin writes it (the
 * declaration, <deck>, the rules, style and assets), appended to t.
 * Returns 0, or -1 when r's kind has no deck part (nothing appended).
 */
int deck_format_head(struct deck_text *t, const struct rules *r);
void deck_writer_free(struct deck_writer *w);

/*
 * The reader streams a deck: deck_reader_new parses up to the embedded
 * rules (which it loads and checks), then each deck_reader_next fills one
 * board, so memory does not grow with the deck. path "-" is stdin.
 * schema, when not NULL, is a RELAX NG file every element is checked
 * against as it streams past. icondir is passed to the rules loader.
 * Errors go to d with the file name and line; deck_reader_new returns NULL
 * and deck_reader_next -1 on any of them (status DIAG_FATAL).
 */
struct deck_reader;

struct deck_reader *deck_reader_new(const char *path, const char *schema,
    const char *icondir, struct diag *d);

/* deck_reader_next: 1 with a board in b, 0 at the (whole) deck's end. */
int deck_reader_next(struct deck_reader *dr, struct board *b);

/* deck_reader_rules: the rules embedded in the deck (owned by dr). */
const struct rules *deck_reader_rules(const struct deck_reader *dr);

/*
 * deck_reader_pins: the pins file at path (board/pins.h) read over the
 * deck's rules in place of the pins it carried, if any: the boards read
 * next are made with them, and a deck written with the rules carries
 * them. Returns 0, or -1 with one message in d (DIAG_FATAL).
 */
int deck_reader_pins(struct deck_reader *dr, const char *path,
    struct diag *d);

/* deck_reader_name: the input's name in messages ("stdin" for "-"). */
const char *deck_reader_name(const struct deck_reader *dr);

void deck_reader_free(struct deck_reader *dr);

/*
 * A settle gives a board exactly as the next tool of a pipe would read it
 * from the deck: numbers at the deck's precision, what the reader derives
 * derived again, the line it starts on in that tool's deck. It writes the
 * board with the deck's writer into memory and reads it back with the
 * deck's reader (SAX; the guard and the structural tables, which only
 * refuse, are skipped, as the bytes are the library's own writer's), one
 * deck stream per settle, so that each board's line is its line in the
 * deck the pipe would carry.
 *
 * deck_settle_new: a settle of boards of rules r; name is the input's name
 * in messages ("stdin", as the tools of a pipe say). The deck's head is
 * written from r and read back at once: deck_settle_rules are then the
 * rules the next tool would read, and the head written again from them
 * must be the same bytes (else the rules do not survive the deck: NULL,
 * with the message in d). The settle keeps d for its messages.
 */
struct deck_settle;

struct deck_settle *deck_settle_new(const struct rules *r, const char *name,
    struct diag *d);

/* deck_settle_rules: the rules as the deck gives them (owned by s). */
const struct rules *deck_settle_rules(const struct deck_settle *s);

/*
 * deck_settle: b written as the deck holds it (with s's rules) and read
 * back into b, replacing it whole; for a kind with a settle of its own
 * (board/settle.h) the same board is made in place, its line counted in
 * the stream, and nothing is read. Returns 0, or -1 with the reader's
 * message in d (b is then cleared). The board's text stays in
 * deck_settle_text until the next call: the bytes a deck would hold.
 */
int deck_settle(struct deck_settle *s, struct board *b);

/* deck_settle_text: the head (before the first board) or the last
 * board's text, as a deck holds it (owned by s); after
 * deck_settle_lines(s, 1), a board's text is only its lines (see
 * deck_format_board_lines) where its kind has a settle of its own. */
const struct deck_text *deck_settle_text(const struct deck_settle *s);
void deck_settle_lines(struct deck_settle *s, int lines);

void deck_settle_free(struct deck_settle *s);

/*
 * deck_check_structure: the deck at path (see deck_reader_new) through the
 * reader's first layers only: the guard's limits, XML well-formedness and
 * the structure the schema (templates/schema/deck.rng) gives, not what the
 * deck means (its rules, ids that name nodes, numbers in the rules'
 * ranges). The reader runs the same layers first, so a deck this refuses
 * it refuses too. Returns 0, DECK_REFUSED with one message in d, or
 * DECK_GUARDED when the guard refused it (a DOCTYPE, a limit), with one.
 */
enum { DECK_REFUSED = 1, DECK_GUARDED = 2 };
int deck_check_structure(const char *path, struct diag *d);

#endif
