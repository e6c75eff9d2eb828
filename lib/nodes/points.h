/* points.h: well-spaced point sets on the paper for node boards. */
#ifndef BP_POINTS_H
#define BP_POINTS_H

#include <stddef.h>
#include <stdint.h>

#include "board/mark.h"
#include "core/geom.h"
#include "core/rng.h"
#include "nodes/caption.h"

/*
 * The parameters of both point methods, all lengths in mm on a w x h sheet.
 * A point closer than snap to a paper side is moved onto it (a "side
 * point"); no side point is placed nearer than corner_gap to a corner, and
 * no other point nearer than side_gap to a side. Any two points end at
 * least min_dist apart. No point comes nearer than keep (a side point:
 * keep_side) to the boxes keep_lo[i] .. keep_hi[i], i < nkeep (a nodes
 * board's key and its caption's room, nodes/caption.h).
 */
struct points_params {
	double w, h;
	int cols, rows;      /* jitter: lattice cells across and down */
	double min_dist;
	double snap, corner_gap, side_gap;
	double center_jitter; /* the centre point's offset, each axis */
	int relax_steps;     /* jitter: relaxation iterations */
	int repellers;       /* jitter: hidden obstacles */
	double repeller_min, repeller_max;
	int tries;           /* poisson: candidates per active point (8) */
	struct vec2 keep_lo[NODES_CAPTION_KEEP_BOXES];
	struct vec2 keep_hi[NODES_CAPTION_KEEP_BOXES];
	size_t nkeep;
	double keep, keep_side;
	/*
	 * A folding board's hinges (board/mark.h), in the points' frame:
	 * no point comes within hinge_keep of one (hinge_keep_side for side
	 * points); the centre point is moved that far off. nhinge 0: flat.
	 */
	struct board_hinge hinge[BOARD_HINGES];
	size_t nhinge;
	double hinge_keep, hinge_keep_side;
};

/* A point set; side[i] holds SIDE_* bits (board.h), center is an index. */
struct points {
	struct vec2 *p;
	uint8_t *side;
	size_t n, cap;
	uint32_t center;
};

/* points_init / points_fini: caller-owned storage; fini frees. */
void points_init(struct points *ps);
void points_fini(struct points *ps);

/*
 * points_poisson: Bridson's Poisson-disc sampling (with Roberts' evenly
 * spaced candidates, tries per active point), seeded with a centre point
 * and dart-thrown side points, then grown until no active point can place
 * another. Draws only from r.
 */
void points_poisson(struct points *ps, const struct points_params *pp,
    struct rng *r);

/*
 * points_jitter: the seed's method: one point per lattice position,
 * jittered by up to half a cell, snapped, relaxed apart (with hidden
 * repellers) and snapped again; then points closer than min_dist to an
 * earlier point, or within side_gap of a side, are dropped.
 */
void points_jitter(struct points *ps, const struct points_params *pp,
    struct rng *r);

/* points_min_dist: smallest distance between two points (inf if n < 2). */
double points_min_dist(const struct points *ps);

#endif
