/* check.c: the completeness, clarity and fairness checks of every kind. */
#include "board/check.h"

#include <stdio.h>

/* Every kind's checks (nodes/check.c, …). */
static const struct check_kind *const kinds[] = { &check_kind_nodes,
	&check_kind_dungeon, &check_kind_transport };

static const struct check_kind *
kind_of(int kind)
{
	size_t k;

	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
		if (kinds[k]->kind == kind)
			return kinds[k];
	return NULL;
}

const struct check *
check_table(int kind, size_t *n)
{
	const struct check_kind *k = kind_of(kind);
	size_t i;

	*n = 0;
	if (!k)
		return NULL;
	for (i = 0; k->table[i].id; i++)
		;
	*n = i;
	return k->table;
}

const char *
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
	if (kind_of((int)b->kind) && kind_of((int)b->kind)->seats)
		kind_of((int)b->kind)->seats(b, r);
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
	size_t k, i;

	fprintf(f, "| kind | check | fail-safe | what it checks |\n");
	fprintf(f, "|---|---|---|---|\n");
	for (k = 0; k < sizeof(kinds) / sizeof(kinds[0]); k++)
		for (i = 0; kinds[k]->table[i].id; i++)
			fprintf(f, "| %s | `%s` | %s | %s |\n",
			    board_kind_name(kinds[k]->kind),
			    kinds[k]->table[i].id, check_failsafe_name(
			    kinds[k]->table[i].failsafe),
			    kinds[k]->table[i].summary);
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
