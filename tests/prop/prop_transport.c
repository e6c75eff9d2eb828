/*
 * prop_transport.c: transport maps over 1,000 seeds x 1-8 players x every
 * scenario of the shipped rules, made in process on two threads, as the
 * pipe makes them (gen-graph, gen-content, then validate's checks and its
 * regeneration of a board that fails one).
 */
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "board/make.h"
#include "board/regen.h"
#include "core/graph.h"
#include "transport/content.h"
#include "transport/transport.h"

#include "board/kind.h"
#include "prop.h"
#include "transport/part.h"
#include "transport/rules.h"

/*
 * Every property is checked here with code of its own (brute force), not
 * with the check module, so a mistake in one does not hide in the other;
 * P_CHECKS then asks the check module itself: the repairs gen-graph and
 * gen-content make must keep every rule it enforces.
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
	P_CAPITALS,  /* a capital a seat, routes in range */
	P_FAIR,      /* the spread after bonuses within fair_spread */
	P_CHECKS,    /* every check but fairness passes at once */
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
	"one capital a seat (in a drawn order), each with capital_routes to "
	"capital_max_routes routes",
	"the capitals' spread after bonuses is at most fair_spread of the "
	"best score, and no seat needs more than the bonus cap",
	"every check of validate but fairness and clarity.labels passes on "
	"the board as made (the repairs keep every rule)",
};

struct tally {
	size_t made, reported, bad[NPROP], wants, cities;
	size_t again;       /* boards that needed a second attempt */
	double spread[SEEDS];
	size_t nspread;
	char first[NPROP][192];
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
	return (uint32_t)transport_part(b)->city[i].row * (uint32_t)b->cols +
	    (uint32_t)transport_part(b)->city[i].col;
}

