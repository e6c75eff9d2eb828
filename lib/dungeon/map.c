/* map.c: a dungeon map's place on the page and its features' names. */
#include "dungeon/map.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"

void
dungeon_origin(const struct board *b, double *x, double *y)
{
	*x = (b->width - b->cols * b->cell) / 2;
	*y = DUNGEON_MARGIN + (b->height - 2 * DUNGEON_MARGIN - DUNGEON_FOOTER -
	    b->rows * b->cell) / 2;
}

const char *
dungeon_feature_name(const struct rules *r, int32_t type)
{
	if (type == BOARD_FEATURE_START)
		return "start";
	if (type == BOARD_FEATURE_EXIT)
		return "exit";
	if (type >= 0 && (size_t)type < dungeon_rules(r)->nfeature)
		return dungeon_rules(r)->feature[type].name;
	return NULL;
}
