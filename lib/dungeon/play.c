/* play.c: Cinderdeep's reference game, the dungeon kind's play_kind. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/boardhash.h"
#include "core/mem.h"
#include "dungeon/map.h"
#include "dungeon/part.h"
#include "dungeon/play.h"
#include "dungeon/rules.h"
#include "dungeon/tour.h"

/*
 * The game is the race the static score (check.c, dungeon_seats) stands
 * for: from its start, each seat goes to a feature of each type and then
 * to the exit. The score is the tour the greedy bot reckons by
 * (dungeon/tour.h) from the start; play walks it with the dice, the
 * features that cost a turn and the other seats, and can confirm the score
 * or refute it. (Until issue 32's calibration the score was the sum of the
 * start's paths to the nearest feature of each type and to the exit: over
 * 1,000 boards its Spearman with the greedy bot's shares within boards was
 * 0.19 at 2 players, 0.34 at 4; the tour's is 0.73 and 0.62.)
 */

/*
 * spread (dungeon_play_spread): two seats of a fair board differ only by
 * chance, and over the ~200 games a board gets the standard error of a
 * share near 1/2 is 0.035, of the difference of two about 0.05: a limit
 * of 0.15 is three of them, so a fair board is seldom made again by
 * chance, while a board whose one start wins twice as often as another
 * (0.40 against 0.20 at three seats) is caught. The static check allows
 * 0.15 of the longest tour between starts (feature_spread): the same
 * number, the same tolerance for the same unfairness.
 */

/* DUNGEON_PLAY_BYTES: the most a game's distances may take: a 1000 x 1000
 * grid (core/limit.h) at the most floor (0.8) with 21 targets: 20 types
 * to pass and the exit. */
#define DUNGEON_PLAY_BYTES (128 << 20)

static void
game_free(void *p)
{
	struct dungeon_game *g = p;
	int s;

	if (!g)
		return;
	dungeon_floor_fini(&g->f);
	for (s = 0; s < PLAY_SEATS_MAX; s++)
		free(g->seat[s].fought);
	MEM_FREE(g->name, g->dist, g->near, g->feature, g->target, g->lose,
	    g->start);
	free(g);
}

/* in_refs: is feature type t in list rs? */
static int
in_refs(const struct rules_refs *rs, size_t t)
{
	size_t i;

	for (i = 0; i < rs->n; i++)
		if (rs->v[i].index == (int32_t)t)
			return 1;
	return 0;
}

/*
 * seat_starts: the start cell of each seat into g->start: with several
 * starts, seat k (0-based) is <validation>'s seat k, which names its
 * start (seat n is the n-th start of the board's features); a board read
 * without seats plays its starts in order. With one start every player
 * starts there. Returns 0, or -1 with the reason in msg.
 */
static int
seat_starts(struct dungeon_game *g, const struct board *b,
    const uint32_t *starts, size_t nstart, char *msg, size_t n)
{
	size_t k, want;
	uint32_t which;

	if (nstart == 0) {
		snprintf(msg, n, "no start on the floor");
		return -1;
	}
	if (nstart == 1)
		want = b->val.nseat > 1 ? b->val.nseat :
		    b->players > 0 ? (size_t)b->players : 1;
	else
		want = b->val.nseat ? b->val.nseat : nstart;
	if (want > PLAY_SEATS_MAX) {
		snprintf(msg, n, "%zu seats, more than a game takes (%d)",
		    want, PLAY_SEATS_MAX);
		return -1;
	}
	g->seats = (int)want;
	g->start = mem_alloc((size_t)g->seats * sizeof(*g->start));
	for (k = 0; k < (size_t)g->seats; k++) {
		which = nstart == 1 ? 0 : b->val.nseat ?
		    b->val.seat[k].n - 1 : (uint32_t)k;
		if (which >= nstart) {
			snprintf(msg, n, "seat %zu names start %u of %zu",
			    k + 1, which + 1, nstart);
			return -1;
		}
		g->start[k] = starts[which];
	}
	return 0;
}

