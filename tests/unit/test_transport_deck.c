/* test_transport_deck.c: transport boards through the deck and back. */
#include "transport_util.h"

#include <stdlib.h>
#include <unistd.h>

#include "board/check.h"
#include "board/kind.h"
#include "deck/deck.h"
#include "transport/part.h"

static char tmpdir[] = "/tmp/bp-deckt-XXXXXX";
static char path[256];

static int
setup(void **state)
{
	if (!mkdtemp(tmpdir))
		return -1;
	return tt_setup(state);
}

static int
teardown(void **state)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", tmpdir);
	if (system(cmd) != 0)
		return -1;
	return tt_teardown(state);
}

/* full: board seed s with its content and validation, as the pipe has it. */
static void
full(struct board *b, uint64_t s, uint32_t players, int32_t scenario)
{
	struct diag d;

	diag_init(&d);
	tt_board(b, &R, s, players, scenario);
	assert_int_equal(make_content(b, &R, &d), 0);
	check_board(b, &R);
	b->val.attempts = b->attempt + 1;
	diag_fini(&d);
}

/* text_of: b's XML, formatted as the writer would. */
static char *
text_of(const struct board *b)
{
	struct deck_text t = { NULL, 0, 0 };

	deck_format_board(&t, b, &R);
	t.s = realloc(t.s, t.n + 1);
	t.s[t.n] = '\0';
	return t.s;
}

static void
write_deck(struct board *b, size_t n, uint64_t seed)
{
	struct deck_writer *w;
	FILE *f;
	size_t i;

	snprintf(path, sizeof(path), "%s/deck.xml", tmpdir);
	f = fopen(path, "w");
	assert_non_null(f);
	w = deck_writer_new(f);
	assert_int_equal(deck_writer_begin(w, &R), 0);
	for (i = 0; i < n; i++) {
		full(b, seed + i, (uint32_t)(1 + i % 8), (int32_t)(i % 3));
		assert_int_equal(deck_writer_board(w, b, &R), 0);
	}
	assert_int_equal(deck_writer_end(w), 0);
	deck_writer_free(w);
	fclose(f);
}

/* Every board read back is written as the same bytes. */
static void
round_trip(void **state)
{
	struct board b, c;
	struct deck_reader *dr;
	struct diag d;
	char *want, *got;
	size_t i;

	board_init(&b);
	board_init(&c);
	diag_init(&d);
	write_deck(&b, 9, 40);
	dr = deck_reader_new(path, BP_TOP "/templates/schema/deck.rng", NULL,
	    &d);
	assert_non_null(dr);
	for (i = 0; i < 9; i++) {
		full(&b, 40 + i, (uint32_t)(1 + i % 8), (int32_t)(i % 3));
		assert_int_equal(deck_reader_next(dr, &c), 1);
		assert_int_equal(c.kind, kind_parse("transport"));
		assert_int_equal(
		    transport_part(&c)->scenario, (int32_t)(i % 3));
		assert_int_equal(
		    transport_part(&c)->ncity, transport_part(&b)->ncity);
		assert_int_equal(
		    transport_part(&c)->nroute, transport_part(&b)->nroute);
		assert_int_equal(c.val.nseat, b.players);
		/* The seats name their capital cities. */
		assert_int_equal(c.val.seat[0].at, b.val.seat[0].at);
		want = text_of(&b);
		got = text_of(&c);
		assert_string_equal(got, want);
		free(want);
		free(got);
	}
	assert_int_equal(deck_reader_next(dr, &c), 0);
	diag_print(&d, "test", stderr);
	assert_int_equal(d.n, 0);
	deck_reader_free(dr);
	diag_fini(&d);
	board_fini(&b);
	board_fini(&c);
}

/*
 * bad: the deck with the first old replaced by new must be refused by
 * the reader with a message at the line of the change containing want.
 */
static void
bad(const char *old, const char *new, const char *want)
{
	char *s, *p, cmd[64], buf[512], head[300];
	struct deck_reader *dr;
	struct board b;
	struct diag d;
	size_t n, line = 1;
	FILE *f = fopen(path, "rb");
	const char *q;

	assert_non_null(f);
	s = malloc(1 << 22);
	n = fread(s, 1, (1 << 22) - 1, f);
	s[n] = '\0';
	fclose(f);
	p = strstr(s, old);
	assert_non_null(p);
	for (q = s; q < p; q++)
		line += *q == '\n';
	snprintf(cmd, sizeof(cmd), "%s/bad.xml", tmpdir);
	f = fopen(cmd, "w");
	fwrite(s, 1, (size_t)(p - s), f);
	fputs(new, f);
	fputs(p + strlen(old), f);
	fclose(f);
	board_init(&b);
	diag_init(&d);
	dr = deck_reader_new(cmd, NULL, NULL, &d);
	assert_non_null(dr);
	assert_int_equal(deck_reader_next(dr, &b), -1);
	assert_int_equal(d.n, 1);
	diag_format(&d.v[0], buf, sizeof(buf));
	snprintf(head, sizeof(head), "%s:%zu: ", cmd, line);
	if (strncmp(buf, head, strlen(head)) != 0 || !strstr(buf, want))
		fail_msg("got \"%s\", wanted \"%s…%s\"", buf, head, want);
	deck_reader_free(dr);
	diag_fini(&d);
	board_fini(&b);
	free(s);
}

static void
malformed(void **state)
{
	struct board b;

	board_init(&b);
	write_deck(&b, 1, 7);
	board_fini(&b);
	bad("cells=\"", "cells=\"999,0 ", "is not col,row on the");
	bad("<city id=\"c1\"", "<city id=\"c7\"", "expected c1");
	bad("from=\"c0\"", "from=\"c99\"", "names no city");
	bad("<want good=\"", "<want good=\"gold", "the rules have no such good");
	bad("capital=\"1\"", "capital=\"0\"", "seats count from 1");
	bad("scenario=\"harbour\"", "scenario=\"storm\"",
	    "the rules have no such scenario");
	bad("<forest type=\"", "<forest type=\"baobab", "no such type");
	bad("<row>", "<row>x", "has ");
}

TEST_MAIN(setup, teardown,
    cmocka_unit_test(round_trip),
    cmocka_unit_test(malformed))
