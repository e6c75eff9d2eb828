/* preview.c: the preview's state: the files watched and read again, the
 * last good rules, and the grid and statistics kept until a change. */
#include "preview/preview.h"

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
#include "board/limits.h"
#include "board/make.h"
#include "board/pins.h"
#include "board/regen.h"
#include "board/rules.h"
#include "board/style.h"
#include "board/style_asset.h"
#include "core/mem.h"
#include "core/outfile.h"
#include "preview/batch.h"
#include "picture/drawpic.h"
#include "icon/icon.h"
#include "colour/colour.h"
#include "draw/layout.h"
#include "colour/proof.h"

/* Rules read without a mistake, shared by the builds that use them. */
struct snap {
	struct rules r;
	struct diag warn;       /* its gamut warnings (print/proof.h) */
	int refs;
	unsigned long serial;   /* which read: a cache's key */
};

/* A grid or statistics made, for the snap and request it names. */
struct cache {
	unsigned long serial;   /* 0: nothing kept */
	int proof;              /* the grid's look: PREVIEW_PROOF (a soft
				   proof), PREVIEW_DIE (its die lines) */
	uint32_t players;
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

struct preview {
	struct preview_opts o;
	char *rules, *style, *font, *icondir;  /* o's strings, copied */
	char *play;                            /* o's, or NULL: none */
	char *condition;
	unsigned char *icc;     /* the print's output profile */
	size_t nicc;
	struct proof *proof;    /* through it, for the gamut (one reader:
				   load, from preview_new, then the
				   watching thread alone) */
	pthread_mutex_t mu;     /* guards what follows, to build */
	struct snap *good;      /* the last good rules, or NULL */
	char error[2048];       /* the files' mistake, or "" */
	unsigned long version, serial;
	struct cache grid, stats;
	pthread_mutex_t build;  /* one build at a time */
	pthread_t watcher;
	int watching;           /* the watcher started */
	atomic_int stop;
	int say;                /* load prints the warnings (the first
				   read's wait for preview_warn) */
	struct stamp stamp[2];
	/* The CSV files the rules read at the last reading, and their
	 * stamps (the watching thread's, and preview_new's before it). */
	struct csvfile {
		char *path;
		struct stamp st;
	} *csv;
	size_t ncsv;
	pthread_mutex_t hook;   /* guards tick and ctx, and holds a call */
	void (*tick)(void *);
	void *ctx;
	/*
	 * The pins made on the page (board/pins.h), a pins file's text,
	 * read over every rules read (under mu; NULL: none), and repin: the
	 * watching thread is to read the files again with them.
	 */
	char *pins;
	size_t npins;
	atomic_int repin;
};

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

/*
 * no_options: every kind's gen-graph options (board/kind.h's kind_cli),
 * none given, as gen-graph applies them: with r, into r on a width x
 * height mm sheet (a dungeon's walk checked for the page); with b, the
 * deck attributes they give proto board b of rules cr. Returns 0, or -1
 * with the message in d.
 */
static int
no_options(struct rules *r, const struct rules *cr, struct board *b,
    double width, double height, struct diag *d)
{
	const struct kind_cli *c;
	void *st;
	int k, rc = 0;

	for (k = 0; rc == 0 && k < kind_count(); k++) {
		if (!(c = kind_of(k)->cli))
			continue;
		st = c->new();
		if (r && c->rules)
			rc = c->rules(st, r, width, height, d);
		else if (b && c->proto)
			rc = c->proto(st, cr, b, d);
		c->free(st);
	}
	return rc;
}

static void csv_note(struct preview *pv, const struct rules *r);

/*
 * pins_over: the page's pins read over r (r->pins), as gen-graph --pins
 * reads a file. 0, or -1 with the mistake in d (the pins no longer fit
 * the rules as changed: said, and kept, so that clearing them mends it).
 */
static int
pins_over(struct preview *pv, struct rules *r, struct diag *d)
{
	struct pins *p = NULL;
	char *text;
	size_t len;
	int rc = 0;

	pthread_mutex_lock(&pv->mu);
	text = pv->pins ? mem_strndup(pv->pins, pv->npins) : NULL;
	len = pv->npins;
	pthread_mutex_unlock(&pv->mu);
	if (text && (rc = pins_load_text(&p, text, len, "pins", 1, r,
	    d)) == 0)
		pins_set(r, p);
	free(text);
	return rc;
}

/*
 * load: the rules, the kinds' options (none given) for the page, and
 * the style over them (its icons, font and pictures checked), as
 * gen-graph reads them. NULL with the mistakes in err.
 */
static struct snap *
load(struct preview *pv, char *err, size_t n)
{
	struct snap *s = mem_calloc(1, sizeof(*s));
	struct diag d;
	double w, h;

	diag_init(&d);
	rules_init(&s->r);
	diag_init(&s->warn);
	layout_paper("A4", 1, &w, &h);
	if (rules_load_file(&s->r, pv->rules, pv->style ? NULL : pv->icondir,
	    &d) < 0 || no_options(&s->r, NULL, NULL, w, h, &d) < 0 ||
	    (pv->style && (style_apply_file(&s->r, pv->style, &d) < 0 ||
	    icon_check_style(&s->r, &d) < 0 ||
	    style_icons_check(&s->r, pv->icondir, &d) < 0 ||
	    draw_pictures_check(&s->r, &d) < 0))) {
		csv_note(pv, &s->r);
		mistake(&d, err, n);
		rules_fini(&s->r);
		diag_fini(&s->warn);
		free(s);
		s = NULL;
	} else if (pins_over(pv, &s->r, &d) < 0) {
		mistake(&d, err, n);
		rules_fini(&s->r);
		diag_fini(&s->warn);
		free(s);
		s = NULL;
	} else {
		csv_note(pv, &s->r);
		s->refs = 1;
		/* The colours the press cannot print, said as the deck
		 * would be made into print. */
		proof_gamut(pv->proof, &s->r, pv->condition, &s->warn);
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
	if (left == 0) {
		rules_fini(&s->r);
		diag_fini(&s->warn);
		free(s);
	}
}

/* take: the good rules with a reference the caller gives back, or NULL. */
static struct snap *
take(struct preview *pv)
{
	struct snap *s;

	pthread_mutex_lock(&pv->mu);
	if ((s = pv->good))
		s->refs++;
	pthread_mutex_unlock(&pv->mu);
	return s;
}

/*
 * proto: the board every seed of a request starts from: A4 landscape,
 * players as asked. Returns 0, or -1 with why in err.
 */
static int
proto(const struct rules *r, uint32_t players, struct board *b, char *err,
    size_t n)
{
	struct diag d;
	char line[1024];
	int rc = 0;

	if ((int)players < r->players_min || (int)players > r->players_max) {
		snprintf(err, n, "players=%u: the rules allow %d to %d",
		    players, r->players_min, r->players_max);
		return -1;
	}
	kind_defaults(b, r);
	snprintf(b->rules, sizeof(b->rules), "%s", r->id);
	snprintf(b->paper, sizeof(b->paper), "A4");
	layout_paper("A4", 1, &b->width, &b->height);
	b->players = players;
	diag_init(&d);
	if (no_options(NULL, r, b, 0, 0, &d) < 0 || limit_check(r, b, &d) < 0) {
		snprintf(err, n, "%s", d.n ? diag_format(&d.v[0], line,
		    sizeof(line)) : "beyond the limits");
		rc = -1;
	}
	diag_fini(&d);
	return rc;
}

/* head: the answer's common members: version, error, players. */
static void
head(struct preview *pv, struct json *out, uint32_t players)
{
	pthread_mutex_lock(&pv->mu);
	json_fmt(out, "{\"version\":%lu,\"error\":", pv->version);
	json_cstr(out, pv->error[0] ? pv->error : NULL);
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
 * fill: cache c made now for s's rules from proto pb: the grid (stats 0)
 * of seeds a .. b, or the statistics of b seeds from a, timed. Called
 * holding pv->build. 0, or -1 (err): c then holds nothing, and its time
 * is the last one made.
 */
static int
fill(struct preview *pv, struct snap *s, int stats, const struct board *pb,
    uint64_t a, uint64_t b, const struct preview_cancel *cn, struct cache *c,
    char *err, size_t n)
{
	struct quit q = { pv, cn };
	struct batch bt;
	struct diag d;
	double t0 = now_ms();
	int rc = 0, k;

	memset(&bt, 0, sizeof(bt));
	bt.r = &s->r;
	bt.proto = pb;
	bt.seed = a;
	bt.count = stats ? b : b - a + 1;
	bt.threads = pv->o.threads;
	bt.width = 480;
	bt.font = pv->font;
	bt.icondir = pv->icondir;
	bt.play = pv->play;
	bt.play_games = pv->o.play_games;
	bt.cancel = quit;
	bt.ctx = &q;
	bt.die = (c->proof & PREVIEW_DIE) != 0;
	if (c->proof & PREVIEW_PROOF) {
		bt.icc = pv->icc;
		bt.nicc = pv->nicc;
		bt.ink = pv->o.ink;
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
	c->players = (uint32_t)pb->players, c->a = a, c->b = b;
	return rc;
}

/*
 * build: the grid (stats 0) or statistics (stats 1) of seeds a .. b
 * (the statistics: b seeds from a) of rules s (the caller's reference),
 * from the cache when it holds them, else made now and kept (unless cn
 * or the stop gives it up). The JSON is added to out. 0, or -1 (err).
 */
static int
build(struct preview *pv, struct snap *s, int stats, uint32_t players,
    uint64_t a, uint64_t b, unsigned proof, const struct preview_cancel *cn,
    struct json *out, char *err, size_t n)
{
	struct cache *c = stats ? &pv->stats : &pv->grid;
	struct board pb;
	int rc = 0;

	board_init(&pb);
	pthread_mutex_lock(&pv->build);
	proof = stats ? 0 : proof;
	if (c->serial != s->serial || c->players != players || c->a != a ||
	    c->b != b || c->proof != (int)proof) {
		c->proof = (int)proof;
		rc = proto(&s->r, players, &pb, err, n) < 0 ? -1 :
		    fill(pv, s, stats, &pb, a, b, cn, c, err, n);
	}
	if (rc == 0)
		json_raw(out, c->j.s, c->j.n);
	pthread_mutex_unlock(&pv->build);
	board_fini(&pb);
	return rc;
}

/* made: build's answer with the common members around it. */
static int
made(struct preview *pv, int stats, uint32_t players, uint64_t a,
    uint64_t b, unsigned proof, const struct preview_cancel *cn,
    struct json *out, char *err, size_t n)
{
	struct json body = { 0 };
	struct snap *s = take(pv);
	int rc;

	if (!s) {
		snprintf(err, n, "no rules read without a mistake yet");
		return -1;
	}
	if ((rc = build(pv, s, stats, players, a, b, proof, cn, &body, err,
	    n)) == 0) {
		head(pv, out, players);
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
preview_grid(struct preview *pv, uint32_t players, uint64_t from,
    uint64_t to, unsigned look, const struct preview_cancel *cn,
    struct json *out, char *err, size_t n)
{
	return made(pv, 0, players, from, to, look, cn, out, err, n);
}

int
preview_stats(struct preview *pv, uint32_t players, uint64_t from,
    uint64_t count, const struct preview_cancel *cn, struct json *out,
    char *err, size_t n)
{
	return made(pv, 1, players, from, count, 0, cn, out, err, n);
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

/* default_players: the page's first player count for rules r. */
static uint32_t
default_players(const struct preview *pv, const struct rules *r)
{
	int p = pv->o.players ? (int)pv->o.players : 4;

	return (uint32_t)(p < r->players_min ? r->players_min :
	    p > r->players_max ? r->players_max : p);
}

void
preview_defaults(struct preview *pv, uint32_t *players, uint64_t *from,
    uint64_t *to)
{
	struct snap *s = take(pv);

	*players = s ? default_players(pv, &s->r) : 0;
	*from = pv->o.from;
	*to = pv->o.to;
	unref(pv, s);
}

void
preview_info(struct preview *pv, struct json *out)
{
	struct snap *s = take(pv);
	char line[1024];
	size_t i;

	head(pv, out, s ? default_players(pv, &s->r) : pv->o.players);
	json_raw(out, ",\"rules\":", 9);
	json_cstr(out, pv->rules);
	json_raw(out, ",\"style\":", 9);
	json_cstr(out, pv->style);
	json_raw(out, ",\"kind\":", 8);
	json_cstr(out, s ? kind_name(s->r.kind) : NULL);
	json_raw(out, ",\"title\":", 9);
	json_cstr(out, s ? s->r.title : NULL);
	json_fmt(out, ",\"players_min\":%d,\"players_max\":%d,\"from\":%llu,"
	    "\"to\":%llu,\"grid_ms\":", s ? s->r.players_min : 0,
	    s ? s->r.players_max : 0, (unsigned long long)pv->o.from,
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
	json_raw(out, "]}", 2);
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
 * csv_note: the CSV files r's rules read a section from (board/
 * rules_csv.c: the first nrules assets, named from the rules' folder),
 * kept with their stamps now, for the watcher: a spreadsheet saved is
 * read again as the rules are.
 */
static void
csv_note(struct preview *pv, const struct rules *r)
{
	const char *slash = strrchr(pv->rules, '/');
	int dl = slash ? (int)(slash - pv->rules) : 1;
	const char *dir = slash ? pv->rules : ".";
	size_t i, n = r->files ? r->files->nrules : 0;

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

/* csv_changed: has a CSV file of the last reading changed? (Its stamp
 * taken again.) */
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

/*
 * reread: the files once more. Good rules replace the kept ones; a
 * mistake is kept beside them. The last grid and statistics asked for
 * are made again before the version moves on, so the page that sees
 * the new version finds them ready.
 */
static void
reread(struct preview *pv)
{
	char err[sizeof(pv->error)];
	struct snap *s = load(pv, err, sizeof(err)), *old = NULL;
	struct cache want[2];
	struct json tmp = { 0 };
	int k;

	pthread_mutex_lock(&pv->build);
	want[0] = pv->grid;
	want[1] = pv->stats;
	pthread_mutex_unlock(&pv->build);
	if (s) {
		pthread_mutex_lock(&pv->mu);
		s->serial = ++pv->serial;
		pthread_mutex_unlock(&pv->mu);
	}
	for (k = 0; s && k < 2; k++, tmp.n = 0)
		if (want[k].players)
			build(pv, s, k, want[k].players, want[k].a, want[k].b,
			    want[k].proof, NULL, &tmp, err, sizeof(err));
	json_free(&tmp);
	/* The rules, the mistake and the version change together. */
	pthread_mutex_lock(&pv->mu);
	if (s) {
		old = pv->good;
		pv->good = s;
		pv->error[0] = '\0';
	} else {
		memcpy(pv->error, err, sizeof(err));
	}
	pv->version++;
	pthread_mutex_unlock(&pv->mu);
	unref(pv, old);
}

static void *
watch(void *arg)
{
	struct preview *pv = arg;
	struct timespec nap = { 0, 200 * 1000000L };
	struct stamp now[2];

	while (!atomic_load(&pv->stop)) {
		nanosleep(&nap, NULL);
		now[0] = stamp(pv->rules);
		now[1] = stamp(pv->style);
		if (csv_changed(pv) || !same(&now[0], &pv->stamp[0]) ||
		    !same(&now[1], &pv->stamp[1]) ||
		    atomic_exchange(&pv->repin, 0)) {
			pv->stamp[0] = now[0];
			pv->stamp[1] = now[1];
			reread(pv);
		}
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
 * press: the print's output profile, as the conversion reads it (so the
 * default is whatever print/colour.h's is), kept for the soft proofs,
 * and the proof the gamut is measured with. 0, or -1 (told in d).
 */
static int
press(struct preview *pv, struct diag *d)
{
	struct colour_conv *c = colour_conv_new(pv->o.icc, pv->o.ink, d);

	if (!c)
		return -1;
	pv->icc = colour_conv_profile(c, &pv->nicc);
	colour_conv_free(c);
	if (!pv->icc) {
		diag_add(d, DIAG_FATAL, pv->o.icc, 0, NULL, NULL, "Little CMS "
		    "cannot hand the output profile on to the soft proof");
		return -1;
	}
	pv->proof = proof_new(pv->icc, pv->nicc, pv->o.icc ? pv->o.icc :
	    "the default profile", d);
	return pv->proof ? 0 : -1;
}

struct preview *
preview_new(const struct preview_opts *o, struct diag *d)
{
	struct preview *pv = mem_calloc(1, sizeof(*pv));

	pv->o = *o;
	pv->rules = mem_strdup(o->rules);
	pv->style = o->style ? mem_strdup(o->style) : NULL;
	pv->font = mem_strdup(o->font);
	pv->icondir = mem_strdup(o->icondir);
	pv->play = o->play && o->play_games ? mem_strdup(o->play) : NULL;
	pv->condition = mem_strdup(o->condition ? o->condition : "");
	pthread_mutex_init(&pv->mu, NULL);
	pthread_mutex_init(&pv->build, NULL);
	pthread_mutex_init(&pv->hook, NULL);
	atomic_init(&pv->stop, 0);
	if (press(pv, d) < 0) {
		preview_free(pv);
		return NULL;
	}
	pv->stamp[0] = stamp(pv->rules);
	pv->stamp[1] = stamp(pv->style);
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
	struct snap *s = take(pv);

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
	free(pv->rules);
	free(pv->style);
	free(pv->font);
	free(pv->icondir);
	free(pv->play);
	free(pv->condition);
	free(pv->icc);
	free(pv->pins);
	proof_free(pv->proof);
	free(pv);
}

/* pins_json: {"version", "pins" (the text, or null), "file"} into out. */
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

/* pins_path: the pins file beside the rules: RULES less ".rules" plus
 * ".pins", into buf (n bytes). */
static void
pins_path(const struct preview *pv, char *buf, size_t n)
{
	size_t k = strlen(pv->rules);

	if (k > 6 && strcmp(pv->rules + k - 6, ".rules") == 0)
		k -= 6;
	snprintf(buf, n, "%.*s.pins", (int)k, pv->rules);
}

int
preview_pin(struct preview *pv, uint32_t players, uint64_t seed, double x,
    double y, struct json *out, char *err, size_t n)
{
	struct snap *s = take(pv);
	const struct kind_pins *kp;
	struct board pb, b;
	struct regen_why why;
	struct pins *p = NULL;
	struct diag d;
	char line[PINS_LINE], *text;
	size_t len;
	int rc = -1, max;

	if (!s) {
		snprintf(err, n, "no rules read without a mistake yet");
		return -1;
	}
	board_init(&pb);
	board_init(&b);
	diag_init(&d);
	if (!(kp = pins_of(&s->r)) || !kp->line) {
		snprintf(err, n, "%s boards take no pins",
		    kind_name(s->r.kind));
		goto out;
	}
	if (proto(&s->r, players, &pb, err, n) < 0)
		goto out;
	/* The board as the grid made it (preview/batch.c), pins and all. */
	max = make_attempts(&s->r);
	make_start(&b, &pb, seed);
	for (;;) {
		if (make_structure(&b, &s->r, max, &d) < 0)
			break;
		if (make_content(&b, &s->r, &d) == 0)
			break;
		if (++b.attempt >= (uint32_t)max)
			break;
	}
	if (b.attempt < (uint32_t)max)
		regen_board(&b, &s->r, max, &why);
	if (kp->line(&b, &s->r, x, y, line, sizeof(line)) < 0) {
		snprintf(err, n, "board %s has nothing to pin near %g %g", b.id,
		    x, y);
		goto out;
	}
	pthread_mutex_lock(&pv->mu);
	len = pv->npins + strlen(line) + 1;
	text = mem_alloc(len + 1);
	snprintf(text, len + 1, "%.*s%s\n", (int)pv->npins,
	    pv->pins ? pv->pins : "", line);
	pthread_mutex_unlock(&pv->mu);
	/* Checked as a pins file is, on the board's paper. */
	if (pins_load_text(&p, text, len, "pins", 1, &s->r, &d) < 0 ||
	    pins_on_board(p, &s->r, &pb, &d) < 0) {
		diag_format(&d.v[d.n - 1], err, n);
		free(text);
		goto out;
	}
	pthread_mutex_lock(&pv->mu);
	free(pv->pins);
	pv->pins = text;
	pv->npins = len;
	pthread_mutex_unlock(&pv->mu);
	atomic_store(&pv->repin, 1);
	pins_json(pv, out, line);
	rc = 0;
out:
	pins_free(p);
	diag_fini(&d);
	board_fini(&b);
	board_fini(&pb);
	unref(pv, s);
	return rc;
}

int
preview_pins(struct preview *pv, int what, struct json *out, char *err,
    size_t n)
{
	struct outfile of;
	char path[PATH_MAX];
	int bad;

	if (what == PREVIEW_PINS_CLEAR) {
		pthread_mutex_lock(&pv->mu);
		free(pv->pins);
		pv->pins = NULL;
		pv->npins = 0;
		pthread_mutex_unlock(&pv->mu);
		atomic_store(&pv->repin, 1);
	} else if (what == PREVIEW_PINS_SAVE) {
		pins_path(pv, path, sizeof(path));
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
