/* content.c: types, missions, numbers, dots, areas and items. */
#include "nodes/content.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/geom.h"
#include "core/heap.h"
#include "core/mem.h"
#include "nodes/area.h"
#include "core/rng.h"

/* A drawn item's footprint: everything placed later keeps clear of it. */
struct disc {
	struct vec2 c;
	double r;
};

/* The working state of one board's content. */
struct gen {
	struct board *b;
	const struct rules *r;
	const struct rules_nodes *rn;
	struct diag *d;
	struct nodecontent_set set;
	double u, ns, ds;
	uint8_t *chosen;    /* per type */
	int *count;         /* per type: copies in the type list */
	uint8_t *near_start; /* per node: an edge joins it to a start */
	uint8_t *mark;      /* per node: scratch for clusters */
	double *edist;      /* per node: distance from the paper's edge, u */
	int *list;          /* the type list */
	size_t nlist;
	int sum;            /* collection: Σ ceil((min+max)/2)+1 so far */
	uint32_t cats, acts; /* collection: categories, actions to cover */
	struct disc *disc;
	size_t ndisc, capdisc;
};

static int
scaled(double v, double s)
{
	return (int)floor(v * s + 0.5);
}

/* Collection. */

/*
 * cost: the devlog's measure of a type's room on the board, the mean of
 * its min and max (max = min without one), rounded up, plus one; taken at
 * this board's scale, so the chosen types' minimums always fit.
 */
static int
cost(const struct gen *G, const struct rules_ntype *t)
{
	int max = t->max >= 0 ? t->max : t->min;

	return (int)ceil((t->min + max) / 2.0 * G->ns) + 1;
}

static void
take(struct gen *G, int t)
{
	const struct rules_ntype *ty = &G->rn->type[t];
	size_t i;

	if (G->chosen[t])
		return;
	G->chosen[t] = 1;
	G->sum += cost(G, ty);
	if (ty->category.index >= 0)
		G->cats &= ~(1u << ty->category.index);
	for (i = 0; i < ty->actions.n; i++)
		G->acts &= ~(1u << ty->actions.v[i].index);
	/* What a type needs comes with it, whatever its expansion. */
	for (i = 0; i < ty->requires.n; i++)
		take(G, ty->requires.v[i].index);
}

static int
has_action(const struct rules_ntype *t, int a)
{
	size_t i;

	for (i = 0; i < t->actions.n; i++)
		if (t->actions.v[i].index == a)
			return 1;
	return 0;
}

/*
 * pick: a weighted draw among the unchosen types in play that have
 * category cat (>= 0) or action act (>= 0); -1 when there is none.
 */
static int
pick(struct gen *G, struct rng *rg, int cat, int act, double *w)
{
	const struct rules_nodes *rn = G->rn;
	size_t t, k;

	for (t = 0; t < rn->ntype; t++) {
		const struct rules_ntype *ty = &rn->type[t];

		w[t] = 0;
		if (G->chosen[t] || !nodecontent_in_play(&G->set,
		    ty->expansion.index))
			continue;
		if (cat >= 0 && ty->category.index != cat)
			continue;
		if (act >= 0 && !has_action(ty, act))
			continue;
		w[t] = ty->prob;
	}
	k = rng_weighted(rg, w, rn->ntype);
	return k == rn->ntype ? -1 : (int)k;
}

/*
 * collect: which types this board uses. With every type in play fitting
 * the board (the devlog's sum against the free nodes), all of them;
 * otherwise one per category, one per action, up to each action's
 * minimum, then more by weight while the sum stays under the budget.
 */
static void
collect(struct gen *G, int budget)
{
	const struct rules_nodes *rn = G->rn;
	double *w = mem_alloc((rn->ntype + 1) * sizeof(*w));
	struct rng rg;
	size_t t, a;
	int total = 0, k, have;

	for (t = 0; t < rn->ntype; t++)
		if (nodecontent_in_play(&G->set, rn->type[t].expansion.index))
			total += cost(G, &rn->type[t]);
	G->cats = rn->ncategory >= 32 ? ~0u : (1u << rn->ncategory) - 1;
	G->acts = rn->naction >= 32 ? ~0u : (1u << rn->naction) - 1;
	if (total <= budget) {
		for (t = 0; t < rn->ntype; t++)
			if (nodecontent_in_play(&G->set,
			    rn->type[t].expansion.index))
				take(G, (int)t);
		free(w);
		return;
	}
	rng_stream(&rg, G->b->seed, G->b->attempt, "content.collection", 0);
	for (a = 0; a < rn->ncategory; a++) {
		if (!(G->cats >> a & 1))
			continue;
		k = pick(G, &rg, (int)a, -1, w);
		if (k >= 0)
			take(G, k);
	}
	for (a = 0; a < rn->naction; a++) {
		if (!(G->acts >> a & 1))
			continue;
		k = pick(G, &rg, -1, (int)a, w);
		if (k >= 0)
			take(G, k);
	}
	for (a = 0; a < rn->naction; a++) {
		for (;;) {
			have = 0;
			for (t = 0; t < rn->ntype; t++)
				have += G->chosen[t] &&
				    has_action(&rn->type[t], (int)a);
			if (have >= rn->action[a].min_types)
				break;
			k = pick(G, &rg, -1, (int)a, w);
			if (k < 0)
				break;
			take(G, k);
		}
	}
	while (G->sum < budget && (k = pick(G, &rg, -1, -1, w)) >= 0)
		take(G, k);
	free(w);
}

