/* transcontent.c: capitals, names, goods and airports of a transport map. */
#include "transcontent.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mem.h"
#include "rng.h"
#include "transnet.h"
#include "transport.h"

int
transcontent_eligible(const struct board *b, const struct rules *r, size_t g)
{
	int32_t s = b->scenario;

	/* A board without a scenario offers the first scenario's goods. */
	if (s < 0)
		s = 0;
	return r->transport.good[g].from.index <= s;
}

/* has_good: does city c already want good g? */
static int
has_good(const struct board_city *c, int32_t g)
{
	size_t k;

	for (k = 0; k < c->nwant; k++)
		if (c->want[k].good == g)
			return 1;
	return 0;
}

/*
 * The dealing provably ends, and places every mandatory copy: each item
 * tries each city at most once, so the loop runs at most items x cities
 * steps. The mandatory copies come first. When copy k (from 0) is dealt,
 * k wants are placed, so at most floor(k / max_wants) cities are full and
 * at most min_copies - 1 cities hold this good already; the rules loader
 * checks min_copies x goods <= max_wants x (cities - min_copies + 1),
 * which leaves a city that takes it. Drawn extras that find no room are
 * dropped.
 */
void
transcontent_deal(struct board *b, const struct rules *r, struct rng *rng)
{
	const struct rules_transport *t = &r->transport;
	size_t nc = b->ncity, ng = t->ngood, i, k, n = 0, mandatory, target;
	int32_t *item;
	uint32_t *order, pos = 0;
	double *w;
	int maxw = t->max_wants < BOARD_WANTS ? t->max_wants : BOARD_WANTS;

	for (i = 0; i < nc; i++)
		b->city[i].nwant = 0;
	if (nc == 0 || ng == 0)
		return;
	w = mem_calloc(ng, sizeof(*w));
	for (i = 0; i < ng; i++)
		if (transcontent_eligible(b, r, i))
			w[i] = t->good[i].prob;
	target = (size_t)floor(t->goods_per_city * (double)nc);
	if (target > (size_t)maxw * nc)
		target = (size_t)maxw * nc;
	item = mem_alloc((target + (size_t)t->min_copies * ng + 1) *
	    sizeof(*item));
	for (i = 0; i < ng; i++)
		if (transcontent_eligible(b, r, i))
			for (k = 0; k < (size_t)t->min_copies; k++)
				item[n++] = (int32_t)i;
	mandatory = n;
	rng_shuffle(rng, item, mandatory, sizeof(*item));
	while (n < target) {
		k = rng_weighted(rng, w, ng);
		if (k >= ng)
			break;
		item[n++] = (int32_t)k;
	}
	order = mem_alloc(nc * sizeof(*order));
	for (i = 0; i < nc; i++)
		order[i] = (uint32_t)i;
	/* A shuffled round, so capitals (the first cities) get no more. */
	rng_shuffle(rng, order, nc, sizeof(*order));
	for (i = 0; i < n; i++) {
		const struct rules_good *g = &t->good[item[i]];

		for (k = 0; k < nc; k++) {
			struct board_city *c = &b->city[order[(pos + k) % nc]];

			if (c->nwant >= maxw || has_good(c, item[i]))
				continue;
			c->want[c->nwant].good = item[i];
			c->want[c->nwant].value = rng_int(rng, g->points_min,
			    g->points_max);
			c->nwant++;
			pos = (uint32_t)((pos + k + 1) % nc);
			break;
		}
	}
	free(order);
	free(item);
	free(w);
}

/* name: every city a prefix of its own and a suffix. */
static int
name(struct board *b, const struct rules *r, struct rng *rng)
{
	const struct rules_transport *t = &r->transport;
	size_t np = t->prefixes.n, i;
	uint32_t *perm;

	if (b->ncity > np || t->suffixes.n == 0)
		return -1;
	perm = mem_alloc(np * sizeof(*perm));
	for (i = 0; i < np; i++)
		perm[i] = (uint32_t)i;
	rng_shuffle(rng, perm, np, sizeof(*perm));
	for (i = 0; i < b->ncity; i++)
		snprintf(b->city[i].name, sizeof(b->city[i].name), "%s%s",
		    t->prefixes.v[perm[i]].name, t->suffixes.v[rng_below(rng,
		    (uint32_t)t->suffixes.n)].name);
	free(perm);
	return 0;
}

/*
 * airports: one in a random city of each connection group, then random
 * others until there are min_airports (the devlog's "at least two").
 */
