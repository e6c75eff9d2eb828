/* structure.c: the Random Walk that carves a dungeon, and its repair. */
#include "dungeon/dungeon.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "core/mem.h"

extern const struct kind kind_dungeon; /* this folder's kind.c */
#include "core/num.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"

/* Directions in core/grid.h's order: left, up, right, down. */
static const int dcol[4] = { -1, 0, 1, 0 };
static const int drow[4] = { 0, -1, 0, 1 };

/* floor_target: the floor cells a fraction floor of the inside asks for. */
static size_t
floor_target(int cols, int rows, double floor)
{
	return (size_t)ceil(floor * (double)(cols - 2) * (double)(rows - 2));
}

int
dungeon_check_walk(int cols, int rows, int tunnels, int length,
    double floor, char *msg, size_t n)
{
	size_t want, most;

	/*
	 * Inside a 2 x 2 area every cell has room on both axes, so the walk
	 * can always turn; on a thinner one it can get stuck (the tutorial
	 * then loops forever).
	 */
	if (cols < 4 || rows < 4) {
		snprintf(msg, n, "a %d x %d grid leaves %d x %d cells inside "
		    "its wall border; the walk needs at least 4 x 4 cells to "
		    "turn", cols, rows, cols > 2 ? cols - 2 : 0,
		    rows > 2 ? rows - 2 : 0);
		return DUNGEON_BAD_SIZE;
	}
	if (floor > 0) {
		want = floor_target(cols, rows, floor);
		most = 1 + (size_t)tunnels * (size_t)length;
		if (most < want) {
			snprintf(msg, n, "floor %g asks for %zu floor cells, "
			    "but %d tunnels of at most %d cells carve at most "
			    "%zu",
			    floor, want, tunnels, length, most);
			return DUNGEON_BAD_FLOOR;
		}
	}
	return DUNGEON_OK;
}

int
dungeon_check_fit(const struct rules_dungeon *g, char *msg, size_t n)
{
	long need = 1, inside = (long)(g->cols - 2) * (g->rows - 2);
	double area, room, sp = g->start_spacing, most_sp = sp, line;
	double floor_most;
	int most = 0, p, k;
	size_t i;

	/* starts[] holds a value for every player count, clamped. */
	for (p = 0; p < RULES_PMAX; p++)
		most = g->starts[p] > most ? g->starts[p] : most;
	need += most;
	/*
	 * Placing keeps every feature its spacing in steps from all placed
	 * before it (the exit and the starts too) and each start its
	 * spacing from the other starts: two items are at least the larger
	 * of their spacings apart, and a step path is no shorter than the
	 * cells' Manhattan distance. So around each item a diamond of half
	 * its spacing is its own, s * s / 2 cells (one at least), and the
	 * diamonds lie in the inside grown by the widest half spacing.
	 * And on the floor, the cells fewer than half its spacing steps from
	 * an item are its own; the floor is joined, so they are at least
	 * that many (a corridor's), and they add up to no more than the
	 * walk carves.
	 */
	area = 1 + most * fmax(1, sp * sp / 2);
	line = 1 + most * (floor((sp - 1) / 2) + 1);
	for (i = 0; i < g->nfeature; i++) {
		k = g->feature[i].max > g->feature[i].min ?
		    g->feature[i].max : g->feature[i].min;
		need += k;
		sp = g->feature[i].spacing;
		most_sp = sp > most_sp ? sp : most_sp;
		area += k * fmax(1, sp * sp / 2);
		line += k * (sp > 1 ? floor((sp - 1) / 2) + 1 : 1);
	}
	if (need > inside) {
		snprintf(msg, n, "%ld features, starts and exits cannot fit in "
		    "the %d x %d cells inside the wall border", need,
		    g->cols - 2, g->rows - 2);
		return DUNGEON_BAD_FIT;
	}
	room = (g->cols - 2 + most_sp) * (g->rows - 2 + most_sp);
	if (area > room) {
		snprintf(msg, n, "%ld features, starts and exits kept their "
		    "spacing apart need %.0f cells, but the %d x %d cells "
		    "inside the wall border hold %.0f with their spacing's "
		    "margin", need, ceil(area), g->cols - 2, g->rows - 2,
		    room);
		return DUNGEON_BAD_FIT;
	}
	/* The walk stops within a tunnel of its floor target. */
	floor_most = g->floor > 0 ? (double)floor_target(g->cols, g->rows,
	    g->floor) + g->length : 1 + (double)g->tunnels * g->length;
	floor_most = fmin(floor_most, (double)inside);
	if (line > floor_most) {
		snprintf(msg, n, "%ld features, starts and exits kept their "
		    "spacing apart in steps need %.0f floor cells, but the "
		    "walk carves at most %.0f", need, line, floor_most);
		return DUNGEON_BAD_FIT;
	}
	return DUNGEON_OK;
}