/* The type list: each chosen type min times, then by weight to full. */
static int
type_list(struct gen *G, size_t slots)
{
	const struct rules_nodes *rn = G->rn;
	double *w = mem_alloc((rn->ntype + 1) * sizeof(*w));
	struct rng rg;
	size_t t, k;
	int i, m;

	G->list = mem_alloc((slots + 1) * sizeof(*G->list));
	G->nlist = 0;
	for (t = 0; t < rn->ntype; t++) {
		if (!G->chosen[t])
			continue;
		m = scaled(rn->type[t].min, G->ns);
		for (i = 0; i < m; i++) {
			if (G->nlist == slots) {
				diag_add(G->d, DIAG_INVALID, NULL, 0, G->b->id,
				    "completeness.types", "attempt %u: the "
				    "chosen types' minimums need more than the "
				    "%zu free nodes", G->b->attempt, slots);
				free(w);
				return -1;
			}
			G->list[G->nlist++] = (int)t;
			G->count[t]++;
		}
	}
	rng_stream(&rg, G->b->seed, G->b->attempt, "content.types", 0);
	while (G->nlist < slots) {
		for (t = 0; t < rn->ntype; t++) {
			const struct rules_ntype *ty = &rn->type[t];

			w[t] = G->chosen[t] && (ty->max < 0 || G->count[t] <
			    scaled(ty->max, G->ns)) ? ty->prob : 0;
		}
		k = rng_weighted(&rg, w, rn->ntype);
		if (k == rn->ntype) {
			diag_add(G->d, DIAG_INVALID, NULL, 0, G->b->id,
			    "completeness.types", "attempt %u: every chosen "
			    "type is at its maximum with %zu nodes still free",
			    G->b->attempt, slots - G->nlist);
			free(w);
			return -1;
		}
		G->list[G->nlist++] = (int)k;
		G->count[k]++;
	}
	rng_shuffle(&rg, G->list, G->nlist, sizeof(*G->list));
	free(w);
	return 0;
}

/* Assignment. */

/* fits: may node v take type t, with the board as it is typed now? */
static int
fits(struct gen *G, uint32_t v, int t)
{
	const struct rules_ntype *ty = &G->rn->type[t];
	struct board *b = G->b;
	int32_t old = b->nodes.node[v].type;
	size_t n;

	if (ty->not_on_edge && b->nodes.node[v].sides)
		return 0;
	/*
	 * Edge distances are in grid units, which already shrink as the
	 * grid grows: unlike the devlog, they are not multiplied by the
	 * distance scale (which, on a 9-player board, would leave a 5 x 1
	 * unit strip for a type kept 2 units from every side).
	 */
	if (G->edist[v] < ty->edge_min - 1e-9)
		return 0;
	if (ty->edge_max >= 0 && G->edist[v] > ty->edge_max + 1e-9)
		return 0;
	if (ty->number.index >= 0 && G->near_start[v])
		return 0;
	b->nodes.node[v].type = t;
	n = nodecontent_cluster(b, v, G->mark);
	b->nodes.node[v].type = old;
	return (double)n <= ty->max_sequence * G->ds + 1e-9;
}

/*
 * repair: no remaining type fits v. Look for an assigned node w whose type
 * fits v while a remaining type fits w, and swap; the list loses that
 * type. Returns 0, or -1 when no swap keeps every rule.
 */
static int
repair(struct gen *G, uint32_t v, const uint32_t *done, size_t ndone)
{
	struct board *b = G->b;
	size_t k, j, i;
	int32_t t, old;

	for (k = 0; k < G->nlist; k++) {
		t = G->list[k];
		for (j = 0; j < k; j++)
			if (G->list[j] == t)
				break;
		if (j < k)
			continue;
		for (i = 0; i < ndone; i++) {
			uint32_t w = done[i];

			old = b->nodes.node[w].type;
			if (old == t)
				continue;
			b->nodes.node[w].type = BOARD_NONE;
			if (!fits(G, w, t)) {
				b->nodes.node[w].type = old;
				continue;
			}
			b->nodes.node[w].type = t;
			if (fits(G, v, old)) {
				b->nodes.node[v].type = old;
				/* Both clusters again, now both are set. */
				if ((double)nodecontent_cluster(b, w, G->mark) <=
				    G->rn->type[t].max_sequence * G->ds &&
				    (double)nodecontent_cluster(b, v, G->mark) <=
				    G->rn->type[old].max_sequence * G->ds) {
					memmove(&G->list[k], &G->list[k + 1],
					    (G->nlist - k - 1) *
					    sizeof(*G->list));
					G->nlist--;
					return 0;
				}
				b->nodes.node[v].type = BOARD_NONE;
			}
			b->nodes.node[w].type = old;
		}
	}
	return -1;
}

