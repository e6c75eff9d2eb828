/* press_plan.c: press-run's command line checked and its run planned
 * (the options, the rules, template, style and profile, the fingerprint,
 * the title, the run folder and its settings), by the library's readers. */
#include "tool/press.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "board/kind.h"
#include "board/make.h"
#include "board/rules.h"
#include "core/mem.h"
#include "core/sha256.h"
#include "play/bot.h"
#include "sheet/sheet.h"

static const char usage_text[] =
    "usage: press-run --count N [--kind KIND] [--rules FILE] [--seed N]\n"
    "                 [--players N] [--paper NAME] [--portrait]\n"
    "                 [--expansion NAME]... [--first-game]"
    " [--graph-opt OPT]...\n"
    "                 [--style NAME|FILE] [--pins FILE]"
    " [--template NAME|FILE]\n"
    "                 [--layout-opt OPT]...\n"
    "                 [--max-attempts N] [--schema] [--per-board]\n"
    "                 [--chunk N] [--jobs N] [--retries N]"
    " [--sshloginfile FILE]\n"
    "                 [--out DIR] [--resume] [--keep-chunks] [-q]"
    " [--plan]\n"
    "                 [--impose SRA3|SRA2|B2|B1|WxH] [--impose-opt"
    " OPT]...\n"
    "                 [--play BOT [--play-games N | --play-max-games N |"
    "\n                  --play-half-width H]]\n"
    "Makes boards seed .. seed+count-1, validated and laid out, in"
    " chunks run by\n"
    "GNU parallel, and writes the run folder DIR (default"
    " out/RULES-sSEED-nCOUNT):\n"
    "deck.pdf, manifest.csv, report.csv, seats.csv (which seat is best"
    " how often),\n"
    "the rules and page template used, and\n"
    "parallel's joblog; with --impose, sheets.pdf too: the deck on"
    " press sheets\n"
    "(impose-pdf, cut-and-stack), each board's sheet, side and"
    " position in the\n"
    "manifest. An interrupted run goes on with the same command and"
    " --resume.\n"
    "--plan: the run folder and a plan for a scheduler, nothing made:"
    " the number of\n"
    "chunks, then a command a line: press-run --job K --out DIR for K"
    " = 0..N-1\n"
    "(each a chunk, on any host that sees DIR; K, when not given, from"
    "\nSLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX, AWS_BATCH_JOB_ARRAY_INDEX"
    " or\nPBS_ARRAY_INDEX), and press-run --assemble --out DIR (the deck,"
    " report and\nmanifest, once every chunk is made). docs/scheduling.md"
    " has recipes.\n"
    "--play BOT: every board played by BOT too (validate --play, the joint"
    " confidence\nover the run's boards); the manifest gets each board's"
    " verdict and shares.\n";

/* A growable list of strings, each owned by it, NULL-terminated. */
struct words {
	char **v;
	size_t n, cap;
};

static void
add(struct words *w, const char *s)
{
	if (w->n + 1 >= w->cap) {
		w->cap = w->cap ? 2 * w->cap : 16;
		w->v = mem_realloc(w->v, w->cap * sizeof(*w->v));
	}
	w->v[w->n++] = mem_strdup(s);
	w->v[w->n] = NULL;
}

static void
words_free(struct words *w)
{
	for (size_t i = 0; i < w->n; i++)
		free(w->v[i]);
	free(w->v);
	memset(w, 0, sizeof(*w));
}

/* The run's settings, as parse_options and settle made them. */
struct plan {
	const char *kind, *rules, *template, *out, *style, *impose, *slf;
	const char *pins;
	const char *date;
	const char *play, *play_games, *play_max, *play_half;
	char bot[PATH_MAX];
	uint64_t seed, count, chunk, nchunk, max_attempts, jobs, retries;
	int schema, perboard, resume, keep, quiet, have_count, have_jobs;
	int planonly;
	struct words gen, lay, imp, gopt, vopt, dup;
	char tfile[PATH_MAX], rulesfile[PATH_MAX], run[PATH_MAX];
	char stylebuf[PATH_MAX], title[2048], rid[256], fp[SHA256_HEX];
	char pinsbuf[PATH_MAX];
	char numbuf[8][32];
	struct words lopts;   /* layout-pdf's long options */
	struct press_buf lhelp;
	const struct press_hooks *hooks;
};


/* whole: as press-run's: VALUE a whole number in [lo, hi], or -1. */
static int
whole(const char *opt, const char *val, uint64_t lo, uint64_t hi,
    uint64_t *num)
{
	const char *s = val;
	size_t len;

	if (*val && strspn(val, "0123456789") == strlen(val)) {
		while (*s == '0' && s[1])
			s++;
		len = strlen(s);
		if (len <= 12) {
			*num = strtoull(s, NULL, 10);
			if (*num >= lo && *num <= hi)
				return 0;
		}
	}
	press_say("%s: \"%s\" is not a whole number in [%" PRIu64 ", %" PRIu64
	    "]", opt, val, lo, hi);
	return -1;
}

