/* rules.h: loading a game designer's rules file into struct rules. */
#ifndef BP_RULES_H
#define BP_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "diag.h"

#define RULES_NAME 32
#define RULES_TITLE 64
#define RULES_PMAX 16 /* player counts 0 .. RULES_PMAX - 1 */
#define RULES_ENTRIES 1000 /* entries of one table ([type …] sections) */
#define RULES_BYTES (1 << 20) /* a rules file (the default is about 8 KB) */

/*
 * A reference by name to an entry of another section, resolved after the
 * whole file is read. index is -1 while unresolved or when name is "".
 */
struct rules_ref {
	char name[RULES_NAME];
	unsigned line;
	int32_t index;
};

struct rules_refs {
	struct rules_ref *v;
	size_t n;
};

struct rules_category {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	uint32_t colour, light; /* 0xRRGGBB */
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
	int flip;       /* tinies: turned half a turn at random */
	unsigned line;
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
	double side_gap;      /* u, no inner node closer to a side */
	double center_jitter; /* u */
	int relax_steps;      /* jitter method */
	int repellers;
	double repeller_min, repeller_max; /* u */
	int attempts;         /* structure attempts before giving up */

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
};

/* A dungeon feature type: treasure, monster, trap, key … */
struct rules_feature {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	char icon[RULES_NAME];
	int min, max;   /* how many on a board; max < 0: as many as min */
	int spacing;    /* steps along the floor from every other feature */
	unsigned line;
};

/* The dungeon kind: the random walk's parameters and the features. */
struct rules_dungeon {
	/* [board]: the grid and the walk (gen-graph) */
	int cols, rows;       /* cells, the one-cell wall border included */
	int tunnels;          /* maxTunnels: tunnels the walker carves */
	int length;           /* maxLength: a tunnel is 1 .. length cells */
	double floor;         /* stop at this floor fraction; 0: off */
	double cell_min, cell_max; /* mm: the cell that fits the paper */
	char scale[RULES_TITLE]; /* what one square stands for, or "" */
	int attempts;

	/* [content]: start, exit and features (gen-content) */
	int starts[RULES_PMAX]; /* start cells per player count */
	double exit_distance; /* start-exit path >= this x the longest one */
	double start_spread;  /* several starts: (max - min) / max path */
	int start_spacing;    /* steps between two starts */
	char start_icon[RULES_NAME], exit_icon[RULES_NAME];
	char start_title[RULES_TITLE], exit_title[RULES_TITLE];

	struct rules_feature *feature;
	size_t nfeature;
};

struct rules {
	char id[RULES_NAME];
	char title[RULES_TITLE];
	int kind;           /* enum board_kind */
	int players_min, players_max;
	char *text;         /* the file as read, for embedding */
	size_t len;
	char *origin;       /* file name for messages */
	unsigned base_line; /* line of the text's first line in origin */
	struct rules_nodes nodes;
	struct rules_dungeon dungeon;
};

/* rules_init / rules_fini: caller-owned storage; fini frees all. */
void rules_init(struct rules *r);
void rules_fini(struct rules *r);

/*
 * rules_load_file: read and check the rules file at path. On any problem,
 * one diag line per mistake (file:line) is added with DIAG_FATAL and -1 is
 * returned; r is then left initialised but unusable. icondir, when not
 * NULL, is where icons are looked up ("<icondir>/<name>.icon").
 */
int rules_load_file(struct rules *r, const char *path, const char *icondir,
    struct diag *d);

/*
 * rules_load_text: the same from len bytes of text whose first line is line
 * base_line of the file named origin (used for rules embedded in a deck).
 */
int rules_load_text(struct rules *r, const char *text, size_t len,
    const char *origin, unsigned base_line, const char *icondir,
    struct diag *d);

/* rules_find_*: index of the entry named name, or -1. */
int rules_find_type(const struct rules *r, const char *name);
int rules_find_expansion(const struct rules *r, const char *name);

#endif
