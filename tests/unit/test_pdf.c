/* test_pdf.c: pages with their boxes, text, identical bytes, the
 * font's subset tag and ToUnicode map, and colours changed only where
 * black overprints them. */
#define _GNU_SOURCE
#include "testutil.h"

#include <stdlib.h>
#include <string.h>

#include "colour/colour.h"
#include "sheet/draw.h"
#include "draw/pdf.h"
#include "pdf/pdf_int.h"

#define FONT BP_TOP "/fonts/DejaVuSans.ttf"

static char *
document_with(size_t *len, const char *text)
{
	struct layout_page pg;
	struct diag d;
	struct pdf *p;
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);

	diag_init(&d);
	p = pdf_new(FONT, &d);
	assert_non_null(p);
	layout_page(&pg, 297, 210, 3, 0);
	assert_int_equal(pdf_page_begin(p, &pg), 0);
	pdf_stroke_colour(p, pdf_k(1));
	pdf_line_width(p, 0.3);
	pdf_move(p, 0, 0);
	pdf_line(p, 297, 210);
	pdf_stroke(p);
	pdf_text(p, 10, 10, 8, PDF_LEFT, text);
	assert_int_equal(pdf_pages(p), 1);
	assert_int_equal(pdf_write(p, f, &d), 0);
	fclose(f);
	pdf_free(p);
	diag_fini(&d);
	return buf;
}

static char *
document(size_t *len)
{
	return document_with(len, "Lanternfall \xc3\xa9t\xc3\xa9");
}

/* tag: the font's subset tag ("ABCDEF+") in the PDF a, or "". */
static void
tag(const char *a, size_t n, char out[8])
{
	const char *t = memmem(a, n, "/BaseFont /", 11);

	memset(out, 0, 8);
	if (t && t + 18 <= a + n && t[17] == '+')
		memcpy(out, t + 11, 7);
}

static void
tag_follows_the_glyphs(void **state)
{
	size_t n1, n2, n3;
	char *a = document(&n1), *b = document_with(&n2, "Tidewater"),
	    *c = document(&n3);
	char ta[8], tb[8], tc[8];

	tag(a, n1, ta);
	tag(b, n2, tb);
	tag(c, n3, tc);
	assert_int_equal(strlen(ta), 7);
	assert_int_equal(strlen(tb), 7);
	assert_string_not_equal(ta, "HPDFAA+");
	/* Other letters, another program, another tag; the same, the same. */
	assert_string_not_equal(ta, tb);
	assert_string_equal(ta, tc);
	assert_non_null(memmem(a, n1, "/ToUnicode", 10));
	free(a);
	free(b);
	free(c);
}

static void
boxes_and_determinism(void **state)
{
	size_t n1, n2;
	char *a = document(&n1), *b = document(&n2);

	assert_true(n1 > 1000);
	assert_int_equal(n1, n2);
	assert_memory_equal(a, b, n1);
	assert_memory_equal(a, "%PDF-", 5);
	/* Page dictionaries are not compressed: the boxes are readable. */
	assert_non_null(memmem(a, n1, "/TrimBox [ 8.50394", 18));
	assert_non_null(memmem(a, n1, "/BleedBox [ 0 0 ", 16));
	assert_non_null(memmem(a, n1, "/FontFile2", 10));
	free(a);
	free(b);
}

/* On RGB pages (or with no conversion) pdf_rgb paints the colour itself:
 * the RGB operators turn its CMYK form back into the same RGB. */
