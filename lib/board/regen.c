/* regen.c: checks, then new attempts of a failing board, in process. */
#include "board/regen.h"

#include <stdio.h>
#include <string.h>

#include "board/check.h"
#include "board/make.h"

/* first_failure: the first failing check of b. */
static void
first_failure(const struct board *b, struct regen_why *why)
{
	size_t i;

	for (i = 0; i < b->val.ncheck; i++) {
		if (!b->val.check[i].pass) {
			snprintf(why->id, sizeof(why->id), "%s",
			    b->val.check[i].id);
			snprintf(why->detail, sizeof(why->detail), "%s",
			    b->val.check[i].detail ? b->val.check[i].detail :
			    "fails");
			return;
		}
	}
}

int
regen_board(struct board *b, const struct rules *r, int max_attempts,
    struct regen_why *why)
{
	struct diag d;
	int rc = 1;

	why->id[0] = why->detail[0] = '\0';
	if (check_board(b, r) == 0) {
		b->val.attempts = b->attempt + 1;
		return 0;
	}
	first_failure(b, why);
	diag_init(&d);
	while (b->attempt + 1 < (uint32_t)max_attempts) {
		b->attempt++;
		diag_clear(&d);
		/* make_structure moves on by itself past failed structures. */
		if (make_structure(b, r, max_attempts, &d) < 0)
			break;
		if (make_content(b, r, &d) < 0)
			continue;
		if (check_board(b, r) == 0) {
			rc = 0;
			break;
		}
	}
	diag_fini(&d);
	if (rc != 0 && b->val.ncheck == 0)
		check_board(b, r);
	/* Attempts are counted from 0: the last one tried, plus one. */
	b->val.attempts = b->attempt + 1;
	return rc;
}
