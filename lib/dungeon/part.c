/* part.c: the dungeon kind's part of a board: its storage. */
#include "dungeon/part.h"

#include <stdlib.h>

void
dungeon_part_clear(struct board *b, int structure)
{
	dungeon_part(b)->nfeature = 0;
	if (!structure)
		return;
	dungeon_part(b)->tunnels = dungeon_part(b)->length = 0;
	dungeon_part(b)->floor = 0;
}

void
dungeon_part_fini(struct board *b)
{
	free(dungeon_part(b)->feature);
}
