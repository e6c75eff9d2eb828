/* test_pdf.c: pages with their boxes, text, and identical bytes. */
#define _GNU_SOURCE
#include "testutil.h"

#include <stdlib.h>

#include "print/draw.h"
#include "print/pdf.h"

#define FONT BP_TOP "/fonts/DejaVuSans.ttf"

static char *
document(size_t *len)
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
	pdf_text(p, 10, 10, 8, PDF_LEFT, "Lanternfall \xc3\xa9t\xc3\xa9");
	assert_int_equal(pdf_pages(p), 1);
	assert_int_equal(pdf_write(p, f, &d), 0);
	fclose(f);
	pdf_free(p);
	diag_fini(&d);
	return buf;
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
    cmocka_unit_test(rgb_as_given),
    cmocka_unit_test(missing_font))
