/* test_dungeon_play.c: Cinderdeep's reference game and its greedy bot,
 * played by a small runner of the test's own (lib/play/ has the real). */
#include "testutil.h"

#include <stdlib.h>
#include <time.h>

#include "board/check.h"
#include "board/kind.h"
#include "board/play.h"
#include "board/regen.h"
#include "dungeon/play.h"
#include "tu_dungeon.h"

#define STARTS_RULES BP_TOP "/tests/data/cinderdeep-starts.rules"

/*
 * What a run of games gives: each seat's summed share, the games the
 * turn bound ended, the moves made, and a hash of every move and roll
 * (for determinism).
 */
struct tally {
	double share[PLAY_SEATS_MAX];
	int bound, games;
	uint64_t moves, hash;
};

/*
 * play: games 0 .. n - 1 of game g (seats seats) on a board of seed,
 * bot[s] in seat s; game k's first seat is k mod seats, its chance the
 * stream "play.game" k of (seed, 0), each move's bot seed the next of
 * stream "play.bot" k. Checks on every move that the list is not empty,
 * each move printable without space, and the answer in range; and that
 * every game ends with shares summing to 1.
 */
static void
play(const struct play_kind *pk, void *g, int seats, uint64_t seed,
    const struct play_bot *const *bot, int n, struct tally *t)
{
	struct play_moves m = { 0 };
	struct play_ask a;
	struct rng chance, bots;
	double share[PLAY_SEATS_MAX], sum;
	long k;
	int game, s;
	const char *c;

	memset(t, 0, sizeof(*t));
	t->hash = 1469598103934665603ULL;
	for (game = 0; game < n; game++) {
		rng_stream(&chance, seed, 0, "play.game", (uint64_t)game);
		rng_stream(&bots, seed, 0, "play.bot", (uint64_t)game);
		pk->reset(g, game % seats, &chance);
		memset(&a, 0, sizeof(a));
		a.number = (uint32_t)game;
		a.game = g;
		while ((s = pk->to_move(g)) >= 0) {
			pk->moves(g, &m);
			assert_true(m.n >= 1 && m.n <= 10);
			for (k = 0; k < (long)m.n; k++)
				for (c = m.text[k]; *c; c++)
					assert_true(*c > ' ' && *c < 127);
			a.seat = s;
			a.seed = rng_next(&bots);
			a.nmoves = m.n;
			a.moves = (const char (*)[PLAY_MOVE_LEN])m.text;
			k = bot[s]->choose(NULL, &a);
			assert_true(k >= 0 && k < (long)m.n);
			t->hash = (t->hash ^ (uint64_t)(k + 16 * s +
			    256 * ((const struct dungeon_game *)g)->roll)) *
			    1099511628211ULL;
			pk->apply(g, (size_t)k);
			a.turn++;
			t->moves++;
		}
		pk->result(g, share);
		sum = 0;
		for (s = 0; s < seats; s++) {
			assert_true(share[s] >= 0 && share[s] <= 1);
			sum += share[s];
			t->share[s] += share[s];
		}
		assert_near(sum, 1, 1e-9);
		t->bound += share[0] > 0 && share[0] < 1;
		t->games++;
	}
	play_moves_fini(&m);
}

/* game_of: the game of board b under r, failing the test if none. */
static void *
game_of(const struct board *b, const struct rules *r, int *seats)
{
	struct diag d;
	void *g;

	diag_init(&d);
	g = play_kind_dungeon.new(b, r, seats, &d);
	if (!g) {
		diag_print(&d, "test", stderr);
		fail_msg("board %s cannot be played", b->id);
	}
	diag_fini(&d);
	return g;
}

/* board_of: a validated board of rules file path, seed, players. */
static void
board_of(struct board *b, struct rules *r, const char *path, uint64_t seed,
    uint32_t players)
{
	struct diag d;

	rules_init(r);
	diag_init(&d);
	if (rules_load_file(r, path, NULL, &d) < 0) {
		diag_print(&d, "test", stderr);
		fail_msg("%s does not load", path);
	}
	diag_fini(&d);
	board_init(b);
	tu_dungeon_board(b, r, seed, players, 1);
	check_board(b, r);
}

static const struct play_bot *const randoms[PLAY_SEATS_MAX] = {
	&play_bot_random, &play_bot_random, &play_bot_random,
	&play_bot_random, &play_bot_random, &play_bot_random,
};
static const struct play_bot *const greedies[PLAY_SEATS_MAX] = {
	&dungeon_bot_greedy, &dungeon_bot_greedy, &dungeon_bot_greedy,
	&dungeon_bot_greedy, &dungeon_bot_greedy, &dungeon_bot_greedy,
};

