/*
 * floor.h: the floor of a dungeon board as a graph, and the analyses of it
 * that the generators and the checks both make (dungeon/floor.c).
 */
#ifndef BP_DUNGEON_FLOOR_H
#define BP_DUNGEON_FLOOR_H

#include <stddef.h>
#include <stdint.h>

#include "dungeon/map.h"

/*
 * dungeon_pinched: in the 2 x 2 block at (c, r) of terrain t (cols
 * wide), do two floor cells touch only at a corner? Returns 1 (the walls
 * at (c+1, r) and (c, r+1)), 2 (the walls at (c, r) and (c+1, r+1)) or
 * 0. A cell is wall or floor, so that is: the two diagonals each alike,
 * and unlike each other.
 */
static inline int
dungeon_pinched(const char *t, int cols, int c, int r)
{
	const char *a = t + (size_t)r * (size_t)cols + (size_t)c;
	const char *b = a + cols;

	if (a[0] != b[1] || a[1] != b[0] || a[0] == a[1])
		return 0;
	return a[0] == DUNGEON_FLOOR ? 1 : 2;
}

/*
 * dungeon_diagonal: the first 2 x 2 block (its top-left cell in *col,
 * *row) where two floor cells touch only at a corner; returns 1, or 0
 * when there is none.
 */
int dungeon_diagonal(const char *terrain, int cols, int rows, int *col,
    int *row);

/*
 * The floor as a graph, for the analyses below: floor cell k (0 .. n-1,
 * in grid order) is grid cell cell[k]; index[] maps a grid cell back to
 * its k (or DUNGEON_NONE for a wall); nb[k] are its floor neighbours,
 * left, up, right, down, DUNGEON_NONE where there is none. Caller-owned
 * storage: _init, then _fini frees.
 */
#define DUNGEON_NONE UINT32_MAX

struct dungeon_floor {
	int cols, rows;
	uint32_t n;
	uint32_t *cell, *index;
	uint32_t (*nb)[4];
};

void dungeon_floor_init(struct dungeon_floor *f, const char *terrain,
    int cols, int rows);
void dungeon_floor_fini(struct dungeon_floor *f);

/* dungeon_floor_at: floor index of (col, row), or DUNGEON_NONE. */
uint32_t dungeon_floor_at(const struct dungeon_floor *f, int col, int row);

/*
 * dungeon_floor_bfs: steps from floor cell src to every floor cell into
 * dist (n entries; -1 where it cannot be reached), with queue (n entries)
 * as scratch. Returns the largest distance found (src's eccentricity).
 */
uint32_t dungeon_floor_bfs(const struct dungeon_floor *f, uint32_t src,
    int32_t *dist, uint32_t *queue);

/*
 * dungeon_floor_near: the same within limit steps of src; every other
 * cell gets INT32_MAX. Costs the cells it reaches (and a pass to set dist).
 */
void dungeon_floor_near(const struct dungeon_floor *f, uint32_t src,
    uint32_t limit, int32_t *dist, uint32_t *queue);

/*
 * dungeon_floor_diameter: the longest shortest path, in steps, and with
 * ecc (n entries; may be NULL) every floor cell's eccentricity, exactly.
 * A BFS each from a few dozen cells on a dungeon (n in the worst case).
 */
uint32_t dungeon_floor_diameter(const struct dungeon_floor *f,
    uint32_t *ecc);

/*
 * dungeon_floor_diameter_from: the same, taking the BFS dist from src
 * (every floor cell's steps, -1 out of reach; src's eccentricity ecc)
 * as its first. With stop_frac > 0, it may return as soon as it knows
 * stop_frac x diameter <= stop_at: the diameter's upper bound it then
 * has, h with stop_frac * h <= stop_at, and *exact = 0; *exact = 1 with
 * the diameter itself (exact may be NULL).
 */
uint32_t dungeon_floor_diameter_from(const struct dungeon_floor *f,
    uint32_t src, const int32_t *dist, uint32_t ecc, double stop_frac,
    double stop_at, int *exact);

/*
 * dungeon_floor_ball: steps from floor cell src to every floor cell within
 * limit steps of it into dist, which must hold INT32_MAX everywhere
 * (cells further stay so). Returns how many cells it reached, queue[0 ..
 * that - 1] (queue: n entries), so the caller sets them back to INT32_MAX
 * for the next ball: the cost is the cells within reach, not the floor.
 */
uint32_t dungeon_floor_ball(const struct dungeon_floor *f, uint32_t src,
    uint32_t limit, int32_t *dist, uint32_t *queue);

/*
 * dungeon_floor_far: far[k] = 1 when floor cell k has a cell at least frac
 * of the diameter away (its eccentricity >= frac x diameter), else 0 (n
 * entries). Returns the diameter. Stops as soon as both are settled, so it
 * takes fewer BFS than dungeon_floor_diameter.
 */
uint32_t dungeon_floor_far(const struct dungeon_floor *f, double frac,
    uint8_t *far);

/*
 * dungeon_floor_cuts: cut[k] = 1 for each floor cell k, other than root
 * and the targets, that every path from root to one of targets[0..nt-1]
 * passes (an articulation point between them), else 0. Linear time: one
 * depth-first search from root (Tarjan's low points).
 */
void dungeon_floor_cuts(const struct dungeon_floor *f, uint32_t root,
    const uint32_t *targets, size_t nt, uint8_t *cut);

#endif