static void
rgb_as_given(void **state)
{
	static const unsigned rgb[] = { 0xFF0000, 0xFFFFFF, 0x000000,
	    0x808080, 0x1F6FB4, 0xE0C080 };
	struct diag d;
	struct pdf *p;
	size_t i;

	diag_init(&d);
	p = pdf_new(FONT, &d);
	assert_non_null(p);
	pdf_set_model(p, PDF_RGB);
	for (i = 0; i < sizeof(rgb) / sizeof(rgb[0]); i++) {
		struct pdf_cmyk c = pdf_rgb(p, rgb[i]);

		assert_near((1 - c.c) * (1 - c.k), (rgb[i] >> 16) / 255.0,
		    1e-9);
		assert_near((1 - c.m) * (1 - c.k), ((rgb[i] >> 8) & 255) /
		    255.0, 1e-9);
		assert_near((1 - c.y) * (1 - c.k), (rgb[i] & 255) / 255.0,
		    1e-9);
	}
	pdf_free(p);
	diag_fini(&d);
}

/* has: whether the PDF a holds colour rgb's inks (under black or not)
 * as a fill written wide. */
static int
has(const char *a, size_t n, struct colour_conv *cv, unsigned rgb,
    int under)
{
	double v[4];
	char w[64];

	if (under)
		colour_conv_under_black(cv, rgb, v);
	else
		colour_conv_rgb(cv, rgb, v);
	snprintf(w, sizeof(w), "%.3f %.3f %.3f %.3f k", v[0], v[1], v[2],
	    v[3]);
	return memmem(a, n, w, strlen(w)) != NULL;
}

/* page_stream: the stream of PDF a (stored, not deflated) that holds
 * mark, in *at and *len. */
static void
page_stream(const char *a, size_t n, const char *mark, const char **at,
    size_t *len)
{
	const char *m = memmem(a, n, mark, strlen(mark)), *s = m, *e;

	assert_non_null(m);
	while (s > a && memcmp(s, "stream", 6) != 0)
		s--;
	e = memmem(m, n - (size_t)(m - a), "endstream", 9);
	assert_non_null(e);
	*at = s;
	*len = (size_t)(e - s);
}

/*
 * With black overprint, two dark colours whose cyan, magenta and yellow
 * are over the cap less 100 % (so black over them would pass the cap),
 * held by black generation within ΔE00 1: on page 1 a black line crosses
 * the first only, on page 2 black text lies on the second only. Each is
 * held lower on the page where black lies on it, and nowhere else
 * (before, every colour was held lower, wherever it was). Page 3: navy,
 * which black generation cannot hold within ΔE00 1, under a black line:
 * kept as it is, and the line's overprint state written over with the
 * knocking-out one.
 */
