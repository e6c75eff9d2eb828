/* test_nodes_play.c: the nodes kind's reference game and its greedy bot. */
#include "testutil.h"

#include <regex.h>
#include <stdlib.h>
#include <time.h>

#include "board/check.h"
#include "board/kind.h"
#include "board/play.h"
#include "core/limit.h"
#include "core/mem.h"
#include "nodes/part.h"
#include "nodes/play.h"
#include "nodes/rules.h"
#include "play/calibrate.h"

static struct rules R;

static int
setup(void **state)
{
	return tu_rules(&R);
}

static int
teardown(void **state)
{
	rules_fini(&R);
	return 0;
}

/* board: a whole, validated default board (players, seed) on A4. */
static void
board(struct board *b, uint64_t seed, uint32_t players)
{
	struct diag d;

	diag_init(&d);
	tu_board(b, &R, seed, players, 297, 210);
	if (make_content(b, &R, &d) < 0) {
		diag_print(&d, "test", stderr);
		fail_msg("no content for %s", b->id);
	}
	check_board(b, &R);
	diag_fini(&d);
}

/*
 * A small runner of our own (lib/play/ has the real one): games 0 .. n - 1
 * of one board, bot[k] in seat k, game i's first seat i mod seats, its
 * chance from rng_stream(seed, attempt, "play.game", i), each ask's seed
 * from the board's seed, the game, the turn and the bot's name. Adds
 * each seat's share to win[], checks every move is legal and every
 * game's shares sum to 1; returns the moves played, and the states' hash
 * into *hash when asked.
 */
struct run {
	const struct play_kind *pk;
	void *game;
	int seats;
	struct play_moves mv;
	char *state;
	size_t nstate, capstate;
	uint32_t drawn; /* games the turn bound ended */
};

static uint64_t
run_games(struct run *r, const struct board *b, const struct play_bot **bot,
    uint32_t n, double *win, uint64_t *hash)
{
	double share[PLAY_SEATS_MAX], sum;
	uint64_t moves = 0, h = 0;
	struct play_ask a;
	struct rng chance;
	uint32_t i, turn;
	long c;
	int s, k;

	for (i = 0; i < n; i++) {
		rng_stream(&chance, b->seed, b->attempt, "play.game", i);
		r->pk->reset(r->game, (int)(i % (uint32_t)r->seats), &chance);
		for (turn = 0; (s = r->pk->to_move(r->game)) >= 0; turn++) {
			assert_true(s < r->seats);
			assert_true(turn <= ((struct nodes_play *)r->game)->bound);
			r->pk->moves(r->game, &r->mv);
			assert_true(r->mv.n >= 1);
			r->nstate = 0;
			if (hash) {
				r->pk->state(r->game, &r->state, &r->nstate,
				    &r->capstate);
				h = rng_hash(r->state, h);
			}
			memset(&a, 0, sizeof(a));
			a.number = i;
			a.turn = turn;
			a.seat = s;
			a.seed = rng_hash(bot[s]->name,
			    b->seed * 0x9E3779B97F4A7C15ull ^
				((uint64_t)i << 32 | turn));
			a.state = r->state;
			a.nmoves = r->mv.n;
			a.moves = (const char(*)[PLAY_MOVE_LEN])r->mv.text;
			a.game = r->game;
			c = bot[s]->choose(NULL, &a);
			assert_true(c >= 0 && (size_t)c < r->mv.n);
			if (hash)
				h = rng_hash(r->mv.text[c], h);
			r->pk->apply(r->game, (size_t)c);
			moves++;
		}
		r->pk->result(r->game, share);
		r->drawn += ((struct nodes_play *)r->game)->winner < 0;
		for (k = 0, sum = 0; k < r->seats; k++) {
			assert_true(share[k] >= 0 && share[k] <= 1);
			sum += share[k];
			win[k] += share[k];
		}
		assert_near(sum, 1, 1e-9);
	}
	if (hash)
		*hash = h;
	return moves;
}

static void
run_open(struct run *r, const struct board *b)
{
	struct diag d;

	memset(r, 0, sizeof(*r));
	diag_init(&d);
	r->pk = kind_of(b->kind)->play;
	assert_non_null(r->pk);
	r->game = r->pk->new(b, &R, &r->seats, &d);
	if (!r->game) {
		diag_print(&d, "test", stderr);
		fail_msg("no game for %s", b->id);
	}
	diag_fini(&d);
}

