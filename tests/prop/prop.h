/* prop.h: what the property tests share. */
#ifndef BP_PROP_H
#define BP_PROP_H

#include <stdio.h>
#include <stdlib.h>

#include "board/rules.h"
#include "core/diag.h"

/* The repository's folder, for the shipped rules files. */
#ifndef BP_TOP
#define BP_TOP "."
#endif

/*
 * prop_rules: r initialised and loaded from the shipped rules file name
 * (templates/rules/<name>). When it cannot be, the messages go to stderr
 * under prog and the test exits with status 2: the test cannot run.
 */
static inline void
prop_rules(struct rules *r, const char *name, const char *prog)
{
	char path[1024];
	struct diag d;

	rules_init(r);
	diag_init(&d);
	snprintf(path, sizeof(path), "%s/templates/rules/%s", BP_TOP, name);
	if (rules_load_file(r, path, NULL, &d) < 0) {
		diag_print(&d, prog, stderr);
		exit(2);
	}
	diag_fini(&d);
}

#endif
