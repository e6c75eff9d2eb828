/*
 * part.h: the nodes kind's part of a board (nodes_part(b)). Its structure lives
 * in g (positions in mm, edges); node[] holds per-node attributes with the
 * same index as g.node[].
 */
#ifndef BP_NODES_PART_H
#define BP_NODES_PART_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/geom.h"
#include "core/graph.h"

struct board_node {
	uint8_t role;   /* enum board_role */
	uint8_t sides;  /* enum board_side bits; 0 for inner nodes */
	int32_t type;   /* index into the rules' node types, or BOARD_NONE */
	int32_t mission; /* start nodes: index into the rules' missions */
	int32_t number; /* the number printed on the node; 0 when none */
};

/* A power dot on the rim of node, at angle (radians, atan2 on paper). */
struct board_dot {
	uint32_t node;
	double angle;
};

/*
 * An area (face) between edges: its boundary, in walk order, is
 * node[start[i] .. start[i+1]); an entry is a node index, or one of the
 * paper's corners (BOARD_CORNER(0..3): top-left, top-right, bottom-right,
 * bottom-left; "@tl", "@tr", "@br", "@bl" in the deck), which bound the
 * areas along the paper's sides.
 */
#define BOARD_CORNER(k) (UINT32_MAX - 3 + (uint32_t)(k))
#define BOARD_IS_CORNER(v) ((v) >= BOARD_CORNER(0))
struct board_areas {
	uint32_t *node;
	size_t nnode, capnode;
	uint32_t *start; /* n + 1 entries */
	size_t n, capstart;
};

/* An expedition, landmark or natural resource inside an area. */
struct board_item {
	uint32_t area;
	double x, y;     /* mm */
	int32_t type;    /* index into the rules' table for this item kind */
	int32_t slots;   /* expeditions: 1..3; otherwise 0 */
	double rotation; /* radians */
};

/* A tiny node on the midpoint of edge a-b. */
struct board_tiny {
	uint32_t a, b;
	int32_t type;
	double angle;
};

struct nodes_part {
	int first_game;      /* every start gets the same mission */
	struct graph g;
	struct board_node *node;
	size_t capnode;
	struct board_dot *dot;
	size_t ndot, capdot;
	struct board_areas area;
	struct board_item *expedition, *landmark, *resource;
	size_t nexpedition, capexpedition, nlandmark, caplandmark;
	size_t nresource, capresource;
	struct board_tiny *tiny;
	size_t ntiny, captiny;
	/*
	 * The reserved key's boxes (nodes_key_reserve, key.c) and the
	 * caption's room on them (nodes_caption_room, caption.c) as last
	 * worked out for this board, asked for several times a board by
	 * the checks, the caption and the drawing: used while valid and
	 * made for the same rules (the object, its id, text, font and
	 * pictures, and its nodes section byte for byte: rules, a copy)
	 * and the same paper size, players, board id and seed, the only
	 * inputs they read; clear drops them, fini frees the copy. Not the
	 * board's content: no deck or hash reads it.
	 */
	struct nodes_reserve {
		struct rules_seen seen;
		void *rules;
		double width, height;
		uint32_t players;
		uint64_t seed;
		char id[sizeof(((struct board *)0)->id)];
		char rid[sizeof(((struct board *)0)->rules)];
		int n, valid;
		struct vec2 lo[2], hi[2];
		/* the caption's room: found (room_ok) at room_lo..room_hi,
		 * on key box room_box (-1: none) */
		int room_valid, room_ok, room_box;
		struct vec2 room_lo, room_hi;
	} reserve;
	/*
	 * The board's plan (its marks, caption place and key) as last
	 * worked out, with a copy of everything it read as its key
	 * (plan.c, nodes_plan_kept), or NULL: worked out again whenever
	 * any of it differs; freed by clear and fini. Not the board's
	 * content: no deck, hash or copy reads it.
	 */
	struct nodes_kept *kept;
};

/*
 * nodes_part: b's part, for a board of the nodes kind (board_set_kind
 * made it). The board owns it.
 */
static inline struct nodes_part *
nodes_part(const struct board *b)
{
	return (struct nodes_part *)b->part;
}

/* The board's areas: area i's entries and how many there are. */
static inline size_t
board_area_len(const struct board *b, size_t i)
{
	const struct board_areas *a = &nodes_part(b)->area;

	return a->start[i + 1] - a->start[i];
}

static inline const uint32_t *
board_area_nodes(const struct board *b, size_t i)
{
	const struct board_areas *a = &nodes_part(b)->area;

	return &a->node[a->start[i]];
}

/*
 * nodes_part_clear: forget the part's content (what gen-content adds), and
 * with structure its structure too, keeping the memory; nodes_part_fini
 * frees it. The kind's table calls them (board_clear, board_fini).
 */
void nodes_part_clear(struct board *b, int structure);
void nodes_part_fini(struct board *b);

/*
 * nodes_hash: b's structure as canonical text, turned turn quarter turns
 * (the kind table's hash, board/kind.h; hash.c).
 */
void nodes_hash(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap);

struct rules;

/*
 * nodes_deck_settle: b as its deck's round trip leaves it, r the deck's
 * rules (the kind table's settle, board/settle.h; deck.c).
 */
void nodes_deck_settle(struct board *b, const struct rules *r);

/* nodes_part_start: proto's first-game option into b (make_start). */
void nodes_part_start(struct board *b, const struct board *proto);

/* nodes_part_defaults: the rules' first-game option into b (kind_defaults). */
void nodes_part_defaults(struct board *b, const struct rules *r);

/* board_add_node: a node at (x, y) mm with role and sides; returns index. */
uint32_t board_add_node(struct board *b, double x, double y, int role,
    int sides);

/* board_area_add: append an area whose nodes are v[0..n-1]. */
void board_area_add(struct board *b, const uint32_t *v, size_t n);

/* board_area_point: where area entry v lies (a node or a paper corner). */
struct vec2 board_area_point(const struct board *b, uint32_t v);

/*
 * board_area_polygon: the boundary of area i as points, into *pts (grown
 * as needed, capacity *cap); returns the number of points.
 */
size_t board_area_polygon(const struct board *b, size_t i, struct vec2 **pts,
    size_t *cap);

#endif
