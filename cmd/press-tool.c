/* press-tool: press-run's work on a run's files, by the report's column
 * names: a chunk's check, the merged report and its check, the manifest,
 * the seat summary. */
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tool/cli.h"
#include "tool/chunk.h"
#include "tool/press.h"
#include "tool/stage.h"
#include "draw/layout.h"
#include "merge/pagemark.h"
#include "core/extsort.h"

static const char *tool = "press-tool";

/* The subcommands: name, operands (least and most), usage. */
static const struct {
	const char *name;
	enum press_cmd cmd;
	size_t min, max;
	const char *use;
} cmds[] = {
	{ "chunk", PRESS_CHUNK, 1, 2, "REPORT [MAP]" },
	{ "merge", PRESS_MERGE, 1, (size_t)-1, "REPORT..." },
	{ "check", PRESS_CHECK, 1, 1,
	    "--seed N --count N [--buffer BYTES] REPORT" },
	{ "manifest", PRESS_MANIFEST, 1, (size_t)-1,
	    "[--per-board] [--deck FILE] REPORT CHUNK..." },
	{ "seats", PRESS_SEATS, 1, (size_t)-1, "SUMMARY..." },
	{ "pages", PRESS_PAGES, 1, (size_t)-1, "PDF..." },
	{ "title", PRESS_TITLE, 1, 1, "RULES" },
};
#define NCMD (sizeof(cmds) / sizeof(cmds[0]))

static void
usage(FILE *f)
{
	size_t i;

	for (i = 0; i < NCMD; i++)
		fprintf(f, "%s press-tool %s %s\n", i ? "      " : "usage:",
		    cmds[i].name, cmds[i].use);
	fprintf(f, "press-run's work on a run's files, reading validate's "
	    "reports by their\ncolumns' names: see press-tool(1).\n");
}

/* subcommand: name's index in cmds; -1 (with a message) if none. */
static int
subcommand(const char *name)
{
	size_t i;

	for (i = 0; i < NCMD; i++)
		if (strcmp(name, cmds[i].name) == 0)
			return (int)i;
	cli_error(tool, "no subcommand \"%s\" (press-tool -h lists them)",
	    name);
	return -1;
}

/*
 * number: the value of --seed (c 's') or --count ('n') into o; the bit
 * it sets in *seeds says which were given. -1 after a message.
 */
static int
number(struct press_opt *o, int c, const char *arg, int *seeds)
{
	if (c == 's') {
		*seeds |= 1;
		return cli_u64(tool, "--seed", arg, 0, 999999999999, &o->seed);
	}
	*seeds |= 2;
	return cli_u64(tool, "--count", arg, 1, 100000000, &o->count);
}

/*
 * parse: argv into o (a struct press_opt; see cli_main). Returns -1 to go
 * on, else the status to exit with (0 after -h, 2 after a message).
 */
static int
parse(int argc, char **argv, void *v)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "seed", required_argument, NULL, 's' },
		{ "count", required_argument, NULL, 'n' },
		{ "per-board", no_argument, NULL, 'p' },
		{ "deck", required_argument, NULL, 'd' },
		{ "buffer", required_argument, NULL, 'b' },
		{ NULL, 0, NULL, 0 }
	};
	struct press_opt *o = v;
	int c, k = -1, seeds = 0;

	opterr = 0;
	if (argc > 1 && argv[1][0] != '-') {
		if ((k = subcommand(argv[1])) < 0)
			return 2;
		o->cmd = cmds[k].cmd;
		optind = 2;
	}
	while ((c = getopt_long(argc, argv, ":h", opts, NULL)) != -1) {
		if (c == 'h')
			return cli_help(tool, usage);
		else if (c == 's' || c == 'n') {
			if (number(o, c, optarg, &seeds) < 0)
				return 2;
		} else if (c == 'p')
			o->perboard = 1;
		else if (c == 'd')
			o->deck = optarg;
		else if (c == 'b') {
			uint64_t bytes;

			if (cli_u64(tool, "--buffer", optarg, 2 * EXTSORT_MIN,
			    EXTSORT_MAX, &bytes) < 0)
				return 2;
			o->sortbuf = (size_t)bytes;
		}
		else
			return cli_bad_option(tool, c, argv, optind, optopt);
	}
	o->file = argv + optind;
	o->nfile = (size_t)(argc - optind);
	if (k < 0) {
		cli_error(tool, "which subcommand? (press-tool -h lists them)");
		return 2;
	}
	if (o->nfile < cmds[k].min || o->nfile > cmds[k].max ||
	    (o->cmd == PRESS_CHECK && seeds != 3) ||
	    (o->cmd == PRESS_MANIFEST && !o->perboard && !o->deck)) {
		cli_error(tool, "usage: press-tool %s %s", cmds[k].name,
		    cmds[k].use);
		return 2;
	}
	return -1;
}

