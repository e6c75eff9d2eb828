/* stage_gen.c: gen-graph's options, rules and first board: the source of
 * boards, as a deck (gen-graph) or in memory (press-tool pipe). */
#include <assert.h>
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board/board.h"
#include "tool/cli.h"
#include "board/kind.h"
#include "board/limits.h"
#include "board/make.h"
#include "tool/make_batch.h"
#include "tool/stage_gen.h"
#include "board/rules.h"
#include "picture/drawpic.h"
#include "draw/pdf.h"
#include "board/pins.h"
#include "board/style.h"
#include "board/style_asset.h"
#include "core/mem.h"
#include "deck/deck.h"
#include "draw/layout.h"
#include "icon/icon.h"

static const char *tool = "gen-graph";

/* getopt's codes of the kinds' options: KOPT + KOPT_N * kind + index. */
#define KOPT 256
#define KOPT_N 16

/* The options, as given (width and height: the paper's, in mm; kst: each
 * kind's option state, board/kind.h's kind_cli, NULL for a kind without). */
struct options {
	const char *kind, *rulesfile, *style, *paper, *pins;
	uint64_t seed, count, players, jobs;
	char exps[256]; /* the --expansion names, space-separated */
	int landscape, quiet;
	double width, height;
	void **kst;
};

/* report: a block's messages; notes of retried boards unless quiet. */
static void
report(const struct diag *d, void *ctx)
{
	char buf[2048];
	size_t i;

	for (i = 0; i < d->n; i++)
		if (d->v[i].status != DIAG_OK || !*(int *)ctx)
			fprintf(stderr, "%s: %s\n", tool,
			    diag_format(&d->v[i], buf, sizeof(buf)));
}

/* cli_of: kind k's options, or NULL. */
static const struct kind_cli *
cli_of(int k)
{
	return kind_of(k)->cli;
}

/*
 * usage_order: the kinds as the usage lists them into v (kind_count()
 * of them): the default kind first, then the others by name.
 */
static void
usage_order(int *v)
{
	int n = kind_count(), i, j, t;

	for (i = 0; i < n; i++)
		v[i] = i;
	for (i = 1; i < n; i++)
		for (j = i; j > 1 && strcmp(kind_name(v[j - 1]),
		    kind_name(v[j])) > 0; j--) {
			t = v[j];
			v[j] = v[j - 1];
			v[j - 1] = t;
		}
}

static void
usage(FILE *f)
{
	int *v = mem_alloc((size_t)kind_count() * sizeof(*v)), k;

	usage_order(v);
	fprintf(f, "usage: gen-graph [--kind ");
	for (k = 0; k < kind_count(); k++)
		fprintf(f, "%s%s", k ? "|" : "", kind_name(v[k]));
	fprintf(f, "] [--rules FILE] [--seed N]\n"
	    "                 [--style NAME|FILE] [--pins FILE]\n"
	    "                 [--count N] [--players N] "
	    "[--paper A4|A3|A5|Letter|Tabloid|WxH]\n"
	    "                 [--portrait] [--expansion NAME]...");
	for (k = 0; k < kind_count(); k++)
		if (cli_of(v[k]) && cli_of(v[k])->common)
			fprintf(f, " %s", cli_of(v[k])->common);
	fprintf(f, "\n                 [--jobs N] [-q]\n");
	for (k = 0; k < kind_count(); k++)
		if (cli_of(v[k]) && cli_of(v[k])->usage)
			fprintf(f, "                 %s: %s\n",
			    kind_name(v[k]), cli_of(v[k])->usage);
	fprintf(f, "Writes a deck with one board per seed, seed .. "
	    "seed+count-1, to stdout.\n");
	free(v);
}

/* options_free: the kinds' option states of o. */
static void
options_free(struct options *o)
{
	int k;

	for (k = 0; o->kst && k < kind_count(); k++)
		if (o->kst[k])
			cli_of(k)->free(o->kst[k]);
	free(o->kst);
	o->kst = NULL;
}

/* add_expansion: --expansion NAME, kept in o->exps; -1 when full. */
static int
add_expansion(struct options *o, const char *name)
{
	if (strlen(o->exps) + strlen(name) + 2 > sizeof(o->exps)) {
		cli_error(tool, "too many expansions");
		return -1;
	}
	if (o->exps[0])
		strcat(o->exps, " ");
	strcat(o->exps, name);
	return 0;
}

