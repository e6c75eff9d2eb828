/* sheet.c: boards onto pages, as the page template asks: the files and
 * their batches, the document keys, the page map, and which way each board
 * is laid out (sheet_int.h names the files of each way). */
#include "sheet/sheet.h"

#include <errno.h>
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include "board/check.h"
#include "board/font.h"
#include "board/kind.h"
#include "board/mark.h"
#include "colour/colour.h"
#include "colour/proof.h"
#include "core/mem.h"
#include "core/outfile.h"
#include "draw/pdf.h"
#include "merge/pdfmerge.h"
#include "sheet/sheet_int.h"

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

/*
 * overprints: whether 100 % K overprints: on print pages (CMYK, PDF/X) as
 * the template says; never on screen pages (RGB) or proof sheets, which
 * no press separates.
 */
static int
overprints(const struct sheet *s)
{
	return s->o.t.overprint && s->o.t.colour == LAYOUT_CMYK &&
	    !s->o.proof;
}

/* proof_open: s->proof, through the profile s->conv converts into. */
static int
proof_open(struct sheet *s, struct diag *d)
{
	unsigned char *icc;
	size_t n = 0;
	const char *path = s->o.profile ? s->o.profile : s->o.t.icc[0] ?
	    s->o.t.icc : "the default profile";

	if (s->proof)
		return 0;
	if (!s->conv) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "--soft-proof "
		    "shows a CMYK template's print pages (colour cmyk), "
		    "through its output profile");
		return -1;
	}
	if (!(icc = colour_conv_profile(s->conv, &n))) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "Little CMS "
		    "cannot hand the output profile on to the soft proof");
		return -1;
	}
	s->proof = proof_new(icc, n, path, d);
	free(icc);
	return s->proof ? 0 : -1;
}

long
sheet_gamut(struct sheet *s, const struct rules *r, struct diag *w,
    struct diag *d)
{
	struct diag why;
	char line[512];

	(void)d;
	if (!s->conv)
		return 0;
	/* A profile the print can use and the proof cannot: the print is
	 * made, and the warning says the colours went unmeasured. */
	diag_init(&why);
	if (proof_open(s, &why) < 0) {
		diag_add(w, DIAG_OK, NULL, 0, NULL, NULL, "warning: the "
		    "colours are not measured against the press: %s",
		    why.n ? diag_format(&why.v[0], line, sizeof(line)) : "");
		diag_fini(&why);
		return 0;
	}
	diag_fini(&why);
	return (long)proof_gamut(s->proof, r, s->o.t.condition, w);
}

/*
 * soft_proof: s, whose conversion makes the print pages' CMYK, made a
 * screen file that shows that CMYK as the press prints it: through the
 * same profile (the one the conversion read, whichever that is), the
 * pages DeviceRGB from here on, so no PDF/X is claimed and nothing
 * overprints. Returns 0, or -1 (message in d).
 */
static int
soft_proof(struct sheet *s, struct diag *d)
{
	if (proof_open(s, d) < 0)
		return -1;
	snprintf(s->subject, sizeof(s->subject), "Soft proof in sRGB of "
	    "the print on %.60s (through its output profile, paper white "
	    "shown): not for print", s->o.t.condition);
	s->o.t.colour = LAYOUT_RGB;
	return 0;
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
	/*
	 * Print pages convert the designer's RGB through the profile, held
	 * to the ink cap; where 100 % K overprints, the cyan, magenta and
	 * yellow left under it are held to the cap less 100 % (pdf_rgb).
	 */
	if (o->t.colour == LAYOUT_CMYK && !(s->conv = colour_conv_new(
	    o->profile ? o->profile : o->t.icc[0] ? o->t.icc : NULL,
	    o->t.ink, d))) {
		free(s);
		return NULL;
	}
	if (o->soft_proof && soft_proof(s, d) < 0) {
		colour_conv_free(s->conv);
		free(s);
		return NULL;
	}
	die_init(&s->dl);
	/* The die-line PDF: a page of lines a page, held whole (a page's
	 * content is a few paths), written beside the file at the end. */
	if (o->die_out) {
		if (!(s->die = pdf_new(o->font, d))) {
			sheet_free(s);
			return NULL;
		}
		pdf_set_deflate(s->die, o->t.deflate);
	}
	return s;
}

