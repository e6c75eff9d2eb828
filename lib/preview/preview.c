/* preview.c: the preview's state: the page's choices, the files watched
 * and read again, the last good rules, and the grid and statistics kept
 * until a change. */
#include "preview/preview.h"

#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "board/board.h"
#include "board/kind.h"
#include "board/pins.h"
#include "board/rules.h"
#include "board/style_asset.h"
#include "core/mem.h"
#include "core/outfile.h"
#include "core/sort.h"
#include "preview/batch.h"
#include "colour/colour.h"
#include "colour/icc.h"
#include "draw/layout.h"
#include "colour/proof.h"
#include "tool/cli.h"
#include "tool/make_batch.h"
#include "tool/stage_gen.h"

/* A file the page may name: a shipped one or the command line's. */
struct served {
	char name[PREVIEW_NAME];
	char *path;
};

struct served_list {
	struct served *v;
	size_t n, cap;
};

/* gen-graph's command line for a choice; the strings live in buf. */
#define ARGS_MAX 48
struct args {
	char *v[ARGS_MAX + 1];
	int n;
	char buf[8192];
	size_t used;
};

/* A choice's boards made ready: gen-graph's rules and first board (its
 * own option handling, stage_gen), the print of its page template, and
 * the gamut warnings; shared by the builds that use it. */
struct snap {
	struct args a;          /* gen-graph's argv (stage_gen keeps it) */
	struct args g2;         /* key2's words */
	struct stage_gen *g;
	struct make_batch mb;   /* rules and proto */
	char key[8448];         /* a's words and the template: the choice */
	char key2[8448];        /* the same with the players the rules
				   gave it (gen-graph's default): the
				   same boards */
	unsigned char *icc;     /* the template's output profile */
	size_t nicc;
	double ink;
	int panels;             /* the template's folds, and its wrap */
	double wrap;
	struct layout_template t; /* the template, for what it prints */
	struct diag warn;       /* its gamut warnings (print/proof.h) */
	int refs;
	unsigned long serial;   /* which read: a cache's key */
};

/* A grid or statistics made, for the snap and request it names. */
struct cache {
	unsigned long serial;   /* 0: nothing kept */
	int proof;              /* the grid's look: PREVIEW_PROOF (a soft
				   proof), PREVIEW_DIE (its die lines) */
	int asked;              /* made once: reread makes it again */
	uint64_t a, b;
	struct json j;
	double ms;
};

/* What identifies a file's contents on disk, as stat(2) sees it. */
struct stamp {
	struct timespec mtime;
	off_t size;
	ino_t ino;
	int missing;
};

#define WATCHED 3 /* the rules, the style and the template */

struct preview {
	struct preview_opts o;
	char *font, *icondir;                  /* o's strings, copied */
	char *play;                            /* o's, or NULL: none */
	struct served_list rules, style, tpl;  /* what the page offers */
	char given_rules[PREVIEW_NAME];        /* the command line's, or "" */
	char given_style[PREVIEW_NAME];
	pthread_mutex_t mu;     /* guards what follows, to build */
	struct snap *good;      /* the choice followed: its last good
				   rules, or NULL */
	struct preview_choice cur; /* the choice followed */
	char curkey[sizeof(((struct snap *)0)->key)]; /* its key */
	char error[2048];       /* the files' mistake, or "" */
	unsigned long version, serial;
	struct cache grid, stats;
	const char *watch[WATCHED]; /* cur's files (paths served) */
	pthread_mutex_t build;  /* one build (or read) at a time */
	pthread_t watcher;
	int watching;           /* the watcher started */
	atomic_int stop;
	/*
	 * The pins made on the page (board/pins.h), a pins file's text read
	 * over every rules read (under mu; NULL: none); pins_serial counts
	 * their changes (part of a choice's key), repin asks the watching
	 * thread to read the choice followed again with them.
	 */
	char *pins;
	size_t npins;
	atomic_ulong pins_serial;
	atomic_int repin;
	int say;                /* load prints the warnings (the first
				   read's wait for preview_warn) */
	struct stamp stamp[WATCHED];
	/* The CSV files the followed rules read a section from at their last
	 * good reading, and their stamps (board/rules_csv.c). */
	struct csvfile {
		char *path;
		struct stamp st;
	} *csv;
	size_t ncsv;
	pthread_mutex_t hook;   /* guards tick and ctx, and holds a call */
	void (*tick)(void *);
	void *ctx;
};

/* getopt's state is the process's: one gen-graph command line parsed
 * at a time. */
static pthread_mutex_t getopt_mu = PTHREAD_MUTEX_INITIALIZER;

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* mistake: d's fatal lines (ten at most) into err, one a line. */
static void
mistake(const struct diag *d, char *err, size_t n)
{
	char line[1024];
	size_t i, k = 0, shown = 0;

	err[0] = '\0';
	for (i = 0; i < d->n && k + 1 < n; i++) {
		if (d->v[i].status == DIAG_OK || shown++ >= 10)
			continue;
		diag_format(&d->v[i], line, sizeof(line));
		k += (size_t)snprintf(err + k, n - k, "%s%s", k ? "\n" : "",
		    line);
	}
	if (!err[0])
		snprintf(err, n, "the rules could not be read");
}

/* The served files. */

/* a_name: s is a name the page may use: 1 to PREVIEW_NAME - 1 letters,
 * digits, '_', '-' and '.', not starting with '.'. */
static int
a_name(const char *s, size_t len)
{
	return len > 0 && len < PREVIEW_NAME && s[0] != '.' &&
	    strspn(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "0123456789_-.") >= len;
}

static struct served *
find(const struct served_list *l, const char *name)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		if (strcmp(l->v[i].name, name) == 0)
			return &l->v[i];
	return NULL;
}

/* add: name (its first len bytes) for path into l, once. */
static void
add(struct served_list *l, const char *name, size_t len, const char *path)
{
	char nm[PREVIEW_NAME];

	snprintf(nm, sizeof(nm), "%.*s", (int)len, name);
	if (find(l, nm))
		return;
	l->v = mem_grow(l->v, &l->cap, l->n + 1, sizeof(*l->v));
	memcpy(l->v[l->n].name, nm, sizeof(nm));
	l->v[l->n++].path = mem_strdup(path);
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(((const struct served *)a)->name,
	    ((const struct served *)b)->name);
}

/*
 * scan: every dir/NAME.ext (a name a_name takes) into l, sorted by name,
 * after what l holds already (the command line's, which a shipped file
 * of its name does not replace). A folder that cannot be read adds
 * nothing.
 */
