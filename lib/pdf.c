/* pdf.c: libharu behind a small drawing interface in millimetres. */
#include "pdf.h"

#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <hpdf.h>
#include <hpdf_doc.h>
#include <hpdf_objects.h>

#include "geom.h"
#include "mem.h"

#define PT_PER_MM (72.0 / 25.4)

struct pdf {
	HPDF_Doc doc;
	HPDF_Font font;
	HPDF_Page page;
	size_t pages;
	HPDF_STATUS error;
	HPDF_STATUS detail;
};

struct pdf_cmyk
pdf_rgb(unsigned rgb)
{
	double r = ((rgb >> 16) & 255) / 255.0, g = ((rgb >> 8) & 255) / 255.0;
	double b = (rgb & 255) / 255.0, k = 1 - fmax(r, fmax(g, b));
	struct pdf_cmyk c = { 0, 0, 0, k };

	if (k < 1) {
		c.c = (1 - r - k) / (1 - k);
		c.m = (1 - g - k) / (1 - k);
		c.y = (1 - b - k) / (1 - k);
	}
	return c;
}

static void
on_error(HPDF_STATUS e, HPDF_STATUS d, void *ctx)
{
	struct pdf *p = ctx;

	/* Keep the first error; pdf_write reports it. */
	if (!p->error) {
		p->error = e;
		p->detail = d;
	}
}

struct pdf *
pdf_new(const char *fontpath, struct diag *d)
{
	struct pdf *p = mem_calloc(1, sizeof(*p));
	const char *name;

	p->doc = HPDF_New(on_error, p);
	if (!p->doc) {
		fputs("boardpress: out of memory\n", stderr);
		exit(2);
	}
	HPDF_SetCompressionMode(p->doc, HPDF_COMP_ALL);
	name = HPDF_LoadTTFontFromFile(p->doc, fontpath, HPDF_TRUE);
	if (name)
		p->font = HPDF_GetFont(p->doc, name, "CP1252");
	if (!name || !p->font || p->error) {
		diag_add(d, DIAG_FATAL, fontpath, 0, NULL, NULL,
		    "cannot load the TrueType font (libharu error 0x%04X)",
		    (unsigned)p->error);
		pdf_free(p);
		return NULL;
	}
	return p;
}

void
pdf_free(struct pdf *p)
{
	if (!p)
		return;
	if (p->doc)
		HPDF_Free(p->doc);
	free(p);
}

size_t
pdf_pages(const struct pdf *p)
{
	return p->pages;
}

static void
set_box(struct pdf *p, const char *key, const struct layout_page *pg,
    double x0, double y0, double w, double h)
{
	HPDF_Box box;
	HPDF_Array a;

	/* PDF boxes are in points from the media's bottom-left corner. */
	box.left = (HPDF_REAL)(x0 * PT_PER_MM);
	box.bottom = (HPDF_REAL)((pg->media_h - y0 - h) * PT_PER_MM);
	box.right = (HPDF_REAL)((x0 + w) * PT_PER_MM);
	box.top = (HPDF_REAL)((pg->media_h - y0) * PT_PER_MM);
	a = HPDF_Box_Array_New(p->doc->mmgr, box);
	if (a)
		HPDF_Dict_Add(p->page, key, a);
}

int
pdf_page_begin(struct pdf *p, const struct layout_page *pg)
{
	p->page = HPDF_AddPage(p->doc);
	if (!p->page)
		return -1;
	p->pages++;
	HPDF_Page_SetWidth(p->page, (HPDF_REAL)(pg->media_w * PT_PER_MM));
	HPDF_Page_SetHeight(p->page, (HPDF_REAL)(pg->media_h * PT_PER_MM));
	set_box(p, "BleedBox", pg, pg->bleed_x0, pg->bleed_y0, pg->bleed_w,
	    pg->bleed_h);
	set_box(p, "TrimBox", pg, pg->trim_x0, pg->trim_y0, pg->trim_w,
	    pg->trim_h);
	/* User space: mm from the trim's top-left corner, y down. */
	HPDF_Page_Concat(p->page, (HPDF_REAL)PT_PER_MM, 0, 0,
	    (HPDF_REAL)-PT_PER_MM, (HPDF_REAL)(pg->trim_x0 * PT_PER_MM),
	    (HPDF_REAL)((pg->media_h - pg->trim_y0) * PT_PER_MM));
	return p->error ? -1 : 0;
}

