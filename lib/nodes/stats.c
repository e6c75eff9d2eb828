/* stats.c: what preview's statistics count on a nodes board (board/kind.h). */
#include <math.h>

#include "board/kind.h"
#include "nodes/part.h"
#include "nodes/rules.h"
#include "nodes/measure.h"

/* entry: node type k, its bounds at scale 1; an expansion's type is
 * never placed (no expansion is switched on in preview). */
static size_t
entry(const struct rules *r, size_t k, const char **name, int *min,
    int *max, int *in_play)
{
	if (k < nodes_rules(r)->ntype) {
		*name = nodes_rules(r)->type[k].name;
		*min = nodes_rules(r)->type[k].min;
		*max = nodes_rules(r)->type[k].max;
		*in_play = nodes_rules(r)->type[k].expansion.index < 0;
	}
	return nodes_rules(r)->ntype;
}

static void
count(const struct board *b, int *c, size_t n)
{
	size_t i;
	int32_t t;

	for (i = 0; i < nodes_part(b)->g.nnodes; i++)
		if ((t = nodes_part(b)->node[i].type) >= 0 && (size_t)t < n)
			c[t]++;
}

/* judge: a node type only when on the board, at the board's scale, as
 * rules.counts judges it. */
static void
judge(const struct board *b, const struct rules *r, const int *c,
    signed char *out, size_t n)
{
	double ns = 1, ds;
	int min, max;
	size_t k;

	nodecontent_scale(b, r, &ns, &ds);
	for (k = 0; k < n && k < nodes_rules(r)->ntype; k++) {
		if (c[k] == 0)
			continue;
		min = (int)floor(nodes_rules(r)->type[k].min * ns + 0.5);
		max = nodes_rules(r)->type[k].max < 0 ? -1 :
		    (int)floor(nodes_rules(r)->type[k].max * ns + 0.5);
		out[k] = c[k] < min ? -1 : max >= 0 && c[k] > max ? 1 : 0;
	}
}

static double
spread_limit(const struct rules *r)
{
	return nodes_rules(r)->fair_spread;
}

const struct kind_stats nodes_stats = { .entry = entry, .count = count,
	.judge = judge, .spread_limit = spread_limit };
