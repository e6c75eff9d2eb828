/* content.c: a dungeon's starts, exit and features (gen-content). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/mark.h"
#include "board/pins.h"
#include "core/mem.h"
#include "dungeon/dungeon.h"
#include "dungeon/map.h"
#include "dungeon/part.h"
#include "dungeon/pins.h"
#include "dungeon/rules.h"
#include "dungeon/tour.h"

/*
 * What is placed so far: each item's floor cell, its spacing, and its
 * distances to the floor cells around it, so a candidate is tested against
 * all of them in constant time per item. The exit (item 0) has them to
 * every cell (-1: out of its reach); the others only as far as any
 * spacing reaches (INT32_MAX beyond). What a feature's test reads of them
 * is kept per cell as items are placed (nearest, blocked), so it costs
 * the same however many are placed.
 */
struct item {
	uint32_t at;   /* floor cell */
	int32_t type;  /* as board_feature.type */
	int spacing;   /* steps every later feature keeps from it */
};

struct placed {
	const struct dungeon_floor *f;
	struct item *v;
	size_t n, cap;
	int32_t *dist; /* f->n entries per item */
	size_t capdist;
	uint32_t reach;
	uint32_t *queue;
	uint8_t *used;
	int32_t *nearest; /* per cell: its fewest steps to any item */
	uint8_t *blocked; /* per cell: within some item's own spacing */
	uint32_t *cand;   /* pick's scratch: the cells accepted */
	uint32_t *open;   /* the cells a feature may yet take, in order */
	uint32_t nopen;
};

/*
 * note: item i's distances into nearest and blocked, at the cells
 * at[0 .. nat - 1] (those it reaches), or with at NULL at every cell.
 */
static void
note(struct placed *p, size_t i, const uint32_t *at, uint32_t nat)
{
	const int32_t *d = p->dist + i * p->f->n;
	int32_t s = p->v[i].spacing, *nearest = p->nearest;
	uint8_t *blocked = p->blocked;
	uint32_t j, k, m = at ? nat : p->f->n;

	for (j = 0; j < m; j++) {
		k = at ? at[j] : j;
		if (d[k] < nearest[k])
			nearest[k] = d[k];
		if (d[k] < s)
			blocked[k] = 1;
	}
}

/* unplace: items n and later taken away again. */
static void
unplace(struct placed *p, size_t n)
{
	uint32_t k;
	size_t i;

	while (p->n > n)
		p->used[p->v[--p->n].at] = 0;
	for (k = 0; k < p->f->n; k++) {
		p->nearest[k] = INT32_MAX;
		p->blocked[k] = 0;
	}
	for (i = 0; i < p->n; i++)
		note(p, i, NULL, 0);
}

static void
place(struct placed *p, uint32_t k, int32_t type, int spacing)
{
	struct item *it = VEC_PUSH(p->v, p->n, p->cap);
	int32_t *d;
	uint32_t v, reached;

	it->at = k;
	it->type = type;
	it->spacing = spacing;
	p->dist = mem_grow(p->dist, &p->capdist, p->n, p->f->n *
	    sizeof(*p->dist));
	p->used[k] = 1;
	if (p->n == 1) {
		dungeon_floor_bfs(p->f, k, p->dist, p->queue);
		note(p, 0, NULL, 0);
		return;
	}
	/* dungeon_floor_near's distances, noted where the ball reaches. */
	d = p->dist + (p->n - 1) * p->f->n;
	for (v = 0; v < p->f->n; v++)
		d[v] = INT32_MAX;
	reached = dungeon_floor_ball(p->f, k, p->reach, d, p->queue);
	note(p, p->n - 1, p->queue, reached);
}

static const int32_t *
dist_of(const struct placed *p, size_t i)
{
	return p->dist + i * p->f->n;
}

/*
 * pick: a floor cell drawn uniformly among those ok() accepts (the
 * accepted in floor order, one draw of rng), or DUNGEON_NONE when there
 * is none (no draw).
 */
static uint32_t
pick(const struct placed *p, struct rng *rng,
    int (*ok)(const struct placed *, uint32_t, const void *),
    const void *ctx)
{
	uint32_t k, count = 0;

	for (k = 0; k < p->f->n; k++)
		if (!p->used[k] && ok(p, k, ctx))
			p->cand[count++] = k;
	if (count == 0)
		return DUNGEON_NONE;
	return p->cand[rng_below(rng, count)];
}

