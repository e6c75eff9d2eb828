/* test_pdf.c: pages with their boxes, text, identical bytes, and the
 * font's subset tag and ToUnicode map. */
#define _GNU_SOURCE
#include "testutil.h"

#include <stdlib.h>

#include "print/draw.h"
#include "print/pdf.h"

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

static void
rgb_to_cmyk(void **state)
{
	struct pdf_cmyk c = pdf_rgb(0xFF0000), w = pdf_rgb(0xFFFFFF);
	struct pdf_cmyk k = pdf_rgb(0x000000), g = pdf_rgb(0x808080);

	assert_near(c.c, 0, 1e-9);
	assert_near(c.m, 1, 1e-9);
	assert_near(c.y, 1, 1e-9);
	assert_near(c.k, 0, 1e-9);
	assert_near(w.k, 0, 1e-9);
	assert_near(k.k, 1, 1e-9);
	assert_near(g.c + g.m + g.y, 0, 1e-9);
	assert_near(g.k, 1 - 128 / 255.0, 1e-9);
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

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(boxes_and_determinism),
    cmocka_unit_test(tag_follows_the_glyphs),
    cmocka_unit_test(rgb_to_cmyk),
    cmocka_unit_test(missing_font))
