/*
 * measure.h: what the generators, the checks and the drawing all measure
 * on a nodes board (nodes/measure.c). A checker or the drawing includes
 * this, never the generators' headers (nodes/structure.h,
 * nodes/content.h); the functions keep the prefix of the generator they
 * came from.
 */
#ifndef BP_NODEMEASURE_H
#define BP_NODEMEASURE_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "nodes/rules.h"

/*
 * nodegraph_unit: the length of one grid unit u in mm on board b: the
 * paper's long side divided by the rules' column count for b->players.
 */
double nodegraph_unit(const struct board *b, const struct rules *r);

/*
 * A node's icon as layout-pdf draws it, in node radii R: size 1.3 R on the
 * node's centre; above a number, 0.95 R and NODES_ICON_LIFT R higher. Side
 * nodes sit on a frame inside the trim (nodes_inset). Where their discs
 * still run off the trim (large nodes: R over the safe margin / 1.1), a
 * side node's icon moves NODES_SIDE_ICON_AT R onto the paper,
 * NODES_SIDE_ICON_SIZE R big, turned to face inwards; where they stand
 * whole on the paper, its icon is drawn as any other node's.
 */
#define NODES_ICON_SIZE 1.3
#define NODES_ICON_LIFT 0.28
#define NODES_ICON_NUMBERED 0.95
#define NODES_SIDE_ICON_AT 0.5
#define NODES_SIDE_ICON_SIZE 0.8

/*
 * A number keeps NODES_NUMBER_GAP mm between its digits and its node's
 * icon (clarity.numbers). The number is set in points, the icon in node
 * radii, so on small nodes (150 x 100 mm, A5) the digits reach up into
 * the icon's place: there the icon's square ends the gap above the
 * digits and shrinks so that its upper corners stay as far inside the
 * disc as they are on a large node, down to NODES_ICON_NUMBERED_MIN R.
 * 0.3 mm is twice a press's registration tolerance and the width of the
 * key's frame: two marks that far apart still read as two at arm's
 * length.
 */
#define NODES_NUMBER_GAP 0.3
#define NODES_ICON_NUMBERED_MIN 0.5

/*
 * nodes_icon_at: where node v's icon goes: its centre into *at (mm, y
 * down), its size (mm, the side of its square) into *size, and the angle
 * it is turned by (radians) into *angle. A numbered node's icon sits
 * above its number, NODES_NUMBER_GAP clear of the number's box
 * (nodecontent_number_box) where the disc leaves room for one of
 * NODES_ICON_NUMBERED_MIN R.
 */
void nodes_icon_at(const struct board *b, const struct rules *r, uint32_t v,
    struct vec2 *at, double *size, double *angle);

/*
 * nodes_inset: how far inside the trim (mm) side nodes sit on board b: as
 * far as it takes for their icons (placed as nodes_icon_at says) to keep
 * the rules' safe margin. The structure is made inside the frame this
 * leaves, side nodes on its sides.
 */
double nodes_inset(const struct board *b, const struct rules *r);

/* nodes_centre: where b's centre node is (the paper's middle without one). */
struct vec2 nodes_centre(const struct board *b);

/*
 * nodegraph_lattice: the columns and rows of the seed's jittered grid on
 * b's paper (columns along the long side).
 */
void nodegraph_lattice(const struct board *b, const struct rules *r,
    int *cols, int *rows);

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

/*
 * nodecontent_edge_distance: node v's distance from the edge of the frame
 * side nodes sit on (nodes_inset inside the paper's), u.
 */
double nodecontent_edge_distance(const struct board *b, const struct rules *r,
    uint32_t v);

/*
 * nodecontent_cluster: the size of the group of same-typed nodes joined by
 * edges that contains node v (as typed now). mark is scratch of nnodes.
 */
size_t nodecontent_cluster(const struct board *b, uint32_t v, uint8_t *mark);

/*
 * The number on a numbered node, as layout-pdf sets it: in the embedded
 * font at nodecontent_number_pt points, centred on the node, its baseline
 * NODECONTENT_NUMBER_DROP node radii below the node's centre. It is
 * NODECONTENT_NUMBER_PT on nodes of NODECONTENT_NUMBER_R mm and larger
 * (A4 at every player count: there its icon keeps its full size and the
 * gap), and on smaller ones shrinks with the node, to
 * NODECONTENT_NUMBER_PT_MIN (the key's text size) at the least, so the
 * digits leave the icon room.
 */