/* The tests a cell must pass for each thing placed. */
static int
exit_ok(const struct placed *p, uint32_t k, const void *ctx)
{
	return ((const uint8_t *)ctx)[k];
}

struct start_rule {
	double far;        /* at least this many steps from the exit */
	double spread;     /* (max - min) / max of the starts' paths */
	int32_t min, max;  /* the paths of the starts so far (none: max < 0) */
	int spacing;       /* steps from every other start */
};

static int
start_ok(const struct placed *p, uint32_t k, const void *ctx)
{
	const struct start_rule *s = ctx;
	int32_t d = dist_of(p, 0)[k];
	size_t i;

	int32_t lo = s->max < 0 || d < s->min ? d : s->min;
	int32_t hi = d > s->max ? d : s->max;

	if (d < 0 || d < s->far || hi - lo > s->spread * hi)
		return 0;
	for (i = 1; i < p->n; i++)
		if (dist_of(p, i)[k] < s->spacing)
			return 0;
	return 1;
}

/* How many exits are drawn before several starts are given up. */
#define START_TRIES 16

struct feature_rule {
	const uint8_t *cut;
	int spacing;
	/*
	 * Several starts: their whole distance maps (nstart of f->n each);
	 * near[s], start s's steps to the nearest feature of the type being
	 * placed (-1: none yet); fair, whether to hold a cell to them.
	 */
	const int32_t *sd;
	int nstart;
	int32_t *near;
	int32_t *total; /* each start's path to the exit and nearest so far */
	int fair;
	double spread;
	/* The pinned features (board/pins.h): items pin0 .. pin0 + npin -
	 * 1, placed before any is drawn. */
	size_t pin0, npin;
};

/*
 * fair_ok: the first feature of a type goes where it brings the starts'
 * totals (the path to the exit and to the nearest feature of each type
 * so far) within half the rules' spread of each other; later ones where
 * they are no nearer to any start than its nearest of the type, so each
 * start's nearest stays the one chosen.
 */
static int
fair_ok(const struct feature_rule *fr, size_t n, uint32_t k)
{
	int32_t lo = INT32_MAX, hi = -1, d;
	int s;

	for (s = 0; s < fr->nstart; s++) {
		d = fr->sd[(size_t)s * n + k];
		if (d < 0)
			return 0;
		if (fr->near[s] >= 0 && d < fr->near[s])
			return 0;
		d += fr->total[s];
		lo = d < lo ? d : lo;
		hi = d > hi ? d : hi;
	}
	return fr->near[0] >= 0 || hi - lo <= fr->spread / 2 * hi;
}

/*
 * open_features: the cells a feature of this draw may take, whatever its
 * type: free, not a cut, in the exit's reach, within no item's own
 * spacing. Placing more only ever closes cells, so the list is only
 * pruned until the next draw.
 */
static void
open_features(struct placed *p, const struct feature_rule *fr)
{
	const int32_t *exit = dist_of(p, 0);
	uint32_t k;

	for (p->nopen = 0, k = 0; k < p->f->n; k++)
		if (!p->used[k] && !fr->cut[k] && exit[k] >= 0 &&
		    !p->blocked[k])
			p->open[p->nopen++] = k;
}

/*
 * pick_feature: pick among the open cells (open_features) those every
 * item is at least the feature's spacing away from (nearest) and, with
 * fair, fair_ok accepts; written out, as it runs over the floor for
 * every feature. The cells closed since leave the open list.
 */
static uint32_t
pick_feature(struct placed *p, struct rng *rng,
    const struct feature_rule *fr)
{
	/* Locals: the stores below cannot then be taken to move them. */
	const uint8_t *used = p->used, *blocked = p->blocked;
	const int32_t *nearest = p->nearest, spacing = fr->spacing;
	uint32_t *open = p->open, *cand = p->cand, nopen = p->nopen;
	uint32_t i, k, m, count = 0, n = p->f->n;
	int fair = fr->fair;

	for (i = m = 0; i < nopen; i++) {
		k = open[i];
		if (used[k] || blocked[k])
			continue;
		open[m++] = k;
		if (nearest[k] >= spacing && (!fair || fair_ok(fr, n, k)))
			cand[count++] = k;
	}
	p->nopen = m;
	if (count == 0)
		return DUNGEON_NONE;
	return cand[rng_below(rng, count)];
}

