/* structure.c: a transport map's generation, phase by phase, per attempt. */
#include "transport/transport.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/mark.h"
#include "core/grid.h"
#include "core/mem.h"
#include "transport/limits.h"
#include "transport/map.h"
#include "transport/net.h"
#include "transport/part.h"
#include "transport/rules.h"
#include "transport/structure_int.h"

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
place(struct transport_gen *G, struct board *b, const struct rules *r,
    struct diag *d)
{
	size_t i, ncity = (size_t)G->t->cities[G->players];
	uint32_t v;

	for (i = 0; i < ncity; i++) {
		v = transport_next_site(G, -1);
		if (v == GRID_NONE)
			break;
		board_add_city(b, (int)(v % (uint32_t)b->cols),
		    (int)(v / (uint32_t)b->cols));
		G->R.city[v] = (int32_t)i;
	}
	if (i < ncity && transport_pack(G, ncity) < 0)
		return fail(b, d, "clarity.cities", "no room for city %zu of "
		    "%zu, even packed", i + 1, ncity);
	if (transport_settle(G, transport_min_routes(b, r)) < 0)
		return fail(b, d, "clarity.reachable", "no planes, and no "
		    "site joins every city");
	return 0;
}

/* build: everything after the terrain; the gen's router is set up. */
static int
build(struct transport_gen *G, struct board *b, const struct rules *r,
    struct diag *d)
{
	const struct rules_transport *t = G->t;
	struct transport_router *R = &G->R;
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
			transport_connect_city(G, (uint32_t)i);
			if (R->deg[i] > 0 || moves >= t->relocations ||
			    G->pinned[i] ||
			    transport_relocate(G, (uint32_t)i) < 0)
				break;
		}
		if (R->deg[i] == 0 &&
		    !transport_repair_reach_out(R, (uint32_t)i, 1))
			transport_repair_resettle(G, (uint32_t)i);
	}
	/* A capital short of routes reaches for the nearest cities. */
	for (i = 0; i < (size_t)G->players; i++)
		transport_repair_reach_out(R, (uint32_t)i,
		    (uint32_t)t->capital_routes);
	for (k = 0; k < G->s->routes.n; k++) {
		ty = G->s->routes.v[k].index;
		have = transport_repair_fill(R, ty, transport_min_routes(b, r));
		if (have < transport_min_routes(b, r))
			return fail(b, d, "completeness.routes", "only %zu "
			    "%s routes, %zu needed", have, t->route[ty].name,
			    transport_min_routes(b, r));
	}
	if (!G->s->airports)
		transport_repair_join(R);
	for (i = 0; i < (size_t)G->players; i++)
		if (R->deg[i] < (uint32_t)t->capital_routes)
			transport_repair_trade(R, (uint32_t)i);
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
		group = mem_alloc(transport_part(b)->ncity * sizeof(*group));
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
	const struct rules_transport *t = transport_rules(r);

	if (transport_part(b)->scenario < 0 ||
	    (size_t)transport_part(b)->scenario >= t->nscenario)
		transport_part(b)->scenario = t->default_scenario.index >= 0 ?
		    t->default_scenario.index : 0;
}

/*
 * fold_cells: on a folding board (r's panels), the cells where a city's
 * marker, as large as a capital's with its outline, would come within a
 * hinge's clearance (board/mark.h); NULL on a flat board.
 */
static uint8_t *
fold_cells(const struct board *b, const struct rules *r)
{
	size_t n = (size_t)b->cols * (size_t)b->rows, v;
	double x0, y0, h = b->cell * 0.5 + 0.5, x, y;
	uint8_t *fold;

	if (r->panels < 2)
		return NULL;
	fold = mem_calloc(n ? n : 1, 1);
	transport_origin(b, &x0, &y0);
	for (v = 0; v < n; v++) {
		x = x0 + ((double)(v % (size_t)b->cols) + 0.5) * b->cell;
		y = y0 + ((double)(v / (size_t)b->cols) + 0.5) * b->cell;
		fold[v] = (uint8_t)board_hinge_near(r, b->width, b->height,
		    x - h, y - h, x + h, y + h);
	}
	return fold;
}

/*
 * gen_init: the generation state of board b as it stands (terrain, and
 * any cities and routes), each cell's noise value from value (NULL: one
 * typical of its terrain), its scenario set to the rules' default if it
 * has none, the sites listed and shuffled.
 */
static void
gen_init(struct transport_gen *G, struct board *b, const struct rules *r,
    const float *value)
{
	const struct rules_transport *t = transport_rules(r);

	memset(G, 0, sizeof(*G));
	default_scenario(b, r);
	G->t = t;
	G->s = &t->scenario[transport_part(b)->scenario];
	G->players = transport_players_of(b);
	transport_router_init(&G->R, b, r, (size_t)t->cities[G->players],
	    value);
	G->wreach = mem_alloc(G->R.capcity * sizeof(*G->wreach));
	G->lreach = mem_alloc(G->R.capcity * sizeof(*G->lreach));
	G->pinned = mem_calloc(G->R.capcity, 1);
	G->fold = fold_cells(b, r);
	rng_stream(&G->cities, b->seed, b->attempt, "transport.cities", 0);
	rng_stream(&G->routes, b->seed, b->attempt, "transport.routes", 0);
	transport_sites(G, b);
}

static void
gen_fini(struct transport_gen *G)
{
	MEM_FREE(G->site[0], G->site[1], G->wreach, G->lreach, G->pinned,
	    G->fold);
	transport_router_fini(&G->R);
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
		open[i] = transport_part(b)->tree[i] != BOARD_NONE;
	count = grid_components(b->cols, b->rows, open, label);
	size = mem_calloc(count ? count : 1, sizeof(*size));
	for (i = 0; i < n; i++)
		if (label[i] != GRID_NONE && ++size[label[i]] > big)
			big = size[label[i]];
	MEM_FREE(size, label, open);
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
transport_structure(struct board *b, const struct rules *r, struct diag *d)
{
	struct transport_gen G;
	float *value;
	int rc;

	default_scenario(b, r);
	transport_part(b)->ncity = transport_part(b)->nroute =
	    transport_part(b)->nrcell = 0;
	value = transport_terrain_values(b, r);
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
	struct transport_gen G;
	int rc;

	transport_part(b)->ncity = transport_part(b)->nroute =
	    transport_part(b)->nrcell = 0;
	gen_init(&G, b, r, NULL);
	rc = place(&G, b, r, d);
	gen_fini(&G);
	return rc;
}

int
transport_resettle(struct board *b, const struct rules *r, uint32_t city)
{
	struct transport_gen G;
	int rc;

	gen_init(&G, b, r, NULL);
	rc = transport_repair_resettle(&G, city);
	gen_fini(&G);
	return rc;
}
