/*
 * deck_int.h: the deck module's insides, shared by deck.c (the document,
 * the board element, validation) and the kinds' files (deck_nodes.c, …).
 * libxml2 types appear here and in those files only.
 */
#ifndef BP_DECK_INT_H
#define BP_DECK_INT_H

#include <libxml/relaxng.h>
#include <libxml/xmlreader.h>

#include "deck.h"
#include "strmap.h"

struct deck_writer {
	FILE *out;
	xmlOutputBufferPtr buf;
	char *s;
	size_t n, cap;
	int failed;
	int discard; /* closing: drop whatever libxml2 still holds */
};

/* Writing: elements are assembled one line at a time, indented by depth. */
void deckw_put(struct deck_writer *dw, const char *t, size_t len);
void deckw_puts(struct deck_writer *dw, const char *t);
void deckw_put_escaped(struct deck_writer *dw, const char *t, int attribute);
void deckw_open(struct deck_writer *dw, int depth, const char *name);
void deckw_attr(struct deck_writer *dw, const char *name, const char *value);
/* deckw_attr_raw: a value known to need no escaping. */
void deckw_attr_raw(struct deck_writer *dw, const char *name,
    const char *value);
void deckw_attrf(struct deck_writer *dw, const char *name, const char *fmt,
    ...) __attribute__((format(printf, 3, 4)));
/* deckw_attrn: a length or angle with the deck's fixed precision. */
void deckw_attrn(struct deck_writer *dw, const char *name, double v);
/* deckw_attru: an unsigned integer, after prefix when not 0 ("n12"). */
void deckw_attru(struct deck_writer *dw, const char *name, char prefix,
    uint64_t v);
void deckw_close_empty(struct deck_writer *dw);
void deckw_close_open(struct deck_writer *dw);
void deckw_end(struct deck_writer *dw, int depth, const char *name);

/* deck_ref_name: the name of entry i of a rules table, or NULL. */
const char *deck_ref_name(const void *table, size_t size, size_t n,
    int32_t i);

struct deck_reader {
	xmlTextReaderPtr xr;
	xmlRelaxNGPtr schema;
	int fd;
	char *name;
	struct diag *d;
	struct rules rules;
	struct strmap ids;
	char board[96]; /* id of the board being read, for messages */
	int errors;
	int done;
	/*
	 * A schema violation is held back until the board it is in has been
	 * read: the reader's own message names the attribute and line,
	 * libxml2's only the enclosing element.
	 */
	int rng_failed;
	unsigned rng_line;
	char rng_msg[512];
	/* The input's last bytes, to tell a truncated deck from a bad one. */
	char tail[32];
	size_t ntail;
	int eof;
};

/* Reading: every error goes through deckr_err (file:line and board). */
void deckr_err(struct deck_reader *dr, xmlNodePtr n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* deckr_get: attribute name of n, or NULL (no allocation). */
const char *deckr_get(xmlNodePtr n, const char *name);
/* deckr_need: the same, with an error when it is missing. */
const char *deckr_need(struct deck_reader *dr, xmlNodePtr n,
    const char *name);
/* deckr_num: a finite number in [lo, hi]; deckr_u64: a whole one. */
int deckr_num(struct deck_reader *dr, xmlNodePtr n, const char *name,
    double lo, double hi, double *out);
int deckr_u64(struct deck_reader *dr, xmlNodePtr n, const char *name,
    uint64_t max, uint64_t *out);
int deckr_is(xmlNodePtr n, const char *name);
/* deckr_node_ref: the index of the node (or city…) whose id it names. */
int deckr_node_ref(struct deck_reader *dr, xmlNodePtr n, const char *name,
    uint32_t *out);
/* deckr_table_ref: the index of the rules entry it names (needed or not). */
int deckr_table_ref(struct deck_reader *dr, xmlNodePtr n, const char *name,
    const void *table, size_t size, size_t count, int32_t *out, int needed);
/* deckr_known_attrs: with a schema, refuse attributes it does not know. */
int deckr_known_attrs(struct deck_reader *dr, xmlNodePtr n);
/* deckr_list: each child of list must be elem; fn reads each. */
int deckr_list(struct deck_reader *dr, struct board *b, xmlNodePtr list,
    const char *elem, int (*fn)(struct deck_reader *, struct board *,
    xmlNodePtr));

/* The attributes an element may carry: " a b c " (spaces around each). */
struct deck_known {
	const char *element, *attrs;
};

/*
 * A board kind's part of the deck: attributes of <board> it writes
 * (write_attrs, may be NULL) and reads (read_board, may be NULL; listed in
 * board_attrs), the elements inside <board> it writes (write) and reads
 * (read: one child element; an element it does not know is an error), a
 * last step after reading (finish, may be NULL), and the attributes of its
 * elements (known).
 */
struct deck_kind {
	int kind;
	const char *board_attrs;
	void (*write_attrs)(struct deck_writer *dw, const struct board *b,
	    const struct rules *r);
	void (*write)(struct deck_writer *dw, const struct board *b,
	    const struct rules *r);
	int (*read_board)(struct deck_reader *dr, struct board *b,
	    xmlNodePtr n);
	int (*read)(struct deck_reader *dr, struct board *b, xmlNodePtr c);
	int (*finish)(struct deck_reader *dr, struct board *b);
	const struct deck_known *known;
};

extern const struct deck_kind deck_kind_nodes;
extern const struct deck_kind deck_kind_transport;

/*
 * The grid kinds' shared parts (deck_grid.c): the cols, rows and cell
 * attributes of <board> (at most DECK_GRID_MAX cells a side), and
 * <terrain> with one <row> of cols characters per row, each in legend.
 */
#define DECK_GRID_MAX 1000
#define DECK_GRID_ATTRS " cols rows cell "

void deck_grid_write_attrs(struct deck_writer *dw, const struct board *b);
void deck_grid_write_terrain(struct deck_writer *dw, const struct board *b);
int deck_grid_read_attrs(struct deck_reader *dr, struct board *b,
    xmlNodePtr n);
int deck_grid_read_terrain(struct deck_reader *dr, struct board *b,
    xmlNodePtr terrain, const char *legend);

#endif