static void
the_kind_table_has_the_game_and_the_greedy_bot(void **state)
{
	const struct kind *k = kind_of(kind_parse("dungeon"));

	(void)state;
	assert_ptr_equal(k->play, &play_kind_dungeon);
	assert_ptr_equal(k->bots[0], &dungeon_bot_greedy);
	assert_null(k->bots[1]);
	assert_string_equal(k->bots[0]->name, "greedy");
	assert_int_equal(k->bots[0]->abi, PLAY_BOT_ABI);
}

/* Default boards, both bots: every game ends before the bound, with
 * shares that sum to 1 (play checks), and one start: seats = players. */
static void
games_end_and_shares_sum_to_one(void **state)
{
	struct rules r;
	struct board b;
	struct tally t;
	uint64_t seed;
	void *g;
	int seats;

	(void)state;
	for (seed = 1; seed <= 4; seed++) {
		board_of(&b, &r, TU_DUNGEON_RULES, seed, 3);
		g = game_of(&b, &r, &seats);
		assert_int_equal(seats, 3);
		play(&play_kind_dungeon, g, seats, seed, randoms, 40, &t);
		assert_int_equal(t.bound, 0);
		play(&play_kind_dungeon, g, seats, seed, greedies, 40, &t);
		assert_int_equal(t.bound, 0);
		play_kind_dungeon.free(g);
		board_fini(&b);
		rules_fini(&r);
	}
}

/* The same board, seed, games and bots: the same moves, the same wins. */
static void
games_are_deterministic(void **state)
{
	const struct play_bot *mixed[PLAY_SEATS_MAX] = { &dungeon_bot_greedy,
		&play_bot_random, &play_bot_random, &dungeon_bot_greedy };
	struct rules r;
	struct board b;
	struct tally t1, t2;
	void *g, *g2;
	int seats;

	(void)state;
	board_of(&b, &r, STARTS_RULES, 7, 4);
	g = game_of(&b, &r, &seats);
	play(&play_kind_dungeon, g, seats, 7, mixed, 30, &t1);
	play(&play_kind_dungeon, g, seats, 7, mixed, 30, &t2);
	assert_memory_equal(&t1, &t2, sizeof(t1));
	/* A game object of its own plays the same. */
	g2 = game_of(&b, &r, &seats);
	play(&play_kind_dungeon, g2, seats, 7, mixed, 30, &t2);
	assert_memory_equal(&t1, &t2, sizeof(t1));
	/* Another seed, other dice. */
	play(&play_kind_dungeon, g2, seats, 8, mixed, 30, &t2);
	assert_true(t1.hash != t2.hash);
	play_kind_dungeon.free(g);
	play_kind_dungeon.free(g2);
	board_fini(&b);
	rules_fini(&r);
}

/*
 * Greedy in one seat (each seat in turn), random in the others, over
 * default boards of 3 players: greedy wins far more than its third.
 */
static void
greedy_beats_random(void **state)
{
	const struct play_bot *bot[PLAY_SEATS_MAX];
	struct rules r;
	struct board b;
	struct tally t;
	double won = 0;
	int games = 0, seats, s, k;
	uint64_t seed;
	void *g;

	(void)state;
	for (seed = 1; seed <= 6; seed++) {
		board_of(&b, &r, TU_DUNGEON_RULES, seed, 3);
		g = game_of(&b, &r, &seats);
		for (s = 0; s < seats; s++) {
			for (k = 0; k < seats; k++)
				bot[k] = k == s ? &dungeon_bot_greedy :
				    &play_bot_random;
			play(&play_kind_dungeon, g, seats, seed, bot, 30, &t);
			won += t.share[s];
			games += t.games;
		}
		play_kind_dungeon.free(g);
		board_fini(&b);
		rules_fini(&r);
	}
	print_message("# greedy against two random: %.3f of %d games\n",
	    won / games, games);
	assert_true(won / games > 0.6);
}

/*
 * The moves: the types still to pass in the rules' order, then only
 * "exit"; walking passes what it steps on; the state line has its form.
 */
