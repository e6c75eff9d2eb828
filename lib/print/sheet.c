/* sheet.c: boards onto pages, as the page template asks. */
#include "print/sheet.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/geom.h"
#include "core/mem.h"
#include "core/outfile.h"
#include "print/pdf.h"
#include "print/pdfmerge.h"

/* The registration colour, for crop marks only (never art or text). */
static const struct pdf_cmyk registration = { 1, 1, 1, 1 };

struct sheet {
	struct sheet_opts o;
	struct pdf *pdf;          /* the batch being drawn, or NULL */
	size_t pages;             /* pages in the file being made */
	size_t page0;             /* of them, before the batch's */
	int open;                 /* a file is being made */
	size_t file;              /* numbered files finished */
	char **batches;           /* the file's batches drawn so far */
	size_t nbatches, capbatches;
	struct outfile *outs;     /* files written, not yet in place */
	size_t nouts, capouts;
	char **written;           /* numbered files put in place */
	size_t nwritten, capwritten;
	char tmpbase[PATH_MAX];   /* batches are "tmpbase.XXXXXX" */
	int ended, committed;
	/* The document keys of the file being made. */
	char title[96], first[96], last[96];
	uint64_t h[2];
	/* Proof sheets: the next cell, and the page's grid. */
	int cell, cols, rows;
	double cw, ch, cscale, pw, ph;
};

/* hash: FNV-1a over two lanes, for the trailer's /ID. */
static void
hash(struct sheet *s, const void *data, size_t n)
{
	const unsigned char *c = data;
	size_t i;

	for (i = 0; i < n; i++) {
		s->h[0] = (s->h[0] ^ c[i]) * 0x100000001b3ull;
		s->h[1] = (s->h[1] ^ c[i]) * 0x100000001b3ull ^ (s->h[1] >> 29);
	}
}

static void
hash_str(struct sheet *s, const char *t)
{
	hash(s, t, strlen(t) + 1);
}

struct sheet *
sheet_new(const struct sheet_opts *o, struct diag *d)
{
	struct sheet *s = mem_calloc(1, sizeof(*s));
	struct pdf *probe;
	struct stat st;
	const char *tmp = getenv("TMPDIR");

	s->o = *o;
	if (!s->o.batch)
		s->o.batch = SHEET_BATCH;
	/*
	 * Batches go beside the output (same file system, same free space),
	 * or to $TMPDIR when the output is stdout or a device.
	 */
	if (o->out && (lstat(o->out, &st) != 0 || S_ISREG(st.st_mode)))
		snprintf(s->tmpbase, sizeof(s->tmpbase), "%s", o->out);
	else
		snprintf(s->tmpbase, sizeof(s->tmpbase), "%s/layout-pdf",
		    tmp && *tmp ? tmp : "/tmp");
	/* Fail early and clearly when the font is not there. */
	probe = pdf_new(o->font, d);
	if (!probe) {
		free(s);
		return NULL;
	}
	pdf_free(probe);
	return s;
}

/* start_batch: a new libharu document for the next pages. */
static int
start_batch(struct sheet *s, struct diag *d)
{
	s->pdf = pdf_new(s->o.font, d);
	if (!s->pdf)
		return -1;
	pdf_set_model(s->pdf, s->o.t.colour == LAYOUT_RGB ? PDF_RGB :
	    PDF_CMYK);
	pdf_set_page0(s->pdf, s->pages);
	s->page0 = s->pages;
	return 0;
}

/* start: a new file, and its first batch. */
static int
start(struct sheet *s, struct diag *d)
{
	char buf[512];

	s->open = 1;
	s->pages = 0;
	s->first[0] = s->last[0] = '\0';
	s->h[0] = 0xcbf29ce484222325ull;
	s->h[1] = 0x84222325cbf29ce4ull;
	/* What the pages are made with belongs in the /ID too. */
	snprintf(buf, sizeof(buf), "%s|%s|%d|%.3f|%.3f|%d|%d|%d|%s|%s|%.3f|"
	    "%d|%d|%zu", s->o.t.name, s->o.t.paper, s->o.t.landscape,
	    s->o.t.bleed, s->o.t.safe, s->o.t.marks, s->o.t.slug,
	    s->o.t.colour, s->o.t.condition, s->o.t.tile, s->o.t.overlap,
	    s->o.proof, s->o.split, s->file);
	hash_str(s, buf);
	return start_batch(s, d);
}

