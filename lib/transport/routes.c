/* routes.c: the router: what routes may cross; the path search. */
#include "transport/structure_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/grid.h"
#include "core/heap.h"
#include "core/mem.h"
#include "transport/net.h"
#include "transport/part.h"
#include "transport/rules.h"

/* How far a path search may go before it gives up on a pair. */
#define BOX_RETRIES 6

/*
 * router_legend: no route under the legend, and no city there or a cell
 * from it (its name and goods need room).
 */
static void
router_legend(struct transport_router *R)
{
	struct board *b = R->b;
	uint32_t v;
	int c, r;

	double box[4], x0, y0;
	int c0, c1, r0, r1;

	transport_legend_box(b, R->r, box);
	if (box[2] <= 0 || box[3] <= 0)
		return;
	/* Only the cells around the box can be under it. */
	transport_origin(b, &x0, &y0);
	c0 = (int)floor((box[0] - x0) / b->cell) - 2;
	c1 = (int)ceil((box[0] + box[2] - x0) / b->cell) + 2;
	r0 = (int)floor((box[1] - y0) / b->cell) - 2;
	r1 = (int)ceil((box[1] + box[3] - y0) / b->cell) + 2;
	for (r = r0 < 0 ? 0 : r0; r < R->rows && r <= r1; r++)
		for (c = c0 < 0 ? 0 : c0; c < R->cols && c <= c1; c++) {
			v = transport_cell(b, c, r);
			if (transport_under_legend(b, R->r, c, r, 0)) {
				R->cls[v] = CLS_NONE;
				R->near[v] = 1;
			} else if (transport_under_legend(b, R->r, c, r,
			    b->cell)) {
				R->near[v] = 1;
			}
		}
}

static void
router_stamp(struct transport_router *R, size_t i)
{
	const struct board_route *rt = &transport_part(R->b)->route[i];
	const uint32_t *cells = board_route_cells(R->b, i);
	size_t q;

	for (q = 0; q < rt->len; q++)
		R->mask[cells[q]] |= (uint8_t)(1u << rt->type);
	R->joined[rt->from * R->capcity + rt->to] |= (uint8_t)(1u << rt->type);
	R->joined[rt->to * R->capcity + rt->from] |= (uint8_t)(1u << rt->type);
	R->deg[rt->from]++;
	R->deg[rt->to]++;
}

/*
 * step_cost: the cost of a step onto a cell of terrain ch with noise value
 * v, for a route that does not already run there: the devlog's biases,
 * made a step cost. A new cell costs 2 plus route_bias times how near it
 * is to the coast (from the noise value: inland and deep water are
 * cheaper); a cell of a route of the same type costs 1, so networks snap
 * together instead of running side by side.
 */
static float
step_cost(const struct rules_transport *t, char ch, double v)
{
	double f;

	if (transport_is_water(ch))
		f = (v - t->deep) / (t->water - t->deep);
	else
		f = (t->mountain - v) / (t->mountain - t->water);
	f = f < 0 ? 0 : f > 1 ? 1 : f;
	return (float)(2 + t->route_bias * f);
}

/* mid_value: a noise value typical of terrain ch (no noise at hand). */
static double
mid_value(const struct rules_transport *t, char ch)
{
	switch (ch) {
	case TRANSPORT_DEEP:
		return t->deep;
	case TRANSPORT_WATER:
		return (t->deep + t->water) / 2;
	case TRANSPORT_LAND:
		return (t->water + t->high) / 2;
	default:
		return (t->high + t->mountain) / 2;
	}
}

