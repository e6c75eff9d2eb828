/*
 * label.h: where a transport map prints each city's marks (its square or
 * circle, its name, the goods it wants, an airport's plane, a capital's
 * bonus), so the drawing and validate's clarity.labels check share one
 * geometry: translabel_map places them, layout-pdf draws those boxes and
 * clarity.labels judges the same boxes.
 */
#ifndef BP_TRANSLABEL_H
#define BP_TRANSLABEL_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "transport/part.h"

#define TRANSLABEL_NAME_PT 7.0
#define TRANSLABEL_GOOD_PT 6.0
/* A start bonus, white on a black disc: reversed text, so 7 pt (print.md). */
#define TRANSLABEL_BONUS_PT 7.0
/* The outline of a capital's square and of a city's circle, mm. */
#define TRANSLABEL_CAPITAL_LINE 0.5
#define TRANSLABEL_CITY_LINE 0.35

/* A box on the page, mm: left, top, right, bottom. */
struct translabel_box {
	double x0, y0, x1, y1;
};

enum { TRANSLABEL_MARKER, TRANSLABEL_NAME, TRANSLABEL_GOOD,
	TRANSLABEL_PLANE, TRANSLABEL_BONUS };

/*
 * The places a name or the goods may take beside a city's marker, in the
 * order of TRANSLABEL_PLACE_NAMES; the bonus takes one of the first eight
 * compass points.
 */
enum { TRANSLABEL_BELOW, TRANSLABEL_ABOVE, TRANSLABEL_BELOW_RIGHT,
	TRANSLABEL_BELOW_LEFT, TRANSLABEL_ABOVE_RIGHT, TRANSLABEL_ABOVE_LEFT,
	TRANSLABEL_RIGHT, TRANSLABEL_LEFT, TRANSLABEL_RIGHT_LOW,
	TRANSLABEL_RIGHT_HIGH, TRANSLABEL_LEFT_LOW, TRANSLABEL_LEFT_HIGH,
	TRANSLABEL_CORNER_BR, TRANSLABEL_CORNER_BL, TRANSLABEL_CORNER_TR,
	TRANSLABEL_CORNER_TL, TRANSLABEL_PLACES };

struct font;

struct translabel {
	double x, y;          /* the city's centre */
	double rad;           /* half the marker's size */
	int capital;          /* drawn as a capital (a square) */
	double name_x, name_y; /* the name's baseline: its middle and height */
	double good_x[BOARD_WANTS], good_y[BOARD_WANTS]; /* each good's */
	char good[BOARD_WANTS][96]; /* each good's text: "Tea 4" */
	size_t ngood;
	double plane_x, plane_y, plane_size; /* an airport's plane */
	int glyph;            /* an airport drawn as the plane glyph (the
				 style's choice), else the winged underline:
				 its box is the mark's TRANSLABEL_PLANE box */
	int bonus;            /* the seat's bonus (0: none drawn) */
	const struct font *font; /* the board's (the rules'; NULL: DejaVu) */
	double up, down;      /* a line's patch above and below its
				 baseline, ems (text_line) */
	double bonus_x, bonus_y, bonus_r;
	/* Where the name, the goods and the bonus went (TRANSLABEL_BELOW…),
	 * and whether the plane flies behind the name. */
	int name_at, goods_at, bonus_at, plane_behind;
	/* Every mark's box, and what it is (TRANSLABEL_*): the marker first,
	 * then the name, the plane, the goods and the bonus; each text's box
	 * is the patch of paper it is printed on. */
	struct translabel_box box[4 + BOARD_WANTS];
	int what[4 + BOARD_WANTS];
	size_t nbox;
};

/*
 * What a map shows that a label must leave visible, cell by cell, made
 * once per board (caller-owned: _init, _fini): the routes' lines and
 * transits, the forests' trees, the legend and the paper.
 */
struct translabel_env {
	const struct board *b;
	double x0, y0, cell;  /* the grid on the page, mm */
	struct translabel_box legend; /* x1 <= x0: no legend */
	double margin;        /* the rules' safe_margin, mm */
	const struct rules *r; /* the rules: a folding board's hinges, which
				* a label keeps off as off the paper */
	/* Where --split cuts when no label is in the way: the lines x =
	 * split[0] and y = split[1] nearest the middle clear of every
	 * city's marker and the legend (translabel_split). */
	double split[2];
	uint8_t *at;          /* per cell: TRANSLABEL_AT_* bits */
};

/* A route passes; steps to the right, down; a transit, a tree, a city. */
enum { TRANSLABEL_AT_ROUTE = 1, TRANSLABEL_AT_RIGHT = 2,
	TRANSLABEL_AT_DOWN = 4, TRANSLABEL_AT_TRANSIT = 8,
	TRANSLABEL_AT_TREE = 16, TRANSLABEL_AT_CITY = 32 };

struct translabel;

/* translabel_marker: city i's marker on e's map into l: its centre, size,
 * whether it is a capital, and its box (box[0]); the rest untouched. */
void translabel_marker(const struct translabel_env *e,
    const struct rules *r, size_t i, struct translabel *l);

/* translabel_env_init: e for board b of rules r; exits on out of memory. */
void translabel_env_init(struct translabel_env *e, const struct board *b,
    const struct rules *r);
void translabel_env_fini(struct translabel_env *e);

