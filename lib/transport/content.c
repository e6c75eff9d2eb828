/* content.c: capitals, names, goods and airports of a transport map. */
#include "transport/content.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/rng.h"
#include "transport/map.h"
#include "transport/net.h"
#include "transport/part.h"
#include "transport/pins.h"
#include "transport/rules.h"
#include "transport/seats.h"

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
 * pin_goods: the rules' pins (board/pins.h) dealt first: each pinned
 * city (the one nearest a pin's place, marked in pinned) wants the pin's
 * goods, in its order, at values drawn from rng in each good's range, and
 * takes no other; copies[g] counts the pinned copies of good g. Returns
 * how many goods the pins dealt. transport_content has checked that the
 * pins fall on distinct cities and name goods the scenario offers.
 */
static size_t
pin_goods(struct board *b, const struct rules *r, struct rng *rng,
    uint8_t *pinned, size_t *copies)
{
	const struct rules_transport *t = transport_rules(r);
	const struct pins *p = r->pins;
	struct board_city *c;
	size_t k, ci, n = 0;
	int j;

	for (k = 0; p && k < p->n; k++) {
		if ((ci = transport_pins_city(b, &p->v[k])) == SIZE_MAX)
			continue;
		c = &transport_part(b)->city[ci];
		pinned[ci] = 1;
		for (j = 0; j < p->v[k].nval && c->nwant < BOARD_WANTS; j++) {
			const struct rules_good *g = &t->good[p->v[k].val[j]];

			c->want[c->nwant].good = p->v[k].val[j];
			c->want[c->nwant].value = rng_int(rng, g->points_min,
			    g->points_max);
			c->nwant++;
			copies[p->v[k].val[j]]++;
			n++;
		}
	}
	return n;
}

/*
 * pins_fit: can b keep every pin of r? 0, or -1 with the first that
 * cannot named (DIAG_INVALID, "completeness.pins"): two pins on one city, or a
 * good b's scenario does not offer.
 */
static int
pins_fit(const struct board *b, const struct rules *r, struct diag *d)
{
	const struct pins *p = r->pins;
	char pin[PINS_LINE + 64];
	size_t k, j, c;
	int v;

	for (k = 0; p && k < p->n; k++) {
		c = transport_pins_city(b, &p->v[k]);
		for (j = 0; j < k; j++)
			if (transport_pins_city(b, &p->v[j]) == c)
				break;
		if (j < k) {
			diag_add(d, DIAG_INVALID, NULL, 0, b->id,
			    "completeness.pins", "attempt %u: pin %s: c%zu is "
			    "pinned already, by line %u", b->attempt,
			    pins_describe(p, k, pin, sizeof(pin)), c,
			    p->v[j].line);
			return -1;
		}
		for (v = 0; v < p->v[k].nval; v++)
			if (!transcontent_eligible(b, r,
			    (size_t)p->v[k].val[v])) {
				diag_add(d, DIAG_INVALID, NULL, 0, b->id,
				    "completeness.pins", "attempt %u: pin %s: "
				    "the board's scenario has no %s",
				    b->attempt, pins_describe(p, k, pin,
				    sizeof(pin)), transport_rules(r)->good[
				    p->v[k].val[v]].name);
				return -1;
			}
	}
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
	const struct rules_transport *t = transport_rules(r);
	size_t nc = transport_part(b)->ncity, ng = t->ngood, i, k, n = 0,
	       mandatory, target;
	int32_t *item;
	uint32_t *order, pos = 0;
	uint8_t *pinned;
	size_t *copies, npinned;
	double *w;
	int maxw = t->max_wants < BOARD_WANTS ? t->max_wants : BOARD_WANTS;

	for (i = 0; i < nc; i++)
		transport_part(b)->city[i].nwant = 0;
	if (nc == 0 || ng == 0)
		return;
	w = mem_calloc(ng, sizeof(*w));
	pinned = mem_calloc(nc, 1);
	copies = mem_calloc(ng, sizeof(*copies));
	npinned = pin_goods(b, r, rng, pinned, copies);
	for (i = 0; i < ng; i++)
		if (transcontent_eligible(b, r, i))
			w[i] = t->good[i].prob;
	target = (size_t)floor(t->goods_per_city * (double)nc);
	if (target > (size_t)maxw * nc)
		target = (size_t)maxw * nc;
	target = target > npinned ? target - npinned : 0;
	item = mem_alloc((target + (size_t)t->min_copies * ng + 1) *
	    sizeof(*item));
	/* A pinned copy counts as one of a good's min_copies. */
	for (i = 0; i < ng; i++)
		if (transcontent_eligible(b, r, i))
			for (k = copies[i]; k < (size_t)t->min_copies; k++)
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
			struct board_city *c =
			    &transport_part(b)->city[order[(pos + k) % nc]];

			if (c->nwant >= maxw || has_good(c, item[i]) ||
			    pinned[order[(pos + k) % nc]])
				continue;
			c->want[c->nwant].good = item[i];
			c->want[c->nwant].value = rng_int(rng, g->points_min,
			    g->points_max);
			c->nwant++;
			pos = (uint32_t)((pos + k + 1) % nc);
			break;
		}
	}
	MEM_FREE(order, item, w, pinned, copies);
}

