/* regen.c: checks, then new attempts of a failing board, in process. */
#include "board/regen.h"

#include <stdio.h>

#include "board/check.h"
#include "board/make.h"
#include "board/pins.h"

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

/*
 * pin_failure: content that could not keep a pin (board/pins.h) says
 * which, under the check id "completeness.pins": that is why the board
 * fails, whatever check its first attempt failed, so it replaces why (the
 * message without the attempt it names, which is not the one why names).
 */
static void
pin_failure(const struct diag *d, const struct rules *r,
    struct regen_why *why)
{
	const char *msg, *after;
	size_t k;

	if (pins_refusal(d, r->pins, &msg, &k, &after) < 0)
		return;
	snprintf(why->id, sizeof(why->id), "completeness.pins");
	snprintf(why->detail, sizeof(why->detail), "%s", msg);
}

/*
 * failures: b's checks, x's last (told whether the others passed, so
 * that every board records it): how many failed, or -1 when x could not
 * judge.
 */
static long
failures(struct board *b, const struct rules *r,
    const struct regen_extra *x)
{
	size_t failed = check_board(b, r);
	int k;

	if (!x)
		return (long)failed;
	if ((k = x->fn(b, r, failed == 0, x->ctx)) < 0)
		return -1;
	return (long)failed + (k == 0);
}

int
regen_board(struct board *b, const struct rules *r, int max_attempts,
    struct regen_why *why)
{
	return regen_board_extra(b, r, max_attempts, why, NULL);
}

int
regen_board_extra(struct board *b, const struct rules *r,
    int max_attempts, struct regen_why *why, const struct regen_extra *x)
{
	struct diag d;
	long f;
	int rc = 1;

	why->id[0] = why->detail[0] = '\0';
	if ((f = failures(b, r, x)) <= 0) {
		b->val.attempts = b->attempt + 1;
		return f < 0 ? -1 : 0;
	}
	first_failure(b, why);
	diag_init(&d);
	while (b->attempt + 1 < (uint32_t)max_attempts) {
		b->attempt++;
		diag_clear(&d);
		/* make_structure moves on by itself past failed structures. */
		if (make_structure(b, r, max_attempts, &d) < 0)
			break;
		if (make_content(b, r, &d) < 0) {
			pin_failure(&d, r, why);
			continue;
		}
		if ((f = failures(b, r, x)) <= 0) {
			rc = f < 0 ? -1 : 0;
			break;
		}
	}
	diag_fini(&d);
	if (rc > 0 && b->val.ncheck == 0 && failures(b, r, x) < 0)
		rc = -1;
	/* Attempts are counted from 0: the last one tried, plus one. */
	b->val.attempts = b->attempt + 1;
	return rc;
}
