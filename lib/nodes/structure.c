/* structure.c: points, a plane edge set, the centre and the start nodes. */
#include "nodes/structure.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/heap.h"
#include "core/mem.h"
#include "core/rng.h"
#include "nodes/caption.h"
#include "nodes/key.h"
#include "nodes/part.h"
#include "nodes/points.h"
#include "nodes/rules.h"

/*
 * The working state of one generation: the board, the mm values of the
 * rules' unit lengths, each node's nearby candidates, and a bucket grid of
 * edges so a candidate is tested only against edges near it.
 */
struct gen {
	struct board *b;
	const struct rules_nodes *rn;
	double u, radius, clearance, max_edge;
	uint32_t *cand;   /* per node: indices of nodes within max_edge */
	uint32_t *cstart; /* nnodes + 1 */
	double cell;
	int gcols, grows;
	int32_t *head;    /* per cell: first entry, -1 when empty */
	size_t caphead;
	struct { uint32_t edge; int32_t next; } *ent;
	size_t nent, capent;
	uint32_t *stamp;  /* per edge: last query that saw it */
	size_t capstamp;
	uint32_t query;
	uint8_t *is_start;
	/* The key's boxes and the caption's room (nodes/caption.h), kept
	 * clear by the edges' lines by key_keep. */
	struct vec2 key_lo[NODES_CAPTION_KEEP_BOXES];
	struct vec2 key_hi[NODES_CAPTION_KEEP_BOXES];
	int nkey;
	double key_keep;
};

static int
is_side(const struct gen *G, uint32_t v)
{
	return nodes_part(G->b)->node[v].sides != 0;
}

static int
degree_cap(const struct gen *G, uint32_t v)
{
	const struct board_node *n = &nodes_part(G->b)->node[v];

	if (n->role == ROLE_CENTER)
		return G->rn->degree_center;
	if (G->is_start[v])
		return G->rn->degree_start;
	if (n->sides)
		return G->rn->degree_edge;
	return G->rn->degree_inner;
}

static void
cell_range(const struct gen *G, struct vec2 a, struct vec2 b, int *x0,
    int *y0, int *x1, int *y1)
{
	*x0 = (int)(fmin(a.x, b.x) / G->cell);
	*y0 = (int)(fmin(a.y, b.y) / G->cell);
	*x1 = (int)(fmax(a.x, b.x) / G->cell);
	*y1 = (int)(fmax(a.y, b.y) / G->cell);
	if (*x0 < 0)
		*x0 = 0;
	if (*y0 < 0)
		*y0 = 0;
	if (*x1 >= G->gcols)
		*x1 = G->gcols - 1;
	if (*y1 >= G->grows)
		*y1 = G->grows - 1;
}

static void
index_edge(struct gen *G, uint32_t e)
{
	struct graph *g = &nodes_part(G->b)->g;
	int x0, y0, x1, y1, x, y, c;

	cell_range(G, g->node[g->edge[e].a].p, g->node[g->edge[e].b].p, &x0,
	    &y0, &x1, &y1);
	for (y = y0; y <= y1; y++) {
		for (x = x0; x <= x1; x++) {
			c = y * G->gcols + x;
			G->ent = mem_grow(G->ent, &G->capent, G->nent + 1,
			    sizeof(*G->ent));
			G->ent[G->nent].edge = e;
			G->ent[G->nent].next = G->head[c];
			G->head[c] = (int32_t)G->nent++;
		}
	}
}

