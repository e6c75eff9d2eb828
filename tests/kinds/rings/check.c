/* check.c: the checks of a rings board: rings apart, one lit at least. */
#include <math.h>
#include <stdio.h>

#include "board/check.h"
#include "rings/part.h"

static int
rings_apart(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct rings_part *p = rings_part(b);
	const struct rings_ring *g, *h;
	size_t i, j;

	for (i = 0; i < p->n; i++) {
		g = &p->ring[i];
		if (g->x < g->r || g->y < g->r || g->x + g->r > b->width ||
		    g->y + g->r > b->height) {
			snprintf(detail, n, "ring %zu leaves the trim", i + 1);
			return 0;
		}
		for (j = i + 1; j < p->n; j++) {
			h = &p->ring[j];
			if (hypot(g->x - h->x, g->y - h->y) < g->r + h->r +
			    p->gap - 1e-6) {
				snprintf(detail, n, "rings %zu and %zu are "
				    "closer than %g mm", i + 1, j + 1, p->gap);
				return 0;
			}
		}
	}
	return 1;
}

static int
rings_one_lit(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	if (rings_lit(b) > 0)
		return 1;
	snprintf(detail, n, "none of the %zu rings is lit", rings_part(b)->n);
	return 0;
}

static const struct check rings_checks[] = {
	{ "clarity.rings-apart", CHECK_CLARITY, rings_apart,
	    "every ring is on the trim and apart from the others" },
	{ "completeness.rings-lit", CHECK_COMPLETENESS, rings_one_lit,
	    "at least one ring is lit" },
	{ NULL, 0, NULL, NULL }
};

const struct check_kind check_kind_rings = { .table = rings_checks };
