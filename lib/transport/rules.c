/* rules.c: the sections of a transport rules file, and checks. */
#include <stdlib.h>
#include <string.h>

#include "board/rules_int.h"
#include "board/style.h"
#include "board/style_kind.h"
#include "core/mem.h"
#include "transport/rules.h"

#define T(m) offsetof(struct rules_transport, m)

/*
 * The reference game's defaults ([play], transport.md "Play"): a route's
 * speed in cells a turn by what it runs over and how it is drawn (boats
 * slowest, railways fastest, as in the seed's game), the turn bound, a
 * flight's turns, the target as a share of a seat's fair part of the
 * board's points, and the win shares' spread a board may show. Measured
 * on default boards in the commit that set them.
 */
#define SPEED_WATER 2.0
#define SPEED_LAND 3.0
#define SPEED_RAIL 5.0
#define PLAY_TARGET 1.0
#define PLAY_TURNS 200
#define PLAY_FLIGHT 4
#define PLAY_DELAY 3
#define PLAY_SHOWN 0.5
#define PLAY_SPREAD 0.15
#define CORNERS "top-left|top-right|bottom-left|bottom-right"

static const struct field map_fields[] = {
	{ "cell", F_PDBL, T(cell), 0, 2, 100, NULL },
	{ "cell_side", F_DBL, T(cell_side), 0, 0, 5000, NULL },
	{ "cell_min", F_DBL, T(cell_min), 0, 2, 100, NULL },
	{ "cities", F_PINT, T(cities), 0, 2, 60, NULL },
	{ "border", F_PINT, T(border), 0, 0, 20, NULL },
	{ "exclusion", F_PINT, T(exclusion), 0, 1, 20, NULL },
	{ "crowding", F_PDBL, T(crowding), 0, 0.01, 1, NULL },
	{ "max_route", F_PINT, T(max_route), 0, 2, 500, NULL },
	{ "min_routes", F_PINT, T(min_routes), 0, 0, 20, NULL },
	{ "capital_extra", F_INT, T(capital_extra), 0, 0, 500, NULL },
	{ "capital_routes", F_INT, T(capital_routes), 0, 0, 10, NULL },
	{ "capital_max_routes", F_INT, T(capital_max_routes), 0, 1, 60, NULL },
	{ "land_share", F_DBL, T(land_share), 0, 0, 1, NULL },
	{ "connect_prob", F_DBL, T(connect_prob), 0, 0, 1, NULL },
	{ "capital_connect_prob", F_DBL, T(capital_connect_prob), 0, 0, 1,
	    NULL },
	{ "merge_prob", F_DBL, T(merge_prob), 0, 0, 1, NULL },
	{ "route_bias", F_DBL, T(route_bias), 0, 0, 100, NULL },
	{ "min_airports", F_INT, T(min_airports), 0, 0, 60, NULL },
	{ "relocations", F_INT, T(relocations), 0, 0, 100, NULL },
	{ "unbox_passes", F_INT, T(unbox_passes), 0, 0, 100, NULL },
	{ "legend_width", F_DBL, T(legend_w), 0, 0, 500, NULL },
	{ "legend_height", F_DBL, T(legend_h), 0, 0, 500, NULL },
	{ "legend_corner", F_ENUM, T(legend_corner), 0, 0, 0, CORNERS },
	{ "safe_margin", F_DBL, T(safe_margin), 0, 0, 30, NULL },
	FIELD_ATTEMPTS,
	{ "scenario", F_REF, T(default_scenario), 0, 0, 0, "scenario" },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field terrain_fields[] = {
	{ "deep", F_DBL, T(deep), 0, -2, 2, NULL },
	{ "water", F_DBL, T(water), 0, -2, 2, NULL },
	{ "high", F_DBL, T(high), 0, -2, 2, NULL },
	{ "mountain", F_DBL, T(mountain), 0, -2, 2, NULL },
	{ "forest", F_DBL, T(forest), 0, -2, 2, NULL },
	{ "gain", F_DBL, T(gain), 0, 0.01, 10, NULL },
	{ "min_water", F_DBL, T(min_water), 0, 0, 1, NULL },
	{ "max_water", F_DBL, T(max_water), 0, 0, 1, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field names_fields[] = {
	{ "prefixes", F_REFS, T(prefixes), 0, 0, 0, NULL },
	{ "suffixes", F_REFS, T(suffixes), 0, 0, 0, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field cargo_fields[] = {
	{ "goods_per_city", F_DBL, T(goods_per_city), 0, 0, 10, NULL },
	{ "max_wants", F_INT, T(max_wants), 0, 1, 8, NULL },
	{ "min_copies", F_INT, T(min_copies), 0, 0, 10, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field fairness_fields[] = {
	{ "airport", F_DBL, T(w_airport), 0, 0, 1000, NULL },
	{ "good", F_DBL, T(w_good), 0, 0, 1000, NULL },
	{ "route", F_DBL, T(w_route), 0, 0, 1000, NULL },
	{ "capital_route", F_DBL, T(w_capital_route), 0, 0, 1000, NULL },
	{ "group", F_DBL, T(w_group), 0, 0, 1000, NULL },
	{ "divisor", F_DBL, T(divisor), 0, 0.01, 1000, NULL },
	{ "bonus_cap", F_INT, T(bonus_cap), 0, 0, 1000, NULL },
	{ "fair_spread", F_DBL, T(fair_spread), 0, 0, 1, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field play_fields[] = {
	{ "target", F_DBL, T(play_target), 0, 0.01, 1, NULL },
	{ "turns", F_INT, T(play_turns), 0, 1, 100000, NULL },
	{ "flight", F_INT, T(play_flight), 0, 1, 1000, NULL },
	{ "load", F_INT, T(play_load), 0, 1, 1000, NULL },
	{ "shown", F_DBL, T(play_shown), 0, 0.1, 100, NULL },
	{ "delay", F_INT, T(play_delay), 0, 0, 1000, NULL },
	{ "bonus", F_BOOL, T(play_bonus), 0, 0, 0, NULL },
	{ "spread", F_DBL, T(play_spread), 0, 0, 1, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

#define G(m) offsetof(struct rules_good, m)
static const struct field good_fields[] = {
	{ "title", F_TITLE, G(title), 0, 0, 0, NULL },
	{ "from", F_REF, G(from), 0, 0, 0, "scenario" },
	{ "prob", F_DBL, G(prob), 0, -RULES_BIG, RULES_BIG, NULL },
	{ "points", F_IRANGE, G(points_min), G(points_max), 0, 99, NULL },
	{ "colour", F_COLOUR, G(colour), 0, 0, 0, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef G

#define R(m) offsetof(struct rules_route, m)
static const struct field route_fields[] = {
	{ "title", F_TITLE, R(title), 0, 0, 0, NULL },
	{ "medium", F_ENUM, R(medium), 0, 0, 0, "water|land" },
	{ "style", F_ENUM, R(style), 0, 0, 0, "solid|dashed|rail|dotted" },
	{ "colour", F_COLOUR, R(colour), 0, 0, 0, NULL },
	{ "weight", F_DBL, R(weight), 0, 0, RULES_BIG, NULL },
	{ "speed", F_DBL, R(speed), 0, 0.1, 100, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef R

#define S(m) offsetof(struct rules_scenario, m)
static const struct field scenario_fields[] = {
	{ "title", F_TITLE, S(title), 0, 0, 0, NULL },
	{ "routes", F_REFS, S(routes), 0, 0, 0, "route" },
	{ "airports", F_BOOL, S(airports), 0, 0, 0, NULL },
	{ "frequency", F_DBL, S(frequency), 0, 0.001, 2, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef S

#define E(m) offsetof(struct rules_tree, m)
static const struct field tree_fields[] = {
	{ "title", F_TITLE, E(title), 0, 0, 0, NULL },
	{ "shape", F_ENUM, E(shape), 0, 0, 0, "round|pine|palm" },
	{ "colour", F_COLOUR, E(colour), 0, 0, 0, NULL },
	{ "weight", F_DBL, E(weight), 0, 0, RULES_BIG, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef E

#define P(m) offsetof(struct rules_player, m)
static const struct field player_fields[] = {
	{ "title", F_TITLE, P(title), 0, 0, 0, NULL },
	{ "colour", F_COLOUR, P(colour), 0, 0, 0, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef P

static void
init_good(void *p)
{
	struct rules_good *g = p;

	g->prob = 1;
	g->points_min = 1;
	g->points_max = 1;
	g->colour = 0x808080;
}

static void
init_route(void *p)
{
	((struct rules_route *)p)->weight = 1;
}

static void
init_scenario(void *p)
{
	struct rules_scenario *s = p;

	s->airports = 1;
	s->frequency = 0.1;
}

static void
init_tree(void *p)
{
	struct rules_tree *t = p;

	t->weight = 1;
	t->colour = 0x2E7D32;
}

static const struct section transport_sections[] = {
	RULES_SINGLE("map", map_fields),
	RULES_SINGLE("terrain", terrain_fields),
	RULES_SINGLE("names", names_fields),
	RULES_SINGLE("cargo", cargo_fields),
	RULES_SINGLE("fairness", fairness_fields),
	RULES_SINGLE("play", play_fields),
	RULES_TABLE("good", rules_good, T(good), T(ngood),
	    init_good, good_fields),
	RULES_TABLE("route", rules_route, T(route), T(nroute),
	    init_route, route_fields),
	RULES_TABLE("scenario", rules_scenario, T(scenario), T(nscenario),
	    init_scenario, scenario_fields),
	RULES_TABLE("tree", rules_tree, T(tree), T(ntree),
	    init_tree, tree_fields),
	RULES_TABLE("player", rules_player, T(player), T(nplayer),
	    NULL, player_fields),
	RULES_END
};

/* transport_looks: the terrains' fills a style may set (map.h's legend):
 * light, so black lines and text stay readable. */
static void
transport_looks(struct rules_transport *t)
{
	static const struct {
		const char *name;
		uint32_t rgb;
	} tints[] = { { "deep", 0x86AED4 }, { "water", 0xB5D3EE },
		{ "land", 0xE3EDC2 }, { "high", 0xCBDDA0 },
		{ "mountain", 0xB3A79A } };
	size_t i;

	for (i = 0; i < sizeof(tints) / sizeof(tints[0]); i++)
		rules_look_add(t->look, &t->nlook, "terrain", tints[i].name,
		    tints[i].rgb, 1);
}

/*
 * Defaults: the Timely Transports devlog's and code's numbers. Its cell of
 * max(40 - 5(n - 1), 20) px on a 1160-px-wide reference page is given in
 * mm of an A4 landscape page, rounded to 0.01 mm, which keeps its grids
 * (29 x 20 … 58 x 41 cells).
 */
static void
transport_defaults(struct rules *r)
{
	static const double cell[] = { 10.24, 8.96, 7.68, 6.40, 5.12 };
	struct rules_transport *t = transport_rules(r);
	int p, q;

	for (p = 0; p < RULES_PMAX; p++) {
		q = p < 1 ? 1 : p > 8 ? 8 : p;
		t->cell[p] = cell[q < 5 ? q - 1 : 4];
		t->cities[p] = 4 + 2 * q;
		t->border[p] = q < 4 ? q : 4;
		t->exclusion[p] = q < 5 ? q : 5;
		/* Measured (tests/bench/35-setups.sh): the most a paper's
		 * room may be filled with under 5 % of the boards made
		 * again. */
		t->crowding[p] = 0.4;
		t->max_route[p] = 14 + 2 * q;
		t->min_routes[p] = q > 5 ? 3 : 2;
	}
	t->cell_side = 210;
	t->cell_min = 5;
	t->capital_extra = 15;
	t->capital_routes = 2;
	t->capital_max_routes = 5;
	t->land_share = 0.35;
	t->connect_prob = 0.95;
	t->capital_connect_prob = 0.99;
	t->merge_prob = 0.05;
	t->route_bias = 1;
	t->min_airports = 2;
	t->relocations = 3;
	t->unbox_passes = 10;
	t->legend_w = 60;
	transport_looks(t);
	t->safe_margin = 4;
	t->legend_h = 0;
	t->legend_corner = 2;
	t->deep = -0.7;
	t->water = -0.1;
	t->high = 0.5;
	t->mountain = 0.9;
	t->forest = 0.5;
	t->gain = 1.5;
	t->min_water = 0.2;
	t->max_water = 0.7;
	t->goods_per_city = 1.5;
	t->max_wants = 3;
	t->min_copies = 2;
	t->w_airport = 5;
	t->w_good = 1.25;
	t->w_route = 3;
	t->w_capital_route = 0.25;
	t->w_group = 1;
	t->divisor = 3;
	t->bonus_cap = 4;
	t->fair_spread = 0.1;
	t->play_target = PLAY_TARGET;
	t->play_turns = PLAY_TURNS;
	t->play_flight = PLAY_FLIGHT;
	t->play_load = 1;
	t->play_delay = PLAY_DELAY;
	t->play_shown = PLAY_SHOWN;
	t->play_bonus = 1;
	t->play_spread = PLAY_SPREAD;
}

static void
transport_fini(struct rules *r)
{
	struct rules_transport *t = transport_rules(r);
	size_t i;

	for (i = 0; i < t->nscenario; i++)
		rules_free_refs(&t->scenario[i].routes);
	rules_free_refs(&t->prefixes);
	rules_free_refs(&t->suffixes);
	MEM_FREE(t->good, t->route, t->scenario, t->tree, t->player);
}

/*
 * check_order: the terrain thresholds must rise; the message goes to the
 * line that set the higher one (or the lower one, when only it was set).
 */
static void
check_order(struct parser *p, const char *lo, double vlo, const char *hi,
    double vhi)
{
	unsigned lh, ll;
	char at[32] = "";

	if (vlo < vhi)
		return;
	lh = rules_key_line(p, "terrain", hi);
	ll = rules_key_line(p, "terrain", lo);
	if (lh && ll)
		snprintf(at, sizeof(at), " (line %u)", ll);
	rules_perr(p, lh ? lh : ll, "terrain: %s %g must be above %s %g%s; "
	    "thresholds rise: deep, water, high, mountain", hi, vhi, lo, vlo,
	    at);
}

/* check_words: name parts are listed once each. */
static void
check_words(struct parser *p, const struct rules_refs *w, const char *key)
{
	size_t i, j;

	for (i = 0; i < w->n; i++)
		for (j = 0; j < i; j++)
			if (strcmp(w->v[i].name, w->v[j].name) == 0)
				rules_perr(p, w->v[i].line, "names: %s: \"%s\" "
				    "is listed twice", key, w->v[i].name);
}

/* has_word: is s one of the words of w? */
static int
has_word(const struct rules_refs *w, const char *s)
{
	size_t i;

	for (i = 0; i < w->n; i++)
		if (strcmp(w->v[i].name, s) == 0)
			return 1;
	return 0;
}

/*
 * check_clash: no name can be made two ways. Each city takes a prefix of
 * its own, so two cities' names can only clash when a prefix is another
 * one with more letters x, and a suffix is x and then another suffix
 * ("Ash" + "ford" and "Ashf" + "ord"). Ruled out here, the names on a
 * board are unique by construction.
 */
static void
check_clash(struct parser *p, const struct rules_refs *pre,
    const struct rules_refs *suf)
{
	const char *a, *b, *x;
	size_t i, j, k, la, lx;

	for (i = 0; i < pre->n; i++)
		for (j = 0; j < pre->n; j++) {
			a = pre->v[i].name;
			b = pre->v[j].name;
			la = strlen(a);
			if (i == j || strncmp(b, a, la) != 0 || !b[la])
				continue;
			x = b + la;
			lx = strlen(x);
			for (k = 0; k < suf->n; k++) {
				const char *s = suf->v[k].name;

				if (strncmp(s, x, lx) != 0 ||
				    !has_word(suf, s + lx))
					continue;
				rules_perr(p, pre->v[j].line, "names: %s + %s "
				    "and %s + %s are both \"%s%s\"", a, s, b,
				    s + lx, a, s);
				return;
			}
		}
}

/* eligible: how many goods scenario s offers. */
static int
eligible(const struct rules_transport *t, size_t s)
{
	size_t i;
	int n = 0;

	for (i = 0; i < t->ngood; i++)
		if (t->good[i].from.index <= (int32_t)s)
			n++;
	return n;
}

static void
check_scenarios(struct parser *p, const char *icondir)
{
	struct rules *r = p->r;
	struct rules_transport *t = transport_rules(r);
	size_t i, j;
	int pl, k, need, room, land;

	for (i = 0; i < t->nscenario; i++) {
		struct rules_scenario *s = &t->scenario[i];

		rules_resolve_refs(p, &s->routes, "route", "route type",
		    s->name);
		if (s->routes.n == 0)
			rules_perr(p, s->line, "scenario %s: routes lists no "
			    "route type", s->name);
		land = 0;
		for (j = 0; j < s->routes.n; j++)
			if (s->routes.v[j].index >= 0 &&
			    t->route[s->routes.v[j].index].medium == RULES_LAND)
				land++;
		if (s->routes.n && !land)
			rules_perr(p, s->line, "scenario %s: no land route "
			    "type (cities on land need one)", s->name);
		if (p->errors)
			continue;
		/*
		 * Each good must fit min_copies times on the board with the
		 * fewest cities, never twice on a city: the dealing is then
		 * sure to place them (transport/content.c explains the room).
		 */
		pl = r->players_min;
		for (k = pl + 1; k <= r->players_max; k++)
			if (t->cities[k] < t->cities[pl])
				pl = k;
		need = t->min_copies * eligible(t, i);
		room = t->max_wants * (t->cities[pl] - t->min_copies + 1);
		if (eligible(t, i) == 0)
			rules_perr(p, s->line, "scenario %s offers no good",
			    s->name);
		else if (need > room)
			rules_perr(p, s->line, "scenario %s: %d goods %d times "
			    "each need %d wants, but a %d-player board's %d "
			    "cities take at most %d", s->name, eligible(t, i),
			    t->min_copies, need, pl, t->cities[pl], room);
	}
}

/* check_counts: the tables a transport board needs, within bounds. */
static void
check_counts(struct parser *p, const char *icondir)
{
	const struct rules *r = p->r;
	const struct rules_transport *t = transport_rules(r);

	if (r->players_max > 8)
		rules_perr(p, rules_key_line(p, "rules", "players"),
		    "players: transport boards take 1 to 8 players");
	if (t->nroute == 0 || t->nroute > RULES_ROUTE_TYPES)
		rules_perr(p, 0, "transport rules need 1 to %d [route] types",
		    RULES_ROUTE_TYPES);
	if (t->nscenario == 0)
		rules_perr(p, 0, "transport rules need at least one "
		    "[scenario]");
	if (t->ntree == 0 || t->ntree > 100)
		rules_perr(p, 0, "transport rules need 1 to 100 [tree] types");
	if (t->ngood == 0)
		rules_perr(p, 0, "transport rules need at least one [good]");
	if ((int)t->nplayer < r->players_max)
		rules_perr(p, 0, "transport rules need a [player] (colour) for "
		    "each of %d players, not %zu", r->players_max,
		    t->nplayer);
}

static void
check_terrain(struct parser *p, const char *icondir)
{
	const struct rules_transport *t = transport_rules(p->r);

	check_order(p, "deep", t->deep, "water", t->water);
	check_order(p, "water", t->water, "high", t->high);
	check_order(p, "high", t->high, "mountain", t->mountain);
	if (t->min_water > t->max_water)
		rules_perr(p, rules_key_line(p, "terrain", "max_water"),
		    "terrain: max_water %g is below min_water %g", t->max_water,
		    t->min_water);
}

/* check_goods: the map's scenario, and each good's first scenario. */
static void
check_goods(struct parser *p, const char *icondir)
{
	struct rules_transport *t = transport_rules(p->r);
	size_t i;

	rules_resolve(p, &t->default_scenario, "scenario", "scenario",
	    "map");
	for (i = 0; i < t->ngood; i++) {
		struct rules_good *g = &t->good[i];

		rules_resolve(p, &g->from, "scenario", "scenario", g->name);
		if (!g->from.name[0])
			g->from.index = 0;
		if (g->prob < 0)
			rules_perr(p, g->line, "good %s: prob %g is negative",
			    g->name, g->prob);
	}
}

/*
 * check_speeds: a route type without a speed of its own moves at its
 * medium's and style's default (a railway drawn as one is fast).
 */
static void
check_speeds(struct parser *p, const char *icondir)
{
	struct rules_transport *t = transport_rules(p->r);
	size_t i;

	for (i = 0; i < t->nroute; i++) {
		struct rules_route *rt = &t->route[i];

		if (rt->speed > 0)
			continue;
		rt->speed = rt->medium == RULES_WATER ? SPEED_WATER :
		    rt->style == RULES_LINE_RAIL ? SPEED_RAIL : SPEED_LAND;
	}
}

/* most_cities: the most cities a board of the rules' players has. */
static int
most_cities(const struct rules *r)
{
	int pl, most = 0;

	for (pl = r->players_min; pl <= r->players_max; pl++)
		if (transport_rules(r)->cities[pl] > most)
			most = transport_rules(r)->cities[pl];
	return most;
}

static void
check_cities(struct parser *p, const char *icondir)
{
	const struct rules *r = p->r;
	int pl;

	for (pl = r->players_min; pl <= r->players_max; pl++)
		if (transport_rules(r)->cities[pl] < pl)
			rules_perr(p, rules_key_line(p, "map", "cities"),
			    "cities: %d-player boards need a capital each, "
			    "but have %d cities",
			    pl, transport_rules(r)->cities[pl]);
}

static void
check_names(struct parser *p, const char *icondir)
{
	const struct rules_transport *t = transport_rules(p->r);
	int most = most_cities(p->r);

	/*
	 * Every city on a board takes a prefix of its own (so no two names
	 * start alike), which makes prefixes the limit.
	 */
	if ((int)t->prefixes.n < most)
		rules_perr(p, rules_key_line(p, "names", "prefixes"),
		    "names: %zu prefixes, but boards of up to %d cities need "
		    "one each", t->prefixes.n, most);
	if (t->suffixes.n == 0)
		rules_perr(p, rules_key_line(p, "names", "suffixes"),
		    "names: at least one suffix is needed");
	check_words(p, &t->prefixes, "prefixes");
	check_words(p, &t->suffixes, "suffixes");
	check_clash(p, &t->prefixes, &t->suffixes);
}

/* The checks that need the whole file, in the order they report. */
static void (*const transport_checks[])(struct parser *p,
    const char *icondir) = {
	check_counts, check_terrain, check_goods, check_scenarios,
	check_cities, check_names, check_speeds, NULL
};

static void
transport_finish(struct parser *p, const char *icondir)
{
	rules_run_checks(p, icondir, transport_checks);
}

const struct rules_kind rules_kind_transport = {
	.size = sizeof(struct rules_transport),
	.sections = transport_sections,
	.defaults = transport_defaults,
	.finish = transport_finish,
	.fini = transport_fini,
	.players_max = 8,
};

int
transport_find_scenario(const struct rules *r, const char *name)
{
	return rules_find_entry(r, "scenario", name);
}

/* An airport's marks a style may choose (rules_scenario's airport_mark). */
static const char *const airport_marks[] = { "wings", "plane", NULL };

/* What a style sets: the colours of the tables' entries, the looks, a
 * scenario's airport mark. */
#define SEC1(name, type, arr, cnt)                                            \
	{ name, T(arr), T(cnt), sizeof(struct type),                          \
	    { { "colour", offsetof(struct type, colour), NULL },              \
		{ NULL, 0, NULL } } }
static const struct style_sec transport_style_secs[] = {
	SEC1("route", rules_route, route, nroute),
	SEC1("good", rules_good, good, ngood),
	SEC1("tree", rules_tree, tree, ntree),
	SEC1("player", rules_player, player, nplayer),
	{ "scenario", T(scenario), T(nscenario), sizeof(struct rules_scenario),
	    { { "airport", offsetof(struct rules_scenario, airport_mark),
		airport_marks }, { NULL, 0, NULL } } },
	{ NULL, 0, 0, 0, { { NULL, 0, NULL } } }
};

static const char *const transport_pictures[] = { "land", "water", NULL };

const struct style_kind style_kind_transport = {
	.secs = transport_style_secs,
	.has_looks = 1,
	.looks = T(look),
	.nlooks = T(nlook),
	.pictures = transport_pictures,
};
