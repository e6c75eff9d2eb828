/*
 * seats.c: what a transport board offers its seats, as the content's
 * fairness repair and validate's seat levels both judge it: the goods in
 * play and the devlog's capital scores and bonuses.
 */
#include "transport/seats.h"

#include <math.h>
#include <stdlib.h>

#include "core/mem.h"
#include "transport/net.h"
#include "transport/part.h"
#include "transport/rules.h"

int
transcontent_eligible(const struct board *b, const struct rules *r, size_t g)
{
	int32_t s = transport_part(b)->scenario;

	/* A board without a scenario offers the first scenario's goods. */
	if (s < 0)
		s = 0;
	return transport_rules(r)->good[g].from.index <= s;
}

size_t
transcontent_seats(const struct board *b, const struct rules *r,
    struct board_seat *seat, int *spread)
{
	const struct rules_transport *t = transport_rules(r);
	size_t n = b->players, ncity = transport_part(b)->ncity, i, k, *size;
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
		const struct board_city *c = &transport_part(b)->city[i];
		double s = 0;

		/* Seat 0 is a seat like the others (the devlog lost it). */
		if (c->capital < 0 || (size_t)c->capital >= n)
			continue;
		if (c->airport)
			s += t->w_airport;
		for (k = 0; k < c->nwant; k++)
			s += t->w_good * c->want[k].value;
		for (k = 0; k < transport_part(b)->nroute; k++) {
			uint32_t o = transnet_other_end(b, k, (uint32_t)i);

			if (o != UINT32_MAX)
				s += transport_part(b)->city[o].capital >= 0 ?
				    t->w_capital_route : t->w_route;
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
