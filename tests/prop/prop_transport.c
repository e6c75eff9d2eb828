/*
 * prop_transport.c: transport maps over 1,000 seeds x 1-8 players x every
 * scenario of the shipped rules, made in process on two threads.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "make.h"
#include "transcontent.h"
#include "transport.h"

/*
 * Every property is checked here with code of its own (brute force), not
 * with the check module, so a mistake in one does not hide in the other.
 */

#define SEEDS 1000
#define THREADS 2

enum {
	P_ROUTES,    /* contiguous, city to city, no forest, right medium */
	P_BOXES,     /* no 2 x 2 block of one route type */
	P_REACH,     /* every city reachable by route or air */
	P_TYPES,     /* each allowed type >= 2 (3 above 5 players) */
	P_GOODS,     /* every goods rule */
	P_NAMES,     /* names unique */
	NPROP
};

static const char *const what[NPROP] = {
	"every route runs cell by cell from city to city, never through "
	"forest, boats on water and land routes on land",
	"no ugly boxes (2x2 cells of one route type)",
	"every city can be reached by route (joining at shared cells) or "
	"air",
	"each route type of the scenario at least twice (3 times above 5 "
	"players), or the board reported",
	"every goods rule holds (each offered good twice, none other, at "
	"most 3 a city, none twice on a city, values in range, about 1.5 a "
	"city)",
	"city names are unique",
};

struct tally {
	size_t made, reported, bad[NPROP], wants, cities;
	char first[NPROP][128];
};

static const struct rules *R;

/* flag: board b fails property prop (why, the first time); returns 0. */
static int
flag(struct tally *t, int prop, const struct board *b, const char *why)
{
	if (t->bad[prop]++ == 0)
		snprintf(t->first[prop], sizeof(t->first[prop]), "%s: %s", b->id,
		    why);
	return 0;
}

static uint32_t
city_at(const struct board *b, size_t i)
{
	return (uint32_t)b->city[i].row * (uint32_t)b->cols +
	    (uint32_t)b->city[i].col;
}

static int
check_routes(const struct board *b, struct tally *t)
{
	size_t i, q, k;

	for (i = 0; i < b->nroute; i++) {
		const struct board_route *rt = &b->route[i];
		const uint32_t *c = board_route_cells(b, i);
		int water = R->transport.route[rt->type].medium == RULES_WATER;

		if (rt->len < 2 || c[0] != city_at(b, rt->from) ||
		    c[rt->len - 1] != city_at(b, rt->to))
			return flag(t, P_ROUTES, b, "a route misses its cities");
		for (q = 0; q < rt->len; q++) {
			char ch = b->terrain[c[q]];
			int wet = ch == '=' || ch == '~';

			if (q && abs((int)(c[q] % (uint32_t)b->cols) -
			    (int)(c[q - 1] % (uint32_t)b->cols)) +
			    abs((int)(c[q] / (uint32_t)b->cols) -
			    (int)(c[q - 1] / (uint32_t)b->cols)) != 1)
				return flag(t, P_ROUTES, b, "a route jumps");
			if (b->tree[c[q]] != BOARD_NONE)
				return flag(t, P_ROUTES, b, "a route in forest");
			/* A route's own cities may stand on either. */
			if (q == 0 || q + 1 == rt->len) {
				if (water && !wet)
					return flag(t, P_ROUTES, b, "a boat from "
					    "a city on land");
				continue;
			}
			if (water != wet || ch == '^')
				return flag(t, P_ROUTES, b, "a route off its "
				    "medium");
			for (k = 0; k < b->ncity; k++)
				if (c[q] == city_at(b, k))
					return flag(t, P_ROUTES, b, "a route "
					    "through a city");
		}
	}
	return 1;
}

static int
check_boxes(const struct board *b, struct tally *t)
{
	size_t n = (size_t)b->cols * (size_t)b->rows, i, q;
	uint8_t *m = calloc(n, 1);
	int c, r;

	for (i = 0; i < b->nroute; i++)
		for (q = 0; q < b->route[i].len; q++)
			m[board_route_cells(b, i)[q]] |= (uint8_t)(1u <<
			    b->route[i].type);
	for (r = 0; r + 1 < b->rows; r++)
		for (c = 0; c + 1 < b->cols; c++) {
			i = (size_t)r * (size_t)b->cols + (size_t)c;
			if (m[i] & m[i + 1] & m[i + (size_t)b->cols] &
			    m[i + (size_t)b->cols + 1]) {
				free(m);
				return flag(t, P_BOXES, b, "an ugly box");
			}
		}
	free(m);
	return 1;
}

