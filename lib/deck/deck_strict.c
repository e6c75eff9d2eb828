/*
 * deck_strict.c: templates/schema/deck.rng as tables, and the machine that
 * walks SAX events through them (deck_strict.h). Each element of the
 * schema is a row: its attributes with their datatypes, which are needed
 * and which go together, what it holds (elements, text or nothing), its
 * children as a sequence of items each allowed min to max times, and
 * whether other tools' elements (in a namespace of their own, holding
 * anything) may follow them. The schema's every element content is such a
 * sequence, so a position in it and a count are all the state an open
 * element needs.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "deck/deck_strict.h"
#include "deck/deck_strict_int.h"

enum {
	E_DECK, E_RULES, E_STYLE, E_BOARD, E_NODES, E_NODE, E_EDGES, E_EDGE,
	E_DOTS, E_DOT, E_AREAS, E_AREA, E_EXPEDITIONS, E_EXPEDITION,
	E_LANDMARKS, E_LANDMARK, E_RESOURCES, E_RESOURCE, E_TINIES, E_TINY,
	E_TERRAIN, E_ROW, E_FEATURES, E_FEATURE, E_FORESTS, E_FOREST,
	E_CITIES, E_CITY, E_WANT, E_ROUTES, E_ROUTE, E_VALIDATION, E_SEAT,
	E_CHECK, E_ASSET, E_COUNT
};

#define MANY 0xffff /* zeroOrMore, oneOrMore */

/*
 * An attribute: its name, its datatype (ST_*), whether it is needed (1),
 * and its group: the attributes of a group come all or none (those with
 * need 2 are needed once any of the group is there).
 */
struct attr {
	const char *name;
	unsigned char type, need, group;
};

/*
 * An item of a content sequence: the element, how often, and whether it
 * may come only right after the item before it (deck.rng's <asset>s go
 * in one optional group with the <style> they follow).
 */
struct item {
	unsigned char elem;
	unsigned short min, max;
	unsigned char after;
};

enum { HOLDS_NOTHING, HOLDS_ELEMENTS, HOLDS_TEXT };

/* An element: name, attributes, what it holds, its children, foreign. */
struct elem {
	const char *name;
	const struct attr *attrs;
	unsigned char holds;
	const struct item *seq;
	unsigned char foreign; /* other tools' elements may end it */
};

#define A(n, t) { n, t, 1, 0 }
#define OPT(n, t) { n, t, 0, 0 }
#define END { NULL, 0, 0, 0 }

static const struct attr a_deck[] = { A("format", ST_FORMAT),
	A("generator", ST_STRING), END };
static const struct attr a_rules[] = { A("id", ST_NAME), A("kind", ST_KIND),
	END };
static const struct attr a_none[] = { END };
static const struct attr a_board[] = {
	A("id", ST_STRING), A("kind", ST_KIND), A("rules", ST_NAME),
	A("seed", ST_ULONG), A("attempt", ST_NNINT), A("players", ST_PINT),
	A("width", ST_DECIMAL), A("height", ST_DECIMAL),
	A("paper", ST_STRING), OPT("expansions", ST_STRING),
	OPT("first-game", ST_YESNO),
	{ "cols", ST_PINT, 2, 1 }, { "rows", ST_PINT, 2, 1 },
	{ "cell", ST_DECIMAL, 2, 1 },
	{ "tunnels", ST_PINT, 2, 2 }, { "length", ST_PINT, 2, 2 },
	{ "floor", ST_FLOOR, 0, 2 },
	OPT("scenario", ST_NAME), END };
static const struct attr a_node[] = {
	A("id", ST_NODEID), A("x", ST_DECIMAL), A("y", ST_DECIMAL),
	A("role", ST_ROLE), OPT("side", ST_SIDE), OPT("type", ST_NAME),
	OPT("mission", ST_NAME), OPT("number", ST_PINT), END };
static const struct attr a_edge[] = { A("a", ST_NODEID), A("b", ST_NODEID),
	END };
static const struct attr a_dot[] = { A("node", ST_NODEID),
	A("angle", ST_ANGLE), END };
static const struct attr a_area[] = { A("id", ST_AREA),
	A("nodes", ST_NODELIST), END };