static void
moves_and_state_line(void **state)
{
	static const char *const map[] = {
		"##########",
		"#s.0..1.e#",
		"#........#",
		"##########",
		NULL
	};
	static const char *text =
	    "[rules]\nid t\nkind dungeon\nplayers 1 4\n"
	    "[content]\nstarts 1\n"
	    "[feature gold]\nmin 1\nspacing 1\n"
	    "[feature beast]\nmin 1\nspacing 1\n"
	    "[play]\ndie 2\nlose beast\n";
	struct play_moves m = { 0 };
	struct rules r;
	struct board b;
	struct diag d;
	struct rng chance;
	char *s = NULL;
	size_t n = 0, cap = 0;
	struct dungeon_game *g;
	int seats, turn, roll, seat;

	(void)state;
	if (tu_dungeon_text(&r, &d, text) < 0) {
		diag_print(&d, "test", stderr);
		fail();
	}
	diag_fini(&d);
	board_init(&b);
	b.players = 17;
	tu_map(&b, map);
	snprintf(b.id, sizeof(b.id), "t-1");
	/* One start: a seat per player, 16 at most. */
	diag_init(&d);
	assert_null(play_kind_dungeon.new(&b, &r, &seats, &d));
	assert_int_equal(d.n, 1);
	assert_non_null(strstr(d.v[0].msg, "17 seats"));
	diag_fini(&d);
	b.players = 2;
	g = game_of(&b, &r, &seats);
	assert_int_equal(seats, 2);
	rng_stream(&chance, 1, 0, "play.game", 0);
	play_kind_dungeon.reset(g, 1, &chance);
	assert_int_equal(play_kind_dungeon.to_move(g), 1);
	play_kind_dungeon.moves(g, &m);
	assert_int_equal(m.n, 2);
	assert_string_equal(m.text[0], "gold");
	assert_string_equal(m.text[1], "beast");
	play_kind_dungeon.state(g, &s, &n, &cap);
	assert_int_equal(sscanf(s, "turn %d seat %d roll %d", &turn, &seat,
	    &roll), 3);
	assert_int_equal(turn, 0);
	assert_int_equal(seat, 2);
	assert_true(roll >= 1 && roll <= 2);
	assert_non_null(strstr(s, "; 1 at 1,1 needs gold,beast; "
	    "2 at 1,1 needs gold,beast"));
	assert_null(strchr(s, '\n'));
	/* Seat 2 heads for the beast: it passes the gold on the way. */
	g->roll = 2;
	play_kind_dungeon.apply(g, 1);
	assert_int_equal(g->seat[1].at, 2);
	g->roll = 2;
	play_kind_dungeon.apply(g, 0); /* seat 1: the gold, two steps */
	assert_int_equal(g->seat[0].at, 2);
	g->roll = 2;
	play_kind_dungeon.apply(g, 0); /* seat 2: only the beast is left */
	n = 0;
	play_kind_dungeon.state(g, &s, &n, &cap);
	assert_non_null(strstr(s, "; 2 at 5,1 needs beast"));
	g->roll = 2;
	play_kind_dungeon.apply(g, 0);
	g->roll = 2;
	play_kind_dungeon.apply(g, 0); /* seat 2 meets the beast: waits */
	n = 0;
	play_kind_dungeon.state(g, &s, &n, &cap);
	assert_non_null(strstr(s, "; 2 at 6,1 needs exit waits"));
	play_kind_dungeon.moves(g, &m);
	assert_int_equal(m.n, 1);
	assert_string_equal(m.text[0], "beast"); /* seat 1's */
	g->roll = 1;
	play_kind_dungeon.apply(g, 0); /* seat 1 meets the beast too */
	/* Seat 2 lost its turn, seat 1 too: seat 2 again, only the exit. */
	assert_int_equal(play_kind_dungeon.to_move(g), 1);
	play_kind_dungeon.moves(g, &m);
	assert_int_equal(m.n, 1);
	assert_string_equal(m.text[0], "exit");
	g->roll = 2;
	play_kind_dungeon.apply(g, 0);
	assert_int_equal(play_kind_dungeon.to_move(g), -1);
	{
		double share[2];

		play_kind_dungeon.result(g, share);
		assert_near(share[0], 0, 0);
		assert_near(share[1], 1, 0);
	}
	free(s);
	play_moves_fini(&m);
	play_kind_dungeon.free(g);
	board_fini(&b);
	rules_fini(&r);
}

/*
 * A hand-made board of two starts: start 1 is two steps from the gold
 * and the exit, start 2 across the dungeon. Seat 1 wins clearly more,
 * and the static score agrees.
 */