/* start_batch: a new libharu document for the next pages. */
static int
start_batch(struct sheet *s, struct diag *d)
{
	s->pdf = pdf_new_font(s->o.font, s->font, d);
	if (!s->pdf)
		return -1;
	pdf_set_model(s->pdf, s->o.t.colour == LAYOUT_RGB ? PDF_RGB :
	    PDF_CMYK);
	pdf_set_conv(s->pdf, s->conv);
	pdf_set_proof(s->pdf, s->o.soft_proof ? s->proof : NULL);
	pdf_set_deflate(s->pdf, s->o.t.deflate);
	pdf_set_overprint(s->pdf, overprints(s));
	pdf_set_page0(s->pdf, s->pages);
	/* A PDF/VT file's repeated art named for its readers' caches (and
	 * the merge, which keeps one copy of each). */
	pdf_set_xid(s->pdf, s->o.t.vt && s->o.t.colour == LAYOUT_CMYK &&
	    !s->o.proof);
	if (s->o.numbered)
		pdf_number_later(s->pdf);
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
	    "%d|%d|%zu|%d|%.3f", s->o.t.name, s->o.t.paper, s->o.t.landscape,
	    s->o.t.bleed, s->o.t.safe, s->o.t.marks, s->o.t.slug,
	    s->o.t.colour, s->o.t.condition, s->o.t.tile, s->o.t.overlap,
	    s->o.proof, s->o.split, s->file, s->o.t.pdfx, s->o.t.ink);
	/* (said only when on: the pages of "overprint no" are as before) */
	if (overprints(s))
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf), "|op");
	if (s->o.t.die != LAYOUT_DIE_NONE)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf),
		    "|die=%d", s->o.t.die);
	if (s->o.soft_proof)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf),
		    "|soft-proof");
	/* (a flat board's pages as before) */
	if (s->o.t.panels > 1)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf),
		    "|fold %d %.3f", s->o.t.panels, s->o.t.hinge);
	/* (said only with a code, as overprint) */
	if (s->o.t.code != LAYOUT_CODE_NONE)
		snprintf(buf + strlen(buf), sizeof(buf) - strlen(buf),
		    "|qr|%s", s->o.run ? s->o.run : "");
	hash_str(s, buf);
	return start_batch(s, d);
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
	/* The die-line PDF's pages go out with the file's, its memory
	 * bounded as theirs. */
	if (rc == 0 && s->die) {
		s->diebatches = mem_grow(s->diebatches, &s->capdiebatches,
		    s->ndiebatches + 2, sizeof(*s->diebatches));
		if (s->ndiebatches == 0)
			s->diebatches[s->ndiebatches++] = NULL;
		rc = temp_pdf(s, s->die, &s->diebatches[s->ndiebatches++], d);
		pdf_free(s->die);
		if (!(s->die = pdf_new(s->o.font, d)))
			return -1;
		pdf_set_deflate(s->die, s->o.t.deflate);
	}
	return rc;
}

/* doc_meta: the document keys of the file being made; its title in
 * title (len bytes). */
static void
doc_meta(const struct sheet *s, struct pdf_meta *m, char *title, size_t len)
{
	memset(m, 0, sizeof(*m));
	if (s->o.title)
		snprintf(title, len, "%s", s->o.title);
	else if (!s->first[0])
		snprintf(title, len, "%s", s->title);
	else if (strcmp(s->first, s->last) == 0)
		snprintf(title, len, "%s: %s", s->title, s->first);
	else
		snprintf(title, len, "%s: %s to %s", s->title, s->first,
		    s->last);
	/* A soft proof says so where a file's name is shown. */
	if (s->o.soft_proof) {
		memmove(title + 12, title, strnlen(title, len - 13) + 1);
		memcpy(title, "Soft proof: ", 12);
		title[len - 1] = '\0';
	}
	m->title = title;
	m->subject = s->subject[0] ? s->subject : NULL;
	m->date = s->o.date;
	memcpy(m->id, &s->h[0], 8);
	memcpy(m->id + 8, &s->h[1], 8);
	/*
	 * Proof sheets scale boards below the print minimums (lines, text):
	 * a contact sheet to look at, so it claims no PDF/X.
	 */
	m->pdfx = s->o.t.colour == LAYOUT_CMYK && !s->o.proof;
	m->level = s->o.t.pdfx;
	m->condition = s->o.t.condition;
	m->icc = s->o.t.icc[0] ? s->o.t.icc : NULL;
	m->icc_any = s->o.t.icc_any;
	/* (a file of no pages has no record: no tree) */
	m->vt = s->o.t.vt && m->pdfx && s->pages > 0;
}

