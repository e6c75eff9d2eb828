/*
 * caption.h: where a nodes board prints its caption (its id and seed, and
 * on templates that carry the slug inside, the rules and the page): on a
 * patch of paper that covers no mark (nodes/marks.h) and keeps inside the
 * safe margin, as near as can be to the devlog's place under the centre
 * node. layout-pdf draws it there and validate's clarity.overlap checks
 * it, from the same function.
 */
#ifndef BP_NODES_CAPTION_H
#define BP_NODES_CAPTION_H

#include "board/board.h"
#include "board/rules.h"
#include "core/geom.h"

/* How far the caption's patch stays from every mark, mm. */
#define NODES_CAPTION_CLEAR 0.3
/* How far from the devlog's place it is looked for, mm either way. */
#define NODES_CAPTION_REACH 80

struct nodes_caption {
	double x, y;        /* the text's centre and baseline, mm */
	struct vec2 lo, hi; /* its patch, for the longest text it may carry */
};

/*
 * nodes_caption_place: b's caption place into c. Returns 0, or -1 when no
 * place within NODES_CAPTION_REACH is free (c then holds the devlog's).
 */
int nodes_caption_place(const struct board *b, const struct rules *r,
    struct nodes_caption *c);

struct nodes_mark;

/*
 * nodes_caption_among: the same among b's marks m[0 .. n - 1] already
 * made, in any order (clarity.overlap has them).
 */
int nodes_caption_among(const struct board *b, const struct rules *r,
    const struct nodes_mark *m, size_t n, struct nodes_caption *c);

/*
 * nodes_caption_near: a free place for a caption width mm wide among the
 * marks m[0 .. n - 1] (in any order), at at or as near
 * as can be (NODES_CAPTION_REACH), into c. Returns 0, or -1 (c at at).
 */
int nodes_caption_near(const struct board *b, const struct rules *r,
    const struct nodes_mark *m, size_t n, double width, struct vec2 at,
    struct nodes_caption *c);

#endif