static void
the_favoured_start_wins_more(void **state)
{
	static const char *const map[] = {
		"####################",
		"#s.0.e.............#",
		"#.################.#",
		"#.################.#",
		"#................s.#",
		"####################",
		NULL
	};
	static const char *text =
	    "[rules]\nid t\nkind dungeon\nplayers 1 4\n"
	    "[content]\nstarts 2\n"
	    "[feature gold]\nmin 1\nspacing 1\n";
	struct rules r;
	struct board b;
	struct diag d;
	struct tally t;
	void *g;
	int seats;

	(void)state;
	if (tu_dungeon_text(&r, &d, text) < 0) {
		diag_print(&d, "test", stderr);
		fail();
	}
	diag_fini(&d);
	board_init(&b);
	b.players = 2;
	tu_map(&b, map);
	snprintf(b.id, sizeof(b.id), "t-2");
	check_board(&b, &r);
	assert_int_equal(b.val.nseat, 2);
	assert_true(b.val.seat[0].score < b.val.seat[1].score);
	g = game_of(&b, &r, &seats);
	assert_int_equal(seats, 2);
	play(&play_kind_dungeon, g, seats, 3, greedies, 200, &t);
	print_message("# favoured start: %.3f, the other %.3f\n",
	    t.share[0] / t.games, t.share[1] / t.games);
	assert_true(t.share[0] / t.games > 0.9);
	play(&play_kind_dungeon, g, seats, 3, randoms, 200, &t);
	assert_true(t.share[0] / t.games > 0.75);
	play_kind_dungeon.free(g);
	board_fini(&b);
	rules_fini(&r);
}

/*
 * Several starts (one per player): seat k plays from <validation>'s seat
 * k's start; a board whose seats name a start it lacks is refused, with
 * one message naming the board.
 */
static void
several_starts_are_the_seats(void **state)
{
	struct rules r;
	struct board b;
	struct diag d;
	struct dungeon_game *g;
	size_t i, k = 0;
	uint32_t at[PLAY_SEATS_MAX];
	int seats;

	(void)state;
	board_of(&b, &r, STARTS_RULES, 11, 4);
	assert_int_equal(b.val.nseat, 4);
	for (i = 0; i < dungeon_part(&b)->nfeature; i++)
		if (dungeon_part(&b)->feature[i].type == BOARD_FEATURE_START)
			at[k++] = (uint32_t)(dungeon_part(&b)->feature[i].row *
			    b.cols + dungeon_part(&b)->feature[i].col);
	assert_int_equal(k, 4);
	/* The seats in another order: seat k is still its start. */
	b.val.seat[0].n = 3;
	b.val.seat[2].n = 1;
	g = game_of(&b, &r, &seats);
	assert_int_equal(seats, 4);
	for (k = 0; k < 4; k++)
		assert_int_equal(g->f.cell[g->start[k]],
		    at[b.val.seat[k].n - 1]);
	play_kind_dungeon.free(g);
	b.val.seat[1].n = 9;
	diag_init(&d);
	assert_null(play_kind_dungeon.new(&b, &r, &seats, &d));
	assert_int_equal(d.n, 1);
	assert_int_equal(diag_status(&d), DIAG_INVALID);
	assert_string_equal(d.v[0].board, b.id);
	diag_fini(&d);
	board_fini(&b);
	rules_fini(&r);
}

/*
 * A 1000 x 1000 dungeon, all floor, with 20 feature types: its 21
 * targets' distances would take 160 MB; the game refuses it, one
 * message, before it takes them.
 */
static void
a_game_too_big_is_refused(void **state)
{
	char text[2048];
	struct rules r;
	struct board b;
	struct diag d;
	struct board_feature *f;
	size_t n;
	int seats, i, c, row;

	(void)state;
	n = (size_t)snprintf(text, sizeof(text), "[rules]\nid t\nkind "
	    "dungeon\nplayers 1 4\n");
	for (i = 0; i < 20; i++)
		n += (size_t)snprintf(text + n, sizeof(text) - n,
		    "[feature f%d]\nspacing 0\n", i);
	if (tu_dungeon_text(&r, &d, text) < 0) {
		diag_print(&d, "test", stderr);
		fail();
	}
	diag_fini(&d);
	board_init(&b);
	board_set_kind(&b, kind_parse("dungeon"));
	snprintf(b.id, sizeof(b.id), "t-big");
	b.players = 2;
	board_grid(&b, 1000, 1000, 1, DUNGEON_WALL);
	for (row = 1; row < 999; row++)
		for (c = 1; c < 999; c++)
			b.terrain[row * 1000 + c] = DUNGEON_FLOOR;
	for (i = -3; i < 20; i++) {
		if (i == -1)
			continue;
		f = VEC_PUSH(dungeon_part(&b)->feature,
		    dungeon_part(&b)->nfeature, dungeon_part(&b)->capfeature);
		f->type = i;
		f->col = 2 + 2 * (i + 3);
		f->row = 5;
	}
	diag_init(&d);
	assert_null(play_kind_dungeon.new(&b, &r, &seats, &d));
	assert_int_equal(d.n, 1);
	assert_non_null(strstr(d.v[0].msg, "21 targets on 996004 floor "
	    "cells take over 128 MB"));
	diag_fini(&d);
	board_fini(&b);
	rules_fini(&r);
}

