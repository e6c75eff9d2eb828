/* repair.c: the repairs that lay routes the checks still ask for. */
#include "transport/structure_int.h"

#include <stdlib.h>

#include "core/heap.h"
#include "core/mem.h"
#include "transport/net.h"
#include "transport/part.h"
#include "transport/rules.h"

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
any_length(const struct transport_router *R)
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
lay(struct transport_router *R, uint32_t i, uint32_t j, int32_t type,
    int medium)
{
	const struct rules_transport *t = transport_rules(R->r);
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
			if (transport_route(R, i, j, order[q], merge,
			    any_length(R))) {
				transport_add_route(R, order[q], i, j);
				return 1;
			}
	return 0;
}

/* medium_allowed: may a route of medium join a pair (type or ANY_TYPE)? */
static int
medium_allowed(const struct transport_router *R, int32_t type, int medium)
{
	const struct rules_transport *t = transport_rules(R->r);
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
open_pair(const struct transport_router *R, uint32_t i, uint32_t j,
    int32_t type, int parallel)
{
	if (parallel && type != ANY_TYPE)
		return !(transport_joined(R, i, j) & (1u << type));
	return !transport_joined(R, i, j);
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
bridge(struct transport_router *R, const uint8_t *from, const uint8_t *to,
    int32_t type, int parallel)
{
	const struct board *b = R->b;
	size_t nc = transport_part(b)->ncity, n = 0, cap = 0, capk = 0, k;
	uint16_t *reach = mem_alloc((nc ? nc : 1) * sizeof(*reach));
	uint32_t *pair = NULL, i, j, m;
	double *key = NULL;
	int medium, found = 0, cls;

	for (i = 0; i < nc; i++) {
		if ((from && !from[i]) || transport_full(R, i))
			continue;
		for (medium = RULES_WATER; medium <= RULES_LAND; medium++) {
			cls = medium == RULES_WATER ? CLS_WATER : CLS_LAND;
			if (!medium_allowed(R, type, medium) ||
			    (cls == CLS_WATER &&
			    R->cls[transport_city_cell(R, i)] != CLS_WATER))
				continue;
			transport_explore(R, i, cls, any_length(R), reach);
			for (j = 0; j < nc; j++) {
				if (!reach[j] || (to && !to[j]) ||
				    !open_pair(R, i, j, type, parallel) ||
				    transport_full(R, j) ||
				    (cls == CLS_WATER &&
				    R->cls[transport_city_cell(R, j)] !=
				    CLS_WATER))
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
	MEM_FREE(pair, key, reach);
	return found;
}

size_t
transport_repair_fill(struct transport_router *R, int32_t type, size_t need)
{
	size_t have = transnet_route_count(R->b, type);

	while (have < need && bridge(R, NULL, NULL, type, 0))
		have++;
	while (have < need && bridge(R, NULL, NULL, type, 1))
		have++;
	return have;
}

int
transport_repair_reach_out(struct transport_router *R, uint32_t i,
    uint32_t want)
{
	uint8_t *only = mem_calloc(transport_part(R->b)->ncity, 1);

	only[i] = 1;
	while (R->deg[i] < want && bridge(R, only, NULL, ANY_TYPE, 0))
		;
	free(only);
	return R->deg[i] >= want;
}

int
transport_repair_resettle(struct transport_gen *G, uint32_t i)
{
	struct transport_router *R = &G->R;
	uint32_t home = transport_city_cell(R, i), v;
	size_t l, k;

	for (l = 0; l < 2; l++)
		for (k = 0; k < G->nsite[l]; k++) {
			v = G->site[l][k];
			if (!transport_site_ok(G, v, (int32_t)i))
				continue;
			transport_move_city(R, i, v);
			if (transport_repair_reach_out(R, i, 1))
				return 1;
		}
	transport_move_city(R, i, home);
	return 0;
}

size_t
transport_repair_join(struct transport_router *R)
{
	const struct board *b = R->b;
	uint32_t *group = mem_alloc(
	    (transport_part(b)->ncity ? transport_part(b)->ncity : 1) *
	    sizeof(*group));
	uint8_t *in =
	    mem_alloc(transport_part(b)->ncity ? transport_part(b)->ncity : 1);
	uint8_t *out =
	    mem_alloc(transport_part(b)->ncity ? transport_part(b)->ncity : 1);
	size_t ng, i;

	while ((ng = transnet_groups(b, group)) > 1) {
		for (i = 0; i < transport_part(b)->ncity; i++) {
			in[i] = group[i] == 0;
			out[i] = !in[i];
		}
		if (!bridge(R, in, out, ANY_TYPE, 0))
			break;
	}
	MEM_FREE(group, in, out);
	return ng;
}

/*
 * swap_cities: cities a and c trade places in the list (and so in
 * capitalhood: the first cities are the capitals), with their routes.
 */
static void
swap_cities(struct transport_router *R, uint32_t a, uint32_t c)
{
	struct board *b = R->b;
	struct board_city tmp = transport_part(b)->city[a];
	size_t i, cap = R->capcity;
	uint32_t d;
	uint8_t j;

	transport_part(b)->city[a] = transport_part(b)->city[c];
	transport_part(b)->city[c] = tmp;
	for (i = 0; i < transport_part(b)->nroute; i++) {
		struct board_route *rt = &transport_part(b)->route[i];

		rt->from = rt->from == a ? c : rt->from == c ? a : rt->from;
		rt->to = rt->to == a ? c : rt->to == c ? a : rt->to;
	}
	R->city[transport_city_cell(R, a)] = (int32_t)a;
	R->city[transport_city_cell(R, c)] = (int32_t)c;
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

int
transport_repair_trade(struct transport_router *R, uint32_t i)
{
	const struct rules_transport *t = transport_rules(R->r);
	uint32_t c;

	for (c = (uint32_t)transport_players_of(R->b);
	     c < transport_part(R->b)->ncity; c++)
		if (R->deg[c] >= (uint32_t)t->capital_routes &&
		    R->deg[c] <= (uint32_t)t->capital_max_routes) {
			swap_cities(R, i, c);
			return 1;
		}
	return 0;
}

/* The repairs on a router alone, for their public faces below. */
enum { OP_FILL, OP_REACH_OUT, OP_JOIN, OP_TRADE };

/* repair: op on a router of board b as it stands (a: a city or a type). */
static size_t
repair(struct board *b, const struct rules *r, int op, uint32_t a,
    size_t want)
{
	struct transport_router R;
	size_t rc = 0;

	transport_router_init(&R, b, r, transport_part(b)->ncity, NULL);
	switch (op) {
	case OP_FILL:
		rc = transport_repair_fill(&R, (int32_t)a, want);
		break;
	case OP_REACH_OUT:
		rc = (size_t)transport_repair_reach_out(&R, a, (uint32_t)want);
		break;
	case OP_JOIN:
		rc = transport_repair_join(&R);
		break;
	case OP_TRADE:
		rc = (size_t)transport_repair_trade(&R, a);
		break;
	}
	transport_router_fini(&R);
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
