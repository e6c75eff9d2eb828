/* kind.c: the dots kind's table (board/kind.h): its parts in this folder. */
#include "board/kind.h"
#include "board/rules_int.h"
#include "dots/part.h"

/* Defined in this folder's deck.c and check.c. */
extern const struct deck_kind deck_kind_dots;
extern const struct check_kind check_kind_dots;

/* No section of its own: [rules] is all a dots rules file has. */
static const struct section no_sections[] = { RULES_END };

static const struct rules_kind rules_kind_dots = {
	.sections = no_sections,
	.players_max = RULES_PMAX - 1,
};

const struct kind kind_dots = {
	.name = "dots",
	.rules = &rules_kind_dots,
	.structure = dots_structure,
	.deck = &deck_kind_dots,
	.check = &check_kind_dots,
	.draw = dots_draw,
	.part_size = sizeof(struct dots_part),
	.clear = dots_part_clear,
	.fini = dots_part_fini,
	.hash = dots_hash,
};
