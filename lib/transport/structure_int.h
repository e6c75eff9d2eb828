/*
 * structure_int.h: what the parts of the transport generator share (the
 * router, the generation's state, the phases' steps), and the phases'
 * public faces that only the unit tests call. Not for other modules.
 */
#ifndef BP_TRANSPORT_INT_H
#define BP_TRANSPORT_INT_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/grid.h"
#include "core/heap.h"
#include "core/rng.h"
#include "transport/part.h"
#include "transport/rules.h"
#include "transport/transport.h"

/* What a route may run over: a cell is water, land, or neither. */
enum { CLS_NONE, CLS_WATER, CLS_LAND };

/* The router: what routes may cross, and a path search's scratch. */

struct transport_router {
	struct board *b;
	const struct rules *r;
	int cols, rows;
	size_t n;
	uint8_t *cls;    /* CLS_* */
	uint8_t *near;   /* 1: on or next to the legend: no city here */
	float *cost;     /* cost of a step into the cell */
	uint8_t *mask;   /* bit t set: a route of type t uses the cell */
	int32_t *city;   /* the city on the cell, or -1 */
	uint8_t *joined; /* ncity x ncity: bit t: a route of type t joins */
	size_t capcity;
	uint32_t *deg;   /* routes at each city */
	/* search scratch, valid where seen/done equal the epoch */
	double *g;
	uint32_t *prev, *seen, *done, *ban;
	uint16_t *len;   /* cells on the path so far, the start counted */
	uint32_t epoch, banmark;
	/* straighten's: a path cell's place (where seen is its epoch), and
	 * whether a cell may be taken (bit 0, where the rest is openmark) */
	uint32_t *at, *open, openmark;
	struct heap h;
	uint32_t *path;
	size_t npath, cappath;
};

/* The map (transport/map.c). */

/* transport_players_of: b's player count, clamped into the rules' tables. */
int transport_players_of(const struct board *b);

/* transport_scenario_of: b's scenario in r, or NULL when it has none. */
const struct rules_scenario *transport_scenario_of(const struct board *b,
    const struct rules *r);

/* Terrain and forests (transport/terrain.c). */

/*
 * transport_terrain_values: transport_terrain, returning each cell's terrain
 * noise value (the caller frees it).
 */
float *transport_terrain_values(struct board *b, const struct rules *r);

/* The router (transport/routes.c). */

/*
 * transport_router_init: the router of board b as it stands (terrain, forests,
 * cities and routes), with each cell's noise value from value (or, when
 * NULL, one typical of its terrain). Room is made for capcity cities.
 */
void transport_router_init(struct transport_router *R, struct board *b,
    const struct rules *r, size_t capcity, const float *value);

/* transport_router_fini: free what transport_router_init took. */
void transport_router_fini(struct transport_router *R);

/*
 * transport_explore: from city i over medium cls, the fewest cells of a path to
 * every city within maxlen cells (0 where none) into reach[], by a
 * breadth-first search: the pairs' first estimate, before the route's
 * own search.
 */
void transport_explore(struct transport_router *R, uint32_t i, int cls,
    int maxlen, uint16_t *reach);

/*
 * transport_route: a path of type from city i to city j, at most maxlen cells,
 * which closes no box: a path that would is searched again with its
 * offending cell banned. Returns the cell count (path in R->path) or 0.
 */
size_t transport_route(struct transport_router *R, uint32_t i, uint32_t j,
    int32_t type, int merge, int maxlen);

/*
 * transport_add_route: the path in R->path as a route of type from city i
 * to city j, on the board and stamped on the router.
 */
void transport_add_route(struct transport_router *R, int32_t type, uint32_t i,
    uint32_t j);

/*
 * transport_nb_at: the neighbour of cell (c, r) in direction k (left, up,
 * right, down), its column and row in *wc and *wr, or GRID_NONE off the grid.
 */
static inline uint32_t
transport_nb_at(const struct transport_router *R, int c, int r, int k, int *wc,
    int *wr)
{
	static const int8_t dc[4] = { -1, 0, 1, 0 }, dr[4] = { 0, -1, 0, 1 };

	*wc = c + dc[k];
	*wr = r + dr[k];
	/* Off the grid: below 0 (a huge unsigned) or past its end. */
	if ((unsigned)*wc >= (unsigned)R->cols ||
	    (unsigned)*wr >= (unsigned)R->rows)
		return GRID_NONE;
	return (uint32_t)*wr * (uint32_t)R->cols + (uint32_t)*wc;
}

