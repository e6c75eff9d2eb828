/* run.c: a board's games, seat after seat, look after look. */
#include "play/run.h"

#include <pthread.h>
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
	/* On a worker thread: each player's state of its own (all are
	 * in-process bots); NULL: the players' own, on this thread. */
	void **self;
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

/* one_game: game number of the board, its seats' shares into share. */
static int
one_game(struct games *gs, uint32_t number, double *share, struct diag *d)
{
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
		if (gs->self ? play_player_local_choose(seat_player(gs, s),
		    gs->self[gs->nplayers == 1 ? 0 : s], &a, &k, d) < 0 :
		    play_player_choose(seat_player(gs, s), &a, &k, d) < 0)
			return -1;
		gs->pk->apply(gs->g, k);
		turn++;
	}
	gs->pk->result(gs->g, share);
	for (i = 0; !gs->self && i < gs->nplayers; i++)
		if (play_player_over(gs->players[i], number, share,
		    gs->seats, d) < 0)
			return -1;
	return 0;
}

/*
 * A worker thread's part of a batch of games: games from + t, from + t +
 * threads, … below to, each one's shares at its place in share (game
 * from's first), with a game object and bot states of its own.
 */
struct worker {
	struct games gs;
	const struct play_view *v;
	const struct rules *r;
	uint32_t from, to, t, threads;
	double *share;
	int rc;
	uint32_t failed; /* the game that failed, when rc < 0 */
	struct diag d;
	pthread_t id;
	int running;
};

static void *
work(void *arg)
{
	struct worker *w = arg;
	void *self[PLAY_SEATS_MAX] = { 0 };
	struct diag *d = &w->d;
	uint32_t g;
	int i;

	w->gs.self = self;
	if (!(w->gs.g = w->gs.pk->new(w->gs.b, w->r, &i, d))) {
		w->rc = -1;
		w->failed = w->from;
		return NULL;
	}
	for (i = 0; i < w->gs.nplayers; i++)
		self[i] = play_player_local_start(w->gs.players[i], w->v,
		    w->gs.g);
	for (g = w->from + w->t; g < w->to; g += w->threads)
		if (one_game(&w->gs, g, w->share + (size_t)(g - w->from) *
		    (size_t)w->gs.seats, d) < 0) {
			w->rc = -1;
			w->failed = g;
			break;
		}
	for (i = 0; i < w->gs.nplayers; i++)
		play_player_local_stop(w->gs.players[i], self[i]);
	w->gs.pk->free(w->gs.g);
	play_moves_fini(&w->gs.m);
	free(w->gs.state);
	return NULL;
}

/* PLAY_BATCH: the most games of one batch on threads (their shares are
 * kept until the batch is summed). */
#define PLAY_BATCH 65536u

/*
 * batch: games from .. to - 1 on threads workers, their shares added to
 * wins in game order (the sum is the same whatever the threads); a game
 * that failed: the first one's message, as one thread would have given.
 */
static int
batch(const struct games *gs, const struct play_view *v,
    const struct rules *r, uint32_t from, uint32_t to, int threads,
    double *wins, struct diag *d)
{
	struct worker *w = mem_calloc((size_t)threads, sizeof(*w));
	double *share = mem_calloc((size_t)(to - from) * (size_t)gs->seats,
	    sizeof(double));
	int t, s, bad = -1, rc = 0;
	uint32_t g;

	for (t = 0; t < threads; t++) {
		w[t].gs = *gs;
		w[t].gs.g = NULL;
		memset(&w[t].gs.m, 0, sizeof(w[t].gs.m));
		w[t].gs.state = NULL;
		w[t].gs.nstate = w[t].gs.capstate = 0;
		w[t].v = v;
		w[t].r = r;
		w[t].from = from;
		w[t].to = to;
		w[t].t = (uint32_t)t;
		w[t].threads = (uint32_t)threads;
		w[t].share = share;
		diag_init(&w[t].d);
		/* A thread not had is this one's work, done here after. */
		w[t].running = t > 0 && pthread_create(&w[t].id, NULL, work,
		    &w[t]) == 0;
	}
	for (t = 0; t < threads; t++)
		if (!w[t].running)
			work(&w[t]);
	for (t = 0; t < threads; t++) {
		if (w[t].running)
			pthread_join(w[t].id, NULL);
		if (w[t].rc < 0 && (bad < 0 || w[t].failed < w[bad].failed))
			bad = t;
	}
	if (bad >= 0) {
		for (t = 0; t < (int)w[bad].d.n; t++)
			diag_add(d, w[bad].d.v[t].status, w[bad].d.v[t].file,
			    w[bad].d.v[t].line, w[bad].d.v[t].board,
			    w[bad].d.v[t].check, "%s", w[bad].d.v[t].msg);
		rc = -1;
	}
	for (g = from; rc == 0 && g < to; g++)
		for (s = 0; s < gs->seats; s++)
			wins[s] += share[(size_t)(g - from) * (size_t)gs->seats +
			    (size_t)s];
	for (t = 0; t < threads; t++)
		diag_fini(&w[t].d);
	free(w);
	free(share);
	return rc;
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
    const struct play_plan *plan, double spread, int threads,
    struct play_result *res, struct diag *d)
{
	double share[PLAY_SEATS_MAX];
	uint32_t to;
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
	/* Threads only for bots in this process: a program plays alone. */
	for (i = 0; i < nplayers; i++)
		if (!play_player_local(players[i]))
			threads = 1;
	for (i = 0; i < nplayers && rc == 0; i++, started++)
		rc = play_player_start(players[i], &v, d);
	for (look = 0; rc == 0 && look < plan->nlooks; look++) {
		while (rc == 0 && threads > 1 &&
		    res->games < plan->looks[look]) {
			to = plan->looks[look] - res->games > PLAY_BATCH ?
			    res->games + PLAY_BATCH : plan->looks[look];
			rc = batch(&gs, &v, r, res->games, to, threads,
			    res->wins, d);
			res->games = to;
		}
		for (; rc == 0 && res->games < plan->looks[look];
		    res->games++) {
			rc = one_game(&gs, res->games, share, d);
			for (j = 0; rc == 0 && j < gs.seats; j++)
				res->wins[j] += share[j];
		}
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