void
transport_router_init(struct transport_router *R, struct board *b,
    const struct rules *r, size_t capcity, const float *value)
{
	const struct rules_transport *t = transport_rules(r);
	size_t i;
	char ch;

	memset(R, 0, sizeof(*R));
	R->b = b;
	R->r = r;
	R->cols = b->cols;
	R->rows = b->rows;
	R->n = (size_t)b->cols * (size_t)b->rows;
	R->cls = mem_alloc(R->n);
	R->near = mem_calloc(R->n, 1);
	R->cost = mem_alloc(R->n * sizeof(*R->cost));
	R->mask = mem_calloc(R->n, 1);
	R->city = mem_alloc(R->n * sizeof(*R->city));
	R->g = mem_alloc(R->n * sizeof(*R->g));
	R->prev = mem_alloc(R->n * sizeof(*R->prev));
	R->seen = mem_calloc(R->n, sizeof(*R->seen));
	R->done = mem_calloc(R->n, sizeof(*R->done));
	R->ban = mem_calloc(R->n, sizeof(*R->ban));
	R->len = mem_alloc(R->n * sizeof(*R->len));
	R->at = mem_alloc(R->n * sizeof(*R->at));
	R->open = mem_calloc(R->n, sizeof(*R->open));
	R->capcity = capcity > transport_part(b)->ncity
			 ? capcity
			 : transport_part(b)->ncity;
	R->joined = mem_calloc(R->capcity * R->capcity, 1);
	R->deg = mem_calloc(R->capcity, sizeof(*R->deg));
	heap_init(&R->h);
	R->banmark = 1;
	for (i = 0; i < R->n; i++) {
		ch = b->terrain[i];
		if (transport_is_water(ch))
			R->cls[i] = CLS_WATER;
		else if ((ch == TRANSPORT_LAND || ch == TRANSPORT_HIGH) &&
			 (!transport_part(b)->tree ||
			     transport_part(b)->tree[i] == BOARD_NONE))
			R->cls[i] = CLS_LAND;
		else
			R->cls[i] = CLS_NONE;
		R->cost[i] = step_cost(t, ch, value ? value[i] :
		    mid_value(t, ch));
		R->city[i] = -1;
	}
	router_legend(R);
	for (i = 0; i < transport_part(b)->ncity; i++)
		R->city[transport_cell(b, transport_part(b)->city[i].col,
		    transport_part(b)->city[i].row)] = (int32_t)i;
	for (i = 0; i < transport_part(b)->nroute; i++)
		router_stamp(R, i);
}

void
transport_router_fini(struct transport_router *R)
{
	MEM_FREE(R->cls, R->near, R->cost, R->mask, R->city, R->g, R->prev,
	    R->seen, R->done, R->ban, R->len, R->at, R->open, R->joined,
	    R->deg, R->path);
	heap_fini(&R->h);
}

/*
 * box_at: would the 2 x 2 block with top-left cell (c, r) be all of the
 * type whose bit is bit, if cell w had it too?
 */
static int
box_at(const struct transport_router *R, int c, int r, uint32_t w, uint8_t bit)
{
	uint32_t v;
	int dc, dr;

	if (c < 0 || r < 0 || c + 1 >= R->cols || r + 1 >= R->rows)
		return 0;
	for (dr = 0; dr < 2; dr++)
		for (dc = 0; dc < 2; dc++) {
			v = (uint32_t)(r + dr) * (uint32_t)R->cols +
			    (uint32_t)(c + dc);
			if (v != w && !(R->mask[v] & bit))
				return 0;
		}
	return 1;
}

/* would_box: would a route of the type of bit through w make a box? */
static int
would_box(const struct transport_router *R, uint32_t w, uint8_t bit)
{
	int c = (int)(w % (uint32_t)R->cols), r = (int)(w / (uint32_t)R->cols);
	uint8_t h = 0, v = 0;

	/* A box needs a neighbour of w across and one up or down. */
	if (c > 0)
		h |= R->mask[w - 1];
	if (c + 1 < R->cols)
		h |= R->mask[w + 1];
	if (r > 0)
		v |= R->mask[w - (uint32_t)R->cols];
	if (r + 1 < R->rows)
		v |= R->mask[w + (uint32_t)R->cols];
	if (!(h & v & bit))
		return 0;
	return box_at(R, c - 1, r - 1, w, bit) || box_at(R, c, r - 1, w, bit) ||
	    box_at(R, c - 1, r, w, bit) || box_at(R, c, r, w, bit);
}

/*
 * enterable: may a path of medium cls (and route type type, or -1 while
 * only exploring) towards cell goal step into cell w? Another city's cell
 * never; the goal always, its medium apart. Cells of routes of the same
 * type always (a network snaps together), of another type only when the
 * route may merge (the devlog's ~5 %: otherwise every road would also be
 * a railway); never a cell that would close a same-type 2 x 2 box.
 */
static int
enterable(const struct transport_router *R, uint32_t w, uint32_t goal, int cls,
    int type, int merge)
{
	uint8_t bit = type >= 0 ? (uint8_t)(1u << type) : 0;

	/* Exploring (no goal), every city reached is an end. */
	if (R->city[w] >= 0 && w != goal && goal != GRID_NONE)
		return 0;
	if (R->city[w] < 0) {
		if (R->cls[w] != cls || R->ban[w] == R->banmark)
			return 0;
		if (type >= 0 && !merge && (R->mask[w] & ~bit))
			return 0;
	}
	return type < 0 || !would_box(R, w, bit);
}

