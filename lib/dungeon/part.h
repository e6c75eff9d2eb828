/*
 * part.h: the dungeon kind's part of a board (dungeon_part(b)); the floor plan
 * itself is the board's grid.
 */
#ifndef BP_DUNGEON_PART_H
#define BP_DUNGEON_PART_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"

/* A dungeon's start, exit or feature on the cell (col, row). */
#define BOARD_FEATURE_START (-2)
#define BOARD_FEATURE_EXIT (-3)

struct board_feature {
	int32_t type; /* index into the rules' features, or BOARD_FEATURE_* */
	int col, row;
};

struct dungeon_view;

struct dungeon_part {
	int tunnels, length;  /* the walk's maxTunnels and maxLength */
	double floor;         /* the floor fraction it stopped at, or 0 */
	struct board_feature *feature;
	size_t nfeature, capfeature;
	/*
	 * What the checks worked out of the floor (dungeon/view.h), or NULL:
	 * made again whenever the grid or the features differ from what it
	 * was made from; freed by clear and fini. Not part of the board's
	 * content: no deck, hash or copy reads it.
	 */
	struct dungeon_view *view;
};

/*
 * dungeon_part: b's part, for a board of the dungeon kind (board_set_kind
 * made it). The board owns it.
 */
static inline struct dungeon_part *
dungeon_part(const struct board *b)
{
	return (struct dungeon_part *)b->part;
}

/*
 * dungeon_part_clear: forget the part's content (what gen-content adds), and
 * with structure its structure too, keeping the memory; dungeon_part_fini
 * frees it. The kind's table calls them (board_clear, board_fini).
 */
void dungeon_part_clear(struct board *b, int structure);
void dungeon_part_fini(struct board *b);

/*
 * dungeon_hash: b's structure as canonical text, turned turn quarter turns
 * (the kind table's hash, board/kind.h; hash.c).
 */
void dungeon_hash(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap);

struct rules;

/*
 * dungeon_deck_settle: b as its deck's round trip leaves it, r the deck's
 * rules (the kind table's settle, board/settle.h; deck.c).
 */
void dungeon_deck_settle(struct board *b, const struct rules *r);

#endif