static int
check_routes(const struct board *b, struct tally *t)
{
	size_t i, q, k;

	for (i = 0; i < transport_part(b)->nroute; i++) {
		const struct board_route *rt = &transport_part(b)->route[i];
		const uint32_t *c = board_route_cells(b, i);
		int water =
		    transport_rules(R)->route[rt->type].medium == RULES_WATER;

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
			if (transport_part(b)->tree[c[q]] != BOARD_NONE)
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
			for (k = 0; k < transport_part(b)->ncity; k++)
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

	for (i = 0; i < transport_part(b)->nroute; i++)
		for (q = 0; q < transport_part(b)->route[i].len; q++)
			m[board_route_cells(b, i)[q]] |= (uint8_t)(1u <<
			    transport_part(b)->route[i].type);
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

/*
 * route_groups: into up (union-find over the cities, roots by graph_uf_root()),
 * cities joined by a route, and by routes of one type that share a cell
 * (a junction a vehicle can turn at).
 */
static void
route_groups(const struct board *b, uint32_t *up)
{
	size_t cells = (size_t)b->cols * (size_t)b->rows, i, q;
	int32_t *at = malloc(cells * 8 * sizeof(*at));

	for (i = 0; i < transport_part(b)->ncity; i++)
		up[i] = (uint32_t)i;
	for (i = 0; i < cells * 8; i++)
		at[i] = -1;
	for (i = 0; i < transport_part(b)->nroute; i++) {
		const struct board_route *rt = &transport_part(b)->route[i];

		up[graph_uf_root(up, rt->from)] = graph_uf_root(up, rt->to);
		for (q = 0; q < rt->len; q++) {
			int32_t *o = &at[board_route_cells(b, i)[q] * 8 +
			    (size_t)rt->type];

			if (*o < 0)
				*o = (int32_t)i;
			else
				up[graph_uf_root(up, rt->from)] = graph_uf_root(up,
				    transport_part(b)->route[*o].from);
		}
	}
	free(at);
}

/* Cities joined by routes are joined, and so are all with an airport. */
static int
check_reach(const struct board *b, struct tally *t)
{
	size_t n = transport_part(b)->ncity, i;
	uint32_t *up = malloc(n * sizeof(*up)), air = UINT32_MAX, r0;
	int ok = 1;

	route_groups(b, up);
	for (i = 0; i < n; i++)
		if (transport_part(b)->city[i].airport) {
			if (air != UINT32_MAX)
				up[graph_uf_root(up, (uint32_t)i)] = graph_uf_root(up, air);
			air = (uint32_t)i;
		}
	r0 = graph_uf_root(up, 0);
	for (i = 1; i < n; i++)
		ok &= graph_uf_root(up, (uint32_t)i) == r0;
	free(up);
	return ok ? 1 : flag(t, P_REACH, b, "a city cut off");
}

/* degree: the routes at city i. */
static size_t
degree(const struct board *b, size_t i)
{
	size_t k, n = 0;

	for (k = 0; k < transport_part(b)->nroute; k++)
		n += transport_part(b)->route[k].from == i ||
		     transport_part(b)->route[k].to == i;
	return n;
}

static int
check_capitals(const struct board *b, struct tally *t)
{
	const struct rules_transport *rt = transport_rules(R);
	size_t i, d;
	int32_t next = 0, cap;
	uint64_t seen = 0;

	for (i = 0; i < transport_part(b)->ncity; i++) {
		cap = transport_part(b)->city[i].capital;
		if (cap < 0)
			continue;
		next++;
		/* The seats are drawn (transport.seats), not in city order:
		 * each seat once. */
		if (cap >= (int32_t)b->players || cap >= 64 || seen >> cap & 1)
			return flag(t, P_CAPITALS, b, "a seat with two "
			    "capitals, or none of the players'");
		seen |= (uint64_t)1 << cap;
		d = degree(b, i);
		if (d < (size_t)rt->capital_routes ||
		    d > (size_t)rt->capital_max_routes)
			return flag(t, P_CAPITALS, b, "a capital with routes "
			    "out of range");
	}
	if (next != (int32_t)b->players)
		return flag(t, P_CAPITALS, b, "a seat without a capital");
	return 1;
}

/*
 * The devlog's score: airport, goods, each route (half to a capital),
 * the size of the group; the bonus levels in whole divisor steps, capped.
 */
static int
check_fair(const struct board *b, struct tally *t)
{
	const struct rules_transport *rt = transport_rules(R);
	size_t n = transport_part(b)->ncity, i, k, size;
	uint32_t *up = malloc(n * sizeof(*up));
	double score[8], best = 0, low = 0, level;
	int ns = 0, raw, ok = 1;

	route_groups(b, up);
	for (i = 0; i < n; i++) {
		const struct board_city *c = &transport_part(b)->city[i];
		double s = c->airport ? rt->w_airport : 0;

		if (c->capital < 0)
			continue;
		for (k = 0; k < c->nwant; k++)
			s += rt->w_good * c->want[k].value;
		for (k = 0; k < transport_part(b)->nroute; k++) {
			uint32_t o = transport_part(b)->route[k].from == i
					 ? transport_part(b)->route[k].to
				     : transport_part(b)->route[k].to == i
					 ? transport_part(b)->route[k].from
					 : UINT32_MAX;

			if (o != UINT32_MAX)
				s += transport_part(b)->city[o].capital >= 0 ?
				    rt->w_capital_route : rt->w_route;
		}
		for (k = 0, size = 0; k < n; k++)
			size += graph_uf_root(up, (uint32_t)k) == graph_uf_root(up, (uint32_t)i);
		s += rt->w_group * (double)size;
		score[ns++] = s;
		if (s > best)
			best = s;
	}
	for (k = 0; k < (size_t)ns; k++) {
		raw = (int)floor((best - score[k]) / rt->divisor);
		if (raw > rt->bonus_cap)
			ok = 0;
		level = score[k] + rt->divisor * (raw < rt->bonus_cap ? raw :
		    rt->bonus_cap);
		if (k == 0 || level < low)
			low = level;
	}
	free(up);
	if (t->nspread < SEEDS)
		t->spread[t->nspread++] = best > 0 ? (best - low) / best : 0;
	if (!ok || (best > 0 && (best - low) / best > rt->fair_spread + 1e-9))
		return flag(t, P_FAIR, b, "capitals unequal after bonuses");
	return 1;
}

static int
check_types(const struct board *b, const struct rules_scenario *s,
    struct tally *t)
{
	size_t k, i, have, need = b->players > 5 ? 3 : 2;

	for (k = 0; k < s->routes.n; k++) {
		for (i = 0, have = 0; i < transport_part(b)->nroute; i++)
			have += transport_part(b)->route[i].type ==
				s->routes.v[k].index;
		if (have < need)
			return flag(t, P_TYPES, b, "a route type short");
	}
	return 1;
}

static int
check_goods(const struct board *b, int sc, struct tally *t)
{
	const struct rules_transport *rt = transport_rules(R);
	size_t count[64] = { 0 }, i, k, j, total = 0, mand = 0, target;

	for (i = 0; i < transport_part(b)->ncity; i++) {
		const struct board_city *c = &transport_part(b)->city[i];

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
	target = transport_part(b)->ncity * 3 / 2;
	if (total < mand || total > (mand > target ? mand : target))
		return flag(t, P_GOODS, b, "the wrong number of wants");
	t->wants += total;
	t->cities += transport_part(b)->ncity;
	return 1;
}

static int
check_names(const struct board *b, struct tally *t)
{
	size_t i, k;

	for (i = 0; i < transport_part(b)->ncity; i++) {
		if (!transport_part(b)->city[i].name[0])
			return flag(t, P_NAMES, b, "a city without a name");
		for (k = 0; k < i; k++)
			if (strcmp(transport_part(b)->city[i].name,
				transport_part(b)->city[k].name) == 0)
				return flag(t, P_NAMES, b, "two cities alike");
	}
	return 1;
}

static int
dbl_cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
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
	struct regen_why why;
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
			board_set_kind(&b, kind_parse("transport"));
			snprintf(b.rules, sizeof(b.rules), "%s", R->id);
			b.seed = s;
			b.players = (uint32_t)players;
			transport_part(&b)->scenario = sc;
			b.width = 297;
			b.height = 210;
			board_set_id(&b);
			diag_clear(&d);
			if (make_structure(&b, R, make_attempts(R), &d) < 0 ||
			    make_content(&b, R, &d) < 0) {
				t->reported++;
				continue;
			}
			/*
			 * validate: the checks, and a new attempt while one
			 * fails. Only fairness may fail a board as made, and
			 * clarity.labels: where the labels go depends on the
			 * routes and the names, and a board whose labels find
			 * no clear place is made again (the rate of boards
			 * made again is held below 5 % below).
			 */
			if (check_board(&b, R) != 0) {
				size_t i;

				for (i = 0; i < b.val.ncheck; i++)
					if (!b.val.check[i].pass && strcmp(
					    b.val.check[i].id,
					    "fairness.capitals") != 0 &&
					    strcmp(b.val.check[i].id,
					    "clarity.labels") != 0)
						flag(t, P_CHECKS, &b,
						    b.val.check[i].id);
				t->again++;
				if (regen_board(&b, R, make_attempts(R),
				    &why) != 0) {
					t->reported++;
					continue;
				}
			} else if (b.attempt > 0) {
				t->again++;
			}
			t->made++;
			check_routes(&b, t);
			check_boxes(&b, t);
			check_reach(&b, t);
			check_types(&b, &transport_rules(R)->scenario[sc], t);
			check_goods(&b, sc, t);
			check_names(&b, t);
			check_capitals(&b, t);
			check_fair(&b, t);
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
	size_t sc, p, k, made, reported, bad, tap = 0, worst, again;
	int i;

	prop_rules(&rules, "tidewater.rules", "prop_transport");
	diag_init(&d);
	R = &rules;
	memset(&w, 0, sizeof(w));
	pthread_mutex_init(&w.mu, NULL);
	w.nunit = transport_rules(&rules)->nscenario * 8;
	w.tally = calloc(w.nunit, sizeof(*w.tally));
	for (i = 0; i < THREADS; i++)
		pthread_create(&tid[i], NULL, worker, &w);
	for (i = 0; i < THREADS; i++)
		pthread_join(tid[i], NULL);
	for (sc = 0; sc < transport_rules(&rules)->nscenario; sc++) {
		const char *name = transport_rules(&rules)->scenario[sc].name;
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
		/* Issue 6: fewer than 5 % made again, at every count. */
		for (worst = 0, p = 0; p < 8; p++) {
			struct tally *t = &w.tally[sc * 8 + p];
			double *v = t->spread;

			qsort(v, t->nspread, sizeof(*v), dbl_cmp);
			printf("# %s, %zu players: %.1f%% made again; spread "
			    "after bonuses median %.3f, p95 %.3f, max %.3f\n",
			    name, p + 1, 100.0 * (double)t->again / SEEDS,
			    t->nspread ? v[(t->nspread - 1) / 2] : 0,
			    t->nspread ? v[(t->nspread * 95 + 99) / 100 - 1] :
			    0, t->nspread ? v[t->nspread - 1] : 0);
			if (t->again > w.tally[sc * 8 + worst].again)
				worst = p;
		}
		again = w.tally[sc * 8 + worst].again;
		printf("%s %zu - %s: fewer than 5%% of boards need a second "
		    "attempt at any player count (at most %.1f%%, %zu "
		    "players)\n", again * 20 >= SEEDS ? "not ok" : "ok", ++tap,
		    name, 100.0 * (double)again / SEEDS, worst + 1);
	}
	printf("1..%zu\n", tap);
	free(w.tally);
	rules_fini(&rules);
	diag_fini(&d);
	return 0;
}
