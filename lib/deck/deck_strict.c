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
#include <assert.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "board/kind.h"
#include "deck/deck_int.h"
#include "deck/deck_name.h"
#include "deck/deck_strict.h"
#include "deck/deck_strict_int.h"

/*
 * The deck layer's own elements, by their index in elems; the kinds'
 * follow them from E_KINDS on, as their deck_schema lists them.
 */
enum {
	E_DECK, E_RULES, E_STYLE, E_BOARD, E_TERRAIN, E_ROW, E_VALIDATION,
	E_SEAT, E_CHECK, E_ASSET, E_PINS, E_KINDS
};

#define E_MAX 200    /* elements in all, the kinds' with the deck's */
#define E_NONE 255   /* no element: ends a sequence, or none of ours */
#define MANY 0xffff  /* zeroOrMore, oneOrMore */
#define ATTRS_MAX 32 /* attributes of one element (bits of a mask) */

/*
 * An item of a content sequence: the element, how often, and whether it
 * may come only right after the item before it (none does today: the
 * <asset>s, the rules' CSV files and the style's, follow the <rules> or
 * the <style>).
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
	const struct deck_attr *attrs;
	unsigned char holds;
	const struct item *seq;
	unsigned char foreign; /* other tools' elements may end it */
};

#define A DECK_ATTR
#define OPT DECK_ATTR_OPT
#define END DECK_ATTR_END

static const struct deck_attr a_deck[] = { A("format", ST_FORMAT),
	A("generator", ST_STRING), END };
static const struct deck_attr a_rules[] = { A("id", ST_NAME),
	A("kind", ST_KIND), END };
static const struct deck_attr a_none[] = { END };
/* <board>'s own attributes and the grid kinds' (group 1); the kinds'
 * follow them, their groups numbered on from 2. */
static const struct deck_attr a_board[] = {
	A("id", ST_STRING), A("kind", ST_KIND), A("rules", ST_NAME),
	A("seed", ST_ULONG), A("attempt", ST_NNINT), A("players", ST_PINT),
	A("width", ST_DECIMAL), A("height", ST_DECIMAL),
	A("paper", ST_STRING), OPT("expansions", ST_STRING),
	OPT("first-game", ST_YESNO),
	{ "cols", ST_PINT, 2, 1 }, { "rows", ST_PINT, 2, 1 },
	{ "cell", ST_DECIMAL, 2, 1 }, END };
static const struct deck_attr a_validation[] = { A("verdict", ST_PASSFAIL),
	A("attempts", ST_PINT), END };
static const struct deck_attr a_seat[] = { A("n", ST_PINT),
	OPT("node", ST_NODEID), OPT("city", ST_NODEID), A("score", ST_DECIMAL),
	A("bonus", ST_INT), END };
static const struct deck_attr a_asset[] = { A("name", ST_STRING),
	A("sha256", ST_SHA256), END };
static const struct deck_attr a_check[] = { A("id", ST_CHECKID),
	A("result", ST_PASSFAIL), OPT("detail", ST_STRING), END };

#define NONE { E_NONE, 0, 0, 0 }
#define ANY(e) { e, 0, MANY, 0 }
#define ONE(e) { e, 0, 1, 0 }
static const struct item s_deck[] = { { E_RULES, 1, 1, 0 }, ONE(E_STYLE),
	ANY(E_ASSET), ONE(E_PINS), ANY(E_BOARD), NONE };
static const struct item s_none[] = { NONE };
static const struct item s_terrain[] = { { E_ROW, 1, MANY, 0 }, NONE };
static const struct item s_validation[] = { ANY(E_SEAT), ANY(E_CHECK),
	NONE };

/*
 * The schema's elements, by their index: the deck layer's (E_DECK ..
 * E_ASSET), then the kinds', made once from the kind table (tables()):
 * <board>'s attributes and children are the deck's and the kinds' joined.
 */
static struct elem elems[E_MAX] = {
	{ "deck", a_deck, HOLDS_ELEMENTS, s_deck, 0 },
	{ "rules", a_rules, HOLDS_TEXT, s_none, 0 },
	{ "style", a_none, HOLDS_TEXT, s_none, 0 },
	{ "board", NULL, HOLDS_ELEMENTS, NULL, 1 },
	{ "terrain", a_none, HOLDS_ELEMENTS, s_terrain, 0 },
	{ "row", a_none, HOLDS_TEXT, s_none, 0 },
	{ "validation", a_validation, HOLDS_ELEMENTS, s_validation, 0 },
	{ "seat", a_seat, HOLDS_NOTHING, s_none, 0 },
	{ "check", a_check, HOLDS_NOTHING, s_none, 0 },
	{ "asset", a_asset, HOLDS_TEXT, s_none, 0 },
	{ "pins", a_none, HOLDS_TEXT, s_none, 0 }
};
static int nelems = E_KINDS;
static struct deck_attr board_attrs[ATTRS_MAX + 1];
static struct item board_seq[E_MAX + 1];
static struct item child_seq[E_MAX][2];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;
/*
 * The names interned (deck_name.h), made with the tables: the element
 * each name is (E_NONE: none), and each element's attributes' names, in
 * the order of its attrs, so that an element or attribute is found by
 * its name's index, not by comparing strings.
 */