static void
airports(struct board *b, const struct rules *r, struct rng *rng)
{
	size_t n = b->ncity, ng, g, i, k, have = 0;
	uint32_t *group = mem_alloc((n ? n : 1) * sizeof(*group));
	uint32_t *pick = mem_alloc((n ? n : 1) * sizeof(*pick));

	ng = transnet_groups(b, group);
	for (g = 0; g < ng; g++) {
		for (i = 0, k = 0; i < n; i++)
			if (group[i] == g)
				pick[k++] = (uint32_t)i;
		b->city[pick[rng_below(rng, (uint32_t)k)]].airport = 1;
		have++;
	}
	while (have < (size_t)r->transport.min_airports && have < n) {
		for (i = 0, k = 0; i < n; i++)
			if (!b->city[i].airport)
				pick[k++] = (uint32_t)i;
		b->city[pick[rng_below(rng, (uint32_t)k)]].airport = 1;
		have++;
	}
	free(pick);
	free(group);
}

int
transcontent_generate(struct board *b, const struct rules *r, struct diag *d)
{
	const struct rules_scenario *s = b->scenario >= 0 &&
	    (size_t)b->scenario < r->transport.nscenario ?
	    &r->transport.scenario[b->scenario] : NULL;
	struct rng rng;
	size_t i;

	board_clear_content(b);
	if (b->ncity < b->players) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id,
		    "completeness.capitals", "%zu cities for %u players",
		    b->ncity, b->players);
		return -1;
	}
	/* Seat k's capital is city k: the structure kept these in mind. */
	for (i = 0; i < b->players; i++)
		b->city[i].capital = (int32_t)i;
	rng_stream(&rng, b->seed, b->attempt, "transport.names", 0);
	if (name(b, r, &rng) < 0) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, "clarity.names",
		    "%zu cities, but only %zu name prefixes", b->ncity,
		    r->transport.prefixes.n);
		return -1;
	}
	rng_stream(&rng, b->seed, b->attempt, "transport.goods", 0);
	transcontent_deal(b, r, &rng);
	if (!s || s->airports) {
		rng_stream(&rng, b->seed, b->attempt, "transport.airports", 0);
		airports(b, r, &rng);
	}
	return 0;
}

size_t
transcontent_seats(const struct board *b, const struct rules *r,
    struct board_seat *seat, int *spread)
{
	const struct rules_transport *t = &r->transport;
	size_t n = b->players, ncity = b->ncity, i, k, *size;
	uint32_t *group = mem_alloc((ncity ? ncity : 1) * sizeof(*group));
	double best = 0;
	int worst = 0;

	size = mem_calloc(ncity ? ncity : 1, sizeof(*size));
	transnet_groups(b, group);
	for (i = 0; i < ncity; i++)
		size[group[i]]++;
	for (k = 0; k < n; k++) {
		seat[k].n = (uint32_t)k + 1;
		seat[k].at = UINT32_MAX;
		seat[k].score = 0;
		seat[k].bonus = 0;
	}
	for (i = 0; i < ncity; i++) {
		const struct board_city *c = &b->city[i];
		double s = 0;

		/* Seat 0 is a seat like the others (the devlog lost it). */
		if (c->capital < 0 || (size_t)c->capital >= n)
			continue;
		if (c->airport)
			s += t->w_airport;
		for (k = 0; k < c->nwant; k++)
			s += t->w_good * c->want[k].value;
		for (k = 0; k < b->nroute; k++) {
			uint32_t o;

			if (b->route[k].from == i)
				o = b->route[k].to;
			else if (b->route[k].to == i)
				o = b->route[k].from;
			else
				continue;
			s += b->city[o].capital >= 0 ? t->w_capital_route :
			    t->w_route;
		}
		s += t->w_group * (double)size[group[i]];
		seat[c->capital].at = (uint32_t)i;
		seat[c->capital].score = s;
	}
	for (k = 0; k < n; k++)
		if (seat[k].at != UINT32_MAX && seat[k].score > best)
			best = seat[k].score;
	for (k = 0; k < n; k++) {
		int raw;

		if (seat[k].at == UINT32_MAX)
			continue;
		raw = (int)floor((best - seat[k].score) / t->divisor);
		if (raw > worst)
			worst = raw;
		seat[k].bonus = raw < t->bonus_cap ? raw : t->bonus_cap;
	}
	if (spread)
		*spread = worst;
	free(size);
	free(group);
	return n;
}