static void
only_under_black_changed(void **state)
{
	const unsigned a = 0x400060, b = 0x002060, navy = 0x000080;
	struct layout_page pg;
	struct colour_conv *cv;
	struct diag d;
	struct pdf *p;
	char *buf = NULL;
	size_t n;
	FILE *f = open_memstream(&buf, &n);
	double v[4], w[4];
	const char *one, *two, *three;
	size_t n1, n2, n3;
	int i;

	diag_init(&d);
	cv = colour_conv_new(BP_TOP "/icc/FOGRA39-boardpress.icc", 2.8, &d);
	assert_non_null(cv);
	/* (each is changed under black: the test has something to see) */
	colour_conv_rgb(cv, a, v);
	colour_conv_under_black(cv, a, w);
	assert_memory_not_equal(v, w, sizeof(v));
	assert_true(colour_conv_under_shift(cv, a) <= 1.0);
	colour_conv_rgb(cv, b, v);
	colour_conv_under_black(cv, b, w);
	assert_memory_not_equal(v, w, sizeof(v));
	assert_true(colour_conv_under_shift(cv, b) <= 1.0);
	assert_true(colour_conv_under_shift(cv, navy) > 1.0);
	p = pdf_new(FONT, &d);
	assert_non_null(p);
	pdf_set_model(p, PDF_CMYK);
	pdf_set_conv(p, cv);
	pdf_set_overprint(p, 1);
	pdf_set_deflate(p, 0);
	layout_page(&pg, 200, 200, 3, 0);
	for (i = 0; i < 2; i++) {
		assert_int_equal(pdf_page_begin(p, &pg), 0);
		pdf_fill_colour(p, pdf_rgb(p, a));
		pdf_rect(p, 10, 10, 20, 20);
		pdf_fill(p);
		pdf_fill_colour(p, pdf_rgb(p, b));
		pdf_rect(p, 100, 100, 20, 20);
		pdf_fill(p);
		if (i == 0) {
			pdf_stroke_colour(p, pdf_k(1));
			pdf_line_width(p, 0.5);
			pdf_move(p, 5, 15);
			pdf_line(p, 35, 15);
			pdf_stroke(p);
		} else {
			pdf_fill_colour(p, pdf_k(1));
			pdf_text(p, 105, 110, 10, PDF_LEFT, "Harbour");
		}
	}
	assert_int_equal(pdf_page_begin(p, &pg), 0);
	pdf_fill_colour(p, pdf_rgb(p, navy));
	pdf_rect(p, 10, 10, 20, 20);
	pdf_fill(p);
	pdf_stroke_colour(p, pdf_k(1));
	pdf_line_width(p, 0.5);
	pdf_move(p, 5, 17);
	pdf_line(p, 35, 17);
	pdf_stroke(p);
	assert_int_equal(pdf_write(p, f, &d), 0);
	fclose(f);
	/* Page 1 (its line): a held, b not; page 2 (its text): b, not a. */
	page_stream(buf, n, "15 m", &one, &n1);
	page_stream(buf, n, "(Harbour)", &two, &n2);
	page_stream(buf, n, "17 m", &three, &n3);
	assert_true(has(one, n1, cv, a, 1) && !has(one, n1, cv, a, 0));
	assert_true(!has(one, n1, cv, b, 1) && has(one, n1, cv, b, 0));
	assert_true(!has(two, n2, cv, a, 1) && has(two, n2, cv, a, 0));
	assert_true(has(two, n2, cv, b, 1) && !has(two, n2, cv, b, 0));
	/* Page 3: navy as it is; its line's state the second the page
	 * names (E1 overprinting strokes, written over by E2, made when
	 * the page was done: knocking out). */
	assert_true(has(three, n3, cv, navy, 0) &&
	    !has(three, n3, cv, navy, 1));
	assert_non_null(memmem(three, n3, "/E2 gs", 6));
	assert_null(memmem(three, n3, "/E1 gs", 6));
	pdf_free(p);
	colour_conv_free(cv);
	diag_fini(&d);
	free(buf);
}

static void
missing_font(void **state)
{
	struct diag d;

	diag_init(&d);
	assert_null(pdf_new("/nonexistent.ttf", &d));
	assert_int_equal(diag_status(&d), DIAG_FATAL);
	diag_fini(&d);
}

/*
 * A libharu error while text is drawn (here a size libharu refuses; a
 * damaged font's glyph is another) is told once, as what failed, both by
 * the document's information (written after the pages, where it was lost)
 * and by the write.
 */
static void
text_error_told(void **state)
{
	struct layout_page pg;
	struct pdf_meta m;
	struct diag d;
	struct pdf *p;
	FILE *f = fopen("/dev/null", "w");

	diag_init(&d);
	memset(&m, 0, sizeof(m));
	p = pdf_new(FONT, &d);
	assert_non_null(p);
	layout_page(&pg, 297, 210, 3, 0);
	assert_int_equal(pdf_page_begin(p, &pg), 0);
	pdf_text(p, 10, 10, 8, PDF_LEFT, "fine");
	pdf_text(p, 10, 10, 10000, PDF_LEFT, "too large");
	assert_int_equal(pdf_set_meta(p, &m, &d), -1);
	assert_int_equal(d.n, 1);
	assert_non_null(strstr(d.v[0].msg, "could not draw text in the font"));
	assert_string_equal(d.v[0].file, FONT);
	diag_clear(&d);
	assert_int_equal(pdf_write(p, f, &d), -1);
	assert_int_equal(d.n, 1);
	assert_non_null(strstr(d.v[0].msg, "could not draw text in the font"));
	fclose(f);
	pdf_free(p);
	diag_fini(&d);
}