static inline uint32_t
transport_nb(const struct transport_router *R, uint32_t v, int k)
{
	int wc, wr;

	return transport_nb_at(R, (int)(v % (uint32_t)R->cols), (int)(v /
	    (uint32_t)R->cols), k, &wc, &wr);
}

static inline uint32_t
transport_city_cell(const struct transport_router *R, uint32_t i)
{
	return transport_cell(R->b, transport_part(R->b)->city[i].col,
	    transport_part(R->b)->city[i].row);
}

static inline int
transport_joined(const struct transport_router *R, uint32_t i, uint32_t j)
{
	return R->joined[i * R->capcity + j];
}

/* The generation's state: the router, the sites and the streams. */
struct transport_gen {
	struct transport_router R;
	const struct rules_transport *t;
	const struct rules_scenario *s;
	int players;
	uint32_t *site[2]; /* docks, land cells: shuffled */
	size_t nsite[2], pos[2];
	struct rng cities, routes;
	uint16_t *wreach, *lreach;
	uint8_t *pinned; /* per city: settled, so it never moves again */
	uint8_t *fold;   /* per cell: on a folding board's hinge, where no
			    city stands (NULL: a flat board) */
};

/* Settling the cities (transport/cities.c). */

/*
 * transport_site_ok: may city self (or a new city, self = -1) stand on cell v?
 */
int transport_site_ok(const struct transport_gen *G, uint32_t v, int32_t self);

/*
 * transport_sites: the candidate cells, shuffled. Docks are water cells
 * touching land; land sites are land cells without forest; both keep the rules'
 * border from the paper edge.
 */
void transport_sites(struct transport_gen *G, const struct board *b);

/*
 * transport_next_site: the next free site for city self (-1: a new one): on
 * land with the rules' land share (or when no dock is left), else a dock.
 * Returns the cell, or GRID_NONE when no site is left.
 */
uint32_t transport_next_site(struct transport_gen *G, int32_t self);

/*
 * transport_full: has city i, a capital, as many routes as a capital takes?
 * Capitals with routes to everywhere would need bonuses beyond the cap.
 */
int transport_full(const struct transport_router *R, uint32_t i);

/*
 * transport_connect_city: city i's turn. Its own candidates first; a city still
 * without a route looks at every city, then a capital short of routes
 * looks farther, capital_extra cells more (the devlog's code meant
 * capitals to reach farther but never used it; reaching farther only when
 * short keeps capitals from becoming hubs).
 */
void transport_connect_city(struct transport_gen *G, uint32_t i);

/* transport_move_city: put city i (without routes) on cell v. */
void transport_move_city(struct transport_router *R, uint32_t i, uint32_t v);

/* transport_relocate: move city i (without routes) to the next free site. */
int transport_relocate(struct transport_gen *G, uint32_t i);

/*
 * transport_pack: the clarity.cities repair, when the shuffled sites ran out
 * with cities still to place: every city is placed again, each on the free site
 * that rules out the fewest other free sites (a summed-area table counts them;
 * ties go to the earlier site in the shuffled lists, docks before land), which
 * packs far tighter than the random order; the sites found are then dealt to
 * the cities in a shuffled order, so the capitals are not the outermost.
 * Returns 0, or -1 when even this finds no room.
 */
int transport_pack(struct transport_gen *G, size_t ncity);

/*
 * transport_settle: the settling repairs of the cities placed on G's board:
 * with planes grounded, every city where a route could join it to the others;
 * with boats, a water with docks enough for them. Returns 0, or -1 when the
 * cities cannot all be joined.
 */
int transport_settle(struct transport_gen *G, size_t need);

/* The repairs on a router (transport/repair.c). */

/*
 * transport_repair_fill: the completeness repair (the devlog's brute force):
 * routes of type, one at a time, each between the nearest pair of cities not
 * yet joined that a path of type can join, until there are need; then, when no
 * such pair is left, between cities that no route of type joins (on a small
 * board every pair a boat could join may be joined over land). Returns the
 * routes of type afterwards.
 */
size_t transport_repair_fill(struct transport_router *R, int32_t type,
    size_t need);

/*
 * transport_repair_reach_out: the repairs of a city i that has too few routes
 * (none, or a capital short of capital_routes): routes to the nearest cities it
 * can reach, of any type, until it has want. Returns 1 when it has.
 */
int transport_repair_reach_out(struct transport_router *R, uint32_t i,
    uint32_t want);

