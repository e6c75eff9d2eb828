/*
 * caption.h: where a nodes board prints its caption (its id and seed, and
 * on templates that carry the slug inside, the rules and the page): on
 * the style's plate (sheet/draw.h), inside the safe margin, covering no
 * mark (nodes/marks.h) and, where the board leaves room, no line: in the
 * margin outside the play area, else in a corner, else along the board's
 * sides, else as near as can be to the devlog's place under the centre
 * node; only where none of those is clear of the lines, a place that
 * lines run under. layout-pdf draws it there and validate's
 * clarity.overlap checks it, from the same function.
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

/* Where a caption went, in the order they are looked for. */
enum {
	NODES_CAPTION_MARGIN,         /* the margin outside the play area */
	NODES_CAPTION_CORNER,         /* a corner of the safe zone */
	NODES_CAPTION_RIM,            /* flush with one side, near a corner */
	NODES_CAPTION_CLEAR_OF_LINES, /* near the devlog's place, no line */
	NODES_CAPTION_NEAR,           /* near it, lines under its plate */
	NODES_CAPTION_NONE            /* nowhere: clarity.overlap fails */
};

struct nodes_caption {
	double x, y;        /* the text's centre and baseline, mm */
	struct vec2 lo, hi; /* its patch, for the longest text it may carry */
	int where;          /* NODES_CAPTION_* */
};

/*
 * nodes_caption_place: b's caption place into c, the first free in the
 * order of the NODES_CAPTION_* places (the lines of the board, its edges
 * and quadrant lines, are in the way but in NODES_CAPTION_NEAR). Returns
 * 0, or -1 when no place is free of marks (c then holds the devlog's).
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
 * as can be (NODES_CAPTION_REACH), into c; lines may run under it (an
 * expedition board's back has none). Returns 0, or -1 (c at at).
 */
int nodes_caption_near(const struct board *b, const struct rules *r,
    const struct nodes_mark *m, size_t n, double width, struct vec2 at,
    struct nodes_caption *c);

#endif
