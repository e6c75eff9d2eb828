/*
 * deck_strict.h: the deck's structure as templates/schema/deck.rng has it,
 * checked on SAX events as they stream past: the elements each element
 * holds and in what order, how often, the attributes each carries (which
 * are needed, which go together) and their values, by the schema's XML
 * Schema datatypes, patterns, enumerations and ranges, and where text may
 * stand. It is the structural layer of the SAX reader (deck_read_sax.c):
 * a deck it takes, libxml2's RELAX NG validation against deck.rng takes,
 * and the reverse (tests/prop/prop_strict.c and tests/fuzz/fuzz_strict.c
 * compare the two). What a deck means (ids that name nodes, numbers in the
 * rules' ranges) is the reader's semantic layer, checked after it. Not for
 * use outside the deck module and its tests.
 */
#ifndef BP_DECK_STRICT_H
#define BP_DECK_STRICT_H

#include <stddef.h>

#define DECK_STRICT_DEPTH 8 /* our own elements nest at most 5 deep */

struct deck_strict_open {
	unsigned char elem;  /* index of its entry in the element table */
	unsigned char pos;   /* its child sequence: the item reached */
	unsigned short count; /* children seen of that item */
	unsigned char foreign_seen; /* another tool's element came */
};

struct deck_strict {
	struct deck_strict_open open[DECK_STRICT_DEPTH];
	int depth;           /* our elements open (the root's is 1) */
	unsigned foreign;    /* elements open inside another tool's element */
	int in_board;        /* a <board> is open */
	char board[96];      /* its id, for messages */
	char foreign_name[48]; /* the last other tool's element, for them */
	char msg[320];       /* what was wrong, after a -1 */
};

/* deck_strict_init: a checker at the start of a document. */
void deck_strict_init(struct deck_strict *s);

/*
 * deck_strict_tables: make the tables (the kinds' parts joined to the
 * deck layer's, and the names interned, deck_name.h) if not yet made;
 * deck_strict_init does it too. Safe from any thread.
 */
void deck_strict_tables(void);

/*
 * deck_strict_start_ids: an element opens: local name, namespace uri
 * (NULL: none) and nattr attributes in libxml2's SAX2 layout (local,
 * prefix, URI, value start, value end: five pointers each), the names
 * already resolved (deck_name_find): id, local's index; ids[i], the index
 * of attribute i's local name (NULL: resolved here). deck_strict_text: n
 * bytes of character data. deck_strict_end: the innermost element
 * closes. Each returns 0, or -1 with the reason in s->msg (the board's
 * id, if inside one, in s->board); the checker must not be fed after
 * that.
 */
int deck_strict_start_ids(struct deck_strict *s, const char *local,
    unsigned id, const char *uri, int nattr, const char **attr,
    const unsigned char *ids);
int deck_strict_text(struct deck_strict *s, const char *t, size_t n);
int deck_strict_end(struct deck_strict *s);

/*
 * deck_strict_board: the names of the elements a <board> holds before
 * <validation>, the kinds' joined in their order (as the checker takes
 * them), at most max of them into names; returns how many.
 */
int deck_strict_board(const char **names, int max);

/*
 * deck_strict_board_rank: where the element called name comes among a
 * <board>'s children in that order, <validation> last; -1 for none.
 */
int deck_strict_board_rank(const char *name);

struct diag;

/*
 * deck_rng_text: the RELAX NG schema in the file path (deck.rng), with
 * each part marked "<!-- @kinds:TAG -->" ... "<!-- @kinds:end -->" made
 * from the kind table (attributes: the kinds' <board> attributes; board:
 * their elements in <board>, in deck_strict_board's order; defines:
 * their definitions). A file without markers is given as it is. Returns
 * the text, NUL-terminated, *len its length (the caller frees it), or
 * NULL with the reason in d (the file cannot be read, a marker has no
 * end).
 */
char *deck_rng_text(const char *path, size_t *len, struct diag *d);

#endif
