/* transport.c: terrain, forests, cities and routes of a transport map. */
#include "transport.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* stb_perlin.h is a single-file library: its code is compiled here. */
#define STB_PERLIN_IMPLEMENTATION
#include <stb/stb_perlin.h>

#include "grid.h"
#include "heap.h"
#include "mem.h"
#include "transnet.h"

/* What a route may run over: a cell is water, land, or neither. */
enum { CLS_NONE, CLS_WATER, CLS_LAND };

/* How far a path search may go before it gives up on a pair. */
#define BOX_RETRIES 6
#define FILL_TRIES 64

static int
players_of(const struct board *b)
{
	int p = (int)b->players;

	return p < 1 ? 1 : p >= RULES_PMAX ? RULES_PMAX - 1 : p;
}

void
transport_grid(const struct board *b, const struct rules *r, int *cols,
    int *rows, double *cell)
{
	double c = r->transport.cell[players_of(b)];

	/* A hair of slack: 297 / 5.12 must give 58 cells, not 57. */
	*cell = c;
	*cols = (int)floor(b->width / c + 1e-9);
	*rows = (int)floor(b->height / c + 1e-9);
	if (*cols < 3)
		*cols = 3;
	if (*rows < 3)
		*rows = 3;
}

void
transport_origin(const struct board *b, double *x0, double *y0)
{
	*x0 = (b->width - b->cols * b->cell) / 2;
	*y0 = (b->height - b->rows * b->cell) / 2;
}

void
transport_legend_box(const struct board *b, const struct rules *r,
    double box[4])
{
	const struct rules_transport *t = &r->transport;
	double inset = 4;
	int corner = t->legend_corner;

	box[2] = t->legend_w;
	box[3] = t->legend_h;
	box[0] = corner & 1 ? b->width - inset - box[2] : inset;
	box[1] = corner & 2 ? b->height - inset - box[3] : inset;
}

static const struct rules_scenario *
scenario_of(const struct board *b, const struct rules *r)
{
	if (b->scenario < 0 || (size_t)b->scenario >= r->transport.nscenario)
		return NULL;
	return &r->transport.scenario[b->scenario];
}

int
transport_scenario_has(const struct board *b, const struct rules *r,
    int32_t type)
{
	const struct rules_scenario *s = scenario_of(b, r);
	size_t i;

	if (!s)
		return 1;
	for (i = 0; i < s->routes.n; i++)
		if (s->routes.v[i].index == type)
			return 1;
	return 0;
}

size_t
transport_min_routes(const struct board *b, const struct rules *r)
{
	return (size_t)r->transport.min_routes[players_of(b)];
}

/* Terrain and forests. */

/*
 * A seeded noise field: one 2-D slice of stb's 3-D Perlin noise, chosen
 * by a seed byte and offsets drawn from the board's stream, freq noise
 * periods per cell, times gain.
 */
struct noise {
	int seed;
	double ox, oy, oz, freq, gain;
};

static void
noise_init(struct noise *nz, struct rng *rng, double freq, double gain)
{
	nz->seed = (int)rng_below(rng, 256);
	nz->ox = rng_range(rng, 0, 256);
	nz->oy = rng_range(rng, 0, 256);
	nz->oz = rng_range(rng, 0, 256);
	nz->freq = freq;
	nz->gain = gain;
}

/* noise_at: the field at (x, y), in cells from the grid's corner. */
static double
noise_at(const struct noise *nz, double x, double y)
{
	return nz->gain * stb_perlin_noise3_seed((float)(x * nz->freq +
	    nz->ox), (float)(y * nz->freq + nz->oy), (float)nz->oz, 0, 0, 0,
	    nz->seed);
}

/*
 * field: the value of every cell of b: the mean of the noise at the
 * cell's four corners, so thin features a single sample would miss
 * survive.
 */
