/* graph.h: a plane graph with half-edges, rotations sorted by angle. */
#ifndef BP_GRAPH_H
#define BP_GRAPH_H

#include <stddef.h>
#include <stdint.h>

#include "core/geom.h"

#define GRAPH_NONE UINT32_MAX
#define GRAPH_MAX_DEGREE 32

/*
 * Edge e owns half-edges 2e (a -> b) and 2e + 1 (b -> a); the twin of h is
 * h ^ 1. Each node lists its outgoing half-edges; after graph_sort they are
 * in increasing angle order (atan2 in board coordinates, [0, 2 pi)), which is
 * clockwise on paper since y points down.
 */
struct graph_node {
	struct vec2 p;
	uint32_t deg;
	uint32_t out[GRAPH_MAX_DEGREE];
};

struct graph_edge {
	uint32_t a, b;
};

struct graph {
	struct graph_node *node;
	size_t nnodes, capnodes;
	struct graph_edge *edge;
	size_t nedges, capedges;
};

/* Faces found by graph_faces: face f is the half-edge cycle
 * he[start[f] .. start[f + 1] - 1]. */
struct graph_faces {
	uint32_t *he;
	uint32_t *start; /* nfaces + 1 entries */
	size_t nfaces;
	uint32_t *face_of; /* face of each half-edge (2 * nedges entries) */
	double *area;      /* signed area of each face walk, mm^2 */
	int *outer;        /* 1 when the walk bounds a component from outside */
};

/* graph_init / graph_fini: caller-owned storage; fini frees all. */
void graph_init(struct graph *g);
void graph_fini(struct graph *g);
void graph_clear(struct graph *g);

/* graph_copy: dst (initialised) becomes a copy of src. */
void graph_copy(struct graph *dst, const struct graph *src);

/* graph_add_node: a new isolated node at p; returns its index. */
uint32_t graph_add_node(struct graph *g, struct vec2 p);

/*
 * graph_add_edge: join a and b; returns the edge index, or GRAPH_NONE when
 * a == b, the edge exists, an index is out of range or a node already has
 * GRAPH_MAX_DEGREE edges. The new half-edges go last in each rotation:
 * call graph_sort before walking faces.
 */
uint32_t graph_add_edge(struct graph *g, uint32_t a, uint32_t b);

/* graph_remove_last_edge: undo the most recent graph_add_edge. */
void graph_remove_last_edge(struct graph *g);

/* graph_find_edge: the edge joining a and b, or GRAPH_NONE. */
uint32_t graph_find_edge(const struct graph *g, uint32_t a, uint32_t b);

static inline uint32_t
graph_he_from(const struct graph *g, uint32_t h)
{
	const struct graph_edge *e = &g->edge[h >> 1];
	return (h & 1) ? e->b : e->a;
}

static inline uint32_t
graph_he_to(const struct graph *g, uint32_t h)
{
	const struct graph_edge *e = &g->edge[h >> 1];
	return (h & 1) ? e->a : e->b;
}

/* graph_he_angle: direction of half-edge h, in [0, 2 pi). */
double graph_he_angle(const struct graph *g, uint32_t h);

/* graph_sort: order every rotation by angle (ties by target index). */
void graph_sort(struct graph *g);

/*
 * graph_faces: walk every face of the sorted graph. Leaving node v after
 * arriving along u -> v takes the half-edge after v -> u in v's rotation, so
 * a dead end (degree 1) is walked around: the walk turns back along the same
 * edge instead of being discarded. Fills f (initialised with
 * graph_faces_init); for a plane embedding, V - E + walks = 2 C.
 */
void graph_faces_init(struct graph_faces *f);
void graph_faces_fini(struct graph_faces *f);
void graph_faces(const struct graph *g, struct graph_faces *f);

/*
 * graph_components: label each node's component in comp[] (nnodes
 * entries, may be NULL) and return the number of components.
 */
size_t graph_components(const struct graph *g, uint32_t *comp);

/*
 * graph_crossings: count pairs of edges that cross or overlap (see
 * geom_edges_conflict); the first pair found goes to *e1, *e2 when not NULL.
 */
size_t graph_crossings(const struct graph *g, uint32_t *e1, uint32_t *e2);

/*
 * graph_uf_root: the root of v in the union-find forest up (each entry its
 * parent, a root its own), halving the path on the way so later finds are
 * shorter. A union is up[graph_uf_root(up, a)] = graph_uf_root(up, b).
 */
uint32_t graph_uf_root(uint32_t *up, uint32_t v);

#endif
