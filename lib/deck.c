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

#include "mem.h"
#include "num.h"
#include "strmap.h"

/* Writer. */

/*
 * Each board is assembled in memory with our own fixed formatting (the
 * attribute order and number format are part of the contract) and handed
 * to libxml2's output buffer in one piece; element and attribute calls of
 * xmlTextWriter cost more than generating the board.
 */
struct deck_writer {
	FILE *out;
	xmlOutputBufferPtr buf;
	char *s;
	size_t n, cap;
	int failed;
	int discard; /* closing: drop whatever libxml2 still holds */
};

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

static void
put(struct deck_writer *dw, const char *t, size_t len)
{
	dw->s = mem_grow(dw->s, &dw->cap, dw->n + len + 1, 1);
	memcpy(dw->s + dw->n, t, len);
	dw->n += len;
}

static void
puts_(struct deck_writer *dw, const char *t)
{
	put(dw, t, strlen(t));
}

/* put_escaped: t with the five XML specials (and controls) escaped. */
static void
put_escaped(struct deck_writer *dw, const char *t, int attribute)
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
		put(dw, run, (size_t)(t - run));
		puts_(dw, e);
		run = t + 1;
	}
	put(dw, run, (size_t)(t - run));
}

/* tag: indentation for depth, then "<" or "</" and the name. */
static void
tag(struct deck_writer *dw, int depth, const char *open, const char *name)
{
	static const char spaces[] = "                ";

	put(dw, spaces, (size_t)(2 * depth) < sizeof(spaces) - 1 ?
	    (size_t)(2 * depth) : sizeof(spaces) - 1);
	puts_(dw, open);
	puts_(dw, name);
}

static void
open_el(struct deck_writer *dw, int depth, const char *name)
{
	tag(dw, depth, "<", name);
}

static void
attr(struct deck_writer *dw, const char *name, const char *value)
{
	put(dw, " ", 1);
	puts_(dw, name);
	put(dw, "=\"", 2);
	put_escaped(dw, value, 1);
	put(dw, "\"", 1);
}

/* attr_raw: a value known to need no escaping (numbers, our ids). */
static void
attr_raw(struct deck_writer *dw, const char *name, const char *value)
{
	put(dw, " ", 1);
	puts_(dw, name);
	put(dw, "=\"", 2);
	puts_(dw, value);
	put(dw, "\"", 1);
}

