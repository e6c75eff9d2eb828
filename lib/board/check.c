/* check.c: the completeness, clarity and fairness checks of every kind. */
#include "board/check.h"
#include "board/kind.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/mark.h"
#include "board/pins.h"
#include "board/play.h"

_Static_assert(CHECK_PLAY_SEATS == PLAY_SEATS_MAX, "a played board's seats");

/* kind_checks: the checks of kind (its check.c, in its table), or NULL. */
static const struct check_kind *
kind_checks(int kind)
{
	return kind_of(kind) ? kind_of(kind)->check : NULL;
}

const struct check *
check_table(int kind, size_t *n)
{
	const struct check_kind *k = kind_checks(kind);
	size_t i;

	*n = 0;
	if (!k)
		return NULL;
	for (i = 0; k->table[i].id; i++)
		;
	*n = i;
	return k->table;
}

/* check_failsafe_name: "completeness", "clarity" or "fairness". */
static const char *
check_failsafe_name(int f)
{
	static const char *const names[] = { "completeness", "clarity",
		"fairness" };

	return f >= 0 && f < 3 ? names[f] : "?";
}

/* hinge: clarity.hinge on b (a check's fn, check.h). */
static int
hinge(const struct board *b, const struct rules *r, char *detail, size_t n)
{
	static const char *const axis[] = { "vertical", "horizontal" };
	struct board_hinge hg[BOARD_HINGES];
	const struct board_mark *at;
	void *plan = board_plan(b, r);
	struct board_mark *m;
	size_t nm, k = 0;
	double gap = 0;

	board_fold_hinges(b->width, b->height, r->panels, hg);
	m = board_marks(b, r, plan, &nm);
	at = board_mark_on_hinge(m, nm, b->width, b->height, r->panels,
	    r->hinge, &k, &gap);
	if (at)
		snprintf(detail, n, "its %s %zu comes %.1f mm from the %s "
		    "hinge at %.1f mm of %d panels, within %.1f mm (half "
		    "the %g mm gap and %.1f mm)", at->what, at->index, gap,
		    axis[hg[k].axis], hg[k].at, r->panels,
		    board_hinge_clear(r->hinge), r->hinge,
		    BOARD_MARK_HINGE_CLEAR);
	free(m);
	board_plan_free(b, plan);
	return at == NULL;
}

/* pins: completeness.pins on b (a check's fn, check.h). */
static int
pins(const struct board *b, const struct rules *r, char *detail, size_t n)
{
	char pin[PINS_LINE + 64];
	size_t at;

	if (pins_kept(b, r, &at) == r->pins->n)
		return 1;
	snprintf(detail, n, "pin %s not kept",
	    pins_describe(r->pins, at, pin, sizeof(pin)));
	return 0;
}

/* folds, pinned: do r's boards fold (panels > 1), keep pins? */
static int
folds(const struct rules *r)
{
	return r->panels > 1;
}

static int
pinned(const struct rules *r)
{
	return r->pins && r->pins->n;
}

/*
 * every_kind: the checks every kind's boards run after their own, each
 * only when its rules call for it (on), so boards that do not fold or
 * keep no pins have the checks, decks and reports they had before. One
 * table for check_board and check_print_table: a check run is a check
 * listed.
 */
static const struct {
	struct check c;
	int (*on)(const struct rules *r);
} every_kind[] = {
	{ { "clarity.hinge", CHECK_CLARITY, hinge, "a folding board (the "
	    "rules' panels over 1): what a player reads keeps half the "
	    "hinge gap and 1.5 mm off each hinge" }, folds },
	{ { "completeness.pins", CHECK_COMPLETENESS, pins, "a board made "
	    "with pins (--pins): each pin's thing has its values" }, pinned },
};

#define EVERY_KIND (sizeof(every_kind) / sizeof(every_kind[0]))

size_t
check_board(struct board *b, const struct rules *r)
{
	size_t n, i, failed = 0;
	const struct check *t = check_table((int)b->kind, &n);
	char detail[256];
	int pass;

	board_clear_validation(b);
	b->val.present = 1;
	if (kind_checks((int)b->kind) && kind_checks((int)b->kind)->seats)
		kind_checks((int)b->kind)->seats(b, r);
	for (i = 0; i < n + EVERY_KIND; i++) {
		const struct check *c = i < n ? &t[i] : &every_kind[i - n].c;

		if (i >= n && (!n || !every_kind[i - n].on(r)))
			continue;
		detail[0] = '\0';
		pass = c->fn(b, r, detail, sizeof(detail));
		board_check_add(b, c->id, pass, pass ? NULL : detail);
		failed += !pass;
	}
	b->val.pass = failed == 0;
	return failed;
}

