/* limit.c: the up-front check that a rules file's boards fit the limits. */
#include "core/limit.h"

#include <math.h>
#include <stdio.h>

#include "board/board.h"
#include "core/diag.h"
#include "dungeon/dungeon.h"
#include "nodes/structure.h"
#include "board/rules.h"
#include "transport/map.h"

/* Elements of a board besides its kind's lists: <board>, its lists'
 * elements and its validation (one <check> per check, one <seat> per
 * player): far fewer than this. */
#define FIXED_ELEMENTS 200

/* per_player: rules' per-player-count index for board b. */
static int
per_player(const struct board *b)
{
	int p = (int)b->players;

	return p < 1 ? 1 : p >= RULES_PMAX ? RULES_PMAX - 1 : p;
}

/*
 * refuse: the message for board b: one read from a deck has its line and
 * id there; gen-graph's prototype has neither (the rules file is named).
 */
static int
refuse(const struct rules *r, const struct board *b, struct diag *d,
    const char *limit, const char *msg)
{
	diag_add(d, DIAG_FATAL, r->origin, b->line, b->id, NULL,
	    "%s [limits.%s]", msg, limit);
	return -1;
}

/*
 * attempts_fit: attempts of share (0 to 1) of the limits' work each must
 * stay within LIMIT_ATTEMPTS_AT_LIMIT attempts at the limits.
 */
static int
attempts_fit(const struct rules *r, const struct board *b, struct diag *d,
    int attempts, double share, const char *what)
{
	char msg[256];
	int most;

	if (attempts * share <= LIMIT_ATTEMPTS_AT_LIMIT)
		return 0;
	most = (int)floor(LIMIT_ATTEMPTS_AT_LIMIT / share);
	snprintf(msg, sizeof(msg), "attempts %d: a board of %s is %.0f%% of "
	    "the size limits, so it gets at most %d attempts (%d at the "
	    "limits), or one board could take hours", attempts, what,
	    share * 100, most < 1 ? 1 : most, LIMIT_ATTEMPTS_AT_LIMIT);
	return refuse(r, b, d, "attempts", msg);
}

/*
 * nodes: no two nodes are closer than min_spacing, so disks of half that
 * around them do not overlap and lie within the paper grown by half of
 * it on every side; no packing of equal disks is denser than the
 * hexagonal one (pi / sqrt 12), which bounds the count. The jitter
 * method also keeps at most its lattice's points.
 */
static int
check_nodes(const struct rules *r, const struct board *b, struct diag *d)
{
	const struct rules_nodes *n = &r->nodes;
	int p = per_player(b), cols, rows, feats = n->base_features, dots;
	double u = nodegraph_unit(b, r), s = n->min_spacing * u;
	double most, lattice, per, elements, relax = 0, share;
	char msg[320], what[64];
	size_t i;

	for (i = 0; i < n->nexpansion; i++)
		feats |= n->expansion[i].features;
	most = floor((b->width + s) * (b->height + s) * 2 /
	    (sqrt(3) * s * s));
	nodegraph_lattice(b, r, &cols, &rows);
	lattice = (double)(cols + 1) * (rows + 1);
	if (n->points == RULES_POINTS_JITTER) {
		most = fmin(most, lattice);
		relax = n->relax_steps * lattice * (lattice + n->repellers);
	}
	if (most > LIMIT_NODES) {
		snprintf(msg, sizeof(msg), "columns %d with min_spacing %g on "
		    "%g x %g mm make room for up to %.0f nodes, more than the "
		    "%d a board may have", n->columns[p], n->min_spacing,
		    b->width, b->height, most, LIMIT_NODES);
		return refuse(r, b, d, "nodes", msg);
	}
	if (relax > LIMIT_RELAX) {
		snprintf(msg, sizeof(msg), "relax_steps %d over a lattice of "
		    "%.0f points (columns %d) and %d repellers is %.3g pair "
		    "tests, more than the %.3g an attempt may take",
		    n->relax_steps, lattice, n->columns[p], n->repellers, relax,
		    LIMIT_RELAX);
		return refuse(r, b, d, "time", msg);
	}
	/*
	 * Each node: itself, at most three edges (the graph is planar), and
	 * its dots; with areas, at most two faces, each with its resources;
	 * with tinies, at most one per edge.
	 */
	dots = n->dots_max[p] > n->center_dots ? n->dots_max[p] :
	    n->center_dots;
	per = 1 + 3 + dots;
	if (feats)
		per += 2 * (1 + (n->resources_max > n->resources_small_max ?
		    n->resources_max : n->resources_small_max));
	if (feats & RULES_FEAT_TINIES)
		per += 3;
	elements = most * per + n->expeditions + n->landmarks + FIXED_ELEMENTS;
	if (elements > LIMIT_ELEMENTS) {
		snprintf(msg, sizeof(msg), "a board of up to %.0f nodes (columns "
		    "%d, min_spacing %g) with up to %.0f elements each could "
		    "have %.0f elements, more than the %d a deck reader takes",
		    most, n->columns[p], n->min_spacing, per, elements,
		    LIMIT_ELEMENTS);
		return refuse(r, b, d, "elements", msg);
	}
	share = fmax(most / LIMIT_NODES, relax / LIMIT_RELAX);
	snprintf(what, sizeof(what), "up to %.0f nodes", most);
	return attempts_fit(r, b, d, n->attempts, share, what);
}

