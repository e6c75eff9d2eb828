/* rules.h: the transport kind's rules, as the rules file gives them. */
#ifndef BP_TRANSPORT_RULES_H
#define BP_TRANSPORT_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "board/rules.h"

/* transport kind: what a route runs over. */
enum { RULES_WATER, RULES_LAND };

/* transport kind: how a route type is drawn. */
enum { RULES_LINE_SOLID, RULES_LINE_DASHED, RULES_LINE_RAIL,
	RULES_LINE_DOTTED };

/* transport kind: how a tree type is drawn. */
enum { RULES_TREE_ROUND, RULES_TREE_PINE, RULES_TREE_PALM };

#define RULES_ROUTE_TYPES 8 /* route types at most (bits of a mask) */

/* A good that cities want; it appears from scenario `from` on. */
struct rules_good {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	struct rules_ref from; /* the first scenario it appears in */
	double prob;           /* weight when goods are drawn */
	int points_min, points_max;
	uint32_t colour;
	unsigned line;
};

/* A route type: boat, road, rail… */
struct rules_route {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	int medium;    /* RULES_WATER or RULES_LAND */
	int style;     /* RULES_LINE_* */
	uint32_t colour;
	double weight; /* among the land types a scenario allows */
	double speed;  /* cells a turn in play ([play]; 0 until the rules are
			  read: then by medium and style, see rules.c) */
	unsigned line;
};

/* A scenario: which route types, whether planes fly, the map's zoom. */
struct rules_scenario {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	struct rules_refs routes;
	int airports;     /* planes fly: one airport per connection group */
	double frequency; /* noise periods per cell (smaller: zoomed in) */
	/* An airport's mark, a style's [scenario NAME] airport: 0 the
	 * devlog's winged underline, 1 a plane glyph beside the name. */
	uint32_t airport_mark;
	unsigned line;
};

struct rules_tree {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	int shape;     /* RULES_TREE_* */
	uint32_t colour;
	double weight;
	unsigned line;
};

struct rules_player {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	uint32_t colour;
	unsigned line;
};

/* The transport kind: map structure, content and fairness weights. */
struct rules_transport {
	/* [board]: per player count where an array */
	double cell[RULES_PMAX]; /* mm per grid cell */
	double cell_side;    /* mm: a narrower paper shrinks its cells */
	double cell_min;     /* mm: … to this at least */
	int cities[RULES_PMAX];
	int border[RULES_PMAX];    /* cells kept clear of the paper edge */
	int exclusion[RULES_PMAX]; /* cells around a city kept clear */
	double crowding[RULES_PMAX]; /* cities / the room they have, at most */
	int max_route[RULES_PMAX]; /* longest route, in cells */
	int min_routes[RULES_PMAX]; /* per allowed route type */
	int capital_extra;   /* cells added to a capital's longest route */
	int capital_routes;  /* a capital has at least this many routes */
	int capital_max_routes; /* … and takes no more than this many */
	double land_share;   /* share of cities on land (not docks) */
	double connect_prob, capital_connect_prob;
	double merge_prob;   /* a route may share cells with its own type */
	double route_bias;   /* extra cost of a step next to the coast */
	int min_airports;
	int relocations;     /* moves of a city without routes */
	int unbox_passes;
	double legend_w, legend_h; /* mm, the legend's corner box */
	double safe_margin;  /* mm: a city's labels keep this far inside */
	int legend_corner;   /* 0 top left, 1 top right, 2 bottom left, 3 … */
	struct rules_ref default_scenario;

	/* [terrain]: thresholds on the noise value */
	double deep, water, high, mountain, forest;
	double gain;         /* noise multiplier */
	double min_water, max_water; /* share of water cells: sea level */

	/* [names] */
	struct rules_refs prefixes, suffixes;

	/* [content] */
	double goods_per_city;
	int max_wants;       /* goods per city at most */
	int min_copies;      /* each eligible good at least this often */

	/* [fairness] */
	double w_airport, w_good, w_route, w_capital_route, w_group;
	double divisor;
	int bonus_cap;
	double fair_spread;  /* the seats' spread after bonuses, at most */

	/* [play]: the reference game (transport/play.c, transport.md) */
	double play_target;  /* share of a seat's fair part of the points */
	int play_turns;      /* the turn bound */
	int play_flight;     /* turns a flight takes, airport to airport */
	int play_load;       /* turns loading a good takes */
	double play_shown;   /* public contracts face up, per seat */
	int play_delay;      /* a journey's chance delay, at most (turns) */
	int play_bonus;      /* seats start with their printed bonus */
	double play_spread;  /* seats' win shares apart, at most */

	struct rules_good *good;
	size_t ngood;
	struct rules_route *route;
	size_t nroute;
	struct rules_scenario *scenario;
	size_t nscenario;
	struct rules_tree *tree;
	size_t ntree;
	struct rules_player *player;
	size_t nplayer;
	struct rules_look look[RULES_LOOKS]; /* the terrains' fills */
	size_t nlook;
};


/* transport_rules: r's own part, for rules of the transport kind (rules_set_kind). */
static inline struct rules_transport *
transport_rules(const struct rules *r)
{
	return (struct rules_transport *)r->part;
}

/* transport_find_scenario: the index of r's scenario called name, or -1. */
int transport_find_scenario(const struct rules *r, const char *name);

#endif