double
dungeon_cell(double width, double height, int cols, int rows,
    double cell_max)
{
	double w = (width - 2 * DUNGEON_MARGIN) / cols;
	double h = (height - 2 * DUNGEON_MARGIN - DUNGEON_FOOTER) / rows;
	double c = fmin(fmin(w, h), cell_max);

	/* A tenth of a millimetre below, so the deck's value is exact. */
	c = floor(c * 10 + 1e-9) / 10;
	return c > 0 ? c : 0;
}

int
dungeon_check(const struct rules_dungeon *g, double width, double height,
    char *msg, size_t n)
{
	int k = dungeon_check_walk(g->cols, g->rows, g->tunnels, g->length,
	    g->floor, msg, n);
	double c;

	if (k != DUNGEON_OK)
		return k;
	k = dungeon_check_fit(g, msg, n);
	if (k != DUNGEON_OK)
		return k;
	c = dungeon_cell(width, height, g->cols, g->rows, g->cell_max);
	if (c < g->cell_min) {
		snprintf(msg, n, "a %d x %d grid does not fit a %g x %g mm "
		    "sheet with cells of at least %g mm (they would be %.1f "
		    "mm)",
		    g->cols, g->rows, width, height, g->cell_min, c);
		return DUNGEON_BAD_PAPER;
	}
	return DUNGEON_OK;
}

int
dungeon_option(struct dungeon_opts *o, const char *opt, const char *arg,
    struct diag *d)
{
	uint64_t a, b;
	double f;
	const char *x;
	char num[32];

	if (!o->first)
		o->first = opt;
	if (strcmp(opt, "--size") == 0) {
		x = strchr(arg, 'x');
		if (x && (size_t)(x - arg) < sizeof(num)) {
			memcpy(num, arg, (size_t)(x - arg));
			num[x - arg] = '\0';
		}
		if (!x || (size_t)(x - arg) >= sizeof(num) ||
		    num_parse_u64(num, DUNGEON_MAX_SIDE, &a) < 0 ||
		    num_parse_u64(x + 1, DUNGEON_MAX_SIDE, &b) < 0 ||
		    a < DUNGEON_MIN_SIDE || b < DUNGEON_MIN_SIDE) {
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "--size: "
			    "\"%s\" is not COLSxROWS (%d to %d each)", arg,
			    DUNGEON_MIN_SIDE, DUNGEON_MAX_SIDE);
			return -1;
		}
		o->cols = (int)a;
		o->rows = (int)b;
	} else if (strcmp(opt, "--floor") == 0) {
		if (num_parse_double(arg, &f) < 0 || f < 0 ||
		    f > DUNGEON_MAX_FLOOR) {
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "--floor: "
			    "\"%s\" is not a fraction in [0, %g] (0: off)", arg,
			    DUNGEON_MAX_FLOOR);
			return -1;
		}
		o->floor = f;
	} else {
		int tunnels = strcmp(opt, "--tunnels") == 0;
		uint64_t most = tunnels ? DUNGEON_MAX_TUNNELS :
		    DUNGEON_MAX_SIDE;

		if (num_parse_u64(arg, most, &a) < 0 || a < 1) {
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "%s: "
			    "\"%s\" is not a whole number from 1 to %" PRIu64,
			    opt, arg, most);
			return -1;
		}
		if (tunnels)
			o->tunnels = (int)a;
		else
			o->length = (int)a;
	}
	return 0;
}