static int
takes_value(const char *o)
{
	static const char *const v[] = { "--kind", "--rules", "--seed",
		"--count", "--players", "--paper", "--expansion",
		"--graph-opt", "--template", "--layout-opt", "--style",
		"--pins",
		"--max-attempts", "--chunk", "--jobs", "--retries",
		"--sshloginfile", "--out", "--impose", "--impose-opt",
		"--play", "--play-games", "--play-max-games",
		"--play-half-width", NULL };

	for (size_t i = 0; v[i]; i++)
		if (strcmp(o, v[i]) == 0)
			return 1;
	return 0;
}

/* parse: the command line into p; 0, -1 after a message, 1 after -h. */
static int
parse(struct plan *p, int argc, char **argv, FILE *out)
{
	int i;

	p->seed = 1;
	p->max_attempts = 50;
	p->retries = 2;
	p->date = getenv("SOURCE_DATE_EPOCH");
	if (!p->date || !*p->date)
		p->date = "0";
	for (i = 0; i < argc; i++) {
		char opt[256];
		const char *val = "", *eq;

		snprintf(opt, sizeof(opt), "%s", argv[i]);
		if (strncmp(argv[i], "--", 2) == 0 &&
		    (eq = strchr(argv[i], '=')) != NULL) {
			val = eq + 1;
			snprintf(opt, sizeof(opt), "%.*s",
			    (int)(eq - argv[i]), argv[i]);
		}
		if (takes_value(opt) && !*val) {
			if (i + 1 >= argc) {
				press_say("%s needs a value", opt);
				return -1;
			}
			val = argv[++i];
		}
#define IS(s) (strcmp(opt, s) == 0)
		if (IS("-h") || IS("--help")) {
			fputs("printf '%s' ", out);
			press_quote(out, usage_text);
			fputs("\nexit 0\n", out);
			return 1;
		} else if (IS("--kind"))
			p->kind = val;
		else if (IS("--rules"))
			p->rules = val;
		else if (IS("--seed")) {
			if (whole("--seed", val, 0, 999999999999, &p->seed))
				return -1;
		} else if (IS("--count")) {
			if (whole("--count", val, 1, 100000000, &p->count))
				return -1;
			p->have_count = 1;
		} else if (IS("--players") || IS("--paper") ||
		    IS("--expansion")) {
			add(&p->gen, opt);
			add(&p->gen, val);
		} else if (IS("--portrait") || IS("--first-game"))
			add(&p->gen, opt);
		else if (IS("--graph-opt"))
			add(&p->gen, val);
		else if (IS("--template"))
			p->template = val;
		else if (IS("--style"))
			p->style = val;
		else if (IS("--pins"))
			p->pins = val;
		else if (IS("--layout-opt"))
			add(&p->lay, val);
		else if (IS("--impose"))
			p->impose = val;
		else if (IS("--impose-opt"))
			add(&p->imp, val);
		else if (IS("--max-attempts")) {
			if (whole("--max-attempts", val, 1, 1000000,
			    &p->max_attempts))
				return -1;
		} else if (IS("--schema"))
			p->schema = 1;
		else if (IS("--per-board"))
			p->perboard = 1;
		else if (IS("--chunk")) {
			if (whole("--chunk", val, 1, 100000, &p->chunk))
				return -1;
		} else if (IS("--jobs")) {
			if (whole("--jobs", val, 1, 1000, &p->jobs))
				return -1;
			p->have_jobs = 1;
		} else if (IS("--retries")) {
			if (whole("--retries", val, 0, 100, &p->retries))
				return -1;
		} else if (IS("--sshloginfile"))
			p->slf = val;
		else if (IS("--out"))
			p->out = val;
		else if (IS("--play"))
			p->play = val;
		else if (IS("--play-games") || IS("--play-max-games")) {
			uint64_t g;

			if (whole(opt, val, 1, 100000000, &g))
				return -1;
			*(IS("--play-games") ? &p->play_games : &p->play_max) =
			    val;
		} else if (IS("--play-half-width")) {
			char *e;
			double h = strtod(val, &e);

			if (e == val || *e || !(h >= 1e-4 && h <= 0.5)) {
				press_say("--play-half-width: \"%s\" is not a "
				    "number in [0.0001, 0.5]", val);
				return -1;
			}
			p->play_half = val;
		} else if (IS("--resume"))
			p->resume = 1;
		else if (IS("--plan"))
			p->planonly = 1;
		else if (IS("--keep-chunks"))
			p->keep = 1;
		else if (IS("-q") || IS("--quiet"))
			p->quiet = 1;
		else {
			press_say("unknown option \"%s\" (press-run -h lists "
			    "them)", argv[i]);
			return -1;
		}
#undef IS
	}
	/* An empty value is no value, as press-run's [ -z ] had it. */
	const char **e[] = { &p->kind, &p->rules, &p->template, &p->out,
		&p->style, &p->impose, &p->slf, &p->play, &p->pins };
	for (size_t k = 0; k < sizeof(e) / sizeof(e[0]); k++)
		if (*e[k] && !**e[k])
			*e[k] = NULL;
	return 0;
}

/* regular: path, when there is one, is a regular file; else -1, said. */
static int
regular(const char *path)
{
	struct stat sb;

	if (stat(path, &sb) == 0 && !S_ISREG(sb.st_mode)) {
		press_say("%s: not a regular file", path);
		return -1;
	}
	return 0;
}