/*
 * The search's open cells: R->h as core/heap.c keeps it, its items'
 * b always 0, so (key, cell) orders them as heap_pop would; here, inline,
 * for the search's inner loop.
 */
static int
open_less(const struct heap_item *x, const struct heap_item *y)
{
	return x->key < y->key || (x->key == y->key && x->a < y->a);
}

static void
open_push(struct heap *h, double key, uint32_t cell)
{
	struct heap_item it = { key, cell, 0 };
	size_t i, p;

	if (h->n == h->cap)
		h->v = mem_grow(h->v, &h->cap, h->n + 1, sizeof(*h->v));
	for (i = h->n++; i > 0; i = p) {
		p = (i - 1) / 2;
		if (!open_less(&it, &h->v[p]))
			break;
		h->v[i] = h->v[p];
	}
	h->v[i] = it;
}

/* open_pop: the least item's cell into *cell; 0 when there is none. */
static int
open_pop(struct heap *h, uint32_t *cell)
{
	struct heap_item last;
	size_t i = 0, c;

	if (h->n == 0)
		return 0;
	*cell = h->v[0].a;
	last = h->v[--h->n];
	while ((c = 2 * i + 1) < h->n) {
		if (c + 1 < h->n && open_less(&h->v[c + 1], &h->v[c]))
			c++;
		if (!open_less(&h->v[c], &last))
			break;
		h->v[i] = h->v[c];
		i = c;
	}
	if (h->n > 0)
		h->v[i] = last;
	return 1;
}

/*
 * dead_end: does a search from src stop at cell v? A city is where a path
 * ends, never a way through; and a path has at most maxlen cells.
 */
static int
dead_end(const struct transport_router *R, uint32_t v, uint32_t src, int maxlen)
{
	return (v != src && R->city[v] >= 0) || R->len[v] >= maxlen;
}

/*
 * search: the cheapest path of medium cls (route type type) from cell src
 * to cell goal, at most maxlen cells long. A* with the Manhattan
 * distance weighed by a new cell's base cost, 2: exact over open country,
 * an overestimate only where snapping onto a route would save, so the
 * search stays narrow at the price of now and then a slightly longer
 * path. The heap breaks ties by cell index, so the path is the same on
 * every run. Returns the path's cell count (path in R->path), or 0.
 */
static size_t
search(struct transport_router *R, uint32_t src, uint32_t goal, int cls,
    int type, int merge, int maxlen)
{
	uint32_t cols = (uint32_t)R->cols, v, w;
	int gc = (int)(goal % cols), gr = (int)(goal / cols), k, c, r, wc, wr;
	uint8_t bit = (uint8_t)(1u << type);
	double ng;
	size_t n;

	R->epoch++;
	heap_clear(&R->h);
	R->seen[src] = R->epoch;
	R->g[src] = 0;
	R->len[src] = 1;
	R->prev[src] = GRID_NONE;
	open_push(&R->h, 0, src);
	while (open_pop(&R->h, &v)) {
		if (R->done[v] == R->epoch)
			continue;
		R->done[v] = R->epoch;
		if (v == goal) {
			for (n = 0, w = v; w != GRID_NONE; w = R->prev[w])
				n++;
			R->path = mem_grow(R->path, &R->cappath, n,
			    sizeof(*R->path));
			R->npath = n;
			for (w = v; w != GRID_NONE; w = R->prev[w])
				R->path[--n] = w;
			return R->npath;
		}
		if (dead_end(R, v, src, maxlen))
			continue;
		c = (int)(v % cols);
		r = (int)(v / cols);
		for (k = 0; k < 4; k++) {
			w = transport_nb_at(R, c, r, k, &wc, &wr);
			if (w == GRID_NONE || R->done[w] == R->epoch)
				continue;
			/* enterable's tests, spelt out for a typed route
			 * to a goal: the loop's hottest lines. */
			if (R->city[w] >= 0 ? w != goal : R->cls[w] != cls ||
			    R->ban[w] == R->banmark ||
			    (!merge && (R->mask[w] & ~bit)))
				continue;
			if (would_box(R, w, bit))
				continue;
			ng = R->g[v] + ((R->mask[w] & bit) ? 1 : R->cost[w]);
			if (R->seen[w] == R->epoch && ng >= R->g[w])
				continue;
			R->seen[w] = R->epoch;
			R->g[w] = ng;
			R->prev[w] = v;
			R->len[w] = (uint16_t)(R->len[v] + 1);
			open_push(&R->h, ng + 2 * (abs(wc - gc) + abs(wr - gr)),
			    w);
		}
	}
	return 0;
}

