/*
 * test_transport_play.c: the Tidewater delivery race (transport/play.c)
 * and its greedy bot (transport/bots.c), played by a small runner of its
 * own (the real one is lib/play/'s).
 */
#include "transport_util.h"

#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "board/check.h"
#include "board/play.h"
#include "board/regen.h"
#include "core/mem.h"
#include "deck/deck.h"
#include "transport/play.h"

/* What a run of games on one board gave. */
struct tally {
	double share[PLAY_SEATS_MAX]; /* summed over the games */
	unsigned games, bound;        /* games, and those the bound ended */
	unsigned long moves;          /* moves played */
	uint64_t trace;               /* a hash of every move and state */
};

/*
 * run: games games of game g (seats seats) on board b, seat k played by
 * bot[k]; game n's first seat is n mod seats and its chance comes from
 * rng_stream(seed, attempt, "play.game", n). Every answer must be one of
 * the moves offered, every move text printable without a space, and
 * each game must end within a bound of moves.
 */
static void
run(const struct board *b, void *g, int seats,
    const struct play_bot *const *bot, unsigned games, int trace,
    struct tally *t)
{
	const struct play_kind *pk = &play_kind_transport;
	struct play_moves m = { 0 };
	struct rng chance;
	char *line = NULL;
	size_t n = 0, cap = 0, k, i;
	double share[PLAY_SEATS_MAX], sum;
	unsigned game, turn;
	int s;

