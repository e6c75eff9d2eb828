/*
 * fuzz_font.c: libFuzzer target for a style's font: the input is the
 * font file a [font] section names, checked as style_font.c checks it
 * (board/font.h) and, when taken, measured and given to libharu and
 * HarfBuzz's subsetter as layout-pdf gives it.
 */
#include <stdint.h>
#include <stdlib.h>

#include "board/font.h"
#include "print/pdf.h"
#include "print/textwidth.h"

/* (BP_TOP, the tree's top, comes from the Makefile.) */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char why[256] = "";
	struct font *f = font_open(data, size, "fuzz.ttf", "Caf\xc3\xa9", why,
	    sizeof(why));
	const struct font_metrics *m;
	struct diag d;
	struct pdf *p;

	/* A refusal always says why. */
	if (!f) {
		if (!why[0])
			abort();
		return 0;
	}
	m = font_metrics(f);
	if (text_width(f, "Caf\xc3\xa9 12", 8) < 0 || m->ascent < 0 ||
	    m->descent < 0 || m->ascent > FONT_ASCENT_MAX ||
	    m->descent > FONT_DESCENT_MAX)
		abort();
	diag_init(&d);
	p = pdf_new_font(BP_TOP "/fonts/DejaVuSans.ttf", f, &d);
	/* libharu may still refuse it, but in words. */
	if (!p && d.n == 0)
		abort();
	pdf_free(p);
	diag_fini(&d);
	font_free(f);
	return 0;
}
