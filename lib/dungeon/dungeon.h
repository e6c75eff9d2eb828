/*
 * dungeon.h: dungeon boards: the random walk that carves them (gen-graph,
 * dungeon/structure.c), their start, exit and features (gen-content,
 * dungeon/content.c), and the floor analyses both and the checks use.
 */
#ifndef BP_DUNGEON_H
#define BP_DUNGEON_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "core/diag.h"
#include "core/limit.h"
#include "core/rng.h"
#include "board/rules.h"

/* The terrain legend: a wall or a floor cell. */
#define DUNGEON_WALL '#'
#define DUNGEON_FLOOR '.'
#define DUNGEON_LEGEND "#."

/* Limits of the rules file and of gen-graph's options. */
#define DUNGEON_MIN_SIDE 3
#define DUNGEON_MAX_SIDE LIMIT_GRID_SIDE
#define DUNGEON_MAX_TUNNELS 1000000
#define DUNGEON_MAX_FLOOR 0.8

/*
 * The page: the grid is centred in the trim less a safe margin on every
 * side and a footer band (legend, scale bar, board id) at the bottom, mm.
 * gen-graph sizes the cell with it and layout-pdf draws with it.
 */
#define DUNGEON_MARGIN 6.0
#define DUNGEON_FOOTER 13.0

/* dungeon_check_walk's answers. */
enum {
	DUNGEON_OK,
	DUNGEON_BAD_SIZE,
	DUNGEON_BAD_FLOOR,
	DUNGEON_BAD_PAPER,
	DUNGEON_BAD_FIT
};

/*
 * dungeon_check_walk: can a walk of tunnels tunnels of 1 .. length cells on
 * a cols x rows grid (its one-cell wall border included) always be made,
 * and reach floor (a fraction of the cells inside the border; 0: no
 * target)? Returns DUNGEON_OK, or DUNGEON_BAD_SIZE / DUNGEON_BAD_FLOOR
 * with one line saying why in msg (size n).
 */
int dungeon_check_walk(int cols, int rows, int tunnels, int length,
    double floor, char *msg, size_t n);

/*
 * dungeon_check_fit: can every feature (at its max), start and the exit
 * have a cell of its own inside g's border? DUNGEON_OK, or DUNGEON_BAD_FIT
 * with the reason in msg (size n).
 */
int dungeon_check_fit(const struct rules_dungeon *g, char *msg, size_t n);

/*
 * dungeon_cell: the cell size, mm, of a cols x rows grid on a width x
 * height mm sheet: the largest that fits the page layout above, at most
 * cell_max, rounded down to 0.1 mm.
 */
double dungeon_cell(double width, double height, int cols, int rows,
    double cell_max);

/*
 * dungeon_check: dungeon_check_walk for g's walk, dungeon_check_fit, then
 * whether its grid fits a width x height sheet with cells of at least
 * g->cell_min mm (DUNGEON_BAD_PAPER otherwise). What gen-graph asks
 * before it starts.
 */
int dungeon_check(const struct rules_dungeon *g, double width,
    double height, char *msg, size_t n);

/*
 * gen-graph's options that override the rules' walk: --size COLSxROWS,
 * --tunnels N, --length N, --floor F. Zero (floor: < 0) when not given;
 * first is the first one given, for messages.
 */
struct dungeon_opts {
	const char *first;
	int cols, rows, tunnels, length;
	double floor;
};

/*
 * dungeon_option: read option opt ("--size", …) with value arg into o.
 * Returns 0, or -1 with a message in d (DIAG_FATAL).
 */
int dungeon_option(struct dungeon_opts *o, const char *opt, const char *arg,
    struct diag *d);

/*
 * dungeon_options_apply: put the options given into r's walk (--tunnels
 * without --floor turns the floor target off: the walk digs exactly that
 * many tunnels), then check
 * it on a width x height mm sheet (dungeon_check). Returns 0, or -1 with
 * one message in d (DIAG_FATAL) when an option is for another kind or the
 * walk cannot be made.
 */
int dungeon_options_apply(const struct dungeon_opts *o, struct rules *r,
    double width, double height, struct diag *d);

/* dungeon_origin: the grid's top-left corner on board b's sheet, mm. */
void dungeon_origin(const struct board *b, double *x, double *y);

/* What a walk did. */
struct dungeon_walked {
	int col, row;      /* the walker's last cell (carved) */
	int tunnels;       /* tunnels carved, each at least one cell long */
	size_t carved;     /* floor cells, the first one included */
	size_t draws;      /* random draws taken */
};

/*
 * dungeon_walk: the Random Walk on terrain (cols x rows, every cell
 * DUNGEON_WALL on entry), drawing from rng: a random first cell inside the
 * border, then tunnels of 1 .. length cells, each turning off the last
 * one's axis, cut short by the border, until tunnels are carved or, with
 * floor > 0, until that fraction of the inside is floor. Every cell the
 * walker stands on is carved, the last tunnel's end included. At most two
 * draws per tunnel. The grid must pass dungeon_check_walk. Returns 0, or -1
 * when floor > 0 and tunnels ran out first (the terrain is then as far as
 * the walk got). *w, when not NULL, gets what the walk did.
 */
