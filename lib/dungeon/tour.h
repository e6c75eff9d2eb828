/*
 * tour.h: the tour a Cinderdeep seat walks, from a cell past one feature
 * of each type to pass, then to the exit: the greedy bot's reckoning
 * (dungeon/bots.c) and the static seat score (dungeon/check.c, and
 * gen-content's even draw in dungeon/content.c) share it, so the score
 * measures what the game plays.
 */
#ifndef BP_DUNGEON_TOUR_H
#define BP_DUNGEON_TOUR_H

#include <stddef.h>
#include <stdint.h>

#include "dungeon/part.h"
#include "dungeon/floor.h"
#include "dungeon/rules.h"

/*
 * dungeon_tour_bfs: distances over floor f from every cell of src (n of
 * them) into dist (f->n) and the nearest source's cell into near (-1 and
 * DUNGEON_NONE out of reach); queue (f->n) is scratch.
 */
void dungeon_tour_bfs(const struct dungeon_floor *f, const uint32_t *src,
    size_t n, int32_t *dist, uint32_t *near, uint32_t *queue);

/*
 * dungeon_tour_targets: the targets of a board's features ft[0 .. nft -
 * 1] under rules rd: the types to pass ([play] pass, or all) that the
 * board has, in the rules' order; tof[t] (rd->nfeature of them) gets type
 * t's target or -1. Returns how many (at most DUNGEON_PLAY_TYPES: the
 * rules hold no more types).
 */
int dungeon_tour_targets(const struct rules_dungeon *rd,
    const struct board_feature *ft, size_t nft, int32_t *tof);

/*
 * dungeon_tour_maps: the maps dungeon_tour reads (ntarget + 1 of f->n
 * each into dist and near), over floor f: floor cell cell[i] holds a
 * feature of target tgt[i] (i < n; -1: of none), the exit is on cell
 * exit; queue (f->n) is scratch.
 */
void dungeon_tour_maps(const struct dungeon_floor *f, const uint32_t *cell,
    const int32_t *tgt, size_t n, int ntarget, uint32_t exit, int32_t *dist,
    uint32_t *near, uint32_t *queue);

/*
 * dungeon_tour_from: the whole tour from floor cell at (every target, then
 * the exit) over maps of dungeon_tour_maps; -1 when at cannot reach one.
 */
int64_t dungeon_tour_from(const int32_t *dist, const uint32_t *near,
    uint32_t n, int ntarget, uint32_t at);

/*
 * dungeon_tour: the steps of the tour from floor cell at past the targets
 * of need (bit t: target t), then the exit (target ntarget), over the
 * maps dist and near of every target and the exit (dist[t * n + k]: steps
 * from cell k to the nearest feature of target t, near[...]: its cell;
 * n floor cells): the shortest of the nearest-neighbour tours that begin
 * with each needed target (one such tour when more than 8 are needed).
 * Every target must be reachable from at.
 */
int64_t dungeon_tour(const int32_t *dist, const uint32_t *near, uint32_t n,
    int ntarget, uint32_t at, uint64_t need);

#endif
