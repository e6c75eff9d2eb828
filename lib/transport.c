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
#include "limit.h"
#include "mem.h"
#include "transnet.h"

/* What a route may run over: a cell is water, land, or neither. */
enum { CLS_NONE, CLS_WATER, CLS_LAND };

/* How far a path search may go before it gives up on a pair. */
#define BOX_RETRIES 6

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

static int
float_cmp(const void *a, const void *b)
{
	float x = *(const float *)a, y = *(const float *)b;

	return x < y ? -1 : x > y;
}

/*
 * sea_level: the completeness repair of the terrain. The devlog's zoomed-
 * in noise often gives a small map that is all land (no boats) or all
 * water (no room for cities); when fewer than min_water or more than
 * max_water of the n cells of v would be water, every value is shifted
 * by one amount, so that the share of water is the nearer bound: the same
 * shapes, a higher or lower sea.
 */
static void
sea_level(float *v, size_t n, const struct rules_transport *t)
{
	size_t i, wet = 0, k;
	float *s, off;

	for (i = 0; i < n; i++)
		wet += v[i] <= t->water;
	if (n < 2 || (wet >= t->min_water * (double)n &&
	    wet <= t->max_water * (double)n))
		return;
	/* k cells shall be water: the sea runs between the k-th and next. */
	k = wet < t->min_water * (double)n ?
	    (size_t)ceil(t->min_water * (double)n) :
	    (size_t)floor(t->max_water * (double)n);
	k = k < 1 ? 1 : k > n - 1 ? n - 1 : k;
	s = mem_alloc(n * sizeof(*s));
	memcpy(s, v, n * sizeof(*s));
	qsort(s, n, sizeof(*s), float_cmp);
	off = (float)t->water - (s[k - 1] + s[k]) / 2;
	for (i = 0; i < n; i++)
		v[i] += off;
	free(s);
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
	sea_level(v, n, t);
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
	uint8_t *joined; /* ncity x ncity: bit t: a route of type t joins */
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
	uint8_t *pinned; /* per city: settled, so it never moves again */
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
full(const struct router *R, uint32_t i)
{
	return (int)i < players_of(R->b) &&
	    R->deg[i] >= (uint32_t)R->r->transport.capital_max_routes;
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
		if (j == i || joined(R, i, j) || full(R, j))
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
	for (k = 0; k < nc && !full(R, i); k++) {
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

/* move_city: put city i (without routes) on cell v. */
static void
move_city(struct router *R, uint32_t i, uint32_t v)
{
	struct board *b = R->b;

	R->city[city_cell(R, i)] = -1;
	b->city[i].col = (int32_t)(v % (uint32_t)b->cols);
	b->city[i].row = (int32_t)(v / (uint32_t)b->cols);
	R->city[v] = (int32_t)i;
}

/* relocate: move city i (without routes) to the next free site. */
static int
relocate(struct gen *G, uint32_t i)
{
	uint32_t v = next_site(G, (int32_t)i);

	if (v == GRID_NONE)
		return -1;
	move_city(&G->R, i, v);
	return 0;
}

/*
 * pack: the clarity.cities repair, when the shuffled sites ran out with
 * cities still to place: every city is placed again, each on the free
 * site that rules out the fewest other free sites (a summed-area table
 * counts them; ties go to the earlier site in the shuffled lists, docks
 * before land), which packs far tighter than the random order; the sites
 * found are then dealt to the cities in a shuffled order, so the capitals
 * are not the outermost. Returns 0, or -1 when even this finds no room.
 */
static int
pack(struct gen *G, size_t ncity)
{
	struct router *R = &G->R;
	struct board *b = R->b;
	int ex = G->t->exclusion[G->players], cols = b->cols, rows = b->rows;
	size_t w = (size_t)cols + 1, l, k, i, best;
	uint8_t *open = mem_calloc(R->n, 1);
	/* Row 0 and column 0 of the summed-area table stay 0. */
	uint32_t *sum = mem_calloc(w * ((size_t)rows + 1), sizeof(*sum));
	uint32_t *at = mem_alloc((ncity ? ncity : 1) * sizeof(*at)), v, deg;
	uint32_t least;
	int c, r, c0, c1, r0, r1, rc = 0;

	for (i = 0; i < b->ncity; i++)
		R->city[city_cell(R, (uint32_t)i)] = -1;
	b->ncity = 0;
	for (l = 0; l < 2; l++)
		for (k = 0; k < G->nsite[l]; k++)
			open[G->site[l][k]] = 1;
	for (i = 0; i < ncity && rc == 0; i++) {
		for (r = 0; r < rows; r++)
			for (c = 0; c < cols; c++)
				sum[(size_t)(r + 1) * w + (size_t)c + 1] =
				    open[transport_cell(b, c, r)] +
				    sum[(size_t)r * w + (size_t)c + 1] +
				    sum[(size_t)(r + 1) * w + (size_t)c] -
				    sum[(size_t)r * w + (size_t)c];
		best = GRID_NONE;
		least = UINT32_MAX;
		for (l = 0; l < 2; l++)
			for (k = 0; k < G->nsite[l]; k++) {
				v = G->site[l][k];
				if (!open[v])
					continue;
				c = (int)(v % (uint32_t)cols);
				r = (int)(v / (uint32_t)cols);
				c0 = c - ex < 0 ? 0 : c - ex;
				r0 = r - ex < 0 ? 0 : r - ex;
				c1 = c + ex + 1 > cols ? cols : c + ex + 1;
				r1 = r + ex + 1 > rows ? rows : r + ex + 1;
				deg = sum[(size_t)r1 * w + (size_t)c1] -
				    sum[(size_t)r0 * w + (size_t)c1] -
				    sum[(size_t)r1 * w + (size_t)c0] +
				    sum[(size_t)r0 * w + (size_t)c0];
				if (deg < least) {
					least = deg;
					best = v;
				}
			}
		if (best == GRID_NONE) {
			rc = -1;
			break;
		}
		at[i] = (uint32_t)best;
		c = (int)(best % (uint32_t)cols);
		r = (int)(best / (uint32_t)cols);
		for (r0 = r - ex; r0 <= r + ex; r0++)
			for (c0 = c - ex; c0 <= c + ex; c0++)
				if (c0 >= 0 && r0 >= 0 && c0 < cols &&
				    r0 < rows)
					open[transport_cell(b, c0, r0)] = 0;
	}
	if (rc == 0) {
		rng_shuffle(&G->cities, at, ncity, sizeof(*at));
		for (i = 0; i < ncity; i++) {
			board_add_city(b, (int)(at[i] % (uint32_t)cols),
			    (int)(at[i] / (uint32_t)cols));
			R->city[at[i]] = (int32_t)i;
		}
	}
	free(open);
	free(sum);
	free(at);
	return rc;
}

/*
 * The settling repairs, before any route is laid: where the map cannot
 * give the cities what the checks will ask, cities move while moving
 * costs nothing. A region is a 4-connected stretch of land, or of water;
 * a city lies in the region of its cell and, on a dock, in the land
 * regions next to it (a land route can leave a dock). Two cities that
 * share a region may be joined by a route, whatever its length; cities
 * that share none through any chain never can.
 */
struct settle {
	uint32_t *label; /* per cell: its region, or GRID_NONE */
	uint32_t *up;    /* union-find over the regions */
	size_t nregion, nland; /* regions; the first nland are land */
	int boats;       /* water joins cities (the scenario has boats) */
};

/* first_of: is reg[k] the first of its value in reg[0 .. k]? */
static int
first_of(const uint32_t *reg, size_t k)
{
	size_t q;

	for (q = 0; q < k; q++)
		if (reg[q] == reg[k])
			return 0;
	return 1;
}

/* regions_at: the regions a city on cell v would lie in (at most 5). */
static size_t
regions_at(const struct gen *G, const struct settle *S, uint32_t v,
    uint32_t *out)
{
	const struct router *R = &G->R;
	size_t n = 0;
	uint32_t w;
	int k;

	if (R->cls[v] == CLS_LAND)
		out[n++] = S->label[v];
	if (R->cls[v] != CLS_WATER)
		return n;
	if (S->boats)
		out[n++] = S->label[v];
	for (k = 0; k < 4; k++) {
		w = nb(R, v, k);
		if (w != GRID_NONE && R->cls[w] == CLS_LAND)
			out[n++] = S->label[w];
	}
	return n;
}

static uint32_t
region_root(uint32_t *up, uint32_t v)
{
	while (up[v] != v)
		v = up[v] = up[up[v]];
	return v;
}

/* settle_join: join the regions of every city (the joins they make). */
static void
settle_join(const struct gen *G, struct settle *S)
{
	uint32_t reg[5], a, z;
	size_t i, k, n;

	for (i = 0; i < S->nregion; i++)
		S->up[i] = (uint32_t)i;
	for (i = 0; i < G->R.b->ncity; i++) {
		n = regions_at(G, S, city_cell(&G->R, (uint32_t)i), reg);
		for (k = 1; k < n; k++) {
			a = region_root(S->up, reg[0]);
			z = region_root(S->up, reg[k]);
			S->up[a > z ? a : z] = a < z ? a : z;
		}
	}
}

/* city_root: the joined regions of city i (GRID_NONE: none). */
static uint32_t
city_root(const struct gen *G, struct settle *S, uint32_t v)
{
	uint32_t reg[5];

	return regions_at(G, S, v, reg) ? region_root(S->up, reg[0]) :
	    GRID_NONE;
}

/* site_in: would a city on cell v lie in the joined regions root? */
static int
site_in(const struct gen *G, struct settle *S, uint32_t v, uint32_t root)
{
	uint32_t reg[5];
	size_t n = regions_at(G, S, v, reg), k;

	for (k = 0; k < n; k++)
		if (region_root(S->up, reg[k]) == root)
			return 1;
	return 0;
}

/* has_region: does a city on cell v lie in region g? */
static int
has_region(const struct gen *G, const struct settle *S, uint32_t v,
    uint32_t g)
{
	uint32_t reg[5];
	size_t n = regions_at(G, S, v, reg), k;

	for (k = 0; k < n; k++)
		if (reg[k] == g)
			return 1;
	return 0;
}

/*
 * settle_move: move city c to the first free site (docks, then land, in
 * the shuffled order) in region (GRID_NONE: any) and in the joined regions
 * root (GRID_NONE: any; a site in a region already joined to root is in
 * it). Returns 1 when it moved.
 */
static int
settle_move(struct gen *G, struct settle *S, uint32_t c, uint32_t root,
    uint32_t region)
{
	size_t l, k;
	uint32_t v;

	for (l = 0; l < 2; l++)
		for (k = 0; k < G->nsite[l]; k++) {
			v = G->site[l][k];
			if ((region == GRID_NONE || has_region(G, S, v,
			    region)) && (root == GRID_NONE || site_in(G, S, v,
			    root) || (region != GRID_NONE &&
			    region_root(S->up, region) == root)) &&
			    site_ok(G, v, (int32_t)c)) {
				move_city(&G->R, c, v);
				G->pinned[c] = 1;
				return 1;
			}
		}
	return 0;
}

/*
 * settle_apart: when no planes fly, the clarity repair: while the cities
 * fall into several sets that no route could ever join, the last city
 * outside the main set moves to a free site inside it. The main set is
 * the one with the most sites (then the most cities, then the first
 * city's): the mainland, not an island that happens to have more cities.
 * Returns 0, or -1 when a city finds no such site.
 */
static int
settle_apart(struct gen *G, struct settle *S)
{
	const struct board *b = G->R.b;
	size_t nr = S->nregion ? S->nregion : 1, i, l;
	size_t *room = mem_alloc(nr * sizeof(*room));
	size_t *cities = mem_alloc(nr * sizeof(*cities));
	uint32_t *root = mem_alloc(b->ncity * sizeof(*root)), main, reg[5];
	int64_t c;
	int rc = 0;

	for (;;) {
		settle_join(G, S);
		memset(room, 0, nr * sizeof(*room));
		memset(cities, 0, nr * sizeof(*cities));
		for (l = 0; l < 2; l++)
			for (i = 0; i < G->nsite[l]; i++)
				if (regions_at(G, S, G->site[l][i], reg))
					room[region_root(S->up, reg[0])]++;
		for (i = 0; i < b->ncity; i++) {
			root[i] = city_root(G, S, city_cell(&G->R,
			    (uint32_t)i));
			if (root[i] != GRID_NONE)
				cities[root[i]]++;
		}
		main = b->ncity ? root[0] : GRID_NONE;
		for (i = 0; i < b->ncity; i++)
			if (root[i] != GRID_NONE && (main == GRID_NONE ||
			    room[root[i]] > room[main] || (room[root[i]] ==
			    room[main] && cities[root[i]] > cities[main])))
				main = root[i];
		for (c = (int64_t)b->ncity - 1; c >= 0; c--)
			if (root[c] != main)
				break;
		if (c < 0)
			break;
		if (!settle_move(G, S, (uint32_t)c, main, GRID_NONE)) {
			rc = -1;
			break;
		}
	}
	free(room);
	free(cities);
	free(root);
	return rc;
}

/*
 * settle_best: the region of medium where most cities lie (then the one
 * with the most free sites, then the first), among those not shut and
 * with a free site in the joined regions home (GRID_NONE: anywhere);
 * *count gets its cities. GRID_NONE when no region has a free site.
 */
static uint32_t
settle_best(const struct gen *G, struct settle *S, int medium, uint32_t home,
    const uint8_t *shut, size_t *count)
{
	const struct board *b = G->R.b;
	size_t nr = S->nregion, *room = mem_calloc(nr ? nr : 1, sizeof(*room));
	size_t *cities = mem_calloc(nr ? nr : 1, sizeof(*cities)), i, l, k, n;
	uint32_t reg[5], best = GRID_NONE, v, g;

	for (l = 0; l < 2; l++)
		for (i = 0; i < G->nsite[l]; i++) {
			v = G->site[l][i];
			if (home != GRID_NONE && !site_in(G, S, v, home))
				continue;
			n = regions_at(G, S, v, reg);
			for (k = 0; k < n; k++)
				if (first_of(reg, k))
					room[reg[k]]++;
		}
	for (i = 0; i < b->ncity; i++) {
		n = regions_at(G, S, city_cell(&G->R, (uint32_t)i), reg);
		for (k = 0; k < n; k++)
			if (first_of(reg, k))
				cities[reg[k]]++;
	}
	for (g = 0; g < nr; g++) {
		if (!room[g] || shut[g] ||
		    (medium == RULES_WATER) != (g >= S->nland))
			continue;
		if (best == GRID_NONE || cities[g] > cities[best] ||
		    (cities[g] == cities[best] && room[g] > room[best]))
			best = g;
	}
	*count = best != GRID_NONE ? cities[best] : 0;
	free(room);
	free(cities);
	return best;
}

/*
 * settle_media: the completeness repair of the sites: each route type
 * needs need routes, and k cities in one region of its medium give at
 * most k (k - 1) / 2 pairs. While the region of a medium of the scenario
 * with the most cities (with planes grounded, one the first city's set
 * reaches) holds fewer than that takes, a city moves to the first free
 * site in it (water first): the last city that is no capital, lies
 * outside that region, is not one the other medium's region needs, and
 * finds such a site. A region that takes no more is passed over for the
 * next.
 */
static void
settle_media(struct gen *G, struct settle *S, size_t need, int grounded)
{
	const struct board *b = G->R.b;
	size_t want = 2, count[2], moves = 0;
	uint32_t best[2], home = GRID_NONE, v;
	uint8_t *shut = mem_calloc(S->nregion ? S->nregion : 1, 1);
	int m, o, used[2];
	int64_t c;

	while (want * (want - 1) / 2 < need)
		want++;
	used[RULES_WATER] = S->boats;
	used[RULES_LAND] = 1;
	while (moves++ < 2 * b->ncity) {
		settle_join(G, S);
		if (grounded && b->ncity)
			home = city_root(G, S, city_cell(&G->R, 0));
		for (m = 0; m < 2; m++)
			best[m] = used[m] ? settle_best(G, S, m, home, shut,
			    &count[m]) : GRID_NONE;
		for (m = 0; m < 2; m++)
			if (best[m] != GRID_NONE && count[m] < want)
				break;
		if (m == 2)
			break;
		o = 1 - m;
		for (c = (int64_t)b->ncity - 1; c >= G->players; c--) {
			v = city_cell(&G->R, (uint32_t)c);
			if (!has_region(G, S, v, best[m]) &&
			    (best[o] == GRID_NONE || count[o] > want ||
			    !has_region(G, S, v, best[o])) &&
			    settle_move(G, S, (uint32_t)c, home, best[m]))
				break;
		}
		/* A region without room for one more: the next best. */
		if (c < G->players)
			shut[best[m]] = 1;
	}
	free(shut);
}

/*
 * settle: the settling repairs of the cities placed on G's board: with
 * planes grounded, every city where a route could join it to the others;
 * with boats, a water with docks enough for them. Returns 0, or -1 when
 * the cities cannot all be joined.
 */
static int
settle(struct gen *G, size_t need)
{
	struct router *R = &G->R;
	struct settle S;
	uint8_t *open = mem_alloc(R->n);
	uint32_t *water = mem_alloc(R->n * sizeof(*water));
	size_t nland, i;
	int rc = 0;

	S.boats = has_medium(G, RULES_WATER);
	S.label = mem_alloc(R->n * sizeof(*S.label));
	for (i = 0; i < R->n; i++)
		open[i] = R->cls[i] == CLS_LAND;
	nland = grid_components(R->cols, R->rows, open, S.label);
	S.nland = nland;
	for (i = 0; i < R->n; i++)
		open[i] = R->cls[i] == CLS_WATER;
	S.nregion = nland + grid_components(R->cols, R->rows, open, water);
	for (i = 0; i < R->n; i++)
		if (water[i] != GRID_NONE)
			S.label[i] = (uint32_t)nland + water[i];
	S.up = mem_alloc((S.nregion ? S.nregion : 1) * sizeof(*S.up));
	if (!G->s->airports)
		rc = settle_apart(G, &S);
	if (rc == 0)
		settle_media(G, &S, need, !G->s->airports);
	free(S.up);
	free(S.label);
	free(water);
	free(open);
	return rc;
}

/*
 * The repairs: what the fail-safes mend before they give an attempt up.
 * They share one search, the devlog's brute force made general: every
 * pair of cities not yet joined (one end among from, the other among to),
 * nearest first, is tried for a path until one becomes a route.
 */

/* Any route type the scenario allows (for bridge). */
#define ANY_TYPE (-1)

/* any_length: a repair's longest route: the whole grid (len is 16-bit). */
static int
any_length(const struct router *R)
{
	return R->n < 65535 ? (int)R->n : 65535;
}

/*
 * lay: a route of a type of medium (type, or with ANY_TYPE each type of
 * that medium the scenario allows, the type with the fewest routes first,
 * so repairs even the types out) from city i to city j; each type first
 * on cells of its own and then merging (as the devlog's brute force
 * always may). Returns 1 when a route was added.
 */
static int
lay(struct router *R, uint32_t i, uint32_t j, int32_t type, int medium)
{
	const struct rules_transport *t = &R->r->transport;
	size_t count[RULES_ROUTE_TYPES], best;
	int32_t order[RULES_ROUTE_TYPES], k, n = 0, q;
	int merge;

	for (k = 0; k < (int32_t)t->nroute && k < RULES_ROUTE_TYPES; k++) {
		if ((type != ANY_TYPE && k != type) ||
		    t->route[k].medium != medium ||
		    !transport_scenario_has(R->b, R->r, k))
			continue;
		/* Insertion by count, then by index: a total order. */
		best = transnet_route_count(R->b, k);
		for (q = n; q > 0 && count[q - 1] > best; q--) {
			count[q] = count[q - 1];
			order[q] = order[q - 1];
		}
		count[q] = best;
		order[q] = k;
		n++;
	}
	for (q = 0; q < n; q++)
		for (merge = 0; merge < 2; merge++)
			if (route(R, i, j, order[q], merge, any_length(R))) {
				add_route(R, order[q], i, j);
				return 1;
			}
	return 0;
}

/* medium_allowed: may a route of medium join a pair (type or ANY_TYPE)? */
static int
medium_allowed(const struct router *R, int32_t type, int medium)
{
	const struct rules_transport *t = &R->r->transport;
	size_t k;

	if (type != ANY_TYPE)
		return t->route[type].medium == medium;
	for (k = 0; k < t->nroute; k++)
		if (t->route[k].medium == medium &&
		    transport_scenario_has(R->b, R->r, (int32_t)k))
			return 1;
	return 0;
}

/*
 * open_pair: may a repair join cities i and j? When they are not joined
 * yet; with parallel, also when no route of type (a given type) joins
 * them.
 */
static int
open_pair(const struct router *R, uint32_t i, uint32_t j, int32_t type,
    int parallel)
{
	if (parallel && type != ANY_TYPE)
		return !(joined(R, i, j) & (1u << type));
	return !joined(R, i, j);
}

/*
 * bridge: add one route of type (or ANY_TYPE) between two cities not yet
 * joined, one in from and the other in to (NULL: any city; a capital
 * that has all its routes is never an end), by the devlog's brute force:
 * every such pair that a breadth-first search finds joined by water (two
 * docks) or by land, whatever the distance, nearest by that search first
 * (ties by index), until a path is found. Returns 1 when a route was
 * added, 0 when no pair has one.
 */
static int
bridge(struct router *R, const uint8_t *from, const uint8_t *to,
    int32_t type, int parallel)
{
	const struct board *b = R->b;
	size_t nc = b->ncity, n = 0, cap = 0, capk = 0, k;
	uint16_t *reach = mem_alloc((nc ? nc : 1) * sizeof(*reach));
	uint32_t *pair = NULL, i, j, m;
	double *key = NULL;
	int medium, found = 0, cls;

	for (i = 0; i < nc; i++) {
		if ((from && !from[i]) || full(R, i))
			continue;
		for (medium = RULES_WATER; medium <= RULES_LAND; medium++) {
			cls = medium == RULES_WATER ? CLS_WATER : CLS_LAND;
			if (!medium_allowed(R, type, medium) ||
			    (cls == CLS_WATER && R->cls[city_cell(R, i)] !=
			    CLS_WATER))
				continue;
			explore(R, i, cls, any_length(R), reach);
			for (j = 0; j < nc; j++) {
				if (!reach[j] || (to && !to[j]) ||
				    !open_pair(R, i, j, type, parallel) ||
				    full(R, j) ||
				    (cls == CLS_WATER &&
				    R->cls[city_cell(R, j)] != CLS_WATER))
					continue;
				/* Both orders qualify: keep one of them. */
				if (j < i && (!from || from[j]) &&
				    (!to || to[i]))
					continue;
				pair = mem_grow(pair, &cap, n + 1,
				    sizeof(*pair));
				key = mem_grow(key, &capk, n + 1, sizeof(*key));
				pair[n] = (i * (uint32_t)nc + j) * 2 +
				    (uint32_t)(medium == RULES_LAND);
				key[n++] = reach[j];
			}
		}
	}
	heap_sort_pairs(key, pair, n);
	for (k = 0; k < n && !found; k++) {
		m = pair[k] / 2;
		i = m / (uint32_t)nc;
		j = m % (uint32_t)nc;
		if (open_pair(R, i, j, type, parallel))
			found = lay(R, i, j, type, pair[k] % 2 ? RULES_LAND :
			    RULES_WATER);
	}
	free(pair);
	free(key);
	free(reach);
	return found;
}

/*
 * fill: the completeness repair (the devlog's brute force): routes of
 * type, one at a time, each between the nearest pair of cities not yet
 * joined that a path of type can join, until there are need; then, when
 * no such pair is left, between cities that no route of type joins (on a
 * small board every pair a boat could join may be joined over land).
 * Returns the routes of type afterwards.
 */
static size_t
fill(struct router *R, int32_t type, size_t need)
{
	size_t have = transnet_route_count(R->b, type);

	while (have < need && bridge(R, NULL, NULL, type, 0))
		have++;
	while (have < need && bridge(R, NULL, NULL, type, 1))
		have++;
	return have;
}

/*
 * reach_out: the repairs of a city i that has too few routes (none, or a
 * capital short of capital_routes): routes to the nearest cities it can
 * reach, of any type, until it has want. Returns 1 when it has.
 */
static int
reach_out(struct router *R, uint32_t i, uint32_t want)
{
	uint8_t *only = mem_calloc(R->b->ncity, 1);

	only[i] = 1;
	while (R->deg[i] < want && bridge(R, only, NULL, ANY_TYPE, 0))
		;
	free(only);
	return R->deg[i] >= want;
}

/*
 * resettle: the clarity repair of a city i that has no route where it
 * stands, nor after its moves: every free site, in the shuffled order
 * from the first, until one from which a route joins it to another city.
 * Returns 1 when it has a route, 0 when no site gives one (the city is
 * back where it stood).
 */
static int
resettle(struct gen *G, uint32_t i)
{
	struct router *R = &G->R;
	uint32_t home = city_cell(R, i), v;
	size_t l, k;

	for (l = 0; l < 2; l++)
		for (k = 0; k < G->nsite[l]; k++) {
			v = G->site[l][k];
			if (!site_ok(G, v, (int32_t)i))
				continue;
			move_city(R, i, v);
			if (reach_out(R, i, 1))
				return 1;
		}
	move_city(R, i, home);
	return 0;
}

/*
 * join_groups: the clarity repair when no planes fly: while the routes
 * fall into several groups, a route between the first group and another,
 * nearest pair first. Returns the number of groups left.
 */
static size_t
join_groups(struct router *R)
{
	const struct board *b = R->b;
	uint32_t *group = mem_alloc((b->ncity ? b->ncity : 1) *
	    sizeof(*group));
	uint8_t *in = mem_alloc(b->ncity ? b->ncity : 1);
	uint8_t *out = mem_alloc(b->ncity ? b->ncity : 1);
	size_t ng, i;

	while ((ng = transnet_groups(b, group)) > 1) {
		for (i = 0; i < b->ncity; i++) {
			in[i] = group[i] == 0;
			out[i] = !in[i];
		}
		if (!bridge(R, in, out, ANY_TYPE, 0))
			break;
	}
	free(group);
	free(in);
	free(out);
	return ng;
}

/*
 * swap_cities: cities a and c trade places in the list (and so in
 * capitalhood: the first cities are the capitals), with their routes.
 */
static void
swap_cities(struct router *R, uint32_t a, uint32_t c)
{
	struct board *b = R->b;
	struct board_city tmp = b->city[a];
	size_t i, cap = R->capcity;
	uint32_t d;
	uint8_t j;

	b->city[a] = b->city[c];
	b->city[c] = tmp;
	for (i = 0; i < b->nroute; i++) {
		struct board_route *rt = &b->route[i];

		rt->from = rt->from == a ? c : rt->from == c ? a : rt->from;
		rt->to = rt->to == a ? c : rt->to == c ? a : rt->to;
	}
	R->city[city_cell(R, a)] = (int32_t)a;
	R->city[city_cell(R, c)] = (int32_t)c;
	d = R->deg[a];
	R->deg[a] = R->deg[c];
	R->deg[c] = d;
	for (i = 0; i < cap; i++) {
		j = R->joined[a * cap + i];
		R->joined[a * cap + i] = R->joined[c * cap + i];
		R->joined[c * cap + i] = j;
	}
	for (i = 0; i < cap; i++) {
		j = R->joined[i * cap + a];
		R->joined[i * cap + a] = R->joined[i * cap + c];
		R->joined[i * cap + c] = j;
	}
}

/*
 * trade_capital: the fairness repair of capital i that still has fewer
 * than capital_routes routes (no route reaches a city it is not joined
 * to): it trades places with the first city that is no capital and has
 * between capital_routes and capital_max_routes routes. Returns 1 when it
 * could.
 */
static int
trade_capital(struct router *R, uint32_t i)
{
	const struct rules_transport *t = &R->r->transport;
	uint32_t c;

	for (c = (uint32_t)players_of(R->b); c < R->b->ncity; c++)
		if (R->deg[c] >= (uint32_t)t->capital_routes &&
		    R->deg[c] <= (uint32_t)t->capital_max_routes) {
			swap_cities(R, i, c);
			return 1;
		}
	return 0;
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

/*
 * place: the cities of G's board, on its terrain (the sites are ready):
 * each on the next free site of the shuffled lists, packed when they run
 * out, then settled. Returns 0, or -1 with the reason in d.
 */
static int
place(struct gen *G, struct board *b, const struct rules *r, struct diag *d)
{
	size_t i, ncity = (size_t)G->t->cities[G->players];
	uint32_t v;

	for (i = 0; i < ncity; i++) {
		v = next_site(G, -1);
		if (v == GRID_NONE)
			break;
		board_add_city(b, (int)(v % (uint32_t)b->cols),
		    (int)(v / (uint32_t)b->cols));
		G->R.city[v] = (int32_t)i;
	}
	if (i < ncity && pack(G, ncity) < 0)
		return fail(b, d, "clarity.cities", "no room for city %zu of "
		    "%zu, even packed", i + 1, ncity);
	if (settle(G, transport_min_routes(b, r)) < 0)
		return fail(b, d, "clarity.reachable", "no planes, and no "
		    "site joins every city");
	return 0;
}

/* build: everything after the terrain; the gen's router is set up. */
static int
build(struct gen *G, struct board *b, const struct rules *r, struct diag *d)
{
	const struct rules_transport *t = G->t;
	struct router *R = &G->R;
	size_t i, k, ncity = (size_t)t->cities[G->players], have;
	uint32_t *group;
	int32_t ty;
	int moves;

	if (place(G, b, r, d) < 0)
		return -1;
	for (i = 0; i < ncity; i++) {
		/*
		 * A city nobody can reach is easy to miss on the table: it
		 * moves (the devlog's clarity fail-safe) and tries again;
		 * then it takes the nearest route whatever its length, and
		 * last any free site that gives it one.
		 */
		for (moves = 0;; moves++) {
			connect_city(G, (uint32_t)i);
			if (R->deg[i] > 0 || moves >= t->relocations ||
			    G->pinned[i] || relocate(G, (uint32_t)i) < 0)
				break;
		}
		if (R->deg[i] == 0 && !reach_out(R, (uint32_t)i, 1))
			resettle(G, (uint32_t)i);
	}
	/* A capital short of routes reaches for the nearest cities. */
	for (i = 0; i < (size_t)G->players; i++)
		reach_out(R, (uint32_t)i, (uint32_t)t->capital_routes);
	for (k = 0; k < G->s->routes.n; k++) {
		ty = G->s->routes.v[k].index;
		have = fill(R, ty, transport_min_routes(b, r));
		if (have < transport_min_routes(b, r))
			return fail(b, d, "completeness.routes", "only %zu "
			    "%s routes, %zu needed", have, t->route[ty].name,
			    transport_min_routes(b, r));
	}
	if (!G->s->airports)
		join_groups(R);
	for (i = 0; i < (size_t)G->players; i++)
		if (R->deg[i] < (uint32_t)t->capital_routes)
			trade_capital(R, (uint32_t)i);
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

/* default_scenario: b's scenario, or the rules' default if it has none. */
static void
default_scenario(struct board *b, const struct rules *r)
{
	const struct rules_transport *t = &r->transport;

	if (b->scenario < 0 || (size_t)b->scenario >= t->nscenario)
		b->scenario = t->default_scenario.index >= 0 ?
		    t->default_scenario.index : 0;
}

/*
 * gen_init: the generation state of board b as it stands (terrain, and
 * any cities and routes), each cell's noise value from value (NULL: one
 * typical of its terrain), its scenario set to the rules' default if it
 * has none, the sites listed and shuffled.
 */
static void
gen_init(struct gen *G, struct board *b, const struct rules *r,
    const float *value)
{
	const struct rules_transport *t = &r->transport;

	memset(G, 0, sizeof(*G));
	default_scenario(b, r);
	G->t = t;
	G->s = &t->scenario[b->scenario];
	G->players = players_of(b);
	router_init(&G->R, b, r, (size_t)t->cities[G->players], value);
	G->wreach = mem_alloc(G->R.capcity * sizeof(*G->wreach));
	G->lreach = mem_alloc(G->R.capcity * sizeof(*G->lreach));
	G->pinned = mem_calloc(G->R.capcity, 1);
	rng_stream(&G->cities, b->seed, b->attempt, "transport.cities", 0);
	rng_stream(&G->routes, b->seed, b->attempt, "transport.routes", 0);
	sites(G, b);
}

static void
gen_fini(struct gen *G)
{
	free(G->site[0]);
	free(G->site[1]);
	free(G->wreach);
	free(G->lreach);
	free(G->pinned);
	router_fini(&G->R);
}

/*
 * forests_fit: the terrain's forests within what a deck reader takes: as
 * many <forest> elements as the rest of the board leaves room for, each
 * listing its cells in one tag (limit_forests). Only the terrain decides
 * them, so this is checked per attempt, not up front.
 */
static int
forests_fit(struct board *b, const struct rules *r, struct diag *d)
{
	size_t n = (size_t)b->cols * (size_t)b->rows, i, count, big = 0;
	size_t max_count, max_cells;
	uint8_t *open = mem_alloc(n ? n : 1);
	uint32_t *label = mem_alloc((n ? n : 1) * sizeof(*label));
	uint32_t *size;

	for (i = 0; i < n; i++)
		open[i] = b->tree[i] != BOARD_NONE;
	count = grid_components(b->cols, b->rows, open, label);
	size = mem_calloc(count ? count : 1, sizeof(*size));
	for (i = 0; i < n; i++)
		if (label[i] != GRID_NONE && ++size[label[i]] > big)
			big = size[label[i]];
	free(size);
	free(label);
	free(open);
	limit_forests(r, b, &max_count, &max_cells);
	if (count > max_count)
		return fail(b, d, "limits.elements", "%zu forests, more than "
		    "the %zu elements a deck reader has left for them", count,
		    max_count);
	if (big > max_cells)
		return fail(b, d, "limits.bytes", "a forest of %zu cells, more "
		    "than the %zu one tag of a deck reader lists", big,
		    max_cells);
	return 0;
}

int
transport_generate(struct board *b, const struct rules *r, struct diag *d)
{
	struct gen G;
	float *value;
	int rc;

	default_scenario(b, r);
	b->ncity = b->nroute = b->nrcell = 0;
	value = terrain(b, r);
	if (forests_fit(b, r, d) < 0) {
		free(value);
		return -1;
	}
	gen_init(&G, b, r, value);
	free(value);
	rc = build(&G, b, r, d);
	gen_fini(&G);
	return rc;
}

int
transport_place(struct board *b, const struct rules *r, struct diag *d)
{
	struct gen G;
	int rc;

	b->ncity = b->nroute = b->nrcell = 0;
	gen_init(&G, b, r, NULL);
	rc = place(&G, b, r, d);
	gen_fini(&G);
	return rc;
}

int
transport_resettle(struct board *b, const struct rules *r, uint32_t city)
{
	struct gen G;
	int rc;

	gen_init(&G, b, r, NULL);
	rc = resettle(&G, city);
	gen_fini(&G);
	return rc;
}

/* The repairs on a router alone, for their public faces below. */
enum { OP_FILL, OP_REACH_OUT, OP_JOIN, OP_TRADE };

/* repair: op on a router of board b as it stands (a: a city or a type). */
static size_t
repair(struct board *b, const struct rules *r, int op, uint32_t a,
    size_t want)
{
	struct router R;
	size_t rc = 0;

	router_init(&R, b, r, b->ncity, NULL);
	switch (op) {
	case OP_FILL:
		rc = fill(&R, (int32_t)a, want);
		break;
	case OP_REACH_OUT:
		rc = (size_t)reach_out(&R, a, (uint32_t)want);
		break;
	case OP_JOIN:
		rc = join_groups(&R);
		break;
	case OP_TRADE:
		rc = (size_t)trade_capital(&R, a);
		break;
	}
	router_fini(&R);
	return rc;
}

size_t
transport_fill(struct board *b, const struct rules *r, int32_t type,
    size_t need)
{
	return repair(b, r, OP_FILL, (uint32_t)type, need);
}

int
transport_reach_out(struct board *b, const struct rules *r, uint32_t city,
    uint32_t want)
{
	return (int)repair(b, r, OP_REACH_OUT, city, want);
}

size_t
transport_join(struct board *b, const struct rules *r)
{
	return repair(b, r, OP_JOIN, 0, 0);
}

int
transport_trade_capital(struct board *b, const struct rules *r,
    uint32_t capital)
{
	return (int)repair(b, r, OP_TRADE, capital, 0);
}