/* kind_arg: one of a kind's options (code c) into its state in o. */
static int
kind_arg(struct options *o, int c, const char *arg)
{
	int k = (c - KOPT) / KOPT_N;
	struct diag d;
	int rc;

	diag_init(&d);
	if ((rc = cli_of(k)->set(o->kst[k], cli_of(k)->opts[(c - KOPT) %
	    KOPT_N].name, arg, &d)) < 0)
		cli_print_diag(tool, &d);
	diag_fini(&d);
	return rc;
}

/* kinds_do: kind_cli's hook fit (r, b NULL) of every kind, so each may
 * refuse its options for rules of another kind, or proto (b) of the rules'
 * kind, for o's options. Returns 0, or -1 (why in d). */
static int
kinds_do(const struct options *o, const struct rules *r, struct board *b,
    struct diag *d)
{
	const struct kind_cli *c;
	int k, rc = 0;

	for (k = 0; rc == 0 && k < kind_count(); k++)
		if ((c = cli_of(k)) && (b ? c->proto != NULL &&
		    k == r->kind : c->fit != NULL))
			rc = b ? c->proto(o->kst[k], r, b, d) :
			    c->fit(o->kst[k], r, d);
	return rc;
}

/* number_arg: an option with a number (code c) into o; -1 if refused. */
static int
number_arg(struct options *o, int c, const char *arg)
{
	switch (c) {
	case 's':
		return cli_u64(tool, "--seed", arg, 0, INT64_MAX, &o->seed);
	case 'n':
		return cli_u64(tool, "--count", arg, 1, 100000000, &o->count);
	case 'p':
		return cli_u64(tool, "--players", arg, 1, RULES_PMAX - 1,
		    &o->players);
	default:
		return cli_u64(tool, "--jobs", arg, 1, 64, &o->jobs);
	}
}

/*
 * option: the option getopt_long returned as c into o. Returns -1 to go
 * on, or the status to exit with at once (--help, a refused value).
 */
static int
option(struct options *o, int c, char **argv)
{
	switch (c) {
	case 'h':
		return cli_help(tool, usage);
	case 'k':
		o->kind = optarg;
		break;
	case 'r':
		o->rulesfile = optarg;
		break;
	case 'Y':
		o->style = optarg;
		break;
	case 'I':
		o->pins = optarg;
		break;
	case 'P':
		o->paper = optarg;
		break;
	case 'o':
	case 'l':
		o->landscape = c == 'l';
		break;
	case 'q':
		o->quiet = 1;
		break;
	case 's':
	case 'n':
	case 'p':
	case 'j':
		return number_arg(o, c, optarg) < 0 ? 2 : -1;
	case 'x':
		return add_expansion(o, optarg) < 0 ? 2 : -1;
	default:
		if (c >= KOPT)
			return kind_arg(o, c, optarg) < 0 ? 2 : -1;
		return cli_bad_option(tool, c, argv, optind, optopt);
	}
	return -1;
}

/* bad_kind: --kind NAME names no kind: says which there are. */
static void
bad_kind(const char *name)
{
	char buf[256];
	size_t n = 0;
	int k;

	buf[0] = '\0';
	for (k = 0; k < kind_count() && n < sizeof(buf); k++)
		n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s%s",
		    k == 0 ? "" : k + 1 < kind_count() ? ", " : " or ",
		    kind_name(k));
	cli_error(tool, "--kind: \"%s\" is not %s", name, buf);
}

/*
 * check_options: what the options say together; the paper's size into o.
 * Returns -1 to go on, or 2 (told on stderr).
 */
static int
check_options(struct options *o, int argc, char **argv)
{
	const size_t paper_max = sizeof(((struct board *)NULL)->paper);

	if (optind != argc) {
		cli_error(tool, "unexpected argument \"%s\"", argv[optind]);
		usage(stderr);
		return 2;
	}
	if (o->kind && kind_parse(o->kind) < 0) {
		bad_kind(o->kind);
		return 2;
	}
	if (o->seed > (uint64_t)INT64_MAX - (o->count - 1)) {
		cli_error(tool, "--seed %" PRIu64 " with --count %" PRIu64
		    " runs past %" PRId64, o->seed, o->count, INT64_MAX);
		return 2;
	}
	/* The deck records the name as given: one it cannot hold whole is
	 * refused, not cut short. */
	if (strlen(o->paper) >= paper_max) {
		cli_error(tool, "--paper: \"%.40s…\" is longer than %zu "
		    "characters", o->paper, paper_max - 1);
		return 2;
	}
	if (layout_paper(o->paper, o->landscape, &o->width, &o->height) < 0) {
		cli_error(tool, "--paper: \"%s\" is not A3, A4, A5, Letter, "
		    "Tabloid or WxH in mm (20 to 5000 each)", o->paper);
		return 2;
	}
	return -1;
}

