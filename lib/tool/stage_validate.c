/* stage_validate.c: validate's stage: every board checked, made again. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "tool/cli.h"
#include "tool/filter.h"
#include "tool/stage.h"
#include "core/mem.h"
#include "tool/playcheck.h"
#include "board/regen.h"
#include "board/report.h"
#include "board/seatsum.h"
#include "core/outfile.h"

static const char *tool = "validate";

static void
usage(FILE *f)
{
	fprintf(f, "usage: validate [--schema] [--keep-invalid] "
	    "[--max-attempts N]\n"
	    "                [--report FILE] [--seat-summary FILE] "
	    "[--list-checks] [-q]\n"
	    "                [--play BOT [--play-games N | --play-max-games N "
	    "|\n                 --play-half-width H] [--play-confidence C] "
	    "[--play-boards N]\n                 [--play-time-limit SEC] "
	    "[--play-threads N]] "
	    "[FILE]\n"
	    "Checks a deck (FILE or stdin) as strictly as its schema does "
	    "and every board\nagainst the rules, makes a failing board again "
	    "from its next attempt, and writes\nthe deck with <validation> on "
	    "each board to stdout. --schema: check the deck's\nstructure with "
	    "libxml2's RELAX NG validator instead of the reader's own "
	    "tables\n(slower; --no-schema: the default). --play BOT: "
	    "fairness.play too, the board\nplayed by BOT in every seat "
	    "(playtest(1)). --seat-summary: which seat is best\nhow often "
	    "over the boards that pass, per kind and player count, with the\n"
	    "chi-squared test against equal chances, as CSV.\n");
}

struct job {
	int keep, quiet, max_attempts;
	struct report *report;
	const char *report_path;
	struct playcheck play; /* play.bot NULL: no --play */
	const char *seats_path; /* --seat-summary, or NULL */
	struct seatsum seats;
	struct outfile seats_of; /* open from the start, as the report */
	int seats_open;
};

/* The options, as given. */
struct options {
	struct stage_deck deck;
	struct job j;
	int use_schema;
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

	if (j->seats_open) {
		seatsum_print(&j->seats, j->seats_of.f);
		j->seats_open = 0;
		if (outfile_close(&j->seats_of, 0) < 0) {
			diag_add(d, DIAG_FATAL, j->seats_path, 0, NULL, NULL,
			    "cannot write the seat summary: %s",
			    strerror(errno));
			rc = -1;
		}
	}
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