static void
add_feature(struct board *b, const struct dungeon_floor *f, uint32_t k,
    int32_t type)
{
	struct board_feature *ft = VEC_PUSH(dungeon_part(b)->feature,
	    dungeon_part(b)->nfeature, dungeon_part(b)->capfeature);

	ft->type = type;
	ft->col = (int)(f->cell[k] % (uint32_t)f->cols);
	ft->row = (int)(f->cell[k] / (uint32_t)f->cols);
}

/* How many draws of the features several starts may take to be fair. */
#define FEATURE_TRIES 32

/*
 * place_features: draw #try of every feature of the rules after the
 * starts and the exit (items 0 .. nstart). Returns 0, or -1 (message in
 * d when last) when a feature has no room for its minimum.
 */
static int
place_features(const struct board *b, const struct rules_dungeon *g,
    struct placed *p, struct feature_rule *fr, int try, int last,
    struct diag *d)
{
	struct rng rng;
	uint32_t k;
	size_t t, j;
	int i, want, s, pinned;

	for (s = 0; s < fr->nstart; s++)
		fr->total[s] = fr->sd[(size_t)s * p->f->n + p->v[0].at];
	open_features(p, fr);
	for (t = 0; t < g->nfeature; t++) {
		const struct rules_feature *ft = &g->feature[t];

		rng_stream(&rng, b->seed, b->attempt, "dungeon.feature",
		    t + (uint64_t)try * g->nfeature);
		want = rng_int(&rng, ft->min, ft->max);
		fr->spacing = ft->spacing;
		for (s = 0; s < fr->nstart; s++)
			fr->near[s] = -1;
		/* The pinned ones of the type count toward it, nearest too. */
		for (pinned = 0, j = fr->pin0; j < fr->pin0 + fr->npin; j++) {
			if (p->v[j].type != (int32_t)t)
				continue;
			pinned++;
			for (s = 0; s < fr->nstart; s++) {
				int32_t dk = fr->sd[(size_t)s * p->f->n +
				    p->v[j].at];

				if (dk >= 0 && (fr->near[s] < 0 ||
				    dk < fr->near[s]))
					fr->near[s] = dk;
			}
		}
		want -= want > pinned ? pinned : want;
		for (i = 0; i < want; i++) {
			fr->fair = fr->nstart > 1;
			k = pick_feature(p, &rng, fr);
			/* No fair cell: any will do; validate judges. */
			if (k == DUNGEON_NONE && fr->fair) {
				fr->fair = 0;
				k = pick_feature(p, &rng, fr);
			}
			if (k == DUNGEON_NONE)
				break;
			place(p, k, (int32_t)t, ft->spacing);
			for (s = 0; s < fr->nstart; s++) {
				int32_t dk = fr->sd[(size_t)s * p->f->n + k];

				if (dk >= 0 && (fr->near[s] < 0 ||
				    dk < fr->near[s]))
					fr->near[s] = dk;
			}
		}
		for (s = 0; s < fr->nstart; s++)
			fr->total[s] += fr->near[s] > 0 ? fr->near[s] : 0;
		if (i + pinned < ft->min) {
			if (last)
				diag_add(d, DIAG_INVALID, NULL, 0, b->id,
				    "completeness.features", "attempt %u: room "
				    "for %d of at least %d %s", b->attempt,
				    i + pinned, ft->min, ft->name);
			return -1;
		}
	}
	return 0;
}

/*
 * spread: each start's tour past one feature of each type to pass, then
 * to the exit, as validate's fairness.starts scores them (dungeon/tour.h);
 * returns (max - min) / max (1 when a start cannot reach one).
 */