void
pdf_fill_colour(struct pdf *p, struct pdf_cmyk c)
{
	HPDF_Page_SetCMYKFill(p->page, (HPDF_REAL)c.c, (HPDF_REAL)c.m,
	    (HPDF_REAL)c.y, (HPDF_REAL)c.k);
}

void
pdf_stroke_colour(struct pdf *p, struct pdf_cmyk c)
{
	HPDF_Page_SetCMYKStroke(p->page, (HPDF_REAL)c.c, (HPDF_REAL)c.m,
	    (HPDF_REAL)c.y, (HPDF_REAL)c.k);
}

void
pdf_line_width(struct pdf *p, double mm)
{
	HPDF_Page_SetLineWidth(p->page, (HPDF_REAL)mm);
}

void
pdf_move(struct pdf *p, double x, double y)
{
	HPDF_Page_MoveTo(p->page, (HPDF_REAL)x, (HPDF_REAL)y);
}

void
pdf_line(struct pdf *p, double x, double y)
{
	HPDF_Page_LineTo(p->page, (HPDF_REAL)x, (HPDF_REAL)y);
}

void
pdf_close(struct pdf *p)
{
	HPDF_Page_ClosePath(p->page);
}

void
pdf_circle(struct pdf *p, double x, double y, double r)
{
	HPDF_Page_Circle(p->page, (HPDF_REAL)x, (HPDF_REAL)y, (HPDF_REAL)r);
}

void
pdf_rect(struct pdf *p, double x, double y, double w, double h)
{
	HPDF_Page_Rectangle(p->page, (HPDF_REAL)x, (HPDF_REAL)y,
	    (HPDF_REAL)w, (HPDF_REAL)h);
}

void
pdf_arc(struct pdf *p, double x, double y, double r, double a0, double a1)
{
	double step, a, t;
	int i, n;

	/*
	 * Cubic Béziers of at most a quarter turn each; libharu's own arc
	 * measures angles the other way round and from another axis.
	 */
	n = (int)ceil((a1 - a0) / (GEOM_PI / 2));
	if (n < 1)
		n = 1;
	step = (a1 - a0) / n;
	t = 4.0 / 3.0 * tan(step / 4);
	a = a0;
	if (HPDF_Page_GetGMode(p->page) != HPDF_GMODE_PATH_OBJECT)
		pdf_move(p, x + r * cos(a), y + r * sin(a));
	else
		pdf_line(p, x + r * cos(a), y + r * sin(a));
	for (i = 0; i < n; i++, a += step) {
		double c0 = cos(a), s0 = sin(a), c1 = cos(a + step),
		    s1 = sin(a + step);

		HPDF_Page_CurveTo(p->page, (HPDF_REAL)(x + r * (c0 - t * s0)),
		    (HPDF_REAL)(y + r * (s0 + t * c0)),
		    (HPDF_REAL)(x + r * (c1 + t * s1)),
		    (HPDF_REAL)(y + r * (s1 - t * c1)),
		    (HPDF_REAL)(x + r * c1), (HPDF_REAL)(y + r * s1));
	}
}

void
pdf_stroke(struct pdf *p)
{
	HPDF_Page_Stroke(p->page);
}

void
pdf_fill(struct pdf *p)
{
	HPDF_Page_Fill(p->page);
}

void
pdf_fill_stroke(struct pdf *p)
{
	HPDF_Page_FillStroke(p->page);
}

void
pdf_save(struct pdf *p)
{
	HPDF_Page_GSave(p->page);
}

void
pdf_restore(struct pdf *p)
{
	HPDF_Page_GRestore(p->page);
}

void
pdf_transform(struct pdf *p, double x, double y, double a, double s)
{
	double c = cos(a) * s, n = sin(a) * s;

	HPDF_Page_Concat(p->page, (HPDF_REAL)c, (HPDF_REAL)n, (HPDF_REAL)-n,
	    (HPDF_REAL)c, (HPDF_REAL)x, (HPDF_REAL)y);
}

