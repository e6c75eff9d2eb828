/* deck_guard.c: the deck's byte-level limits, checked before libxml2's. */
#include "deck/deck_guard.h"

#include <stdio.h>
#include <string.h>

/*
 * The guard follows XML's lexical structure only as far as the limits
 * need: text, tags with quoted values, comments, CDATA sections,
 * processing instructions and declarations. It does not check
 * well-formedness (libxml2 does, with better messages); where the input
 * is not XML, it simply counts on until libxml2 objects. Everything it
 * refuses, both reading modes refuse alike, with the same line.
 */

enum {
	G_TEXT,    /* character data */
	G_LT,      /* just after "<" */
	G_STAG,    /* inside a start tag */
	G_VALUE,   /* inside a quoted attribute value */
	G_ETAG,    /* inside an end tag */
	G_BANG,    /* after "<!", not yet known what */
	G_COMMENT, /* <!-- … --> */
	G_CDATA,   /* <![CDATA[ … ]]> */
	G_PI,      /* <? … ?> */
	G_DECL     /* another <! … > (libxml2 will refuse it) */
};

void
deck_guard_init(struct deck_guard *g)
{
	memset(g, 0, sizeof(*g));
	g->line = 1;
	g->state = G_TEXT;
}

static int
fail(struct deck_guard *g, const char *msg)
{
	snprintf(g->msg, sizeof(g->msg), "%s", msg);
	return -1;
}

#define STR(x) #x
#define XSTR(x) STR(x) /* a limit's number, in a message */

/*
 * count_node: one more node of a board's tree. Comments, CDATA sections
 * and processing instructions inside a board count as elements: libxml2's
 * reader (the schema's way) holds each as a node of its own, some 170
 * bytes, so 9 million empty comments in one 63 MiB board took 1.5 GB
 * before they were counted. Between boards they cost nothing.
 */
static int
count_node(struct deck_guard *g)
{
	if (++g->elements > DECK_GUARD_ELEMENTS)
		return fail(g, "more than " XSTR(DECK_GUARD_ELEMENTS)
		    " elements in one board "
		    "(comments, CDATA sections and processing instructions "
		    "count as elements)");
	return 0;
}

/* open_element: a start tag ends (empty: "<x/>"). */
static int
open_element(struct deck_guard *g, int empty)
{
	/* A child of the root (a board, the rules) starts the counts anew. */
	if (g->depth == 1) {
		g->elements = 0;
		g->bytes = 0;
		g->board_attrs = 0;
		/* Only an <asset>'s text may pass text's 1 MiB. */
		g->asset = !empty && !g->naming && g->nname == 5 &&
		    memcmp(g->name, "asset", 5) == 0;
	}
	if (count_node(g) < 0)
		return -1;
	g->board_attrs += g->attrs;
	if (g->board_attrs > DECK_GUARD_BOARD_ATTRS)
		return fail(g, "more than " XSTR(DECK_GUARD_BOARD_ATTRS)
		    " attributes in one board");
	if (!empty && ++g->depth > DECK_GUARD_DEPTH)
		return fail(g, "elements nested more than 32 deep");
	return 0;
}

/* bang: one more byte after "<!": a comment, CDATA, or a DOCTYPE. */
static int
bang(struct deck_guard *g, char c)
{
	static const char *const kinds[] = { "--", "[CDATA[", "DOCTYPE" };
	static const int states[] = { G_COMMENT, G_CDATA, -1 };
	size_t i;
	int prefix = 0;

	g->bang[g->nbang++] = c;
	for (i = 0; i < 3; i++) {
		size_t len = strlen(kinds[i]);

		if (g->nbang > len || memcmp(kinds[i], g->bang, g->nbang) != 0)
			continue;
		if (g->nbang < len) {
			prefix = 1;
			continue;
		}
		if (states[i] < 0)
			return fail(g, "a deck has no DOCTYPE (no DTD, no "
			    "entities)");
		g->state = states[i];
		g->prev = g->prev2 = 0;
		return 0;
	}
	if (!prefix)
		g->state = G_DECL;
	return 0;
}

