/* bots.c: the nodes kind's own bots: the greedy one-ply mission racer. */
#include <stddef.h>

#include "nodes/play.h"

/* GREEDY_LOST: what a mission part no path reaches costs, in turns. */
#define GREEDY_LOST 1000

/*
 * tour: the turns a pawn at v, having visited what cats and rel say (v
 * included), still needs for left more of mission m, going each time to
 * the nearest node that still counts (a new category while categories
 * are short, a relevant node while those are): a nearest-first tour, a
 * fast over-estimate of the best one.
 */
static unsigned
tour(const struct nodes_play *g, int k, int32_t m, uint32_t v,
    uint32_t cats, int rel, int left)
{
	uint32_t picked[64], u, best, npicked = 1, i;
	unsigned sum = 0, bd;
	int catc = __builtin_popcount(cats), rn = m >= 0 ? g->rel_need[m] : 0;
	int newcat, isrel;

	picked[0] = v;
	while (left > 0) {
		best = UINT32_MAX;
		bd = NODES_PLAY_FAR;
		for (u = 0; u < g->n; u++) {
			unsigned du = g->dist[(size_t)v * g->n + u];

			if (du >= bd || g->visited[(size_t)k * g->n + u])
				continue;
			newcat = catc < g->cat_need && g->cat[u] >= 0 &&
			    !(cats >> g->cat[u] & 1);
			isrel = rel < rn && nodes_play_relevant(g, m, u);
			if (!newcat && !isrel)
				continue;
			for (i = 0; i < npicked && picked[i] != u; i++)
				;
			if (i < npicked)
				continue;
			best = u;
			bd = du;
		}
		if (best == UINT32_MAX)
			return sum + GREEDY_LOST * (unsigned)left;
		sum += bd;
		v = best;
		if (catc < g->cat_need && g->cat[best] >= 0 &&
		    !(cats >> g->cat[best] & 1)) {
			cats |= 1u << g->cat[best];
			catc++;
			left--;
		}
		if (rel < rn && nodes_play_relevant(g, m, best)) {
			rel++;
			left--;
		}
		if (npicked < 64)
			picked[npicked++] = best;
	}
	return sum;
}

/*
 * greedy_choose: the move after which the seat's mission looks nearest:
 * a move that completes it at once, else the least of the turns spent
 * entering the node plus the nearest-first tour of what is still missing.
 * Ties are drawn among from the ask's seed. Other pawns are not foreseen.
 */
static long
greedy_choose(void *self, const struct play_ask *a)
{
	const struct nodes_play *g = a->game;
	uint32_t t[NODES_PLAY_MOVES], cats;
	unsigned score, best_score = ~0u, ties = 0;
	struct rng r;
	size_t n, i;
	long best = 0;
	int k, rel, res, need, have;
	int32_t m;

	(void)self;
	if (!g || g->cur < 0)
		return 0;
	k = g->cur;
	rng_stream(&r, a->seed, 0, "play.bot.greedy", 0);
	n = nodes_play_targets(g, t);
	if (n != a->nmoves)
		return 0; /* not the game it is asked about: any legal move */
	for (i = 0; i < n; i++) {
		if (t[i] == NODES_PLAY_PASS)
			return (long)i;
		m = g->st[k].mission >= 0 ? g->st[k].mission :
		    g->mission[t[i]];
		need = nodes_play_need(g, m);
		nodes_play_gain(g, k, t[i], &cats, &rel, &res);
		have = nodes_play_progress(g, m, cats, rel, res);
		if (have >= need)
			return (long)i;
		score = g->cost[t[i]] +
		    tour(g, k, m, t[i], cats, rel, need - have);
		/* Ties: one of the best, uniformly (reservoir sampling on
		 * the ask's seed), so equal paths are all played. */
		if (score < best_score) {
			best_score = score;
			best = (long)i;
			ties = 1;
		} else if (score == best_score && rng_below(&r, ++ties) == 0)
			best = (long)i;
	}
	return best;
}

const struct play_bot nodes_bot_greedy = {
	.abi = PLAY_BOT_ABI,
	.name = "greedy",
	.choose = greedy_choose,
};

const struct play_bot *const nodes_bots[] = { &nodes_bot_greedy, NULL };