static void
field(const struct board *b, const struct noise *nz, float *out)
{
	int cols = b->cols, rows = b->rows, c, r;
	size_t w = (size_t)cols + 1;
	float *corner = mem_alloc(w * ((size_t)rows + 1) * sizeof(*corner));

	for (r = 0; r <= rows; r++)
		for (c = 0; c <= cols; c++)
			corner[(size_t)r * w + (size_t)c] = (float)noise_at(nz,
			    c, r);
	for (r = 0; r < rows; r++)
		for (c = 0; c < cols; c++) {
			const float *k = &corner[(size_t)r * w + (size_t)c];

			out[(size_t)r * (size_t)cols + (size_t)c] = (k[0] +
			    k[1] + k[w] + k[w + 1]) / 4;
		}
	free(corner);
}

void
transport_forest_types(struct board *b, const struct rules *r,
    struct rng *rng)
{
	const struct rules_transport *t = &r->transport;
	size_t n = (size_t)b->cols * (size_t)b->rows, i, k, count;
	uint8_t *open = mem_alloc(n ? n : 1);
	uint32_t *label = mem_alloc((n ? n : 1) * sizeof(*label));
	double *w = mem_alloc((t->ntree ? t->ntree : 1) * sizeof(*w));
	int8_t *type;

	for (i = 0; i < t->ntree; i++)
		w[i] = t->tree[i].weight;
	for (i = 0; i < n; i++)
		open[i] = b->tree[i] != BOARD_NONE;
	/*
	 * A true flood fill: every 4-connected forest is one component, and
	 * the whole component takes one type (the devlog's sweep copied from
	 * the left or top neighbour only, so a forest reached from two sides
	 * could end up with two types).
	 */
	count = grid_components(b->cols, b->rows, open, label);
	type = mem_alloc(count ? count : 1);
	for (k = 0; k < count; k++) {
		size_t j = rng_weighted(rng, w, t->ntree);

		type[k] = (int8_t)(j < t->ntree ? j : 0);
	}
	for (i = 0; i < n; i++)
		if (label[i] != GRID_NONE)
			b->tree[i] = type[label[i]];
	free(type);
	free(w);
	free(label);
	free(open);
}

/*
 * terrain: transport_terrain, returning each cell's terrain noise value
 * (the caller frees it).
 */
static float *
terrain(struct board *b, const struct rules *r)
{
	const struct rules_transport *t = &r->transport;
	const struct rules_scenario *s = scenario_of(b, r);
	double cell, freq = s ? s->frequency : 0.1;
	int cols, rows, c, row;
	size_t n, i;
	struct noise nz;
	struct rng rng;
	float *v;
	char ch;

	transport_grid(b, r, &cols, &rows, &cell);
	board_grid(b, cols, rows, cell, TRANSPORT_LAND);
	board_trees(b);
	n = (size_t)cols * (size_t)rows;
	v = mem_alloc(n * sizeof(*v));
	rng_stream(&rng, b->seed, b->attempt, "transport.terrain", 0);
	noise_init(&nz, &rng, freq, t->gain);
	field(b, &nz, v);
	for (i = 0; i < n; i++) {
		if (v[i] <= t->deep)
			ch = TRANSPORT_DEEP;
		else if (v[i] <= t->water)
			ch = TRANSPORT_WATER;
		else if (v[i] <= t->high)
			ch = TRANSPORT_LAND;
		else if (v[i] <= t->mountain)
			ch = TRANSPORT_HIGH;
		else
			ch = TRANSPORT_MOUNTAIN;
		b->terrain[i] = ch;
	}
	/*
	 * Forests: a second field, sampled once at each cell's centre as
	 * the devlog does (forest edges need no thin features); land and
	 * high land only, never on the outer ring.
	 */
	rng_stream(&rng, b->seed, b->attempt, "transport.forest", 0);
	noise_init(&nz, &rng, freq, t->gain);
	for (row = 1; row < rows - 1; row++)
		for (c = 1; c < cols - 1; c++) {
			i = transport_cell(b, c, row);
			ch = b->terrain[i];
			if ((ch == TRANSPORT_LAND || ch == TRANSPORT_HIGH) &&
			    noise_at(&nz, c + 0.5, row + 0.5) > t->forest)
				b->tree[i] = 0;
		}
	transport_forest_types(b, r, &rng);
	return v;
}

void
transport_terrain(struct board *b, const struct rules *r)
{
	free(terrain(b, r));
}

/* The router: what routes may cross, and a path search's scratch. */

