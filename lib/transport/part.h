/*
 * part.h: the transport kind's part of a board (transport_part(b)); the map
 * itself is the board's grid.
 */
#ifndef BP_TRANSPORT_PART_H
#define BP_TRANSPORT_PART_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"

/* transport kind: a good a city wants, and its value in points. */
struct board_want {
	int32_t good;  /* index into the rules' goods */
	int32_t value;
};

#define BOARD_WANTS 8 /* wants a city can hold (the rules ask fewer) */

/* transport kind: a city on cell (col, row). */
struct board_city {
	int32_t col, row;
	int32_t capital; /* 0-based seat whose capital it is, or BOARD_NONE */
	uint8_t airport;
	uint8_t nwant;
	struct board_want want[BOARD_WANTS];
	char name[64];   /* "" until gen-content names it */
};

/* transport kind: a route of type from city from to city to. */
struct board_route {
	int32_t type;        /* index into the rules' route types */
	uint32_t from, to;   /* city indices */
	uint32_t start, len; /* its cells: rcell[start .. start + len) */
};

struct transport_part {
	int32_t scenario;    /* index into the rules' scenarios */
	int8_t *tree;        /* per cell: tree type, or BOARD_NONE (no forest) */
	size_t captree;
	struct board_city *city;
	size_t ncity, capcity;
	struct board_route *route;
	size_t nroute, caproute;
	uint32_t *rcell;     /* the routes' cells, row * cols + col */
	size_t nrcell, caprcell;
	/*
	 * The board's plan (its labels) as last placed, with a copy of
	 * everything the placement read as its key (plankept.c,
	 * transport_plan_kept), or NULL: placed again whenever any of it
	 * differs; freed by clear and fini. Not the board's content: no
	 * deck, hash or copy reads it.
	 */
	struct transport_kept *kept;
};

/*
 * transport_part: b's part, for a board of the transport kind
 * (board_set_kind made it). The board owns it.
 */
static inline struct transport_part *
transport_part(const struct board *b)
{
	return (struct transport_part *)b->part;
}

/* board_route_cells: route i's cells. */
static inline const uint32_t *
board_route_cells(const struct board *b, size_t i)
{
	const struct transport_part *t = transport_part(b);

	return &t->rcell[t->route[i].start];
}

/*
 * transport_part_clear: forget the part's content (what gen-content adds), and
 * with structure its structure too, keeping the memory; transport_part_fini
 * frees it. The kind's table calls them (board_clear, board_fini).
 */
void transport_part_clear(struct board *b, int structure);
void transport_part_fini(struct board *b);

/*
 * transport_hash: b's structure as canonical text, turned turn quarter turns
 * (the kind table's hash, board/kind.h; hash.c).
 */
void transport_hash(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap);

struct rules;

/*
 * transport_deck_settle: b as its deck's round trip leaves it, r the deck's
 * rules (the kind table's settle, board/settle.h; deck.c).
 */
void transport_deck_settle(struct board *b, const struct rules *r);

/* transport_part_start: proto's scenario into b (make_start). */
void transport_part_start(struct board *b, const struct board *proto);

/* transport_part_defaults: the rules' default scenario into b (kind_defaults). */
void transport_part_defaults(struct board *b, const struct rules *r);

/* board_trees: size b->tree for b's grid, every cell without forest. */
void board_trees(struct board *b);

/* board_add_city: a city on (col, row), no content yet; returns index. */
uint32_t board_add_city(struct board *b, int col, int row);

/*
 * board_add_route: a route of type from city from to city to through the
 * n cells cells (row * cols + col; the cities' cells first and last);
 * returns its index.
 */
uint32_t board_add_route(struct board *b, int32_t type, uint32_t from,
    uint32_t to, const uint32_t *cells, size_t n);

#endif
