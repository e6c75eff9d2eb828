/*
 * dungeon.h: the generators of dungeon boards: the random walk that
 * carves them (gen-graph, dungeon/structure.c) and their start, exit and
 * features (gen-content, dungeon/content.c). What they share with the
 * checks and the drawing is in dungeon/map.h and dungeon/floor.h.
 */
#ifndef BP_DUNGEON_H
#define BP_DUNGEON_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "core/limit.h"
#include "core/rng.h"
#include "dungeon/floor.h"
#include "dungeon/map.h"
#include "dungeon/rules.h"

/* dungeon_check_walk's answers. */
enum {
	DUNGEON_OK,
	DUNGEON_BAD_SIZE,
	DUNGEON_BAD_FLOOR,
	DUNGEON_BAD_PAPER,
	DUNGEON_BAD_FIT,
	DUNGEON_BAD_LOOK
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
 * dungeon_check_look: can g's look (rules.h) be made on a cols x rows grid?
 * Look tunnels: a floor target it can reach; look rooms: its largest rooms
 * inside the border, rooms of them side by side with a wall between, and
 * links no more than the pairs of rooms beyond a spanning tree. DUNGEON_OK,
 * or DUNGEON_BAD_LOOK with one line in msg (size n). The looks' own fit,
 * apart from dungeon_check_fit's.
 */
int dungeon_check_look(const struct rules_dungeon *g, int cols, int rows,
    char *msg, size_t n);

/*
 * dungeon_cell: the cell size, mm, of a cols x rows grid on a width x
 * height mm sheet: the largest that fits the page layout above, at most
 * cell_max, rounded down to 0.1 mm.
 */
double dungeon_cell(double width, double height, int cols, int rows,
    double cell_max);

/*
 * dungeon_check: dungeon_check_walk for g's walk, dungeon_check_fit,
 * dungeon_check_look, then
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

/* What a walk did. */
struct dungeon_walked {
	int col, row;      /* the walker's last cell (carved) */
	int tunnels;       /* tunnels carved, each at least one cell long;
	                      rooms: corridors dug */
	int rooms;         /* rooms dug (dungeon_dig_rooms), else 0 */
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
 * dungeon_walk_tunnels: the walk of look tunnels: as dungeon_walk, but a
 * tunnel ends before a cell whose carving would make a 2 x 2 block of floor
 * (a hall), and turns only where its first step opens none (on or back
 * along its own floor when no way across can). Tunnels cross and run on
 * along one another; they never widen into halls. Same arguments, return
 * and draws as dungeon_walk.
 */
int dungeon_walk_tunnels(char *terrain, int cols, int rows, int tunnels,
    int length, double floor, struct rng *rng, struct dungeon_walked *w);

/*
 * dungeon_dig_rooms: look rooms on terrain (cols x rows, all DUNGEON_WALL
 * on entry), drawing from rng: up to rooms boxes of lo .. hi cells a side
 * inside the border, a wall cell at least between any two (a room finding
 * no place in 64 draws is left out; the first always fits), joined by
 * L-shaped corridors centre to centre along a spanning tree (each room to
 * the nearest already joined), then links more corridors between pairs
 * drawn at random that none joins yet (64 draws each). The floor is one
 * 4-connected region. hi must fit inside the border (dungeon_check_look).
 * *w, when not NULL, gets the rooms, the corridors (tunnels), the cells
 * carved and the first room's centre. Returns 0.
 */
int dungeon_dig_rooms(char *terrain, int cols, int rows, int rooms, int lo,
    int hi, int links, struct rng *rng, struct dungeon_walked *w);

/*
 * dungeon_unpinch: carve one of the two walls of every such block (drawn
 * from rng) until none is left; returns the cells carved. Floor stays one
 * 4-connected region and the border stays wall.
 */
size_t dungeon_unpinch(char *terrain, int cols, int rows, struct rng *rng);

/*
 * dungeon_structure: gen-graph's work on board b (width, height, seed,
 * attempt set) for one attempt: the grid, its cell size and the walk,
 * streams "dungeon.walk" and "dungeon.unpinch". The walk (size, tunnels,
 * length, floor) is the one b records when it has one (read from a deck,
 * or an earlier attempt's), else dungeon_rules(r)'s; so a board is made again
 * with the options gen-graph made it with. Returns 0, or -1 with the
 * reason in d (DIAG_INVALID; also when a recorded walk fails
 * dungeon_check_walk).
 */
int dungeon_structure(struct board *b, const struct rules *r,
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

#endif
