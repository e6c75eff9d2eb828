/* check.c: the checks of a transport board. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "core/mem.h"
#include "transport/label.h"
#include "transport/map.h"
#include "transport/net.h"
#include "transport/part.h"
#include "transport/rules.h"
#include "transport/seats.h"

static const char *
city_name(const struct board *b, size_t i)
{
	return transport_part(b)->city[i].name[0]
		   ? transport_part(b)->city[i].name
		   : "(unnamed)";
}

static int
tr_capitals(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	size_t i, k, count;

	for (k = 0; k < b->players; k++) {
		for (i = 0, count = 0; i < transport_part(b)->ncity; i++)
			count +=
			    transport_part(b)->city[i].capital == (int32_t)k;
		if (count != 1) {
			snprintf(detail, n, "seat %zu has %zu capitals, not 1",
			    k + 1, count);
			return 0;
		}
	}
	for (i = 0; i < transport_part(b)->ncity; i++)
		if (transport_part(b)->city[i].capital >= (int32_t)b->players) {
			snprintf(detail, n, "c%zu (%s) is the capital of seat "
			    "%d of %u", i, city_name(b, i),
			    transport_part(b)->city[i].capital + 1, b->players);
			return 0;
		}
	return 1;
}

static int
tr_routes(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct rules_transport *t = transport_rules(r);
	size_t need = transport_min_routes(b, r), have, k;

	for (k = 0; k < t->nroute; k++) {
		have = transnet_route_count(b, (int32_t)k);
		if (transport_scenario_has(b, r, (int32_t)k) && have < need) {
			snprintf(detail, n, "%zu %s routes, %zu needed", have,
			    t->route[k].name, need);
			return 0;
		}
		if (!transport_scenario_has(b, r, (int32_t)k) && have) {
			snprintf(detail, n, "%zu %s routes, which the scenario "
			    "does not have", have, t->route[k].name);
			return 0;
		}
	}
	return 1;
}

static int
tr_goods(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct rules_transport *t = transport_rules(r);
	size_t *count = mem_calloc(t->ngood ? t->ngood : 1, sizeof(*count));
	size_t i, k, j;
	int ok = 1;

	for (i = 0; i < transport_part(b)->ncity && ok; i++) {
		const struct board_city *c = &transport_part(b)->city[i];

		if (c->nwant > t->max_wants) {
			snprintf(detail, n, "c%zu (%s) wants %u goods, more "
			    "than %d", i, city_name(b, i), c->nwant,
			    t->max_wants);
			ok = 0;
		}
		for (k = 0; k < c->nwant && ok; k++) {
			const struct rules_good *g = &t->good[c->want[k].good];

			count[c->want[k].good]++;
			for (j = 0; j < k; j++)
				if (c->want[j].good == c->want[k].good) {
					snprintf(detail, n, "c%zu (%s) wants "
					    "%s twice", i, city_name(b, i),
					    g->name);
					ok = 0;
				}
			if (ok && (c->want[k].value < g->points_min ||
			    c->want[k].value > g->points_max)) {
				snprintf(detail, n, "c%zu (%s) pays %d for %s, "
				    "outside %d-%d", i, city_name(b, i),
				    c->want[k].value, g->name, g->points_min,
				    g->points_max);
				ok = 0;
			}
		}
	}
	for (k = 0; k < t->ngood && ok; k++) {
		if (transcontent_eligible(b, r, k) &&
		    count[k] < (size_t)t->min_copies) {
			snprintf(detail, n, "%s is wanted %zu times, fewer "
			    "than %d", t->good[k].name, count[k],
			    t->min_copies);
			ok = 0;
		} else if (!transcontent_eligible(b, r, k) && count[k]) {
			snprintf(detail, n, "%s is wanted, but the scenario "
			    "does not offer it", t->good[k].name);
			ok = 0;
		}
	}
	free(count);
	return ok;
}

/* scenario_flies: do planes fly in b's scenario? */
static int
scenario_flies(const struct board *b, const struct rules *r)
{
	if (transport_part(b)->scenario < 0 ||
	    (size_t)transport_part(b)->scenario >=
		transport_rules(r)->nscenario)
		return 1;
	return transport_rules(r)
	    ->scenario[transport_part(b)->scenario]
	    .airports;
}