static int
assign(struct gen *G)
{
	struct board *b = G->b;
	size_t n = b->nodes.g.nnodes, m = 0, ndone = 0, i, k;
	uint32_t *order = mem_alloc((n + 1) * sizeof(*order));
	uint32_t *done = mem_alloc((n + 1) * sizeof(*done));
	struct rng rg;
	uint32_t v;
	int rc = 0;

	for (v = 0; v < n; v++)
		if (b->nodes.node[v].role == ROLE_INNER ||
		    b->nodes.node[v].role == ROLE_EDGE)
			order[m++] = v;
	rng_stream(&rg, b->seed, b->attempt, "content.assign", 0);
	rng_shuffle(&rg, order, m, sizeof(*order));
	for (i = 0; i < m; i++) {
		v = order[i];
		for (k = 0; k < G->nlist; k++)
			if (fits(G, v, G->list[k]))
				break;
		if (k < G->nlist) {
			b->nodes.node[v].type = G->list[k];
			memmove(&G->list[k], &G->list[k + 1],
			    (G->nlist - k - 1) * sizeof(*G->list));
			G->nlist--;
		} else if (repair(G, v, done, ndone) < 0) {
			diag_add(G->d, DIAG_INVALID, NULL, 0, b->id,
			    "rules.assignment", "attempt %u: no type left for "
			    "n%u keeps the rules, and no swap helps",
			    b->attempt, v);
			rc = -1;
			break;
		}
		done[ndone++] = v;
	}
	free(order);
	free(done);
	return rc;
}

/* Missions on the start nodes. */

static int
on_board(const struct gen *G, int t)
{
	return G->count[t] > 0;
}

static void
missions(struct gen *G)
{
	const struct rules_nodes *rn = G->rn;
	struct board *b = G->b;
	size_t n = rn->nmission, k, i, m = 0, starts = 0;
	double *w = mem_alloc((n + 1) * sizeof(*w));
	int *list, *pick;
	struct rng rg;
	uint32_t v;

	for (v = 0; v < b->nodes.g.nnodes; v++)
		starts += b->nodes.node[v].role == ROLE_START;
	list = mem_alloc((starts + n + 1) * sizeof(*list));
	pick = mem_alloc((n + 1) * sizeof(*pick));
	rng_stream(&rg, b->seed, b->attempt, "content.missions", 0);
	if (n == 0)
		goto out;
	if (b->nodes.first_game) {
		/* The first game: every start has the same simple mission. */
		for (k = 0; k < n; k++)
			w[k] = 0;
		for (k = 0; k < rn->first_game_missions.n; k++) {
			i = (size_t)rn->first_game_missions.v[k].index;
			if (nodecontent_in_play(&G->set,
			    rn->mission[i].expansion.index))
				w[i] = 1;
		}
		k = rng_weighted(&rg, w, n);
		/* None named (or none in play): any mission in play. */
		if (k == n) {
			for (i = 0; i < n; i++)
				w[i] = nodecontent_in_play(&G->set,
				    rn->mission[i].expansion.index) ?
				    rn->mission[i].prob : 0;
			k = rng_weighted(&rg, w, n);
		}
		for (i = 0; i < starts && k < n; i++)
			list[m++] = (int)k;
	} else {
		/* Each mission that means something here once, then more. */
		for (k = 0; k < n; k++) {
			const struct rules_mission *ms = &rn->mission[k];
			int useful = ms->relevant.n == 0;

			for (i = 0; i < ms->relevant.n; i++)
				useful |= on_board(G,
				    ms->relevant.v[i].index);
			w[k] = useful && nodecontent_in_play(&G->set,
			    ms->expansion.index) ? ms->prob : 0;
			if (w[k] > 0)
				pick[m++] = (int)k;
		}
		rng_shuffle(&rg, pick, m, sizeof(*pick));
		if (m > starts)
			m = starts;
		memcpy(list, pick, m * sizeof(*list));
		while (m < starts) {
			k = rng_weighted(&rg, w, n);
			if (k == n)
				break;
			list[m++] = (int)k;
		}
		rng_shuffle(&rg, list, m, sizeof(*list));
	}
	for (v = 0, i = 0; v < b->nodes.g.nnodes && i < m; v++)
		if (b->nodes.node[v].role == ROLE_START)
			b->nodes.node[v].mission = list[i++];
out:
	free(w);
	free(list);
	free(pick);
}

/* Numbers. */