static double
spread(const struct placed *p, const struct rules_dungeon *g, int nstart)
{
	const struct dungeon_floor *f = p->f;
	struct board_feature *ft;
	int32_t *tof, *tgt, *dist;
	uint32_t *cell, *near;
	double lo = 0, hi = 0, sp;
	int64_t len;
	size_t i, n = p->n;
	int s, nt;

	ft = mem_alloc((n + 1) * sizeof(*ft));
	cell = mem_alloc((n + 1) * sizeof(*cell));
	tgt = mem_alloc((n + 1) * sizeof(*tgt));
	tof = mem_alloc((g->nfeature + 1) * sizeof(*tof));
	for (i = 0; i < n; i++) {
		ft[i].type = i <= (size_t)nstart ? -1 : p->v[i].type;
		cell[i] = p->v[i].at;
	}
	nt = dungeon_tour_targets(g, ft, n, tof);
	for (i = 0; i < n; i++)
		tgt[i] = ft[i].type >= 0 ? tof[ft[i].type] : -1;
	dist = mem_alloc(((size_t)nt + 1) * (f->n + 1) * sizeof(*dist));
	near = mem_alloc(((size_t)nt + 1) * (f->n + 1) * sizeof(*near));
	dungeon_tour_maps(f, cell, tgt, n, nt, p->v[0].at, dist, near,
	    p->queue);
	for (s = 0; s < nstart; s++) {
		len = dungeon_tour_from(dist, near, f->n, nt, p->v[s + 1].at);
		if (len < 0) {
			hi = 1;
			lo = 0;
			break;
		}
		if (s == 0 || len < lo)
			lo = (double)len;
		if (s == 0 || len > hi)
			hi = (double)len;
	}
	sp = hi > 0 ? (hi - lo) / hi : 0;
	MEM_FREE(ft, cell, tgt, tof, dist, near);
	return sp;
}

/*
 * place_fairly: the features; with several starts, the fairest of up to
 * FEATURE_TRIES draws, the first within feature_spread: each start's
 * tour past a feature of each type to pass to the exit (validate's
 * fairness.starts; each feature placed is still held to the starts' paths
 * to the nearest of each type, fair_ok, which brings the tours near).
 * Returns 0, or -1 with a message in d.
 */
static int
place_fairly(const struct board *b, const struct rules_dungeon *g,
    struct placed *p, struct feature_rule *fr, int nstart, struct diag *d)
{
	size_t base = fr->pin0 + fr->npin;
	int32_t *sd;
	double sp, top = 2;
	int try, keep = -1, s, rc = 0;

	fr->nstart = nstart < 2 ? 0 : nstart;
	fr->spread = g->feature_spread;
	if (nstart < 2)
		return place_features(b, g, p, fr, 0, 1, d);
	sd = mem_alloc((size_t)nstart * p->f->n * sizeof(*sd));
	fr->near = mem_alloc((size_t)nstart * sizeof(*fr->near));
	fr->total = mem_alloc((size_t)nstart * sizeof(*fr->total));
	fr->sd = sd;
	for (s = 0; s < nstart; s++)
		dungeon_floor_bfs(p->f, p->v[s + 1].at, sd + (size_t)s *
		    p->f->n, p->queue);
	for (try = 0; try < FEATURE_TRIES; try++) {
		if (place_features(b, g, p, fr, try, 0, d) == 0) {
			sp = spread(p, g, nstart);
			if (sp < top) {
				top = sp;
				keep = try;
			}
			if (sp <= g->feature_spread)
				break;
		}
		unplace(p, base);
	}
	/* No draw had room: say which feature (draw 0 again, reporting). */
	if (keep < 0)
		rc = place_features(b, g, p, fr, 0, 1, d);
	MEM_FREE(sd, fr->near, fr->total);
	if (keep < 0 || rc < 0)
		return -1;
	if (top > g->feature_spread) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, "fairness.starts",
		    "attempt %u: no draw of the features in %d is fair to the "
		    "%d starts (best spread %.2f, over %g)", b->attempt,
		    FEATURE_TRIES, nstart, top, g->feature_spread);
		return -1;
	}
	return 0;
}

double
dungeon_content_passes(const struct rules_dungeon *g)
{
	double starts = 0, features = 0;
	size_t i;
	int p;

	for (p = 0; p < RULES_PMAX; p++)
		starts = g->starts[p] > starts ? g->starts[p] : starts;
	for (i = 0; i < g->nfeature; i++)
		features += g->feature[i].max > g->feature[i].min ?
		    g->feature[i].max : g->feature[i].min;
	/*
	 * Each draw of the exit and starts places them all again; each draw
	 * of the features, every feature; the exit's far cells and the cuts
	 * take a few dozen searches more.
	 */
	return START_TRIES * (1 + starts) + FEATURE_TRIES * (starts + features) +
	    64;
}