static int
is_file(const char *path)
{
	struct stat sb;

	return stat(path, &sb) == 0 && S_ISREG(sb.st_mode);
}

/* in_path: a program of that name is on PATH. */
static int
in_path(const char *name)
{
	const char *path = getenv("PATH");
	char buf[PATH_MAX];

	while (path && *path) {
		size_t n = strcspn(path, ":");

		snprintf(buf, sizeof(buf), "%.*s/%s", (int)n,
		    n ? path : ".", name);
		if (access(buf, X_OK) == 0)
			return 1;
		path += n + (path[n] == ':');
	}
	return 0;
}

/* long_options: layout-pdf's long options (lopts of press-run). */
static void
long_options(const char *help, struct words *w)
{
	const char *s = help;

	add(w, "output");
	add(w, "page-map");
	add(w, "max-pages");
	while ((s = strstr(s, "--")) != NULL) {
		size_t n = 0;

		s += 2;
		if (*s < 'a' || *s > 'z')
			continue;
		while ((s[n] >= 'a' && s[n] <= 'z') || s[n] == '-')
			n++;
		char *o = mem_alloc(n + 1);
		memcpy(o, s, n);
		o[n] = '\0';
		add(w, o);
		free(o);
		s += n;
	}
}

/* refused: a layout-pdf option press-run chooses (see press-run's): its
 * files (each chunk's --die-out would be lost in its folder, or written
 * over by the next). */
static int
refused(const char *o, const struct words *lopts)
{
	char name[256];
	size_t i, nh = 0;
	const char *hits[512];

	if (strncmp(o, "-o", 2) == 0)
		return 1;
	if (strncmp(o, "--", 2) != 0 || !o[2])
		return 0;
	snprintf(name, sizeof(name), "%.*s", (int)strcspn(o + 2, "="), o + 2);
	for (i = 0; i < lopts->n; i++) {
		if (strcmp(lopts->v[i], name) == 0) {
			hits[0] = lopts->v[i];
			nh = 1;
			break;
		}
		if (strncmp(lopts->v[i], name, strlen(name)) == 0 && nh < 512)
			hits[nh++] = lopts->v[i];
	}
	for (i = 0; i < nh; i++)
		if (!strcmp(hits[i], "output") ||
		    !strcmp(hits[i], "page-map") ||
		    !strcmp(hits[i], "max-pages") ||
		    !strcmp(hits[i], "die-out"))
			return 1;
	return 0;
}

static const char *
tool_path(const char *bindir, const char *tool, char *buf, size_t n)
{
	snprintf(buf, n, "%s/%s", bindir, tool);
	return buf;
}

/* settle_impose: as press-run's (impose-pdf's options tried on nothing). */
static int
settle_impose(struct plan *p, const char *bindir)
{
	struct words a = { 0 };
	struct press_buf o = { 0 };
	char tool[PATH_MAX], tf[PATH_MAX];
	const char *m;
	size_t i;
	int rc = 0;

	if (!p->impose && p->imp.n) {
		press_say("--impose-opt needs --impose SHEET");
		return -1;
	}
	if (!p->impose)
		return 0;
	if (access(tool_path(bindir, "impose-pdf", tool, sizeof(tool)),
	    X_OK) < 0) {
		press_say("--impose: needs impose-pdf beside press-run");
		return -1;
	}
	for (i = 0; i < p->imp.n; i++) {
		const char *s = p->imp.v[i];

		if (!strncmp(s, "-o", 2) || !strcmp(s, "--o") ||
		    !strncmp(s, "--ou", 4) || !strcmp(s, "--m") ||
		    !strncmp(s, "--ma", 4) || !strcmp(s, "--p") ||
		    !strncmp(s, "--pa", 4) || !strcmp(s, "--s") ||
		    !strncmp(s, "--sh", 4)) {
			press_say("--impose-opt %s: press-run chooses "
			    "impose-pdf's files and sheet (--impose SHEET)", s);
			return -1;
		}
	}
	/* The template says how the sheets turn (its reader's answer). */
	if (p->template) {
		int x4, tumble;

		press_template_file(p->template, tf, sizeof(tf));
		if (is_file(tf) && p->hooks->template(tf, &x4, &tumble) == 0) {
			add(&p->dup, "--duplex");
			add(&p->dup, tumble ? "tumble" : "turn");
		}
	}
	add(&a, tool);
	add(&a, "--sheet");
	add(&a, p->impose);
	for (i = 0; i < p->dup.n; i++)
		add(&a, p->dup.v[i]);
	for (i = 0; i < p->imp.n; i++)
		add(&a, p->imp.v[i]);
	add(&a, "/dev/null");
	press_spawn(a.v, &o, &o);
	press_chomp(&o);
	if (!o.p || !strstr(o.p, ": /dev/null: ")) {
		m = o.p ? o.p : "";
		if (!strncmp(m, "impose-pdf: ", 12))
			m += 12;
		press_say("--impose: %s", m);
		rc = -1;
	}
	press_buf_free(&o);
	words_free(&a);
	return rc;
}

