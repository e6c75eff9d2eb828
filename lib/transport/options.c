/* options.c: gen-graph's transport option, --scenario, and the deck's
 * scenario= it sets, as its table's kind_cli (board/kind.h). */
#include <getopt.h>

#include <stdlib.h>

#include "board/kind.h"
#include "core/mem.h"
#include "transport/part.h"
#include "transport/rules.h"

/* The state: the scenario named, or NULL. */
struct opts {
	const char *scenario;
};

static const struct kind_opt opts[] = { { "--scenario", required_argument },
	{ NULL, 0 } };

static void *
opts_new(void)
{
	return mem_calloc(1, sizeof(struct opts));
}

static int
set(void *st, const char *opt, const char *arg, struct diag *d)
{
	(void)opt;
	(void)d;
	((struct opts *)st)->scenario = arg;
	return 0;
}

/* fit: a scenario named for another kind's rules is refused. */
static int
fit(const void *st, const struct rules *r, struct diag *d)
{
	if (!((const struct opts *)st)->scenario ||
	    r->kind == kind_parse("transport"))
		return 0;
	diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "--scenario: %s boards "
	    "have no scenarios", kind_name(r->kind));
	return -1;
}

/* proto: each board's scenario, the one named, or the rules' default
 * (kind_defaults: -1 for none, the structure takes the first). */
static int
proto(const void *st, const struct rules *r, struct board *b,
    struct diag *d)
{
	const char *name = ((const struct opts *)st)->scenario;

	if (!name)
		return 0;
	transport_part(b)->scenario = transport_find_scenario(r, name);
	if (transport_part(b)->scenario < 0) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "--scenario: the "
		    "rules have no scenario \"%s\"", name);
		return -1;
	}
	return 0;
}

/* values: the rules' scenarios, in their order. */
static const char *
values(const struct rules *r, const char *opt, size_t k)
{
	(void)opt;
	return k < transport_rules(r)->nscenario ?
	    transport_rules(r)->scenario[k].name : NULL;
}

const struct kind_cli transport_cli = { .opts = opts,
	.usage = "[--scenario NAME]", .new = opts_new, .free = free,
	.set = set, .fit = fit, .proto = proto, .values = values };
