/* batch.c: a range of seeds made whole on worker threads, drawn as SVG,
 * and their statistics. */
#include "preview/batch.h"

#include <math.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "board/check.h"
#include "board/kind.h"
#include "board/make.h"
#include "board/regen.h"
#include "core/mem.h"
#include "deck/deck.h"
#include "colour/colour.h"
#include "colour/proof.h"
#include "draw/pdf.h"
#include "picture/drawpic.h"
#include "sheet/draw.h"
#include "sheet/screen.h"
#include "sheet/sheet.h"
#include "board/mark.h"
#include "tool/playcheck.h"

/* A worker's own board and drawing (nothing of them is shared). */
struct worker {
	struct board b;
	struct pdf *p;           /* SVG document, or NULL (statistics) */
	struct colour_conv *conv; /* a soft proof's (each worker its own: */
	struct proof *proof;      /* neither may be shared), or NULL */
	struct draw_icons icons;
	struct draw_pictures pictures; /* a style's, decoded once */
	struct deck_settle *settle; /* the boards as the deck gives them
				       to the next tool, or NULL */
	struct diag d, sd;       /* sd: the settle's own */
	int bad;                 /* the rules do not survive the deck (why
				    in sd): no board is made */
};

/* A row of the statistics: one seed. */
struct row {
	int made, pass;
	uint32_t attempts;
	double spread;
	int *count;              /* per counted entry of the rules */
	signed char *out;        /* each: -1 below its min, 1 above its
				    max (at the board's scale), else 0 */
};

struct run {
	const struct batch *bt;
	atomic_ulong next;
	atomic_int cancelled;    /* bt->cancel said so: no more boards */
	void (*item)(struct run *, struct worker *, uint64_t);
	struct json *grid;       /* batch_grid: a member per seed */
	struct row *rows;        /* batch_stats: a row per seed */
	size_t ncount;
};

/* rules_of: the rules the tools after gen-graph read: the deck's. */
static const struct rules *
rules_of(const struct worker *w, const struct batch *bt)
{
	return w->settle ? deck_settle_rules(w->settle) : bt->r;
}

/* settle: b as the next tool reads it; 0, or -1 (the reader's message
 * in w->d). */
static int
settle(struct worker *w, struct board *b)
{
	if (!w->settle)
		return 0;
	diag_clear(&w->sd);
	if (deck_settle(w->settle, b) == 0)
		return 0;
	if (w->sd.n)
		diag_add(&w->d, DIAG_FATAL, NULL, 0, b->id, NULL, "%s",
		    w->sd.v[w->sd.n - 1].msg);
	return -1;
}

/*
 * make_one: board seed in w->b, made as the pipe makes it: the
 * structure from attempt 0, its content (the next attempt when the
 * content cannot be placed), then validate's checks and regeneration;
 * between them, and after, the board settled as the next tool reads it
 * from the deck (deck/deck.h), so it is drawn as layout-svg and
 * layout-pdf draw the pipe's board, byte for byte. Returns 0 (w->b holds
 * it, passed or not), or -1 when no attempt gave a structure and content
 * (the reason in w->d).
 */
static int
make_one(struct worker *w, const struct batch *bt, uint64_t seed)
{
	struct board *b = &w->b;
	const struct rules *r = rules_of(w, bt);
	int max = make_attempts(bt->r);
	struct regen_why why;

	make_start(b, bt->proto, seed);
	diag_clear(&w->d);
	if (w->bad) {
		diag_add(&w->d, DIAG_FATAL, NULL, 0, b->id, NULL, "%s",
		    w->sd.n ? w->sd.v[w->sd.n - 1].msg : "the rules do not "
		    "survive the deck");
		return -1;
	}
	for (;;) {
		if (make_structure(b, bt->r, max, &w->d) < 0 ||
		    settle(w, b) < 0)
			return -1;
		if (make_content(b, r, &w->d) == 0)
			break;
		if (++b->attempt >= (uint32_t)max)
			return -1;
	}
	if (settle(w, b) < 0)
		return -1;
	regen_board(b, r, max, &why);
	return settle(w, b);
}

/*
 * settle_start, settle_end: a worker's board, diagnostics and settle (the
 * rules as gen-graph's deck hands them on, read once a worker as each
 * tool of the pipe reads them once), made and freed.
 */
static void
settle_start(struct worker *w, const struct batch *bt)
{
	board_init(&w->b);
	diag_init(&w->d);
	diag_init(&w->sd);
	w->settle = deck_settle_new(bt->r, "stdin", &w->sd);
	w->bad = !w->settle;
}