/* settle_date: SOURCE_DATE_EPOCH held to layout-pdf's rule. */
static int
settle_date(const struct plan *p)
{
	if (press_epoch_ok(p->date))
		return 0;
	press_say("SOURCE_DATE_EPOCH: \"%.40s\" is not seconds since 1970 "
	    "(up to the year 9999)", p->date);
	return -1;
}

/* is_x4: a --pdfx value (or the template's) names PDF/X-4. */
static int
is_x4(const char *v)
{
	return (v[0] == 'x' || v[0] == 'X') && !strcmp(v + 1, "-4");
}

/* settle_template: the template checked, found, and put before lay. */
static int
settle_template(struct plan *p)
{
	struct words lay = { 0 };
	const char *prev = "";
	int x4 = 0, tumble;
	size_t i;

	if (!strstr(p->lhelp.p ? p->lhelp.p : "", "--template")) {
		press_say("--template: this layout-pdf has no page templates "
		    "(pass its own options with --layout-opt)");
		return -1;
	}
	press_template_file(p->template, p->tfile, sizeof(p->tfile));
	if ((!is_file(p->tfile) && regular(p->template) < 0) ||
	    regular(p->tfile) < 0)
		return -1;
	if (access(p->tfile, R_OK) < 0) {
		press_say("--template: no template \"%s\" (no file, nor %s)",
		    p->template, p->tfile);
		return -1;
	}
	if (is_file(p->template))
		p->template = p->tfile;
	/* PDF/X-4 pages make a PDF/VT deck unless the options say no. */
	if (p->hooks->template(p->tfile, &x4, &tumble) < 0)
		x4 = 0;
	for (i = 0; i < p->lay.n; i++) {
		const char *o = p->lay.v[i];

		if (!strncmp(o, "--pdfx=", 7))
			x4 = is_x4(o + 7);
		if (!strcmp(prev, "--pdfx"))
			x4 = is_x4(o);
		prev = o;
	}
	add(&lay, "--template");
	add(&lay, p->template);
	if (x4 && strstr(p->lhelp.p, "--vt")) {
		add(&lay, "--vt");
		add(&lay, "yes");
	}
	for (i = 0; i < p->lay.n; i++)
		add(&lay, p->lay.v[i]);
	words_free(&p->lay);
	p->lay = lay;
	return 0;
}

static int
settle(struct plan *p, const char *bindir)
{
	static const char *const need[] = { "parallel", "qpdf", "tar",
		"flock", NULL };
	char tool[PATH_MAX];
	size_t i;

	if (!p->have_count) {
		press_say("--count: how many boards? (--count N)");
		return -1;
	}
	for (i = 0; need[i]; i++)
		if (!in_path(need[i])) {
			press_say("needs %s (./setup installs it)", need[i]);
			return -1;
		}
	if (p->slf && p->planonly) {
		press_say("--plan: a planned run's chunks are made by a "
		    "scheduler's tasks (press-run --job), not over ssh: drop "
		    "--sshloginfile");
		return -1;
	}
	if (p->slf && regular(p->slf) < 0)
		return -1;
	if (p->slf && access(p->slf, R_OK) < 0) {
		press_say("--sshloginfile: cannot read %s", p->slf);
		return -1;
	}
	if (p->kind) {
		add(&p->gopt, "--kind");
		add(&p->gopt, p->kind);
	}
	for (i = 0; i < p->gen.n; i++)
		add(&p->gopt, p->gen.v[i]);
	if (p->rules && regular(p->rules) < 0)
		return -1;
	if (p->rules && access(p->rules, R_OK) < 0) {
		press_say("--rules: cannot read %s", p->rules);
		return -1;
	}
	if (p->style && *p->style) {
		add(&p->gopt, "--style");
		if (strchr(p->style, '/') || strchr(p->style, '.')) {
			if (regular(p->style) < 0)
				return -1;
			if (access(p->style, R_OK) < 0 ||
			    !realpath(p->style, p->stylebuf)) {
				press_say("--style: cannot read %s", p->style);
				return -1;
			}
			add(&p->gopt, p->stylebuf);
		} else
			add(&p->gopt, p->style);
	}
	/*
	 * The pins (board/pins.h) go to every chunk's gen-graph by their
	 * full path, and the run's fingerprint sums them (plan).
	 */
	if (p->pins) {
		if (regular(p->pins) < 0)
			return -1;
		if (access(p->pins, R_OK) < 0 ||
		    !realpath(p->pins, p->pinsbuf)) {
			press_say("--pins: cannot read %s", p->pins);
			return -1;
		}
		add(&p->gopt, "--pins");
		add(&p->gopt, p->pinsbuf);
	}
	snprintf(p->numbuf[0], 32, "%" PRIu64, p->max_attempts);
	add(&p->vopt, "--max-attempts");
	add(&p->vopt, p->numbuf[0]);
	if (p->schema)
		add(&p->vopt, "--schema");
	if (p->lay.n || p->template) {
		char *argv[] = { tool, "-h", NULL };

		tool_path(bindir, "layout-pdf", tool, sizeof(tool));
		press_spawn(argv, &p->lhelp, &p->lhelp);
		long_options(p->lhelp.p ? p->lhelp.p : "", &p->lopts);
	}
	for (i = 0; i < p->lay.n; i++)
		if (refused(p->lay.v[i], &p->lopts)) {
			press_say("--layout-opt %s: press-run chooses "
			    "layout-pdf's files (one deck; chunks keep memory "
			    "bounded)", p->lay.v[i]);
			return -1;
		}
	if (settle_impose(p, bindir) < 0 || settle_date(p) < 0)
		return -1;
	if (p->template && settle_template(p) < 0)
		return -1;
	/* count/2 within [10, 500]: see docs/press.md (chunk sizes). */
	if (!p->chunk) {
		p->chunk = (p->count + 1) / 2;
		if (p->chunk > 500)
			p->chunk = 500;
		if (p->chunk < 10)
			p->chunk = 10;
	}
	p->nchunk = (p->count + p->chunk - 1) / p->chunk;
	return 0;
}

