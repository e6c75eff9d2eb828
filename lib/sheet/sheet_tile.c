/* sheet_tile.c: one board over several sheets: print-and-play tiles
 * (crosses, a measuring bar, cut lines) and the transport 2 x 2 split,
 * drawn where sheet_plan.c cut them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/mark.h"
#include "core/geom.h"
#include "core/mem.h"
#include "sheet/sheet_int.h"

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
	static const char how[] = "Print at 100 % (no \"fit to page\"): "
	    "this bar must measure 100 mm. Lay each page over those to its "
	    "left and above it, cut first along a white-edged line if any.";
	double x0 = 0.12 * len, w = fmax(pdf_text_width(p, 6, label),
	    pdf_text_width(p, 6, how));
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
	pdf_text(p, x0, 6.4, 6, PDF_LEFT, how);
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
	double ax, ay;     /* the art's top-left corner on the sheet, mm */
	int under[4];      /* whether the neighbour to the left, right, top,
	                    * bottom lies over this sheet, as ti, tj */
};

/* bar_in: the bar and label in band k of tile tl (left, right, top,
 * bottom), along it. */
static void
bar_in(struct pdf *p, const struct tile *tl, double o, int k,
    const char *label)
{
	pdf_save(p);
	if (k == 3)
		pdf_transform(p, 0, tl->th - o, 0, 1);
	else if (k == 1) /* along the right band, reading upwards */
		pdf_transform(p, tl->tw - o, tl->th, -GEOM_PI / 2, 1);
	else if (k == 0)
		pdf_transform(p, 0, tl->th, -GEOM_PI / 2, 1);
	bar_and_label(p, k < 2 ? tl->th : tl->tw, label);
	pdf_restore(p);
}

/*
 * hides: does band k of tile tl lie hidden once the sheets are laid
 * together? On a front, where a neighbour lies over it (tl->under); a
 * back, turned over with the board, lies over the neighbours it lay
 * under, so its bands behind the front's hidden ones show (its crosses
 * stand there, behind the front's, for a duplex check), and the others
 * hide.
 */
static int
hides(const struct tile *tl, int k)
{
	return tl->f ? !tl->under[k] : tl->under[k];
}

/*
 * band: the first band of tile tl (below, above, right, left) that has a
 * neighbour (has[]) and room for the bar (150 mm), hidden once the
 * sheets are laid together when hidden is 1; -1 when none.
 */
static int
band(const struct tile *tl, const int has[4], int hidden)
{
	static const int order[4] = { 3, 2, 1, 0 };
	int k;

	for (k = 0; k < 4; k++)
		if (has[order[k]] && (!hidden || hides(tl, order[k])) &&
		    (order[k] < 2 ? tl->th : tl->tw) >= 150)
			return order[k];
	return -1;
}

/*
 * bare_paper: the bar and label on the sheet's printable paper below the
 * art of tile tl, or above it (a back turned top to bottom lies at the
 * sheet's foot), when the art leaves 13 mm there: 1, else 0.
 */
static int
bare_paper(struct pdf *p, const struct sheet_tiling *tp,
    const struct tile *tl, const char *label)
{
	/* The printable area in the art's own mm. */
	double px = tp->ax - tl->ax, py = tp->ay - tl->ay;

	if (tp->aw < 150 || (py + tp->ah - tl->th - 1 < 13 && -py < 14))
		return 0;
	pdf_save(p);
	pdf_transform(p, px, py + tp->ah - tl->th - 1 >= 13 ? tl->th + 1 : py,
	    0, 1);
	bar_and_label(p, tp->aw, label);
	pdf_restore(p);
	return 1;
}

/*
 * tile_overlays: on tile tl (art size tw x th, sheet mm, the trim's
 * origin): crosses in each overlap band that lies under a neighbour, half
 * the least overlap in from the edge, where the neighbour covers them;
 * the measuring bar and label in the first band long enough (below,
 * above, right, left) under a neighbour (hidden once the sheets are laid
 * together), else on the bare paper beside the art, else in a band the
 * sheet shows, or over the art's top-left corner.
 */