/*
 * last_batch: the document that carries the file's keys m: the batch
 * being drawn (a file of one batch), or, for a file drawn in batches, a
 * document of no pages in slot 0, after the earlier batches learnt the
 * page count and the last one went out. Returns 0, or -1 (message in d).
 */
static int
last_batch(struct sheet *s, const struct pdf_meta *m, struct diag *d)
{
	size_t i;

	for (i = 1; i < s->nbatches; i++) {
		if (pdf_patch_total(s->batches[i], s->pages) < 0) {
			diag_add(d, DIAG_FATAL, s->batches[i], 0, NULL, NULL,
			    "cannot write: %s", strerror(errno));
			return -1;
		}
	}
	/* A PDF/VT file's tree of records is written by the merge, so its
	 * one batch goes through the merge too. */
	if ((s->nbatches || m->vt) && s->pdf && flush_batch(s, 1, d) < 0)
		return -1;
	if (!s->pdf && start_batch(s, d) < 0)
		return -1;
	if (pdf_set_meta(s->pdf, m, d) < 0)
		return -1;
	if (s->nbatches && temp_pdf(s, s->pdf, &s->batches[0], d) < 0)
		return -1;
	return 0;
}

/* open_out: the output file (numbered with max_pages), in *of. Returns
 * 0, or -1 (message in d; *of stays NULL). */
static int
open_out(struct sheet *s, struct outfile **of, struct diag *d)
{
	char path[PATH_MAX];

	if (s->o.max_pages)
		file_name(path, sizeof(path), s->o.out, ++s->file);
	else
		snprintf(path, sizeof(path), "%s", s->o.out);
	s->outs = mem_grow(s->outs, &s->capouts, s->nouts + 1,
	    sizeof(*s->outs));
	if (outfile_open(&s->outs[s->nouts], path) < 0) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "cannot create: "
		    "%s", strerror(errno));
		return -1;
	}
	*of = &s->outs[s->nouts++];
	return 0;
}

/*
 * write_out: the file to of (stdout when NULL): the merge of the batches,
 * or the one document. Returns 0, or -1 (message in d, but for a write
 * error on stdout, which cli_finish reports).
 */
static int
write_out(struct sheet *s, struct outfile *of, struct diag *d)
{
	char err[PATH_MAX + 256];
	FILE *out = of ? of->f : stdout;
	long n;

	if (s->nbatches) {
		n = pdfmerge_run(out, s->batches, s->nbatches, err,
		    sizeof(err));
		if (n < 0 && !(n == -2 && !of && ferror(stdout)))
			diag_add(d, DIAG_FATAL, n == -2 && of ? of->path : NULL,
			    0, NULL, NULL, n == -2 && of ? "cannot write: %s" :
			    "cannot join the batches: %s", err);
		if (n < 0)
			return -1;
	} else if (pdf_write(s->pdf, out, d) < 0) {
		if (of && diag_status(d) == DIAG_OK)
			diag_add(d, DIAG_FATAL, of->path, 0, NULL, NULL,
			    "cannot write: %s", strerror(errno));
		return -1;
	}
	if (of && outfile_finish(of) < 0) {
		diag_add(d, DIAG_FATAL, of->path, 0, NULL, NULL, "cannot "
		    "write: %s", strerror(errno));
		return -1;
	}
	return 0;
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
	char title[512];
	int rc;

	doc_meta(s, &m, title, sizeof(title));
	s->open = 0;
	s->cell = 0;
	rc = last_batch(s, &m, d);
	if (rc == 0 && s->o.out)
		rc = open_out(s, &of, d);
	if (rc == 0)
		rc = write_out(s, of, d);
	pdf_free(s->pdf);
	s->pdf = NULL;
	drop_batches(s);
	return rc;
}

