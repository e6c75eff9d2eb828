/* deck_rng.c: the deck's RELAX NG schema, the kinds' parts from their table. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "core/mem.h"
#include "core/rfile.h"
#include "deck/deck_int.h"
#include "deck/deck_strict.h"

/* The schema file is ours, but read as any input is: regular, bounded. */
#define RNG_MAX (1 << 20)

struct buf {
	char *s;
	size_t n, cap;
};

static void
put(struct buf *b, const char *t, size_t n)
{
	b->s = mem_grow(b->s, &b->cap, b->n + n + 1, 1);
	memcpy(b->s + b->n, t, n);
	b->n += n;
	b->s[b->n] = '\0';
}

static void
puts_(struct buf *b, const char *t)
{
	put(b, t, strlen(t));
}

/* kinds_part: what the marker tag stands for, from the kind table. */
static void
kinds_part(struct buf *b, const char *tag)
{
	const char *order[256];
	const struct deck_schema *ks;
	int k, i, n;

	if (strcmp(tag, "board") == 0) {
		n = deck_strict_board(order, sizeof(order) / sizeof(*order));
		for (i = 0; i < n; i++) {
			puts_(b, "        <optional><ref name=\"");
			puts_(b, order[i]);
			puts_(b, "\"/></optional>\n");
		}
		return;
	}
	if (strcmp(tag, "kind") == 0) {
		for (k = 0; k < kind_count(); k++) {
			puts_(b, "      <value>");
			puts_(b, kind_name(k));
			puts_(b, "</value>\n");
		}
		return;
	}
	if (strcmp(tag, "defines") == 0)
		puts_(b, "\n");
	for (k = 0; k < kind_count(); k++) {
		ks = deck_kind_of(k) ? deck_kind_of(k)->schema : NULL;
		if (!ks)
			continue;
		if (strcmp(tag, "attributes") == 0 && ks->rng_attrs)
			puts_(b, ks->rng_attrs);
		else if (strcmp(tag, "defines") == 0 && ks->rng)
			puts_(b, ks->rng);
	}
}

/*
 * The file's lines from "<!-- @kinds:TAG" to the line of the next
 * "<!-- @kinds:end -->" are the kinds' parts: what the built-in kinds
 * give, there for a reader of the file (and xmllint); the schema the
 * tools use has them made again from the kind table, so a kind's own
 * elements are in its folder alone.
 */
char *
deck_rng_text(const char *path, size_t *len, struct diag *d)
{
	static const char open[] = "<!-- @kinds:";
	static const char close[] = "<!-- @kinds:end -->";
	struct rfile rf;
	struct buf b = { NULL, 0, 0 };
	char tag[32], *text;
	const char *p, *from, *m, *body, *end;
	size_t n, t;

	text = rfile_read(path, RNG_MAX, &n, &rf);
	if (!text) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "%s", rf.why);
		return NULL;
	}
	for (p = from = text; (m = strstr(from, open)) != NULL; p = end) {
		m += sizeof(open) - 1;
		t = strcspn(m, ": -");
		body = strchr(m, '\n');
		end = body ? strstr(body, close) : NULL;
		if (!end || t == 0 || t >= sizeof(tag) ||
		    strncmp(m, "end ", 4) == 0) {
			diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
			    "a <!-- @kinds: --> marker without its end");
			free(text);
			free(b.s);
			return NULL;
		}
		from = end + sizeof(close) - 1;
		memcpy(tag, m, t);
		tag[t] = '\0';
		body++;
		while (end > body && end[-1] != '\n')
			end--;
		put(&b, p, (size_t)(body - p));
		kinds_part(&b, tag);
	}
	put(&b, p, n - (size_t)(p - text));
	free(text);
	*len = b.n;
	return b.s;
}