size_t
sheet_files(const struct sheet *s)
{
	return s->nwritten;
}

/* file_name: the n-th (from 1) numbered file of out: deck-001.pdf. */
static void
file_name(char *buf, size_t len, const char *out, size_t n)
{
	size_t k = strlen(out);

	if (k > 4 && strcasecmp(out + k - 4, ".pdf") == 0)
		k -= 4;
	snprintf(buf, len, "%.*s-%03zu.pdf", (int)k, out, n);
}

/*
 * temp_pdf: p written to a new temporary file, whose name goes in *path
 * (NULL when none was made) for the caller to remove. Returns 0, or -1
 * with a message in d.
 */
static int
temp_pdf(const struct sheet *s, struct pdf *p, char **path, struct diag *d)
{
	char name[PATH_MAX + 16];
	FILE *f = NULL;
	int fd, e;

	*path = NULL;
	snprintf(name, sizeof(name), "%s.XXXXXX", s->tmpbase);
	fd = mkstemp(name);
	if (fd < 0 || !(f = fdopen(fd, "wb"))) {
		diag_add(d, DIAG_FATAL, name, 0, NULL, NULL, "cannot create a "
		    "temporary file: %s", strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(name);
		}
		return -1;
	}
	*path = mem_strdup(name);
	if (pdf_write(p, f, d) < 0 || fclose(f) != 0) {
		e = errno;
		if (diag_status(d) == DIAG_OK)
			diag_add(d, DIAG_FATAL, name, 0, NULL, NULL,
			    "cannot write: %s", strerror(e));
		return -1;
	}
	return 0;
}

/* drop_batches: remove the file's temporary batches. */
static void
drop_batches(struct sheet *s)
{
	size_t i;

	for (i = 0; i < s->nbatches; i++) {
		if (s->batches[i])
			unlink(s->batches[i]);
		free(s->batches[i]);
	}
	s->nbatches = 0;
}

/*
 * flush_batch: the batch drawn so far out to a temporary file, so that
 * memory does not grow with the deck. The first batch of a file keeps
 * slot 0 free for the document that will carry the file's keys.
 */
static int
flush_batch(struct sheet *s, int last, struct diag *d)
{
	int rc;

	/* The file's page count is known with its last batch only. */
	if (!last)
		pdf_total_later(s->pdf);
	s->batches = mem_grow(s->batches, &s->capbatches, s->nbatches + 2,
	    sizeof(*s->batches));
	if (s->nbatches == 0)
		s->batches[s->nbatches++] = NULL;
	rc = temp_pdf(s, s->pdf, &s->batches[s->nbatches++], d);
	pdf_free(s->pdf);
	s->pdf = NULL;
	return rc;
}

/*
 * finish: write the file being made (not yet under its name, see
 * sheet_commit). A file drawn in batches is the streaming merge of a
 * document of no pages with its keys (the merge keeps the first input's
 * catalog and Info) and the batches in order.
 */
