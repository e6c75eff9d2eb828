/*
 * part.h: the dungeon kind's part of a board (b->dungeon); the floor plan
 * itself is the board's grid.
 */
#ifndef BP_DUNGEON_PART_H
#define BP_DUNGEON_PART_H

#include <stddef.h>
#include <stdint.h>

/* A dungeon's start, exit or feature on the cell (col, row). */
#define BOARD_FEATURE_START (-2)
#define BOARD_FEATURE_EXIT (-3)

struct board_feature {
	int32_t type; /* index into the rules' features, or BOARD_FEATURE_* */
	int col, row;
};

struct dungeon_part {
	int tunnels, length;  /* the walk's maxTunnels and maxLength */
	double floor;         /* the floor fraction it stopped at, or 0 */
	struct board_feature *feature;
	size_t nfeature, capfeature;
};

struct board;

/*
 * dungeon_part_clear: forget the part's content (what gen-content adds), and
 * with structure its structure too, keeping the memory; dungeon_part_fini
 * frees it. The kind's table calls them (board_clear, board_fini).
 */
void dungeon_part_clear(struct board *b, int structure);
void dungeon_part_fini(struct board *b);

#endif
