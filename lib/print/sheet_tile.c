/* sheet_tile.c: one board over several sheets: print-and-play tiles
 * (crosses, a measuring bar) and the transport 2 x 2 split. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/mark.h"
#include "core/geom.h"
#include "core/mem.h"
#include "print/sheet_int.h"

/*
 * tile_cuts: where each tile along an axis of length L starts and ends
 * (at[2 i], at[2 i + 1]): each at most c long and overlapping the next by
 * o or more, each start and end clear of marks m (board_mark_free_below).
 * Each tile ends as far on as it may, and the next starts as far on as
 * that allows, so that with nothing in the way they are the even tiles,
 * and any other cuts take no more. Returns how many tiles (at most max),
 * or -1 when the cuts make no headway.
 */
static int
tile_cuts(const struct board_mark *m, size_t n, int axis, double L,
    double c, double o, double *at, int max)
{
	double s = 0, e;
	int i;

	for (i = 0; i < max; i++) {
		at[2 * i] = s;
		if (s + c >= L) {
			at[2 * i + 1] = L;
			return i + 1;
		}
		e = board_mark_free_below(m, n, axis, s + c, s + o,
		    BOARD_MARK_CUT_CLEAR);
		if (e < s + o)
			return -1;
		at[2 * i + 1] = e;
		e = board_mark_free_below(m, n, axis, e - o, s, BOARD_MARK_CUT_CLEAR);
		if (e <= s)
			return -1;
		s = e;
	}
	return -1;
}

/*
 * plan_cuts: c's cuts along both axes for a w x h board (tile_cuts); the
 * sheet count. An axis along which no cuts clear the marks (a nodes
 * board has marks across every line) keeps the even tiles (cut NULL).
 */
static int
plan_cuts(struct sheet_tiling *c, double w, double h,
    const struct board_mark *m, size_t n)
{
	int max, k, a, *nt;

	for (a = 0; a < 2; a++) {
		nt = a ? &c->ny : &c->nx;
		max = 2 * *nt + 2;
		c->cut[a] = mem_alloc(2 * (size_t)max * sizeof(double));
		k = tile_cuts(m, n, a, a ? h : w, a ? c->ah : c->aw, c->o,
		    c->cut[a], max);
		if (k > 0) {
			*nt = k;
		} else {
			free(c->cut[a]);
			c->cut[a] = NULL;
		}
	}
	return c->nx * c->ny;
}

void
sheet_tiling_fini(struct sheet_tiling *tp)
{
	free(tp->cut[0]);
	free(tp->cut[1]);
	tp->cut[0] = tp->cut[1] = NULL;
}

int
sheet_tile_plan(struct sheet_tiling *tp, double w, double h,
    const char *paper, double o, const struct board_mark *m, size_t nm)
{
	struct sheet_tiling best;
	double sw, sh;
	int land, nx, ny, k, n = -1;

	for (land = 0; land < 2; land++) {
		struct sheet_tiling c;

		if (layout_paper(paper, land, &sw, &sh) < 0)
			return -1;
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
		k = plan_cuts(&c, w, h, m, nm);
		if (n < 0 || k < n) {
			if (n > 0)
				sheet_tiling_fini(&best);
			n = k;
			best = c;
		} else {
			sheet_tiling_fini(&c);
		}
	}
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

/* tile_name: "B3": the row as a letter, the column as a number. */
static void
tile_name(char *buf, size_t n, int i, int j)
{
	if (j < 26)
		snprintf(buf, n, "%c%d", 'A' + j, i + 1);
	else
		snprintf(buf, n, "R%dC%d", j + 1, i + 1);
}

/* cross: a registration cross for lining sheets up, on a paper disc. */
static void
cross(struct pdf *p, double x, double y)
{
	pdf_fill_colour(p, pdf_k(0));
	pdf_circle(p, x, y, 3.2);
	pdf_fill(p);
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, 0.15);
	pdf_circle(p, x, y, 1.6);
	pdf_move(p, x - 3, y);
	pdf_line(p, x + 3, y);
	pdf_move(p, x, y - 3);
	pdf_line(p, x, y + 3);
	pdf_stroke(p);
}

