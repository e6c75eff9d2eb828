/*
 * caption.h: where a nodes board prints its caption (its id and seed, and
 * on templates that carry the slug inside, the rules and the page): on
 * the style's plate (sheet/draw.h), inside the safe margin, covering no
 * mark (nodes/marks.h) and no line: in the margin outside the play
 * area, else in a free corner, else in the room kept for it beside the
 * types' key (nodes_caption_room: gen-graph keeps the nodes and edges out
 * of it, gen-content the items), else along the board's sides, else as
 * near as can be to the devlog's place under the centre node. Only a
 * board made before the room was kept may find none of those clear of
 * the lines and take a place lines run under; validate's
 * clarity.overlap fails it then. layout-pdf draws it there and
 * clarity.overlap checks it, from the same function.
 */
#ifndef BP_NODES_CAPTION_H
#define BP_NODES_CAPTION_H

#include "board/board.h"
#include "board/rules.h"
#include "core/geom.h"
#include "nodes/key.h"

/* How far the caption's patch stays from every mark, mm. */
#define NODES_CAPTION_CLEAR 0.3
/* How far from the devlog's place it is looked for, mm either way. */
#define NODES_CAPTION_REACH 80

/* How far the caption's room keeps from the key's box it sits on, mm. */
#define NODES_CAPTION_KEY_GAP 1.0

/* The boxes the nodes, edges and items keep out of: the key's, the
 * caption's room. */
#define NODES_CAPTION_KEEP_BOXES (NODES_KEY_BOXES + 1)

/* Where a caption went, in the order they are looked for. */
enum {
	NODES_CAPTION_MARGIN,         /* the margin outside the play area */
	NODES_CAPTION_CORNER,         /* a corner of the safe zone */
	NODES_CAPTION_ROOM,           /* its room beside the key */
	NODES_CAPTION_RIM,            /* flush with one side, near a corner */
	NODES_CAPTION_CLEAR_OF_LINES, /* near the devlog's place, no line */
	NODES_CAPTION_NEAR,           /* near it, lines under its plate */
	NODES_CAPTION_NONE            /* nowhere: clarity.overlap fails */
};

struct nodes_caption {
	double x, y;        /* the text's centre and baseline, mm */
	struct vec2 lo, hi; /* its patch, for the longest text it may carry */
	int where;          /* NODES_CAPTION_* */
	int align;          /* its lines flush with the patch's left end (-1),
	                     * its right (1: the end it shares with the safe
	                     * zone's side or the key's box), or centred (0) */
	const char *note;   /* the note on lines above it (an expedition
	                     * board's back: nodes/back.h), or NULL */
};

/*
 * nodes_caption_room: the patch (trim mm, lo..hi) b keeps for its caption
 * (the widest it may be, draw_caption_block_widest), flush with the safe
 * margin at the side: stacked on the types' key box NODES_CAPTION_KEY_GAP
 * apart, toward the board's middle; else so on the missions' box in the
 * opposite corner; without a key on the board, in the key's corner
 * itself: the first that leaves every side the rules' side_room with the
 * key (nodes_side_room). Returns 1, or 0 when none does (the paper is too
 * small: the caption is looked for among the marks alone). It depends on
 * the rules, the paper, the players, the style's font and the board's id
 * and seed only, so a board's structure is the same whatever its
 * expansions.
 */
int nodes_caption_room(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi);

/*
 * nodes_caption_keep_reserve: nodes_key_reserve's boxes, then the
 * caption's room (if kept) grown by NODES_CAPTION_CLEAR: what gen-graph
 * keeps the nodes and edges out of. nodes_caption_keep_room:
 * nodes_key_room's, then the same: what gen-content keeps the items out
 * of. lo and hi hold
 * NODES_CAPTION_KEEP_BOXES; return the number of boxes.
 */
int nodes_caption_keep_reserve(const struct board *b,
    const struct rules *r, struct vec2 *lo, struct vec2 *hi);
int nodes_caption_keep_room(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi);

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
 * nodes_caption_near: a free place for a caption width x height mm (its
 * first baseline DRAW_CAPTION_ABOVE below its top) among the
 * marks m[0 .. n - 1] (in any order), at at or as near
 * as can be (anywhere on the board), into c; lines may run under it (an
 * expedition board's back has none). Returns 0, or -1 (c at at).
 */
int nodes_caption_near(const struct board *b, const struct rules *r,
    const struct nodes_mark *m, size_t n, double width, double height,
    struct vec2 at, struct nodes_caption *c);

#endif
