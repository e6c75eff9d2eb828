/* test_pins.c: the pins reader (board/pins.c): what it takes, what it
 * refuses and where, and pins kept by the content on every board. */
#include "testutil.h"

#include <stdlib.h>
#include <unistd.h>

#include "board/pins.h"
#include "deck/deck.h"

/* The shipped nodes rules, as the group's fixture loads them. */
#define R (*(struct rules *)*state)

/* load: text read as R's pins; its first message into why (n bytes). */
static struct pins *
load(void **state, const char *text, char *why, size_t n)
{
	struct pins *p;
	struct diag d;

	diag_init(&d);
	why[0] = '\0';
	if (pins_load_text(&p, text, strlen(text), "t.pins", 1, &R, &d) < 0) {
		assert_null(p);
		assert_int_equal(d.n, 1);
		assert_int_equal(d.v[0].status, DIAG_FATAL);
		diag_format(&d.v[0], why, n);
	}
	diag_fini(&d);
	return p;
}

static void
reads_pins(void **state)
{
	char why[512];
	struct pins *p = load(state, "# kept\n\nnode 150 100.5 type moth  # c\n"
	    "\tnode 60 50 type reed\r\n", why, sizeof(why));

	assert_non_null(p);
	assert_int_equal(p->n, 2);
	assert_near(p->v[0].x, 150, 0);
	assert_near(p->v[0].y, 100.5, 0);
	assert_int_equal(p->v[0].line, 3);
	assert_int_equal(p->v[0].nval, 1);
	assert_int_equal(p->v[0].val[0], rules_find_type(&R, "moth"));
	assert_int_equal(p->v[1].line, 4);
	assert_int_equal(p->v[1].val[0], rules_find_type(&R, "reed"));
	assert_string_equal(p->v[0].said, "node 150 100.5 type moth");
	pins_free(p);
	p = load(state, "", why, sizeof(why));
	assert_non_null(p);
	assert_int_equal(p->n, 0);
	pins_free(p);
}

/* refuses: each text refused at its line, with the words expected. */
static void
refuses(void **state)
{
	static const struct {
		const char *text, *say;
	} bad[] = {
		{ "node 1 2 type nosuch\n", "t.pins:1: \"nosuch\": no node" },
		{ "\nnode 1 2 typ moth\n", "t.pins:2: \"typ\": a node pin's" },
		{ "city 1 2 goods salt\n", "t.pins:1: \"city\": nodes pins" },
		{ "node -1 2 type moth\n",
		    "t.pins:1: \"-1 2\" is not a place" },
		{ "node 1 nan type moth\n", "t.pins:1: \"1 nan\" is not" },
		{ "node 10001 2 type moth\n", "t.pins:1: \"10001 2\" is not" },
		{ "node 1 2 type\n",
		    "t.pins:1: a pin is \"node X Y type NAME\"" },
		{ "node 1 2 type moth x y z\n", "(over 5 words)" },
		{ "node 1 2 type moth,reed\n", "at most 1 type" },
		{ "node 1 2 type moth\nnode 1 2 type reed\n",
		    "t.pins:2: a second pin at 1 2 (line 1 has the first)" },
		{ "node 1 2 type mo\x01th\n", "t.pins:1: byte 0x01" },
		{ "# \xc3\xa9\n", "t.pins:1: byte 0xc3" },
		{ "\n\nnode 1 2 type\0moth\n", "t.pins:3: byte 0x00" },
	};
	char why[512];
	size_t i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct pins *p;
		struct diag d;
		size_t len = strlen(bad[i].text);

		/* The NUL case: its length counted past the NUL. */
		if (strstr(bad[i].say, "0x00"))
			len = 21;
		diag_init(&d);
		assert_int_equal(pins_load_text(&p, bad[i].text, len,
		    "t.pins", 1, &R, &d), -1);
		assert_null(p);
		assert_int_equal(d.n, 1);
		diag_format(&d.v[0], why, sizeof(why));
		if (!strstr(why, bad[i].say))
			fail_msg("case %zu: \"%s\" lacks \"%s\"", i, why,
			    bad[i].say);
		diag_fini(&d);
	}
}

/* bounds: the file's size, its lines' length and its pins' count. */
static void
bounds(void **state)
{
	size_t n = PINS_MAX + 1, i, at = 0;
	char *text = malloc(PINS_BYTES + 2), why[512];
	struct pins *p;

	for (i = 0; i < n; i++)
		at += (size_t)sprintf(text + at, "node %zu 1 type moth\n", i);
	p = load(state, text, why, sizeof(why));
	assert_null(p);
	assert_non_null(strstr(why, "t.pins:257: a pins file holds at most "
	    "256 pins"));
	memset(text, ' ', 300);
	strcpy(text + 300, "\n");
	assert_null(load(state, text, why, sizeof(why)));
	assert_non_null(strstr(why, "t.pins:1: a line of a pins file is at "
	    "most 255 bytes"));
	memset(text, '\n', PINS_BYTES + 1);
	text[PINS_BYTES + 1] = '\0';
	text[0] = 'x';
	assert_null(load(state, text, why, sizeof(why)));
	assert_non_null(strstr(why, "at most 65536 bytes"));
	free(text);
}