static void
tile_overlays(struct pdf *p, const struct sheet_tiling *tp,
    const struct tile *tl, const char *label)
{
	double t, tw = tl->tw, th = tl->th, o = tp->o;
	int i = tl->ti, j = tl->tj, k,
	    has[4] = { i > 0, i + 1 < tp->nx, j > 0, j + 1 < tp->ny };

	for (k = 0; k < 2; k++) {
		t = k ? 0.92 : 0.08;
		if (has[1] && tl->under[1])
			cross(p, tw - o / 2, t * th);
		if (has[0] && tl->under[0])
			cross(p, o / 2, t * th);
		if (has[3] && tl->under[3])
			cross(p, t * tw, th - o / 2);
		if (has[2] && tl->under[2])
			cross(p, t * tw, o / 2);
	}
	/* Under a neighbour first, then on the bare paper, then over art
	 * the sheet shows, where nothing else has room. */
	if ((k = band(tl, has, 1)) < 0 && bare_paper(p, tp, tl, label))
		return;
	if (k < 0)
		k = band(tl, has, 0);
	if (k >= 0)
		bar_in(p, tl, o, k, label);
	else if (tw >= 150)
		bar_in(p, tl, o, 2, label);
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
		    layout_slug(&s->o.t));
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
iswap(int *a, int *b)
{
	int t = *a;

	*a = *b;
	*b = t;
}

/* unders: which of tile tl's neighbours lie over it (tl->under): on the
 * front, the ones to the right and below (struct sheet_tiling). */