static int
tr_airports(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	uint32_t *group = mem_alloc(
	    (transport_part(b)->ncity ? transport_part(b)->ncity : 1) *
	    sizeof(*group));
	size_t ng = transnet_groups(b, group), g, i, have = 0, want;
	int ok = 1;

	for (i = 0; i < transport_part(b)->ncity; i++)
		have += transport_part(b)->city[i].airport;
	want =
	    (size_t)transport_rules(r)->min_airports < transport_part(b)->ncity
		? (size_t)transport_rules(r)->min_airports
		: transport_part(b)->ncity;
	if (!scenario_flies(b, r)) {
		if (have) {
			snprintf(detail, n, "%zu airports, but no planes fly "
			    "in this scenario", have);
			ok = 0;
		}
	} else if (have < want) {
		snprintf(detail, n, "%zu airports, fewer than %zu", have, want);
		ok = 0;
	}
	for (g = 0; g < ng && ok && scenario_flies(b, r); g++) {
		size_t first = transport_part(b)->ncity, air = 0;

		for (i = 0; i < transport_part(b)->ncity; i++)
			if (group[i] == g) {
				if (first == transport_part(b)->ncity)
					first = i;
				air += transport_part(b)->city[i].airport;
			}
		if (!air) {
			snprintf(detail, n, "the connection group of c%zu (%s) "
			    "has no airport", first, city_name(b, first));
			ok = 0;
		}
	}
	free(group);
	return ok;
}

static int
tr_route_cells(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	size_t i;

	for (i = 0; i < transport_part(b)->nroute; i++)
		if (transnet_route_fault(b, r, i, detail, n))
			return 0;
	return 1;
}

static int
tr_boxes(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	uint32_t cell = 0;
	int32_t type = 0;
	size_t k = transnet_boxes(b, &cell, &type);

	if (k)
		snprintf(detail, n, "%zu ugly boxes: 2x2 %s cells at %u,%u%s",
		    k, transport_rules(r)->route[type].name,
		    cell % (uint32_t)b->cols, cell / (uint32_t)b->cols,
		    k > 1 ? " and more" : "");
	return k == 0;
}

static int
tr_reachable(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	uint32_t *group = mem_alloc(
	    (transport_part(b)->ncity ? transport_part(b)->ncity : 1) *
	    sizeof(*group));
	size_t ng = transnet_groups(b, group), i, k;
	int ok = 1;

	/* Without routes a city is easy to miss: each needs one. */
	for (i = 0; i < transport_part(b)->ncity && ok; i++) {
		for (k = 0; k < transport_part(b)->nroute; k++)
			if (transport_part(b)->route[k].from == i ||
			    transport_part(b)->route[k].to == i)
				break;
		if (k == transport_part(b)->nroute) {
			snprintf(detail, n, "c%zu (%s) has no route", i,
			    city_name(b, i));
			ok = 0;
		}
	}
	/* Groups are joined by air, so each needs an airport (if several). */
	for (i = 0; i < transport_part(b)->ncity && ok && ng > 1; i++) {
		int air = 0;

		for (k = 0; k < transport_part(b)->ncity; k++)
			if (group[k] == group[i])
				air |= transport_part(b)->city[k].airport;
		if (!air) {
			snprintf(detail, n, "c%zu (%s) cannot be reached: its "
			    "group of routes has no airport", i,
			    city_name(b, i));
			ok = 0;
		}
	}
	free(group);
	return ok;
}