#define PLACED A("area", ST_AREA), A("x", ST_DECIMAL), A("y", ST_DECIMAL), \
	A("type", ST_NAME)
static const struct attr a_expedition[] = { PLACED, A("slots", ST_SLOTS),
	END };
static const struct attr a_landmark[] = { PLACED, END };
static const struct attr a_resource[] = { PLACED, A("rotation", ST_ANGLE),
	END };
static const struct attr a_tiny[] = { A("a", ST_NODEID), A("b", ST_NODEID),
	A("type", ST_NAME), A("angle", ST_ANGLE), END };
static const struct attr a_feature[] = { A("type", ST_NAME),
	A("col", ST_NNINT), A("row", ST_NNINT), END };
static const struct attr a_forest[] = { A("type", ST_NAME),
	A("cells", ST_CELLS), END };
static const struct attr a_city[] = { A("id", ST_CITY), A("col", ST_NNINT),
	A("row", ST_NNINT), OPT("name", ST_STRING), OPT("capital", ST_PINT),
	OPT("airport", ST_YES), END };
static const struct attr a_want[] = { A("good", ST_NAME),
	A("value", ST_NNINT), END };
static const struct attr a_route[] = { A("type", ST_NAME),
	A("from", ST_CITY), A("to", ST_CITY), A("cells", ST_CELLS), END };
static const struct attr a_validation[] = { A("verdict", ST_PASSFAIL),
	A("attempts", ST_PINT), END };
static const struct attr a_seat[] = { A("n", ST_PINT), OPT("node", ST_NODEID),
	OPT("city", ST_NODEID), A("score", ST_DECIMAL), A("bonus", ST_INT),
	END };
static const struct attr a_asset[] = { A("name", ST_STRING),
	A("sha256", ST_SHA256), END };
static const struct attr a_check[] = { A("id", ST_CHECKID),
	A("result", ST_PASSFAIL), OPT("detail", ST_STRING), END };

#define NONE { E_COUNT, 0, 0, 0 }
#define ANY(e) { e, 0, MANY, 0 }
#define ONE(e) { e, 0, 1, 0 }
static const struct item s_deck[] = { { E_RULES, 1, 1, 0 }, ONE(E_STYLE),
	{ E_ASSET, 0, MANY, 1 }, ANY(E_BOARD), NONE };
static const struct item s_board[] = { ONE(E_NODES), ONE(E_EDGES),
	ONE(E_DOTS), ONE(E_AREAS), ONE(E_EXPEDITIONS), ONE(E_LANDMARKS),
	ONE(E_RESOURCES), ONE(E_TINIES), ONE(E_TERRAIN), ONE(E_FEATURES),
	ONE(E_FORESTS), ONE(E_CITIES), ONE(E_ROUTES), ONE(E_VALIDATION),
	NONE };
static const struct item s_none[] = { NONE };
static const struct item s_terrain[] = { { E_ROW, 1, MANY, 0 }, NONE };
static const struct item s_validation[] = { ANY(E_SEAT), ANY(E_CHECK),
	NONE };
#define LIST(e) static const struct item s_##e[] = { ANY(e), NONE }
LIST(E_NODE);
LIST(E_EDGE);
LIST(E_DOT);
LIST(E_AREA);
LIST(E_EXPEDITION);
LIST(E_LANDMARK);
LIST(E_RESOURCE);
LIST(E_TINY);
LIST(E_FEATURE);
LIST(E_FOREST);
LIST(E_CITY);
LIST(E_WANT);
LIST(E_ROUTE);