/*
 * draw_starts: up to nstart starts for the exit placed (item 0), each
 * drawn from rng among the cells sr allows. Returns how many fit.
 */
static int
draw_starts(struct placed *p, struct rng *rng, const struct rules_dungeon *g,
    uint32_t diam, int nstart)
{
	struct start_rule sr;
	uint32_t k;
	int i;

	sr.far = g->exit_distance * diam;
	sr.spread = g->start_spread;
	sr.min = 0;
	sr.max = -1;
	sr.spacing = g->start_spacing;
	for (i = 0; i < nstart; i++) {
		k = pick(p, rng, start_ok, &sr);
		if (k == DUNGEON_NONE)
			break;
		place(p, k, BOARD_FEATURE_START, 0);
		if (sr.max < 0 || dist_of(p, 0)[k] < sr.min)
			sr.min = dist_of(p, 0)[k];
		if (dist_of(p, 0)[k] > sr.max)
			sr.max = dist_of(p, 0)[k];
	}
	return i;
}

/*
 * exit_and_starts: the exit first, among the cells that have some cell
 * far enough away (far[], the ends of the longest path always do), then
 * the starts among the cells far enough from it, their paths to it within
 * start_spread of each other, so no seat is nearer the exit by more. One
 * start always fits. When several do not (an exit with a single far
 * corner, say) both are drawn again, a bounded number of times. Returns
 * 0, or -1 with the reason in d.
 */
static int
exit_and_starts(const struct board *b, const struct rules_dungeon *g,
    struct placed *p, const uint8_t *far, uint32_t diam, int nstart,
    struct diag *d)
{
	struct rng rng, ex;
	uint32_t k;
	int i, try;

	rng_stream(&ex, b->seed, b->attempt, "dungeon.exit", 0);
	rng_stream(&rng, b->seed, b->attempt, "dungeon.starts", 0);
	for (try = 0, i = 0; i < nstart; try++) {
		if (try == START_TRIES) {
			diag_add(d, DIAG_INVALID, NULL, 0, b->id,
			    "completeness.start", "attempt %u: no exit with "
			    "room for %d starts at a fair distance from it (%d "
			    "tries)",
			    b->attempt, nstart, START_TRIES);
			return -1;
		}
		unplace(p, 0);
		k = pick(p, &ex, exit_ok, far);
		if (k == DUNGEON_NONE) {
			/* Only pins can take every far cell (pins_hold). */
			diag_add(d, DIAG_INVALID, NULL, 0, b->id,
			    "completeness.pins", "attempt %u: the pins leave "
			    "the exit no cell far enough from the starts",
			    b->attempt);
			return -1;
		}
		place(p, k, BOARD_FEATURE_EXIT, 0);
		i = draw_starts(p, &rng, g, diam, nstart);
	}
	return 0;
}

/* placed_init: nothing placed on floor f yet; reach: g's widest spacing. */
static void
placed_init(struct placed *p, const struct dungeon_floor *f,
    const struct rules_dungeon *g)
{
	size_t t;

	memset(p, 0, sizeof(*p));
	p->f = f;
	p->queue = mem_alloc(f->n * sizeof(*p->queue));
	p->used = mem_calloc(f->n, 1);
	p->nearest = mem_alloc(f->n * sizeof(*p->nearest));
	p->blocked = mem_alloc(f->n);
	p->cand = mem_alloc(f->n * sizeof(*p->cand));
	p->open = mem_alloc(f->n * sizeof(*p->open));
	unplace(p, 0);
	p->reach = (uint32_t)g->start_spacing;
	for (t = 0; t < g->nfeature; t++)
		if ((uint32_t)g->feature[t].spacing > p->reach)
			p->reach = (uint32_t)g->feature[t].spacing;
}

/*
 * keep_off_hinges: on a folding board (r's panels), the floor cells whose
 * square (a feature's icon, as dungeon_board_marks boxes it) comes within
 * a hinge's clearance are taken before anything is placed, so no start,
 * exit or feature lands on a fold.
 */
