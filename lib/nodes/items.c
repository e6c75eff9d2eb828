/*
 * items.c: the items in a nodes board's areas: expeditions or landmarks
 * at the areas' poles of inaccessibility, and natural resources.
 */
#include "nodes/content_int.h"

#include <math.h>
#include <stdlib.h>

#include "board/mark.h"
#include "core/geom.h"
#include "core/heap.h"
#include "core/mem.h"
#include "core/rng.h"
#include "nodes/part.h"
#include "nodes/rules.h"

/* The clearance function of one area, for polylabel and sampling. */
#define ROOM_NEAR 512

struct room {
	const struct gen *G;
	const struct vec2 *poly;
	size_t n;
	/*
	 * Indices into G->disc, not pointers: placing an item adds a disc,
	 * and the array may move (a use after free ASan found).
	 */
	uint32_t near[ROOM_NEAR];
	size_t nnear;
	double inset; /* extra distance kept from the area's edges */
	double x0, y0, x1, y1; /* the area's box */
};

/*
 * hinge_room: how far q is from a folding board's nearest hinge, less the
 * hinge's clearance (board/mark.h); INFINITY on a flat board.
 */
static double
hinge_room(const struct gen *G, struct vec2 q)
{
	struct board_hinge h[BOARD_HINGES];
	size_t n = board_fold_hinges(G->b->width, G->b->height, G->r->panels,
	    h), i;
	double c = INFINITY;

	for (i = 0; i < n; i++)
		c = fmin(c, fabs((h[i].axis ? q.y : q.x) - h[i].at) -
		    board_hinge_clear(G->r->hinge));
	return c;
}

static double
clearance(void *ctx, struct vec2 q)
{
	const struct room *rm = ctx;
	const struct gen *G = rm->G;
	double gap = G->rn->item_gap * G->u, c, e;
	size_t i;

	/* The paper's safe margin and the key, then the items, then the
	 * area's edges (drawn 0.5 mm wide). */
	c = q.x < G->b->width - q.x ? q.x : G->b->width - q.x;
	e = q.y < G->b->height - q.y ? q.y : G->b->height - q.y;
	c = (c < e ? c : e) - G->rn->safe_margin;
	/* (a folding board's hinges as the paper's edges) */
	if (G->r->panels > 1)
		c = fmin(c, hinge_room(G, q));
	for (i = 0; i < (size_t)G->nkey; i++)
		c = fmin(c, geom_box_dist(q, G->key_lo[i], G->key_hi[i]) - gap);
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
	if (!geom_point_in_polygon(q, rm->poly, rm->n) || hinge_room(G, q) < r)
		return 0;
	for (i = 0; i < (size_t)G->nkey; i++)
		if (geom_box_dist(q, G->key_lo[i], G->key_hi[i]) < r + gap)
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
	size_t k;

	rm->G = G;
	rm->n = board_area_polygon(G->b, i, pts, cap);
	rm->poly = *pts;
	rm->inset = inset;
	rm->x0 = rm->y0 = INFINITY;
	rm->x1 = rm->y1 = -INFINITY;
	for (k = 0; k < rm->n; k++) {
		rm->x0 = fmin(rm->x0, rm->poly[k].x);
		rm->y0 = fmin(rm->y0, rm->poly[k].y);
		rm->x1 = fmax(rm->x1, rm->poly[k].x);
		rm->y1 = fmax(rm->y1, rm->poly[k].y);
	}
	rm->nnear = 0;
	/* Only discs that reach the area's box can limit it. */
	for (k = 0; k < G->ndisc && rm->nnear < ROOM_NEAR; k++) {
		const struct disc *dk = &G->disc[k];

		if (dk->c.x + dk->r < rm->x0 || dk->c.x - dk->r > rm->x1 ||
		    dk->c.y + dk->r < rm->y0 || dk->c.y - dk->r > rm->y1)
			continue;
		rm->near[rm->nnear++] = (uint32_t)k;
	}
}

/* item_weights: the draw weights of n item types, 0 where not in play. */
static double *
item_weights(const struct gen *G, const struct rules_item *types, size_t n)
{
	double *w = mem_alloc((n + 1) * sizeof(*w));
	size_t i;

	for (i = 0; i < n; i++)
		w[i] = nodecontent_in_play(&G->set, types[i].expansion.index) ?
		    types[i].weight : 0;
	return w;
}

/*
 * by_centre: b's areas into idx (area.n entries), nearest c first by
 * their vertices' mean; *pts (*cap its size) is the polygons' scratch.
 */
static void
by_centre(const struct board *b, struct vec2 c, uint32_t *idx,
    struct vec2 **pts, size_t *cap)
{
	size_t na = nodes_part(b)->area.n, i, j, np;
	double *key = mem_alloc((na + 1) * sizeof(*key));
	struct vec2 m;

	for (i = 0; i < na; i++) {
		np = board_area_polygon(b, i, pts, cap);
		m = vec2(0, 0);
		for (j = 0; j < np; j++) {
			m.x += (*pts)[j].x / (double)np;
			m.y += (*pts)[j].y / (double)np;
		}
		key[i] = geom_dist(m, c);
		idx[i] = (uint32_t)i;
	}
	heap_sort_pairs(key, idx, na);
	free(key);
}

/* pole_item: a new expedition (exped) or landmark of b. */
static struct board_item *
pole_item(struct board *b, int exped)
{
	if (exped)
		return VEC_PUSH(nodes_part(b)->expedition,
		    nodes_part(b)->nexpedition, nodes_part(b)->capexpedition);
	return VEC_PUSH(nodes_part(b)->landmark, nodes_part(b)->nlandmark,
	    nodes_part(b)->caplandmark);
}

