/* stage_content.c: gen-content's stage: each board's content added. */
#include <getopt.h>
#include <stdlib.h>

#include "board/make.h"
#include "core/mem.h"
#include "tool/cli.h"
#include "tool/stage.h"

static const char *tool = "gen-content";

/* The options, as given. */
struct options {
	struct stage_deck deck;
};

static void
usage(FILE *f)
{
	fprintf(f, "usage: gen-content [--schema] [--pins FILE] [-q] [FILE]\n"
	    "Reads a deck (FILE or stdin), adds content to every board, "
	    "writes the deck to stdout.\n");
}

/*
 * content: a board whose content cannot be made at its attempt is passed
 * on without content, with the reason on stderr; validate then finds what
 * it lacks and makes the board again from the next attempt.
 */
static int
content(struct board *b, const struct rules *r, const char *name,
    struct diag *d, void *ctx)
{
	size_t i;

	(void)ctx;
	if (make_content(b, r, d) < 0) {
		for (i = 0; i < d->n; i++) {
			free(d->v[i].file);
			d->v[i].file = mem_strdup(name);
			d->v[i].line = b->line;
		}
	}
	return FILTER_KEEP;
}

/* parse: gen-content's options and its deck into o (see stage.h). */
static int
parse(void *v, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "schema", no_argument, NULL, 'S' },
		{ "pins", required_argument, NULL, 'I' },
		{ "quiet", no_argument, NULL, 'q' },
		{ NULL, 0, NULL, 0 }
	};
	struct options *o = v;
	int c;

	o->deck.in = "-";
	o->deck.schema = NULL;
	o->deck.pins = NULL;
	opterr = 0;
	optind = 0;
	while ((c = getopt_long(argc, argv, ":hq", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			return cli_help(tool, usage);
		case 'S':
			o->deck.schema = cli_schema(tool, o->deck.schemabuf,
			    sizeof(o->deck.schemabuf));
			if (!o->deck.schema)
				return 2;
			break;
		case 'I':
			o->deck.pins = optarg;
			break;
		case 'q':
			break;
		default:
			return cli_bad_option(tool, c, argv, optind, optopt);
		}
	}
	return cli_input(tool, argc, argv, optind, &o->deck.in) < 0 ? 2 : -1;
}

static void *
new_state(void)
{
	return mem_calloc(1, sizeof(struct options));
}

static int
start(void *v)
{
	(void)v;
	return -1;
}

static int
finish(void *v, int status)
{
	(void)v;
	return status;
}

const struct stage stage_content = {
	"gen-content", 1, new_state, parse, NULL, start, content, NULL,
	finish, NULL, free
};