#define EMPTY(n, a) { n, a, HOLDS_NOTHING, s_none, 0 }
#define HOLDS(n, e) { n, a_none, HOLDS_ELEMENTS, s_##e, 0 }
/* The schema's elements, by their E_ index. */
static const struct elem elems[E_COUNT] = {
	{ "deck", a_deck, HOLDS_ELEMENTS, s_deck, 0 },
	{ "rules", a_rules, HOLDS_TEXT, s_none, 0 },
	{ "style", a_none, HOLDS_TEXT, s_none, 0 },
	{ "board", a_board, HOLDS_ELEMENTS, s_board, 1 },
	HOLDS("nodes", E_NODE), EMPTY("node", a_node),
	HOLDS("edges", E_EDGE), EMPTY("edge", a_edge),
	HOLDS("dots", E_DOT), EMPTY("dot", a_dot),
	HOLDS("areas", E_AREA), EMPTY("area", a_area),
	HOLDS("expeditions", E_EXPEDITION), EMPTY("expedition", a_expedition),
	HOLDS("landmarks", E_LANDMARK), EMPTY("landmark", a_landmark),
	HOLDS("resources", E_RESOURCE), EMPTY("resource", a_resource),
	HOLDS("tinies", E_TINY), EMPTY("tiny", a_tiny),
	{ "terrain", a_none, HOLDS_ELEMENTS, s_terrain, 0 },
	{ "row", a_none, HOLDS_TEXT, s_none, 0 },
	HOLDS("features", E_FEATURE), EMPTY("feature", a_feature),
	HOLDS("forests", E_FOREST), EMPTY("forest", a_forest),
	HOLDS("cities", E_CITY),
	{ "city", a_city, HOLDS_ELEMENTS, s_E_WANT, 0 },
	EMPTY("want", a_want),
	HOLDS("routes", E_ROUTE), EMPTY("route", a_route),
	{ "validation", a_validation, HOLDS_ELEMENTS, s_validation, 0 },
	EMPTY("seat", a_seat), EMPTY("check", a_check),
	{ "asset", a_asset, HOLDS_TEXT, s_none, 0 }
};

/* What each datatype is, for messages. */
static const char *const says[] = {
	[ST_STRING] = "text",
	[ST_NAME] = "a name of 1 to 31 letters, digits, '_' or '-'",
	[ST_NODEID] = "an id of 1 to 63 characters, no space",
	[ST_NODELIST] = "a list of ids of 1 to 63 characters",
	[ST_AREA] = "an area id (a0, a1, ...)",
	[ST_CITY] = "a city id (c0, c1, ...)",
	[ST_CELLS] = "cells written \"col,row col,row ...\"",
	[ST_CHECKID] = "a check id is kind.name",
	[ST_KIND] = "a kind (nodes, transport or dungeon)",
	[ST_FORMAT] = "1",
	[ST_YESNO] = "\"yes\" or \"no\"",
	[ST_YES] = "\"yes\"",
	[ST_PASSFAIL] = "\"pass\" or \"fail\"",
	[ST_ROLE] = "inner, edge, start or center",
	[ST_SIDE] = "left, top, right or bottom",
	[ST_DECIMAL] = "a number written like 12.5 (at most 24 digits)",
	[ST_ANGLE] = "a number in [-7, 7] written like 1.5",
	[ST_FLOOR] = "a number in [0, 0.8] written like 0.4",
	[ST_ULONG] = "a whole number in [0, 18446744073709551615]",
	[ST_NNINT] = "a whole number, 0 or more (at most 24 digits)",
	[ST_PINT] = "a whole number, 1 or more (at most 24 digits)",
	[ST_SLOTS] = "a whole number in [1, 9]",
	[ST_INT] = "a whole number (at most 24 digits)",
	[ST_SHA256] = "64 hexadecimal digits in lower case",
};

static int
fail(struct deck_strict *s, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(s->msg, sizeof(s->msg), fmt, ap);
	va_end(ap);
	return -1;
}

void
deck_strict_init(struct deck_strict *s)
{
	memset(s, 0, sizeof(*s));
}

/* find_attr: the index of name in e's attributes, or -1. */
static int
find_attr(const struct elem *e, const char *name)
{
	int i;

	/* (The first letters first: most names differ there, and this runs
	 * on every attribute of every deck read.) */
	for (i = 0; e->attrs[i].name; i++)
		if (e->attrs[i].name[0] == name[0] &&
		    strcmp(e->attrs[i].name, name) == 0)
			return i;
	return -1;
}