static int
finish(struct sheet *s, struct diag *d)
{
	struct pdf_meta m;
	struct outfile *of = NULL;
	char title[512], path[PATH_MAX], err[PATH_MAX + 256];
	FILE *out = stdout;
	long n;
	size_t i;
	int rc = 0;

	memset(&m, 0, sizeof(m));
	if (s->o.title)
		snprintf(title, sizeof(title), "%s", s->o.title);
	else if (!s->first[0])
		snprintf(title, sizeof(title), "%s", s->title);
	else if (strcmp(s->first, s->last) == 0)
		snprintf(title, sizeof(title), "%s: %s", s->title, s->first);
	else
		snprintf(title, sizeof(title), "%s: %s to %s", s->title,
		    s->first, s->last);
	m.title = title;
	m.date = s->o.date;
	memcpy(m.id, &s->h[0], 8);
	memcpy(m.id + 8, &s->h[1], 8);
	/*
	 * Proof sheets scale boards below the print minimums (lines, text):
	 * a contact sheet to look at, so it claims no PDF/X.
	 */
	m.pdfx = s->o.t.colour == LAYOUT_CMYK && !s->o.proof;
	m.condition = s->o.t.condition;
	m.icc = s->o.t.icc[0] ? s->o.t.icc : NULL;
	s->open = 0;
	s->cell = 0;
	/* The earlier batches learn the page count, then the last one. */
	for (i = 1; i < s->nbatches && rc == 0; i++) {
		if (pdf_patch_total(s->batches[i], s->pages) < 0) {
			diag_add(d, DIAG_FATAL, s->batches[i], 0, NULL, NULL,
			    "cannot write: %s", strerror(errno));
			rc = -1;
		}
	}
	if (rc == 0 && s->nbatches && s->pdf)
		rc = flush_batch(s, 1, d);
	if (rc == 0 && !s->pdf)
		rc = start_batch(s, d);
	if (rc == 0)
		rc = pdf_set_meta(s->pdf, &m, d);
	if (rc == 0 && s->nbatches)
		rc = temp_pdf(s, s->pdf, &s->batches[0], d);
	if (rc == 0 && s->o.out) {
		if (s->o.max_pages)
			file_name(path, sizeof(path), s->o.out, ++s->file);
		else
			snprintf(path, sizeof(path), "%s", s->o.out);
		s->outs = mem_grow(s->outs, &s->capouts, s->nouts + 1,
		    sizeof(*s->outs));
		of = &s->outs[s->nouts];
		if (outfile_open(of, path) < 0) {
			diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
			    "cannot create: %s", strerror(errno));
			of = NULL;
			rc = -1;
		} else {
			s->nouts++;
			out = of->f;
		}
	}
	if (rc == 0 && s->nbatches) {
		n = pdfmerge_run(out, s->batches, s->nbatches, err,
		    sizeof(err));
		/* A write error on stdout: cli_finish says it. */
		if (n < 0 && !(n == -2 && !of && ferror(stdout)))
			diag_add(d, DIAG_FATAL, n == -2 && of ? of->path : NULL,
			    0, NULL, NULL, n == -2 && of ? "cannot write: %s" :
			    "cannot join the batches: %s", err);
		rc = n < 0 ? -1 : 0;
	} else if (rc == 0 && pdf_write(s->pdf, out, d) < 0) {
		/* On stdout, cli_finish says it. */
		if (of && diag_status(d) == DIAG_OK)
			diag_add(d, DIAG_FATAL, of->path, 0, NULL, NULL,
			    "cannot write: %s", strerror(errno));
		rc = -1;
	}
	if (rc == 0 && of && outfile_finish(of) < 0) {
		diag_add(d, DIAG_FATAL, of->path, 0, NULL, NULL, "cannot "
		    "write: %s", strerror(errno));
		rc = -1;
	}
	pdf_free(s->pdf);
	s->pdf = NULL;
	drop_batches(s);
	return rc;
}

/*
 * room: make sure the file being made can take n more pages (a board's
 * pages stay in one file, and in one batch).
 */
static int
room(struct sheet *s, size_t n, struct diag *d)
{
	if (s->open && s->o.max_pages && s->pages > 0 &&
	    s->pages + n > s->o.max_pages && finish(s, d) < 0)
		return -1;
	if (!s->open)
		return start(s, d);
	if (s->pdf && s->pages > s->page0 && s->pages - s->page0 + n >
	    s->o.batch && flush_batch(s, 0, d) < 0)
		return -1;
	if (!s->pdf && start_batch(s, d) < 0)
		return -1;
	return 0;
}

static int
begin(struct sheet *s, const struct layout_page *pg, const struct board *b,
    struct diag *d)
{
	if (pdf_page_begin(s->pdf, pg) < 0) {
		diag_add(d, DIAG_FATAL, NULL, 0, b ? b->id : NULL, NULL,
		    "libharu could not add a page");
		return -1;
	}
	s->pages++;
	return 0;
}

/* ink: black for marks and overlays, registration for crop marks. */
static struct pdf_cmyk
mark_colour(const struct sheet *s)
{
	return s->o.t.colour == LAYOUT_RGB ? DRAW_BLACK : registration;
}

/*
 * crop_marks: at each corner of the w x h trim, two 5 mm lines along its
 * edges, starting a millimetre beyond the bleed.
 */
static void
crop_marks(struct sheet *s, double w, double h, double bleed)
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

/* slug_margin: the slug line below the bleed, clear of the marks. */
static void
slug_margin(struct sheet *s, const struct board *b, const struct rules *r,
    double h, double bleed)
{
	struct draw_opts o = { .slug_inside = 1 };

	draw_caption(s->pdf, b, r, &o, NULL, 3, h + bleed + 4.5, PDF_LEFT, 0);
}

