/*
 * deck_guard.h: a byte-level guard in front of the XML parser. It sees
 * every byte of a deck before libxml2 does and stops input that would cost
 * the parser or the RELAX NG validator too much, or that it would read in
 * another encoding than the guard (deck/xmlin.h): a DOCTYPE (and with it
 * every entity), deep nesting, huge tags, text or boards, too many
 * attributes or elements. Not for use outside the deck module.
 */
#ifndef BP_DECK_GUARD_H
#define BP_DECK_GUARD_H

#include <stddef.h>

#include "board/style_asset.h"
#include "core/limit.h"
#include "deck/xmlin.h"

/*
 * The limits, each far above what any board the tools write needs (a
 * nodes board: about 600 elements and 40 KB; a 1000 x 1000 grid board:
 * about 1 MB of terrain). The element count also bounds libxml2's RELAX
 * NG check, whose time grows with the square of a board's elements (20,000
 * elements: about a second).
 */
#define DECK_GUARD_DEPTH 32            /* elements open at once */
#define DECK_GUARD_ATTRS 64            /* attributes of one element */
#define DECK_GUARD_TAG LIMIT_TAG_BYTES /* bytes of one tag, values included */
#define DECK_GUARD_TEXT LIMIT_TEXT_BYTES /* bytes of one run of text */
#define DECK_GUARD_ELEMENTS LIMIT_ELEMENTS /* elements in one board */
#define DECK_GUARD_BOARD LIMIT_BOARD_BYTES /* bytes of one board */
/*
 * Attributes of one board's elements: 10 for each of its 20,000 elements
 * (a tool writes at most 9 on one). libxml2's reader holds each as two
 * nodes, some 280 bytes: 1.28 million empty ones (64 on each of 20,000
 * elements, a 9 MB board) cost the schema's way 360 MB.
 */
#define DECK_GUARD_BOARD_ATTRS LIMIT_BOARD_ATTRS
/*
 * The text of an <asset> (a child of the root), and no other: a file a
 * style names, at most STYLE_ASSET_BYTES (8 MiB), in base64 (11,184,812
 * characters) in lines of 76 as the deck writer puts them, each line
 * break allowed two bytes (CR LF) and 256 bytes of indentation: 11,479,406
 * bytes. Other text keeps DECK_GUARD_TEXT, a tag DECK_GUARD_TAG.
 */
#define DECK_GUARD_ASSET_B64 ((STYLE_ASSET_BYTES + 2) / 3 * 4)
#define DECK_GUARD_ASSET_TEXT (DECK_GUARD_ASSET_B64 + \
	2 * (DECK_GUARD_ASSET_B64 / 76 + 1) + 256)

struct deck_guard {
	unsigned line;      /* line of the byte being scanned, from 1 */
	int state;
	int quote;          /* the quote that opened an attribute value */
	char prev, prev2;   /* the two bytes before this one */
	char bang[8];       /* what follows "<!", to tell its kind */
	size_t nbang;
	int depth;          /* elements open */
	unsigned attrs;     /* attributes of the tag being scanned */
	size_t board_attrs; /* attributes of the current board's elements */
	size_t run;         /* bytes of the current tag or text run */
	size_t elements;    /* elements of the current board */
	size_t bytes;       /* bytes of the current board */
	int seen;           /* anything but white space yet */
	int closed;         /* the root element has been closed */
	char name[8];       /* a start tag's name, its first bytes */
	size_t nname;
	int naming;         /* the name of a start tag is being scanned */
	int asset;          /* inside an <asset> child of the root */
	int settled;        /* the encoding is known to be UTF-8 */
	char head[XMLIN_PROLOG]; /* the first bytes, until settled */
	size_t nhead;
	char msg[160];      /* what was wrong, after a -1 */
};

/* deck_guard_init: a guard at the start of a document. */
void deck_guard_init(struct deck_guard *g);

/*
 * deck_guard_feed: scan the next n bytes of the document. Returns 0, or
 * -1 when they break a limit, with the reason in g->msg and its line in
 * g->line; the guard must not be fed after that.
 */
int deck_guard_feed(struct deck_guard *g, const char *buf, size_t n);

/*
 * deck_guard_end: the document has ended after what was fed. Returns 0,
 * or -1 as deck_guard_feed (a document too short to settle its encoding
 * that is not UTF-8).
 */
int deck_guard_end(struct deck_guard *g);

#endif
