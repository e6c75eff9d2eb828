/* deck.c: the deck document through libxml2 (xmlTextWriter/xmlTextReader). */
#include "deck/deck.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libxml/relaxng.h>
#include <libxml/xmlreader.h>

#include "board/kind.h"
#include "board/pins.h"
#include "board/style_asset.h"
#include "core/base64.h"
#include "core/mem.h"
#include "core/num.h"
#include "deck/deck_int.h"
#include "deck/xmlin.h"

/* Writer. */

/* The kinds' parts of the deck (each kind's deck.c, in its table). */
const struct deck_kind *
deck_kind_of(int kind)
{
	return kind_of(kind) ? kind_of(kind)->deck : NULL;
}


/*
 * Each board is assembled in memory with our own fixed formatting (the
 * attribute order and number format are part of the contract) and handed
 * to libxml2's output buffer in one piece; element and attribute calls of
 * xmlTextWriter cost more than generating the board.
 */
static int
out_write(void *ctx, const char *data, int len)
{
	struct deck_writer *dw = ctx;

	/*
	 * A failed write is recorded here and reported by the tool (exit 2);
	 * libxml2 is told all is well so it does not print a second message.
	 */
	if (dw->discard || dw->failed)
		return len;
	if (fwrite(data, 1, (size_t)len, dw->out) != (size_t)len)
		dw->failed = 1;
	return len;
}

struct deck_writer *
deck_writer_new(FILE *out)
{
	struct deck_writer *dw = mem_calloc(1, sizeof(*dw));

	dw->out = out;
	xmlin_quiet();
	dw->buf = xmlOutputBufferCreateIO(out_write, NULL, dw, NULL);
	if (!dw->buf)
		mem_fail();
	return dw;
}

void
deck_writer_free(struct deck_writer *dw)
{
	if (!dw)
		return;
	/*
	 * After deck_writer_end nothing is left to write; without it the
	 * document is incomplete and what libxml2 still buffers is dropped.
	 */
	dw->discard = 1;
	xmlOutputBufferClose(dw->buf);
	free(dw->text.s);
	free(dw);
}

/* deckw_put (deck/kind.h) reaches the line as the writer's first member. */
_Static_assert(offsetof(struct deck_writer, text) == 0,
    "the line is the writer's first member");

void
deckw_grow(struct deck_writer *dw, size_t len)
{
	dw->text.s = mem_grow(dw->text.s, &dw->text.cap, dw->text.n + len + 1,
	    1);
}

void
deckw_puts(struct deck_writer *dw, const char *t)
{
	deckw_put(dw, t, strlen(t));
}

/* put_escaped: t with the five XML specials (and controls) escaped. */
static void
deckw_put_escaped(struct deck_writer *dw, const char *t, int attribute)
{
	const char *run = t;
	char ent[16];

	for (; *t; t++) {
		const char *e = NULL;
		unsigned char ch = (unsigned char)*t;

		if (ch == '&')
			e = "&amp;";
		else if (ch == '<')
			e = "&lt;";
		else if (ch == '>')
			e = "&gt;";
		else if (attribute && ch == '"')
			e = "&quot;";
		else if (ch < 0x20 && (attribute || (ch != '\n' &&
		    ch != '\t'))) {
			snprintf(ent, sizeof(ent), "&#%u;", ch);
			e = ent;
		}
		if (!e)
			continue;
		deckw_put(dw, run, (size_t)(t - run));
		deckw_puts(dw, e);
		run = t + 1;
	}
	deckw_put(dw, run, (size_t)(t - run));
}

/* tag: indentation for depth, then "<" or "</" and the name. */
static void
tag(struct deck_writer *dw, int depth, const char *open, const char *name)
{
	static const char spaces[] = "                ";

	deckw_put(dw, spaces, (size_t)(2 * depth) < sizeof(spaces) - 1 ?
	    (size_t)(2 * depth) : sizeof(spaces) - 1);
	deckw_puts(dw, open);
	deckw_puts(dw, name);
}

void
deckw_open(struct deck_writer *dw, int depth, const char *name)
{
	tag(dw, depth, "<", name);
}

/*
 * attr_raw: ' name="value"' (value: len bytes, no escaping needed), room
 * made once: a deck is mostly attributes, and four calls to deckw_put for
 * each cost the writer a fifth of its time.
 */
static void
attr_raw(struct deck_writer *dw, const char *name, const char *value,
    size_t len)
{
	size_t n = strlen(name);
	struct deck_text *l = &dw->text;
	char *o;

	if (l->n + n + len + 4 + 1 > l->cap)
		deckw_grow(dw, n + len + 4);
	o = l->s + l->n;
	*o++ = ' ';
	memcpy(o, name, n);
	o += n;
	*o++ = '=';
	*o++ = '"';
	memcpy(o, value, len);
	o += len;
	*o++ = '"';
	l->n = (size_t)(o - l->s);
}

void
deckw_attr(struct deck_writer *dw, const char *name, const char *value)
{
	if (dw->lines)
		return;
	deckw_put(dw, " ", 1);
	deckw_puts(dw, name);
	deckw_put(dw, "=\"", 2);
	deckw_put_escaped(dw, value, 1);
	deckw_put(dw, "\"", 1);
}

