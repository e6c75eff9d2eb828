/* bots.c: the dots game's greedy bot: the move that lands farthest. */
#include "dots/play.h"

static long
greedy_choose(void *self, const struct play_ask *a)
{
	const struct dots_game *g = a->game;
	int col, row, best = -1;
	size_t k, pick = 0;

	(void)self;
	for (k = 0; k < a->nmoves; k++) {
		dots_game_after(g, k, &col, &row);
		if (col > best) {
			best = col;
			pick = k;
		}
	}
	return (long)pick;
}

static const struct play_bot greedy = {
	.abi = PLAY_BOT_ABI,
	.name = "greedy",
	.choose = greedy_choose,
};

const struct play_bot *const dots_bots[] = { &greedy, NULL };