struct router {
	struct board *b;
	const struct rules *r;
	int cols, rows;
	size_t n;
	uint8_t *cls;    /* CLS_* */
	uint8_t *near;   /* 1: on or next to the legend: no city here */
	float *cost;     /* cost of a step into the cell */
	uint8_t *mask;   /* bit t set: a route of type t uses the cell */
	int32_t *city;   /* the city on the cell, or -1 */
	uint8_t *joined; /* ncity x ncity: a route joins the two */
	size_t capcity;
	uint32_t *deg;   /* routes at each city */
	/* search scratch, valid where seen/done equal the epoch */
	double *g;
	uint32_t *prev, *seen, *done, *ban;
	uint16_t *len;   /* cells on the path so far, the start counted */
	uint32_t epoch, banmark;
	struct heap h;
	uint32_t *path;
	size_t npath, cappath;
};

/*
 * nb_at: the neighbour of cell (c, r) in direction k (left, up, right,
 * down), its column and row in *wc and *wr, or GRID_NONE off the grid.
 */
static inline uint32_t
nb_at(const struct router *R, int c, int r, int k, int *wc, int *wr)
{
	*wc = c + (k == 0 ? -1 : k == 2 ? 1 : 0);
	*wr = r + (k == 1 ? -1 : k == 3 ? 1 : 0);
	if (*wc < 0 || *wr < 0 || *wc >= R->cols || *wr >= R->rows)
		return GRID_NONE;
	return (uint32_t)*wr * (uint32_t)R->cols + (uint32_t)*wc;
}

static uint32_t
nb(const struct router *R, uint32_t v, int k)
{
	int wc, wr;

	return nb_at(R, (int)(v % (uint32_t)R->cols), (int)(v /
	    (uint32_t)R->cols), k, &wc, &wr);
}

int
transport_under_legend(const struct board *b, const struct rules *r,
    int col, int row, double margin)
{
	double box[4], x0, y0, x, y;

	transport_legend_box(b, r, box);
	if (box[2] <= 0 || box[3] <= 0)
		return 0;
	transport_origin(b, &x0, &y0);
	x = x0 + col * b->cell;
	y = y0 + row * b->cell;
	return x < box[0] + box[2] + margin && x + b->cell > box[0] - margin &&
	    y < box[1] + box[3] + margin && y + b->cell > box[1] - margin;
}

/*
 * router_legend: no route under the legend, and no city there or a cell
 * from it (its name and goods need room).
 */