static void
numbers(struct gen *G)
{
	struct board *b = G->b;
	struct vec2 c = vec2(0, 0);
	double D = 0, k, f, d;
	struct rng rg;
	uint32_t v;
	int i, t;

	for (v = 0; v < b->nodes.g.nnodes; v++)
		if (b->nodes.node[v].role == ROLE_CENTER)
			c = b->nodes.g.node[v].p;
	for (i = 0; i < 4; i++)
		D = fmax(D, geom_dist(c, board_area_point(b, BOARD_CORNER(i))));
	f = fmin(2.0 / b->players, G->rn->number_factor);
	rng_stream(&rg, b->seed, b->attempt, "content.numbers", 0);
	for (v = 0; v < b->nodes.g.nnodes; v++) {
		t = b->nodes.node[v].type;
		if (t < 0 || G->rn->type[t].number.index < 0)
			continue;
		k = G->count[G->rn->type[t].number.index];
		d = geom_dist(c, b->nodes.g.node[v].p);
		/* The devlog's formula: more near the centre, at least 1. */
		b->nodes.node[v].number = (int32_t)fmax(
		    floor((1 - d / D) * k * f + 0.5 - rng_unit(&rg) + 0.5), 1);
	}
}

/* Drawn items and their clearance. */

static void
add_disc(struct gen *G, struct vec2 c, double r)
{
	struct disc *k = VEC_PUSH(G->disc, G->ndisc, G->capdisc);

	k->c = c;
	k->r = r;
}

/* node_reach: how far a node's drawing reaches, dots on its rim included. */
static double
node_reach(const struct gen *G, uint32_t v)
{
	double r = G->rn->node_radius * G->u;

	if (G->b->nodes.node[v].role == ROLE_START)
		r *= sqrt(2.0);
	return r + 2 * G->rn->dot_radius * G->u;
}

/* free_at: does a disc of radius r at c keep clear of every item so far? */
static int
free_at(const struct gen *G, struct vec2 c, double r)
{
	double gap = G->rn->item_gap * G->u;
	size_t i;

	for (i = 0; i < G->ndisc; i++)
		if (geom_dist(c, G->disc[i].c) < G->disc[i].r + r + gap)
			return 0;
	return 1;
}

/* Power dots. */

/* dot_at: where a dot at angle a sits on node v's rim. */
static struct vec2
dot_at(const struct gen *G, uint32_t v, double a)
{
	struct vec2 p = G->b->nodes.g.node[v].p;
	double r = G->rn->node_radius * G->u, c = cos(a), s = sin(a), m;

	/* On a square (start) node, out to the square's border. */
	if (G->b->nodes.node[v].role == ROLE_START) {
		m = fmax(fabs(c), fabs(s));
		c /= m;
		s /= m;
	}
	return vec2(p.x + r * c, p.y + r * s);
}

/*
 * clear_of_number: does a dot at angle a on node v's rim keep 0.3 mm clear
 * of v's number (1 when v has none)?
 */
static int
clear_of_number(const struct gen *G, uint32_t v, double a)
{
	struct vec2 lo, hi;

	if (!nodecontent_number_box(G->b, G->r, v, &lo, &hi))
		return 1;
	return geom_box_dist(dot_at(G, v, a), lo, hi) >=
	    G->rn->dot_radius * G->u + 0.3;
}

/*
 * dots_for: node v's power dots. Blocked angles are its edges (and, on a
 * paper side, everything pointing off the paper); a dot goes uniformly
 * into a gap wider than dot_gap, keeping half of dot_gap from both ends,
 * and blocks its own angle. With no such gap, one dot goes in the middle
 * of the widest gap that can hold it. A dot never touches the node's
 * number: a draw that would is drawn again (so the dots stay uniform over
 * the angles left), and the one dot of the last resort moves from the
 * middle of its gap towards an end until it clears the number.
 */