static void
run_close(struct run *r)
{
	r->pk->free(r->game);
	play_moves_fini(&r->mv);
	free(r->state);
}

/* The kind's table has the game and the greedy bot. */
static void
table_has_game_and_bots(void **state)
{
	const struct kind *k = kind_of(kind_parse("nodes"));

	assert_ptr_equal(k->play, &play_kind_nodes);
	assert_non_null(k->bots);
	assert_ptr_equal(k->bots[0], &nodes_bot_greedy);
	assert_null(k->bots[1]);
	assert_string_equal(nodes_bot_greedy.name, "greedy");
	assert_int_equal(nodes_bot_greedy.abi, PLAY_BOT_ABI);
	assert_near(k->play->spread(&R), 0.15, 1e-12);
}

/* Every game ends, its shares sum to 1, every move is legal, at 2, 4
 * and 9 players, with random and greedy bots mixed. */
static void
games_end_and_shares_sum(void **state)
{
	static const uint32_t players[] = { 2, 4, 9 };
	const struct play_bot *bot[PLAY_SEATS_MAX];
	double win[PLAY_SEATS_MAX];
	struct board b;
	struct run r;
	size_t i;
	int k;

	board_init(&b);
	for (i = 0; i < 3; i++) {
		board(&b, 11 + i, players[i]);
		run_open(&r, &b);
		assert_int_equal(r.seats, 4);
		for (k = 0; k < r.seats; k++)
			bot[k] = k % 2 ? &nodes_bot_greedy : &play_bot_random;
		memset(win, 0, sizeof(win));
		run_games(&r, &b, bot, 100, win, NULL);
		run_close(&r);
	}
	board_fini(&b);
}

/* is_start_of_other: v is a start of a side other than seat k's. */
static int
legal_target(const struct board *b, const struct nodes_play *g, int k,
    uint32_t from, uint32_t v)
{
	const struct nodes_part *p = nodes_part(b);
	int j;

	if (v >= p->g.nnodes)
		return 0;
	for (j = 0; j < g->seats; j++)
		if (j != k && g->st[j].at == v)
			return 0; /* another pawn holds it */
	if (p->node[v].role == ROLE_START)
		if (p->node[v].sides != 1 << g->side[k])
			return 0;
	if (from == UINT32_MAX)
		return p->node[v].role == ROLE_START;
	return graph_find_edge(&p->g, from, v) != GRAPH_NONE;
}

/* Each move offered is "pass" (only when nothing else is) or "nID", a
 * node the board allows: checked against the board, not the game's
 * tables. */
static void
moves_are_legal(void **state)
{
	const struct nodes_play *g;
	struct play_moves mv = { 0 };
	struct board b;
	struct rng chance, pick;
	struct run r;
	uint32_t i, v;
	size_t j;
	int s;

	board_init(&b);
	board(&b, 5, 4);
	run_open(&r, &b);
	g = r.game;
	rng_stream(&pick, 1, 0, "test.pick", 0);
	for (i = 0; i < 50; i++) {
		rng_stream(&chance, b.seed, b.attempt, "play.game", i);
		r.pk->reset(r.game, (int)(i % 4), &chance);
		while ((s = r.pk->to_move(r.game)) >= 0) {
			r.pk->moves(r.game, &mv);
			for (j = 0; j < mv.n; j++) {
				if (strcmp(mv.text[j], "pass") == 0) {
					assert_int_equal(mv.n, 1);
					continue;
				}
				assert_int_equal(mv.text[j][0], 'n');
				v = (uint32_t)strtoul(mv.text[j] + 1, NULL, 10);
				assert_true(legal_target(&b, g, s,
				    g->st[s].at, v));
			}
			r.pk->apply(r.game, rng_below(&pick, (uint32_t)mv.n));
		}
	}
	play_moves_fini(&mv);
	run_close(&r);
	board_fini(&b);
}

/* The same board, seed, games and bots give the same games, state by
 * state and move by move, from a new game object too. */
static void
deterministic(void **state)
{
	const struct play_bot *bot[PLAY_SEATS_MAX] = { &nodes_bot_greedy,
		&play_bot_random, &play_bot_random, &nodes_bot_greedy };
	double w1[PLAY_SEATS_MAX] = { 0 }, w2[PLAY_SEATS_MAX] = { 0 };
	uint64_t h1, h2, h3;
	struct board b;
	struct run r;

	board_init(&b);
	board(&b, 7, 4);
	run_open(&r, &b);
	run_games(&r, &b, bot, 40, w1, &h1);
	run_games(&r, &b, bot, 40, w2, &h2);
	run_close(&r);
	assert_true(h1 == h2);
	assert_memory_equal(w1, w2, sizeof(w1));
	run_open(&r, &b);
	memset(w2, 0, sizeof(w2));
	run_games(&r, &b, bot, 40, w2, &h3);
	run_close(&r);
	assert_true(h1 == h3);
	assert_memory_equal(w1, w2, sizeof(w1));
	board_fini(&b);
}

