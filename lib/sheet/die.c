/* die.c: a page's die and crease lines: the paths, built per page, and
 * drawn as processing steps, a separation or a proof's visible lines;
 * a folding board's hinges dashed for a proof or a screen. */
#include "sheet/die.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "board/mark.h"
#include "core/mem.h"
#include "draw/pdf.h"
#include "sheet/sheet.h"

void
die_init(struct die *dl)
{
	memset(dl, 0, sizeof(*dl));
}

void
die_fini(struct die *dl)
{
	MEM_FREE(dl->path, dl->pt);
	die_init(dl);
}

void
die_clear(struct die *dl)
{
	dl->n = dl->npt = 0;
}

void
die_add(struct die *dl, int step, const double (*pt)[2], size_t n,
    int closed)
{
	struct die_path *p;

	if (n < 2)
		return;
	dl->path = mem_grow(dl->path, &dl->cap, dl->n + 1, sizeof(*dl->path));
	dl->pt = mem_grow(dl->pt, &dl->cappt, dl->npt + n, sizeof(*dl->pt));
	p = &dl->path[dl->n++];
	p->step = step == DIE_CREASE ? DIE_CREASE : DIE_CUT;
	p->first = dl->npt;
	p->n = n;
	p->closed = closed;
	memcpy(dl->pt + dl->npt, pt, n * sizeof(*pt));
	dl->npt += n;
}

void
die_line(struct die *dl, int step, double x0, double y0, double x1,
    double y1)
{
	const double pt[2][2] = { { x0, y0 }, { x1, y1 } };

	die_add(dl, step, pt, 2, 0);
}

void
die_rect(struct die *dl, int step, double x, double y, double w, double h)
{
	const double pt[4][2] = { { x, y }, { x + w, y }, { x + w, y + h },
		{ x, y + h } };

	die_add(dl, step, pt, 4, 1);
}

void
die_board(struct die *dl, double w, double h, int panels, double wrap)
{
	struct board_hinge hg[BOARD_HINGES];
	size_t n = board_fold_hinges(w, h, panels, hg);

	if (n == 0) {
		die_rect(dl, DIE_CUT, 0, 0, w, h);
		return;
	}
	die_rect(dl, DIE_CUT, -wrap, -wrap, w + 2 * wrap, h + 2 * wrap);
	die_rect(dl, DIE_CREASE, 0, 0, w, h);
	for (size_t i = 0; i < n; i++)
		if (hg[i].axis == 0)
			die_line(dl, DIE_CREASE, hg[i].at, -wrap, hg[i].at,
			    h + wrap);
		else
			die_line(dl, DIE_CREASE, -wrap, hg[i].at, w + wrap,
			    hg[i].at);
}

/*
 * join: the cut of tile (i, j) along its edge on axis (0: its left, the
 * join between columns i - 1 and i; 1: its top), in page mm: the path
 * sheet_tile_plan made through free space, else the straight edge.
 */
static void
join(struct die *dl, const struct sheet_tiling *tp, int axis, int k,
    double x, double y, double tw, double th)
{
	const struct sheet_path *path = tp->path[axis] ?
	    &tp->path[axis][k - 1] : NULL;
	double (*pt)[2];
	size_t m;

	if (!path || !path->n) {
		if (axis)
			die_line(dl, DIE_CUT, 0, 0, tw, 0);
		else
			die_line(dl, DIE_CUT, 0, 0, 0, th);
		return;
	}
	/* A path's points are (along the axis, across it), board mm. */
	pt = mem_alloc(path->n * sizeof(*pt));
	for (m = 0; m < path->n; m++) {
		pt[m][0] = (path->pt[m][axis] - x) * tp->scale;
		pt[m][1] = (path->pt[m][!axis] - y) * tp->scale;
	}
	die_add(dl, DIE_CUT, (const double (*)[2])pt, path->n, 0);
	free(pt);
}

