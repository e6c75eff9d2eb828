/* preview: a local web page of a rules file's boards and statistics,
 * made again whenever the rules or style file changes. */
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board/cli.h"
#include "preview/http.h"
#include "preview/preview.h"

static const char *tool = "preview";

static void
usage(FILE *f)
{
	fprintf(f, "usage: preview --rules FILE [--style NAME|FILE] "
	    "[--players N] [--seeds A-B]\n"
	    "               [--port N] [--jobs N]\n"
	    "Serves a page of the rules' boards on http://127.0.0.1:PORT/ "
	    "(default 8717;\n0: a free port), whose address is the first "
	    "line on stdout; the page\nfollows the rules and style files as "
	    "they change. Stops on SIGINT or SIGTERM.\n");
}

struct options {
	struct preview_opts po;
	uint64_t port, jobs;
	char style[PATH_MAX], font[PATH_MAX], icons[PATH_MAX];
};

/* seeds: "A-B" (B - A below 100) into o's grid seeds; -1 if refused. */
static int
seeds(struct options *o, const char *s)
{
	char a[32];
	const char *dash = strchr(s, '-');
	size_t k = dash ? (size_t)(dash - s) : 0;

	if (!dash || k == 0 || k >= sizeof(a)) {
		cli_error(tool, "--seeds: \"%s\" is not A-B", s);
		return -1;
	}
	memcpy(a, s, k);
	a[k] = '\0';
	if (cli_u64(tool, "--seeds", a, 0, PREVIEW_SEED_MAX, &o->po.from) < 0 ||
	    cli_u64(tool, "--seeds", dash + 1, o->po.from, o->po.from +
	    PREVIEW_GRID_MAX - 1, &o->po.to) < 0)
		return -1;
	return 0;
}

/* option: getopt_long's c into o; -1 to go on, else the status. */
static int
option(struct options *o, int c, char **argv)
{
	uint64_t v;

	switch (c) {
	case 'h':
		return cli_help(tool, usage);
	case 'r':
		o->po.rules = optarg;
		break;
	case 'Y':
		o->po.style = optarg;
		break;
	case 'p':
		if (cli_u64(tool, "--players", optarg, 1, 64, &v) < 0)
			return 2;
		o->po.players = (uint32_t)v;
		break;
	case 's':
		return seeds(o, optarg) < 0 ? 2 : -1;
	case 'P':
		return cli_u64(tool, "--port", optarg, 0, 65535, &o->port) < 0 ?
		    2 : -1;
	case 'j':
		return cli_u64(tool, "--jobs", optarg, 1, 64, &o->jobs) < 0 ?
		    2 : -1;
	default:
		return cli_bad_option(tool, c, argv, optind, optopt);
	}
	return -1;
}

/* paths: the style's file, the font and the icons into o; -1 (told). */
static int
paths(struct options *o)
{
	struct diag d;
	int rc = 0;

	diag_init(&d);
	if ((o->po.style && !cli_named(o->style, sizeof(o->style),
	    o->po.style, "style", &d)) ||
	    !cli_path(o->font, sizeof(o->font), "fonts/DejaVuSans.ttf", &d) ||
	    !cli_path(o->icons, sizeof(o->icons), "icons", &d)) {
		cli_print_diag(tool, &d);
		rc = -1;
	}
	diag_fini(&d);
	if (o->po.style)
		o->po.style = o->style;
	o->po.font = o->font;
	o->po.icondir = o->icons;
	return rc;
}

static int
parse(int argc, char **argv, void *v)
{
	static const struct option opts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "rules", required_argument, NULL, 'r' },
		{ "style", required_argument, NULL, 'Y' },
		{ "players", required_argument, NULL, 'p' },
		{ "seeds", required_argument, NULL, 's' },
		{ "port", required_argument, NULL, 'P' },
		{ "jobs", required_argument, NULL, 'j' },
		{ NULL, 0, NULL, 0 }
	};
	struct options *o = v;
	long n;
	int c, rc;

	memset(o, 0, sizeof(*o));
	o->port = 8717;
	o->po.from = 1;
	o->po.to = 12;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":hr:p:j:", opts, NULL)) != -1)
		if ((rc = option(o, c, argv)) >= 0)
			return rc;
	if (optind != argc) {
		cli_error(tool, "unexpected argument \"%s\"", argv[optind]);
		return 2;
	}
	if (!o->po.rules) {
		cli_error(tool, "--rules FILE is needed (see %s -h)", tool);
		return 2;
	}
	n = sysconf(_SC_NPROCESSORS_ONLN);
	o->po.threads = o->jobs ? (int)o->jobs : n < 1 ? 1 : n > 8 ? 8 :
	    (int)n;
	return paths(o) < 0 ? 2 : -1;
}

static int
run(void *v)
{
	struct options *o = v;
	struct preview *pv;
	struct http *h;
	struct diag d;
	sigset_t set;
	int sig;

	/* Every thread started from here on leaves these to sigwait. */
	sigemptyset(&set);
	sigaddset(&set, SIGINT);
	sigaddset(&set, SIGTERM);
	sigaddset(&set, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &set, NULL);
	signal(SIGPIPE, SIG_IGN);
	diag_init(&d);
	pv = preview_new(&o->po, &d);
	h = pv ? http_start(pv, (unsigned)o->port, &d) : NULL;
	cli_print_diag(tool, &d);
	diag_fini(&d);
	if (!h) {
		preview_free(pv);
		return 2;
	}
	printf("http://127.0.0.1:%u/\n", http_port(h));
	fflush(stdout);
	sigwait(&set, &sig);
	http_stop(h);
	preview_free(pv);
	return cli_finish(tool, 0);
}

int
main(int argc, char **argv)
{
	struct options o;

	return cli_main(argc, argv, &o, parse, run);
}
