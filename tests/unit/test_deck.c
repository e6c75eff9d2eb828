/* test_deck.c: writing and streaming back decks, and malformed input. */
#include "testutil.h"

#include <stdlib.h>
#include <unistd.h>

#include "deck/deck.h"
#include "deck/deck_int.h"
#include "deck/deck_name.h"
#include "deck/deck_strict.h"
#include "nodes/part.h"
#include "nodes/rules.h"
#include "nodes/structure.h"

static struct rules R;
static char tmpdir[] = "/tmp/bp-deck-XXXXXX";

static int
setup(void **state)
{
	if (!mkdtemp(tmpdir))
		return -1;
	return tu_rules(&R);
}

static int
teardown(void **state)
{
	char cmd[128];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", tmpdir);
	if (system(cmd) != 0)
		return -1;
	rules_fini(&R);
	return 0;
}

static void
make(struct board *b, uint64_t seed)
{
	tu_board(b, &R, seed, 4, 297, 210);
}

/* write_deck: n boards from seed 1 into a file; returns its path. */
static const char *
write_deck(const char *name, int n)
{
	static char path[256];
	struct deck_writer *w;
	struct board b;
	FILE *f;
	int i;

	snprintf(path, sizeof(path), "%s/%s", tmpdir, name);
	f = fopen(path, "w");
	assert_non_null(f);
	board_init(&b);
	w = deck_writer_new(f);
	assert_int_equal(deck_writer_begin(w, &R), 0);
	for (i = 0; i < n; i++) {
		make(&b, (uint64_t)i + 1);
		nodes_part(&b)->node[3].number = 4;
		board_check_add(&b, "clarity.crossing", 1, NULL);
		b.val.present = 1;
		b.val.pass = 1;
		b.val.attempts = 1;
		assert_int_equal(deck_writer_board(w, &b, &R), 0);
	}
	assert_int_equal(deck_writer_end(w), 0);
	deck_writer_free(w);
	fclose(f);
	board_fini(&b);
	return path;
}

static void
write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void
round_trip(void **state)
{
	const char *path = write_deck("rt.xml", 3);
	struct deck_reader *dr;
	struct board a, b;
	struct diag d;
	uint32_t v;
	int i;

	diag_init(&d);
	board_init(&a);
	board_init(&b);
	dr = deck_reader_new(path, BP_TOP "/templates/schema/deck.rng", NULL,
	    &d);
	assert_non_null(dr);
	assert_string_equal(deck_reader_rules(dr)->id, R.id);
	assert_int_equal(
	    nodes_rules(deck_reader_rules(dr))->ntype, nodes_rules(&R)->ntype);
	for (i = 0; i < 3; i++) {
		assert_int_equal(deck_reader_next(dr, &b), 1);
		make(&a, (uint64_t)i + 1);
		assert_string_equal(b.id, a.id);
		assert_int_equal(b.seed, a.seed);
		assert_int_equal(
		    nodes_part(&b)->g.nnodes, nodes_part(&a)->g.nnodes);
		assert_int_equal(
		    nodes_part(&b)->g.nedges, nodes_part(&a)->g.nedges);
		assert_true(b.line > 0);
		for (v = 0; v < nodes_part(&a)->g.nnodes; v++) {
			assert_near(nodes_part(&b)->g.node[v].p.x,
			    nodes_part(&a)->g.node[v].p.x, 0.0005);
			assert_near(nodes_part(&b)->g.node[v].p.y,
			    nodes_part(&a)->g.node[v].p.y, 0.0005);
			assert_int_equal(nodes_part(&b)->node[v].role,
			    nodes_part(&a)->node[v].role);
			assert_int_equal(nodes_part(&b)->node[v].sides,
			    nodes_part(&a)->node[v].sides);
		}
		assert_int_equal(nodes_part(&b)->node[3].number, 4);
		assert_int_equal(b.val.ncheck, 1);
	}
	assert_int_equal(deck_reader_next(dr, &b), 0);
	assert_int_equal(d.n, 0);
	deck_reader_free(dr);
	board_fini(&a);
	board_fini(&b);
	diag_fini(&d);
}

/* read_all: read path to the end; returns the last status. */
static int
read_all(const char *path, struct diag *d, const char *schema)
{
	struct deck_reader *dr = deck_reader_new(path, schema, NULL, d);
	struct board b;
	int k;

	if (!dr)
		return -2;
	board_init(&b);
	while ((k = deck_reader_next(dr, &b)) == 1)
		;
	board_fini(&b);
	deck_reader_free(dr);
	return k;
}