static int
tr_cities(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct rules_transport *t = transport_rules(r);
	int p = b->players < 1 ? 1 : b->players > 8 ? 8 : (int)b->players;
	int border = t->border[p], ex = t->exclusion[p], c, row;
	size_t i, k;
	char ch;

	for (i = 0; i < transport_part(b)->ncity; i++) {
		c = transport_part(b)->city[i].col;
		row = transport_part(b)->city[i].row;
		ch = board_cell(b, c, row);
		if (c < border || row < border || c >= b->cols - border ||
		    row >= b->rows - border) {
			snprintf(detail, n, "c%zu (%s) is within %d cells of "
			    "the paper edge", i, city_name(b, i), border);
			return 0;
		}
		if (ch == TRANSPORT_MOUNTAIN ||
		    (transport_part(b)->tree &&
			transport_part(b)->tree[transport_cell(b, c, row)] !=
			    BOARD_NONE)) {
			snprintf(detail, n, "c%zu (%s) stands on a mountain or "
			    "in a forest", i, city_name(b, i));
			return 0;
		}
		if (transport_under_legend(b, r, c, row, b->cell)) {
			snprintf(detail, n, "c%zu (%s) is under the legend", i,
			    city_name(b, i));
			return 0;
		}
		for (k = 0; k < i; k++)
			if (abs(transport_part(b)->city[k].col - c) <= ex &&
			    abs(transport_part(b)->city[k].row - row) <= ex) {
				snprintf(detail, n, "c%zu (%s) and c%zu (%s) "
				    "are within %d cells", k, city_name(b, k),
				    i, city_name(b, i), ex);
				return 0;
			}
	}
	return 1;
}

static const char *const mark_name[] = { "marker", "name", "goods",
	"plane", "bonus" };

/* What a mark covers, as clarity.labels says it (translabel_hit's order). */
static const char *const hit_name[] = { "", "reaches into the safe margin",
	"is on the legend", "covers a route", "covers a transit",
	"covers a forest's tree" };

/*
 * labels_clear: each city's marks (of l) on the paper, off the legend,
 * and, but for the marker (which stands on its routes' first cell), off
 * every route cell's centre, route's step into a city, transit and
 * tree's middle (translabel_hit).
 */
static int
labels_clear(const struct translabel_env *e, const struct translabel *l,
    char *detail, size_t n)
{
	const struct board *b = e->b;
	size_t i, u;
	int k, c = 0, r = 0;

	for (i = 0; i < transport_part(b)->ncity; i++)
		for (u = 0; u < l[i].nbox; u++) {
			k = translabel_hit(e, &l[i].box[u], &c, &r);
			if (!k || (l[i].what[u] == TRANSLABEL_MARKER &&
			    k != TRANSLABEL_OFF && k != TRANSLABEL_ON_LEGEND))
				continue;
			snprintf(detail, n, "the %s of c%zu (%s) %s",
			    mark_name[l[i].what[u]], i, city_name(b, i),
			    hit_name[k]);
			if (k > TRANSLABEL_ON_LEGEND)
				snprintf(detail + strlen(detail), n -
				    strlen(detail), " at %d,%d", c, r);
			return 0;
		}
	return 1;
}

/*
 * apart: are mark u of city a and mark v of city b apart? A marker is
 * judged with its outline against the other's text, plane or bonus
 * (translabel_ink: a patch over it would hide it), two markers by their
 * boxes (where the cities stand is the structure's).
 */
static int
apart(const struct translabel *a, size_t u, const struct translabel *b,
    size_t v)
{
	struct translabel_box p, q;

	if (a->what[u] == TRANSLABEL_MARKER && b->what[v] == TRANSLABEL_MARKER)
		return !translabel_overlap(&a->box[u], &b->box[v]);
	translabel_ink(a, u, &p);
	translabel_ink(b, v, &q);
	return !translabel_overlap(&p, &q);
}

/* labels_apart: no mark of one city of l on another's. */
static int
labels_apart(const struct board *b, const struct translabel *l,
    char *detail, size_t n)
{
	size_t i, k, u, v;

	for (i = 0; i < transport_part(b)->ncity; i++)
		for (k = i + 1; k < transport_part(b)->ncity; k++)
			for (u = 0; u < l[i].nbox; u++)
				for (v = 0; v < l[k].nbox; v++) {
					if (apart(&l[i], u, &l[k], v))
						continue;
					snprintf(detail, n, "the %s of c%zu "
					    "(%s) is on the %s of c%zu (%s)",
					    mark_name[l[i].what[u]], i,
					    city_name(b, i),
					    mark_name[l[k].what[v]], k,
					    city_name(b, k));
					return 0;
				}
	return 1;
}

/*
 * tr_labels: the city marks as the drawing places them (translabel_map)
 * clear of each other, the legend, the paper's edge and the routes where
 * they must be seen (translabel_hit).
 */
