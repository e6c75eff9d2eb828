/* deck_read_board.c: a <board>: its attributes, its children, validation. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "board/kind.h"
#include "deck/deck_read_int.h"
#include "deck/deck_strict.h"

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
	if (!strchr(v, ' ') && deckr_in_words(words, v))
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

/* read_check: a <check> of <validation>: its id, result and detail. */
static int
read_check(struct deck_reader *dr, struct board *b, const struct deck_node *c)
{
	const char *id = deckr_need(dr, c, "id");
	const char *res = choice(dr, c, "result", " pass fail ");

	if (!id || !res)
		return -1;
	if (!check_id(id)) {
		deckr_err(dr, c, "<check id=\"%.40s\">: a check id is kind.name "
		    "(\"clarity.areas\")", id);
		return -1;
	}
	board_check_add(b, id, strcmp(res, "pass") == 0, deckr_get(c, "detail"));
	return 0;
}

/*
 * read_seat: a <seat> of <validation>: a player's start and score, and
 * its level as the kind counts it (kind.h's level; the deck holds no
 * levels), so check_spread measures a read board as the checks did.
 */
static int
read_seat(struct deck_reader *dr, struct board *b, const struct deck_node *c)
{
	struct board_seat *s;
	int64_t sn, bonus;
	double score;
	uint32_t at = UINT32_MAX;
	const char *where = deck_kind_of(b->kind)->seat_at;
	const struct kind *k = kind_of((int)b->kind);

	if (deckr_int(dr, c, "n", 1, 64, &sn) < 0 ||
	    deckr_num(dr, c, "score", -1e9, 1e9, &score) < 0 ||
	    deckr_int(dr, c, "bonus", -1000000, 1000000, &bonus) < 0 ||
	    (deckr_get(c, where) && deckr_node_ref(dr, c, where, &at) < 0))
		return -1;
	s = VEC_PUSH(b->val.seat, b->val.nseat, b->val.capseat);
	s->n = (uint32_t)sn;
	s->at = at;
	s->score = score;
	s->bonus = (int)bonus;
	s->level = k && k->level ? k->level(deckr_rules(dr), score, s->bonus) :
	    score;
	return 0;
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
			if (read_check(dr, b, c) < 0)
				return -1;
		} else if (deckr_is(c, "seat")) {
			if (read_seat(dr, b, c) < 0)
				return -1;
		} else {
			deckr_err(dr, c, "<%s> does not belong in <validation>",
			    c->name);
			return -1;
		}
	}
	return 0;
}

/*
 * rank: where element n comes among a board's elements, every kind's, in
 * the schema's order (deck_strict.c joins the kinds' from the kind table),
 * or -1 for none: each at most once, none after one further on. (The
 * kinds' readers refuse what is not of their kind.)
 */
static long
rank(const struct deck_node *n)
{
	return deck_strict_board_rank(n->name);
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

/*
 * board_identity: the board's id (named in every message after it), kind,
 * rules and paper, the kind and rules the deck's own.
 */
static int
board_identity(struct deck_reader *dr, struct board *b,
    const struct deck_node *n)
{
	const char *id, *kind, *rules, *paper;
	int k;

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
	k = kind_parse(kind);
	if (k < 0 || k != dr->rules.kind) {
		deckr_err(dr, n, "<board kind=\"%.40s\"> does not match the "
		    "deck's %s rules", kind, kind_name(dr->rules.kind));
		return -1;
	}
	board_set_kind(b, k);
	if (strcmp(rules, dr->rules.id) != 0) {
		deckr_err(dr, n, "<board rules=\"%.40s\"> is not the deck's "
		    "rules \"%s\"", rules, dr->rules.id);
		return -1;
	}
	snprintf(b->rules, sizeof(b->rules), "%s", rules);
	snprintf(b->paper, sizeof(b->paper), "%.31s", paper);
	return 0;
}

/*
 * board_options: the optional first-game and expansions attributes
 * (the kind that has a first game takes its yes or no, in its deck.c).
 */
static int
board_options(struct deck_reader *dr, struct board *b,
    const struct deck_node *n)
{
	const char *fg = deckr_get(n, "first-game"), *exp;

	if (fg) {
		if (strcmp(fg, "yes") != 0 && strcmp(fg, "no") != 0) {
			deckr_err(dr, n, "<board first-game=\"%.20s\">: yes or "
			    "no is needed", fg);
			return -1;
		}
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
	return 0;
}

/* board_numbers: the seed, attempt, players and size. */
static int
board_numbers(struct deck_reader *dr, struct board *b,
    const struct deck_node *n)
{
	uint64_t seed, attempt, players;

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
	return 0;
}

/*
 * board_children: the board's elements, in order, each to its reader
 * (<validation> here, the others the kind's).
 */
static int
board_children(struct deck_reader *dr, struct board *b,
    const struct deck_node *n, const struct deck_kind *dk)
{
	const struct deck_node *c, *foreign = NULL, *prev = NULL;
	int rc = 0;

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
		/* Elements in a namespace of their own belong to other tools. */
		if (rc == DECK_NOT_MINE && !c->foreign) {
			deckr_err(dr, c, "<%s> does not belong in a %s board",
			    c->name, kind_name(dr->rules.kind));
			return -1;
		}
		if (rc == DECK_NOT_MINE)
			rc = 0;
		/* What the element is, its reader said first. */
		if (rc == 0)
			rc = deckr_known_attrs(dr, c);
	}
	return rc;
}

int
deckr_read_board(struct deck_reader *dr, struct board *b,
    const struct deck_node *n)
{
	const struct deck_kind *dk = deck_kind_of(dr->rules.kind);
	int rc;

	board_clear(b);
	strmap_clear(&dr->ids);
	if (board_identity(dr, b, n) < 0 || board_options(dr, b, n) < 0 ||
	    board_numbers(dr, b, n) < 0)
		return -1;
	if (dk->read_board && dk->read_board(dr, b, n) < 0)
		return -1;
	rc = board_children(dr, b, n, dk);
	if (rc == 0 && dk->finish)
		rc = dk->finish(dr, b);
	return rc;
}
