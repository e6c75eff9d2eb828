/* deck_read_sax.c: a deck without a schema: SAX events into light trees. */
#include <limits.h>
#include <stdint.h>
#include <string.h>

#include <libxml/SAX2.h>
#include <libxml/dict.h>

#include "board/pins.h"
#include "board/style.h"
#include "deck/deck_guard.h"
#include "deck/deck_read_int.h"

#define CHUNK 16384

/* deckr_flush_held: report a held-back structural refusal, if any. */
static void deckr_flush_held(struct deck_reader *dr);

/* SAX: the deck as events, built into a light tree per board. */

static unsigned
sax_line(const struct deck_reader *dr)
{
	return (unsigned)xmlSAX2GetLineNumber(dr->ctx);
}

/*
 * attr_value: libxml2 hands an attribute's value undecoded only in one
 * respect: "&amp;" arrives as "&#38;". Decode that back.
 */
static char *
attr_value(struct deck_arena *a, const char *s, const char *e)
{
	const char *amp = memchr(s, '&', (size_t)(e - s));
	char *d, *o;

	/* Most values hold no '&': one copy. */
	if (!amp)
		return deckr_arena_strndup(a, s, (size_t)(e - s));
	d = deckr_arena_alloc(a, (size_t)(e - s) + 1);
	memcpy(d, s, (size_t)(amp - s));
	o = d + (amp - s);
	s = amp;
	while (s < e) {
		if (e - s >= 5 && memcmp(s, "&#38;", 5) == 0) {
			*o++ = '&';
			s += 5;
		} else {
			*o++ = *s++;
		}
	}
	*o = '\0';
	return d;
}

/*
 * new_node: an element's light node, its name's index id and its
 * attributes' ids[] (deck_name.h; NULL: not known), resolved once for
 * the structural layer and the reader alike. A name the schema knows is
 * the table's string, not a copy.
 */
static struct deck_node *
new_node(struct deck_arena *a, const char *name, unsigned id, int foreign,
    unsigned line, int nattr, const xmlChar **attr, const unsigned char *ids)
{
	struct deck_node *n = deckr_arena_alloc(a, sizeof(*n));
	const char **av = deckr_arena_alloc(a, (size_t)(2 * nattr + 1) *
	    sizeof(*av));
	unsigned char *aid = deckr_arena_alloc(a, (size_t)nattr + 1);
	const char *known;
	int i;

	memset(n, 0, sizeof(*n));
	known = foreign ? NULL : deck_name_str(id);
	n->name = known ? known : deckr_arena_strndup(a, name, strlen(name));
	n->id = known ? (unsigned char)id : DECK_NAME_NONE;
	n->foreign = foreign;
	n->line = line;
	n->text = "";
	for (i = 0; i < nattr; i++) {
		const char *local = (const char *)attr[5 * i];
		const char *prefix = (const char *)attr[5 * i + 1];

		known = prefix || !ids ? NULL : deck_name_str(ids[i]);
		aid[i] = known ? ids[i] : DECK_NAME_NONE;
		if (known) {
			av[2 * i] = known;
		} else if (prefix) {
			/* A namespaced attribute keeps its prefix in view. */
			char q[256];

			snprintf(q, sizeof(q), "%s:%s", prefix, local);
			av[2 * i] = deckr_arena_strndup(a, q, strlen(q));
		} else {
			av[2 * i] = deckr_arena_strndup(a, local,
			    strlen(local));
		}
		av[2 * i + 1] = attr_value(a, (const char *)attr[5 * i + 3],
		    (const char *)attr[5 * i + 4]);
	}
	av[2 * nattr] = NULL;
	n->attr = av;
	n->attr_id = ids ? aid : NULL;
	return n;
}

/* event_node: new_node for the element of the SAX event being handled. */
static struct deck_node *
event_node(struct deck_reader *dr, struct deck_arena *a, const char *name,
    int foreign, int nattr, const xmlChar **attr)
{
	return new_node(a, name, dr->ev_id, foreign, sax_line(dr), nattr,
	    attr, dr->ev_ids);
}

static struct queued *
queue_back(struct deck_reader *dr)
{
	if (dr->qtail == dr->qcap) {
		/* Move what is waiting to the front before growing. */
		if (dr->qhead > 0) {
			memmove(dr->queue, dr->queue + dr->qhead,
			    (dr->qtail - dr->qhead) * sizeof(*dr->queue));
			dr->qtail -= dr->qhead;
			dr->qhead = 0;
		} else {
			dr->queue = mem_grow(dr->queue, &dr->qcap,
			    dr->qtail + 1, sizeof(*dr->queue));
		}
	}
	return &dr->queue[dr->qtail];
}