/* crosses_any: does segment ab conflict with an edge already drawn? */
static int
crosses_any(struct gen *G, uint32_t a, uint32_t b)
{
	struct graph *g = &nodes_part(G->b)->g;
	struct vec2 pa = g->node[a].p, pb = g->node[b].p;
	int x0, y0, x1, y1, x, y;
	int32_t k;

	if (g->nedges + 1 > G->capstamp) {
		size_t old = G->capstamp;

		/* New stamps must start unseen: 0 is never a query id. */
		G->stamp = mem_grow(G->stamp, &G->capstamp, g->nedges + 1,
		    sizeof(*G->stamp));
		memset(G->stamp + old, 0, (G->capstamp - old) *
		    sizeof(*G->stamp));
	}
	if (++G->query == 0) {
		memset(G->stamp, 0, G->capstamp * sizeof(*G->stamp));
		G->query = 1;
	}
	cell_range(G, pa, pb, &x0, &y0, &x1, &y1);
	for (y = y0; y <= y1; y++) {
		for (x = x0; x <= x1; x++) {
			for (k = G->head[y * G->gcols + x]; k >= 0;
			    k = G->ent[k].next) {
				uint32_t e = G->ent[k].edge;
				const struct graph_edge *ge = &g->edge[e];

				if (G->stamp[e] == G->query)
					continue;
				G->stamp[e] = G->query;
				if (geom_edges_conflict(pa, pb,
				    g->node[ge->a].p, g->node[ge->b].p))
					return 1;
			}
		}
	}
	return 0;
}

/* angle_ok: does a new edge v -> w keep min_angle to v's other edges? */
static int
angle_ok(const struct gen *G, uint32_t v, uint32_t w)
{
	const struct graph *g = &nodes_part(G->b)->g;
	const struct graph_node *n = &g->node[v];
	double t = geom_angle(n->p, g->node[w].p);
	uint32_t i;

	for (i = 0; i < n->deg; i++)
		if (geom_angle_between(t, geom_angle(n->p,
		    g->node[graph_he_to(g, n->out[i])].p)) < G->rn->min_angle)
			return 0;
	return 1;
}

/*
 * clear_of_nodes: does segment ab keep the clearance from every other
 * node? A node close to the segment lies within max_edge of a or b, so
 * the candidate lists of a and b hold every node that matters.
 */
static int
clear_of_nodes(const struct gen *G, uint32_t a, uint32_t b)
{
	const struct graph *g = &nodes_part(G->b)->g;
	uint32_t ends[2] = { a, b }, i, k, c;

	for (i = 0; i < 2; i++) {
		for (k = G->cstart[ends[i]]; k < G->cstart[ends[i] + 1]; k++) {
			c = G->cand[k];
			if (c == a || c == b)
				continue;
			if (geom_seg_dist(g->node[c].p, g->node[a].p,
			    g->node[b].p) < G->clearance)
				return 0;
		}
	}
	return 1;
}

/* clear_of_key: does segment ab keep its line and tiny off the key? */
static int
clear_of_key(const struct gen *G, struct vec2 a, struct vec2 b)
{
	int i;

	for (i = 0; i < G->nkey; i++)
		if (nodes_key_seg_near(a, b, G->key_lo[i], G->key_hi[i],
		    G->key_keep))
			return 0;
	return 1;
}

/* edge_ok: every rule a new edge a-b must pass, cheapest tests first. */
static int
edge_ok(struct gen *G, uint32_t a, uint32_t b)
{
	const struct graph *g = &nodes_part(G->b)->g;

	if (is_side(G, a) && is_side(G, b))
		return 0;
	if ((int)g->node[a].deg >= degree_cap(G, a) ||
	    (int)g->node[b].deg >= degree_cap(G, b))
		return 0;
	if (geom_dist(g->node[a].p, g->node[b].p) > G->max_edge)
		return 0;
	if (graph_find_edge(g, a, b) != GRAPH_NONE)
		return 0;
	if (!angle_ok(G, a, b) || !angle_ok(G, b, a))
		return 0;
	if (!clear_of_nodes(G, a, b))
		return 0;
	if (!clear_of_key(G, g->node[a].p, g->node[b].p))
		return 0;
	return !crosses_any(G, a, b);
}

static void
add_edge(struct gen *G, uint32_t a, uint32_t b)
{
	uint32_t e = graph_add_edge(&nodes_part(G->b)->g, a, b);

	if (e != GRAPH_NONE)
		index_edge(G, e);
}