static void
settle_end(struct worker *w)
{
	deck_settle_free(w->settle);
	diag_fini(&w->d);
	diag_fini(&w->sd);
	board_fini(&w->b);
}

/* A board made alone as the grid makes it (batch_one_make). */
struct batch_one {
	struct worker w;
};

struct batch_one *
batch_one_make(const struct rules *r, const struct board *proto,
    uint64_t seed, struct diag *d)
{
	struct batch_one *o = mem_calloc(1, sizeof(*o));
	struct batch bt = { .r = r, .proto = proto };

	settle_start(&o->w, &bt);
	if (make_one(&o->w, &bt, seed) == 0)
		return o;
	if (o->w.d.n)
		diag_add(d, DIAG_FATAL, NULL, 0, o->w.b.id,
		    o->w.d.v[o->w.d.n - 1].check, "%s",
		    o->w.d.v[o->w.d.n - 1].msg);
	else
		diag_add(d, DIAG_FATAL, NULL, 0, o->w.b.id, NULL, "no attempt "
		    "gave the board");
	batch_one_free(o);
	return NULL;
}

const struct board *
batch_one_board(const struct batch_one *o)
{
	return &o->w.b;
}

void
batch_one_free(struct batch_one *o)
{
	if (!o)
		return;
	settle_end(&o->w);
	free(o);
}

/* given_up: the batch is to stop (bt->cancel asked, once it said so). */
static int
given_up(struct run *rn)
{
	if (atomic_load(&rn->cancelled))
		return 1;
	if (!rn->bt->cancel || !rn->bt->cancel(rn->bt->ctx))
		return 0;
	atomic_store(&rn->cancelled, 1);
	return 1;
}

/*
 * soft_proof: w's SVG drawn as the press prints it, through bt's
 * profile. A worker that cannot (the profile refused) draws nothing:
 * its boards say why, as a board that could not be drawn does.
 */
static void
soft_proof(struct worker *w, const struct batch *bt)
{
	w->conv = colour_conv_mem(bt->icc, bt->nicc, "the output profile",
	    bt->ink, &w->d);
	w->proof = w->conv ? proof_new(bt->icc, bt->nicc, "the output "
	    "profile", &w->d) : NULL;
	if (!w->proof) {
		pdf_free(w->p);
		w->p = NULL;
		return;
	}
	pdf_set_conv(w->p, w->conv);
	pdf_set_proof(w->p, w->proof);
}

static void *
work(void *arg)
{
	struct run *rn = arg;
	struct worker *w = mem_calloc(1, sizeof(*w));
	uint64_t i;

	settle_start(w, rn->bt);
	draw_icons_init(&w->icons, rn->bt->icondir);
	w->icons.rules = rules_of(w, rn->bt);
	draw_pictures_init(&w->pictures, "preview");
	/* The style's own font, as on paper, when it names one. */
	if (rn->grid)
		w->p = pdf_new_svg(rn->bt->font, rules_of(w, rn->bt)->font,
		    &w->d);
	if (w->p && rn->bt->icc)
		soft_proof(w, rn->bt);
	while (!given_up(rn) &&
	    (i = atomic_fetch_add(&rn->next, 1)) < rn->bt->count)
		rn->item(rn, w, i);
	if (w->p)
		pdf_free(w->p);
	colour_conv_free(w->conv);
	proof_free(w->proof);
	draw_icons_fini(&w->icons);
	draw_pictures_fini(&w->pictures);
	settle_end(w);
	free(w);
	return NULL;
}

/* run_all: rn->item for every seed, on bt->threads threads. */
static void
run_all(struct run *rn)
{
	int n = rn->bt->threads < 1 ? 1 : rn->bt->threads, k, started = 0;
	pthread_t tid[64];

	if (n > 64)
		n = 64;
	if ((uint64_t)n > rn->bt->count)
		n = rn->bt->count ? (int)rn->bt->count : 1;
	atomic_init(&rn->next, 0);
	atomic_init(&rn->cancelled, 0);
	for (k = 0; k < n; k++)
		if (pthread_create(&tid[k], NULL, work, rn) == 0)
			started++;
	/* No thread could start: the work is done here. */
	if (started == 0)
		work(rn);
	for (k = 0; k < started; k++)
		pthread_join(tid[k], NULL);
}

/* The grid. */

struct face0 {
	struct json *j;
	int done;
};

static int
emit(void *ctx, const struct board *b, int face, const char *svg,
    size_t len, long w, long h, struct diag *d)
{
	struct face0 *f = ctx;

	if (face == 0 && !f->done) {
		json_str(f->j, svg, len);
		f->done = 1;
	}
	return 0;
}

