/* play.h: the nodes kind's reference game (a mission race) and its bots. */
#ifndef BP_NODES_PLAY_H
#define BP_NODES_PLAY_H

#include <stddef.h>
#include <stdint.h>

#include "board/play.h"
#include "board/rules.h"
#include "core/graph.h"
#include "core/rng.h"

/* NODES_PLAY_MOVES: the most moves a turn offers (a node's edges, or a
 * side's starts, or the one "pass"). */
#define NODES_PLAY_MOVES (GRAPH_MAX_DEGREE > 10 ? GRAPH_MAX_DEGREE : 10)
/* NODES_PLAY_PASS: the target of the move "pass" (nodes_play_targets). */
#define NODES_PLAY_PASS UINT32_MAX
/* NODES_PLAY_FAR: a distance (in turns) no path reaches. */
#define NODES_PLAY_FAR UINT16_MAX

/* One seat's pawn and what its mission has gathered. */
struct nodes_play_seat {
	uint32_t at;     /* the node it holds, or UINT32_MAX before its start */
	int wait;        /* turns it still spends entering a numbered node */
	int32_t mission; /* its start's mission (rules index), or -1 */
	int need;        /* what the mission asks (categories or relevant) */
	uint32_t cats;   /* categories visited, bit c for category c */
	int rel;         /* relevant nodes visited */
	int res;         /* resources gathered */
};

/*
 * The game of one board (play_kind_nodes.new): the board's network,
 * measured once, and the state of the game being played. Everything is
 * indexed by the board's node index (deck id "nNN"). The kind's own bots
 * read it (play_ask.game); it holds no pointer into the board or rules.
 */
struct nodes_play {
	int seats;
	uint8_t side[PLAY_SEATS_MAX]; /* seat k plays paper side side[k] */
	uint32_t n;                   /* nodes */
	/* per node: its category (-1 none), type (-1 none), mission (-1
	 * none), turns to enter (its number, at least 1), owner: the seat
	 * whose start it is, -1 for no start, -2 a start no seat plays */
	int8_t *cat;
	int32_t *type;
	int32_t *mission;
	uint8_t *cost;
	int8_t *owner;
	uint32_t *adj, *adj_at;       /* neighbours of v: adj[adj_at[v] ..
					 adj_at[v + 1]), by index */
	uint32_t *start, start_at[PLAY_SEATS_MAX + 1]; /* seat k's starts */
	uint32_t *area, *area_at;     /* resource areas v touches */
	uint16_t *area_res;           /* resources in each such area */
	uint32_t nareas;
	uint16_t *dist;  /* dist[u * n + v]: turns from u to v, the costs of
			    the nodes entered, no start passed through */
	uint8_t *relevant; /* relevant[m * ntype + t]: mission m wants type t */
	int *rel_need;     /* per mission: relevant nodes it asks too (0:
			      none of its types on the board, or none) */
	uint32_t ntype, nmission, ncat;
	int cat_need;      /* categories every mission asks */
	int res_per;       /* resources that stand in for one; 0: none */
	uint32_t bound;    /* seat turns before the game is drawn */
	int gutter;        /* sides of the die whose 1 loses a turn; 0: none */
	char (*cat_name)[32], (*mission_name)[32];

	/* The game being played (reset). */
	int cur;           /* the seat to move, -1 once over */
	int winner;        /* -1: none (yet) */
	uint32_t clock;    /* seat turns gone, skipped ones counted */
	struct rng *chance; /* the runner's, for the game being played */
	uint8_t *held;     /* per node: seat + 1 holding it, 0 none */
	uint8_t *visited;  /* visited[k * n + v] */
	uint8_t *gathered; /* gathered[k * nareas + a] */
	struct nodes_play_seat st[PLAY_SEATS_MAX];
};

/* play_kind_nodes: the game (lib/nodes/play.c; the kind's table's play). */
extern const struct play_kind play_kind_nodes;

/* nodes_bot_greedy: the one-ply bot (lib/nodes/bots.c); nodes_bots: the
 * kind's own bots, NULL-ended (the kind's table's bots). */
extern const struct play_bot nodes_bot_greedy;
extern const struct play_bot *const nodes_bots[];

/*
 * nodes_play_targets: the node each legal move of the seat to move enters,
 * in the order of play_kind_nodes.moves (NODES_PLAY_PASS for "pass"),
 * into t (room for NODES_PLAY_MOVES); returns how many (0 once over).
 */
size_t nodes_play_targets(const struct nodes_play *g, uint32_t *t);

/*
 * nodes_play_gain: what seat k's entering v would add to its mission:
 * *cats the categories it would then have visited, *rel its relevant
 * nodes, *res its resources (the seat's own state is not changed).
 */
void nodes_play_gain(const struct nodes_play *g, int k, uint32_t v,
    uint32_t *cats, int *rel, int *res);

/* nodes_play_progress: how much of mission m (-1: none yet) cats, rel
 * and res make: done once it reaches nodes_play_need(g, m), what m asks
 * (categories, relevant nodes). */
int nodes_play_progress(const struct nodes_play *g, int32_t m,
    uint32_t cats, int rel, int res);
int nodes_play_need(const struct nodes_play *g, int32_t m);

/* nodes_play_relevant: is node v of one of mission m's relevant types
 * (m < 0, a mission without: no)? */
int nodes_play_relevant(const struct nodes_play *g, int32_t m, uint32_t v);

#endif
