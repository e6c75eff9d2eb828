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

/* place: a ring of b tried at RINGS_TRIES places at most; 1 placed, 0 not. */
static int
place(struct board *b, struct rng *rg, double gap)
{
	double x, y, rad;
	int t;

	for (t = 0; t < RINGS_TRIES; t++) {
		rad = rng_range(rg, RINGS_R_MIN, RINGS_R_MAX);
		if (b->width < 2 * (rad + gap) || b->height < 2 * (rad + gap))
			continue;
		x = rng_range(rg, rad + gap, b->width - rad - gap);
		y = rng_range(rg, rad + gap, b->height - rad - gap);
		if (fits(b, x, y, rad, gap)) {
			rings_add(b, x, y, rad);
			return 1;
		}
	}
	return 0;
}

int
rings_structure(struct board *b, const struct rules *r, struct diag *d)
{
	struct rings_part *p = rings_part(b);
	struct rng rg;
	int want, i;

	rng_stream(&rg, b->seed, b->attempt, "rings.place", 0);
	want = rng_int(&rg, RINGS_MIN, RINGS_MAX);
	p->gap = RINGS_GAP;
	for (i = 0; i < want; i++)
		if (!place(b, &rg, p->gap)) {
			diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL,
			    "attempt %u: no room for ring %d of %d",
			    b->attempt, i + 1, want);
			return -1;
		}
	return 0;
}