/* latin1: UTF-8 to the font's single-byte encoding; others become '?'. */
static void
latin1(const char *s, char *out, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t k = 0;

	while (*u && k + 1 < n) {
		if (*u < 0x80) {
			out[k++] = (char)*u++;
		} else if ((*u & 0xe0) == 0xc0 && (u[1] & 0xc0) == 0x80) {
			unsigned c = ((unsigned)(*u & 0x1f) << 6) |
			    (u[1] & 0x3f);

			out[k++] = c >= 0xa0 && c <= 0xff ? (char)c : '?';
			u += 2;
		} else {
			out[k++] = '?';
			u++;
			while ((*u & 0xc0) == 0x80)
				u++;
		}
	}
	out[k] = '\0';
}

double
pdf_text_width(struct pdf *p, double pt, const char *utf8)
{
	char buf[512];
	HPDF_TextWidth tw;

	latin1(utf8, buf, sizeof(buf));
	tw = HPDF_Font_TextWidth(p->font, (const HPDF_BYTE *)buf,
	    (HPDF_UINT)strlen(buf));
	return tw.width / 1000.0 * pt / PT_PER_MM;
}

void
pdf_text(struct pdf *p, double x, double y, double pt, int align,
    const char *utf8)
{
	double size = pt / PT_PER_MM, w;
	char buf[512];

	latin1(utf8, buf, sizeof(buf));
	w = align == PDF_LEFT ? 0 : pdf_text_width(p, pt, utf8);
	if (align == PDF_CENTER)
		x -= w / 2;
	else if (align == PDF_RIGHT)
		x -= w;
	HPDF_Page_BeginText(p->page);
	HPDF_Page_SetFontAndSize(p->page, p->font, (HPDF_REAL)size);
	/* The page's y runs down; flip the glyphs back upright. */
	HPDF_Page_SetTextMatrix(p->page, 1, 0, 0, -1, (HPDF_REAL)x,
	    (HPDF_REAL)y);
	HPDF_Page_ShowText(p->page, buf);
	HPDF_Page_EndText(p->page);
}

int
pdf_write(struct pdf *p, FILE *out, struct diag *d)
{
	HPDF_BYTE buf[65536];
	HPDF_UINT32 n;
	HPDF_STATUS st;

	if (p->error || HPDF_SaveToStream(p->doc) != HPDF_OK || p->error) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL,
		    "libharu could not build the PDF (error 0x%04X, 0x%04X)",
		    (unsigned)p->error, (unsigned)p->detail);
		return -1;
	}
	HPDF_ResetStream(p->doc);
	for (;;) {
		n = sizeof(buf);
		st = HPDF_ReadFromStream(p->doc, buf, &n);
		if (n && fwrite(buf, 1, n, out) != n) {
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL,
			    "cannot write the PDF");
			return -1;
		}
		if (st == HPDF_STREAM_EOF)
			break;
		if (st != HPDF_OK) {
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL,
			    "libharu could not read back the PDF (0x%04X)",
			    (unsigned)st);
			return -1;
		}
	}
	if (fflush(out) != 0) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL,
		    "cannot write the PDF");
		return -1;
	}
	return 0;
}

int
pdf_write_file(struct pdf *p, const char *path, struct diag *d)
{
	char tmp[PATH_MAX];
	FILE *f;
	int fd;

	if (snprintf(tmp, sizeof(tmp), "%s.XXXXXX", path) >=
	    (int)sizeof(tmp)) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "name too long");
		return -1;
	}
	fd = mkstemp(tmp);
	if (fd < 0 || !(f = fdopen(fd, "wb"))) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
		    "cannot create a file beside it: %s", strerror(errno));
		if (fd >= 0) {
			close(fd);
			unlink(tmp);
		}
		return -1;
	}
	if (pdf_write(p, f, d) < 0 || fsync(fileno(f)) != 0 ||
	    fclose(f) != 0) {
		if (diag_status(d) == DIAG_OK)
			diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
			    "cannot write: %s", strerror(errno));
		unlink(tmp);
		return -1;
	}
	if (chmod(tmp, 0644) != 0 || rename(tmp, path) != 0) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
		    "cannot rename into place: %s", strerror(errno));
		unlink(tmp);
		return -1;
	}
	return 0;
}