/* start_style: <style> after <rules>: its text is read into dr->stext. */
static void
start_style(struct deck_reader *dr, int nattr, const xmlChar **attr)
{
	struct deck_node *n = event_node(dr, &dr->spare, "style", 0, nattr,
	    attr);

	dr->style_seen = 1;
	dr->in_style = 1;
	dr->style_line = n->line;
	deckr_known_attrs(dr, n);
}


/*
 * start_head_or_board: a child of <deck> opens: <rules>, <style>, an
 * <asset> or a <board>, whose tree is begun.
 */
static void
start_head_or_board(struct deck_reader *dr, const char *name,
    const xmlChar *prefix, const xmlChar *uri, int nattr,
    const xmlChar **attr)
{
	struct deck_node *n;
	struct queued *q;

	if (dr->rules_done && !dr->head_done && !uri && !dr->asset_seen &&
	    !dr->style_seen && !dr->pins_seen && strcmp(name, "style") == 0) {
		start_style(dr, nattr, attr);
		return;
	}
	if (dr->rules_done && !dr->head_done && !uri &&
	    !dr->pins_seen && strcmp(name, "pins") == 0) {
		n = event_node(dr, &dr->spare, "pins", 0, nattr, attr);
		dr->pins_seen = 1;
		dr->in_pins = 1;
		dr->pins_line = n->line;
		deckr_known_attrs(dr, n);
		return;
	}
	if (dr->rules_done && !dr->head_done && !uri && !dr->pins_seen &&
	    strcmp(name, "asset") == 0) {
		dr->in_asset = 1;
		dr->asset_seen = 1;
		dr->natext = 0;
		dr->asset = event_node(dr, &dr->spare, "asset", 0, nattr,
		    attr);
		return;
	}
	dr->head_done = dr->rules_seen;
	if (deckr_deck_level(dr, sax_line(dr), name,
	    (const char *)prefix, (const char *)uri,
	    dr->rules_seen ? "board" : "rules") < 0)
		return;
	if (!dr->rules_seen) {
		dr->rules_seen = 1;
		dr->in_rules = 1;
		n = event_node(dr, &dr->spare, name, 0, nattr, attr);
		deckr_rules_attrs(dr, n);
		return;
	}
	/* A board: its tree is built in the queue's next arena. */
	q = queue_back(dr);
	q->bad = 0;
	q->arena = dr->spare;
	dr->spare.head = NULL;
	deckr_arena_reset(&q->arena);
	n = event_node(dr, &q->arena, name, 0, nattr, attr);
	q->root = n;
	dr->top = 0;
	dr->stack[dr->top] = n;
	dr->last[dr->top++] = NULL;
}

static void
reader_start(void *ud, const xmlChar *local, const xmlChar *prefix,
    const xmlChar *uri, int nattr, const xmlChar **attr)
{
	struct deck_reader *dr = ud;
	const char *name = (const char *)local;
	struct deck_node *n, *parent;
	struct queued *q;

	dr->depth++;
	if (dr->errors)
		return;
	/* Text before a child is kept too: only <row> may hold text. */
	if (dr->top > 0 && dr->tbuf_ink) {
		parent = dr->stack[dr->top - 1];
		parent->text = deckr_arena_strndup(&dr->queue[dr->qtail].arena,
		    dr->tbuf, dr->ntbuf);
		parent->textlen = dr->ntbuf;
	}
	dr->ntbuf = 0;
	dr->tbuf_ink = 0;
	if (dr->depth == 1) {
		if (deckr_deck_level(dr, sax_line(dr), name,
		    (const char *)prefix, (const char *)uri, "deck") < 0)
			return;
		n = event_node(dr, &dr->spare, name, 0, nattr, attr);
		dr->deck_seen = deckr_root_attrs(dr, n) == 0;
		return;
	}
	if (dr->depth == 2) {
		start_head_or_board(dr, name, prefix, uri, nattr, attr);
		return;
	}
	if (dr->in_rules || dr->in_style || dr->in_asset || dr->in_pins) {
		err_at(dr, sax_line(dr), "<%s> inside <%s>: the %s plain "
		    "text", name, dr->in_rules ? "rules" : dr->in_style ?
		    "style" : dr->in_pins ? "pins" : "asset", dr->in_rules ?
		    "rules are" : dr->in_style ? "style is" : dr->in_pins ?
		    "pins are" : "asset is");
		return;
	}
	if (dr->top >= (int)(sizeof(dr->stack) / sizeof(dr->stack[0]))) {
		err_at(dr, sax_line(dr), "elements nested too deeply");
		return;
	}
	q = &dr->queue[dr->qtail];
	n = event_node(dr, &q->arena, name, uri != NULL, nattr, attr);
	parent = dr->stack[dr->top - 1];
	if (dr->last[dr->top - 1])
		dr->last[dr->top - 1]->next = n;
	else
		parent->children = n;
	dr->last[dr->top - 1] = n;
	dr->stack[dr->top] = n;
	dr->last[dr->top++] = NULL;
}

