/*
 * map.h: the vocabulary of a transport map: its terrain legend,
 * its cells and grid on the paper, the legend's box and the scenario's
 * route types (transport/map.c).
 */
#ifndef BP_TRANSPORT_MAP_H
#define BP_TRANSPORT_MAP_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"

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
 * transport_cell_size: the cell (mm) of a board of b's players on b's
 * paper: the rules' cell for the player count, shrunk in proportion on a
 * paper narrower than the rules' cell_side, but not below cell_min (nor
 * the rules' own cell); want (may be NULL) gets the shrunk cell before
 * that floor.
 */
double transport_cell_size(const struct board *b, const struct rules *r,
    double *want);

/*
 * transport_grid: the grid of a board of b's players on b's paper: the
 * cell (transport_cell_size), and as many whole cells as fit each way.
 */
void transport_grid(const struct board *b, const struct rules *r, int *cols,
    int *rows, double *cell);

/* transport_origin: mm of the grid's top-left corner (grid centred). */
void transport_origin(const struct board *b, double *x0, double *y0);

/* The legend's lines of its own (transport/draw.c), at 6 pt. */
#define TRANSPORT_LEGEND_TRANSIT "transit: stop halfway"
#define TRANSPORT_LEGEND_AIRPORT "airport"
#define TRANSPORT_LEGEND_CAPITAL "capital of seat 1; +2: 2 points at the start"
#define TRANSPORT_LEGEND_WANTS "wants tea, pays 4 points"
/* Its lines' left, in from its box's (a sample before them), and its
 * margin on the right, mm. */
#define TRANSPORT_LEGEND_TEXT 12.5
#define TRANSPORT_LEGEND_RIGHT 2
/* A style's logo (print/drawpic.h) heads the box, this far in from its
 * sides and top, its lines that much lower, mm. */
#define TRANSPORT_LEGEND_LOGO 2.0
/*
 * Its lines down the box, mm: the title's baseline this far below its top
 * (or its logo's), the first line's that much more below the title's, a
 * line's step, and the last line's (the caption's) above its bottom.
 */
#define TRANSPORT_LEGEND_TOP 4.0
#define TRANSPORT_LEGEND_TITLE 0.4
#define TRANSPORT_LEGEND_STEP 3.4
#define TRANSPORT_LEGEND_FOOT 1.8

/*
 * transport_legend_lines: the lines of b's legend under its title: a
 * route type of its scenario each, a transit, an airport when planes fly,
 * a capital and a wanted good (the caption aside).
 */
int transport_legend_lines(const struct board *b, const struct rules *r);

/*
 * transport_legend_box: the legend's box in mm on the trim (x, y, w, h),
 * in the rules' corner, 4 mm inside the trim (the safe margin): the rules'
 * width, wider where a style's font needs it for the lines it holds; as
 * tall as its lines (transport_legend_lines, the title and the caption;
 * legend_height, when more, is the least it takes); taller (and wider if
 * it must) with a style's logo at its top. A legend_width of 0: no legend
 * (all four 0 but the corner).
 */
void transport_legend_box(const struct board *b, const struct rules *r,
    double box[4]);

/* No forest cell comes nearer the legend's box than this, mm. */
#define TRANSPORT_LEGEND_CLEAR 0.5

/*
 * transport_under_legend: does cell (col, row) of b overlap the legend's
 * box grown by margin mm on every side?
 */
int transport_under_legend(const struct board *b, const struct rules *r,
    int col, int row, double margin);

/* transport_min_routes: routes each allowed type needs on b. */
size_t transport_min_routes(const struct board *b, const struct rules *r);

/*
 * transport_scenario_has: does b's scenario allow route type type? (A
 * board without a scenario allows every type.)
 */
int transport_scenario_has(const struct board *b, const struct rules *r,
    int32_t type);

#endif