#define NODECONTENT_NUMBER_PT 7.5
#define NODECONTENT_NUMBER_PT_MIN 6.0
#define NODECONTENT_NUMBER_R 3.9
#define NODECONTENT_NUMBER_DROP 0.78

/* nodecontent_number_pt: the size (pt) of a number on board b. */
double nodecontent_number_pt(const struct board *b, const struct rules *r);

/*
 * nodecontent_number_box: the box (mm, y down; *lo its top-left corner,
 * *hi its bottom-right) that node v's number covers when drawn, the
 * digits' full height and advance widths. Returns 1, or 0 (lo and hi
 * untouched) when v has no number.
 */
int nodecontent_number_box(const struct board *b, const struct rules *r,
    uint32_t v, struct vec2 *lo, struct vec2 *hi);

/*
 * The edges as layout-pdf draws them: straight lines from node centre to
 * node centre, NODECONTENT_EDGE_WIDTH mm wide (under the nodes).
 */
#define NODECONTENT_EDGE_WIDTH 0.5

/*
 * nodecontent_dot_at: the centre (mm, y down) of a power dot at angle a
 * (radians, atan2 on paper) on node v's rim, as layout-pdf draws it: on
 * the circle of node_radius u, or out to a start node's square.
 */
struct vec2 nodecontent_dot_at(const struct board *b, const struct rules *r,
    uint32_t v, double a);

/*
 * What a power dot keeps clear of, mm: the paper's side, the node's
 * number and every edge's drawn line.
 */
#define NODECONTENT_DOT_CLEAR 0.3

/*
 * nodecontent_dot_gap: the smallest gap (radians) between two of node v's
 * edges, dots or, on a paper side, the side's line through it, that takes
 * a power dot, half of it kept from both ends: the rules' dot_gap, a share
 * of the whole turn, times the share of the turn v's rim has on the paper
 * (a side node's half), never less than the angle a dot takes itself,
 * 2 asin((dot_radius + NODECONTENT_DOT_CLEAR) / node_radius).
 */
double nodecontent_dot_gap(const struct board *b, const struct rules *r,
    uint32_t v);

/*
 * nodecontent_dot_apart: the angle (radians) two power dots on a node's
 * rim keep between them, on every node: half the rules' dot_gap, and at
 * least what keeps their discs NODECONTENT_DOT_CLEAR apart,
 * 2 asin((2 dot_radius + NODECONTENT_DOT_CLEAR) / (2 node_radius)).
 */
double nodecontent_dot_apart(const struct board *b, const struct rules *r);

/*
 * The edges whose drawn line a power dot somewhere on a node's rim could
 * touch (its own and those passing near): node v's are edge[first[v] ..
 * first[v + 1]), indices into the board's edges.
 */
struct nodecontent_rims {
	uint32_t *first, *edge;
	size_t nedge, capedge;
	double reach; /* a dot's radius and half a line's width, mm */
};

/*
 * nodecontent_rims_init: every node's near edges on board b into *rm, by
 * a grid of buckets (no edge against every node); with passing set, only
 * those that are not the node's own. Owns its arrays until
 * nodecontent_rims_fini; exits only when out of memory.
 */
void nodecontent_rims_init(struct nodecontent_rims *rm,
    const struct board *b, const struct rules *r, int passing);
void nodecontent_rims_fini(struct nodecontent_rims *rm);

/*
 * nodecontent_dot_edge: the first edge near node v (rm from
 * nodecontent_rims_init on b) whose drawn line a power dot on v's rim
 * centred at c (from nodecontent_dot_at) touches: the dot's disc (of
 * dot_radius u) comes nearer the edge's segment than half
 * NODECONTENT_EDGE_WIDTH. Returns its index, or -1 when it touches none.
 */
long nodecontent_dot_edge(const struct board *b,
    const struct nodecontent_rims *rm, uint32_t v, struct vec2 c);

#endif