/* The state line: one line of printable text, in the documented form. */
static void
state_line_form(void **state)
{
	static const char *form =
	    "^clock [0-9]+/[0-9]+ next ([1-4]|-)"
	    "(; seat [1-4] (n[0-9]+|-) wait [0-9]+ [a-z_0-9-]+ "
	    "[0-9]+/[0-9]+ cats ([a-z_0-9-]+(,[a-z_0-9-]+)*|-) "
	    "rel [0-9]+ res [0-9]+){4}$";
	struct board b;
	struct run r;
	struct rng chance;
	regex_t re;
	size_t i, turn;

	assert_int_equal(regcomp(&re, form, REG_EXTENDED | REG_NOSUB), 0);
	board_init(&b);
	board(&b, 3, 4);
	run_open(&r, &b);
	rng_stream(&chance, b.seed, b.attempt, "play.game", 0);
	r.pk->reset(r.game, 1, &chance);
	r.pk->state(r.game, &r.state, &r.nstate, &r.capstate);
	assert_string_equal(r.state,
	    "clock 0/240 next 2; seat 1 - wait 0 - 0/0 cats - rel 0 res 0; "
	    "seat 2 - wait 0 - 0/0 cats - rel 0 res 0; "
	    "seat 3 - wait 0 - 0/0 cats - rel 0 res 0; "
	    "seat 4 - wait 0 - 0/0 cats - rel 0 res 0");
	for (turn = 0; r.pk->to_move(r.game) >= 0; turn++) {
		r.nstate = 0;
		r.pk->state(r.game, &r.state, &r.nstate, &r.capstate);
		assert_int_equal(strlen(r.state), r.nstate);
		for (i = 0; i < r.nstate; i++)
			assert_true(r.state[i] >= ' ' && r.state[i] < 127);
		if (regexec(&re, r.state, 0, NULL, 0) != 0)
			fail_msg("state line out of form: %s", r.state);
		r.pk->moves(r.game, &r.mv);
		r.pk->apply(r.game, 0);
	}
	r.nstate = 0;
	r.pk->state(r.game, &r.state, &r.nstate, &r.capstate);
	assert_int_equal(regexec(&re, r.state, 0, NULL, 0), 0);
	assert_non_null(strstr(r.state, "next -"));
	regfree(&re);
	run_close(&r);
	board_fini(&b);
}

/*
 * The greedy bot in one seat against random bots in the others wins far
 * more than its 1 / seats over the boards, and in every seat of every
 * board more than a random bot in that seat does (a seat's mission may
 * be hard: greedy is measured against what the seat itself allows).
 */
static void
greedy_beats_random(void **state)
{
	const struct play_bot *bot[PLAY_SEATS_MAX];
	double win[PLAY_SEATS_MAX], base[PLAY_SEATS_MAX], total = 0;
	struct board b;
	struct run r;
	uint32_t seed;
	int k, j;

	board_init(&b);
	for (seed = 20; seed < 24; seed++) {
		board(&b, seed, 4);
		run_open(&r, &b);
		for (j = 0; j < r.seats; j++)
			bot[j] = &play_bot_random;
		memset(base, 0, sizeof(base));
		run_games(&r, &b, bot, 200, base, NULL);
		for (k = 0; k < r.seats; k++) {
			for (j = 0; j < r.seats; j++)
				bot[j] = j == k ? &nodes_bot_greedy :
				    &play_bot_random;
			memset(win, 0, sizeof(win));
			run_games(&r, &b, bot, 200, win, NULL);
			if (!(win[k] > base[k]))
				fail_msg("board %s seat %d: greedy %.0f, "
				    "random %.0f of 200", b.id, k + 1,
				    win[k], base[k]);
			total += win[k] / 200;
		}
		run_close(&r);
	}
	print_message("greedy vs 3 random: greedy's share %.3f (1/4 by "
	    "chance)\n", total / 16);
	assert_true(total / 16 > 0.6);
	board_fini(&b);
}