/* build_candidates: per node, the nodes within max_edge, nearest first. */
static void
build_candidates(struct gen *G)
{
	const struct graph *g = &nodes_part(G->b)->g;
	size_t n = g->nnodes, cap = 0, capk = 0, k = 0;
	double m2 = G->max_edge * G->max_edge, d2, *key = NULL;
	uint32_t v, w;

	G->cstart = mem_realloc(G->cstart, (n + 1) * sizeof(*G->cstart));
	for (v = 0; v < n; v++) {
		G->cstart[v] = (uint32_t)k;
		for (w = 0; w < n; w++) {
			if (w == v)
				continue;
			d2 = geom_dist2(g->node[v].p, g->node[w].p);
			if (d2 > m2)
				continue;
			G->cand = mem_grow(G->cand, &cap, k + 1,
			    sizeof(*G->cand));
			key = mem_grow(key, &capk, k + 1, sizeof(*key));
			key[k] = d2;
			G->cand[k++] = w;
		}
		/* None within reach yet: key may still be NULL. */
		if (k > G->cstart[v])
			heap_sort_pairs(key + G->cstart[v], G->cand +
			    G->cstart[v], k - G->cstart[v]);
	}
	G->cstart[n] = (uint32_t)k;
	free(key);
}

/* prim: a spanning tree grown from the centre, shortest valid edge first. */
static size_t
prim(struct gen *G, uint32_t root)
{
	const struct graph *g = &nodes_part(G->b)->g;
	uint8_t *in = mem_calloc(g->nnodes, 1);
	struct heap h;
	struct heap_item it;
	size_t reached = 1;
	uint32_t k;

	heap_init(&h);
	in[root] = 1;
	for (k = G->cstart[root]; k < G->cstart[root + 1]; k++)
		heap_push(&h, geom_dist(g->node[root].p,
		    g->node[G->cand[k]].p), root, G->cand[k]);
	while (heap_pop(&h, &it)) {
		if (in[it.b] || !edge_ok(G, it.a, it.b))
			continue;
		add_edge(G, it.a, it.b);
		in[it.b] = 1;
		reached++;
		for (k = G->cstart[it.b]; k < G->cstart[it.b + 1]; k++)
			if (!in[G->cand[k]])
				heap_push(&h, geom_dist(g->node[it.b].p,
				    g->node[G->cand[k]].p), it.b, G->cand[k]);
	}
	heap_fini(&h);
	free(in);
	return reached;
}

/* fan: the centre takes its nearest neighbours within fan_radius. */
static void
fan(struct gen *G, uint32_t c)
{
	const struct graph *g = &nodes_part(G->b)->g;
	double r = G->rn->fan_radius * G->u;
	uint32_t k, w;

	for (k = G->cstart[c]; k < G->cstart[c + 1]; k++) {
		w = G->cand[k];
		if (geom_dist(g->node[c].p, g->node[w].p) >= r)
			break;
		if (edge_ok(G, c, w))
			add_edge(G, c, w);
	}
}

/*
 * fill: every node below its fill degree (fill_degree inside the paper,
 * fill_degree_edge on a side) reaches for its nearest valid neighbours.
 */
static void
fill(struct gen *G)
{
	const struct graph *g = &nodes_part(G->b)->g;
	double r = G->rn->fill_radius * G->u;
	uint32_t v, k, w;
	int want;

	for (v = 0; v < g->nnodes; v++) {
		want = is_side(G, v) ? G->rn->fill_degree_edge :
		    G->rn->fill_degree;
		for (k = G->cstart[v]; k < G->cstart[v + 1] &&
		    (int)g->node[v].deg < want; k++) {
			w = G->cand[k];
			if (geom_dist(g->node[v].p, g->node[w].p) >= r)
				break;
			if (edge_ok(G, v, w))
				add_edge(G, v, w);
		}
	}
}

/*
 * pick_starts: per side (left, top, right, bottom) the side nodes farthest
 * from the centre become starts, as in the seed: a node is skipped if its
 * degree is above the start cap or if every neighbour of it is already
 * next to a start. When a side runs short, the farthest remaining node
 * under the cap is used. Returns the number of starts placed.
 */