/* checks: b's checks and seats as JSON members. */
static void
checks(struct json *j, const struct board *b)
{
	size_t i;

	json_raw(j, "\"checks\":[", 10);
	for (i = 0; i < b->val.ncheck; i++) {
		json_fmt(j, "%s{\"id\":", i ? "," : "");
		json_cstr(j, b->val.check[i].id);
		json_fmt(j, ",\"pass\":%s,\"detail\":",
		    b->val.check[i].pass ? "true" : "false");
		json_cstr(j, b->val.check[i].detail);
		json_raw(j, "}", 1);
	}
	json_raw(j, "],\"seats\":[", 11);
	for (i = 0; i < b->val.nseat; i++) {
		json_fmt(j, "%s{\"n\":%u,\"score\":", i ? "," : "",
		    b->val.seat[i].n);
		json_num(j, b->val.seat[i].score);
		json_fmt(j, ",\"bonus\":%d,\"level\":", b->val.seat[i].bonus);
		json_num(j, b->val.seat[i].level);
		json_raw(j, "}", 1);
	}
	json_raw(j, "]", 1);
}

/* failed: the seed's member when no board could be made. */
static void
failed(struct json *j, const struct worker *w, uint64_t seed)
{
	char buf[1024];

	json_fmt(j, "{\"seed\":%llu,\"error\":", (unsigned long long)seed);
	json_cstr(j, w->d.n ? diag_format(&w->d.v[w->d.n - 1], buf,
	    sizeof(buf)) : "no board");
	json_raw(j, "}", 1);
}

/* seat_nums: n numbers of v as a JSON array member named name. */
static void
seat_nums(struct json *j, const char *name, const double *v, int n)
{
	json_fmt(j, ",\"%s\":[", name);
	for (int i = 0; i < n; i++) {
		if (i)
			json_raw(j, ",", 1);
		json_num(j, v[i]);
	}
	json_raw(j, "]", 1);
}

/*
 * play: b's games as the "play" member: each seat's share of the wins
 * and its interval, by bt->play (null: no play asked, or b's kind has no
 * game). Its own diagnostics, so a board that cannot be played says why
 * without touching the board's.
 */
static void
play(struct json *j, const struct batch *bt, const struct board *b)
{
	struct check_play cp;
	struct diag d;
	char buf[1024];
	int r;

	json_raw(j, ",\"play\":", 8);
	if (!bt->play || !bt->play_games) {
		json_raw(j, "null", 4);
		return;
	}
	diag_init(&d);
	r = playcheck_shares(b, bt->r, bt->play, bt->play_games, &cp, &d);
	if (r == 0)
		json_raw(j, "null", 4);
	else {
		json_raw(j, "{\"bot\":", 7);
		json_cstr(j, bt->play);
		json_fmt(j, ",\"games\":%u,\"verdict\":", r > 0 ? cp.games :
		    0);
		json_cstr(j, r > 0 ? cp.verdict : NULL);
		seat_nums(j, "shares", cp.share, r > 0 ? cp.seats : 0);
		seat_nums(j, "low", cp.lo, r > 0 ? cp.seats : 0);
		seat_nums(j, "high", cp.hi, r > 0 ? cp.seats : 0);
		json_raw(j, ",\"error\":", 9);
		json_cstr(j, r > 0 ? NULL : d.n ? diag_format(&d.v[d.n - 1],
		    buf, sizeof(buf)) : "not played");
		json_raw(j, "}", 1);
	}
	diag_fini(&d);
}

/*
 * printable: the "print" member: null when bt's template prints b (or
 * none is asked), else layout-pdf's line of why not (a mark in the
 * template's safe margin, or on its hinges).
 */
static void
printable(struct json *j, const struct batch *bt, const struct rules *r,
    const struct board *b)
{
	struct diag d;
	char buf[1024];
	void *plan;

	json_raw(j, ",\"print\":", 9);
	diag_init(&d);
	plan = bt->tpl ? board_plan(b, r) : NULL;
	if (!bt->tpl || sheet_printable(bt->tpl, b, r, plan, &d) == 0)
		json_raw(j, "null", 4);
	else
		json_cstr(j, d.n ? diag_format(&d.v[d.n - 1], buf,
		    sizeof(buf)) : "not printed");
	if (bt->tpl)
		board_plan_free(b, plan);
	diag_fini(&d);
}

