/* geom.h: 2-D geometry in board coordinates (mm, x right, y down). */
#ifndef BP_GEOM_H
#define BP_GEOM_H

#include <stddef.h>

#define GEOM_PI 3.14159265358979323846
#define GEOM_TAU (2 * GEOM_PI)

struct vec2 {
	double x, y;
};

static inline struct vec2
vec2(double x, double y)
{
	struct vec2 v = { x, y };
	return v;
}

/* geom_dist, geom_dist2: Euclidean distance and its square. */
double geom_dist(struct vec2 a, struct vec2 b);

static inline double
geom_dist2(struct vec2 a, struct vec2 b)
{
	double dx = b.x - a.x, dy = b.y - a.y;

	return dx * dx + dy * dy;
}

/*
 * geom_orient: twice the signed area of triangle abc, i.e. the cross product
 * (b - a) x (c - a). Positive when c lies clockwise of ab as seen on paper
 * (y points down), negative counter-clockwise, 0 when collinear.
 */
double geom_orient(struct vec2 a, struct vec2 b, struct vec2 c);

/*
 * geom_seg_intersect: 1 when the closed segments ab and cd share at least
 * one point (touching and collinear overlap included), else 0.
 */
int geom_seg_intersect(struct vec2 a, struct vec2 b, struct vec2 c,
    struct vec2 d);

/*
 * geom_edges_conflict: 1 when graph edges ab and cd cannot both be drawn:
 * they cross or overlap anywhere other than one shared endpoint. Endpoints
 * are compared by value, so an edge does not conflict with itself reversed
 * only if the caller skips it.
 */
int geom_edges_conflict(struct vec2 a, struct vec2 b, struct vec2 c,
    struct vec2 d);

/* geom_seg_dist(2): distance (squared) from p to the closed segment ab. */
double geom_seg_dist(struct vec2 p, struct vec2 a, struct vec2 b);
double geom_seg_dist2(struct vec2 p, struct vec2 a, struct vec2 b);

/*
 * geom_box_dist: distance from p to the axis-aligned box [lo.x, hi.x] x
 * [lo.y, hi.y] (lo <= hi); 0 when p is inside or on it.
 */
double geom_box_dist(struct vec2 p, struct vec2 lo, struct vec2 hi);

/* geom_seg_seg_dist: smallest distance between closed segments ab and cd. */
double geom_seg_seg_dist(struct vec2 a, struct vec2 b, struct vec2 c,
    struct vec2 d);

/* geom_angle: atan2(b.y - a.y, b.x - a.x), in (-pi, pi]. */
double geom_angle(struct vec2 a, struct vec2 b);

/*
 * geom_pseudo_angle: a number in [0, 4) that orders directions a->b as
 * geom_angle_norm(geom_angle(a, b)) does (the "diamond angle"), without
 * atan2: for sorting only.
 */
double geom_pseudo_angle(struct vec2 a, struct vec2 b);

/* geom_angle_norm: t mapped to [0, 2 pi). */
double geom_angle_norm(double t);

/* geom_angle_between: smallest absolute difference of two angles, [0, pi]. */
double geom_angle_between(double s, double t);

/*
 * geom_polygon_area: signed area of the polygon p[0..n-1] (shoelace).
 * Positive when the vertices run clockwise on paper (y down).
 */
double geom_polygon_area(const struct vec2 *p, size_t n);

/* geom_point_in_polygon: 1 when q is strictly inside p (even-odd rule). */
int geom_point_in_polygon(struct vec2 q, const struct vec2 *p, size_t n);

/*
 * geom_polygon_dist: signed distance from q to the boundary of polygon p:
 * positive inside, negative outside.
 */
double geom_polygon_dist(struct vec2 q, const struct vec2 *p, size_t n);

/*
 * geom_polylabel: the point of the polygon p[0..n-1] (simple, or with
 * zero-width spikes) farthest inside by the clearance function clear (a
 * signed clearance, positive inside, changing by at most 1 mm per mm moved,
 * such as geom_polygon_dist minus margins), found by Mapbox's polylabel:
 * a quadtree of cells searched best-first by their bound. The answer is
 * within precision mm of the true best; its clearance goes to *best.
 */
struct vec2 geom_polylabel(const struct vec2 *p, size_t n, double precision,
    double (*clear)(void *ctx, struct vec2 q), void *ctx, double *best);

#endif
