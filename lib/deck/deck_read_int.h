/*
 * deck_read_int.h: the deck reader's insides, shared by its files only:
 * deck_read.c (the driver: opening, the deck's own levels, messages, the
 * interface), deck_read_attr.c (attribute and value checks),
 * deck_read_board.c (the board element: its attributes, order and
 * <validation>), deck_read_sax.c (the SAX way in) and deck_read_schema.c
 * (the schema's). The kinds' readers see only deck/kind.h; struct
 * deck_reader stays here.
 */
#ifndef BP_DECK_READ_INT_H
#define BP_DECK_READ_INT_H

#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/xmlreader.h>

#include "core/mem.h"
#include "deck/deck_guard.h"
#include "deck/deck_int.h"
#include "deck/deck_name.h"
#include "deck/deck_strict.h"
#include "deck/xmlin.h"

#define RULES_MAX RULES_BYTES

/* Arena: the light trees' memory (the allocators inline: the hot path). */

struct deck_block {
	struct deck_block *next;
	size_t n, cap;
	char data[];
};

static inline void *
deckr_arena_alloc(struct deck_arena *a, size_t size)
{
	struct deck_block *b = a->head;
	void *p;

	size = (size + 7) & ~(size_t)7;
	if (!b || b->n + size > b->cap) {
		size_t cap = size > 65536 ? size : 65536;

		b = mem_alloc(sizeof(*b) + cap);
		b->cap = cap;
		b->n = 0;
		b->next = a->head;
		a->head = b;
	}
	p = b->data + b->n;
	b->n += size;
	return p;
}

