/* test_deck_guard.c: the byte-level limits in front of the XML parser. */
#include "testutil.h"

#include <dirent.h>
#include <stdlib.h>

#include "deck/deck_guard.h"

/* feed: s through a fresh guard in pieces of step bytes; 0 or -1. */
static int
feed(struct deck_guard *g, const char *s, size_t step)
{
	size_t n = strlen(s), i;

	deck_guard_init(g);
	for (i = 0; i < n; i += step)
		if (deck_guard_feed(g, s + i, n - i < step ? n - i : step) < 0)
			return -1;
	return 0;
}

static void
a_deck_passes_in_any_pieces(void **state)
{
	static const char deck[] = "<?xml version=\"1.0\"?>\n"
	    "<deck format=\"1\">\n<!-- a <comment> -->\n"
	    "<rules id=\"x\"><![CDATA[a <b> c]]>\n[rules]\n</rules>\n"
	    "<board id=\"b\" a='>' b=\"/>\"><nodes><node id=\"n0\"/></nodes>"
	    "</board>\n</deck>\n";
	struct deck_guard g;
	size_t step;

	for (step = 1; step <= sizeof(deck); step++) {
		assert_int_equal(feed(&g, deck, step), 0);
		assert_true(g.closed);
		assert_int_equal(g.depth, 0);
		assert_int_equal(g.line, 9);
	}
	assert_int_equal(feed(&g, "<deck><board>", 3), 0);
	assert_false(g.closed);
	assert_int_equal(feed(&g, " \n\t", 1), 0);
	assert_false(g.seen);
}

/*
 * same_state: every count and state of two guards that read the same
 * bytes, one in pieces of a byte (each byte the slow way) and one whole
 * (names, text and attribute values in runs).
 */
static void
same_state(const struct deck_guard *a, const struct deck_guard *b)
{
	assert_int_equal(a->line, b->line);
	assert_int_equal(a->state, b->state);
	assert_int_equal(a->quote, b->quote);
	assert_int_equal(a->prev, b->prev);
	assert_int_equal(a->prev2, b->prev2);
	assert_int_equal(a->depth, b->depth);
	assert_int_equal(a->attrs, b->attrs);
	assert_int_equal(a->board_attrs, b->board_attrs);
	assert_int_equal(a->run, b->run);
	assert_int_equal(a->elements, b->elements);
	assert_int_equal(a->bytes, b->bytes);
	assert_int_equal(a->seen, b->seen);
	assert_int_equal(a->closed, b->closed);
	assert_int_equal(a->nname, b->nname);
	assert_memory_equal(a->name, b->name,
	    a->nname < sizeof(a->name) ? a->nname : sizeof(a->name));
	assert_int_equal(a->naming, b->naming);
	assert_int_equal(a->asset, b->asset);
}

static void
runs_count_as_bytes_do(void **state)
{
	static const char deck[] = "<?xml version=\"1.0\"?>\n"
	    "<deck format=\"1\">\n<asset name='a' sha256=\"\">QUJD</asset>\n"
	    "<board id=\"b\" a='>' b=\"/>\" c=\"\" d = \"x\" e=\"1\n2\">"
	    "<nodes><node id=\"n0\" x=\"12.5\" y='3'/><averylongname/>"
	    "<n\ta=\"1\"\n/></nodes>\n</board>\n</deck>\n";
	struct deck_guard a, b;
	char *s = strdup(deck);
	size_t len;

	/* Every prefix, so each run and value is cut at each of its bytes
	 * (a run ends at the end of the buffer; a value cut there is taken
	 * byte by byte). */
	for (len = 1; len < sizeof(deck); len++) {
		memcpy(s, deck, len);
		s[len] = '\0';
		assert_int_equal(feed(&a, s, 1), 0);
		assert_int_equal(feed(&b, s, len), 0);
		same_state(&a, &b);
	}
	free(s);
}

/*
 * feed_n: n bytes at s through a fresh guard: the first XMLIN_PROLOG in
 * one piece (so the encoding is settled on the same bytes either way),
 * the rest in pieces of step; 0 or -1.
 */
static int
feed_n(struct deck_guard *g, const char *s, size_t n, size_t step)
{
	size_t i = n < XMLIN_PROLOG ? n : XMLIN_PROLOG;

	deck_guard_init(g);
	if (deck_guard_feed(g, s, i) < 0)
		return -1;
	for (; i < n; i += step)
		if (deck_guard_feed(g, s + i, n - i < step ? n - i : step) < 0)
			return -1;
	return deck_guard_end(g);
}

/*
 * runs_count_as_bytes_do_on_decks: the same over every deck of the fuzz
 * corpora (the kinds' real decks, with styles and assets) and the bad
 * ones: whole (start tags, attributes, text in runs) and a byte at a time,
 * the same verdict, line and message, and on a deck taken the same state.
 */
