/* play.c: the dots kind's game: a race from the left edge to the right. */
#include "dots/play.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/rules_int.h"
#include "core/mem.h"
#include "dots/part.h"

#define D(m) offsetof(struct dots_rules, m)

static const struct field play_fields[] = {
	{ "spread", F_DBL, D(spread), 0, 0, 1, NULL },
	{ "bias", F_INT, D(bias), 0, 0, 100, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

const struct section dots_sections[] = {
	RULES_SINGLE("play", play_fields),
	RULES_END
};

static void *
dots_new(const struct board *b, const struct rules *r, int *seats,
    struct diag *d)
{
	const struct dots_rules *dr = r->part;
	const struct dots_part *p = dots_part(b);
	struct dots_game *g;
	int n = b->val.nseat ? (int)b->val.nseat : (int)b->players;

	if (n < 1 || n > PLAY_SEATS_MAX || n > p->rows || p->cols < 2) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL,
		    "%d seats cannot race on %d rows of %d cells", n,
		    p->rows, p->cols);
		return NULL;
	}
	g = mem_calloc(1, sizeof(*g));
	g->b = b;
	g->cols = p->cols;
	g->rows = p->rows;
	g->seats = n;
	g->bias = dr ? dr->bias : 0;
	g->bound = 4u * (unsigned)p->cols * (unsigned)n;
	*seats = n;
	return g;
}

static void
dots_free(void *g)
{
	free(g);
}

static void
dots_reset(void *vg, int first, struct rng *chance)
{
	struct dots_game *g = vg;
	int s;

	for (s = 0; s < g->seats; s++) {
		g->row[s] = (2 * s + 1) * g->rows / (2 * g->seats);
		g->col[s] = s == 0 ? g->bias : 0;
	}
	g->mover = first;
	g->winner = -1;
	g->turns = 0;
	g->chance = chance;
	g->roll = 1 + (int)rng_below(chance, 3);
}

static int
dots_to_move(const void *vg)
{
	const struct dots_game *g = vg;

	return g->winner >= 0 || g->turns >= g->bound ? -1 : g->mover;
}

/* dir: the rows move k goes by: 0 ("e"), -1 ("n") or 1 ("s"). */
static int
dir(const struct dots_game *g, size_t k)
{
	int r = g->row[g->mover];

	if (k == 0)
		return 0;
	if (k == 1 && r > 0)
		return -1;
	return 1;
}

void
dots_game_after(const struct dots_game *g, size_t k, int *col, int *row)
{
	int dr = dir(g, k);
	int c = g->col[g->mover] + g->roll - (dr != 0);

	*row = g->row[g->mover] + dr;
	if (c < g->cols && dots_cell(g->b, c, *row) == 'o')
		c++;
	*col = c;
}

static void
dots_moves(const void *vg, struct play_moves *m)
{
	const struct dots_game *g = vg;

	play_moves_add(m, "e");
	if (g->row[g->mover] > 0)
		play_moves_add(m, "n");
	if (g->row[g->mover] < g->rows - 1)
		play_moves_add(m, "s");
}

static void
dots_apply(void *vg, size_t k)
{
	struct dots_game *g = vg;
	int s = g->mover;

	dots_game_after(g, k, &g->col[s], &g->row[s]);
	g->turns++;
	if (g->col[s] >= g->cols - 1) {
		g->winner = s;
		return;
	}
	g->mover = (s + 1) % g->seats;
	g->roll = 1 + (int)rng_below(g->chance, 3);
}

static void
dots_result(const void *vg, double *share)
{
	const struct dots_game *g = vg;
	int s;

	for (s = 0; s < g->seats; s++)
		share[s] = g->winner < 0 ? 1.0 / g->seats :
		    s == g->winner ? 1 : 0;
}

/* The state: "roll D at C.R C.R …", each seat's column and row. */
static void
dots_state(const void *vg, char **s, size_t *n, size_t *cap)
{
	const struct dots_game *g = vg;
	char buf[32];
	int i, k;

	k = snprintf(buf, sizeof(buf), "roll %d at", g->roll);
	for (i = 0;; i++) {
		*s = mem_grow(*s, cap, *n + (size_t)k + 1, 1);
		memcpy(*s + *n, buf, (size_t)k);
		*n += (size_t)k;
		if (i == g->seats)
			break;
		k = snprintf(buf, sizeof(buf), " %d.%d", g->col[i],
		    g->row[i]);
	}
}

static double
dots_spread(const struct rules *r)
{
	const struct dots_rules *dr = r->part;

	return dr ? dr->spread : 0.25;
}

const struct play_kind play_kind_dots = {
	.title = "Dots race",
	.new = dots_new,
	.free = dots_free,
	.reset = dots_reset,
	.to_move = dots_to_move,
	.moves = dots_moves,
	.apply = dots_apply,
	.result = dots_result,
	.state = dots_state,
	.spread = dots_spread,
};