static void
unders(struct tile *tl)
{
	int k;

	for (k = 0; k < 4; k++)
		tl->under[k] = k % 2;
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
		iswap(&tl->under[0], &tl->under[1]);
	} else {
		tl->y = b->height - tl->y - tl->h;
		pg->trim_y0 = pg->bleed_y0 = pg->media_h - pg->trim_y0 -
		    tl->th;
		tl->tj = tp->ny - 1 - tl->j;
		iswap(&tl->under[2], &tl->under[3]);
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

/*
 * cut_line: path p of a join along axis on tile tl's sheet: a black line
 * on a white one, so it is not taken for the board's own lines.
 */
static void
cut_line(struct pdf *p, const struct sheet_tiling *tp, const struct tile *tl,
    const struct sheet_path *path, int axis)
{
	size_t k;
	int w;

	for (w = 0; w < 2; w++) {
		pdf_stroke_colour(p, w ? DRAW_BLACK : pdf_k(0));
		pdf_line_width(p, w ? 0.3 : 0.9);
		for (k = 0; k < path->n; k++) {
			double x = path->pt[k][axis], y = path->pt[k][!axis];

			x = (x - tl->x) * tp->scale;
			y = (y - tl->y) * tp->scale;
			if (k == 0)
				pdf_move(p, x, y);
			else
				pdf_line(p, x, y);
		}
		pdf_stroke(p);
	}
}

/*
 * cut_lines: on the front of tile tl's sheet, the cuts through free space
 * of its joins (struct sheet_tiling): along its left and top edges, where
 * it is cut, and along its right and bottom ones, where the next sheet's
 * cut edge goes.
 */
static void
cut_lines(struct pdf *p, const struct sheet_tiling *tp, const struct tile *tl)
{
	int k, a, at;

	pdf_save(p);
	pdf_clip_rect(p, 0, 0, tl->tw, tl->th);
	for (a = 0; a < 2; a++) {
		if (!tp->path[a])
			continue;
		for (k = 0; k < 2; k++) {
			at = (a ? tl->j : tl->i) - 1 + k;
			if (at >= 0 && at + 1 < (a ? tp->ny : tp->nx) &&
			    tp->path[a][at].n)
				cut_line(p, tp, tl, &tp->path[a][at], a);
		}
	}
	pdf_restore(p);
}

/* tile_marks: what a sheet carries besides the art: split, the joins,
 * crop marks and slug (and its code); else the crosses, measuring bar and
 * label. Returns 0, or -1 (message in d). */
static int
tile_marks(struct sheet *s, const struct board *b, const struct rules *r,
    const struct sheet_tiling *tp, int split, const struct tile *tl,
    struct diag *d)
{
	size_t n = (size_t)draw_faces(b);

	const struct layout_template *t = &s->o.t;
	char label[256];

	if (split) {
		split_overlays(s, b, tl->i, tl->j, tl->tw, tl->th);
		if (t->marks)
			sheet_crop_marks(s, tl->tw, tl->th, tp->bleed);
		/* Its sheets in the order tiled() draws them. */
		if (t->slug == LAYOUT_SLUG_MARGIN)
			return sheet_slug_margin(s, b, r, tl->tw, tl->th,
			    tp->bleed, ((size_t)tl->j * (size_t)tp->nx +
			    (size_t)tl->i) * n + (size_t)tl->f + 1,
			    (size_t)tp->nx * (size_t)tp->ny * n, d);
		return 0;
	}
	tile_label(label, sizeof(label), b, tp, tl);
	tile_overlays(s->pdf, tp, tl, label);
	if (!tl->f)
		cut_lines(s->pdf, tp, tl);
	return 0;
}

/*
 * back_joins: where the tiles of b's back join as they show, laid
 * together: turned over, a back lies under the sheets left of and above
 * it, so the joins that show are its fronts' right and bottom edges
 * (inside the board), mirrored as the sheet turns (flip). Boxes
 * BOARD_MARK_CUT_CLEAR wide, in the back face's mm, a new array of *n:
 * what the back's caption keeps off (draw_opts.keep_off).
 */
static struct board_mark *
back_joins(const struct board *b, const struct sheet_tiling *tp, int flip,
    size_t *n)
{
	struct board_mark *v = NULL;
	size_t cap = 0;
	double c = BOARD_MARK_CUT_CLEAR, L, e, at[4];
	int a, k;

	*n = 0;
	for (a = 0; a < 2; a++) {
		L = a ? b->height : b->width;
		for (k = 0; k < (a ? tp->ny : tp->nx); k++) {
			sheet_tile_region(tp, b->width, b->height, a ? 0 : k,
			    a ? k : 0, &at[0], &at[1], &at[2], &at[3]);
			e = at[a] + at[2 + a];
			if (e >= L - 0.05)
				continue;
			if (flip == !a)
				e = L - e;
			if (a)
				board_mark_add(&v, n, &cap, 0, e - c, b->width,
				    e + c, 0, "join", (size_t)k);
			else
				board_mark_add(&v, n, &cap, e - c, 0, e + c,
				    b->height, 0, "join", (size_t)k);
		}
	}
	return v;
}

/* tile_sheet: face tl->f of tile (tl->i, tl->j) on a page of its own,
 * drawn with options o. Returns 0, or -1 (message in d). */
static int
tile_sheet(struct sheet *s, const struct board *b, const struct rules *r,
    const struct sheet_tiling *tp, int split, struct draw_opts *o,
    struct tile *tl, struct diag *d)
{
	struct layout_page pg;
	int rc;

	sheet_tile_region(tp, b->width, b->height, tl->i, tl->j, &tl->x,
	    &tl->y, &tl->w, &tl->h);
	tl->tw = tl->w * tp->scale;
	tl->th = tl->h * tp->scale;
	unders(tl);
	tile_page(s, tp, split, tl, &pg);
	o->flip_sideways = layout_turns_sideways(&pg);
	if (tl->f)
		turn_over(b, tp, o->flip_sideways, tl, &pg);
	tl->ax = pg.trim_x0;
	tl->ay = pg.trim_y0;
	if (sheet_begin_page(s, &pg, b, d) < 0)
		return -1;
	pdf_save(s->pdf);
	pdf_clip_rect(s->pdf, -tp->bleed, -tp->bleed, tl->tw + 2 * tp->bleed,
	    tl->th + 2 * tp->bleed);
	pdf_transform(s->pdf, -tl->x * tp->scale, -tl->y * tp->scale, 0,
	    tp->scale);
	if (tl->f && !split)
		o->keep_off = back_joins(b, tp, o->flip_sideways,
		    &o->nkeep_off);
	rc = draw_face(s->pdf, b, r, o, tl->f, d);
	free((void *)o->keep_off);
	o->keep_off = NULL;
	o->nkeep_off = 0;
	if (rc < 0)
		return -1;
	pdf_restore(s->pdf);
	/* A sheet is cut from its front: a quarter of a split at its trim,
	 * a tile along its joins and the board's edges on it. */
	if (!tl->f && split)
		die_rect(&s->dl, DIE_CUT, 0, 0, tl->tw, tl->th);
	else if (!tl->f)
		die_tile(&s->dl, tp, b->width, b->height, tl->i, tl->j, tl->x,
		    tl->y, tl->w, tl->h);
	sheet_die(s, 1);
	return tile_marks(s, b, r, tp, split, tl, d);
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
 * cut, 1: y = cut) into *cut: clear of every mark by clear mm, as near
 * the middle as BOARD_MARK_SPLIT_REACH allows. Returns 0, or -1 (message
 * in d) when no such cut exists.
 */
static int
split_cut(const struct board *b, const struct board_mark *m, size_t n,
    int axis, double clear, double *cut, struct diag *d)
{
	const struct board_mark *k;
	double L = axis ? b->height : b->width, at;

	at = board_mark_free_near(m, n, axis, L / 2, L / 2 - BOARD_MARK_SPLIT_REACH * L,
	    L / 2 + BOARD_MARK_SPLIT_REACH * L, clear);
	if (at >= L / 2 - BOARD_MARK_SPLIT_REACH * L) {
		cut[0] = 0;
		cut[1] = cut[2] = at;
		cut[3] = L;
		return 0;
	}
	k = board_mark_across(m, n, axis, L / 2, clear);
	diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL, "--split: no %s cut "
	    "within %g mm of the middle clears every mark by %g mm (at the "
	    "middle, %s %zu at %s %.1f-%.1f mm)", axis ? "across" : "upright",
	    BOARD_MARK_SPLIT_REACH * L, clear, k ? k->what : "?",
	    k ? k->index : 0, axis ? "y" : "x", k ? (axis ? k->y0 : k->x0) : 0,
	    k ? (axis ? k->y1 : k->x1) : 0);
	return -1;
}