/* name: every city a prefix of its own and a suffix. */
static int
name(struct board *b, const struct rules *r, struct rng *rng)
{
	const struct rules_transport *t = transport_rules(r);
	size_t np = t->prefixes.n, i;
	uint32_t *perm;

	if (transport_part(b)->ncity > np || t->suffixes.n == 0)
		return -1;
	perm = mem_alloc(np * sizeof(*perm));
	for (i = 0; i < np; i++)
		perm[i] = (uint32_t)i;
	rng_shuffle(rng, perm, np, sizeof(*perm));
	for (i = 0; i < transport_part(b)->ncity; i++)
		snprintf(transport_part(b)->city[i].name,
		    sizeof(transport_part(b)->city[i].name), "%s%s",
		    t->prefixes.v[perm[i]].name,
		    t->suffixes.v[rng_below(rng, (uint32_t)t->suffixes.n)]
			.name);
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
	size_t n = transport_part(b)->ncity, ng, g, i, k, have = 0;
	uint32_t *group = mem_alloc((n ? n : 1) * sizeof(*group));
	uint32_t *pick = mem_alloc((n ? n : 1) * sizeof(*pick));

	ng = transnet_groups(b, group);
	for (g = 0; g < ng; g++) {
		for (i = 0, k = 0; i < n; i++)
			if (group[i] == g)
				pick[k++] = (uint32_t)i;
		transport_part(b)
		    ->city[pick[rng_below(rng, (uint32_t)k)]]
		    .airport = 1;
		have++;
	}
	while (have < (size_t)transport_rules(r)->min_airports && have < n) {
		for (i = 0, k = 0; i < n; i++)
			if (!transport_part(b)->city[i].airport)
				pick[k++] = (uint32_t)i;
		transport_part(b)
		    ->city[pick[rng_below(rng, (uint32_t)k)]]
		    .airport = 1;
		have++;
	}
	free(pick);
	free(group);
}

