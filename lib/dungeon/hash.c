/* hash.c: the dungeon kind's structure as canonical text (boardhash.h). */
#include "dungeon/part.h"

#include "board/boardhash.h"

/*
 * dungeon_hash: the floor plan, the board's grid. The walk's numbers and
 * the features are not structure: the plan is all a board's play sees.
 */
void
dungeon_hash(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap)
{
	boardhash_grid(b, turn, s, n, cap);
}
