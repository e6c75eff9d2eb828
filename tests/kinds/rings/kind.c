/* kind.c: the rings kind's table (board/kind.h): its parts in this folder. */
#include "board/kind.h"
#include "board/rules_int.h"
#include "rings/part.h"

/* Defined in this folder's deck.c and check.c. */
extern const struct deck_kind deck_kind_rings;
extern const struct check_kind check_kind_rings;

/* No section of its own: [rules] is all a rings rules file has. */
static const struct section no_sections[] = { RULES_END };

static const struct rules_kind rules_kind_rings = {
	.sections = no_sections,
	.players_max = RULES_PMAX - 1,
};

/* Preview's statistics: the rings and the lit ones, per board. */
static size_t
stats_entry(const struct rules *r, size_t k, const char **name, int *min,
    int *max, int *in_play)
{
	static const char *const names[] = { "ring", "lit" };

	if (k < 2) {
		*name = names[k];
		*min = k == 0 ? RINGS_MIN : 1;
		*max = k == 0 ? RINGS_MAX : -1;
		*in_play = 1;
	}
	return 2;
}

static void
stats_count(const struct board *b, int *c, size_t n)
{
	if (n < 2)
		return;
	c[0] += (int)rings_part(b)->n;
	c[1] += (int)rings_lit(b);
}

static void
stats_judge(const struct board *b, const struct rules *r, const int *c,
    signed char *out, size_t n)
{
	if (n < 2)
		return;
	out[0] = c[0] < RINGS_MIN ? -1 : c[0] > RINGS_MAX ? 1 : 0;
	out[1] = c[1] < 1 ? -1 : 0;
}

static const struct kind_stats rings_stats = {
	.entry = stats_entry,
	.count = stats_count,
	.judge = stats_judge,
};

const struct kind kind_rings = {
	.name = "rings",
	.rules = &rules_kind_rings,
	.structure = rings_structure,
	.content = rings_content,
	.deck = &deck_kind_rings,
	.settle = rings_deck_settle,
	.check = &check_kind_rings,
	.draw = rings_draw,
	.part_size = sizeof(struct rings_part),
	.clear = rings_part_clear,
	.fini = rings_part_fini,
	.hash = rings_hash,
	.stats = &rings_stats,
};