/* written: the content written since the last call, as text. */
static const char *
written(struct pdf *p)
{
	static char text[4096];
	size_t n = pdf_doc(p)->n < sizeof(text) - 1 ? pdf_doc(p)->n :
	    sizeof(text) - 1;

	memcpy(text, pdf_doc(p)->buf, n);
	text[n] = '\0';
	pdf_doc(p)->n = 0;
	return text;
}

/* said: colour c set, for fills or strokes, writes exactly text. */
static void
said(struct pdf *p, int stroke, struct pdf_cmyk c, const char *text)
{
	if (stroke)
		pdf_stroke_colour(p, c);
	else
		pdf_fill_colour(p, c);
	assert_string_equal(written(p), text);
}

/*
 * Black overprint: a gs where the state changes and only there, fill and
 * stroke each in step with its colour, the state back at a restore, a
 * form's first colour with its own gs and resources, and none when off.
 */
static void
overprint_state(void **state)
{
	struct layout_page pg;
	struct diag d;
	struct pdf *p;
	int i;

	diag_init(&d);
	p = pdf_new(FONT, &d);
	assert_non_null(p);
	pdf_set_overprint(p, 1);
	layout_page(&pg, 100, 100, 3, 0);
	assert_int_equal(pdf_page_begin(p, &pg), 0);
	written(p);
	said(p, 0, pdf_rgb(p, 0xFFFFFF), "0 0 0 0 k\n");
	said(p, 0, pdf_k(1), "/E1 gs\n0 0 0 1 k\n");
	assert_int_equal(pdf_doc(p)->op, PDF_OP_FILL);
	said(p, 1, pdf_rgb(p, 0xFF0000), "0 1 1 0 K\n");
	pdf_save(p);
	said(p, 1, pdf_k(1), "q\n/E2 gs\n0 0 0 1 K\n");
	said(p, 0, pdf_k(0.5), "/E3 gs\n0 0 0 0.5 k\n");
	assert_int_equal(pdf_doc(p)->op, PDF_OP_STROKE);
	pdf_restore(p);
	/* The fill is black and overprints again, as before the q. */
	said(p, 0, pdf_k(1), "Q\n0 0 0 1 k\n");
	assert_int_equal(pdf_doc(p)->op, PDF_OP_FILL);
	/* A form: painted where placed, so its first colour says all. */
	assert_int_equal(pdf_form_begin(p, 0, 0, 1, 1), 0);
	said(p, 0, pdf_k(0.5), "/E1 gs\n0 0 0 0.5 k\n");
	assert_non_null(HPDF_Dict_GetItem(HPDF_Dict_GetItem(pdf_doc(p)->form,
	    "Resources", HPDF_OCLASS_DICT), "ExtGState", HPDF_OCLASS_DICT));
	assert_true(pdf_form_end(p) >= 0);
	assert_int_equal(pdf_doc(p)->op, PDF_OP_FILL);
	/* Saves beyond those kept: unknown after their restore, so said. */
	for (i = 0; i < PDF_SAVES + 2; i++)
		pdf_save(p);
	written(p);
	pdf_restore(p);
	said(p, 0, pdf_k(1), "Q\n/E1 gs\n0 0 0 1 k\n");
	for (i = 1; i < PDF_SAVES + 2; i++)
		pdf_restore(p);
	written(p);
	said(p, 0, pdf_k(1), "0 0 0 1 k\n");
	pdf_save(p);
	pdf_save(p);
	pdf_restore(p);
	pdf_restore(p);
	assert_int_equal(pdf_doc(p)->op_known, PDF_OP_FILL | PDF_OP_STROKE);
	/* Off: no gs at all. */
	pdf_set_overprint(p, 0);
	said(p, 1, pdf_k(1), "q\nq\nQ\nQ\n0 0 0 1 K\n");
	assert_int_equal(pdf_doc(p)->error, 0);
	pdf_free(p);
	diag_fini(&d);
}

