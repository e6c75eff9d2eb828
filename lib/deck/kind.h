/*
 * kind.h: the deck as a board kind's deck.c sees it: its struct deck_kind,
 * the writer's calls that put elements and attributes, the reader's light
 * tree of a board and the calls that read it, and the grid kinds' shared
 * parts. The writer and the reader are opaque here and no libxml2 type
 * appears; the deck layer's own insides are in deck/deck_int.h.
 */
#ifndef BP_DECK_KIND_H
#define BP_DECK_KIND_H

#include <stdint.h>
#include <string.h>

#include "core/limit.h"
#include "core/strmap.h"
#include "deck/deck.h"

struct deck_writer;

/* Writing: elements are assembled one line at a time, indented by depth. */
void deckw_grow(struct deck_writer *dw, size_t len);

/*
 * deckw_put: len bytes of t, as they are (the hot path: inline). The line
 * being assembled is the writer's first member (deck_int.h): this much of
 * the writer is known here, and nothing else of it.
 */
static inline void
deckw_put(struct deck_writer *dw, const char *t, size_t len)
{
	struct deck_text *l = (struct deck_text *)(void *)dw;

	if (l->n + len + 1 > l->cap)
		deckw_grow(dw, len);
	memcpy(l->s + l->n, t, len);
	l->n += len;
}

/* deckw_put_u64: an unsigned integer after prefix when not 0 ("n12"). */
void deckw_put_u64(struct deck_writer *dw, char prefix, uint64_t v);
void deckw_puts(struct deck_writer *dw, const char *t);
void deckw_open(struct deck_writer *dw, int depth, const char *name);
void deckw_attr(struct deck_writer *dw, const char *name, const char *value);
/* deckw_attr_raw: a value known to need no escaping. */
void deckw_attr_raw(struct deck_writer *dw, const char *name,
    const char *value);
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

/*
 * A board as read, before it becomes a struct board: a light tree of its
 * elements, in an arena that is reset for each board. Every node is an
 * element (character data goes to text).
 */
struct deck_node {
	const char *name;
	const char *const *attr; /* name, value, name, value, …, NULL */
	const char *text;        /* character data directly inside, or "" */
	size_t textlen;
	unsigned line;
	int foreign;             /* in a namespace: another tool's element */
	struct deck_node *children, *next;
	/*
	 * The deck layer's own: the indices of the element's name and its
	 * attributes' names among the schema's (deck/deck_name.h; 255: one
	 * it does not know), attr_id NULL when not resolved.
	 */
	unsigned char id;
	const unsigned char *attr_id;
};

struct deck_reader;