static void
reader_end(void *ud)
{
	struct deck_reader *dr = ud;
	struct deck_node *n;

	if (dr->errors) {
		dr->depth--;
		return;
	}
	if (dr->depth == 1) {
		dr->deck_ended = 1;
		dr->head_done = 1;
		if (!dr->rules_seen)
			deckr_no_rules(dr);
	} else if (dr->depth == 2 && dr->in_rules) {
		dr->in_rules = 0;
		dr->rules_done = 1;
	} else if (dr->depth == 2 && dr->in_style) {
		dr->in_style = 0;
	} else if (dr->depth == 2 && dr->in_pins) {
		dr->in_pins = 0;
	} else if (dr->depth == 2 && dr->in_asset) {
		dr->in_asset = 0;
		deckr_asset(dr, dr->asset, dr->atext ? dr->atext : "",
		    dr->natext);
	} else if (dr->top > 0) {
		n = dr->stack[--dr->top];
		if (dr->ntbuf && (!n->textlen || dr->tbuf_ink)) {
			n->text = deckr_arena_strndup(
			    &dr->queue[dr->qtail].arena, dr->tbuf, dr->ntbuf);
			n->textlen = dr->ntbuf;
		}
		dr->ntbuf = 0;
		dr->tbuf_ink = 0;
		/* The board is whole: it waits in the queue. */
		if (dr->top == 0)
			dr->qtail++;
	}
	dr->depth--;
}

/* keep_text: len more bytes of s onto a head element's text (*t, *n of
 * *cap), at most max in all; what names it in the error past that. */
static void
keep_text(struct deck_reader *dr, char **t, size_t *n, size_t *cap,
    size_t max, const char *what, const xmlChar *s, int len)
{
	if (*n + (size_t)len > max) {
		err_at(dr, sax_line(dr), "%s longer than %zu bytes", what,
		    max);
		return;
	}
	*t = mem_grow(*t, cap, *n + (size_t)len + 1, 1);
	memcpy(*t + *n, s, (size_t)len);
	*n += (size_t)len;
}

static void
reader_text(void *ud, const xmlChar *s, int len)
{
	struct deck_reader *dr = ud;

	if (dr->errors || len <= 0)
		return;
	if (dr->in_rules)
		keep_text(dr, &dr->rtext, &dr->nrtext, &dr->caprtext,
		    RULES_MAX, "the rules are", s, len);
	else if (dr->in_asset)
		keep_text(dr, &dr->atext, &dr->natext, &dr->capatext,
		    DECK_GUARD_ASSET_TEXT, "an asset's base64 is", s, len);
	else if (dr->in_style)
		keep_text(dr, &dr->stext, &dr->nstext, &dr->capstext,
		    STYLE_BYTES, "the style is", s, len);
	else if (dr->in_pins)
		keep_text(dr, &dr->ptext, &dr->nptext, &dr->capptext,
		    PINS_BYTES + 1, "the pins are", s, len);
	if (dr->in_rules || dr->in_asset || dr->in_style || dr->in_pins)
		return;
	if (dr->top == 0) {
		if (dr->depth == 1 &&
		    deckr_has_text((const char *)s, (size_t)len))
			err_at(dr, sax_line(dr), "text inside <deck>, outside "
			    "any board");
		return;
	}
	if (dr->ntbuf + (size_t)len > (1u << 20)) {
		err_at(dr, sax_line(dr), "text longer than 1 MiB");
		return;
	}
	dr->tbuf = mem_grow(dr->tbuf, &dr->captbuf, dr->ntbuf + (size_t)len + 1,
	    1);
	memcpy(dr->tbuf + dr->ntbuf, s, (size_t)len);
	dr->ntbuf += (size_t)len;
	dr->tbuf_ink |= dr->ev_ink;
}

/*
 * The structural layer, in front of the reader's own callbacks: each SAX
 * event goes to deck_strict first; a refusal is held (deck_read_int.h).
 */

/* held_attach: a held refusal inside a board marks the board being built. */
static void
held_attach(struct deck_reader *dr)
{
	if (dr->held == 1 && !dr->held_attached && dr->held_board[0] != '\0' &&
	    dr->top > 0) {
		dr->queue[dr->qtail].bad = 1;
		dr->held_attached = 1;
	}
}