void
die_tile(struct die *dl, const struct sheet_tiling *tp, double bw,
    double bh, int i, int j, double x, double y, double w, double h)
{
	double tw = w * tp->scale, th = h * tp->scale, e = 0.05;

	if (i > 0)
		join(dl, tp, 0, i, x, y, tw, th);
	if (j > 0)
		join(dl, tp, 1, j, x, y, tw, th);
	/* The board's own edges on this sheet. */
	if (x < e)
		die_line(dl, DIE_CUT, 0, 0, 0, th);
	if (y < e)
		die_line(dl, DIE_CUT, 0, 0, tw, 0);
	if (x + w > bw - e)
		die_line(dl, DIE_CUT, tw, 0, tw, th);
	if (y + h > bh - e)
		die_line(dl, DIE_CUT, 0, th, tw, th);
}

/* paths: the paths of step as one path each, stroked. */
static void
paths(struct pdf *p, const struct die *dl, int step)
{
	size_t i, k;

	for (i = 0; i < dl->n; i++) {
		const struct die_path *dp = &dl->path[i];

		if (dp->step != step)
			continue;
		for (k = 0; k < dp->n; k++) {
			const double *v = dl->pt[dp->first + k];

			if (k == 0)
				pdf_move(p, v[0], v[1]);
			else
				pdf_line(p, v[0], v[1]);
		}
		if (dp->closed)
			pdf_close(p);
	}
	pdf_stroke(p);
}

/* has: whether dl has a path of step. */
static int
has(const struct die *dl, int step)
{
	size_t i;

	for (i = 0; i < dl->n; i++)
		if (dl->path[i].step == step)
			return 1;
	return 0;
}

void
die_draw(struct pdf *p, const struct die *dl, unsigned show, double scale)
{
	static const int pdf_steps[DIE_STEPS] = { PDF_STEP_CUTTING,
		PDF_STEP_CREASING };
	int step;

	if (!show || !dl->n)
		return;
	for (step = 0; step < DIE_STEPS; step++) {
		if (!has(dl, step))
			continue;
		if (show & DIE_SHOW_STEPS)
			pdf_step_begin(p, pdf_steps[step]);
		pdf_save(p);
		/* 0.25 pt on the page, whatever the scale it is drawn at. */
		pdf_line_width(p, PDF_MIN_LINE / (scale > 0 ? scale : 1));
		/* Butt caps, mitred joins: the line ends where the cut does. */
		pdf_line_style(p, 0, 0);
		if (show & DIE_SHOW_PROOF) {
			struct pdf_cmyk c = pdf_die_colour(step == DIE_CREASE);

			c.spot = 0;
			pdf_stroke_colour(p, c);
		} else {
			pdf_stroke_colour(p, pdf_die_colour(step == DIE_CREASE));
			pdf_stroke_overprint(p);
		}
		paths(p, dl, step);
		pdf_restore(p);
		if (show & DIE_SHOW_STEPS)
			pdf_step_end(p);
	}
}

void
die_hinges(struct pdf *p, double x, double y, double w, double h,
    int panels, double lw, double dash, double gap)
{
	static const struct pdf_cmyk magenta = { 0, 1, 0, 0, 0, 0 };
	struct board_hinge hg[BOARD_HINGES];
	size_t n = board_fold_hinges(w, h, panels, hg), i;
	double len, t, x0, y0, dx, dy;

	if (n == 0)
		return;
	pdf_stroke_colour(p, magenta);
	pdf_line_width(p, lw);
	for (i = 0; i < n; i++) {
		x0 = x + (hg[i].axis ? 0 : hg[i].at);
		y0 = y + (hg[i].axis ? hg[i].at : 0);
		len = hg[i].axis ? w : h;
		dx = hg[i].axis ? 1 : 0;
		dy = 1 - dx;
		for (t = 0; t < len; t += dash + gap) {
			pdf_move(p, x0 + dx * t, y0 + dy * t);
			pdf_line(p, x0 + dx * fmin(t + dash, len),
			    y0 + dy * fmin(t + dash, len));
		}
	}
	pdf_stroke(p);
}
