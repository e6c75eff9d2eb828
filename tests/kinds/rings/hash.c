/*
 * hash.c: a rings board's structure as canonical text for the structure
 * hash: its rings by position under the turn, each with its radius (which
 * rings are lit is content, not structure).
 */
#include "rings/part.h"

#include <stdlib.h>

#include "board/boardhash.h"
#include "core/mem.h"

/* turned: (x, y) on a w x h trim, turn quarter turns clockwise on. */
static void
turned(double w, double h, int turn, double *x, double *y)
{
	double t;

	for (; turn > 0; turn--) {
		t = *x;
		*x = h - *y;
		*y = t;
		t = w;
		w = h;
		h = t;
	}
}

/* rings_hash: "rings N", then "X Y R" in micrometres, by position. */
void
rings_hash(const struct board *b, int turn, char **s, size_t *n, size_t *cap)
{
	const struct rings_part *p = rings_part(b);
	struct boardhash_spot *sp;
	double x, y;
	size_t i;

	boardhash_putf(s, n, cap, "rings %zu\n", p->n);
	if (p->n == 0)
		return;
	sp = mem_calloc(p->n, sizeof(*sp));
	for (i = 0; i < p->n; i++) {
		x = p->ring[i].x;
		y = p->ring[i].y;
		turned(b->width, b->height, turn, &x, &y);
		sp[i].x = boardhash_um(x);
		sp[i].y = boardhash_um(y);
		sp[i].i = (uint32_t)i;
	}
	boardhash_sort_spots(sp, p->n);
	for (i = 0; i < p->n; i++) {
		boardhash_put_num(s, n, cap, sp[i].x, ' ');
		boardhash_put_num(s, n, cap, sp[i].y, ' ');
		boardhash_put_num(s, n, cap,
		    boardhash_um(p->ring[sp[i].i].r), '\n');
	}
	free(sp);
}