static int
pick_starts(struct gen *G, uint32_t c)
{
	struct board *b = G->b;
	const struct graph *g = &nodes_part(b)->g;
	uint32_t *list = mem_alloc(g->nnodes * sizeof(*list));
	double *key = mem_alloc(g->nnodes * sizeof(*key));
	uint8_t *taken = mem_calloc(g->nnodes, 1);
	int s, total = 0, got, pass;
	size_t n, i;
	uint32_t v, k;

	for (s = 0; s < 4; s++) {
		n = 0;
		for (v = 0; v < g->nnodes; v++)
			if (nodes_part(b)->node[v].sides & (1 << s)) {
				/* Farthest first: sort by negated distance. */
				key[n] = -geom_dist2(g->node[c].p,
				    g->node[v].p);
				list[n++] = v;
			}
		heap_sort_pairs(key, list, n);
		got = 0;
		for (pass = 0; pass < 2 && got < G->rn->starts_per_side;
		    pass++) {
			for (i = 0; i < n && got < G->rn->starts_per_side;
			    i++) {
				const struct graph_node *gn;
				int free_nb = 0;

				v = list[i];
				gn = &g->node[v];
				if (G->is_start[v] || gn->deg == 0 ||
				    (int)gn->deg > G->rn->degree_start)
					continue;
				for (k = 0; k < gn->deg; k++)
					if (!taken[graph_he_to(g, gn->out[k])])
						free_nb = 1;
				if (pass == 0 && !free_nb)
					continue;
				G->is_start[v] = 1;
				nodes_part(b)->node[v].role = ROLE_START;
				for (k = 0; k < gn->deg; k++)
					taken[graph_he_to(g, gn->out[k])] = 1;
				got++;
			}
		}
		total += got;
	}
	MEM_FREE(list, key, taken);
	return total;
}

/*
 * The sides' starts levelled. Where the starts fall (the farthest side
 * nodes from the centre, the seed's rule) the paper's shape decides what
 * they reach: on A4 landscape the long sides' starts reach more, and
 * their side scored the best on 584 and 466 of 1,000 boards against 24
 * and 27 for the short sides. So once the edges are made, the starts are
 * moved along their own side (to a side node free to be one) while that
 * brings the sides' reach nearer one another: each start's reach being
 * the nodes it reaches within the fairness steps, not passing another
 * start, as validate scores a start.
 */
#define LEVEL_ROUNDS 32

/*
 * start_reach: the nodes start v reaches within steps edges, not passing
 * another start, of which *inner gets those on no side added (depth: -1
 * everywhere, and left so; queue: scratch).
 */
static size_t
start_reach(const struct gen *G, uint32_t v, int32_t *depth,
    uint32_t *queue, size_t *inner)
{
	const struct graph *g = &nodes_part(G->b)->g;
	size_t head = 0, tail = 0, k;
	uint32_t x, w;

	depth[v] = 0;
	queue[tail++] = v;
	while (head < tail) {
		x = queue[head++];
		if (depth[x] >= G->rn->fair_steps)
			continue;
		for (k = 0; k < g->node[x].deg; k++) {
			w = graph_he_to(g, g->node[x].out[k]);
			if (depth[w] >= 0 || G->is_start[w])
				continue;
			depth[w] = depth[x] + 1;
			queue[tail++] = w;
		}
	}
	for (k = 0; k < tail; k++) {
		depth[queue[k]] = -1;
		*inner += nodes_part(G->b)->node[queue[k]].sides == 0;
	}
	return tail;
}

/* side_of: the side (0 .. 3) v lies on alone, or -1. */
static int
side_of(const struct gen *G, uint32_t v)
{
	int sd = nodes_part(G->b)->node[v].sides, s;

	for (s = 0; s < 4; s++)
		if (sd == 1 << s)
			return s;
	return -1;
}