/*
 * matters[c]: a bit for each state (G_TEXT once text was seen, G_STAG,
 * G_VALUE, G_ETAG) in which byte c changes anything but the counts, and
 * M_NAME for a start tag's name (G_STAG while naming; the bit is G_LT's,
 * a state that has no runs). A line break matters to all but text, whose
 * runs count the lines they cross (a deck's text is mostly the line
 * breaks and indentation between its elements).
 */
#define M_TEXT (1u << G_TEXT)
#define M_NAME (1u << G_LT)
#define M_STAG (1u << G_STAG)
#define M_VALUE (1u << G_VALUE)
#define M_ETAG (1u << G_ETAG)
#define M_ALL (M_TEXT | M_NAME | M_STAG | M_VALUE | M_ETAG)
static const unsigned char matters[256] = {
	['\0'] = M_ALL, ['\n'] = M_ALL & ~M_TEXT, ['<'] = M_TEXT,
	['"'] = M_STAG | M_VALUE, ['\''] = M_STAG | M_VALUE, ['='] = M_STAG,
	['>'] = M_STAG | M_ETAG | M_NAME, [' '] = M_NAME, ['\t'] = M_NAME,
	['\r'] = M_NAME, ['/'] = M_NAME,
};

/* text_max: the bytes a run of text may take where the guard is. */
static size_t
text_max(const struct deck_guard *g)
{
	return g->asset && g->depth == 2 ? DECK_GUARD_ASSET_TEXT :
	    DECK_GUARD_TEXT;
}

/*
 * skip_run: most of a deck's bytes mean nothing to the state they are in:
 * counts a run of them from buf[i] at once (the same counts as byte by
 * byte), up to the next byte that matters or the last byte within the
 * limits, and returns where that is; i itself when the state has no such
 * runs or the next byte would break a limit (the byte by byte way then
 * says which).
 */
static size_t
skip_run(struct deck_guard *g, const char *buf, size_t i, size_t n)
{
	unsigned char m;
	size_t j = i, k, room, max;

	if (g->state > G_ETAG || g->state == G_LT ||
	    (g->state == G_TEXT && !g->seen))
		return i;
	/*
	 * The run goes at most up to the limits: past them, the byte by
	 * byte way breaks one at once. (A run that would break one was once
	 * not taken at all, and each of its bytes scanned the rest again:
	 * an asset 1 MB short of its limit at a chunk's start took minutes.)
	 */
	max = g->state == G_TEXT ? text_max(g) : DECK_GUARD_TAG;
	room = g->bytes < DECK_GUARD_BOARD ? DECK_GUARD_BOARD - g->bytes : 0;
	if (g->run >= max)
		room = 0;
	else if (max - g->run < room)
		room = max - g->run;
	if (n - i > room)
		n = i + room;
	m = (unsigned char)(g->naming ? M_NAME : 1u << g->state);
	/* (Text's line breaks are counted here: between elements.) */
	if (m == M_TEXT) {
		for (; j < n && !(matters[(unsigned char)buf[j]] & m); j++)
			if (buf[j] == '\n')
				g->line++;
	} else {
		while (j < n && !(matters[(unsigned char)buf[j]] & m))
			j++;
	}
	if (j == i)
		return i;
	for (k = i; g->naming && k < j; k++, g->nname++)
		if (g->nname < sizeof(g->name))
			g->name[g->nname] = buf[k];
	g->bytes += j - i;
	g->run += j - i;
	g->prev2 = j - i >= 2 ? buf[j - 2] : g->prev;
	g->prev = buf[j - 1];
	return j;
}

