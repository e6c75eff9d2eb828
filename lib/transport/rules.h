/* rules.h: the transport kind's rules, as the rules file gives them. */
#ifndef BP_TRANSPORT_RULES_H
#define BP_TRANSPORT_RULES_H

#include "board/rules.h"

/* transport_rules: r's transport section (r must be of the transport kind). */
static inline struct rules_transport *
transport_rules(const struct rules *r)
{
	return (struct rules_transport *)&r->transport;
}

#endif