void
transport_explore(struct transport_router *R, uint32_t i, int cls, int maxlen,
    uint16_t *reach)
{
	uint32_t src = transport_city_cell(R, i), v, w, c, r, nb[4];
	uint32_t cols = (uint32_t)R->cols, rows = (uint32_t)R->rows;
	uint32_t *queue = R->prev;
	size_t head = 0, tail = 0, j;
	int k;

	memset(reach, 0, transport_part(R->b)->ncity * sizeof(*reach));
	R->epoch++;
	R->seen[src] = R->epoch;
	R->len[src] = 1;
	queue[tail++] = src;
	while (head < tail) {
		v = queue[head++];
		if (dead_end(R, v, src, maxlen))
			continue;
		c = v % cols;
		r = v / cols;
		/* The neighbours left, up, right, down (transport_nb's). */
		nb[0] = c > 0 ? v - 1 : GRID_NONE;
		nb[1] = r > 0 ? v - cols : GRID_NONE;
		nb[2] = c + 1 < cols ? v + 1 : GRID_NONE;
		nb[3] = r + 1 < rows ? v + cols : GRID_NONE;
		for (k = 0; k < 4; k++) {
			w = nb[k];
			if (w == GRID_NONE || R->seen[w] == R->epoch ||
			    (R->city[w] < 0 && R->cls[w] != cls))
				continue;
			R->seen[w] = R->epoch;
			R->len[w] = (uint16_t)(R->len[v] + 1);
			queue[tail++] = w;
		}
	}
	for (j = 0; j < transport_part(R->b)->ncity; j++) {
		w = transport_city_cell(R, (uint32_t)j);
		if (j != i && R->seen[w] == R->epoch)
			reach[j] = R->len[w];
	}
}

/*
 * path_box: does the path in R->path, as type bit, close a box? 0 if
 * not; 1 when it does and one of its new cells in that box (never a
 * city's) is banned for the next search; 2 when it does and no cell can be
 * banned.
 */
static int
path_box(struct transport_router *R, uint8_t bit)
{
	uint8_t *old = mem_alloc(R->npath);
	int found = 0, box = 0, c, r, dc, dr, k;
	size_t q;
	uint32_t v;

	for (q = 0; q < R->npath; q++) {
		old[q] = R->mask[R->path[q]];
		R->mask[R->path[q]] |= bit;
	}
	for (q = 0; q < R->npath && !found; q++) {
		c = (int)(R->path[q] % (uint32_t)R->cols);
		r = (int)(R->path[q] / (uint32_t)R->cols);
		for (k = 0; k < 4 && !found; k++) {
			dc = -(k & 1);
			dr = -(k >> 1);
			if (!box_at(R, c + dc, r + dr, GRID_NONE, bit))
				continue;
			box = 1;
			/* Ban this path cell unless it is a city's. */
			v = R->path[q];
			if (R->city[v] < 0 && !(old[q] & bit)) {
				R->ban[v] = R->banmark;
				found = 1;
			}
		}
	}
	for (q = R->npath; q-- > 0;)
		R->mask[R->path[q]] = old[q];
	free(old);
	return found ? 1 : box ? 2 : 0;
}

/*
 * What a turn costs in straighten's reckoning, on step_cost's scale: half
 * a new cell's base cost. A straight run that costs that much more than
 * the staircase it replaces, for each turn it saves, is still taken.
 */
#define TURN_COST 1.0
/*
 * The longest stretch straighten replaces, in steps: a staircase is a
 * few cells' affair, and the bound keeps a long route's straightening
 * linear in its length (a repair's route may cross a 1000-cell grid).
 */
#define STRAIGHT_SPAN 40

/*
 * turn_at: does path p turn at its cell q (q >= 2): is the step into q
 * unlike the step before (a step is a difference of cell indices: +-1
 * across, +-cols down)?
 */