/*
 * poles: expeditions (when on) or landmarks, each at the pole of
 * inaccessibility of an area whose clearance holds its circle, areas
 * nearest the centre first, up to the rules' count. used[] marks areas.
 */
void
nodecontent_poles(struct gen *G, uint8_t *used)
{
	const struct rules_nodes *rn = G->rn;
	struct board *b = G->b;
	int exped = G->set.features & RULES_FEAT_EXPEDITIONS;
	size_t nt = exped ? rn->nexpedition : rn->nlandmark,
	       na = nodes_part(b)->area.n, cap = 0, i, ty;
	int want = exped ? rn->expeditions : rn->landmarks, got = 0;
	double r = rn->item_radius * G->u, clear, *w;
	struct vec2 *pts = NULL, at;
	struct board_item *it;
	uint32_t *idx;
	struct rng rg;
	struct room rm;

	if (!exped && !(G->set.features & RULES_FEAT_LANDMARKS))
		return;
	/* Each area's pole is searched only when its turn comes. */
	idx = mem_alloc((na + 1) * sizeof(*idx));
	by_centre(b, nodes_centre(b), idx, &pts, &cap);
	w = item_weights(G, exped ? rn->expedition : rn->landmark, nt);
	rng_stream(&rg, b->seed, b->attempt, exped ? "content.expeditions" :
	    "content.landmarks", 0);
	for (i = 0; i < na && got < want; i++) {
		room_for(&rm, G, idx[i], &pts, &cap, 0);
		at = geom_polylabel(rm.poly, rm.n, rn->pole_precision,
		    clearance, &rm, &clear);
		if (clear < r)
			continue;
		ty = rng_weighted(&rg, w, nt);
		if (ty == nt)
			break;
		it = pole_item(b, exped);
		it->area = idx[i];
		it->x = at.x;
		it->y = at.y;
		it->type = (int32_t)ty;
		it->slots = exped ? rng_int(&rg, rn->slots_min, rn->slots_max) :
		    0;
		nodecontent_add_disc(G, at, r);
		used[idx[i]] = 1;
		got++;
	}
	MEM_FREE(pts, idx, w);
}

/* at_edge: how many of area i's boundary entries lie on the paper's edge. */
static size_t
at_edge(const struct board *b, size_t i)
{
	const uint32_t *v = board_area_nodes(b, i);
	size_t n = board_area_len(b, i), k, e = 0;

	for (k = 0; k < n; k++)
		e += BOARD_IS_CORNER(v[k]) || nodes_part(b)->node[v[k]].sides;
	return e;
}

/*
 * area_resources: up to want resources in area i (set up in rm), each
 * drawn at random in the area's box and kept when it fits, up to the
 * rules' tries; w: the types' weights.
 */
static void
area_resources(struct gen *G, struct room *rm, uint32_t i, int want,
    const double *w, struct rng *rg)
{
	const struct rules_nodes *rn = G->rn;
	struct board *b = G->b;
	double r = rn->resource_radius * G->u;
	/* A point nearer the box's border than the inset cannot do. */
	double x0 = rm->x0 + (rm->inset + r), y0 = rm->y0 + (rm->inset + r);
	double x1 = rm->x1 - (rm->inset + r), y1 = rm->y1 - (rm->inset + r);
	struct board_item *it;
	struct vec2 q;
	size_t ty;
	int j, t;

	if (x0 >= x1 || y0 >= y1)
		return;
	for (j = 0; j < want; j++) {
		for (t = 0; t < rn->tries; t++) {
			q = vec2(rng_range(rg, x0, x1), rng_range(rg, y0, y1));
			if (fits_at(rm, q, r))
				break;
		}
		/* When one finds no room, the next would not either. */
		if (t == rn->tries)
			break;
		ty = rng_weighted(rg, w, rn->nresource);
		if (ty == rn->nresource)
			break;
		it = VEC_PUSH(nodes_part(b)->resource, nodes_part(b)->nresource,
		    nodes_part(b)->capresource);
		it->area = i;
		it->x = q.x;
		it->y = q.y;
		it->type = (int32_t)ty;
		it->rotation = 0; /* upright: one icon reads alike everywhere */
		nodecontent_add_disc(G, q, r);
		/* The new resource limits the next ones here. */
		if (rm->nnear < ROOM_NEAR)
			rm->near[rm->nnear++] = (uint32_t)(G->ndisc - 1);
	}
}

/*
 * resources: natural resources in the areas left, skipping areas with
 * half or more of their boundary on the paper's edge: 1-4 (1-2 in areas of
 * four entries or fewer), each drawn at random in the area's box and kept
 * when it lies inside the area inset by resource_inset and clear of every
 * item, up to the rules' tries.
 */
void
nodecontent_resources(struct gen *G, const uint8_t *used)
{
	const struct rules_nodes *rn = G->rn;
	struct board *b = G->b;
	size_t na = nodes_part(b)->area.n, cap = 0, i, len;
	struct vec2 *pts = NULL;
	struct rng rg;
	struct room rm;
	double *w;
	int want;

	if (!(G->set.features & RULES_FEAT_RESOURCES) || rn->nresource == 0)
		return;
	w = item_weights(G, rn->resource, rn->nresource);
	rng_stream(&rg, b->seed, b->attempt, "content.resources", 0);
	for (i = 0; i < na; i++) {
		len = board_area_len(b, i);
		if (used[i] || 2 * at_edge(b, i) >= len)
			continue;
		want = len <= 4 ? rng_int(&rg, rn->resources_min,
		    rn->resources_small_max) : rng_int(&rg, rn->resources_min,
		    rn->resources_max);
		room_for(&rm, G, i, &pts, &cap, rn->resource_inset * G->u);
		area_resources(G, &rm, (uint32_t)i, want, w, &rg);
	}
	free(pts);
	free(w);
}