/*
 * skip_value: at buf[i], an attribute's '=' in a start tag: when its
 * quoted value follows whole in buf, on one line and without a NUL, takes
 * the '=', the quotes and the value at once (the counts and the state as
 * byte by byte) and returns the index after the closing quote; else, or
 * when a limit would break, i (the byte by byte way then says which). A
 * deck's tags are mostly attributes: three bytes of each would take the
 * slow way, one by one.
 */
static size_t
skip_value(struct deck_guard *g, const char *buf, size_t i, size_t n)
{
	size_t j = i + 2;
	char q;

	if (g->state != G_STAG || g->naming || buf[i] != '=' || j >= n ||
	    (buf[i + 1] != '"' && buf[i + 1] != '\''))
		return i;
	q = buf[i + 1];
	while (j < n && buf[j] != q && buf[j] != '\n' && buf[j] != '\0')
		j++;
	if (j == n || buf[j] != q || g->attrs + 1 > DECK_GUARD_ATTRS ||
	    g->bytes + (j + 1 - i) > DECK_GUARD_BOARD ||
	    g->run + (j + 1 - i) > DECK_GUARD_TAG)
		return i;
	g->attrs++;
	g->bytes += j + 1 - i;
	g->run += j + 1 - i;
	g->quote = q;
	g->prev2 = buf[j - 1];
	g->prev = q;
	return j + 1;
}

/*
 * skip_open: at buf[i], a '<' in text: when a start tag's name follows
 * whole in buf, ended by a space, takes the '<', the name and the space at
 * once (the counts and the state as byte by byte: the tag's run begins at
 * its '<', the name is kept, attributes follow) and returns the index
 * after the space; else i. Every element of a deck begins so, and took
 * three bytes and a run the slow way.
 */
static size_t
skip_open(struct deck_guard *g, const char *buf, size_t i, size_t n)
{
	size_t j = i + 1, len;
	unsigned char c;

	if (g->state != G_TEXT || !g->seen || buf[i] != '<' || j >= n)
		return i;
	c = (unsigned char)buf[j];
	if (c == '/' || c == '!' || c == '?' || (matters[c] & M_NAME))
		return i;
	while (j < n && !(matters[(unsigned char)buf[j]] & M_NAME))
		j++;
	/* The tag so far, '<' to the space: within the limits. */
	if (j == n || buf[j] != ' ' || g->bytes + (j + 1 - i) >
	    DECK_GUARD_BOARD || j + 1 - i > DECK_GUARD_TAG)
		return i;
	len = j - i - 1;
	memcpy(g->name, buf + i + 1, len < sizeof(g->name) ? len :
	    sizeof(g->name));
	g->nname = len;
	g->naming = 0;
	g->seen = 1;
	g->attrs = 0;
	g->state = G_STAG;
	g->bytes += j + 1 - i;
	g->run = j + 1 - i;
	g->prev2 = buf[j - 1];
	g->prev = ' ';
	return j + 1;
}

/* ends_value[c]: c ends a value in '"' (bit 1) or in '\'' (bit 2) here. */
static const unsigned char ends_value[256] = { ['\0'] = 3, ['\n'] = 3,
	['"'] = 1, ['\''] = 2 };

/*
 * skip_attrs: at buf[i], inside a start tag past its name: takes as many
 * whole attributes (the spaces and name before each, its '=' and quoted
 * value on one line, without a NUL) as follow in buf within the limits,
 * at once, with the counts and the state as byte by byte; returns the
 * index after the last one's closing quote, or i when none is whole.
 * Most of a deck is attributes: one loop over them, not a call per
 * attribute name and another per value.
 */