static int
tr_labels(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct translabel_env *e;
	const struct transport_plan *p = transport_plan_kept(b, r, &e);

	/* The plan the drawing takes, kept on the board (plankept.c). */
	return labels_clear(e, p->l, detail, n) &&
	    labels_apart(b, p->l, detail, n);
}

static int
tr_names(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	size_t i, k;

	for (i = 0; i < transport_part(b)->ncity; i++) {
		if (!transport_part(b)->city[i].name[0]) {
			snprintf(detail, n, "c%zu has no name", i);
			return 0;
		}
		for (k = 0; k < i; k++)
			if (strcmp(transport_part(b)->city[k].name,
				transport_part(b)->city[i].name) == 0) {
				snprintf(detail, n,
				    "c%zu and c%zu are both "
				    "called %s",
				    k, i, transport_part(b)->city[i].name);
				return 0;
			}
	}
	return 1;
}

/* differ: are cells v and w both forest, of two tree types? */
static int
differ(const struct board *b, uint32_t v, uint32_t w)
{
	return transport_part(b)->tree[v] != BOARD_NONE &&
	       transport_part(b)->tree[w] != BOARD_NONE &&
	       transport_part(b)->tree[v] != transport_part(b)->tree[w];
}

static int
tr_forests(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	int c, row;
	uint32_t v;
	char ch;

	if (!transport_part(b)->tree)
		return 1;
	for (row = 0; row < b->rows; row++)
		for (c = 0; c < b->cols; c++) {
			v = transport_cell(b, c, row);
			if (transport_part(b)->tree[v] == BOARD_NONE)
				continue;
			ch = b->terrain[v];
			if (ch != TRANSPORT_LAND && ch != TRANSPORT_HIGH) {
				snprintf(detail, n, "forest off the land at "
				    "%d,%d", c, row);
				return 0;
			}
			/* One forest, one tree type: neighbours agree. */
			if (differ(b, v, c + 1 < b->cols ? v + 1 : v) ||
			    differ(b, v, row + 1 < b->rows ?
			    v + (uint32_t)b->cols : v)) {
				snprintf(detail, n, "one forest has two tree "
				    "types (at %d,%d)", c, row);
				return 0;
			}
		}
	return 1;
}

/*
 * tr_legend: no forest cell within TRANSPORT_LEGEND_CLEAR of the legend's
 * box, so none of its tree reaches over the box's edge (the forest gives
 * way around the legend when it is made).
 */
static int
tr_legend(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	int c, row;

	if (!transport_part(b)->tree)
		return 1;
	for (row = 0; row < b->rows; row++)
		for (c = 0; c < b->cols; c++) {
			if (transport_part(b)->tree[transport_cell(b, c,
			    row)] == BOARD_NONE || !transport_under_legend(b, r,
			    c, row, TRANSPORT_LEGEND_CLEAR))
				continue;
			snprintf(detail, n, "a forest's tree at %d,%d reaches "
			    "the legend's box", c, row);
			return 0;
		}
	return 1;
}

double
transport_level(const struct rules *r, double score, int bonus)
{
	return score + transport_rules(r)->divisor * bonus;
}

/*
 * transport_seats: each seat's capital score and bonus, and its level (the
 * score with the bonus counted at divisor points a bonus step), into the
 * board's record before the checks run. A seat without a capital has no
 * score: it is left out (completeness.capitals says why), as the dungeon
 * leaves out a start that is not there.
 */
static void
transport_seats(struct board *b, const struct rules *r)
{
	struct board_seat *seat = mem_alloc((b->players ? b->players : 1) *
	    sizeof(*seat));
	size_t k;

	transcontent_seats(b, r, seat, NULL);
	b->val.nseat = 0;
	for (k = 0; k < b->players; k++) {
		if (seat[k].at == UINT32_MAX)
			continue;
		seat[k].level = transport_level(r, seat[k].score,
		    seat[k].bonus);
		*VEC_PUSH(b->val.seat, b->val.nseat, b->val.capseat) = seat[k];
	}
	free(seat);
}

