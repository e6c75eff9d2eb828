/*
 * part.h: the rings kind, a test-only board kind made by following
 * docs/architecture.md's "Adding a board kind" step by step: a set of
 * rings (circles apart from one another) on the trim, some of them lit by
 * gen-content. Unlike dots it keeps its structure in its own part written
 * as its own deck elements (<rings> of <ring>, its own rows of the deck
 * schema), has a content step, a check of its structure and one of its
 * content, its own structure hash and preview's statistics.
 */
#ifndef BP_RINGS_PART_H
#define BP_RINGS_PART_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

#define RINGS_MIN 4      /* rings a board has at least */
#define RINGS_MAX 12     /* and at most (the reader refuses more) */
#define RINGS_R_MIN 6.0  /* mm: a ring's radius, at least */
#define RINGS_R_MAX 18.0 /* and below */
#define RINGS_GAP 3.0    /* mm: the room between two rings, at least */
#define RINGS_TRIES 200  /* places tried for a ring before a dead end */
#define RINGS_LIT 0.35   /* the chance of a ring being lit */

/* One ring: its centre and radius in trim mm, and whether it is lit. */
struct rings_ring {
	double x, y, r;
	int lit;
};

/* A rings board: n rings; gap, the room between two rings it was made
 * with (the deck's gap= of <board>). */
struct rings_part {
	struct rings_ring *ring;
	size_t n, cap;
	double gap;
};

/* rings_part: b's part, for a board of the rings kind. */
static inline struct rings_part *
rings_part(const struct board *b)
{
	return (struct rings_part *)b->part;
}

/* rings_add: a ring (x, y, r), not lit, appended to b's part. */
void rings_add(struct board *b, double x, double y, double r);

/* rings_lit: how many of b's rings are lit. */
size_t rings_lit(const struct board *b);

struct draw_opts;
struct pdf;

void rings_part_clear(struct board *b, int structure);
void rings_part_fini(struct board *b);
void rings_hash(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap);
int rings_structure(struct board *b, const struct rules *r, struct diag *d);
int rings_content(struct board *b, const struct rules *r, struct diag *d);
/* rings_deck_settle: b as its deck's round trip leaves it (deck.c). */
void rings_deck_settle(struct board *b, const struct rules *r);
int rings_draw(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d);

#endif
