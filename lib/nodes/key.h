/*
 * key.h: a nodes board's key: every node type and mission in play (the
 * base game's, the board's expansions' and what their types require),
 * each its symbol (a type's disc in its category's light colour, a
 * mission's start square) with its icon and its name, and every kind of
 * piece the board carries, one entry a kind: power dots, tiny nodes,
 * natural resources, landmarks (each a row of the icons of its types in
 * play) and expedition circles, each drawn as on the board. On the board the types sit in a box in one corner and the
 * missions and pieces in one in the opposite corner, so each paper side
 * gives up one end to the key and the sides' starts stay as fair as
 * without it; gen-graph keeps the nodes and edges out of the room a key
 * of everything the rules have takes, gen-content the items out of the
 * room of what the board's expansions can bring, and the key drawn lists
 * what the board carries within that; the boxes are marks (nodes/marks.h)
 * that clarity.overlap and clarity.safe judge and the caption avoids.
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
 * What an entry explains; index is into the rules' table of it (of a
 * kind of piece, its first type in the row).
 */
enum {
	NODES_KEY_TYPE,
	NODES_KEY_MISSION,
	NODES_KEY_DOT,        /* a power dot (no table, index 0) */
	NODES_KEY_TINY,       /* tiny nodes: a row of their types */
	NODES_KEY_RESOURCE,   /* resources: a row of their types */
	NODES_KEY_LANDMARK,   /* landmarks: a row of their types */
	NODES_KEY_EXPEDITION  /* an expedition's circle (index 0) */
};

/* Whose entries a key lists (nodes_key_entries). */
enum {
	NODES_KEY_ALL,   /* every type, mission and piece the rules have */
	NODES_KEY_PLAY,  /* those the board's expansions bring */
	NODES_KEY_BOARD  /* its types and missions, the pieces it carries */
};

/* The names of the pieces no rules table names. */
#define NODES_KEY_DOT_NAME "Power dot"
#define NODES_KEY_EXPEDITION_NAME "Expedition"
#define NODES_KEY_TINY_NAME "Tiny nodes"
#define NODES_KEY_RESOURCE_NAME "Resources"
#define NODES_KEY_LANDMARK_NAME "Landmarks"

/*
 * One entry: what it explains (NODES_KEY_*) and its index, its box, its
 * (first) symbol's centre, its name's baseline start; a kind of piece's
 * types are the nrow indices from k->row[row], their symbols in a row
 * nodes_key_step apart from at (the others: nrow 1, row unused).
 */
struct nodes_key_entry {
	int what;
	int32_t index;
	int box;
	struct vec2 at, text;
	size_t row, nrow;
};

struct nodes_key {
	size_t nbox;          /* boxes with entries, from 0 */
	struct vec2 lo[NODES_KEY_BOXES], hi[NODES_KEY_BOXES]; /* with frame */
	struct nodes_key_entry *e;
	size_t n;
	int32_t *row;         /* the entries' rows of types */
	size_t nrow;
};

/*
 * nodes_key_step: how far apart (mm) the symbols of one entry's row are
 * set: what's symbol's width (a tiny's white patch, a landmark's disc, a
 * resource's icon) and a gap. nodes_key_width: the width its symbols take
 * (NODES_KEY_SYMBOL for one).
 */
double nodes_key_step(int what);
double nodes_key_width(const struct nodes_key_entry *e);

/*
 * nodes_key_entries: the entries of scope (NODES_KEY_ALL, _PLAY, _BOARD)
 * on b into k (free with nodes_key_fini): the types in rules order in
 * box 0; the missions in rules order, then the power dot, the
 * expedition circle, the tiny nodes, the resources and the landmarks
 * (each one entry, its types in rules order in its row) in box 1; each box laid out in columns from (0, 0) (k->lo[i] is (0, 0),
 * k->hi[i] its size): the rows that take the least room with the nodes'
 * keep among the layouts that fit within[i] (NULL: a quarter of b's
 * paper).
 */
void nodes_key_entries(const struct board *b, const struct rules *r,
    int scope, const struct vec2 *within, struct nodes_key *k);

/*
 * nodes_key_name: the name entry e shows (a title, else a name, from r's
 * tables).
 */
const char *nodes_key_name(const struct rules *r,
    const struct nodes_key_entry *e);

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
 * nodes_key_room: the boxes (lo[i], hi[i], NODES_KEY_BOXES of room) in
 * their corners of a key of what b's expansions bring (NODES_KEY_PLAY),
 * each laid out within the reserved one: what gen-content keeps the
 * items out of before it knows which it places. Returns their number, 0
 * when the rules print no key on the board.
 */
int nodes_key_room(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi);

/*
 * nodes_key_layout: b's key on the board, what it carries
 * (NODES_KEY_BOARD), each box laid out within nodes_key_room's and put
 * in its corner, into k (free with nodes_key_fini). Returns the number
 * of boxes, 0 (k empty) when the rules print no key on the board (key
 * page, key none).
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