static size_t
skip_attrs(struct deck_guard *g, const char *buf, size_t i, size_t n)
{
	size_t j = i, k, last = i, end, room;
	unsigned attrs = g->attrs, qm;
	char q = 0;

	if (g->state != G_STAG || g->naming || g->bytes >= DECK_GUARD_BOARD ||
	    g->run >= DECK_GUARD_TAG)
		return i;
	/* Within the limits, whatever the bytes: no count can break one. */
	room = DECK_GUARD_BOARD - g->bytes;
	if (DECK_GUARD_TAG - g->run < room)
		room = DECK_GUARD_TAG - g->run;
	end = n - i > room ? i + room : n;
	for (;;) {
		while (j < end && !(matters[(unsigned char)buf[j]] & M_STAG))
			j++;
		if (j + 1 >= end || buf[j] != '=' || (buf[j + 1] != '"' &&
		    buf[j + 1] != '\'') || attrs + 1 > DECK_GUARD_ATTRS)
			break;
		q = buf[j + 1];
		qm = q == '"' ? 1 : 2;
		for (k = j + 2; k < end && !(ends_value[(unsigned char)buf[k]] &
		    qm); k++)
			;
		if (k == end || buf[k] != q)
			break;
		attrs++;
		j = last = k + 1;
	}
	if (last == i)
		return i;
	g->attrs = attrs;
	g->bytes += last - i;
	g->run += last - i;
	g->quote = q;
	g->prev2 = buf[last - 2];
	g->prev = q;
	return last;
}

/*
 * count_byte: byte c against the limits on bytes, text and tags. A '<'
 * after text ends the text's run and starts the tag's: the tag is
 * counted from its '<', never with the text before it (an asset's 4.2 MB
 * of base64 made its end tag "a tag longer than 4 MiB").
 */
static int
count_byte(struct deck_guard *g, char c)
{
	int text = g->state == G_CDATA || (g->state == G_TEXT && c != '<');

	if (c == '\0')
		return fail(g, "a NUL byte: a deck is UTF-8 text");
	if (++g->bytes > DECK_GUARD_BOARD)
		return fail(g, "a board longer than 64 MiB");
	if (g->state == G_TEXT && c == '<')
		g->run = 0;
	if (++g->run <= (text ? text_max(g) : DECK_GUARD_TAG))
		return 0;
	if (text && g->asset)
		snprintf(g->msg, sizeof(g->msg), "an asset longer than %u "
		    "bytes of text (8 MiB in base64 lines)",
		    (unsigned)DECK_GUARD_ASSET_TEXT);
	else
		snprintf(g->msg, sizeof(g->msg), "%s", !text ? "a tag longer "
		    "than 4 MiB" : "text longer than 1 MiB");
	return -1;
}

/* to_text: a tag or other markup has ended: text follows. */
static void
to_text(struct deck_guard *g)
{
	g->state = G_TEXT;
	g->run = 0;
}

/*
 * markup_ends: a comment, CDATA section or processing instruction has
 * ended (a CDATA section's bytes are text: its run goes on); inside a
 * board it counts as a node.
 */
static int
markup_ends(struct deck_guard *g, int run_ends)
{
	g->state = G_TEXT;
	if (run_ends)
		g->run = 0;
	return g->depth >= 2 ? count_node(g) : 0;
}

/* after_lt: the byte after "<" says what the markup is. */
static void
after_lt(struct deck_guard *g, char c)
{
	g->seen = 1;
	g->attrs = 0;
	if (c == '/') {
		g->state = G_ETAG;
	} else if (c == '!') {
		g->state = G_BANG;
		g->nbang = 0;
	} else if (c == '?') {
		g->state = G_PI;
		g->prev = 0;
	} else {
		g->state = G_STAG;
		g->name[0] = c;
		g->nname = 1;
		g->naming = 1;
	}
}

/* in_start_tag: a byte of a start tag, outside its quoted values. */
static int
in_start_tag(struct deck_guard *g, char c)
{
	if (g->naming && (c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
	    c == '/' || c == '>'))
		g->naming = 0;
	else if (g->naming) {
		if (g->nname < sizeof(g->name))
			g->name[g->nname] = c;
		g->nname++;
		return 0;
	}
	if (c == '"' || c == '\'') {
		g->quote = c;
		g->state = G_VALUE;
	} else if (c == '=') {
		if (++g->attrs > DECK_GUARD_ATTRS)
			return fail(g, "an element with more than 64 "
			    "attributes");
	} else if (c == '>') {
		if (open_element(g, g->prev == '/') < 0)
			return -1;
		to_text(g);
	}
	return 0;
}

