/* part.c: the dungeon kind's part of a board: its storage. */
#include "board/board.h"

#include <stdlib.h>

void
dungeon_part_clear(struct board *b, int structure)
{
	b->dungeon.nfeature = 0;
	if (!structure)
		return;
	b->dungeon.tunnels = b->dungeon.length = 0;
	b->dungeon.floor = 0;
}

void
dungeon_part_fini(struct board *b)
{
	free(b->dungeon.feature);
}
