/* test_grid.c: components, distances and A* on small grids. */
#include "testutil.h"

#include <stdlib.h>

#include "core/grid.h"

/* A 6 x 4 map: '#' closed, '.' open; two regions. */
static const char *map = "..#..."
			 "..#.#."
			 "###.#."
			 "...#..";

static void
open_of(uint8_t *open)
{
	int i;

	for (i = 0; i < 24; i++)
		open[i] = map[i] == '.';
}

static void
components(void **state)
{
	uint8_t open[24];
	uint32_t label[24];

	open_of(open);
	assert_int_equal(grid_components(6, 4, open, label), 3);
	assert_int_equal(label[0], 0);
	assert_int_equal(label[7], 0);
	assert_int_equal(label[3], 1);
	assert_int_equal(label[23], 1);
	assert_int_equal(label[18], 2);
	assert_int_equal(label[2], GRID_NONE);
}

static void
distances(void **state)
{
	uint8_t open[24];
	int32_t dist[24];

	open_of(open);
	assert_int_equal(grid_distances(6, 4, open, 3, dist), 9);
	assert_int_equal(dist[3], 0);
	assert_int_equal(dist[15], 2);
	assert_int_equal(dist[22], 6);
	assert_int_equal(dist[0], -1);
}

static double
step(void *ctx, uint32_t from, uint32_t to)
{
	const uint8_t *open = ctx;

	return open[to] ? 1 : -1;
}

static double
manhattan(void *ctx, uint32_t a, uint32_t b)
{
	int ax = (int)(a % 6), ay = (int)(a / 6), bx = (int)(b % 6),
	    by = (int)(b / 6);

	return abs(ax - bx) + abs(ay - by);
}

static void
astar(void **state)
{
	uint8_t open[24];
	struct grid_astar a = { 6, 4, step, manhattan, open };
	uint32_t *path = NULL;
	size_t len = 0, cap = 0;

	open_of(open);
	assert_int_equal(grid_astar_path(&a, 3, 22, &path, &len, &cap), 0);
	assert_int_equal(len, 7);
	assert_int_equal(path[0], 3);
	assert_int_equal(path[6], 22);
	assert_int_equal(grid_astar_path(&a, 3, 0, &path, &len, &cap), -1);
	free(path);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(components),
    cmocka_unit_test(distances),
    cmocka_unit_test(astar))
