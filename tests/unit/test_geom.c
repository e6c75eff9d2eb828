/* test_geom.c: orientation, intersection, distances, polygons. */
#include "testutil.h"

#include "core/geom.h"

static void
orientation(void **state)
{
	/* On paper (y down) c at (0, 1) below ab is clockwise: positive. */
	assert_true(geom_orient(vec2(0, 0), vec2(1, 0), vec2(0, 1)) > 0);
	assert_true(geom_orient(vec2(0, 0), vec2(1, 0), vec2(0, -1)) < 0);
	assert_true(geom_orient(vec2(0, 0), vec2(1, 1), vec2(2, 2)) == 0);
}

static void
segments(void **state)
{
	assert_true(geom_seg_intersect(vec2(0, 0), vec2(2, 2), vec2(0, 2),
	    vec2(2, 0)));
	assert_false(geom_seg_intersect(vec2(0, 0), vec2(1, 0), vec2(0, 1),
	    vec2(1, 1)));
	/* Touching at an end counts. */
	assert_true(geom_seg_intersect(vec2(0, 0), vec2(1, 0), vec2(1, 0),
	    vec2(1, 1)));
	/* Collinear overlap and collinear apart. */
	assert_true(geom_seg_intersect(vec2(0, 0), vec2(2, 0), vec2(1, 0),
	    vec2(3, 0)));
	assert_false(geom_seg_intersect(vec2(0, 0), vec2(1, 0), vec2(2, 0),
	    vec2(3, 0)));
}

static void
edge_conflicts(void **state)
{
	/* A shared endpoint is fine, unless the edges overlap. */
	assert_false(geom_edges_conflict(vec2(0, 0), vec2(1, 0), vec2(0, 0),
	    vec2(0, 1)));
	assert_true(geom_edges_conflict(vec2(0, 0), vec2(2, 0), vec2(0, 0),
	    vec2(1, 0)));
	assert_true(geom_edges_conflict(vec2(0, 0), vec2(2, 2), vec2(0, 2),
	    vec2(2, 0)));
	/* An edge through a third edge's endpoint conflicts. */
	assert_true(geom_edges_conflict(vec2(0, 0), vec2(2, 0), vec2(1, 0),
	    vec2(1, 1)));
}

static void
distances(void **state)
{
	assert_near(geom_dist(vec2(0, 0), vec2(3, 4)), 5, 1e-12);
	assert_near(geom_seg_dist(vec2(1, 1), vec2(0, 0), vec2(2, 0)), 1,
	    1e-12);
	assert_near(geom_seg_dist(vec2(3, 0), vec2(0, 0), vec2(2, 0)), 1,
	    1e-12);
	assert_near(geom_seg_seg_dist(vec2(0, 0), vec2(1, 0), vec2(0, 2),
	    vec2(1, 2)), 2, 1e-12);
	assert_near(geom_seg_seg_dist(vec2(0, 0), vec2(2, 2), vec2(0, 2),
	    vec2(2, 0)), 0, 1e-12);
}

static void
angles(void **state)
{
	assert_near(geom_angle(vec2(0, 0), vec2(0, 1)), GEOM_PI / 2, 1e-12);
	assert_near(geom_angle_norm(-GEOM_PI / 2), 1.5 * GEOM_PI, 1e-12);
	assert_near(geom_angle_norm(5 * GEOM_PI), GEOM_PI, 1e-12);
	assert_near(geom_angle_between(0.1, GEOM_TAU - 0.1), 0.2, 1e-12);
	assert_near(geom_angle_between(0, GEOM_PI), GEOM_PI, 1e-12);
}

static void
boxes(void **state)
{
	struct vec2 lo = vec2(1, 2), hi = vec2(4, 3);

	assert_near(geom_box_dist(vec2(2, 2.5), lo, hi), 0, 1e-12);
	assert_near(geom_box_dist(vec2(4, 3), lo, hi), 0, 1e-12);
	assert_near(geom_box_dist(vec2(0, 2.5), lo, hi), 1, 1e-12);
	assert_near(geom_box_dist(vec2(2, 5), lo, hi), 2, 1e-12);
	/* Beyond a corner: the distance to the corner. */
	assert_near(geom_box_dist(vec2(7, 7), lo, hi), 5, 1e-12);
	assert_near(geom_box_dist(vec2(-2, -2), lo, hi), 5, 1e-12);
}

static void
polygons(void **state)
{
	struct vec2 sq[4] = { { 0, 0 }, { 4, 0 }, { 4, 4 }, { 0, 4 } };
	struct vec2 l[6] = { { 0, 0 }, { 4, 0 }, { 4, 1 }, { 1, 1 }, { 1, 4 },
		{ 0, 4 } };

	/* Clockwise on paper is positive. */
	assert_near(geom_polygon_area(sq, 4), 16, 1e-12);
	assert_true(geom_point_in_polygon(vec2(2, 2), sq, 4));
	assert_false(geom_point_in_polygon(vec2(5, 2), sq, 4));
	assert_near(geom_polygon_dist(vec2(2, 1), sq, 4), 1, 1e-12);
	assert_near(geom_polygon_dist(vec2(6, 2), sq, 4), -2, 1e-12);
	/* An L: its vertex centroid lies outside it. */
	assert_false(geom_point_in_polygon(vec2(1.67, 1.67), l, 6));
	assert_true(geom_point_in_polygon(vec2(0.5, 3), l, 6));
}

/*
 * The pseudo-angle orders directions as the normalized atan2 does: the
 * axes, the diagonals, and 200,000 pairs of directions on a millimetre
 * grid (as the decks write them) and at random.
 */
static void
pseudo_angle_orders_as_atan2(void **state)
{
	static const struct vec2 o = { 0, 0 }, axis[] = { { 1, 0 }, { 1, 1 },
		{ 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 },
		{ 1, -1 } };
	uint64_t x = 0x9e3779b97f4a7c15u;
	struct vec2 p, q;
	double ap, aq, pp, pq;
	size_t i;

	for (i = 0; i < 8; i++)
		assert_near(geom_pseudo_angle(o, axis[i]), 0.5 * (double)i,
		    1e-15);
	for (i = 0; i < 200000; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		p.x = (double)((int)(x % 2001) - 1000) / (i % 2 ? 1000.0 : 1);
		p.y = (double)((int)((x >> 16) % 2001) - 1000) / (i % 2 ?
		    1000.0 : 1);
		q.x = (double)((int)((x >> 32) % 2001) - 1000) / (i % 3 ?
		    1000.0 : 7);
		q.y = (double)((int)((x >> 48) % 2001) - 1000) / (i % 3 ?
		    1000.0 : 7);
		if ((p.x == 0 && p.y == 0) || (q.x == 0 && q.y == 0))
			continue;
		ap = geom_angle_norm(geom_angle(o, p));
		aq = geom_angle_norm(geom_angle(o, q));
		pp = geom_pseudo_angle(o, p);
		pq = geom_pseudo_angle(o, q);
		assert_true(pp >= 0 && pp < 4);
		if (fabs(ap - aq) > 1e-12 && (ap < aq) != (pp < pq))
			fail_msg("(%g,%g) at %.17g, (%g,%g) at %.17g: pseudo "
			    "%.17g, %.17g", p.x, p.y, ap, q.x, q.y, aq, pp,
			    pq);
	}
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(orientation),
    cmocka_unit_test(pseudo_angle_orders_as_atan2),
    cmocka_unit_test(segments),
    cmocka_unit_test(edge_conflicts),
    cmocka_unit_test(distances),
    cmocka_unit_test(angles),
    cmocka_unit_test(boxes),
    cmocka_unit_test(polygons))
