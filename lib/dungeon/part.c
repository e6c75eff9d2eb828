/* part.c: the dungeon kind's part of a board: its storage. */
#include "dungeon/part.h"

#include <stdlib.h>

#include "dungeon/view.h"

void
dungeon_part_clear(struct board *b, int structure)
{
	dungeon_part(b)->nfeature = 0;
	dungeon_view_free(dungeon_part(b)->view);
	dungeon_part(b)->view = NULL;
	if (!structure)
		return;
	dungeon_part(b)->tunnels = dungeon_part(b)->length = 0;
	dungeon_part(b)->floor = 0;
}

void
dungeon_part_fini(struct board *b)
{
	free(dungeon_part(b)->feature);
	dungeon_view_free(dungeon_part(b)->view);
}