static int
u32_cmp(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/*
 * The capitals (transcontent_capitals). The bonus is paid in whole steps
 * of divisor points, so what it cannot level is the remainder of each
 * seat's gap: up to divisor - 0.5 points, a large share of a small
 * board's best score. Which cities are capitals decides those remainders,
 * and any city with the routes of a capital may be one. Trying every set
 * would be too slow (8 capitals among 20 cities: 125,970 sets); the first
 * cities and 63 drawn sets find a level set on nearly every board.
 */
#define CAPITAL_TRIES 64
#define CONTENT_ROUNDS 4

/* What a capital set is judged by: its scores, known but for capitals. */
struct judge {
	const struct board *b;
	const struct rules_transport *t;
	double *base;    /* each city's score if no neighbour were a capital */
	uint8_t *is;     /* the set being judged */
	/* city i's routes' other ends, by route: end[first[i] ..
	 * first[i + 1]) (transnet_other_end of each route that has i) */
	uint32_t *end, *first;
};

/* judge_score: city i's score with the capitals of J->is. */
static double
judge_score(const struct judge *J, uint32_t i)
{
	double s = J->base[i];
	uint32_t q;

	for (q = J->first[i]; q < J->first[i + 1]; q++)
		if (J->is[J->end[q]])
			s += J->t->w_capital_route - J->t->w_route;
	return s;
}

/*
 * judge_set: the spread after bonuses of capital set pick[0 .. n - 1]
 * ((best - lowest level) / best, the level being the score plus divisor
 * points a bonus step), and in *gap the bonus steps the set needs.
 */
static double
judge_set(struct judge *J, const uint32_t *pick, size_t n, int *gap)
{
	const struct rules_transport *t = J->t;
	double best = 0, low = 0, s, level;
	double *score = mem_alloc((n ? n : 1) * sizeof(*score));
	size_t k;
	int raw;

	for (k = 0; k < n; k++)
		J->is[pick[k]] = 1;
	for (k = 0; k < n; k++) {
		score[k] = judge_score(J, pick[k]);
		if (k == 0 || score[k] > best)
			best = score[k];
	}
	*gap = 0;
	for (k = 0; k < n; k++) {
		s = score[k];
		raw = (int)floor((best - s) / t->divisor);
		*gap += raw;
		level = s + t->divisor * (raw < t->bonus_cap ? raw :
		    t->bonus_cap);
		if (k == 0 || level < low)
			low = level;
	}
	for (k = 0; k < n; k++)
		J->is[pick[k]] = 0;
	free(score);
	return best > 0 ? (best - low) / best : 0;
}

/*
 * judge_ends: J's lists of each city's routes' other ends, in route order
 * (a route from a city to itself listed once, as transnet_other_end
 * gives it), so judge_score need not look at every route of the board.
 */
static void
judge_ends(struct judge *J, const struct board *b)
{
	const struct transport_part *t = transport_part(b);
	size_t nc = t->ncity, k;
	uint32_t *at = mem_calloc(nc + 1, sizeof(*at));

	J->first = mem_calloc(nc + 1, sizeof(*J->first));
	J->end = mem_alloc((2 * t->nroute + 1) * sizeof(*J->end));
	for (k = 0; k < t->nroute; k++) {
		J->first[t->route[k].from + 1]++;
		if (t->route[k].to != t->route[k].from)
			J->first[t->route[k].to + 1]++;
	}
	for (k = 0; k < nc; k++)
		J->first[k + 1] += J->first[k];
	memcpy(at, J->first, nc * sizeof(*at));
	for (k = 0; k < t->nroute; k++) {
		J->end[at[t->route[k].from]++] = t->route[k].to;
		if (t->route[k].to != t->route[k].from)
			J->end[at[t->route[k].to]++] = t->route[k].from;
	}
	free(at);
}

/*
 * judge_init: J for board b: each city's score as if no neighbour were a
 * capital, and the cities fit to be one (between capital_routes and
 * capital_max_routes routes) into fit (returns how many).
 */
static size_t
judge_init(struct judge *J, const struct board *b,
    const struct rules_transport *t, uint32_t *fit)
{
	size_t nc = transport_part(b)->ncity, nfit = 0, i, k;
	uint32_t *group = mem_alloc(nc * sizeof(*group));
	size_t *size = mem_calloc(nc, sizeof(*size));
	uint32_t *deg = mem_calloc(nc, sizeof(*deg));

	J->b = b;
	J->t = t;
	J->base = mem_alloc(nc * sizeof(*J->base));
	J->is = mem_calloc(nc, 1);
	transnet_groups(b, group);
	for (i = 0; i < nc; i++)
		size[group[i]]++;
	for (k = 0; k < transport_part(b)->nroute; k++) {
		deg[transport_part(b)->route[k].from]++;
		deg[transport_part(b)->route[k].to]++;
	}
	judge_ends(J, b);
	for (i = 0; i < nc; i++) {
		const struct board_city *c = &transport_part(b)->city[i];

		J->base[i] = (c->airport ? t->w_airport : 0) + t->w_route *
		    deg[i] + t->w_group * (double)size[group[i]];
		for (k = 0; k < c->nwant; k++)
			J->base[i] += t->w_good * c->want[k].value;
		if (deg[i] >= (uint32_t)t->capital_routes &&
		    deg[i] <= (uint32_t)t->capital_max_routes)
			fit[nfit++] = (uint32_t)i;
	}
	MEM_FREE(group, size, deg);
	return nfit;
}

/* draw_set: n of the nfit fit cities, the head of a partial shuffle. */
static void
draw_set(uint32_t *fit, size_t nfit, size_t n, struct rng *rng,
    uint32_t *pick)
{
	uint32_t tmp;
	size_t i, k;

	for (k = 0; k < n; k++) {
		i = k + rng_below(rng, (uint32_t)(nfit - k));
		tmp = fit[k];
		fit[k] = fit[i];
		fit[i] = tmp;
	}
	memcpy(pick, fit, n * sizeof(*pick));
}

double
transcontent_capitals(struct board *b, const struct rules *r, uint64_t round)
{
	const struct rules_transport *t = transport_rules(r);
	size_t n = b->players, nc = transport_part(b)->ncity, nfit, k, try;
	uint32_t *fit = mem_alloc(nc * sizeof(*fit));
	uint32_t *pick = mem_alloc(n * sizeof(*pick));
	uint32_t *keep = mem_alloc(n * sizeof(*keep));
	struct judge J;
	struct rng rng;
	double spread, best = 0;
	int gap, bestgap = 0;

	nfit = judge_init(&J, b, t, fit);
	for (k = 0; k < n; k++)
		keep[k] = (uint32_t)k;
	rng_stream(&rng, b->seed, b->attempt, "transport.capitals", round);
	for (try = 0; try < CAPITAL_TRIES && (try == 0 || nfit > n); try++) {
		if (try == 0)
			memcpy(pick, keep, n * sizeof(*pick));
		else
			draw_set(fit, nfit, n, &rng, pick);
		spread = judge_set(&J, pick, n, &gap);
		if (try == 0 || spread < best || (spread == best &&
		    gap < bestgap)) {
			best = spread;
			bestgap = gap;
			memcpy(keep, pick, n * sizeof(*keep));
		}
	}
	/*
	 * The seats get the capitals by a draw of their own stream, never
	 * by the cities' order: cities are made (and numbered) from the
	 * map's best sites on, so seat k given the k-th capital by index
	 * made the low seats the best placed (1,000 maps, 4 players: seat
	 * 1's capital the best scored on 444, seat 4's on 288). Sorted
	 * first, so the draw depends on the set alone.
	 */
	qsort(keep, n, sizeof(*keep), u32_cmp);
	rng_stream(&rng, b->seed, b->attempt, "transport.seats", round);
	for (k = n; k > 1; k--) {
		size_t i = rng_below(&rng, (uint32_t)k);
		uint32_t tmp = keep[k - 1];

		keep[k - 1] = keep[i];
		keep[i] = tmp;
	}
	for (k = 0; k < n; k++)
		transport_part(b)->city[keep[k]].capital = (int32_t)k;
	MEM_FREE(J.base, J.is, J.end, J.first, fit, pick, keep);
	return best;
}

/*
 * content: goods, airports and capitals of b from the stream index round
 * of each; returns the capitals' spread after bonuses.
 */
static double
content(struct board *b, const struct rules *r, uint64_t round)
{
	const struct rules_scenario *s =
	    transport_part(b)->scenario >= 0 &&
		    (size_t)transport_part(b)->scenario <
			transport_rules(r)->nscenario
		? &transport_rules(r)->scenario[transport_part(b)->scenario]
		: NULL;
	struct rng rng;
	size_t i;

	for (i = 0; i < transport_part(b)->ncity; i++) {
		transport_part(b)->city[i].airport = 0;
		transport_part(b)->city[i].capital = BOARD_NONE;
	}
	rng_stream(&rng, b->seed, b->attempt, "transport.goods", round);
	transcontent_deal(b, r, &rng);
	if (!s || s->airports) {
		rng_stream(&rng, b->seed, b->attempt, "transport.airports",
		    round);
		airports(b, r, &rng);
	}
	return transcontent_capitals(b, r, round);
}

int
transport_content(struct board *b, const struct rules *r, struct diag *d)
{
	double spread, best = 0;
	uint64_t round, keep = 0;
	struct rng rng;

	board_clear_content(b);
	if (transport_part(b)->ncity < b->players) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id,
		    "completeness.capitals", "%zu cities for %u players",
		    transport_part(b)->ncity, b->players);
		return -1;
	}
	if (pins_fit(b, r, d) < 0)
		return -1;
	rng_stream(&rng, b->seed, b->attempt, "transport.names", 0);
	if (name(b, r, &rng) < 0) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, "clarity.names",
		    "%zu cities, but only %zu name prefixes",
		    transport_part(b)->ncity, transport_rules(r)->prefixes.n);
		return -1;
	}
	/*
	 * The fairness repair: content whose best capitals still spread more
	 * than fair_spread is dealt again from the next stream index, and
	 * the round with the smallest spread is kept (made again, the same).
	 */
	for (round = 0; round < CONTENT_ROUNDS; round++) {
		spread = content(b, r, round);
		if (round == 0 || spread < best) {
			best = spread;
			keep = round;
		}
		if (spread <= transport_rules(r)->fair_spread)
			return 0;
	}
	if (keep != round - 1)
		content(b, r, keep);
	return 0;
}
