/*
 * pins.h: a pins file, what a designer keeps of generated boards (a
 * node's type, a city's goods) while the rest is made again: read,
 * checked against the rules, and kept on them (r->pins) so every board
 * of a run is made with them and the deck carries them (<pins>).
 */
#ifndef BP_PINS_H
#define BP_PINS_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

#define PINS_BYTES 65536 /* a pins file at most */
#define PINS_LINE 256    /* a line at most, its newline included */
#define PINS_MAX 256     /* pins a file at most */
#define PINS_VALUES 8    /* values a pin names at most */

/*
 * One pin, "WHAT X Y KEY V[,V…]": the thing of the kind's WHAT nearest
 * (x, y) mm from the trim's top-left corner takes the values (indices
 * into the rules' table the kind's KEY names), on every board.
 */
struct pin {
	double x, y;     /* mm */
	unsigned line;   /* its line in origin */
	char said[PINS_LINE]; /* its words, one space apart, for messages */
	int nval;
	int32_t val[PINS_VALUES];
};

/* A pins file as read: its text (as the deck embeds it) and its pins. */
struct pins {
	char *text;
	size_t len;
	char *origin;    /* the file's name (or the deck's), for messages */
	struct pin *v;
	size_t n;
};

/*
 * What a pin of a kind is (its kind table's pins, board/kind.h): the
 * word that starts it and the key before its values, how many values it
 * takes at most, and how a value's name is found in the rules.
 */
struct kind_pins {
	const char *what;    /* "node", "city" */
	const char *key;     /* "type", "goods" */
	int values;          /* values a pin takes at most (1 .. PINS_VALUES) */
	/*
	 * value: the index of the entry called name that a pin of r may
	 * give, or -1 with *why set to the reason (a static string): none
	 * by that name, or one that is never on a board.
	 */
	int32_t (*value)(const struct rules *r, const char *name,
	    const char **why);
	/*
	 * fit (may be NULL): can every board of r hold all of p's pins at
	 * once, as far as the rules alone say? 0, or -1 with one message
	 * (DIAG_FATAL) naming the pin's origin and line.
	 */
	int (*fit)(const struct rules *r, const struct pins *p,
	    struct diag *d);
	/*
	 * kept: does board b hold pin k of p (the nearest thing has its
	 * values)? 1 or 0: for the tests and preview, which read it back.
	 */
	int (*kept)(const struct board *b, const struct pins *p, size_t k);
	/*
	 * board_fit (may be NULL): can boards made from proto (its options:
	 * expansions, scenario) hold pin k of p at all? 0, or -1 with the
	 * reason (a static string) in *why.
	 */
	int (*board_fit)(const struct board *proto, const struct rules *r,
	    const struct pins *p, size_t k, const char **why);
	/*
	 * things: how many things of b a pin may fall on or keep (nodes,
	 * cities, features), each an index i below it for place and thing.
	 */
	size_t (*things)(const struct board *b);
	/*
	 * place: thing i's place, mm from the trim's top-left corner, into
	 * *x and *y; 1 when preview's click may pick it, 0 when not (its
	 * place then unset). ctx is the board (pins_nearest's callback).
	 */
	int (*place)(const void *ctx, size_t i, double *x, double *y);
	/*
	 * thing: the pin that keeps what thing i of b holds, one line of a
	 * pins file at its own place (in *x and *y, mm), into buf (n bytes).
	 * 0, or -1 when it holds nothing to keep (yet) or is none a pin
	 * falls on.
	 */
	int (*thing)(const struct board *b, const struct rules *r, size_t i,
	    double *x, double *y, char *buf, size_t n);
};

/*
 * pins_line: the pin that keeps what b holds at the thing nearest (x, y)
 * mm that the kind's place lets a click pick (preview's large board), one
 * line of a pins file at the thing's own place, into buf (n bytes). 0, or
 * -1 when b has no such thing, it holds nothing to keep yet, or r's kind
 * takes no pins.
 */
int pins_line(const struct board *b, const struct rules *r, double x,
    double y, char *buf, size_t n);

/*
 * pins_region: the pins that keep what b holds at every thing whose place
 * is in the rectangle x0 .. x1, y0 .. y1 mm (preview's large board, a
 * shift-drag), one line each as pins_line makes them, each ending in a
 * newline, into buf (n bytes, NUL-ended). Returns how many, or -1 when
 * they do not fit in n bytes.
 */
