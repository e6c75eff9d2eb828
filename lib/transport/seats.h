/*
 * seats.h: what a transport board offers its seats, as the content's
 * fairness repair and validate's seat levels both judge it
 * (transport/seats.c). A checker includes this, never transport/content.h;
 * the functions keep the prefix of the generator they came from.
 */
#ifndef BP_TRANSSEATS_H
#define BP_TRANSSEATS_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"

/* transcontent_eligible: does b's scenario offer good g? */
int transcontent_eligible(const struct board *b, const struct rules *r,
    size_t g);

/*
 * transcontent_seats: the devlog's capital score of each seat of b and
 * its bonus, into seat[0 .. b->players - 1] (seat n, its capital city in
 * at, UINT32_MAX when the board has no capital for the seat). score =
 * airport weight (if the capital has an airport) + good weight x the sum
 * of its wanted goods' values + per route, the route weight (the
 * capital_route weight when the other end is a capital too) + group
 * weight x the size of its connection group. bonus = min(floor((best -
 * score) / divisor), bonus_cap). Returns the number of seats, and in
 * *spread (if not NULL) the uncapped bonus of the worst seat.
 */
size_t transcontent_seats(const struct board *b, const struct rules *r,
    struct board_seat *seat, int *spread);

/*
 * transport_level: a seat's level, its score with its bonus counted at
 * the rules' divisor points a bonus step (what the fairness checks and
 * the PDF/VT record compare).
 */
double transport_level(const struct rules *r, double score, int bonus);

#endif