static void
router_legend(struct router *R)
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
router_stamp(struct router *R, size_t i)
{
	const struct board_route *rt = &R->b->route[i];
	const uint32_t *cells = board_route_cells(R->b, i);
	size_t q;

	for (q = 0; q < rt->len; q++)
		R->mask[cells[q]] |= (uint8_t)(1u << rt->type);
	R->joined[rt->from * R->capcity + rt->to] = 1;
	R->joined[rt->to * R->capcity + rt->from] = 1;
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

/*
 * router_init: the router of board b as it stands (terrain, forests,
 * cities and routes), with each cell's noise value from value (or, when
 * NULL, one typical of its terrain). Room is made for capcity cities.
 */
static void
router_init(struct router *R, struct board *b, const struct rules *r,
    size_t capcity, const float *value)
{
	const struct rules_transport *t = &r->transport;
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
	R->capcity = capcity > b->ncity ? capcity : b->ncity;
	R->joined = mem_calloc(R->capcity * R->capcity, 1);
	R->deg = mem_calloc(R->capcity, sizeof(*R->deg));
	heap_init(&R->h);
	R->banmark = 1;
	for (i = 0; i < R->n; i++) {
		ch = b->terrain[i];
		if (transport_is_water(ch))
			R->cls[i] = CLS_WATER;
		else if ((ch == TRANSPORT_LAND || ch == TRANSPORT_HIGH) &&
		    (!b->tree || b->tree[i] == BOARD_NONE))
			R->cls[i] = CLS_LAND;
		else
			R->cls[i] = CLS_NONE;
		R->cost[i] = step_cost(t, ch, value ? value[i] :
		    mid_value(t, ch));
		R->city[i] = -1;
	}
	router_legend(R);
	for (i = 0; i < b->ncity; i++)
		R->city[transport_cell(b, b->city[i].col, b->city[i].row)] =
		    (int32_t)i;
	for (i = 0; i < b->nroute; i++)
		router_stamp(R, i);
}

static void
router_fini(struct router *R)
{
	free(R->cls);
	free(R->near);
	free(R->cost);
	free(R->mask);
	free(R->city);
	free(R->g);
	free(R->prev);
	free(R->seen);
	free(R->done);
	free(R->ban);
	free(R->len);
	free(R->joined);
	free(R->deg);
	free(R->path);
	heap_fini(&R->h);
}

static uint32_t
city_cell(const struct router *R, uint32_t i)
{
	return transport_cell(R->b, R->b->city[i].col, R->b->city[i].row);
}

/*
 * box_at: would the 2 x 2 block with top-left cell (c, r) be all of the
 * type whose bit is bit, if cell w had it too?
 */
static int
box_at(const struct router *R, int c, int r, uint32_t w, uint8_t bit)
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
would_box(const struct router *R, uint32_t w, uint8_t bit)
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
enterable(const struct router *R, uint32_t w, uint32_t goal, int cls,
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
 * dead_end: does a search from src stop at cell v? A city is where a path
 * ends, never a way through; and a path has at most maxlen cells.
 */
static int
dead_end(const struct router *R, uint32_t v, uint32_t src, int maxlen)
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
search(struct router *R, uint32_t src, uint32_t goal, int cls, int type,
    int merge, int maxlen)
{
	uint32_t cols = (uint32_t)R->cols, v, w;
	int gc = (int)(goal % cols), gr = (int)(goal / cols), k, c, r, wc, wr;
	uint8_t bit = (uint8_t)(1u << type);
	struct heap_item it;
	double ng;
	size_t n;

	R->epoch++;
	heap_clear(&R->h);
	R->seen[src] = R->epoch;
	R->g[src] = 0;
	R->len[src] = 1;
	R->prev[src] = GRID_NONE;
	heap_push(&R->h, 0, src, 0);
	while (heap_pop(&R->h, &it)) {
		v = it.a;
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
			w = nb_at(R, c, r, k, &wc, &wr);
			if (w == GRID_NONE || R->done[w] == R->epoch ||
			    !enterable(R, w, goal, cls, type, merge))
				continue;
			ng = R->g[v] + ((R->mask[w] & bit) ? 1 : R->cost[w]);
			if (R->seen[w] == R->epoch && ng >= R->g[w])
				continue;
			R->seen[w] = R->epoch;
			R->g[w] = ng;
			R->prev[w] = v;
			R->len[w] = (uint16_t)(R->len[v] + 1);
			heap_push(&R->h, ng + 2 * (abs(wc - gc) + abs(wr - gr)),
			    w, 0);
		}
	}
	return 0;
}

/*
 * explore: from city i over medium cls, the fewest cells of a path to
 * every city within maxlen cells (0 where none) into reach[], by a
 * breadth-first search: the pairs' first estimate, before the route's
 * own search.
 */
static void
explore(struct router *R, uint32_t i, int cls, int maxlen, uint16_t *reach)
{
	uint32_t src = city_cell(R, i), cols = (uint32_t)R->cols, v, w;
	uint32_t *queue = R->prev;
	size_t head = 0, tail = 0, j;
	int k, c, r, wc, wr;

	memset(reach, 0, R->b->ncity * sizeof(*reach));
	R->epoch++;
	R->seen[src] = R->epoch;
	R->len[src] = 1;
	queue[tail++] = src;
	while (head < tail) {
		v = queue[head++];
		if (dead_end(R, v, src, maxlen))
			continue;
		c = (int)(v % cols);
		r = (int)(v / cols);
		for (k = 0; k < 4; k++) {
			w = nb_at(R, c, r, k, &wc, &wr);
			if (w == GRID_NONE || R->seen[w] == R->epoch ||
			    (R->city[w] < 0 && R->cls[w] != cls))
				continue;
			R->seen[w] = R->epoch;
			R->len[w] = (uint16_t)(R->len[v] + 1);
			queue[tail++] = w;
		}
	}
	for (j = 0; j < R->b->ncity; j++) {
		w = city_cell(R, (uint32_t)j);
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
path_box(struct router *R, uint8_t bit)
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
 * route: a path of type from city i to city j, at most maxlen cells,
 * which closes no box: a path that would is searched again with its
 * offending cell banned. Returns the cell count (path in R->path) or 0.
 */
static size_t
route(struct router *R, uint32_t i, uint32_t j, int32_t type, int merge,
    int maxlen)
{
	const struct rules_route *rt = &R->r->transport.route[type];
	int cls = rt->medium == RULES_WATER ? CLS_WATER : CLS_LAND, k;
	uint32_t a = city_cell(R, i), z = city_cell(R, j);
	uint8_t bit = (uint8_t)(1u << type);
	size_t n = 0;

	/* Boats sail from docks: both cities must be on water. */
	if (cls == CLS_WATER && (R->cls[a] != CLS_WATER ||
	    R->cls[z] != CLS_WATER))
		return 0;
	R->banmark++;
	for (k = 0; k <= BOX_RETRIES; k++) {
		n = search(R, a, z, cls, type, merge, maxlen);
		if (!n)
			break;
		switch (path_box(R, bit)) {
		case 0:
			return n;
		case 2:
			return 0;
		}
	}
	return 0;
}

static void
add_route(struct router *R, int32_t type, uint32_t i, uint32_t j)
{
	board_add_route(R->b, type, i, j, R->path, R->npath);
	router_stamp(R, R->b->nroute - 1);
}

static int
joined(const struct router *R, uint32_t i, uint32_t j)
{
	return R->joined[i * R->capcity + j];
}

/* The generation's state: the router, the sites and the streams. */
struct gen {
	struct router R;
	const struct rules_transport *t;
	const struct rules_scenario *s;
	int players;
	uint32_t *site[2]; /* docks, land cells: shuffled */
	size_t nsite[2], pos[2];
	struct rng cities, routes;
	uint16_t *wreach, *lreach;
};

/* site_ok: may city self (or a new city, self = -1) stand on cell v? */
static int
site_ok(const struct gen *G, uint32_t v, int32_t self)
{
	const struct board *b = G->R.b;
	int c = (int)(v % (uint32_t)b->cols), r = (int)(v / (uint32_t)b->cols);
	int ex = G->t->exclusion[G->players];
	size_t i;

	if (G->R.near[v] || G->R.mask[v] || G->R.city[v] >= 0)
		return 0;
	for (i = 0; i < b->ncity; i++) {
		if ((int32_t)i == self)
			continue;
		if (abs(b->city[i].col - c) <= ex &&
		    abs(b->city[i].row - r) <= ex)
			return 0;
	}
	return 1;
}

/*
 * sites: the candidate cells, shuffled. Docks are water cells touching
 * land; land sites are land cells without forest; both keep the rules'
 * border from the paper edge.
 */
static void
sites(struct gen *G, const struct board *b)
{
	int border = G->t->border[G->players], c, r, k;
	uint32_t v, w;
	char ch;

	G->site[0] = mem_alloc(G->R.n * sizeof(uint32_t));
	G->site[1] = mem_alloc(G->R.n * sizeof(uint32_t));
	G->nsite[0] = G->nsite[1] = G->pos[0] = G->pos[1] = 0;
	for (r = border; r < b->rows - border; r++)
		for (c = border; c < b->cols - border; c++) {
			v = transport_cell(b, c, r);
			ch = b->terrain[v];
			if (G->R.near[v])
				continue;
			if (G->R.cls[v] == CLS_LAND) {
				G->site[1][G->nsite[1]++] = v;
				continue;
			}
			if (!transport_is_water(ch))
				continue;
			for (k = 0; k < 4; k++) {
				w = nb(&G->R, v, k);
				if (w != GRID_NONE &&
				    !transport_is_water(b->terrain[w])) {
					G->site[0][G->nsite[0]++] = v;
					break;
				}
			}
		}
	rng_shuffle(&G->cities, G->site[0], G->nsite[0], sizeof(uint32_t));
	rng_shuffle(&G->cities, G->site[1], G->nsite[1], sizeof(uint32_t));
}

/*
 * next_site: the next free site for city self (-1: a new one): on land
 * with the rules' land share (or when no dock is left), else a dock.
 * Returns the cell, or GRID_NONE when no site is left.
 */
static uint32_t
next_site(struct gen *G, int32_t self)
{
	int pick = rng_chance(&G->cities, G->t->land_share) ? 1 : 0, k, l;
	uint32_t v;

	for (k = 0; k < 2; k++) {
		l = k ? 1 - pick : pick;
		while (G->pos[l] < G->nsite[l]) {
			v = G->site[l][G->pos[l]++];
			if (site_ok(G, v, self))
				return v;
		}
	}
	return GRID_NONE;
}

/* has_medium: does the scenario allow a route type of medium? */
static int
has_medium(const struct gen *G, int medium)
{
	size_t i;

	for (i = 0; i < G->s->routes.n; i++)
		if (G->t->route[G->s->routes.v[i].index].medium == medium)
			return 1;
	return 0;
}

/* pick_type: a route type of medium for this scenario, by weight. */
static int32_t
pick_type(struct gen *G, int medium)
{
	const struct rules_transport *t = G->t;
	double w[RULES_ROUTE_TYPES];
	size_t i, k;
	int32_t ty;

	memset(w, 0, sizeof(w));
	for (i = 0; i < G->s->routes.n; i++) {
		ty = G->s->routes.v[i].index;
		if (t->route[ty].medium == medium)
			w[ty] = t->route[ty].weight > 0 ? t->route[ty].weight :
			    1e-9;
	}
	k = rng_weighted(&G->routes, w, t->nroute);
	return k < t->nroute ? (int32_t)k : -1;
}

/*
 * full: has city i, a capital, as many routes as a capital takes? Capitals
 * with routes to everywhere would need bonuses beyond the cap.
 */
static int
full(const struct gen *G, uint32_t i)
{
	return (int)i < G->players &&
	    G->R.deg[i] >= (uint32_t)G->t->capital_max_routes;
}

struct cand {
	uint16_t len;
	uint16_t medium;
	uint32_t city;
};

static int
cand_cmp(const void *a, const void *b)
{
	const struct cand *x = a, *y = b;

	if (x->len != y->len)
		return x->len < y->len ? -1 : 1;
	return x->city < y->city ? -1 : x->city > y->city;
}

/*
 * reach: explore from city i over water (from a dock, when the scenario
 * has boats) and over land, within L cells, into G->wreach and G->lreach.
 */
static void
reach(struct gen *G, uint32_t i, int L)
{
	struct router *R = &G->R;

	if (R->cls[city_cell(R, i)] == CLS_WATER && has_medium(G, RULES_WATER))
		explore(R, i, CLS_WATER, L, G->wreach);
	else
		memset(G->wreach, 0, R->b->ncity * sizeof(*G->wreach));
	explore(R, i, CLS_LAND, L, G->lreach);
}

/*
 * connect: routes from city i, the devlog's way: the cities it can reach
 * within L cells (by boat first, else over land; only those after it in
 * order unless all), nearest first; the first is always taken, each
 * further one with probability p, stopping at the first refusal. Each
 * route may merge into routes of other types with merge_prob. The
 * reach must have been explored at least L far.
 */
static void
connect(struct gen *G, uint32_t i, int L, int all, double p)
{
	struct router *R = &G->R;
	const struct board *b = R->b;
	const struct rules_transport *t = G->t;
	struct cand cand[64];
	size_t nc = 0, k, n;
	int32_t type;
	uint32_t j;
	int merge;

	for (j = all ? 0 : i + 1; j < b->ncity && nc < 64; j++) {
		if (j == i || joined(R, i, j) || full(G, j))
			continue;
		if (G->wreach[j] && G->wreach[j] <= L &&
		    R->cls[city_cell(R, j)] == CLS_WATER)
			cand[nc++] = (struct cand){ G->wreach[j], RULES_WATER,
			    j };
		else if (G->lreach[j] && G->lreach[j] <= L)
			cand[nc++] = (struct cand){ G->lreach[j], RULES_LAND,
			    j };
	}
	qsort(cand, nc, sizeof(*cand), cand_cmp);
	for (k = 0; k < nc && !full(G, i); k++) {
		if (k > 0 && !rng_chance(&G->routes, p))
			break;
		j = cand[k].city;
		merge = rng_chance(&G->routes, t->merge_prob);
		type = pick_type(G, cand[k].medium);
		n = type >= 0 ? route(R, i, j, type, merge, L) : 0;
		if (!n && cand[k].medium == RULES_WATER) {
			/* The sea is blocked now: try over land. */
			type = pick_type(G, RULES_LAND);
			n = type >= 0 ? route(R, i, j, type, merge, L) : 0;
		}
		if (n)
			add_route(R, type, i, j);
	}
}

/*
 * connect_city: city i's turn. Its own candidates first; a city still
 * without a route looks at every city, then a capital short of routes
 * looks farther, capital_extra cells more (the devlog's code meant
 * capitals to reach farther but never used it; reaching farther only when
 * short keeps capitals from becoming hubs).
 */
static void
connect_city(struct gen *G, uint32_t i)
{
	const struct rules_transport *t = G->t;
	int L = t->max_route[G->players], cap = (int)i < G->players;
	double p = cap ? t->capital_connect_prob : t->connect_prob;

	/* Routes never block an exploration: one serves the first two. */
	reach(G, i, L);
	connect(G, i, L, 0, p);
	if (G->R.deg[i] == 0)
		connect(G, i, L, 1, p);
	if (cap && G->R.deg[i] < (uint32_t)t->capital_routes) {
		reach(G, i, L + t->capital_extra);
		connect(G, i, L + t->capital_extra, 1, p);
	}
}

/* relocate: move city i (without routes) to the next free site. */
static int
relocate(struct gen *G, uint32_t i)
{
	struct router *R = &G->R;
	struct board *b = R->b;
	uint32_t v = next_site(G, (int32_t)i);

	if (v == GRID_NONE)
		return -1;
	R->city[city_cell(R, i)] = -1;
	b->city[i].col = (int32_t)(v % (uint32_t)b->cols);
	b->city[i].row = (int32_t)(v / (uint32_t)b->cols);
	R->city[v] = (int32_t)i;
	return 0;
}

/* fill: the brute force of transport_fill on a router. */
static size_t
fill(struct router *R, int32_t type, size_t need)
{
	const struct board *b = R->b;
	size_t have = transnet_route_count(b, type), n = 0, k, tries = 0;
	uint32_t i, j, *pair = NULL;
	double *dist = NULL;
	size_t cap = 0, capd = 0;
	int L;

	if (have >= need)
		return have;
	for (i = 0; i < b->ncity; i++)
		for (j = i + 1; j < b->ncity; j++) {
			if (joined(R, i, j))
				continue;
			pair = mem_grow(pair, &cap, n + 1, sizeof(*pair));
			dist = mem_grow(dist, &capd, n + 1, sizeof(*dist));
			pair[n] = i * (uint32_t)b->ncity + j;
			dist[n] = abs(b->city[i].col - b->city[j].col) +
			    abs(b->city[i].row - b->city[j].row);
			n++;
		}
	heap_sort_pairs(dist, pair, n);
	for (k = 0; k < n && have < need && tries < FILL_TRIES; k++) {
		i = pair[k] / (uint32_t)b->ncity;
		j = pair[k] % (uint32_t)b->ncity;
		if (joined(R, i, j))
			continue;
		L = R->r->transport.max_route[players_of(b)] +
		    R->r->transport.capital_extra;
		if (R->r->transport.route[type].medium == RULES_WATER &&
		    (R->cls[city_cell(R, i)] != CLS_WATER ||
		    R->cls[city_cell(R, j)] != CLS_WATER))
			continue;
		tries++;
		/* Merging is always allowed here, as in the devlog. */
		if (route(R, i, j, type, 1, L)) {
			add_route(R, type, i, j);
			have++;
		}
	}
	free(pair);
	free(dist);
	return have;
}

size_t
transport_fill(struct board *b, const struct rules *r, int32_t type,
    size_t need)
{
	struct router R;
	size_t have;

	router_init(&R, b, r, b->ncity, NULL);
	have = fill(&R, type, need);
	router_fini(&R);
	return have;
}

static int
fail(struct board *b, struct diag *d, const char *check, const char *fmt,
    ...) __attribute__((format(printf, 4, 5)));

static int
fail(struct board *b, struct diag *d, const char *check, const char *fmt,
    ...)
{
	char msg[256];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_add(d, DIAG_INVALID, NULL, 0, b->id, check, "attempt %u: %s",
	    b->attempt, msg);
	return -1;
}

/* build: everything after the terrain; the gen's router is set up. */
static int
build(struct gen *G, struct board *b, const struct rules *r, struct diag *d)
{
	const struct rules_transport *t = G->t;
	struct router *R = &G->R;
	size_t i, k, ncity = (size_t)t->cities[G->players], have;
	uint32_t v, *group;
	int32_t ty;
	int moves;

	sites(G, b);
	for (i = 0; i < ncity; i++) {
		v = next_site(G, -1);
		if (v == GRID_NONE)
			return fail(b, d, "clarity.cities", "no room for "
			    "city %zu of %zu", i + 1, ncity);
		board_add_city(b, (int)(v % (uint32_t)b->cols),
		    (int)(v / (uint32_t)b->cols));
		R->city[v] = (int32_t)i;
	}
	for (i = 0; i < ncity; i++) {
		/*
		 * A city nobody can reach is easy to miss on the table: it
		 * moves (the devlog's clarity fail-safe) and tries again.
		 */
		for (moves = 0;; moves++) {
			connect_city(G, (uint32_t)i);
			if (R->deg[i] > 0 || moves >= t->relocations ||
			    relocate(G, (uint32_t)i) < 0)
				break;
		}
	}
	for (k = 0; k < G->s->routes.n; k++) {
		ty = G->s->routes.v[k].index;
		have = fill(R, ty, transport_min_routes(b, r));
		if (have < transport_min_routes(b, r))
			return fail(b, d, "completeness.routes", "only %zu "
			    "%s routes, %zu needed", have, t->route[ty].name,
			    transport_min_routes(b, r));
	}
	transnet_unbox(b, t->unbox_passes);
	for (i = 0; i < ncity; i++)
		if (R->deg[i] == 0)
			return fail(b, d, "clarity.reachable", "c%zu has no "
			    "route, even moved", i);
	for (i = 0; i < (size_t)G->players; i++)
		if (R->deg[i] < (uint32_t)t->capital_routes)
			return fail(b, d, "fairness.capitals", "capital c%zu "
			    "has %u routes", i, R->deg[i]);
	if (!G->s->airports) {
		group = mem_alloc(b->ncity * sizeof(*group));
		k = transnet_groups(b, group);
		free(group);
		if (k > 1)
			return fail(b, d, "clarity.reachable", "no planes, but "
			    "the routes fall into %zu groups", k);
	}
	return 0;
}

int
transport_generate(struct board *b, const struct rules *r, struct diag *d)
{
	const struct rules_transport *t = &r->transport;
	struct gen G;
	float *value;
	int rc;

	memset(&G, 0, sizeof(G));
	if (b->scenario < 0 || (size_t)b->scenario >= t->nscenario)
		b->scenario = t->default_scenario.index >= 0 ?
		    t->default_scenario.index : 0;
	G.t = t;
	G.s = &t->scenario[b->scenario];
	G.players = players_of(b);
	b->ncity = b->nroute = b->nrcell = 0;
	value = terrain(b, r);
	router_init(&G.R, b, r, (size_t)t->cities[G.players], value);
	free(value);
	G.wreach = mem_alloc(G.R.capcity * sizeof(*G.wreach));
	G.lreach = mem_alloc(G.R.capcity * sizeof(*G.lreach));
	rng_stream(&G.cities, b->seed, b->attempt, "transport.cities", 0);
	rng_stream(&G.routes, b->seed, b->attempt, "transport.routes", 0);
	rc = build(&G, b, r, d);
	free(G.site[0]);
	free(G.site[1]);
	free(G.wreach);
	free(G.lreach);
	router_fini(&G.R);
	return rc;
}
