/* preview: a local web page of a game's boards and statistics, as the
 * page's choices make and print them, made again whenever the rules,
 * style or template file changes. */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

#include "tool/cli.h"
#include "preview/http.h"
#include "preview/preview.h"

static const char *tool = "preview";

static void
usage(FILE *f)
{
	fprintf(f, "usage: preview [--rules FILE] [--style NAME|FILE] "
	    "[--players N] [--seeds A-B]\n"
	    "               [--play BOT] [--play-games N] [--port N] "
	    "[--jobs N] [-q]\n"
	    "Serves a page of a game's boards on http://127.0.0.1:PORT/ "
	    "(default 8717;\n0: a free port), whose address is the first "
	    "line on stdout: the default\ngame, as gen-graph makes it, or "
	    "the rules FILE. On the page, the rules (the\nshipped ones and "
	    "FILE), players, paper and orientation, expansions, scenario,\n"
	    "style (the shipped ones and --style's) and page template are "
	    "chosen, each a\nparameter of its address; its boards are "
	    "layout-svg's for the command it shows,\nand follow the files "
	    "as they change. Stops on SIGINT or SIGTERM.\nIts soft proof "
	    "shows the boards as the template's print; a colour that print\n"
	    "cannot hold (over ΔE00 3) is named on stderr (-q: not).\n"
	    "Each board shows its seats' win shares in --play-games games "
	    "(default 64;\n0: none) by the built-in bot --play (default "
	    "greedy; playtest --list-bots).\n");
}

struct options {
	struct preview_opts po;
	uint64_t port, jobs;
	char style[PATH_MAX], font[PATH_MAX], icons[PATH_MAX];
	char dir[3][PATH_MAX]; /* the shipped rules, styles, templates */
	int quiet;
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
	case 'q':
		o->quiet = 1;
		break;
	case 'B':
		/* A name: a program's or library's code would run in the
		 * server for every board of every page. */
		if (!*optarg || strchr(optarg, '/') || strstr(optarg, ".so")) {
			cli_error(tool, "--play: \"%s\" is not the name of a "
			    "built-in bot (preview plays no program or "
			    "library; playtest does)", optarg);
			return 2;
		}
		o->po.play = optarg;
		break;
	case 'g':
		if (cli_u64(tool, "--play-games", optarg, 0,
		    PREVIEW_PLAY_GAMES_MAX, &v) < 0)
			return 2;
		o->po.play_games = (uint32_t)v;
		break;
	default:
		return cli_bad_option(tool, c, argv, optind, optopt);
	}
	return -1;
}

/* paths: the style's file, the font, the icons and the folders of the
 * shipped files into o; -1 (told). */
static int
paths(struct options *o)
{
	char real[PATH_MAX];
	struct diag d;
	int rc = 0, k;

	diag_init(&d);
	if ((o->po.style && !cli_named(o->style, sizeof(o->style),
	    o->po.style, "style", &d)) ||
	    !cli_path(o->font, sizeof(o->font), "fonts/DejaVuSans.ttf", &d) ||
	    !cli_path(o->icons, sizeof(o->icons), "icons", &d) ||
	    !cli_path(o->dir[0], sizeof(o->dir[0]), "templates/rules", &d) ||
	    !cli_path(o->dir[1], sizeof(o->dir[1]), "templates/style", &d) ||
	    !cli_path(o->dir[2], sizeof(o->dir[2]), "templates/page", &d)) {
		cli_print_diag(tool, &d);
		rc = -1;
	}
	diag_fini(&d);
	if (o->po.style)
		o->po.style = o->style;
	o->po.font = o->font;
	o->po.icondir = o->icons;
	/* Named whole on the page, in the commands it shows. */
	for (k = 0; k < 3; k++)
		if (realpath(o->dir[k], real))
			snprintf(o->dir[k], sizeof(o->dir[k]), "%s", real);
	o->po.rules_dir = o->dir[0];
	o->po.style_dir = o->dir[1];
	o->po.page_dir = o->dir[2];
	o->po.warnings = o->quiet ? NULL : stderr;
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
		{ "play", required_argument, NULL, 'B' },
		{ "play-games", required_argument, NULL, 'g' },
		{ "quiet", no_argument, NULL, 'q' },
		{ NULL, 0, NULL, 0 }
	};
	struct options *o = v;
	long n;
	int c, rc;

	memset(o, 0, sizeof(*o));
	o->port = 8717;
	o->po.from = 1;
	o->po.to = 12;
	o->po.play = "greedy";
	o->po.play_games = 64;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":hqr:p:j:", opts, NULL)) != -1)
		if ((rc = option(o, c, argv)) >= 0)
			return rc;
	if (optind != argc) {
		cli_error(tool, "unexpected argument \"%s\"", argv[optind]);
		return 2;
	}
	n = sysconf(_SC_NPROCESSORS_ONLN);
	o->po.threads = o->jobs ? (int)o->jobs : n < 1 ? 1 : n > 8 ? 8 :
	    (int)n;
	return paths(o) < 0 ? 2 : -1;
}

