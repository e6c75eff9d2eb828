/* stats.c: what preview's statistics count on a dungeon board (kind.h). */
#include "board/kind.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"

/* entry: feature k; one without a max has its min as its max. */
static size_t
entry(const struct rules *r, size_t k, const char **name, int *min,
    int *max, int *in_play)
{
	if (k < dungeon_rules(r)->nfeature) {
		*name = dungeon_rules(r)->feature[k].name;
		*min = dungeon_rules(r)->feature[k].min;
		*max = dungeon_rules(r)->feature[k].max < 0 ?
		    *min : dungeon_rules(r)->feature[k].max;
		*in_play = 1;
	}
	return dungeon_rules(r)->nfeature;
}

static void
count(const struct board *b, int *c, size_t n)
{
	size_t i;
	int32_t t;

	for (i = 0; i < dungeon_part(b)->nfeature; i++)
		if ((t = dungeon_part(b)->feature[i].type) >= 0 && (size_t)t < n)
			c[t]++;
}

/* judge: every feature, placed or not. */
static void
judge(const struct board *b, const struct rules *r, const int *c,
    signed char *out, size_t n)
{
	const char *name = NULL;
	int min = 0, max = -1, in_play;
	size_t k;

	(void)b;
	for (k = 0; k < n; k++) {
		entry(r, k, &name, &min, &max, &in_play);
		out[k] = c[k] < min ? -1 : max >= 0 && c[k] > max ? 1 : 0;
	}
}

/* No spread_limit: the dungeon's feature_spread is judged by its check,
 * not shown as the seats' limit. */
const struct kind_stats dungeon_stats = { .entry = entry, .count = count,
	.judge = judge };
