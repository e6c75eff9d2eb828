/* structure.c: the Random Walk that carves a dungeon, and its repair. */
#include "dungeon/dungeon.h"

#include <assert.h>
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
	/* The walk stops within a tunnel of its floor target (rooms are not
	 * walked: dungeon_check_look judges what they dig). */
	floor_most = g->floor > 0 ? (double)floor_target(g->cols, g->rows,
	    g->floor) + g->length : 1 + (double)g->tunnels * g->length;
	if (g->shape == DUNGEON_ROOMS)
		floor_most = (double)inside;
	floor_most = fmin(floor_most, (double)inside);
	if (line > floor_most) {
		snprintf(msg, n, "%ld features, starts and exits kept their "
		    "spacing apart in steps need %.0f floor cells, but the "
		    "walk carves at most %.0f", need, line, floor_most);
		return DUNGEON_BAD_FIT;
	}
	return DUNGEON_OK;
}

/* The floor a tunnels walk can reach: dungeon.md says how it was found. */
#define TUNNELS_MAX_FLOOR 0.5

int
dungeon_check_look(const struct rules_dungeon *g, int cols, int rows,
    char *msg, size_t n)
{
	long fit, pairs;

	if (g->shape == DUNGEON_TUNNELS && g->floor > TUNNELS_MAX_FLOOR) {
		snprintf(msg, n, "look tunnels keeps a wall between tunnels, "
		    "so floor %g cannot be reached: at most %g (or floor 0 "
		    "and a tunnel count)", g->floor, TUNNELS_MAX_FLOOR);
		return DUNGEON_BAD_LOOK;
	}
	if (g->shape != DUNGEON_ROOMS)
		return DUNGEON_OK;
	if (g->room_max > cols - 2 || g->room_max > rows - 2) {
		snprintf(msg, n, "rooms of %d cells a side do not fit the %d x "
		    "%d cells inside the wall border", g->room_max, cols - 2,
		    rows - 2);
		return DUNGEON_BAD_LOOK;
	}
	/*
	 * Side by side in rows, each with a wall after it, the largest rooms
	 * fit this many times: the most that could be asked for, and enough
	 * room for random places to be found.
	 */
	fit = (long)((cols - 1) / (g->room_max + 1)) *
	    ((rows - 1) / (g->room_max + 1));
	if (g->rooms > fit) {
		snprintf(msg, n, "%d rooms of up to %d x %d cells cannot all "
		    "fit the %d x %d cells inside the wall border with a wall "
		    "between them (%ld would)", g->rooms, g->room_max,
		    g->room_max, cols - 2, rows - 2, fit);
		return DUNGEON_BAD_LOOK;
	}
	pairs = (long)g->rooms * (g->rooms - 1) / 2 - (g->rooms - 1);
	if (g->links > pairs) {
		snprintf(msg, n, "links %d: %d rooms have %ld pair%s beyond "
		    "the corridors that join them all", g->links, g->rooms,
		    pairs, pairs == 1 ? "" : "s");
		return DUNGEON_BAD_LOOK;
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
	/* Rooms have no floor target: their walk is not theirs. */
	int k = dungeon_check_walk(g->cols, g->rows, g->tunnels, g->length,
	    g->shape == DUNGEON_ROOMS ? 0 : g->floor, msg, n);
	double c;

	if (k != DUNGEON_OK)
		return k;
	k = dungeon_check_fit(g, msg, n);
	if (k != DUNGEON_OK)
		return k;
	k = dungeon_check_look(g, g->cols, g->rows, msg, n);
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
	if (g->shape == DUNGEON_ROOMS && (o->tunnels || o->length ||
	    o->floor >= 0)) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "%s is for the "
		    "walk of looks cavern and tunnels; these rules' look is "
		    "rooms", o->tunnels ? "--tunnels" : o->length ?
		    "--length" : "--floor");
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

/*
 * opens_hall: would carving the wall cell (c, r), inside the border, make
 * a 2 x 2 block of floor? Then the other three cells of a block around it
 * are floor already.
 */
static int
opens_hall(const char *t, int cols, int c, int r)
{
	const char *a;
	int dc, dr;

	for (dr = -1; dr <= 0; dr++)
		for (dc = -1; dc <= 0; dc++) {
			a = t + (size_t)(r + dr) * (size_t)cols + (size_t)(c +
			    dc);
			if ((a[0] == DUNGEON_FLOOR) + (a[1] == DUNGEON_FLOOR) +
			    (a[cols] == DUNGEON_FLOOR) +
			    (a[cols + 1] == DUNGEON_FLOOR) == 3)
				return 1;
		}
	return 0;
}

/* step_ok: may the walker at (c, r) step in direction k (a tunnel look)? */
static int
step_ok(const char *t, int cols, int rows, int c, int r, int k)
{
	const char *cell;

	if (room(cols, rows, c, r, k) <= 0)
		return 0;
	c += dcol[k];
	r += drow[k];
	cell = t + (size_t)r * (size_t)cols + (size_t)c;
	return *cell == DUNGEON_FLOOR || !opens_hall(t, cols, c, r);
}

/*
 * walk: the Random Walk (dungeon_walk), or with halls 0 the tunnels look's
 * (dungeon_walk_tunnels): the same draws in the same order, a tunnel
 * there only turning where its first step opens no hall and ending where
 * its next cell would.
 */
static int
walk(char *terrain, int cols, int rows, int tunnels, int length,
    double floor, int halls, struct rng *rng, struct dungeon_walked *w)
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
		 * Tunnels: only where the first step opens no hall; where
		 * neither way across can, the walker may go on or back (back
		 * is the last tunnel's own floor, so there is always a way).
		 */
		nc = 0;
		for (k = 0; k < 4; k++)
			if ((last < 0 || (k & 1) != (last & 1)) && (halls ?
			    room(cols, rows, c, r, k) > 0 :
			    step_ok(terrain, cols, rows, c, r, k)))
				cand[nc++] = k;
		if (nc == 0 && !halls)
			for (k = 0; k < 4; k++)
				if (step_ok(terrain, cols, rows, c, r, k))
					cand[nc++] = k;
		assert(nc > 0);
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
		 * before it steps and leaves that one cell out). A tunnel of
		 * the tunnels look ends where its next cell would open a
		 * hall: it may cross another tunnel or run on along one,
		 * never widen beside it.
		 */
		for (s = 0; s < len; s++) {
			cell = &terrain[(size_t)(r + drow[k]) * (size_t)cols +
			    (size_t)(c + dcol[k])];
			if (*cell != DUNGEON_FLOOR) {
				if (!halls && opens_hall(terrain, cols,
				    c + dcol[k], r + drow[k]))
					break;
				*cell = DUNGEON_FLOOR;
				carved++;
			}
			c += dcol[k];
			r += drow[k];
		}
		last = k;
	}
	if (w) {
		w->col = c;
		w->row = r;
		w->tunnels = t;
		w->rooms = 0;
		w->carved = carved;
		w->draws = draws;
	}
	return want && carved < want ? -1 : 0;
}