/*
 * kind_options: each kind's option state into o, and its options (kind
 * k's i-th with code KOPT + KOPT_N * k + i) after the n of all (room for
 * max), ended by a NULL name.
 */
static void
kind_options(struct options *o, struct option *all, size_t n, size_t max)
{
	const struct kind_opt *ko;
	int k, i;

	o->kst = mem_calloc((size_t)kind_count(), sizeof(*o->kst));
	for (k = 0; k < kind_count(); k++) {
		if (!cli_of(k))
			continue;
		o->kst[k] = cli_of(k)->new();
		for (i = 0, ko = cli_of(k)->opts; ko[i].name; i++) {
			/* A kind's options fit their codes and the array. */
			assert(i < KOPT_N && n + 1 < max);
			all[n++] = (struct option){ ko[i].name + 2,
				ko[i].has_arg, NULL, KOPT + KOPT_N * k + i };
		}
	}
	all[n] = (struct option){ NULL, 0, NULL, 0 };
}

/* parse: gen-graph's command line into o, checked (see stage_gen.h). */
static int
parse(int argc, char **argv, void *v)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "kind", required_argument, NULL, 'k' },
		{ "rules", required_argument, NULL, 'r' },
		{ "style", required_argument, NULL, 'Y' },
		{ "pins", required_argument, NULL, 'I' },
		{ "seed", required_argument, NULL, 's' },
		{ "count", required_argument, NULL, 'n' },
		{ "players", required_argument, NULL, 'p' },
		{ "paper", required_argument, NULL, 'P' },
		{ "portrait", no_argument, NULL, 'o' },
		{ "landscape", no_argument, NULL, 'l' },
		{ "expansion", required_argument, NULL, 'x' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "jobs", required_argument, NULL, 'j' },
	};
	struct option all[sizeof(opts) / sizeof(opts[0]) + 64];
	struct options *o = v;
	size_t n = sizeof(opts) / sizeof(opts[0]);
	int c, rc = -1;

	memset(o, 0, sizeof(*o));
	o->paper = "A4";
	o->seed = o->count = 1;
	o->landscape = 1;
	memcpy(all, opts, sizeof(opts));
	kind_options(o, all, n, sizeof(all) / sizeof(all[0]));
	opterr = 0;
	optind = 0;
	while ((c = getopt_long(argc, argv, ":hk:r:s:n:p:qj:", all, NULL)) !=
	    -1)
		if ((rc = option(o, c, argv)) >= 0)
			break;
	if (rc < 0)
		rc = check_options(o, argc, argv);
	if (rc >= 0)
		options_free(o);
	return rc;
}

/* kinds_rules: kind_cli's hook rules of every kind: o's options put into
 * r. Returns 0, or -1 with the message in d. */
static int
kinds_rules(const struct options *o, struct rules *r, struct diag *d)
{
	const struct kind_cli *c;
	int k;

	for (k = 0; k < kind_count(); k++)
		if ((c = cli_of(k)) && c->rules && c->rules(o->kst[k], r,
		    o->width, o->height, d) < 0)
			return -1;
	return 0;
}

/*
 * load_rules: the rules file (--rules, or the kind's default) into r,
 * with the dungeon options applied. Returns 0, or -1 (why in d).
 */
static int
load_rules(const struct options *o, struct rules *r, struct diag *d)
{
	char path[PATH_MAX], icons[PATH_MAX];
	const char *file = o->rulesfile, *def;

	if (!file) {
		def = make_default_rules(o->kind ? kind_parse(o->kind) :
		    KIND_DEFAULT);
		if (!def) {
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "--kind %s "
			    "is not available yet", o->kind);
			return -1;
		}
		if (!cli_path(path, sizeof(path), def, d))
			return -1;
		file = path;
	}
	if (!cli_path(icons, sizeof(icons), "icons", d) ||
	    rules_load_file(r, file, o->style ? NULL : icons, d) < 0)
		return -1;
	if (o->kind && kind_parse(o->kind) != r->kind) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "%s: the rules are "
		    "for %s boards, not %s", file, kind_name(r->kind), o->kind);
		return -1;
	}
	if (kinds_rules(o, r, d) < 0 || (o->style && (!cli_named(path,
	    sizeof(path), o->style, "style", d) ||
	    style_apply_file(r, path, d) < 0 ||
	    icon_check_style(r, d) < 0 ||
	    style_icons_check(r, icons, d) < 0 ||
	    draw_pictures_check(r, d) < 0 || pdf_font_check(r->font, d) < 0)))
		return -1;
	return 0;
}

/* check_expansions: every --expansion names one of r's; -1 (why in d)
 * if not. */