/* one_attr: attribute i (SAX2 layout) of element e; *seen gets its bit. */
static int
one_attr(struct deck_strict *s, const struct elem *e, const char **attr,
    unsigned *seen)
{
	const char *v = attr[3];
	size_t n = (size_t)(attr[4] - attr[3]);
	int j;

	if (attr[2] || (j = find_attr(e, attr[0])) < 0)
		return fail(s, "<%s> has an attribute the schema does not "
		    "know: %s%s%.64s", e->name, attr[1] ? attr[1] : "",
		    attr[1] ? ":" : "", attr[0]);
	if (!deck_strict_value(e->attrs[j].type, v, n))
		return fail(s, "<%s %s=\"%.*s\">: %s is needed", e->name,
		    attr[0], (int)(n > 40 ? 40 : n), v,
		    says[e->attrs[j].type]);
	*seen |= 1u << j;
	return 0;
}

/* attrs: e's attributes: each known and of its type, none missing. */
static int
attrs(struct deck_strict *s, const struct elem *e, int nattr,
    const char **attr)
{
	unsigned seen = 0, groups = 0;
	int i;

	for (i = 0; i < nattr; i++)
		if (one_attr(s, e, attr + 5 * i, &seen) < 0)
			return -1;
	for (i = 0; e->attrs[i].name; i++)
		if ((seen >> i) & 1)
			groups |= 1u << e->attrs[i].group;
	for (i = 0; e->attrs[i].name; i++) {
		const struct attr *a = &e->attrs[i];

		if ((seen >> i) & 1)
			continue;
		if (a->need == 1 || (a->need == 2 && ((groups >> a->group) &
		    1)))
			return fail(s, "<%s> lacks the %s attribute", e->name,
			    a->name);
	}
	return 0;
}

/* board_id: the id of a <board> opening, kept for messages. */
static void
board_id(struct deck_strict *s, int nattr, const char **attr)
{
	size_t n, i;
	int k;

	s->board[0] = '\0';
	for (k = 0; k < nattr; k++) {
		const char **a = attr + 5 * k;

		if (a[2] || strcmp(a[0], "id") != 0)
			continue;
		n = (size_t)(a[4] - a[3]);
		if (n >= sizeof(s->board))
			n = sizeof(s->board) - 1;
		/* Nothing a terminal could act on reaches a message. */
		for (i = 0; i < n; i++)
			s->board[i] = a[3][i] >= 0x20 && a[3][i] < 0x7f ?
			    a[3][i] : '?';
		s->board[n] = '\0';
	}
}

/*
 * short_of: whether the items of o's sequence from its position up to
 * (not including) item to are short of their minimum; the first one that
 * is, in *which.
 */
static int
short_of(const struct deck_strict_open *o, size_t to, int *which)
{
	const struct item *seq = elems[o->elem].seq;
	size_t i;

	for (i = o->pos; i < to && seq[i].elem != E_COUNT; i++) {
		if ((i == o->pos ? o->count : 0) < seq[i].min) {
			*which = seq[i].elem;
			return 1;
		}
	}
	return 0;
}

/* find_elem: the E_ index of an element named name, or E_COUNT. */
static int
find_elem(const char *name)
{
	int i;

	for (i = 0; i < E_COUNT; i++)
		if (elems[i].name[0] == name[0] &&
		    strcmp(elems[i].name, name) == 0)
			return i;
	return E_COUNT;
}

/*
 * misplaced: the message for element x (E_COUNT: none of ours, named
 * name) where o's sequence has no room for it.
 */
static int
misplaced(struct deck_strict *s, const struct deck_strict_open *o, int x,
    const char *name)
{
	const struct elem *p = &elems[o->elem];
	const struct item *seq = p->seq;
	size_t i;

	if (o->foreign_seen && x != E_COUNT)
		return fail(s, "<%s> after <%s> (in a namespace: another "
		    "tool's): such elements belong only at the end of a "
		    "<board>", name, s->foreign_name);
	for (i = 0; x != E_COUNT && seq[i].elem != E_COUNT; i++) {
		if (seq[i].elem != x)
			continue;
		if (i == o->pos)
			return fail(s, "a second <%s> in one <%s>", name,
			    p->name);
		return fail(s, "<%s> after <%s>: <%s> comes first", name,
		    elems[seq[o->pos].elem].name, name);
	}
	if (p->holds != HOLDS_ELEMENTS)
		return fail(s, "<%.64s> inside <%s>: <%s> holds %s", name,
		    p->name, p->name, p->holds == HOLDS_TEXT ? "only text" :
		    "no elements");
	return fail(s, "<%.64s> does not belong in <%s>", name, p->name);
}

