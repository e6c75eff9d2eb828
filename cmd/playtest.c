/* playtest: play every board of a deck with bots; certify each seat's share. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "core/mem.h"
#include "core/outfile.h"
#include "play/bot.h"
#include "play/calibrate.h"
#include "play/cert.h"
#include "play/run.h"
#include "tool/cli.h"
#include "tool/filter.h"
#include "tool/playcheck.h"

static const char *tool = "playtest";

#define BOTS_MAX 16

static void
usage(FILE *f)
{
	fprintf(f, "usage: playtest [--bot SPEC]... [--games N | --max-games N "
	    "| --half-width H]\n"
	    "                [--confidence C] [--boards N] [--spread S] "
	    "[--time-limit SEC]\n"
	    "                [-j N] [--out FILE] [--calibrate FILE "
	    "[--weigh 'SECTION KEY...']]\n"
	    "                [FILE]\n"
	    "Plays every board of a validated deck (FILE or stdin) with each "
	    "bot in every\nseat and writes a certificate (CSV, a row per board "
	    "and bot) of each seat's\nwin share with its interval and the "
	    "board's verdict: fair, unfair or undecided.\nA bot: a built-in "
	    "name (random, or the kind's), a shared library (PATH.so)\nor a "
	    "program (PATH) speaking docs/play.md's protocol.\n"
	    "--calibrate FILE: the seats' static levels weighed against the "
	    "first bot's\nshares over the run (docs/play.md), with --weigh "
	    "the rules keys that weigh them.\n");
}

/* The options, and the run's state. */
struct options {
	const char *in, *out;
	const char *bot[BOTS_MAX];
	int nbot;
	uint32_t games, max_games;
	double half, confidence, spread, limit;
	int boards, threads;
	const char *calib_out, *weigh;
	/* the run */
	struct calib calib;
	int calibrating;
	struct play_player *player[BOTS_MAX];
	int opened, played, unfair;
	char *cert;
	size_t ncert, capcert;
};

/* calibrate: b's seats and their shares in res, into the calibration. */
static int
calibrate(struct options *o, struct board *b, const struct rules *r,
    const struct play_result *res, struct diag *d)
{
	double share[PLAY_SEATS_MAX];
	int k;

	for (k = 0; k < res->seats; k++)
		share[k] = res->games ? res->wins[k] / res->games : 0;
	return calib_board(&o->calib, b, r, share, res->seats, d);
}

static int
play_one(struct board *b, const struct rules *r, const char *name,
    struct diag *d, void *ctx)
{
	struct options *o = ctx;
	struct play_result res;
	struct play_plan plan;
	size_t from = d->n;
	int i, seats;

	if (!b->val.present) {
		diag_add(d, DIAG_FATAL, name, b->line, b->id, NULL,
		    "not validated (no <validation>): run validate first");
		return FILTER_FATAL;
	}
	if (!b->val.pass) {
		diag_add(d, DIAG_INVALID, name, b->line, b->id, NULL,
		    "failed validation: not played");
		return FILTER_DROP;
	}
	if (++o->played > o->boards) {
		diag_add(d, DIAG_FATAL, name, b->line, b->id, NULL,
		    "more boards than --boards %d: the confidence would not "
		    "be joint over the run", o->boards);
		return FILTER_FATAL;
	}
	if ((seats = play_board_seats(b, r, d)) < 0) {
		diag_locate(d, from, name, b->line);
		return diag_status(d) == DIAG_FATAL ? FILTER_FATAL :
		    FILTER_DROP;
	}
	/* The bots, once for the run, for the deck's kind. */
	for (; o->opened < o->nbot; o->opened++)
		if (!(o->player[o->opened] = play_player_open(
		    o->bot[o->opened], b->kind, o->limit, b->id, d)))
			return FILTER_FATAL;
	playcheck_plan(o->games, o->max_games, o->half, o->confidence,
	    o->boards, seats, &plan);
	for (i = 0; i < o->nbot; i++) {
		if (play_board(b, r, &o->player[i], 1, &plan, o->spread,
		    o->threads, &res, d) < 0) {
			diag_locate(d, from, name, b->line);
			return diag_status(d) == DIAG_FATAL ? FILTER_FATAL :
			    FILTER_DROP;
		}
		play_cert_row(&o->cert, &o->ncert, &o->capcert, b, o->bot[i],
		    &plan, &res);
		if (i == 0 && o->calibrating && calibrate(o, b, r, &res,
		    d) < 0) {
			diag_locate(d, from, name, b->line);
			return FILTER_FATAL;
		}
		if (res.verdict == PLAY_UNFAIR)
			o->unfair = 1;
	}
	return FILTER_KEEP;
}

/*
 * list_bots: every kind with a game, a line per bot: "KIND RULES BOT",
 * RULES its default rules' data path or "-" (make bench iterates over
 * them, knowing no kind).
 */
static int
list_bots(void)
{
	const struct kind *k;
	int i;
	size_t b;

	for (i = 0; i < kind_count(); i++) {
		k = kind_of(i);
		if (!k->play)
			continue;
		printf("%s %s %s\n", k->name, k->default_rules ?
		    k->default_rules : "-", play_bot_random.name);
		for (b = 0; k->bots && k->bots[b]; b++)
			printf("%s %s %s\n", k->name, k->default_rules ?
			    k->default_rules : "-", k->bots[b]->name);
	}
	return cli_finish(tool, 0);
}

