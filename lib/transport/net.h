/*
 * net.h: the routes of a transport map as a network, from the board
 * alone: connection groups, ugly boxes and their clean-up, and whether a
 * route is sound.
 */
#ifndef BP_TRANSNET_H
#define BP_TRANSNET_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"

/*
 * transnet_groups: label each city of b with its connection group (0, 1,
 * … in order of each group's first city): union-find over the routes,
 * where routes that share a cell besides their cities count as joined.
 * group has b->ncity entries; returns the number of groups.
 */
size_t transnet_groups(const struct board *b, uint32_t *group);

/*
 * transnet_boxes: the number of "ugly boxes": 2 x 2 blocks of cells that
 * all carry a route of one type. *cell (if not NULL) gets the top-left
 * cell of the first and *type its route type.
 */
size_t transnet_boxes(const struct board *b, uint32_t *cell, int32_t *type);

/*
 * transnet_unbox: remove ugly boxes where a corner can go: a corner that
 * is no city, whose every route of the box's type turns there inside the
 * box, is taken off those routes, which run through the opposite corner
 * instead. After each removal every changed route is checked to still run
 * cell by cell from its city to its city (a removal that would break one
 * is undone). Sweeps forward and backward, at most passes times, until
 * nothing changes. Returns the number of boxes removed.
 */
size_t transnet_unbox(struct board *b, int passes);

/*
 * transnet_route_fault: NULL when route i of b is sound (it runs cell by
 * cell from its from-city's cell to its to-city's cell, through no other
 * city, no forest and no cell outside its medium, the cities' own cells
 * excepted); otherwise a one-line reason written into buf (size n).
 */
const char *transnet_route_fault(const struct board *b, const struct rules *r,
    size_t i, char *buf, size_t n);

/*
 * transnet_loop: does a path of the n cells path (a route's, in order) of
 * the type whose bit is bit close a loop on a grid cols x rows whose
 * cells already carry the types in mask: a stretch of its new cells
 * (without bit in mask) between two cells with it, which the type's cells
 * already join in no more steps than the stretch takes (no shorter way:
 * a detour beside the network) or within a ring of at most max cells all
 * told? Returns 1 and the index of the stretch's middle cell in *at (a
 * cell a search may be kept off to find another way), else 0. Each way
 * back is sought no farther than the stretch's length or max steps.
 * The router keeps its routes off such loops, TRANSPORT_LOOP_MAX a ring.
 */
#define TRANSPORT_LOOP_MAX 12
int transnet_loop(const uint8_t *mask, int cols, int rows, uint8_t bit,
    const uint32_t *path, size_t n, int max, size_t *at);

/*
 * transnet_route_loops: how many of b's routes close a small loop (of at
 * most max cells, transnet_loop) with the routes of their type listed
 * before them.
 */
size_t transnet_route_loops(const struct board *b, int max);

/* transnet_route_count: routes of type on b. */
size_t transnet_route_count(const struct board *b, int32_t type);

/*
 * transnet_other_end: the city at the other end of route k of b from city
 * i, or UINT32_MAX when route k does not end at city i.
 */
uint32_t transnet_other_end(const struct board *b, size_t k, uint32_t i);

#endif
