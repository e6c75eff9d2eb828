/* check.c: the completeness, clarity and fairness checks of every kind. */
#include "board/check.h"
#include "board/kind.h"

#include <stdio.h>

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
	for (i = 0; i < n; i++) {
		detail[0] = '\0';
		pass = t[i].fn(b, r, detail, sizeof(detail));
		board_check_add(b, t[i].id, pass, pass ? NULL : detail);
		if (!pass)
			failed++;
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
		for (t = check_table(k, &n), i = 0; i < n; i++)
			fprintf(f, "| %s | `%s` | %s | %s |\n", kind_name(k),
			    t[i].id, check_failsafe_name(t[i].failsafe),
			    t[i].summary);
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
