/*
 * kind.h: a board kind, as one table: everything the four tools need to
 * know of it. Each kind's folder defines its table in kind.c (kind_NAME,
 * …) and lib/board/kinds.c lists them; a kind is known by its index in
 * that list, which generic code never spells: it asks kind_parse or the
 * table. Adding a kind: docs/architecture.md.
 */
#ifndef BP_KIND_H
#define BP_KIND_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

struct board_mark;
struct check_kind;
struct deck_kind;
struct draw_opts;
struct kind_cli;
struct kind_pins;
struct kind_stats;
struct pdf;
struct play_bot;
struct play_kind;
struct rules_kind;
struct style_kind;

struct kind {
	const char *name;          /* the rules' and the deck's kind= */
	const char *default_rules; /* data-folder path, or NULL */
	const struct rules_kind *rules; /* its rules sections (rules_int.h) */
	const struct style_kind *style; /* what a style sets (style_kind.h) */
	/*
	 * limits: can boards of r on proto's paper for proto's players be
	 * made and read within lib/core/limit.h? 0, or -1 with the message.
	 */
	int (*limits)(const struct rules *r, const struct board *proto,
	    struct diag *d);
	/* structure (gen-graph, one attempt) and content (gen-content; may be
	 * NULL): 0, or -1 with the reason as DIAG_INVALID. */
	int (*structure)(struct board *b, const struct rules *r,
	    struct diag *d);
	int (*content)(struct board *b, const struct rules *r, struct diag *d);
	const struct deck_kind *deck;   /* its part of the deck (deck/kind.h) */
	/*
	 * settle (may be NULL: boards of the kind are settled only through
	 * the deck): b's part and grid changed in place to what writing b
	 * with its deck part and reading it back with r, the deck's rules,
	 * gives (board/settle.h); board_settle has done the common fields.
	 */
	void (*settle)(struct board *b, const struct rules *r);
	const struct check_kind *check; /* its checks (check.h) */
	/* faces: how many faces board b prints (1, or 2 with a back). */
	int (*faces)(const struct board *b);
	/* draw: face f of b on the current page, in trim mm (sheet/draw.h). */
	int (*draw)(struct pdf *p, const struct board *b,
	    const struct rules *r, const struct draw_opts *o, int face,
	    struct diag *d);
	/*
	 * key_page (may be NULL): with p NULL, does r (for boards like b)
	 * print its key on a page of its own before the boards (1) or not
	 * (0); with p, draw that page on the current page of p, in trim mm
	 * on a page of b's size: 0, or -1 (message in d).
	 */
	int (*key_page)(struct pdf *p, const struct board *b,
	    const struct rules *r, const struct draw_opts *o, struct diag *d);
	/*
	 * The kind's part of struct board (b->part, its part.h), when it has
	 * one: part_size bytes, allocated zeroed by board_set_kind, then
	 * cleared with its structure. clear (may be NULL) forgets the part's
	 * content, and with structure its structure too, keeping the memory;
	 * fini (may be NULL) frees what the part holds, not the part itself
	 * (board_clear, board_set_kind, board_fini). start (may be NULL)
	 * copies the options a board is made with (a nodes board's first
	 * game, a transport board's scenario) from proto's part into b's, both
	 * of this kind (make_start).
	 */
	size_t part_size;
	void (*clear)(struct board *b, int structure);
	void (*fini)(struct board *b);
	void (*start)(struct board *b, const struct board *proto);
	/*
	 * defaults (may be NULL): b's options as r gives them when nothing
	 * else asks (the rules' first game, their default scenario), into
	 * b's part; b is of this kind.
	 */
	void (*defaults)(struct board *b, const struct rules *r);
	/*
	 * hash (may be NULL: the board's grid is hashed): b's structure as
	 * canonical text, turned turn quarter turns clockwise, appended to
	 * *s (length *n, capacity *cap) with board/boardhash.h's pieces; the
	 * same structure gives the same text whatever its order or ids.
	 */
	void (*hash)(const struct board *b, int turn, char **s, size_t *n,
	    size_t *cap);
	/*
	 * plan, plan_free (may be NULL): where b's drawing places what costs
	 * most to place (a transport map's labels), worked out once for
	 * marks and draw (sheet/draw.h, draw_opts.plan), which work it out
	 * themselves without one. A new object, or NULL for none; with
	 * plan_free NULL, the board's own (the kind keeps it on b's part,
	 * placed again whenever what it reads changes, freed by the kind's
	 * clear and fini), valid until the next call on b.
	 */
	void *(*plan)(const struct board *b, const struct rules *r);
	void (*plan_free)(void *plan);
	/*
	 * marks: the marks b prints that a player reads or plays on, as the
	 * drawing places them (board/mark.h; with b's plan, or NULL): a new
	 * array of *count, or NULL for none. Sheets cut between them. NULL:
	 * a kind without.
	 */
	struct board_mark *(*marks)(const struct board *b,
	    const struct rules *r, const void *plan, size_t *count);
	/*
	 * splits: layout-pdf --split prints the board as four quarters, each
	 * twice the size on its own paper (a map to lay out on the table).
	 */
	int splits;
	/*
	 * level (may be NULL: the score): a seat's level, its score with
	 * its bonus counted as r says, the value the fairness checks and
	 * the PDF/VT record compare (check_spread).
	 */
	double (*level)(const struct rules *r, double score, int bonus);
	const struct kind_stats *stats; /* preview's statistics, or NULL */
	const struct kind_cli *cli;     /* gen-graph's options, or NULL */
	/*
	 * pins (may be NULL: boards of the kind take none): what a pins
	 * file may keep on its boards (board/pins.h); the kind's content
	 * honours r->pins.
	 */
	const struct kind_pins *pins;
	/*
	 * play (may be NULL: boards of the kind are not played): its
	 * reference game (board/play.h); bots: its own bots, ended by NULL
	 * (the random bot every game has is lib/board/play.c's).
	 */
	const struct play_kind *play;
	const struct play_bot *const *bots;
};