static void
attrf(struct deck_writer *dw, const char *name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
attrf(struct deck_writer *dw, const char *name, const char *fmt, ...)
{
	char buf[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	attr(dw, name, buf);
}

/* attrn: a length or angle with the deck's fixed precision. */
static void
attrn(struct deck_writer *dw, const char *name, double v)
{
	char buf[64];

	attr_raw(dw, name, num_format(buf, sizeof(buf), v, 3));
}

/* attru: an unsigned integer, optionally after a one-letter prefix. */
static void
attru(struct deck_writer *dw, const char *name, char prefix, uint64_t v)
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
	attr_raw(dw, name, buf + k);
}

static void
close_empty(struct deck_writer *dw)
{
	put(dw, "/>\n", 3);
}

static void
close_open(struct deck_writer *dw)
{
	put(dw, ">\n", 2);
}

static void
end_el(struct deck_writer *dw, int depth, const char *name)
{
	tag(dw, depth, "</", name);
	put(dw, ">\n", 2);
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
	puts_(dw, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
	open_el(dw, 0, "deck");
	attru(dw, "format", 0, DECK_FORMAT);
	attr(dw, "generator", "boardpress " BP_VERSION);
	close_open(dw);
	open_el(dw, 1, "rules");
	attr(dw, "id", r->id);
	attr(dw, "kind", board_kind_name(r->kind));
	put(dw, ">", 1);
	/*
	 * The text starts on a line of its own, so its line k is line k of
	 * the rules file plus the line of <rules>.
	 */
	if (r->len == 0 || r->text[0] != '\n')
		put(dw, "\n", 1);
	put_escaped(dw, r->text, 0);
	put(dw, "</rules>\n", 9);
	return flush(dw, 0);
}

static const char *
ref_name(const void *table, size_t size, size_t n, int32_t i)
{
	if (i < 0 || (size_t)i >= n)
		return NULL;
	return (const char *)table + (size_t)i * size;
}

static void
write_items(struct deck_writer *dw, const char *list, const char *elem,
    const struct board_item *it, size_t n, const struct rules_item *types,
    size_t ntypes, int slots, int rotation)
{
	const char *t;
	size_t i;

	if (n == 0)
		return;
	open_el(dw, 2, list);
	close_open(dw);
	for (i = 0; i < n; i++) {
		open_el(dw, 3, elem);
		attru(dw, "area", 'a', it[i].area);
		attrn(dw, "x", it[i].x);
		attrn(dw, "y", it[i].y);
		t = ref_name(types, sizeof(*types), ntypes, it[i].type);
		if (t)
			attr(dw, "type", t);
		if (slots)
			attru(dw, "slots", 0, (uint64_t)it[i].slots);
		if (rotation)
			attrn(dw, "rotation", it[i].rotation);
		close_empty(dw);
	}
	end_el(dw, 2, list);
}

static void
write_nodes(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	const struct rules_nodes *rn = &r->nodes;
	const struct graph *g = &b->g;
	const char *t;
	size_t i, k;
	int s;

	open_el(dw, 2, "nodes");
	close_open(dw);
	for (i = 0; i < g->nnodes; i++) {
		const struct board_node *n = &b->node[i];

		open_el(dw, 3, "node");
		attru(dw, "id", 'n', i);
		attrn(dw, "x", g->node[i].p.x);
		attrn(dw, "y", g->node[i].p.y);
		attr_raw(dw, "role", board_role_name(n->role));
		for (s = 1; s <= SIDE_BOTTOM; s <<= 1)
			if (n->sides & s) {
				attr_raw(dw, "side", board_side_name(s));
				break;
			}
		t = ref_name(rn->type, sizeof(*rn->type), rn->ntype, n->type);
		if (t)
			attr(dw, "type", t);
		t = ref_name(rn->mission, sizeof(*rn->mission), rn->nmission,
		    n->mission);
		if (t)
			attr(dw, "mission", t);
		if (n->number > 0)
			attru(dw, "number", 0, (uint64_t)n->number);
		close_empty(dw);
	}
	end_el(dw, 2, "nodes");
	open_el(dw, 2, "edges");
	close_open(dw);
	for (i = 0; i < g->nedges; i++) {
		open_el(dw, 3, "edge");
		attru(dw, "a", 'n', g->edge[i].a);
		attru(dw, "b", 'n', g->edge[i].b);
		close_empty(dw);
	}
	end_el(dw, 2, "edges");
	if (b->ndot) {
		open_el(dw, 2, "dots");
		close_open(dw);
		for (i = 0; i < b->ndot; i++) {
			open_el(dw, 3, "dot");
			attru(dw, "node", 'n', b->dot[i].node);
			attrn(dw, "angle", b->dot[i].angle);
			close_empty(dw);
		}
		end_el(dw, 2, "dots");
	}
	if (b->area.n) {
		open_el(dw, 2, "areas");
		close_open(dw);
		for (i = 0; i < b->area.n; i++) {
			const uint32_t *v = board_area_nodes(b, i);
			size_t len = board_area_len(b, i);
			char num[16];

			open_el(dw, 3, "area");
			attru(dw, "id", 'a', i);
			puts_(dw, " nodes=\"");
			for (k = 0; k < len; k++) {
				snprintf(num, sizeof(num), "%sn%" PRIu32,
				    k ? " " : "", v[k]);
				puts_(dw, num);
			}
			put(dw, "\"", 1);
			close_empty(dw);
		}
		end_el(dw, 2, "areas");
	}
	write_items(dw, "expeditions", "expedition", b->expedition,
	    b->nexpedition, rn->expedition, rn->nexpedition, 1, 0);
	write_items(dw, "landmarks", "landmark", b->landmark, b->nlandmark,
	    rn->landmark, rn->nlandmark, 0, 0);
	write_items(dw, "resources", "resource", b->resource, b->nresource,
	    rn->resource, rn->nresource, 0, 1);
	if (b->ntiny) {
		open_el(dw, 2, "tinies");
		close_open(dw);
		for (i = 0; i < b->ntiny; i++) {
			open_el(dw, 3, "tiny");
			attru(dw, "a", 'n', b->tiny[i].a);
			attru(dw, "b", 'n', b->tiny[i].b);
			t = ref_name(rn->tiny, sizeof(*rn->tiny), rn->ntiny,
			    b->tiny[i].type);
			if (t)
				attr(dw, "type", t);
			attrn(dw, "angle", b->tiny[i].angle);
			close_empty(dw);
		}
		end_el(dw, 2, "tinies");
	}
}

static void
write_validation(struct deck_writer *dw, const struct board *b)
{
	const struct board_validation *v = &b->val;
	size_t i;

	if (!v->present)
		return;
	open_el(dw, 2, "validation");
	attr_raw(dw, "verdict", v->pass ? "pass" : "fail");
	attru(dw, "attempts", 0, v->attempts);
	close_open(dw);
	for (i = 0; i < v->nseat; i++) {
		open_el(dw, 3, "seat");
		attru(dw, "n", 0, v->seat[i].n);
		if (v->seat[i].at != UINT32_MAX)
			attru(dw, b->kind == BOARD_NODES ? "node" : "city",
			    b->kind == BOARD_NODES ? 'n' : 'c',
			    v->seat[i].at);
		attrn(dw, "score", v->seat[i].score);
		attrf(dw, "bonus", "%d", v->seat[i].bonus);
		close_empty(dw);
	}
	for (i = 0; i < v->ncheck; i++) {
		open_el(dw, 3, "check");
		attr(dw, "id", v->check[i].id);
		attr_raw(dw, "result", v->check[i].pass ? "pass" : "fail");
		if (v->check[i].detail)
			attr(dw, "detail", v->check[i].detail);
		close_empty(dw);
	}
	end_el(dw, 2, "validation");
}

static void
format_board(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	open_el(dw, 1, "board");
	attr(dw, "id", b->id);
	attr_raw(dw, "kind", board_kind_name(b->kind));
	attr(dw, "rules", b->rules);
	attru(dw, "seed", 0, b->seed);
	attru(dw, "attempt", 0, b->attempt);
	attru(dw, "players", 0, b->players);
	attrn(dw, "width", b->width);
	attrn(dw, "height", b->height);
	attr(dw, "paper", b->paper);
	if (b->expansions[0])
		attr(dw, "expansions", b->expansions);
	close_open(dw);
	if (b->kind == BOARD_NODES)
		write_nodes(dw, b, r);
	write_validation(dw, b);
	end_el(dw, 1, "board");
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
	puts_(dw, "</deck>\n");
	if (flush(dw, 1) < 0 || xmlOutputBufferFlush(dw->buf) < 0)
		dw->failed = 1;
	if (!dw->failed && fflush(dw->out) != 0)
		dw->failed = 1;
	return dw->failed ? -1 : 0;
}

/* Reader. */

struct deck_reader {
	xmlTextReaderPtr xr;
	xmlRelaxNGPtr schema;
	int fd;
	char *name;
	struct diag *d;
	struct rules rules;
	struct strmap ids;
	char board[96]; /* id of the board being read, for messages */
	int errors;
	int done;
	/*
	 * A schema violation is held back until the board it is in has been
	 * read: the reader's own message names the attribute and line,
	 * libxml2's only the enclosing element.
	 */
	int rng_failed;
	unsigned rng_line;
	char rng_msg[512];
	/* The input's last bytes, to tell a truncated deck from a bad one. */
	char tail[32];
	size_t ntail;
	int eof;
};

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

static void
rerr(struct deck_reader *dr, xmlNodePtr n, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
rerr(struct deck_reader *dr, xmlNodePtr n, const char *fmt, ...)
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
static const char *
get(xmlNodePtr n, const char *name)
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

static const char *
need(struct deck_reader *dr, xmlNodePtr n, const char *name)
{
	const char *v = get(n, name);

	if (!v)
		rerr(dr, n, "<%s> lacks the %s attribute", n->name, name);
	return v;
}

static int
need_num(struct deck_reader *dr, xmlNodePtr n, const char *name, double lo,
    double hi, double *out)
{
	const char *v = need(dr, n, name);

	if (!v)
		return -1;
	if (num_parse_double(v, out) < 0 || *out < lo || *out > hi) {
		rerr(dr, n, "<%s %s=\"%.40s\">: a number in [%g, %g] is "
		    "needed", n->name, name, v, lo, hi);
		return -1;
	}
	return 0;
}

static int
need_u64(struct deck_reader *dr, xmlNodePtr n, const char *name,
    uint64_t max, uint64_t *out)
{
	const char *v = need(dr, n, name);

	if (!v)
		return -1;
	if (num_parse_u64(v, max, out) < 0) {
		rerr(dr, n, "<%s %s=\"%.40s\">: a whole number in [0, %" PRIu64
		    "] is needed", n->name, name, v, max);
		return -1;
	}
	return 0;
}

static int
is(xmlNodePtr n, const char *name)
{
	return n->type == XML_ELEMENT_NODE &&
	    strcmp((const char *)n->name, name) == 0;
}

/* node_ref: the index of the node whose id is attribute name of n. */
static int
node_ref(struct deck_reader *dr, xmlNodePtr n, const char *name,
    uint32_t *out)
{
	const char *v = need(dr, n, name);

	if (!v)
		return -1;
	*out = strmap_get(&dr->ids, v);
	if (*out == UINT32_MAX) {
		rerr(dr, n, "<%s %s=\"%.40s\"> names no node", n->name, name,
		    v);
		return -1;
	}
	return 0;
}

/* table_ref: index of the entry named by attribute name in a table. */
static int
table_ref(struct deck_reader *dr, xmlNodePtr n, const char *name,
    const void *table, size_t size, size_t count, int32_t *out, int needed)
{
	const char *v = needed ? need(dr, n, name) : get(n, name);
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
	rerr(dr, n, "<%s %s=\"%.40s\">: the rules have no such %s", n->name,
	    name, v, name);
	return -1;
}

/*
 * The attributes each element may carry, as in the schema. With a schema
 * the reader rejects any other (un-namespaced) attribute itself, naming
 * it and its line: libxml2's streaming RELAX NG check only says that the
 * enclosing element "has extra content".
 */
static const struct {
	const char *element, *attrs;
} known[] = {
	{ "board", " id kind rules seed attempt players width height paper "
	    "expansions " },
	{ "node", " id x y role side type mission number " },
	{ "edge", " a b " },
	{ "dot", " node angle " },
	{ "area", " id nodes " },
	{ "expedition", " area x y type slots " },
	{ "landmark", " area x y type " },
	{ "resource", " area x y type rotation " },
	{ "tiny", " a b type angle " },
	{ "validation", " verdict attempts " },
	{ "seat", " n node city score bonus " },
	{ "check", " id result detail " },
};

static int
known_attrs(struct deck_reader *dr, xmlNodePtr n)
{
	char word[72];
	xmlAttrPtr a;
	size_t i;

	if (!dr->schema)
		return 0;
	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (strcmp(known[i].element, (const char *)n->name) == 0)
			break;
	if (i == sizeof(known) / sizeof(known[0]))
		return 0;
	for (a = n->properties; a; a = a->next) {
		if (a->ns)
			continue;
		snprintf(word, sizeof(word), " %.64s ", a->name);
		if (!strstr(known[i].attrs, word)) {
			rerr(dr, n, "<%s> has an attribute the schema does not "
			    "know: %.64s", n->name, a->name);
			return -1;
		}
	}
	return 0;
}

static int
read_node(struct deck_reader *dr, struct board *b, xmlNodePtr n)
{
	const struct rules_nodes *rn = &dr->rules.nodes;
	const char *id = need(dr, n, "id"), *role, *side;
	double x, y, num;
	uint32_t v;
	int ro, si = 0;

	if (!id || need_num(dr, n, "x", -b->width, 2 * b->width, &x) < 0 ||
	    need_num(dr, n, "y", -b->height, 2 * b->height, &y) < 0)
		return -1;
	role = need(dr, n, "role");
	if (!role)
		return -1;
	ro = board_role_parse(role);
	if (ro < 0) {
		rerr(dr, n, "<node role=\"%.40s\">: inner, edge, start or "
		    "center is needed", role);
		return -1;
	}
	side = get(n, "side");
	if (side && (si = board_side_parse(side)) < 0) {
		rerr(dr, n, "<node side=\"%.40s\">: left, top, right or bottom "
		    "is needed", side);
		return -1;
	}
	if (b->g.nnodes >= 100000) {
		rerr(dr, n, "more than 100000 nodes on one board");
		return -1;
	}
	v = board_add_node(b, x, y, ro, si);
	if (strmap_put(&dr->ids, id, v) < 0) {
		rerr(dr, n, "node id \"%.40s\" is used twice", id);
		return -1;
	}
	if (table_ref(dr, n, "type", rn->type, sizeof(*rn->type), rn->ntype,
	    &b->node[v].type, 0) < 0 ||
	    table_ref(dr, n, "mission", rn->mission, sizeof(*rn->mission),
	    rn->nmission, &b->node[v].mission, 0) < 0)
		return -1;
	if (get(n, "number")) {
		if (need_num(dr, n, "number", 1, 1e6, &num) < 0)
			return -1;
		b->node[v].number = (int32_t)num;
	}
	return 0;
}

static int
read_edge(struct deck_reader *dr, struct board *b, xmlNodePtr n)
{
	uint32_t a, c;

	if (node_ref(dr, n, "a", &a) < 0 || node_ref(dr, n, "b", &c) < 0)
		return -1;
	if (a == c) {
		rerr(dr, n, "edge joins node %s to itself", get(n, "a"));
		return -1;
	}
	if (graph_find_edge(&b->g, a, c) != GRAPH_NONE) {
		rerr(dr, n, "edge %s-%s is listed twice", get(n, "a"),
		    get(n, "b"));
		return -1;
	}
	if (graph_add_edge(&b->g, a, c) == GRAPH_NONE) {
		rerr(dr, n, "node %s or %s has more than %d edges",
		    get(n, "a"), get(n, "b"), GRAPH_MAX_DEGREE);
		return -1;
	}
	return 0;
}

static int
read_dot(struct deck_reader *dr, struct board *b, xmlNodePtr n)
{
	struct board_dot *dot;
	uint32_t v;
	double a;

	if (node_ref(dr, n, "node", &v) < 0 ||
	    need_num(dr, n, "angle", -7, 7, &a) < 0)
		return -1;
	dot = VEC_PUSH(b->dot, b->ndot, b->capdot);
	dot->node = v;
	dot->angle = a;
	return 0;
}

static int
read_area(struct deck_reader *dr, struct board *b, xmlNodePtr n)
{
	const char *id = need(dr, n, "id"), *list = need(dr, n, "nodes");
	uint32_t v[GRAPH_MAX_DEGREE * 64];
	char word[64];
	size_t k = 0, len;
	char idbuf[32];

	if (!id || !list)
		return -1;
	snprintf(idbuf, sizeof(idbuf), "a%zu", b->area.n);
	if (strcmp(id, idbuf) != 0) {
		rerr(dr, n, "<area id=\"%.40s\">: areas are numbered a0, a1, "
		    "… in order (expected %s)", id, idbuf);
		return -1;
	}
	while (*list) {
		while (*list == ' ')
			list++;
		if (!*list)
			break;
		len = strcspn(list, " ");
		if (len >= sizeof(word) || k >= sizeof(v) / sizeof(v[0])) {
			rerr(dr, n, "<area nodes>: list too long");
			return -1;
		}
		memcpy(word, list, len);
		word[len] = '\0';
		list += len;
		v[k] = strmap_get(&dr->ids, word);
		if (v[k] == UINT32_MAX) {
			rerr(dr, n, "<area nodes>: \"%.40s\" names no node",
			    word);
			return -1;
		}
		k++;
	}
	if (k < 2) {
		rerr(dr, n, "<area %s> has fewer than 2 nodes", id);
		return -1;
	}
	board_area_add(b, v, k);
	return 0;
}

static int
area_ref(struct deck_reader *dr, struct board *b, xmlNodePtr n,
    uint32_t *out)
{
	const char *v = need(dr, n, "area");
	uint64_t a;

	if (!v)
		return -1;
	if (v[0] != 'a' || num_parse_u64(v + 1, UINT32_MAX, &a) < 0 ||
	    a >= b->area.n) {
		rerr(dr, n, "<%s area=\"%.40s\"> names no area", n->name, v);
		return -1;
	}
	*out = (uint32_t)a;
	return 0;
}

static int
read_item(struct deck_reader *dr, struct board *b, xmlNodePtr n,
    struct board_item **arr, size_t *cnt, size_t *cap,
    const struct rules_item *types, size_t ntypes)
{
	struct board_item it;
	double v;

	memset(&it, 0, sizeof(it));
	if (area_ref(dr, b, n, &it.area) < 0 ||
	    need_num(dr, n, "x", -b->width, 2 * b->width, &it.x) < 0 ||
	    need_num(dr, n, "y", -b->height, 2 * b->height, &it.y) < 0 ||
	    table_ref(dr, n, "type", types, sizeof(*types), ntypes, &it.type,
	    1) < 0)
		return -1;
	if (get(n, "slots")) {
		if (need_num(dr, n, "slots", 1, 9, &v) < 0)
			return -1;
		it.slots = (int32_t)v;
	}
	if (get(n, "rotation")) {
		if (need_num(dr, n, "rotation", -7, 7, &v) < 0)
			return -1;
		it.rotation = v;
	}
	*VEC_PUSH(*arr, *cnt, *cap) = it;
	return 0;
}

static int
read_tiny(struct deck_reader *dr, struct board *b, xmlNodePtr n)
{
	const struct rules_nodes *rn = &dr->rules.nodes;
	struct board_tiny t;

	memset(&t, 0, sizeof(t));
	if (node_ref(dr, n, "a", &t.a) < 0 || node_ref(dr, n, "b", &t.b) < 0 ||
	    table_ref(dr, n, "type", rn->tiny, sizeof(*rn->tiny), rn->ntiny,
	    &t.type, 1) < 0 || need_num(dr, n, "angle", -7, 7, &t.angle) < 0)
		return -1;
	*VEC_PUSH(b->tiny, b->ntiny, b->captiny) = t;
	return 0;
}

static int
read_validation(struct deck_reader *dr, struct board *b, xmlNodePtr n)
{
	const char *verdict = need(dr, n, "verdict");
	uint64_t att;
	xmlNodePtr c;

	if (!verdict || need_u64(dr, n, "attempts", 1000000, &att) < 0)
		return -1;
	b->val.present = 1;
	b->val.pass = strcmp(verdict, "pass") == 0;
	b->val.attempts = (uint32_t)att;
	if (known_attrs(dr, n) < 0)
		return -1;
	for (c = n->children; c; c = c->next) {
		if (c->type == XML_ELEMENT_NODE && known_attrs(dr, c) < 0)
			return -1;
		if (is(c, "check")) {
			const char *id = need(dr, c, "id");
			const char *res = need(dr, c, "result");

			if (!id || !res)
				return -1;
			board_check_add(b, id, strcmp(res, "pass") == 0,
			    get(c, "detail"));
		} else if (is(c, "seat")) {
			struct board_seat *s;
			uint64_t sn;
			double score, bonus;
			const char *at = get(c, b->kind == BOARD_NODES ?
			    "node" : "city");

			if (need_u64(dr, c, "n", 64, &sn) < 0 ||
			    need_num(dr, c, "score", -1e9, 1e9, &score) < 0 ||
			    need_num(dr, c, "bonus", -1e6, 1e6, &bonus) < 0)
				return -1;
			s = VEC_PUSH(b->val.seat, b->val.nseat,
			    b->val.capseat);
			s->n = (uint32_t)sn;
			s->at = UINT32_MAX;
			if (at && b->kind == BOARD_NODES)
				s->at = strmap_get(&dr->ids, at);
			s->score = score;
			s->bonus = (int)bonus;
		}
	}
	return 0;
}

/* read_list: every child element named elem of list, through fn. */
static int
read_list(struct deck_reader *dr, struct board *b, xmlNodePtr list,
    const char *elem, int (*fn)(struct deck_reader *, struct board *,
    xmlNodePtr))
{
	xmlNodePtr c;

	for (c = list->children; c; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (!is(c, elem)) {
			rerr(dr, c, "<%s> inside <%s>: only <%s> belongs there",
			    c->name, list->name, elem);
			return -1;
		}
		if (known_attrs(dr, c) < 0 || fn(dr, b, c) < 0)
			return -1;
	}
	return 0;
}

static int
read_item_list(struct deck_reader *dr, struct board *b, xmlNodePtr list,
    const char *elem, struct board_item **arr, size_t *cnt, size_t *cap,
    const struct rules_item *types, size_t ntypes)
{
	xmlNodePtr c;

	for (c = list->children; c; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (!is(c, elem)) {
			rerr(dr, c, "<%s> inside <%s>: only <%s> belongs there",
			    c->name, list->name, elem);
			return -1;
		}
		if (known_attrs(dr, c) < 0 ||
		    read_item(dr, b, c, arr, cnt, cap, types, ntypes) < 0)
			return -1;
	}
	return 0;
}

static int
read_board(struct deck_reader *dr, struct board *b, xmlNodePtr n)
{
	const struct rules_nodes *rn = &dr->rules.nodes;
	const char *id, *kind, *rules, *paper, *exp;
	uint64_t seed, attempt, players;
	xmlNodePtr c;
	int k, rc = 0;

	board_clear(b);
	strmap_clear(&dr->ids);
	b->line = (unsigned)xmlGetLineNo(n);
	id = need(dr, n, "id");
	if (!id)
		return -1;
	snprintf(dr->board, sizeof(dr->board), "%.90s", id);
	if (known_attrs(dr, n) < 0)
		return -1;
	snprintf(b->id, sizeof(b->id), "%.90s", id);
	kind = need(dr, n, "kind");
	rules = need(dr, n, "rules");
	paper = need(dr, n, "paper");
	if (!kind || !rules || !paper)
		return -1;
	k = board_kind_parse(kind);
	if (k < 0 || k != dr->rules.kind) {
		rerr(dr, n, "<board kind=\"%.40s\"> does not match the deck's "
		    "%s rules", kind, board_kind_name(dr->rules.kind));
		return -1;
	}
	b->kind = (enum board_kind)k;
	if (strcmp(rules, dr->rules.id) != 0) {
		rerr(dr, n, "<board rules=\"%.40s\"> is not the deck's rules "
		    "\"%s\"", rules, dr->rules.id);
		return -1;
	}
	snprintf(b->rules, sizeof(b->rules), "%s", rules);
	snprintf(b->paper, sizeof(b->paper), "%.31s", paper);
	exp = get(n, "expansions");
	if (exp) {
		if (strlen(exp) >= sizeof(b->expansions)) {
			rerr(dr, n, "<board expansions> is too long");
			return -1;
		}
		snprintf(b->expansions, sizeof(b->expansions), "%s", exp);
	}
	if (need_u64(dr, n, "seed", UINT64_MAX, &seed) < 0 ||
	    need_u64(dr, n, "attempt", 1000000, &attempt) < 0 ||
	    need_u64(dr, n, "players", (uint64_t)dr->rules.players_max,
	    &players) < 0 ||
	    need_num(dr, n, "width", 10, 5000, &b->width) < 0 ||
	    need_num(dr, n, "height", 10, 5000, &b->height) < 0)
		return -1;
	if ((int)players < dr->rules.players_min) {
		rerr(dr, n, "<board players=\"%" PRIu64 "\">: the rules allow "
		    "%d-%d", players, dr->rules.players_min,
		    dr->rules.players_max);
		return -1;
	}
	b->seed = seed;
	b->attempt = (uint32_t)attempt;
	b->players = (uint32_t)players;
	for (c = n->children; c && rc == 0; c = c->next) {
		if (c->type != XML_ELEMENT_NODE)
			continue;
		if (is(c, "nodes"))
			rc = read_list(dr, b, c, "node", read_node);
		else if (is(c, "edges"))
			rc = read_list(dr, b, c, "edge", read_edge);
		else if (is(c, "dots"))
			rc = read_list(dr, b, c, "dot", read_dot);
		else if (is(c, "areas"))
			rc = read_list(dr, b, c, "area", read_area);
		else if (is(c, "expeditions"))
			rc = read_item_list(dr, b, c, "expedition",
			    &b->expedition, &b->nexpedition,
			    &b->capexpedition, rn->expedition,
			    rn->nexpedition);
		else if (is(c, "landmarks"))
			rc = read_item_list(dr, b, c, "landmark", &b->landmark,
			    &b->nlandmark, &b->caplandmark, rn->landmark,
			    rn->nlandmark);
		else if (is(c, "resources"))
			rc = read_item_list(dr, b, c, "resource", &b->resource,
			    &b->nresource, &b->capresource, rn->resource,
			    rn->nresource);
		else if (is(c, "tinies"))
			rc = read_list(dr, b, c, "tiny", read_tiny);
		else if (is(c, "validation"))
			rc = read_validation(dr, b, c);
	}
	if (rc == 0 && b->kind == BOARD_NODES)
		graph_sort(&b->g);
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
		rerr(dr, n, "<%s>: a deck starts with <deck>", name);
		goto fail;
	}
	fmt = get(n, "format");
	if (!fmt || strcmp(fmt, "1") != 0) {
		rerr(dr, n, "<deck format=\"%.20s\">: this tool reads format "
		    "%d", fmt ? fmt : "", DECK_FORMAT);
		goto fail;
	}
	r = next_element(dr);
	if (r <= 0 || strcmp((const char *)xmlTextReaderConstName(dr->xr),
	    "rules") != 0) {
		if (r >= 0)
			rerr(dr, r ? xmlTextReaderCurrentNode(dr->xr) : NULL,
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
