/*
 * test_transport_route.c: the router's path search and exploration equal
 * the implementations they replaced (issue 34: the same paths at a sixth
 * of the cost), kept here verbatim as the reference, on many boards.
 */
#include "transport_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/grid.h"
#include "core/heap.h"
#include "core/mem.h"
#include "core/rng.h"
#include "transport/map.h"

/* The reference: routes.c before issue 34's second round (51e4be1). */

#define BOX_RETRIES 6
#define TURN_COST 1.0
#define STRAIGHT_SPAN 40

/*
 * box_at: would the 2 x 2 block with top-left cell (c, r) be all of the
 * type whose bit is bit, if cell w had it too?
 */
static int
ref_box_at(const struct transport_router *Q, int c, int r, uint32_t w,
    uint8_t bit)
{
	uint32_t v;
	int dc, dr;

	if (c < 0 || r < 0 || c + 1 >= Q->cols || r + 1 >= Q->rows)
		return 0;
	for (dr = 0; dr < 2; dr++)
		for (dc = 0; dc < 2; dc++) {
			v = (uint32_t)(r + dr) * (uint32_t)Q->cols +
			    (uint32_t)(c + dc);
			if (v != w && !(Q->mask[v] & bit))
				return 0;
		}
	return 1;
}

/* would_box: would a route of the type of bit through w make a box? */
static int
ref_would_box(const struct transport_router *Q, uint32_t w, uint8_t bit)
{
	int c = (int)(w % (uint32_t)Q->cols), r = (int)(w / (uint32_t)Q->cols);
	uint8_t h = 0, v = 0;

	/* A box needs a neighbour of w across and one up or down. */
	if (c > 0)
		h |= Q->mask[w - 1];
	if (c + 1 < Q->cols)
		h |= Q->mask[w + 1];
	if (r > 0)
		v |= Q->mask[w - (uint32_t)Q->cols];
	if (r + 1 < Q->rows)
		v |= Q->mask[w + (uint32_t)Q->cols];
	if (!(h & v & bit))
		return 0;
	return ref_box_at(Q, c - 1, r - 1, w, bit) ||
	    ref_box_at(Q, c, r - 1, w, bit) ||
	    ref_box_at(Q, c - 1, r, w, bit) || ref_box_at(Q, c, r, w, bit);
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
ref_enterable(const struct transport_router *Q, uint32_t w, uint32_t goal,
    int cls, int type, int merge)
{
	uint8_t bit = type >= 0 ? (uint8_t)(1u << type) : 0;

	/* Exploring (no goal), every city reached is an end. */
	if (Q->city[w] >= 0 && w != goal && goal != GRID_NONE)
		return 0;
	if (Q->city[w] < 0) {
		if (Q->cls[w] != cls || Q->ban[w] == Q->banmark)
			return 0;
		if (type >= 0 && !merge && (Q->mask[w] & ~bit))
			return 0;
	}
	return type < 0 || !ref_would_box(Q, w, bit);
}

/*
 * dead_end: does a search from src stop at cell v? A city is where a path
 * ends, never a way through; and a path has at most maxlen cells.
 */
static int
ref_dead_end(const struct transport_router *Q, uint32_t v, uint32_t src,
    int maxlen)
{
	return (v != src && Q->city[v] >= 0) || Q->len[v] >= maxlen;
}

/*
 * search: the cheapest path of medium cls (route type type) from cell src
 * to cell goal, at most maxlen cells long. A* with the Manhattan
 * distance weighed by a new cell's base cost, 2: exact over open country,
 * an overestimate only where snapping onto a route would save, so the
 * search stays narrow at the price of now and then a slightly longer
 * path. The heap breaks ties by cell index, so the path is the same on
 * every run. Returns the path's cell count (path in Q->path), or 0.
 */
static size_t
ref_search(struct transport_router *Q, uint32_t src, uint32_t goal, int cls,
    int type, int merge, int maxlen)
{
	uint32_t cols = (uint32_t)Q->cols, v, w;
	int gc = (int)(goal % cols), gr = (int)(goal / cols), k, c, r, wc, wr;
	uint8_t bit = (uint8_t)(1u << type);
	struct heap_item it;
	double ng;
	size_t n;

	Q->epoch++;
	heap_clear(&Q->h);
	Q->seen[src] = Q->epoch;
	Q->g[src] = 0;
	Q->len[src] = 1;
	Q->prev[src] = GRID_NONE;
	heap_push(&Q->h, 0, src, 0);
	while (heap_pop(&Q->h, &it)) {
		v = it.a;
		if (Q->done[v] == Q->epoch)
			continue;
		Q->done[v] = Q->epoch;
		if (v == goal) {
			for (n = 0, w = v; w != GRID_NONE; w = Q->prev[w])
				n++;
			Q->path = mem_grow(Q->path, &Q->cappath, n,
			    sizeof(*Q->path));
			Q->npath = n;
			for (w = v; w != GRID_NONE; w = Q->prev[w])
				Q->path[--n] = w;
			return Q->npath;
		}
		if (ref_dead_end(Q, v, src, maxlen))
			continue;
		c = (int)(v % cols);
		r = (int)(v / cols);
		for (k = 0; k < 4; k++) {
			w = transport_nb_at(Q, c, r, k, &wc, &wr);
			if (w == GRID_NONE || Q->done[w] == Q->epoch ||
			    !ref_enterable(Q, w, goal, cls, type, merge))
				continue;
			ng = Q->g[v] + ((Q->mask[w] & bit) ? 1 : Q->cost[w]);
			if (Q->seen[w] == Q->epoch && ng >= Q->g[w])
				continue;
			Q->seen[w] = Q->epoch;
			Q->g[w] = ng;
			Q->prev[w] = v;
			Q->len[w] = (uint16_t)(Q->len[v] + 1);
			heap_push(&Q->h, ng + 2 * (abs(wc - gc) + abs(wr - gr)),
			    w, 0);
		}
	}
	return 0;
}

/*
 * path_box: does the path in Q->path, as type bit, close a box? 0 if
 * not; 1 when it does and one of its new cells in that box (never a
 * city's) is banned for the next search; 2 when it does and no cell can be
 * banned.
 */
static int
ref_path_box(struct transport_router *Q, uint8_t bit)
{
	uint8_t *old = mem_alloc(Q->npath);
	int found = 0, box = 0, c, r, dc, dr, k;
	size_t q;
	uint32_t v;

	for (q = 0; q < Q->npath; q++) {
		old[q] = Q->mask[Q->path[q]];
		Q->mask[Q->path[q]] |= bit;
	}
	for (q = 0; q < Q->npath && !found; q++) {
		c = (int)(Q->path[q] % (uint32_t)Q->cols);
		r = (int)(Q->path[q] / (uint32_t)Q->cols);
		for (k = 0; k < 4 && !found; k++) {
			dc = -(k & 1);
			dr = -(k >> 1);
			if (!ref_box_at(Q, c + dc, r + dr, GRID_NONE, bit))
				continue;
			box = 1;
			/* Ban this path cell unless it is a city's. */
			v = Q->path[q];
			if (Q->city[v] < 0 && !(old[q] & bit)) {
				Q->ban[v] = Q->banmark;
				found = 1;
			}
		}
	}
	for (q = Q->npath; q-- > 0;)
		Q->mask[Q->path[q]] = old[q];
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
 * path_turns: the turns of the n cells of path p: steps unlike the step
 * before (a step is a difference of cell indices: +-1 across, +-cols
 * down).
 */
static int
ref_path_turns(const uint32_t *p, size_t n)
{
	size_t q;
	int t = 0;

	for (q = 2; q < n; q++)
		t += (p[q] - p[q - 1]) != (p[q - 1] - p[q - 2]);
	return t;
}

/* path_cost: the search's cost of the n cells of path p, as type bit. */
static double
ref_path_cost(const struct transport_router *Q, const uint32_t *p, size_t n,
    uint8_t bit)
{
	double g = 0;
	size_t q;

	for (q = 1; q < n; q++)
		g += (Q->mask[p[q]] & bit) ? 1 : Q->cost[p[q]];
	return g;
}

/*
 * ell: the cells from path[i] to path[j] along two straight runs, first
 * across (corner at path[j]'s column) or first down (flip), into out
 * (j - i + 1 cells, the ends included); 0 when a cell between the ends
 * may not be taken (enterable, a city, banned) or is one of the path's
 * own cells outside the stretch (the route would cross itself).
 */
static int
ref_ell(const struct transport_router *Q, size_t i, size_t j, int flip,
    uint32_t goal, int cls, int type, int merge, uint32_t *out)
{
	uint32_t cols = (uint32_t)Q->cols, a = Q->path[i], z = Q->path[j];
	int c = (int)(a % cols), r = (int)(a / cols);
	int zc = (int)(z % cols), zr = (int)(z / cols);
	size_t k = 0, q;
	uint32_t w;

	out[k++] = a;
	while (c != zc || r != zr) {
		if ((!flip && c != zc) || (flip && r == zr))
			c += zc > c ? 1 : -1;
		else
			r += zr > r ? 1 : -1;
		w = (uint32_t)r * cols + (uint32_t)c;
		out[k++] = w;
		if (w == z)
			break;
		if (Q->city[w] >= 0 || !ref_enterable(Q, w, goal, cls, type,
		    merge))
			return 0;
		/* One of the path's cells (seen, straighten's stamp): only
		 * the stretch's own. */
		if (Q->seen[w] == Q->epoch) {
			for (q = i; q <= j && Q->path[q] != w; q++)
				;
			if (q > j)
				return 0;
		}
	}
	return k == j - i + 1;
}

/*
 * straighten: the path in Q->path (route type type, medium cls, to goal)
 * without its staircases: from each cell, the farthest later one that two
 * straight runs reach in as many steps (the path between them runs one
 * way across and one way down) through cells it may take, when they save
 * turns and cost no more than the stretch they replace and TURN_COST a
 * turn saved; stretches of up to STRAIGHT_SPAN steps. The path keeps its
 * length and ends; the search's cost of
 * steps and turns decides, so land routes still keep inland where the
 * coast would cost them more than the turns.
 */
static void
ref_straighten(struct transport_router *Q, uint32_t goal, int cls, int type,
    int merge)
{
	uint32_t cols = (uint32_t)Q->cols;
	uint8_t bit = (uint8_t)(1u << type);
	uint32_t *l = mem_alloc((Q->npath + 1) * sizeof(*l));
	size_t i, j, k, m;
	int flip, dc, dr, saved;
	double was;

	/* The path's cells stamped, so ell sees in one look whether a cell
	 * is the path's. */
	Q->epoch++;
	for (i = 0; i < Q->npath; i++)
		Q->seen[Q->path[i]] = Q->epoch;
	for (i = 0; i + 2 < Q->npath; i++)
		for (j = i + STRAIGHT_SPAN < Q->npath - 1 ? i + STRAIGHT_SPAN :
		    Q->npath - 1; j >= i + 2; j--) {
			dc = abs((int)(Q->path[j] % cols) -
			    (int)(Q->path[i] % cols));
			dr = abs((int)(Q->path[j] / cols) -
			    (int)(Q->path[i] / cols));
			if ((size_t)(dc + dr) != j - i)
				continue;
			m = j - i + 1;
			was = ref_path_cost(Q, Q->path + i, m, bit);
			for (flip = 0; flip < 2; flip++) {
				if (!ref_ell(Q, i, j, flip, goal, cls, type,
				    merge, l))
					continue;
				saved = ref_path_turns(Q->path + i, m) -
				    ref_path_turns(l, m);
				if (saved > 0 && ref_path_cost(Q, l, m, bit) <=
				    was + TURN_COST * saved) {
					for (k = i; k <= j; k++)
						Q->seen[Q->path[k]] = 0;
					memcpy(Q->path + i, l, m * sizeof(*l));
					for (k = i; k <= j; k++)
						Q->seen[Q->path[k]] =
						    Q->epoch;
					break;
				}
			}
			if (flip < 2)
				break;
		}
	free(l);
}

static size_t
ref_route(struct transport_router *Q, uint32_t i, uint32_t j,
    int32_t type, int merge, int maxlen)
{
	const struct rules_route *rt = &transport_rules(Q->r)->route[type];
	int cls = rt->medium == RULES_WATER ? CLS_WATER : CLS_LAND, k;
	uint32_t a = transport_city_cell(Q, i), z = transport_city_cell(Q, j);
	uint8_t bit = (uint8_t)(1u << type);
	size_t n = 0, at;

	/* Boats sail from docks: both cities must be on water. */
	if (cls == CLS_WATER && (Q->cls[a] != CLS_WATER ||
	    Q->cls[z] != CLS_WATER))
		return 0;
	Q->banmark++;
	for (k = 0; k <= BOX_RETRIES; k++) {
		n = ref_search(Q, a, z, cls, type, merge, maxlen);
		if (!n)
			break;
		ref_straighten(Q, z, cls, type, merge);
		switch (ref_path_box(Q, bit)) {
		case 0:
			/*
			 * No small loop either: a stretch that leaves the
			 * type's cells and comes back to them a few cells on
			 * is kept off its middle cell for the next search,
			 * which snaps onto the network instead.
			 */
			if (!transnet_loop(Q->mask, Q->cols, Q->rows, bit,
			    Q->path, Q->npath, TRANSPORT_LOOP_MAX, &at))
				return n;
			Q->ban[Q->path[at]] = Q->banmark;
			break;
		case 2:
			return 0;
		}
	}
	return 0;
}

static void
ref_explore(struct transport_router *Q, uint32_t i, int cls, int maxlen,
    uint16_t *reach)
{
	uint32_t src = transport_city_cell(Q, i), v, w;
	uint32_t *queue = Q->prev;
	size_t head = 0, tail = 0, j;
	int k;

	memset(reach, 0, transport_part(Q->b)->ncity * sizeof(*reach));
	Q->epoch++;
	Q->seen[src] = Q->epoch;
	Q->len[src] = 1;
	queue[tail++] = src;
	while (head < tail) {
		v = queue[head++];
		if (ref_dead_end(Q, v, src, maxlen))
			continue;
		for (k = 0; k < 4; k++) {
			w = transport_nb(Q, v, k);
			if (w == GRID_NONE || Q->seen[w] == Q->epoch ||
			    (Q->city[w] < 0 && Q->cls[w] != cls))
				continue;
			Q->seen[w] = Q->epoch;
			Q->len[w] = (uint16_t)(Q->len[v] + 1);
			queue[tail++] = w;
		}
	}
	for (j = 0; j < transport_part(Q->b)->ncity; j++) {
		w = transport_city_cell(Q, (uint32_t)j);
		if (j != i && Q->seen[w] == Q->epoch)
			reach[j] = Q->len[w];
	}
}


/* One board's routers: the pairs' routes and the cities' explorations. */

/*
 * same_routes: on router Q (board b, rules r), for every pair of cities
 * (i, j) that rng picks (about one in pick), each route type the board's
 * scenario allows, merging and not, as far as the rules' longest route
 * and as far as the whole grid: transport_route gives the reference's
 * cell count and path. Returns the number of routes compared.
 */
static size_t
same_routes(struct transport_router *Q, const struct board *b,
    const struct rules *r, struct rng *rng, uint32_t pick)
{
	const struct rules_transport *t = transport_rules(r);
	uint32_t ncity = (uint32_t)transport_part(b)->ncity, i, j, *want;
	int maxlen[2], merge, m;
	size_t n, got, count = 0, type;

	maxlen[0] = t->max_route[transport_players_of(b)];
	maxlen[1] = Q->n < 65535 ? (int)Q->n : 65535;
	for (i = 0; i < ncity; i++)
		for (j = 0; j < ncity; j++) {
			if (i == j || rng_below(rng, pick) != 0)
				continue;
			for (type = 0; type < t->nroute; type++)
				for (merge = 0; merge < 2; merge++)
					for (m = 0; m < 2; m++) {
						if (!transport_scenario_has(b,
						    r, (int32_t)type))
							continue;
						n = ref_route(Q, i, j,
						    (int32_t)type, merge,
						    maxlen[m]);
						want = mem_alloc((n + 1) *
						    sizeof(*want));
						if (n)
							memcpy(want, Q->path,
							    n * sizeof(*want));
						got = transport_route(Q, i, j,
						    (int32_t)type, merge,
						    maxlen[m]);
						assert_int_equal(got, n);
						if (n)
							assert_memory_equal(
							    Q->path, want, n *
							    sizeof(*want));
						free(want);
						count++;
					}
		}
	return count;
}

/*
 * same_explore: every city's exploration over water and land, as far as
 * the longest route and the whole grid, equals the reference's.
 */
static void
same_explore(struct transport_router *Q, const struct board *b,
    const struct rules *r)
{
	const struct rules_transport *t = transport_rules(r);
	size_t ncity = transport_part(b)->ncity;
	uint16_t *want = mem_calloc(ncity + 1, sizeof(*want));
	uint16_t *got = mem_calloc(ncity + 1, sizeof(*got));
	int cls, m, maxlen;
	uint32_t i;

	for (i = 0; i < ncity; i++)
		for (cls = CLS_WATER; cls <= CLS_LAND; cls++)
			for (m = 0; m < 2; m++) {
				maxlen = m ? 65535 :
				    t->max_route[transport_players_of(b)];
				ref_explore(Q, i, cls, maxlen, want);
				transport_explore(Q, i, cls, maxlen, got);
				assert_memory_equal(got, want,
				    ncity * sizeof(*got));
			}
	MEM_FREE(want, got);
}

/*
 * The boards gen-graph makes (2 to 8 players, every scenario), each with
 * its routes and without them (so the searches cross open country and
 * straighten has long staircases to work on).
 */
static void
route_equals_reference(void **state)
{
	struct transport_router Q;
	struct board b;
	struct rng rng;
	size_t nroute, count = 0;
	uint64_t seed;
	int32_t scenario;
	int bare;

	board_init(&b);
	rng_stream(&rng, 34, 0, "test.pairs", 0);
	for (seed = 1; seed <= 24; seed++) {
		scenario = (int32_t)(seed % transport_rules(&R)->nscenario);
		tt_board(&b, &R, seed, 2 + (uint32_t)(seed % 7), scenario);
		for (bare = 0; bare < 2; bare++) {
			nroute = transport_part(&b)->nroute;
			if (bare)
				transport_part(&b)->nroute = 0;
			transport_router_init(&Q, &b, &R,
			    transport_part(&b)->ncity, NULL);
			count += same_routes(&Q, &b, &R, &rng, 6);
			same_explore(&Q, &b, &R);
			transport_router_fini(&Q);
			transport_part(&b)->nroute = nroute;
		}
	}
	/* Enough routes compared that every branch was taken. */
	assert_true(count > 1000);
	board_fini(&b);
}

TEST_MAIN(tt_setup, tt_teardown,
    cmocka_unit_test(route_equals_reference))