static unsigned char elem_of[DECK_NAMES_MAX + 1];
static unsigned char attr_ids[E_MAX][ATTRS_MAX + 1];
/*
 * Each element's attributes as masks (bit i: attrs[i]): those needed
 * (need 1), and whether any is needed with its group (need 2).
 */
static unsigned needed[E_MAX];
static unsigned char grouped[E_MAX];

/* find_elem: the index of an element named name, or E_NONE. */
static int
find_elem(const char *name)
{
	int i;

	for (i = 0; i < nelems; i++)
		if (elems[i].name[0] == name[0] &&
		    strcmp(elems[i].name, name) == 0)
			return i;
	return E_NONE;
}

/* intern: every element's and attribute's name to deck_name's table. */
static void
intern(void)
{
	int i, j;

	memset(elem_of, E_NONE, sizeof(elem_of));
	for (i = 0; i < nelems; i++) {
		elem_of[deck_name_add(elems[i].name)] = (unsigned char)i;
		for (j = 0; elems[i].attrs[j].name; j++) {
			attr_ids[i][j] = (unsigned char)deck_name_add(
			    elems[i].attrs[j].name);
			if (elems[i].attrs[j].need == 1)
				needed[i] |= 1u << j;
			if (elems[i].attrs[j].need == 2)
				grouped[i] = 1;
		}
	}
}

/*
 * board_order: the kinds' elements of <board> joined into one order (in
 * order[], *n of them): each kind's list in its order, an element already
 * there (a grid kind's "terrain") placing the ones after it right after
 * it, a new one otherwise at the end.
 */
static void
board_order(const char *const *names, const char **order, int *n)
{
	int at = *n, i, j;

	for (i = 0; names[i]; i++) {
		for (j = 0; j < *n && strcmp(order[j], names[i]) != 0; j++)
			;
		if (j < *n) {
			at = j + 1;
			continue;
		}
		assert(*n < E_MAX - 1);
		memmove(order + at + 1, order + at,
		    (size_t)(*n - at) * sizeof(*order));
		order[at++] = names[i];
		(*n)++;
	}
}

/* kind_attrs: a kind's <board> attributes after those there (*n). */
static void
kind_attrs(const struct deck_attr *a, int *n, int *group)
{
	int i, top = 0;

	for (i = 0; a && a[i].name; i++) {
		assert(*n < ATTRS_MAX);
		board_attrs[*n] = a[i];
		if (a[i].group) {
			board_attrs[*n].group = (unsigned char)(*group +
			    a[i].group);
			if (a[i].group > top)
				top = a[i].group;
		}
		(*n)++;
	}
	*group += top;
	assert(*group < 32);
}

/* tables: the kinds' parts of the schema joined to the deck layer's. */
static void
tables(void)
{
	const char *order[E_MAX];
	const struct deck_schema *ks;
	const struct deck_elem *e;
	int k, i, na = 0, no = 0, group = 1;

	for (i = 0; a_board[i].name; i++)
		board_attrs[na++] = a_board[i];
	for (k = 0; k < kind_count(); k++) {
		ks = deck_kind_of(k) ? deck_kind_of(k)->schema : NULL;
		if (!ks)
			continue;
		kind_attrs(ks->board_attrs, &na, &group);
		if (ks->board)
			board_order(ks->board, order, &no);
		for (e = ks->elems; e && e->name; e++) {
			assert(nelems < E_MAX && find_elem(e->name) == E_NONE);
			elems[nelems].name = e->name;
			elems[nelems].attrs = e->attrs ? e->attrs : a_none;
			elems[nelems].holds = (unsigned char)e->holds;
			elems[nelems].seq = s_none;
			nelems++;
		}
	}
	for (i = 0; i < no; i++) {
		assert(find_elem(order[i]) != E_NONE);
		board_seq[i] = (struct item)ONE(find_elem(order[i]));
	}
	k = no;
	board_seq[k++] = (struct item)ONE(E_VALIDATION);
	board_seq[k] = (struct item)NONE;
	board_attrs[na] = (struct deck_attr)END;
	elems[E_BOARD].attrs = board_attrs;
	elems[E_BOARD].seq = board_seq;
	for (k = 0; k < kind_count(); k++) {
		ks = deck_kind_of(k) ? deck_kind_of(k)->schema : NULL;
		for (e = ks ? ks->elems : NULL; e && e->name; e++) {
			if (!e->child)
				continue;
			i = find_elem(e->name);
			child_seq[i][0] = (struct item)ANY(find_elem(e->child));
			child_seq[i][1] = (struct item)NONE;
			elems[i].seq = child_seq[i];
		}
	}
	intern();
	deck_strict_classes();
}