/* step: byte c in the state the guard is in. */
static int
step(struct deck_guard *g, char c)
{
	switch (g->state) {
	case G_TEXT:
		if (c == '<')
			g->state = G_LT;
		else if (c != ' ' && c != '\n' && c != '\t' && c != '\r')
			g->seen = 1;
		return 0;
	case G_LT:
		after_lt(g, c);
		return 0;
	case G_STAG:
		return in_start_tag(g, c);
	case G_VALUE:
		if (c == g->quote)
			g->state = G_STAG;
		return 0;
	case G_ETAG:
		if (c == '>') {
			if (g->depth > 0 && --g->depth == 0)
				g->closed = 1;
			g->asset = 0;
			to_text(g);
		}
		return 0;
	case G_BANG:
		return bang(g, c);
	case G_COMMENT:
		return c == '>' && g->prev == '-' && g->prev2 == '-' ?
		    markup_ends(g, 1) : 0;
	case G_CDATA:
		return c == '>' && g->prev == ']' && g->prev2 == ']' ?
		    markup_ends(g, 0) : 0;
	case G_PI:
		return c == '>' && g->prev == '?' ? markup_ends(g, 1) : 0;
	default: /* G_DECL */
		if (c == '>')
			to_text(g);
		return 0;
	}
}

/*
 * settle: the document's first bytes say how it is encoded (a byte-order
 * mark, an XML declaration); in any encoding but UTF-8 the guard would
 * count bytes libxml2 reads as other characters ("+ADw-+ACE-DOCTYPE" is
 * a DOCTYPE in UTF-7), so only UTF-8 passes. more: the document goes on.
 */
static int
settle(struct deck_guard *g, const char *buf, size_t n, int more)
{
	size_t k = sizeof(g->head) - g->nhead;
	int r;

	if (k > n)
		k = n;
	memcpy(g->head + g->nhead, buf, k);
	g->nhead += k;
	r = xmlin_start(g->head, g->nhead, more, g->msg, sizeof(g->msg));
	if (r < 0)
		g->line = 1;
	g->settled = r == 0;
	return r < 0 ? -1 : 0;
}

int
deck_guard_end(struct deck_guard *g)
{
	return g->settled ? 0 : settle(g, "", 0, 0);
}

int
deck_guard_feed(struct deck_guard *g, const char *buf, size_t n)
{
	size_t i, j;
	char c;

	if (!g->settled && n > 0 && settle(g, buf, n, 1) < 0)
		return -1;
	for (i = 0; i < n; i++) {
		i = skip_run(g, buf, i, n);
		if (i == n)
			break;
		/* (Text runs up to a '<': a start tag's name and attributes
		 * follow in most decks.) */
		i = skip_open(g, buf, i, n);
		i = skip_attrs(g, buf, i, n);
		if (i == n)
			break;
		/* An empty element's "/>", both bytes as byte by byte. */
		if (g->state == G_STAG && !g->naming && buf[i] == '/' &&
		    i + 1 < n && buf[i + 1] == '>' &&
		    g->bytes + 2 <= DECK_GUARD_BOARD &&
		    g->run + 2 <= DECK_GUARD_TAG) {
			g->bytes += 2;
			g->run += 2;
			if (open_element(g, 1) < 0)
				return -1;
			to_text(g);
			g->prev2 = '/';
			g->prev = '>';
			i++;
			continue;
		}
		if ((j = skip_value(g, buf, i, n)) != i) {
			i = j - 1;
			continue;
		}
		c = buf[i];
		if (count_byte(g, c) < 0 || step(g, c) < 0)
			return -1;
		if (c == '\n')
			g->line++;
		g->prev2 = g->prev;
		g->prev = c;
	}
	return 0;
}