/* pages: each of o's PDFs, a board's own pages, numbered in the board
 * (print/pagemark.h); the status. */
static int
pages(const struct press_opt *o, struct diag *d)
{
	size_t i;

	for (i = 0; i < o->nfile; i++)
		if (pagemark_board_file(o->file[i], d) < 0)
			return 2;
	return 0;
}

/* run: the subcommand o says, its messages on stderr. */
static int
run(void *v)
{
	const struct press_opt *o = v;
	struct diag d;
	int st;

	diag_init(&d);
	st = o->cmd == PRESS_PAGES ? pages(o, &d) : press_run(o, stdout, &d);
	cli_print_diag(tool, &d);
	/* Asked for a buffer: how many runs it made the sorts spill. */
	if (o->cmd == PRESS_CHECK && o->sortbuf && st < 2)
		fprintf(stderr, "%s: check: %" PRIu64 " and %" PRIu64 " runs "
		    "of at most %zu bytes spilled\n", tool, o->runs[0],
		    o->runs[1], o->sortbuf / 2);
	diag_fini(&d);
	return cli_finish(tool, st);
}

/* template_keys: the press_hooks' template: the page template's reader. */
static int
template_keys(const char *path, int *x4, int *tumble)
{
	struct layout_template t;
	struct diag d;
	int rc;

	diag_init(&d);
	layout_template_defaults(&t);
	rc = layout_template_load(&t, path, &d);
	diag_fini(&d);
	*x4 = rc == 0 && t.pdfx == LAYOUT_X4;
	*tumble = rc == 0 && t.tumble;
	return rc;
}

/* board_pages: the press_hooks' pages (print/pagemark.h). */
static int
board_pages(const char *pdf)
{
	struct diag d;
	int rc;

	diag_init(&d);
	rc = pagemark_board_file(pdf, &d) < 0 ? -1 : 0;
	diag_fini(&d);
	return rc;
}

static const struct press_hooks hooks = { template_keys, board_pages };

/*
 * xjdf: press_xjdf on ARG... [+layout LAY...]: the die and code steps are
 * those of the page template layout-pdf's options LAY make (press-run's
 * lay, as its chunks' layout-pdf read them); without +layout, shop's.
 */
static int
xjdf(int argc, char **argv)
{
	static const char *const sep[] = { "CutContour", "CutContour Crease" };
	struct layout_template t;
	struct press_xjdf_die die = { 0 };
	struct press_xjdf_code code = { "QRCode", "BP1:%s:%s:%i/%i",
		"BoardID RunID BoardPage BoardPages", "" };
	char run[64], *lay[] = { "layout-pdf", NULL };
	int n, st;

	for (n = 0; n < argc && strcmp(argv[n], "+layout"); n++)
		;
	st = n < argc ? stage_layout_template(argc - n, argv + n, &t, run,
	    sizeof(run)) : stage_layout_template(1, lay, &t, run,
	    sizeof(run));
	if (st)
		return st;
	/* The lines are in the deck's pages: a folding board's creases
	 * with its cut (sheet/die.h). */
	die.cut = t.die != LAYOUT_DIE_NONE;
	die.crease = die.cut && t.panels > 1;
	die.layer = t.die == LAYOUT_DIE_LAYER;
	die.lines = sep[die.crease];
	code.run = run;
	return press_xjdf(n, argv, die.cut ? &die : NULL,
	    t.code != LAYOUT_CODE_NONE ? &code : NULL, stdout);
}