static void
dots_for(struct gen *G, struct rng *rg, uint32_t v, int want)
{
	struct board *b = G->b;
	const struct graph_node *n = &b->nodes.g.node[v];
	double blocked[GRAPH_MAX_DEGREE + 16], gapw[GRAPH_MAX_DEGREE + 16];
	double lo = 0, hi = GEOM_TAU, a, g = G->rn->dot_gap, best;
	double R = G->rn->node_radius * G->u, dr = G->rn->dot_radius * G->u;
	double need = 2 * asin(fmin(1, (dr + 0.3) / R));
	int nb = 0, placed = 0, side = 0, i, k, bi, tries;
	double fallback = 0;
	struct board_dot *dot;

	for (i = 0; i < (int)n->deg; i++)
		blocked[nb++] = graph_he_angle(&b->nodes.g, n->out[i]);
	if (b->nodes.node[v].sides) {
		/*
		 * Inward: the arc within acos((dot + 0.3 mm) / R) of the
		 * inward normal keeps the whole dot on the paper.
		 */
		double in = b->nodes.node[v].sides & SIDE_LEFT	? 0
			    : b->nodes.node[v].sides & SIDE_TOP ? GEOM_PI / 2
			    : b->nodes.node[v].sides & SIDE_RIGHT
				? GEOM_PI
				: 1.5 * GEOM_PI;
		double half = acos(fmin(1, (dr + 0.3) / R));

		lo = in - half;
		hi = in + half;
		side = 1;
	}
	for (k = 0; k < want; k++) {
		double lim[GRAPH_MAX_DEGREE + 18];
		int nl = 0, wide = 0;

		/* The gaps, as consecutive angles within [lo, hi]. */
		lim[nl++] = lo;
		for (i = 0; i < nb; i++) {
			a = blocked[i];
			while (a < lo)
				a += GEOM_TAU;
			while (a >= lo + GEOM_TAU)
				a -= GEOM_TAU;
			if (a > lo && a < hi)
				lim[nl++] = a;
		}
		/* Insertion sort: a node has a handful of gaps. */
		for (i = 2; i < nl; i++) {
			double x = lim[i];
			int j = i;

			for (; j > 1 && lim[j - 1] > x; j--)
				lim[j] = lim[j - 1];
			lim[j] = x;
		}
		lim[nl++] = side ? hi : lo + GEOM_TAU;
		/* Without a side, the gap through lo is one gap, not two. */
		if (!side && nb > 0) {
			lim[0] = lim[1];
			lim[nl - 1] = lim[1] + GEOM_TAU;
			memmove(lim + 1, lim + 2, (size_t)(nl - 2) *
			    sizeof(lim[0]));
			nl--;
		}
		for (i = 0; i + 1 < nl; i++) {
			gapw[i] = lim[i + 1] - lim[i] > g ? lim[i + 1] - lim[i] :
			    0;
			wide += gapw[i] > 0;
		}
		for (tries = 0; wide && tries < 64; tries++) {
			i = (int)rng_weighted(rg, gapw, (size_t)nl - 1);
			a = rng_range(rg, lim[i] + g / 2, lim[i + 1] - g / 2);
			if (clear_of_number(G, v, a))
				break;
		}
		if (wide && tries < 64) {
			/* a is the draw that keeps clear. */
		} else if (placed == 0) {
			/*
			 * The widest gap that holds a dot clear of the
			 * number, at the point nearest its middle.
			 */
			best = 0;
			bi = -1;
			for (i = 0; i + 1 < nl; i++) {
				double w = lim[i + 1] - lim[i], mid, at;
				int st;

				if (w < need || w <= best)
					continue;
				mid = (lim[i] + lim[i + 1]) / 2;
				for (st = 0; st <= 32; st++) {
					at = mid + (st % 2 ? 1 : -1) *
					    ((st + 1) / 2) * (w - need) / 32;
					if (clear_of_number(G, v, at))
						break;
				}
				if (st > 32)
					continue;
				best = w;
				bi = i;
				fallback = at;
			}
			if (bi < 0)
				break;
			a = fallback;
		} else {
			break;
		}
		a = geom_angle_norm(a);
		blocked[nb++] = a;
		dot = VEC_PUSH(b->nodes.dot, b->nodes.ndot, b->nodes.capdot);
		dot->node = v;
		dot->angle = a;
		add_disc(G, dot_at(G, v, a), dr);
		placed++;
		if (nb >= GRAPH_MAX_DEGREE + 15)
			break;
	}
}

static void
dots(struct gen *G)
{
	const struct rules_nodes *rn = G->rn;
	struct board *b = G->b;
	int p = (int)b->players, want;
	struct rng rg;
	uint32_t v;

	rng_stream(&rg, b->seed, b->attempt, "content.dots", 0);
	for (v = 0; v < b->nodes.g.nnodes; v++) {
		if (b->nodes.node[v].role == ROLE_CENTER)
			want = rn->center_dots;
		else
			want = rng_int(&rg, rn->dots_min[p], rn->dots_max[p]);
		if (b->nodes.node[v].type >= 0)
			want += rn->type[b->nodes.node[v].type].dots_bonus;
		dots_for(G, &rg, v, want < 1 ? 1 : want);
	}
}

/* Tiny nodes: on the midpoints of edges between inner nodes. */

