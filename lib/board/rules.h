/* rules.h: loading a game designer's rules file into struct rules. */
#ifndef BP_RULES_H
#define BP_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "core/diag.h"

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
	uint32_t rim;   /* RULES_RIM_*: a style's mark of its discs */
	unsigned line;
};

/*
 * How a style marks a category's discs inside their rim, so categories
 * are told apart without colour: nothing, a thin ring, a dashed ring, a
 * ring of dots, a bold band, eight ticks (board/style_look.h's names).
 */
enum { RULES_RIM_PLAIN, RULES_RIM_RING, RULES_RIM_DASHED, RULES_RIM_DOTTED,
	RULES_RIM_BOLD, RULES_RIM_TICKS };

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

/*
 * A look the rules file does not hold but a style may set: the fill of a
 * kind of area (a terrain, a dungeon's walls) or the ink of a line. Named
 * in a style as [sec name] (templates/style/README.md); each kind's
 * rules.c sets its looks and today's colours as their defaults.
 */
enum { RULES_FILL_SOLID, RULES_FILL_HATCH, RULES_FILL_NONE };
#define RULES_LOOKS 6 /* looks of a kind at most */
struct rules_look {
	char sec[RULES_NAME], name[RULES_NAME];
	uint32_t colour;  /* 0xRRGGBB, or a style's STYLE_CMYK colour */
	uint32_t fill;    /* RULES_FILL_*; only where area is set */
	uint32_t angle;   /* degrees (0 .. 179) of a hatch's lines */
	uint32_t gap;     /* 1/100 mm between a hatch's lines */
	int area;         /* a fill (fill is a key), not a line */
};

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

	/* [content]: start, exit and features (gen-content) */
	int starts[RULES_PMAX]; /* start cells per player count */
	double exit_distance; /* start-exit path >= this x the longest one */
	double start_spread;  /* several starts: (max - min) / max path */
	double feature_spread; /* … of the path to the exit and the nearest
	                          feature of each type */
	int start_spacing;    /* steps between two starts */
	char start_icon[RULES_NAME], exit_icon[RULES_NAME];
	char start_title[RULES_TITLE], exit_title[RULES_TITLE];

	struct rules_feature *feature;
	size_t nfeature;
	struct rules_look look[RULES_LOOKS]; /* walls, floor, grid */
	size_t nlook;
};

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
	unsigned line;
};

/* A scenario: which route types, whether planes fly, the map's zoom. */
struct rules_scenario {
	char name[RULES_NAME];
	char title[RULES_TITLE];
	struct rules_refs routes;
	int airports;     /* planes fly: one airport per connection group */
	double frequency; /* noise periods per cell (smaller: zoomed in) */
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
	int cities[RULES_PMAX];
	int border[RULES_PMAX];    /* cells kept clear of the paper edge */
	int exclusion[RULES_PMAX]; /* cells around a city kept clear */
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

struct font;
/*
 * A spot colour a style names (board/style.h): the separation's name as
 * the shop's ink book spells it, and the CMYK it falls back to, held as
 * a style's CMYK colour (STYLE_CMYK | c << 21 | m << 14 | y << 7 | k).
 */
#define RULES_SPOTS 16
#define RULES_SPOT_NAME 64
struct rules_spot {
	char name[RULES_SPOT_NAME];
	uint32_t cmyk;
};

struct style_files;
struct style_picture;

/*
 * Where a designer's colour (#RRGGBB) was given: on line of the rules
 * file (r->origin) or, with style set, of the style (r->style_origin).
 * Kept so what prints can name the line of a colour it cannot print.
 */
struct rules_colour_at {
	uint32_t colour;  /* 0xRRGGBB */
	unsigned line;
	int style;
};

struct rules {
	char id[RULES_NAME];
	char title[RULES_TITLE];
	int kind;           /* enum board_kind */
	int players_min, players_max;
	char *text;         /* the file as read, for embedding */
	char *style;        /* a style's text read over it (board/style.h), or
			       NULL: embedded in the deck after the rules */
	size_t style_len;
	char *style_origin; /* its file name (or the deck's), for messages */
	struct style_picture *picture; /* its [picture] sections */
	size_t npicture;
	struct font *font;  /* the style's [font] (board/font.h), or NULL:
			       DejaVu Sans */
	struct rules_spot spot[RULES_SPOTS]; /* the style's spot colours */
	size_t nspot;
	struct style_files *files; /* files the style names, or NULL
				      (board/style_asset.h) */
	size_t len;
	char *origin;       /* file name for messages */
	unsigned base_line; /* line of the text's first line in origin */
	struct rules_colour_at *colour_at; /* the #RRGGBB colours given,
					      in the order read */
	size_t ncolour_at, capcolour_at;
	int attempts;       /* structure attempts before giving up: the
			       kind's main section's "attempts", or 50 */
	struct rules_nodes nodes;
	struct rules_dungeon dungeon;
	struct rules_transport transport;
};

/*
 * rules_look_add: a look [sec name] of colour and fill, area or line, at
 * the end of look (n of RULES_LOOKS). rules_look: r's look [sec name] of
 * its kind, or NULL; rules_looks: all of them (*n).
 */
void rules_look_add(struct rules_look *look, size_t *n, const char *sec,
    const char *name, uint32_t colour, int area);
struct rules_look *rules_look(struct rules *r, const char *sec,
    const char *name);
struct rules_look *rules_looks(struct rules *r, size_t *n);

/* rules_colour_at: note that colour was given on line (style: of the
 * style); see struct rules_colour_at. */
void rules_colour_at(struct rules *r, uint32_t colour, unsigned line,
    int style);

/* rules_init / rules_fini: caller-owned storage; fini frees all. */
void rules_init(struct rules *r);
void rules_fini(struct rules *r);

/*
 * rules_load_file: read and check the rules file at path. On any problem,
 * one diag line per mistake (file:line) is added with DIAG_FATAL and -1 is
 * returned; r is then left initialised but unusable. icondir, when not
 * NULL, is where icons are looked up ("<icondir>/<name>.svg").
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
int rules_find_scenario(const struct rules *r, const char *name);

#endif