static void
grid_item(struct run *rn, struct worker *w, uint64_t i)
{
	const struct batch *bt = rn->bt;
	struct screen_opts so = { bt->width, 0, &w->icons, &w->pictures,
		bt->die, 0, bt->panels, bt->wrap };
	struct json *j = &rn->grid[i];
	struct face0 f = { j, 0 };
	struct board *b = &w->b;

	if (make_one(w, bt, bt->seed + i) < 0) {
		failed(j, w, bt->seed + i);
		return;
	}
	json_fmt(j, "{\"seed\":%llu,\"id\":", (unsigned long long)b->seed);
	json_cstr(j, b->id);
	json_fmt(j, ",\"attempts\":%u,\"pass\":%s,\"spread\":",
	    b->val.attempts, b->val.pass ? "true" : "false");
	json_num(j, check_spread(b));
	json_raw(j, ",", 1);
	checks(j, b);
	play(j, bt, b);
	printable(j, bt, rules_of(w, bt), b);
	json_raw(j, ",\"svg\":", 7);
	diag_clear(&w->d);
	if (!w->p || screen_board(w->p, b, rules_of(w, bt), &so, emit, &f,
	    &w->d) < 0 ||
	    !f.done)
		json_raw(j, "null", 4);
	json_raw(j, "}", 1);
}

int
batch_grid(const struct batch *bt, struct json *out, struct diag *d)
{
	struct run rn;
	struct pdf *p;
	uint64_t i;
	int cancelled;

	/* The font is tried once here, so a missing one is told once. */
	if (!(p = pdf_new_svg(bt->font, bt->r->font, d)))
		return -1;
	pdf_free(p);
	memset(&rn, 0, sizeof(rn));
	rn.bt = bt;
	rn.item = grid_item;
	rn.grid = mem_calloc(bt->count ? bt->count : 1, sizeof(*rn.grid));
	run_all(&rn);
	cancelled = atomic_load(&rn.cancelled);
	if (!cancelled)
		json_raw(out, "[", 1);
	for (i = 0; i < bt->count; i++) {
		if (!cancelled)
			json_raw(out, rn.grid[i].s, rn.grid[i].n);
		if (!cancelled && i + 1 < bt->count)
			json_raw(out, ",", 1);
		json_free(&rn.grid[i]);
	}
	if (!cancelled)
		json_raw(out, "]", 1);
	free(rn.grid);
	return cancelled ? 1 : 0;
}

/* The statistics. */

/* stats_of: the statistics r's kind keeps, or NULL for none. */
static const struct kind_stats *
stats_of(const struct rules *r)
{
	const struct kind *k = kind_of(r->kind);

	return k ? k->stats : NULL;
}

/*
 * entry: the k-th thing the rules count on a board (a node type, a good,
 * a feature: board/kind.h's kind_stats), its name and bounds (max < 0:
 * none) and whether it can be on the page's boards; the number of them
 * when k is past the end.
 */
static size_t
entry(const struct rules *r, size_t k, const char **name, int *min, int *max,
    int *in_play)
{
	const struct kind_stats *ks = stats_of(r);

	*in_play = 1;
	return ks ? ks->entry(r, k, name, min, max, in_play) : 0;
}

static void
stats_item(struct run *rn, struct worker *w, uint64_t i)
{
	struct row *row = &rn->rows[i];
	const struct kind_stats *ks;

	if (make_one(w, rn->bt, rn->bt->seed + i) < 0)
		return;
	row->made = 1;
	row->pass = w->b.val.pass;
	row->attempts = w->b.val.attempts;
	row->spread = check_spread(&w->b);
	if ((ks = stats_of(rn->bt->r)) != NULL) {
		ks->count(&w->b, row->count, rn->ncount);
		ks->judge(&w->b, rules_of(w, rn->bt), row->count, row->out,
		    rn->ncount);
	}
}

/* hist: n values v into nbin bins of width, the last taking the rest. */
static void
hist(struct json *j, const double *v, size_t n, int nbin, double width)
{
	int h[16] = { 0 }, k;
	size_t i;

	for (i = 0; i < n; i++) {
		k = width > 0 ? (int)(v[i] / width) : 0;
		h[k < 0 ? 0 : k >= nbin ? nbin - 1 : k]++;
	}
	json_raw(j, "[", 1);
	for (k = 0; k < nbin; k++)
		json_fmt(j, "%s%d", k ? "," : "", h[k]);
	json_raw(j, "]", 1);
}

/* spread_limit: the rules' limit on the seats' spread, or -1. */
static double
spread_limit(const struct rules *r)
{
	const struct kind_stats *ks = stats_of(r);

	return ks && ks->spread_limit ? ks->spread_limit(r) : -1;
}

