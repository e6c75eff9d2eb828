/* options.c: gen-graph's dungeon options, --size, --tunnels, --length and
 * --floor, as its table's kind_cli (board/kind.h). */
#include <getopt.h>

#include <stdlib.h>

#include "board/kind.h"
#include "core/mem.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"
#include "dungeon/dungeon.h"

static const struct kind_opt opts[] = { { "--size", required_argument },
	{ "--tunnels", required_argument }, { "--length", required_argument },
	{ "--floor", required_argument }, { NULL, 0 } };

static void *
opts_new(void)
{
	struct dungeon_opts *o = mem_calloc(1, sizeof(*o));

	o->floor = -1;
	return o;
}

static int
set(void *st, const char *opt, const char *arg, struct diag *d)
{
	return dungeon_option(st, opt, arg, d);
}

/* rules: the walk the options give, on the paper; refused for another
 * kind's rules when one was given (dungeon_options_apply). */
static int
rules(const void *st, struct rules *r, double width, double height,
    struct diag *d)
{
	return dungeon_options_apply(st, r, width, height, d);
}

const struct kind_cli dungeon_cli = { .opts = opts,
	.usage = "[--size COLSxROWS] [--tunnels N] [--length N] [--floor F]",
	.new = opts_new, .free = free, .set = set, .rules = rules };
