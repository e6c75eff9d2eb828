/* transport.h: the structure of a transport board (gen-graph's work). */
#ifndef BP_TRANSPORT_H
#define BP_TRANSPORT_H

#include <stddef.h>
#include <stdint.h>

#include "board.h"
#include "diag.h"
#include "rng.h"
#include "rules.h"

/*
 * The terrain legend, one character per cell of <terrain>: deep water,
 * water, land, high land, mountain. Forests are listed apart (b->tree).
 */
#define TRANSPORT_DEEP '='
#define TRANSPORT_WATER '~'
#define TRANSPORT_LAND '.'
#define TRANSPORT_HIGH ':'
#define TRANSPORT_MOUNTAIN '^'
#define TRANSPORT_LEGEND "=~.:^"

static inline int
transport_is_water(char c)
{
	return c == TRANSPORT_DEEP || c == TRANSPORT_WATER;
}

/* transport_cell: the cell index of (col, row) on b. */
static inline uint32_t
transport_cell(const struct board *b, int col, int row)
{
	return (uint32_t)row * (uint32_t)b->cols + (uint32_t)col;
}

/*
 * transport_grid: the grid of a board of b's players on b's paper: the
 * rules' cell size (mm) for the player count, and as many whole cells as
 * fit each way.
 */
void transport_grid(const struct board *b, const struct rules *r, int *cols,
    int *rows, double *cell);

/* transport_origin: mm of the grid's top-left corner (grid centred). */
void transport_origin(const struct board *b, double *x0, double *y0);

/*
 * transport_legend_box: the legend's box in mm on the trim (x, y, w, h),
 * in the rules' corner, 4 mm inside the trim (the safe margin).
 */
void transport_legend_box(const struct board *b, const struct rules *r,
    double box[4]);

/*
 * transport_under_legend: does cell (col, row) of b overlap the legend's
 * box grown by margin mm on every side?
 */
int transport_under_legend(const struct board *b, const struct rules *r,
    int col, int row, double margin);

/*
 * transport_generate: make the structure of board b from (b->seed,
 * b->attempt): terrain, forests, cities, routes. b's seed, attempt,
 * players, scenario, width and height must be set. Returns 0, or -1
 * with the reason in d (DIAG_INVALID) when this attempt cannot make a
 * board that has every route type the scenario needs (the caller tries the
 * next attempt).
 */
int transport_generate(struct board *b, const struct rules *r,
    struct diag *d);

/*
 * transport_terrain: b's grid, terrain and forests from (seed, attempt):
 * each cell's value is the mean of seeded Perlin noise (stb_perlin.h) at
 * its four corners, scaled by the rules' gain; forests come from a second
 * field, on land only, one tree type per connected forest.
 */
void transport_terrain(struct board *b, const struct rules *r);

/*
 * transport_forest_types: give every connected forest of b (cells whose
 * b->tree is not BOARD_NONE, 4-connected) one tree type, drawn by the
 * rules' weights from rng in the order of each forest's first cell.
 */
void transport_forest_types(struct board *b, const struct rules *r,
    struct rng *rng);

/*
 * transport_fill: add routes of type until b has need of them, each
 * between two cities not yet joined, nearest pairs first, along a
 * shortest path that may share cells with routes of its own type (the
 * devlog's brute force). Returns the number of routes of type afterwards.
 */
size_t transport_fill(struct board *b, const struct rules *r, int32_t type,
    size_t need);

/* transport_min_routes: routes each allowed type needs on b. */
size_t transport_min_routes(const struct board *b, const struct rules *r);

/*
 * transport_scenario_has: does b's scenario allow route type type? (A
 * board without a scenario allows every type.)
 */
int transport_scenario_has(const struct board *b, const struct rules *r,
    int32_t type);

#endif