void
check_print_table(FILE *f)
{
	const struct check *t;
	size_t i, n;
	int k;

	fprintf(f, "| kind | check | fail-safe | what it checks |\n");
	fprintf(f, "|---|---|---|---|\n");
	for (k = 0; k < kind_count(); k++) {
		for (t = check_table(k, &n), i = 0; n && i < n + EVERY_KIND;
		    i++) {
			const struct check *c = i < n ? &t[i] :
			    &every_kind[i - n].c;

			fprintf(f, "| %s | `%s` | %s | %s |\n", kind_name(k),
			    c->id, check_failsafe_name(c->failsafe),
			    c->summary);
		}
		if (kind_of(k)->play)
			fprintf(f, "| %s | `%s` | %s | with validate --play: "
			    "the seats' win shares, played by the bot, "
			    "within the rules' spread |\n", kind_name(k),
			    CHECK_PLAY_ID, check_failsafe_name(CHECK_FAIRNESS));
	}
}

double
check_spread(const struct board *b)
{
	double lo = 0, hi = 0;
	size_t i;

	for (i = 0; i < b->val.nseat; i++) {
		double l = b->val.seat[i].level;

		if (i == 0 || l < lo)
			lo = l;
		if (i == 0 || l > hi)
			hi = l;
	}
	return hi > 0 ? (hi - lo) / hi : 0;
}

/* a_number: a share or bound in [0, 1] at *s, *s moved past it; -1 if
 * none. */
static int
a_number(const char **s, double *v)
{
	char *e;

	if (**s < '0' || **s > '9')
		return -1;
	*v = strtod(*s, &e);
	if (e == *s || !(*v >= 0 && *v <= 1))
		return -1;
	*s = e;
	return 0;
}

/* skip: *s starts with lit, then moved past it; else -1. */
static int
skip(const char **s, const char *lit)
{
	size_t n = strlen(lit);

	if (strncmp(*s, lit, n) != 0)
		return -1;
	*s += n;
	return 0;
}

int
check_play_read(const struct board *b, struct check_play *cp)
{
	const char *s = NULL;
	size_t i;

	for (i = 0; i < b->val.ncheck; i++)
		if (!strcmp(b->val.check[i].id, CHECK_PLAY_ID))
			s = b->val.check[i].detail;
	return s ? check_play_parse(s, cp) : 0;
}

int
check_play_parse(const char *s, struct check_play *cp)
{
	const char *by, *sh;
	char *e;
	unsigned long g;
	size_t n;

	memset(cp, 0, sizeof(*cp));
	n = strcspn(s, ":");
	if (n >= sizeof(cp->verdict) || !s[n])
		return 0;
	memcpy(cp->verdict, s, n);
	if (strcmp(cp->verdict, "fair") && strcmp(cp->verdict, "unfair") &&
	    strcmp(cp->verdict, "undecided"))
		return 0;
	s += n;
	if (skip(&s, ": ") < 0 || *s < '1' || *s > '9')
		return 0;
	g = strtoul(s, &e, 10);
	if (g > UINT32_MAX)
		return 0;
	cp->games = (uint32_t)g;
	s = e;
	if (skip(&s, " games by ") < 0 || !(sh = strstr(s, ", shares ")))
		return 0;
	by = s;
	if ((size_t)(sh - by) >= sizeof(cp->bot) || sh == by ||
	    memchr(by, ' ', (size_t)(sh - by)))
		return 0;
	memcpy(cp->bot, by, (size_t)(sh - by));
	s = sh + strlen(", shares ");
	for (;;) {
		int k = cp->seats;

		if (k == CHECK_PLAY_SEATS || a_number(&s, &cp->share[k]) < 0 ||
		    skip(&s, " [") < 0 || a_number(&s, &cp->lo[k]) < 0 ||
		    skip(&s, ", ") < 0 || a_number(&s, &cp->hi[k]) < 0 ||
		    skip(&s, "]") < 0)
			return 0;
		cp->seats++;
		if (skip(&s, ", ") < 0)
			break;
	}
	if (skip(&s, "; spread ") < 0)
		return 0;
	cp->spread = strtod(s, &e);
	if (e == s || !(cp->spread >= 0 && cp->spread <= 1) ||
	    strcmp(e, " allowed") != 0)
		return 0;
	return cp->seats >= 1;
}