/* bindir: the folder press-tool (and the tools beside it) is in. */
static const char *
bindir(void)
{
	static char b[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", b, sizeof(b) - 1);
	char *s;

	if (n <= 0)
		return ".";
	b[n] = '\0';
	if ((s = strrchr(b, '/')) != NULL)
		*s = '\0';
	return b;
}

static const char *bindir(void);

/*
 * pipe: press-tool pipe [--deck FILE] GEN... +content CONTENT... +validate
 * VAL... +layout LAY... (tool/chunk.h): the four statuses on stdout, one
 * line (the pipe's PIPESTATUS); the exit status is the largest of them.
 * With PRESS_RUN_PIPE=1 in the environment the four tools beside it run
 * as the pipe itself, each its own process.
 */
static int
pipe_chunk(int argc, char **argv)
{
	const char *e = getenv("PRESS_RUN_PIPE");
	int st[CHUNK_N], k, worst = 0;

	if ((e && strcmp(e, "1") == 0 ? chunk_pipe(bindir(), argc, argv, st) :
	    chunk_run(argc, argv, st)) != 0)
		return cli_finish("press-tool pipe", 2);
	for (k = 0; k < CHUNK_N; k++) {
		printf("%s%d", k ? " " : "", st[k]);
		worst = st[k] > worst ? st[k] : worst;
	}
	printf("\n");
	return cli_finish("press-tool pipe", worst);
}

/*
 * driver: press-run's own subcommands (its messages are press-run's):
 * plan ARG..., list SEED COUNT CHUNK, tempdir OWNER, seal STATUS... ARG...,
 * todo RUN, take RUN FP RETRIES QUIET, folder RUN RULES TFILE, copies RUN
 * RULES TFILE PINS, join MAP
 * BASE, summary MANIFEST OUT START END NOW ALL, chunkof RUN INDEX, put RUN
 * KEY FP TAR, fingerprint (this host's boardpress), task ARG..., writeplan
 * RUN SELF DATE NCHUNK ARG..., hosts SLF SSH, xjdf RULES SEED COUNT DATE
 * MANIFEST SHEET MAP CHUNK... [+layout LAY...] (the job ticket). -1 when
 * argv names none of them.
 */
static int
driver(int argc, char **argv)
{
	const char *c = argv[1];
	char d[PATH_MAX];
	int st = -1;

	if (!strcmp(c, "pipe"))
		return pipe_chunk(argc - 2, argv + 2);
	if (!strcmp(c, "plan"))
		st = press_plan(bindir(), &hooks, argc - 2, argv + 2, stdout);
	else if (!strcmp(c, "list") && argc == 5)
		st = press_list(strtoull(argv[2], NULL, 10),
		    strtoull(argv[3], NULL, 10), strtoull(argv[4], NULL, 10),
		    stdout);
	else if (!strcmp(c, "tempdir") && argc == 3) {
		st = press_tempdir(strtol(argv[2], NULL, 10), d, sizeof(d)) ?
		    2 : 0;
		if (!st)
			printf("%s\n", d);
	} else if (!strcmp(c, "seal"))
		st = press_seal(bindir(), &hooks, argc - 2, argv + 2);
	else if (!strcmp(c, "todo") && argc == 3)
		st = press_todo(argv[2], stdout);
	else if (!strcmp(c, "take") && argc == 6)
		st = press_take(argv[2], argv[3], atoi(argv[4]),
		    atoi(argv[5]), stdout);
	else if (!strcmp(c, "folder") && argc == 5)
		st = press_folder(argv[2], argv[3], argv[4]);
	else if (!strcmp(c, "copies") && argc == 6)
		st = press_copies(argv[2], argv[3], argv[4], argv[5]);
	else if (!strcmp(c, "summary") && argc == 8)
		st = press_summary(argv[2], argv[3], strtod(argv[4], NULL),
		    strtod(argv[5], NULL), atol(argv[6]), atol(argv[7]));
	else if (!strcmp(c, "join") && argc == 4)
		st = press_join(argv[2], argv[3], stdout);
	else if (!strcmp(c, "chunkof") && argc == 4)
		st = press_chunk_of(argv[2], argv[3], stdout);
	else if (!strcmp(c, "put") && argc == 6)
		st = press_put(argv[2], argv[3], argv[4], argv[5]);
	else if (!strcmp(c, "task"))
		st = press_task(bindir(), &hooks, argc - 2, argv + 2, stdout);
	else if (!strcmp(c, "writeplan") && argc >= 6)
		st = press_write_plan(bindir(), argv[2], argv[3], argv[4],
		    strtoull(argv[5], NULL, 10), argc - 6, argv + 6, stdout);
	else if (!strcmp(c, "xjdf"))
		st = xjdf(argc - 2, argv + 2);
	else if (!strcmp(c, "hosts") && argc == 4)
		st = press_hosts(bindir(), argv[2], argv[3]);
	else if (!strcmp(c, "fingerprint") && argc == 2)
		st = press_host_fingerprint(bindir(), cli_datadir(d,
		    sizeof(d)), stdout);
	else
		return -1;
	return cli_finish("press-run", st);
}

/* drive_or_parse: a driver's subcommand, run to its status, or else the
 * options of press-tool's own work (parse). */
static int
drive_or_parse(int argc, char **argv, void *opts)
{
	int st;

	if (argc > 1 && (st = driver(argc, argv)) >= 0)
		return st;
	return parse(argc, argv, opts);
}

int
main(int argc, char **argv)
{
	uint64_t runs[2] = { 0, 0 };
	struct press_opt o = { .runs = runs };

	return cli_main(argc, argv, &o, drive_or_parse, run);
}
