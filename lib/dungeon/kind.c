/* kind.c: the dungeon kind's table (board/kind.h): its parts in this folder. */
#include "board/kind.h"

#include "dungeon/draw.h"
#include "dungeon/dungeon.h"
#include "dungeon/limits.h"

/* Defined in this folder's rules.c, deck.c and check.c. */
extern const struct rules_kind rules_kind_dungeon;
extern const struct deck_kind deck_kind_dungeon;
extern const struct check_kind check_kind_dungeon;

static int
attempts(const struct rules *r)
{
	return r->dungeon.attempts;
}

static int
draw(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d)
{
	return draw_dungeon(p, b, r, o, d);
}

const struct kind kind_dungeon = {
	.name = "dungeon",
	.default_rules = "templates/rules/cinderdeep.rules",
	.rules = &rules_kind_dungeon,
	.attempts = attempts,
	.limits = dungeon_limits,
	.structure = dungeon_structure,
	.content = dungeon_content,
	.deck = &deck_kind_dungeon,
	.check = &check_kind_dungeon,
	.draw = draw,
	.clear = dungeon_part_clear,
	.fini = dungeon_part_fini,
};
