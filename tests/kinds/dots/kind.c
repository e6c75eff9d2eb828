/* kind.c: the dots kind's table (board/kind.h): its parts in this folder. */
#include "board/kind.h"
#include "board/rules_int.h"
#include "dots/part.h"
#include "dots/play.h"

/* Defined in this folder's deck.c and check.c. */
extern const struct deck_kind deck_kind_dots;
extern const struct check_kind check_kind_dots;

/* dots_defaults: a game of dots allows a spread of a quarter, no bias. */
static void
dots_defaults(struct rules *r)
{
	struct dots_rules *dr = r->part;

	dr->spread = 0.25;
	dr->bias = 0;
}

/* Its one section of its own: [play] (play.c). */
extern const struct section dots_sections[];
static const struct rules_kind rules_kind_dots = {
	.size = sizeof(struct dots_rules),
	.sections = dots_sections,
	.defaults = dots_defaults,
	.players_max = RULES_PMAX - 1,
};

const struct kind kind_dots = {
	.name = "dots",
	.rules = &rules_kind_dots,
	.structure = dots_structure,
	.deck = &deck_kind_dots,
	.settle = dots_deck_settle,
	.check = &check_kind_dots,
	.draw = dots_draw,
	.part_size = sizeof(struct dots_part),
	.clear = dots_part_clear,
	.fini = dots_part_fini,
	.hash = dots_hash,
	.play = &play_kind_dots,
	.bots = dots_bots,
};
