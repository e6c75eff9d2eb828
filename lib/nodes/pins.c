/* pins.c: what a pins file may keep on a nodes board: a node's type. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "board/pins.h"
#include "core/mem.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/pins.h"
#include "nodes/rules.h"

/* value: the node type called name, when a board can hold it at all. */
static int32_t
value(const struct rules *r, const char *name, const char **why)
{
	const struct rules_nodes *rn = nodes_rules(r);
	size_t t;

	for (t = 0; t < rn->ntype; t++)
		if (strcmp(rn->type[t].name, name) == 0)
			break;
	if (t == rn->ntype) {
		*why = "no node type of that name in the rules";
		return -1;
	}
	if (rn->type[t].max == 0) {
		*why = "the type's max is 0: never on a board";
		return -1;
	}
	return (int32_t)t;
}

size_t
nodes_pins_node(const struct board *b, const struct pin *k)
{
	const struct nodes_part *np = nodes_part(b);
	size_t n = np->g.nnodes, v, best;
	double *x = mem_alloc((n + 1) * sizeof(*x));
	double *y = mem_alloc((n + 1) * sizeof(*y));
	unsigned char *ok = mem_alloc(n + 1);

	for (v = 0; v < n; v++) {
		x[v] = np->g.node[v].p.x;
		y[v] = np->g.node[v].p.y;
		ok[v] = np->node[v].role == ROLE_INNER ||
		    np->node[v].role == ROLE_EDGE;
	}
	best = pins_nearest(k, x, y, ok, n);
	MEM_FREE(x, y, ok);
	return best;
}

/* kept: the node nearest pin k has its type. */
static int
kept(const struct board *b, const struct pins *p, size_t k)
{
	size_t v = nodes_pins_node(b, &p->v[k]);

	return v != SIZE_MAX && nodes_part(b)->node[v].type == p->v[k].val[0];
}

/* line: "node X Y type TYPE" for the typed node nearest (x, y). */
static int
line(const struct board *b, const struct rules *r, double x, double y,
    char *buf, size_t n)
{
	struct pin at = { .x = x, .y = y };
	size_t v = nodes_pins_node(b, &at);
	int32_t t;

	if (v == SIZE_MAX || (t = nodes_part(b)->node[v].type) < 0)
		return -1;
	snprintf(buf, n, "node %.3f %.3f type %s",
	    nodes_part(b)->g.node[v].p.x, nodes_part(b)->g.node[v].p.y,
	    nodes_rules(r)->type[t].name);
	return 0;
}

/* board_fit: the pinned type is in play on boards of proto's expansions. */
static int
board_fit(const struct board *proto, const struct rules *r,
    const struct pins *p, size_t k, const char **why)
{
	struct nodecontent_set set;
	struct diag d;
	int rc;

	diag_init(&d);
	rc = nodecontent_options(proto, r, &set, &d);
	diag_fini(&d);
	if (rc == 0 && !nodecontent_in_play(&set,
	    nodes_rules(r)->type[p->v[k].val[0]].expansion.index)) {
		*why = "the type's expansion is not switched on (--expansion)";
		return -1;
	}
	return 0;
}

/* region: "node X Y type TYPE" for every typed node in the rectangle. */
static int
region(const struct board *b, const struct rules *r, double x0, double y0,
    double x1, double y1, char *buf, size_t n)
{
	const struct nodes_part *np = nodes_part(b);
	const double box[4] = { x0, y0, x1, y1 };
	char one[PINS_LINE];
	size_t v, len = 0;
	int count = 0, rc;

	for (v = 0; v < np->g.nnodes; v++) {
		if ((np->node[v].role != ROLE_INNER &&
		    np->node[v].role != ROLE_EDGE) || np->node[v].type < 0)
			continue;
		snprintf(one, sizeof(one), "node %.3f %.3f type %s",
		    np->g.node[v].p.x, np->g.node[v].p.y,
		    nodes_rules(r)->type[np->node[v].type].name);
		if ((rc = pins_region_add(buf, n, &len, one, np->g.node[v].p.x,
		    np->g.node[v].p.y, box)) < 0)
			return -1;
		count += rc;
	}
	return count;
}

const struct kind_pins nodes_pins = { "node", "type", 1, value, NULL, kept,
	line, board_fit, region };