/*
 * What preview's statistics count on each board of a kind (preview/
 * batch.c sums them over the boards and shows them as JSON): entries of
 * the rules (node types, goods, features), each counted per board and
 * judged against its bounds as the checks judge it.
 */
struct kind_stats {
	/*
	 * entry: with k < the number of entries, entry k of r: its name
	 * (r's own string), min and max (-1: none) into the pointers, and
	 * whether it can be on the boards at all (1) or not (0: an
	 * expansion's, never placed); with k past the end, nothing stored.
	 * Returns the number of entries r counts.
	 */
	size_t (*entry)(const struct rules *r, size_t k, const char **name,
	    int *min, int *max, int *in_play);
	/* count: adds how many of each entry b holds to c (n entries). */
	void (*count)(const struct board *b, int *c, size_t n);
	/*
	 * judge: each entry b holds c[k] of against its bounds, as the
	 * checks judge it, into out[k]: -1 below its min, 1 above its max,
	 * 0 within; left as it is for an entry the checks do not judge.
	 */
	void (*judge)(const struct board *b, const struct rules *r,
	    const int *c, signed char *out, size_t n);
	/* spread_limit (may be NULL: none): r's limit on the seats'
	 * spread, or -1 for none. */
	double (*spread_limit)(const struct rules *r);
};

/* One of a kind's options: its name ("--name") and whether it takes a
 * value (getopt's no_argument or required_argument). */
struct kind_opt {
	const char *name;
	int has_arg;
};

/*
 * A kind's command-line options (gen-graph's) and the rules and deck
 * attributes they set. The tool keeps each kind's option state (new,
 * free), whatever the rules' kind, and calls every kind's hooks in the
 * order below, so a kind refuses its own options for another kind's
 * rules. Each hook returns 0, or -1 with one message in d (DIAG_FATAL).
 */