/* edit: copy the deck at from to name, replacing the first "old". */
static const char *
edit(const char *from, const char *name, const char *old, const char *new)
{
	static char path[256];
	char *text, *at, *out;
	FILE *f = fopen(from, "r");
	long n;

	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	text = calloc(1, (size_t)n + 1);
	assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
	fclose(f);
	at = strstr(text, old);
	assert_non_null(at);
	out = calloc(1, (size_t)n + strlen(new) + 1);
	memcpy(out, text, (size_t)(at - text));
	strcat(out, new);
	strcat(out, at + strlen(old));
	snprintf(path, sizeof(path), "%s/%s", tmpdir, name);
	write_file(path, out);
	free(text);
	free(out);
	return path;
}

struct bad {
	const char *old, *new, *says;
	int schema;
};

static void
malformed_decks(void **state)
{
	static const struct bad cases[] = {
		{ "<edge a=\"n", "<edge a=\"zz", "names no node", 0 },
		{ "<node id=\"n1\"", "<node id=\"n0\"", "used twice", 0 },
		{ " x=\"", " x=\"12abc", "a number", 0 },
		{ " x=\"", " x=\"nan", "a number", 0 },
		{ "role=\"", "role=\"boss", "inner, edge", 0 },
		{ "seed=\"", "seed=\"-", "whole number", 0 },
		{ "</nodes>", "", "mismatch", 0 },
		{ "</deck>", "", "truncated", 0 },
		{ "kind=\"nodes\" rules", "kind=\"dungeon\" rules",
		    "does not match", 0 },
		{ "role=\"", "colour=\"red\" role=\"", "colour", 1 },
		{ "format=\"1\"", "format=\"2\"", "format", 0 },
	};
	const char *good = write_deck("good.xml", 2), *bad;
	char name[32];
	struct diag d;
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(name, sizeof(name), "bad%zu.xml", i);
		bad = edit(good, name, cases[i].old, cases[i].new);
		diag_init(&d);
		assert_true(read_all(bad, &d, cases[i].schema ? BP_TOP
		    "/templates/schema/deck.rng" : NULL) < 0);
		assert_int_equal(diag_status(&d), DIAG_FATAL);
		if (!strstr(d.v[0].msg, cases[i].says))
			fail_msg("case %zu: \"%s\" lacks \"%s\"", i,
			    d.v[0].msg, cases[i].says);
		if (strcmp(cases[i].old, "</deck>") != 0 &&
		    strcmp(cases[i].old, "format=\"1\"") != 0)
			assert_true(d.v[0].line > 1);
		diag_fini(&d);
	}
}

static void
empty_and_missing(void **state)
{
	char path[256];
	struct diag d;
	int i;

	diag_init(&d);
	snprintf(path, sizeof(path), "%s/empty.xml", tmpdir);
	write_file(path, "");
	assert_int_equal(read_all(path, &d, NULL), -2);
	diag_fini(&d);
	diag_init(&d);
	assert_int_equal(read_all("/nonexistent.xml", &d, NULL), -2);
	assert_non_null(strstr(d.v[0].msg, "cannot open"));
	diag_fini(&d);
	diag_init(&d);
	snprintf(path, sizeof(path), "%s/norules.xml", tmpdir);
	write_file(path, "<deck format=\"1\" generator=\"x\"></deck>");
	assert_int_equal(read_all(path, &d, NULL), -2);
	diag_fini(&d);
	/*
	 * A whole deck without rules, empty element or not: the same one
	 * message in both reading modes (it was "empty input" without the
	 * schema and "truncated" with it).
	 */
	for (i = 0; i < 4; i++) {
		diag_init(&d);
		write_file(path, i % 2 ? "<deck format=\"1\" generator=\"x\"/>" :
		    "<deck format=\"1\" generator=\"x\">\n</deck>\n");
		assert_int_equal(read_all(path, &d, i < 2 ? NULL :
		    BP_TOP "/templates/schema/deck.rng"), -2);
		assert_int_equal(d.n, 1);
		assert_int_equal(d.v[0].line, 1);
		assert_string_equal(d.v[0].msg, "<deck> holds no <rules>: a "
		    "deck starts with its rules");
		diag_fini(&d);
	}
}