static int
turn_at(const uint32_t *p, size_t q)
{
	return (p[q] - p[q - 1]) != (p[q - 1] - p[q - 2]);
}

/*
 * turns_from: the running count of the turns of R->path into turns[]
 * from cell q on: turns[k] is the number of cells 2..k at which the path
 * turns (turns[0] = turns[1] = 0), so a stretch from cell i to cell j
 * turns turns[j] - turns[i + 1] times.
 */
static void
turns_from(const struct transport_router *R, uint32_t *turns, size_t q)
{
	for (; q < R->npath; q++)
		turns[q] = q < 2 ? 0 : turns[q - 1] + (uint32_t)turn_at(R->path,
		    q);
}

/* path_cost: the search's cost of the n cells of path p, as type bit. */
static double
path_cost(const struct transport_router *R, const uint32_t *p, size_t n,
    uint8_t bit)
{
	double g = 0;
	size_t q;

	for (q = 1; q < n; q++)
		g += (R->mask[p[q]] & bit) ? 1 : R->cost[p[q]];
	return g;
}

/*
 * open_cell: may a straightened stretch (route type type, medium cls, to
 * goal) run over cell w: no city's, and enterable? What enterable says
 * cannot change while straighten runs (it changes no mask, ban or
 * city), so the answer is kept in R->open, stamped with R->openmark.
 */
static int
open_cell(struct transport_router *R, uint32_t w, uint32_t goal, int cls,
    int type, int merge)
{
	int ok;

	if (R->open[w] >> 1 == R->openmark)
		return (int)(R->open[w] & 1);
	ok = R->city[w] < 0 && enterable(R, w, goal, cls, type, merge);
	R->open[w] = R->openmark << 1 | (uint32_t)ok;
	return ok;
}

/*
 * ell: the cells from path[i] to path[j] along two straight runs, first
 * across (corner at path[j]'s column) or first down (flip), into out
 * (j - i + 1 cells, the ends included); 0 when a cell between the ends
 * may not be taken (open_cell: enterable, a city, banned) or is one of
 * the path's own cells outside the stretch (the route would cross
 * itself: R->seen stamps the path's cells with R->epoch, R->len holds
 * their places, straighten's).
 */
static int
ell(struct transport_router *R, size_t i, size_t j, int flip, uint32_t goal,
    int cls, int type, int merge, uint32_t *out)
{
	uint32_t cols = (uint32_t)R->cols, a = R->path[i], z = R->path[j], w;
	int c = (int)(a % cols), r = (int)(a / cols);
	int zc = (int)(z % cols), zr = (int)(z / cols);
	/* The two runs: n1 steps of d1, then the rest of d2 (cell index
	 * differences; unsigned, so -1 is a wrap that adds up right). */
	uint32_t across = zc > c ? 1 : (uint32_t)-1;
	uint32_t down = zr > r ? cols : (uint32_t)-cols;
	size_t nc = (size_t)abs(zc - c), nr = (size_t)abs(zr - r);
	size_t n1 = flip ? nr : nc, steps = nc + nr, k = 0, q;
	uint32_t d1 = flip ? down : across, d2 = flip ? across : down;

	out[k++] = w = a;
	for (q = 1; q <= steps; q++) {
		w += q <= n1 ? d1 : d2;
		out[k++] = w;
		if (q == steps)
			break;
		if (!open_cell(R, w, goal, cls, type, merge))
			return 0;
		/* One of the path's cells: only the stretch's own. */
		if (R->seen[w] == R->epoch && (R->at[w] < i || R->at[w] > j))
			return 0;
	}
	return k == j - i + 1;
}

/*
 * straighten: the path in R->path (route type type, medium cls, to goal)
 * without its staircases: from each cell, the farthest later one that two
 * straight runs reach in as many steps (the path between them runs one
 * way across and one way down) through cells it may take, when they save
 * turns and cost no more than the stretch they replace and TURN_COST a
 * turn saved; stretches of up to STRAIGHT_SPAN steps. The path keeps its
 * length and ends; the search's cost of
 * steps and turns decides, so land routes still keep inland where the
 * coast would cost them more than the turns.
 *
 * A stretch whose turns are no more than the two runs' (one when both
 * run, else none) cannot save a turn, so its runs are not walked; the
 * stretch's cost is reckoned only once a run saves turns.
 */
