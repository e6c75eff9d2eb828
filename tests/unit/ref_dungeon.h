/*
 * ref_dungeon.h: the dungeon's content and bounding eccentricities as
 * they were before issue 34's last cut (main 51e4be1), kept as the
 * reference the faster ones must equal (test_dungeon_floor,
 * test_dungeon_content): ref_floor_far, ref_floor_diameter_from and
 * ref_dungeon_content. Included once by each test; not built otherwise.
 */
#ifndef BP_REF_DUNGEON_H
#define BP_REF_DUNGEON_H

#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "dungeon/dungeon.h"
#include "dungeon/floor.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"
#include "dungeon/tour.h"

/*
 * ref_bound: Takes and Kosters' bounding eccentricities. A BFS from v gives
 * v's eccentricity e exactly, and for every w at distance d,
 * max(d, e - d) <= ecc(w) <= e + d. Taking v alternately with the largest
 * upper and the smallest lower bound pins cells down after a few dozen
 * BFS on a dungeon rather than one per cell. With all, it runs until every
 * bound is exact; otherwise only until the diameter is, and every cell is
 * known to be at or beyond frac of it, or short of it. lo and hi (n
 * entries each) get the bounds; returns the diameter. With seed, the BFS
 * seed->dist from seed->src (eccentricity seed->ecc) is taken as the
 * first. With stop_frac > 0 it returns early, the diameter's upper bound
 * h (*exact = 0), as soon as stop_frac * h <= stop_at.
 */
struct ref_seed {
	uint32_t src, ecc;
	const int32_t *dist;
};

/* tighten: the bounds of every unsettled cell from a BFS from v. */
static inline void
ref_tighten(const struct dungeon_floor *f, uint32_t v, uint32_t e,
    const int32_t *dist, uint32_t *lo, uint32_t *hi)
{
	uint32_t w, l, h;

	lo[v] = hi[v] = e;
	for (w = 0; w < f->n; w++) {
		if (lo[w] == hi[w] || dist[w] < 0)
			continue;
		l = (uint32_t)dist[w] > e - (uint32_t)dist[w] ?
		    (uint32_t)dist[w] : e - (uint32_t)dist[w];
		h = e + (uint32_t)dist[w];
		lo[w] = l > lo[w] ? l : lo[w];
		hi[w] = h < hi[w] ? h : hi[w];
	}
}

static inline uint32_t
ref_bound(const struct dungeon_floor *f, double frac, int all, uint32_t *lo,
    uint32_t *hi, const struct ref_seed *seed, double stop_frac,
    double stop_at, int *exact)
{
	size_t n = f->n ? f->n : 1;
	int32_t *dist = mem_alloc(n * sizeof(*dist));
	uint32_t *queue = mem_alloc(n * sizeof(*queue));
	uint32_t v, w, e, dlo, dhi;
	int high = 1, open;

	for (v = 0; v < f->n; v++) {
		lo[v] = 0;
		hi[v] = UINT32_MAX;
	}
	if (exact)
		*exact = 1;
	if (seed) {
		ref_tighten(f, seed->src, seed->ecc, seed->dist, lo, hi);
		high = 0;
	}
	for (;;) {
		v = DUNGEON_NONE;
		dlo = dhi = 0;
		for (w = 0; w < f->n; w++) {
			dlo = lo[w] > dlo ? lo[w] : dlo;
			dhi = hi[w] > dhi ? hi[w] : dhi;
			if (lo[w] != hi[w] && (v == DUNGEON_NONE || (high ?
			    hi[w] > hi[v] : lo[w] < lo[v])))
				v = w;
		}
		if (stop_frac > 0 && f->n && stop_at >= stop_frac * dhi &&
		    dlo != dhi) {
			if (exact)
				*exact = 0;
			free(dist);
			free(queue);
			return dhi;
		}
		if (v == DUNGEON_NONE)
			break;
		if (!all && dlo == dhi) {
			for (open = 0, w = 0; w < f->n && !open; w++)
				open = lo[w] != hi[w] && lo[w] < frac * dlo &&
				    hi[w] >= frac * dlo;
			if (!open)
				break;
		}
		high = !high;
		e = dungeon_floor_bfs(f, v, dist, queue);
		ref_tighten(f, v, e, dist, lo, hi);
	}
	free(dist);
	free(queue);
	for (dlo = 0, w = 0; w < f->n; w++)
		dlo = lo[w] > dlo ? lo[w] : dlo;
	return dlo;
}

static inline uint32_t
ref_floor_diameter(const struct dungeon_floor *f, uint32_t *ecc)
{
	size_t n = f->n ? f->n : 1;
	uint32_t *lo = mem_alloc(n * sizeof(*lo));
	uint32_t *hi = mem_alloc(n * sizeof(*hi));
	uint32_t d = ref_bound(f, 0, ecc != NULL, lo, hi, NULL, 0, 0, NULL);

	if (ecc)
		memcpy(ecc, lo, f->n * sizeof(*ecc));
	free(lo);
	free(hi);
	return d;
}