	memset(t, 0, sizeof(*t));
	t->trace = 1469598103934665603ull;
	for (game = 0; game < games; game++) {
		rng_stream(&chance, b->seed, b->attempt, "play.game", game);
		pk->reset(g, (int)(game % (unsigned)seats), &chance);
		for (turn = 0; (s = pk->to_move(g)) >= 0; turn++) {
			struct play_ask a = { 0 };
			long pick;

			assert_true(s < seats);
			assert_true(turn < 100000);
			pk->moves(g, &m);
			assert_true(m.n >= 1);
			n = 0;
			if (trace)
				pk->state(g, &line, &n, &cap);
			a.number = game;
			a.turn = turn;
			a.seat = s;
			a.seed = rng_hash(bot[s]->name, b->seed ^
			    ((uint64_t)game << 32 | turn));
			a.state = line;
			a.nmoves = m.n;
			a.moves = (const char(*)[PLAY_MOVE_LEN])m.text;
			a.game = g;
			pick = bot[s]->choose(NULL, &a);
			assert_true(pick >= 0 && (size_t)pick < m.n);
			for (k = 0; k < m.n; k++) {
				assert_true(m.text[k][0] != '\0');
				for (i = 0; m.text[k][i]; i++)
					assert_true(m.text[k][i] > ' ' &&
					    m.text[k][i] < 127);
			}
			if (trace) {
				for (i = 0; i < n; i++)
					t->trace = (t->trace ^
					    (unsigned char)line[i]) *
					    1099511628211ull;
				t->trace = (t->trace ^ (uint64_t)pick) *
				    1099511628211ull;
			}
			pk->apply(g, (size_t)pick);
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
	free(line);
}

/*
 * made: a default board (seed, players, scenario) made whole and
 * validated, as gen-graph | gen-content | validate make it, so its
 * <validation> seats are filled.
 */
static void
made(struct board *b, uint64_t seed, uint32_t players, int32_t scenario)
{
	struct regen_why why;

	tt_board(b, &R, seed, players, scenario);
	regen_board(b, &R, R.attempts, &why);
	assert_true(b->val.nseat == players);
}

static const struct play_bot *const randoms[PLAY_SEATS_MAX] = {
	&play_bot_random, &play_bot_random, &play_bot_random,
	&play_bot_random, &play_bot_random, &play_bot_random,
	&play_bot_random, &play_bot_random, &play_bot_random,
	&play_bot_random, &play_bot_random, &play_bot_random,
	&play_bot_random, &play_bot_random, &play_bot_random,
	&play_bot_random
};
static const struct play_bot *const greedies[PLAY_SEATS_MAX] = {
	&transport_bot_greedy, &transport_bot_greedy, &transport_bot_greedy,
	&transport_bot_greedy, &transport_bot_greedy, &transport_bot_greedy,
	&transport_bot_greedy, &transport_bot_greedy, &transport_bot_greedy,
	&transport_bot_greedy, &transport_bot_greedy, &transport_bot_greedy,
	&transport_bot_greedy, &transport_bot_greedy, &transport_bot_greedy,
	&transport_bot_greedy
};

/* new_game: the game of b, which must be playable. */
static void *
new_game(const struct board *b, int *seats)
{
	struct diag d;
	void *g;

	diag_init(&d);
	g = play_kind_transport.new(b, &R, seats, &d);
	diag_print(&d, "test", stderr);
	assert_non_null(g);
	diag_fini(&d);
	return g;
}

/* The kind's table offers the game and the greedy bot. */
static void
kind_table(void **state)
{
	const struct kind *k = kind_of(kind_parse("transport"));

	assert_ptr_equal(k->play, &play_kind_transport);
	assert_non_null(k->bots);
	assert_ptr_equal(k->bots[0], &transport_bot_greedy);
	assert_null(k->bots[1]);
	assert_string_equal(transport_bot_greedy.name, "greedy");
	assert_int_equal(transport_bot_greedy.abi, PLAY_BOT_ABI);
	assert_near(k->play->spread(&R), 0.15, 1e-9);
}

/*
 * Every game ends, its shares sum to 1, and every move offered is legal
 * text: at 1, 2, 4 and 8 players, in every scenario, with either bot.
 */
static void
games_end(void **state)
{
	static const uint32_t players[] = { 1, 2, 4, 8 };
	struct board b;
	struct tally t;
	size_t i;
	int32_t sc;
	int seats;
	void *g;

	board_init(&b);
	for (i = 0; i < sizeof(players) / sizeof(players[0]); i++)
		for (sc = 0; sc < 3; sc++) {
			made(&b, 700 + i * 3 + (uint64_t)sc, players[i], sc);
			g = new_game(&b, &seats);
			assert_int_equal(seats, (int)players[i]);
			run(&b, g, seats, randoms, 20, 0, &t);
			assert_int_equal(t.games, 20);
			run(&b, g, seats, greedies, 20, 0, &t);
			/* greedy carriers reach the target well in time */
			assert_true(t.bound <= 2);
			play_kind_transport.free(g);
		}
	board_fini(&b);
}

/*
 * The same board, game numbers and bots give the same games, move for
 * move and state for state, in a new game object too; another first seat
 * gives other games.
 */
static void
deterministic(void **state)
{
	struct board b;
	struct tally t1, t2, t3;
	int seats;
	void *g;
	const struct play_bot *mixed[4] = { &transport_bot_greedy,
		&play_bot_random, &play_bot_random, &transport_bot_greedy };

	board_init(&b);
	made(&b, 42, 4, 1);
	g = new_game(&b, &seats);
	run(&b, g, seats, mixed, 30, 1, &t1);
	run(&b, g, seats, mixed, 30, 1, &t2);
	play_kind_transport.free(g);
	g = new_game(&b, &seats);
	run(&b, g, seats, mixed, 30, 1, &t3);
	assert_true(t1.trace == t2.trace);
	assert_true(t1.trace == t3.trace);
	assert_int_equal(t1.moves, t3.moves);
	assert_memory_equal(t1.share, t3.share, sizeof(t1.share));
	play_kind_transport.free(g);
	board_fini(&b);
}

/*
 * The state line has its documented form: "time=T seat=S target=N
 * left=L carriers=…" with one CITY/CLOCK/CARGO/SCORE a seat, then
 * " open=" and the open contracts, CITY/GOOD/POINTS[/SEAT].
 */
static void
state_line(void **state)
{
	struct board b;
	struct play_moves m = { 0 };
	char *line = NULL, *p, *q, cargo[40];
	size_t n = 0, cap = 0, k;
	unsigned time_, left, city, clock_, deck;
	int seats, seat, target, score, used, turn;
	void *g;

	board_init(&b);
	made(&b, 9, 3, 2);
	g = new_game(&b, &seats);
	play_kind_transport.reset(g, 1, NULL);
	for (turn = 0; turn < 40 && play_kind_transport.to_move(g) >= 0;
	    turn++) {
		n = 0;
		play_kind_transport.state(g, &line, &n, &cap);
		assert_int_equal(strlen(line), n);
		assert_null(strchr(line, '\n'));
		assert_int_equal(sscanf(line, "time=%u seat=%d target=%d "
		    "left=%u deck=%u carriers=%n", &time_, &seat, &target,
		    &left, &deck, &used), 5);
		assert_int_equal(seat, play_kind_transport.to_move(g));
		assert_true(target >= 1);
		assert_int_equal(time_ + left, transport_rules(&R)->play_turns);
		p = line + used;
		for (k = 0; k < (size_t)seats; k++) {
			assert_int_equal(sscanf(p, "c%u/%u/%39[^/]/%d%n",
			    &city, &clock_, cargo, &score, &used), 4);
			assert_true(city < transport_part(&b)->ncity);
			p += used;
			assert_true(*p == (k + 1 < (size_t)seats ? ',' : ' '));
			p++;
		}
		assert_int_equal(strncmp(p, "open=", 5), 0);
		p += 5;
		if (strcmp(p, "-") != 0)
			for (;;) {
				assert_int_equal(sscanf(p, "c%u/%39[^/,]/%d%n",
				    &city, cargo, &score, &used), 3);
				p += used;
				if (*p == '/')
					(void)strtol(p + 1, &q, 10), p = q;
				if (*p == '\0')
					break;
				assert_true(*p == ',');
				p++;
			}
		play_kind_transport.moves(g, &m);
		play_kind_transport.apply(g, (size_t)turn % m.n);
	}
	play_moves_fini(&m);
	free(line);
	play_kind_transport.free(g);
	board_fini(&b);
}

/*
 * The greedy bot beats the random one clearly: alone among random bots,
 * in each seat in turn, over boards of 2 and 4 players, it wins far more
 * than its 1 / seats.
 */
static void
greedy_beats_random(void **state)
{
	static const uint32_t players[] = { 2, 4 };
	struct board b;
	struct tally t;
	const struct play_bot *bot[PLAY_SEATS_MAX];
	double won;
	size_t i;
	uint64_t seed;
	unsigned games;
	int seats, s, o;
	void *g;

	board_init(&b);
	for (i = 0; i < 2; i++) {
		won = 0;
		games = 0;
		for (seed = 1; seed <= 6; seed++) {
			made(&b, 900 + seed, players[i], (int32_t)(seed % 3));
			g = new_game(&b, &seats);
			for (s = 0; s < seats; s++) {
				for (o = 0; o < seats; o++)
					bot[o] = o == s ?
					    &transport_bot_greedy :
					    &play_bot_random;
				run(&b, g, seats, bot, 40, 0, &t);
				won += t.share[s];
				games += t.games;
			}
			play_kind_transport.free(g);
		}
		print_message("greedy vs random, %u players: greedy's share "
		    "%.3f (1/seats = %.3f) over %u games\n", players[i],
		    won / games, 1.0 / players[i], games);
		assert_true(won / games > 2.0 / players[i] - 0.05 &&
		    won / games > 0.8);
	}
	board_fini(&b);
}

/*
 * favoured: a hand-made board where seat 1's capital (city 0) sits on a
 * railway among the cities that want goods, and seat 2's (city 1) is a
 * long ferry ride away: seat 1 must win most games, whoever moves
 * first.
 */
static void
favoured_seat(void **state)
{
	static const char *const rows[] = {
		"..................",
		".2..0..3..........",
		"..................",
		".4................",
		"~~~~~~~~~~~~~~~~~~",
		"~~~~~~~~~~~~~~~~~~",
		"~~~~~~~~~~~~~~~~~1",
	};
	static const char *const under[] = {
		"..................",
		"..................",
		"..................",
		"..................",
		"~~~~~~~~~~~~~~~~~~",
		"~~~~~~~~~~~~~~~~~~",
		"~~~~~~~~~~~~~~~~~~",
	};
	struct board b;
	struct tally t;
	struct board_seat *st;
	int32_t rail = tt_type(&R, "rail"), boat = tt_type(&R, "boat");
	int32_t salt = tt_good(&R, "salt"), wool = tt_good(&R, "wool");
	int seats;
	void *g;

	board_init(&b);
	tt_map(&b, rows, under, 7, 2);
	tt_route(&b, rail, 0, 2, "4,1 3,1 2,1 1,1");
	tt_route(&b, rail, 0, 3, "4,1 5,1 6,1 7,1");
	tt_route(&b, rail, 2, 4, "1,1 1,2 1,3");
	tt_route(&b, boat, 4, 1, "1,3 1,4 2,4 3,4 4,4 5,4 6,4 7,4 8,4 9,4 "
	    "10,4 11,4 12,4 13,4 14,4 15,4 16,4 17,4 17,5 17,6");
	transport_part(&b)->city[2].nwant = 1;
	transport_part(&b)->city[2].want[0] = (struct board_want){ salt, 3 };
	transport_part(&b)->city[3].nwant = 1;
	transport_part(&b)->city[3].want[0] = (struct board_want){ wool, 3 };
	transport_part(&b)->city[4].nwant = 1;
	transport_part(&b)->city[4].want[0] = (struct board_want){ salt, 2 };
	b.val.seat = mem_grow(b.val.seat, &b.val.capseat, 2, sizeof(*st));
	b.val.nseat = 2;
	memset(b.val.seat, 0, 2 * sizeof(*st));
	b.val.seat[0] = (struct board_seat){ .n = 1, .at = 0 };
	b.val.seat[1] = (struct board_seat){ .n = 2, .at = 1 };
	g = new_game(&b, &seats);
	assert_int_equal(seats, 2);
	run(&b, g, seats, greedies, 20, 0, &t);
	print_message("favoured board, greedy: seat 1 %.2f, seat 2 %.2f\n",
	    t.share[0] / t.games, t.share[1] / t.games);
	assert_true(t.share[0] / t.games >= 0.9);
	run(&b, g, seats, randoms, 200, 0, &t);
	print_message("favoured board, random: seat 1 %.2f, seat 2 %.2f\n",
	    t.share[0] / t.games, t.share[1] / t.games);
	assert_true(t.share[0] > t.share[1]);
	play_kind_transport.free(g);
	board_fini(&b);
}

/* A board without <validation> seats cannot be played: a message. */
static void
needs_seats(void **state)
{
	struct board b;
	struct diag d;
	char buf[256];
	int seats = 0;

	board_init(&b);
	diag_init(&d);
	tt_board(&b, &R, 5, 2, 0);
	assert_null(play_kind_transport.new(&b, &R, &seats, &d));
	assert_int_equal(diag_status(&d), DIAG_INVALID);
	diag_format(&d.v[0], buf, sizeof(buf));
	assert_non_null(strstr(buf, "cannot be played"));
	diag_fini(&d);
	board_fini(&b);
}

/*
 * A board read back from a deck plays the same games as the board made
 * in process: the game takes only what the deck carries (the seats and
 * their bonuses from <validation>, the routes, the wants, the rules).
 */
static void
from_a_deck(void **state)
{
	char dir[] = "/tmp/bp-tplay-XXXXXX", path[64];
	const struct play_bot *mixed[4] = { &play_bot_random,
		&transport_bot_greedy, &transport_bot_greedy,
		&play_bot_random };
	struct deck_writer *w;
	struct deck_reader *dr;
	struct board b, c;
	struct tally t1, t2;
	struct diag d;
	FILE *f;
	int seats;
	void *g;

	board_init(&b);
	board_init(&c);
	diag_init(&d);
	made(&b, 31, 4, 2);
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/deck.xml", dir);
	f = fopen(path, "w");
	assert_non_null(f);
	w = deck_writer_new(f);
	assert_int_equal(deck_writer_begin(w, &R), 0);
	assert_int_equal(deck_writer_board(w, &b, &R), 0);
	assert_int_equal(deck_writer_end(w), 0);
	deck_writer_free(w);
	assert_int_equal(fclose(f), 0);
	dr = deck_reader_new(path, NULL, NULL, &d);
	assert_non_null(dr);
	assert_int_equal(deck_reader_next(dr, &c), 1);
	g = new_game(&b, &seats);
	run(&b, g, seats, mixed, 40, 1, &t1);
	play_kind_transport.free(g);
	g = play_kind_transport.new(&c, deck_reader_rules(dr), &seats, &d);
	assert_non_null(g);
	run(&c, g, seats, mixed, 40, 1, &t2);
	play_kind_transport.free(g);
	assert_true(t1.trace == t2.trace);
	assert_memory_equal(t1.share, t2.share, sizeof(t1.share));
	deck_reader_free(dr);
	assert_int_equal(unlink(path), 0);
	assert_int_equal(rmdir(dir), 0);
	diag_fini(&d);
	board_fini(&b);
	board_fini(&c);
}

/* games_per_second: how fast the bots play (printed, never judged). */
static void
games_per_second(void **state)
{
	struct board b;
	struct tally t;
	struct timespec t0, t1;
	double secs;
	int seats, k;
	void *g;

	board_init(&b);
	made(&b, 77, 4, 1);
	g = new_game(&b, &seats);
	for (k = 0; k < 2; k++) {
		clock_gettime(CLOCK_MONOTONIC, &t0);
		run(&b, g, seats, k ? greedies : randoms, 400, 0, &t);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		secs = (double)(t1.tv_sec - t0.tv_sec) +
		    (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
		print_message("4 players, %s bots: %.0f games/s, %.1f moves "
		    "a game, %u of %u ended by the bound\n",
		    k ? "greedy" : "random", t.games / (secs > 0 ? secs : 1e-9),
		    (double)t.moves / t.games, t.bound, t.games);
	}
	play_kind_transport.free(g);
	board_fini(&b);
}

TEST_MAIN(tt_setup, tt_teardown,
    cmocka_unit_test(kind_table),
    cmocka_unit_test(games_end),
    cmocka_unit_test(deterministic),
    cmocka_unit_test(state_line),
    cmocka_unit_test(greedy_beats_random),
    cmocka_unit_test(favoured_seat),
    cmocka_unit_test(needs_seats),
    cmocka_unit_test(from_a_deck),
    cmocka_unit_test(games_per_second))