static uint32_t
root(uint32_t *up, uint32_t v)
{
	while (up[v] != v)
		v = up[v] = up[up[v]];
	return v;
}

/*
 * Cities joined by a route are joined; so are routes of one type that
 * share a cell (a junction a vehicle can turn at); and all cities with
 * an airport.
 */
static int
check_reach(const struct board *b, struct tally *t)
{
	size_t n = b->ncity, cells = (size_t)b->cols * (size_t)b->rows, i, q;
	uint32_t *up = malloc(n * sizeof(*up)), air = UINT32_MAX, r0;
	int32_t *at = malloc(cells * 8 * sizeof(*at));
	int ok = 1;

	for (i = 0; i < n; i++)
		up[i] = (uint32_t)i;
	for (i = 0; i < cells * 8; i++)
		at[i] = -1;
	for (i = 0; i < b->nroute; i++) {
		const struct board_route *rt = &b->route[i];

		up[root(up, rt->from)] = root(up, rt->to);
		for (q = 0; q < rt->len; q++) {
			int32_t *o = &at[board_route_cells(b, i)[q] * 8 +
			    (size_t)rt->type];

			if (*o < 0)
				*o = (int32_t)i;
			else
				up[root(up, rt->from)] = root(up,
				    b->route[*o].from);
		}
	}
	for (i = 0; i < n; i++)
		if (b->city[i].airport) {
			if (air != UINT32_MAX)
				up[root(up, (uint32_t)i)] = root(up, air);
			air = (uint32_t)i;
		}
	r0 = root(up, 0);
	for (i = 1; i < n; i++)
		ok &= root(up, (uint32_t)i) == r0;
	free(up);
	free(at);
	return ok ? 1 : flag(t, P_REACH, b, "a city cut off");
}

static int
check_types(const struct board *b, const struct rules_scenario *s,
    struct tally *t)
{
	size_t k, i, have, need = b->players > 5 ? 3 : 2;

	for (k = 0; k < s->routes.n; k++) {
		for (i = 0, have = 0; i < b->nroute; i++)
			have += b->route[i].type == s->routes.v[k].index;
		if (have < need)
			return flag(t, P_TYPES, b, "a route type short");
	}
	return 1;
}

static int
check_goods(const struct board *b, int sc, struct tally *t)
{
	const struct rules_transport *rt = &R->transport;
	size_t count[64] = { 0 }, i, k, j, total = 0, mand = 0, target;

	for (i = 0; i < b->ncity; i++) {
		const struct board_city *c = &b->city[i];

		if (c->nwant > 3)
			return flag(t, P_GOODS, b, "more than 3 wants");
		for (k = 0; k < c->nwant; k++) {
			const struct rules_good *g = &rt->good[c->want[k].good];

			for (j = 0; j < k; j++)
				if (c->want[j].good == c->want[k].good)
					return flag(t, P_GOODS, b, "a good "
					    "twice on a city");
			if (c->want[k].value < g->points_min ||
			    c->want[k].value > g->points_max)
				return flag(t, P_GOODS, b, "a value out of "
				    "range");
			if (g->from.index > sc)
				return flag(t, P_GOODS, b, "a good of a later "
				    "scenario");
			count[c->want[k].good]++;
			total++;
		}
	}
	for (k = 0; k < rt->ngood; k++)
		if (rt->good[k].from.index <= sc) {
			mand += 2;
			if (count[k] < 2)
				return flag(t, P_GOODS, b, "a good fewer than "
				    "twice");
		}
	/* 1.5 a city, or the mandatory copies when they are more. */
	target = b->ncity * 3 / 2;
	if (total < mand || total > (mand > target ? mand : target))
		return flag(t, P_GOODS, b, "the wrong number of wants");
	t->wants += total;
	t->cities += b->ncity;
	return 1;
}

static int
check_names(const struct board *b, struct tally *t)
{
	size_t i, k;

	for (i = 0; i < b->ncity; i++) {
		if (!b->city[i].name[0])
			return flag(t, P_NAMES, b, "a city without a name");
		for (k = 0; k < i; k++)
			if (strcmp(b->city[i].name, b->city[k].name) == 0)
				return flag(t, P_NAMES, b, "two cities alike");
	}
	return 1;
}

