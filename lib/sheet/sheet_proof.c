/* sheet_proof.c: proof sheets: many boards to a page, each with its id,
 * seed and verdict. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <strings.h>

#include "sheet/sheet_int.h"

/*
 * proof_grid: the cells of a proof page for k boards of w x h: the
 * columns and rows that show them largest.
 */
static void
proof_grid(struct sheet *s, double w, double h)
{
	double aw = s->pw - 20, ah = s->ph - 20 - 6, best = 0, cw, ch, sc;
	int cols, rows, k = s->o.proof;

	for (cols = 1; cols <= k; cols++) {
		rows = (k + cols - 1) / cols;
		cw = (aw - (cols - 1) * 5) / cols;
		ch = (ah - (rows - 1) * 5) / rows - 4;
		sc = fmin(cw / w, ch / h);
		if (sc > best) {
			best = sc;
			s->cols = cols;
			s->rows = rows;
			s->cw = cw;
			s->ch = ch + 4;
		}
	}
	s->cscale = best;
}

/*
 * proof_page: a new proof page, its grid made for boards like b, with its
 * heading and page number. Returns 0, or -1 (message in d).
 */
static int
proof_page(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	struct layout_page pg;
	char text[320], n[24];
	const char *paper = strcasecmp(s->o.t.paper, "board") ? s->o.t.paper :
	    "A4";
	int land = s->o.t.landscape != 0;

	if (sheet_room(s, 1, d) < 0)
		return -1;
	if (layout_paper(paper, land, &s->pw, &s->ph) < 0) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL, "paper \"%s\" is "
		    "not a paper size", paper);
		return -1;
	}
	proof_grid(s, b->width, b->height);
	layout_page(&pg, s->pw, s->ph, 0, 0);
	if (sheet_begin_page(s, &pg, b, d) < 0)
		return -1;
	pdf_fill_colour(s->pdf, DRAW_BLACK);
	pdf_page_of(s->pdf, n, sizeof(n));
	snprintf(text, sizeof(text), "Proof: %s (%s), %d boards a sheet, from "
	    "%s  page %s", r->title[0] ? r->title : r->id, r->id, s->o.proof,
	    b->id, n);
	pdf_text(s->pdf, 10, 12, 7, PDF_LEFT, text);
	pdf_page_total(s->pdf, 10 + pdf_text_width(s->pdf, 7, text), 12, 7);
	return 0;
}

int
sheet_proof(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	struct draw_opts o = sheet_draw_opts(s, 0);
	double x, y, bw, bh;
	char text[256];

	if (s->cell == 0 && proof_page(s, b, r, d) < 0)
		return -1;
	x = 10 + (s->cell % s->cols) * (s->cw + 5);
	y = 16 + (s->cell / s->cols) * (s->ch + 5);
	bw = b->width * s->cscale;
	bh = b->height * s->cscale;
	pdf_save(s->pdf);
	pdf_clip_rect(s->pdf, x, y, bw, bh);
	pdf_transform(s->pdf, x, y, 0, s->cscale);
	o.slug_inside = o.slug_margin = 0;
	if (draw_face(s->pdf, b, r, &o, 0, d) < 0)
		return -1;
	pdf_restore(s->pdf);
	pdf_stroke_colour(s->pdf, DRAW_BLACK);
	pdf_line_width(s->pdf, PDF_MIN_LINE);
	pdf_rect(s->pdf, x, y, bw, bh);
	pdf_stroke(s->pdf);
	/* The die as the print pages cut it, shown over the outline. */
	if (s->o.t.die != LAYOUT_DIE_NONE) {
		pdf_save(s->pdf);
		pdf_transform(s->pdf, x, y, 0, s->cscale);
		die_board(&s->dl, b->width, b->height, s->o.t.panels,
		    s->o.t.bleed);
		sheet_die(s, s->cscale);
		pdf_restore(s->pdf);
	}
	/* Its hinges, dashed, so a designer sees where it folds. */
	die_hinges(s->pdf, x, y, bw, bh, s->o.t.panels, 2 * PDF_MIN_LINE, 2,
	    1.5);
	pdf_fill_colour(s->pdf, DRAW_BLACK);
	snprintf(text, sizeof(text), "%s  seed %" PRIu64 "%s", b->id, b->seed,
	    b->val.present ? (b->val.pass ? "  valid" : "  INVALID") : "");
	pdf_text(s->pdf, x, y + bh + 3, 6, PDF_LEFT, text);
	if (++s->cell == s->o.proof)
		s->cell = 0;
	return 0;
}