/* option: the option getopt_long returned as c into o (see validate). */
static int
option(struct options *o, int c, char **argv)
{
	uint64_t v;

	switch (c) {
	case 'h':
		return cli_help(tool, usage);
	case 'b':
		if (o->nbot == BOTS_MAX) {
			cli_error(tool, "--bot: at most %d bots", BOTS_MAX);
			return 2;
		}
		o->bot[o->nbot++] = optarg;
		break;
	case 'j':
		if (cli_u64(tool, "-j", optarg, 1, 64, &v) < 0)
			return 2;
		o->threads = (int)v;
		break;
	case 'g':
	case 'G':
	case 'n':
		if (cli_u64(tool, c == 'g' ? "--games" : c == 'G' ?
		    "--max-games" : "--boards", optarg, 1, c == 'n' ?
		    100000000 : 100000000, &v) < 0)
			return 2;
		if (c == 'g')
			o->games = (uint32_t)v;
		else if (c == 'G')
			o->max_games = (uint32_t)v;
		else
			o->boards = (int)v;
		break;
	case 'H':
		return cli_double(tool, "--half-width", optarg, 1e-4, 0.5,
		    &o->half) < 0 ? 2 : -1;
	case 'C':
		return cli_double(tool, "--confidence", optarg, 1e-6,
		    1 - 1e-9, &o->confidence) < 0 ? 2 : -1;
	case 'S':
		return cli_double(tool, "--spread", optarg, 0, 1, &o->spread) <
		    0 ? 2 : -1;
	case 'T':
		return cli_double(tool, "--time-limit", optarg, 0.001, 3600,
		    &o->limit) < 0 ? 2 : -1;
	case 'o':
		o->out = optarg;
		break;
	case 'L':
		return list_bots();
	case 'K':
		o->calib_out = optarg;
		break;
	case 'W':
		o->weigh = optarg;
		break;
	default:
		return cli_bad_option(tool, c, argv, optind, optopt);
	}
	return -1;
}

static int
parse(int argc, char **argv, void *v)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "bot", required_argument, NULL, 'b' },
		{ "games", required_argument, NULL, 'g' },
		{ "max-games", required_argument, NULL, 'G' },
		{ "half-width", required_argument, NULL, 'H' },
		{ "confidence", required_argument, NULL, 'C' },
		{ "boards", required_argument, NULL, 'n' },
		{ "spread", required_argument, NULL, 'S' },
		{ "time-limit", required_argument, NULL, 'T' },
		{ "out", required_argument, NULL, 'o' },
		{ "list-bots", no_argument, NULL, 'L' },
		{ "threads", required_argument, NULL, 'j' },
		{ "calibrate", required_argument, NULL, 'K' },
		{ "weigh", required_argument, NULL, 'W' },
		{ NULL, 0, NULL, 0 }
	};
	struct options *o = v;
	int c, rc, modes;

	memset(o, 0, sizeof(*o));
	o->in = "-";
	o->max_games = 2048;
	o->confidence = 0.95;
	o->boards = 1000;
	o->spread = -1;
	o->limit = 10;
	o->threads = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":ho:j:", opts, NULL)) != -1)
		if ((rc = option(o, c, argv)) >= 0)
			return rc;
	modes = (o->games != 0) + (o->half > 0);
	if (modes > 1) {
		cli_error(tool, "--games and --half-width: one or the other");
		return 2;
	}
	if (o->nbot == 0)
		o->bot[o->nbot++] = "random";
	if (o->weigh && !o->calib_out) {
		cli_error(tool, "--weigh: only with --calibrate FILE");
		return 2;
	}
	if (cli_input(tool, argc, argv, optind, &o->in) < 0)
		return 2;
	return -1;
}

static int
run(void *v)
{
	struct options *o = v;
	struct filter f = { tool, o->in, NULL, NULL, play_one, o, NULL, NULL };
	struct outfile of, cf;
	FILE *out = stdout;
	int status, i;
	struct diag d;

	if (o->out) {
		if (outfile_open(&of, o->out) < 0) {
			cli_error(tool, "%s: cannot write: %s", o->out,
			    strerror(errno));
			return 2;
		}
		out = of.f;
	}
	if (o->calib_out) {
		diag_init(&d);
		if (calib_init(&o->calib, o->weigh ? o->weigh : "", &d) <
		    0) {
			diag_print(&d, tool, stderr);
			diag_fini(&d);
			return cli_finish(tool, 2);
		}
		diag_fini(&d);
		o->calibrating = 1;
	}
	status = filter_run(&f);
	for (i = 0; i < o->opened; i++)
		play_player_close(o->player[i]);
	/*
	 * The certificate is written whole or not at all: a run that
	 * broke (a bot, the deck) leaves none.
	 */
	if (status != 2) {
		fputs(PLAY_CERT_HEADER, out);
		if (o->ncert)
			fwrite(o->cert, 1, o->ncert, out);
	}
	if (o->out && outfile_close(&of, status == 2) < 0 && status != 2) {
		cli_error(tool, "%s: cannot write: %s", o->out,
		    strerror(errno));
		status = 2;
	}
	if (o->calibrating) {
		if (status != 2 && outfile_open(&cf, o->calib_out) == 0) {
			calib_write(&o->calib, cf.f);
			if (outfile_close(&cf, 0) < 0) {
				cli_error(tool, "%s: cannot write: %s",
				    o->calib_out, strerror(errno));
				status = 2;
			}
		} else if (status != 2) {
			cli_error(tool, "%s: cannot write: %s", o->calib_out,
			    strerror(errno));
			status = 2;
		}
		calib_fini(&o->calib);
	}
	if (status == 0 && o->unfair)
		status = 1;
	free(o->cert);
	return cli_finish(tool, status);
}

int
main(int argc, char **argv)
{
	struct options o;

	return cli_main(argc, argv, &o, parse, run);
}