int
sheet_split(struct sheet *s, const struct board *b, const struct rules *r,
    const struct board_mark *m, size_t n, struct diag *d)
{
	struct sheet_tiling tp;
	double clear;
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
	/* Out of the next sheet's bleed too (board/mark.h), a template's
	 * wider bleed included. */
	clear = fmax(BOARD_MARK_SPLIT_CLEAR, tp.bleed / tp.scale);
	if (split_cut(b, m, n, 0, clear, tp.cut[0], d) == 0 &&
	    split_cut(b, m, n, 1, clear, tp.cut[1], d) == 0)
		rc = tiled(s, b, r, &tp, 1, d);
	sheet_tiling_fini(&tp);
	return rc;
}

int
sheet_tiles(struct sheet *s, const struct board *b, const struct rules *r,
    const struct board_mark *m, size_t n, struct diag *d)
{
	struct sheet_tiling tp;
	int k, rc;

	k = sheet_tile_plan(&tp, b->width, b->height, s->o.t.tile,
	    s->o.t.overlap, m, n);
	if (k == -1) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL, "tile: \"%s\" is "
		    "not a paper", s->o.t.tile);
		return -1;
	}
	if (k < 0) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL, "tile: a join "
		    "between %s sheets has no cut %g mm clear of every mark "
		    "within its %g mm overlap", s->o.t.tile,
		    BOARD_MARK_CUT_CLEAR, s->o.t.overlap);
		return -1;
	}
	rc = tiled(s, b, r, &tp, 0, d);
	sheet_tiling_fini(&tp);
	return rc;
}