int dungeon_walk(char *terrain, int cols, int rows, int tunnels, int length,
    double floor, struct rng *rng, struct dungeon_walked *w);

/*
 * dungeon_diagonal: the first 2 x 2 block (its top-left cell in *col,
 * *row) where two floor cells touch only at a corner; returns 1, or 0
 * when there is none.
 */
int dungeon_diagonal(const char *terrain, int cols, int rows, int *col,
    int *row);

/*
 * dungeon_unpinch: carve one of the two walls of every such block (drawn
 * from rng) until none is left; returns the cells carved. Floor stays one
 * 4-connected region and the border stays wall.
 */
size_t dungeon_unpinch(char *terrain, int cols, int rows, struct rng *rng);

/*
 * dungeon_generate: gen-graph's work on board b (width, height, seed,
 * attempt set) for one attempt: the grid, its cell size and the walk of
 * r->dungeon, streams "dungeon.walk" and "dungeon.unpinch". Returns 0, or
 * -1 with the reason in d (DIAG_INVALID).
 */
int dungeon_generate(struct board *b, const struct rules *r,
    struct diag *d);

/*
 * dungeon_content_passes: at most how many passes over every floor cell
 * (a search from a placed item, or its distances' start) one attempt of
 * dungeon_content makes under g; its time and memory grow with this times
 * the floor's cells.
 */
double dungeon_content_passes(const struct rules_dungeon *g);

/*
 * dungeon_content: gen-content's work on board b: its starts, exit and
 * features, replacing any there were, from (seed, attempt). Returns 0, or
 * -1 with the reason in d (DIAG_INVALID) when this floor cannot hold them.
 */
int dungeon_content(struct board *b, const struct rules *r,
    struct diag *d);

/*
 * The floor as a graph, for the analyses below: floor cell k (0 .. n-1,
 * in grid order) is grid cell cell[k]; index[] maps a grid cell back to
 * its k (or DUNGEON_NONE for a wall); nb[k] are its floor neighbours,
 * left, up, right, down, DUNGEON_NONE where there is none. Caller-owned
 * storage: _init, then _fini frees.
 */
#define DUNGEON_NONE UINT32_MAX

struct dungeon_floor {
	int cols, rows;
	uint32_t n;
	uint32_t *cell, *index;
	uint32_t (*nb)[4];
};

void dungeon_floor_init(struct dungeon_floor *f, const char *terrain,
    int cols, int rows);
void dungeon_floor_fini(struct dungeon_floor *f);

/* dungeon_floor_at: floor index of (col, row), or DUNGEON_NONE. */
uint32_t dungeon_floor_at(const struct dungeon_floor *f, int col, int row);

/*
 * dungeon_floor_bfs: steps from floor cell src to every floor cell into
 * dist (n entries; -1 where it cannot be reached), with queue (n entries)
 * as scratch. Returns the largest distance found (src's eccentricity).
 */
uint32_t dungeon_floor_bfs(const struct dungeon_floor *f, uint32_t src,
    int32_t *dist, uint32_t *queue);

/*
 * dungeon_floor_near: the same within limit steps of src; every other
 * cell gets INT32_MAX. Costs the cells it reaches (and a pass to set dist).
 */
void dungeon_floor_near(const struct dungeon_floor *f, uint32_t src,
    uint32_t limit, int32_t *dist, uint32_t *queue);

/*
 * dungeon_floor_diameter: the longest shortest path, in steps, and with
 * ecc (n entries; may be NULL) every floor cell's eccentricity, exactly.
 * A BFS each from a few dozen cells on a dungeon (n in the worst case).
 */
uint32_t dungeon_floor_diameter(const struct dungeon_floor *f,
    uint32_t *ecc);

/*
 * dungeon_floor_far: far[k] = 1 when floor cell k has a cell at least frac
 * of the diameter away (its eccentricity >= frac x diameter), else 0 (n
 * entries). Returns the diameter. Stops as soon as both are settled, so it
 * takes fewer BFS than dungeon_floor_diameter.
 */
uint32_t dungeon_floor_far(const struct dungeon_floor *f, double frac,
    uint8_t *far);

/*
 * dungeon_floor_cuts: cut[k] = 1 for each floor cell k, other than root
 * and the targets, that every path from root to one of targets[0..nt-1]
 * passes (an articulation point between them), else 0. Linear time: one
 * depth-first search from root (Tarjan's low points).
 */
void dungeon_floor_cuts(const struct dungeon_floor *f, uint32_t root,
    const uint32_t *targets, size_t nt, uint8_t *cut);

/* dungeon_feature_name: "start", "exit" or the rules' feature name. */
const char *dungeon_feature_name(const struct rules *r, int32_t type);

#endif
