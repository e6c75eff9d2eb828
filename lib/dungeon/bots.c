/* bots.c: the dungeon kind's own bots: the greedy one-ply walker. */
#include <stdint.h>

#include "dungeon/play.h"

/* FIRST_MAX: with more types to pass, the tour's first one is not tried
 * each in turn (the nearest is taken all the way). */
#define FIRST_MAX 8

/*
 * nn_tour: steps of the nearest-neighbour tour from cell at past one
 * feature of each target in need, then to the exit: each time the nearest
 * feature of a target still needed (the lowest target on a tie).
 */
static int64_t
nn_tour(const struct dungeon_game *g, uint32_t at, uint64_t need)
{
	int64_t len = 0;
	int32_t d, best;
	int t, bt;

	while (need) {
		best = INT32_MAX;
		bt = -1;
		for (t = 0; t < g->ntarget; t++) {
			if (!(need >> t & 1))
				continue;
			d = g->dist[(size_t)t * g->f.n + at];
			if (d < best) {
				best = d;
				bt = t;
			}
		}
		len += best;
		at = g->near[(size_t)bt * g->f.n + at];
		need &= ~((uint64_t)1 << bt);
	}
	return len + g->dist[(size_t)g->ntarget * g->f.n + at];
}

/* dungeon_play_tour: the shortest of the nearest-neighbour tours that
 * start with each target needed (a better guess than one such tour, at a
 * few more lookups). */
int64_t
dungeon_play_tour(const struct dungeon_game *g, uint32_t at, uint64_t need)
{
	int64_t best = INT64_MAX, len;
	uint64_t bit;
	int t, k = 0;

	for (t = 0; t < g->ntarget; t++)
		k += need >> t & 1;
	if (k <= 1 || k > FIRST_MAX)
		return nn_tour(g, at, need);
	for (t = 0; t < g->ntarget; t++) {
		bit = (uint64_t)1 << t;
		if (!(need & bit))
			continue;
		len = g->dist[(size_t)t * g->f.n + at] +
		    nn_tour(g, g->near[(size_t)t * g->f.n + at], need & ~bit);
		if (len < best)
			best = len;
	}
	return best;
}

/*
 * greedy_choose: every move walked with the roll the seat has, each
 * judged by the tour left after it, a lost turn counted as an average
 * roll's steps (in halves, to stay in integers); a move that wins is
 * taken at once, a tie goes to the first move.
 */
static long
greedy_choose(void *self, const struct play_ask *a)
{
	const struct dungeon_game *g = a->game;
	struct dungeon_walk w;
	int64_t cost, best = INT64_MAX;
	size_t k;
	long pick = 0;

	(void)self;
	for (k = 0; k < a->nmoves; k++) {
		dungeon_play_walk(g, a->seat, dungeon_play_target(g, k),
		    g->roll, &w);
		if (w.won)
			return (long)k;
		cost = 2 * dungeon_play_tour(g, w.at, w.need) +
		    (w.wait ? g->die + 1 : 0);
		if (cost < best) {
			best = cost;
			pick = (long)k;
		}
	}
	return pick;
}

const struct play_bot dungeon_bot_greedy = {
	.abi = PLAY_BOT_ABI,
	.name = "greedy",
	.choose = greedy_choose,
};