int
dungeon_options_apply(const struct dungeon_opts *o, struct rules *r,
    double width, double height, struct diag *d)
{
	struct rules_dungeon *g = dungeon_rules(r);
	char msg[256];

	if (kind_of(r->kind) != &kind_dungeon) {
		if (!o->first)
			return 0;
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "%s is for "
		    "dungeon boards; the rules are for %s boards", o->first,
		    kind_name(r->kind));
		return -1;
	}
	if (o->cols) {
		g->cols = o->cols;
		g->rows = o->rows;
	}
	/* Tunnels asked for without a floor target: exactly that many. */
	if (o->tunnels) {
		g->tunnels = o->tunnels;
		if (o->floor < 0)
			g->floor = 0;
	}
	if (o->length)
		g->length = o->length;
	if (o->floor >= 0)
		g->floor = o->floor;
	if (dungeon_check(g, width, height, msg, sizeof(msg)) != DUNGEON_OK) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "%s", msg);
		return -1;
	}
	return 0;
}

/* room: how many steps the walker at (c, r) can take in direction k. */
static int
room(int cols, int rows, int c, int r, int k)
{
	switch (k) {
	case 0:
		return c - 1;
	case 1:
		return r - 1;
	case 2:
		return cols - 2 - c;
	default:
		return rows - 2 - r;
	}
}

int
dungeon_walk(char *terrain, int cols, int rows, int tunnels, int length,
    double floor, struct rng *rng, struct dungeon_walked *w)
{
	size_t want = floor > 0 ? floor_target(cols, rows, floor) : 0;
	size_t carved = 1, draws = 2;
	int c, r, t, k, last = -1, cand[4], nc, len, s;
	char *cell;

	c = 1 + (int)rng_below(rng, (uint32_t)(cols - 2));
	r = 1 + (int)rng_below(rng, (uint32_t)(rows - 2));
	terrain[(size_t)r * (size_t)cols + (size_t)c] = DUNGEON_FLOOR;
	for (t = 0; t < tunnels && (want == 0 || carved < want); t++) {
		/*
		 * The tutorial redraws until a direction is neither the last
		 * one nor its reverse, and drops a tunnel that hits the
		 * border at once (zero length). Drawing among the directions
		 * that pass both tests is the same choice with a bounded
		 * number of draws; inside a 2 x 2 area there is always one.
		 */
		nc = 0;
		for (k = 0; k < 4; k++)
			if ((last < 0 || (k & 1) != (last & 1)) &&
			    room(cols, rows, c, r, k) > 0)
				cand[nc++] = k;
		if (nc > 1) {
			k = cand[rng_below(rng, (uint32_t)nc)];
			draws++;
		} else {
			k = cand[0];
		}
		len = rng_int(rng, 1, length);
		draws++;
		if (len > room(cols, rows, c, r, k))
			len = room(cols, rows, c, r, k);
		/*
		 * Step, then carve: the cell the walker lands on is carved,
		 * so the last tunnel's end is floor too (the tutorial carves
		 * before it steps and leaves that one cell out).
		 */
		for (s = 0; s < len; s++) {
			c += dcol[k];
			r += drow[k];
			cell = &terrain[(size_t)r * (size_t)cols + (size_t)c];
			if (*cell != DUNGEON_FLOOR) {
				*cell = DUNGEON_FLOOR;
				carved++;
			}
		}
		last = k;
	}
	if (w) {
		w->col = c;
		w->row = r;
		w->tunnels = t;
		w->carved = carved;
		w->draws = draws;
	}
	return want && carved < want ? -1 : 0;
}

