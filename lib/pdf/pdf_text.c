/* pdf_text.c: text in the embedded font, and the page count ("page 3/40")
 * written once the count is known. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "core/mem.h"
#include "core/rfile.h"
#include "merge/pagemark.h"
#include "pdf/pdf_int.h"

/* width: utf8's width in mm at pt points in p's font. */
static double
width(struct pdf_doc *p, double pt, const char *utf8)
{
	char buf[512];
	HPDF_TextWidth tw;

	pdf_latin1(utf8, buf, sizeof(buf));
	tw = HPDF_Font_TextWidth(p->font, (const HPDF_BYTE *)buf,
	    (HPDF_UINT)strlen(buf));
	return tw.width / 1000.0 * pt / NUM_PT_PER_MM;
}

double
pdf_doc_text_width(struct pdf *p, double pt, const char *utf8)
{
	return width((struct pdf_doc *)p, pt, utf8);
}

int
pdf_doc_width(struct pdf *pub, unsigned code)
{
	struct pdf_doc *p = pdf_doc(pub);

	return p && p->font ? HPDF_Font_GetUnicodeWidth(p->font,
	    (HPDF_UNICODE)code) : 0;
}

struct hb_face_t *
pdf_doc_face(struct pdf *pub)
{
	struct pdf_doc *p = pdf_doc(pub);

	return p ? p->fontsrc : NULL;
}

void
pdf_doc_text(struct pdf *pub, double x, double y, double size, double w,
    const char *buf)
{
	static const double id[6] = { 1, 0, 0, 1, 0, 0 };
	struct pdf_doc *p = (struct pdf_doc *)pub;
	/* Its box: the em above the baseline (y runs down), the
	 * descenders below. */
	double box[4] = { x, y - size, x + w, y + 0.3 * size };
	HPDF_STATUS st;

	pdf_under_box(p, id, box, 1, 0, 0);
	pdf_flush(p);
	/* An error here is kept with what it was (pdf_fail tells it). */
	p->doing = "draw text in the font";
	st = HPDF_Page_BeginText(p->page);
	st |= HPDF_Page_SetFontAndSize(p->page, p->font, (HPDF_REAL)size);
	/* The page's y runs down; flip the glyphs back upright. */
	st |= HPDF_Page_SetTextMatrix(p->page, 1, 0, 0, -1, (HPDF_REAL)x,
	    (HPDF_REAL)y);
	st |= HPDF_Page_ShowText(p->page, buf);
	st |= HPDF_Page_EndText(p->page);
	if ((st != HPDF_OK || HPDF_GetError(p->doc) != HPDF_OK) &&
	    !p->error) {
		p->error = HPDF_GetError(p->doc) ? HPDF_GetError(p->doc) : st;
		p->failed = p->doing;
	}
	p->doing = NULL;
}

/*
 * text_form: a new form for text of size pt in the font, its text written
 * later (pdf_write_totals): its dictionary in *form, its id returned, or
 * -1 (p->error set).
 */
static int
text_form(struct pdf_doc *p, double pt, HPDF_Dict *form)
{
	double size = pt / NUM_PT_PER_MM;
	HPDF_Dict res, fonts;

	const double box[4] = { 0, -size, size * 8, size * 0.4 };

	if (pdf_doc_form_begin(&p->pub, box) < 0)
		return -1;
	res = HPDF_Dict_New(p->doc->mmgr);
	fonts = res ? HPDF_Dict_New(p->doc->mmgr) : NULL;
	if (!fonts || HPDF_Dict_Add(fonts, "F0", p->font) != HPDF_OK ||
	    HPDF_Dict_Add(res, "Font", fonts) != HPDF_OK ||
	    HPDF_Dict_Add(p->form, "Resources", res) != HPDF_OK) {
		p->error = p->error ? p->error : 1;
		return -1;
	}
	*form = p->form;
	return pdf_doc_form_end(&p->pub);
}

/* page_mark: this page's "n/N", a mark in a form of its own (see
 * pdf_number_later); the room it is given. */
static double
page_mark(struct pdf_doc *p, double x, double y, double pt)
{
	HPDF_Dict form;
	int id = text_form(p, pt, &form);

	if (id < 0)
		return 0;
	p->marks = mem_grow(p->marks, &p->capmarks, p->nmarks + 1,
	    sizeof(*p->marks));
	p->marks[p->nmarks].pt = pt;
	p->marks[p->nmarks].form = form;
	p->marks[p->nmarks].page = pdf_pages(&p->pub);
	p->marks[p->nmarks].board = p->marks[p->nmarks].m = 0;
	p->nmarks++;
	pdf_form_place(&p->pub, id, x, y, 0, 1);
	return pdf_total_room(&p->pub, pt);
}