int pins_region(const struct board *b, const struct rules *r, double x0,
    double y0, double x1, double y1, char *buf, size_t n);

/*
 * pins_load_text: len bytes of text (the first line is line base_line
 * of origin) read as r's pins into a new object (*out; the caller frees
 * it with pins_free, or rules_fini once it is r->pins). Every mistake is
 * one DIAG_FATAL line "origin:line: what" in d, the first one stops it:
 * bytes that are not ASCII text, a line too long, too many pins, an
 * unknown word or key, a number that is not one or off the paper's
 * 0 .. 10,000 mm, a name the rules do not have, a value twice, more
 * values than the kind takes, two pins of one place, or pins the rules
 * cannot hold (the kind's fit). r must be loaded (its kind known).
 * Returns 0, or -1 with *out NULL.
 */
int pins_load_text(struct pins **out, const char *text, size_t len,
    const char *origin, unsigned base_line, const struct rules *r,
    struct diag *d);

/*
 * pins_load_file: the same from the regular file at path (at most
 * PINS_BYTES; a FIFO, a folder or a device is refused unread).
 */
int pins_load_file(struct pins **out, const char *path,
    const struct rules *r, struct diag *d);

/* pins_free: p and all it holds (NULL: nothing). */
void pins_free(struct pins *p);

/*
 * pins_on_board: can boards made from proto (its paper, its options)
 * hold every pin of p (read over r)? Each on the trim, and each as the
 * kind's board_fit says (a node type of an expansion the boards lack, a
 * good their scenario does not offer). 0, or -1 with one DIAG_FATAL
 * line naming the first pin that cannot be kept.
 */
int pins_on_board(const struct pins *p, const struct rules *r,
    const struct board *proto, struct diag *d);

/*
 * pins_refusal: the first message of d by which a kind's content refused
 * a pin (check "completeness.pins", "attempt N: pin ORIGIN:LINE (WORDS):
 * why"): the text after "attempt N: " into *msg, the index of the pin it
 * names into *k (p->n when it names none of p's, as "the pins leave the
 * exit no cell", or p is NULL) and the text after the pin into *why (*msg
 * when none). 0, or -1 when no pin refused.
 */
int pins_refusal(const struct diag *d, const struct pins *p,
    const char **msg, size_t *k, const char **why);

/*
 * pins_probe: can boards made from proto (seeds seed .. seed +
 * PINS_PROBE_SEEDS - 1, attempts 0 .. PINS_PROBE_ATTEMPTS - 1 each, made
 * whole through the kind table until one holds them) keep r's pins at
 * all? Tried up front by the tools that take --pins, so that a pins
 * file no board keeps (a type whose edge rules the node nearest its pin
 * never meets, two pins on one city) is refused once, not retried on
 * every board of a run. 0 when an attempt kept every pin, or when an
 * attempt failed for a reason other than a pin (no proof then); -1
 * with one DIAG_FATAL line at the pin refused most ("origin:line")
 * when every attempt tried was refused by a pin.
 */
#define PINS_PROBE_SEEDS 4
#define PINS_PROBE_ATTEMPTS 8
int pins_probe(const struct rules *r, const struct board *proto,
    uint64_t seed, struct diag *d);

/* pins_of: the pins of r's kind (its table's), or NULL for none. */
const struct kind_pins *pins_of(const struct rules *r);

/*
 * pins_set: r keeps p (NULL: none) as its pins, freeing the ones it
 * had; r owns p afterwards.
 */
void pins_set(struct rules *r, struct pins *p);

/*
 * pins_nearest: of the n things for which at(ctx, i, &x, &y) says 1 (and
 * puts thing i's place, mm, in x and y), the one nearest pin k (ties: the
 * lowest index), or SIZE_MAX when none. Used by the kinds to find the
 * thing a pin names, and by pins_line.
 */
size_t pins_nearest(const struct pin *k, size_t n,
    int (*at)(const void *ctx, size_t i, double *x, double *y),
    const void *ctx);

/*
 * pins_describe: pin k of p as a message names it, "FILE:LINE (WORDS)",
 * into buf (n bytes). Returns buf.
 */
char *pins_describe(const struct pins *p, size_t k, char *buf, size_t n);

/*
 * pins_kept: how many of r's pins board b keeps (the kind's kept), and
 * the index of the first it does not into *first (SIZE_MAX: none).
 */
size_t pins_kept(const struct board *b, const struct rules *r,
    size_t *first);

#endif
