/*
 * deck_int.h: the deck module's insides, shared by deck/deck.c (the writer)
 * and the reader (deck/deck_read.c and deck_read_*.c: the document, the
 * board element, validation; its own insides are in deck/deck_read_int.h).
 * What the kinds' files (nodes/deck.c, …) see is deck/kind.h. libxml2
 * types appear in the deck files only.
 */
#ifndef BP_DECK_INT_H
#define BP_DECK_INT_H

#include <stdio.h>

#include <libxml/xmlIO.h>

#include "deck/kind.h"

/*
 * A writer: the line being assembled first (deckw_put in deck/kind.h
 * appends to it without knowing the rest), then where it goes.
 */
struct deck_writer {
	struct deck_text text;
	FILE *out;
	xmlOutputBufferPtr buf;
	int failed;
	int discard; /* closing: drop whatever libxml2 still holds */
	int lines;   /* the deck layer's attributes left out: for counting
		      * the text's lines (no attribute holds a line break) */
};

/*
 * The attributes one of the deck layer's elements may carry, " a b c "
 * (spaces around each), and what it holds (DECK_HOLDS_*): the reader's
 * table (deck_read_attr.c); a kind's are the rows of its deck_schema.
 */
struct deck_known {
	const char *element, *attrs;
	int holds;
};

/* A bump allocator: blocks of memory freed all at once. */
struct deck_arena {
	struct deck_block *head;
};

/* deck_kind_of: the deck part of board kind kind, or NULL. */
const struct deck_kind *deck_kind_of(int kind);

#endif
