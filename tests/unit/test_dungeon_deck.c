/* test_dungeon_deck.c: dungeon boards written and read back, and errors. */
#define _GNU_SOURCE
#include "testutil.h"

#include <stdlib.h>
#include <unistd.h>

#include "board/kind.h"
#include "deck/deck.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"
#include "tu_dungeon.h"

#define SCHEMA BP_TOP "/templates/schema/deck.rng"

static struct rules R;
static char tmpdir[] = "/tmp/bp-deckd-XXXXXX";
static char deckpath[256];

/* The deck of boards 1 .. 3, with content, no floor target on board 2. */
static int
setup(void **state)
{
	struct deck_writer *w;
	struct board b;
	FILE *f;
	int i;

	if (!mkdtemp(tmpdir) || tu_dungeon_rules(&R) < 0)
		return -1;
	snprintf(deckpath, sizeof(deckpath), "%s/d.xml", tmpdir);
	f = fopen(deckpath, "w");
	if (!f)
		return -1;
	board_init(&b);
	w = deck_writer_new(f);
	deck_writer_begin(w, &R);
	for (i = 1; i <= 3; i++) {
		tu_dungeon_board(&b, &R, (uint64_t)i, 4, 1);
		if (i == 2)
			dungeon_part(&b)->floor = 0;
		deck_writer_board(w, &b, &R);
	}
	if (deck_writer_end(w) < 0)
		return -1;
	deck_writer_free(w);
	fclose(f);
	board_fini(&b);
	return 0;
}

static int
teardown(void **state)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", tmpdir);
	rules_fini(&R);
	return system(cmd) == 0 ? 0 : -1;
}

static void
round_trip(void **state)
{
	struct deck_reader *dr;
	struct board a, b;
	struct diag d;
	int i;

	diag_init(&d);
	board_init(&a);
	board_init(&b);
	dr = deck_reader_new(deckpath, SCHEMA, NULL, &d);
	assert_non_null(dr);
	assert_int_equal(dungeon_rules(deck_reader_rules(dr))->nfeature,
	    dungeon_rules(&R)->nfeature);
	for (i = 1; i <= 3; i++) {
		assert_int_equal(deck_reader_next(dr, &b), 1);
		tu_dungeon_board(&a, &R, (uint64_t)i, 4, 1);
		assert_int_equal(b.kind, kind_parse("dungeon"));
		assert_int_equal(b.cols, a.cols);
		assert_int_equal(b.rows, a.rows);
		assert_near(b.cell, a.cell, 1e-9);
		assert_int_equal(dungeon_part(&b)->tunnels, 1500);
		assert_int_equal(dungeon_part(&b)->length, 8);
		assert_near(dungeon_part(&b)->floor, i == 2 ? 0 : 0.4, 1e-9);
		assert_string_equal(b.terrain, a.terrain);
		assert_int_equal(
		    dungeon_part(&b)->nfeature, dungeon_part(&a)->nfeature);
		assert_memory_equal(dungeon_part(&b)->feature,
		    dungeon_part(&a)->feature,
		    dungeon_part(&a)->nfeature *
			sizeof(*dungeon_part(&a)->feature));
	}
	assert_int_equal(deck_reader_next(dr, &b), 0);
	assert_int_equal(d.n, 0);
	deck_reader_free(dr);
	board_fini(&a);
	board_fini(&b);
	diag_fini(&d);
}

/* spoil: the deck with the first from replaced by to, read whole. */
static const char *
spoil(const char *from, const char *to)
{
	static char msg[600];
	char *text = NULL, *at, path[300];
	size_t len = 0, cap = 0, k;
	struct deck_reader *dr;
	struct board b;
	struct diag d;
	FILE *f = fopen(deckpath, "r");

	assert_non_null(f);
	for (;;) {
		text = realloc(text, cap += 1 << 16);
		k = fread(text + len, 1, cap - len - 1, f);
		len += k;
		if (k == 0)
			break;
	}
	fclose(f);
	text[len] = '\0';
	at = strstr(text, from);
	assert_non_null(at);
	snprintf(path, sizeof(path), "%s/bad.xml", tmpdir);
	f = fopen(path, "w");
	fwrite(text, 1, (size_t)(at - text), f);
	fputs(to, f);
	fputs(at + strlen(from), f);
	fclose(f);
	free(text);
	diag_init(&d);
	board_init(&b);
	msg[0] = '\0';
	dr = deck_reader_new(path, SCHEMA, NULL, &d);
	if (dr) {
		while (deck_reader_next(dr, &b) == 1)
			;
		deck_reader_free(dr);
	}
	if (d.n)
		snprintf(msg, sizeof(msg), "%u: %s", d.v[0].line, d.v[0].msg);
	board_fini(&b);
	diag_fini(&d);
	return msg;
}

static void
malformed_boards(void **state)
{
	assert_non_null(strstr(spoil("<feature type=\"key\"",
	    "<feature type=\"dragon\""), "<feature type=\"dragon\">: the rules "
	    "have no such type"));
	assert_non_null(strstr(spoil("<feature type=\"exit\" col=\"",
	    "<feature type=\"exit\" col=\"4"), "col"));
	assert_non_null(strstr(spoil("<row>#####", "<row>#~###"),
	    "'~' is not in the legend \"#.\""));
	assert_non_null(strstr(spoil("<row>#####", "<row>####"),
	    "cells, not cols=\"40\""));
	assert_non_null(strstr(spoil(" tunnels=\"1500\"", ""), "tunnels"));
}

static void
no_terrain(void **state)
{
	char path[300];
	struct deck_reader *dr;
	struct board b;
	struct diag d;
	FILE *f;

	snprintf(path, sizeof(path), "%s/empty.xml", tmpdir);
	f = fopen(path, "w");
	fprintf(f, "<deck format=\"1\" generator=\"x\">\n<rules id=\"t\" "
	    "kind=\"dungeon\">\n[rules]\nid t\nkind dungeon\n</rules>\n"
	    "<board id=\"t-000001\" kind=\"dungeon\" rules=\"t\" seed=\"1\" "
	    "attempt=\"0\" players=\"2\" width=\"297\" height=\"210\" "
	    "paper=\"A4\" cols=\"10\" rows=\"8\" cell=\"5\" tunnels=\"3\" "
	    "length=\"2\">\n</board>\n</deck>\n");
	fclose(f);
	diag_init(&d);
	board_init(&b);
	dr = deck_reader_new(path, NULL, NULL, &d);
	assert_non_null(dr);
	assert_int_equal(deck_reader_next(dr, &b), -1);
	assert_int_equal(d.n, 1);
	assert_int_equal(d.v[0].line, 7); /* <board> */
	assert_string_equal(d.v[0].msg, "a dungeon board needs its <terrain>");
	deck_reader_free(dr);
	board_fini(&b);
	diag_fini(&d);
}

TEST_MAIN(setup, teardown,
    cmocka_unit_test(round_trip),
    cmocka_unit_test(malformed_boards),
    cmocka_unit_test(no_terrain))
