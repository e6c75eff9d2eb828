/* graph.c: plane graph storage, rotations, face walks, components. */
#include "core/graph.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/sort.h"

void
graph_init(struct graph *g)
{
	memset(g, 0, sizeof(*g));
}

void
graph_fini(struct graph *g)
{
	free(g->node);
	free(g->edge);
	graph_init(g);
}

void
graph_clear(struct graph *g)
{
	g->nnodes = g->nedges = 0;
}

void
graph_copy(struct graph *dst, const struct graph *src)
{
	dst->node = mem_grow(dst->node, &dst->capnodes, src->nnodes,
	    sizeof(*dst->node));
	dst->edge = mem_grow(dst->edge, &dst->capedges, src->nedges,
	    sizeof(*dst->edge));
	if (src->nnodes)
		memcpy(dst->node, src->node, src->nnodes * sizeof(*dst->node));
	if (src->nedges)
		memcpy(dst->edge, src->edge, src->nedges * sizeof(*dst->edge));
	dst->nnodes = src->nnodes;
	dst->nedges = src->nedges;
}

uint32_t
graph_add_node(struct graph *g, struct vec2 p)
{
	struct graph_node *n = VEC_PUSH(g->node, g->nnodes, g->capnodes);

	n->p = p;
	return (uint32_t)(g->nnodes - 1);
}

uint32_t
graph_find_edge(const struct graph *g, uint32_t a, uint32_t b)
{
	const struct graph_node *n;
	uint32_t i;

	if (a >= g->nnodes || b >= g->nnodes)
		return GRAPH_NONE;
	n = &g->node[a];
	for (i = 0; i < n->deg; i++)
		if (graph_he_to(g, n->out[i]) == b)
			return n->out[i] >> 1;
	return GRAPH_NONE;
}

uint32_t
graph_add_edge(struct graph *g, uint32_t a, uint32_t b)
{
	struct graph_edge *e;
	uint32_t id;

	if (a == b || a >= g->nnodes || b >= g->nnodes)
		return GRAPH_NONE;
	if (g->node[a].deg >= GRAPH_MAX_DEGREE ||
	    g->node[b].deg >= GRAPH_MAX_DEGREE)
		return GRAPH_NONE;
	if (graph_find_edge(g, a, b) != GRAPH_NONE)
		return GRAPH_NONE;
	id = (uint32_t)g->nedges;
	e = VEC_PUSH(g->edge, g->nedges, g->capedges);
	e->a = a;
	e->b = b;
	g->node[a].out[g->node[a].deg++] = 2 * id;
	g->node[b].out[g->node[b].deg++] = 2 * id + 1;
	return id;
}

static void
drop_half(struct graph_node *n, uint32_t h)
{
	uint32_t i;

	for (i = 0; i < n->deg; i++) {
		if (n->out[i] == h) {
			memmove(&n->out[i], &n->out[i + 1],
			    (n->deg - i - 1) * sizeof(n->out[0]));
			n->deg--;
			return;
		}
	}
}

void
graph_remove_last_edge(struct graph *g)
{
	uint32_t id;

	if (g->nedges == 0)
		return;
	id = (uint32_t)--g->nedges;
	drop_half(&g->node[g->edge[id].a], 2 * id);
	drop_half(&g->node[g->edge[id].b], 2 * id + 1);
}

double
graph_he_angle(const struct graph *g, uint32_t h)
{
	return geom_angle_norm(geom_angle(g->node[graph_he_from(g, h)].p,
	    g->node[graph_he_to(g, h)].p));
}

void
graph_sort(struct graph *g)
{
	double ang[GRAPH_MAX_DEGREE];
	uint32_t i, j, deg, h;
	struct graph_node *n;
	double a;
	size_t v;

	for (v = 0; v < g->nnodes; v++) {
		n = &g->node[v];
		deg = n->deg;
		/* The diamond angle orders as the angle does, without atan2. */
		for (i = 0; i < deg; i++)
			ang[i] = geom_pseudo_angle(n->p,
			    g->node[graph_he_to(g, n->out[i])].p);
		/* Insertion sort: degrees are small; ties by target. */
		for (i = 1; i < deg; i++) {
			h = n->out[i];
			a = ang[i];
			for (j = i; j > 0; j--) {
				if (ang[j - 1] < a || (ang[j - 1] == a &&
				    graph_he_to(g, n->out[j - 1]) <
				    graph_he_to(g, h)))
					break;
				ang[j] = ang[j - 1];
				n->out[j] = n->out[j - 1];
			}
			ang[j] = a;
			n->out[j] = h;
		}
	}
}

void
graph_faces_init(struct graph_faces *f)
{
	memset(f, 0, sizeof(*f));
}

void
graph_faces_fini(struct graph_faces *f)
{
	MEM_FREE(f->he, f->start, f->face_of, f->area, f->outer);
	graph_faces_init(f);
}

/* next_he: the half-edge leaving to(h) right after twin(h). */
static uint32_t
next_he(const struct graph *g, uint32_t h)
{
	const struct graph_node *n = &g->node[graph_he_to(g, h)];
	uint32_t i, t = h ^ 1;

	for (i = 0; i < n->deg; i++)
		if (n->out[i] == t)
			return n->out[(i + 1) % n->deg];
	return GRAPH_NONE;
}