/* Reading: every error goes through deckr_err (file:line and board). */
void deckr_err(struct deck_reader *dr, const struct deck_node *n,
    const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* deckr_err_line: the same at a line of the deck. */
void deckr_err_line(struct deck_reader *dr, unsigned line, const char *fmt,
    ...) __attribute__((format(printf, 3, 4)));
/* deckr_get: attribute name of n, or NULL. */
const char *deckr_get(const struct deck_node *n, const char *name);
/* deckr_need: the same, with an error when it is missing. */
const char *deckr_need(struct deck_reader *dr, const struct deck_node *n,
    const char *name);
/*
 * deckr_id: attribute name of n as an id (1 to DECK_ID_MAX letters, digits,
 * '_', '-' or '.'), or NULL with an error; ids name a board or an element
 * in messages, so they may not carry anything a terminal would act on.
 */
#define DECK_ID_MAX 64
const char *deckr_id(struct deck_reader *dr, const struct deck_node *n,
    const char *name);
/*
 * deckr_num: a finite number in [lo, hi], written as a decimal (the
 * schema's xsd:decimal: no exponent); deckr_u64: a whole one in [0, max],
 * digits only; deckr_int: a whole one in [lo, hi], with a sign or not
 * (the schema's integer types).
 */
int deckr_num(struct deck_reader *dr, const struct deck_node *n,
    const char *name, double lo, double hi, double *out);
int deckr_u64(struct deck_reader *dr, const struct deck_node *n,
    const char *name, uint64_t max, uint64_t *out);
int deckr_int(struct deck_reader *dr, const struct deck_node *n,
    const char *name, int64_t lo, int64_t hi, int64_t *out);
int deckr_is(const struct deck_node *n, const char *name);
/* deckr_node_ref: the index of the node (or city…) whose id it names. */
int deckr_node_ref(struct deck_reader *dr, const struct deck_node *n,
    const char *name, uint32_t *out);
/* deckr_ids: the id table of the board being read (for node_ref). */
struct strmap *deckr_ids(struct deck_reader *dr);
/* deckr_rules: the deck's rules. */
const struct rules *deckr_rules(const struct deck_reader *dr);
/* deckr_table_ref: the index of the rules entry it names (needed or not). */
int deckr_table_ref(struct deck_reader *dr, const struct deck_node *n,
    const char *name, const void *table, size_t size, size_t count,
    int32_t *out, int needed);
/*
 * deckr_known_attrs: refuse in n what the schema does not allow, in both
 * reading modes alike: an attribute it does not know (a namespaced one
 * too), an element inside an element that holds none, text (other than
 * white space) inside an element that holds no text. Which elements a
 * container holds, its own reader checks.
 */
int deckr_known_attrs(struct deck_reader *dr, const struct deck_node *n);
/* deckr_list: each child of list must be elem; fn reads each. */
int deckr_list(struct deck_reader *dr, struct board *b,
    const struct deck_node *list, const char *elem,
    int (*fn)(struct deck_reader *, struct board *, const struct deck_node *));

/* What an element holds besides its attributes: nothing, elements or text. */
enum { DECK_HOLDS_NOTHING, DECK_HOLDS_ELEMENTS, DECK_HOLDS_TEXT };

/*
 * A board kind's part of the deck: attributes of <board> it writes
 * (write_attrs, may be NULL) and reads (read_board, may be NULL; listed in
 * board_attrs), the elements inside <board> it writes (write) and reads
 * (read: one child element, 0 or -1; DECK_NOT_MINE for an element it does
 * not know, which is an error unless another tool's), a last step after
 * reading (finish, may be NULL), the attribute a <seat> names its place
 * with (seat_at: "node", or "city" with city ids), and its part of the
 * deck schema (schema: its elements and their attributes, for the
 * checker, for --schema and for the reader, which refuses in a board of
 * the kind any attribute its rows do not name).
 */
/* A kind's read: the element is none of its own. */
#define DECK_NOT_MINE 1

struct deck_kind {
	const char *board_attrs;
	void (*write_attrs)(struct deck_writer *dw, const struct board *b,
	    const struct rules *r);
	void (*write)(struct deck_writer *dw, const struct board *b,
	    const struct rules *r);
	int (*read_board)(struct deck_reader *dr, struct board *b,
	    const struct deck_node *n);
	int (*read)(struct deck_reader *dr, struct board *b,
	    const struct deck_node *c);
	int (*finish)(struct deck_reader *dr, struct board *b);
	const char *seat_at;
	const struct deck_schema *schema; /* its part of the schema, or NULL */
};

/*
 * The deck schema's datatypes, as deck.rng names them: the types of the
 * attributes in a kind's part of the schema (struct deck_schema).
 */
enum {
	ST_STRING,   /* xsd:string: anything */
	ST_NAME,     /* "name": [A-Za-z0-9_\-]{1,31} */
	ST_NODEID,   /* "nodeid": \S{1,63} */
	ST_NODELIST, /* a list of one or more nodeid */
	ST_AREA,     /* a[0-9]+ */
	ST_CITY,     /* "cityid": c[0-9]+ */
	ST_CELLS,    /* "cells": [0-9]+,[0-9]+( [0-9]+,[0-9]+)* */
	ST_CHECKID,  /* [a-z]+\.[a-z0-9_\-]+ */
	ST_KIND,     /* "kind": nodes | transport | dungeon */
	ST_FORMAT,   /* the value 1 */
	ST_YESNO,    /* yes | no */
	ST_YES,      /* yes */
	ST_PASSFAIL, /* pass | fail */
	ST_ROLE,     /* inner | edge | start | center */
	ST_SIDE,     /* left | top | right | bottom */
	ST_DECIMAL,  /* "mm", xsd:decimal */
	ST_ANGLE,    /* "angle": xsd:decimal in [-7, 7] */
	ST_FLOOR,    /* xsd:decimal in [0, 0.8] */
	ST_ULONG,    /* xsd:unsignedLong */
	ST_NNINT,    /* xsd:nonNegativeInteger */
	ST_PINT,     /* xsd:positiveInteger */
	ST_SLOTS,    /* xsd:positiveInteger at most 9 */
	ST_INT,      /* xsd:integer */
	ST_SHA256    /* [0-9a-f]{64} */
};

/*
 * An attribute in the structural checker's tables (deck_strict.c): its
 * name, its datatype (ST_*), whether it is needed (1), and its group: the
 * attributes of a group come all or none (those with need 2 are needed
 * once any of the group is there). Group 0 is none; a kind numbers the
 * groups of its <board> attributes from 1. A list ends with DECK_ATTR_END.
 */
struct deck_attr {
	const char *name;
	unsigned char type, need, group;
};

#define DECK_ATTR(n, t) { n, t, 1, 0 }
#define DECK_ATTR_OPT(n, t) { n, t, 0, 0 }
#define DECK_ATTR_END { NULL, 0, 0, 0 }

/*
 * An element of a kind's own: its name, its attributes (NULL: none), what
 * it holds (DECK_HOLDS_*) and, when it holds elements, the one element it
 * holds, any number of times. A list ends with a NULL name.
 */
struct deck_elem {
	const char *name;
	const struct deck_attr *attrs;
	int holds;
	const char *child;
};

/*
 * A kind's part of the deck schema, which the deck layer joins to its own
 * for both the structural checker and the RELAX NG schema of --schema:
 * the attributes it adds to <board> (board_attrs, may be NULL), the
 * elements it puts in <board> in their order (board, NULL-ended: a grid
 * kind names the deck layer's "terrain" among them; each element comes
 * after those before it in the list), every element of its own (elems),
 * and the same in RELAX NG: rng_attrs, the patterns of its <board>
 * attributes (may be NULL), and rng, its definitions, with one named as
 * each element it puts in <board>.
 */
struct deck_schema {
	const struct deck_attr *board_attrs;
	const char *const *board;
	const struct deck_elem *elems;
	const char *rng_attrs;
	const char *rng;
};

/*
 * The grid kinds' shared parts (deck/deck_grid.c): the cols, rows and cell
 * attributes of <board> (at most DECK_GRID_MAX cells a side), and
 * <terrain> with one <row> of cols characters per row, each in legend.
 * deck_grid_put_* and deck_grid_get_* write and read any grid of cells
 * (row by row, cols x rows), at least min cells a side; the
 * deck_grid_write_* and deck_grid_read_* the grid struct board shares
 * (board_grid, b->terrain), at least 3 x 3.
 */
#define DECK_GRID_MAX LIMIT_GRID_SIDE
#define DECK_GRID_ATTRS " cols rows cell "

void deck_grid_put_attrs(struct deck_writer *dw, int cols, int rows,
    double cell);
void deck_grid_put_rows(struct deck_writer *dw, const char *cells, int cols,
    int rows);
int deck_grid_get_attrs(struct deck_reader *dr, const struct deck_node *n,
    int min, int *cols, int *rows, double *cell);
int deck_grid_get_rows(struct deck_reader *dr, const struct deck_node *t,
    char *cells, int cols, int rows, const char *legend);
void deck_grid_write_attrs(struct deck_writer *dw, const struct board *b);
void deck_grid_write_terrain(struct deck_writer *dw, const struct board *b);
int deck_grid_read_attrs(struct deck_reader *dr, struct board *b,
    const struct deck_node *n);
int deck_grid_read_terrain(struct deck_reader *dr, struct board *b,
    const struct deck_node *terrain, const char *legend);

#endif
