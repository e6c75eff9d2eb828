/* grid.h: algorithms on a grid of cells: flood fill, distances, A*. */
#ifndef BP_GRID_H
#define BP_GRID_H

#include <stddef.h>
#include <stdint.h>

/*
 * Cells are numbered i = row * cols + col; neighbours are the four cells
 * that share a side (4-connectivity), visited in the order left, up,
 * right, down. open[i] != 0 marks a cell that may be entered.
 */

#define GRID_NONE UINT32_MAX

/*
 * grid_components: label each open cell with its 4-connected component
 * (0, 1, … in order of each component's first cell) and each closed cell
 * GRID_NONE; returns the number of components. label has cols * rows
 * entries.
 */
size_t grid_components(int cols, int rows, const uint8_t *open,
    uint32_t *label);

/*
 * grid_distances: the number of steps from cell start to every cell, or
 * -1 where it cannot be reached (start must be open). dist has cols * rows
 * entries. Returns the number of cells reached, start included.
 */
size_t grid_distances(int cols, int rows, const uint8_t *open, uint32_t start,
    int32_t *dist);

/*
 * A* search over the grid. cost(ctx, from, to) is the cost of the step
 * from cell from to its neighbour to, or a negative number when the step
 * is forbidden; heuristic(ctx, cell, goal) must not overestimate the
 * remaining cost for the path to be shortest (a larger one trades
 * optimality for speed). Ties are broken by cell index, so the path is
 * the same on every run.
 */
struct grid_astar {
	int cols, rows;
	double (*cost)(void *ctx, uint32_t from, uint32_t to);
	double (*heuristic)(void *ctx, uint32_t cell, uint32_t goal);
	void *ctx;
};

/*
 * grid_astar_path: the cheapest path from start to goal, both included,
 * into *path (caller frees; reused if not NULL with *cap its size) and
 * *len. Returns 0, or -1 when goal cannot be reached.
 */
int grid_astar_path(const struct grid_astar *a, uint32_t start,
    uint32_t goal, uint32_t **path, size_t *len, size_t *cap);

#endif
