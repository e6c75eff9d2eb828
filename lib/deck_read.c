/* deck_read.c: streaming a deck in, board by board, into struct board. */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libxml/parser.h>
#include <libxml/relaxng.h>
#include <libxml/SAX2.h>
#include <libxml/xmlreader.h>

#include "deck_guard.h"
#include "deck_int.h"
#include "mem.h"
#include "num.h"

/*
 * Two ways in, one way on. Without a schema the deck is parsed with SAX
 * callbacks into a light tree per board (deck_node, in an arena): five
 * times faster than libxml2's reader, which builds a full DOM. With a
 * schema, libxml2's xmlTextReader validates with RELAX NG as it streams and
 * each expanded board is copied into the same light tree. Either way the
 * board is then read from the tree by read_board and the kinds' readers,
 * and only one board is held at a time.
 */

#define CHUNK 16384
#define RULES_MAX RULES_BYTES

/* Arena. */

struct deck_block {
	struct deck_block *next;
	size_t n, cap;
	char data[];
};

static void *
arena_alloc(struct deck_arena *a, size_t size)
{
	struct deck_block *b = a->head;
	void *p;

	size = (size + 7) & ~(size_t)7;
	if (!b || b->n + size > b->cap) {
		size_t cap = size > 65536 ? size : 65536;

		b = mem_alloc(sizeof(*b) + cap);
		b->cap = cap;
		b->n = 0;
		b->next = a->head;
		a->head = b;
	}
	p = b->data + b->n;
	b->n += size;
	return p;
}