/*
 * bar_and_label: along a band of length len from the current origin
 * (x along, y across, the band 12.7 mm or more deep): a 100 mm measuring
 * bar and the tile's label beneath it, on paper.
 */
static void
bar_and_label(struct pdf *p, double len, const char *label)
{
	double x0 = 0.12 * len, w = pdf_text_width(p, 6, label);
	int k;

	pdf_fill_colour(p, pdf_k(0));
	pdf_rect(p, x0 - 1, 0.6, fmax(104, w + 2) + 24, 11.4);
	pdf_fill(p);
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_line_width(p, 0.15);
	/* 100 mm in ten steps, every other one filled. */
	for (k = 0; k < 10; k++) {
		pdf_rect(p, x0 + 10 * k, 1.5, 10, 1.6);
		if (k % 2 == 0)
			pdf_fill_stroke(p);
		else
			pdf_stroke(p);
	}
	pdf_text(p, x0 + 101.5, 3.1, 6, PDF_LEFT, "100 mm");
	pdf_text(p, x0, 6.4, 6, PDF_LEFT, "Print at 100 % (no \"fit to page\"): "
	    "this bar must measure 100 mm.");
	pdf_text(p, x0, 9.4, 6, PDF_LEFT, label);
}

/* One sheet of a tiling: which tile and face, and what it shows. */
struct tile {
	int i, j;          /* the tile: its column and row */
	int ti, tj;        /* where the overlays' neighbours are: on a back,
	                    * the tile turned over with the sheet */
	int f;             /* the face */
	double x, y, w, h; /* the part of the board it shows, board mm */
	double tw, th;     /* that part on the sheet, sheet mm */
	double band[4];    /* the overlap with the neighbour to the left,
	                    * right, top and bottom, sheet mm, as ti, tj */
};

/*
 * tile_overlays: on tile tl (art size tw x th, sheet mm, the trim's
 * origin): crosses in the middle of each overlap band with a neighbour,
 * at the same place on both sheets; the measuring bar and label in the
 * first band long enough, or over the art's top-left corner.
 */
static void
tile_overlays(struct pdf *p, const struct sheet_tiling *tp,
    const struct tile *tl, const char *label)
{
	const double *o = tl->band;
	double t, tw = tl->tw, th = tl->th;
	int placed = 0, k, i = tl->ti, j = tl->tj;

	for (k = 0; k < 2; k++) {
		t = k ? 0.92 : 0.08;
		if (i + 1 < tp->nx)
			cross(p, tw - o[1] / 2, t * th);
		if (i > 0)
			cross(p, o[0] / 2, t * th);
		if (j + 1 < tp->ny)
			cross(p, t * tw, th - o[3] / 2);
		if (j > 0)
			cross(p, t * tw, o[2] / 2);
	}
	pdf_save(p);
	if (j + 1 < tp->ny && tw >= 150) {
		pdf_transform(p, 0, th - o[3], 0, 1);
		bar_and_label(p, tw, label);
		placed = 1;
	} else if (j > 0 && tw >= 150) {
		bar_and_label(p, tw, label);
		placed = 1;
	} else if (i + 1 < tp->nx && th >= 150) {
		/* Along the right band, reading upwards. */
		pdf_transform(p, tw - o[1], th, -GEOM_PI / 2, 1);
		bar_and_label(p, th, label);
		placed = 1;
	} else if (i > 0 && th >= 150) {
		pdf_transform(p, 0, th, -GEOM_PI / 2, 1);
		bar_and_label(p, th, label);
		placed = 1;
	}
	if (!placed && tw >= 150) {
		pdf_transform(p, 0, 0, 0, 1);
		bar_and_label(p, tw, label);
	}
	pdf_restore(p);
}

/*
 * split_overlays: on one of the 2 x 2 sheets (qx, qy) of w x h trim:
 * ticks every 20 mm along each edge that joins another sheet, a corner
 * where the four meet, and the sheet's label inside the safe margin.
 */
