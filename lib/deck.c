/* deck.c: the deck document through libxml2 (xmlTextWriter/xmlTextReader). */
#include "deck.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libxml/relaxng.h>
#include <libxml/xmlreader.h>

#include "deck_int.h"
#include "mem.h"
#include "num.h"

/* Writer. */

/* The kinds' parts of the deck (deck_nodes.c, …). */
static const struct deck_kind *const kinds[] = { &deck_kind_nodes,
	&deck_kind_transport };

static const struct deck_kind *
kind_of(int kind)
{
	size_t k;

	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
		if (kinds[k]->kind == kind)
			return kinds[k];
	return NULL;
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
	dw->buf = xmlOutputBufferCreateIO(out_write, NULL, dw, NULL);
	if (!dw->buf) {
		fputs("boardpress: out of memory\n", stderr);
		exit(2);
	}
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
	free(dw->s);
	free(dw);
}

void
deckw_put(struct deck_writer *dw, const char *t, size_t len)
{
	dw->s = mem_grow(dw->s, &dw->cap, dw->n + len + 1, 1);
	memcpy(dw->s + dw->n, t, len);
	dw->n += len;
}

void
deckw_puts(struct deck_writer *dw, const char *t)
{
	deckw_put(dw, t, strlen(t));
}

/* put_escaped: t with the five XML specials (and controls) escaped. */
void
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

void
deckw_attr(struct deck_writer *dw, const char *name, const char *value)
{
	deckw_put(dw, " ", 1);
	deckw_puts(dw, name);
	deckw_put(dw, "=\"", 2);
	deckw_put_escaped(dw, value, 1);
	deckw_put(dw, "\"", 1);
}

/* attr_raw: a value known to need no escaping (numbers, our ids). */
void
deckw_attr_raw(struct deck_writer *dw, const char *name, const char *value)
{
	deckw_put(dw, " ", 1);
	deckw_puts(dw, name);
	deckw_put(dw, "=\"", 2);
	deckw_puts(dw, value);
	deckw_put(dw, "\"", 1);
}

void
deckw_attrf(struct deck_writer *dw, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

void
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

	deckw_attr_raw(dw, name, num_format(buf, sizeof(buf), v, 3));
}

