/* structure.c: a rings board's rings, placed at random apart. */
#include "rings/part.h"

#include <math.h>

#include "core/rng.h"

/* fits: does a ring (x, y, r) keep gap from every ring of b? */
static int
fits(const struct board *b, double x, double y, double r, double gap)
{
	const struct rings_part *p = rings_part(b);
	size_t i;

	for (i = 0; i < p->n; i++)
		if (hypot(p->ring[i].x - x, p->ring[i].y - y) <
		    p->ring[i].r + r + gap)
			return 0;
	return 1;
}

int
rings_structure(struct board *b, const struct rules *r, struct diag *d)
{
	struct rings_part *p = rings_part(b);
	struct rng rg;
	double x, y, rad;
	int want, i, t;

	rng_stream(&rg, b->seed, b->attempt, "rings.place", 0);
	want = rng_int(&rg, RINGS_MIN, RINGS_MAX);
	p->gap = RINGS_GAP;
	for (i = 0; i < want; i++) {
		for (t = 0; t < RINGS_TRIES; t++) {
			rad = rng_range(&rg, RINGS_R_MIN, RINGS_R_MAX);
			if (b->width < 2 * (rad + p->gap) ||
			    b->height < 2 * (rad + p->gap))
				continue;
			x = rng_range(&rg, rad + p->gap,
			    b->width - rad - p->gap);
			y = rng_range(&rg, rad + p->gap,
			    b->height - rad - p->gap);
			if (fits(b, x, y, rad, p->gap))
				break;
		}
		if (t == RINGS_TRIES) {
			diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL,
			    "attempt %u: no room for ring %d of %d",
			    b->attempt, i + 1, want);
			return -1;
		}
		rings_add(b, x, y, rad);
	}
	return 0;
}