/* The work: unit u is (scenario, players), all seeds; one tally each. */
struct work {
	pthread_mutex_t mu;
	size_t next, nunit;
	struct tally *tally;
};

static void *
worker(void *arg)
{
	struct work *w = arg;
	struct board b;
	struct diag d;
	struct tally *t;
	size_t u;
	uint64_t s;
	int sc, players;

	board_init(&b);
	diag_init(&d);
	for (;;) {
		pthread_mutex_lock(&w->mu);
		u = w->next++;
		pthread_mutex_unlock(&w->mu);
		if (u >= w->nunit)
			break;
		sc = (int)(u / 8);
		players = (int)(u % 8) + 1;
		t = &w->tally[u];

		for (s = 1; s <= SEEDS; s++) {
			board_clear(&b);
			b.kind = BOARD_TRANSPORT;
			snprintf(b.rules, sizeof(b.rules), "%s", R->id);
			b.seed = s;
			b.players = (uint32_t)players;
			b.scenario = sc;
			b.width = 297;
			b.height = 210;
			board_set_id(&b);
			diag_clear(&d);
			if (make_structure(&b, R, make_attempts(R), &d) < 0 ||
			    make_content(&b, R, &d) < 0) {
				t->reported++;
				continue;
			}
			t->made++;
			check_routes(&b, t);
			check_boxes(&b, t);
			check_reach(&b, t);
			check_types(&b, &R->transport.scenario[sc], t);
			check_goods(&b, sc, t);
			check_names(&b, t);
		}
	}
	board_fini(&b);
	diag_fini(&d);
	return NULL;
}

int
main(void)
{
	static struct rules rules;
	struct work w;
	pthread_t tid[THREADS];
	struct diag d;
	size_t sc, p, k, made, reported, bad, tap = 0;
	int i;

	rules_init(&rules);
	diag_init(&d);
	if (rules_load_file(&rules, BP_TOP "/templates/rules/tidewater.rules",
	    NULL, &d) < 0) {
		diag_print(&d, "prop_transport", stderr);
		return 2;
	}
	R = &rules;
	memset(&w, 0, sizeof(w));
	pthread_mutex_init(&w.mu, NULL);
	w.nunit = rules.transport.nscenario * 8;
	w.tally = calloc(w.nunit, sizeof(*w.tally));
	for (i = 0; i < THREADS; i++)
		pthread_create(&tid[i], NULL, worker, &w);
	for (i = 0; i < THREADS; i++)
		pthread_join(tid[i], NULL);
	for (sc = 0; sc < rules.transport.nscenario; sc++) {
		const char *name = rules.transport.scenario[sc].name;
		size_t wants = 0, cities = 0;

		for (made = reported = 0, p = 0; p < 8; p++) {
			made += w.tally[sc * 8 + p].made;
			reported += w.tally[sc * 8 + p].reported;
			wants += w.tally[sc * 8 + p].wants;
			cities += w.tally[sc * 8 + p].cities;
		}
		printf("# %s: %zu boards made, %zu reported, %.2f wants a "
		    "city\n", name, made, reported, cities ? (double)wants /
		    (double)cities : 0);
		for (k = 0; k < NPROP; k++) {
			const char *first = NULL;

			for (bad = 0, p = 0; p < 8; p++) {
				bad += w.tally[sc * 8 + p].bad[k];
				if (!first && w.tally[sc * 8 + p].bad[k])
					first = w.tally[sc * 8 + p].first[k];
			}
			/* Reported boards are the properties' way out. */
			printf("%s %zu - %s, %d seeds x 1-8 players: %s (%zu "
			    "boards fail%s%s)\n", bad ? "not ok" : "ok", ++tap,
			    name, SEEDS, what[k], bad, first ? "; first " : "",
			    first ? first : "");
		}
		printf("%s %zu - %s: at most 1%% of boards reported (%zu of "
		    "%zu)\n", reported * 100 > made + reported ? "not ok" :
		    "ok", ++tap, name, reported, made + reported);
	}
	printf("1..%zu\n", tap);
	free(w.tally);
	rules_fini(&rules);
	diag_fini(&d);
	return 0;
}