static inline char *
deckr_arena_strndup(struct deck_arena *a, const char *s, size_t n)
{
	char *d = deckr_arena_alloc(a, n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

/* A board read whole, waiting to be handed out. */
struct queued {
	struct deck_arena arena;
	struct deck_node *root;
	int bad; /* the structural layer refused it (dr->held_*) */
};

struct deck_reader {
	int fd;
	char *name;
	struct diag *d;
	struct rules rules;
	struct strmap ids;
	char board[96]; /* id of the board being read, for messages */
	int errors;
	int done;

	/* SAX */
	xmlParserCtxtPtr ctx;
	/* The names of the element being opened, resolved (deck_name.h). */
	unsigned ev_id;
	const unsigned char *ev_ids;
	/* The names met, by the address of libxml2's copy (name_id). */
#define DECKR_NAME_CACHE 256
	const void *nc_ptr[DECKR_NAME_CACHE];
	unsigned char nc_id[DECKR_NAME_CACHE];
	int depth;       /* elements open */
	int in_rules, rules_seen, rules_done, deck_seen, deck_ended;
	unsigned rules_line, root_line;
	char rules_id[40], rules_kind[16]; /* <rules>' attributes */
	char *rtext;
	size_t nrtext, caprtext;
	/* The <style> after <rules>, if any (its text, its line). */
	int in_style, style_seen, head_done;
	int asset_seen; /* an <asset> read: no <style> may follow */
	unsigned style_line;
	char *stext;
	size_t nstext, capstext;
	/* The <pins> that closes the head, if any (its text, its line). */
	int in_pins, pins_seen;
	unsigned pins_line;
	char *ptext;
	size_t nptext, capptext;
	/* An <asset> after <style> being read (the element, its base64). */
	int in_asset;
	struct deck_node *asset;
	char *atext;
	size_t natext, capatext;
	struct deck_node *stack[64], *last[64];
	int top;         /* open elements of the board being built */
	char *tbuf;      /* character data of the innermost element */
	size_t ntbuf, captbuf;
	int tbuf_ink;    /* tbuf holds more than white space */
	int ev_ink;      /* so does the text event being handled */
	struct queued *queue;
	size_t qhead, qtail, qcap;
	struct deck_arena spare; /* an arena waiting for the next board */
	int eof;

	/* xmlTextReader, with a schema */
	xmlTextReaderPtr xr;
	xmlRelaxNGPtr schema;
	struct deck_arena arena;
	int pending;
	/*
	 * A schema violation is held back until the board it is in has been
	 * read: the reader's own message names the attribute and line,
	 * libxml2's only the enclosing element.
	 */
	int rng_failed;
	unsigned rng_line;
	char rng_msg[512];

	/*
	 * The structural layer (deck_strict.c) sees every SAX event first.
	 * Its refusal is held back until the reader's own checks of the same
	 * element (outside boards) or board (inside) have had their say:
	 * theirs name the meaning (a node no edge names, a number out of the
	 * rules' range), and a board is refused either way. strict_only: the
	 * structural layer alone (deck_check_structure), told at once.
	 */
	struct deck_strict strict;
	int strict_only;
	/*
	 * trusted: the bytes are the library's own writer's (deck_settle):
	 * the structural layer, which only refuses, is not asked; the guard
	 * is not either. The board read is the same.
	 */
	int trusted;
	int held;            /* 1: a refusal held back; 2: told */
	int held_attached;   /* given to the board it is in */
	unsigned held_line;
	char held_board[96];
	char held_msg[320];
	int guarded;         /* the guard refused the input */

	/*
	 * deckr_known_attrs' verdicts for kind known_kind: per element name
	 * (deck_name.h), a byte per attribute name, made when first needed.
	 */
	const struct deck_kind *known_kind;
	unsigned char *known_ok[DECK_NAMES_MAX];

	/*
	 * Every byte passes the guard first; it also knows whether the root
	 * element was closed, which tells a truncated deck from a bad one.
	 */
	struct deck_guard guard;
};

/* err_at: deckr_err_line, as the reader's files call it. */
#define err_at deckr_err_line

/* deckr_arena_reset: forget everything, keeping the newest block for reuse. */
void deckr_arena_reset(struct deck_arena *a);
/* deckr_arena_free: free every block; the arena is empty and reusable. */
void deckr_arena_free(struct deck_arena *a);

/*
 * deckr_read_input: up to n bytes of the deck into buf, through the guard;
 * 0 at its end (dr->eof set), -1 with an error (unreadable, empty, refused
 * by the guard).
 */
ssize_t deckr_read_input(struct deck_reader *dr, char *buf, size_t n);
/*
 * deckr_parse_error: libxml2's structured error handler (ctx: the reader).
 * A schema violation is held back in dr->rng_*; any other error is reported.
 */
void deckr_parse_error(void *ctx, xmlErrorPtr e);
/*
 * deckr_root_attrs: the attributes of <deck> (n: the element alone), as the
 * schema has them. Returns 0, or -1 with an error.
 */
int deckr_root_attrs(struct deck_reader *dr, const struct deck_node *n);
/*
 * deckr_rules_attrs: the attributes of <rules> (n: the element alone), kept
 * to be compared with the rules inside once they are read. Returns 0, or -1
 * with an error.
 */
int deckr_rules_attrs(struct deck_reader *dr, const struct deck_node *n);
/* deckr_no_rules: report a whole deck without its rules. */
void deckr_no_rules(struct deck_reader *dr);
/*
 * deckr_asset: an <asset> after <style> (n: the element alone; its base64
 * text, len bytes), checked and kept on dr->rules. 0, or -1 with an error.
 */
int deckr_asset(struct deck_reader *dr, const struct deck_node *n,
    const char *text, size_t len);
/*
 * deckr_deck_level: the root (want "deck") or a child of it (want "rules"
 * first, then "board") named prefix:local in namespace uri (NULL: none).
 * Returns 0, or -1 with an error.
 */
int deckr_deck_level(struct deck_reader *dr, unsigned line, const char *local,
    const char *prefix, const char *uri, const char *want);

/* deckr_has_text: whether s[0..n-1] holds anything but white space. */
int deckr_has_text(const char *s, size_t n);
/* deckr_in_words: whether name is one of the words of " a b c ". */
int deckr_in_words(const char *words, const char *name);

/*
 * deckr_read_board: the board n (a light tree) into b, cleared first, with
 * the kind's readers. Returns 0, or -1 with an error (the first error
 * only is reported). The tree stays the caller's.
 */
int deckr_read_board(struct deck_reader *dr, struct board *b,
    const struct deck_node *n);

/*
 * deckr_sax_open, deckr_xr_open: start reading without a schema (SAX) or
 * with one (xmlTextReader validating against schema, a RELAX NG file), up
 * to and including the text of <rules> (dr->rtext). Return 0, or -1 with
 * an error.
 */
int deckr_sax_open(struct deck_reader *dr);
/* deckr_sax_check: the whole deck through the structural layer; 0 or -1. */
int deckr_sax_check(struct deck_reader *dr);
int deckr_xr_open(struct deck_reader *dr, const char *schema);
/*
 * deckr_sax_next, deckr_xr_next: the next board into b: 1, 0 at the deck's
 * end (after checking what follows it), -1 with an error.
 */
int deckr_sax_next(struct deck_reader *dr, struct board *b);
int deckr_xr_next(struct deck_reader *dr, struct board *b);
/*
 * deckr_new_push: a reader of no file, fed by deckr_sax_push (deck_settle):
 * its bytes are the library's own, so they skip the guard and the
 * structural layer (trusted). name: the input's name in messages.
 */
struct deck_reader *deckr_new_push(const char *name, struct diag *d);
/*
 * deckr_head: once the deck's head (<rules>, <style>, assets) was read:
 * the rules loaded (icondir: the rules loader's), the style applied, both
 * checked against <rules>. Returns 0, or -1 with an error.
 */
int deckr_head(struct deck_reader *dr, const char *icondir, struct diag *d);
/*
 * deckr_sax_push: n more bytes of the deck, parsed now (the SAX parser is
 * made at the first call). Returns 0, or -1 with an error.
 */
int deckr_sax_push(struct deck_reader *dr, const char *p, size_t n);
/*
 * deckr_sax_take: the board the bytes pushed so far closed, into b: 0, or
 * -1 with an error (none closed, or it was refused).
 */
int deckr_sax_take(struct deck_reader *dr, struct board *b);
/* deckr_flush_rng: report a held-back schema violation, if any. */
void deckr_flush_rng(struct deck_reader *dr);

#endif
