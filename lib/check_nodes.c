/* check_nodes.c: the checks of a nodes board. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "mem.h"
#include "nodegraph.h"

/*
 * Coordinates are written with three decimals, so a distance read back
 * from a deck may be short of the generated one by up to about 0.0015 mm.
 */
#define ROUNDING 0.002

static int
nodes_connected(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	uint32_t *comp;
	size_t c, i;

	if (b->g.nnodes == 0) {
		snprintf(detail, n, "the board has no nodes");
		return 0;
	}
	comp = mem_alloc(b->g.nnodes * sizeof(*comp));
	c = graph_components(&b->g, comp);
	if (c != 1) {
		for (i = 0; i < b->g.nnodes && comp[i] == comp[0]; i++)
			;
		snprintf(detail, n, "the edges fall apart into %zu pieces "
		    "(n0 cannot reach n%zu)", c, i);
	}
	free(comp);
	return c == 1;
}

static int
nodes_crossing(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	uint32_t e1 = 0, e2 = 0;
	size_t c = graph_crossings(&b->g, &e1, &e2);

	if (c)
		snprintf(detail, n, "two edges cross (n%u-n%u, n%u-n%u)%s",
		    b->g.edge[e1].a, b->g.edge[e1].b, b->g.edge[e2].a,
		    b->g.edge[e2].b, c > 1 ? " and more" : "");
	return c == 0;
}

static int
nodes_spacing(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	double want = r->nodes.min_spacing * nodegraph_unit(b, r) - ROUNDING;
	double w2 = want * want;
	size_t i, j;

	for (i = 0; i < b->g.nnodes; i++) {
		for (j = i + 1; j < b->g.nnodes; j++) {
			if (geom_dist2(b->g.node[i].p, b->g.node[j].p) < w2) {
				snprintf(detail, n, "nodes n%zu and n%zu are "
				    "%.2f mm apart, closer than %.2f mm", i, j,
				    geom_dist(b->g.node[i].p, b->g.node[j].p),
				    want + ROUNDING);
				return 0;
			}
		}
	}
	return 1;
}

static int
nodes_starts(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	int per[4] = { 0, 0, 0, 0 }, want = r->nodes.starts_per_side, s;
	size_t i, total = 0;
	const struct board_node *v;

	for (i = 0; i < b->g.nnodes; i++) {
		v = &b->node[i];
		if (v->role != ROLE_START)
			continue;
		total++;
		for (s = 0; s < 4; s++)
			if (v->sides == (1 << s))
				per[s]++;
		if (v->sides == 0 || (v->sides & (v->sides - 1))) {
			snprintf(detail, n, "start node n%zu is not on exactly "
			    "one paper side", i);
			return 0;
		}
		if ((int)b->g.node[i].deg > r->nodes.degree_start) {
			snprintf(detail, n, "start node n%zu has %u edges, "
			    "more than %d", i, b->g.node[i].deg,
			    r->nodes.degree_start);
			return 0;
		}
	}
	for (s = 0; s < 4; s++) {
		if (per[s] != want) {
			snprintf(detail, n, "%d start nodes on the %s side, "
			    "not %d (%zu in all)", per[s],
			    board_side_name(1 << s), want, total);
			return 0;
		}
	}
	return 1;
}

static int
nodes_center(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	size_t i, c = 0;

	for (i = 0; i < b->g.nnodes; i++)
		if (b->node[i].role == ROLE_CENTER)
			c++;
	if (c != 1)
		snprintf(detail, n, "%zu centre nodes, not 1", c);
	return c == 1;
}

static int
nodes_sides(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	size_t i;

	/* A side node sits on its side; an edge joins no two of them. */
	for (i = 0; i < b->g.nnodes; i++) {
		struct vec2 p = b->g.node[i].p;
		int s = b->node[i].sides;

		if (((s & SIDE_LEFT) && fabs(p.x) > ROUNDING) ||
		    ((s & SIDE_TOP) && fabs(p.y) > ROUNDING) ||
		    ((s & SIDE_RIGHT) && fabs(p.x - b->width) > ROUNDING) ||
		    ((s & SIDE_BOTTOM) && fabs(p.y - b->height) > ROUNDING)) {
			snprintf(detail, n, "node n%zu is marked on the %s "
			    "side but is not on it", i, board_side_name(s &
			    -s));
			return 0;
		}
		if (p.x < -ROUNDING || p.y < -ROUNDING ||
		    p.x > b->width + ROUNDING || p.y > b->height + ROUNDING) {
			snprintf(detail, n, "node n%zu lies off the paper", i);
			return 0;
		}
		if ((b->node[i].role == ROLE_EDGE ||
		    b->node[i].role == ROLE_START) && s == 0) {
			snprintf(detail, n, "%s node n%zu has no side",
			    board_role_name(b->node[i].role), i);
			return 0;
		}
	}
	for (i = 0; i < b->g.nedges; i++) {
		uint32_t a = b->g.edge[i].a, c = b->g.edge[i].b;

		if (b->node[a].sides && b->node[c].sides) {
			snprintf(detail, n, "edge n%u-n%u joins two side nodes",
			    a, c);
			return 0;
		}
	}
	return 1;
}

const struct check check_nodes[] = {
	{ "completeness.center", BOARD_NODES, CHECK_COMPLETENESS, nodes_center,
	    "exactly one centre node" },
	{ "completeness.starts", BOARD_NODES, CHECK_COMPLETENESS, nodes_starts,
	    "the rules' start nodes per paper side, each on one side and "
	    "within the start degree cap" },
	{ "clarity.connected", BOARD_NODES, CHECK_CLARITY, nodes_connected,
	    "every node can be reached along the edges" },
	{ "clarity.crossing", BOARD_NODES, CHECK_CLARITY, nodes_crossing,
	    "no two edges cross or overlap" },
	{ "clarity.spacing", BOARD_NODES, CHECK_CLARITY, nodes_spacing,
	    "no two nodes closer than the rules' min_spacing" },
	{ "clarity.sides", BOARD_NODES, CHECK_CLARITY, nodes_sides,
	    "side nodes sit on their paper side, every node on the paper, "
	    "and no edge joins two side nodes" },
	{ NULL, 0, 0, NULL, NULL }
};

