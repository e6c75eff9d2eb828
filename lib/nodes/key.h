/*
 * key.h: a nodes board's key: every node type and mission in play (the
 * base game's, the board's expansions' and what their types require),
 * each its symbol (a type's disc in its category's light colour, a
 * mission's start square) with its icon and its name. On the board the
 * types sit in a box in one corner and the missions in one in the
 * opposite corner, so each paper side gives up one end to the key and
 * the sides' starts stay as fair as without it; gen-graph keeps the nodes
 * and edges out of the boxes, and gen-content the items; the boxes are
 * marks (nodes/marks.h) that clarity.overlap and clarity.safe judge and
 * the caption avoids.
 * With the rules' "key page", layout-pdf prints it on a page of its own
 * before the boards instead. Everything in trim mm, y down.
 */
#ifndef BP_NODES_KEY_H
#define BP_NODES_KEY_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/geom.h"

/* The key's text size (pt), row pitch, symbol size and gaps, mm. */
#define NODES_KEY_PT 6.0
#define NODES_KEY_PITCH 3.3
#define NODES_KEY_SYMBOL 3.0
#define NODES_KEY_GAP 0.8     /* symbol to name */
#define NODES_KEY_COLUMN 1.8  /* a column's name to the next's symbol */
#define NODES_KEY_PAD 1.2     /* the frame to the entries */
#define NODES_KEY_FRAME 0.3   /* the frame's line width */
/* How far the nodes' discs and the edges' lines keep from the box, mm. */
#define NODES_KEY_CLEAR 0.8

/* The boxes of a key: the types', then the missions'. */
#define NODES_KEY_BOXES 2

/*
 * One entry: a type (mission 0) or mission, its box, its symbol's centre,
 * its name's baseline start.
 */
struct nodes_key_entry {
	int mission;
	int32_t index;
	int box;
	struct vec2 at, text;
};

struct nodes_key {
	size_t nbox;          /* boxes with entries, from 0 */
	struct vec2 lo[NODES_KEY_BOXES], hi[NODES_KEY_BOXES]; /* with frame */
	struct nodes_key_entry *e;
	size_t n;
};

/*
 * nodes_key_entries: the types and missions in play on b (with all, of
 * every expansion of the rules), in rules order, into k (free with
 * nodes_key_fini); the types in box 0 and the missions in box 1, each
 * laid out in columns from (0, 0) (k->lo[i] is (0, 0), k->hi[i] its
 * size): the rows that take the least room with the nodes' keep among the
 * layouts that fit within[i] (NULL: a quarter of b's paper).
 */
void nodes_key_entries(const struct board *b, const struct rules *r,
    int all, const struct vec2 *within, struct nodes_key *k);

/*
 * nodes_key_reserve: the boxes (lo[i], hi[i], NODES_KEY_BOXES of room) in
 * their corners that a key of every type and mission of the rules would
 * take on b: what gen-graph keeps the nodes and edges out of, so that a
 * board's structure is the same whatever expansions it is played with.
 * Returns their number, 0 when the rules print no key on the board.
 */
int nodes_key_reserve(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi);

/*
 * nodes_key_layout: b's key on the board, what is in play, each box laid
 * out within the reserved one and put in its corner, into k (free with
 * nodes_key_fini). Returns the number of boxes, 0 (k empty) when the
 * rules print no key on the board (key page, key none).
 */
int nodes_key_layout(const struct board *b, const struct rules *r,
    struct nodes_key *k);
void nodes_key_fini(struct nodes_key *k);

/*
 * nodes_key_boxes: only the boxes of b's key on the board (lo[i], hi[i],
 * NODES_KEY_BOXES of room); their number, 0 when there are none.
 */
int nodes_key_boxes(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi);

/*
 * nodes_key_fits: does each reserved box (of every type and mission), with
 * the nodes' keep, stay inside a quarter of b's paper, in its safe margin
 * and clear of the quadrant lines wherever the centre's jitter puts them?
 * 1 also when the rules print no key on the board.
 */
int nodes_key_fits(const struct board *b, const struct rules *r);

/*
 * nodes_key_keep_node: how far a node's centre keeps from the key's box
 * on b: its disc (a side node's: a start's square, as it may be one) and
 * a power dot on its rim, and NODES_KEY_CLEAR. nodes_key_keep_edge: how
 * far an edge's centre line keeps: a tiny node's patch or half the line,
 * and NODES_KEY_CLEAR.
 */
double nodes_key_keep_node(const struct board *b, const struct rules *r,
    int side);
double nodes_key_keep_edge(const struct board *b, const struct rules *r);

/*
 * nodes_key_seg_near: does segment ab come nearer than within mm to the
 * box lo..hi (meeting it included)?
 */
int nodes_key_seg_near(struct vec2 a, struct vec2 b, struct vec2 lo,
    struct vec2 hi, double within);

#endif
