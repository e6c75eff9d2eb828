/* check.c: the checks of a dots board. */
#include <stdio.h>

#include "board/check.h"
#include "dots/part.h"

static int
rows_dotted(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct dots_part *p = dots_part(b);
	int c, row;

	for (row = 0; row < p->rows; row++) {
		for (c = 0; c < p->cols && dots_cell(b, c, row) != 'o'; c++)
			;
		if (c == p->cols) {
			snprintf(detail, n, "row %d has no dot", row);
			return 0;
		}
	}
	return 1;
}

static const struct check dots_checks[] = {
	{ "completeness.rows", CHECK_COMPLETENESS, rows_dotted,
	    "every row of the grid holds a dot" },
	{ NULL, 0, NULL, NULL }
};

const struct check_kind check_kind_dots = { .table = dots_checks };