/* err_lines: each line of a tool's stderr as press-run's own. */
static void
err_lines(struct press_buf *e)
{
	char *s = e->p, *nl;

	while (s && *s) {
		nl = strchr(s, '\n');
		if (nl)
			*nl = '\0';
		fprintf(stderr, "press-run: %s\n", s);
		s = nl ? nl + 1 : NULL;
	}
}

/*
 * find_rules: the options tried on one board by gen-graph (its lines if
 * it refuses them), then the rules file: the one given, or the kind's
 * shipped one; rid, its id.
 */
static int
find_rules(struct plan *p, const char *bindir)
{
	struct words a = { 0 };
	struct press_buf o = { 0 }, e = { 0 };
	struct rules r;
	struct diag d;
	char tool[PATH_MAX], seed[32], def[PATH_MAX];
	const char *rel;
	size_t i;
	int st, rc = 0;

	add(&a, tool_path(bindir, "gen-graph", tool, sizeof(tool)));
	if (p->rules) {
		add(&a, "--rules");
		add(&a, p->rules);
	}
	for (i = 0; i < p->gopt.n; i++)
		add(&a, p->gopt.v[i]);
	snprintf(seed, sizeof(seed), "%" PRIu64, p->seed);
	add(&a, "--seed");
	add(&a, seed);
	add(&a, "--count");
	add(&a, "1");
	add(&a, "--jobs");
	add(&a, "1");
	add(&a, "-q");
	st = press_spawn(a.v, &o, &e);
	words_free(&a);
	if (st < 0 || st >= 2 || o.len == 0) {
		err_lines(&e);
		press_buf_free(&o);
		press_buf_free(&e);
		return -1;
	}
	press_buf_free(&o);
	press_buf_free(&e);
	diag_init(&d);
	if (p->rules) {
		if (!realpath(p->rules, p->rulesfile))
			snprintf(p->rulesfile, PATH_MAX, "%s", p->rules);
	} else {
		rel = make_default_rules(p->kind ? kind_parse(p->kind) :
		    KIND_DEFAULT);
		if (!rel || !cli_path(def, sizeof(def), rel, &d) ||
		    !realpath(def, p->rulesfile)) {
			press_say("cannot find the default rules file of the "
			    "deck");
			diag_fini(&d);
			return -1;
		}
	}
	rules_init(&r);
	if (rules_load_file(&r, p->rulesfile, NULL, &d) == 0) {
		snprintf(p->rid, sizeof(p->rid), "%s", r.id);
		snprintf(p->title, sizeof(p->title), "%s",
		    r.title[0] ? r.title : r.id);
	} else {
		cli_print_diag("press-run", &d);
		rc = -1;
	}
	rules_fini(&r);
	diag_fini(&d);
	return rc;
}

/* note_copy: a copy press_copy_each names, its source and name kept (in
 * the two lists of v). */
static int
note_copy(void *v, const char *src, const char *name)
{
	struct words *w = v;

	add(&w[0], src);
	add(&w[1], name);
	return 0;
}

/* first: the length of name's first part (up to its first "/"). */
static size_t
first(const char *name)
{
	return strcspn(name, "/");
}

/*
 * copy_names: the copies the run folder keeps (press_copy_each: the
 * rules, their CSV files, the template, the pins) do not take the name of
 * one of the run's own files, nor one another's (a file's name, or a
 * folder a CSV file's copy needs).
 */
