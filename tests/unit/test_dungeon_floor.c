/* test_dungeon_floor.c: the floor analyses of dungeon/floor.c. */
#include "testutil.h"

#include <stdlib.h>

#include "dungeon/floor.h"
#include "ref_dungeon.h"
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

/*
 * dungeon_floor_diameter_from, seeded with one BFS, gives the diameter
 * exactly, or with a stop, an upper bound h of it with stop_frac * h <=
 * stop_at, and exact only when that was not reached first; a ball within
 * limit steps gives dungeon_floor_near's distances and reaches only those
 * cells (its queue lists them, so a reset of them leaves all INT32_MAX).
 */
static void
seeded_diameter_and_balls(void **state)
{
	struct dungeon_floor f;
	struct rules r;
	struct board b;
	uint32_t *slow, *queue, diam, d, k, src, lim, reached;
	int32_t *dist, *near;
	uint64_t seed;
	int exact;
	double stop;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	board_init(&b);
	for (seed = 1; seed <= 120; seed++) {
		tu_dungeon_board(&b, &r, seed, 4, 0);
		if (seed % 10 == 0)
			memset(b.terrain + 14 * b.cols, DUNGEON_WALL,
			    (size_t)b.cols);
		dungeon_floor_init(&f, b.terrain, b.cols, b.rows);
		slow = malloc(f.n * sizeof(*slow));
		dist = malloc(f.n * sizeof(*dist));
		near = malloc(f.n * sizeof(*near));
		queue = malloc(f.n * sizeof(*queue));
		diam = brute_diameter(&f, slow);
		src = (uint32_t)(seed * 7919 % f.n);
		d = dungeon_floor_bfs(&f, src, dist, queue);
		assert_int_equal(dungeon_floor_diameter_from(&f, src, dist, d,
		    0, 0, &exact), diam);
		assert_int_equal(exact, 1);
		for (stop = 0; stop < diam; stop += 1 + diam / 7) {
			d = dungeon_floor_diameter_from(&f, src, dist,
			    dungeon_floor_bfs(&f, src, dist, queue), 0.6, stop,
			    &exact);
			if (exact)
				assert_int_equal(d, diam);
			else
				assert_true(d >= diam && 0.6 * d <= stop);
		}
		for (k = 0; k < f.n; k++)
			dist[k] = INT32_MAX;
		for (lim = 0; lim < 12; lim += 3) {
			src = (uint32_t)((seed + lim) * 104729 % f.n);
			dungeon_floor_near(&f, src, lim, near, queue);
			reached = dungeon_floor_ball(&f, src, lim, dist, queue);
			assert_memory_equal(dist, near, f.n * sizeof(*dist));
			for (k = 0; k < reached; k++)
				dist[queue[k]] = INT32_MAX;
			for (k = 0; k < f.n; k++)
				assert_int_equal(dist[k], INT32_MAX);
		}
		free(slow);
		free(dist);
		free(near);
		free(queue);
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

/*
 * The bounding search that, once the diameter is known, settles only the
 * cells still open and scans only the live ones gives what the search over
 * every cell gave (tests/unit/ref_dungeon.h, main 51e4be1): the same far
 * cells and diameter at every fraction, the same eccentricities, and with
 * a seed and a stop the same bound and the same exactness; over made
 * floors, floors cut in two and floors with walls knocked in or put up.
 */
static void
bounds_match_the_old_search(void **state)
{
	static const double fracs[] = { 0, 0.3, 0.5, 0.6, 0.75, 0.9, 1 };
	struct dungeon_floor f;
	struct rules r;
	struct board b;
	uint32_t *e1, *e2, *queue, d, src, cells, i;
	uint64_t seed, x = 0x9e3779b97f4a7c15u;
	uint8_t *far1, *far2;
	int32_t *dist;
	int ex1, ex2;
	size_t k;
	double stop;

	(void)state;
	assert_int_equal(tu_dungeon_rules(&r), 0);
	board_init(&b);
	for (seed = 1; seed <= 150; seed++) {
		tu_dungeon_board(&b, &r, seed, 1 + seed % 6, 0);
		cells = (uint32_t)b.cols * (uint32_t)b.rows;
		if (seed % 5 == 0)
			memset(b.terrain + (b.rows / 2) * b.cols,
			    DUNGEON_WALL, (size_t)b.cols);
		for (i = 0; seed % 3 == 0 && i < 40; i++) {
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			b.terrain[x % cells] = b.terrain[x % cells] ==
			    DUNGEON_FLOOR ? DUNGEON_WALL : DUNGEON_FLOOR;
		}
		dungeon_floor_init(&f, b.terrain, b.cols, b.rows);
		k = f.n ? f.n : 1;
		far1 = malloc(k);
		far2 = malloc(k);
		e1 = malloc(k * sizeof(*e1));
		e2 = malloc(k * sizeof(*e2));
		dist = malloc(k * sizeof(*dist));
		queue = malloc(k * sizeof(*queue));
		for (i = 0; i < sizeof(fracs) / sizeof(fracs[0]); i++) {
			assert_int_equal(dungeon_floor_far(&f, fracs[i], far1),
			    ref_floor_far(&f, fracs[i], far2));
			assert_memory_equal(far1, far2, f.n);
		}
		assert_int_equal(dungeon_floor_diameter(&f, e1),
		    ref_floor_diameter(&f, e2));
		assert_memory_equal(e1, e2, f.n * sizeof(*e1));
		src = f.n ? (uint32_t)(seed * 7919 % f.n) : 0;
		d = f.n ? dungeon_floor_bfs(&f, src, dist, queue) : 0;
		for (stop = 0; f.n && stop <= d + 2; stop += 1 + d / 9) {
			assert_int_equal(dungeon_floor_diameter_from(&f, src,
			    dist, d, 0.6, stop, &ex1),
			    ref_floor_diameter_from(&f, src, dist, d, 0.6,
			    stop, &ex2));
			assert_int_equal(ex1, ex2);
		}
		MEM_FREE(far1, far2, e1, e2, dist, queue);
		dungeon_floor_fini(&f);
	}
	board_fini(&b);
	rules_fini(&r);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(floor_distances_and_diameter),
    cmocka_unit_test(diameter_matches_brute_force),
    cmocka_unit_test(seeded_diameter_and_balls),
    cmocka_unit_test(cut_cells),
    cmocka_unit_test(bounds_match_the_old_search))