static void
scan(struct served_list *l, const char *dir, const char *ext)
{
	size_t first = l->n, k, e = strlen(ext);
	char path[4096];
	struct dirent *de;
	DIR *dh = dir ? opendir(dir) : NULL;

	while (dh && (de = readdir(dh))) {
		k = strlen(de->d_name);
		if (k <= e || strcmp(de->d_name + k - e, ext) != 0 ||
		    !a_name(de->d_name, k - e))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		add(l, de->d_name, k - e, path);
	}
	if (dh)
		closedir(dh);
	/* (l->v is NULL while the list is empty: qsort may not be given it) */
	if (l->n > first)
		qsort(l->v + first, l->n - first, sizeof(*l->v), by_name);
}

/* given: the command line's file at path into l, named for its file
 * ("given" when that is no name the page can use); its name in name. */
static void
given(struct served_list *l, const char *path, const char *ext, char *name)
{
	const char *base = strrchr(path, '/');
	size_t k;

	base = base ? base + 1 : path;
	k = strlen(base);
	if (k > strlen(ext) && strcmp(base + k - strlen(ext), ext) == 0)
		k -= strlen(ext);
	if (!a_name(base, k))
		base = "given", k = 5;
	add(l, base, k, path);
	snprintf(name, PREVIEW_NAME, "%.*s", (int)k, base);
}

static void
served_free(struct served_list *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		free(l->v[i].path);
	free(l->v);
}

/* The choices. */

/* The query parameters of a choice, a bit each in seen. */
static const char *const keys[] = { "rules", "style", "template",
	"players", "paper", "orient", "exp" };
enum { K_RULES, K_STYLE, K_TPL, K_PLAYERS, K_PAPER, K_ORIENT, K_EXP,
	K_OPT };

static const char *const papers[] = { "A3", "A4", "A5", "Letter",
	"Tabloid" };

void
preview_choice_init(struct preview *pv, struct preview_choice *c)
{
	memset(c, 0, sizeof(*c));
	snprintf(c->rules, sizeof(c->rules), "%s", pv->given_rules);
	snprintf(c->style, sizeof(c->style), "%s", pv->given_style);
	snprintf(c->tpl, sizeof(c->tpl), "shop");
	snprintf(c->paper, sizeof(c->paper), "A4");
	c->players = pv->o.players;
}

/* kind_value_opt: a kind's option of a closed list called key
 * ("scenario" for --scenario), or NULL. */
static const char *
kind_value_opt(const char *key)
{
	const struct kind_cli *c;
	int k, i;

	for (k = 0; k < kind_count(); k++) {
		if (!(c = kind_of(k)->cli) || !c->values)
			continue;
		for (i = 0; c->opts[i].name; i++)
			if (strcmp(c->opts[i].name + 2, key) == 0)
				return c->opts[i].name;
	}
	return NULL;
}

/* one_of: s is one of the n names v (case as given). */
static int
one_of(const char *s, const char *const *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (strcmp(s, v[i]) == 0)
			return 1;
	return 0;
}

/* shown: s's first 40 bytes for a message, each control byte as '?' (a
 * message is one line, whatever the request held). */
static const char *
shown(const char *s, char *buf)
{
	size_t i;

	for (i = 0; s && s[i] && i < 40; i++)
		buf[i] = (unsigned char)s[i] < 0x20 || s[i] == 0x7f ? '?' :
		    s[i];
	buf[i] = '\0';
	return buf;
}

/* expansions: value's comma-separated names into c; -1 (err). */
static int
expansions(struct preview_choice *c, const char *value, char *err, size_t n)
{
	const char *p = value, *e;
	char buf[41];
	size_t k, i;

	c->nexp = 0;
	while (*p) {
		e = strchr(p, ',');
		k = e ? (size_t)(e - p) : strlen(p);
		if (!a_name(p, k) || c->nexp == PREVIEW_EXPANSIONS) {
			snprintf(err, n, "exp: \"%s\" is not up to %d "
			    "expansions' names, comma-separated", shown(value,
			    buf),
			    PREVIEW_EXPANSIONS);
			return -1;
		}
		snprintf(c->exp[c->nexp], PREVIEW_NAME, "%.*s", (int)k, p);
		for (i = 0; i < c->nexp; i++)
			if (strcmp(c->exp[i], c->exp[c->nexp]) == 0) {
				snprintf(err, n, "exp: %s given twice",
				    c->exp[i]);
				return -1;
			}
		c->nexp++;
		p += k + (e != NULL);
		if (e && !*p) {
			snprintf(err, n, "exp: a name is empty");
			return -1;
		}
	}
	return 0;
}

int
preview_choice_set(struct preview *pv, struct preview_choice *c,
    const char *key, const char *value, char *err, size_t n)
{
	const char *opt = NULL;
	unsigned k;
	uint64_t v;
	size_t len = value ? strlen(value) : 0;
	char *end, buf[41];

	for (k = 0; k < K_OPT && strcmp(key, keys[k]); k++)
		;
	if (k == K_OPT && !(opt = kind_value_opt(key)))
		return 1;
	if (opt) {
		size_t i;

		for (i = 0; i < c->nkopt && c->kopt[i].opt != opt; i++)
			;
		if (i < c->nkopt) {
			snprintf(err, n, "%s given twice", key);
			return -1;
		}
		/* The rules judge the name; "" is their default. */
		if (len && !a_name(value, len)) {
			snprintf(err, n, "%s: \"%s\" is not a name", key,
			    shown(value, buf));
			return -1;
		}
		if (len && c->nkopt < PREVIEW_KIND_OPTS) {
			c->kopt[c->nkopt].opt = opt;
			snprintf(c->kopt[c->nkopt++].value, PREVIEW_NAME, "%s",
			    value);
		}
		return 0;
	}
	if (c->seen & (1u << k)) {
		snprintf(err, n, "%s given twice", key);
		return -1;
	}
	c->seen |= 1u << k;
	value = value ? value : "";
	switch (k) {
	case K_RULES:
	case K_STYLE:
	case K_TPL:
		/* A name served; the style's may be "" (the rules' own). */
		if ((*value || k != K_STYLE) && !find(k == K_RULES ?
		    &pv->rules : k == K_STYLE ? &pv->style : &pv->tpl, value))
			goto unknown;
		snprintf(k == K_RULES ? c->rules : k == K_STYLE ? c->style :
		    c->tpl, PREVIEW_NAME, "%s", value);
		return 0;
	case K_PLAYERS:
		v = strspn(value, "0123456789") == len && len && len < 4 ?
		    strtoull(value, &end, 10) : 0;
		if (v < 1 || v >= RULES_PMAX) {
			snprintf(err, n, "players: \"%s\" is not a whole "
			    "number from 1 to %d", shown(value, buf),
			    RULES_PMAX - 1);
			return -1;
		}
		c->players = (uint32_t)v;
		return 0;
	case K_PAPER:
		if (!one_of(value, papers, sizeof(papers) / sizeof(*papers)))
			goto unknown;
		snprintf(c->paper, sizeof(c->paper), "%s", value);
		return 0;
	case K_ORIENT:
		if (strcmp(value, "landscape") && strcmp(value, "portrait"))
			goto unknown;
		c->portrait = value[0] == 'p';
		return 0;
	default:
		return expansions(c, value, err, n);
	}
unknown:
	snprintf(err, n, "%s: no %s \"%s\" is served (the page lists "
	    "them)", key, k == K_TPL ? "page template" : k == K_PAPER ?
	    "paper" : k == K_ORIENT ? "orientation" : key, shown(value, buf));
	return -1;
}

