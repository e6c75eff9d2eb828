/* impose_fit.c: where the boards go on a press sheet: the grid, the
 * order, and the matrices of fronts and backs (see impose.h). */
#include "impose/impose.h"

#include <math.h>

/* per_axis: how many cells of size c, a gutter g apart, fit in len. */
static int
per_axis(double len, double c, double g)
{
	/* A hair's slack: a board that fits exactly fits. */
	return len + 1e-6 < c ? 0 : (int)floor((len + g + 1e-6) / (c + g));
}

int
impose_fit(struct impose_fit *f, const struct impose_opt *o, double bw,
    double bh)
{
	double x0 = o->margin * IMPOSE_MM, y0 = o->grip * IMPOSE_MM;
	double aw = (o->sheet_w - 2 * o->margin) * IMPOSE_MM;
	double top = o->turn == IMPOSE_TUMBLE ? o->grip : o->margin;
	double ah = (o->sheet_h - o->grip - top) * IMPOSE_MM;
	double g = o->gutter * IMPOSE_MM;
	int c0 = per_axis(aw, bw, g), r0 = per_axis(ah, bh, g);
	int c1 = per_axis(aw, bh, g), r1 = per_axis(ah, bw, g);

	f->gutter = g;
	/* Turned only when that holds more: the same count stays upright. */
	f->turned = c1 * r1 > c0 * r0;
	f->cols = f->turned ? c1 : c0;
	f->rows = f->turned ? r1 : r0;
	f->cw = f->turned ? bh : bw;
	f->ch = f->turned ? bw : bh;
	if (f->cols * f->rows == 0)
		return 0;
	/* The grid in the middle of what is left. */
	f->x0 = x0 + (aw - f->cols * f->cw - (f->cols - 1) * g) / 2;
	f->y0 = y0 + (ah - f->rows * f->ch - (f->rows - 1) * g) / 2;
	return f->cols * f->rows;
}

void
impose_cell(const struct impose_fit *f, int j, double *x, double *y)
{
	int r = j / f->cols, c = j % f->cols;

	*x = f->x0 + c * (f->cw + f->gutter);
	*y = f->y0 + (f->rows - 1 - r) * (f->ch + f->gutter);
}

long
impose_board(enum impose_order order, long n, int k, long s, int j)
{
	long sheets = (n + k - 1) / k, b;

	b = order == IMPOSE_STACK ? (long)j * sheets + s : s * k + j;
	return b < n ? b : -1;
}

/* impose_mul: the matrix doing p, then q. */
static struct impose_mat
impose_mul(struct impose_mat p, struct impose_mat q)
{
	struct impose_mat r;

	r.a = p.a * q.a + p.b * q.c;
	r.b = p.a * q.b + p.b * q.d;
	r.c = p.c * q.a + p.d * q.c;
	r.d = p.c * q.b + p.d * q.d;
	r.e = p.e * q.a + p.f * q.c + q.e;
	r.f = p.e * q.b + p.f * q.d + q.f;
	return r;
}

void
impose_apply(struct impose_mat m, double *x, double *y)
{
	double u = *x, v = *y;

	*x = m.a * u + m.c * v + m.e;
	*y = m.b * u + m.d * v + m.f;
}

struct impose_mat
impose_front(const struct impose_fit *f, const double bb[4], double x,
    double y)
{
	/* A quarter turn left takes (u, v) to (-v, u): the bleed box then
	 * spans [-y1, -y0] x [x0, x1]. */
	if (f->turned)
		return (struct impose_mat){ 0, 1, -1, 0, x + bb[3], y - bb[0] };
	return (struct impose_mat){ 1, 0, 0, 1, x - bb[0], y - bb[1] };
}

struct impose_mat
impose_back(struct impose_mat front, const double tb[4], int sideways,
    enum impose_turn turn, double sw, double sh)
{
	/* The back's point p lies behind the front's flip(p) on the board;
	 * on the sheet, behind F(flip(p)) is the turn's mirror of it. */
	struct impose_mat flip = sideways ?
	    (struct impose_mat){ -1, 0, 0, 1, tb[0] + tb[2], 0 } :
	    (struct impose_mat){ 1, 0, 0, -1, 0, tb[1] + tb[3] };
	struct impose_mat sheet = turn == IMPOSE_TURN ?
	    (struct impose_mat){ -1, 0, 0, 1, sw, 0 } :
	    (struct impose_mat){ 1, 0, 0, -1, 0, sh };

	return impose_mul(impose_mul(flip, front), sheet);
}