struct kind_cli {
	const struct kind_opt *opts; /* ended by a NULL name */
	const char *usage;   /* the usage's line for them, after "KIND: " */
	const char *common;  /* shown among the common options, or NULL */
	void *(*new)(void);  /* the state of none given (mem.h: never NULL) */
	void (*free)(void *st);
	/* set: option opt (its opts[] name, kept by st as long as it
	 * likes) with value arg (NULL: none; kept too) into st. */
	int (*set)(void *st, const char *opt, const char *arg,
	    struct diag *d);
	/* rules (may be NULL): once r is read, st put into r, checked on a
	 * width x height mm sheet (what preview asks with none given). */
	int (*rules)(const void *st, struct rules *r, double width,
	    double height, struct diag *d);
	/* fit (may be NULL): st against r, once the players and expansions
	 * are known good. */
	int (*fit)(const void *st, const struct rules *r, struct diag *d);
	/* proto (may be NULL): the deck attributes st and r give every
	 * board, set on proto board b (of r's kind, whichever it is). */
	int (*proto)(const void *st, const struct rules *r, struct board *b,
	    struct diag *d);
	/* values (may be NULL): value k of option opt (its opts[] name)
	 * for rules r of this kind, NULL past the last: an option of a
	 * closed list (a transport map's --scenario), which preview's page
	 * offers. */
	const char *(*values)(const struct rules *r, const char *opt,
	    size_t k);
};

/* KIND_TABLES(k): declares the tables kind k's rules.c, deck.c and check.c
 * define (rules_kind_k and style_kind_k, deck_kind_k, check_kind_k). */
#define KIND_TABLES(k)                                                        \
	extern const struct rules_kind rules_kind_##k;                        \
	extern const struct style_kind style_kind_##k;                        \
	extern const struct deck_kind deck_kind_##k;                          \
	extern const struct check_kind check_kind_##k

/*
 * KIND_PARTS(k): the members of kind k's table that its folder defines
 * under the names every kind folder uses (docs/architecture.md):
 * rules_kind_k and style_kind_k (rules.c), k_limits (limits.c),
 * k_structure (structure.c),
 * k_content (content.c), deck_kind_k (deck.c), check_kind_k (check.c),
 * draw_k (draw.c), struct k_part, k_part_clear and k_part_fini (part.h,
 * part.c), k_hash (hash.c), k_board_marks (the marks its drawing
 * places, board/mark.h), k_deck_settle (deck.c, beside the deck part it
 * mirrors). A folder that
 * misses one does not link; a kind without some of these parts names the
 * members it has instead.
 */
#define KIND_PARTS(k)                                                         \
	.rules = &rules_kind_##k, .style = &style_kind_##k,                   \
	.limits = k##_limits,                                                 \
	.structure = k##_structure, .content = k##_content,                   \
	.deck = &deck_kind_##k, .check = &check_kind_##k, .draw = draw_##k,   \
	.part_size = sizeof(struct k##_part), .clear = k##_part_clear,        \
	.fini = k##_part_fini, .hash = k##_hash,                              \
	.marks = k##_board_marks, .settle = k##_deck_settle

/* KIND_DEFAULT: the kind gen-graph makes without --kind, the list's
 * first. */
#define KIND_DEFAULT 0
/*
 * kind_defaults: board_set_kind(b, r->kind), then the kind's defaults
 * from r (the table's defaults), when it has any.
 */
void kind_defaults(struct board *b, const struct rules *r);

/* kind_of: the kind with index kind, or NULL when there is none. */
const struct kind *kind_of(int kind);

/* kind_count: how many kinds there are (indices 0 .. count - 1). */
int kind_count(void);

/* kind_parse: the index of the kind called name, or -1. */
int kind_parse(const char *name);

/* kind_name: the name of kind, or "?". */
const char *kind_name(int kind);

/* kind_choices: the kinds' names as "a|b|c", into buf (size n). */
const char *kind_choices(char *buf, size_t n);

#endif