int
sheet_room(struct sheet *s, size_t n, struct diag *d)
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

int
sheet_begin_page(struct sheet *s, const struct layout_page *pg,
    const struct board *b, struct diag *d)
{
	if (pdf_page_begin(s->pdf, pg) < 0)
		return pdf_fail(s->pdf, d, b ? b->id : NULL, "add a page");
	/* The die-line PDF has the same pages, with the same boxes. */
	if (s->die && pdf_page_begin(s->die, pg) < 0)
		return pdf_fail(s->die, d, b ? b->id : NULL, "add a die page");
	s->pages++;
	return 0;
}

void
sheet_die(struct sheet *s, double scale)
{
	static const unsigned show[] = { 0, DIE_SHOW_STEPS | DIE_SHOW_SPOT,
		DIE_SHOW_SPOT };

	/* A proof shows the lines; it separates nothing. */
	if (s->o.proof && s->o.t.die != LAYOUT_DIE_NONE)
		die_draw(s->pdf, &s->dl, DIE_SHOW_PROOF, scale);
	else if (!s->o.proof)
		die_draw(s->pdf, &s->dl, show[s->o.t.die], scale);
	if (s->die)
		die_draw(s->die, &s->dl, DIE_SHOW_SPOT, scale);
	die_clear(&s->dl);
}

/* board_first: the first page of the board just laid out, (file0,
 * pages0) before it (a proof's: the page it shares). */
static size_t
board_first(const struct sheet *s, size_t file0, size_t pages0)
{
	if (s->file != file0)
		return 1;
	return s->pages > pages0 ? pages0 + 1 : s->pages;
}

/* map_line: where board b's pages went, (file0, pages0) before them. */
static void
map_line(const struct sheet *s, const struct board *b, size_t file0,
    size_t pages0)
{
	char path[4096];
	size_t first = board_first(s, file0, pages0);
	if (s->o.max_pages && s->o.out)
		file_name(path, sizeof(path), s->o.out, s->file + 1);
	else
		snprintf(path, sizeof(path), "%s", s->o.out ? s->o.out : "-");
	fprintf(s->o.map, "%s,%s,%zu,%zu\n", b->id, path, first, s->pages);
}

/*
 * safe: every mark of b a player reads (board/mark.h) keeps the
 * template's safe margin; else one message naming the nearest to the trim
 * (DIAG_INVALID) and -1. A template's margin can be wider than the rules'
 * that validate judged: then the page is not printed.
 */
static int
safe(const struct layout_template *t, const struct board *b,
    const struct board_mark *k, size_t n, struct diag *d)
{
	double m = t->safe, worst = m, e;
	size_t i, at = 0;

	for (i = 0; i < n; i++) {
		if (!k[i].readable)
			continue;
		e = fmin(fmin(k[i].x0, k[i].y0), fmin(b->width - k[i].x1,
		    b->height - k[i].y1));
		if (e < worst - 0.05) {
			worst = e;
			at = i;
		}
	}
	if (worst < m)
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL, "its %s %zu "
		    "comes %.1f mm from the trim, inside the template's "
		    "%g mm safe margin: the page is not printed [layout.safe]",
		    k[at].what, k[at].index, worst, m);
	return worst < m ? -1 : 0;
}

/*
 * hinges: on a folding board's template (panels > 1), every mark of b a
 * player reads keeps off its hinges (board/mark.h, board_mark_on_hinge);
 * else one message naming the first (DIAG_INVALID) and -1. The rules'
 * panels, which validate judged (clarity.hinge), can differ from the
 * template's: then the page is not printed.
 */