void
graph_faces(const struct graph *g, struct graph_faces *f)
{
	size_t nh = 2 * g->nedges, k = 0, nf = 0, capf = 0, i;
	uint32_t h, s, start;
	double area;

	graph_faces_fini(f);
	f->he = mem_alloc((nh ? nh : 1) * sizeof(*f->he));
	f->face_of = mem_alloc((nh ? nh : 1) * sizeof(*f->face_of));
	for (i = 0; i < nh; i++)
		f->face_of[i] = GRAPH_NONE;
	f->start = NULL;
	for (s = 0; s < nh; s++) {
		if (f->face_of[s] != GRAPH_NONE)
			continue;
		f->start = mem_grow(f->start, &capf, nf + 2,
		    sizeof(*f->start));
		start = (uint32_t)k;
		f->start[nf] = start;
		h = s;
		area = 0;
		do {
			struct vec2 p = g->node[graph_he_from(g, h)].p;
			struct vec2 q = g->node[graph_he_to(g, h)].p;

			f->face_of[h] = (uint32_t)nf;
			f->he[k++] = h;
			area += p.x * q.y - q.x * p.y;
			h = next_he(g, h);
		} while (h != s && h != GRAPH_NONE &&
		    f->face_of[h] == GRAPH_NONE);
		f->area = mem_realloc(f->area, (nf + 1) * sizeof(*f->area));
		f->area[nf] = area / 2;
		nf++;
	}
	if (f->start == NULL)
		f->start = mem_alloc(sizeof(*f->start));
	f->start[nf] = (uint32_t)k;
	f->nfaces = nf;
	/*
	 * With rotations in increasing atan2 order and "next after the
	 * twin", bounded faces are walked with negative shoelace area in
	 * board coordinates; a component's outer walk has positive (or, for
	 * a tree, zero) area.
	 */
	f->outer = mem_alloc((nf ? nf : 1) * sizeof(*f->outer));
	for (i = 0; i < nf; i++)
		f->outer[i] = !(f->area[i] < 0);
}

size_t
graph_components(const struct graph *g, uint32_t *comp)
{
	uint32_t *lab = comp, *stack, top, v, w, i;
	size_t n = g->nnodes, c = 0, s;

	if (lab == NULL)
		lab = mem_alloc((n ? n : 1) * sizeof(*lab));
	stack = mem_alloc((n ? n : 1) * sizeof(*stack));
	for (s = 0; s < n; s++)
		lab[s] = GRAPH_NONE;
	for (s = 0; s < n; s++) {
		if (lab[s] != GRAPH_NONE)
			continue;
		lab[s] = (uint32_t)c;
		top = 0;
		stack[top++] = (uint32_t)s;
		while (top) {
			v = stack[--top];
			for (i = 0; i < g->node[v].deg; i++) {
				w = graph_he_to(g, g->node[v].out[i]);
				if (lab[w] == GRAPH_NONE) {
					lab[w] = (uint32_t)c;
					stack[top++] = w;
				}
			}
		}
		c++;
	}
	free(stack);
	if (comp == NULL)
		free(lab);
	return c;
}

/* An edge's bounding box (graph_crossings). */
struct ebox {
	double x0, x1, y0, y1;
	uint32_t e;
};

/* The boxes by their left ends (then by edge: no two alike). */
#define BOX_BEFORE(a, b) ((a)->x0 < (b)->x0 || \
    ((a)->x0 == (b)->x0 && (a)->e < (b)->e))
SORT_DEFINE(sort_boxes, struct ebox, BOX_BEFORE)

/* pair: edges i and j conflict; count it, and keep the first pair (in
 * the order of the edges' numbers) in *f1, *f2. */
static void
pair(uint32_t i, uint32_t j, size_t *count, uint32_t *f1, uint32_t *f2)
{
	uint32_t a = i < j ? i : j, b = i < j ? j : i;

	if ((*count)++ == 0 || a < *f1 || (a == *f1 && b < *f2)) {
		*f1 = a;
		*f2 = b;
	}
}

/* conflict: edges i and j conflict (geom_edges_conflict, the lower
 * numbered first, as a loop over the pairs in order would ask). */
static int
conflict(const struct graph *g, uint32_t i, uint32_t j)
{
	const struct graph_edge *x = &g->edge[i < j ? i : j];
	const struct graph_edge *y = &g->edge[i < j ? j : i];

	return geom_edges_conflict(g->node[x->a].p, g->node[x->b].p,
	    g->node[y->a].p, g->node[y->b].p);
}

size_t
graph_crossings(const struct graph *g, uint32_t *e1, uint32_t *e2)
{
	size_t i, j, count = 0;
	uint32_t f1 = 0, f2 = 0;
	struct vec2 a, b;
	struct ebox *bx;

	if (g->nedges < 2)
		return 0;
	/*
	 * A sweep: the edges' boxes by their left ends, and each box against
	 * those that begin before it ends. validate spent an eighth of its
	 * time here when every pair's boxes were made and compared.
	 */
	bx = mem_alloc(g->nedges * sizeof *bx);
	for (i = 0; i < g->nedges; i++) {
		a = g->node[g->edge[i].a].p;
		b = g->node[g->edge[i].b].p;
		bx[i] = (struct ebox){ fmin(a.x, b.x), fmax(a.x, b.x),
			fmin(a.y, b.y), fmax(a.y, b.y), (uint32_t)i };
	}
	sort_boxes(bx, g->nedges);
	for (i = 0; i < g->nedges; i++) {
		for (j = i + 1; j < g->nedges && bx[j].x0 <= bx[i].x1; j++) {
			if (bx[j].y1 < bx[i].y0 || bx[j].y0 > bx[i].y1)
				continue;
			if (conflict(g, bx[i].e, bx[j].e))
				pair(bx[i].e, bx[j].e, &count, &f1, &f2);
		}
	}
	free(bx);
	if (count > 0 && e1)
		*e1 = f1;
	if (count > 0 && e2)
		*e2 = f2;
	return count;
}

uint32_t
graph_uf_root(uint32_t *up, uint32_t v)
{
	while (up[v] != v)
		v = up[v] = up[up[v]];
	return v;
}
