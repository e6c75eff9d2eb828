/* gen-graph: the structure of one board per seed, as a deck on stdout. */
#include <getopt.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board/board.h"
#include "board/cli.h"
#include "board/kind.h"
#include "deck/deck.h"
#include "dungeon/dungeon.h"
#include "print/layout.h"
#include "board/limits.h"
#include "board/make.h"
#include "board/rules.h"

static const char *tool = "gen-graph";

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

static void
usage(FILE *f)
{
	fprintf(f,
	    "usage: gen-graph [--kind nodes|dungeon|transport] [--rules FILE] "
	    "[--seed N]\n"
	    "                 [--count N] [--players N] "
	    "[--paper A4|A3|A5|Letter|Tabloid|WxH]\n"
	    "                 [--portrait] [--expansion NAME]... "
	    "[--first-game]\n"
	    "                 [--jobs N] [-q]\n"
	    "                 dungeon: [--size COLSxROWS] [--tunnels N] "
	    "[--length N] [--floor F]\n"
	    "                 transport: [--scenario NAME]\n"
	    "Writes a deck with one board per seed, seed .. seed+count-1, "
	    "to stdout.\n");
}

int
main(int argc, char **argv)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "kind", required_argument, NULL, 'k' },
		{ "rules", required_argument, NULL, 'r' },
		{ "seed", required_argument, NULL, 's' },
		{ "count", required_argument, NULL, 'n' },
		{ "players", required_argument, NULL, 'p' },
		{ "paper", required_argument, NULL, 'P' },
		{ "portrait", no_argument, NULL, 'o' },
		{ "landscape", no_argument, NULL, 'l' },
		{ "expansion", required_argument, NULL, 'x' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "jobs", required_argument, NULL, 'j' },
		{ "first-game", no_argument, NULL, 'g' },
		{ "size", required_argument, NULL, 'G' },
		{ "tunnels", required_argument, NULL, 'T' },
		{ "length", required_argument, NULL, 'L' },
		{ "floor", required_argument, NULL, 'F' },
		{ "scenario", required_argument, NULL, 'c' },
		{ NULL, 0, NULL, 0 }
	};
	const char *kind = NULL, *rulesfile = NULL, *paper = "A4";
	const char *scenario = NULL;
	uint64_t seed = 1, count = 1, players = 0, jobs = 0;
	struct make_batch mb;
	char path[PATH_MAX], icons[PATH_MAX], exps[256] = "";
	struct deck_writer *w = NULL;
	struct rules r;
	struct board b;
	struct diag d;
	int c, landscape = 1, quiet = 0, status = 0, first_game = -1;
	double width, height;
	struct dungeon_opts dopt = { NULL, 0, 0, 0, 0, -1 };

	cli_start();
	diag_init(&d);
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":hk:r:s:n:p:qj:", opts, NULL)) !=
	    -1) {
		switch (c) {
		case 'h':
			usage(stdout);
			return cli_finish(tool, 0);
		case 'k':
			kind = optarg;
			break;
		case 'r':
			rulesfile = optarg;
			break;
		case 's':
			if (cli_u64(tool, "--seed", optarg, 0, INT64_MAX,
			    &seed) < 0)
				return 2;
			break;
		case 'n':
			if (cli_u64(tool, "--count", optarg, 1, 100000000,
			    &count) < 0)
				return 2;
			break;
		case 'p':
			if (cli_u64(tool, "--players", optarg, 1,
			    RULES_PMAX - 1, &players) < 0)
				return 2;
			break;
		case 'P':
			paper = optarg;
			break;
		case 'o':
			landscape = 0;
			break;
		case 'l':
			landscape = 1;
			break;
		case 'x':
			if (strlen(exps) + strlen(optarg) + 2 > sizeof(exps)) {
				cli_error(tool, "too many expansions");
				return 2;
			}
			if (exps[0])
				strcat(exps, " ");
			strcat(exps, optarg);
			break;
		case 'q':
			quiet = 1;
			break;
		case 'g':
			first_game = 1;
			break;
		case 'c':
			scenario = optarg;
			break;
		case 'j':
			if (cli_u64(tool, "--jobs", optarg, 1, 64, &jobs) < 0)
				return 2;
			break;
		case 'G':
		case 'T':
		case 'L':
		case 'F':
			if (dungeon_option(&dopt, c == 'G' ? "--size" :
			    c == 'T' ? "--tunnels" : c == 'L' ? "--length" :
			    "--floor", optarg, &d) < 0) {
				cli_print_diag(tool, &d);
				diag_fini(&d);
				return 2;
			}
			break;
		default:
			return cli_bad_option(tool, c, argv, optind, optopt);
		}
	}
	if (optind != argc) {
		cli_error(tool, "unexpected argument \"%s\"", argv[optind]);
		usage(stderr);
		return 2;
	}
	if (kind && kind_parse(kind) < 0) {
		cli_error(tool, "--kind: \"%s\" is not nodes, transport or "
		    "dungeon", kind);
		return 2;
	}
	if (seed > (uint64_t)INT64_MAX - (count - 1)) {
		cli_error(tool, "--seed %" PRIu64 " with --count %" PRIu64
		    " runs past %" PRId64, seed, count, INT64_MAX);
		return 2;
	}
	/* The deck records the name as given: one it cannot hold whole is
	 * refused, not cut short. */
	if (strlen(paper) >= sizeof(b.paper)) {
		cli_error(tool, "--paper: \"%.40s…\" is longer than %zu "
		    "characters", paper, sizeof(b.paper) - 1);
		return 2;
	}
	if (layout_paper(paper, landscape, &width, &height) < 0) {
		cli_error(tool, "--paper: \"%s\" is not A3, A4, A5, Letter, "
		    "Tabloid or WxH in mm (20 to 5000 each)", paper);
		return 2;
	}
	rules_init(&r);
	board_init(&b);
	if (!rulesfile) {
		const char *def = make_default_rules(kind ?
		    kind_parse(kind) : BOARD_NODES);

		if (!def) {
			cli_error(tool, "--kind %s is not available yet", kind);
			status = 2;
			goto out;
		}
		if (!cli_path(path, sizeof(path), def, &d)) {
			cli_print_diag(tool, &d);
			status = 2;
			goto out;
		}
		rulesfile = path;
	}
	if (!cli_path(icons, sizeof(icons), "icons", &d) ||
	    rules_load_file(&r, rulesfile, icons, &d) < 0) {
		cli_print_diag(tool, &d);
		status = 2;
		goto out;
	}
	if (kind && kind_parse(kind) != r.kind) {
		cli_error(tool, "%s: the rules are for %s boards, not %s",
		    rulesfile, kind_name(r.kind), kind);
		status = 2;
		goto out;
	}
	if (dungeon_options_apply(&dopt, &r, width, height, &d) < 0) {
		cli_print_diag(tool, &d);
		status = 2;
		goto out;
	}
	if (jobs == 0) {
		long n = sysconf(_SC_NPROCESSORS_ONLN);

		jobs = n < 1 ? 1 : n > 8 ? 8 : (uint64_t)n;
	}
	if (players == 0)
		players = r.players_min > 4 ? (uint64_t)r.players_min :
		    r.players_max < 4 ? (uint64_t)r.players_max : 4;
	if ((int)players < r.players_min || (int)players > r.players_max) {
		cli_error(tool, "--players: the rules allow %d to %d",
		    r.players_min, r.players_max);
		status = 2;
		goto out;
	}
	{
		char buf[256], *tok, *save;

		snprintf(buf, sizeof(buf), "%s", exps);
		for (tok = strtok_r(buf, " ", &save); tok;
		    tok = strtok_r(NULL, " ", &save)) {
			if (rules_find_expansion(&r, tok) < 0) {
				cli_error(tool, "--expansion: the rules have no "
				    "expansion \"%s\"", tok);
				status = 2;
				goto out;
			}
		}
	}

	if (scenario && r.kind != BOARD_TRANSPORT) {
		cli_error(tool, "--scenario: %s boards have no scenarios",
		    kind_name(r.kind));
		status = 2;
		goto out;
	}
	if (r.kind == BOARD_TRANSPORT) {
		b.transport.scenario = scenario
					   ? rules_find_scenario(&r, scenario)
					   : r.transport.default_scenario.index;
		if (b.transport.scenario < 0) {
			cli_error(tool, "--scenario: the rules have no scenario "
			    "\"%s\"", scenario);
			status = 2;
			goto out;
		}
	}
	b.kind = (enum board_kind)r.kind;
	snprintf(b.rules, sizeof(b.rules), "%s", r.id);
	snprintf(b.paper, sizeof(b.paper), "%s", paper);
	snprintf(b.expansions, sizeof(b.expansions), "%s", exps);
	b.players = (uint32_t)players;
	b.nodes.first_game = first_game >= 0
				 ? first_game
				 : r.kind == BOARD_NODES && r.nodes.first_game;
	b.width = width;
	b.height = height;
	if (limit_check(&r, &b, &d) < 0) {
		cli_print_diag(tool, &d);
		status = 2;
		goto out;
	}
	mb.r = &r;
	mb.proto = &b;
	mb.seed = seed;
	mb.count = count;
	mb.threads = (int)jobs;
	mb.report = report;
	mb.ctx = &quiet;
	w = deck_writer_new(stdout);
	if (deck_writer_begin(w, &r) < 0)
		status = 2;
	else
		status = make_batch_run(&mb, w);
	if (status != 2 && deck_writer_end(w) < 0)
		status = 2;
	deck_writer_free(w);
out:
	board_fini(&b);
	rules_fini(&r);
	diag_fini(&d);
	return cli_finish(tool, status);
}
