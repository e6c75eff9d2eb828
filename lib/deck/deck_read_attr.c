/* deck_read_attr.c: the deck reader's attribute and value checks. */
#include <ctype.h>
#include <inttypes.h>
#include <string.h>

#include "core/num.h"
#include "deck/deck_read_int.h"

/* Attributes. */

const char *
deckr_get(const struct deck_node *n, const char *name)
{
	const char *const *a;

	/*
	 * A known name is the schema table's string (deck_name.h), most
	 * often the very string the kind's reader asks with (one literal,
	 * merged by the compiler and the linker): the address first, then
	 * the first letters, which differ for most names, then strcmp.
	 */
	for (a = n->attr; a && *a; a += 2)
		if (a[0] == name || (a[0][0] == name[0] &&
		    strcmp(a[0], name) == 0))
			return a[1];
	return NULL;
}

const char *
deckr_need(struct deck_reader *dr, const struct deck_node *n,
    const char *name)
{
	const char *v = deckr_get(n, name);

	if (!v)
		deckr_err(dr, n, "<%s> lacks the %s attribute", n->name, name);
	return v;
}

const char *
deckr_id(struct deck_reader *dr, const struct deck_node *n, const char *name)
{
	const char *v = deckr_need(dr, n, name), *p;

	if (!v)
		return NULL;
	for (p = v; *p; p++)
		if (!isalnum((unsigned char)*p) && !strchr("_-.", *p))
			break;
	if (!*v || *p || p - v > DECK_ID_MAX) {
		deckr_err(dr, n, "<%s %s=\"%.40s\">: an id is 1 to %d letters, "
		    "digits, '_', '-' or '.'", n->name, name, v, DECK_ID_MAX);
		return NULL;
	}
	return v;
}

/*
 * decimal: whether s is written as the schema's decimals are: a sign or
 * not, digits, a point and digits or not ("-12.5", ".5", "3."). No
 * exponent ("1E2"), no "inf" or hexadecimal, which strtod would take:
 * the tools write fixed-point numbers, and what a person writes into a
 * deck by hand must mean the same to every reader, schema or not.
 */
static int
decimal(const char *s)
{
	size_t digits = 0;

	if (*s == '+' || *s == '-')
		s++;
	for (; *s >= '0' && *s <= '9'; s++)
		digits++;
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++)
			digits++;
	return digits > 0 && *s == '\0';
}

int
deckr_num(struct deck_reader *dr, const struct deck_node *n,
    const char *name, double lo, double hi, double *out)
{
	const char *v = deckr_need(dr, n, name);

	if (!v)
		return -1;
	if (!decimal(v) || num_parse_double(v, out) < 0 || *out < lo ||
	    *out > hi) {
		deckr_err(dr, n, "<%s %s=\"%.40s\">: a number in [%g, %g] is "
		    "needed, written like 12.5 (no exponent)", n->name, name,
		    v, lo, hi);
		return -1;
	}
	return 0;
}

int
deckr_u64(struct deck_reader *dr, const struct deck_node *n,
    const char *name, uint64_t max, uint64_t *out)
{
	const char *v = deckr_need(dr, n, name);

	if (!v)
		return -1;
	if (num_parse_u64(v, max, out) < 0) {
		deckr_err(dr, n, "<%s %s=\"%.40s\">: a whole number in [0, "
		    "%" PRIu64 "] is needed", n->name, name, v, max);
		return -1;
	}
	return 0;
}

int
deckr_int(struct deck_reader *dr, const struct deck_node *n,
    const char *name, int64_t lo, int64_t hi, int64_t *out)
{
	const char *v = deckr_need(dr, n, name);
	uint64_t u;

	if (!v)
		return -1;
	if (num_parse_u64(v + (*v == '-' || *v == '+'), INT64_MAX, &u) < 0 ||
	    (*out = *v == '-' ? -(int64_t)u : (int64_t)u) < lo || *out > hi) {
		deckr_err(dr, n, "<%s %s=\"%.40s\">: a whole number in [%" PRId64
		    ", %" PRId64 "] is needed", n->name, name, v, lo, hi);
		return -1;
	}
	return 0;
}

int
deckr_is(const struct deck_node *n, const char *name)
{
	return !n->foreign && (n->name == name || (n->name[0] == name[0] &&
	    strcmp(n->name, name) == 0));
}

struct strmap *
deckr_ids(struct deck_reader *dr)
{
	return &dr->ids;
}

const struct rules *
deckr_rules(const struct deck_reader *dr)
{
	return &dr->rules;
}