static int
copy_names(const struct plan *p)
{
	static const char *const own[] = { "settings", "joblog", "deck.pdf",
		"job.xjdf", "manifest.csv", "report.csv", "seats.csv",
		"sheets.pdf", "boards", "chunks", "chunks.gone", NULL };
	struct words w[2] = { { 0 }, { 0 } };
	int rc = 0;

	if (press_copy_each(p->rulesfile, p->template ? p->tfile : NULL,
	    p->pins ? p->pinsbuf : NULL, note_copy, w) != 0)
		rc = -1;
	for (size_t i = 0; !rc && i < w[1].n; i++) {
		const char *b = w[1].v[i];
		size_t n = first(b);
		int bad = n >= 4 && !strncmp(b + n - 4, ".tmp", 4);

		for (int k = 0; own[k]; k++)
			bad |= strlen(own[k]) == n && !strncmp(b, own[k], n);
		if (bad) {
			press_say("%s: the run folder keeps a copy under its "
			    "name, which is one of the run's own files: rename "
			    "it", w[0].v[i]);
			rc = -1;
		}
		for (size_t j = 0; !rc && j < i; j++) {
			const char *o = w[1].v[j];
			size_t m = first(o);

			/* The same name twice, or a file's name that another
			 * copy needs as a folder. */
			if (!strcmp(b, o) || (!b[n] && !strncmp(b, o, n) &&
			    m == n) || (!o[m] && !strncmp(b, o, m) && m == n)) {
				press_say("%s and %s: the run folder keeps a "
				    "copy of each, under one name (%.*s): "
				    "rename one", w[0].v[j], w[0].v[i],
				    (int)n, b);
				rc = -1;
			}
		}
	}
	words_free(&w[0]);
	words_free(&w[1]);
	return rc;
}

/* room: $TMPDIR takes a 4 KiB file, or -1 (said). */
static int
room(void)
{
	char d[PATH_MAX], f[PATH_MAX + 8], zero[4096] = { 0 };
	int fd, err = 0;
	size_t done = 0;
	ssize_t n;

	/* Named after press-run (PRESS_RUN_PID), as its own: a press-run
	 * killed outright is waited for by whoever started it, so its next
	 * start finds the owner gone; this process, killed with it, may
	 * still be a zombie a moment then. */
	const char *owner = getenv("PRESS_RUN_PID");

	if (press_tempdir(owner && *owner ? strtol(owner, NULL, 10) :
	    (long)getppid(), d, sizeof(d)) < 0)
		return -1;
	snprintf(f, sizeof(f), "%s/room", d);
	if ((fd = open(f, O_WRONLY | O_CREAT | O_TRUNC, 0666)) < 0)
		err = errno;
	while (!err && done < sizeof(zero)) {
		n = write(fd, zero + done, sizeof(zero) - done);
		if (n < 0)
			err = errno;
		else
			done += (size_t)n;
	}
	if (fd >= 0 && close(fd) < 0 && !err)
		err = errno;
	if (err) {
		press_rmrf(d);
		press_say("cannot write in %s (TMPDIR): %s", press_tmpdir(),
		    strerror(err));
		return -1;
	}
	press_step("room");
	press_rmrf(d);
	return 0;
}

/* canon: readlink -m: path made absolute, links of its existing part
 * followed, "." and ".." taken lexically after it. */
static void
canon(const char *path, char *out, size_t n)
{
	char abs[PATH_MAX * 2], head[PATH_MAX], cwd[PATH_MAX], *s, *save;
	char rest[PATH_MAX * 2] = "";

	if (path[0] == '/')
		snprintf(abs, sizeof(abs), "%s", path);
	else
		snprintf(abs, sizeof(abs), "%s/%s",
		    getcwd(cwd, sizeof(cwd)) ? cwd : ".", path);
	/* The longest existing prefix, resolved. */
	snprintf(head, sizeof(head), "/");
	s = strtok_r(abs, "/", &save);
	while (s) {
		char next[PATH_MAX * 2], real[PATH_MAX];

		if (!strcmp(s, ".")) {
			s = strtok_r(NULL, "/", &save);
			continue;
		}
		snprintf(next, sizeof(next), "%s/%s",
		    strcmp(head, "/") ? head : "", s);
		if (rest[0] || !realpath(next, real)) {
			size_t l = strlen(rest);

			snprintf(rest + l, sizeof(rest) - l, "/%s", s);
		} else
			snprintf(head, sizeof(head), "%s", real);
		s = strtok_r(NULL, "/", &save);
	}
	/* The rest: ".." removes a component. */
	snprintf(out, n, "%s", head);
	s = strtok_r(rest, "/", &save);
	while (s) {
		if (!strcmp(s, "..")) {
			char *sl = strrchr(out, '/');

			if (sl && sl != out)
				*sl = '\0';
			else
				snprintf(out, n, "/");
		} else if (strcmp(s, ".")) {
			size_t l = strlen(out);

			snprintf(out + l, n - l, "%s%s",
			    strcmp(out, "/") ? "/" : "", s);
		}
		s = strtok_r(NULL, "/", &save);
	}
}

static void
var(FILE *out, const char *name, const char *val)
{
	fprintf(out, "%s=", name);
	press_quote(out, val ? val : "");
	fputc('\n', out);
}

static void
num(FILE *out, const char *name, uint64_t v)
{
	fprintf(out, "%s=%" PRIu64 "\n", name, v);
}

static void
arr(FILE *out, const char *name, const struct words *w)
{
	fprintf(out, "%s=(", name);
	for (size_t i = 0; i < w->n; i++) {
		if (i)
			fputc(' ', out);
		press_quote(out, w->v[i]);
	}
	fputs(")\n", out);
}

static void
words_line(FILE *out, const char *first, const char *kind,
    const struct words *w)
{
	fprintf(out, "words %s", first);
	if (kind) {
		fputs(" --kind ", out);
		press_quote(out, kind);
	}
	for (size_t i = 0; i < w->n; i++) {
		fputc(' ', out);
		press_quote(out, w->v[i]);
	}
	fputc('\n', out);
}

