/* validate: check every board, record the results, pass good boards on. */
#include <getopt.h>
#include <limits.h>
#include <stdio.h>

#include "check.h"
#include "cli.h"
#include "filter.h"

static const char *tool = "validate";

static void
usage(FILE *f)
{
	fprintf(f, "usage: validate [--no-schema] [--keep-invalid] [-q] "
	    "[FILE]\n"
	    "Checks a deck (FILE or stdin) against the schema and every "
	    "board against\nthe rules; writes the deck with <validation> on "
	    "each board to stdout.\n");
}

/* validate_board: run the checks; report and drop a board that fails. */
static int
validate_board(struct board *b, const struct rules *r, const char *name,
    struct diag *d, void *ctx)
{
	int keep = *(int *)ctx;
	size_t i;

	if (check_board(b, r) == 0) {
		b->val.attempts = b->attempt + 1;
		return FILTER_KEEP;
	}
	for (i = 0; i < b->val.ncheck; i++)
		if (!b->val.check[i].pass)
			diag_add(d, DIAG_INVALID, name, b->line, b->id,
			    b->val.check[i].id, "%s", b->val.check[i].detail);
	b->val.attempts = b->attempt + 1;
	/* --keep-invalid: the board stays, marked, and the status is 1. */
	return keep ? FILTER_INVALID : FILTER_DROP;
}

int
main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "no-schema", no_argument, NULL, 'N' },
		{ "keep-invalid", no_argument, NULL, 'K' },
		{ "quiet", no_argument, NULL, 'q' },
		{ NULL, 0, NULL, 0 }
	};
	int keep = 0, use_schema = 1, c, status;
	struct filter f = { tool, "-", NULL, stdout, validate_board, &keep };
	char schema[PATH_MAX];

	cli_start();
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":hq", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			usage(stdout);
			return cli_finish(tool, 0);
		case 'N':
			use_schema = 0;
			break;
		case 'K':
			keep = 1;
			break;
		case 'q':
			break;
		default:
			return cli_bad_option(tool, c, argv, optind, optopt);
		}
	}
	if (cli_input(tool, argc, argv, optind, &f.in) < 0)
		return 2;
	if (use_schema && !(f.schema = cli_schema(tool, schema,
	    sizeof(schema))))
		return 2;
	status = filter_run(&f);
	return cli_finish(tool, status);
}
