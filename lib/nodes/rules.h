/* rules.h: the nodes kind's rules, as the rules file gives them. */
#ifndef BP_NODES_RULES_H
#define BP_NODES_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "board/rules.h"

struct rules_category {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	uint32_t colour, light; /* 0xRRGGBB */
	uint32_t rim;   /* RULES_RIM_*: a style's mark of its discs */
	unsigned line;
};

struct rules_action {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	int min_types; /* at least this many chosen node types have it */
	unsigned line;
};

struct rules_ntype {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	char icon[RULES_NAME];
	struct rules_ref category;
	struct rules_refs actions;
	struct rules_refs requires;
	struct rules_ref number; /* the type whose count sets the number */
	struct rules_ref expansion;
	double prob;
	int min, max;            /* max < 0: no maximum */
	double edge_min, edge_max; /* u; edge_max < 0: no maximum */
	int max_sequence;
	int not_on_edge;
	int dots_bonus;
	unsigned line;
};

struct rules_mission {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	char icon[RULES_NAME];
	struct rules_refs relevant;
	struct rules_ref expansion;
	double prob;
	unsigned line;
};

/* Expedition, landmark, natural-resource and tiny-node types. */
struct rules_item {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	char icon[RULES_NAME];
	struct rules_ref expansion;
	double weight;
	int way;        /* tinies: RULES_WAY_*, which way the icon points */
	unsigned line;
};

/*
 * Which way a tiny node's icon points along its edge (a one-way triangle):
 * from the edge's lower-numbered end (fixed), each way with probability
 * 1/2 (random, the default), toward the end nearer the centre node
 * (inward) or away from it (outward).
 */
enum {
	RULES_WAY_FIXED,
	RULES_WAY_RANDOM,
	RULES_WAY_INWARD,
	RULES_WAY_OUTWARD
};

enum {
	RULES_FEAT_AREAS = 1,       /* faces are found (implied by the rest) */
	RULES_FEAT_EXPEDITIONS = 2,
	RULES_FEAT_LANDMARKS = 4,
	RULES_FEAT_RESOURCES = 8,
	RULES_FEAT_TINIES = 16
};

struct rules_expansion {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	int features; /* RULES_FEAT_* bits switched on with this expansion */
	unsigned line;
};

enum { RULES_POINTS_POISSON, RULES_POINTS_JITTER };
/* Where a nodes board's key goes (nodes/key.h). */
enum { RULES_KEY_BOARD, RULES_KEY_PAGE, RULES_KEY_NONE };

/* The nodes kind: board structure parameters and content tables. */
struct rules_nodes {
	/* [board]: lengths in grid units u = long paper side / columns */
	int columns[RULES_PMAX];
	int points;           /* RULES_POINTS_* */
	int poisson_tries;    /* candidates per active point */
	double min_spacing;   /* u, guaranteed between any two nodes */
	double node_radius;   /* u */
	double edge_clearance; /* u, edge to a third node's rim */
	double min_angle;     /* radians, between edges at a node */
	double max_edge;      /* u, longest edge */
	double fan_radius;    /* u, centre fan reach */
	double fill_radius;   /* u, fill edge reach */
	int fill_degree;      /* fill inner nodes below this degree */
	int fill_degree_edge; /* fill side nodes below this degree */
	int degree_inner, degree_edge, degree_start, degree_center;
	int starts_per_side;
	double snap;          /* u, distance at which a point snaps to a side */
	double corner_gap;    /* u, no side node closer to a corner */
	double side_room;     /* min_spacings a side keeps free, at least */
	double side_gap;      /* u, no inner node closer to a side */
	double center_jitter; /* u */
	int relax_steps;      /* jitter method */
	int repellers;
	double repeller_min, repeller_max; /* u */
	int key;              /* RULES_KEY_* */
	int key_corner;       /* the types' box: as transport's legend_corner */

	/* [content] */
	int base_features;    /* RULES_FEAT_* without any expansion */
	int dots_min[RULES_PMAX], dots_max[RULES_PMAX];
	int center_dots;
	double dot_gap;       /* radians, smallest gap a dot goes in */
	double dot_radius;    /* u */
	int expeditions, landmarks; /* how many at most */
	int slots_min, slots_max;
	double item_radius;   /* u, expedition/landmark circle */
	double resource_radius; /* u */
	double resource_inset;  /* u, face shrink distance */
	int resources_min, resources_max, resources_small_max;
	int tiny_per_node;
	double tiny_radius;   /* u */
	double number_factor; /* the devlog's min(2/n, 0.5) cap, 0.5 */
	int first_game;       /* default of --first-game */
	struct rules_refs first_game_missions; /* the first game's choices */
	int scale_columns, scale_rows; /* the grid distances scale from */
	double scale_nodes;    /* the free nodes counts scale from */
	int collection_margin; /* nodes kept free when collecting types */
	double pole_precision; /* mm, items' pole of inaccessibility */
	double safe_margin;    /* mm inside the trim for what players read */
	double item_gap;       /* u, between any two drawn items */
	int tries;             /* resource placement tries per resource */

	/* [fairness]: what a side's start nodes reach within steps edges */
	int fair_steps;
	double fair_node, fair_category, fair_resource, fair_number;
	double fair_spread;    /* (best - worst) / best at most */

	/* [play]: the reference game (nodes/play.h, rules doc "Play") */
	int play_turns;        /* each seat's turns before the game is drawn */
	int play_categories;   /* categories a plain mission visits */
	int play_relevant;     /* relevant nodes a relevant mission visits */
	int play_resources;    /* resources that stand in for one; 0: none */
	int play_gutter;       /* a die of this many sides: a 1 loses the
				  turn; 0: no die */
	double play_spread;    /* seats' win shares differ by this at most */

	struct rules_category *category;
	size_t ncategory;
	struct rules_action *action;
	size_t naction;
	struct rules_ntype *type;
	size_t ntype;
	struct rules_mission *mission;
	size_t nmission;
	struct rules_item *expedition, *landmark, *resource, *tiny;
	size_t nexpedition, nlandmark, nresource, ntiny;
	struct rules_expansion *expansion;
	size_t nexpansion;
	struct rules_look look[RULES_LOOKS]; /* the centre's fill */
	size_t nlook;
};


/* nodes_rules: r's own part, for rules of the nodes kind (rules_set_kind). */
static inline struct rules_nodes *
nodes_rules(const struct rules *r)
{
	return (struct rules_nodes *)r->part;
}

#endif
