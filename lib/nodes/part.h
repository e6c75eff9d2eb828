/*
 * part.h: the nodes kind's part of a board (b->nodes). Its structure lives
 * in g (positions in mm, edges); node[] holds per-node attributes with the
 * same index as g.node[].
 */
#ifndef BP_NODES_PART_H
#define BP_NODES_PART_H

#include <stddef.h>
#include <stdint.h>

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
};

#endif
