/* run.c: a board's games, seat after seat, look after look. */
#include "play/run.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "core/mem.h"
#include "deck/deck.h"

/* The state of one board's games. */
struct games {
	const struct board *b;
	const struct play_kind *pk;
	void *g;
	int seats;
	struct play_player *const *players;
	int nplayers;
	struct play_moves m;
	char *state;
	size_t nstate, capstate;
};

/* seat_player: who plays seat s. */
static struct play_player *
seat_player(const struct games *gs, int s)
{
	return gs->players[gs->nplayers == 1 ? 0 : s];
}

/* ask_seed: the seed of the ask of bot name in game number at turn. */
static uint64_t
ask_seed(const struct board *b, const char *name, uint32_t number,
    uint32_t turn)
{
	char stream[48];
	struct rng r;

	snprintf(stream, sizeof(stream), "play.bot.%s", name);
	rng_stream(&r, b->seed, b->attempt, stream,
	    ((uint64_t)number << 32) | turn);
	return rng_next(&r);
}

/* one_game: game number of the board, its shares added to wins. */
static int
one_game(struct games *gs, uint32_t number, double *wins, struct diag *d)
{
	double share[PLAY_SEATS_MAX];
	struct play_ask a;
	struct rng chance;
	uint32_t turn = 0;
	size_t k;
	int s, i;

	rng_stream(&chance, gs->b->seed, gs->b->attempt, "play.game",
	    number);
	gs->pk->reset(gs->g, (int)(number % (uint32_t)gs->seats), &chance);
	while ((s = gs->pk->to_move(gs->g)) >= 0) {
		if (turn == PLAY_MOVES_MAX) {
			diag_add(d, DIAG_FATAL, NULL, 0, gs->b->id, NULL,
			    "game %u did not end in %u moves", number,
			    PLAY_MOVES_MAX);
			return -1;
		}
		gs->m.n = 0;
		gs->pk->moves(gs->g, &gs->m);
		gs->nstate = 0;
		gs->state = mem_grow(gs->state, &gs->capstate, 1, 1);
		gs->pk->state(gs->g, &gs->state, &gs->nstate,
		    &gs->capstate);
		gs->state = mem_grow(gs->state, &gs->capstate,
		    gs->nstate + 1, 1);
		gs->state[gs->nstate] = '\0';
		memset(&a, 0, sizeof(a));
		a.number = number;
		a.turn = turn;
		a.seat = s;
		a.seed = ask_seed(gs->b, play_player_name(seat_player(gs, s)),
		    number, turn);
		a.state = gs->state;
		a.nmoves = gs->m.n;
		a.moves = (const char (*)[PLAY_MOVE_LEN])gs->m.text;
		a.game = gs->g;
		if (play_player_choose(seat_player(gs, s), &a, &k, d) < 0)
			return -1;
		gs->pk->apply(gs->g, k);
		turn++;
	}
	gs->pk->result(gs->g, share);
	for (i = 0; i < gs->seats; i++)
		wins[i] += share[i];
	for (i = 0; i < gs->nplayers; i++)
		if (play_player_over(gs->players[i], number, share,
		    gs->seats, d) < 0)
			return -1;
	return 0;
}

/* judge: the verdict after games games into res. */
static void
judge(struct play_result *res, const struct play_plan *plan)
{
	double mn = 1, mx = 0, p;
	int i;

	res->z = play_plan_z(plan, res->seats);
	res->verdict = play_verdict(res->wins, res->seats, res->games,
	    res->z, res->spread, res->lo, res->hi);
	for (i = 0; i < res->seats; i++) {
		p = res->wins[i] / res->games;
		mn = p < mn ? p : mn;
		mx = p > mx ? p : mx;
	}
	res->judged_fair = res->verdict == PLAY_FAIR ||
	    (res->verdict == PLAY_UNDECIDED && mx - mn <= res->spread);
}

int
play_board_seats(const struct board *b, const struct rules *r,
    struct diag *d)
{
	const struct kind *k = kind_of(b->kind);
	void *g;
	int seats = 0;

	if (!k || !k->play) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
		    "boards of kind %s have no game to play", kind_name(
		    b->kind));
		return -1;
	}
	if (!(g = k->play->new(b, r, &seats, d)))
		return -1;
	k->play->free(g);
	return seats;
}

int
play_board(const struct board *b, const struct rules *r,
    struct play_player *const *players, int nplayers,
    const struct play_plan *plan, double spread, struct play_result *res,
    struct diag *d)
{
	const struct kind *k = kind_of(b->kind);
	struct games gs = { 0 };
	struct deck_text t = { 0 };
	struct play_view v;
	int i, j, look, rc = 0, started = 0;

	memset(res, 0, sizeof(*res));
	if (!k || !k->play) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
		    "boards of kind %s have no game to play", kind_name(
		    b->kind));
		return -1;
	}
	gs.b = b;
	gs.pk = k->play;
	gs.players = players;
	gs.nplayers = nplayers;
	if (!(gs.g = gs.pk->new(b, r, &gs.seats, d)))
		return -1;
	if (gs.seats < 1 || gs.seats > PLAY_SEATS_MAX || (nplayers != 1 &&
	    nplayers != gs.seats)) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL,
		    "the game has %d seats for %d bots", gs.seats, nplayers);
		gs.pk->free(gs.g);
		return -1;
	}
	res->seats = gs.seats;
	res->spread = spread >= 0 ? spread : gs.pk->spread(r);
	deck_format_board(&t, b, r);
	memset(&v, 0, sizeof(v));
	v.kind = k->name;
	v.board_id = b->id;
	v.board_xml = t.s;
	v.board_len = t.n;
	v.seats = gs.seats;
	v.game = gs.g;
	for (i = 0; i < nplayers && rc == 0; i++, started++)
		rc = play_player_start(players[i], &v, d);
	for (look = 0; rc == 0 && look < plan->nlooks; look++) {
		for (; rc == 0 && res->games < plan->looks[look];
		    res->games++)
			rc = one_game(&gs, res->games, res->wins, d);
		if (rc == 0) {
			judge(res, plan);
			if (res->verdict != PLAY_UNDECIDED)
				break;
		}
	}
	for (j = 0; j < started && rc == 0; j++)
		rc = play_player_stop(players[j], d);
	gs.pk->free(gs.g);
	play_moves_fini(&gs.m);
	free(gs.state);
	free(t.s);
	return rc;
}