static void
split_overlays(struct sheet *s, const struct board *b, int qx, int qy,
    double w, double h)
{
	static const char *const names[] = { "top left", "top right",
		"bottom left", "bottom right" };
	struct pdf *p = s->pdf;
	double ex = qx ? 0 : w, ey = qy ? 0 : h, k, tw;
	char text[256];

	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, 0.15);
	for (k = 20; k < h; k += 20) {
		pdf_move(p, ex, k);
		pdf_line(p, ex + (qx ? 3 : -3), k);
	}
	for (k = 20; k < w; k += 20) {
		pdf_move(p, k, ey);
		pdf_line(p, k, ey + (qy ? 3 : -3));
	}
	pdf_stroke(p);
	pdf_line_width(p, 0.25);
	pdf_move(p, ex, ey + (qy ? 6 : -6));
	pdf_line(p, ex, ey);
	pdf_line(p, ex + (qx ? 6 : -6), ey);
	pdf_stroke(p);
	snprintf(text, sizeof(text), "%s  sheet %d of 4 (%s): the %s edge "
	    "joins sheet %d, the %s edge sheet %d", b->id, qy * 2 + qx + 1,
	    names[qy * 2 + qx], qx ? "left" : "right", qy * 2 + (1 - qx) + 1,
	    qy ? "top" : "bottom", (1 - qy) * 2 + qx + 1);
	tw = pdf_text_width(p, 6, text);
	k = qy ? h - s->o.t.safe - 1 : s->o.t.safe + 3;
	pdf_fill_colour(p, pdf_k(0));
	pdf_rect(p, w / 2 - tw / 2 - 1, k - 2.4, tw + 2, 3.2);
	pdf_fill(p);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, w / 2, k, 6, PDF_CENTER, text);
}

/* tile_page: the boxes of tile tl's sheet; split: a whole board's paper,
 * with bleed and marks; else the tiling's paper, the art at its place. */
static void
tile_page(const struct sheet *s, const struct sheet_tiling *tp, int split,
    const struct tile *tl, struct layout_page *pg)
{
	if (split) {
		layout_page(pg, tl->tw, tl->th, tp->bleed,
		    s->o.t.marks ? LAYOUT_SLUG : 0);
		return;
	}
	memset(pg, 0, sizeof(*pg));
	pg->media_w = tp->sw;
	pg->media_h = tp->sh;
	pg->trim_x0 = pg->bleed_x0 = tp->ax;
	pg->trim_y0 = pg->bleed_y0 = tp->ay;
	pg->trim_w = pg->bleed_w = tl->tw;
	pg->trim_h = pg->bleed_h = tl->th;
}

static void
swap(double *a, double *b)
{
	double t = *a;

	*a = *b;
	*b = t;
}

/* bands: tile tl's overlaps with its neighbours (tl->band), sheet mm. */
static void
bands(const struct sheet_tiling *tp, struct tile *tl)
{
	const double *cx = tp->cut[0], *cy = tp->cut[1];
	int i = tl->i, j = tl->j, k;

	for (k = 0; k < 4; k++)
		tl->band[k] = tp->o;
	if (cx && i > 0)
		tl->band[0] = (cx[2 * i - 1] - cx[2 * i]) * tp->scale;
	if (cx && i + 1 < tp->nx)
		tl->band[1] = (cx[2 * i + 1] - cx[2 * i + 2]) * tp->scale;
	if (cy && j > 0)
		tl->band[2] = (cy[2 * j - 1] - cy[2 * j]) * tp->scale;
	if (cy && j + 1 < tp->ny)
		tl->band[3] = (cy[2 * j + 1] - cy[2 * j + 2]) * tp->scale;
}

/*
 * turn_over: tile tl's sheet as a back: the part behind the front, and
 * the sheet's neighbours turned over with it (see tiled).
 */
static void
turn_over(const struct board *b, const struct sheet_tiling *tp,
    int sideways, struct tile *tl, struct layout_page *pg)
{
	if (sideways) {
		tl->x = b->width - tl->x - tl->w;
		pg->trim_x0 = pg->bleed_x0 = pg->media_w - pg->trim_x0 -
		    tl->tw;
		tl->ti = tp->nx - 1 - tl->i;
		swap(&tl->band[0], &tl->band[1]);
	} else {
		tl->y = b->height - tl->y - tl->h;
		pg->trim_y0 = pg->bleed_y0 = pg->media_h - pg->trim_y0 -
		    tl->th;
		tl->tj = tp->ny - 1 - tl->j;
		swap(&tl->band[2], &tl->band[3]);
	}
}