/* attru: an unsigned integer, optionally after a one-letter prefix. */
void
deckw_attru(struct deck_writer *dw, const char *name, char prefix, uint64_t v)
{
	char buf[32];
	int k = (int)sizeof(buf) - 1;

	buf[k] = '\0';
	do {
		buf[--k] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	if (prefix)
		buf[--k] = prefix;
	deckw_attr_raw(dw, name, buf + k);
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
 * flush: hand what was assembled to libxml2's output buffer once HOLD
 * bytes have gathered (or at the end, with all set). Holding the first
 * MiB means a filter that meets bad input early writes nothing at all,
 * while a long deck still streams with bounded memory.
 */
#define HOLD (1 << 20)

static int
flush(struct deck_writer *dw, int all)
{
	if (!all && dw->n < HOLD)
		return dw->failed ? -1 : 0;
	if (dw->n && !dw->failed &&
	    xmlOutputBufferWrite(dw->buf, (int)dw->n, dw->s) < 0)
		dw->failed = 1;
	dw->n = 0;
	return dw->failed ? -1 : 0;
}

int
deck_writer_begin(struct deck_writer *dw, const struct rules *r)
{
	if (!kind_of(r->kind)) {
		dw->failed = 1;
		return -1;
	}
	deckw_puts(dw, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	deckw_open(dw, 0, "deck");
	deckw_attru(dw, "format", 0, DECK_FORMAT);
	deckw_attr(dw, "generator", "boardpress " BP_VERSION);
	deckw_close_open(dw);
	deckw_open(dw, 1, "rules");
	deckw_attr(dw, "id", r->id);
	deckw_attr(dw, "kind", board_kind_name(r->kind));
	deckw_put(dw, ">", 1);
	/*
	 * The text starts on a line of its own, so its line k is line k of
	 * the rules file plus the line of <rules>.
	 */
	if (r->len == 0 || r->text[0] != '\n')
		deckw_put(dw, "\n", 1);
	deckw_put_escaped(dw, r->text, 0);
	deckw_put(dw, "</rules>\n", 9);
	return flush(dw, 0);
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
			deckw_attru(dw, b->kind == BOARD_NODES ? "node" : "city",
			    b->kind == BOARD_NODES ? 'n' : 'c',
			    v->seat[i].at);
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
	deckw_attr_raw(dw, "kind", board_kind_name(b->kind));
	deckw_attr(dw, "rules", b->rules);
	deckw_attru(dw, "seed", 0, b->seed);
	deckw_attru(dw, "attempt", 0, b->attempt);
	deckw_attru(dw, "players", 0, b->players);
	deckw_attrn(dw, "width", b->width);
	deckw_attrn(dw, "height", b->height);
	deckw_attr(dw, "paper", b->paper);
	if (b->expansions[0])
		deckw_attr(dw, "expansions", b->expansions);
	if (kind_of(b->kind)->write_attrs)
		kind_of(b->kind)->write_attrs(dw, b, r);
	deckw_close_open(dw);
	kind_of(b->kind)->write(dw, b, r);
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
	dw.s = t->s;
	dw.n = t->n;
	dw.cap = t->cap;
	format_board(&dw, b, r);
	t->s = dw.s;
	t->n = dw.n;
	t->cap = dw.cap;
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

/* Reader. */

/* ends_whole: do the last bytes read end the document with </deck>? */
static int
ends_whole(const struct deck_reader *dr)
{
	char t[sizeof(dr->tail) + 1];
	size_t n = dr->ntail;

	memcpy(t, dr->tail, n);
	t[n] = '\0';
	while (n && (t[n - 1] == ' ' || t[n - 1] == '\n' || t[n - 1] == '\r' ||
	    t[n - 1] == '\t'))
		t[--n] = '\0';
	return n >= 7 && strcmp(t + n - 7, "</deck>") == 0;
}

/* input: libxml2's read callback; remembers the input's last bytes. */
static int
input(void *ctx, char *buf, int len)
{
	struct deck_reader *dr = ctx;
	ssize_t k;
	size_t keep;

	do
		k = read(dr->fd, buf, (size_t)len);
	while (k < 0 && errno == EINTR);
	if (k < 0)
		return -1;
	if (k == 0) {
		dr->eof = 1;
		return 0;
	}
	if ((size_t)k >= sizeof(dr->tail)) {
		memcpy(dr->tail, buf + k - sizeof(dr->tail),
		    sizeof(dr->tail));
		dr->ntail = sizeof(dr->tail);
	} else {
		keep = sizeof(dr->tail) - (size_t)k;
		if (keep > dr->ntail)
			keep = dr->ntail;
		memmove(dr->tail, dr->tail + dr->ntail - keep, keep);
		memcpy(dr->tail + keep, buf, (size_t)k);
		dr->ntail = keep + (size_t)k;
	}
	return (int)k;
}

static void
reader_error(void *ctx, xmlErrorPtr e)
{
	struct deck_reader *dr = ctx;
	char msg[512];
	size_t n;

	if (!e || e->level == XML_ERR_WARNING)
		return;
	if (e->domain == XML_FROM_RELAXNGV) {
		if (!dr->rng_failed++) {
			snprintf(dr->rng_msg, sizeof(dr->rng_msg), "%s",
			    e->message ? e->message : "schema error");
			n = strlen(dr->rng_msg);
			while (n && (dr->rng_msg[n - 1] == '\n' ||
			    dr->rng_msg[n - 1] == ' '))
				dr->rng_msg[--n] = '\0';
			dr->rng_line = (unsigned)e->line;
		}
		return;
	}
	snprintf(msg, sizeof(msg), "%s", e->message ? e->message : "error");
	n = strlen(msg);
	while (n && (msg[n - 1] == '\n' || msg[n - 1] == ' '))
		msg[--n] = '\0';
	/*
	 * A parse error once the whole input has been read, in input that
	 * does not end with </deck>, is a deck cut short (an upstream tool
	 * that died, a disk that filled): say so plainly.
	 */
	if (e->domain == XML_FROM_PARSER && dr->eof && !ends_whole(dr)) {
		char tmp[512];

		snprintf(tmp, sizeof(tmp), "the deck is truncated: it ends "
		    "before </deck> (%s)", msg);
		snprintf(msg, sizeof(msg), "%s", tmp);
	}
	/* The first error explains; those after it are its echoes. */
	if (dr->errors++ == 0)
		diag_add(dr->d, DIAG_FATAL, dr->name, (unsigned)e->line,
		    dr->board, NULL, "%s", msg);
}

void
deckr_err(struct deck_reader *dr, xmlNodePtr n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

void
deckr_err(struct deck_reader *dr, xmlNodePtr n, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (dr->errors++ == 0)
		diag_add(dr->d, DIAG_FATAL, dr->name,
		    n ? (unsigned)xmlGetLineNo(n) : 0, dr->board, NULL, "%s",
		    msg);
}

/* get: the value of attribute name of n, or NULL (no allocation). */
const char *
deckr_get(xmlNodePtr n, const char *name)
{
	xmlAttrPtr a;

	for (a = n->properties; a; a = a->next) {
		if (strcmp((const char *)a->name, name) != 0)
			continue;
		if (a->children == NULL)
			return "";
		if (a->children->type == XML_TEXT_NODE &&
		    a->children->next == NULL)
			return (const char *)a->children->content;
		return NULL;
	}
	return NULL;
}

const char *
deckr_need(struct deck_reader *dr, xmlNodePtr n, const char *name)
{
	const char *v = deckr_get(n, name);

	if (!v)
		deckr_err(dr, n, "<%s> lacks the %s attribute", n->name, name);
	return v;
}

int
deckr_num(struct deck_reader *dr, xmlNodePtr n, const char *name, double lo,
    double hi, double *out)
{
	const char *v = deckr_need(dr, n, name);

	if (!v)
		return -1;
	if (num_parse_double(v, out) < 0 || *out < lo || *out > hi) {
		deckr_err(dr, n, "<%s %s=\"%.40s\">: a number in [%g, %g] is "
		    "needed", n->name, name, v, lo, hi);
		return -1;
	}
	return 0;
}

int
deckr_u64(struct deck_reader *dr, xmlNodePtr n, const char *name,
    uint64_t max, uint64_t *out)
{
	const char *v = deckr_need(dr, n, name);

	if (!v)
		return -1;
	if (num_parse_u64(v, max, out) < 0) {
		deckr_err(dr, n, "<%s %s=\"%.40s\">: a whole number in [0, %" PRIu64
		    "] is needed", n->name, name, v, max);
		return -1;
	}
	return 0;
}

int
deckr_is(xmlNodePtr n, const char *name)
{
	return n->type == XML_ELEMENT_NODE &&
	    strcmp((const char *)n->name, name) == 0;
}

/* node_ref: the index of the node whose id is attribute name of n. */
int
deckr_node_ref(struct deck_reader *dr, xmlNodePtr n, const char *name,
    uint32_t *out)
{
	const char *v = deckr_need(dr, n, name);

	if (!v)
		return -1;
	*out = strmap_get(&dr->ids, v);
	if (*out == UINT32_MAX) {
		deckr_err(dr, n, "<%s %s=\"%.40s\"> names no node", n->name, name,
		    v);
		return -1;
	}
	return 0;
}

/* table_ref: index of the entry named by attribute name in a table. */
int
deckr_table_ref(struct deck_reader *dr, xmlNodePtr n, const char *name,
    const void *table, size_t size, size_t count, int32_t *out, int needed)
{
	const char *v = needed ? deckr_need(dr, n, name) : deckr_get(n, name);
	size_t i;

	*out = BOARD_NONE;
	if (!v)
		return needed ? -1 : 0;
	for (i = 0; i < count; i++) {
		if (strcmp((const char *)table + i * size, v) == 0) {
			*out = (int32_t)i;
			return 0;
		}
	}
	deckr_err(dr, n, "<%s %s=\"%.40s\">: the rules have no such %s", n->name,
	    name, v, name);
	return -1;
}

/*
 * The attributes each element may carry, as in the schema. With a schema
 * the reader rejects any other (un-namespaced) attribute itself, naming
 * it and its line: libxml2's streaming RELAX NG check only says that the
 * enclosing element "has extra content".
 */
static const struct deck_known known[] = {
	{ "board", " id kind rules seed attempt players width height paper "
	    "expansions " },
	{ "validation", " verdict attempts " },
	{ "seat", " n node city score bonus " },
	{ "check", " id result detail " },
	{ NULL, NULL }
};

/* find_known: the attributes element may carry, or NULL. */
static const char *
find_known(const struct deck_known *t, const char *element)
{
	for (; t && t->element; t++)
		if (strcmp(t->element, element) == 0)
			return t->attrs;
	return NULL;
}

int
deckr_known_attrs(struct deck_reader *dr, xmlNodePtr n)
{
	const struct deck_kind *k = kind_of(dr->rules.kind);
	const char *attrs, *extra = NULL;
	char word[72];
	xmlAttrPtr a;

	if (!dr->schema)
		return 0;
	attrs = find_known(known, (const char *)n->name);
	if (k && strcmp((const char *)n->name, "board") == 0)
		extra = k->board_attrs;
	else if (k && !attrs)
		attrs = find_known(k->known, (const char *)n->name);
	if (!attrs)
		return 0;
	for (a = n->properties; a; a = a->next) {
		if (a->ns)
			continue;
		snprintf(word, sizeof(word), " %.64s ", a->name);
		if (!strstr(attrs, word) && !(extra && strstr(extra, word))) {
			deckr_err(dr, n, "<%s> has an attribute the schema does not "
			    "know: %.64s", n->name, a->name);
			return -1;
		}
	}
	return 0;
}

static int
read_validation(struct deck_reader *dr, struct board *b, xmlNodePtr n)
{
	const char *verdict = deckr_need(dr, n, "verdict");
	uint64_t att;
	xmlNodePtr c;

	if (!verdict || deckr_u64(dr, n, "attempts", 1000000, &att) < 0)
		return -1;
	b->val.present = 1;
	b->val.pass = strcmp(verdict, "pass") == 0;
	b->val.attempts = (uint32_t)att;
	if (deckr_known_attrs(dr, n) < 0)
		return -1;
	for (c = n->children; c; c = c->next) {
		if (c->type == XML_ELEMENT_NODE && deckr_known_attrs(dr, c) < 0)
			return -1;
		if (deckr_is(c, "check")) {
			const char *id = deckr_need(dr, c, "id");
			const char *res = deckr_need(dr, c, "result");

			if (!id || !res)
				return -1;
			board_check_add(b, id, strcmp(res, "pass") == 0,
			    deckr_get(c, "detail"));
		} else if (deckr_is(c, "seat")) {
			struct board_seat *s;
			uint64_t sn;
			double score, bonus;
			const char *at = deckr_get(c, b->kind == BOARD_NODES ?
			    "node" : "city");

			if (deckr_u64(dr, c, "n", 64, &sn) < 0 ||
			    deckr_num(dr, c, "score", -1e9, 1e9, &score) < 0 ||
			    deckr_num(dr, c, "bonus", -1e6, 1e6, &bonus) < 0)
				return -1;
			s = VEC_PUSH(b->val.seat, b->val.nseat,
			    b->val.capseat);
			s->n = (uint32_t)sn;
			s->at = UINT32_MAX;
			if (at)
				s->at = strmap_get(&dr->ids, at);
			s->score = score;
			s->bonus = (int)bonus;
		}
	}
	return 0;
}

/* read_list: every child element named elem of list, through fn. */
int
deckr_list(struct deck_reader *dr, struct board *b, xmlNodePtr list,
    const char *elem, int (*fn)(struct deck_reader *, struct board *,
    xmlNodePtr))
{
	xmlNodePtr c;

	for (c = list->children; c; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (!deckr_is(c, elem)) {
			deckr_err(dr, c, "<%s> inside <%s>: only <%s> belongs there",
			    c->name, list->name, elem);
			return -1;
		}
		if (deckr_known_attrs(dr, c) < 0 || fn(dr, b, c) < 0)
			return -1;
	}
	return 0;
}

static int
read_board(struct deck_reader *dr, struct board *b, xmlNodePtr n)
{
	const struct deck_kind *dk = kind_of(dr->rules.kind);
	const char *id, *kind, *rules, *paper, *exp;
	uint64_t seed, attempt, players;
	xmlNodePtr c;
	int k, rc = 0;

	board_clear(b);
	strmap_clear(&dr->ids);
	b->line = (unsigned)xmlGetLineNo(n);
	id = deckr_need(dr, n, "id");
	if (!id)
		return -1;
	snprintf(dr->board, sizeof(dr->board), "%.90s", id);
	if (deckr_known_attrs(dr, n) < 0)
		return -1;
	snprintf(b->id, sizeof(b->id), "%.90s", id);
	kind = deckr_need(dr, n, "kind");
	rules = deckr_need(dr, n, "rules");
	paper = deckr_need(dr, n, "paper");
	if (!kind || !rules || !paper)
		return -1;
	k = board_kind_parse(kind);
	if (k < 0 || k != dr->rules.kind) {
		deckr_err(dr, n, "<board kind=\"%.40s\"> does not match the deck's "
		    "%s rules", kind, board_kind_name(dr->rules.kind));
		return -1;
	}
	b->kind = (enum board_kind)k;
	if (strcmp(rules, dr->rules.id) != 0) {
		deckr_err(dr, n, "<board rules=\"%.40s\"> is not the deck's rules "
		    "\"%s\"", rules, dr->rules.id);
		return -1;
	}
	snprintf(b->rules, sizeof(b->rules), "%s", rules);
	snprintf(b->paper, sizeof(b->paper), "%.31s", paper);
	exp = deckr_get(n, "expansions");
	if (exp) {
		if (strlen(exp) >= sizeof(b->expansions)) {
			deckr_err(dr, n, "<board expansions> is too long");
			return -1;
		}
		snprintf(b->expansions, sizeof(b->expansions), "%s", exp);
	}
	if (deckr_u64(dr, n, "seed", UINT64_MAX, &seed) < 0 ||
	    deckr_u64(dr, n, "attempt", 1000000, &attempt) < 0 ||
	    deckr_u64(dr, n, "players", (uint64_t)dr->rules.players_max,
	    &players) < 0 ||
	    deckr_num(dr, n, "width", 10, 5000, &b->width) < 0 ||
	    deckr_num(dr, n, "height", 10, 5000, &b->height) < 0)
		return -1;
	if ((int)players < dr->rules.players_min) {
		deckr_err(dr, n, "<board players=\"%" PRIu64 "\">: the rules allow "
		    "%d-%d", players, dr->rules.players_min,
		    dr->rules.players_max);
		return -1;
	}
	b->seed = seed;
	b->attempt = (uint32_t)attempt;
	b->players = (uint32_t)players;
	if (dk->read_board && dk->read_board(dr, b, n) < 0)
		return -1;
	for (c = n->children; c && rc == 0; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (deckr_is(c, "validation"))
			rc = read_validation(dr, b, c);
		else
			rc = dk->read(dr, b, c);
	}
	if (rc == 0 && dk->finish)
		rc = dk->finish(dr, b);
	return rc;
}

/* flush_rng: report a held-back schema violation, if any. */
static void
flush_rng(struct deck_reader *dr)
{
	if (dr->rng_failed && dr->errors++ == 0)
		diag_add(dr->d, DIAG_FATAL, dr->name, dr->rng_line, dr->board,
		    NULL, "does not match the deck schema: %s", dr->rng_msg);
}

/* advance: xmlTextReaderRead, turning its errors into one -1. */
static int
advance(struct deck_reader *dr)
{
	int r = xmlTextReaderRead(dr->xr);

	if (r < 0 || dr->errors)
		return -1;
	return r;
}

/*
 * skip_subtree: step past the element under the cursor node by node, so
 * the schema check sees every node of it.
 */
static int
skip_subtree(struct deck_reader *dr)
{
	int depth = xmlTextReaderDepth(dr->xr), r;

	if (xmlTextReaderIsEmptyElement(dr->xr))
		return 1;
	do {
		r = advance(dr);
		if (r <= 0)
			return r;
	} while (!(xmlTextReaderNodeType(dr->xr) ==
	    XML_READER_TYPE_END_ELEMENT && xmlTextReaderDepth(dr->xr) ==
	    depth));
	return 1;
}

/* next_element: move to the next start tag at depth 1; 0 at </deck>. */
static int
next_element(struct deck_reader *dr)
{
	int r, t;

	for (;;) {
		r = advance(dr);
		if (r < 0)
			return -1;
		if (r == 0) {
			diag_add(dr->d, DIAG_FATAL, dr->name, 0, NULL, NULL,
			    "the deck ends before </deck>: it is truncated");
			return -1;
		}
		t = xmlTextReaderNodeType(dr->xr);
		if (t == XML_READER_TYPE_END_ELEMENT &&
		    xmlTextReaderDepth(dr->xr) == 0) {
			if (dr->rng_failed) {
				flush_rng(dr);
				return -1;
			}
			return 0;
		}
		if (t == XML_READER_TYPE_ELEMENT &&
		    xmlTextReaderDepth(dr->xr) == 1) {
			/*
			 * The reader validates ahead of where we are; a
			 * violation is reported once everything before it has
			 * been read by our own, more precise, checks.
			 */
			if (dr->rng_failed && dr->rng_line < (unsigned)
			    xmlGetLineNo(xmlTextReaderCurrentNode(dr->xr))) {
				flush_rng(dr);
				return -1;
			}
			return 1;
		}
	}
}

struct deck_reader *
deck_reader_new(const char *path, const char *schema, const char *icondir,
    struct diag *d)
{
	struct deck_reader *dr = mem_calloc(1, sizeof(*dr));
	const xmlChar *name;
	xmlNodePtr n;
	const char *fmt;
	xmlChar *text;
	int r;

	dr->d = d;
	rules_init(&dr->rules);
	strmap_init(&dr->ids);
	dr->name = mem_strdup(strcmp(path, "-") == 0 ? "stdin" : path);
	dr->fd = strcmp(path, "-") == 0 ? 0 : open(path, O_RDONLY);
	if (dr->fd < 0) {
		diag_add(d, DIAG_FATAL, dr->name, 0, NULL, NULL,
		    "cannot open deck: %s", strerror(errno));
		goto fail;
	}
	/*
	 * No network, no entity substitution, no DTD loading: a deck is
	 * data from anyone. Line numbers past 65535 stay exact.
	 */
	dr->xr = xmlReaderForIO(input, NULL, dr, dr->name, NULL, XML_PARSE_NONET |
	    XML_PARSE_BIG_LINES | XML_PARSE_NOCDATA);
	if (!dr->xr) {
		diag_add(d, DIAG_FATAL, dr->name, 0, NULL, NULL,
		    "cannot read deck");
		goto fail;
	}
	xmlTextReaderSetStructuredErrorHandler(dr->xr, reader_error, dr);
	if (schema) {
		xmlRelaxNGParserCtxtPtr pc = xmlRelaxNGNewParserCtxt(schema);

		dr->schema = pc ? xmlRelaxNGParse(pc) : NULL;
		if (pc)
			xmlRelaxNGFreeParserCtxt(pc);
		if (!dr->schema || xmlTextReaderRelaxNGSetSchema(dr->xr,
		    dr->schema) != 0) {
			diag_add(d, DIAG_FATAL, schema, 0, NULL, NULL,
			    "cannot load the deck schema");
			goto fail;
		}
	}
	do {
		r = advance(dr);
		if (r <= 0) {
			if (!dr->errors)
				diag_add(d, DIAG_FATAL, dr->name, 0, NULL,
				    NULL, "empty input: no deck");
			goto fail;
		}
	} while (xmlTextReaderNodeType(dr->xr) != XML_READER_TYPE_ELEMENT);
	name = xmlTextReaderConstName(dr->xr);
	n = xmlTextReaderCurrentNode(dr->xr);
	if (strcmp((const char *)name, "deck") != 0) {
		deckr_err(dr, n, "<%s>: a deck starts with <deck>", name);
		goto fail;
	}
	fmt = deckr_get(n, "format");
	if (!fmt || strcmp(fmt, "1") != 0) {
		deckr_err(dr, n, "<deck format=\"%.20s\">: this tool reads format "
		    "%d", fmt ? fmt : "", DECK_FORMAT);
		goto fail;
	}
	r = next_element(dr);
	if (r <= 0 || strcmp((const char *)xmlTextReaderConstName(dr->xr),
	    "rules") != 0) {
		if (r >= 0)
			deckr_err(dr, r ? xmlTextReaderCurrentNode(dr->xr) : NULL,
			    "the deck's first element must be <rules>");
		goto fail;
	}
	n = xmlTextReaderExpand(dr->xr);
	if (!n || dr->errors)
		goto fail;
	text = xmlNodeGetContent(n);
	if (!text) {
		fputs("boardpress: out of memory\n", stderr);
		exit(2);
	}
	r = rules_load_text(&dr->rules, (const char *)text,
	    strlen((const char *)text), dr->name, (unsigned)xmlGetLineNo(n),
	    icondir, d);
	xmlFree(text);
	if (r < 0)
		goto fail;
	if (!kind_of(dr->rules.kind)) {
		deckr_err(dr, n, "%s boards cannot be read yet",
		    board_kind_name(dr->rules.kind));
		goto fail;
	}
	if (skip_subtree(dr) <= 0)
		goto fail;
	return dr;
fail:
	flush_rng(dr);
	if (diag_status(d) == DIAG_OK)
		diag_add(d, DIAG_FATAL, dr->name, 0, NULL, NULL,
		    "cannot read deck");
	deck_reader_free(dr);
	return NULL;
}

int
deck_reader_next(struct deck_reader *dr, struct board *b)
{
	xmlNodePtr n;
	int r;

	if (dr->done)
		return 0;
	dr->board[0] = '\0';
	for (;;) {
		r = next_element(dr);
		if (r < 0)
			return -1;
		if (r == 0)
			break;
		if (strcmp((const char *)xmlTextReaderConstName(dr->xr),
		    "board") != 0) {
			/* Elements of other tools pass by unread. */
			if (skip_subtree(dr) <= 0)
				return -1;
			continue;
		}
		n = xmlTextReaderExpand(dr->xr);
		if (!n || dr->errors)
			return -1;
		if (read_board(dr, b, n) < 0)
			return -1;
		if (skip_subtree(dr) <= 0)
			return -1;
		return 1;
	}
	/* After </deck> only comments and white space may follow. */
	for (;;) {
		r = advance(dr);
		if (r < 0)
			return -1;
		if (r == 0)
			break;
	}
	dr->done = 1;
	return 0;
}

const struct rules *
deck_reader_rules(const struct deck_reader *dr)
{
	return &dr->rules;
}

const char *
deck_reader_name(const struct deck_reader *dr)
{
	return dr->name;
}

void
deck_reader_free(struct deck_reader *dr)
{
	if (!dr)
		return;
	if (dr->xr)
		xmlFreeTextReader(dr->xr);
	if (dr->schema)
		xmlRelaxNGFree(dr->schema);
	if (dr->fd > 0)
		close(dr->fd);
	rules_fini(&dr->rules);
	strmap_fini(&dr->ids);
	free(dr->name);
	free(dr);
}
