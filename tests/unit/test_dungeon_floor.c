/* test_dungeon_floor.c: the floor analyses of dungeon/floor.c. */
#include "testutil.h"

#include <stdlib.h>

#include "dungeon/floor.h"
#include "tu_dungeon.h"

static const char *const ring[] = {
	"#########",
	"#.......#",
	"#.#####.#",
	"#.......#",
	"####.####",
	"####.####",
	"####.####",
	"#########",
	NULL
};

static void
floor_distances_and_diameter(void **state)
{
	struct dungeon_floor f;
	struct board b;
	int32_t dist[64];
	uint32_t queue[64], ecc[64], top, foot;

	board_init(&b);
	tu_map(&b, ring);
	dungeon_floor_init(&f, b.terrain, b.cols, b.rows);
	assert_int_equal(f.n, 19);
	top = dungeon_floor_at(&f, 1, 1);
	foot = dungeon_floor_at(&f, 4, 6);
	assert_int_equal(dungeon_floor_at(&f, 0, 0), DUNGEON_NONE);
	assert_int_equal(dungeon_floor_at(&f, -1, 3), DUNGEON_NONE);
	/* 1,1 -> 1,3 -> 4,3 -> 4,6: 2 + 3 + 3 steps. */
	dungeon_floor_bfs(&f, top, dist, queue);
	assert_int_equal(dist[foot], 8);
	/* The longest: 4,1 to the foot, either way round: 3 + 2 + 3 + 3. */
	assert_int_equal(dungeon_floor_diameter(&f, ecc), 11);
	assert_int_equal(ecc[foot], 11);
	assert_int_equal(ecc[top], 8);
	dungeon_floor_fini(&f);
	board_fini(&b);
}

/* brute_diameter: one BFS per floor cell, as the definition says. */
static uint32_t
brute_diameter(const struct dungeon_floor *f, uint32_t *ecc)
{
	int32_t *dist = malloc(f->n * sizeof(*dist));
	uint32_t *queue = malloc(f->n * sizeof(*queue)), v, best = 0;

	for (v = 0; v < f->n; v++) {
		ecc[v] = dungeon_floor_bfs(f, v, dist, queue);
		if (ecc[v] > best)
			best = ecc[v];
	}
	free(dist);
	free(queue);
	return best;
}

static void
diameter_matches_brute_force(void **state)
{
	struct dungeon_floor f;
	struct rules r;
	struct board b;
	uint32_t *fast, *slow, diam, k;
	uint8_t *far;
	uint64_t seed;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	board_init(&b);
	for (seed = 1; seed <= 200; seed++) {
		tu_dungeon_board(&b, &r, seed, 4, 0);
		/* Now and then two regions, as a broken deck may hold. */
		if (seed % 10 == 0)
			memset(b.terrain + 14 * b.cols, DUNGEON_WALL,
			    (size_t)b.cols);
		dungeon_floor_init(&f, b.terrain, b.cols, b.rows);
		fast = malloc(f.n * sizeof(*fast));
		slow = malloc(f.n * sizeof(*slow));
		diam = brute_diameter(&f, slow);
		assert_int_equal(dungeon_floor_diameter(&f, fast), diam);
		assert_memory_equal(fast, slow, f.n * sizeof(*fast));
		assert_int_equal(dungeon_floor_diameter(&f, NULL), diam);
		far = malloc(f.n);
		assert_int_equal(dungeon_floor_far(&f, 0.6, far), diam);
		for (k = 0; k < f.n; k++)
			assert_int_equal(far[k], slow[k] >= 0.6 * diam);
		free(far);
		free(fast);
		free(slow);
		dungeon_floor_fini(&f);
	}
	board_fini(&b);
	rules_fini(&r);
}

static void
cut_cells(void **state)
{
	struct dungeon_floor f;
	struct board b;
	uint8_t cut[64];
	uint32_t foot, top, k, n = 0;

	board_init(&b);
	tu_map(&b, ring);
	dungeon_floor_init(&f, b.terrain, b.cols, b.rows);
	foot = dungeon_floor_at(&f, 4, 6);
	top = dungeon_floor_at(&f, 1, 1);
	/* From the corridor's foot to the ring: the corridor and 4,3. */
	dungeon_floor_cuts(&f, foot, &top, 1, cut);
	for (k = 0; k < f.n; k++)
		n += cut[k];
	assert_int_equal(n, 3);
	assert_true(cut[dungeon_floor_at(&f, 4, 5)]);
	assert_true(cut[dungeon_floor_at(&f, 4, 4)]);
	assert_true(cut[dungeon_floor_at(&f, 4, 3)]);
	/* Around the ring there are two ways: nothing is a cut. */
	k = dungeon_floor_at(&f, 7, 3);
	dungeon_floor_cuts(&f, top, &k, 1, cut);
	for (n = 0, k = 0; k < f.n; k++)
		n += cut[k];
	assert_int_equal(n, 0);
	dungeon_floor_fini(&f);
	board_fini(&b);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(floor_distances_and_diameter),
    cmocka_unit_test(diameter_matches_brute_force),
    cmocka_unit_test(cut_cells))