static inline uint32_t
ref_floor_diameter_from(const struct dungeon_floor *f, uint32_t src,
    const int32_t *dist, uint32_t ecc, double stop_frac, double stop_at,
    int *exact)
{
	size_t n = f->n ? f->n : 1;
	uint32_t *lo = mem_alloc(n * sizeof(*lo));
	uint32_t *hi = mem_alloc(n * sizeof(*hi));
	struct ref_seed seed = { src, ecc, dist };
	uint32_t d = ref_bound(f, 0, 0, lo, hi, &seed, stop_frac, stop_at,
	    exact);

	free(lo);
	free(hi);
	return d;
}

static inline uint32_t
ref_floor_far(const struct dungeon_floor *f, double frac, uint8_t *far)
{
	size_t n = f->n ? f->n : 1;
	uint32_t *lo = mem_alloc(n * sizeof(*lo));
	uint32_t *hi = mem_alloc(n * sizeof(*hi));
	uint32_t d = ref_bound(f, frac, 0, lo, hi, NULL, 0, 0, NULL), v;

	for (v = 0; v < f->n; v++)
		far[v] = lo[v] >= frac * d;
	free(lo);
	free(hi);
	return d;
}


/*
 * What is placed so far: each item's floor cell, its spacing, and its
 * distances to the floor cells around it, so a candidate is tested against
 * all of them in constant time per item. The exit (item 0) has them to
 * every cell (-1: out of its reach); the others only as far as any
 * spacing reaches (INT32_MAX beyond).
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
};

static inline void
place(struct placed *p, uint32_t k, int32_t type, int spacing)
{
	struct item *it = VEC_PUSH(p->v, p->n, p->cap);

	it->at = k;
	it->type = type;
	it->spacing = spacing;
	p->dist = mem_grow(p->dist, &p->capdist, p->n, p->f->n *
	    sizeof(*p->dist));
	if (p->n == 1)
		dungeon_floor_bfs(p->f, k, p->dist, p->queue);
	else
		dungeon_floor_near(p->f, k, p->reach, p->dist + (p->n - 1) *
		    p->f->n, p->queue);
	p->used[k] = 1;
}

static inline const int32_t *
dist_of(const struct placed *p, size_t i)
{
	return p->dist + i * p->f->n;
}

/*
 * pick: a floor cell drawn uniformly among those ok() accepts, or
 * DUNGEON_NONE when there is none.
 */
static inline uint32_t
pick(const struct placed *p, struct rng *rng,
    int (*ok)(const struct placed *, uint32_t, const void *),
    const void *ctx)
{
	uint32_t k, count = 0, want;

	for (k = 0; k < p->f->n; k++)
		count += !p->used[k] && ok(p, k, ctx);
	if (count == 0)
		return DUNGEON_NONE;
	want = rng_below(rng, count);
	for (k = 0; k < p->f->n; k++)
		if (!p->used[k] && ok(p, k, ctx) && want-- == 0)
			break;
	return k;
}

/* The tests a cell must pass for each thing placed. */
static inline int
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

static inline int
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
};

/*
 * fair_ok: the first feature of a type goes where it brings the starts'
 * totals (the path to the exit and to the nearest feature of each type
 * so far) within half the rules' spread of each other; later ones where
 * they are no nearer to any start than its nearest of the type, so each
 * start's nearest stays the one chosen.
 */
static inline int
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

static inline int
feature_ok(const struct placed *p, uint32_t k, const void *ctx)
{
	const struct feature_rule *fr = ctx;
	int32_t d;
	size_t i;

	/* Out of the exit's reach means out of every start's. */
	if (fr->cut[k] || dist_of(p, 0)[k] < 0)
		return 0;
	if (fr->fair && !fair_ok(fr, p->f->n, k))
		return 0;
	for (i = 0; i < p->n; i++) {
		d = dist_of(p, i)[k];
		if (d < fr->spacing || d < p->v[i].spacing)
			return 0;
	}
	return 1;
}

static inline void
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
static inline int
place_features(const struct board *b, const struct rules_dungeon *g,
    struct placed *p, struct feature_rule *fr, int try, int last,
    struct diag *d)
{
	struct rng rng;
	uint32_t k;
	size_t t;
	int i, want, s;