/* arg: s as the next word of a (cut short at its room). */
static void
arg(struct args *a, const char *s)
{
	size_t k = strlen(s) + 1;

	if (a->n == ARGS_MAX || a->used + k > sizeof(a->buf))
		return;
	a->v[a->n++] = memcpy(a->buf + a->used, s, k);
	a->v[a->n] = NULL;
	a->used += k;
}

/*
 * args: gen-graph's command line for choice c into a; with seed, the
 * place of the seed ("--seed {seed}") after the files and the players
 * always said (players, when c leaves them to the rules). 0, or -1 when
 * a file is no longer served.
 */
static int
args(struct preview *pv, const struct preview_choice *c, struct args *a,
    int seed, uint32_t players)
{
	const struct served *r = find(&pv->rules, c->rules);
	const struct served *st = c->style[0] ? find(&pv->style, c->style) :
	    NULL;
	char num[16];
	size_t i;

	a->n = 0;
	a->used = 0;
	if (!r || (c->style[0] && !st))
		return -1;
	arg(a, "gen-graph");
	arg(a, "--rules");
	arg(a, r->path);
	if (st) {
		arg(a, "--style");
		arg(a, st->path);
	}
	if (seed) {
		arg(a, "--seed");
		arg(a, "{seed}");
	}
	if (c->players || players) {
		snprintf(num, sizeof(num), "%u", c->players ? c->players :
		    players);
		arg(a, "--players");
		arg(a, num);
	}
	if (strcmp(c->paper, "A4") != 0) {
		arg(a, "--paper");
		arg(a, c->paper);
	}
	if (c->portrait)
		arg(a, "--portrait");
	for (i = 0; i < c->nexp; i++) {
		arg(a, "--expansion");
		arg(a, c->exp[i]);
	}
	for (i = 0; i < c->nkopt; i++) {
		arg(a, c->kopt[i].opt);
		arg(a, c->kopt[i].value);
	}
	return 0;
}

/* key: the words of a and the template, which name a snap. */
static void
key(struct preview *pv, const struct args *a, const char *tpl, char *buf,
    size_t n)
{
	size_t k = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < a->n && k < n; i++)
		k += (size_t)snprintf(buf + k, n - k, "%s\n", a->v[i]);
	/* The page's pins are part of the choice: a pin makes it anew. */
	if (k < n)
		snprintf(buf + k, n - k, "template=%s\npins=%lu", tpl,
		    atomic_load(&pv->pins_serial));
}

/* The snaps. */

static void
snap_free(struct snap *s)
{
	if (!s)
		return;
	stage_gen_free(s->g);
	diag_fini(&s->warn);
	free(s->icc);
	free(s);
}

/*
 * press: template path's print for s: its output profile as the
 * conversion reads it (layout-pdf's: the template's, or its condition's
 * own, else print/colour.h's default), its ink as the print's colours
 * keep it (100 % less where black overprints), its folds, and the rules'
 * colours that print cannot hold as s's warnings. 0, or -1 (told in d).
 */
static int
press(struct snap *s, const char *path, struct diag *d)
{
	struct layout_template t;
	struct colour_conv *cv;
	struct proof *pf;
	char profile[4096];
	const char *icc, *def;

	layout_template_defaults(&t);
	if (layout_template_load(&t, path, d) < 0)
		return -1;
	icc = t.icc[0] ? t.icc : NULL;
	if (!icc && (def = icc_default(t.condition))) {
		if (def[0] == '/')
			snprintf(profile, sizeof(profile), "%s", def);
		else if (!cli_path(profile, sizeof(profile), def, d))
			return -1;
		icc = profile;
	}
	s->ink = t.ink - (t.overprint && t.colour == LAYOUT_CMYK);
	s->panels = t.panels;
	s->wrap = t.bleed;
	s->t = t;
	if (!(cv = colour_conv_new(icc, s->ink, d)))
		return -1;
	s->icc = colour_conv_profile(cv, &s->nicc);
	colour_conv_free(cv);
	if (!s->icc) {
		diag_add(d, DIAG_FATAL, icc, 0, NULL, NULL, "Little CMS "
		    "cannot hand the output profile on to the soft proof");
		return -1;
	}
	if (!(pf = proof_new(s->icc, s->nicc, icc ? icc :
	    "the default profile", d)))
		return -1;
	proof_gamut(pf, s->mb.r, t.condition, &s->warn);
	proof_free(pf);
	return 0;
}

/*
 * load: choice c's boards made ready: gen-graph's command line for it
 * parsed and started by gen-graph's own code (its rules, style,
 * players, paper, expansions and kind options, checked as gen-graph
 * checks them), and its template's print. NULL with the mistakes in err.
 */
/*
 * pins_over: the page's pins read over s's rules (r->pins) and checked on
 * its first board and kept by some board (pins_probe), as gen-graph
 * --pins reads a file. 0, or -1 with the mistake in d (pins that no
 * longer fit the rules as changed: said, and kept, so that clearing them
 * mends it).
 */
static int
pins_over(struct preview *pv, struct snap *s, struct diag *d)
{
	/* stage_gen's own rules, which the make_batch views as const. */
	struct rules *r = (struct rules *)s->mb.r;
	struct pins *p = NULL;
	char *text;
	size_t len;
	int rc = 0;

	pthread_mutex_lock(&pv->mu);
	text = pv->pins ? mem_strndup(pv->pins, pv->npins) : NULL;
	len = pv->npins;
	pthread_mutex_unlock(&pv->mu);
	if (text && ((rc = pins_load_text(&p, text, len, "pins", 1, r,
	    d)) < 0 || (rc = pins_on_board(p, r, s->mb.proto, d)) < 0))
		pins_free(p);
	else if (text) {
		pins_set(r, p);
		/* Pins no board keeps are refused here as gen-graph does. */
		rc = pins_probe(r, s->mb.proto, s->mb.seed, d);
	}
	free(text);
	return rc;
}