/* paper: a pin off the board's paper is refused, naming its line. */
static void
paper(void **state)
{
	char why[512];
	struct pins *p = load(state,
	    "node 1 2 type moth\nnode 297 211 type reed\n", why, sizeof(why));
	struct diag d;
	struct board b;

	assert_non_null(p);
	diag_init(&d);
	board_init(&b);
	kind_defaults(&b, &R);
	b.width = 297;
	b.height = 211;
	assert_int_equal(pins_on_board(p, &R, &b, &d), 0);
	b.height = 210;
	assert_int_equal(pins_on_board(p, &R, &b, &d), -1);
	diag_format(&d.v[0], why, sizeof(why));
	assert_non_null(strstr(why, "t.pins:2: the pin at 297 211 is off "
	    "the 297 x 210 mm board"));
	pins_free(p);
	/* A type of an expansion the boards lack: refused, naming it. */
	diag_clear(&d);
	p = load(state, "\nnode 1 2 type hornet\n", why, sizeof(why));
	assert_non_null(p);
	assert_int_equal(pins_on_board(p, &R, &b, &d), -1);
	diag_format(&d.v[0], why, sizeof(why));
	assert_non_null(strstr(why, "t.pins:2: the type's expansion is not "
	    "switched on"));
	snprintf(b.expansions, sizeof(b.expansions), "thorns");
	diag_clear(&d);
	assert_int_equal(pins_on_board(p, &R, &b, &d), 0);
	board_fini(&b);
	diag_fini(&d);
	pins_free(p);
}

/*
 * kept: boards made with pins keep them on every seed (the check
 * completeness.pins passes), boards without them do not on most, and
 * the deck carries the pins through a write and a read.
 */
static void
kept(void **state)
{
	char why[512];
	struct pins *p = load(state,
	    "node 150 100 type moth\nnode 60 50 type reed\n", why, sizeof(why));
	struct board b;
	struct diag d;
	size_t first, without = 0;
	uint64_t seed;

	assert_non_null(p);
	board_init(&b);
	diag_init(&d);
	for (seed = 1; seed <= 12; seed++) {
		tu_board(&b, &R, seed, 4, 297, 210);
		assert_int_equal(make_content(&b, &R, &d), 0);
		R.pins = p;
		without += pins_kept(&b, &R, &first) < 2;
		R.pins = NULL;
		pins_set(&R, p);
		assert_int_equal(make_content(&b, &R, &d), 0);
		assert_int_equal(pins_kept(&b, &R, &first), 2);
		assert_int_equal(first, SIZE_MAX);
		check_board(&b, &R);
		assert_true(b.val.ncheck > 0);
		assert_string_equal(b.val.check[b.val.ncheck - 1].id,
		    "completeness.pins");
		assert_int_equal(b.val.check[b.val.ncheck - 1].pass, 1);
		R.pins = NULL;
	}
	/* Without the pins, the nodes nearest those places differ. */
	assert_true(without >= 10);
	board_fini(&b);
	diag_fini(&d);
	pins_free(p);
}

/*
 * probe: pins some board keeps pass pins_probe; a pin no board keeps (a
 * glowworm keeps off the edge, the node nearest the corner is on it) is
 * refused in one line at its own line, after the attempts it names.
 */
static void
probe(void **state)
{
	char why[512];
	struct pins *good = load(state, "node 150 100 type moth\n", why,
	    sizeof(why));
	struct pins *edge = load(state, "# c\nnode 0 0 type glowworm\n", why,
	    sizeof(why));
	struct board proto;
	struct diag d;

	assert_non_null(good);
	assert_non_null(edge);
	board_init(&proto);
	diag_init(&d);
	tu_board(&proto, &R, 1, 4, 297, 210);
	R.pins = good;
	assert_int_equal(pins_probe(&R, &proto, 1, &d), 0);
	assert_int_equal(d.n, 0);
	R.pins = edge;
	assert_int_equal(pins_probe(&R, &proto, 1, &d), -1);
	assert_int_equal(d.n, 1);
	assert_int_equal(d.v[0].status, DIAG_FATAL);
	diag_format(&d.v[0], why, sizeof(why));
	assert_non_null(strstr(why, "t.pins:2: pin (node 0 0 type glowworm) "
	    "is kept on none of 32 attempts (boards of seeds 1 to 4); the "
	    "first: n"));
	/* No pins: nothing to try. */
	R.pins = NULL;
	diag_clear(&d);
	assert_int_equal(pins_probe(&R, &proto, 1, &d), 0);
	assert_int_equal(d.n, 0);
	board_fini(&proto);
	diag_fini(&d);
	pins_free(good);
	pins_free(edge);
}