int
dungeon_walk(char *terrain, int cols, int rows, int tunnels, int length,
    double floor, struct rng *rng, struct dungeon_walked *w)
{
	return walk(terrain, cols, rows, tunnels, length, floor, 1, rng, w);
}

int
dungeon_walk_tunnels(char *terrain, int cols, int rows, int tunnels,
    int length, double floor, struct rng *rng, struct dungeon_walked *w)
{
	return walk(terrain, cols, rows, tunnels, length, floor, 0, rng, w);
}

/* dig: (c, r) made floor; 1 when it was wall. */
static size_t
dig(char *t, int cols, int c, int r)
{
	char *cell = t + (size_t)r * (size_t)cols + (size_t)c;

	if (*cell == DUNGEON_FLOOR)
		return 0;
	*cell = DUNGEON_FLOOR;
	return 1;
}

/* corridor: an L from (c0, r0) to (c1, r1), its first leg across or
 * down as drawn from rng. Returns the cells carved. */
static size_t
corridor(char *t, int cols, int c0, int r0, int c1, int r1,
    struct rng *rng)
{
	size_t n = 0;
	int across = (int)rng_below(rng, 2), c = c0, r = r0;

	for (;;) {
		n += dig(t, cols, c, r);
		if (across && c != c1)
			c += c1 > c ? 1 : -1;
		else if (r != r1)
			r += r1 > r ? 1 : -1;
		else if (c != c1)
			c += c1 > c ? 1 : -1;
		else
			return n;
	}
}

struct room_box {
	int c, r, w, h;
};

/* centre: the middle cell of room x, in *c, *r. */
static void
centre(const struct room_box *x, int *c, int *r)
{
	*c = x->c + x->w / 2;
	*r = x->r + x->h / 2;
}

static int
apart(const struct room_box *a, const struct room_box *b)
{
	/* At least one wall cell between them on one axis. */
	return a->c + a->w < b->c || b->c + b->w < a->c ||
	    a->r + a->h < b->r || b->r + b->h < a->r;
}

