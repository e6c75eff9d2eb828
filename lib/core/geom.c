/* geom.c: predicates and measures on points, segments and polygons. */
#include "core/geom.h"

#include <math.h>
#include <stdlib.h>

#include "core/heap.h"
#include "core/mem.h"

double
geom_dist(struct vec2 a, struct vec2 b)
{
	return sqrt(geom_dist2(a, b));
}

double
geom_orient(struct vec2 a, struct vec2 b, struct vec2 c)
{
	return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

static int
sgn(double v)
{
	return (v > 0) - (v < 0);
}

/* on_segment: p is collinear with ab; is it within ab's bounding box? */
static int
on_segment(struct vec2 a, struct vec2 b, struct vec2 p)
{
	return fmin(a.x, b.x) <= p.x && p.x <= fmax(a.x, b.x) &&
	    fmin(a.y, b.y) <= p.y && p.y <= fmax(a.y, b.y);
}

int
geom_seg_intersect(struct vec2 a, struct vec2 b, struct vec2 c, struct vec2 d)
{
	int o1 = sgn(geom_orient(a, b, c)), o2 = sgn(geom_orient(a, b, d));
	int o3 = sgn(geom_orient(c, d, a)), o4 = sgn(geom_orient(c, d, b));

	if (o1 != o2 && o3 != o4)
		return 1;
	if (o1 == 0 && on_segment(a, b, c))
		return 1;
	if (o2 == 0 && on_segment(a, b, d))
		return 1;
	if (o3 == 0 && on_segment(c, d, a))
		return 1;
	if (o4 == 0 && on_segment(c, d, b))
		return 1;
	return 0;
}

static int
same(struct vec2 a, struct vec2 b)
{
	return a.x == b.x && a.y == b.y;
}

int
geom_edges_conflict(struct vec2 a, struct vec2 b, struct vec2 c, struct vec2 d)
{
	struct vec2 s, p, q;

	/*
	 * Edges that share an endpoint s conflict only when they overlap,
	 * i.e. the three points are collinear and one far end lies on the
	 * other edge.
	 */
	if (same(a, c) || same(a, d) || same(b, c) || same(b, d)) {
		if (same(a, c) || same(a, d)) {
			s = a;
			p = b;
			q = same(a, c) ? d : c;
		} else {
			s = b;
			p = a;
			q = same(b, c) ? d : c;
		}
		if (same(p, q))
			return 1;
		if (geom_orient(s, p, q) != 0)
			return 0;
		return on_segment(s, p, q) || on_segment(s, q, p);
	}
	return geom_seg_intersect(a, b, c, d);
}

double
geom_seg_dist2(struct vec2 p, struct vec2 a, struct vec2 b)
{
	double dx = b.x - a.x, dy = b.y - a.y;
	double l2 = dx * dx + dy * dy, t;

	if (l2 == 0)
		return geom_dist2(p, a);
	t = ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2;
	if (t < 0)
		t = 0;
	else if (t > 1)
		t = 1;
	return geom_dist2(p, vec2(a.x + t * dx, a.y + t * dy));
}

double
geom_seg_dist(struct vec2 p, struct vec2 a, struct vec2 b)
{
	return sqrt(geom_seg_dist2(p, a, b));
}

double
geom_box_dist(struct vec2 p, struct vec2 lo, struct vec2 hi)
{
	double dx = fmax(fmax(lo.x - p.x, p.x - hi.x), 0);
	double dy = fmax(fmax(lo.y - p.y, p.y - hi.y), 0);

	return sqrt(dx * dx + dy * dy);
}

double
geom_seg_seg_dist(struct vec2 a, struct vec2 b, struct vec2 c, struct vec2 d)
{
	if (geom_seg_intersect(a, b, c, d))
		return 0;
	return fmin(fmin(geom_seg_dist(a, c, d), geom_seg_dist(b, c, d)),
	    fmin(geom_seg_dist(c, a, b), geom_seg_dist(d, a, b)));
}

double
geom_angle(struct vec2 a, struct vec2 b)
{
	return atan2(b.y - a.y, b.x - a.x);
}

double
geom_pseudo_angle(struct vec2 a, struct vec2 b)
{
	double dx = b.x - a.x, dy = b.y - a.y;

	if (dy >= 0)
		return dx >= 0 ? (dx + dy > 0 ? dy / (dx + dy) : 0) :
		    1 - dx / (dy - dx);
	return dx < 0 ? 2 - dy / (-dx - dy) : 3 + dx / (dx - dy);
}

double
geom_angle_norm(double t)
{
	t = fmod(t, GEOM_TAU);
	if (t < 0)
		t += GEOM_TAU;
	if (t >= GEOM_TAU)
		t = 0;
	return t;
}

double
geom_angle_between(double s, double t)
{
	double d = fabs(geom_angle_norm(s) - geom_angle_norm(t));

	return d > GEOM_PI ? GEOM_TAU - d : d;
}

double
geom_polygon_area(const struct vec2 *p, size_t n)
{
	double a = 0;
	size_t i, j;

	for (i = 0, j = n - 1; i < n; j = i++)
		a += p[j].x * p[i].y - p[i].x * p[j].y;
	return a / 2;
}

int
geom_point_in_polygon(struct vec2 q, const struct vec2 *p, size_t n)
{
	size_t i, j;
	int in = 0;

	for (i = 0, j = n - 1; i < n; j = i++) {
		if ((p[i].y > q.y) != (p[j].y > q.y) &&
		    q.x < (p[j].x - p[i].x) * (q.y - p[i].y) /
		    (p[j].y - p[i].y) + p[i].x)
			in = !in;
	}
	return in;
}

double
geom_polygon_dist(struct vec2 q, const struct vec2 *p, size_t n)
{
	double d = INFINITY, e;
	size_t i, j;

	/* The nearest side by squared distance: one square root in all. */
	for (i = 0, j = n - 1; i < n; j = i++) {
		e = geom_seg_dist2(q, p[j], p[i]);
		if (e < d)
			d = e;
	}
	d = sqrt(d);
	return geom_point_in_polygon(q, p, n) ? d : -d;
}

/* A polylabel cell: centre c, half-size h, clearance d at c. */
struct cell {
	struct vec2 c;
	double h, d;
};

struct vec2
geom_polylabel(const struct vec2 *p, size_t n, double precision,
    double (*clear)(void *ctx, struct vec2 q), void *ctx, double *best)
{
	double x0 = INFINITY, y0 = INFINITY, x1 = -INFINITY, y1 = -INFINITY;
	double size, h, area = 0, cx = 0, cy = 0, f;
	struct cell *cells = NULL, bestc, c;
	size_t ncells = 0, cap = 0, i, j, guard = 0;
	struct heap_item it;
	struct heap q;
	double x, y;

	for (i = 0; i < n; i++) {
		x0 = fmin(x0, p[i].x);
		y0 = fmin(y0, p[i].y);
		x1 = fmax(x1, p[i].x);
		y1 = fmax(y1, p[i].y);
	}
	size = fmin(x1 - x0, y1 - y0);
	/* The area centroid is a good first guess, the box centre another. */
	for (i = 0, j = n - 1; i < n; j = i++) {
		f = p[j].x * p[i].y - p[i].x * p[j].y;
		cx += (p[j].x + p[i].x) * f;
		cy += (p[j].y + p[i].y) * f;
		area += f * 3;
	}
	bestc.c = area != 0 ? vec2(cx / area, cy / area) : p[0];
	bestc.h = 0;
	bestc.d = clear(ctx, bestc.c);
	c.c = vec2((x0 + x1) / 2, (y0 + y1) / 2);
	c.h = 0;
	c.d = clear(ctx, c.c);
	if (c.d > bestc.d)
		bestc = c;
	heap_init(&q);
	if (size > 0) {
		h = size / 2;
		for (x = x0; x < x1; x += size) {
			for (y = y0; y < y1; y += size) {
				cells = mem_grow(cells, &cap, ncells + 1,
				    sizeof(*cells));
				c.c = vec2(x + h, y + h);
				c.h = h;
				c.d = clear(ctx, c.c);
				cells[ncells] = c;
				/* Best bound first: the key is its negation. */
				heap_push(&q, -(c.d + c.h * sqrt(2.0)),
				    (uint32_t)ncells++, 0);
			}
		}
	}
	while (heap_pop(&q, &it) && guard++ < 100000) {
		c = cells[it.a];
		if (c.d > bestc.d)
			bestc = c;
		if (c.d + c.h * sqrt(2.0) - bestc.d <= precision)
			continue;
		h = c.h / 2;
		for (i = 0; i < 4; i++) {
			struct cell k;

			k.c = vec2(c.c.x + (i & 1 ? h : -h),
			    c.c.y + (i & 2 ? h : -h));
			k.h = h;
			k.d = clear(ctx, k.c);
			cells = mem_grow(cells, &cap, ncells + 1,
			    sizeof(*cells));
			cells[ncells] = k;
			heap_push(&q, -(k.d + k.h * sqrt(2.0)),
			    (uint32_t)ncells++, 0);
		}
	}
	heap_fini(&q);
	free(cells);
	*best = bestc.d;
	return bestc.c;
}
