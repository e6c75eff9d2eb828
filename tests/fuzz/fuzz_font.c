/*
 * fuzz_font.c: libFuzzer target for a style's font (TrueType, or
 * OpenType with CFF outlines), the whole path: the
 * input is the font file a deck carries as an <asset>, taken as the deck
 * reader takes one (style_asset_add) under the deck's style naming it in
 * [font] (style_apply_text over the nodes rules, board/style_font.c);
 * a font taken is measured, and text in it (every printable ASCII and
 * Latin-1 character, a page count) is drawn on a PDF page by the pdf
 * layer and written out, and on an SVG page (pdf_new_svg).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/font.h"
#include "board/rules.h"
#include "board/style.h"
#include "board/style_asset.h"
#include "draw/layout.h"
#include "draw/pdf.h"
#include "text/textwidth.h"
#include "fuzz_page.h"

/* (BP_TOP, the tree's top, comes from the Makefile.) */
#ifndef BP_TOP
#define BP_TOP "."
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char style[] = "[style]\nid fuzz\nkind nodes\n\n"
    "[font]\nfile fuzz.ttf\n";

/* The lines drawn: printable ASCII, then Latin-1's letters and signs. */
static const char *const lines[] = {
	" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ",
	"[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~ Caf\xc3\xa9 12",
	"\xc2\xa0\xc2\xa1\xc2\xa2\xc2\xa3\xc2\xa9\xc2\xab\xc2\xb0\xc2\xbb"
	    "\xc2\xbf\xc3\x80\xc3\x86\xc3\x87\xc3\x91\xc3\x96\xc3\x97\xc3\x98"
	    "\xc3\x9f\xc3\xa0\xc3\xa6\xc3\xb1\xc3\xb7\xc3\xbf",
};

/* page: text in every line on a new page of p; 0, or -1. */
static int
page(struct pdf *p, const void *unused)
{
	struct layout_page pg;
	size_t i;

	layout_page(&pg, 120, 80, 3, 0);
	if (pdf_page_begin(p, &pg) < 0)
		return -1;
	for (i = 0; i < sizeof(lines) / sizeof(lines[0]); i++)
		pdf_text(p, 60, 10 + 10 * (double)i, 8, (int)i % 3 == 0 ?
		    PDF_LEFT : i % 3 == 1 ? PDF_CENTER : PDF_RIGHT, lines[i]);
	pdf_page_total(p, 5, 70, 6);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char why[256] = "";
	const struct font_metrics *m;
	struct rules r;
	struct diag d;
	uint8_t *bytes;
	int rc;

	rules_init(&r);
	diag_init(&d);
	if (rules_load_file(&r, BP_TOP "/templates/rules/lanternfall.rules",
	    NULL, &d) < 0)
		abort();
	bytes = malloc(size ? size : 1);
	if (!bytes)
		abort();
	memcpy(bytes, data, size);
	/* As the deck reader keeps an <asset>, then reads its style. */
	if (style_asset_add(&r, "fuzz.ttf", bytes, size, why,
	    sizeof(why)) < 0) {
		if (!why[0])
			abort();
		goto done;
	}
	rc = style_apply_text(&r, style, sizeof(style) - 1, "fuzz.style", 1,
	    &d);
	/* A refusal always says why, in exactly one message. */
	if (rc < 0) {
		if (diag_status(&d) != DIAG_FATAL || d.n != 1 || r.font)
			abort();
		goto done;
	}
	if (d.n != 0 || !r.font)
		abort();
	m = font_metrics(r.font);
	if (text_width(r.font, "Caf\xc3\xa9 12", 8) < 0 || m->ascent < 0 ||
	    m->descent < 0 || m->ascent > FONT_ASCENT_MAX ||
	    m->descent > FONT_DESCENT_MAX)
		abort();
	/* gen-graph's last word on a style's font: libharu's own embedding
	 * tried with every code; a refusal is one message, and a font it
	 * takes is drawn. */
	if (pdf_font_check(r.font, &d) < 0) {
		if (diag_status(&d) != DIAG_FATAL || d.n != 1)
			abort();
		goto done;
	}
	fuzz_page(r.font, page, NULL);
done:
	rules_fini(&r);
	diag_fini(&d);
	return 0;
}