static struct snap *
load(struct preview *pv, const struct preview_choice *c, char *err,
    size_t n)
{
	struct snap *s = mem_calloc(1, sizeof(*s));
	const struct served *t = find(&pv->tpl, c->tpl);
	struct diag d;
	int rc;

	diag_init(&d);
	diag_init(&s->warn);
	s->g = stage_gen_new();
	if (args(pv, c, &s->a, 0, 0) < 0 || !t) {
		snprintf(err, n, "a file of the choice is no longer served");
		snap_free(s);
		diag_fini(&d);
		return NULL;
	}
	key(pv, &s->a, c->tpl, s->key, sizeof(s->key));
	pthread_mutex_lock(&getopt_mu);
	rc = stage_gen_parse(s->g, s->a.n, s->a.v);
	pthread_mutex_unlock(&getopt_mu);
	if (rc >= 0 || stage_gen_make(s->g, &s->mb, &d) < 0 ||
	    pins_over(pv, s, &d) < 0 || press(s, t->path, &d) < 0) {
		mistake(&d, err, n);
		snap_free(s);
		s = NULL;
	} else {
		struct preview_choice full = *c;

		full.players = s->mb.proto->players;
		if (args(pv, &full, &s->g2, 0, 0) == 0)
			key(pv, &s->g2, c->tpl, s->key2, sizeof(s->key2));
		s->refs = 1;
		if (pv->o.warnings && pv->say) {
			diag_print(&s->warn, "preview", pv->o.warnings);
			fflush(pv->o.warnings);
		}
	}
	diag_fini(&d);
	return s;
}

static void
unref(struct preview *pv, struct snap *s)
{
	int left;

	if (!s)
		return;
	pthread_mutex_lock(&pv->mu);
	left = --s->refs;
	pthread_mutex_unlock(&pv->mu);
	if (left == 0)
		snap_free(s);
}

/* follow: the files of choice c watched from now on (called holding
 * pv->mu). */
static void
follow(struct preview *pv, const struct preview_choice *c)
{
	const struct served *st = c->style[0] ? find(&pv->style, c->style) :
	    NULL;

	struct args a;

	pv->cur = *c;
	pv->curkey[0] = '\0';
	if (args(pv, c, &a, 0, 0) == 0)
		key(pv, &a, c->tpl, pv->curkey, sizeof(pv->curkey));
	pv->watch[0] = find(&pv->rules, c->rules) ?
	    find(&pv->rules, c->rules)->path : NULL;
	pv->watch[1] = st ? st->path : NULL;
	pv->watch[2] = find(&pv->tpl, c->tpl) ? find(&pv->tpl,
	    c->tpl)->path : NULL;
}

static struct stamp stamp(const char *path);

/*
 * csv_note: the CSV files rules r (read from the file at path) read a
 * section from (the first nrules of its assets, named from the rules'
 * folder), kept with their stamps now, for the watcher: a spreadsheet
 * saved is read again as the rules are. Called holding pv->mu.
 */
static void
csv_note(struct preview *pv, const char *path, const struct rules *r)
{
	const char *slash = path ? strrchr(path, '/') : NULL;
	int dl = slash ? (int)(slash - path) : 1;
	const char *dir = slash ? path : ".";
	size_t i, n = path && r->files ? r->files->nrules : 0;

	for (i = 0; i < pv->ncsv; i++)
		free(pv->csv[i].path);
	free(pv->csv);
	pv->csv = n ? mem_calloc(n, sizeof(*pv->csv)) : NULL;
	pv->ncsv = n;
	for (i = 0; i < n; i++) {
		pv->csv[i].path = mem_alloc((size_t)dl + strlen(
		    r->files->v[i].name) + 2);
		sprintf(pv->csv[i].path, "%.*s/%s", dl, dir,
		    r->files->v[i].name);
		pv->csv[i].st = stamp(pv->csv[i].path);
	}
}

/*
 * take: choice c's snap with a reference the caller gives back: the one
 * followed when it is c's (its last good rules, even beside a mistake),
 * else c read now and followed from then on. NULL with why in err and
 * the status in *status: 503 when the choice followed has no good rules
 * yet, 400 when c cannot be made (its rules refuse it, or have a
 * mistake).
 */
static struct snap *
take(struct preview *pv, const struct preview_choice *c, char *err,
    size_t n, unsigned *status)
{
	char want[sizeof(((struct snap *)0)->key)];
	struct snap *s = NULL, *old;
	struct args a;
	int k, locked = 0;

	*status = 400;
	if (args(pv, c, &a, 0, 0) < 0) {
		snprintf(err, n, "a file of the choice is no longer served");
		return NULL;
	}
	key(pv, &a, c->tpl, want, sizeof(want));
	/* The choice followed is answered at once; another is read under
	 * the build lock (looked for again there: another request may
	 * have read it meanwhile). */
	for (;;) {
		pthread_mutex_lock(&pv->mu);
		if (pv->good && (strcmp(pv->good->key, want) == 0 ||
		    strcmp(pv->good->key2, want) == 0))
			(s = pv->good)->refs++;
		else if (!pv->good && strcmp(pv->curkey, want) == 0)
			*status = 503, snprintf(err, n, "no rules read "
			    "without a mistake yet");
		pthread_mutex_unlock(&pv->mu);
		if (s || *status == 503 || locked)
			break;
		pthread_mutex_lock(&pv->build);
		locked = 1;
	}
	if (!s && *status != 503 && (s = load(pv, c, err, n))) {
		s->refs++;
		pthread_mutex_lock(&pv->mu);
		s->serial = ++pv->serial;
		old = pv->good;
		pv->good = s;
		pv->error[0] = '\0';
		follow(pv, c);
		for (k = 0; k < WATCHED; k++)
			pv->stamp[k] = stamp(pv->watch[k]);
		csv_note(pv, pv->watch[0], s->mb.r);
		pthread_mutex_unlock(&pv->mu);
		unref(pv, old);
	}
	if (locked)
		pthread_mutex_unlock(&pv->build);
	return s;
}

/* head: the answer's common members: version, error, players. */
static void
head(struct preview *pv, struct json *out, uint32_t players,
    const char *error)
{
	pthread_mutex_lock(&pv->mu);
	json_fmt(out, "{\"version\":%lu,\"error\":", pv->version);
	json_cstr(out, error ? error : pv->error[0] ? pv->error : NULL);
	pthread_mutex_unlock(&pv->mu);
	json_fmt(out, ",\"players\":%u", players);
}

/* A build's reasons to give up: the preview stops, or the request's. */
struct quit {
	struct preview *pv;
	const struct preview_cancel *cn;
};