/*
 * favoured: a hand-made board where the left side's gate leads through
 * four categories in four steps, while the other sides' gates lead down
 * a chain of one category to the centre, whose other categories hang
 * off it one step each: the left seat should win almost every game.
 */
static void
favoured_board(struct board *b)
{
	static const char *const cat_types[] = { "reed", "lantern", "brook",
		"ember" }; /* flora, sky, water, machines */
	int32_t type[4], wanderer;
	uint32_t c, gate, prev, v, x[3];
	int s, i;

	board_set_kind(b, kind_parse("nodes"));
	board_clear(b);
	snprintf(b->id, sizeof(b->id), "hand-made");
	for (i = 0; i < 4; i++)
		type[i] = rules_find_type(&R, cat_types[i]);
	wanderer = rules_find_entry(&R, "mission", "wanderer");
	assert_true(wanderer >= 0);
	c = board_add_node(b, 148, 105, ROLE_CENTER, 0);
	for (i = 1; i < 4; i++) {
		x[i - 1] = board_add_node(b, 148 + 10 * i, 95, ROLE_INNER, 0);
		nodes_part(b)->node[x[i - 1]].type = type[i];
		graph_add_edge(&nodes_part(b)->g, c, x[i - 1]);
	}
	for (s = 0; s < 4; s++) {
		struct board_seat *seat;

		gate = board_add_node(b, 20 + 60 * s, 50, ROLE_INNER, 0);
		nodes_part(b)->node[gate].type = type[0];
		for (i = 0; i < 3; i++) {
			v = board_add_node(b, 10 + 60 * s + 10 * i, 10,
			    ROLE_START, 1 << s);
			nodes_part(b)->node[v].mission = wanderer;
			graph_add_edge(&nodes_part(b)->g, v, gate);
		}
		prev = gate;
		if (s == 0) {
			/* sky, water, machines one after the other */
			for (i = 1; i < 4; i++) {
				v = board_add_node(b, 20, 50 + 10 * i,
				    ROLE_INNER, 0);
				nodes_part(b)->node[v].type = type[i];
				graph_add_edge(&nodes_part(b)->g, prev, v);
				prev = v;
			}
		} else {
			for (i = 0; i < 3; i++) {
				v = board_add_node(b, 20 + 60 * s,
				    60 + 10 * i, ROLE_INNER, 0);
				nodes_part(b)->node[v].type = type[0];
				graph_add_edge(&nodes_part(b)->g, prev, v);
				prev = v;
			}
		}
		graph_add_edge(&nodes_part(b)->g, prev, c);
		seat = VEC_PUSH(b->val.seat, b->val.nseat, b->val.capseat);
		memset(seat, 0, sizeof(*seat));
		seat->n = (uint32_t)s + 1;
		seat->at = UINT32_MAX;
	}
}

static void
favoured_seat_wins_more(void **state)
{
	const struct play_bot *greedy[PLAY_SEATS_MAX], *rnd[PLAY_SEATS_MAX];
	double win[PLAY_SEATS_MAX] = { 0 }, wr[PLAY_SEATS_MAX] = { 0 };
	struct board b;
	struct run r;
	int k;

	board_init(&b);
	favoured_board(&b);
	run_open(&r, &b);
	assert_int_equal(r.seats, 4);
	for (k = 0; k < 4; k++) {
		greedy[k] = &nodes_bot_greedy;
		rnd[k] = &play_bot_random;
	}
	run_games(&r, &b, greedy, 200, win, NULL);
	run_games(&r, &b, rnd, 400, wr, NULL);
	print_message("hand-made board, greedy: %.0f %.0f %.0f %.0f of 200; "
	    "random: %.0f %.0f %.0f %.0f of 400\n", win[0], win[1], win[2],
	    win[3], wr[0], wr[1], wr[2], wr[3]);
	/* The die (a 1 in 6 loses a turn) leaves the others a chance. */
	assert_true(win[0] > 0.75 * 200);
	for (k = 1; k < 4; k++) {
		assert_true(win[0] > 4 * win[k]);
		assert_true(wr[0] > 2 * wr[k]);
	}
	run_close(&r);
	board_fini(&b);
}

/* A board without seats (no <validation>) is refused with a message. */
static void
no_seats_refused(void **state)
{
	struct board b;
	struct diag d;
	int seats = 0;

	board_init(&b);
	board(&b, 5, 4);
	board_clear_validation(&b);
	diag_init(&d);
	assert_null(play_kind_nodes.new(&b, &R, &seats, &d));
	assert_int_equal(diag_status(&d), DIAG_INVALID);
	diag_fini(&d);
	board_fini(&b);
}