/* slurp: the whole file path, NUL-terminated, in *n bytes. */
static char *
slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	char *s;
	long len;

	assert_non_null(f);
	assert_int_equal(fseek(f, 0, SEEK_END), 0);
	len = ftell(f);
	rewind(f);
	s = malloc((size_t)len + 1);
	assert_int_equal(fread(s, 1, (size_t)len, f), (size_t)len);
	s[len] = '\0';
	fclose(f);
	*n = (size_t)len;
	return s;
}

/*
 * The schema the tools use takes the kinds' parts from the kind table:
 * deck.rng with its marked parts emptied gives deck.rng again, byte for
 * byte (so the file's copy, for xmllint, is what the kinds' tables say).
 */
static void
schema_from_kinds(void **state)
{
	const char *rng = BP_TOP "/templates/schema/deck.rng";
	char path[256], *file, *built, *cut, *p, *q;
	size_t n, len, k;
	struct diag d;
	FILE *f;
	int parts = 0;

	(void)state;
	file = slurp(rng, &n);
	diag_init(&d);
	built = deck_rng_text(rng, &len, &d);
	assert_non_null(built);
	assert_int_equal(len, n);
	assert_memory_equal(built, file, n);
	free(built);
	/* Each marked part emptied: a begin line right before its end. */
	cut = malloc(n + 1);
	for (p = file, k = 0; (q = strstr(p, "<!-- @kinds:")) != NULL;) {
		q = strchr(q, '\n') + 1;
		memcpy(cut + k, p, (size_t)(q - p));
		k += (size_t)(q - p);
		p = strstr(q, "<!-- @kinds:end -->");
		while (p[-1] != '\n')
			p--;
		if (p != q)
			parts++;
		q = strstr(p, "-->") + 3;
		memcpy(cut + k, p, (size_t)(q - p));
		k += (size_t)(q - p);
		p = q;
	}
	memcpy(cut + k, p, n - (size_t)(p - file));
	k += n - (size_t)(p - file);
	assert_int_equal(parts, 4);
	snprintf(path, sizeof(path), "%s/bare.rng", tmpdir);
	f = fopen(path, "wb");
	assert_non_null(f);
	assert_int_equal(fwrite(cut, 1, k, f), k);
	fclose(f);
	built = deck_rng_text(path, &len, &d);
	assert_non_null(built);
	assert_int_equal(len, n);
	assert_memory_equal(built, file, n);
	free(built);
	/* A part without its end is refused, with a reason. */
	write_file(path, "<grammar>\n<!-- @kinds:board -->\n</grammar>\n");
	assert_null(deck_rng_text(path, &len, &d));
	assert_int_equal(d.n, 1);
	assert_non_null(strstr(d.v[0].msg, "without its end"));
	diag_fini(&d);
	free(cut);
	free(file);
}

/*
 * settle: a board settled is the board the file's reader gives (numbers
 * at three decimals, the line in the deck), and writes the same bytes as
 * the file holds; settling again changes nothing.
 */
