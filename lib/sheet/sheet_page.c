/* sheet_page.c: a board at full size, one page per face, on the
 * template's paper; the crop marks and slug of sheets with bleed. */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/mem.h"
#include "core/qrcode.h"
#include "core/sha256.h"
#include "sheet/sheet_int.h"

/* mark_colour: the crop marks' colour: black on screen pages; on press
 * pages the All separation, so every plate (a spot's too) has them. */
static struct pdf_cmyk
mark_colour(const struct sheet *s)
{
	return s->o.t.colour == LAYOUT_RGB ? DRAW_BLACK : pdf_registration();
}

/*
 * sheet_crop_marks: at each corner of the w x h trim, two 5 mm lines along its
 * edges, starting a millimetre beyond the bleed.
 */
void
sheet_crop_marks(struct sheet *s, double w, double h, double bleed)
{
	struct pdf *p = s->pdf;
	double g = bleed + LAYOUT_MARK_GAP, l = LAYOUT_MARK_LEN;
	int cx, cy;

	pdf_stroke_colour(p, mark_colour(s));
	pdf_line_width(p, PDF_MIN_LINE);
	for (cy = 0; cy < 2; cy++) {
		for (cx = 0; cx < 2; cx++) {
			double x = cx * w, y = cy * h, sx = cx ? 1 : -1,
			    sy = cy ? 1 : -1;

			pdf_move(p, x + sx * g, y);
			pdf_line(p, x + sx * (g + l), y);
			pdf_move(p, x, y + sy * g);
			pdf_line(p, x, y + sy * (g + l));
		}
	}
	pdf_stroke(p);
}

/*
 * code_run: the code's run: o.run when given, else the first
 * SHEET_RUN_HEX hex digits of the SHA-256 of the board's rules and style
 * as the deck carries them, into buf (SHEET_RUN_MAX + 1 bytes).
 */
static void
code_run(const struct sheet *s, const struct rules *r, char *buf)
{
	struct sha256 h;
	uint8_t md[SHA256_LEN];
	char hex[SHA256_HEX];

	if (s->o.run) {
		snprintf(buf, SHEET_RUN_MAX + 1, "%s", s->o.run);
		return;
	}
	sha256_begin(&h);
	sha256_add(&h, "rules\n", 6);
	if (r->text)
		sha256_add(&h, r->text, strlen(r->text));
	sha256_add(&h, "\nstyle\n", 7);
	if (r->style)
		sha256_add(&h, r->style, strlen(r->style));
	sha256_end(&h, md, hex);
	snprintf(buf, SHEET_RUN_MAX + 1, "%.*s", SHEET_RUN_HEX, hex);
}

/*
 * slug_code: the QR code of board b's page `page` of `pages` (from 1),
 * its value as sheet.h says, drawn at the right end of the slug area
 * below the bleed of a w x h trim: 100 % K modules (which overprint)
 * as one path of rectangles, a horizontal run of dark modules each, its
 * quiet zone of 4 modules clear of the bleed, the crop marks and the
 * slug line, which ends at x_text. Returns 0, or -1 (message in d).
 */
static int
slug_code(struct sheet *s, const struct board *b, const struct rules *r,
    double w, double h, double bleed, double x_text, size_t page,
    size_t pages, struct diag *d)
{
	struct qrcode q;
	char run[SHEET_RUN_MAX + 1], value[SHEET_CODE_MAX + 1];
	double m, quiet, x0, y0;
	size_t before = d->n;
	int i, j, k;

	code_run(s, r, run);
	snprintf(value, sizeof(value), "BP1:%s:%s:%zu/%zu", b->id, run, page,
	    pages);
	if (qrcode_make(&q, value, SHEET_CODE_VERSION, d) < 0) {
		for (; before < d->n; before++) {
			free(d->v[before].board);
			d->v[before].board = mem_strdup(b->id);
		}
		return -1;
	}
	/*
	 * 0.3 mm a module, finer for the versions (6, 7) of long ids, down
	 * to 0.25 mm: the code and its quiet zone in LAYOUT_SLUG_CODE less
	 * a quarter millimetre each side, in steps of 0.005 mm.
	 */
	m = fmin(SHEET_CODE_MODULE, floor((LAYOUT_SLUG_CODE - 0.5) /
	    (q.width + 8) * 200) / 200);
	quiet = 4 * m;
	x0 = w - 1 - quiet - q.width * m;
	y0 = h + bleed + (LAYOUT_SLUG_CODE - (q.width + 8) * m) / 2 + quiet;
	if (x0 - quiet < x_text + 1) {
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL, "code qr: a "
		    "%g mm wide board has no room for the slug line (%.1f "
		    "mm) and its %.1f mm code beside it", w, x_text - 3,
		    (q.width + 8) * m);
		qrcode_fini(&q);
		return -1;
	}
	/*
	 * In modules, from the code's corner: the rectangles' numbers are
	 * small integers, half the bytes of millimetres to three decimals.
	 */
	pdf_save(s->pdf);
	pdf_transform(s->pdf, x0, y0, 0, m);
	pdf_fill_colour(s->pdf, DRAW_BLACK);
	for (j = 0; j < q.width; j++) {
		for (i = 0; i < q.width; i = k) {
			for (k = i; k < q.width && q.dark[j * q.width + k];
			    k++)
				;
			if (k > i)
				pdf_rect(s->pdf, i, j, k - i, 1);
			else
				k++;
		}
	}
	pdf_fill(s->pdf);
	pdf_restore(s->pdf);
	qrcode_fini(&q);
	return 0;
}