/* emit: the plan as shell code for press-run. */
static void
emit(struct plan *p, FILE *out)
{
	struct words lay = { 0 }, job = { 0 };
	char head[4096], title[8192], code[SHEET_RUN_HEX + 1];

	snprintf(head, sizeof(head), "%s: %s-%06" PRIu64, p->title, p->rid,
	    p->seed);
	if (p->count != 1)
		snprintf(title, sizeof(title), "%s to %s-%06" PRIu64, head,
		    p->rid, p->seed + p->count - 1);
	else
		snprintf(title, sizeof(title), "%s", head);
	add(&lay, "--title");
	add(&lay, title);
	add(&lay, "--numbered-by-merge");
	for (size_t i = 0; i < p->lay.n; i++)
		add(&lay, p->lay.v[i]);
	/*
	 * The run a board code names (a template's "code qr"): the
	 * fingerprint's first digits. Not among the settings a --resume
	 * compares: the fingerprint itself is.
	 */
	for (size_t i = 0; i < lay.n; i++)
		add(&job, lay.v[i]);
	if (p->fp[0]) {
		snprintf(code, sizeof(code), "%.*s", SHEET_RUN_HEX, p->fp);
		add(&job, "--run");
		add(&job, code);
	}
	/*
	 * The settings name a template file by its name alone, as the
	 * fingerprint knows it by its bytes alone: the run folder's copy
	 * goes on with the run its original started.
	 */
	for (size_t i = 1; i < lay.n; i++) {
		char *slash = strrchr(lay.v[i], '/');

		if (strcmp(lay.v[i - 1], "--template") == 0 && slash)
			memmove(lay.v[i], slash + 1, strlen(slash + 1) + 1);
	}
	if (!p->out) {
		static char o[PATH_MAX];

		snprintf(o, sizeof(o), "out/%s-s%" PRIu64 "-n%" PRIu64,
		    p->rid, p->seed, p->count);
		p->out = o;
	}
	canon(p->out, p->run, sizeof(p->run));
	num(out, "seed", p->seed);
	num(out, "count", p->count);
	num(out, "chunk", p->chunk);
	num(out, "nchunk", p->nchunk);
	num(out, "retries", p->retries);
	num(out, "perboard", (uint64_t)p->perboard);
	num(out, "resume", (uint64_t)p->resume);
	num(out, "keep", (uint64_t)p->keep);
	num(out, "quiet", (uint64_t)p->quiet);
	num(out, "planonly", (uint64_t)p->planonly);
	var(out, "date", p->date);
	if (p->have_jobs)
		num(out, "jobs", p->jobs);
	else
		var(out, "jobs", "");
	var(out, "slf", p->slf);
	var(out, "impose", p->impose);
	var(out, "template", p->template);
	var(out, "tfile", p->template ? p->tfile : "");
	var(out, "rulesfile", p->rulesfile);
	var(out, "pinsfile", p->pins ? p->pinsbuf : "");
	var(out, "fp", p->fp);
	var(out, "out", p->out);
	var(out, "run", p->run);
	arr(out, "gopt", &p->gopt);
	arr(out, "vopt", &p->vopt);
	arr(out, "lay", &job);
	arr(out, "imp", &p->imp);
	arr(out, "dup", &p->dup);
	fputs("settings=$(\n", out);
	fputs("echo '# press-run: a run goes on (--resume) only with these "
	    "settings'\n", out);
	fprintf(out, "echo 'fingerprint %s'\n", p->fp);
	fprintf(out, "echo 'seed %" PRIu64 "'\n", p->seed);
	fprintf(out, "echo 'count %" PRIu64 "'\n", p->count);
	fprintf(out, "echo 'chunk %" PRIu64 "'\n", p->chunk);
	fputs("echo ", out);
	press_quote(out, "source-date ");
	press_quote(out, p->date);
	fputc('\n', out);
	words_line(out, "gen-graph", p->kind, &p->gen);
	words_line(out, "validate", NULL, &p->vopt);
	words_line(out, "layout-pdf", NULL, &lay);
	fprintf(out, "echo 'per-board %d'\n)\n", p->perboard);
	words_free(&lay);
	words_free(&job);
}


/*
 * settle_play: --play's bot made sure of before any job, so that every
 * chunk finds it: a built-in bot of the run's kind, or a file made
 * absolute (each chunk runs in a folder of its own), a regular file, a
 * program executable; then validate's options, the joint confidence over
 * the run's count boards.
 */
