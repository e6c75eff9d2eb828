/* pins.c: what a pins file may keep on a transport map: a city's goods. */
#include "transport/pins.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "core/mem.h"
#include "transport/part.h"
#include "transport/rules.h"
#include "transport/seats.h"

/* value: the good called name. */
static int32_t
value(const struct rules *r, const char *name, const char **why)
{
	const struct rules_transport *t = transport_rules(r);
	size_t g;

	for (g = 0; g < t->ngood; g++)
		if (strcmp(t->good[g].name, name) == 0)
			return (int32_t)g;
	*why = "no good of that name in the rules";
	return -1;
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

size_t
transport_pins_city(const struct board *b, const struct pin *k)
{
	const struct transport_part *tp = transport_part(b);
	size_t n = tp->ncity, i, best;
	double *x = mem_alloc((n + 1) * sizeof(*x));
	double *y = mem_alloc((n + 1) * sizeof(*y));

	for (i = 0; i < n; i++) {
		x[i] = (tp->city[i].col + 0.5) * b->cell;
		y[i] = (tp->city[i].row + 0.5) * b->cell;
	}
	best = pins_nearest(k, x, y, NULL, n);
	MEM_FREE(x, y);
	return best;
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

/* line: "city X Y goods GOOD,…" for the city nearest (x, y), at its
 * cell's centre. */
static int
line(const struct board *b, const struct rules *r, double x, double y,
    char *buf, size_t n)
{
	struct pin at = { .x = x, .y = y };
	size_t c = transport_pins_city(b, &at), k, len;
	const struct board_city *city;

	if (c == SIZE_MAX || transport_part(b)->city[c].nwant == 0)
		return -1;
	city = &transport_part(b)->city[c];
	len = (size_t)snprintf(buf, n, "city %.3f %.3f goods",
	    (city->col + 0.5) * b->cell, (city->row + 0.5) * b->cell);
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

/* region: "city X Y goods …" for every city (with goods) whose cell's
 * centre is in the rectangle. */
static int
region(const struct board *b, const struct rules *r, double x0, double y0,
    double x1, double y1, char *buf, size_t n)
{
	const struct transport_part *tp = transport_part(b);
	const double box[4] = { x0, y0, x1, y1 };
	char one[PINS_LINE];
	size_t c, len = 0;
	double x, y;
	int count = 0, rc;

	for (c = 0; c < tp->ncity; c++) {
		x = (tp->city[c].col + 0.5) * b->cell;
		y = (tp->city[c].row + 0.5) * b->cell;
		if (line(b, r, x, y, one, sizeof(one)) < 0)
			continue;
		if ((rc = pins_region_add(buf, n, &len, one, x, y, box)) < 0)
			return -1;
		count += rc;
	}
	return count;
}

const struct kind_pins transport_pins = { "city", "goods", BOARD_WANTS,
	value, fit, kept, line, board_fit, region };
