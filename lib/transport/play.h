/*
 * play.h: the transport kind's reference game, the Tidewater delivery
 * race (transport/play.c; its rules in templates/rules/transport.md,
 * "Play"), and the kind's own bots (transport/bots.c), which read the
 * game object below directly.
 */
#ifndef BP_TRANSPORT_PLAY_H
#define BP_TRANSPORT_PLAY_H

#include <stddef.h>
#include <stdint.h>

#include "board/play.h"

/* TPLAY_CITIES: the most cities of a board that can be played. */
#define TPLAY_CITIES 256

/* TPLAY_FAR: the travel time between cities no journey joins. */
#define TPLAY_FAR 0x3fffffffu

/* A contract's status: in the deck, face up (open), filled. */
enum { TPLAY_HIDDEN, TPLAY_OPEN, TPLAY_FILLED };

/* A want of a city: a contract, filled once, by the first carrier. */
struct tplay_contract {
	uint32_t city;
	int32_t good;
	int32_t value;
	int32_t owner; /* the seat whose capital wants it (only it may fill
			  it), or -1: any seat */
};

/*
 * A game on one board. What new() works out once (the journeys, the
 * contracts) stays; reset() sets the rest. Cities and goods are the
 * board's and the rules' indices.
 */
struct tplay_game {
	int seats;
	uint32_t ncity;
	size_t ngood;
	/* From each city, the journeys of one move, by destination index:
	 * journeys nb[nbstart[c] .. nbstart[c + 1]), taking nbturns turns
	 * (by route, or by plane when that is faster). */
	uint32_t *nbstart, *nb, *nbturns;
	/* dist[a * ncity + b]: the fewest turns from a to b over journeys
	 * (TPLAY_FAR: none); via[a * ncity + b]: the fewest turns from a,
	 * empty, to deliver at b (travel to a city that sells, load,
	 * travel on): what a greedy bot weighs an empty carrier by. */
	uint32_t *dist;
	uint32_t *via;
	/* Contracts, by city then want; bygood[g] .. bygood[g + 1] index
	 * goodc, the contracts of good g. */
	struct tplay_contract *contract;
	size_t ncontract;
	uint32_t *bygood, *goodc;
	/* wants[c * ngood + g]: does city c want good g (it does not sell
	 * it then)? */
	uint8_t *wants;
	char (*goodtext)[PLAY_MOVE_LEN]; /* "load-salt" */
	char (*citytext)[PLAY_MOVE_LEN]; /* "c3" */
	char (*goodname)[PLAY_MOVE_LEN]; /* "salt", for the state line */
	uint32_t home[PLAY_SEATS_MAX];   /* each seat's capital */
	int32_t start[PLAY_SEATS_MAX];   /* its score at the start (bonus) */
	int32_t target;
	uint32_t turns, load, delay;

	/* The game as it goes. */
	struct rng *chance; /* the runner's, for the tide's delays */
	int first, mover, over, winner; /* winner -1: none (yet) */
	uint32_t at[PLAY_SEATS_MAX], clock[PLAY_SEATS_MAX];
	int32_t cargo[PLAY_SEATS_MAX]; /* a good, or -1 */
	int32_t score[PLAY_SEATS_MAX];
	uint8_t *status;    /* per contract: TPLAY_* */
	/* The public contracts (those of no capital) as a shuffled deck:
	 * deck[0 .. ndeck), the next to turn face up deck[dealt]. */
	uint32_t *deck;
	size_t ndeck, dealt, shown;
	/* open[s * ngood + g]: open contracts of good g seat s may fill */
	uint32_t *open;
};

/*
 * tplay_fillable: may seat s fill contract k now (it is open, and public
 * or at s's own capital)?
 */
static inline int
tplay_fillable(const struct tplay_game *g, int s, size_t k)
{
	return g->status[k] == TPLAY_OPEN && (g->contract[k].owner < 0 ||
	    g->contract[k].owner == s);
}

/*
 * tplay_move: move k of the seat to move, as moves() lists them: *kind
 * 'g' (a journey to city *arg, taking *turns), 'l' (load good *arg) or
 * 'w' (wait a turn). k must be below the list's length.
 */
void tplay_move(const struct tplay_game *g, size_t k, int *kind,
    uint32_t *arg, uint32_t *turns);

/* play_kind_transport: the game (kind table's play). */
extern const struct play_kind play_kind_transport;

/* transport_bot_greedy: the one-ply greedy bot; transport_bots: the
 * kind's bots, ended by NULL (kind table's bots). */
extern const struct play_bot transport_bot_greedy;
extern const struct play_bot *const transport_bots[];

#endif