/* summary: made, regenerated, attempts and spread of the rows. */
static void
summary(struct json *j, const struct run *rn, double *v)
{
	size_t i, made = 0, regen = 0, sum = 0, maxa = 0;
	double maxs = 0, lim = spread_limit(rn->bt->r), width;

	for (i = 0; i < rn->bt->count; i++) {
		if (!rn->rows[i].made)
			continue;
		regen += rn->rows[i].attempts > 1;
		sum += rn->rows[i].attempts;
		if (rn->rows[i].attempts > maxa)
			maxa = rn->rows[i].attempts;
		if (rn->rows[i].spread > maxs)
			maxs = rn->rows[i].spread;
		v[rn->bt->count + made] = (double)rn->rows[i].attempts - 1;
		v[made++] = rn->rows[i].spread;
	}
	json_fmt(j, "\"n\":%llu,\"made\":%zu,\"failed\":%llu,\"regenerated\":"
	    "%zu,\"regen_rate\":", (unsigned long long)rn->bt->count, made,
	    (unsigned long long)(rn->bt->count - made), regen);
	json_num(j, made ? (double)regen / (double)made : 0);
	json_raw(j, ",\"attempts\":{\"mean\":", 20);
	json_num(j, made ? (double)sum / (double)made : 0);
	json_fmt(j, ",\"max\":%zu,\"hist\":", maxa);
	hist(j, v + rn->bt->count, made, 10, 1);
	width = (maxs > lim ? maxs : lim > 0 ? lim : maxs > 0 ? maxs : 1) / 10;
	json_raw(j, "},\"spread\":{\"limit\":", 20);
	json_num(j, lim >= 0 ? lim : 1.0 / 0.0);
	json_raw(j, ",\"max\":", 7);
	json_num(j, maxs);
	json_raw(j, ",\"width\":", 9);
	json_num(j, width * 1.0001);
	json_raw(j, ",\"hist\":", 8);
	hist(j, v, made, 10, width * 1.0001);
	json_raw(j, "}", 1);
}

/* counts: each counted entry's range over the boards made. */
static void
counts(struct json *j, const struct run *rn)
{
	const char *name = "";
	size_t k, i, made;
	int min = 0, max = -1, lo, hi, below, above, on, c, in_play;
	double sum;

	json_raw(j, "\"counts\":[", 10);
	for (k = 0; k < rn->ncount; k++) {
		entry(rn->bt->r, k, &name, &min, &max, &in_play);
		if (!in_play)
			continue;
		lo = hi = -1;
		below = above = on = 0;
		sum = 0;
		for (i = made = 0; i < rn->bt->count; i++) {
			if (!rn->rows[i].made)
				continue;
			c = rn->rows[i].count[k];
			lo = made == 0 || c < lo ? c : lo;
			hi = made == 0 || c > hi ? c : hi;
			on += c > 0;
			below += rn->rows[i].out[k] < 0;
			above += rn->rows[i].out[k] > 0;
			sum += c;
			made++;
		}
		json_fmt(j, "%s{\"name\":", j->s[j->n - 1] == '[' ? "" : ",");
		json_cstr(j, name);
		json_fmt(j, ",\"min\":%d,\"max\":", min);
		json_fmt(j, max >= 0 ? "%d" : "null", max);
		json_fmt(j, ",\"lo\":%d,\"hi\":%d,\"mean\":", lo, hi);
		json_num(j, made ? sum / (double)made : 0);
		json_fmt(j, ",\"on\":%d,\"below\":%d,\"above\":%d}", on,
		    below, above);
	}
	json_raw(j, "]", 1);
}

int
batch_stats(const struct batch *bt, struct json *out)
{
	const char *name;
	struct run rn;
	double *v;
	uint64_t i;
	int min, max, in_play, cancelled;

	memset(&rn, 0, sizeof(rn));
	rn.bt = bt;
	rn.item = stats_item;
	rn.ncount = entry(bt->r, (size_t)-1, &name, &min, &max, &in_play);
	rn.rows = mem_calloc(bt->count ? bt->count : 1, sizeof(*rn.rows));
	for (i = 0; i < bt->count; i++) {
		rn.rows[i].count = mem_calloc(rn.ncount + 1, sizeof(int));
		rn.rows[i].out = mem_calloc(rn.ncount + 1, 1);
	}
	run_all(&rn);
	v = mem_calloc(2 * bt->count + 1, sizeof(*v));
	if (!(cancelled = atomic_load(&rn.cancelled))) {
		json_raw(out, "{", 1);
		summary(out, &rn, v);
		json_raw(out, ",", 1);
		counts(out, &rn);
		json_raw(out, "}", 1);
	}
	for (i = 0; i < bt->count; i++) {
		free(rn.rows[i].count);
		free(rn.rows[i].out);
	}
	free(rn.rows);
	free(v);
	return cancelled ? 1 : 0;
}
