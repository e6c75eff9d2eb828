/* stats.c: what preview counts on a transport board (board/kind.h). */
#include "board/kind.h"
#include "transport/part.h"
#include "transport/rules.h"

/* entry: good k, wanted at least the rules' min_copies times. */
static size_t
entry(const struct rules *r, size_t k, const char **name, int *min,
    int *max, int *in_play)
{
	if (k < transport_rules(r)->ngood) {
		*name = transport_rules(r)->good[k].name;
		*min = transport_rules(r)->min_copies;
		*max = -1;
		*in_play = 1;
	}
	return transport_rules(r)->ngood;
}

/* count: the cities' wants of each good. */
static void
count(const struct board *b, int *c, size_t n)
{
	size_t i, k;
	int32_t t;

	for (i = 0; i < transport_part(b)->ncity; i++)
		for (k = 0; k < transport_part(b)->city[i].nwant; k++)
			if ((t = transport_part(b)->city[i].want[k].good) >= 0 &&
			    (size_t)t < n)
				c[t]++;
}

/* judge: a good only when offered, that is on the board, as
 * completeness.goods judges it. */
static void
judge(const struct board *b, const struct rules *r, const int *c,
    signed char *out, size_t n)
{
	size_t k;

	(void)b;
	for (k = 0; k < n; k++)
		if (c[k] != 0)
			out[k] = c[k] < transport_rules(r)->min_copies ? -1 : 0;
}

static double
spread_limit(const struct rules *r)
{
	return transport_rules(r)->fair_spread;
}

const struct kind_stats transport_stats = { .entry = entry, .count = count,
	.judge = judge, .spread_limit = spread_limit };