static int
quit(void *ctx)
{
	const struct quit *q = ctx;

	return atomic_load(&q->pv->stop) ||
	    (q->cn && q->cn->gone(q->cn->ctx));
}

/*
 * fill: cache c made now for snap s: the grid (stats 0) of seeds a ..
 * b, or the statistics of b seeds from a, timed. Called holding
 * pv->build. 0, or -1 (err): c then holds nothing, and its time is the
 * last one made.
 */
static int
fill(struct preview *pv, struct snap *s, int stats, uint64_t a, uint64_t b,
    const struct preview_cancel *cn, struct cache *c, char *err, size_t n)
{
	struct quit q = { pv, cn };
	struct batch bt;
	struct diag d;
	double t0 = now_ms();
	int rc = 0, k;

	memset(&bt, 0, sizeof(bt));
	bt.r = s->mb.r;
	bt.proto = s->mb.proto;
	bt.seed = a;
	bt.count = stats ? b : b - a + 1;
	bt.threads = pv->o.threads;
	bt.width = PREVIEW_WIDTH;
	bt.font = pv->font;
	bt.icondir = pv->icondir;
	bt.play = pv->play;
	bt.play_games = pv->o.play_games;
	bt.cancel = quit;
	bt.ctx = &q;
	bt.die = (c->proof & PREVIEW_DIE) != 0;
	bt.panels = s->panels;
	bt.wrap = s->wrap;
	bt.tpl = &s->t;
	if (c->proof & PREVIEW_PROOF) {
		bt.icc = s->icc;
		bt.nicc = s->nicc;
		bt.ink = s->ink;
	}
	c->j.n = 0;
	diag_init(&d);
	k = stats ? batch_stats(&bt, &c->j) : batch_grid(&bt, &c->j, &d);
	if (k < 0)
		rc = -1, mistake(&d, err, n);
	else if (k > 0)
		rc = -1, snprintf(err, n, "the work was given up");
	diag_fini(&d);
	pthread_mutex_lock(&pv->mu);
	if (rc == 0)
		c->ms = now_ms() - t0;
	pthread_mutex_unlock(&pv->mu);
	c->serial = rc == 0 ? s->serial : 0;
	/* (c->proof is the caller's: it says what was made) */
	c->a = a, c->b = b, c->asked = 1;
	return rc;
}

/*
 * build: the grid (stats 0) or statistics (stats 1) of seeds a .. b
 * (the statistics: b seeds from a) of snap s (the caller's reference),
 * from the cache when it holds them, else made now and kept (unless cn
 * or the stop gives it up). The JSON is added to out. 0, or -1 (err).
 */
static int
build(struct preview *pv, struct snap *s, int stats, uint64_t a, uint64_t b,
    unsigned proof, const struct preview_cancel *cn, struct json *out,
    char *err, size_t n)
{
	struct cache *c = stats ? &pv->stats : &pv->grid;
	int rc = 0;

	pthread_mutex_lock(&pv->build);
	proof = stats ? 0 : proof;
	if (c->serial != s->serial || c->a != a || c->b != b ||
	    c->proof != (int)proof) {
		c->proof = (int)proof;
		rc = fill(pv, s, stats, a, b, cn, c, err, n);
	}
	if (rc == 0)
		json_raw(out, c->j.s, c->j.n);
	pthread_mutex_unlock(&pv->build);
	return rc;
}

/* made: build's answer with the common members around it. */
static int
made(struct preview *pv, const struct preview_choice *ch, int stats,
    uint64_t a, uint64_t b, unsigned proof, const struct preview_cancel *cn,
    struct json *out, char *err, size_t n, unsigned *status)
{
	struct json body = { 0 };
	struct snap *s = take(pv, ch, err, n, status);
	int rc;

	if (!s)
		return -1;
	*status = 500;
	if ((rc = build(pv, s, stats, a, b, proof, cn, &body, err, n)) == 0) {
		head(pv, out, s->mb.proto->players, NULL);
		if (!stats)
			json_fmt(out, ",\"proof\":%s", proof & PREVIEW_PROOF ?
			    "true" : "false");
		/* (said only when asked: the grid's answer is as before) */
		if (!stats && (proof & PREVIEW_DIE))
			json_fmt(out, ",\"die\":true");
		if (stats)
			json_fmt(out, ",\"from\":%llu,\"stats\":",
			    (unsigned long long)a);
		else
			json_fmt(out, ",\"from\":%llu,\"to\":%llu,\"boards\":",
			    (unsigned long long)a, (unsigned long long)b);
		json_raw(out, body.s, body.n);
		json_raw(out, "}", 1);
	}
	json_free(&body);
	unref(pv, s);
	return rc;
}

int
preview_grid(struct preview *pv, const struct preview_choice *c,
    uint64_t from, uint64_t to, unsigned look,
    const struct preview_cancel *cn, struct json *out, char *err, size_t n,
    unsigned *status)
{
	return made(pv, c, 0, from, to, look, cn, out, err, n, status);
}

int
preview_stats(struct preview *pv, const struct preview_choice *c,
    uint64_t from, uint64_t count, const struct preview_cancel *cn,
    struct json *out, char *err, size_t n, unsigned *status)
{
	return made(pv, c, 1, from, count, 0, cn, out, err, n, status);
}

unsigned long
preview_version(struct preview *pv)
{
	unsigned long v;

	pthread_mutex_lock(&pv->mu);
	v = pv->version;
	pthread_mutex_unlock(&pv->mu);
	return v;
}

void
preview_defaults(struct preview *pv, uint64_t *from, uint64_t *to)
{
	*from = pv->o.from;
	*to = pv->o.to;
}

/* words: the n words of v as a JSON array member named name. */
static void
words(struct json *out, const char *name, char *const *v, int n)
{
	int i;

	json_fmt(out, ",\"%s\":[", name);
	for (i = 0; i < n; i++) {
		if (i)
			json_raw(out, ",", 1);
		json_cstr(out, v[i]);
	}
	json_raw(out, "]", 1);
}

/* names: the names of l as a JSON array. */
static void
names(struct json *out, const struct served_list *l)
{
	size_t i;

	json_raw(out, "[", 1);
	for (i = 0; i < l->n; i++) {
		if (i)
			json_raw(out, ",", 1);
		json_cstr(out, l->v[i].name);
	}
	json_raw(out, "]", 1);
}