static char *
arena_strndup(struct deck_arena *a, const char *s, size_t n)
{
	char *d = arena_alloc(a, n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

/* arena_reset: forget everything, keeping the newest block for reuse. */
static void
arena_reset(struct deck_arena *a)
{
	struct deck_block *b, *next;

	if (!a->head)
		return;
	for (b = a->head->next; b; b = next) {
		next = b->next;
		free(b);
	}
	a->head->next = NULL;
	a->head->n = 0;
}

static void
arena_free(struct deck_arena *a)
{
	arena_reset(a);
	free(a->head);
	a->head = NULL;
}

/* A board read whole, waiting to be handed out. */
struct queued {
	struct deck_arena arena;
	struct deck_node *root;
};

struct deck_reader {
	int fd;
	char *name;
	struct diag *d;
	struct rules rules;
	struct strmap ids;
	char board[96]; /* id of the board being read, for messages */
	int errors;
	int done;

	/* SAX */
	xmlParserCtxtPtr ctx;
	int depth;       /* elements open */
	int in_rules, rules_seen, rules_done, deck_seen, deck_ended;
	unsigned rules_line, root_line;
	char rules_id[40], rules_kind[16]; /* <rules>' attributes */
	char *rtext;
	size_t nrtext, caprtext;
	struct deck_node *stack[64], *last[64];
	int top;         /* open elements of the board being built */
	char *tbuf;      /* character data of the innermost element */
	size_t ntbuf, captbuf;
	struct queued *queue;
	size_t qhead, qtail, qcap;
	struct deck_arena spare; /* an arena waiting for the next board */
	int eof;

	/* xmlTextReader, with a schema */
	xmlTextReaderPtr xr;
	xmlRelaxNGPtr schema;
	struct deck_arena arena;
	int pending;
	/*
	 * A schema violation is held back until the board it is in has been
	 * read: the reader's own message names the attribute and line,
	 * libxml2's only the enclosing element.
	 */
	int rng_failed;
	unsigned rng_line;
	char rng_msg[512];

	/*
	 * Every byte passes the guard first; it also knows whether the root
	 * element was closed, which tells a truncated deck from a bad one.
	 */
	struct deck_guard guard;
};

/* Messages. */

void
deckr_err(struct deck_reader *dr, const struct deck_node *n,
    const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	/* The first error explains; those after it are its echoes. */
	if (dr->errors++ == 0)
		diag_add(dr->d, DIAG_FATAL, dr->name, n ? n->line : 0,
		    dr->board, NULL, "%s", msg);
}

/* deckr_err_line (err_at): the same at a line. */
#define err_at deckr_err_line

void
deckr_err_line(struct deck_reader *dr, unsigned line, const char *fmt, ...)
{
	char msg[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (dr->errors++ == 0)
		diag_add(dr->d, DIAG_FATAL, dr->name, line, dr->board, NULL,
		    "%s", msg);
}

/* read_input: up to n bytes of the deck; 0 at its end, -1 on error. */
static ssize_t
read_input(struct deck_reader *dr, char *buf, size_t n)
{
	ssize_t k;

	do
		k = read(dr->fd, buf, n);
	while (k < 0 && errno == EINTR);
	if (k < 0) {
		err_at(dr, 0, "cannot read: %s", strerror(errno));
		return -1;
	}
	if (k == 0) {
		dr->eof = 1;
		if (!dr->guard.seen) {
			err_at(dr, 0, "empty input: no deck");
			return -1;
		}
	} else if (deck_guard_feed(&dr->guard, buf, (size_t)k) < 0) {
		err_at(dr, dr->guard.line, "%s", dr->guard.msg);
		return -1;
	}
	return k;
}

static void
parse_error(void *ctx, xmlErrorPtr e)
{
	struct deck_reader *dr = ctx;
	char msg[512];
	size_t n;

	if (!e || e->level == XML_ERR_WARNING)
		return;
	snprintf(msg, sizeof(msg), "%s", e->message ? e->message : "error");
	n = strlen(msg);
	while (n && (msg[n - 1] == '\n' || msg[n - 1] == ' '))
		msg[--n] = '\0';
	if (e->domain == XML_FROM_RELAXNGV) {
		if (!dr->rng_failed++) {
			snprintf(dr->rng_msg, sizeof(dr->rng_msg), "%s", msg);
			dr->rng_line = (unsigned)e->line;
		}
		return;
	}
	/*
	 * A parse error once the whole input has been read, in input whose
	 * root element was never closed, is a deck cut short (an upstream
	 * tool that died, a disk that filled): say so plainly. libxml2's
	 * own words for it ("Extra content at the end of the document")
	 * would mislead.
	 */
	if (dr->eof && !dr->guard.closed)
		snprintf(msg, sizeof(msg), "the deck is truncated: it ends "
		    "before </deck>");
	err_at(dr, (unsigned)e->line, "%s", msg);
}

/* Attributes. */

const char *
deckr_get(const struct deck_node *n, const char *name)
{
	const char *const *a;

	for (a = n->attr; a && *a; a += 2)
		if (strcmp(a[0], name) == 0)
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
	return !n->foreign && strcmp(n->name, name) == 0;
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
		if (strcmp((const char *)table + i * size, v) == 0) {
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
 * schema, for the elements of every kind (the kinds add their own). The
 * reader refuses anything else itself, naming it and its line: libxml2's
 * streaming RELAX NG check only says that the enclosing element "has extra
 * content", and without a schema nothing else would notice.
 */
static const struct deck_known known[] = {
	{ "deck", " format generator ", DECK_HOLDS_ELEMENTS },
	{ "rules", " id kind ", DECK_HOLDS_TEXT },
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
	for (; t && t->element; t++)
		if (strcmp(t->element, element) == 0)
			return t;
	return NULL;
}

/* has_text: whether s[0..n-1] holds anything but white space. */
static int
has_text(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\r' &&
		    s[i] != '\n')
			return 1;
	return 0;
}

/* in_words: whether name is one of the words of " a b c ". */
static int
in_words(const char *words, const char *name)
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

int
deckr_known_attrs(struct deck_reader *dr, const struct deck_node *n)
{
	const struct deck_kind *k = deck_kind_of(dr->rules.kind);
	const struct deck_known *e;
	const struct deck_node *c;
	const char *extra = NULL, *const *a;

	if (n->foreign)
		return 0;
	/* The kind's own elements are the most, so they are looked at first. */
	e = k ? find_known(k->known, n->name) : NULL;
	if (!e)
		e = find_known(known, n->name);
	if (k && strcmp(n->name, "board") == 0)
		extra = k->board_attrs;
	/* An element no table names is a container: no attributes. */
	for (a = n->attr; a && *a; a += 2) {
		if (!e || (!in_words(e->attrs, a[0]) &&
		    !(extra && in_words(extra, a[0])))) {
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
	if (e && e->holds == DECK_HOLDS_NOTHING && n->children) {
		deckr_err(dr, n->children, "<%s> inside <%s>: <%s> holds no "
		    "elements", n->children->name, n->name, n->name);
		return -1;
	}
	if ((!e || e->holds != DECK_HOLDS_TEXT) &&
	    has_text(n->text, n->textlen)) {
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

/* The board element. */

/* check_id: whether s is a check id as the schema has it (kind.name). */
static int
check_id(const char *s)
{
	size_t k = strspn(s, "abcdefghijklmnopqrstuvwxyz"), m;

	if (k == 0 || s[k] != '.')
		return 0;
	m = strspn(s + k + 1, "abcdefghijklmnopqrstuvwxyz0123456789_-");
	return m > 0 && s[k + 1 + m] == '\0';
}

/* choice: attribute name of n, one of the words of " a b ", or NULL. */
static const char *
choice(struct deck_reader *dr, const struct deck_node *n, const char *name,
    const char *words)
{
	const char *v = deckr_need(dr, n, name), *w;
	char list[128];
	size_t k = 0;

	if (!v)
		return NULL;
	if (!strchr(v, ' ') && in_words(words, v))
		return v;
	/* " a b " as "a" or "b". */
	for (w = words + 1; *w && k + 8 < sizeof(list); w++) {
		if (*w != ' ') {
			list[k++] = *w;
		} else if (w[1]) {
			memcpy(list + k, "\" or \"", 6);
			k += 6;
		}
	}
	list[k] = '\0';
	deckr_err(dr, n, "<%s %s=\"%.40s\">: \"%s\" is needed", n->name,
	    name, v, list);
	return NULL;
}

static int
read_validation(struct deck_reader *dr, struct board *b,
    const struct deck_node *n)
{
	const char *verdict = choice(dr, n, "verdict", " pass fail ");
	const struct deck_node *c;
	uint64_t att;

	if (!verdict || deckr_u64(dr, n, "attempts", 1000000, &att) < 0)
		return -1;
	if (att == 0) {
		deckr_err(dr, n, "<validation attempts=\"0\">: a whole number "
		    "in [1, 1000000] is needed");
		return -1;
	}
	b->val.present = 1;
	b->val.pass = strcmp(verdict, "pass") == 0;
	b->val.attempts = (uint32_t)att;
	if (deckr_known_attrs(dr, n) < 0)
		return -1;
	for (c = n->children; c; c = c->next) {
		if (deckr_known_attrs(dr, c) < 0)
			return -1;
		if (deckr_is(c, "check")) {
			const char *id = deckr_need(dr, c, "id");
			const char *res = choice(dr, c, "result", " pass fail ");

			if (!id || !res)
				return -1;
			if (!check_id(id)) {
				deckr_err(dr, c, "<check id=\"%.40s\">: a check "
				    "id is kind.name (\"clarity.areas\")", id);
				return -1;
			}
			board_check_add(b, id, strcmp(res, "pass") == 0,
			    deckr_get(c, "detail"));
		} else if (deckr_is(c, "seat")) {
			struct board_seat *s;
			int64_t sn, bonus;
			double score;
			uint32_t at = UINT32_MAX;
			const char *where = b->kind == BOARD_NODES ? "node" :
			    "city";

			if (deckr_int(dr, c, "n", 1, 64, &sn) < 0 ||
			    deckr_num(dr, c, "score", -1e9, 1e9, &score) < 0 ||
			    deckr_int(dr, c, "bonus", -1000000, 1000000,
			    &bonus) < 0 || (deckr_get(c, where) &&
			    deckr_node_ref(dr, c, where, &at) < 0))
				return -1;
			s = VEC_PUSH(b->val.seat, b->val.nseat,
			    b->val.capseat);
			s->n = (uint32_t)sn;
			s->at = at;
			s->score = score;
			s->bonus = (int)bonus;
		} else {
			deckr_err(dr, c, "<%s> does not belong in <validation>",
			    c->name);
			return -1;
		}
	}
	return 0;
}

/*
 * The elements of a board, every kind's, in the schema's order: each at
 * most once, none after one further on. (The kinds' readers refuse what
 * is not of their kind.)
 */
static const char board_order[] = " nodes edges dots areas expeditions "
    "landmarks resources tinies terrain features forests cities routes "
    "validation ";

/* rank: where element n comes in board_order, or -1 for none. */
static long
rank(const struct deck_node *n)
{
	char word[72];
	const char *at;

	snprintf(word, sizeof(word), " %.64s ", n->name);
	at = strstr(board_order, word);
	return at ? at - board_order : -1;
}

/* in_order: c, a child of <board>, comes after *prev; it becomes *prev. */
static int
in_order(struct deck_reader *dr, const struct deck_node *c,
    const struct deck_node **prev)
{
	long r = rank(c);

	if (r < 0)
		return 0;
	if (*prev && rank(*prev) == r) {
		deckr_err(dr, c, "a second <%s> in one board", c->name);
		return -1;
	}
	if (*prev && rank(*prev) > r) {
		deckr_err(dr, c, "<%s> after <%s>: <%s> comes first", c->name,
		    (*prev)->name, c->name);
		return -1;
	}
	*prev = c;
	return 0;
}

/*
 * known_expansions: each word of list (the expansions attribute) names an
 * expansion of the deck's rules. A board that names another is malformed,
 * like any reference to what the rules do not have: no attempt can mend
 * it.
 */
static int
known_expansions(struct deck_reader *dr, const struct deck_node *n,
    const char *list)
{
	const char *all = list;
	char word[72];
	size_t len;
	int e;

	for (; *list; list += len) {
		list += strspn(list, " ");
		len = strcspn(list, " ");
		if (len == 0)
			break;
		snprintf(word, sizeof(word), "%.*s", (int)(len < 64 ? len : 64),
		    list);
		e = len < 64 ? rules_find_expansion(&dr->rules, word) : -1;
		if (e < 0 || e >= 32) {
			deckr_err(dr, n, "<board expansions=\"%.40s\">: the "
			    "rules have no expansion \"%s\"", all, word);
			return -1;
		}
	}
	return 0;
}

static int
read_board(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	const struct deck_kind *dk = deck_kind_of(dr->rules.kind);
	const char *id, *kind, *rules, *paper, *exp, *fg;
	uint64_t seed, attempt, players;
	const struct deck_node *c, *foreign = NULL, *prev = NULL;
	int k, rc = 0;

	board_clear(b);
	strmap_clear(&dr->ids);
	b->line = n->line;
	id = deckr_id(dr, n, "id");
	if (!id)
		return -1;
	snprintf(dr->board, sizeof(dr->board), "%s", id);
	if (deckr_known_attrs(dr, n) < 0)
		return -1;
	snprintf(b->id, sizeof(b->id), "%s", id);
	kind = deckr_need(dr, n, "kind");
	rules = deckr_need(dr, n, "rules");
	paper = deckr_need(dr, n, "paper");
	if (!kind || !rules || !paper)
		return -1;
	k = board_kind_parse(kind);
	if (k < 0 || k != dr->rules.kind) {
		deckr_err(dr, n, "<board kind=\"%.40s\"> does not match the "
		    "deck's %s rules", kind, board_kind_name(dr->rules.kind));
		return -1;
	}
	b->kind = (enum board_kind)k;
	if (strcmp(rules, dr->rules.id) != 0) {
		deckr_err(dr, n, "<board rules=\"%.40s\"> is not the deck's "
		    "rules \"%s\"", rules, dr->rules.id);
		return -1;
	}
	snprintf(b->rules, sizeof(b->rules), "%s", rules);
	snprintf(b->paper, sizeof(b->paper), "%.31s", paper);
	fg = deckr_get(n, "first-game");
	if (fg) {
		if (strcmp(fg, "yes") != 0 && strcmp(fg, "no") != 0) {
			deckr_err(dr, n, "<board first-game=\"%.20s\">: yes or "
			    "no is needed", fg);
			return -1;
		}
		b->first_game = strcmp(fg, "yes") == 0;
	}
	exp = deckr_get(n, "expansions");
	if (exp) {
		if (strlen(exp) >= sizeof(b->expansions)) {
			deckr_err(dr, n, "<board expansions> is too long");
			return -1;
		}
		snprintf(b->expansions, sizeof(b->expansions), "%s", exp);
		if (known_expansions(dr, n, b->expansions) < 0)
			return -1;
	}
	if (deckr_u64(dr, n, "seed", UINT64_MAX, &seed) < 0 ||
	    deckr_u64(dr, n, "attempt", 1000000, &attempt) < 0 ||
	    deckr_u64(dr, n, "players", (uint64_t)dr->rules.players_max,
	    &players) < 0 ||
	    deckr_num(dr, n, "width", 10, 5000, &b->width) < 0 ||
	    deckr_num(dr, n, "height", 10, 5000, &b->height) < 0)
		return -1;
	if ((int)players < dr->rules.players_min) {
		deckr_err(dr, n, "<board players=\"%" PRIu64 "\">: the rules "
		    "allow %d-%d", players, dr->rules.players_min,
		    dr->rules.players_max);
		return -1;
	}
	b->seed = seed;
	b->attempt = (uint32_t)attempt;
	b->players = (uint32_t)players;
	if (dk->read_board && dk->read_board(dr, b, n) < 0)
		return -1;
	for (c = n->children; c && rc == 0; c = c->next) {
		/*
		 * Elements in a namespace of their own are other tools',
		 * passed by; as in the schema, they come after ours.
		 */
		if (c->foreign) {
			foreign = c;
			continue;
		}
		if (foreign) {
			deckr_err(dr, c, "<%s> after <%s> (in a namespace: "
			    "another tool's): a board's own elements come "
			    "first", c->name, foreign->name);
			return -1;
		}
		if (in_order(dr, c, &prev) < 0)
			return -1;
		if (deckr_is(c, "validation"))
			rc = read_validation(dr, b, c);
		else
			rc = dk->read(dr, b, c);
		/* What the element is, its reader said first. */
		if (rc == 0)
			rc = deckr_known_attrs(dr, c);
	}
	if (rc == 0 && dk->finish)
		rc = dk->finish(dr, b);
	return rc;
}

/*
 * show: s for a message, at most n - 1 bytes of it: anything a terminal
 * could act on (a byte outside printable ASCII) becomes '?'.
 */
static const char *
show(char *buf, size_t n, const char *s)
{
	size_t i;

	for (i = 0; i + 1 < n && s[i]; i++)
		buf[i] = s[i] >= 0x20 && s[i] < 0x7f ? s[i] : '?';
	buf[i] = '\0';
	return buf;
}

/*
 * root_attrs: the attributes of <deck> (n: the element alone), as the
 * schema has them. Returns 0, or -1 with an error.
 */
static int
root_attrs(struct deck_reader *dr, const struct deck_node *n)
{
	const char *fmt = deckr_get(n, "format");

	dr->root_line = n->line;
	if (!fmt || strcmp(fmt, "1") != 0) {
		deckr_err(dr, n, "<deck>: this tool reads format %d decks",
		    DECK_FORMAT);
		return -1;
	}
	if (!deckr_need(dr, n, "generator") || deckr_known_attrs(dr, n) < 0)
		return -1;
	return 0;
}

/*
 * rules_attrs: the attributes of <rules> (n: the element alone), kept to
 * be compared with the rules inside once they are read.
 */
static int
rules_attrs(struct deck_reader *dr, const struct deck_node *n)
{
	const char *id = deckr_need(dr, n, "id"), *kind;

	dr->rules_line = n->line;
	if (!id || !(kind = deckr_need(dr, n, "kind")) ||
	    deckr_known_attrs(dr, n) < 0)
		return -1;
	snprintf(dr->rules_id, sizeof(dr->rules_id), "%s", id);
	snprintf(dr->rules_kind, sizeof(dr->rules_kind), "%s", kind);
	return 0;
}

/* no_rules: a whole deck without its rules (<deck format="1"/>). */
static void
no_rules(struct deck_reader *dr)
{
	err_at(dr, dr->root_line, "<deck> holds no <rules>: a deck starts "
	    "with its rules");
}

/*
 * deck_level: the root (want "deck") or a child of it (want "rules" first,
 * then "board") named prefix:local in namespace uri (NULL: none). The
 * deck's own levels hold nothing else: an element another tool added there
 * (in a namespace of its own or not) is refused, not passed by, so that no
 * board is ever lost without a word. Returns 0, or -1 with an error.
 */
static int
deck_level(struct deck_reader *dr, unsigned line, const char *local,
    const char *prefix, const char *uri, const char *want)
{
	char ns[80], shown[48];

	if (!uri && strcmp(local, want) == 0)
		return 0;
	if (uri)
		snprintf(ns, sizeof(ns), " in namespace \"%s\"",
		    show(shown, sizeof(shown), uri));
	else
		ns[0] = '\0';
	if (strcmp(want, "deck") == 0)
		err_at(dr, line, "<%s%s%s>%s: a deck starts with <deck> (in no "
		    "namespace)", prefix ? prefix : "", prefix ? ":" : "",
		    local, ns);
	else if (strcmp(want, "rules") == 0)
		err_at(dr, line, "<%s%s%s>%s: the deck's first element must be "
		    "<rules>", prefix ? prefix : "", prefix ? ":" : "", local,
		    ns);
	else
		err_at(dr, line, "<%s%s%s>%s does not belong in a deck: after "
		    "<rules> it holds only <board> elements", prefix ? prefix :
		    "", prefix ? ":" : "", local, ns);
	return -1;
}

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
	char *d = arena_alloc(a, (size_t)(e - s) + 1), *o = d;

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

static struct deck_node *
new_node(struct deck_arena *a, const char *name, int foreign,
    unsigned line, int nattr, const xmlChar **attr)
{
	struct deck_node *n = arena_alloc(a, sizeof(*n));
	const char **av = arena_alloc(a, (size_t)(2 * nattr + 1) *
	    sizeof(*av));
	int i;

	memset(n, 0, sizeof(*n));
	n->name = arena_strndup(a, name, strlen(name));
	n->foreign = foreign;
	n->line = line;
	n->text = "";
	for (i = 0; i < nattr; i++) {
		const char *local = (const char *)attr[5 * i];
		const char *prefix = (const char *)attr[5 * i + 1];

		if (prefix) {
			/* A namespaced attribute keeps its prefix in view. */
			char q[256];

			snprintf(q, sizeof(q), "%s:%s", prefix, local);
			av[2 * i] = arena_strndup(a, q, strlen(q));
		} else {
			av[2 * i] = arena_strndup(a, local, strlen(local));
		}
		av[2 * i + 1] = attr_value(a, (const char *)attr[5 * i + 3],
		    (const char *)attr[5 * i + 4]);
	}
	av[2 * nattr] = NULL;
	n->attr = av;
	return n;
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


static void
sax_start(void *ud, const xmlChar *local, const xmlChar *prefix,
    const xmlChar *uri, int nns, const xmlChar **ns, int nattr, int ndef,
    const xmlChar **attr)
{
	struct deck_reader *dr = ud;
	const char *name = (const char *)local;
	struct deck_node *n, *parent;
	struct queued *q;

	dr->depth++;
	if (dr->errors)
		return;
	/* Text before a child is kept too: only <row> may hold text. */
	if (dr->top > 0 && has_text(dr->tbuf, dr->ntbuf)) {
		parent = dr->stack[dr->top - 1];
		parent->text = arena_strndup(&dr->queue[dr->qtail].arena,
		    dr->tbuf, dr->ntbuf);
		parent->textlen = dr->ntbuf;
	}
	dr->ntbuf = 0;
	if (dr->depth == 1) {
		if (deck_level(dr, sax_line(dr), name, (const char *)prefix,
		    (const char *)uri, "deck") < 0)
			return;
		n = new_node(&dr->spare, name, 0, sax_line(dr), nattr, attr);
		dr->deck_seen = root_attrs(dr, n) == 0;
		return;
	}
	if (dr->depth == 2) {
		if (deck_level(dr, sax_line(dr), name, (const char *)prefix,
		    (const char *)uri, dr->rules_seen ? "board" : "rules") < 0)
			return;
		if (!dr->rules_seen) {
			dr->rules_seen = 1;
			dr->in_rules = 1;
			n = new_node(&dr->spare, name, 0, sax_line(dr), nattr,
			    attr);
			rules_attrs(dr, n);
			return;
		}
		q = queue_back(dr);
		q->arena = dr->spare;
		dr->spare.head = NULL;
		arena_reset(&q->arena);
		n = new_node(&q->arena, name, 0, sax_line(dr), nattr, attr);
		q->root = n;
		dr->top = 0;
		dr->stack[dr->top] = n;
		dr->last[dr->top++] = NULL;
		return;
	}
	if (dr->in_rules) {
		err_at(dr, sax_line(dr), "<%s> inside <rules>: the rules are "
		    "plain text", name);
		return;
	}
	if (dr->top >= (int)(sizeof(dr->stack) / sizeof(dr->stack[0]))) {
		err_at(dr, sax_line(dr), "elements nested too deeply");
		return;
	}
	q = &dr->queue[dr->qtail];
	n = new_node(&q->arena, name, uri != NULL, sax_line(dr), nattr, attr);
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
sax_end(void *ud, const xmlChar *local, const xmlChar *prefix,
    const xmlChar *uri)
{
	struct deck_reader *dr = ud;
	struct deck_node *n;

	if (dr->errors) {
		dr->depth--;
		return;
	}
	if (dr->depth == 1) {
		dr->deck_ended = 1;
		if (!dr->rules_seen)
			no_rules(dr);
	} else if (dr->depth == 2 && dr->in_rules) {
		dr->in_rules = 0;
		dr->rules_done = 1;
	} else if (dr->top > 0) {
		n = dr->stack[--dr->top];
		if (dr->ntbuf && (!n->textlen || has_text(dr->tbuf,
		    dr->ntbuf))) {
			n->text = arena_strndup(&dr->queue[dr->qtail].arena,
			    dr->tbuf, dr->ntbuf);
			n->textlen = dr->ntbuf;
		}
		dr->ntbuf = 0;
		/* The board is whole: it waits in the queue. */
		if (dr->top == 0)
			dr->qtail++;
	}
	dr->depth--;
}

static void
sax_text(void *ud, const xmlChar *s, int len)
{
	struct deck_reader *dr = ud;

	if (dr->errors || len <= 0)
		return;
	if (dr->in_rules) {
		if (dr->nrtext + (size_t)len > RULES_MAX) {
			err_at(dr, sax_line(dr), "the rules are longer than "
			    "%d bytes", RULES_MAX);
			return;
		}
		dr->rtext = mem_grow(dr->rtext, &dr->caprtext,
		    dr->nrtext + (size_t)len + 1, 1);
		memcpy(dr->rtext + dr->nrtext, s, (size_t)len);
		dr->nrtext += (size_t)len;
		return;
	}
	if (dr->top == 0) {
		if (dr->depth == 1 && has_text((const char *)s, (size_t)len))
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
	k = read_input(dr, buf, sizeof(buf));
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

static int
sax_open(struct deck_reader *dr)
{
	xmlSAXHandler h;

	memset(&h, 0, sizeof(h));
	h.initialized = XML_SAX2_MAGIC;
	h.startElementNs = sax_start;
	h.endElementNs = sax_end;
	h.characters = sax_text;
	h.cdataBlock = sax_text;
	h.internalSubset = sax_doctype;
	h.serror = parse_error;
	dr->ctx = xmlCreatePushParserCtxt(&h, dr, NULL, 0, dr->name);
	if (!dr->ctx)
		return -1;
	xmlCtxtUseOptions(dr->ctx, XML_PARSE_NONET | XML_PARSE_BIG_LINES |
	    XML_PARSE_NOBLANKS);
	while (!dr->rules_done) {
		if (feed(dr) <= 0) {
			if (!dr->errors)
				err_at(dr, 0, "empty input: no deck");
			return -1;
		}
	}
	return 0;
}

/* sax_next: the next board read from its tree, or 0 at the deck's end. */
static int
sax_next(struct deck_reader *dr, struct board *b)
{
	struct queued q;
	int r;

	while (dr->qhead == dr->qtail) {
		if (dr->deck_ended) {
			/* Read on to the end: only white space may follow. */
			while ((r = feed(dr)) > 0)
				;
			return r < 0 ? -1 : 0;
		}
		if (feed(dr) <= 0)
			return -1;
	}
	q = dr->queue[dr->qhead++];
	r = read_board(dr, b, q.root);
	/* The board's arena becomes the spare for the next one. */
	arena_free(&dr->spare);
	dr->spare = q.arena;
	return r < 0 ? -1 : 1;
}

/* The schema's way: xmlTextReader with RELAX NG. */

/* copy_alone: libxml2's element n, its attributes only, as a light node. */
static struct deck_node *
copy_alone(struct deck_arena *a, xmlNodePtr n)
{
	struct deck_node *d = arena_alloc(a, sizeof(*d));
	size_t na = 0, i = 0;
	const char **av;
	xmlAttrPtr at;

	memset(d, 0, sizeof(*d));
	d->name = arena_strndup(a, (const char *)n->name,
	    strlen((const char *)n->name));
	d->foreign = n->ns != NULL;
	d->line = (unsigned)xmlGetLineNo(n);
	d->text = "";
	for (at = n->properties; at; at = at->next)
		na++;
	av = arena_alloc(a, (2 * na + 1) * sizeof(*av));
	for (at = n->properties; at; at = at->next) {
		xmlChar *v = xmlNodeListGetString(n->doc, at->children, 1);
		char q[256];

		if (at->ns && at->ns->prefix)
			snprintf(q, sizeof(q), "%s:%s", at->ns->prefix,
			    at->name);
		else
			snprintf(q, sizeof(q), "%s", at->name);
		av[i++] = arena_strndup(a, q, strlen(q));
		av[i++] = arena_strndup(a, v ? (const char *)v : "",
		    v ? strlen((const char *)v) : 0);
		xmlFree(v);
	}
	av[i] = NULL;
	d->attr = av;
	return d;
}

/* copy: libxml2's element n and its subtree into the light tree. */
static struct deck_node *
copy(struct deck_arena *a, xmlNodePtr n)
{
	struct deck_node *d, *last = NULL, *k;
	size_t tl = 0;
	xmlNodePtr c;
	char *t;

	d = copy_alone(a, n);
	for (c = n->children; c; c = c->next)
		if (c->type == XML_TEXT_NODE || c->type == XML_CDATA_SECTION_NODE)
			tl += strlen((const char *)c->content);
	t = arena_alloc(a, tl + 1);
	d->text = t;
	d->textlen = tl;
	for (c = n->children; c; c = c->next) {
		if (c->type == XML_TEXT_NODE ||
		    c->type == XML_CDATA_SECTION_NODE) {
			size_t l = strlen((const char *)c->content);

			memcpy(t, c->content, l);
			t += l;
		} else if (c->type == XML_ELEMENT_NODE) {
			k = copy(a, c);
			if (last)
				last->next = k;
			else
				d->children = k;
			last = k;
		}
	}
	*t = '\0';
	return d;
}

static int
xr_input(void *ctx, char *buf, int len)
{
	struct deck_reader *dr = ctx;

	return (int)read_input(dr, buf, (size_t)len);
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
			err_at(dr, 0, "the deck is truncated: it ends before "
			    "</deck>");
			return -1;
		}
		t = xmlTextReaderNodeType(dr->xr);
		if ((t == XML_READER_TYPE_TEXT || t == XML_READER_TYPE_CDATA) &&
		    xmlTextReaderDepth(dr->xr) == 1) {
			const char *v = (const char *)
			    xmlTextReaderConstValue(dr->xr);

			if (v && has_text(v, strlen(v))) {
				err_at(dr, (unsigned)xmlGetLineNo(
				    xmlTextReaderCurrentNode(dr->xr)),
				    "text inside <deck>, outside any board");
				return -1;
			}
		}
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

/* xr_level: deck_level for the element under the reader's cursor. */
static int
xr_level(struct deck_reader *dr, const char *want)
{
	return deck_level(dr, (unsigned)xmlGetLineNo(
	    xmlTextReaderCurrentNode(dr->xr)),
	    (const char *)xmlTextReaderConstLocalName(dr->xr),
	    (const char *)xmlTextReaderConstPrefix(dr->xr),
	    (const char *)xmlTextReaderConstNamespaceUri(dr->xr), want);
}

static int
xr_open(struct deck_reader *dr, const char *schema)
{
	xmlRelaxNGParserCtxtPtr pc;
	xmlNodePtr n, c;
	xmlChar *text;
	int r;

	dr->xr = xmlReaderForIO(xr_input, NULL, dr, dr->name, NULL,
	    XML_PARSE_NONET | XML_PARSE_BIG_LINES | XML_PARSE_NOBLANKS);
	if (!dr->xr)
		return -1;
	xmlTextReaderSetStructuredErrorHandler(dr->xr, parse_error, dr);
	pc = xmlRelaxNGNewParserCtxt(schema);
	dr->schema = pc ? xmlRelaxNGParse(pc) : NULL;
	if (pc)
		xmlRelaxNGFreeParserCtxt(pc);
	if (!dr->schema || xmlTextReaderRelaxNGSetSchema(dr->xr,
	    dr->schema) != 0) {
		diag_add(dr->d, DIAG_FATAL, schema, 0, NULL, NULL,
		    "cannot load the deck schema");
		dr->errors++;
		return -1;
	}
	do {
		r = advance(dr);
		if (r <= 0) {
			if (!dr->errors)
				err_at(dr, 0, "empty input: no deck");
			return -1;
		}
		if (xmlTextReaderNodeType(dr->xr) ==
		    XML_READER_TYPE_DOCUMENT_TYPE) {
			err_at(dr, 1, "a deck has no DOCTYPE");
			return -1;
		}
	} while (xmlTextReaderNodeType(dr->xr) != XML_READER_TYPE_ELEMENT);
	n = xmlTextReaderCurrentNode(dr->xr);
	if (xr_level(dr, "deck") < 0 ||
	    root_attrs(dr, copy_alone(&dr->arena, n)) < 0)
		return -1;
	if (xmlTextReaderIsEmptyElement(dr->xr)) {
		no_rules(dr);
		return -1;
	}
	r = next_element(dr);
	if (r == 0 && !dr->errors)
		no_rules(dr);
	if (r <= 0 || xr_level(dr, "rules") < 0 ||
	    rules_attrs(dr, copy_alone(&dr->arena,
	    xmlTextReaderCurrentNode(dr->xr))) < 0)
		return -1;
	n = xmlTextReaderExpand(dr->xr);
	if (!n || dr->errors)
		return -1;
	for (c = n->children; c; c = c->next) {
		if (c->type == XML_ELEMENT_NODE) {
			err_at(dr, (unsigned)xmlGetLineNo(c), "<%s> inside "
			    "<rules>: the rules are plain text", c->name);
			return -1;
		}
	}
	text = xmlNodeGetContent(n);
	if (!text) {
		fputs("boardpress: out of memory\n", stderr);
		exit(2);
	}
	dr->nrtext = strlen((const char *)text);
	if (dr->nrtext > RULES_MAX) {
		xmlFree(text);
		err_at(dr, dr->rules_line, "the rules are longer than %d bytes",
		    RULES_MAX);
		return -1;
	}
	dr->rtext = mem_strndup((const char *)text, dr->nrtext);
	xmlFree(text);
	return skip_subtree(dr) > 0 ? 0 : -1;
}

static int
xr_next(struct deck_reader *dr, struct board *b)
{
	xmlNodePtr n;
	int r;

	for (;;) {
		r = next_element(dr);
		if (r <= 0)
			break;
		if (xr_level(dr, "board") < 0)
			return -1;
		n = xmlTextReaderExpand(dr->xr);
		if (!n || dr->errors)
			return -1;
		arena_reset(&dr->arena);
		if (read_board(dr, b, copy(&dr->arena, n)) < 0 ||
		    skip_subtree(dr) <= 0)
			return -1;
		/*
		 * Our own checks passed it, the schema did not: the board
		 * goes no further (one verdict, before anything is done with
		 * it).
		 */
		if (dr->rng_failed) {
			flush_rng(dr);
			return -1;
		}
		return 1;
	}
	if (r < 0)
		return -1;
	/* After </deck> only comments and white space may follow. */
	while ((r = advance(dr)) > 0)
		;
	return r < 0 ? -1 : 0;
}

/* The reader's interface. */

struct deck_reader *
deck_reader_new(const char *path, const char *schema, const char *icondir,
    struct diag *d)
{
	struct deck_reader *dr = mem_calloc(1, sizeof(*dr));
	char shown[40], kind[16];

	dr->d = d;
	deck_guard_init(&dr->guard);
	rules_init(&dr->rules);
	strmap_init(&dr->ids);
	dr->name = mem_strdup(strcmp(path, "-") == 0 ? "stdin" : path);
	dr->fd = strcmp(path, "-") == 0 ? 0 : open(path, O_RDONLY);
	if (dr->fd < 0) {
		diag_add(d, DIAG_FATAL, dr->name, 0, NULL, NULL,
		    "cannot open deck: %s", strerror(errno));
		dr->errors++;
		goto fail;
	}
	if ((schema ? xr_open(dr, schema) : sax_open(dr)) < 0)
		goto fail;
	if (rules_load_text(&dr->rules, dr->rtext ? dr->rtext : "",
	    dr->nrtext, dr->name, dr->rules_line, icondir, d) < 0) {
		dr->errors++;
		goto fail;
	}
	if (strcmp(dr->rules.id, dr->rules_id) != 0 ||
	    strcmp(board_kind_name(dr->rules.kind), dr->rules_kind) != 0) {
		err_at(dr, dr->rules_line, "<rules id=\"%s\" kind=\"%s\">: "
		    "the rules inside are \"%s\", of kind %s",
		    show(shown, sizeof(shown), dr->rules_id),
		    show(kind, sizeof(kind), dr->rules_kind), dr->rules.id,
		    board_kind_name(dr->rules.kind));
		goto fail;
	}
	if (!deck_kind_of(dr->rules.kind)) {
		err_at(dr, dr->rules_line, "%s boards cannot be read yet",
		    board_kind_name(dr->rules.kind));
		goto fail;
	}
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
	int r;

	if (dr->done)
		return 0;
	dr->board[0] = '\0';
	r = dr->xr ? xr_next(dr, b) : sax_next(dr, b);
	if (r < 0 && dr->errors == 0)
		err_at(dr, 0, "cannot read the deck");
	if (r == 0)
		dr->done = 1;
	return r;
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
	size_t i;

	if (!dr)
		return;
	if (dr->ctx) {
		if (dr->ctx->myDoc)
			xmlFreeDoc(dr->ctx->myDoc);
		xmlFreeParserCtxt(dr->ctx);
	}
	if (dr->xr)
		xmlFreeTextReader(dr->xr);
	if (dr->schema)
		xmlRelaxNGFree(dr->schema);
	if (dr->fd > 0)
		close(dr->fd);
	for (i = dr->qhead; i < dr->qtail; i++)
		arena_free(&dr->queue[i].arena);
	/* A board still being built when reading stopped has an arena. */
	if (dr->top > 0 && dr->qtail < dr->qcap)
		arena_free(&dr->queue[dr->qtail].arena);
	free(dr->queue);
	arena_free(&dr->spare);
	arena_free(&dr->arena);
	rules_fini(&dr->rules);
	strmap_fini(&dr->ids);
	free(dr->rtext);
	free(dr->tbuf);
	free(dr->name);
	free(dr);
}
