/* rules.h: the dungeon kind's rules, as the rules file gives them. */
#ifndef BP_DUNGEON_RULES_H
#define BP_DUNGEON_RULES_H

#include "board/rules.h"

/* dungeon_rules: r's dungeon section (r must be of the dungeon kind). */
static inline struct rules_dungeon *
dungeon_rules(const struct rules *r)
{
	return (struct rules_dungeon *)&r->dungeon;
}

#endif
