/* test_textwidth.c: the width table agrees with libharu on every code. */
#include "testutil.h"

#include "print/pdf.h"
#include "print/textwidth.h"

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
		assert_near(text_width(s, 10), pdf_text_width(p, 10, s), 1e-9);
	}
	assert_near(text_width("Tea 4 \xe2\x82\xac", 6), pdf_text_width(p, 6,
	    "Tea 4 \xe2\x82\xac"), 1e-9);
	pdf_free(p);
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(every_code_as_libharu))