/*
 * imbalance: how unequal the starts are as they stand: over the sides,
 * the squared differences of each side's reach (its starts' together)
 * from the mean, and of its starts' steps to the centre (cd) from the
 * mean, both as they are; half those of the inner nodes (on no side)
 * among the reach, where most types and so most categories can go (with
 * the reach alone levelled the right side reached 7.9 inner nodes a
 * start, the top 7.4, and was the best on 2,515 of 8,000 boards against
 * about 2,230 for each other side; 2,389 with them); and a quarter of
 * the squared differences of each start's steps to the centre from the
 * mean of all, so that no start lies far out where another lies near
 * (the seed's placement put one start of lanternfall-007006 on A3 13
 * steps from the centre and another 5; on 1,000 default boards 324 had
 * a start twice as far as another, 183 now). All of it times 16 and the
 * number of starts, so that it is a whole number, compared exactly.
 */
static double
imbalance(const struct gen *G, int32_t *depth, uint32_t *queue,
    const int32_t *cd)
{
	const struct graph *g = &nodes_part(G->b)->g;
	double reach[4] = { 0, 0, 0, 0 }, cen[4] = { 0, 0, 0, 0 };
	double mr, mc, mi, sum = 0, c1 = 0, c2 = 0, ns = 0;
	size_t inner[4] = { 0, 0, 0, 0 };
	uint32_t v;
	int s;

	for (v = 0; v < g->nnodes; v++)
		if (G->is_start[v] && (s = side_of(G, v)) >= 0) {
			reach[s] += (double)start_reach(G, v, depth, queue,
			    &inner[s]);
			cen[s] += cd[v];
			c1 += cd[v];
			c2 += (double)cd[v] * cd[v];
			ns++;
		}
	mr = (reach[0] + reach[1] + reach[2] + reach[3]) / 4;
	mc = (cen[0] + cen[1] + cen[2] + cen[3]) / 4;
	mi = (double)(inner[0] + inner[1] + inner[2] + inner[3]) / 4;
	for (s = 0; s < 4; s++)
		sum += 16 * ((reach[s] - mr) * (reach[s] - mr) +
		    (cen[s] - mc) * (cen[s] - mc)) +
		    8 * (inner[s] - mi) * (inner[s] - mi);
	return sum * ns + 4 * (ns * c2 - c1 * c1);
}

/* can_start: w may take the place of start v on its side: on it alone,
 * not a start, within the start degree, next to no start but v. */
static int
can_start(const struct gen *G, uint32_t v, uint32_t w)
{
	const struct graph *g = &nodes_part(G->b)->g;
	uint32_t k, x;

	if (G->is_start[w] || side_of(G, w) != side_of(G, v) ||
	    g->node[w].deg == 0 ||
	    (int)g->node[w].deg > G->rn->degree_start)
		return 0;
	for (k = 0; k < g->node[w].deg; k++) {
		x = graph_he_to(g, g->node[w].out[k]);
		if (x != v && G->is_start[x])
			return 0;
	}
	return 1;
}

/*
 * level_starts: moves starts along their sides, the best move a round,
 * while one makes the sides' reach more equal (a bounded number of
 * rounds; ties go to the lower node numbers, so the result is the same
 * every time).
 */