/* opts: the drawers' options for art drawn with bleed mm of bleed. */
static struct draw_opts
opts(const struct sheet *s, double bleed)
{
	struct draw_opts o;

	memset(&o, 0, sizeof(o));
	o.bleed = bleed;
	o.icons = s->o.icons;
	o.slug_inside = s->o.t.slug == LAYOUT_SLUG_INSIDE;
	return o;
}

/* paper_page: the boxes of a w x h board on the template's paper. */
static int
paper_page(struct sheet *s, struct layout_page *pg, const struct board *b,
    double w, double h, struct diag *d)
{
	const struct layout_template *t = &s->o.t;
	double sw, sh, need = t->marks ? LAYOUT_SLUG : 0;
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

/* plain: one page per face, the board at full size. */
static int
plain(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	const struct layout_template *t = &s->o.t;
	struct draw_opts o = opts(s, t->bleed);
	struct layout_page pg;
	int f, n = draw_faces(b);

	if (paper_page(s, &pg, b, b->width, b->height, d) < 0 ||
	    room(s, (size_t)n, d) < 0)
		return -1;
	o.flip_sideways = layout_turns_sideways(&pg);
	for (f = 0; f < n; f++) {
		if (begin(s, &pg, b, d) < 0)
			return -1;
		pdf_save(s->pdf);
		pdf_clip_rect(s->pdf, -t->bleed, -t->bleed, b->width +
		    2 * t->bleed, b->height + 2 * t->bleed);
		if (draw_face(s->pdf, b, r, &o, f, d) < 0)
			return -1;
		pdf_restore(s->pdf);
		if (t->marks)
			crop_marks(s, b->width, b->height, t->bleed);
		if (t->slug == LAYOUT_SLUG_MARGIN)
			slug_margin(s, b, r, b->height, t->bleed);
	}
	return 0;
}

int
sheet_tile_plan(struct sheet_tiling *tp, double w, double h,
    const char *paper, double o)
{
	struct sheet_tiling best;
	double sw, sh;
	int land, nx, ny, n = -1;

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
		if (n < 0 || nx * ny < n) {
			n = nx * ny;
			best = c;
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

/*
 * tile_overlays: on tile (i, j) of art size tw x th (sheet mm, the trim's
 * origin): crosses in each overlap band with a neighbour, at the same
 * place on both sheets; the measuring bar and label in the first band
 * long enough, or over the art's top-left corner.
 */
static void
tile_overlays(struct pdf *p, const struct sheet_tiling *tp, int i, int j,
    double tw, double th, const char *label)
{
	double o = tp->o, t;
	int placed = 0, k;

	for (k = 0; k < 2; k++) {
		t = k ? 0.92 : 0.08;
		if (i + 1 < tp->nx)
			cross(p, tw - o / 2, t * th);
		if (i > 0)
			cross(p, o / 2, t * th);
		if (j + 1 < tp->ny)
			cross(p, t * tw, th - o / 2);
		if (j > 0)
			cross(p, t * tw, o / 2);
	}
	pdf_save(p);
	if (j + 1 < tp->ny && tw >= 150) {
		pdf_transform(p, 0, th - o, 0, 1);
		bar_and_label(p, tw, label);
		placed = 1;
	} else if (j > 0 && tw >= 150) {
		bar_and_label(p, tw, label);
		placed = 1;
	} else if (i + 1 < tp->nx && th >= 150) {
		/* Along the right band, reading upwards. */
		pdf_transform(p, tw - o, th, -GEOM_PI / 2, 1);
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
	const struct layout_template *t = &s->o.t;
	struct draw_opts o = opts(s, tp->bleed / tp->scale);
	struct layout_page pg;
	double x, y, w, h, tw, th;
	char name[24], label[256];
	int f, i, j, ti, tj, n = draw_faces(b);

	if (room(s, (size_t)(n * tp->nx * tp->ny), d) < 0)
		return -1;
	for (j = 0; j < tp->ny; j++) {
		for (i = 0; i < tp->nx; i++) {
			for (f = 0; f < n; f++) {
				sheet_tile_region(tp, b->width, b->height, i, j,
				    &x, &y, &w, &h);
				tw = w * tp->scale;
				th = h * tp->scale;
				if (split) {
					layout_page(&pg, tw, th, tp->bleed,
					    t->marks ? LAYOUT_SLUG : 0);
				} else {
					memset(&pg, 0, sizeof(pg));
					pg.media_w = tp->sw;
					pg.media_h = tp->sh;
					pg.trim_x0 = pg.bleed_x0 = tp->ax;
					pg.trim_y0 = pg.bleed_y0 = tp->ay;
					pg.trim_w = pg.bleed_w = tw;
					pg.trim_h = pg.bleed_h = th;
				}
				/*
				 * A back: the part behind the front, and the
				 * sheet's neighbours turned over with it.
				 */
				o.flip_sideways = layout_turns_sideways(&pg);
				ti = i;
				tj = j;
				if (f && o.flip_sideways) {
					x = b->width - x - w;
					pg.trim_x0 = pg.bleed_x0 = pg.media_w -
					    pg.trim_x0 - tw;
					ti = tp->nx - 1 - i;
				} else if (f) {
					y = b->height - y - h;
					pg.trim_y0 = pg.bleed_y0 = pg.media_h -
					    pg.trim_y0 - th;
					tj = tp->ny - 1 - j;
				}
				if (begin(s, &pg, b, d) < 0)
					return -1;
				pdf_save(s->pdf);
				pdf_clip_rect(s->pdf, -tp->bleed, -tp->bleed,
				    tw + 2 * tp->bleed, th + 2 * tp->bleed);
				pdf_transform(s->pdf, -x * tp->scale,
				    -y * tp->scale, 0, tp->scale);
				if (draw_face(s->pdf, b, r, &o, f, d) < 0)
					return -1;
				pdf_restore(s->pdf);
				if (split) {
					split_overlays(s, b, i, j, tw, th);
					if (t->marks)
						crop_marks(s, tw, th,
						    tp->bleed);
					if (t->slug == LAYOUT_SLUG_MARGIN)
						slug_margin(s, b, r, th,
						    tp->bleed);
					continue;
				}
				/* A back is named after the sheet it backs. */
				tile_name(name, sizeof(name), i, j);
				snprintf(label, sizeof(label), "%s  sheet %s%s "
				    "(%d of %d)  x %.1f-%.1f  y %.1f-%.1f mm "
				    "of %s%g x %g", b->id, name, f ? " back" : "",
				    j * tp->nx + i + 1, tp->nx * tp->ny,
				    x, x + w, y, y + h, f ? "the back, " : "",
				    b->width, b->height);
				tile_overlays(s->pdf, tp, ti, tj, tw, th,
				    label);
			}
		}
	}
	return 0;
}

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

/* proof: b as the next cell of a proof sheet, with its id. */
static int
proof(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	struct draw_opts o = opts(s, 0);
	struct layout_page pg;
	double x, y, bw, bh;
	char text[256];
	const char *paper = strcasecmp(s->o.t.paper, "board") ? s->o.t.paper :
	    "A4";
	int land = s->o.t.landscape != 0;

	if (s->cell == 0) {
		if (room(s, 1, d) < 0)
			return -1;
		if (layout_paper(paper, land, &s->pw, &s->ph) < 0) {
			diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
			    "paper \"%s\" is not a paper size", paper);
			return -1;
		}
		proof_grid(s, b->width, b->height);
		layout_page(&pg, s->pw, s->ph, 0, 0);
		if (begin(s, &pg, b, d) < 0)
			return -1;
		pdf_fill_colour(s->pdf, DRAW_BLACK);
		snprintf(text, sizeof(text), "Proof: %s (%s), %d boards a "
		    "sheet, from %s  page %zu/", r->title[0] ? r->title : r->id,
		    r->id, s->o.proof, b->id, s->pages);
		pdf_text(s->pdf, 10, 12, 7, PDF_LEFT, text);
		pdf_page_total(s->pdf, 10 + pdf_text_width(s->pdf, 7, text),
		    12, 7);
	}
	x = 10 + (s->cell % s->cols) * (s->cw + 5);
	y = 16 + (s->cell / s->cols) * (s->ch + 5);
	bw = b->width * s->cscale;
	bh = b->height * s->cscale;
	pdf_save(s->pdf);
	pdf_clip_rect(s->pdf, x, y, bw, bh);
	pdf_transform(s->pdf, x, y, 0, s->cscale);
	o.slug_inside = 0;
	if (draw_face(s->pdf, b, r, &o, 0, d) < 0)
		return -1;
	pdf_restore(s->pdf);
	pdf_stroke_colour(s->pdf, DRAW_BLACK);
	pdf_line_width(s->pdf, PDF_MIN_LINE);
	pdf_rect(s->pdf, x, y, bw, bh);
	pdf_stroke(s->pdf);
	pdf_fill_colour(s->pdf, DRAW_BLACK);
	snprintf(text, sizeof(text), "%s  seed %" PRIu64 "%s", b->id, b->seed,
	    b->val.present ? (b->val.pass ? "  valid" : "  INVALID") : "");
	pdf_text(s->pdf, x, y + bh + 3, 6, PDF_LEFT, text);
	if (++s->cell == s->o.proof)
		s->cell = 0;
	return 0;
}

/* map_line: where board b's pages went, (file0, pages0) before them. */
static void
map_line(const struct sheet *s, const struct board *b, size_t file0,
    size_t pages0)
{
	char path[4096];
	size_t first = s->pages;

	if (s->file != file0)
		first = 1;
	else if (s->pages > pages0)
		first = pages0 + 1;
	if (s->o.max_pages && s->o.out)
		file_name(path, sizeof(path), s->o.out, s->file + 1);
	else
		snprintf(path, sizeof(path), "%s", s->o.out ? s->o.out : "-");
	fprintf(s->o.map, "%s,%s,%zu,%zu\n", b->id, path, first, s->pages);
}

int
sheet_add(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	size_t file0 = s->file, pages0 = s->open ? s->pages : 0;
	struct sheet_tiling tp;
	char buf[320];
	int rc;

	if (s->o.proof)
		rc = proof(s, b, r, d);
	else if (s->o.split && b->kind == BOARD_TRANSPORT) {
		memset(&tp, 0, sizeof(tp));
		tp.scale = 2;
		/* Each quarter, twice the size, is a whole board's paper. */
		tp.aw = b->width;
		tp.ah = b->height;
		tp.bleed = s->o.t.bleed;
		tp.nx = tp.ny = 2;
		rc = tiled(s, b, r, &tp, 1, d);
	} else if (strcasecmp(s->o.t.tile, "none") != 0) {
		if (sheet_tile_plan(&tp, b->width, b->height, s->o.t.tile,
		    s->o.t.overlap) < 0) {
			diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
			    "tile: \"%s\" is not a paper", s->o.t.tile);
			return -1;
		}
		rc = tiled(s, b, r, &tp, 0, d);
	} else {
		rc = plain(s, b, r, d);
	}
	if (rc < 0)
		return -1;
	if (s->o.map)
		map_line(s, b, file0, pages0);
	snprintf(s->title, sizeof(s->title), "%s", r->title[0] ? r->title :
	    r->id);
	if (!s->first[0])
		snprintf(s->first, sizeof(s->first), "%s", b->id);
	snprintf(s->last, sizeof(s->last), "%s", b->id);
	snprintf(buf, sizeof(buf), "%s|%s|%" PRIu64 "|%u|%d", b->id, b->rules,
	    b->seed, b->attempt, b->val.present ? b->val.pass : -1);
	hash_str(s, buf);
	return 0;
}

int
sheet_end(struct sheet *s, struct diag *d)
{
	/* An empty deck still makes a document, with no pages. */
	if (!s->open && (s->nouts == 0 || !s->o.max_pages) &&
	    start(s, d) < 0)
		return -1;
	if (s->open && finish(s, d) < 0)
		return -1;
	s->ended = 1;
	return 0;
}

int
sheet_commit(struct sheet *s, struct diag *d)
{
	size_t i;

	for (i = 0; i < s->nouts; i++) {
		if (outfile_commit(&s->outs[i], 0) < 0) {
			diag_add(d, DIAG_FATAL, s->outs[i].path, 0, NULL, NULL,
			    "cannot write: %s", strerror(errno));
			return -1;
		}
		s->written = mem_grow(s->written, &s->capwritten,
		    s->nwritten + 1, sizeof(*s->written));
		s->written[s->nwritten++] = mem_strdup(s->outs[i].path);
	}
	s->nouts = 0;
	s->committed = 1;
	return 0;
}

void
sheet_free(struct sheet *s)
{
	size_t i;

	if (!s)
		return;
	/* Unless it all went into place, none of it stays. */
	for (i = 0; i < s->nouts; i++) {
		if (s->outs[i].f)
			fclose(s->outs[i].f);
		outfile_commit(&s->outs[i], 1);
	}
	for (i = 0; i < s->nwritten; i++) {
		if (!s->committed)
			unlink(s->written[i]);
		free(s->written[i]);
	}
	drop_batches(s);
	free(s->batches);
	free(s->outs);
	free(s->written);
	pdf_free(s->pdf);
	free(s);
}
