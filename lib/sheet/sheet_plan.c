/* sheet_plan.c: where a board tiled over sheets (or split 2 x 2) is cut:
 * each cut a path between the board's marks (board/mark.h), a sheet
 * more where a dense back leaves no join clear, and each sheet's region
 * of the board (sheet_int.h's sheet_tile_plan, sheet_tile_region). The
 * sheets themselves are drawn in sheet_tile.c. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/mark.h"
#include "core/geom.h"
#include "core/mem.h"
#include "sheet/sheet_int.h"

/* path_start: where the sheet cut along path p starts: at most at s,
 * before every point of p. */
static double
path_start(const struct sheet_path *p, double s)
{
	size_t k;

	for (k = 0; k < p->n; k++)
		s = fmin(s, p->pt[k][0]);
	return s;
}

/* The marks a tiling cuts between: the front's, and the back's as they
 * lie behind it (board_mark.face). */
struct faces {
	struct board_mark *f, *b;
	size_t nf, nb;
};

/*
 * back_end: where a tile from s at most c long ends: the last line clear
 * of the back's marks at most r before s + c, or s + c (counted in
 * *forced when a mark crosses it). A mark longer than c / 2 (an
 * expedition board's back caption) is left out: the drawing moves it off
 * the joins (draw_opts.keep_off).
 */
static double
back_end(const struct faces *m, int axis, double s, double c, double r,
    int *forced)
{
	struct board_mark *v = mem_calloc(m->nb + 1, sizeof(*v));
	size_t k, n = 0;
	double e;

	for (k = 0; k < m->nb; k++)
		if ((axis ? m->b[k].y1 - m->b[k].y0 : m->b[k].x1 - m->b[k].x0) <=
		    c / 2)
			v[n++] = m->b[k];
	e = board_mark_free_below(v, n, axis, s + c, s + c - r,
	    BOARD_MARK_CUT_CLEAR);
	if (e < s + c - r) {
		e = s + c;
		*forced += board_mark_across(v, n, axis, e,
		    BOARD_MARK_CUT_CLEAR) != NULL;
	} else
		e = floor(e * 10 + 1e-6) / 10;
	free(v);
	return e;
}

/*
 * cut_path: a path through free space ending at e (sheet_cut_path) into
 * p, at most back to lo: first within two overlaps o (most are, on a
 * quarter of the grid), then o + r, then (r > 0) 2 r back, which a dense
 * nine-player board may need. Returns 0, or -1 when there is none.
 */
static int
cut_path(const struct faces *m, int axis, double lo, double e, double o,
    double r, double len, struct sheet_path *p)
{
	double back[3] = { 2 * o, o + r, 2 * r };
	int k;

	for (k = 0; k < 3; k++)
		if ((k == 0 || back[k] > back[k - 1]) &&
		    sheet_cut_path(m->f, m->nf, axis, fmax(lo, e - back[k]), e,
		    len, p) == 0)
			return 0;
	return -1;
}

/*
 * tile_cuts: where each tile along an axis of length L (the board len mm
 * across it) starts and ends (at[2 i], at[2 i + 1]): each at most c long,
 * each lying over the one before (see struct sheet_tiling) by o or more.
 * On the front only its start shows: the last line clear of the front's
 * marks at most an overlap before the one before ends, and at most r
 * further back; else a cut through free space (cut_path) into path[i],
 * the next tile starting at the even start or before the path's first
 * point. Turned over, the one before lies over it: a back's marks keep
 * clear of its end (the last clear line at most 2 r before the even
 * end; *forced counts the back's joins that cross a mark). With nothing
 * in the way the tiles are even. Returns how many tiles (at most max), or
 * -1 when a join has no cut.
 */
static int
tile_cuts(const struct faces *m, int axis, double L, double len, double c,
    double o, double r, double *at, struct sheet_path *path, int max,
    int *forced)
{
	double s = 0, e, lo, next;
	int i;

	for (i = 0; i < max; i++) {
		at[2 * i] = s;
		if (s + c >= L) {
			at[2 * i + 1] = L;
			return i + 1;
		}
		e = at[2 * i + 1] = back_end(m, axis, s, c, 2 * r, forced);
		lo = fmax(s + o, e - o - r);
		next = board_mark_free_below(m->f, m->nf, axis, e - o, lo,
		    BOARD_MARK_CUT_CLEAR);
		if (next < lo) {
			if (cut_path(m, axis, s + o, e, o, r, len, &path[i]) < 0)
				return -1;
			next = path_start(&path[i], e - o);
		}
		/* On tenths of a millimetre, as the sheets' labels say. */
		s = floor(next * 10 + 1e-6) / 10;
	}
	return -1;
}

/* paths_fini: free the n paths of p. */
static void
paths_fini(struct sheet_path *p, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++) {
		free(p[k].pt);
		p[k].pt = NULL;
		p[k].n = 0;
	}
}

/*
 * plan_cuts: c's cuts along both axes for a w x h board (tile_cuts): the
 * straight cuts may go a quarter sheet back, then an eighth, then none,
 * the first that takes no more tiles than even ones (the overlap's room
 * is the tiles' slack) and cuts no mark of the back; else one more tile,
 * its cuts going up to half a sheet back, where that cuts none (a dense
 * expedition board's back leaves no clear line near the even joins);
 * else the first with no more tiles. The sheet count, or -1 when a join
 * has no cut.
 */