int
deckr_node_ref(struct deck_reader *dr, const struct deck_node *n,
    const char *name, uint32_t *out)
{
	const char *v = deckr_need(dr, n, name);

	if (!v)
		return -1;
	*out = strmap_get(&dr->ids, v);
	if (*out == UINT32_MAX) {
		deckr_err(dr, n, "<%s %s=\"%.40s\"> names no node", n->name,
		    name, v);
		return -1;
	}
	return 0;
}

int
deckr_table_ref(struct deck_reader *dr, const struct deck_node *n,
    const char *name, const void *table, size_t size, size_t count,
    int32_t *out, int needed)
{
	const char *v = needed ? deckr_need(dr, n, name) : deckr_get(n, name);
	size_t i;

	*out = BOARD_NONE;
	if (!v)
		return needed ? -1 : 0;
	for (i = 0; i < count; i++) {
		const char *t = (const char *)table + i * size;

		if (t[0] == v[0] && strcmp(t, v) == 0) {
			*out = (int32_t)i;
			return 0;
		}
	}
	deckr_err(dr, n, "<%s %s=\"%.40s\">: the rules have no such %s",
	    n->name, name, v, name);
	return -1;
}

/*
 * The attributes each element may carry and what it holds, as in the
 * schema, for the deck layer's elements (the kinds' are their schema's
 * rows). The
 * reader refuses anything else itself, naming it and its line: libxml2's
 * streaming RELAX NG check only says that the enclosing element "has extra
 * content", and without a schema nothing else would notice.
 */
static const struct deck_known known[] = {
	{ "deck", " format generator ", DECK_HOLDS_ELEMENTS },
	{ "rules", " id kind ", DECK_HOLDS_TEXT },
	{ "style", " ", DECK_HOLDS_TEXT },
	{ "asset", " name sha256 ", DECK_HOLDS_TEXT },
	{ "pins", " ", DECK_HOLDS_TEXT },
	{ "board", " id kind rules seed attempt players width height paper "
	    "expansions first-game ", DECK_HOLDS_ELEMENTS },
	{ "validation", " verdict attempts ", DECK_HOLDS_ELEMENTS },
	{ "seat", " n node city score bonus ", DECK_HOLDS_NOTHING },
	{ "check", " id result detail ", DECK_HOLDS_NOTHING },
	{ "row", " ", DECK_HOLDS_TEXT }, /* the grid kinds' terrain */
	{ NULL, NULL, 0 }
};

static const struct deck_known *
find_known(const struct deck_known *t, const char *element)
{
	for (; t->element; t++)
		if (t->element[0] == element[0] &&
		    strcmp(t->element, element) == 0)
			return t;
	return NULL;
}

/* kind_elem: the row of element name in kind k's schema, or NULL. */
static const struct deck_elem *
kind_elem(const struct deck_kind *k, const char *name)
{
	const struct deck_elem *e;

	for (e = k && k->schema ? k->schema->elems : NULL; e && e->name; e++)
		if (e->name[0] == name[0] && strcmp(e->name, name) == 0)
			return e;
	return NULL;
}

/* kind_attr: whether row e names attribute name. */
static int
kind_attr(const struct deck_elem *e, const char *name)
{
	const struct deck_attr *a;

	for (a = e->attrs; a && a->name; a++)
		if (strcmp(a->name, name) == 0)
			return 1;
	return 0;
}

/* deckr_has_text: whether s[0..n-1] holds anything but white space. */
int
deckr_has_text(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' &&
		    s[i] != '\n')
			return 1;
	return 0;
}

/* deckr_in_words: whether name is one of the words of " a b c ". */
int
deckr_in_words(const char *words, const char *name)
{
	size_t len = strlen(name);
	const char *p;

	if (len == 0)
		return 0;
	for (p = strstr(words, name); p; p = strstr(p + 1, name))
		if (p > words && p[-1] == ' ' && p[len] == ' ')
			return 1;
	return 0;
}

/*
 * The verdicts of deckr_known_attrs for one element and one attribute
 * name: ke, the kind's row of the element (or NULL), else e, the deck
 * layer's (or NULL), extra, the kind's <board> attributes when it is
 * <board>.
 */
static int
attr_known(const struct deck_elem *ke, const struct deck_known *e,
    const char *extra, const char *name)
{
	if (ke)
		return kind_attr(ke, name);
	return e && (deckr_in_words(e->attrs, name) ||
	    (extra && deckr_in_words(extra, name)));
}

/*
 * known_tables: the rows that say what n may carry: the kind's (*ke), else
 * the deck layer's (*e), and the kind's <board> attributes when n is one.
 */