/* offer: what each choice may take for rules r (NULL: not read). */
static void
offer(struct preview *pv, const struct rules *r, struct json *out)
{
	const struct kind_cli *kc = r ? kind_of(r->kind)->cli : NULL;
	const char *v;
	size_t k, i;

	json_raw(out, ",\"offer\":{\"rules\":", 18);
	names(out, &pv->rules);
	json_raw(out, ",\"style\":", 9);
	names(out, &pv->style);
	json_raw(out, ",\"template\":", 12);
	names(out, &pv->tpl);
	json_raw(out, ",\"paper\":[", 10);
	for (k = 0; k < sizeof(papers) / sizeof(*papers); k++)
		json_fmt(out, "%s\"%s\"", k ? "," : "", papers[k]);
	json_raw(out, "],\"expansion\":[", 15);
	for (k = 0; r && (v = rules_entry_at(r, "expansion", k)); k++) {
		if (k)
			json_raw(out, ",", 1);
		json_cstr(out, v);
	}
	json_raw(out, "],\"opts\":[", 10);
	for (i = 0; kc && kc->values && kc->opts[i].name; i++) {
		json_fmt(out, "%s{\"name\":", i ? "," : "");
		json_cstr(out, kc->opts[i].name + 2);
		json_raw(out, ",\"values\":[", 11);
		for (k = 0; (v = kc->values(r, kc->opts[i].name, k)); k++) {
			if (k)
				json_raw(out, ",", 1);
			json_cstr(out, v);
		}
		json_raw(out, "]}", 2);
	}
	json_raw(out, "]}", 2);
}

/* chosen: c as the page's parameters say it, players resolved. */
static void
chosen(const struct preview_choice *c, uint32_t players, struct json *out)
{
	size_t i;

	json_raw(out, ",\"choice\":{\"rules\":", 19);
	json_cstr(out, c->rules);
	json_raw(out, ",\"style\":", 9);
	json_cstr(out, c->style);
	json_raw(out, ",\"template\":", 12);
	json_cstr(out, c->tpl);
	json_fmt(out, ",\"players\":%u,\"paper\":\"%s\",\"orient\":\"%s\","
	    "\"exp\":[", players, c->paper, c->portrait ? "portrait" :
	    "landscape");
	for (i = 0; i < c->nexp; i++) {
		if (i)
			json_raw(out, ",", 1);
		json_cstr(out, c->exp[i]);
	}
	json_raw(out, "],\"opts\":{", 10);
	for (i = 0; i < c->nkopt; i++) {
		json_fmt(out, "%s", i ? "," : "");
		json_cstr(out, c->kopt[i].opt + 2);
		json_raw(out, ":", 1);
		json_cstr(out, c->kopt[i].value);
	}
	json_raw(out, "}}", 2);
}

void
preview_info(struct preview *pv, const struct preview_choice *c,
    struct json *out)
{
	char line[1024], err[2048], width[16];
	struct snap *s;
	struct args a;
	uint32_t players;
	unsigned status;
	size_t i;

	s = take(pv, c, err, sizeof(err), &status);
	players = s ? s->mb.proto->players : c->players;
	/* The files' mistake, or the choice's own. */
	head(pv, out, players, s || status == 503 ? NULL : err);
	json_raw(out, ",\"rules\":", 9);
	json_cstr(out, find(&pv->rules, c->rules) ? find(&pv->rules,
	    c->rules)->path : NULL);
	json_raw(out, ",\"style\":", 9);
	json_cstr(out, c->style[0] && find(&pv->style, c->style) ?
	    find(&pv->style, c->style)->path : NULL);
	json_raw(out, ",\"kind\":", 8);
	json_cstr(out, s ? kind_name(s->mb.r->kind) : NULL);
	json_raw(out, ",\"title\":", 9);
	json_cstr(out, s ? s->mb.r->title : NULL);
	json_fmt(out, ",\"players_min\":%d,\"players_max\":%d,\"from\":%llu,"
	    "\"to\":%llu,\"grid_ms\":", s ? s->mb.r->players_min : 0,
	    s ? s->mb.r->players_max : 0, (unsigned long long)pv->o.from,
	    (unsigned long long)pv->o.to);
	pthread_mutex_lock(&pv->mu);
	json_num(out, pv->grid.ms);
	json_raw(out, ",\"stats_ms\":", 12);
	json_num(out, pv->stats.ms);
	pthread_mutex_unlock(&pv->mu);
	json_raw(out, ",\"warnings\":[", 13);
	for (i = 0; s && i < s->warn.n; i++) {
		if (i)
			json_raw(out, ",", 1);
		json_cstr(out, diag_format(&s->warn.v[i], line, sizeof(line)));
	}
	json_raw(out, "]", 1);
	chosen(c, players, out);
	offer(pv, s ? s->mb.r : NULL, out);
	/* The commands that make the grid's boards and their print. */
	if (args(pv, c, &a, 1, players) == 0)
		words(out, "gen", a.v, a.n);
	a.n = 0, a.used = 0;
	snprintf(width, sizeof(width), "%d", PREVIEW_WIDTH);
	arg(&a, "layout-svg"), arg(&a, "--width"), arg(&a, width);
	arg(&a, "--svg"), arg(&a, ".");
	words(out, "svg", a.v, a.n);
	a.n = 0, a.used = 0;
	arg(&a, "layout-pdf"), arg(&a, "--template"), arg(&a, c->tpl);
	arg(&a, "-o"), arg(&a, "{id}.pdf");
	words(out, "pdf", a.v, a.n);
	json_raw(out, "}", 1);
	unref(pv, s);
}

/* stamp: what stat(2) says of path now. */
static struct stamp
stamp(const char *path)
{
	struct stamp t;
	struct stat st;

	memset(&t, 0, sizeof(t));
	if (!path)
		return t;
	if (stat(path, &st) < 0) {
		t.missing = 1;
		return t;
	}
	t.mtime = st.st_mtim;
	t.size = st.st_size;
	t.ino = st.st_ino;
	return t;
}

static int
same(const struct stamp *a, const struct stamp *b)
{
	return a->mtime.tv_sec == b->mtime.tv_sec &&
	    a->mtime.tv_nsec == b->mtime.tv_nsec && a->size == b->size &&
	    a->ino == b->ino && a->missing == b->missing;
}

/*
 * reread: the files of the choice followed once more. Good rules replace
 * the kept ones; a mistake is kept beside them. The last grid and
 * statistics asked for are made again before the version moves on, so
 * the page that sees the new version finds them ready.
 */
