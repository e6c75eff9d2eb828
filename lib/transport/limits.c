/* limits.c: how large the transport boards of a rules file can get. */
#include "transport/limits.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/mem.h"

#include "board/limits.h"
#include "picture/drawpic.h"
#include "transport/map.h"
#include "transport/rules.h"

/*
 * transport_elements: rows of terrain, cities with their wants, at most a
 * route for each pair of cities; forests aside (the terrain decides
 * them: limit_forests).
 */
static double
transport_elements(const struct rules *r, const struct board *b, int rows)
{
	const struct rules_transport *t = transport_rules(r);
	double cities = t->cities[limit_per_player(b)];

	return rows + cities * (1 + t->max_wants) + cities * (cities - 1) / 2 +
	    LIMIT_FIXED_ELEMENTS;
}

/* The bytes of one cell in a forest's list ("999,999 ") and its tag's. */
#define FOREST_CELL_BYTES 8
#define FOREST_TAG_BYTES 256

void
limit_forests(const struct rules *r, const struct board *b, size_t *count,
    size_t *cells)
{
	double e = transport_elements(r, b, b->rows);

	*count = e < LIMIT_ELEMENTS ? (size_t)(LIMIT_ELEMENTS - e) : 0;
	*cells = (LIMIT_TAG_BYTES - FOREST_TAG_BYTES) / FOREST_CELL_BYTES;
}

/*
 * logo_fits: the legend's box, grown for the style's logo
 * (transport/map.h), takes at most half the paper each way, or it would
 * hide the map.
 */
static int
logo_fits(const struct rules *r, const struct board *b, struct diag *d)
{
	double box[4], w, h;
	char msg[320];

	if (!draw_logo_size(r, &w, &h))
		return 0;
	transport_legend_box(b, r, box);
	if (box[2] <= b->width / 2 && box[3] <= b->height / 2)
		return 0;
	snprintf(msg, sizeof(msg), "the style's logo (%.1f x %.1f mm) grows "
	    "the legend's box to %.1f x %.1f mm, more than half the %g x %g "
	    "mm paper: give [picture logo] a smaller height", w, h, box[2],
	    box[3], b->width, b->height);
	return limit_refuse(r, b, d, "logo", msg);
}

/*
 * near_legend: would a city on cell (c, r) of a cols x rows grid of cell
 * mm be under the legend's box or within a cell of it, where no site is
 * (transport/routes.c's near cells)?
 */
static int
near_legend(const struct board *b, const double box[4], int cols, int rows,
    double cell, int c, int r)
{
	double x = (b->width - cols * cell) / 2 + c * cell;
	double y = (b->height - rows * cell) / 2 + r * cell;

	if (box[2] <= 0 || box[3] <= 0)
		return 0;
	return x < box[0] + box[2] + cell && x + cell > box[0] - cell &&
	    y < box[1] + box[3] + cell && y + cell > box[1] - cell;
}

unsigned
transport_room(const struct rules *r, const struct board *b)
{
	const struct rules_transport *t = transport_rules(r);
	int p = limit_per_player(b), ex = t->exclusion[p], bo = t->border[p];
	int cols, rows, c, row, k, held;
	unsigned room = 0;
	double cell, box[4];
	int *last;

	transport_grid(b, r, &cols, &rows, &cell);
	transport_legend_box(b, r, box);
	/*
	 * Row by row, the first free cell of each run takes a city: each
	 * column remembers the last row it held one in, so a cell is free
	 * when no column within ex of it held one within ex rows. On a
	 * rectangle this is the densest packing of squares; the legend's
	 * corner costs what it covers. Along a row, held counts the columns
	 * within ex of c that held one within ex rows: one added as the
	 * window reaches it, one taken as it leaves, one a city placed.
	 */
	last = mem_alloc((size_t)cols * sizeof(*last));
	for (c = 0; c < cols; c++)
		last[c] = -ex - 1;
	for (row = bo; row < rows - bo; row++) {
		held = 0;
		for (k = bo - ex < 0 ? 0 : bo - ex; k <= bo + ex && k < cols;
		     k++)
			held += row - last[k] <= ex;
		for (c = bo; c < cols - bo; c++) {
			if (!held && !near_legend(b, box, cols, rows, cell, c,
			    row)) {
				last[c] = row;
				room++;
				held++;
			}
			/* The window moves on to c + 1. */
			if (c - ex >= 0)
				held -= row - last[c - ex] <= ex;
			if (c + 1 + ex < cols)
				held += row - last[c + 1 + ex] <= ex;
		}
	}
	free(last);
	return room;
}

/*
 * room_fits: the cities, each keeping its exclusion square clear inside
 * the border and off the legend, take at most the rules' crowding share
 * of the room the paper leaves them (transport_room): a fuller map runs
 * out of sites on the terrain's land and coasts and is made again too
 * often, a map without room at all never made.
 */
static int
room_fits(const struct rules *r, const struct board *b, struct diag *d)
{
	const struct rules_transport *t = transport_rules(r);
	int p = limit_per_player(b), n = t->cities[p];
	unsigned room = transport_room(r, b);
	char msg[400];

	if (n <= t->crowding[p] * room + 1e-9)
		return 0;
	snprintf(msg, sizeof(msg), "%s: %u player%s on %s: %d cities "
	    "%d cells apart need room for %.0f (crowding %g), the paper "
	    "holds %u inside its %d-cell border and off the legend: use a "
	    "larger paper%s", r->id, b->players,
	    b->players == 1 ? "" : "s", b->paper[0] ? b->paper : "the paper",
	    n, t->exclusion[p] + 1, ceil(n / t->crowding[p] - 1e-9),
	    t->crowding[p], room, t->border[p],
	    b->players > 1 ? " or fewer players" : "");
	return limit_refuse(r, b, d, "fit", msg);
}

/*
 * cells_fit: the paper is wide enough for cells of cell_min at least
 * (transport_cell_size): on a narrower one the names and goods, drawn at
 * one size, would crowd the routes and each other.
 */
static int
cells_fit(const struct rules *r, const struct board *b, struct diag *d)
{
	const struct rules_transport *t = transport_rules(r);
	int p = limit_per_player(b);
	double want, c = transport_cell_size(b, r, &want);
	char msg[400];

	if (want >= c - 1e-9)
		return 0;
	snprintf(msg, sizeof(msg), "%s: %u player%s on %s: its cells of %g "
	    "mm would shrink to %g mm on a paper %g mm across (cell_side "
	    "%g), under cell_min %g, where the names crowd the routes: use a "
	    "larger paper%s", r->id, b->players, b->players == 1 ? "" : "s",
	    b->paper[0] ? b->paper : "the paper", t->cell[p], want,
	    fmin(b->width, b->height), t->cell_side, t->cell_min,
	    b->players > 1 ? " or fewer players" : "");
	return limit_refuse(r, b, d, "fit", msg);
}

int
transport_limits(const struct rules *r, const struct board *b,
    struct diag *d)
{
	int cols, rows;
	double cell;
	char why[160];

	if (logo_fits(r, b, d) < 0)
		return -1;
	transport_grid(b, r, &cols, &rows, &cell);
	snprintf(why, sizeof(why), "cells of %g mm on %g x %g mm", cell,
	    b->width, b->height);
	/* The grid within the readers' limits first: the room's count
	 * walks it. */
	if (limit_grid(r, b, d, cols, rows, why,
	    transport_elements(r, b, rows)) < 0)
		return -1;
	return room_fits(r, b, d) < 0 || cells_fit(r, b, d) < 0 ? -1 : 0;
}

