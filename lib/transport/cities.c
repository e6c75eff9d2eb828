/* cities.c: a transport map's cities: sites, placing, settling. */
#include "transport/structure_int.h"

#include <stdlib.h>
#include <string.h>

#include "core/graph.h"
#include "core/grid.h"
#include "core/mem.h"
#include "transport/part.h"
#include "transport/rules.h"

int
transport_site_ok(const struct transport_gen *G, uint32_t v, int32_t self)
{
	const struct board *b = G->R.b;
	int c = (int)(v % (uint32_t)b->cols), r = (int)(v / (uint32_t)b->cols);
	int ex = G->t->exclusion[G->players];
	size_t i;

	if (G->R.near[v] || G->R.mask[v] || G->R.city[v] >= 0 ||
	    (G->fold && G->fold[v]))
		return 0;
	for (i = 0; i < transport_part(b)->ncity; i++) {
		if ((int32_t)i == self)
			continue;
		if (abs(transport_part(b)->city[i].col - c) <= ex &&
		    abs(transport_part(b)->city[i].row - r) <= ex)
			return 0;
	}
	return 1;
}

void
transport_sites(struct transport_gen *G, const struct board *b)
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
			if (G->R.near[v] || (G->fold && G->fold[v]))
				continue;
			if (G->R.cls[v] == CLS_LAND) {
				G->site[1][G->nsite[1]++] = v;
				continue;
			}
			if (!transport_is_water(ch))
				continue;
			for (k = 0; k < 4; k++) {
				w = transport_nb(&G->R, v, k);
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

uint32_t
transport_next_site(struct transport_gen *G, int32_t self)
{
	int pick = rng_chance(&G->cities, G->t->land_share) ? 1 : 0, k, l;
	uint32_t v;

	for (k = 0; k < 2; k++) {
		l = k ? 1 - pick : pick;
		while (G->pos[l] < G->nsite[l]) {
			v = G->site[l][G->pos[l]++];
			if (transport_site_ok(G, v, self))
				return v;
		}
	}
	return GRID_NONE;
}

/* has_medium: does the scenario allow a route type of medium? */
static int
has_medium(const struct transport_gen *G, int medium)
{
	size_t i;

	for (i = 0; i < G->s->routes.n; i++)
		if (G->t->route[G->s->routes.v[i].index].medium == medium)
			return 1;
	return 0;
}

/* pick_type: a route type of medium for this scenario, by weight. */
static int32_t
pick_type(struct transport_gen *G, int medium)
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

int
transport_full(const struct transport_router *R, uint32_t i)
{
	return (int)i < transport_players_of(R->b) &&
	    R->deg[i] >= (uint32_t)transport_rules(R->r)->capital_max_routes;
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
reach(struct transport_gen *G, uint32_t i, int L)
{
	struct transport_router *R = &G->R;

	if (R->cls[transport_city_cell(R, i)] == CLS_WATER &&
	    has_medium(G, RULES_WATER))
		transport_explore(R, i, CLS_WATER, L, G->wreach);
	else
		memset(G->wreach, 0,
		    transport_part(R->b)->ncity * sizeof(*G->wreach));
	transport_explore(R, i, CLS_LAND, L, G->lreach);
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
connect(struct transport_gen *G, uint32_t i, int L, int all, double p)
{
	struct transport_router *R = &G->R;
	const struct board *b = R->b;
	const struct rules_transport *t = G->t;
	struct cand cand[64];
	size_t nc = 0, k, n;
	int32_t type;
	uint32_t j;
	int merge;

	for (j = all ? 0 : i + 1; j < transport_part(b)->ncity && nc < 64;
	     j++) {
		if (j == i || transport_joined(R, i, j) || transport_full(R, j))
			continue;
		if (G->wreach[j] && G->wreach[j] <= L &&
		    R->cls[transport_city_cell(R, j)] == CLS_WATER)
			cand[nc++] = (struct cand){ G->wreach[j], RULES_WATER,
			    j };
		else if (G->lreach[j] && G->lreach[j] <= L)
			cand[nc++] = (struct cand){ G->lreach[j], RULES_LAND,
			    j };
	}
	qsort(cand, nc, sizeof(*cand), cand_cmp);
	for (k = 0; k < nc && !transport_full(R, i); k++) {
		if (k > 0 && !rng_chance(&G->routes, p))
			break;
		j = cand[k].city;
		merge = rng_chance(&G->routes, t->merge_prob);
		type = pick_type(G, cand[k].medium);
		n = type >= 0 ? transport_route(R, i, j, type, merge, L) : 0;
		if (!n && cand[k].medium == RULES_WATER) {
			/* The sea is blocked now: try over land. */
			type = pick_type(G, RULES_LAND);
			n = type >= 0 ?
			    transport_route(R, i, j, type, merge, L) : 0;
		}
		if (n)
			transport_add_route(R, type, i, j);
	}
}

void
transport_connect_city(struct transport_gen *G, uint32_t i)
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

void
transport_move_city(struct transport_router *R, uint32_t i, uint32_t v)
{
	struct board *b = R->b;

	R->city[transport_city_cell(R, i)] = -1;
	transport_part(b)->city[i].col = (int32_t)(v % (uint32_t)b->cols);
	transport_part(b)->city[i].row = (int32_t)(v / (uint32_t)b->cols);
	R->city[v] = (int32_t)i;
}

int
transport_relocate(struct transport_gen *G, uint32_t i)
{
	uint32_t v = transport_next_site(G, (int32_t)i);

	if (v == GRID_NONE)
		return -1;
	transport_move_city(&G->R, i, v);
	return 0;
}

/*
 * A summed-area table over b's free sites: entry (r, c) of a table w =
 * cols + 1 wide counts the open cells above and left of cell (c, r); row 0
 * and column 0 stay 0.
 */
static void
sat_build(uint32_t *sum, const struct board *b, const uint8_t *open)
{
	size_t w = (size_t)b->cols + 1;
	int c, r;

	for (r = 0; r < b->rows; r++)
		for (c = 0; c < b->cols; c++)
			sum[(size_t)(r + 1) * w + (size_t)c + 1] =
			    open[transport_cell(b, c, r)] +
			    sum[(size_t)r * w + (size_t)c + 1] +
			    sum[(size_t)(r + 1) * w + (size_t)c] -
			    sum[(size_t)r * w + (size_t)c];
}

/* sat_around: the open cells within ex of cell v (the grid's cut off). */
static uint32_t
sat_around(const uint32_t *sum, const struct board *b, uint32_t v, int ex)
{
	int cols = b->cols, rows = b->rows;
	size_t w = (size_t)cols + 1;
	int c = (int)(v % (uint32_t)cols), r = (int)(v / (uint32_t)cols);
	int c0 = c - ex < 0 ? 0 : c - ex, r0 = r - ex < 0 ? 0 : r - ex;
	int c1 = c + ex + 1 > cols ? cols : c + ex + 1;
	int r1 = r + ex + 1 > rows ? rows : r + ex + 1;

	return sum[(size_t)r1 * w + (size_t)c1] -
	    sum[(size_t)r0 * w + (size_t)c1] -
	    sum[(size_t)r1 * w + (size_t)c0] +
	    sum[(size_t)r0 * w + (size_t)c0];
}

/*
 * least_site: the open site that rules out the fewest other open sites
 * (the first such in the shuffled lists, docks before land); GRID_NONE
 * when none is open.
 */
static uint32_t
least_site(const struct transport_gen *G, const uint8_t *open,
    const uint32_t *sum, int ex)
{
	uint32_t best = GRID_NONE, least = UINT32_MAX, v, deg;
	size_t l, k;

	for (l = 0; l < 2; l++)
		for (k = 0; k < G->nsite[l]; k++) {
			v = G->site[l][k];
			if (!open[v])
				continue;
			deg = sat_around(sum, G->R.b, v, ex);
			if (deg < least) {
				least = deg;
				best = v;
			}
		}
	return best;
}

/* close_around: no site within ex of cell v is open any more. */
static void
close_around(uint8_t *open, const struct board *b, uint32_t v, int ex)
{
	int c = (int)(v % (uint32_t)b->cols), r = (int)(v / (uint32_t)b->cols);
	int c0, r0;

	for (r0 = r - ex; r0 <= r + ex; r0++)
		for (c0 = c - ex; c0 <= c + ex; c0++)
			if (c0 >= 0 && r0 >= 0 && c0 < b->cols && r0 < b->rows)
				open[transport_cell(b, c0, r0)] = 0;
}

int
transport_pack(struct transport_gen *G, size_t ncity)
{
	struct transport_router *R = &G->R;
	struct board *b = R->b;
	int ex = G->t->exclusion[G->players];
	size_t w = (size_t)b->cols + 1, l, k, i;
	uint8_t *open = mem_calloc(R->n, 1);
	uint32_t *sum = mem_calloc(w * ((size_t)b->rows + 1), sizeof(*sum));
	uint32_t *at = mem_alloc((ncity ? ncity : 1) * sizeof(*at)), best;
	int rc = 0;

	for (i = 0; i < transport_part(b)->ncity; i++)
		R->city[transport_city_cell(R, (uint32_t)i)] = -1;
	transport_part(b)->ncity = 0;
	for (l = 0; l < 2; l++)
		for (k = 0; k < G->nsite[l]; k++)
			open[G->site[l][k]] = 1;
	for (i = 0; i < ncity && rc == 0; i++) {
		sat_build(sum, b, open);
		best = least_site(G, open, sum, ex);
		if (best == GRID_NONE) {
			rc = -1;
			break;
		}
		at[i] = best;
		close_around(open, b, best, ex);
	}
	if (rc == 0) {
		rng_shuffle(&G->cities, at, ncity, sizeof(*at));
		for (i = 0; i < ncity; i++) {
			board_add_city(b, (int)(at[i] % (uint32_t)b->cols),
			    (int)(at[i] / (uint32_t)b->cols));
			R->city[at[i]] = (int32_t)i;
		}
	}
	MEM_FREE(open, sum, at);
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
regions_at(const struct transport_gen *G, const struct settle *S, uint32_t v,
    uint32_t *out)
{
	const struct transport_router *R = &G->R;
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
		w = transport_nb(R, v, k);
		if (w != GRID_NONE && R->cls[w] == CLS_LAND)
			out[n++] = S->label[w];
	}
	return n;
}

/* settle_join: join the regions of every city (the joins they make). */
static void
settle_join(const struct transport_gen *G, struct settle *S)
{
	uint32_t reg[5], a, z;
	size_t i, k, n;

	for (i = 0; i < S->nregion; i++)
		S->up[i] = (uint32_t)i;
	for (i = 0; i < transport_part(G->R.b)->ncity; i++) {
		n = regions_at(G, S, transport_city_cell(&G->R, (uint32_t)i),
		    reg);
		for (k = 1; k < n; k++) {
			a = graph_uf_root(S->up, reg[0]);
			z = graph_uf_root(S->up, reg[k]);
			S->up[a > z ? a : z] = a < z ? a : z;
		}
	}
}

/* city_root: the joined regions of city i (GRID_NONE: none). */
static uint32_t
city_root(const struct transport_gen *G, struct settle *S, uint32_t v)
{
	uint32_t reg[5];

	return regions_at(G, S, v, reg) ? graph_uf_root(S->up, reg[0]) :
	    GRID_NONE;
}

/* site_in: would a city on cell v lie in the joined regions root? */
static int
site_in(const struct transport_gen *G, struct settle *S, uint32_t v,
    uint32_t root)
{
	uint32_t reg[5];
	size_t n = regions_at(G, S, v, reg), k;

	for (k = 0; k < n; k++)
		if (graph_uf_root(S->up, reg[k]) == root)
			return 1;
	return 0;
}

/* has_region: does a city on cell v lie in region g? */
static int
has_region(const struct transport_gen *G, const struct settle *S, uint32_t v,
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
settle_move(struct transport_gen *G, struct settle *S, uint32_t c,
    uint32_t root, uint32_t region)
{
	size_t l, k;
	uint32_t v;

	for (l = 0; l < 2; l++)
		for (k = 0; k < G->nsite[l]; k++) {
			v = G->site[l][k];
			if ((region == GRID_NONE || has_region(G, S, v,
			    region)) && (root == GRID_NONE || site_in(G, S, v,
			    root) || (region != GRID_NONE &&
			    graph_uf_root(S->up, region) == root)) &&
			    transport_site_ok(G, v, (int32_t)c)) {
				transport_move_city(&G->R, c, v);
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
settle_apart(struct transport_gen *G, struct settle *S)
{
	const struct board *b = G->R.b;
	size_t nr = S->nregion ? S->nregion : 1, i, l;
	size_t *room = mem_alloc(nr * sizeof(*room));
	size_t *cities = mem_alloc(nr * sizeof(*cities));
	uint32_t *root = mem_alloc(transport_part(b)->ncity * sizeof(*root)),
		 main, reg[5];
	int64_t c;
	int rc = 0;

	for (;;) {
		settle_join(G, S);
		memset(room, 0, nr * sizeof(*room));
		memset(cities, 0, nr * sizeof(*cities));
		for (l = 0; l < 2; l++)
			for (i = 0; i < G->nsite[l]; i++)
				if (regions_at(G, S, G->site[l][i], reg))
					room[graph_uf_root(S->up, reg[0])]++;
		for (i = 0; i < transport_part(b)->ncity; i++) {
			root[i] = city_root(G, S, transport_city_cell(&G->R,
			    (uint32_t)i));
			if (root[i] != GRID_NONE)
				cities[root[i]]++;
		}
		main = transport_part(b)->ncity ? root[0] : GRID_NONE;
		for (i = 0; i < transport_part(b)->ncity; i++)
			if (root[i] != GRID_NONE && (main == GRID_NONE ||
			    room[root[i]] > room[main] || (room[root[i]] ==
			    room[main] && cities[root[i]] > cities[main])))
				main = root[i];
		for (c = (int64_t)transport_part(b)->ncity - 1; c >= 0; c--)
			if (root[c] != main)
				break;
		if (c < 0)
			break;
		if (!settle_move(G, S, (uint32_t)c, main, GRID_NONE)) {
			rc = -1;
			break;
		}
	}
	MEM_FREE(room, cities, root);
	return rc;
}

/*
 * settle_best: the region of medium where most cities lie (then the one
 * with the most free sites, then the first), among those not shut and
 * with a free site in the joined regions home (GRID_NONE: anywhere);
 * *count gets its cities. GRID_NONE when no region has a free site.
 */
static uint32_t
settle_best(const struct transport_gen *G, struct settle *S, int medium,
    uint32_t home, const uint8_t *shut, size_t *count)
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
	for (i = 0; i < transport_part(b)->ncity; i++) {
		n = regions_at(G, S, transport_city_cell(&G->R, (uint32_t)i),
		    reg);
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
settle_media(struct transport_gen *G, struct settle *S, size_t need,
    int grounded)
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
	while (moves++ < 2 * transport_part(b)->ncity) {
		settle_join(G, S);
		if (grounded && transport_part(b)->ncity)
			home = city_root(G, S, transport_city_cell(&G->R, 0));
		for (m = 0; m < 2; m++)
			best[m] = used[m] ? settle_best(G, S, m, home, shut,
			    &count[m]) : GRID_NONE;
		for (m = 0; m < 2; m++)
			if (best[m] != GRID_NONE && count[m] < want)
				break;
		if (m == 2)
			break;
		o = 1 - m;
		for (c = (int64_t)transport_part(b)->ncity - 1; c >= G->players;
		     c--) {
			v = transport_city_cell(&G->R, (uint32_t)c);
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

int
transport_settle(struct transport_gen *G, size_t need)
{
	struct transport_router *R = &G->R;
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
	MEM_FREE(S.up, S.label, water, open);
	return rc;
}