static void
tinies(struct gen *G)
{
	const struct rules_nodes *rn = G->rn;
	struct board *b = G->b;
	size_t n = b->nodes.g.nnodes, nt = rn->ntiny, k;
	int *per = mem_calloc(n, sizeof(*per));
	uint8_t *done = mem_calloc(b->nodes.g.nedges + 1, 1);
	double *w = mem_alloc((nt + 1) * sizeof(*w));
	double r = rn->tiny_radius * G->u;
	struct board_tiny *t;
	struct rng rg;
	uint32_t v, x, e;

	for (k = 0; k < nt; k++)
		w[k] = nodecontent_in_play(&G->set, rn->tiny[k].expansion.index)
		    ? rn->tiny[k].weight : 0;
	rng_stream(&rg, b->seed, b->attempt, "content.tinies", 0);
	for (v = 0; v < n; v++) {
		const struct graph_node *gn = &b->nodes.g.node[v];

		if (b->nodes.node[v].sides)
			continue;
		for (k = 0; k < gn->deg; k++) {
			struct vec2 mid;
			size_t ty;

			/* The devlog's cap: no more once either end has it. */
			if (per[v] >= rn->tiny_per_node)
				break;
			e = gn->out[k] >> 1;
			x = graph_he_to(&b->nodes.g, gn->out[k]);
			if (done[e] || b->nodes.node[x].sides ||
			    per[x] >= rn->tiny_per_node)
				continue;
			done[e] = 1;
			mid = vec2((gn->p.x + b->nodes.g.node[x].p.x) / 2,
			    (gn->p.y + b->nodes.g.node[x].p.y) / 2);
			if (!free_at(G, mid, r))
				continue;
			ty = rng_weighted(&rg, w, nt);
			if (ty == nt)
				goto out;
			t = VEC_PUSH(
			    b->nodes.tiny, b->nodes.ntiny, b->nodes.captiny);
			t->a = v;
			t->b = x;
			t->type = (int32_t)ty;
			t->angle = geom_angle(gn->p, b->nodes.g.node[x].p);
			if (rn->tiny[ty].flip && rng_chance(&rg, 0.5))
				t->angle = geom_angle_norm(t->angle + GEOM_PI);
			else
				t->angle = geom_angle_norm(t->angle);
			add_disc(G, mid, r);
			per[v]++;
			per[x]++;
		}
	}
out:
	free(per);
	free(done);
	free(w);
}

/* Items in areas: expeditions or landmarks, and natural resources. */

/* The clearance function of one area, for polylabel and sampling. */
struct room {
	const struct gen *G;
	const struct vec2 *poly;
	size_t n;
	/*
	 * Indices into G->disc, not pointers: placing an item adds a disc,
	 * and the array may move (a use after free ASan found).
	 */
	uint32_t near[512];
	size_t nnear;
	double inset; /* extra distance kept from the area's edges */
};

static double
clearance(void *ctx, struct vec2 q)
{
	const struct room *rm = ctx;
	const struct gen *G = rm->G;
	double gap = G->rn->item_gap * G->u, c, e;
	size_t i;

	/* The paper's safe margin, then the items, then the area's edges
	 * (drawn 0.5 mm wide). */
	c = q.x < G->b->width - q.x ? q.x : G->b->width - q.x;
	e = q.y < G->b->height - q.y ? q.y : G->b->height - q.y;
	c = (c < e ? c : e) - G->rn->safe_margin;
	for (i = 0; i < rm->nnear; i++) {
		const struct disc *dk = &G->disc[rm->near[i]];

		e = geom_dist(q, dk->c) - dk->r - gap;
		if (e < c)
			c = e;
	}
	e = geom_polygon_dist(q, rm->poly, rm->n) - 0.25 - gap - rm->inset;
	return e < c ? e : c;
}

/*
 * fits_at: does a disc of radius r fit at q (clearance(q) >= r)? The
 * same test as clearance, stopping at the first thing in the way: most
 * random tries fail cheaply.
 */
static int
fits_at(const struct room *rm, struct vec2 q, double r)
{
	const struct gen *G = rm->G;
	double gap = G->rn->item_gap * G->u, m = G->rn->safe_margin + r, e;
	size_t i, j;

	if (q.x < m || q.y < m || q.x > G->b->width - m ||
	    q.y > G->b->height - m)
		return 0;
	if (!geom_point_in_polygon(q, rm->poly, rm->n))
		return 0;
	for (i = 0; i < rm->nnear; i++) {
		const struct disc *dk = &G->disc[rm->near[i]];

		e = dk->r + gap + r;
		if (geom_dist2(q, dk->c) < e * e)
			return 0;
	}
	e = 0.25 + gap + rm->inset + r;
	for (i = 0, j = rm->n - 1; i < rm->n; j = i++)
		if (geom_seg_dist2(q, rm->poly[j], rm->poly[i]) < e * e)
			return 0;
	return 1;
}

/* room_for: set up rm for area i (its polygon into *pts). */
static void
room_for(struct room *rm, const struct gen *G, size_t i, struct vec2 **pts,
    size_t *cap, double inset)
{
	double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
	size_t k;

	rm->G = G;
	rm->n = board_area_polygon(G->b, i, pts, cap);
	rm->poly = *pts;
	rm->inset = inset;
	for (k = 0; k < rm->n; k++) {
		x0 = fmin(x0, rm->poly[k].x);
		y0 = fmin(y0, rm->poly[k].y);
		x1 = fmax(x1, rm->poly[k].x);
		y1 = fmax(y1, rm->poly[k].y);
	}
	rm->nnear = 0;
	/* Only discs that reach the area's box can limit it. */
	for (k = 0; k < G->ndisc && rm->nnear < 512; k++) {
		const struct disc *dk = &G->disc[k];

		if (dk->c.x + dk->r < x0 || dk->c.x - dk->r > x1 ||
		    dk->c.y + dk->r < y0 || dk->c.y - dk->r > y1)
			continue;
		rm->near[rm->nnear++] = (uint32_t)k;
	}
}