void
deck_strict_tables(void)
{
	pthread_once(&tables_once, tables);
}

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
	[ST_KIND] = "a kind", /* with the kind table's names (one_attr) */
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
	deck_strict_tables();
	memset(s, 0, sizeof(*s));
}

/* find_attr: the index in e's attributes of the name id, or -1. */
static int
find_attr(const struct elem *e, unsigned id)
{
	const unsigned char *ids = attr_ids[e - elems];
	int i;

	for (i = 0; e->attrs[i].name; i++)
		if (ids[i] == id)
			return i;
	return -1;
}

/*
 * one_attr: attribute i (SAX2 layout) of element e, its name's index id
 * (DECK_NAME_NONE: one the schema does not know); *seen gets its bit.
 */
static int
one_attr(struct deck_strict *s, const struct elem *e, const char **attr,
    unsigned id, unsigned *seen)
{
	const char *v = attr[3];
	size_t n = (size_t)(attr[4] - attr[3]);
	char kinds[300], names[256];
	const char *what;
	int j;

	if (attr[2] || id == DECK_NAME_NONE || (j = find_attr(e, id)) < 0)
		return fail(s, "<%s> has an attribute the schema does not "
		    "know: %s%s%.64s", e->name, attr[1] ? attr[1] : "",
		    attr[1] ? ":" : "", attr[0]);
	if (deck_strict_value(e->attrs[j].type, v, n)) {
		*seen |= 1u << j;
		return 0;
	}
	what = says[e->attrs[j].type];
	if (e->attrs[j].type == ST_KIND) {
		snprintf(kinds, sizeof(kinds), "a kind (one of %s)",
		    kind_choices(names, sizeof(names)));
		what = kinds;
	}
	return fail(s, "<%s %s=\"%.*s\">: %s is needed", e->name, attr[0],
	    (int)(n > 40 ? 40 : n), v, what);
}

/*
 * attrs: e's attributes: each known and of its type, none missing; ids:
 * their names' indices (NULL: found here).
 */
static int
attrs(struct deck_strict *s, const struct elem *e, int nattr,
    const char **attr, const unsigned char *ids)
{
	unsigned seen = 0, groups = 0, id;
	int i;

	for (i = 0; i < nattr; i++) {
		id = ids ? ids[i] : deck_name_find(attr[5 * i],
		    strlen(attr[5 * i]));
		if (one_attr(s, e, attr + 5 * i, id, &seen) < 0)
			return -1;
	}
	/* Every needed one there and no group to weigh: nothing missing. */
	if ((seen & needed[e - elems]) == needed[e - elems] &&
	    !grouped[e - elems])
		return 0;
	for (i = 0; e->attrs[i].name; i++)
		if ((seen >> i) & 1)
			groups |= 1u << e->attrs[i].group;
	for (i = 0; e->attrs[i].name; i++) {
		const struct deck_attr *a = &e->attrs[i];

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

	for (i = o->pos; i < to && seq[i].elem != E_NONE; i++) {
		if ((i == o->pos ? o->count : 0) < seq[i].min) {
			*which = seq[i].elem;
			return 1;
		}
	}
	return 0;
}

/*
 * misplaced: the message for element x (E_NONE: none of ours, named
 * name) where o's sequence has no room for it.
 */
static int
misplaced(struct deck_strict *s, const struct deck_strict_open *o, int x,
    const char *name)
{
	const struct elem *p = &elems[o->elem];
	const struct item *seq = p->seq;
	size_t i;

	if (o->foreign_seen && x != E_NONE)
		return fail(s, "<%s> after <%s> (in a namespace: another "
		    "tool's): such elements belong only at the end of a "
		    "<board>", name, s->foreign_name);
	for (i = 0; x != E_NONE && seq[i].elem != E_NONE; i++) {
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

	for (i = o->pos; x != E_NONE && !o->foreign_seen &&
	    seq[i].elem != E_NONE; i++) {
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
deck_strict_start_ids(struct deck_strict *s, const char *local, unsigned id,
    const char *uri, int nattr, const char **attr, const unsigned char *ids)
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
		x = id < DECK_NAMES_MAX ? elem_of[id] : E_NONE;
		if (place(s, o, x, local) < 0)
			return -1;
	}
	if (x == E_BOARD) {
		board_id(s, nattr, attr);
		s->in_board = 1;
	}
	if (attrs(s, &elems[x], nattr, attr, ids) < 0)
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

int
deck_strict_board_rank(const char *name)
{
	int i;

	pthread_once(&tables_once, tables);
	for (i = 0; board_seq[i].elem != E_NONE; i++)
		if (strcmp(elems[board_seq[i].elem].name, name) == 0)
			return i;
	return -1;
}

int
deck_strict_board(const char **names, int max)
{
	int i;

	pthread_once(&tables_once, tables);
	for (i = 0; i < max && board_seq[i].elem != E_VALIDATION; i++)
		names[i] = elems[board_seq[i].elem].name;
	return i;
}
