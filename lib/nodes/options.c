/* options.c: gen-graph's nodes option, --first-game, and the deck's
 * first-game= it sets, as its table's kind_cli (board/kind.h). */
#include <getopt.h>

#include <stdlib.h>

#include "board/kind.h"
#include "core/mem.h"
#include "nodes/part.h"
#include "nodes/rules.h"

/* The state: --first-game given (1) or not (-1: the rules say). */
struct opts {
	int first_game;
};

static const struct kind_opt opts[] = { { "--first-game", no_argument },
	{ NULL, 0 } };

static void *
opts_new(void)
{
	struct opts *o = mem_calloc(1, sizeof(*o));

	o->first_game = -1;
	return o;
}

static int
set(void *st, const char *opt, const char *arg, struct diag *d)
{
	(void)opt;
	(void)arg;
	(void)d;
	((struct opts *)st)->first_game = 1;
	return 0;
}

/* proto: first-game= as asked, else as the rules say (kind_defaults). */
static int
proto(const void *st, const struct rules *r, struct board *b,
    struct diag *d)
{
	int fg = ((const struct opts *)st)->first_game;

	(void)d;
	if (fg >= 0)
		nodes_part(b)->first_game = fg;
	return 0;
}

const struct kind_cli nodes_cli = { .opts = opts, .common = "[--first-game]",
	.new = opts_new, .free = free, .set = set, .proto = proto };
