/*
 * play.h: Cinderdeep's reference game (dungeon/play.c): each seat walks
 * from its start past one feature of each type to the exit, a die's roll
 * of steps a turn; and its game object, which the kind's own bots
 * (dungeon/bots.c) read. The rules are in templates/rules/dungeon.md,
 * "Play: the reference game".
 */
#ifndef BP_DUNGEON_PLAY_H
#define BP_DUNGEON_PLAY_H

#include <stddef.h>
#include <stdint.h>

#include "board/play.h"
#include "dungeon/floor.h"

/* One seat of a game. */
struct dungeon_seat {
	uint32_t at;    /* its floor cell */
	uint64_t need;  /* bit t: target t (a type to pass) not passed yet */
	int wait;       /* 1: it loses its next turn */
	uint8_t *fought; /* per feature: 1 once it has fought it (lose types) */
};

/*
 * A game on one board. The targets are the feature types to pass that the
 * board has, in the rules' order (0 .. ntarget - 1), then the exit
 * (target ntarget). Everything but the seats is fixed by new().
 */
struct dungeon_game {
	struct dungeon_floor f;
	int seats, die, turns;
	int ntarget;
	char (*name)[PLAY_MOVE_LEN]; /* each target's move text */
	/*
	 * dist[t * f.n + k]: steps from floor cell k to the nearest feature
	 * of target t; near[t * f.n + k]: that feature's cell.
	 */
	int32_t *dist;
	uint32_t *near;
	int32_t *feature; /* per floor cell: the feature on it, or -1 */
	int32_t *target;  /* per feature: its target, or -1 */
	uint8_t *lose;    /* per feature: 1 when standing on it costs a turn */
	size_t nfeature;
	uint32_t exit;
	uint32_t *start;  /* per seat: its start cell */
	/* the game as it goes */
	struct dungeon_seat seat[PLAY_SEATS_MAX];
	struct rng *chance;
	int to_move;      /* -1: over */
	int roll;         /* the seat to move's steps this turn */
	int winner;       /* -1: none */
	uint32_t turn;    /* turns taken (lost ones too), all seats */
};

/* What walking toward a target would do (dungeon_play_walk). */
struct dungeon_walk {
	uint32_t at;    /* the cell it ends on */
	uint64_t need;  /* the targets still to pass then */
	int wait;       /* 1: it stopped on a feature that costs a turn */
	int won;        /* 1: it reached the exit with nothing left to pass */
	int steps;      /* steps walked */
};

/*
 * dungeon_play_target: the target move k of the seat to move's list
 * stands for (its needed types in order, or the exit when none is left).
 */
int dungeon_play_target(const struct dungeon_game *g, size_t k);

/*
 * dungeon_play_walk: what seat s would do walking toward target t with
 * roll steps, into *w, the game unchanged: one step at a time down the
 * target's distances (neighbours tried left, up, right, down), passing
 * every feature stepped on, stopping on the target, on a feature of a
 * lose type it has not fought, or on the exit with nothing left to pass.
 */
void dungeon_play_walk(const struct dungeon_game *g, int s, int t, int roll,
    struct dungeon_walk *w);

/* The game (lib/board/play.h) and the greedy bot (dungeon/bots.c). */
extern const struct play_kind play_kind_dungeon;
extern const struct play_bot dungeon_bot_greedy;

#endif