static void
reread(struct preview *pv)
{
	char err[sizeof(pv->error)], why[1024];
	struct preview_choice c;
	struct snap *s, *old = NULL;
	struct cache *cc;
	int k;

	pthread_mutex_lock(&pv->build);
	pthread_mutex_lock(&pv->mu);
	c = pv->cur;
	pthread_mutex_unlock(&pv->mu);
	if ((s = load(pv, &c, err, sizeof(err)))) {
		pthread_mutex_lock(&pv->mu);
		s->serial = ++pv->serial;
		pthread_mutex_unlock(&pv->mu);
	}
	for (k = 0; s && k < 2; k++) {
		cc = k ? &pv->stats : &pv->grid;
		if (cc->asked)
			fill(pv, s, k, cc->a, cc->b, NULL, cc, why,
			    sizeof(why));
	}
	/* The rules, the mistake and the version change together. */
	pthread_mutex_lock(&pv->mu);
	if (s) {
		old = pv->good;
		pv->good = s;
		pv->error[0] = '\0';
		/* (a mistake keeps the last good reading's files watched, so
		 * the page sees a spreadsheet mended) */
		csv_note(pv, pv->watch[0], s->mb.r);
	} else {
		memcpy(pv->error, err, sizeof(err));
	}
	pv->version++;
	pthread_mutex_unlock(&pv->mu);
	pthread_mutex_unlock(&pv->build);
	unref(pv, old);
}

/* csv_changed: has a CSV file of the last good reading changed? (Its
 * stamp taken again; called holding pv->mu.) */
static int
csv_changed(struct preview *pv)
{
	struct stamp now;
	size_t i;
	int changed = 0;

	for (i = 0; i < pv->ncsv; i++) {
		now = stamp(pv->csv[i].path);
		if (!same(&now, &pv->csv[i].st)) {
			pv->csv[i].st = now;
			changed = 1;
		}
	}
	return changed;
}

static void *
watch(void *arg)
{
	struct preview *pv = arg;
	struct timespec nap = { 0, 200 * 1000000L };
	struct stamp now[WATCHED];
	const char *path[WATCHED];
	int k, changed;

	while (!atomic_load(&pv->stop)) {
		nanosleep(&nap, NULL);
		pthread_mutex_lock(&pv->mu);
		memcpy(path, pv->watch, sizeof(path));
		pthread_mutex_unlock(&pv->mu);
		for (k = 0; k < WATCHED; k++)
			now[k] = stamp(path[k]);
		pthread_mutex_lock(&pv->mu);
		for (k = changed = 0; k < WATCHED; k++)
			changed |= path[k] == pv->watch[k] &&
			    !same(&now[k], &pv->stamp[k]);
		if (changed)
			memcpy(pv->stamp, now, sizeof(now));
		changed |= csv_changed(pv);
		changed |= atomic_exchange(&pv->repin, 0);
		pthread_mutex_unlock(&pv->mu);
		if (changed)
			reread(pv);
		pthread_mutex_lock(&pv->hook);
		if (pv->tick)
			pv->tick(pv->ctx);
		pthread_mutex_unlock(&pv->hook);
	}
	return NULL;
}

void
preview_on_tick(struct preview *pv, void (*fn)(void *), void *ctx)
{
	pthread_mutex_lock(&pv->hook);
	pv->tick = fn;
	pv->ctx = ctx;
	pthread_mutex_unlock(&pv->hook);
}

/*
 * files: the rules, styles and page templates the page offers: the
 * command line's first, then the shipped ones; the default kind's
 * rules when none was given. 0, or -1 (told in d).
 */
static int
files(struct preview *pv, struct diag *d)
{
	const char *def = kind_of(KIND_DEFAULT)->default_rules;
	const char *base = def ? strrchr(def, '/') : NULL;

	if (pv->o.rules)
		given(&pv->rules, pv->o.rules, ".rules", pv->given_rules);
	if (pv->o.style)
		given(&pv->style, pv->o.style, ".style", pv->given_style);
	scan(&pv->rules, pv->o.rules_dir, ".rules");
	scan(&pv->style, pv->o.style_dir, ".style");
	scan(&pv->tpl, pv->o.page_dir, ".page");
	if (!pv->o.rules && base)
		snprintf(pv->given_rules, sizeof(pv->given_rules), "%.*s",
		    (int)(strlen(base + 1) - strlen(".rules")), base + 1);
	if (!find(&pv->rules, pv->given_rules)) {
		diag_add(d, DIAG_FATAL, pv->o.rules_dir, 0, NULL, NULL, "the "
		    "default kind's rules (%s) are not there", def ? def :
		    "none");
		return -1;
	}
	if (!find(&pv->tpl, "shop")) {
		diag_add(d, DIAG_FATAL, pv->o.page_dir, 0, NULL, NULL, "the "
		    "default page template (shop.page) is not there");
		return -1;
	}
	return 0;
}

struct preview *
preview_new(const struct preview_opts *o, struct diag *d)
{
	struct preview *pv = mem_calloc(1, sizeof(*pv));
	struct preview_choice c;
	int k;

	pv->o = *o;
	pv->font = mem_strdup(o->font);
	pv->icondir = mem_strdup(o->icondir);
	pv->play = o->play && o->play_games ? mem_strdup(o->play) : NULL;
	pthread_mutex_init(&pv->mu, NULL);
	pthread_mutex_init(&pv->build, NULL);
	pthread_mutex_init(&pv->hook, NULL);
	atomic_init(&pv->stop, 0);
	if (files(pv, d) < 0) {
		preview_free(pv);
		return NULL;
	}
	preview_choice_init(pv, &c);
	follow(pv, &c);
	for (k = 0; k < WATCHED; k++)
		pv->stamp[k] = stamp(pv->watch[k]);
	reread(pv);
	if (pv->error[0])
		diag_add(d, DIAG_OK, NULL, 0, NULL, NULL, "%s", pv->error);
	pv->say = 1;
	pv->watching = pthread_create(&pv->watcher, NULL, watch, pv) == 0;
	if (!pv->watching) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL,
		    "cannot start the thread that watches the files");
		preview_free(pv);
		return NULL;
	}
	return pv;
}

void
preview_warn(struct preview *pv)
{
	struct snap *s;

	pthread_mutex_lock(&pv->mu);
	if ((s = pv->good))
		s->refs++;
	pthread_mutex_unlock(&pv->mu);
	if (s && pv->o.warnings) {
		diag_print(&s->warn, "preview", pv->o.warnings);
		fflush(pv->o.warnings);
	}
	unref(pv, s);
}

void
preview_stop(struct preview *pv)
{
	atomic_store(&pv->stop, 1);
}

void
preview_free(struct preview *pv)
{
	if (!pv)
		return;
	atomic_store(&pv->stop, 1);
	if (pv->watching)
		pthread_join(pv->watcher, NULL);
	unref(pv, pv->good);
	json_free(&pv->grid.j);
	json_free(&pv->stats.j);
	pthread_mutex_destroy(&pv->mu);
	pthread_mutex_destroy(&pv->build);
	pthread_mutex_destroy(&pv->hook);
	while (pv->ncsv > 0)
		free(pv->csv[--pv->ncsv].path);
	free(pv->csv);
	served_free(&pv->rules);
	served_free(&pv->style);
	served_free(&pv->tpl);
	free(pv->font);
	free(pv->icondir);
	free(pv->play);
	free(pv->pins);
	free(pv);
}