/*
 * The stop. A thread of its own waits for SIGINT, SIGTERM or SIGHUP from
 * the start (a signal while the files are first read counts too); the
 * main thread then gives the work up, stops the server and frees all.
 * Should that not be done within STOP_MS (a file read that does not
 * end, a board that takes long), the process leaves at once: a stop
 * asked is never more than a second away.
 */
#define STOP_MS 800

struct stopper {
	pthread_mutex_t mu;
	pthread_cond_t cv;      /* on CLOCK_MONOTONIC */
	sigset_t set;
	int asked, done;
};

static void *
stopper(void *arg)
{
	struct stopper *s = arg;
	struct timespec until;
	int sig, rc = 0;

	sigwait(&s->set, &sig);
	clock_gettime(CLOCK_MONOTONIC, &until);
	until.tv_nsec += STOP_MS * 1000000L;
	until.tv_sec += until.tv_nsec / 1000000000L;
	until.tv_nsec %= 1000000000L;
	pthread_mutex_lock(&s->mu);
	s->asked = 1;
	pthread_cond_broadcast(&s->cv);
	while (!s->done && rc != ETIMEDOUT)
		rc = pthread_cond_timedwait(&s->cv, &s->mu, &until);
	if (!s->done)
		_exit(0);
	pthread_mutex_unlock(&s->mu);
	return NULL;
}

/* stopper_start: signals blocked in every thread, s's thread started. */
static int
stopper_start(struct stopper *s, pthread_t *tid)
{
	pthread_condattr_t ca;

	memset(s, 0, sizeof(*s));
	sigemptyset(&s->set);
	sigaddset(&s->set, SIGINT);
	sigaddset(&s->set, SIGTERM);
	sigaddset(&s->set, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &s->set, NULL);
	signal(SIGPIPE, SIG_IGN);
	pthread_mutex_init(&s->mu, NULL);
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&s->cv, &ca);
	pthread_condattr_destroy(&ca);
	if (pthread_create(tid, NULL, stopper, s) == 0)
		return 0;
	cli_error(tool, "cannot start the thread that waits for a signal");
	return -1;
}

/* stopper_end: the stop is done; its thread is let go (a signal sent
 * if none came) and joined. */
static void
stopper_end(struct stopper *s, pthread_t tid)
{
	int asked;

	pthread_mutex_lock(&s->mu);
	s->done = 1;
	asked = s->asked;
	pthread_cond_broadcast(&s->cv);
	pthread_mutex_unlock(&s->mu);
	if (!asked)
		pthread_kill(tid, SIGTERM);
	pthread_join(tid, NULL);
	pthread_cond_destroy(&s->cv);
	pthread_mutex_destroy(&s->mu);
}

/* fds: as many descriptors as the hard limit allows, for the server's
 * connections (it takes fewer when they are fewer). */
static void
fds(void)
{
	struct rlimit rl;

	if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < rl.rlim_max &&
	    rl.rlim_cur < 4096) {
		rl.rlim_cur = rl.rlim_max < 4096 ? rl.rlim_max : 4096;
		setrlimit(RLIMIT_NOFILE, &rl);
	}
}

static int
run(void *v)
{
	struct options *o = v;
	struct preview *pv;
	struct http *h;
	struct diag d;
	struct stopper st;
	pthread_t tid;

	/* Every thread started from here on leaves the signals to it. */
	if (stopper_start(&st, &tid) < 0)
		return 2;
	fds();
	diag_init(&d);
	pv = preview_new(&o->po, &d);
	h = pv ? http_start(pv, (unsigned)o->port, &d) : NULL;
	cli_print_diag(tool, &d);
	diag_fini(&d);
	if (!h) {
		preview_free(pv);
		stopper_end(&st, tid);
		return 2;
	}
	printf("http://127.0.0.1:%u/\n", http_port(h));
	fflush(stdout);
	preview_warn(pv);
	pthread_mutex_lock(&st.mu);
	while (!st.asked)
		pthread_cond_wait(&st.cv, &st.mu);
	pthread_mutex_unlock(&st.mu);
	/* The work given up first, so nothing waits for it. */
	preview_stop(pv);
	http_stop(h);
	preview_free(pv);
	stopper_end(&st, tid);
	return cli_finish(tool, 0);
}

int
main(int argc, char **argv)
{
	struct options o;

	return cli_main(argc, argv, &o, parse, run);
}