static void
settle(void **state)
{
	const char *path = write_deck("st.xml", 3);
	struct deck_reader *dr;
	struct deck_settle *s, *again;
	const struct deck_text *t;
	struct board a, b;
	struct diag d;
	char *once;
	size_t n;
	FILE *f;
	long size;
	char *file;
	int i;

	diag_init(&d);
	board_init(&a);
	board_init(&b);
	s = deck_settle_new(&R, "stdin", &d);
	assert_non_null(s);
	/* Another deck, where each board is settled a second time. */
	again = deck_settle_new(deck_settle_rules(s), "stdin", &d);
	assert_non_null(again);
	assert_string_equal(deck_settle_rules(s)->id, R.id);
	/* The head first: the file's first bytes. */
	f = fopen(path, "rb");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	size = ftell(f);
	rewind(f);
	file = malloc((size_t)size);
	assert_int_equal(fread(file, 1, (size_t)size, f), (size_t)size);
	fclose(f);
	t = deck_settle_text(s);
	n = t->n;
	assert_memory_equal(t->s, file, n);
	dr = deck_reader_new(path, NULL, NULL, &d);
	assert_non_null(dr);
	for (i = 0; i < 3; i++) {
		make(&a, (uint64_t)i + 1);
		nodes_part(&a)->node[3].number = 4;
		board_check_add(&a, "clarity.crossing", 1, NULL);
		a.val.present = 1;
		a.val.pass = 1;
		a.val.attempts = 1;
		/* A coordinate past the deck's precision is rounded. */
		nodes_part(&a)->g.node[0].p.x += 1e-7;
		assert_int_equal(deck_settle(s, &a), 0);
		t = deck_settle_text(s);
		assert_memory_equal(t->s, file + n, t->n);
		n += t->n;
		assert_int_equal(deck_reader_next(dr, &b), 1);
		assert_int_equal(a.line, b.line);
		assert_int_equal(a.seed, b.seed);
		assert_true(nodes_part(&a)->g.node[0].p.x ==
		    nodes_part(&b)->g.node[0].p.x);
		once = malloc(t->n);
		memcpy(once, t->s, t->n);
		size = (long)t->n;
		assert_int_equal(deck_settle(again, &a), 0);
		assert_int_equal(deck_settle_text(again)->n, (size_t)size);
		assert_memory_equal(deck_settle_text(again)->s, once,
		    (size_t)size);
		free(once);
	}
	assert_int_equal(d.n, 0);
	deck_reader_free(dr);
	deck_settle_free(s);
	deck_settle_free(again);
	board_fini(&a);
	board_fini(&b);
	diag_fini(&d);
	free(file);
}

/*
 * names_interned: every element and attribute name of every kind's part
 * of the schema, and the deck layer's, is found by deck_name_find as
 * itself (a name, one index); what differs from all of them by a byte,
 * a prefix or a suffix is not.
 */
static void
names_interned(void **state)
{
	static const char *const deck_names[] = { "deck", "rules", "style",
		"asset", "board", "terrain", "row", "validation", "seat",
		"check", "format", "generator", "id", "kind", "seed", "attempt",
		"players", "width", "height", "paper", "expansions",
		"first-game", "cols", "rows", "cell", "verdict", "attempts", "n",
		"node", "city", "score", "bonus", "name", "sha256", "result",
		"detail", NULL };
	static const char *const not_names[] = { "", "boar", "boards",
		"Board", "nodes:", "x ", " x", "xx", "validatio", "sha25",
		"zz-not-a-name", NULL };
	const struct deck_schema *ks;
	const struct deck_elem *e;
	const struct deck_attr *a;
	unsigned id, seen = 0;
	int k, i;

	(void)state;
	deck_strict_tables();
	for (i = 0; deck_names[i]; i++) {
		id = deck_name_find(deck_names[i], strlen(deck_names[i]));
		assert_true(id < DECK_NAMES_MAX);
		assert_string_equal(deck_name_str(id), deck_names[i]);
	}
	for (k = 0; k < kind_count(); k++) {
		ks = deck_kind_of(k) ? deck_kind_of(k)->schema : NULL;
		for (a = ks ? ks->board_attrs : NULL; a && a->name; a++) {
			id = deck_name_find(a->name, strlen(a->name));
			assert_string_equal(deck_name_str(id), a->name);
		}
		for (e = ks ? ks->elems : NULL; e && e->name; e++) {
			id = deck_name_find(e->name, strlen(e->name));
			assert_string_equal(deck_name_str(id), e->name);
			for (a = e->attrs; a && a->name; a++, seen++) {
				id = deck_name_find(a->name, strlen(a->name));
				assert_string_equal(deck_name_str(id), a->name);
			}
		}
	}
	assert_true(seen > 20);
	for (i = 0; not_names[i]; i++)
		assert_int_equal(deck_name_find(not_names[i],
		    strlen(not_names[i])), DECK_NAME_NONE);
	/* Bytes after the length do not count; a length short of a name
	 * finds a shorter name or none. */
	assert_string_equal(deck_name_str(deck_name_find("rowsXYZ", 4)),
	    "rows");
	assert_int_equal(deck_name_find("boardX", 6), DECK_NAME_NONE);
	assert_null(deck_name_str(DECK_NAME_NONE));
}

TEST_MAIN(setup, teardown,
    cmocka_unit_test(names_interned),
    cmocka_unit_test(schema_from_kinds),
    cmocka_unit_test(round_trip),
    cmocka_unit_test(settle),
    cmocka_unit_test(malformed_decks),
    cmocka_unit_test(empty_and_missing))
