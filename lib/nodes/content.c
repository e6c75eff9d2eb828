/*
 * content.c: the content of a nodes board: the types chosen, listed and
 * assigned, the missions and the numbers, then the drawn items
 * (nodes/dots.c, nodes/items.c); the entry point.
 */
#include "nodes/content_int.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/geom.h"
#include "core/mem.h"
#include "core/rng.h"
#include "nodes/area.h"
#include "nodes/part.h"
#include "nodes/pins.h"
#include "nodes/rules.h"

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
collect(struct gen *G, int budget, uint64_t seed, uint32_t attempt)
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
	rng_stream(&rg, seed, attempt, "content.collection", 0);
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

/*
 * free_nodes: the nodes of b that take a type (neither start nor centre).
 */
static size_t
free_nodes(const struct board *b)
{
	size_t v, n = 0;

	for (v = 0; v < nodes_part(b)->g.nnodes; v++)
		n += nodes_part(b)->node[v].role == ROLE_INNER ||
		    nodes_part(b)->node[v].role == ROLE_EDGE;
	return n;
}

int
nodes_collect(const struct board *b, const struct rules *r, uint8_t *chosen,
    struct diag *d)
{
	struct gen G;

	memset(&G, 0, sizeof(G));
	G.rn = nodes_rules(r);
	if (nodecontent_options(b, r, &G.set, d) < 0)
		return -1;
	nodecontent_scale(b, r, &G.ns, &G.ds);
	G.chosen = chosen;
	memset(chosen, 0, G.rn->ntype);
	collect(&G, (int)free_nodes(b) - G.rn->collection_margin, b->seed,
	    b->attempt);
	return 0;
}

/*
 * The type list: each chosen type min times, and at least once, then by
 * weight to full. The devlog's "ensure that each type is considered at
 * least once" is that at least once: a chosen type of min 0 (a rare one,
 * of small prob) is on the board all the same, and the category and
 * actions it was chosen for with it.
 */
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
		/* A pinned node's type (pinned) is counted already. */
		for (i = G->count[t]; i < (m > 1 ? m : 1); i++) {
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
	int32_t old = nodes_part(b)->node[v].type;
	size_t n;

	if (ty->not_on_edge && nodes_part(b)->node[v].sides)
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
	nodes_part(b)->node[v].type = t;
	n = nodecontent_cluster(b, v, G->mark);
	nodes_part(b)->node[v].type = old;
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

			old = nodes_part(b)->node[w].type;
			if (old == t)
				continue;
			nodes_part(b)->node[w].type = BOARD_NONE;
			if (!fits(G, w, t)) {
				nodes_part(b)->node[w].type = old;
				continue;
			}
			nodes_part(b)->node[w].type = t;
			if (fits(G, v, old)) {
				nodes_part(b)->node[v].type = old;
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
				nodes_part(b)->node[v].type = BOARD_NONE;
			}
			nodes_part(b)->node[w].type = old;
		}
	}
	return -1;
}