/* tile_label: "ID  sheet B3 (5 of 12)  x ... y ... mm of W x H": what
 * tile tl shows (a back is named after the sheet it backs). */
static void
tile_label(char *buf, size_t len, const struct board *b,
    const struct sheet_tiling *tp, const struct tile *tl)
{
	char name[24];

	tile_name(name, sizeof(name), tl->i, tl->j);
	snprintf(buf, len, "%s  sheet %s%s (%d of %d)  x %.1f-%.1f  y "
	    "%.1f-%.1f mm of %s%g x %g", b->id, name, tl->f ? " back" : "",
	    tl->j * tp->nx + tl->i + 1, tp->nx * tp->ny, tl->x, tl->x + tl->w,
	    tl->y, tl->y + tl->h, tl->f ? "the back, " : "", b->width,
	    b->height);
}

/* tile_marks: what a sheet carries besides the art: split, the joins,
 * crop marks and slug; else the crosses, measuring bar and label. */
static void
tile_marks(struct sheet *s, const struct board *b, const struct rules *r,
    const struct sheet_tiling *tp, int split, const struct tile *tl)
{
	const struct layout_template *t = &s->o.t;
	char label[256];

	if (split) {
		split_overlays(s, b, tl->i, tl->j, tl->tw, tl->th);
		if (t->marks)
			sheet_crop_marks(s, tl->tw, tl->th, tp->bleed);
		if (t->slug == LAYOUT_SLUG_MARGIN)
			sheet_slug_margin(s, b, r, tl->th, tp->bleed);
		return;
	}
	tile_label(label, sizeof(label), b, tp, tl);
	tile_overlays(s->pdf, tp, tl, label);
}

/* tile_sheet: face tl->f of tile (tl->i, tl->j) on a page of its own,
 * drawn with options o. Returns 0, or -1 (message in d). */
static int
tile_sheet(struct sheet *s, const struct board *b, const struct rules *r,
    const struct sheet_tiling *tp, int split, struct draw_opts *o,
    struct tile *tl, struct diag *d)
{
	struct layout_page pg;

	sheet_tile_region(tp, b->width, b->height, tl->i, tl->j, &tl->x,
	    &tl->y, &tl->w, &tl->h);
	tl->tw = tl->w * tp->scale;
	tl->th = tl->h * tp->scale;
	bands(tp, tl);
	tile_page(s, tp, split, tl, &pg);
	o->flip_sideways = layout_turns_sideways(&pg);
	if (tl->f)
		turn_over(b, tp, o->flip_sideways, tl, &pg);
	if (sheet_begin_page(s, &pg, b, d) < 0)
		return -1;
	pdf_save(s->pdf);
	pdf_clip_rect(s->pdf, -tp->bleed, -tp->bleed, tl->tw + 2 * tp->bleed,
	    tl->th + 2 * tp->bleed);
	pdf_transform(s->pdf, -tl->x * tp->scale, -tl->y * tp->scale, 0,
	    tp->scale);
	if (draw_face(s->pdf, b, r, o, tl->f, d) < 0)
		return -1;
	pdf_restore(s->pdf);
	tile_marks(s, b, r, tp, split, tl);
	return 0;
}

/*
 * tiled: b over tp's sheets, row by row, each sheet followed by its back
 * when b has one, as a duplex printer pairs them. split: the transport
 * 2 x 2 (sheets with the template's bleed and marks); else print-and-play
 * tiles (no bleed, crosses and a measuring bar).
 *
 * The sheet turns over on its long edge: left to right for a portrait
 * sheet, so a front point at sheet x lies behind the back's sw - x, and
 * the back face is drawn mirrored left to right about the board
 * (flip_sideways); top to bottom for a landscape one. The back of the
 * sheet showing board part [x, x + w] (art tw wide at ax on a sheet sw
 * wide) then shows the back face's [W - x - w, W - x] at sw - ax - tw,
 * behind the front's art and the right way round; likewise in y on a
 * landscape sheet.
 */