/*
 * game_new: the floor, the targets (the types to pass that b has, then the
 * exit) and each one's distances, once; a board whose seats cannot reach
 * them all is refused.
 */
static void *
game_new(const struct board *b, const struct rules *r, int *seats,
    struct diag *d)
{
	const struct rules_dungeon *rd = dungeon_rules(r);
	const struct dungeon_part *part = dungeon_part(b);
	struct dungeon_game *g = mem_calloc(1, sizeof(*g));
	uint32_t *src, *starts, *queue, at;
	int32_t *tof;
	size_t i, t, nsrc, nstart = 0, nt = 0;
	char msg[160] = "";
	int k;

	dungeon_floor_init(&g->f, b->terrain, b->cols, b->rows);
	g->die = rd->die;
	g->turns = rd->turns;
	g->exit = DUNGEON_NONE;
	g->nfeature = part->nfeature;
	g->feature = mem_alloc((g->f.n + 1) * sizeof(*g->feature));
	g->target = mem_alloc((g->nfeature + 1) * sizeof(*g->target));
	g->lose = mem_calloc(g->nfeature + 1, 1);
	src = mem_alloc((g->nfeature + 1) * sizeof(*src));
	starts = mem_alloc((g->nfeature + 1) * sizeof(*starts));
	queue = mem_alloc((g->f.n + 1) * sizeof(*queue));
	tof = mem_alloc((rd->nfeature + 1) * sizeof(*tof));
	for (at = 0; at < g->f.n; at++)
		g->feature[at] = -1;
	for (i = 0; i < g->nfeature; i++) {
		at = dungeon_floor_at(&g->f, part->feature[i].col,
		    part->feature[i].row);
		if (at == DUNGEON_NONE) {
			snprintf(msg, sizeof(msg), "%s at %d,%d is not on the "
			    "floor", dungeon_feature_name(r,
			    part->feature[i].type), part->feature[i].col,
			    part->feature[i].row);
			goto fail;
		}
		g->feature[at] = (int32_t)i;
		if (part->feature[i].type == BOARD_FEATURE_EXIT)
			g->exit = at;
		else if (part->feature[i].type == BOARD_FEATURE_START)
			starts[nstart++] = at;
	}
	if (g->exit == DUNGEON_NONE) {
		snprintf(msg, sizeof(msg), "no exit on the floor");
		goto fail;
	}
	/* The targets: the types to pass, in the rules' order, that b has. */
	for (t = 0; t < rd->nfeature; t++) {
		tof[t] = -1;
		if (rd->pass.n && !in_refs(&rd->pass, t))
			continue;
		for (i = 0; i < g->nfeature; i++)
			if (part->feature[i].type == (int32_t)t)
				break;
		if (i == g->nfeature)
			continue;
		if (nt == DUNGEON_PLAY_TYPES) {
			snprintf(msg, sizeof(msg), "more than %d feature types "
			    "to pass: [play] pass lists the ones",
			    DUNGEON_PLAY_TYPES);
			goto fail;
		}
		tof[t] = (int32_t)nt++;
	}
	g->ntarget = (int)nt;
	if ((double)(nt + 1) * g->f.n * 8 > DUNGEON_PLAY_BYTES) {
		snprintf(msg, sizeof(msg), "%zu targets on %u floor cells "
		    "take over %d MB of distances", nt + 1, g->f.n,
		    DUNGEON_PLAY_BYTES >> 20);
		goto fail;
	}
	g->name = mem_alloc((nt + 1) * sizeof(*g->name));
	for (t = 0; t < rd->nfeature; t++)
		if (tof[t] >= 0)
			snprintf(g->name[tof[t]], PLAY_MOVE_LEN, "%s",
			    rd->feature[t].name);
	snprintf(g->name[nt], PLAY_MOVE_LEN, "exit");
	for (i = 0; i < g->nfeature; i++) {
		int32_t ty = part->feature[i].type;

		g->target[i] = ty >= 0 && (size_t)ty < rd->nfeature ?
		    tof[ty] : -1;
		g->lose[i] = ty >= 0 && in_refs(&rd->lose, (size_t)ty);
	}
	/* Each target's distances: a search from all its features at once. */
	g->dist = mem_alloc((nt + 1) * (g->f.n + 1) * sizeof(*g->dist));
	g->near = mem_alloc((nt + 1) * (g->f.n + 1) * sizeof(*g->near));
	for (t = 0; t <= nt; t++) {
		nsrc = 0;
		for (at = 0; at < g->f.n; at++) {
			if (g->feature[at] < 0)
				continue;
			if (t == nt ? at == g->exit :
			    g->target[g->feature[at]] == (int32_t)t)
				src[nsrc++] = at;
		}
		dungeon_tour_bfs(&g->f, src, nsrc, g->dist + t * g->f.n,
		    g->near + t * g->f.n, queue);
	}
	if (seat_starts(g, b, starts, nstart, msg, sizeof(msg)) < 0)
		goto fail;
	for (k = 0; k < g->seats; k++) {
		for (t = 0; t <= nt; t++)
			if (g->dist[t * g->f.n + g->start[k]] < 0) {
				snprintf(msg, sizeof(msg), "seat %d cannot "
				    "reach the %s", k + 1, g->name[t]);
				goto fail;
			}
		g->seat[k].fought = mem_calloc(g->nfeature + 1, 1);
	}
	MEM_FREE(src, starts, queue, tof);
	*seats = g->seats;
	return g;
fail:
	diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL, "cannot be played: %s",
	    msg);
	MEM_FREE(src, starts, queue, tof);
	game_free(g);
	return NULL;
}

