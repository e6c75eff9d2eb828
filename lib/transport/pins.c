/* pins.c: what a pins file may keep on a transport map: a city's goods. */
#include "transport/pins.h"

#include <stdint.h>
#include <stdio.h>

#include "board/kind.h"
#include "transport/part.h"
#include "transport/rules.h"
#include "transport/seats.h"

/* value: the good called name. */
static int32_t
value(const struct rules *r, const char *name, const char **why)
{
	int g = rules_find_entry(r, "good", name);

	if (g < 0)
		*why = "no good of that name in the rules";
	return g;
}

/* fit: no pin gives a city more goods than the rules' max_wants. */
static int
fit(const struct rules *r, const struct pins *p, struct diag *d)
{
	int most = transport_rules(r)->max_wants;
	size_t k;

	for (k = 0; k < p->n; k++)
		if (p->v[k].nval > most) {
			diag_add(d, DIAG_FATAL, p->origin, p->v[k].line, NULL,
			    NULL, "%d goods pinned on a city, but the rules' "
			    "max_wants is %d", p->v[k].nval, most);
			return -1;
		}
	return 0;
}

/* things: the map's cities. */
static size_t
things(const struct board *b)
{
	return transport_part(b)->ncity;
}

/* place: the centre of city c's cell; every city may be picked. */
static int
place(const void *ctx, size_t c, double *x, double *y)
{
	const struct board *b = ctx;
	const struct board_city *city = &transport_part(b)->city[c];

	*x = (city->col + 0.5) * b->cell;
	*y = (city->row + 0.5) * b->cell;
	return 1;
}

size_t
transport_pins_city(const struct board *b, const struct pin *k)
{
	return pins_nearest(k, things(b), place, b);
}

/* kept: the city nearest pin k wants its goods, and no others. */
static int
kept(const struct board *b, const struct pins *p, size_t k)
{
	size_t c = transport_pins_city(b, &p->v[k]), i, j;
	const struct board_city *city;

	if (c == SIZE_MAX)
		return 0;
	city = &transport_part(b)->city[c];
	if (city->nwant != p->v[k].nval)
		return 0;
	for (i = 0; i < city->nwant; i++) {
		for (j = 0; j < (size_t)p->v[k].nval; j++)
			if (city->want[i].good == p->v[k].val[j])
				break;
		if (j == (size_t)p->v[k].nval)
			return 0;
	}
	return 1;
}

/* thing: "city X Y goods GOOD,…" for city c, at its cell's centre, when
 * it wants goods. */
static int
thing(const struct board *b, const struct rules *r, size_t c, double *x,
    double *y, char *buf, size_t n)
{
	const struct board_city *city = &transport_part(b)->city[c];
	size_t k, len;

	place(b, c, x, y);
	if (city->nwant == 0)
		return -1;
	len = (size_t)snprintf(buf, n, "city %.3f %.3f goods", *x, *y);
	for (k = 0; k < city->nwant && len < n; k++)
		len += (size_t)snprintf(buf + len, n - len, "%c%s",
		    k ? ',' : ' ',
		    transport_rules(r)->good[city->want[k].good].name);
	return len < n ? 0 : -1;
}

/* board_fit: every pinned good is offered by proto's scenario. */
static int
board_fit(const struct board *proto, const struct rules *r,
    const struct pins *p, size_t k, const char **why)
{
	int v;

	for (v = 0; v < p->v[k].nval; v++)
		if (!transcontent_eligible(proto, r, (size_t)p->v[k].val[v])) {
			*why = "a good the boards' scenario does not offer "
			    "(--scenario)";
			return -1;
		}
	return 0;
}

const struct kind_pins transport_pins = { "city", "goods", BOARD_WANTS,
	value, fit, kept, board_fit, things, place, thing };