/* deck: a deck written with pins carries them; read back, the same. */
static void
deck(void **state)
{
	char why[512], *buf = NULL;
	size_t len = 0;
	struct pins *p = load(state, "node 150 100 type moth\n", why,
	    sizeof(why));
	struct deck_writer *w;
	struct deck_reader *dr;
	const struct rules *r;
	char path[] = "/tmp/test_pins_XXXXXX", *at;
	unsigned line = 1;
	struct diag d;
	FILE *f;
	int fd;

	assert_non_null(p);
	R.pins = p;
	f = open_memstream(&buf, &len);
	w = deck_writer_new(f);
	assert_int_equal(deck_writer_begin(w, &R), 0);
	assert_int_equal(deck_writer_end(w), 0);
	deck_writer_free(w);
	fclose(f);
	R.pins = NULL;
	assert_non_null(strstr(buf, "  <pins>\nnode 150 100 type moth\n"
	    "</pins>\n</deck>"));
	assert_true((fd = mkstemp(path)) >= 0);
	assert_int_equal(write(fd, buf, len), (ssize_t)len);
	close(fd);
	diag_init(&d);
	dr = deck_reader_new(path, NULL, NULL, &d);
	diag_print(&d, "test", stderr);
	assert_non_null(dr);
	r = deck_reader_rules(dr);
	assert_non_null(r->pins);
	assert_int_equal(r->pins->n, 1);
	assert_int_equal(r->pins->v[0].val[0], rules_find_type(&R, "moth"));
	assert_string_equal(r->pins->origin, path);
	/* Its line is the deck's, where the pin's words are. */
	for (at = strstr(buf, "node 150"); at > buf; at--)
		line += at[-1] == '\n';
	assert_int_equal(r->pins->v[0].line, line);
	deck_reader_free(dr);
	unlink(path);
	diag_fini(&d);
	free(buf);
	pins_free(p);
}

/*
 * dungeon: feature pins over the shipped dungeon rules: refused up front
 * when unknown or more than the type's max; kept, where the content
 * could place them, on the floor cell nearest each pin, and certified.
 */
static void
dungeon(void **state)
{
	static const char text[] = "feature 100 100 type key\n"
	    "feature 40 40 type treasure\n";
	struct rules r;
	struct pins *p;
	struct board b;
	struct diag d;
	char why[512];
	size_t first, without = 0, made = 0;
	uint64_t seed;

	(void)state;
	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_file(&r, BP_TOP
	    "/templates/rules/cinderdeep.rules", NULL, &d), 0);
	assert_int_equal(pins_load_text(&p, "feature 1 2 type dragon\n", 24,
	    "t.pins", 1, &r, &d), -1);
	diag_format(&d.v[0], why, sizeof(why));
	assert_non_null(strstr(why, "t.pins:1: \"dragon\": no feature type"));
	diag_fini(&d);
	diag_init(&d);
	assert_int_equal(pins_load_text(&p, "feature 1 2 type key\n"
	    "feature 90 90 type key\n", 43, "t.pins", 1, &r, &d), -1);
	diag_format(&d.v[0], why, sizeof(why));
	assert_non_null(strstr(why, "t.pins:2: 2 key features pinned, but "
	    "the rules' max is 1"));
	diag_fini(&d);
	diag_init(&d);
	assert_int_equal(pins_load_text(&p, text, strlen(text), "t.pins", 1,
	    &r, &d), 0);
	board_init(&b);
	for (seed = 1; seed <= 12; seed++) {
		board_clear(&b);
		kind_defaults(&b, &r);
		tu_board(&b, &r, seed, 4, 297, 210);
		assert_int_equal(make_content(&b, &r, &d), 0);
		r.pins = p;
		without += pins_kept(&b, &r, &first) < 2;
		r.pins = NULL;
		pins_set(&r, p);
		if (make_content(&b, &r, &d) == 0) {
			made++;
			assert_int_equal(pins_kept(&b, &r, &first), 2);
			check_board(&b, &r);
			assert_string_equal(b.val.check[b.val.ncheck - 1].id,
			    "completeness.pins");
			assert_int_equal(b.val.check[b.val.ncheck - 1].pass,
			    1);
		}
		r.pins = NULL;
	}
	/* Most first attempts keep them; without, the cells hold others. */
	assert_true(made >= 8);
	assert_true(without >= 10);
	board_fini(&b);
	diag_fini(&d);
	pins_free(p);
	rules_fini(&r);
}

TEST_MAIN(tu_rules_setup, tu_rules_teardown,
    cmocka_unit_test(reads_pins),
    cmocka_unit_test(refuses),
    cmocka_unit_test(bounds),
    cmocka_unit_test(paper),
    cmocka_unit_test(kept),
    cmocka_unit_test(probe),
    cmocka_unit_test(deck),
    cmocka_unit_test(dungeon))