/* pins_json: {"version", "pins" (the text, or null), "line"} into out. */
static void
pins_json(struct preview *pv, struct json *out, const char *line)
{
	pthread_mutex_lock(&pv->mu);
	json_fmt(out, "{\"version\":%lu,\"pins\":", pv->version);
	if (pv->pins)
		json_str(out, pv->pins, pv->npins);
	else
		json_cstr(out, NULL);
	pthread_mutex_unlock(&pv->mu);
	json_raw(out, ",\"line\":", 8);
	json_cstr(out, line);
	json_raw(out, "}\n", 2);
}

/* pins_changed: the page's pins are now text (len bytes; NULL: none,
 * taken over), and the choice followed is to be read again with them. */
static void
pins_changed(struct preview *pv, char *text, size_t len)
{
	pthread_mutex_lock(&pv->mu);
	free(pv->pins);
	pv->pins = text;
	pv->npins = len;
	pthread_mutex_unlock(&pv->mu);
	atomic_fetch_add(&pv->pins_serial, 1);
	atomic_store(&pv->repin, 1);
}

/* line_in: is the line at (k bytes, its newline included) one of text's
 * (len bytes, whole lines)? */
static int
line_in(const char *text, size_t len, const char *at, size_t k)
{
	size_t i = 0;

	while (i + k <= len) {
		if (memcmp(text + i, at, k) == 0)
			return 1;
		while (i < len && text[i] != '\n')
			i++;
		i++;
	}
	return 0;
}

int
preview_pin(struct preview *pv, const struct preview_choice *c,
    uint64_t seed, const double *box, struct json *out, char *err,
    size_t n, unsigned *status)
{
	double x = box[0], y = box[1];
	struct snap *s = take(pv, c, err, n, status);
	struct batch_one *one = NULL;
	const struct board *b;
	struct pins *p = NULL;
	struct diag d;
	char line[PINS_LINE], *text, *add = NULL, *at, *nl;
	size_t len, k;
	int rc = -1, got = 0;

	if (!s)
		return -1;
	*status = 400;
	diag_init(&d);
	if (!pins_of(s->mb.r)) {
		snprintf(err, n, "%s boards take no pins",
		    kind_name(s->mb.r->kind));
		goto out;
	}
	/* The board the grid draws (preview/batch.c), pins and all; none
	 * when the grid shows it failed. */
	if (!(one = batch_one_make(s->mb.r, s->mb.proto, seed,
	    &d))) {
		diag_format(&d.v[d.n - 1], err, n);
		goto out;
	}
	b = batch_one_board(one);
	add = mem_alloc(PINS_BYTES + 1);
	add[0] = '\0';
	if (box[2] < 0) {
		if (pins_line(b, s->mb.r, x, y, line, sizeof(line)) < 0) {
			snprintf(err, n, "board %s has nothing to pin near %g "
			    "%g", b->id, x, y);
			goto out;
		}
		snprintf(add, PINS_BYTES + 1, "%s\n", line);
	} else if ((got = pins_region(b, s->mb.r, x, y, box[2], box[3], add,
	    PINS_BYTES + 1)) <= 0) {
		if (got < 0)
			snprintf(err, n, "board %s has too much to pin in %g "
			    "%g .. %g %g", b->id, x, y, box[2], box[3]);
		else
			snprintf(err, n, "board %s has nothing to pin in %g %g "
			    ".. %g %g", b->id, x, y, box[2], box[3]);
		goto out;
	}
	pthread_mutex_lock(&pv->mu);
	/* The page's pins, then the new lines the pins lack already. */
	len = pv->npins + strlen(add);
	text = mem_alloc(len + 1);
	memcpy(text, pv->pins ? pv->pins : "", pv->npins);
	len = pv->npins;
	for (at = add; *at; at = nl + 1) {
		nl = strchr(at, '\n');
		k = (size_t)(nl - at) + 1;
		text[len] = '\0';
		if (!(len > 0 && line_in(text, len, at, k)))
			memcpy(text + (len += k) - k, at, k);
	}
	text[len] = '\0';
	pthread_mutex_unlock(&pv->mu);
	snprintf(line, sizeof(line), "%s", add);
	if ((at = strchr(line, '\n')))
		*at = '\0';
	/* Checked as a pins file is, on the choice's first board. */
	if (pins_load_text(&p, text, len, "pins", 1, s->mb.r, &d) < 0 ||
	    pins_on_board(p, s->mb.r, s->mb.proto, &d) < 0) {
		diag_format(&d.v[d.n - 1], err, n);
		free(text);
		goto out;
	}
	pins_changed(pv, text, len);
	pins_json(pv, out, box[2] < 0 ? line : add);
	rc = 0;
out:
	free(add);
	pins_free(p);
	diag_fini(&d);
	batch_one_free(one);
	unref(pv, s);
	return rc;
}

int
preview_pins(struct preview *pv, int what, struct json *out, char *err,
    size_t n)
{
	struct outfile of;
	char path[PATH_MAX];
	const char *rules;
	size_t k;
	int bad;

	if (what == PREVIEW_PINS_CLEAR)
		pins_changed(pv, NULL, 0);
	else if (what == PREVIEW_PINS_SAVE) {
		/* Beside the rules followed: RULES less ".rules", ".pins". */
		pthread_mutex_lock(&pv->mu);
		rules = pv->watch[0] ? pv->watch[0] : "";
		k = strlen(rules);
		if (k > 6 && strcmp(rules + k - 6, ".rules") == 0)
			k -= 6;
		snprintf(path, sizeof(path), "%.*s.pins", (int)k, rules);
		pthread_mutex_unlock(&pv->mu);
		if (!k) {
			snprintf(err, n, "no rules followed yet");
			return -1;
		}
		if (outfile_open(&of, path) < 0) {
			snprintf(err, n, "%s: %s", path, strerror(errno));
			return -1;
		}
		pthread_mutex_lock(&pv->mu);
		bad = pv->npins && fwrite(pv->pins, 1, pv->npins, of.f) !=
		    pv->npins;
		pthread_mutex_unlock(&pv->mu);
		if (outfile_close(&of, bad) < 0 || bad) {
			snprintf(err, n, "%s: %s", path, strerror(errno));
			return -1;
		}
	}
	pins_json(pv, out, what == PREVIEW_PINS_SAVE ? path : NULL);
	return 0;
}
