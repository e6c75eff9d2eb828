/* content.h: the content of a transport board (gen-content's work). */
#ifndef BP_TRANSCONTENT_H
#define BP_TRANSCONTENT_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "transport/seats.h"

/*
 * transport_content: the content of transport board b, whose
 * structure is made, from (b->seed, b->attempt), replacing what was
 * there: every city gets a name and its wanted goods; one airport per
 * connection group (at least the rules' min_airports) when the scenario
 * flies planes; the seats' capitals are chosen by transcontent_capitals.
 * When their spread after bonuses is above the rules' fair_spread, goods,
 * airports and capitals are dealt again from the next index of their
 * streams (up to 4 rounds in all), and the round that levels best is
 * kept. Returns 0, or -1 (reason in d, DIAG_INVALID) when the board has
 * fewer cities than players or than name prefixes allow.
 */
int transport_content(struct board *b, const struct rules *r,
    struct diag *d);

/*
 * transcontent_deal: give b's cities their wanted goods (replacing any):
 * each good the scenario offers min_copies times, then goods drawn by
 * their prob up to goods_per_city per city, dealt round-robin over the
 * cities in an order drawn from rng, never twice to a city nor more than
 * max_wants to one; values uniform in the good's point range.
 */
struct rng;
void transcontent_deal(struct board *b, const struct rules *r,
    struct rng *rng);

/*
 * transcontent_capitals: the seats' capitals of b, whose goods and
 * airports are dealt (any capitals it had are replaced): the fairness
 * repair. A city fits when it has between capital_routes and
 * capital_max_routes routes; the first b->players cities fit (gen-graph
 * sees to it) and are the first set tried, then 63 sets of fit cities
 * drawn from stream transport.capitals, index round. The set whose seats
 * level best after bonuses wins (the smallest spread, (best - lowest
 * level) / best, as check_spread measures it; then the fewest bonus
 * steps; then the first), and seat k takes its k-th city in index order.
 * Returns the winner's spread.
 */
double transcontent_capitals(struct board *b, const struct rules *r,
    uint64_t round);

#endif