/* xobjects: the page's resources' XObject entries (none: 0). */
static size_t
xobjects(struct pdf *p)
{
	HPDF_Dict r = HPDF_Dict_GetItem(pdf_doc(p)->page, "Resources",
	    HPDF_OCLASS_DICT);
	HPDF_Dict x = r ? HPDF_Dict_GetItem(r, "XObject", HPDF_OCLASS_DICT) :
	    NULL;

	return x ? x->list->count : 0;
}

/*
 * A form placed many times is named once in each page's resources, and
 * each placement says that name: the name kept for a page (pdf.c) is asked
 * of the next page again.
 */
static void
forms_named_on_each_page(void **state)
{
	struct layout_page pg;
	struct diag d;
	struct pdf *p;
	int a, b, i;

	diag_init(&d);
	p = pdf_new(FONT, &d);
	assert_non_null(p);
	layout_page(&pg, 100, 100, 3, 0);
	assert_int_equal(pdf_form_begin(p, 0, 0, 1, 1), 0);
	a = pdf_form_end(p);
	assert_int_equal(pdf_form_begin(p, 0, 0, 1, 1), 0);
	b = pdf_form_end(p);
	for (i = 0; i < 3; i++) {
		assert_int_equal(pdf_page_begin(p, &pg), 0);
		assert_int_equal(xobjects(p), 0);
		written(p);
		pdf_form_place(p, b, 1, 2, 0, 1);
		pdf_form_place(p, a, 1, 2, 0, 1);
		pdf_form_place(p, b, 1, 2, 0, 1);
		assert_string_equal(written(p), "q\n1 0 0 1 1 2 cm\n/X1 Do\nQ\n"
		    "q\n1 0 0 1 1 2 cm\n/X2 Do\nQ\n"
		    "q\n1 0 0 1 1 2 cm\n/X1 Do\nQ\n");
		assert_int_equal(xobjects(p), 2);
	}
	assert_int_equal(pdf_doc(p)->error, 0);
	pdf_free(p);
	diag_fini(&d);
}

/*
 * spot_blanks_at_any_cut: a separation's name written #1F is #20 however
 * the file's reading is cut into pieces, and nothing else changes: not
 * another name's #1F, not a name that is not a separation's.
 */
static void
spot_blanks_at_any_cut(void **state)
{
	static const char in[] = "1 0 obj\r\n[ /Separation /PANTONE#1F186#1FC "
	    "/DeviceCMYK << >> ]\r\n/Other#1FName /Separation /A#1F";
	static const char want[] = "1 0 obj\r\n[ /Separation /PANTONE#20186#20C "
	    "/DeviceCMYK << >> ]\r\n/Other#1FName /Separation /A#20";
	unsigned char buf[sizeof(in)], out[sizeof(in)];
	size_t cut, have, done, n, at, fed;

	(void)state;
	for (cut = 1; cut < sizeof(in); cut++) {
		have = n = fed = 0;
		while (fed < sizeof(in) - 1 || have) {
			at = fed + cut < sizeof(in) - 1 ? cut : sizeof(in) - 1 - fed;
			memcpy(buf + have, in + fed, at);
			fed += at;
			have += at;
			done = pdf_spot_fix(buf, have, fed == sizeof(in) - 1);
			memcpy(out + n, buf, done);
			n += done;
			memmove(buf, buf + done, have - done);
			have -= done;
			if (fed == sizeof(in) - 1 && have)
				fail_msg("bytes held at the end (cut %zu)", cut);
		}
		assert_int_equal(n, sizeof(in) - 1);
		assert_memory_equal(out, want, n);
	}
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(forms_named_on_each_page),
    cmocka_unit_test(spot_blanks_at_any_cut),
    cmocka_unit_test(overprint_state),
    cmocka_unit_test(boxes_and_determinism),
    cmocka_unit_test(tag_follows_the_glyphs),
    cmocka_unit_test(rgb_as_given),
    cmocka_unit_test(only_under_black_changed),
    cmocka_unit_test(missing_font),
    cmocka_unit_test(text_error_told))