static int
assign(struct gen *G)
{
	struct board *b = G->b;
	size_t n = nodes_part(b)->g.nnodes, m = 0, ndone = 0, i, k;
	uint32_t *order = mem_alloc((n + 1) * sizeof(*order));
	uint32_t *done = mem_alloc((n + 1) * sizeof(*done));
	struct rng rg;
	uint32_t v;
	int rc = 0;

	for (v = 0; v < n; v++)
		if ((nodes_part(b)->node[v].role == ROLE_INNER ||
		    nodes_part(b)->node[v].role == ROLE_EDGE) &&
		    !(G->pinned && G->pinned[v]))
			order[m++] = v;
	rng_stream(&rg, b->seed, b->attempt, "content.assign", 0);
	rng_shuffle(&rg, order, m, sizeof(*order));
	for (i = 0; i < m; i++) {
		v = order[i];
		for (k = 0; k < G->nlist; k++)
			if (fits(G, v, G->list[k]))
				break;
		if (k < G->nlist) {
			nodes_part(b)->node[v].type = G->list[k];
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

/*
 * first_game: the first game's missions: every start the same simple one,
 * drawn among those the rules name for it (or, none in play, among all in
 * play), into list; returns how many (starts, or 0 when none is in play).
 */
static size_t
first_game(struct gen *G, struct rng *rg, double *w, int *list, size_t starts)
{
	const struct rules_nodes *rn = G->rn;
	size_t n = rn->nmission, k, i, m = 0;

	for (k = 0; k < n; k++)
		w[k] = 0;
	for (k = 0; k < rn->first_game_missions.n; k++) {
		i = (size_t)rn->first_game_missions.v[k].index;
		if (nodecontent_in_play(&G->set,
		    rn->mission[i].expansion.index))
			w[i] = 1;
	}
	k = rng_weighted(rg, w, n);
	/* None named (or none in play): any mission in play. */
	if (k == n) {
		for (i = 0; i < n; i++)
			w[i] = nodecontent_in_play(&G->set,
			    rn->mission[i].expansion.index) ?
			    rn->mission[i].prob : 0;
		k = rng_weighted(rg, w, n);
	}
	for (i = 0; i < starts && k < n; i++)
		list[m++] = (int)k;
	return m;
}

/*
 * useful: each mission that means something on this board (a type it
 * names is on it) once, in a shuffled order, then more by weight up to
 * starts, into list; returns how many.
 */
static size_t
useful(struct gen *G, struct rng *rg, double *w, int *list, int *pick,
    size_t starts)
{
	const struct rules_nodes *rn = G->rn;
	size_t n = rn->nmission, k, i, m = 0;

	for (k = 0; k < n; k++) {
		const struct rules_mission *ms = &rn->mission[k];
		int use = ms->relevant.n == 0;

		for (i = 0; i < ms->relevant.n; i++)
			use |= on_board(G, ms->relevant.v[i].index);
		w[k] = use && nodecontent_in_play(&G->set,
		    ms->expansion.index) ? ms->prob : 0;
		if (w[k] > 0)
			pick[m++] = (int)k;
	}
	rng_shuffle(rg, pick, m, sizeof(*pick));
	if (m > starts)
		m = starts;
	memcpy(list, pick, m * sizeof(*list));
	while (m < starts) {
		k = rng_weighted(rg, w, n);
		if (k == n)
			break;
		list[m++] = (int)k;
	}
	rng_shuffle(rg, list, m, sizeof(*list));
	return m;
}

static void
missions(struct gen *G)
{
	struct board *b = G->b;
	size_t n = G->rn->nmission, i, m, starts = 0;
	double *w = mem_alloc((n + 1) * sizeof(*w));
	int *list, *pick;
	struct rng rg;
	uint32_t v;

	for (v = 0; v < nodes_part(b)->g.nnodes; v++)
		starts += nodes_part(b)->node[v].role == ROLE_START;
	list = mem_alloc((starts + n + 1) * sizeof(*list));
	pick = mem_alloc((n + 1) * sizeof(*pick));
	rng_stream(&rg, b->seed, b->attempt, "content.missions", 0);
	if (n > 0) {
		m = nodes_part(b)->first_game
			? first_game(G, &rg, w, list, starts)
			: useful(G, &rg, w, list, pick, starts);
		for (v = 0, i = 0; v < nodes_part(b)->g.nnodes && i < m; v++)
			if (nodes_part(b)->node[v].role == ROLE_START)
				nodes_part(b)->node[v].mission = list[i++];
	}
	MEM_FREE(w, list, pick);
}

/* Numbers. */

static void
numbers(struct gen *G)
{
	struct board *b = G->b;
	struct vec2 c = nodes_centre(b);
	double D = 0, k, f, d;
	struct rng rg;
	uint32_t v;
	int i, t;

	for (i = 0; i < 4; i++)
		D = fmax(D, geom_dist(c, board_area_point(b, BOARD_CORNER(i))));
	f = fmin(2.0 / b->players, G->rn->number_factor);
	rng_stream(&rg, b->seed, b->attempt, "content.numbers", 0);
	for (v = 0; v < nodes_part(b)->g.nnodes; v++) {
		t = nodes_part(b)->node[v].type;
		if (t < 0 || G->rn->type[t].number.index < 0)
			continue;
		k = G->count[G->rn->type[t].number.index];
		d = geom_dist(c, nodes_part(b)->g.node[v].p);
		/* The devlog's formula: more near the centre, at least 1. */
		nodes_part(b)->node[v].number = (int32_t)fmax(
		    floor((1 - d / D) * k * f + 0.5 - rng_unit(&rg) + 0.5), 1);
	}
}

/* node_reach: how far a node's drawing reaches, dots on its rim included. */
static double
node_reach(const struct gen *G, uint32_t v)
{
	double r = G->rn->node_radius * G->u;

	if (nodes_part(G->b)->node[v].role == ROLE_START)
		r *= sqrt(2.0);
	return r + 2 * G->rn->dot_radius * G->u;
}

/* pin_fail: pin k of the rules can not be kept on this attempt. */
static int
pin_fail(struct gen *G, const struct pin *k, const char *fmt, const char *a,
    const char *c)
{
	char why[160], pin[PINS_LINE + 64];

	snprintf(why, sizeof(why), fmt, a, c);
	diag_add(G->d, DIAG_INVALID, NULL, 0, G->b->id, "completeness.pins",
	    "attempt %u: pin %s: %s", G->b->attempt, pins_describe(G->r->pins,
	    (size_t)(k - G->r->pins->v), pin, sizeof(pin)), why);
	return -1;
}

/*
 * pinned: the rules' pins (board/pins.h) put on b before the type list
 * is made: each on the node nearest its place, counted and taken into
 * the collection (with what it requires), so the list and the
 * assignment work around them. Returns how many nodes they took, or -1
 * with the pin that cannot be kept named (DIAG_INVALID, "completeness.pins").
 */
static long
pinned(struct gen *G)
{
	const struct pins *p = G->r->pins;
	struct board *b = G->b;
	char node[24];
	size_t k, v, j;
	int32_t t;

	if (!p || p->n == 0)
		return 0;
	G->pinned = mem_calloc(nodes_part(b)->g.nnodes + 1, 1);
	for (k = 0; k < p->n; k++) {
		t = p->v[k].val[0];
		v = nodes_pins_node(b, &p->v[k]);
		if (v == SIZE_MAX)
			return pin_fail(G, &p->v[k], "the board has no node "
			    "that takes a type%s%s", "", "");
		snprintf(node, sizeof(node), "n%zu", v);
		if (G->pinned[v]) {
			for (j = 0; j < k; j++)
				if (nodes_pins_node(b, &p->v[j]) == v)
					break;
			snprintf(node + strlen(node), sizeof(node) -
			    strlen(node), ", line %u's", p->v[j].line);
			return pin_fail(G, &p->v[k], "%s%s is pinned "
			    "already", node, "");
		}
		if (!nodecontent_in_play(&G->set,
		    G->rn->type[t].expansion.index))
			return pin_fail(G, &p->v[k], "the type's expansion "
			    "%s is not on the board%s",
			    G->rn->type[t].expansion.name, "");
		if (!fits(G, (uint32_t)v, t))
			return pin_fail(G, &p->v[k], "%s cannot take it (the "
			    "type's edge distance, sequence or start rules)%s",
			    node, "");
		if (G->rn->type[t].max >= 0 && G->count[t] + 1 >
		    scaled(G->rn->type[t].max, G->ns))
			return pin_fail(G, &p->v[k], "more pins of the type "
			    "than its max at this board's scale%s%s", "", "");
		nodes_part(b)->node[v].type = t;
		G->pinned[v] = 1;
		G->count[t]++;
		take(G, t);
	}
	return (long)p->n;
}

int
nodes_content(struct board *b, const struct rules *r, struct diag *d)
{
	const struct rules_nodes *rn = nodes_rules(r);
	size_t n = nodes_part(b)->g.nnodes, nt = rn->ntype, slots = 0, k;
	uint8_t *used = NULL;
	struct gen G;
	uint32_t v;
	long npin;
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
	G.nkey = nodes_caption_keep_room(b, r, G.key_lo, G.key_hi);
	nodecontent_scale(b, r, &G.ns, &G.ds);
	G.chosen = mem_calloc(nt + 1, 1);
	G.count = mem_calloc(nt + 1, sizeof(*G.count));
	G.near_start = mem_calloc(n + 1, 1);
	G.mark = mem_calloc(n + 1, 1);
	G.edist = mem_alloc((n + 1) * sizeof(*G.edist));
	for (v = 0; v < n; v++) {
		G.edist[v] = nodecontent_edge_distance(b, r, v);
		if (nodes_part(b)->node[v].role == ROLE_INNER ||
		    nodes_part(b)->node[v].role == ROLE_EDGE)
			slots++;
		if (nodes_part(b)->node[v].role == ROLE_START)
			for (k = 0; k < nodes_part(b)->g.node[v].deg; k++)
				G.near_start[graph_he_to(&nodes_part(b)->g,
				    nodes_part(b)->g.node[v].out[k])] = 1;
	}
	/* Memory of the collection (the devlog keeps 5 nodes spare). */
	collect(&G, (int)slots - rn->collection_margin, b->seed, b->attempt);
	if ((npin = pinned(&G)) < 0 ||
	    type_list(&G, slots - (size_t)npin) < 0 || assign(&G) < 0)
		goto out;
	missions(&G);
	numbers(&G);
	for (v = 0; v < n; v++)
		nodecontent_add_disc(&G, nodes_part(b)->g.node[v].p,
		    node_reach(&G, v) -
		    2 * rn->dot_radius * G.u);
	nodecontent_dots(&G);
	nodearea_build(b);
	used = mem_calloc(nodes_part(b)->area.n + 1, 1);
	if (G.set.features & RULES_FEAT_TINIES)
		nodecontent_tinies(&G);
	nodecontent_poles(&G, used);
	nodecontent_resources(&G, used);
	rc = 0;
out:
	MEM_FREE(G.chosen, G.count, G.near_start, G.mark, G.edist, G.list,
	    G.disc, G.pinned, used);
	return rc;
}
