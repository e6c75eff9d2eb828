/* content.h: the content of a nodes board (gen-content's work). */
#ifndef BP_NODECONTENT_H
#define BP_NODECONTENT_H

#include "board/board.h"
#include "core/diag.h"
#include "board/rules.h"

/*
 * What the rules and a board's options switch on: the enabled expansions
 * (bit i for rules expansion i) and the features (RULES_FEAT_* bits).
 */
struct nodecontent_set {
	uint32_t expansions;
	int features;
};

/*
 * nodecontent_options: read b->expansions against r into *set. Returns 0,
 * or -1 (message in d, DIAG_INVALID) for a name the rules do not have.
 */
int nodecontent_options(const struct board *b, const struct rules *r,
    struct nodecontent_set *set, struct diag *d);

/* nodecontent_in_play: is table entry expansion e (-1: base) switched on? */
int nodecontent_in_play(const struct nodecontent_set *set, int32_t e);

/*
 * nodecontent_scale: the devlog's scales for b's grid: *node (min and max
 * counts) and *distance (edge distances and sequence lengths).
 */
void nodecontent_scale(const struct board *b, const struct rules *r,
    double *node, double *distance);

/* nodecontent_edge_distance: node v's distance from the paper's edge, u. */
double nodecontent_edge_distance(const struct board *b, const struct rules *r,
    uint32_t v);

/*
 * nodecontent_cluster: the size of the group of same-typed nodes joined by
 * edges that contains node v (as typed now). mark is scratch of nnodes.
 */
size_t nodecontent_cluster(const struct board *b, uint32_t v, uint8_t *mark);

/*
 * The number on a numbered node, as layout-pdf sets it: in the embedded
 * font at NODECONTENT_NUMBER_PT points, centred on the node, its baseline
 * NODECONTENT_NUMBER_DROP node radii below the node's centre.
 */
#define NODECONTENT_NUMBER_PT 7.5
#define NODECONTENT_NUMBER_DROP 0.78

/*
 * nodecontent_number_box: the box (mm, y down; *lo its top-left corner,
 * *hi its bottom-right) that node v's number covers when drawn, the
 * digits' full height and advance widths. Returns 1, or 0 (lo and hi
 * untouched) when v has no number.
 */
int nodecontent_number_box(const struct board *b, const struct rules *r,
    uint32_t v, struct vec2 *lo, struct vec2 *hi);

/*
 * nodecontent_generate: b's content from (seed, attempt): the node types
 * chosen (when expansions make the pool larger than the board holds), the
 * type list, types assigned under the rules' constraints (repaired by
 * swapping, never broken), missions on the start nodes, numbers, power
 * dots, areas, tiny nodes, expeditions or landmarks, and natural
 * resources, each drawing from its own named stream. The structure is not
 * touched. Returns 0, or -1 with the reason (DIAG_INVALID) when this
 * attempt's structure cannot take content that keeps every rule.
 */
int nodecontent_generate(struct board *b, const struct rules *r,
    struct diag *d);

#endif