static int
tiled(struct sheet *s, const struct board *b, const struct rules *r,
    const struct sheet_tiling *tp, int split, struct diag *d)
{
	struct draw_opts o = sheet_draw_opts(s, tp->bleed / tp->scale);
	int f, i, j, n = draw_faces(b);

	if (sheet_room(s, (size_t)(n * tp->nx * tp->ny), d) < 0)
		return -1;
	for (j = 0; j < tp->ny; j++) {
		for (i = 0; i < tp->nx; i++) {
			for (f = 0; f < n; f++) {
				struct tile tl = { .i = i, .j = j, .ti = i,
				    .tj = j, .f = f };

				if (tile_sheet(s, b, r, tp, split, &o, &tl,
				    d) < 0)
					return -1;
			}
		}
	}
	return 0;
}

/*
 * split_cut: where the --split cuts board b along axis (0: the line x =
 * cut, 1: y = cut) into *cut: through no mark, as near the middle as
 * BOARD_MARK_SPLIT_REACH allows. Returns 0, or -1 (message in d) when no such cut
 * exists.
 */
static int
split_cut(const struct board *b, const struct board_mark *m, size_t n,
    int axis, double *cut, struct diag *d)
{
	const struct board_mark *k;
	double L = axis ? b->height : b->width, at;

	at = board_mark_free_near(m, n, axis, L / 2, L / 2 - BOARD_MARK_SPLIT_REACH * L,
	    L / 2 + BOARD_MARK_SPLIT_REACH * L, BOARD_MARK_CUT_CLEAR);
	if (at >= L / 2 - BOARD_MARK_SPLIT_REACH * L) {
		cut[0] = 0;
		cut[1] = cut[2] = at;
		cut[3] = L;
		return 0;
	}
	k = board_mark_across(m, n, axis, L / 2, BOARD_MARK_CUT_CLEAR);
	diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL, "--split: no %s cut "
	    "within %g mm of the middle clears every mark by %g mm (at the "
	    "middle, %s %zu at %s %.1f-%.1f mm)", axis ? "across" : "upright",
	    BOARD_MARK_SPLIT_REACH * L, BOARD_MARK_CUT_CLEAR, k ? k->what : "?",
	    k ? k->index : 0, axis ? "y" : "x", k ? (axis ? k->y0 : k->x0) : 0,
	    k ? (axis ? k->y1 : k->x1) : 0);
	return -1;
}

int
sheet_split(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	struct sheet_tiling tp;
	struct board_mark *m;
	size_t n;
	int rc = -1;

	memset(&tp, 0, sizeof(tp));
	tp.scale = 2;
	/* Each quarter, twice the size, is about a whole board's paper. */
	tp.aw = b->width;
	tp.ah = b->height;
	tp.bleed = s->o.t.bleed;
	tp.nx = tp.ny = 2;
	tp.cut[0] = mem_alloc(4 * sizeof(double));
	tp.cut[1] = mem_alloc(4 * sizeof(double));
	m = board_marks(b, r, &n);
	if (split_cut(b, m, n, 0, tp.cut[0], d) == 0 &&
	    split_cut(b, m, n, 1, tp.cut[1], d) == 0)
		rc = tiled(s, b, r, &tp, 1, d);
	free(m);
	sheet_tiling_fini(&tp);
	return rc;
}

int
sheet_tiles(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	struct sheet_tiling tp;
	struct board_mark *m;
	size_t n;
	int k, rc;

	m = board_marks(b, r, &n);
	k = sheet_tile_plan(&tp, b->width, b->height, s->o.t.tile,
	    s->o.t.overlap, m, n);
	free(m);
	if (k < 0) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL, "tile: \"%s\" is "
		    "not a paper", s->o.t.tile);
		return -1;
	}
	rc = tiled(s, b, r, &tp, 0, d);
	sheet_tiling_fini(&tp);
	return rc;
}