/* strict: the structural layer's return r for the event just fed. */
static void
strict(struct deck_reader *dr, int r)
{
	if (r == 0)
		return;
	dr->held = 1;
	dr->held_line = sax_line(dr);
	snprintf(dr->held_board, sizeof(dr->held_board), "%s",
	    dr->strict.in_board ? dr->strict.board : "");
	/* A board with no id yet still is a board. */
	if (dr->strict.in_board && dr->held_board[0] == '\0')
		snprintf(dr->held_board, sizeof(dr->held_board), "?");
	snprintf(dr->held_msg, sizeof(dr->held_msg), "%s", dr->strict.msg);
	if (dr->strict_only)
		deckr_flush_held(dr);
	else
		held_attach(dr);
}

/* after: once the reader's callback ran: outside boards, tell now. */
static void
after(struct deck_reader *dr)
{
	held_attach(dr);
	if (dr->held == 1 && !dr->held_attached && !dr->strict.in_board)
		deckr_flush_held(dr);
}

static void
deckr_flush_held(struct deck_reader *dr)
{
	if (dr->held != 1)
		return;
	dr->held = 2;
	if (dr->errors)
		return;
	snprintf(dr->board, sizeof(dr->board), "%s",
	    strcmp(dr->held_board, "?") == 0 ? "" : dr->held_board);
	err_at(dr, dr->held_line, "%s", dr->held_msg);
}

/*
 * name_id: the index of name s (deck_name.h). libxml2 hands every element
 * and attribute name over from its parser's dictionary, one string per
 * name for the parser's life: a string the dictionary owns is found by
 * its address the next time, without reading it again.
 */
static unsigned
name_id(struct deck_reader *dr, const xmlChar *s)
{
	/* (Names lie a few bytes apart in the dictionary: the address is
	 * mixed, not just cut.) */
	size_t h = (size_t)(((uint64_t)(uintptr_t)s *
	    0x9e3779b97f4a7c15u) >> 56) & (DECKR_NAME_CACHE - 1);
	unsigned id;

	if (dr->nc_ptr[h] == s)
		return dr->nc_id[h];
	id = deck_name_find((const char *)s, strlen((const char *)s));
	if (xmlDictOwns(dr->ctx->dict, s) == 1) {
		dr->nc_ptr[h] = s;
		dr->nc_id[h] = (unsigned char)id;
	}
	return id;
}

static void
sax_start(void *ud, const xmlChar *local, const xmlChar *prefix,
    const xmlChar *uri, int nns, const xmlChar **ns, int nattr, int ndef,
    const xmlChar **attr)
{
	struct deck_reader *dr = ud;
	unsigned char ids[DECK_GUARD_ATTRS];
	int i;

	/*
	 * The names resolved once, for the structural layer and the reader
	 * (the guard lets no element carry more than DECK_GUARD_ATTRS).
	 */
	dr->ev_id = name_id(dr, local);
	dr->ev_ids = nattr <= DECK_GUARD_ATTRS ? ids : NULL;
	for (i = 0; dr->ev_ids && i < nattr; i++)
		ids[i] = (unsigned char)name_id(dr, attr[5 * i]);
	if (!dr->errors && !dr->held && !dr->trusted)
		strict(dr, deck_strict_start_ids(&dr->strict,
		    (const char *)local, dr->ev_id, (const char *)uri, nattr,
		    (const char **)attr, dr->ev_ids));
	if (dr->strict_only) {
		dr->depth++;
		dr->ev_ids = NULL;
		return;
	}
	reader_start(ud, local, prefix, uri, nattr, attr);
	dr->ev_ids = NULL; /* (the array is gone with this call) */
	after(dr);
}

static void
sax_end(void *ud, const xmlChar *local, const xmlChar *prefix,
    const xmlChar *uri)
{
	struct deck_reader *dr = ud;

	if (!dr->errors && !dr->held && !dr->trusted)
		strict(dr, deck_strict_end(&dr->strict));
	if (dr->depth == 1)
		dr->deck_ended = 1;
	if (dr->strict_only) {
		dr->depth--;
		return;
	}
	reader_end(ud);
	after(dr);
}

static void
sax_text(void *ud, const xmlChar *s, int len)
{
	struct deck_reader *dr = ud;

	/* Whether it is more than white space, found once for both layers. */
	dr->ev_ink = len > 0 && deckr_has_text((const char *)s, (size_t)len);
	if (!dr->errors && !dr->held && !dr->trusted && dr->ev_ink)
		strict(dr, deck_strict_text(&dr->strict, (const char *)s,
		    (size_t)len));
	if (dr->strict_only)
		return;
	reader_text(ud, s, len);
	after(dr);
}

