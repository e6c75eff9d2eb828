/* pins.c: what a pins file may keep on a nodes board: a node's type. */
#include "nodes/pins.h"

#include <stdint.h>
#include <stdio.h>

#include "board/kind.h"
#include "board/pins.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/rules.h"

/* value: the node type called name, when a board can hold it at all. */
static int32_t
value(const struct rules *r, const char *name, const char **why)
{
	int t = rules_find_entry(r, "type", name);

	if (t < 0) {
		*why = "no node type of that name in the rules";
		return -1;
	}
	if (nodes_rules(r)->type[t].max == 0) {
		*why = "the type's max is 0: never on a board";
		return -1;
	}
	return (int32_t)t;
}

/* things: the board's nodes. */
static size_t
things(const struct board *b)
{
	return nodes_part(b)->g.nnodes;
}

/* place: node v's place; 1 for an inner or edge node (one that takes a
 * type). */
static int
place(const void *ctx, size_t v, double *x, double *y)
{
	const struct nodes_part *np = nodes_part(ctx);

	*x = np->g.node[v].p.x;
	*y = np->g.node[v].p.y;
	return np->node[v].role == ROLE_INNER || np->node[v].role == ROLE_EDGE;
}

size_t
nodes_pins_node(const struct board *b, const struct pin *k)
{
	return pins_nearest(k, things(b), place, b);
}

/* kept: the node nearest pin k has its type. */
static int
kept(const struct board *b, const struct pins *p, size_t k)
{
	size_t v = nodes_pins_node(b, &p->v[k]);

	return v != SIZE_MAX && nodes_part(b)->node[v].type == p->v[k].val[0];
}

/* thing: "node X Y type TYPE" for node v, an inner or edge node with a
 * type. */
static int
thing(const struct board *b, const struct rules *r, size_t v, double *x,
    double *y, char *buf, size_t n)
{
	int32_t t = nodes_part(b)->node[v].type;

	if (!place(b, v, x, y) || t < 0)
		return -1;
	snprintf(buf, n, "node %.3f %.3f type %s", *x, *y,
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

const struct kind_pins nodes_pins = { "node", "type", 1, value, NULL, kept,
	board_fit, things, place, thing };
