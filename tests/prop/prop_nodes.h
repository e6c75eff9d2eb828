/* prop_nodes.h: what the nodes property tests share (prop_nodes, prop_content). */
#ifndef BP_PROP_NODES_H
#define BP_PROP_NODES_H

#include <stdio.h>

#include "board/board.h"
#include "core/num.h"
#include "nodes/part.h"

/* The default rules' five expansions, in the order of a combination's bits. */
static const char *const expansions[5] = { "thorns", "clockwork",
	"scissors", "voyage", "wonders" };

/* combo: the expansions of combination bits, space-separated, into buf. */
static inline void
combo(char *buf, size_t n, unsigned bits)
{
	size_t k = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < 5; i++)
		if (bits >> i & 1)
			k += (size_t)snprintf(buf + k, n - k, "%s%s",
			    k ? " " : "", expansions[i]);
}

/* as_deck: b's node positions as gen-graph writes them (3 decimals). */
static inline void
as_deck(struct board *b)
{
	char buf[64];
	size_t v;

	for (v = 0; v < nodes_part(b)->g.nnodes; v++) {
		struct vec2 *p = &nodes_part(b)->g.node[v].p;

		num_parse_double(num_format(buf, sizeof(buf), p->x, 3), &p->x);
		num_parse_double(num_format(buf, sizeof(buf), p->y, 3), &p->y);
	}
}

#endif