/*
 * poles: expeditions (when on) or landmarks, each at the pole of
 * inaccessibility of an area whose clearance holds its circle, areas
 * nearest the centre first, up to the rules' count. used[] marks areas.
 */
static void
poles(struct gen *G, uint8_t *used)
{
	const struct rules_nodes *rn = G->rn;
	struct board *b = G->b;
	int exped = G->set.features & RULES_FEAT_EXPEDITIONS;
	const struct rules_item *types = exped ? rn->expedition : rn->landmark;
	size_t nt = exped ? rn->nexpedition : rn->nlandmark,
	       na = b->nodes.area.n;
	int want = exped ? rn->expeditions : rn->landmarks, got = 0;
	double r = rn->item_radius * G->u, clear, *key, *w;
	struct vec2 *pts = NULL, *pole, c = vec2(0, 0);
	uint32_t *idx, v;
	size_t cap = 0, i, k;
	struct rng rg;
	struct room rm;

	if (!exped && !(G->set.features & RULES_FEAT_LANDMARKS))
		return;
	for (v = 0; v < b->nodes.g.nnodes; v++)
		if (b->nodes.node[v].role == ROLE_CENTER)
			c = b->nodes.g.node[v].p;
	key = mem_alloc((na + 1) * sizeof(*key));
	idx = mem_alloc((na + 1) * sizeof(*idx));
	pole = mem_alloc((na + 1) * sizeof(*pole));
	w = mem_alloc((nt + 1) * sizeof(*w));
	/*
	 * Areas nearest the centre first, by their vertices' mean; each one's
	 * pole of inaccessibility is searched only when its turn comes.
	 */
	for (i = k = 0; i < na; i++) {
		size_t np = board_area_polygon(b, i, &pts, &cap), j;
		struct vec2 m = vec2(0, 0);

		for (j = 0; j < np; j++) {
			m.x += pts[j].x / (double)np;
			m.y += pts[j].y / (double)np;
		}
		key[k] = geom_dist(m, c);
		idx[k++] = (uint32_t)i;
	}
	heap_sort_pairs(key, idx, k);
	for (i = 0; i < nt; i++)
		w[i] = nodecontent_in_play(&G->set, types[i].expansion.index) ?
		    types[i].weight : 0;
	rng_stream(&rg, b->seed, b->attempt, exped ? "content.expeditions" :
	    "content.landmarks", 0);
	for (i = 0; i < k && got < want; i++) {
		struct board_item *it;
		size_t ty;

		room_for(&rm, G, idx[i], &pts, &cap, 0);
		pole[idx[i]] = geom_polylabel(rm.poly, rm.n, rn->pole_precision,
		    clearance, &rm, &clear);
		if (clear < r)
			continue;
		ty = rng_weighted(&rg, w, nt);
		if (ty == nt)
			break;
		if (exped)
			it = VEC_PUSH(b->nodes.expedition, b->nodes.nexpedition,
			    b->nodes.capexpedition);
		else
			it = VEC_PUSH(b->nodes.landmark, b->nodes.nlandmark,
			    b->nodes.caplandmark);
		it->area = idx[i];
		it->x = pole[idx[i]].x;
		it->y = pole[idx[i]].y;
		it->type = (int32_t)ty;
		it->slots = exped ? rng_int(&rg, rn->slots_min, rn->slots_max) :
		    0;
		add_disc(G, pole[idx[i]], r);
		used[idx[i]] = 1;
		got++;
	}
	free(pts);
	free(key);
	free(idx);
	free(pole);
	free(w);
}

/* at_edge: how many of area i's boundary entries lie on the paper's edge. */
static size_t
at_edge(const struct board *b, size_t i)
{
	const uint32_t *v = board_area_nodes(b, i);
	size_t n = board_area_len(b, i), k, e = 0;

	for (k = 0; k < n; k++)
		e += BOARD_IS_CORNER(v[k]) || b->nodes.node[v[k]].sides;
	return e;
}

/*
 * resources: natural resources in the areas left, skipping areas with
 * half or more of their boundary on the paper's edge: 1-4 (1-2 in areas of
 * four entries or fewer), each drawn at random in the area's box and kept
 * when it lies inside the area inset by resource_inset and clear of every
 * item, up to the rules' tries.
 */