/*
 * What a label's box covers (translabel_hit), the worst first:
 * TRANSLABEL_CLEAR nothing it must not; TRANSLABEL_OFF the paper's edge;
 * TRANSLABEL_ON_LEGEND the legend; TRANSLABEL_ON_ROUTE a route where it
 * must be seen: the centre of one of its cells, or its last step into a
 * city (as wide as the widest route is drawn), so each route visibly
 * reaches its cities; TRANSLABEL_ON_TRANSIT the inner two thirds of a
 * transit's diamond; TRANSLABEL_ON_TREE the middle of a forest's tree.
 * The rest (a diamond's tips, a tree's edge, a route's line between two
 * cells away from any city) a label may cover where no place is free of
 * it (translabel_map avoids it wherever one is): requiring that too would
 * make 4 % to 9 % more of the 8-player boards again.
 */
enum { TRANSLABEL_CLEAR, TRANSLABEL_OFF, TRANSLABEL_ON_LEGEND,
	TRANSLABEL_ON_ROUTE, TRANSLABEL_ON_TRANSIT, TRANSLABEL_ON_TREE };

/*
 * translabel_hit: what box a covers on e's map (TRANSLABEL_CLEAR…); for a
 * route, transit or tree, *col and *row name its cell (the left or upper
 * cell of a route's step).
 */
int translabel_hit(const struct translabel_env *e,
    const struct translabel_box *a, int *col, int *row);

/*
 * translabel_outside: is box a off the paper (TRANSLABEL_OFF) or on the
 * legend (TRANSLABEL_ON_LEGEND) of e's board? Else TRANSLABEL_CLEAR.
 */
int translabel_outside(const struct translabel_env *e,
    const struct translabel_box *a);

/*
 * translabel_cost: what box a hides of e's map, the dearest worst: about
 * a route cell's centre or a transit, 256; a forest's tree, 64; a route's
 * step between two cells, 16; a cell a route passes through, 1; and
 * TRANSLABEL_SPLIT_COST for each of the lines e->split it comes within
 * BOARD_MARK_CUT_CLEAR of (where --split cuts when nothing else is in
 * the way, so labels leave it free where they can); or -1 as soon as it covers what
 * translabel_hit refuses on the map (its paper and legend aside).
 */
#define TRANSLABEL_SPLIT_COST 32
int translabel_cost(const struct translabel_env *e,
    const struct translabel_box *a);

/*
 * translabel_map: the marks of every city of b (l[i] for city i; l holds
 * transport_part(b)->ncity) placed one city after another: of the candidate
 * places (the name in one of TRANSLABEL_PLACES; the goods in another, or
 * above or below the name; the plane before or behind the name; the
 * bonus at a compass point), the first, in the places' order, whose boxes
 * cover nothing (translabel_hit), no other city's marker nor the marks
 * placed before, nor each other, and that hides least of the rest
 * (trees, routes' lines between cells, route cells). Cities
 * left without such a place are placed again first, up to 4 times.
 * Returns how many cities had none in the end: they keep the usual place
 * (the name below, the goods above), which clarity.labels then refuses.
 */
size_t translabel_map(const struct translabel_env *e, const struct rules *r,
    struct translabel *l);

struct board_mark;

/*
 * A map's plan (board/kind.h): every city's marks as translabel_map
 * places them (l[i] for city i) and the legend's box, worked out once
 * for the marks and the drawing.
 */
struct transport_plan {
	struct translabel *l;
	struct translabel_box legend;
};

/* transport_board_plan: b's plan, a new one (transport_board_plan_free). */
void *transport_board_plan(const struct board *b, const struct rules *r);
void transport_board_plan_free(void *plan);

/*
 * transport_plan_kept: b's plan for r, and with env the map it was
 * placed on (the board's translabel_env), both kept on b's part
 * (plankept.c) and owned by b: placed at the first call, then again only
 * when anything the placement reads differs from the copy kept of it
 * (the board's size, grid, cell, players, terrain, scenario, cities,
 * routes, trees and seats; the rules object, its text, font, pictures
 * and transport section), compared byte for byte at every call, so no
 * change to b or r, by whatever path, leaves it stale. Valid until the
 * next call on b, clear or fini. Not for two threads on one board at
 * once. transport_board_plan_kept is the same as the kind table's plan
 * (board/kind.h: its plan_free NULL, the board owning it).
 */
struct transport_kept;
const struct transport_plan *transport_plan_kept(const struct board *b,
    const struct rules *r, const struct translabel_env **env);
void *transport_board_plan_kept(const struct board *b,
    const struct rules *r);
/* transport_plan_kept_free: frees k (part.c: clear and fini). */
void transport_plan_kept_free(struct transport_kept *k);

/*
 * transport_board_marks: the kind's marks (board/kind.h, board/mark.h):
 * every city's boxes as its plan (or, with plan NULL, a new one) places
 * them (its marker with its outline, name, plane, goods and bonus), the
 * legend's box, and the transits and trees (transport_piece_marks,
 * transport/draw.h). A new array of *count; the caller frees it.
 */
struct board_mark *transport_board_marks(const struct board *b,
    const struct rules *r, const void *plan, size_t *count);

/*
 * translabel_ink: the box of l's mark u as it is printed, into *a: a
 * marker's with the half of its outline (TRANSLABEL_CAPITAL_LINE,
 * TRANSLABEL_CITY_LINE) that reaches out of box[0], any other mark's as
 * it is. What another city's marks keep off: a name's patch drawn over
 * the outline would hide its corner.
 */
void translabel_ink(const struct translabel *l, size_t u,
    struct translabel_box *a);

/* translabel_overlap: do boxes a and b share more than an edge? */
int translabel_overlap(const struct translabel_box *a,
    const struct translabel_box *b);

#endif
