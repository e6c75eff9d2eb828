/* limits.c: the up-front check that a rules file's boards fit the limits. */
#include "board/limits.h"

#include <math.h>
#include <stdio.h>

#include "board/kind.h"
#include "core/diag.h"

int
limit_per_player(const struct board *b)
{
	int p = (int)b->players;

	return p < 1 ? 1 : p >= RULES_PMAX ? RULES_PMAX - 1 : p;
}

int
limit_refuse(const struct rules *r, const struct board *b, struct diag *d,
    const char *limit, const char *msg)
{
	diag_add(d, DIAG_FATAL, r->origin, b->line, b->id, NULL,
	    "%s [limits.%s]", msg, limit);
	return -1;
}

int
limit_attempts_fit(const struct rules *r, const struct board *b,
    struct diag *d, double share, const char *what)
{
	char msg[256];
	int most;

	if (r->attempts * share <= LIMIT_ATTEMPTS_AT_LIMIT)
		return 0;
	most = (int)floor(LIMIT_ATTEMPTS_AT_LIMIT / share);
	snprintf(msg, sizeof(msg), "attempts %d: a board of %s is %.0f%% of "
	    "the size limits, so it gets at most %d attempts (%d at the "
	    "limits), or one board could take hours", r->attempts, what,
	    share * 100, most < 1 ? 1 : most, LIMIT_ATTEMPTS_AT_LIMIT);
	return limit_refuse(r, b, d, "attempts", msg);
}

int
limit_grid(const struct rules *r, const struct board *b, struct diag *d,
    int cols, int rows, const char *why, double elements)
{
	char msg[320], what[64];

	if (cols > LIMIT_GRID_SIDE || rows > LIMIT_GRID_SIDE) {
		snprintf(msg, sizeof(msg), "%s make a grid of %d x %d cells, "
		    "more than the %d a side a deck reader takes", why, cols,
		    rows, LIMIT_GRID_SIDE);
		return limit_refuse(r, b, d, "grid", msg);
	}
	if (elements > LIMIT_ELEMENTS) {
		snprintf(msg, sizeof(msg), "%s and the rules' tables make "
		    "boards of up to %.0f elements, more than the %d a deck "
		    "reader takes", why, elements, LIMIT_ELEMENTS);
		return limit_refuse(r, b, d, "elements", msg);
	}
	snprintf(what, sizeof(what), "%d x %d cells", cols, rows);
	return limit_attempts_fit(r, b, d, (double)cols * rows / LIMIT_CELLS,
	    what);
}

int
limit_check(const struct rules *r, const struct board *proto,
    struct diag *d)
{
	const struct kind *k = kind_of(r->kind);

	return k && k->limits ? k->limits(r, proto, d) : 0;
}