double
pdf_doc_page_total(struct pdf *pub, double x, double y, double pt)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;
	size_t i;
	int id;
	char digits[24];

	if (p->pub.numbered)
		return page_mark(p, x, y, pt);
	for (i = 0; i < p->ntotals; i++)
		if (p->totals[i].pt == pt)
			break;
	if (i == p->ntotals) {
		/* An empty form now; its text once the count is known. */
		p->totals = mem_grow(p->totals, &p->captotals, p->ntotals + 1,
		    sizeof(*p->totals));
		if ((id = text_form(p, pt, &p->totals[i].form)) < 0)
			return 0;
		p->totals[i].pt = pt;
		p->totals[i].id = id;
		p->ntotals++;
	}
	pdf_form_place(pub, p->totals[i].id, x, y, 0, 1);
	/* As wide as this page's own number, the likeliest guess. */
	snprintf(digits, sizeof(digits), "%zu", pdf_pages(pub));
	return width(p, pt, digits);
}

/* write_marks: each page's mark (pdf_number_later), uncompressed. */
static void
write_marks(struct pdf_doc *p)
{
	char buf[160], mark[PAGEMARK_LEN + 1];
	size_t i;

	for (i = 0; i < p->nmarks; i++) {
		p->marks[i].form->filter = HPDF_STREAM_FILTER_NONE;
		pagemark_make(mark, p->marks[i].page, p->marks[i].board,
		    p->marks[i].m);
		snprintf(buf, sizeof(buf), "BT /F0 %.4f Tf 1 0 0 -1 0 0 Tm "
		    "(%s) Tj ET\n", p->marks[i].pt / NUM_PT_PER_MM, mark);
		if (HPDF_Stream_WriteStr(p->marks[i].form->stream, buf) !=
		    HPDF_OK && !p->error)
			p->error = 1;
	}
	p->nmarks = 0;
}

/*
 * pdf_write_totals: each page-count form's text, now that the count is; or,
 * with pdf_total_later, PDF_TOTAL_MARK in an uncompressed stream, for
 * pdf_patch_total to overwrite once the whole file's count is known.
 */
void
pdf_write_totals(struct pdf_doc *p)
{
	char buf[160], n[32];
	size_t i;

	snprintf(n, sizeof(n), "%zu", pdf_pages(&p->pub));
	for (i = 0; i < p->ntotals; i++) {
		HPDF_Stream st = p->totals[i].form->stream;

		if (p->later) {
			p->totals[i].form->filter = HPDF_STREAM_FILTER_NONE;
			p->forms[p->totals[i].id].later = 1;
		}
		snprintf(buf, sizeof(buf), "BT /F0 %.4f Tf 1 0 0 -1 0 0 Tm "
		    "(%s) Tj ET\n", p->totals[i].pt / NUM_PT_PER_MM, p->later ?
		    PDF_TOTAL_MARK : n);
		if (HPDF_Stream_WriteStr(st, buf) != HPDF_OK && !p->error)
			p->error = 1;
	}
	p->ntotals = 0;
	write_marks(p);
}

/*
 * patch_at: the len bytes of with, at offset off of f (its place for
 * reading kept). Returns 0, or -1.
 */
static int
patch_at(FILE *f, long off, const char *with, size_t len)
{
	long at = ftell(f);

	return at < 0 || fseek(f, off, SEEK_SET) != 0 ||
	    fwrite(with, 1, len, f) != len || fseek(f, at, SEEK_SET) != 0 ?
	    -1 : 0;
}

int
pdf_patch_total(const char *path, size_t total)
{
	static const char mark[] = PDF_TOTAL_MARK, xmark[] = PDF_XID_LATER;
	enum { K = sizeof(mark) - 1, X = sizeof(xmark) - 1 };
	/* The longest thing looked for: a GTS_XID made when the total is. */
	enum { L = PDF_XID_LEN > K ? PDF_XID_LEN : K };
	char buf[65536 + L], text[K + 1], xid[PDF_XID_LEN + 1];
	long base = 0;
	size_t keep = 0, n, i;
	struct rfile rf;
	FILE *f = rfile_fopen(path, "r+b", RFILE_ANY, &rf);

	if (!f) {
		errno = rf.err ? rf.err : EINVAL;
		return -1;
	}
	/* The digits, then spaces: as wide in bytes, blank on the page. */
	snprintf(text, sizeof(text), "%-*zu", (int)K, total);
	for (;;) {
		n = fread(buf + keep, 1, sizeof(buf) - keep, f);
		if (n == 0)
			break;
		n += keep;
		for (i = 0; i + K <= n; i++) {
			if (memcmp(buf + i, mark, K) == 0) {
				if (patch_at(f, base + (long)i, text, K) < 0) {
					fclose(f);
					return -1;
				}
				memcpy(buf + i, text, K);
			} else if (i + PDF_XID_LEN <= n &&
			    memcmp(buf + i, xmark, X) == 0) {
				pdf_xid_total(buf + i, total, xid);
				if (patch_at(f, base + (long)i, xid,
				    PDF_XID_LEN) < 0) {
					fclose(f);
					return -1;
				}
				memcpy(buf + i, xid, PDF_XID_LEN);
			}
		}
		/* A mark across two reads: the last L - 1 bytes again (one
		 * patched is no longer a mark). */
		keep = n < L - 1 ? n : L - 1;
		memmove(buf, buf + n - keep, keep);
		base += (long)(n - keep);
	}
	if (ferror(f)) {
		fclose(f);
		return -1;
	}
	return fclose(f) == 0 ? 0 : -1;
}
