/* test_geom.c: orientation, intersection, distances, polygons. */
#include "testutil.h"

#include "geom.h"

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

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(orientation),
		cmocka_unit_test(segments),
		cmocka_unit_test(edge_conflicts),
		cmocka_unit_test(distances),
		cmocka_unit_test(angles),
		cmocka_unit_test(boxes),
		cmocka_unit_test(polygons),
	};

	return cmocka_run_group_tests_name("geom", tests, NULL, NULL);
}