/* A board of more nodes than a generator makes (a deck may hold them) is
 * refused before its distances (n² of them) are made. */
static void
too_many_nodes_refused(void **state)
{
	struct board b;
	struct diag d;
	char line[256];
	int seats = 0, i;

	board_init(&b);
	favoured_board(&b);
	for (i = 0; i <= LIMIT_NODES; i++)
		board_add_node(&b, i % 290, i / 290, ROLE_INNER, 0);
	diag_init(&d);
	assert_null(play_kind_nodes.new(&b, &R, &seats, &d));
	assert_int_equal(diag_status(&d), DIAG_INVALID);
	assert_int_equal(d.n, 1);
	diag_format(&d.v[0], line, sizeof(line));
	assert_non_null(strstr(line, "more than 5000"));
	diag_fini(&d);
	board_fini(&b);
}

/* rate: games per second of bots bot on board b (printed, never
 * judged: speed is not a test), with the moves a game and the games
 * drawn into *moves and *drawn. */
static double
rate(const struct board *b, const struct play_bot *bot, uint32_t n,
    double *moves, double *drawn)
{
	const struct play_bot *seat[PLAY_SEATS_MAX];
	double win[PLAY_SEATS_MAX] = { 0 };
	struct timespec t0, t1;
	struct run r;
	int k;

	run_open(&r, b);
	for (k = 0; k < r.seats; k++)
		seat[k] = bot;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	*moves = (double)run_games(&r, b, seat, n, win, NULL) / n;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	*drawn = (double)r.drawn / n;
	run_close(&r);
	return n / ((t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) /
	    1e9 + 1e-9);
}

static void
games_per_second(void **state)
{
	double rr, rg, mr, mg, dr, dg;
	struct board b;

	board_init(&b);
	board(&b, 9, 4);
	rr = rate(&b, &play_bot_random, 2000, &mr, &dr);
	rg = rate(&b, &nodes_bot_greedy, 500, &mg, &dg);
	print_message("games/s, one core, 4-player board: random %.0f (%.1f "
	    "moves a game, %.1f%% drawn), greedy %.0f (%.1f moves, %.1f%% "
	    "drawn)\n", rr, mr, 100 * dr, rg, mg, 100 * dg);
	board_fini(&b);
}

/* ranks: the ranks of v[0 .. n - 1] (ties share their mean rank). */
static void
ranks(const double *v, int n, double *rk)
{
	int i, j, less, same;

	for (i = 0; i < n; i++) {
		for (j = 0, less = 0, same = 0; j < n; j++) {
			less += v[j] < v[i];
			same += v[j] == v[i];
		}
		rk[i] = less + (same + 1) / 2.0;
	}
}

/* spearman: the rank correlation of a and b (n values); 0 when either
 * is constant. */
static double
spearman(const double *a, const double *b, int n)
{
	double ra[PLAY_SEATS_MAX], rb[PLAY_SEATS_MAX], ma = 0, mb = 0;
	double sab = 0, saa = 0, sbb = 0;
	int i;

	ranks(a, n, ra);
	ranks(b, n, rb);
	for (i = 0; i < n; i++) {
		ma += ra[i] / n;
		mb += rb[i] / n;
	}
	for (i = 0; i < n; i++) {
		sab += (ra[i] - ma) * (rb[i] - mb);
		saa += (ra[i] - ma) * (ra[i] - ma);
		sbb += (rb[i] - mb) * (rb[i] - mb);
	}
	return saa > 0 && sbb > 0 ? sab / sqrt(saa * sbb) : 0;
}

