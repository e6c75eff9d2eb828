/*
 * bots.c: the transport kind's own bots: the greedy one, which reads the
 * game (transport/play.h) directly for speed.
 */
#include "transport/play.h"

/*
 * lost: will another carrier, free at its city at its clock and holding
 * contract k's good, be there before a carrier of seat s arriving at
 * when? Then k is not worth the journey.
 */
static int
lost(const struct tplay_game *g, int s, size_t k, uint32_t when)
{
	const struct tplay_contract *ct = &g->contract[k];
	int o;

	if (ct->owner >= 0)
		return 0;
	for (o = 0; o < g->seats; o++)
		if (o != s && g->cargo[o] == ct->good &&
		    g->clock[o] + g->dist[(size_t)g->at[o] * g->ncity +
		    ct->city] < when)
			return 1;
	return 0;
}

/*
 * rate: the best points a turn seat s can make by a move that leaves
 * its carrier at city at, turns from now, holding cargo (-1: none):
 * carry the cargo on to a contract, or (holding nothing useful, or
 * better so) load elsewhere and deliver.
 */
static double
rate(const struct tplay_game *g, int s, uint32_t at, uint32_t turns,
    int32_t cargo)
{
	uint32_t now = g->clock[s], t, k;
	size_t c;
	double best = 0, v;

	if (cargo >= 0)
		for (k = g->bygood[cargo]; k < g->bygood[cargo + 1]; k++) {
			c = g->goodc[k];
			t = turns + g->dist[(size_t)at * g->ncity +
			    g->contract[c].city];
			if (t >= TPLAY_FAR || !tplay_fillable(g, s, c) ||
			    lost(g, s, c, now + t))
				continue;
			v = (double)g->contract[c].value / (t ? t : 1);
			if (v > best)
				best = v;
		}
	for (c = 0; c < g->ncontract; c++) {
		t = turns + g->via[(size_t)at * g->ncontract + c];
		if (t >= TPLAY_FAR || !tplay_fillable(g, s, c) ||
		    lost(g, s, c, now + t))
			continue;
		v = (double)g->contract[c].value / t;
		if (v > best)
			best = v;
	}
	return best;
}

/*
 * greedy_choose: one ply: the move whose outcome promises the most
 * points a turn (rate above); the first such move on a tie, so the bot
 * needs no chance.
 */
static long
greedy_choose(void *self, const struct play_ask *a)
{
	const struct tplay_game *g = a->game;
	double best = -1, v;
	size_t k;
	long pick = 0;
	int kind, s = a->seat;
	uint32_t arg, turns;

	(void)self;
	if (!g || s < 0 || s >= g->seats)
		return 0;
	for (k = 0; k < a->nmoves; k++) {
		tplay_move(g, k, &kind, &arg, &turns);
		if (kind == 'g')
			v = rate(g, s, arg, turns, g->cargo[s]);
		else if (kind == 'l')
			v = rate(g, s, g->at[s], turns, (int32_t)arg);
		else
			v = 0;
		if (v > best) {
			best = v;
			pick = (long)k;
		}
	}
	return pick;
}

const struct play_bot transport_bot_greedy = {
	.abi = PLAY_BOT_ABI,
	.name = "greedy",
	.choose = greedy_choose,
};

const struct play_bot *const transport_bots[] = {
	&transport_bot_greedy, NULL
};