static void
runs_count_as_bytes_do_on_decks(void **state)
{
	static const char *const dirs[] = { BP_TOP "/tests/fuzz/deck",
		BP_TOP "/tests/fuzz/strict", BP_TOP "/tests/data/bad", NULL };
	struct deck_guard a, b;
	struct dirent *e;
	char path[1024], *buf;
	size_t n, files = 0;
	int i, ra, rb;
	FILE *f;
	DIR *d;

	for (i = 0; dirs[i]; i++) {
		d = opendir(dirs[i]);
		assert_non_null(d);
		while ((e = readdir(d)) != NULL) {
			if (e->d_name[0] == '.')
				continue;
			snprintf(path, sizeof(path), "%s/%s", dirs[i],
			    e->d_name);
			f = fopen(path, "rb");
			assert_non_null(f);
			buf = malloc(1u << 24);
			n = fread(buf, 1, 1u << 24, f);
			fclose(f);
			ra = feed_n(&a, buf, n, 1);
			rb = feed_n(&b, buf, n, n ? n : 1);
			assert_int_equal(ra, rb);
			assert_int_equal(a.line, b.line);
			if (ra < 0)
				assert_string_equal(a.msg, b.msg);
			else
				same_state(&a, &b);
			free(buf);
			files++;
		}
		closedir(d);
	}
	assert_true(files > 100);
}

static void
doctype_and_nul(void **state)
{
	struct deck_guard g;

	assert_int_equal(feed(&g, "<?xml version=\"1.0\"?>\n<!DOCTYPE deck "
	    "[<!ENTITY a \"b\">]>", 2), -1);
	assert_int_equal(g.line, 2);
	assert_non_null(strstr(g.msg, "DOCTYPE"));
	assert_int_equal(feed(&g, "<deck>\n\n<!DOCTYP", 1), 0);
	assert_int_equal(feed(&g, "<deck>a\0b", 9), 0); /* strlen stops at NUL */
	deck_guard_init(&g);
	assert_int_equal(deck_guard_feed(&g, "<deck>a\0b", 9), -1);
	assert_non_null(strstr(g.msg, "NUL"));
}

static void
depth_attributes_and_elements(void **state)
{
	struct deck_guard g;
	char *s = malloc(200000), *p;
	int i;

	p = s;
	for (i = 0; i < DECK_GUARD_DEPTH; i++)
		p += sprintf(p, "<x>");
	*p = '\0';
	assert_int_equal(feed(&g, s, 7), 0);
	assert_int_equal(feed(&g, strcat(s, "<x>"), 7), -1);
	assert_non_null(strstr(g.msg, "nested"));

	p = s + sprintf(s, "<deck><board><node");
	for (i = 0; i < DECK_GUARD_ATTRS; i++)
		p += sprintf(p, " a%d=\"=\"", i);
	*p = '\0';
	assert_int_equal(feed(&g, s, 5), 0);
	assert_int_equal(feed(&g, s, 4096), 0);
	assert_int_equal(feed(&g, strcat(s, " z=\"1\""), 5), -1);
	assert_int_equal(feed(&g, s, 4096), -1);
	assert_non_null(strstr(g.msg, "more than 64 attributes"));
	assert_non_null(strstr(g.msg, "attributes"));

	/* Elements count per board: two boards of the limit each pass. */
	p = s + sprintf(s, "<deck><board>");
	for (i = 0; i < DECK_GUARD_ELEMENTS - 1; i++)
		p += sprintf(p, "<n/>");
	p += sprintf(p, "</board><board>");
	for (i = 0; i < DECK_GUARD_ELEMENTS - 1; i++)
		p += sprintf(p, "<n/>");
	*p = '\0';
	assert_int_equal(feed(&g, s, 4096), 0);
	assert_int_equal(feed(&g, strcat(s, "<n/>"), 4096), -1);
	assert_non_null(strstr(g.msg, "elements"));
	free(s);
}

static void
long_tags_and_text(void **state)
{
	struct deck_guard g;
	size_t n = DECK_GUARD_TAG + 16;
	char *s = malloc(n + 1);

	memset(s, 'x', n);
	memcpy(s, "<deck a=\"", 9);
	s[n] = '\0';
	assert_int_equal(feed(&g, s, 65536), -1);
	assert_non_null(strstr(g.msg, "tag longer"));
	memcpy(s, "<deck>xxx", 9);
	assert_int_equal(feed(&g, s, 65536), -1);
	assert_non_null(strstr(g.msg, "text longer"));
	free(s);
}

/* with_text: head, then n bytes of 'A', then tail, as one string. */
static char *
with_text(const char *head, size_t n, const char *tail)
{
	size_t h = strlen(head), t = strlen(tail);
	char *s = malloc(h + n + t + 1);

	memcpy(s, head, h);
	memset(s + h, 'A', n);
	memcpy(s + h + n, tail, t + 1);
	return s;
}