static void
resources(struct gen *G, const uint8_t *used)
{
	const struct rules_nodes *rn = G->rn;
	struct board *b = G->b;
	size_t nt = rn->nresource, na = b->nodes.area.n, cap = 0, i, k, len;
	double r = rn->resource_radius * G->u, *w;
	double x0, y0, x1, y1;
	struct vec2 *pts = NULL, q;
	struct rng rg;
	struct room rm;
	int want, j, t;

	if (!(G->set.features & RULES_FEAT_RESOURCES) || nt == 0)
		return;
	w = mem_alloc((nt + 1) * sizeof(*w));
	for (i = 0; i < nt; i++)
		w[i] = nodecontent_in_play(&G->set, rn->resource[i].expansion.index)
		    ? rn->resource[i].weight : 0;
	rng_stream(&rg, b->seed, b->attempt, "content.resources", 0);
	for (i = 0; i < na; i++) {
		len = board_area_len(b, i);
		if (used[i] || 2 * at_edge(b, i) >= len)
			continue;
		want = len <= 4 ? rng_int(&rg, rn->resources_min,
		    rn->resources_small_max) : rng_int(&rg, rn->resources_min,
		    rn->resources_max);
		room_for(&rm, G, i, &pts, &cap, rn->resource_inset * G->u);
		x0 = y0 = INFINITY;
		x1 = y1 = -INFINITY;
		for (k = 0; k < rm.n; k++) {
			x0 = fmin(x0, rm.poly[k].x);
			y0 = fmin(y0, rm.poly[k].y);
			x1 = fmax(x1, rm.poly[k].x);
			y1 = fmax(y1, rm.poly[k].y);
		}
		/* A point nearer the box's border than the inset cannot do. */
		x0 += rm.inset + r;
		y0 += rm.inset + r;
		x1 -= rm.inset + r;
		y1 -= rm.inset + r;
		if (x0 >= x1 || y0 >= y1)
			continue;
		for (j = 0; j < want; j++) {
			struct board_item *it;
			size_t ty;

			for (t = 0; t < rn->tries; t++) {
				q = vec2(rng_range(&rg, x0, x1),
				    rng_range(&rg, y0, y1));
				if (fits_at(&rm, q, r))
					break;
			}
			/* When one finds no room, the next would not either. */
			if (t == rn->tries)
				break;
			ty = rng_weighted(&rg, w, nt);
			if (ty == nt)
				break;
			it = VEC_PUSH(b->nodes.resource, b->nodes.nresource,
			    b->nodes.capresource);
			it->area = (uint32_t)i;
			it->x = q.x;
			it->y = q.y;
			it->type = (int32_t)ty;
			it->rotation = rng_range(&rg, 0, GEOM_TAU);
			add_disc(G, q, r);
			/* The new resource limits the next ones here. */
			if (rm.nnear < 512)
				rm.near[rm.nnear++] = (uint32_t)(G->ndisc - 1);
		}
	}
	free(pts);
	free(w);
}

int
nodecontent_generate(struct board *b, const struct rules *r, struct diag *d)
{
	const struct rules_nodes *rn = &r->nodes;
	size_t n = b->nodes.g.nnodes, nt = rn->ntype, slots = 0, k;
	uint8_t *used = NULL;
	struct gen G;
	uint32_t v;
	int rc = -1;

	board_clear_content(b);
	memset(&G, 0, sizeof(G));
	G.b = b;
	G.r = r;
	G.rn = rn;
	G.d = d;
	if (nodecontent_options(b, r, &G.set, d) < 0)
		return -1;
	G.u = nodegraph_unit(b, r);
	nodecontent_scale(b, r, &G.ns, &G.ds);
	G.chosen = mem_calloc(nt + 1, 1);
	G.count = mem_calloc(nt + 1, sizeof(*G.count));
	G.near_start = mem_calloc(n + 1, 1);
	G.mark = mem_calloc(n + 1, 1);
	G.edist = mem_alloc((n + 1) * sizeof(*G.edist));
	for (v = 0; v < n; v++) {
		G.edist[v] = nodecontent_edge_distance(b, r, v);
		if (b->nodes.node[v].role == ROLE_INNER ||
		    b->nodes.node[v].role == ROLE_EDGE)
			slots++;
		if (b->nodes.node[v].role == ROLE_START)
			for (k = 0; k < b->nodes.g.node[v].deg; k++)
				G.near_start[graph_he_to(&b->nodes.g,
				    b->nodes.g.node[v].out[k])] = 1;
	}
	/* Memory of the collection (the devlog keeps 5 nodes spare). */
	collect(&G, (int)slots - rn->collection_margin);
	if (type_list(&G, slots) < 0 || assign(&G) < 0)
		goto out;
	missions(&G);
	numbers(&G);
	for (v = 0; v < n; v++)
		add_disc(&G, b->nodes.g.node[v].p, node_reach(&G, v) -
		    2 * rn->dot_radius * G.u);
	dots(&G);
	nodearea_build(b);
	used = mem_calloc(b->nodes.area.n + 1, 1);
	if (G.set.features & RULES_FEAT_TINIES)
		tinies(&G);
	poles(&G, used);
	resources(&G, used);
	rc = 0;
out:
	free(G.chosen);
	free(G.count);
	free(G.near_start);
	free(G.mark);
	free(G.edist);
	free(G.list);
	free(G.disc);
	free(used);
	return rc;
}
