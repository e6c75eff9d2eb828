/* bots.c: the dungeon kind's own bots: the greedy one-ply walker. */
#include <stdint.h>

#include "dungeon/play.h"
#include "dungeon/tour.h"

/*
 * play_tour: the steps the greedy bot reckons are left from floor cell at
 * with the targets of need to pass, then the exit: the tour of
 * dungeon/tour.h over the game's maps.
 */
static int64_t
play_tour(const struct dungeon_game *g, uint32_t at, uint64_t need)
{
	return dungeon_tour(g->dist, g->near, g->f.n, g->ntarget, at, need);
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
		cost = 2 * play_tour(g, w.at, w.need) +
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
