/* limits.c: how large the transport boards of a rules file can get. */
#include "transport/limits.h"

#include <stdio.h>

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
	return limit_grid(r, b, d, cols, rows, why,
	    transport_elements(r, b, rows));
}