/*
 * transport_repair_resettle: the clarity repair of a city i that has no route
 * where it stands, nor after its moves: every free site, in the shuffled order
 * from the first, until one from which a route joins it to another city.
 * Returns 1 when it has a route, 0 when no site gives one (the city is back
 * where it stood).
 */
int transport_repair_resettle(struct transport_gen *G, uint32_t i);

/*
 * transport_repair_join: the clarity repair when no planes fly: while the
 * routes fall into several groups, a route between the first group and another,
 * nearest pair first. Returns the number of groups left.
 */
size_t transport_repair_join(struct transport_router *R);

/*
 * transport_repair_trade: the fairness repair of capital i that still has fewer
 * than capital_routes routes (no route reaches a city it is not joined
 * to): it trades places with the first city that is no capital and has
 * between capital_routes and capital_max_routes routes. Returns 1 when it
 * could.
 */
int transport_repair_trade(struct transport_router *R, uint32_t i);

/* The phases one at a time, for the unit tests. */

/*
 * transport_terrain: b's grid, terrain and forests from (seed, attempt):
 * each cell's value is the mean of seeded Perlin noise (stb_perlin.h) at
 * its four corners, scaled by the rules' gain; forests come from a second
 * field, on land only, one tree type per connected forest.
 */
void transport_terrain(struct board *b, const struct rules *r);

/*
 * transport_forest_types: give every connected forest of b (cells whose
 * b->tree is not BOARD_NONE, 4-connected) one tree type, drawn by the
 * rules' weights from rng in the order of each forest's first cell.
 */
void transport_forest_types(struct board *b, const struct rules *r,
    struct rng *rng);

/*
 * transport_fill: add routes of type until b has need of them (the repair
 * of completeness.routes, the devlog's brute force): each between the
 * nearest pair of cities not yet joined that a path of type joins,
 * whatever its length; when no such pair is left, between cities that
 * no route of type joins yet (a ferry beside a road). Returns the number
 * of routes of type afterwards.
 */
size_t transport_fill(struct board *b, const struct rules *r, int32_t type,
    size_t need);

/*
 * The repairs gen-graph makes before it gives an attempt up (transport.md
 * lists them), each on board b as it stands: its terrain, cities and
 * routes; b's scenario is set to the rules' default if it has none. Every
 * route they add keeps the rules the checks enforce (sound cells, no ugly
 * box).
 */

/*
 * transport_place: the cities of b's player count on b's terrain,
 * replacing any cities and routes: each on the next free site of the
 * shuffled sites (docks and land), the devlog's way; when the sites run
 * out, all of them packed again, each on the free site that rules out the
 * fewest others (clarity.cities); then settled: with planes grounded,
 * cities no route could ever join to the rest move to sites that can be
 * joined (clarity.reachable), and cities move until one water and one
 * stretch of land hold cities enough for min_routes routes of each medium
 * (completeness.routes). Returns 0, or -1 with the reason in d.
 */
int transport_place(struct board *b, const struct rules *r,
    struct diag *d);

/*
 * transport_reach_out: routes from city to the nearest cities it can
 * reach (nearest by a breadth-first search of water and land, whatever the
 * distance), of any route type the scenario allows, until it has want
 * routes: the repair of a city without a route (clarity.reachable) and of
 * a capital short of capital_routes (fairness.capitals). Returns 1 when it
 * has want routes.
 */
int transport_reach_out(struct board *b, const struct rules *r,
    uint32_t city, uint32_t want);

/*
 * transport_resettle: city, which has no route, moves to the first free
 * site (in the shuffled order) from which transport_reach_out gives it a
 * route (clarity.reachable). Returns 1 when it did; 0 leaves it where it
 * was.
 */
int transport_resettle(struct board *b, const struct rules *r,
    uint32_t city);

/*
 * transport_join: while b's routes fall into several connection groups, a
 * route between the first group and another, the nearest pair first (the
 * repair of clarity.reachable when no planes fly). Returns the number of
 * groups left.
 */
size_t transport_join(struct board *b, const struct rules *r);

/*
 * transport_trade_capital: capital (a city index below b->players) trades
 * its place in the city list (so its capital's seat) with the first
 * other city that has between capital_routes and capital_max_routes
 * routes, routes renumbered (fairness.capitals). Returns 1 when it could.
 */
int transport_trade_capital(struct board *b, const struct rules *r,
    uint32_t capital);

#endif