static void
straighten(struct transport_router *R, uint32_t goal, int cls, int type,
    int merge)
{
	uint32_t cols = (uint32_t)R->cols;
	uint8_t bit = (uint8_t)(1u << type);
	uint32_t *l = mem_alloc((R->npath + 1) * sizeof(*l));
	uint32_t *turns = mem_alloc((R->npath + 1) * sizeof(*turns));
	int *pc = mem_alloc((R->npath + 1) * sizeof(*pc));
	int *pr = mem_alloc((R->npath + 1) * sizeof(*pr));
	size_t i, j, k, m;
	int flip, dc, dr, saved, known;
	double was = 0;

	/* The path's cells stamped with their places, so ell sees in one
	 * look whether a cell is the path's and where. */
	R->epoch++;
	if (++R->openmark > UINT32_MAX >> 1) {
		memset(R->open, 0, R->n * sizeof(*R->open));
		R->openmark = 1;
	}
	for (i = 0; i < R->npath; i++) {
		R->seen[R->path[i]] = R->epoch;
		R->at[R->path[i]] = (uint32_t)i;
		pc[i] = (int)(R->path[i] % cols);
		pr[i] = (int)(R->path[i] / cols);
	}
	turns_from(R, turns, 0);
	for (i = 0; i + 2 < R->npath; i++)
		for (j = i + STRAIGHT_SPAN < R->npath - 1 ? i + STRAIGHT_SPAN :
		    R->npath - 1; j >= i + 2; j--) {
			dc = abs(pc[j] - pc[i]);
			dr = abs(pr[j] - pr[i]);
			if ((size_t)(dc + dr) != j - i)
				continue;
			saved = (int)(turns[j] - turns[i + 1]) -
			    (dc > 0 && dr > 0);
			if (saved <= 0)
				continue;
			m = j - i + 1;
			known = 0;
			for (flip = 0; flip < 2; flip++) {
				if (!ell(R, i, j, flip, goal, cls, type,
				    merge, l))
					continue;
				if (!known) {
					was = path_cost(R, R->path + i, m,
					    bit);
					known = 1;
				}
				if (path_cost(R, l, m, bit) <=
				    was + TURN_COST * saved) {
					for (k = i; k <= j; k++)
						R->seen[R->path[k]] = 0;
					memcpy(R->path + i, l, m * sizeof(*l));
					for (k = i; k <= j; k++) {
						R->seen[R->path[k]] =
						    R->epoch;
						R->at[R->path[k]] =
						    (uint32_t)k;
						pc[k] = (int)(R->path[k] %
						    cols);
						pr[k] = (int)(R->path[k] /
						    cols);
					}
					turns_from(R, turns, i);
					break;
				}
			}
			if (flip < 2)
				break;
		}
	MEM_FREE(turns, pc, pr, l);
}

size_t
transport_route(struct transport_router *R, uint32_t i, uint32_t j,
    int32_t type, int merge, int maxlen)
{
	const struct rules_route *rt = &transport_rules(R->r)->route[type];
	int cls = rt->medium == RULES_WATER ? CLS_WATER : CLS_LAND, k;
	uint32_t a = transport_city_cell(R, i), z = transport_city_cell(R, j);
	uint8_t bit = (uint8_t)(1u << type);
	size_t n = 0, at;

	/* Boats sail from docks: both cities must be on water. */
	if (cls == CLS_WATER && (R->cls[a] != CLS_WATER ||
	    R->cls[z] != CLS_WATER))
		return 0;
	R->banmark++;
	for (k = 0; k <= BOX_RETRIES; k++) {
		n = search(R, a, z, cls, type, merge, maxlen);
		if (!n)
			break;
		straighten(R, z, cls, type, merge);
		switch (path_box(R, bit)) {
		case 0:
			/*
			 * No small loop either: a stretch that leaves the
			 * type's cells and comes back to them a few cells on
			 * is kept off its middle cell for the next search,
			 * which snaps onto the network instead.
			 */
			if (!transnet_loop(R->mask, R->cols, R->rows, bit,
			    R->path, R->npath, TRANSPORT_LOOP_MAX, &at))
				return n;
			R->ban[R->path[at]] = R->banmark;
			break;
		case 2:
			return 0;
		}
	}
	return 0;
}

void
transport_add_route(struct transport_router *R, int32_t type, uint32_t i,
    uint32_t j)
{
	board_add_route(R->b, type, i, j, R->path, R->npath);
	router_stamp(R, transport_part(R->b)->nroute - 1);
}
