/* content.h: the content of a nodes board (gen-content's work). */
#ifndef BP_NODECONTENT_H
#define BP_NODECONTENT_H

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "nodes/measure.h"

/*
 * nodes_content: b's content from (seed, attempt): the node types
 * chosen (when expansions make the pool larger than the board holds), the
 * type list, types assigned under the rules' constraints (repaired by
 * swapping, never broken), missions on the start nodes, numbers, power
 * dots, areas, tiny nodes, expeditions or landmarks, and natural
 * resources, each drawing from its own named stream. The structure is not
 * touched. Returns 0, or -1 with the reason (DIAG_INVALID) when this
 * attempt's structure cannot take content that keeps every rule.
 */
int nodes_content(struct board *b, const struct rules *r,
    struct diag *d);

/*
 * nodes_collect: which node types b's content uses, as nodes_content
 * collects them from b's seed, attempt, expansions and free nodes:
 * chosen[t] (r's ntype bytes, the caller's) is 1 for each. Every type in
 * play when they all fit the board (the devlog's measure), otherwise one
 * per category and action, and more while they fit; each brings what it
 * requires. On a board nodes_content made, each chosen type is on at least
 * one node. Returns 0, or -1 (message in d) for an expansion r lacks.
 */
int nodes_collect(const struct board *b, const struct rules *r,
    uint8_t *chosen, struct diag *d);

#endif
