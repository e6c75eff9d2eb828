/* check.c: the completeness, clarity and fairness checks of every kind. */
#include "check.h"

#include <stdio.h>

/* Every kind's table, ended by a NULL id, in the order they run. */
static const struct check *const tables[] = { check_nodes,
	check_transport };

const struct check *
check_table(int kind, size_t *n)
{
	size_t t, i;

	for (t = 0; t < sizeof(tables) / sizeof(tables[0]); t++) {
		if (tables[t][0].kind != kind)
			continue;
		for (i = 0; tables[t][i].id; i++)
			;
		*n = i;
		return tables[t];
	}
	*n = 0;
	return NULL;
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