/*
 * An <asset> child of the root may hold what 8 MiB takes in base64 lines
 * (DECK_GUARD_ASSET_TEXT); text anywhere else (a board's, an element
 * named like it deeper down, an <assets>) keeps its 1 MiB.
 */
static void
asset_text(void **state)
{
	struct deck_guard g;
	size_t big = DECK_GUARD_TEXT + 100;
	char *s;

	s = with_text("<deck><asset name=\"a\" sha256=\"0\">", big,
	    "</asset><board>xx</board></deck>");
	assert_int_equal(feed(&g, s, 65536), 0);
	free(s);
	s = with_text("<deck><asset>", DECK_GUARD_ASSET_TEXT + 1, "</asset>");
	assert_int_equal(feed(&g, s, 1 << 20), -1);
	assert_non_null(strstr(g.msg, "an asset longer than 11479406 bytes"));
	free(s);
	/* Its end tag is a tag of 8 bytes, not one of the text before it. */
	s = with_text("<deck><asset name=\"a\" sha256=\"0\">",
	    DECK_GUARD_ASSET_TEXT, "</asset><board>x</board></deck>");
	assert_int_equal(feed(&g, s, 65536), 0);
	free(s);
	s = with_text("<deck><board>", DECK_GUARD_TEXT, "</board></deck>");
	assert_int_equal(feed(&g, s, 65536), 0);
	free(s);
	s = with_text("<deck><asset>x</asset><board>", big, "</board>");
	assert_int_equal(feed(&g, s, 65536), -1);
	assert_non_null(strstr(g.msg, "text longer than 1 MiB"));
	free(s);
	s = with_text("<deck><board><asset>", big, "</asset>");
	assert_int_equal(feed(&g, s, 7), -1);
	free(s);
	s = with_text("<deck><assets>", big, "</assets>");
	assert_int_equal(feed(&g, s, 65536), -1);
	free(s);
	s = with_text("<deck><asset/>", big, "");
	assert_int_equal(feed(&g, s, 3), -1);
	free(s);
}

/*
 * Only UTF-8 passes, in pieces of any size: a declaration of another
 * encoding (in UTF-7 "+ADw-+ACE-DOCTYPE" is a DOCTYPE the byte scan cannot
 * see), a UTF-16 byte-order mark; a document too short to settle it is
 * judged at its end.
 */
static void
only_utf8(void **state)
{
	static const struct {
		const char *text, *says;
	} bad[] = {
		{ "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n+ADw-+ACE-"
		    "DOCTYPE deck+AD4-<deck/>", "\"UTF-7\" declared" },
		{ "<?xml version=\"1.0\"encoding='EBCDIC-US'?><deck/>",
		    "\"EBCDIC-US\"" },
		{ "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"latin1\"?>"
		    "<deck/>", "\"latin1\"" },
		{ "\xFF\xFE<", "UTF-16 byte-order mark" },
	};
	static const char *const fine[] = {
		"<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<deck/>\n",
		"\xEF\xBB\xBF<deck/>",
		"<?xml-stylesheet href=\"a\"?><deck/>",
		"<deck/>",
	};
	struct deck_guard g;
	size_t i, step;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		for (step = 1; step <= strlen(bad[i].text); step++) {
			if (feed(&g, bad[i].text, step) == 0)
				assert_int_equal(deck_guard_end(&g), -1);
			if (!strstr(g.msg, bad[i].says) || g.line != 1)
				fail_msg("bad %zu, step %zu: %u: %s", i, step,
				    g.line, g.msg);
		}
	for (i = 0; i < sizeof(fine) / sizeof(fine[0]); i++)
		for (step = 1; step <= strlen(fine[i]); step++) {
			assert_int_equal(feed(&g, fine[i], step), 0);
			assert_int_equal(deck_guard_end(&g), 0);
		}
	/* Too short to tell while it may go on; judged at its end. */
	assert_int_equal(feed(&g, "<?xm", 1), 0);
	assert_int_equal(deck_guard_end(&g), 0);
	assert_int_equal(feed(&g, "\xFE\xFF", 1), 0);
	assert_int_equal(deck_guard_end(&g), -1);
	assert_non_null(strstr(g.msg, "UTF-16"));
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(a_deck_passes_in_any_pieces),
    cmocka_unit_test(runs_count_as_bytes_do),
    cmocka_unit_test(runs_count_as_bytes_do_on_decks),
    cmocka_unit_test(doctype_and_nul),
    cmocka_unit_test(depth_attributes_and_elements),
    cmocka_unit_test(long_tags_and_text),
    cmocka_unit_test(asset_text),
    cmocka_unit_test(only_utf8))