static void
known_tables(const struct deck_kind *k, const struct deck_node *n,
    const struct deck_elem **ke, const struct deck_known **e,
    const char **extra)
{
	/* The kind's own elements are the most, so they are looked at first. */
	*ke = kind_elem(k, n->name);
	*e = *ke ? NULL : find_known(known, n->name);
	*extra = k && strcmp(n->name, "board") == 0 ? k->board_attrs : NULL;
}

/*
 * known_row: the verdicts on every name the schema knows as an attribute
 * of the element whose name is index id, and what it holds (+ 1, in the
 * last byte), made once a reader and kind (dr->known_*): a deck's
 * elements are few names many times over.
 */
static unsigned char *
known_row(struct deck_reader *dr, unsigned id, const struct deck_elem *ke,
    const struct deck_known *e, const char *extra, int holds)
{
	unsigned char *row = mem_alloc(DECK_NAMES_MAX + 1);
	unsigned a;

	for (a = 0; a < DECK_NAMES_MAX; a++)
		row[a] = deck_name_str(a) && attr_known(ke, e, extra,
		    deck_name_str(a));
	row[DECK_NAMES_MAX] = (unsigned char)(holds + 1);
	dr->known_ok[id] = row;
	return row;
}

int
deckr_known_attrs(struct deck_reader *dr, const struct deck_node *n)
{
	const struct deck_kind *k = deck_kind_of(dr->rules.kind);
	const struct deck_elem *ke = NULL;
	const struct deck_known *e = NULL;
	const struct deck_node *c;
	const char *extra = NULL, *const *a;
	unsigned char *row = NULL;
	unsigned i, id;
	int holds, resolved = 0;

	if (n->foreign)
		return 0;
	/* The verdicts by the names' indices, made once (the same). */
	if (dr->known_kind != k) {
		for (i = 0; i < DECK_NAMES_MAX; i++) {
			free(dr->known_ok[i]);
			dr->known_ok[i] = NULL;
		}
		dr->known_kind = k;
	}
	if (n->attr_id && n->id != DECK_NAME_NONE)
		row = dr->known_ok[n->id];
	if (row) {
		holds = row[DECK_NAMES_MAX] - 1;
	} else {
		known_tables(k, n, &ke, &e, &extra);
		holds = ke ? ke->holds : e ? e->holds : -1;
		if (n->attr_id && n->id != DECK_NAME_NONE)
			row = known_row(dr, n->id, ke, e, extra, holds);
		resolved = 1;
	}
	/* An element no table names is a container: no attributes. */
	for (a = n->attr, i = 0; a && *a; a += 2, i++) {
		id = row ? n->attr_id[i] : DECK_NAME_NONE;
		/* (A name no table knows is judged as a string.) */
		if (id == DECK_NAME_NONE && !resolved) {
			known_tables(k, n, &ke, &e, &extra);
			resolved = 1;
		}
		if (id != DECK_NAME_NONE ? !row[id] :
		    !attr_known(ke, e, extra, a[0])) {
			deckr_err(dr, n, "<%s> has an attribute the schema does "
			    "not know: %.64s", n->name, a[0]);
			return -1;
		}
	}
	/* Other tools' elements go only at the end of a board. */
	for (c = n->children; c && strcmp(n->name, "board") != 0; c = c->next) {
		if (c->foreign) {
			deckr_err(dr, c, "<%s> (in a namespace: another tool's) "
			    "inside <%s>: such elements belong only at the end "
			    "of a <board>", c->name, n->name);
			return -1;
		}
	}
	if (holds == DECK_HOLDS_NOTHING && n->children) {
		deckr_err(dr, n->children, "<%s> inside <%s>: <%s> holds no "
		    "elements", n->children->name, n->name, n->name);
		return -1;
	}
	if (holds != DECK_HOLDS_TEXT && deckr_has_text(n->text, n->textlen)) {
		deckr_err(dr, n, "<%s> holds text: only <row> and <rules> do",
		    n->name);
		return -1;
	}
	return 0;
}

int
deckr_list(struct deck_reader *dr, struct board *b,
    const struct deck_node *list, const char *elem,
    int (*fn)(struct deck_reader *, struct board *, const struct deck_node *))
{
	const struct deck_node *c;

	if (deckr_known_attrs(dr, list) < 0)
		return -1;
	for (c = list->children; c; c = c->next) {
		if (!deckr_is(c, elem)) {
			deckr_err(dr, c, "<%s> inside <%s>: only <%s> belongs "
			    "there", c->name, list->name, elem);
			return -1;
		}
		if (deckr_known_attrs(dr, c) < 0 || fn(dr, b, c) < 0)
			return -1;
	}
	return 0;
}