static int
hinges(const struct layout_template *t, const struct board *b,
    const struct board_mark *k, size_t n, struct diag *d)
{
	struct board_hinge h[BOARD_HINGES];
	const struct board_mark *at;
	size_t which = 0;
	double gap = 0;

	if (t->panels < 2)
		return 0;
	board_fold_hinges(b->width, b->height, t->panels, h);
	at = board_mark_on_hinge(k, n, b->width, b->height, t->panels,
	    t->hinge, &which, &gap);
	if (at)
		diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL, "its %s %zu "
		    "comes %.1f mm from the hinge at %s = %.1f mm, within the "
		    "%.1f mm a %d-panel fold of the template keeps clear: the "
		    "page is not printed (the rules' panels and hinge make "
		    "boards that keep off them) [layout.hinge]", at->what,
		    at->index, gap, h[which].axis ? "y" : "x", h[which].at,
		    board_hinge_clear(t->hinge), t->panels);
	return at ? -1 : 0;
}

int
sheet_printable(const struct layout_template *t, const struct board *b,
    const struct rules *r, const void *plan, struct diag *d)
{
	struct board_mark *m;
	size_t n;
	int rc;

	m = board_marks(b, r, plan, &n);
	rc = safe(t, b, m, n, d) < 0 || hinges(t, b, m, n, d) < 0 ? -1 : 0;
	free(m);
	return rc;
}

/*
 * record: pages first to last, board b's, as one record of a PDF/VT
 * file (pdf.h's pdf_record). Returns 0, or -1 (message in d).
 */
static int
record(struct sheet *s, const struct board *b, const struct rules *r,
    size_t first, size_t last, struct diag *d)
{
	struct check_play cp;
	struct pdf_record rec = { b->id, b->rules, b->seed, b->attempt,
		b->val.present ? b->val.pass : -1, check_spread(b), NULL };

	if (check_play_read(b, &cp))
		rec.play = &cp;

	if (!s->pdf || last < first || pdf_record(s->pdf, first, last,
	    &rec) == 0)
		return 0;
	diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL, "libharu could not add "
	    "the board's PDF/VT record");
	return -1;
}

/*
 * lay_out: b's pages as the options say: a proof shows the board as it
 * is; else what a player reads must keep the template's safe zone (safe),
 * and a split or tiles cut between the same marks, made once for both,
 * with the kind's plan the drawing takes too (board/kind.h).
 */
static int
lay_out(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	struct board_mark *m;
	void *plan;
	size_t n;
	int rc;

	if (s->o.proof)
		return sheet_proof(s, b, r, d);
	/* The plan, the marks and the drawing: placed once. */
	s->plan = plan = board_plan(b, r);
	m = board_marks(b, r, plan, &n);
	if (safe(&s->o.t, b, m, n, d) < 0 || hinges(&s->o.t, b, m, n, d) < 0)
		rc = -1;
	else if (s->o.split && kind_of((int)b->kind)->splits)
		rc = sheet_split(s, b, r, m, n, d);
	else if (strcasecmp(s->o.t.tile, "none") != 0)
		rc = sheet_tiles(s, b, r, m, n, d);
	else
		rc = sheet_plain(s, b, r, d);
	free(m);
	s->plan = NULL;
	board_plan_free(b, plan);
	return rc;
}

int
sheet_add(struct sheet *s, const struct board *b, const struct rules *r,
    struct diag *d)
{
	size_t file0, pages0;
	char buf[320];

