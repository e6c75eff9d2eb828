/* content.c: a rings board's content: some of its rings lit, one at least. */
#include "rings/part.h"

#include "core/rng.h"

int
rings_content(struct board *b, const struct rules *r, struct diag *d)
{
	struct rings_part *p = rings_part(b);
	struct rng rg;
	size_t i, big = 0;

	rng_stream(&rg, b->seed, b->attempt, "rings.lit", 0);
	for (i = 0; i < p->n; i++)
		p->ring[i].lit = rng_chance(&rg, RINGS_LIT);
	if (p->n == 0) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL,
		    "attempt %u: no ring to light", b->attempt);
		return -1;
	}
	if (rings_lit(b) > 0)
		return 0;
	for (i = 1; i < p->n; i++) /* none by chance: the largest one */
		if (p->ring[i].r > p->ring[big].r)
			big = i;
	p->ring[big].lit = 1;
	return 0;
}