	if (j->play.bot) {
		struct regen_extra x = { playcheck_board, &j->play };

		rc = regen_board_extra(b, r, j->max_attempts, &why, &x);
		if (rc < 0) {
			/* A bot that broke, or a board not to be played. */
			diag_locate(&j->play.d, 0, name, b->line);
			for (i = 0; i < j->play.d.n; i++)
				diag_add(d, DIAG_FATAL, j->play.d.v[i].file,
				    j->play.d.v[i].line, j->play.d.v[i].board,
				    j->play.d.v[i].check, "%s",
				    j->play.d.v[i].msg);
			diag_clear(&j->play.d);
			return FILTER_FATAL;
		}
	} else {
		rc = regen_board(b, r, j->max_attempts, &why);
	}
	/* A report that cannot be written stops the run before the board. */
	if (j->report && report_board(j->report, b) < 0) {
		report_failed(d, j);
		return FILTER_FATAL;
	}
	if (j->seats_open)
		seatsum_board(&j->seats, b);
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

/*
 * option: the option getopt_long returned as c into o. Returns -1 to go
 * on, or the status to exit with at once (--help, --list-checks, a
 * refused value).
 */
static int
option(struct options *o, int c, char **argv)
{
	uint64_t m;

	switch (c) {
	case 'h':
		return cli_help(tool, usage);
	case 'N':
		/* The reader's own check is the schema's (deck_strict.h). */
		o->use_schema = 0;
		break;
	case 'S':
		o->use_schema = 1;
		break;
	case 'K':
		o->j.keep = 1;
		break;
	case 'm':
		if (cli_u64(tool, "--max-attempts", optarg, 1, 1000000, &m) <
		    0)
			return 2;
		o->j.max_attempts = (int)m;
		break;
	case 'R':
		o->j.report_path = optarg;
		break;
	case 'E':
		o->j.seats_path = optarg;
		break;
	case 'L':
		check_print_table(stdout);
		return cli_finish(tool, 0);
	case 'q':
		o->j.quiet = 1;
		break;
	case 'P':
		o->j.play.bot = optarg;
		break;
	case 'J':
		if (cli_u64(tool, "--play-threads", optarg, 1, 64, &m) < 0)
			return 2;
		o->j.play.threads = (int)m;
		break;
	case 'g':
	case 'G':
	case 'B':
		if (cli_u64(tool, c == 'g' ? "--play-games" : c == 'G' ?
		    "--play-max-games" : "--play-boards", optarg, 1,
		    100000000, &m) < 0)
			return 2;
		if (c == 'g')
			o->j.play.games = (uint32_t)m;
		else if (c == 'G')
			o->j.play.max_games = (uint32_t)m;
		else
			o->j.play.boards = (int)m;
		break;
	case 'H':
	case 'C':
	case 'T':
		if (cli_double(tool, c == 'H' ? "--play-half-width" : c == 'C' ?
		    "--play-confidence" : "--play-time-limit", optarg,
		    c == 'H' ? 1e-4 : c == 'C' ? 1e-6 : 0.001, c == 'H' ? 0.5 :
		    c == 'C' ? 1 - 1e-9 : 3600, c == 'H' ? &o->j.play.half :
		    c == 'C' ? &o->j.play.confidence : &o->j.play.limit) < 0)
			return 2;
		break;
	default:
		return cli_bad_option(tool, c, argv, optind, optopt);
	}
	return -1;
}

/* parse: validate's options and its deck into o (see stage.h). */
static int
parse(void *v, int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "schema", no_argument, NULL, 'S' },
		{ "no-schema", no_argument, NULL, 'N' },
		{ "keep-invalid", no_argument, NULL, 'K' },
		{ "max-attempts", required_argument, NULL, 'm' },
		{ "report", required_argument, NULL, 'R' },
		{ "seat-summary", required_argument, NULL, 'E' },
		{ "list-checks", no_argument, NULL, 'L' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "play", required_argument, NULL, 'P' },
		{ "play-games", required_argument, NULL, 'g' },
		{ "play-max-games", required_argument, NULL, 'G' },
		{ "play-half-width", required_argument, NULL, 'H' },
		{ "play-confidence", required_argument, NULL, 'C' },
		{ "play-boards", required_argument, NULL, 'B' },
		{ "play-time-limit", required_argument, NULL, 'T' },
		{ "play-threads", required_argument, NULL, 'J' },
		{ NULL, 0, NULL, 0 }
	};
	struct options *o = v;
	int c, rc;

	memset(o, 0, sizeof(*o));
	o->j.max_attempts = 50;
	o->j.play.max_games = 1024;
	o->j.play.confidence = 0.95;
	o->j.play.boards = 1000;
	o->j.play.limit = 10;
	o->j.play.threads = 1;
	o->deck.in = "-";
	opterr = 0;
	optind = 0;
	while ((c = getopt_long(argc, argv, ":hqm:", opts, NULL)) != -1)
		if ((rc = option(o, c, argv)) >= 0)
			return rc;
	if (o->j.play.games && o->j.play.half > 0) {
		cli_error(tool, "--play-games and --play-half-width: one or "
		    "the other");
		return 2;
	}
	if (cli_input(tool, argc, argv, optind, &o->deck.in) < 0)
		return 2;
	if (o->use_schema && !(o->deck.schema = cli_schema(tool,
	    o->deck.schemabuf, sizeof(o->deck.schemabuf))))
		return 2;
	return -1;
}

/* start: the report and the seat summary opened (see stage.h). */
static int
start(void *v)
{
	struct options *o = v;
	const char *report = o->j.report_path;

	diag_init(&o->j.play.d);
	if (report && !(o->j.report = report_open(report))) {
		cli_error(tool, "%s: cannot write the report: %s",
		    report, strerror(errno));
		return 2;
	}
	if (o->j.seats_path) {
		if (outfile_open(&o->j.seats_of, o->j.seats_path) < 0) {
			cli_error(tool, "%s: cannot write the seat summary: %s",
			    o->j.seats_path, strerror(errno));
			if (o->j.report)
				report_close(o->j.report, 1);
			o->j.report = NULL;
			return 2;
		}
		o->j.seats_open = 1;
	}
	return -1;
}

/* drop_unfinished: what the run left unfinished is dropped (stage.h's
 * finish). */
static int
drop_unfinished(void *v, int status)
{
	struct options *o = v;

	playcheck_fini(&o->j.play);
	/* Not finished: no summary either. */
	if (o->j.seats_open)
		outfile_close(&o->j.seats_of, 1);
	o->j.seats_open = 0;
	seatsum_fini(&o->j.seats);
	/* Not finished (the run failed before its end): no report. */
	if (o->j.report)
		report_close(o->j.report, 1);
	o->j.report = NULL;
	return status;
}

/* board, end: validate_board and finish on the options' job. */
static int
board(struct board *b, const struct rules *r, const char *name,
    struct diag *d, void *v)
{
	return validate_board(b, r, name, d, &((struct options *)v)->j);
}

static int
end(struct diag *d, void *v)
{
	return finish(d, &((struct options *)v)->j);
}

static void *
new_state(void)
{
	return mem_calloc(1, sizeof(struct options));
}

static void
free_state(void *v)
{
	struct options *o = v;

	diag_fini(&o->j.play.d);
	free(o);
}

const struct stage stage_validate = {
	"validate", 1, new_state, parse, NULL, start, board, end,
	drop_unfinished, NULL, free_state
};