/* grid: a grid board's sides against the readers' and the time limits. */
static int
check_grid(const struct rules *r, const struct board *b, struct diag *d,
    int cols, int rows, const char *why, int attempts, double elements)
{
	char msg[320], what[64];

	if (cols > LIMIT_GRID_SIDE || rows > LIMIT_GRID_SIDE) {
		snprintf(msg, sizeof(msg), "%s make a grid of %d x %d cells, "
		    "more than the %d a side a deck reader takes", why, cols,
		    rows, LIMIT_GRID_SIDE);
		return refuse(r, b, d, "grid", msg);
	}
	if (elements > LIMIT_ELEMENTS) {
		snprintf(msg, sizeof(msg), "%s and the rules' tables make "
		    "boards of up to %.0f elements, more than the %d a deck "
		    "reader takes", why, elements, LIMIT_ELEMENTS);
		return refuse(r, b, d, "elements", msg);
	}
	snprintf(what, sizeof(what), "%d x %d cells", cols, rows);
	return attempts_fit(r, b, d, attempts, (double)cols * rows / LIMIT_CELLS,
	    what);
}

/*
 * transport_elements: rows of terrain, cities with their wants, at most a
 * route for each pair of cities; forests aside (the terrain decides
 * them: limit_forests).
 */
static double
transport_elements(const struct rules *r, const struct board *b, int rows)
{
	const struct rules_transport *t = &r->transport;
	double cities = t->cities[per_player(b)];

	return rows + cities * (1 + t->max_wants) + cities * (cities - 1) / 2 +
	    FIXED_ELEMENTS;
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

static int
check_transport(const struct rules *r, const struct board *b,
    struct diag *d)
{
	int cols, rows;
	double cell;
	char why[160];

	transport_grid(b, r, &cols, &rows, &cell);
	snprintf(why, sizeof(why), "cells of %g mm on %g x %g mm", cell,
	    b->width, b->height);
	return check_grid(r, b, d, cols, rows, why, r->transport.attempts,
	    transport_elements(r, b, rows));
}

static int
check_dungeon(const struct rules *r, const struct board *b, struct diag *d)
{
	const struct rules_dungeon *g = &r->dungeon;
	/* A board read from a deck has its own grid (gen-graph --size). */
	int cols = b->cols > 0 ? b->cols : g->cols;
	int rows = b->rows > 0 ? b->rows : g->rows;
	double elements = rows + FIXED_ELEMENTS, passes;
	char why[160], msg[320];
	size_t i;
	int p;

	/* As dungeon_check_fit: the most starts, each feature's most. */
	for (i = 0, p = 0; p < RULES_PMAX; p++)
		i = (size_t)g->starts[p] > i ? (size_t)g->starts[p] : i;
	elements += (double)i + 1;
	for (i = 0; i < g->nfeature; i++)
		elements += g->feature[i].max > g->feature[i].min ?
		    g->feature[i].max : g->feature[i].min;
	snprintf(why, sizeof(why), "cols %d and rows %d", cols, rows);
	if (check_grid(r, b, d, cols, rows, why, g->attempts, elements) < 0)
		return -1;
	/* Placing content searches the floor from each item, in each draw. */
	passes = dungeon_content_passes(g) * cols * rows;
	if (passes > LIMIT_PASSES) {
		snprintf(msg, sizeof(msg), "%s with the starts and features "
		    "asked for make %.3g cell visits per attempt to place "
		    "them, more than the %.3g an attempt may take", why,
		    passes, LIMIT_PASSES);
		return refuse(r, b, d, "time", msg);
	}
	snprintf(msg, sizeof(msg), "%d x %d cells", cols, rows);
	return attempts_fit(r, b, d, g->attempts, passes / LIMIT_PASSES, msg);
}

int
limit_check(const struct rules *r, const struct board *proto,
    struct diag *d)
{
	switch (r->kind) {
	case BOARD_NODES:
		return check_nodes(r, proto, d);
	case BOARD_TRANSPORT:
		return check_transport(r, proto, d);
	case BOARD_DUNGEON:
		return check_dungeon(r, proto, d);
	default:
		return 0;
	}
}