static void
keep_off_hinges(struct placed *p, const struct board *b,
    const struct rules *r)
{
	double x0, y0, s = b->cell, x, y;
	uint32_t k;

	if (r->panels < 2)
		return;
	dungeon_origin(b, &x0, &y0);
	for (k = 0; k < p->f->n; k++) {
		x = x0 + (double)(p->f->cell[k] % (uint32_t)p->f->cols) * s;
		y = y0 + (double)(p->f->cell[k] / (uint32_t)p->f->cols) * s;
		if (board_hinge_near(r, b->width, b->height, x, y, x + s,
		    y + s))
			p->used[k] = 1;
	}
}

static void
placed_fini(struct placed *p)
{
	MEM_FREE(p->v, p->dist, p->queue, p->used, p->nearest, p->blocked,
	    p->cand, p->open);
}

/*
 * add_all: b's features: starts first, then the exit and the features.
 * The starts are drawn one after another, each within the spread of
 * those before, and the features fitted to them in that order; so that
 * no seat inherits a place in that order, they are written (and become
 * the seats) in an order of their own stream, a seeded shuffle.
 */
static void
add_all(struct board *b, const struct dungeon_floor *f,
    const struct placed *p, int nstart)
{
	size_t t, *order = mem_alloc(((size_t)nstart + 1) * sizeof(*order));
	size_t i, tmp;
	struct rng rng;

	for (t = 0; t < (size_t)nstart; t++)
		order[t] = t + 1;
	rng_stream(&rng, b->seed, b->attempt, "dungeon.seats", 0);
	for (t = (size_t)nstart; t > 1; t--) {
		i = rng_below(&rng, (uint32_t)t);
		tmp = order[t - 1];
		order[t - 1] = order[i];
		order[i] = tmp;
	}
	for (t = 0; t < (size_t)nstart; t++)
		add_feature(b, f, p->v[order[t]].at, p->v[order[t]].type);
	free(order);
	add_feature(b, f, p->v[0].at, p->v[0].type);
	for (t = (size_t)nstart + 1; t < p->n; t++)
		add_feature(b, f, p->v[t].at, p->v[t].type);
}

/*
 * pin_fail: the attempt fails on pin k of r, which cannot sit on floor
 * cell c for the reason given (DIAG_INVALID, "completeness.pins").
 */
static int
pin_fail(const struct board *b, const struct rules *r,
    const struct dungeon_floor *f, size_t k, uint32_t c, const char *why,
    struct diag *d)
{
	char pin[PINS_LINE + 64];

	diag_add(d, DIAG_INVALID, NULL, 0, b->id, "completeness.pins",
	    "attempt %u: pin %s: its cell (%u, %u) %s", b->attempt,
	    pins_describe(r->pins, k, pin, sizeof(pin)),
	    f->cell[c] % (uint32_t)f->cols, f->cell[c] / (uint32_t)f->cols,
	    why);
	return -1;
}

/*
 * pins_hold: the floor cells r's pins name into at[] (one a pin), none
 * a second pin's or on a fold; each of them and every cell within its
 * feature's spacing of it taken (used) and marked in hold, so the exit
 * and the starts keep off them. Returns 0, or -1 with the pin named.
 */
static int
pins_hold(const struct board *b, const struct rules *r, struct placed *p,
    uint32_t *at, uint8_t *hold, struct diag *d)
{
	const struct pins *pn = r->pins;
	const struct dungeon_floor *f = p->f;
	int32_t *dist = mem_alloc(f->n * sizeof(*dist));
	char why[64];
	uint32_t c, i, m;
	size_t k, j;
	int sp, rc = -1;

	for (c = 0; c < f->n; c++)
		dist[c] = INT32_MAX;
	for (k = 0; k < pn->n; k++) {
		at[k] = c = dungeon_pins_cell(b, f, &pn->v[k]);
		for (j = 0; j < k && at[j] != c; j++)
			;
		if (j < k) {
			snprintf(why, sizeof(why), "is pinned already, by "
			    "line %u", pn->v[j].line);
			pin_fail(b, r, f, k, c, why, d);
			goto out;
		}
		if (p->used[c]) {
			pin_fail(b, r, f, k, c, "is on a fold (a hinge's "
			    "clearance)", d);
			goto out;
		}
	}
	for (k = 0; k < pn->n; k++) {
		sp = dungeon_rules(r)->feature[pn->v[k].val[0]].spacing;
		m = dungeon_floor_ball(f, at[k], (uint32_t)(sp > 0 ? sp : 0),
		    dist, p->queue);
		for (i = 0; i < m; i++) {
			c = p->queue[i];
			if ((c == at[k] || dist[c] < sp) && !p->used[c])
				hold[c] = p->used[c] = 1;
			dist[c] = INT32_MAX;
		}
	}
	rc = 0;
out:
	free(dist);
	return rc;
}