static int
cmp_dbl(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/*
 * calibration: with BP_PLAY_BOARDS=N in the environment, N default
 * boards at 2 and 4 players, BP_PLAY_GAMES (200) greedy games each:
 * each seat's share against the static seat score, Spearman within
 * each board, averaged; the seats' largest spread of shares; and
 * play/calibrate's figures for the [fairness] weights. Printed only
 * (item 5 of issue 32); nothing is judged.
 */
static void
calibration(void **state)
{
	static const uint32_t players[] = { 4, 8 };
	const char *nb = getenv("BP_PLAY_BOARDS"), *ng = getenv("BP_PLAY_GAMES");
	const struct play_bot *bot[PLAY_SEATS_MAX];
	double win[PLAY_SEATS_MAX], score[PLAY_SEATS_MAX], rho, sum, spread;
	double lo, hi, spreads[4096];
	int nboards = nb ? atoi(nb) : 0, ngames = ng ? atoi(ng) : 200;
	int i, k, p, counted, j, best[PLAY_SEATS_MAX], agree, sb;
	double chi, share[PLAY_SEATS_MAX];
	struct calib cal;
	struct diag d;
	struct board b;
	struct run r;

	if (nboards <= 0) {
		print_message("calibration skipped (BP_PLAY_BOARDS unset)\n");
		return;
	}
	if (getenv("BP_PLAY_REL"))
		nodes_rules(&R)->play_relevant = atoi(getenv("BP_PLAY_REL"));
	if (getenv("BP_PLAY_GUTTER"))
		nodes_rules(&R)->play_gutter = atoi(getenv("BP_PLAY_GUTTER"));
	if (getenv("BP_PLAY_CATS"))
		nodes_rules(&R)->play_categories = atoi(getenv("BP_PLAY_CATS"));
	if (nboards > 4096)
		nboards = 4096;
	board_init(&b);
	for (p = 0; p < 2; p++) {
		sum = 0;
		counted = 0;
		memset(best, 0, sizeof(best));
		agree = 0;
		diag_init(&d);
		assert_int_equal(calib_init(&cal,
		    "fairness node category resource number", &d), 0);
		for (i = 0; i < nboards; i++) {
			board(&b, 1 + (uint64_t)i, players[p]);
			run_open(&r, &b);
			for (k = 0; k < r.seats; k++)
				bot[k] = &nodes_bot_greedy;
			memset(win, 0, sizeof(win));
			run_games(&r, &b, bot, (uint32_t)ngames, win, NULL);
			lo = 1;
			hi = 0;
			for (k = 0; k < r.seats; k++) {
				score[k] = b.val.seat[k].score;
				lo = fmin(lo, win[k] / ngames);
				hi = fmax(hi, win[k] / ngames);
			}
			for (k = 0, j = 0; k < r.seats; k++)
				if (win[k] > win[j])
					j = k;
			best[j]++;
			for (k = 0, sb = 0; k < r.seats; k++)
				if (score[k] > score[sb])
					sb = k;
			agree += sb == j;
			spreads[i] = hi - lo;
			for (k = 0; k < r.seats; k++)
				share[k] = win[k] / ngames;
			assert_int_equal(calib_board(&cal, &b, &R, share,
			    r.seats, &d), 0);
			rho = spearman(win, score, r.seats);
			if (rho != 0 || hi > lo) {
				sum += rho;
				counted++;
			}
			run_close(&r);
		}
		for (i = 0, spread = 0; i < nboards; i++)
			spread += spreads[i] > 0.15;
		qsort(spreads, (size_t)nboards, sizeof(*spreads), cmp_dbl);
		for (k = 0, chi = 0; k < 4; k++)
			chi += (best[k] - nboards / 4.0) *
			    (best[k] - nboards / 4.0) / (nboards / 4.0);
		print_message("%u players, %d boards x %d greedy games: mean "
		    "Spearman(share, static score) %.3f over %d boards; "
		    "static best seat = play's best on %d; best seat by play "
		    "1..4: %d %d %d %d (chi2 %.2f, 3 df); spread median "
		    "%.3f, 90%% %.3f, max %.3f; %.0f boards over 0.15\n",
		    players[p], nboards, ngames, counted ? sum / counted : 0,
		    counted, agree, best[0], best[1], best[2], best[3], chi,
		    spreads[nboards / 2], spreads[nboards * 9 / 10],
		    spreads[nboards - 1], spread);
		calib_write(&cal, stderr);
		calib_fini(&cal);
		diag_fini(&d);
	}
	board_fini(&b);
}

TEST_MAIN(setup, teardown, cmocka_unit_test(table_has_game_and_bots),
    cmocka_unit_test(games_end_and_shares_sum),
    cmocka_unit_test(moves_are_legal), cmocka_unit_test(deterministic),
    cmocka_unit_test(state_line_form),
    cmocka_unit_test(greedy_beats_random),
    cmocka_unit_test(favoured_seat_wins_more),
    cmocka_unit_test(no_seats_refused),
    cmocka_unit_test(too_many_nodes_refused),
    cmocka_unit_test(games_per_second), cmocka_unit_test(calibration))