static void
level_starts(struct gen *G)
{
	struct board *b = G->b;
	const struct graph *g = &nodes_part(b)->g;
	size_t n = g->nnodes;
	int32_t *depth = mem_alloc((n + 1) * sizeof(*depth));
	uint32_t *queue = mem_alloc((n + 1) * sizeof(*queue));
	uint32_t v, w, bv = 0, bw = 0;
	double now, best, t;
	int round;

	int32_t *cd = mem_alloc((n + 1) * sizeof(*cd));
	size_t h = 0, tl = 0, k;
	uint32_t x, y, c = UINT32_MAX;

	for (v = 0; v < n; v++) {
		cd[v] = -1;
		if (nodes_part(b)->node[v].role == ROLE_CENTER)
			c = v;
	}
	if (c != UINT32_MAX) {
		cd[c] = 0;
		queue[tl++] = c;
	}
	while (h < tl) {
		x = queue[h++];
		for (k = 0; k < g->node[x].deg; k++) {
			y = graph_he_to(g, g->node[x].out[k]);
			if (cd[y] < 0) {
				cd[y] = cd[x] + 1;
				queue[tl++] = y;
			}
		}
	}
	for (v = 0; v < n; v++)
		depth[v] = -1;
	now = imbalance(G, depth, queue, cd);
	for (round = 0; round < LEVEL_ROUNDS && now > 0; round++) {
		best = now;
		for (v = 0; v < n; v++) {
			if (!G->is_start[v] || side_of(G, v) < 0)
				continue;
			for (w = 0; w < n; w++) {
				if (!can_start(G, v, w))
					continue;
				G->is_start[v] = 0;
				G->is_start[w] = 1;
				t = imbalance(G, depth, queue, cd);
				G->is_start[w] = 0;
				G->is_start[v] = 1;
				if (t < best) {
					best = t;
					bv = v;
					bw = w;
				}
			}
		}
		if (best >= now)
			break;
		G->is_start[bv] = 0;
		G->is_start[bw] = 1;
		nodes_part(b)->node[bv].role = ROLE_EDGE;
		nodes_part(b)->node[bw].role = ROLE_START;
		now = best;
	}
	MEM_FREE(depth, queue, cd);
}

static void
points_for(const struct board *b, const struct rules *r, struct points *ps,
    double u)
{
	const struct rules_nodes *rn = nodes_rules(r);
	double inset = nodes_inset(b, r);
	struct points_params pp;
	struct rng rg;
	size_t i;

	/* The points fill the frame inside the inset, side points on it. */
	memset(&pp, 0, sizeof(pp));
	pp.w = b->width - 2 * inset;
	pp.h = b->height - 2 * inset;
	nodegraph_lattice(b, r, &pp.cols, &pp.rows);
	pp.min_dist = rn->min_spacing * u;
	pp.snap = rn->snap * u;
	pp.corner_gap = rn->corner_gap * u;
	pp.side_gap = rn->side_gap * u;
	pp.center_jitter = rn->center_jitter * u;
	pp.relax_steps = rn->relax_steps;
	pp.repellers = rn->repellers;
	pp.repeller_min = rn->repeller_min;
	pp.repeller_max = rn->repeller_max;
	pp.tries = rn->poisson_tries;
	pp.nkeep = (size_t)nodes_caption_keep_reserve(b, r, pp.keep_lo, pp.keep_hi);
	for (i = 0; i < pp.nkeep; i++) {
		pp.keep_lo[i] = vec2(pp.keep_lo[i].x - inset,
		    pp.keep_lo[i].y - inset);
		pp.keep_hi[i] = vec2(pp.keep_hi[i].x - inset,
		    pp.keep_hi[i].y - inset);
	}
	pp.keep = nodes_key_keep_node(b, r, 0);
	pp.keep_side = nodes_key_keep_node(b, r, 1);
	/* A folding board's nodes, their numbers and icons keep off its
	 * hinges as off the key: as far as its clearance and the same. */
	pp.nhinge = board_fold_hinges(b->width, b->height, r->panels,
	    pp.hinge);
	for (i = 0; i < pp.nhinge; i++)
		pp.hinge[i].at -= inset;
	pp.hinge_keep = board_hinge_clear(r->hinge) + pp.keep;
	pp.hinge_keep_side = board_hinge_clear(r->hinge) + pp.keep_side;
	rng_stream(&rg, b->seed, b->attempt, "graph.points", 0);
	if (rn->points == RULES_POINTS_JITTER)
		points_jitter(ps, &pp, &rg);
	else
		points_poisson(ps, &pp, &rg);
	for (i = 0; i < ps->n; i++)
		ps->p[i] = vec2(ps->p[i].x + inset, ps->p[i].y + inset);
}