static int
tr_fairness(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct rules_transport *t = transport_rules(r);
	size_t k, lo = 0, hi = 0;
	int need;

	if (b->val.nseat == 0)
		return 1;
	for (k = 0; k < b->val.nseat; k++) {
		if (b->val.seat[k].score < b->val.seat[lo].score)
			lo = k;
		if (b->val.seat[k].score > b->val.seat[hi].score)
			hi = k;
	}
	/* The bonus the weakest seat would need, before the cap. */
	need = (int)floor((b->val.seat[hi].score - b->val.seat[lo].score) /
	    t->divisor);
	if (need > t->bonus_cap) {
		const struct board_seat *h = &b->val.seat[hi],
		    *l = &b->val.seat[lo];

		snprintf(detail, n, "capitals too unequal to level: %s scores "
		    "%.1f, %s %.1f (a bonus of %d, more than %d)",
		    h->at != UINT32_MAX ? city_name(b, h->at) : "?", h->score,
		    l->at != UINT32_MAX ? city_name(b, l->at) : "?", l->score,
		    need, t->bonus_cap);
		return 0;
	}
	/* What the bonuses leave: levels within fair_spread of the best. */
	if (check_spread(b) > t->fair_spread + 1e-9) {
		const struct board_seat *h = &b->val.seat[hi],
		    *l = &b->val.seat[lo];

		snprintf(detail, n, "capitals unequal after bonuses: %s "
		    "scores %.1f, %s %.1f + %d x %g, a spread of %.3f, more "
		    "than %g", h->at != UINT32_MAX ? city_name(b, h->at) : "?",
		    h->score, l->at != UINT32_MAX ? city_name(b, l->at) : "?",
		    l->score, l->bonus, t->divisor, check_spread(b),
		    t->fair_spread);
		return 0;
	}
	return 1;
}

static const struct check check_transport[] = {
	{ "completeness.capitals", CHECK_COMPLETENESS,
	    tr_capitals, "one capital per seat" },
	{ "completeness.routes", CHECK_COMPLETENESS,
	    tr_routes, "each route type of the scenario at least min_routes "
	    "times, and no other type" },
	{ "completeness.goods", CHECK_COMPLETENESS,
	    tr_goods, "each offered good at least min_copies times, none "
	    "other, none twice on a city, at most max_wants a city, values in "
	    "range" },
	{ "completeness.airports", CHECK_COMPLETENESS,
	    tr_airports, "an airport in every connection group, at least "
	    "min_airports (none when no planes fly)" },
	{ "clarity.routes", CHECK_CLARITY, tr_route_cells,
	    "every route runs cell by cell from city to city, through no "
	    "other city and no forest, boats on water, the rest on land" },
	{ "clarity.boxes", CHECK_CLARITY, tr_boxes,
	    "no 2x2 block of one route type (ugly box)" },
	{ "clarity.reachable", CHECK_CLARITY, tr_reachable,
	    "every city has a route, and every city can be reached by route "
	    "or air" },
	{ "clarity.cities", CHECK_CLARITY, tr_cities,
	    "cities keep the border, stay out of each other's exclusion "
	    "squares and the legend, on no mountain or forest" },
	{ "clarity.labels", CHECK_CLARITY, tr_labels,
	    "each city's name, goods, plane and bonus where the drawing "
	    "puts them (beside it, on the side where they cover least): "
	    "none on another city's marks, on the legend or in the safe margin, "
	    "nor over a route cell's centre, a route's last step into a "
	    "city, a transit or the middle of a tree" },
	{ "clarity.names", CHECK_CLARITY, tr_names,
	    "every city named, no two alike" },
	{ "clarity.forests", CHECK_CLARITY, tr_forests,
	    "forests on land, one tree type per connected forest" },
	{ "clarity.legend", CHECK_CLARITY, tr_legend,
	    "no forest's tree on the legend's box or within 0.5 mm of it "
	    "(the box as tall as its lines)" },
	{ "fairness.capitals", CHECK_FAIRNESS, tr_fairness,
	    "the seats' capital scores and bonuses; the spread is no more "
	    "than the bonus cap can level, and after bonuses at most "
	    "fair_spread of the best" },
	{ NULL, 0, NULL, NULL }
};

const struct check_kind check_kind_transport = {
	.table = check_transport,
	.seats = transport_seats,
};