	/* The boards' text is in their rules' font, from the first batch. */
	if (!s->pdf && s->font != r->font) {
		font_free(s->font);
		s->font = font_ref(r->font);
	}
	/* A key page goes with the boards at full size, not on proofs. */
	if (!s->o.proof && !(s->o.split && kind_of((int)b->kind)->splits) &&
	    strcasecmp(s->o.t.tile, "none") == 0 &&
	    sheet_key_page(s, b, r, d) < 0)
		return -1;
	file0 = s->file;
	pages0 = s->open ? s->pages : 0;
	if (lay_out(s, b, r, d) < 0)
		return -1;
	/* A board's pages are in one batch (sheet_room): the one drawn. */
	if (s->o.numbered && s->pdf)
		pdf_number_board(s->pdf, board_first(s, file0, pages0),
		    s->pages);
	if (s->o.t.vt && record(s, b, r, board_first(s, file0, pages0),
	    s->pages, d) < 0)
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

/* drop_die: remove the die-line PDF's temporary batches. */
static void
drop_die(struct sheet *s)
{
	size_t i;

	for (i = 0; i < s->ndiebatches; i++) {
		if (s->diebatches[i])
			unlink(s->diebatches[i]);
		free(s->diebatches[i]);
	}
	s->ndiebatches = 0;
}

/*
 * die_write: the die-line PDF, its keys m, to s->dieof: its one document,
 * or, drawn in batches, the merge of a document of no pages with its keys
 * and the batches, as the file's. Returns 0, or -1 (message in d).
 */
static int
die_write(struct sheet *s, const struct pdf_meta *m, struct diag *d)
{
	char err[PATH_MAX + 256];
	long n;

	if (!s->ndiebatches)
		return pdf_set_meta(s->die, m, d) < 0 ||
		    pdf_write(s->die, s->dieof.f, d) < 0 ? -1 : 0;
	if (temp_pdf(s, s->die, &s->diebatches[s->ndiebatches++], d) < 0)
		return -1;
	pdf_free(s->die);
	if (!(s->die = pdf_new(s->o.font, d)) ||
	    pdf_set_meta(s->die, m, d) < 0 ||
	    temp_pdf(s, s->die, &s->diebatches[0], d) < 0)
		return -1;
	n = pdfmerge_run(s->dieof.f, s->diebatches, s->ndiebatches, err,
	    sizeof(err));
	if (n < 0)
		diag_add(d, DIAG_FATAL, s->o.die_out, 0, NULL, NULL, n == -2 ?
		    "cannot write: %s" : "cannot join the batches: %s", err);
	return n < 0 ? -1 : 0;
}

/*
 * die_file: the die-line PDF written whole, not yet under its name: its
 * keys the file's (no PDF/X: it is not printed), its title saying what it
 * is. Returns 0, or -1 (message in d).
 */
static int
die_file(struct sheet *s, struct diag *d)
{
	struct pdf_meta m;
	char title[512], t[600];
	int rc;

	doc_meta(s, &m, title, sizeof(title));
	snprintf(t, sizeof(t), "Die lines: %s", title);
	m.title = t;
	m.subject = "The cutting and creasing lines of the pages of the "
	    "file of the same boxes (ISO 19593-1 Structural: Cutting, "
	    "Creasing), in the CutContour and Crease separations";
	m.pdfx = 0;
	m.vt = 0;
	m.icc = NULL;
	if (outfile_open(&s->dieof, s->o.die_out) < 0) {
		diag_add(d, DIAG_FATAL, s->o.die_out, 0, NULL, NULL, "cannot "
		    "create: %s", strerror(errno));
		return -1;
	}
	s->dieopen = 1;
	rc = die_write(s, &m, d);
	drop_die(s);
	if (rc < 0 || outfile_finish(&s->dieof) < 0) {
		if (diag_status(d) == DIAG_OK)
			diag_add(d, DIAG_FATAL, s->o.die_out, 0, NULL, NULL,
			    "cannot write: %s", strerror(errno));
		return -1;
	}
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
	if (s->die && die_file(s, d) < 0)
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
	if (s->dieopen) {
		s->dieopen = 0;
		if (outfile_commit(&s->dieof, 0) < 0) {
			diag_add(d, DIAG_FATAL, s->o.die_out, 0, NULL, NULL,
			    "cannot write: %s", strerror(errno));
			return -1;
		}
	}
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
			outfile_finish(&s->outs[i]);
		outfile_commit(&s->outs[i], 1);
	}
	for (i = 0; i < s->nwritten; i++) {
		if (!s->committed)
			unlink(s->written[i]);
		free(s->written[i]);
	}
	if (s->dieopen) {
		if (s->dieof.f)
			outfile_finish(&s->dieof);
		outfile_commit(&s->dieof, 1);
	}
	pdf_free(s->die);
	drop_die(s);
	free(s->diebatches);
	die_fini(&s->dl);
	drop_batches(s);
	MEM_FREE(s->batches, s->outs, s->written);
	pdf_free(s->pdf);
	font_free(s->font);
	colour_conv_free(s->conv);
	proof_free(s->proof);
	free(s);
}