/* begin: the turn of the seat after the one that moved (or of first): a
 * seat that waits loses it; the game ends at the turn bound. */
static void
begin(struct dungeon_game *g, int s)
{
	for (;;) {
		if (g->turn >= (uint32_t)g->turns * (uint32_t)g->seats) {
			g->to_move = -1;
			return;
		}
		if (!g->seat[s].wait)
			break;
		g->seat[s].wait = 0;
		g->turn++;
		s = (s + 1) % g->seats;
	}
	g->to_move = s;
	g->roll = 1 + (int)rng_below(g->chance, (uint32_t)g->die);
}

static void
game_reset(void *p, int first, struct rng *chance)
{
	struct dungeon_game *g = p;
	uint64_t all = g->ntarget == 64 ? UINT64_MAX :
	    ((uint64_t)1 << g->ntarget) - 1;
	int s;

	for (s = 0; s < g->seats; s++) {
		g->seat[s].at = g->start[s];
		g->seat[s].need = all;
		g->seat[s].wait = 0;
		memset(g->seat[s].fought, 0, g->nfeature + 1);
	}
	g->chance = chance;
	g->winner = -1;
	g->turn = 0;
	begin(g, first >= 0 && first < g->seats ? first : 0);
}

static int
game_to_move(const void *p)
{
	return ((const struct dungeon_game *)p)->to_move;
}

int
dungeon_play_target(const struct dungeon_game *g, size_t k)
{
	uint64_t need;
	int t;

	if (g->to_move < 0)
		return g->ntarget;
	need = g->seat[g->to_move].need;

	for (t = 0; t < g->ntarget; t++)
		if ((need >> t & 1) && k-- == 0)
			return t;
	return g->ntarget;
}

static void
game_moves(const void *p, struct play_moves *m)
{
	const struct dungeon_game *g = p;
	uint64_t need;
	int t;

	/* Over: no moves (the runner asks none then). */
	m->n = 0;
	if (g->to_move < 0)
		return;
	need = g->seat[g->to_move].need;
	for (t = 0; t < g->ntarget; t++)
		if (need >> t & 1)
			play_moves_add(m, g->name[t]);
	if (!need)
		play_moves_add(m, g->name[g->ntarget]);
}

