/*
 * content_int.h: the working state of a nodes board's content, shared by
 * its phases (nodes/content.c, nodes/dots.c, nodes/items.c). Internal to
 * the content generator.
 */
#ifndef BP_NODECONTENT_INT_H
#define BP_NODECONTENT_INT_H

#include <stddef.h>
#include <stdint.h>

#include "core/geom.h"
#include "nodes/caption.h"
#include "nodes/content.h"
#include "nodes/key.h"
#include "nodes/measure.h"
#include "nodes/rules.h"

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
	uint8_t *pinned;    /* per node: its type is a pin's, or NULL */
	int *list;          /* the type list */
	size_t nlist;
	int sum;            /* collection: Σ ceil((min+max)/2)+1 so far */
	uint32_t cats, acts; /* collection: categories, actions to cover */
	struct disc *disc;
	size_t ndisc, capdisc;
	struct nodecontent_rims rims; /* the edges near each node's rim */
	int nkey;           /* the key's boxes on the board (nodes/key.h) */
	struct vec2 key_lo[NODES_CAPTION_KEEP_BOXES]; /* and the caption's */
	struct vec2 key_hi[NODES_CAPTION_KEEP_BOXES]; /* room (caption.h) */
};

/*
 * nodecontent_add_disc: record a drawn item's footprint, a disc of radius
 * r mm at c, that everything placed later keeps clear of.
 */
void nodecontent_add_disc(struct gen *G, struct vec2 c, double r);

/*
 * nodecontent_dots: every node's power dots (stream content.dots), clear
 * of the footprints so far and of the node's number.
 */
void nodecontent_dots(struct gen *G);

/*
 * nodecontent_tinies: tiny nodes on the midpoints of edges between inner
 * nodes (stream content.tinies), at most tiny_per_node at a node, each
 * pointing the way its type's rules say (a fair draw from stream
 * content.tinies.way unless they say otherwise).
 */
void nodecontent_tinies(struct gen *G);

/*
 * nodecontent_poles: expeditions (when on) or landmarks at the areas'
 * poles of inaccessibility, nearest the centre first; used[] marks the
 * areas that got one.
 */
void nodecontent_poles(struct gen *G, uint8_t *used);

/*
 * nodecontent_resources: natural resources in the areas not used[] and
 * not half on the paper's edge (stream content.resources).
 */
void nodecontent_resources(struct gen *G, const uint8_t *used);

#endif
