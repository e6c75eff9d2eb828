/*
 * plan.c: a nodes board's marks, caption place and key, worked out once
 * for its marks and its drawing (layout-pdf found the caption twice and
 * the key three times a board without it), and kept on the board for
 * validate's checks and the drawing of one process (nodes_plan_kept).
 */
#include "nodes/plan.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "nodes/part.h"
#include "nodes/rules.h"

void *
nodes_board_plan(const struct board *b, const struct rules *r)
{
	struct nodes_plan *p = mem_calloc(1, sizeof(*p));

	p->m = nodes_marks(b, r, &p->nm);
	p->cap_rc = nodes_caption_among(b, r, p->m, p->nm, &p->cap);
	p->nkey = nodes_key_layout(b, r, &p->key);
	return p;
}

void
nodes_board_plan_free(void *plan)
{
	struct nodes_plan *p = plan;

	if (!p)
		return;
	nodes_key_fini(&p->key);
	free(p->m);
	free(p);
}

/*
 * The plan kept on the board (nodes_plan_kept), and its key: everything
 * the marks, the caption and the key read, as it was when they were
 * worked out. Of the board: its size, players, id, seed, rules and
 * expansions; its nodes (where, their role, sides, type, mission and
 * number), edges, dots, areas, expeditions, landmarks, resources and tiny
 * nodes, and the first-game flag; of the rules: the object, its text,
 * font and pictures and its nodes section byte for byte. Each is kept
 * field by field (no padding is compared), the part's as a row of
 * words walked in a fixed order (struct walk).
 */
struct nodes_kept {
	struct nodes_plan *plan;
	struct rules_seen seen;
	struct rules_nodes rn;
	double width, height;
	uint32_t players;
	uint64_t seed;
	char id[sizeof(((struct board *)0)->id)];
	char rules[sizeof(((struct board *)0)->rules)];
	char expansions[sizeof(((struct board *)0)->expansions)];
	int first_game;
	/* the part's arrays as words in a row (doubles by their bits) */
	uint64_t *w;
	size_t nw, capw;
};

/*
 * A walk over the part's arrays in a fixed order, each number a word:
 * storing them into k->w (store), or comparing them with it, word by
 * word, where eq drops to 0 at the first that differs (or runs past).
 */
struct walk {
	struct nodes_kept *k;
	int store, eq;
	size_t at;
};

static void
put_i(struct walk *c, int64_t v)
{
	uint64_t u = (uint64_t)v;

	if (c->store) {
		*VEC_PUSH(c->k->w, c->k->nw, c->k->capw) = u;
		return;
	}
	if (c->at >= c->k->nw || c->k->w[c->at] != u)
		c->eq = 0;
	c->at++;
}

/* put_f: a double by its bits (-0 is not 0, as atan2 tells them apart). */
static void
put_f(struct walk *c, double v)
{
	uint64_t u;

	memcpy(&u, &v, sizeof(u));
	put_i(c, (int64_t)u);
}

static void
put_items(struct walk *c, const struct board_item *v, size_t n)
{
	size_t j;

	put_i(c, (int64_t)n);
	for (j = 0; j < n && c->eq; j++) {
		put_i(c, v[j].area);
		put_i(c, v[j].type);
		put_i(c, v[j].slots);
		put_f(c, v[j].x);
		put_f(c, v[j].y);
		put_f(c, v[j].rotation);
	}
}

static void
put_part(struct walk *c, const struct board *b)
{
	const struct nodes_part *p = nodes_part(b);
	size_t j, e;

	put_i(c, p->first_game);
	put_i(c, (int64_t)p->g.nnodes);
	for (j = 0; j < p->g.nnodes && c->eq; j++) {
		put_f(c, p->g.node[j].p.x);
		put_f(c, p->g.node[j].p.y);
		put_i(c, p->g.node[j].deg);
		for (e = 0; e < p->g.node[j].deg && e < GRAPH_MAX_DEGREE; e++)
			put_i(c, p->g.node[j].out[e]);
		put_i(c, p->node[j].role);
		put_i(c, p->node[j].sides);
		put_i(c, p->node[j].type);
		put_i(c, p->node[j].mission);
		put_i(c, p->node[j].number);
	}
	put_i(c, (int64_t)p->g.nedges);
	for (j = 0; j < p->g.nedges && c->eq; j++) {
		put_i(c, p->g.edge[j].a);
		put_i(c, p->g.edge[j].b);
	}
	put_i(c, (int64_t)p->ndot);
	for (j = 0; j < p->ndot && c->eq; j++) {
		put_i(c, p->dot[j].node);
		put_f(c, p->dot[j].angle);
	}
	put_i(c, (int64_t)p->area.n);
	put_i(c, (int64_t)p->area.nnode);
	for (j = 0; j < p->area.nnode && c->eq; j++)
		put_i(c, p->area.node[j]);
	for (j = 0; p->area.n && j <= p->area.n && c->eq; j++)
		put_i(c, p->area.start[j]);
	put_items(c, p->expedition, p->nexpedition);
	put_items(c, p->landmark, p->nlandmark);
	put_items(c, p->resource, p->nresource);
	put_i(c, (int64_t)p->ntiny);
	for (j = 0; j < p->ntiny && c->eq; j++) {
		put_i(c, p->tiny[j].a);
		put_i(c, p->tiny[j].b);
		put_i(c, p->tiny[j].type);
		put_f(c, p->tiny[j].angle);
	}
}

/* same: is k's key b and r as they are now? */
static int
same(struct nodes_kept *k, const struct board *b, const struct rules *r)
{
	struct walk c = { k, 0, 1, 0 };

	if (!k->plan || !rules_seen_same(&k->seen, r) ||
	    memcmp(&k->rn, nodes_rules(r), sizeof(k->rn)) != 0 ||
	    k->width != b->width || k->height != b->height ||
	    k->players != b->players || k->seed != b->seed ||
	    strcmp(k->id, b->id) != 0 || strcmp(k->rules, b->rules) != 0 ||
	    strcmp(k->expansions, b->expansions) != 0)
		return 0;
	put_part(&c, b);
	return c.eq && c.at == k->nw;
}

const struct nodes_plan *
nodes_plan_kept(const struct board *b, const struct rules *r)
{
	struct nodes_part *p = nodes_part(b);
	struct nodes_kept *k = p->kept;
	struct walk c;

	if (!k)
		k = p->kept = mem_calloc(1, sizeof(*k));
	if (same(k, b, r))
		return k->plan;
	nodes_board_plan_free(k->plan);
	k->plan = NULL;
	rules_seen_set(&k->seen, r);
	memcpy(&k->rn, nodes_rules(r), sizeof(k->rn));
	k->width = b->width;
	k->height = b->height;
	k->players = b->players;
	k->seed = b->seed;
	snprintf(k->id, sizeof(k->id), "%s", b->id);
	snprintf(k->rules, sizeof(k->rules), "%s", b->rules);
	snprintf(k->expansions, sizeof(k->expansions), "%s", b->expansions);
	k->nw = 0;
	c.k = k;
	c.store = c.eq = 1;
	c.at = 0;
	put_part(&c, b);
	k->plan = nodes_board_plan(b, r);
	return k->plan;
}

void *
nodes_board_plan_kept(const struct board *b, const struct rules *r)
{
	return (void *)nodes_plan_kept(b, r);
}

void
nodes_plan_kept_free(struct nodes_kept *k)
{
	if (!k)
		return;
	nodes_board_plan_free(k->plan);
	free(k->w);
	free(k);
}