	for (s = 0; s < fr->nstart; s++)
		fr->total[s] = fr->sd[(size_t)s * p->f->n + p->v[0].at];
	for (t = 0; t < g->nfeature; t++) {
		const struct rules_feature *ft = &g->feature[t];

		rng_stream(&rng, b->seed, b->attempt, "dungeon.feature",
		    t + (uint64_t)try * g->nfeature);
		want = rng_int(&rng, ft->min, ft->max);
		fr->spacing = ft->spacing;
		for (s = 0; s < fr->nstart; s++)
			fr->near[s] = -1;
		for (i = 0; i < want; i++) {
			fr->fair = fr->nstart > 1;
			k = pick(p, &rng, feature_ok, fr);
			/* No fair cell: any will do; validate judges. */
			if (k == DUNGEON_NONE && fr->fair) {
				fr->fair = 0;
				k = pick(p, &rng, feature_ok, fr);
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
		if (i < ft->min) {
			if (last)
				diag_add(d, DIAG_INVALID, NULL, 0, b->id,
				    "completeness.features", "attempt %u: room "
				    "for %d of at least %d %s", b->attempt, i,
				    ft->min, ft->name);
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
static inline double
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
 * to the nearest of each type, fair_ok, which brings the tours near). Returns 0, or -1 with a message in d.
 */
static inline int
place_fairly(const struct board *b, const struct rules_dungeon *g,
    struct placed *p, struct feature_rule *fr, int nstart, struct diag *d)
{
	size_t base = (size_t)nstart + 1, i;
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
		for (i = p->n; i > base; i--)
			p->used[p->v[i - 1].at] = 0;
		p->n = base;
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

/*
 * draw_starts: up to nstart starts for the exit placed (item 0), each
 * drawn from rng among the cells sr allows. Returns how many fit.
 */
static inline int
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
static inline int
exit_and_starts(const struct board *b, const struct rules_dungeon *g,
    struct placed *p, const uint8_t *far, uint32_t diam, int nstart,
    struct diag *d)
{
	struct rng rng, ex;
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
		while (p->n > 0)
			p->used[p->v[--p->n].at] = 0;
		place(p, pick(p, &ex, exit_ok, far), BOARD_FEATURE_EXIT, 0);
		i = draw_starts(p, &rng, g, diam, nstart);
	}
	return 0;
}

/* placed_init: nothing placed on floor f yet; reach: g's widest spacing. */
static inline void
placed_init(struct placed *p, const struct dungeon_floor *f,
    const struct rules_dungeon *g)
{
	size_t t;

	memset(p, 0, sizeof(*p));
	p->f = f;
	p->queue = mem_alloc(f->n * sizeof(*p->queue));
	p->used = mem_calloc(f->n, 1);
	p->reach = (uint32_t)g->start_spacing;
	for (t = 0; t < g->nfeature; t++)
		if ((uint32_t)g->feature[t].spacing > p->reach)
			p->reach = (uint32_t)g->feature[t].spacing;
}

static inline void
placed_fini(struct placed *p)
{
	MEM_FREE(p->v, p->dist, p->queue, p->used);
}

/*
 * add_all: b's features: starts first, then the exit and the features.
 * The starts are drawn one after another, each within the spread of
 * those before, and the features fitted to them in that order; so that
 * no seat inherits a place in that order, they are written (and become
 * the seats) in an order of their own stream, a seeded shuffle.
 */
static inline void
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

static inline int
ref_dungeon_content(struct board *b, const struct rules *r, struct diag *d)
{
	const struct rules_dungeon *g = dungeon_rules(r);
	struct dungeon_floor f;
	struct placed p;
	struct feature_rule fr;
	uint32_t *starts, diam;
	uint8_t *cut, *far;
	int nstart = g->starts[b->players < RULES_PMAX ? b->players : 0];
	int rc = -1;
	size_t t;

	dungeon_part(b)->nfeature = 0;
	dungeon_floor_init(&f, b->terrain, b->cols, b->rows);
	if (f.n == 0) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL,
		    "the dungeon has no floor");
		dungeon_floor_fini(&f);
		return -1;
	}
	placed_init(&p, &f, g);
	far = mem_alloc(f.n);
	cut = mem_alloc(f.n);
	starts = mem_alloc((size_t)nstart * sizeof(*starts));
	diam = ref_floor_far(&f, g->exit_distance, far);
	if (exit_and_starts(b, g, &p, far, diam, nstart, d) < 0)
		goto out;
	/* A feature may not sit where every way from a start to the exit
	 * passes. */
	for (t = 1; t < p.n; t++)
		starts[t - 1] = p.v[t].at;
	dungeon_floor_cuts(&f, p.v[0].at, starts, p.n - 1, cut);
	fr.cut = cut;
	if (place_fairly(b, g, &p, &fr, nstart, d) < 0)
		goto out;
	add_all(b, &f, &p, nstart);
	rc = 0;
out:
	placed_fini(&p);
	MEM_FREE(starts, far, cut);
	dungeon_floor_fini(&f);
	return rc;
}

#endif
