/* rules.h: the nodes kind's rules, as the rules file gives them. */
#ifndef BP_NODES_RULES_H
#define BP_NODES_RULES_H

#include "board/rules.h"

/* nodes_rules: r's nodes section (r must be of the nodes kind). */
static inline struct rules_nodes *
nodes_rules(const struct rules *r)
{
	return (struct rules_nodes *)&r->nodes;
}

#endif
