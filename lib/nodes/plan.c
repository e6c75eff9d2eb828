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
 * field by field (no padding is compared).
 */
struct nodes_kept {
	struct nodes_plan *plan;
	const struct rules *r;
	const void *text, *font, *picture;
	size_t len, npicture;
	struct rules_nodes rn;
	double width, height;
	uint32_t players;
	uint64_t seed;
	char id[sizeof(((struct board *)0)->id)];
	char rules[sizeof(((struct board *)0)->rules)];
	char expansions[sizeof(((struct board *)0)->expansions)];
	int first_game;
	/* the part's arrays, each as doubles and integers in a row */
	double *f;
	int64_t *i;
	size_t nf, ni, capf, capi;
};

/* The part's arrays as numbers, in a fixed order, into k->f and k->i. */
static void
put_f(struct nodes_kept *k, double v)
{
	*VEC_PUSH(k->f, k->nf, k->capf) = v;
}

static void
put_i(struct nodes_kept *k, int64_t v)
{
	*VEC_PUSH(k->i, k->ni, k->capi) = v;
}

static void
put_items(struct nodes_kept *k, const struct board_item *v, size_t n)
{
	size_t j;

	put_i(k, (int64_t)n);
	for (j = 0; j < n; j++) {
		put_i(k, v[j].area);
		put_i(k, v[j].type);
		put_i(k, v[j].slots);
		put_f(k, v[j].x);
		put_f(k, v[j].y);
		put_f(k, v[j].rotation);
	}
}

static void
put_part(struct nodes_kept *k, const struct board *b)
{
	const struct nodes_part *p = nodes_part(b);
	size_t j, e;

	k->nf = k->ni = 0;
	put_i(k, p->first_game);
	put_i(k, (int64_t)p->g.nnodes);
	for (j = 0; j < p->g.nnodes; j++) {
		put_f(k, p->g.node[j].p.x);
		put_f(k, p->g.node[j].p.y);
		put_i(k, p->g.node[j].deg);
		for (e = 0; e < p->g.node[j].deg && e < GRAPH_MAX_DEGREE; e++)
			put_i(k, p->g.node[j].out[e]);
		put_i(k, p->node[j].role);
		put_i(k, p->node[j].sides);
		put_i(k, p->node[j].type);
		put_i(k, p->node[j].mission);
		put_i(k, p->node[j].number);
	}
	put_i(k, (int64_t)p->g.nedges);
	for (j = 0; j < p->g.nedges; j++) {
		put_i(k, p->g.edge[j].a);
		put_i(k, p->g.edge[j].b);
	}
	put_i(k, (int64_t)p->ndot);
	for (j = 0; j < p->ndot; j++) {
		put_i(k, p->dot[j].node);
		put_f(k, p->dot[j].angle);
	}
	put_i(k, (int64_t)p->area.n);
	put_i(k, (int64_t)p->area.nnode);
	for (j = 0; j < p->area.nnode; j++)
		put_i(k, p->area.node[j]);
	for (j = 0; p->area.n && j <= p->area.n; j++)
		put_i(k, p->area.start[j]);
	put_items(k, p->expedition, p->nexpedition);
	put_items(k, p->landmark, p->nlandmark);
	put_items(k, p->resource, p->nresource);
	put_i(k, (int64_t)p->ntiny);
	for (j = 0; j < p->ntiny; j++) {
		put_i(k, p->tiny[j].a);
		put_i(k, p->tiny[j].b);
		put_i(k, p->tiny[j].type);
		put_f(k, p->tiny[j].angle);
	}
}

/* same: is k's key b and r as they are now? */
static int
same(struct nodes_kept *k, const struct board *b, const struct rules *r)
{
	struct nodes_kept now;
	int eq;

	if (!k->plan || k->r != r || k->text != r->text || k->len != r->len ||
	    k->font != (const void *)r->font ||
	    k->picture != (const void *)r->picture ||
	    k->npicture != r->npicture ||
	    memcmp(&k->rn, nodes_rules(r), sizeof(k->rn)) != 0 ||
	    k->width != b->width || k->height != b->height ||
	    k->players != b->players || k->seed != b->seed ||
	    strcmp(k->id, b->id) != 0 || strcmp(k->rules, b->rules) != 0 ||
	    strcmp(k->expansions, b->expansions) != 0)
		return 0;
	memset(&now, 0, sizeof(now));
	put_part(&now, b);
	eq = now.nf == k->nf && now.ni == k->ni &&
	    (now.nf == 0 || memcmp(now.f, k->f, now.nf * sizeof(*now.f)) ==
	    0) && (now.ni == 0 || memcmp(now.i, k->i, now.ni *
	    sizeof(*now.i)) == 0);
	MEM_FREE(now.f, now.i);
	return eq;
}

const struct nodes_plan *
nodes_plan_kept(const struct board *b, const struct rules *r)
{
	struct nodes_part *p = nodes_part(b);
	struct nodes_kept *k = p->kept;

	if (!k)
		k = p->kept = mem_calloc(1, sizeof(*k));
	if (same(k, b, r))
		return k->plan;
	nodes_board_plan_free(k->plan);
	k->plan = NULL;
	k->r = r;
	k->text = r->text;
	k->len = r->len;
	k->font = r->font;
	k->picture = r->picture;
	k->npicture = r->npicture;
	memcpy(&k->rn, nodes_rules(r), sizeof(k->rn));
	k->width = b->width;
	k->height = b->height;
	k->players = b->players;
	k->seed = b->seed;
	snprintf(k->id, sizeof(k->id), "%s", b->id);
	snprintf(k->rules, sizeof(k->rules), "%s", b->rules);
	snprintf(k->expansions, sizeof(k->expansions), "%s", b->expansions);
	put_part(k, b);
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
	MEM_FREE(k->f, k->i);
	free(k);
}