/*
 * pins_place: the pinned features placed (their cells given back by
 * hold first), after the exit and the starts: each pin's cell must be
 * in the exit's reach, no cut, and its spacing from all placed. Returns
 * 0, or -1 with the pin named.
 */
static int
pins_place(const struct board *b, const struct rules *r, struct placed *p,
    const uint32_t *at, const uint8_t *hold, const uint8_t *cut,
    struct diag *d)
{
	const struct pins *pn = r->pins;
	uint32_t c;
	size_t k;
	int32_t t;
	int sp;

	for (c = 0; c < p->f->n; c++)
		if (hold[c])
			p->used[c] = 0;
	for (k = 0; k < pn->n; k++) {
		c = at[k];
		t = pn->v[k].val[0];
		sp = dungeon_rules(r)->feature[t].spacing;
		if (p->used[c])
			return pin_fail(b, r, p->f, k, c, "is a start's or the "
			    "exit's", d);
		if (cut[c])
			return pin_fail(b, r, p->f, k, c, "is one every way "
			    "from a start to the exit passes", d);
		if (dist_of(p, 0)[c] < 0)
			return pin_fail(b, r, p->f, k, c, "is out of the "
			    "exit's reach", d);
		if (p->blocked[c] || p->nearest[c] < sp)
			return pin_fail(b, r, p->f, k, c, "is within a "
			    "feature's spacing of another pin", d);
		place(p, c, t, sp);
	}
	return 0;
}

int
dungeon_content(struct board *b, const struct rules *r, struct diag *d)
{
	const struct rules_dungeon *g = dungeon_rules(r);
	struct dungeon_floor f;
	struct placed p;
	struct feature_rule fr;
	uint32_t *starts, diam, *at;
	uint8_t *cut, *far, *hold;
	int nstart = g->starts[b->players < RULES_PMAX ? b->players : 0];
	int rc = -1;
	size_t t, npin = r->pins ? r->pins->n : 0;

	dungeon_part(b)->nfeature = 0;
	dungeon_floor_init(&f, b->terrain, b->cols, b->rows);
	if (f.n == 0) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL,
		    "the dungeon has no floor");
		dungeon_floor_fini(&f);
		return -1;
	}
	placed_init(&p, &f, g);
	keep_off_hinges(&p, b, r);
	far = mem_alloc(f.n);
	cut = mem_alloc(f.n);
	starts = mem_alloc((size_t)nstart * sizeof(*starts));
	at = mem_alloc((npin + 1) * sizeof(*at));
	hold = mem_calloc(f.n, 1);
	diam = dungeon_floor_far(&f, g->exit_distance, far);
	if (npin > 0 && pins_hold(b, r, &p, at, hold, d) < 0)
		goto out;
	if (exit_and_starts(b, g, &p, far, diam, nstart, d) < 0)
		goto out;
	/* A feature may not sit where every way from a start to the exit
	 * passes. */
	for (t = 1; t < p.n; t++)
		starts[t - 1] = p.v[t].at;
	dungeon_floor_cuts(&f, p.v[0].at, starts, p.n - 1, cut);
	fr.cut = cut;
	fr.pin0 = p.n;
	fr.npin = npin;
	if (npin > 0 && pins_place(b, r, &p, at, hold, cut, d) < 0)
		goto out;
	if (place_fairly(b, g, &p, &fr, nstart, d) < 0)
		goto out;
	add_all(b, &f, &p, nstart);
	rc = 0;
out:
	placed_fini(&p);
	MEM_FREE(starts, far, cut, at, hold);
	dungeon_floor_fini(&f);
	return rc;
}