int
sheet_slug_margin(struct sheet *s, const struct board *b,
    const struct rules *r, double w, double h, double bleed, size_t page,
    size_t pages, struct diag *d)
{
	struct draw_opts o = { .slug_inside = 1 };
	double tw;

	tw = draw_caption(s->pdf, b, r, &o, NULL, 3, h + bleed + 4.5,
	    PDF_LEFT, 0);
	if (s->o.t.code == LAYOUT_CODE_QR)
		return slug_code(s, b, r, w, h, bleed, 3 + tw, page, pages,
		    d);
	return 0;
}

/* sheet_draw_opts: the drawers' options for art drawn with bleed mm of
 * bleed. */
struct draw_opts
sheet_draw_opts(const struct sheet *s, double bleed)
{
	struct draw_opts o;

	memset(&o, 0, sizeof(o));
	o.bleed = bleed;
	o.icons = s->o.icons;
	o.pictures = s->o.pictures;
	o.slug_inside = s->o.t.slug == LAYOUT_SLUG_INSIDE;
	o.slug_margin = s->o.t.slug == LAYOUT_SLUG_MARGIN;
	o.plan = s->plan;
	return o;
}

/* paper_page: the boxes of a w x h board on the template's paper. */
static int
paper_page(struct sheet *s, struct layout_page *pg, const struct board *b,
    double w, double h, struct diag *d)
{
	const struct layout_template *t = &s->o.t;
	double sw, sh, need = layout_slug(t);
	int land = t->landscape < 0 ? w > h : t->landscape;

	if (strcasecmp(t->paper, "board") == 0) {
		layout_page(pg, w, h, t->bleed, need);
		return 0;
	}
	if (layout_paper(t->paper, land, &sw, &sh) < 0) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL, "paper \"%s\" "
		    "is not a paper size", t->paper);
		return -1;
	}
	if (w + 2 * (t->bleed + need) > sw + 1e-9 ||
	    h + 2 * (t->bleed + need) > sh + 1e-9) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL, "a %g x %g mm "
		    "board with %g mm bleed%s does not fit on %s paper (%g x "
		    "%g mm): use --paper board, a larger paper or --tile",
		    w, h, t->bleed, t->marks ? " and marks" : "", t->paper,
		    sw, sh);
		return -1;
	}
	/* The board in the middle of the sheet. */
	memset(pg, 0, sizeof(*pg));
	pg->media_w = sw;
	pg->media_h = sh;
	pg->bleed = t->bleed;
	pg->slug = need;
	pg->trim_w = w;
	pg->trim_h = h;
	pg->trim_x0 = (sw - w) / 2;
	pg->trim_y0 = (sh - h) / 2;
	pg->bleed_x0 = pg->trim_x0 - t->bleed;
	pg->bleed_y0 = pg->trim_y0 - t->bleed;
	pg->bleed_w = w + 2 * t->bleed;
	pg->bleed_h = h + 2 * t->bleed;
	return 0;
}

/*
 * plain_page: a page of boxes pg with face f of b (f < 0: the key page of
 * its rules) on it, clipped to the bleed, then the template's crop marks
 * and, for a face, the slug in the margin.
 */
static int
plain_page(struct sheet *s, const struct layout_page *pg,
    const struct board *b, const struct rules *r, const struct draw_opts *o,
    int f, struct diag *d)
{
	const struct layout_template *t = &s->o.t;

	if (sheet_begin_page(s, pg, b, d) < 0)
		return -1;
	pdf_save(s->pdf);
	pdf_clip_rect(s->pdf, -t->bleed, -t->bleed, b->width + 2 * t->bleed,
	    b->height + 2 * t->bleed);
	if ((f < 0 ? draw_key_page(s->pdf, b, r, o, d) :
	    draw_face(s->pdf, b, r, o, f, d)) < 0)
		return -1;
	pdf_restore(s->pdf);
	/* A board is cut once, from its front. */
	if (f == 0) {
		die_board(&s->dl, b->width, b->height, t->panels, t->bleed);
		sheet_die(s, 1);
	}
	if (t->marks)
		sheet_crop_marks(s, b->width, b->height, t->bleed);
	if (f >= 0 && t->slug == LAYOUT_SLUG_MARGIN)
		return sheet_slug_margin(s, b, r, b->width, b->height,
		    t->bleed, (size_t)f + 1, (size_t)draw_faces(b), d);
	return 0;
}

int
sheet_key_page(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	struct draw_opts o = sheet_draw_opts(s, s->o.t.bleed);
	struct layout_page pg;
	char id[sizeof(s->key)];
	int backs = draw_faces(b) > 1;

	if (draw_key_page(NULL, b, r, &o, d) <= 0)
		return 0;
	snprintf(id, sizeof(id), "%s|%s", b->rules, b->expansions);
	if (strcmp(id, s->key) == 0)
		return 0;
	if (paper_page(s, &pg, b, b->width, b->height, d) < 0 ||
	    sheet_room(s, (size_t)(1 + backs + draw_faces(b)), d) < 0 ||
	    plain_page(s, &pg, b, r, &o, -1, d) < 0)
		return -1;
	memcpy(s->key, id, sizeof(id));
	return backs ? sheet_begin_page(s, &pg, b, d) : 0;
}

/* sheet_plain: one page per face, the board at full size. */
int
sheet_plain(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	struct draw_opts o = sheet_draw_opts(s, s->o.t.bleed);
	struct layout_page pg;
	int f, n = draw_faces(b);

	if (paper_page(s, &pg, b, b->width, b->height, d) < 0 ||
	    sheet_room(s, (size_t)n, d) < 0)
		return -1;
	o.flip_sideways = layout_turns_sideways(&pg);
	for (f = 0; f < n; f++)
		if (plain_page(s, &pg, b, r, &o, f, d) < 0)
			return -1;
	return 0;
}