/* [play]'s keys, their defaults, and a type it names that is none. */
static void
play_rules(void **state)
{
	struct rules r;
	struct diag d;
	char buf[256];

	(void)state;
	assert_int_equal(tu_dungeon_rules(&r), 0);
	assert_int_equal(dungeon_rules(&r)->die, 4);
	assert_int_equal(dungeon_rules(&r)->turns, 400);
	assert_int_equal(dungeon_rules(&r)->pass.n, 0);
	assert_near(play_kind_dungeon.spread(&r), 0.15, 0);
	rules_fini(&r);
	assert_int_equal(tu_dungeon_text(&r, &d, "[rules]\nid t\nkind "
	    "dungeon\nplayers 1 4\n[feature gold]\n[play]\ndie 6\nspread "
	    "0.2\npass gold\nlose gold\nturns 90\n"), 0);
	assert_int_equal(dungeon_rules(&r)->die, 6);
	assert_int_equal(dungeon_rules(&r)->turns, 90);
	assert_int_equal(dungeon_rules(&r)->lose.v[0].index, 0);
	assert_near(play_kind_dungeon.spread(&r), 0.2, 0);
	diag_fini(&d);
	rules_fini(&r);
	assert_true(tu_dungeon_text(&r, &d, "[rules]\nid t\nkind dungeon\n"
	    "players 1 4\n[feature gold]\n[play]\npass gold coal\n") < 0);
	diag_format(&d.v[0], buf, sizeof(buf));
	assert_non_null(strstr(buf, "t.rules:7:"));
	assert_non_null(strstr(buf, "coal"));
	diag_fini(&d);
	rules_fini(&r);
}

/* games/s: a figure for the report, not a test (the machine is shared). */
static void
speed(void **state)
{
	struct rules r;
	struct board b;
	struct tally t;
	struct timespec t0, t1;
	double sec;
	void *g;
	int seats, i;
	const struct play_bot *const *bots[2] = { randoms, greedies };

	(void)state;
	board_of(&b, &r, TU_DUNGEON_RULES, 5, 4);
	g = game_of(&b, &r, &seats);
	for (i = 0; i < 2; i++) {
		clock_gettime(CLOCK_MONOTONIC, &t0);
		play(&play_kind_dungeon, g, seats, 5, bots[i], 400, &t);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		sec = (double)(t1.tv_sec - t0.tv_sec) +
		    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
		print_message("# %s, 4 seats: %.0f games/s, %.0f moves a "
		    "game\n", i ? "greedy" : "random", t.games / sec,
		    (double)t.moves / t.games);
	}
	play_kind_dungeon.free(g);
	board_fini(&b);
	rules_fini(&r);
}

/* What the calibration sums over the boards of one rules file and
 * player count. */
struct cal {
	int n, seats, over, bound;
	double pool[PLAY_SEATS_MAX]; /* each seat's share, summed */
	double *spread;              /* each board's spread of the shares */
	double vsrandom;             /* greedy's share against random */
	double rho[2];               /* Spearman: static score, tour */
	int nrho[2], tied[2], agree[2]; /* boards counted, left out, best
					   seat the same */
	double lim;
	double *rspread;             /* the same with random in every seat */
	int ragree;                  /* its best seat is greedy's */
};

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(the_kind_table_has_the_game_and_the_greedy_bot),
    cmocka_unit_test(games_end_and_shares_sum_to_one),
    cmocka_unit_test(games_are_deterministic),
    cmocka_unit_test(greedy_beats_random),
    cmocka_unit_test(moves_and_state_line),
    cmocka_unit_test(the_favoured_start_wins_more),
    cmocka_unit_test(several_starts_are_the_seats),
    cmocka_unit_test(a_game_too_big_is_refused),
    cmocka_unit_test(play_rules),
    cmocka_unit_test(speed))