static const double plan_reach[2][3] = { { 0.25, 0.125, 0 },
	{ 0.5, 0.25, 0.125 } };

/* plan_axis: tile_cuts along axis a with reach plan_reach[more][r], into
 * c; *forced. */
static int
plan_axis(struct sheet_tiling *c, double w, double h, const struct faces *m,
    int a, int more, size_t r, int max, int *forced)
{
	double t = a ? c->ah : c->aw;

	*forced = 0;
	paths_fini(c->path[a], c->npath[a]);
	return tile_cuts(m, a, a ? h : w, a ? w : h, t, c->o,
	    plan_reach[more][r] * t, c->cut[a], c->path[a], max, forced);
}

static int
plan_cuts(struct sheet_tiling *c, double w, double h,
    const struct faces *m)
{
	int max, k = -1, a, *nt, forced, more, first, done;
	size_t r;

	for (a = 0; a < 2; a++) {
		nt = a ? &c->ny : &c->nx;
		max = 2 * *nt + 2;
		c->cut[a] = mem_alloc(2 * (size_t)max * sizeof(double));
		c->path[a] = mem_calloc((size_t)max, sizeof(*c->path[a]));
		c->npath[a] = (size_t)max;
		first = -1;
		done = 0;
		for (more = 0; more < 2 && !done; more++)
			for (r = 0; r < 3 && !done; r++) {
				k = plan_axis(c, w, h, m, a, more, r, max,
				    &forced);
				if (k > 0 && k <= *nt && first < 0)
					first = (int)r;
				done = k > 0 && k <= *nt + more && !forced;
			}
		if (!done && first >= 0)
			k = plan_axis(c, w, h, m, a, 0, (size_t)first, max,
			    &forced);
		if (k < 0)
			return -1;
		*nt = k;
	}
	return c->nx * c->ny;
}

/* faces_of: m[0 .. n - 1] by face, into f (faces_fini frees). */
static void
faces_of(struct faces *f, const struct board_mark *m, size_t n)
{
	size_t k;

	f->f = mem_calloc(n + 1, sizeof(*f->f));
	f->b = mem_calloc(n + 1, sizeof(*f->b));
	f->nf = f->nb = 0;
	for (k = 0; k < n; k++) {
		if (m[k].face)
			f->b[f->nb++] = m[k];
		else
			f->f[f->nf++] = m[k];
	}
}

void
sheet_tiling_fini(struct sheet_tiling *tp)
{
	int a;

	for (a = 0; a < 2; a++) {
		if (tp->path[a])
			paths_fini(tp->path[a], tp->npath[a]);
		free(tp->path[a]);
		free(tp->cut[a]);
		tp->path[a] = NULL;
		tp->cut[a] = NULL;
	}
}

int
sheet_tile_plan(struct sheet_tiling *tp, double w, double h,
    const char *paper, double o, const struct board_mark *m, size_t nm)
{
	struct sheet_tiling best;
	struct faces f;
	double sw, sh;
	int land, nx, ny, k, n = -1;

	faces_of(&f, m, nm);
	for (land = 0; land < 2; land++) {
		struct sheet_tiling c;

		if (layout_paper(paper, land, &sw, &sh) < 0) {
			if (n > 0)
				sheet_tiling_fini(&best);
			n = -1;
			break;
		}
		memset(&c, 0, sizeof(c));
		c.scale = 1;
		c.sw = sw;
		c.sh = sh;
		/* The printable area both papers share, centred. */
		c.aw = (land ? SHEET_COMMON_H : SHEET_COMMON_W) - 2 * SHEET_DEAD;
		c.ah = (land ? SHEET_COMMON_W : SHEET_COMMON_H) - 2 * SHEET_DEAD;
		c.ax = (sw - c.aw) / 2;
		c.ay = (sh - c.ah) / 2;
		c.o = o;
		layout_tiles(w, h, c.aw + 2 * SHEET_DEAD, c.ah + 2 * SHEET_DEAD,
		    SHEET_DEAD, o, &nx, &ny);
		c.nx = nx;
		c.ny = ny;
		k = plan_cuts(&c, w, h, &f);
		if (k > 0 && (n < 0 || k < n)) {
			if (n > 0)
				sheet_tiling_fini(&best);
			n = k;
			best = c;
		} else {
			sheet_tiling_fini(&c);
		}
	}
	free(f.f);
	free(f.b);
	if (n < 0)
		return land < 2 ? -1 : -2;
	*tp = best;
	return n;
}

void
sheet_tile_region(const struct sheet_tiling *tp, double bw, double bh,
    int i, int j, double *x, double *y, double *w, double *h)
{
	double aw = tp->aw / tp->scale, ah = tp->ah / tp->scale,
	    o = tp->o / tp->scale;

	*x = i * (aw - o);
	*y = j * (ah - o);
	*w = fmin(aw, bw - *x);
	*h = fmin(ah, bh - *y);
	if (tp->cut[0]) {
		*x = tp->cut[0][2 * i];
		*w = tp->cut[0][2 * i + 1] - *x;
	}
	if (tp->cut[1]) {
		*y = tp->cut[1][2 * j];
		*h = tp->cut[1][2 * j + 1] - *y;
	}
}
