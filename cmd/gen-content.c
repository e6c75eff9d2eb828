/* gen-content: add each board's content (types, dots, areas, items). */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>

#include <stdlib.h>

#include "tool/cli.h"
#include "tool/filter.h"
#include "board/make.h"
#include "core/mem.h"

static const char *tool = "gen-content";

/* The options, as given. */
struct options {
	const char *in, *schema; /* the deck ("-": stdin), the schema */
	char schemabuf[PATH_MAX];
};

static void
usage(FILE *f)
{
	fprintf(f, "usage: gen-content [--schema] [-q] [FILE]\n"
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

	if (make_content(b, r, d) < 0) {
		for (i = 0; i < d->n; i++) {
			free(d->v[i].file);
			d->v[i].file = mem_strdup(name);
			d->v[i].line = b->line;
		}
	}
	return FILTER_KEEP;
}

/* parse: gen-content's options and its deck into o (see cli_main). */
static int
parse(int argc, char **argv, void *v)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "schema", no_argument, NULL, 'S' },
		{ "quiet", no_argument, NULL, 'q' },
		{ NULL, 0, NULL, 0 }
	};
	struct options *o = v;
	int c;

	o->in = "-";
	o->schema = NULL;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":hq", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			return cli_help(tool, usage);
		case 'S':
			o->schema = cli_schema(tool, o->schemabuf,
			    sizeof(o->schemabuf));
			if (!o->schema)
				return 2;
			break;
		case 'q':
			break;
		default:
			return cli_bad_option(tool, c, argv, optind, optopt);
		}
	}
	return cli_input(tool, argc, argv, optind, &o->in) < 0 ? 2 : -1;
}

/* run: content for every board of the deck o->in; the exit status. */
static int
run(void *v)
{
	const struct options *o = v;
	struct filter f = { tool, o->in, o->schema, stdout, content, NULL,
		NULL };

	return cli_finish(tool, filter_run(&f));
}

int
main(int argc, char **argv)
{
	struct options o;

	return cli_main(argc, argv, &o, parse, run);
}