size_t
dungeon_unpinch(char *terrain, int cols, int rows, struct rng *rng)
{
	int stack[64][2], top, c, r, p, x, y, again = 1;
	size_t carved = 0;

	/*
	 * Carving a wall next to two floor cells keeps the floor one region,
	 * and every block with two floor cells lies inside the border. A
	 * carved cell can pinch the blocks around it, so those are looked at
	 * again at once; should that list overflow, another pass follows.
	 * Each fix carves a cell, so it all ends.
	 */
	while (again) {
		again = 0;
		for (r = 1; r + 2 < rows; r++) {
			for (c = 1; c + 2 < cols; c++) {
				if (!dungeon_pinched(terrain, cols, c, r))
					continue;
				stack[0][0] = c;
				stack[0][1] = r;
				for (top = 1; top > 0;) {
					top--;
					x = stack[top][0];
					y = stack[top][1];
					if (x < 1 || y < 1 || x + 2 >= cols ||
					    y + 2 >= rows)
						continue;
					p = dungeon_pinched(terrain, cols, x, y);
					if (!p)
						continue;
					/* Walls (1,0),(0,1) or (0,0),(1,1). */
					if (rng_below(rng, 2)) {
						x += p == 1 ? 0 : 1;
						y += 1;
					} else {
						x += p == 1 ? 1 : 0;
					}
					terrain[(size_t)y * (size_t)cols +
					    (size_t)x] = DUNGEON_FLOOR;
					carved++;
					if (top + 4 > 64) {
						again = 1;
						continue;
					}
					for (p = 0; p < 4; p++) {
						stack[top][0] = x - 1 + (p & 1);
						stack[top][1] = y - 1 +
						    (p >> 1);
						top++;
					}
				}
			}
		}
	}
	return carved;
}

/*
 * The walk a board is made with: the one it records when it has one (a
 * board read from a deck, or made again after a failed attempt: its size,
 * tunnels, length and floor as gen-graph's options set them), else the
 * rules' (a new board, after make_start). validate and preview make a
 * board again from what it records, as nodes do its first_game.
 */
struct walk {
	int cols, rows, tunnels, length;
	double floor;
};

static void
walk_of(const struct board *b, const struct rules_dungeon *g,
    struct walk *w)
{
	if (b->cols > 0 && b->rows > 0 && dungeon_part(b)->tunnels > 0 &&
	    dungeon_part(b)->length > 0) {
		w->cols = b->cols;
		w->rows = b->rows;
		w->tunnels = dungeon_part(b)->tunnels;
		w->length = dungeon_part(b)->length;
		w->floor = dungeon_part(b)->floor;
		return;
	}
	w->cols = g->cols;
	w->rows = g->rows;
	w->tunnels = g->tunnels;
	w->length = g->length;
	/* The target as the deck records it (three decimals), so the
	 * board's attributes make it again. */
	w->floor = round(g->floor * 1000) / 1000;
}

int
dungeon_structure(struct board *b, const struct rules *r, struct diag *d)
{
	const struct rules_dungeon *g = dungeon_rules(r);
	struct rng walk, fix;
	struct dungeon_walked w;
	struct walk o;
	char msg[200];

	walk_of(b, g, &o);
	/* A deck's board may record a walk gen-graph would have refused. */
	if (dungeon_check_walk(o.cols, o.rows, o.tunnels, o.length, o.floor,
	    msg, sizeof(msg)) != DUNGEON_OK) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, "structure.walk",
		    "attempt %u: %s", b->attempt, msg);
		return -1;
	}
	board_grid(b, o.cols, o.rows, dungeon_cell(b->width, b->height,
	    o.cols, o.rows, g->cell_max), DUNGEON_WALL);
	dungeon_part(b)->tunnels = o.tunnels;
	dungeon_part(b)->length = o.length;
	dungeon_part(b)->floor = o.floor;
	rng_stream(&walk, b->seed, b->attempt, "dungeon.walk", 0);
	if (dungeon_walk(b->terrain, b->cols, b->rows, o.tunnels, o.length,
	    o.floor, &walk, &w) < 0) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, "structure.floor",
		    "attempt %u: %d tunnels carved %zu floor cells, short of "
		    "floor %g", b->attempt, w.tunnels, w.carved, o.floor);
		return -1;
	}
	rng_stream(&fix, b->seed, b->attempt, "dungeon.unpinch", 0);
	dungeon_unpinch(b->terrain, b->cols, b->rows, &fix);
	return 0;
}