static int
check_expansions(const struct options *o, const struct rules *r,
    struct diag *d)
{
	char buf[256], *tok, *save;

	snprintf(buf, sizeof(buf), "%s", o->exps);
	for (tok = strtok_r(buf, " ", &save); tok;
	    tok = strtok_r(NULL, " ", &save)) {
		if (rules_find_expansion(r, tok) < 0) {
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL,
			    "--expansion: the rules have no expansion \"%s\"",
			    tok);
			return -1;
		}
	}
	return 0;
}

/*
 * fit_rules: the options the rules decide on: the default jobs and
 * players, then what the rules must allow. Returns 0, or -1 (why in d).
 */
static int
fit_rules(struct options *o, const struct rules *r, struct diag *d)
{
	long n;

	if (o->jobs == 0) {
		n = sysconf(_SC_NPROCESSORS_ONLN);
		o->jobs = n < 1 ? 1 : n > 8 ? 8 : (uint64_t)n;
	}
	if (o->players == 0)
		o->players = r->players_min > 4 ? (uint64_t)r->players_min :
		    r->players_max < 4 ? (uint64_t)r->players_max : 4;
	if ((int)o->players < r->players_min ||
	    (int)o->players > r->players_max) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "--players: the "
		    "rules allow %d to %d", r->players_min, r->players_max);
		return -1;
	}
	if (check_expansions(o, r, d) < 0)
		return -1;
	return kinds_do(o, r, NULL, d);
}

/*
 * proto_board: the board every seed starts from, in b, within the
 * limits. Returns 0, or -1 (why in d).
 */
static int
proto_board(const struct options *o, const struct rules *r,
    struct board *b, struct diag *d)
{
	kind_defaults(b, r);
	if (kinds_do(o, r, b, d) < 0)
		return -1;
	snprintf(b->rules, sizeof(b->rules), "%s", r->id);
	snprintf(b->paper, sizeof(b->paper), "%s", o->paper);
	snprintf(b->expansions, sizeof(b->expansions), "%s", o->exps);
	b->players = (uint32_t)o->players;
	b->width = o->width;
	b->height = o->height;
	return limit_check(r, b, d) < 0 ? -1 : 0;
}

/*
 * load_pins: --pins FILE read over r and checked on proto's paper, kept
 * on r (r->pins), so every board is made with them and the deck carries
 * them, once the run's first boards show that a board can keep them
 * (pins_probe). Returns 0, or -1 with the message in d.
 */
static int
load_pins(const struct options *o, struct rules *r,
    const struct board *proto, struct diag *d)
{
	struct pins *p;

	if (!o->pins)
		return 0;
	if (pins_load_file(&p, o->pins, r, d) < 0)
		return -1;
	if (pins_on_board(p, r, proto, d) < 0) {
		pins_free(p);
		return -1;
	}
	pins_set(r, p);
	return pins_probe(r, proto, o->seed, d);
}

struct stage_gen {
	struct options o;
	struct rules r;
	struct board proto;
	struct diag d;
	int parsed; /* o holds the kinds' option states */
};

struct stage_gen *
stage_gen_new(void)
{
	struct stage_gen *g = mem_calloc(1, sizeof(*g));

	rules_init(&g->r);
	board_init(&g->proto);
	diag_init(&g->d);
	return g;
}

int
stage_gen_parse(struct stage_gen *g, int argc, char **argv)
{
	int rc = parse(argc, argv, &g->o);

	g->parsed = rc < 0;
	return rc;
}

int
stage_gen_make(struct stage_gen *g, struct make_batch *mb, struct diag *d)
{
	struct options *o = &g->o;

	if (load_rules(o, &g->r, d) < 0 || fit_rules(o, &g->r, d) < 0 ||
	    proto_board(o, &g->r, &g->proto, d) < 0 ||
	    load_pins(o, &g->r, &g->proto, d) < 0)
		return -1;
	mb->r = &g->r;
	mb->proto = &g->proto;
	mb->seed = o->seed;
	mb->count = o->count;
	mb->threads = (int)o->jobs;
	mb->report = report;
	mb->ctx = &o->quiet;
	return 0;
}

int
stage_gen_start(struct stage_gen *g, struct make_batch *mb)
{
	if (stage_gen_make(g, mb, &g->d) == 0)
		return 0;
	cli_print_diag(tool, &g->d);
	return 2;
}

void
stage_gen_free(struct stage_gen *g)
{
	if (!g)
		return;
	if (g->parsed)
		options_free(&g->o);
	board_fini(&g->proto);
	rules_fini(&g->r);
	diag_fini(&g->d);
	free(g);
}