/* deckw_attr_raw: a value known to need no escaping (numbers, our ids). */
void
deckw_attr_raw(struct deck_writer *dw, const char *name, const char *value)
{
	if (dw->lines)
		return;
	attr_raw(dw, name, value, strlen(value));
}

static void
deckw_attrf(struct deck_writer *dw, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
deckw_attrf(struct deck_writer *dw, const char *name, const char *fmt, ...)
{
	char buf[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	deckw_attr(dw, name, buf);
}

/* attrn: a length or angle with the deck's fixed precision. */
void
deckw_attrn(struct deck_writer *dw, const char *name, double v)
{
	char buf[64];

	if (dw->lines)
		return;
	deckw_attr_raw(dw, name, num_format(buf, sizeof(buf), v, 3));
}

/* u64_text: v's digits (after prefix, if any) ending at end; their start. */
static char *
u64_text(char *end, char prefix, uint64_t v)
{
	do {
		*--end = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	if (prefix)
		*--end = prefix;
	return end;
}

/* attru: an unsigned integer, optionally after a one-letter prefix. */
void
deckw_put_u64(struct deck_writer *dw, char prefix, uint64_t v)
{
	char buf[32], *t = u64_text(buf + sizeof(buf), prefix, v);

	deckw_put(dw, t, (size_t)(buf + sizeof(buf) - t));
}

void
deckw_attru(struct deck_writer *dw, const char *name, char prefix, uint64_t v)
{
	char buf[32], *t;

	if (dw->lines)
		return;
	t = u64_text(buf + sizeof(buf), prefix, v);
	attr_raw(dw, name, t, (size_t)(buf + sizeof(buf) - t));
}

void
deckw_close_empty(struct deck_writer *dw)
{
	deckw_put(dw, "/>\n", 3);
}

void
deckw_close_open(struct deck_writer *dw)
{
	deckw_put(dw, ">\n", 2);
}

void
deckw_end(struct deck_writer *dw, int depth, const char *name)
{
	tag(dw, depth, "</", name);
	deckw_put(dw, ">\n", 2);
}

/*
 * put_assets: each file the style names, in the order it names them, as
 * <asset name="..." sha256="HEX"> with base64 lines of 76 characters.
 */
static void
put_assets(struct deck_writer *dw, const struct rules *r)
{
	const struct style_asset *a;
	char *b64;
	size_t i, k, n;

	for (i = 0; r->files && i < r->files->n; i++) {
		a = &r->files->v[i];
		deckw_open(dw, 1, "asset");
		deckw_attr(dw, "name", a->name);
		deckw_attr_raw(dw, "sha256", a->sha256);
		deckw_put(dw, ">\n", 2);
		n = base64_len(a->len);
		b64 = mem_alloc(n + 1);
		base64_encode(a->bytes, a->len, b64);
		for (k = 0; k < n; k += 76) {
			deckw_put(dw, b64 + k, n - k < 76 ? n - k : 76);
			deckw_put(dw, "\n", 1);
		}
		free(b64);
		deckw_put(dw, "  </asset>\n", 11);
	}
}

/*
 * flush: hand what was assembled to libxml2's output buffer once HOLD
 * bytes have gathered (or at the end, with all set). Holding the first
 * MiB means a filter that meets bad input early writes nothing at all,
 * while a long deck still streams with bounded memory.
 */
#define HOLD (1 << 20)

static int
flush(struct deck_writer *dw, int all)
{
	if (!all && dw->text.n < HOLD)
		return dw->failed ? -1 : 0;
	if (dw->text.n && !dw->failed &&
	    xmlOutputBufferWrite(dw->buf, (int)dw->text.n, dw->text.s) < 0)
		dw->failed = 1;
	dw->text.n = 0;
	return dw->failed ? -1 : 0;
}

/* format_head: the deck's head (declaration, <deck>, rules, style,
 * assets, pins) for r onto dw's line. */
static void
format_head(struct deck_writer *dw, const struct rules *r)
{
	deckw_puts(dw, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	deckw_open(dw, 0, "deck");
	deckw_attru(dw, "format", 0, DECK_FORMAT);
	deckw_attr(dw, "generator", "boardpress " BP_VERSION);
	deckw_close_open(dw);
	deckw_open(dw, 1, "rules");
	deckw_attr(dw, "id", r->id);
	deckw_attr(dw, "kind", kind_name(r->kind));
	deckw_put(dw, ">", 1);
	/*
	 * The text starts on a line of its own, so its line k is line k of
	 * the rules file plus the line of <rules>.
	 */
	if (r->len == 0 || r->text[0] != '\n')
		deckw_put(dw, "\n", 1);
	deckw_put_escaped(dw, r->text, 0);
	deckw_put(dw, "</rules>\n", 9);
	/*
	 * A style read over the rules follows them, the same way; without
	 * one the deck is as it was before styles.
	 */
	if (r->style) {
		deckw_put(dw, "  <style>", 9);
		if (r->style_len == 0 || r->style[0] != '\n')
			deckw_put(dw, "\n", 1);
		deckw_put_escaped(dw, r->style, 0);
		deckw_put(dw, "</style>\n", 9);
	}
	put_assets(dw, r);
	/*
	 * Pins (board/pins.h) close the head, the same way again, so the
	 * next tools make every board again with them.
	 */
	if (r->pins) {
		deckw_put(dw, "  <pins>", 8);
		if (r->pins->len == 0 || r->pins->text[0] != '\n')
			deckw_put(dw, "\n", 1);
		deckw_put_escaped(dw, r->pins->text, 0);
		deckw_put(dw, "</pins>\n", 8);
	}
}

int
deck_writer_begin(struct deck_writer *dw, const struct rules *r)
{
	if (!deck_kind_of(r->kind)) {
		dw->failed = 1;
		return -1;
	}
	format_head(dw, r);
	return flush(dw, 0);
}

int
deck_format_head(struct deck_text *t, const struct rules *r)
{
	struct deck_writer dw;

	if (!deck_kind_of(r->kind))
		return -1;
	memset(&dw, 0, sizeof(dw));
	dw.text = *t;
	format_head(&dw, r);
	*t = dw.text;
	return 0;
}

const char *
deck_ref_name(const void *table, size_t size, size_t n, int32_t i)
{
	if (i < 0 || (size_t)i >= n)
		return NULL;
	return (const char *)table + (size_t)i * size;
}

static void
write_validation(struct deck_writer *dw, const struct board *b)
{
	const struct board_validation *v = &b->val;
	size_t i;

	if (!v->present)
		return;
	deckw_open(dw, 2, "validation");
	deckw_attr_raw(dw, "verdict", v->pass ? "pass" : "fail");
	deckw_attru(dw, "attempts", 0, v->attempts);
	deckw_close_open(dw);
	for (i = 0; i < v->nseat; i++) {
		deckw_open(dw, 3, "seat");
		deckw_attru(dw, "n", 0, v->seat[i].n);
		if (v->seat[i].at != UINT32_MAX)
			deckw_attru(dw, deck_kind_of(b->kind)->seat_at,
			    deck_kind_of(b->kind)->seat_at[0], v->seat[i].at);
		deckw_attrn(dw, "score", v->seat[i].score);
		deckw_attrf(dw, "bonus", "%d", v->seat[i].bonus);
		deckw_close_empty(dw);
	}
	for (i = 0; i < v->ncheck; i++) {
		deckw_open(dw, 3, "check");
		deckw_attr(dw, "id", v->check[i].id);
		deckw_attr_raw(dw, "result", v->check[i].pass ? "pass" : "fail");
		if (v->check[i].detail)
			deckw_attr(dw, "detail", v->check[i].detail);
		deckw_close_empty(dw);
	}
	deckw_end(dw, 2, "validation");
}

static void
format_board(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	deckw_open(dw, 1, "board");
	deckw_attr(dw, "id", b->id);
	deckw_attr_raw(dw, "kind", kind_name(b->kind));
	deckw_attr(dw, "rules", b->rules);
	deckw_attru(dw, "seed", 0, b->seed);
	deckw_attru(dw, "attempt", 0, b->attempt);
	deckw_attru(dw, "players", 0, b->players);
	deckw_attrn(dw, "width", b->width);
	deckw_attrn(dw, "height", b->height);
	deckw_attr(dw, "paper", b->paper);
	if (b->expansions[0])
		deckw_attr(dw, "expansions", b->expansions);
	if (deck_kind_of(b->kind)->write_attrs)
		deck_kind_of(b->kind)->write_attrs(dw, b, r);
	deckw_close_open(dw);
	deck_kind_of(b->kind)->write(dw, b, r);
	write_validation(dw, b);
	deckw_end(dw, 1, "board");
}

int
deck_writer_board(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	format_board(dw, b, r);
	return flush(dw, 0);
}

void
deck_format_board(struct deck_text *t, const struct board *b,
    const struct rules *r)
{
	struct deck_writer dw;

	memset(&dw, 0, sizeof(dw));
	dw.text = *t;
	format_board(&dw, b, r);
	*t = dw.text;
}

void
deck_format_board_lines(struct deck_text *t, const struct board *b,
    const struct rules *r)
{
	struct deck_writer dw;

	memset(&dw, 0, sizeof(dw));
	dw.text = *t;
	dw.lines = 1;
	format_board(&dw, b, r);
	*t = dw.text;
}

int
deck_writer_text(struct deck_writer *dw, const struct deck_text *t)
{
	if (flush(dw, 1) < 0)
		return -1;
	if (t->n && !dw->failed &&
	    xmlOutputBufferWrite(dw->buf, (int)t->n, t->s) < 0)
		dw->failed = 1;
	return dw->failed ? -1 : 0;
}

int
deck_writer_end(struct deck_writer *dw)
{
	deckw_puts(dw, "</deck>\n");
	if (flush(dw, 1) < 0 || xmlOutputBufferFlush(dw->buf) < 0)
		dw->failed = 1;
	if (!dw->failed && fflush(dw->out) != 0)
		dw->failed = 1;
	return dw->failed ? -1 : 0;
}