/* build: the edges of b over its nodes; returns the nodes reached. */
static size_t
build(struct gen *G, uint32_t c, int *starts)
{
	struct board *b = G->b;
	size_t n = nodes_part(b)->g.nnodes, reached;

	G->cell = G->max_edge / 2;
	G->gcols = (int)(b->width / G->cell) + 1;
	G->grows = (int)(b->height / G->cell) + 1;
	G->head = mem_grow(G->head, &G->caphead, (size_t)G->gcols *
	    (size_t)G->grows, sizeof(*G->head));
	memset(G->head, 0xff, (size_t)G->gcols * (size_t)G->grows *
	    sizeof(*G->head));
	G->nent = 0;
	G->is_start = mem_realloc(G->is_start, n);
	memset(G->is_start, 0, n);
	build_candidates(G);
	reached = prim(G, c);
	*starts = 0;
	if (reached < n)
		return reached;
	fan(G, c);
	*starts = pick_starts(G, c);
	fill(G);
	graph_sort(&nodes_part(b)->g);
	if (*starts == 4 * G->rn->starts_per_side)
		level_starts(G);
	return reached;
}

/* add_nodes: b's nodes anew from the points ps, its content cleared. */
static void
add_nodes(struct board *b, const struct points *ps)
{
	uint32_t v;

	graph_clear(&nodes_part(b)->g);
	board_clear_content(b);
	for (v = 0; v < ps->n; v++)
		board_add_node(b, ps->p[v].x, ps->p[v].y, v == ps->center ?
		    ROLE_CENTER : ps->side[v] ? ROLE_EDGE : ROLE_INNER,
		    ps->side[v]);
}

/*
 * drop_unjoined: take the points whose nodes no edge reaches (the centre
 * aside) out of ps, as long as they are side points. Returns 1, or 0
 * (ps left half done) when an inner node is among them.
 */
static int
drop_unjoined(const struct board *b, struct points *ps)
{
	uint32_t v, k, c = ps->center;

	for (v = 0, k = 0; v < ps->n; v++) {
		if (nodes_part(b)->g.node[v].deg == 0 && v != c) {
			if (!ps->side[v])
				return 0;
			continue;
		}
		if (v == ps->center)
			ps->center = k;
		ps->p[k] = ps->p[v];
		ps->side[k++] = ps->side[v];
	}
	ps->n = k;
	return 1;
}

static void
gen_fini(struct gen *G)
{
	MEM_FREE(G->cand, G->cstart, G->head, G->ent, G->stamp, G->is_start);
}

int
nodes_structure(struct board *b, const struct rules *r, struct diag *d)
{
	const struct rules_nodes *rn = nodes_rules(r);
	struct points ps;
	struct gen G;
	size_t reached = 0, n = 0;
	int starts = 0, want = 4 * rn->starts_per_side, rc = 0, round;

	memset(&G, 0, sizeof(G));
	G.b = b;
	G.rn = rn;
	G.u = nodegraph_unit(b, r);
	G.radius = rn->node_radius * G.u;
	G.clearance = (rn->node_radius + rn->edge_clearance) * G.u;
	G.max_edge = rn->max_edge * G.u;
	G.nkey = nodes_caption_keep_reserve(b, r, G.key_lo, G.key_hi);
	G.key_keep = nodes_key_keep_edge(b, r);
	points_init(&ps);
	points_for(b, r, &ps, G.u);
	/*
	 * A side node can be walled off in a corner, where every edge to it
	 * would cross another or pinch an angle. Such a node is dropped and
	 * the edges are built again; an inner node that cannot be joined
	 * fails the attempt.
	 */
	for (round = 0; round < 4; round++) {
		add_nodes(b, &ps);
		n = nodes_part(b)->g.nnodes;
		reached = build(&G, ps.center, &starts);
		if (reached == n || !drop_unjoined(b, &ps))
			break;
	}
	points_fini(&ps);
	if (reached < n) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, "structure.connected",
		    "attempt %u: %zu of %zu nodes could not be joined without "
		    "a crossing or a tight angle", b->attempt, n - reached, n);
		rc = -1;
	} else if (starts < want) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, "structure.starts",
		    "attempt %u: only %d of %d start nodes fit on the sides",
		    b->attempt, starts, want);
		rc = -1;
	}
	gen_fini(&G);
	return rc;
}
