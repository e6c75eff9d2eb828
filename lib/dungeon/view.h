/*
 * view.h: the floor of one dungeon board as its checks read it (the floor
 * graph, the features' cells, the steps from the exit, the diameter),
 * worked out once per board and kept on its part (dungeon/part.h), so the
 * checks that read the same distances share them.
 */
#ifndef BP_DUNGEON_VIEW_H
#define BP_DUNGEON_VIEW_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "dungeon/floor.h"

/*
 * The floor graph, the index of each feature's cell in it (DUNGEON_NONE
 * off the floor), the exit (or DUNGEON_NONE), the starts, and with an
 * exit on the floor, every floor cell's steps from it (-1: out of reach)
 * and the exit's eccentricity. queue is scratch (f.n + 1 entries); diam
 * is the floor's diameter once dungeon_view_diameter has made it exact
 * (have_diam). The key (the board's grid and features as they were when
 * the view was made) is private to view.c.
 */
struct dungeon_view {
	struct dungeon_floor f;
	uint32_t *at;
	uint32_t exit;
	uint32_t *start;
	size_t nstart;
	int32_t *dist;
	uint32_t exit_ecc;
	uint32_t *queue;
	uint32_t diam;
	int have_diam;
	/* The key: what the view was made from. */
	int cols, rows;
	char *terrain;
	size_t capterrain;
	void *feature;
	size_t nfeature, capfeature;
};

/*
 * dungeon_view: b's view, made now or kept on b's part from an earlier
 * call, whichever checks, stages or threads asked; it is made again
 * whenever b's grid size, terrain or features differ in any byte from
 * those it was made from (compared on every call: a copy of them is the
 * key), so no change to b, by whatever path, leaves it stale. b must be
 * a dungeon board; it owns the view (dungeon_part_fini frees it). Not
 * for two threads on one board at once. Never NULL (mem.h).
 */
const struct dungeon_view *dungeon_view(const struct board *b);

/*
 * dungeon_view_diameter: the floor's diameter in steps (0 with no floor),
 * exactly, kept on the view once made; with stop_frac > 0, it may instead
 * return as soon as it knows stop_frac x diameter <= stop_at (the
 * diameter's upper bound it has then, h with stop_frac * h <= stop_at),
 * setting *exact to 0 (1 otherwise; exact may be NULL when stop_frac is
 * 0). b as for dungeon_view.
 */
uint32_t dungeon_view_diameter(const struct board *b, double stop_frac,
    double stop_at, int *exact);

/* dungeon_view_free: frees what b's part keeps of its view (part.c). */
void dungeon_view_free(void *view);

#endif
