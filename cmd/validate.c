/* validate: check every board, make failing ones again, pass good ones on. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include "board/check.h"
#include "board/cli.h"
#include "board/filter.h"
#include "board/regen.h"
#include "board/report.h"

static const char *tool = "validate";

static void
usage(FILE *f)
{
	fprintf(f, "usage: validate [--no-schema] [--keep-invalid] "
	    "[--max-attempts N]\n"
	    "                [--report FILE] [--list-checks] [-q] [FILE]\n"
	    "Checks a deck (FILE or stdin) against the schema and every "
	    "board against\nthe rules, makes a failing board again from its "
	    "next attempt, and writes the\ndeck with <validation> on each "
	    "board to stdout.\n");
}

struct job {
	int keep, quiet, max_attempts;
	struct report *report;
	const char *report_path;
};

/* report_failed: validate's line for a report it could not write. */
static void
report_failed(struct diag *d, const struct job *j)
{
	diag_add(d, DIAG_FATAL, j->report_path, 0, NULL, NULL,
	    "cannot write the report: %s", strerror(errno));
}

/*
 * finish: the report is whole (renamed into place) before the deck is
 * closed: a deck that ends with </deck> never comes without it.
 */
static int
finish(struct diag *d, void *ctx)
{
	struct job *j = ctx;
	int rc = 0;

	if (j->report && report_close(j->report, 0) < 0) {
		report_failed(d, j);
		rc = -1;
	}
	j->report = NULL;
	return rc;
}

static int
validate_board(struct board *b, const struct rules *r, const char *name,
    struct diag *d, void *ctx)
{
	struct job *j = ctx;
	uint32_t came = b->attempt;
	struct regen_why why;
	size_t i;
	int rc;

	rc = regen_board(b, r, j->max_attempts, &why);
	/* A report that cannot be written stops the run before the board. */
	if (j->report && report_board(j->report, b) < 0) {
		report_failed(d, j);
		return FILTER_FATAL;
	}
	if (rc == 0) {
		if (b->attempt != came && !j->quiet)
			diag_add(d, DIAG_OK, name, b->line, b->id, why.id,
			    "made again at attempt %u, as attempt %u failed: "
			    "%s", b->attempt, came, why.detail);
		return FILTER_KEEP;
	}
	if (b->attempt == came) {
		/* One attempt only: every failing check, one line each. */
		for (i = 0; i < b->val.ncheck; i++)
			if (!b->val.check[i].pass)
				diag_add(d, DIAG_INVALID, name, b->line, b->id,
				    b->val.check[i].id, "%s",
				    b->val.check[i].detail);
	} else {
		diag_add(d, DIAG_INVALID, name, b->line, b->id, why.id,
		    "no valid board in %d attempts; attempt %u failed: %s",
		    j->max_attempts, came, why.detail);
	}
	/* --keep-invalid: the board stays, marked, and the status is 1. */
	return j->keep ? FILTER_INVALID : FILTER_DROP;
}

int
main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "no-schema", no_argument, NULL, 'N' },
		{ "keep-invalid", no_argument, NULL, 'K' },
		{ "max-attempts", required_argument, NULL, 'm' },
		{ "report", required_argument, NULL, 'R' },
		{ "list-checks", no_argument, NULL, 'L' },
		{ "quiet", no_argument, NULL, 'q' },
		{ NULL, 0, NULL, 0 }
	};
	struct job j = { 0, 0, 50, NULL, NULL };
	struct filter f = { tool, "-", NULL, stdout, validate_board, &j,
		finish };
	const char *report = NULL;
	char schema[PATH_MAX];
	int use_schema = 1, c, status;
	uint64_t m;

	cli_start();
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":hqm:", opts, NULL)) != -1) {
		switch (c) {
		case 'h':
			usage(stdout);
			return cli_finish(tool, 0);
		case 'N':
			use_schema = 0;
			break;
		case 'K':
			j.keep = 1;
			break;
		case 'm':
			if (cli_u64(tool, "--max-attempts", optarg, 1, 1000000,
			    &m) < 0)
				return 2;
			j.max_attempts = (int)m;
			break;
		case 'R':
			report = optarg;
			break;
		case 'L':
			check_print_table(stdout);
			return cli_finish(tool, 0);
		case 'q':
			j.quiet = 1;
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
	j.report_path = report;
	if (report && !(j.report = report_open(report))) {
		cli_error(tool, "%s: cannot write the report: %s",
		    report, strerror(errno));
		return 2;
	}
	status = filter_run(&f);
	/* Not finished (the run failed before its end): no report. */
	if (j.report)
		report_close(j.report, 1);
	return cli_finish(tool, status);
}