static void
sax_doctype(void *ud, const xmlChar *name, const xmlChar *ext,
    const xmlChar *sys)
{
	struct deck_reader *dr = ud;

	/* No DTD: no entities to expand, nothing to fetch. */
	err_at(dr, sax_line(dr), "a deck has no DOCTYPE");
}

/* feed: parse the next chunk of input (or finish at its end). */
static int
feed(struct deck_reader *dr)
{
	char buf[CHUNK];
	ssize_t k;

	if (dr->eof)
		return 0;
	k = deckr_read_input(dr, buf, sizeof(buf));
	if (k < 0)
		return -1;
	xmlParseChunk(dr->ctx, buf, (int)k, k == 0);
	if (dr->errors)
		return -1;
	if (k == 0 && !dr->deck_ended) {
		err_at(dr, 0, "the deck is truncated: it ends before </deck>");
		return -1;
	}
	return 1;
}

/* sax_ctx: the push parser with the callbacks above; 0, or -1. */
static int
sax_ctx(struct deck_reader *dr)
{
	xmlSAXHandler h;

	memset(&h, 0, sizeof(h));
	h.initialized = XML_SAX2_MAGIC;
	h.startElementNs = sax_start;
	h.endElementNs = sax_end;
	h.characters = sax_text;
	h.cdataBlock = sax_text;
	h.internalSubset = sax_doctype;
	h.serror = deckr_parse_error;
	xmlin_quiet();
	dr->ctx = xmlCreatePushParserCtxt(&h, dr, NULL, 0, dr->name);
	if (!dr->ctx)
		return -1;
	xmlCtxtUseOptions(dr->ctx, XML_PARSE_NONET | XML_PARSE_BIG_LINES |
	    XML_PARSE_NOBLANKS | XML_PARSE_IGNORE_ENC);
	return 0;
}

int
deckr_sax_open(struct deck_reader *dr)
{
	if (sax_ctx(dr) < 0)
		return -1;
	while (!dr->head_done) {
		if (feed(dr) <= 0) {
			if (!dr->errors)
				err_at(dr, 0, "empty input: no deck");
			return -1;
		}
	}
	return 0;
}

/* take: the first board waiting in the queue, read into b; 1, or -1. */
static int
take(struct deck_reader *dr, struct board *b)
{
	struct queued q;
	int r;

	q = dr->queue[dr->qhead++];
	r = deckr_read_board(dr, b, q.root);
	/* The reader took the board: the structure may not have. */
	if (r == 0 && q.bad) {
		deckr_flush_held(dr);
		r = -1;
	}
	/* The board's arena becomes the spare for the next one. */
	deckr_arena_free(&dr->spare);
	dr->spare = q.arena;
	return r < 0 ? -1 : 1;
}

/* deckr_sax_next: the next board read from its tree, or 0 at the deck's end. */
int
deckr_sax_next(struct deck_reader *dr, struct board *b)
{
	int r;

	while (dr->qhead == dr->qtail) {
		if (dr->deck_ended) {
			/* Read on to the end: only white space may follow. */
			while ((r = feed(dr)) > 0)
				;
			if (r == 0 && dr->held == 1) {
				deckr_flush_held(dr);
				r = -1;
			}
			return r < 0 ? -1 : 0;
		}
		if (feed(dr) <= 0)
			return -1;
	}
	return take(dr, b);
}

int
deckr_sax_push(struct deck_reader *dr, const char *p, size_t n)
{
	if (!dr->ctx && sax_ctx(dr) < 0)
		return -1;
	/* A board's text is bounded far below this (board/limits.h). */
	if (n > (size_t)INT_MAX / 2) {
		err_at(dr, 0, "a board's text over %d bytes", INT_MAX / 2);
		return -1;
	}
	xmlParseChunk(dr->ctx, p, (int)n, 0);
	return dr->errors ? -1 : 0;
}

int
deckr_sax_take(struct deck_reader *dr, struct board *b)
{
	if (dr->errors)
		return -1;
	if (dr->qhead == dr->qtail) {
		err_at(dr, 0, "the board's text did not close");
		return -1;
	}
	return take(dr, b) < 0 ? -1 : 0;
}


/* deckr_sax_check: the whole input through the structural layer alone. */
int
deckr_sax_check(struct deck_reader *dr)
{
	int r;

	dr->strict_only = 1;
	if (sax_ctx(dr) < 0)
		return -1;
	while ((r = feed(dr)) > 0)
		;
	return r < 0 || dr->errors ? -1 : 0;
}