void
dungeon_play_walk(const struct dungeon_game *g, int s, int t, int roll,
    struct dungeon_walk *w)
{
	const int32_t *dist = g->dist + (size_t)t * g->f.n;
	const struct dungeon_seat *st = &g->seat[s];
	uint32_t at = st->at, m;
	int32_t fe;
	int dir;

	w->need = st->need;
	w->wait = w->won = w->steps = 0;
	while (w->steps < roll && dist[at] > 0) {
		for (dir = 0; dir < 4; dir++) {
			m = g->f.nb[at][dir];
			if (m != DUNGEON_NONE && dist[m] == dist[at] - 1)
				break;
		}
		at = g->f.nb[at][dir];
		w->steps++;
		fe = g->feature[at];
		if (fe < 0)
			continue;
		if (g->target[fe] >= 0)
			w->need &= ~((uint64_t)1 << g->target[fe]);
		if (at == g->exit && !w->need) {
			w->won = 1;
			break;
		}
		if (g->lose[fe] && !st->fought[fe]) {
			w->wait = 1;
			break;
		}
	}
	w->at = at;
}

static void
game_apply(void *p, size_t k)
{
	struct dungeon_game *g = p;
	struct dungeon_seat *st;
	struct dungeon_walk w;

	if (g->to_move < 0)
		return;
	st = &g->seat[g->to_move];
	dungeon_play_walk(g, g->to_move, dungeon_play_target(g, k), g->roll,
	    &w);
	st->at = w.at;
	st->need = w.need;
	st->wait = w.wait;
	if (w.wait)
		st->fought[g->feature[w.at]] = 1;
	g->turn++;
	if (w.won) {
		g->winner = g->to_move;
		g->to_move = -1;
		return;
	}
	begin(g, (g->to_move + 1) % g->seats);
}

static void
game_result(const void *p, double *share)
{
	const struct dungeon_game *g = p;
	int s;

	for (s = 0; s < g->seats; s++)
		share[s] = g->winner < 0 ? 1.0 / g->seats : s == g->winner;
}

/* add: printf to *s. */
/*
 * game_state: "turn T seat S roll R" and for each seat "; K at C,R needs
 * A,B" (its types still to pass, or "exit"), " waits" when it loses its
 * next turn; dungeon.md documents it.
 */
static void
game_state(const void *p, char **s, size_t *n, size_t *cap)
{
	const struct dungeon_game *g = p;
	const struct dungeon_seat *st;
	int k, t, first;

	boardhash_putf(s, n, cap, "turn %u seat %d roll %d", g->turn,
	    g->to_move + 1,
	    g->to_move < 0 ? 0 : g->roll);
	for (k = 0; k < g->seats; k++) {
		st = &g->seat[k];
		boardhash_putf(s, n, cap, "; %d at %u,%u needs ", k + 1,
		    g->f.cell[st->at] % (uint32_t)g->f.cols,
		    g->f.cell[st->at] / (uint32_t)g->f.cols);
		first = 1;
		for (t = 0; t < g->ntarget; t++)
			if (st->need >> t & 1) {
				boardhash_putf(s, n, cap, "%s%s", first ? "" : ",",
				    g->name[t]);
				first = 0;
			}
		if (first)
			boardhash_putf(s, n, cap, "%s",
			    g->winner == k ? "none" : "exit");
		if (st->wait)
			boardhash_putf(s, n, cap, " waits");
	}
}

static double
game_spread(const struct rules *r)
{
	return dungeon_rules(r)->spread;
}

const struct play_kind play_kind_dungeon = {
	.title = "Cinderdeep race past the features",
	.new = game_new,
	.free = game_free,
	.reset = game_reset,
	.to_move = game_to_move,
	.moves = game_moves,
	.apply = game_apply,
	.result = game_result,
	.state = game_state,
	.spread = game_spread,
};