/* place: child element x (named name) in o's sequence, or an error. */
static int
place(struct deck_strict *s, struct deck_strict_open *o, int x,
    const char *name)
{
	const struct item *seq = elems[o->elem].seq;
	size_t i;
	int which;

	for (i = o->pos; x != E_COUNT && !o->foreign_seen &&
	    seq[i].elem != E_COUNT; i++) {
		if (seq[i].elem != x)
			continue;
		if (i == o->pos && o->count < seq[i].max) {
			o->count++;
			return 0;
		}
		if (i == o->pos)
			break;
		if (short_of(o, i, &which))
			return fail(s, "<%s> before any <%s>: <%s> holds a "
			    "<%s> first", name, elems[which].name,
			    elems[o->elem].name, elems[which].name);
		if (seq[i].after && !(i == o->pos + 1u && o->count > 0))
			return fail(s, "<%s> without a <%s> just before it", name,
			    elems[seq[i - 1].elem].name);
		o->pos = (unsigned char)i;
		o->count = 1;
		return 0;
	}
	return misplaced(s, o, x, name);
}

/* foreign_child: another tool's element (named name) opens inside o. */
static int
foreign_child(struct deck_strict *s, struct deck_strict_open *o,
    const char *name, const char *uri)
{
	const struct elem *p = &elems[o->elem];
	int which;

	if (!p->foreign)
		return fail(s, "<%.64s> (in a namespace: another tool's) inside "
		    "<%s>: such elements belong only at the end of a <board>",
		    name, p->name);
	if (short_of(o, (size_t)-1, &which))
		return fail(s, "<%s> holds no <%s>", p->name,
		    elems[which].name);
	o->foreign_seen = 1;
	snprintf(s->foreign_name, sizeof(s->foreign_name), "%.40s", name);
	s->foreign = 1;
	return 0;
}

int
deck_strict_start(struct deck_strict *s, const char *local, const char *uri,
    int nattr, const char **attr)
{
	struct deck_strict_open *o;
	int x;

	if (s->foreign) {
		s->foreign++;
		return 0;
	}
	if (s->depth == 0) {
		if (uri || strcmp(local, "deck") != 0)
			return fail(s, "<%.64s>: a deck starts with <deck> (in "
			    "no namespace)", local);
		x = E_DECK;
	} else {
		o = &s->open[s->depth - 1];
		if (uri)
			return foreign_child(s, o, local, uri);
		x = find_elem(local);
		if (place(s, o, x, local) < 0)
			return -1;
	}
	if (x == E_BOARD) {
		board_id(s, nattr, attr);
		s->in_board = 1;
	}
	if (attrs(s, &elems[x], nattr, attr) < 0)
		return -1;
	if (s->depth == DECK_STRICT_DEPTH)
		return fail(s, "<%s> nested too deeply", local);
	o = &s->open[s->depth++];
	memset(o, 0, sizeof(*o));
	o->elem = (unsigned char)x;
	return 0;
}

int
deck_strict_text(struct deck_strict *s, const char *t, size_t n)
{
	const struct elem *e;
	size_t i;

	if (s->foreign || s->depth == 0)
		return 0;
	e = &elems[s->open[s->depth - 1].elem];
	if (e->holds == HOLDS_TEXT)
		return 0;
	for (i = 0; i < n; i++)
		if (t[i] != ' ' && t[i] != '\t' && t[i] != '\n' &&
		    t[i] != '\r')
			return fail(s, "<%s> holds text: only <row>, <rules> "
			    "and <style> do", e->name);
	return 0;
}

int
deck_strict_end(struct deck_strict *s)
{
	struct deck_strict_open *o;
	int which;

	if (s->foreign) {
		s->foreign--;
		return 0;
	}
	if (s->depth == 0)
		return 0;
	o = &s->open[s->depth - 1];
	if (short_of(o, (size_t)-1, &which))
		return fail(s, "<%s> holds no <%s>", elems[o->elem].name,
		    elems[which].name);
	if (o->elem == E_BOARD)
		s->in_board = 0;
	s->depth--;
	return 0;
}