static int
settle_play(struct plan *p)
{
	const char *spec = p->play;
	struct rules r;
	struct diag d;
	int kind;

	if (!spec) {
		if (p->play_games || p->play_max || p->play_half) {
			press_say("--play-games, --play-max-games and "
			    "--play-half-width need --play BOT");
			return -1;
		}
		return 0;
	}
	if (!!p->play_games + !!p->play_max + !!p->play_half > 1) {
		press_say("--play-games, --play-max-games, --play-half-width: "
		    "one or none");
		return -1;
	}
	diag_init(&d);
	rules_init(&r);
	kind = rules_load_file(&r, p->rulesfile, NULL, &d) == 0 ? r.kind : -1;
	rules_fini(&r);
	diag_clear(&d);
	if (kind < 0 && p->kind)
		kind = kind_parse(p->kind);
	if (kind < 0 || !kind_of(kind) || !kind_of(kind)->play) {
		press_say("--play: %s boards have no game to play",
		    kind >= 0 && kind_of(kind) ? kind_name(kind) : "these");
		diag_fini(&d);
		return -1;
	}
	if (press_bot_is_file(spec)) {
		size_t n = strlen(spec);
		int lib = n >= 3 && !strcmp(spec + n - 3, ".so");

		if (!realpath(spec, p->bot) || !is_file(p->bot) ||
		    access(p->bot, lib ? R_OK : X_OK) < 0) {
			press_say("--play %s: no such %s", spec, lib ?
			    "readable library" : "executable program");
			diag_fini(&d);
			return -1;
		}
	} else {
		struct play_player *pl = play_player_open(spec, kind, 10, NULL,
		    &d);

		if (!pl) {
			press_say("--play %s: no such built-in bot for %s "
			    "boards (playtest --list-bots)", spec,
			    kind_name(kind));
			diag_fini(&d);
			return -1;
		}
		play_player_close(pl);
		snprintf(p->bot, sizeof(p->bot), "%s", spec);
	}
	diag_fini(&d);
	add(&p->vopt, "--play");
	add(&p->vopt, p->bot);
	add(&p->vopt, "--play-boards");
	snprintf(p->numbuf[1], 32, "%" PRIu64, p->count);
	add(&p->vopt, p->numbuf[1]);
	if (p->play_games || p->play_max || p->play_half) {
		add(&p->vopt, p->play_games ? "--play-games" : p->play_max ?
		    "--play-max-games" : "--play-half-width");
		add(&p->vopt, p->play_games ? p->play_games : p->play_max ?
		    p->play_max : p->play_half);
	}
	return 0;
}

/* plan: see press_plan; p's lists are freed by the caller. */
static int
plan(struct plan *p, const char *bindir, int argc, char **argv, FILE *out)
{
	struct press_buf prof = { 0 }, err = { 0 };
	char style[PATH_MAX];
	const char *sf;
	int rc;

	if ((rc = parse(p, argc, argv, out)) != 0)
		return rc < 0 ? 2 : 0;
	if (settle(p, bindir) < 0 || find_rules(p, bindir) < 0 ||
	    copy_names(p) < 0 || settle_play(p) < 0)
		return 2;
	/* The profile that separates, asked before any job: one layout-pdf
	 * refuses stops the run here, in its line. */
	rc = press_profile(bindir, p->lay.v, p->lay.n, &prof, &err);
	if (rc != 0)
		err_lines(&err);
	sf = press_style_file(p->gopt.v, p->gopt.n, style, sizeof(style));
	if (rc == 0) {
		press_fingerprint(p->rulesfile, p->template, p->template ?
		    p->tfile : "", sf, prof.p, p->fp);
		press_fingerprint_add(p->fp, "bot", press_play_bot(p->vopt.v,
		    p->vopt.n));
		press_fingerprint_add(p->fp, "pins", press_pins_file(p->gopt.v,
		    p->gopt.n));
	}
	press_buf_free(&prof);
	press_buf_free(&err);
	if (rc != 0 || room() < 0)
		return 2;
	emit(p, out);
	return 0;
}

int
press_plan(const char *bindir, const struct press_hooks *h, int argc,
    char **argv, FILE *out)
{
	struct plan p;
	int rc;

	memset(&p, 0, sizeof(p));
	p.hooks = h;
	rc = plan(&p, bindir, argc, argv, out);
	words_free(&p.gen);
	words_free(&p.lay);
	words_free(&p.imp);
	words_free(&p.gopt);
	words_free(&p.vopt);
	words_free(&p.dup);
	words_free(&p.lopts);
	press_buf_free(&p.lhelp);
	return rc;
}

int
press_plan_args(int argc, char **argv)
{
	struct plan p;
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);
	int rc;

	if (out == NULL)
		mem_fatal("press-run");
	memset(&p, 0, sizeof(p));
	rc = parse(&p, argc, argv, out);
	fclose(out);
	free(text);
	words_free(&p.gen);
	words_free(&p.lay);
	words_free(&p.imp);
	words_free(&p.gopt);
	words_free(&p.vopt);
	return rc < 0 ? 2 : rc;
}

int
press_list(uint64_t seed, uint64_t count, uint64_t chunk, FILE *out)
{
	uint64_t n = (count + chunk - 1) / chunk, k;
	int w = snprintf(NULL, 0, "%" PRIu64, n);

	if (w < 4)
		w = 4;
	for (k = 1; k <= n; k++) {
		uint64_t left = count - (k - 1) * chunk;

		fprintf(out, "%0*" PRIu64 " %" PRIu64 " %" PRIu64 "\n", w, k,
		    seed + (k - 1) * chunk, left < chunk ? left : chunk);
	}
	return 0;
}