int
dungeon_dig_rooms(char *terrain, int cols, int rows, int rooms, int lo,
    int hi, int links, struct rng *rng, struct dungeon_walked *w)
{
	struct room_box *x = mem_calloc((size_t)rooms, sizeof(*x)), y;
	uint32_t *link = mem_calloc((size_t)rooms + (size_t)links,
	    2 * sizeof(*link));
	uint32_t *near = mem_calloc((size_t)rooms, sizeof(*near));
	int *best = mem_calloc((size_t)rooms, sizeof(*best));
	size_t carved = 0, n = 0, nl = 0, i, j, k, draws = 0;
	int ac, ar, bc, br, d, tries, c, r;

	assert(hi <= cols - 2 && hi <= rows - 2 && lo <= hi);
	/*
	 * Rooms: each a box of lo .. hi cells a side inside the border, a
	 * wall between it and every other; a room that finds no place in
	 * 64 draws is left out, so a crowded grid has fewer rooms, never
	 * none.
	 */
	for (i = 0; i < (size_t)rooms; i++) {
		for (tries = 0; tries < 64; tries++) {
			y.w = rng_int(rng, lo, hi);
			y.h = rng_int(rng, lo, hi);
			y.c = rng_int(rng, 1, cols - 1 - y.w);
			y.r = rng_int(rng, 1, rows - 1 - y.h);
			draws += 4;
			for (j = 0; j < n && apart(&y, &x[j]); j++)
				;
			if (j == n)
				break;
		}
		if (tries < 64)
			x[n++] = y;
	}
	for (i = 0; i < n; i++)
		for (r = x[i].r; r < x[i].r + x[i].h; r++)
			for (c = x[i].c; c < x[i].c + x[i].w; c++)
				carved += dig(terrain, cols, c, r);
	/*
	 * Corridors: a spanning tree of the rooms, each joined to the nearest
	 * room already joined (Prim's, centre to centre in steps, the first
	 * of equals), so every room is reached; then links more between rooms
	 * drawn at random that no corridor joins yet, each a loop.
	 */
	for (i = 1; i < n; i++) {
		centre(&x[i], &ac, &ar);
		centre(&x[0], &bc, &br);
		best[i] = abs(ac - bc) + abs(ar - br);
		near[i] = 0;
	}
	best[0] = -1;
	for (k = 1; k < n; k++) {
		for (j = 0, i = 1; i < n; i++)
			if (best[i] >= 0 && (j == 0 || best[i] < best[j]))
				j = i;
		link[2 * nl] = near[j];
		link[2 * nl + 1] = (uint32_t)j;
		nl++;
		best[j] = -1;
		centre(&x[j], &bc, &br);
		for (i = 1; i < n; i++) {
			if (best[i] < 0)
				continue;
			centre(&x[i], &ac, &ar);
			d = abs(ac - bc) + abs(ar - br);
			if (d < best[i]) {
				best[i] = d;
				near[i] = (uint32_t)j;
			}
		}
	}
	for (k = 0; n > 2 && k < (size_t)links; k++) {
		for (tries = 0; tries < 64; tries++) {
			uint32_t a = rng_below(rng, (uint32_t)n);
			uint32_t b = rng_below(rng, (uint32_t)n);

			draws += 2;
			for (i = 0; i < nl && a != b && !((link[2 * i] == a &&
			    link[2 * i + 1] == b) || (link[2 * i] == b &&
			    link[2 * i + 1] == a)); i++)
				;
			if (a != b && i == nl) {
				link[2 * nl] = a;
				link[2 * nl + 1] = b;
				nl++;
				break;
			}
		}
	}
	for (i = 0; i < nl; i++) {
		centre(&x[link[2 * i]], &ac, &ar);
		centre(&x[link[2 * i + 1]], &bc, &br);
		carved += corridor(terrain, cols, ac, ar, bc, br, rng);
		draws++;
	}
	if (w) {
		centre(&x[0], &w->col, &w->row);
		w->tunnels = (int)nl;
		w->rooms = (int)n;
		w->carved = carved;
		w->draws = draws;
	}
	free(x);
	free(link);
	free(near);
	free(best);
	return 0;
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
	struct rules_dungeon own;
	struct rng walk, fix;
	struct dungeon_walked w;
	struct walk o;
	char msg[200];
	int k;

	walk_of(b, g, &o);
	if (g->shape == DUNGEON_ROOMS)
		o.floor = 0;
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
	/* … or a grid the rules' rooms do not fit, or a floor target the
	 * tunnels cannot reach: its own walk, under the rules' look. */
	own = *g;
	own.floor = o.floor;
	if (dungeon_check_look(&own, o.cols, o.rows, msg, sizeof(msg)) !=
	    DUNGEON_OK) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, "structure.look",
		    "attempt %u: %s", b->attempt, msg);
		return -1;
	}
	rng_stream(&walk, b->seed, b->attempt, "dungeon.walk", 0);
	switch (g->shape) {
	case DUNGEON_ROOMS:
		dungeon_dig_rooms(b->terrain, b->cols, b->rows, g->rooms,
		    g->room_min, g->room_max, g->links, &walk, &w);
		k = 0;
		break;
	case DUNGEON_TUNNELS:
		k = dungeon_walk_tunnels(b->terrain, b->cols, b->rows,
		    o.tunnels, o.length, o.floor, &walk, &w);
		break;
	default:
		k = dungeon_walk(b->terrain, b->cols, b->rows, o.tunnels,
		    o.length, o.floor, &walk, &w);
	}
	if (k < 0) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, "structure.floor",
		    "attempt %u: %d tunnels carved %zu floor cells, short of "
		    "floor %g", b->attempt, w.tunnels, w.carved, o.floor);
		return -1;
	}
	rng_stream(&fix, b->seed, b->attempt, "dungeon.unpinch", 0);
	dungeon_unpinch(b->terrain, b->cols, b->rows, &fix);
	return 0;
}
