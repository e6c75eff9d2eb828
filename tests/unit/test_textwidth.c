/* test_textwidth.c: the width table agrees with libharu on every code. */
#include "testutil.h"

#include <stdio.h>
#include <stdlib.h>

#include "board/font.h"
#include "draw/pdf.h"
#include "text/textwidth.h"

#define FONT BP_TOP "/fonts/DejaVuSans.ttf"

static void
every_code_as_libharu(void **state)
{
	struct diag d;
	struct pdf *p;
	char s[4];
	unsigned c;

	diag_init(&d);
	p = pdf_new(FONT, &d);
	assert_non_null(p);
	for (c = 32; c < 256; c++) {
		/* As UTF-8, the way the tools hand text to both. */
		if (c < 0x80) {
			s[0] = (char)c;
			s[1] = '\0';
		} else {
			s[0] = (char)(0xc0 | (c >> 6));
			s[1] = (char)(0x80 | (c & 0x3f));
			s[2] = '\0';
		}
		assert_near(text_width(NULL, s, 10), pdf_text_width(p, 10, s), 1e-9);
	}
	assert_near(text_width(NULL, "Tea 4 \xe2\x82\xac", 6), pdf_text_width(p, 6,
	    "Tea 4 \xe2\x82\xac"), 1e-9);
	pdf_free(p);
	diag_fini(&d);
}

/* A style's font: DejaVu Sans Mono and Serif Bold (fonts-dejavu-core,
 * -extra), every code measured as libharu gives the PDF its widths. */
static void
style_font_as_libharu(void **state)
{
	static const char *const files[] = {
		"/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
		"/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
	};
	struct diag d;
	struct pdf *p;
	struct font *f;
	char s[4], why[200], *buf;
	size_t i, len;
	unsigned c;
	FILE *in;

	diag_init(&d);
	for (i = 0; i < 2; i++) {
		in = fopen(files[i], "rb");
		assert_non_null(in);
		buf = malloc(FONT_BYTES);
		len = fread(buf, 1, FONT_BYTES, in);
		fclose(in);
		f = font_open(buf, len, files[i], "", why, sizeof(why));
		free(buf);
		assert_non_null(f);
		p = pdf_new_font(FONT, f, &d);
		assert_non_null(p);
		for (c = 32; c < 256; c++) {
			s[0] = (char)(c < 0x80 ? c : 0xc0 | (c >> 6));
			s[1] = (char)(c < 0x80 ? 0 : 0x80 | (c & 0x3f));
			s[2] = '\0';
			assert_near(text_width(f, s, 10),
			    pdf_text_width(p, 10, s), 1e-9);
		}
		/* Wider than DejaVu Sans, as the stress test needs. */
		assert_true(text_width(f, "Lanternfall 12", 8) >
		    text_width(NULL, "Lanternfall 12", 8));
		pdf_free(p);
		font_free(f);
	}
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(every_code_as_libharu),
    cmocka_unit_test(style_font_as_libharu))
