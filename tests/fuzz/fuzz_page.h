/*
 * fuzz_page.h: what the fuzz targets that draw share: a page drawn by
 * page(p, arg) on a PDF document in the data folder's font (or f), written
 * out whole, and the same page on an SVG document; aborts when either
 * cannot be made (an input a reader took must draw).
 */
#ifndef BP_FUZZ_PAGE_H
#define BP_FUZZ_PAGE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draw/pdf.h"

static void
fuzz_page(const struct font *f, int (*page)(struct pdf *, const void *),
    const void *arg)
{
	struct diag d;
	struct pdf *p;
	char *buf = NULL;
	size_t len = 0;
	FILE *out;

	diag_init(&d);
	/* A PDF page, written: libharu given it says nothing against it. */
	if (!(p = pdf_new_font(BP_TOP "/fonts/DejaVuSans.ttf", f, &d)) ||
	    page(p, arg) < 0 || !(out = open_memstream(&buf, &len)))
		abort();
	if (pdf_write(p, out, &d) < 0 || d.n != 0)
		abort();
	fclose(out);
	if (len < 100 || memcmp(buf, "%PDF-", 5) != 0)
		abort();
	free(buf);
	pdf_free(p);
	if (!(p = pdf_new_svg(BP_TOP "/fonts/DejaVuSans.ttf", f, &d)) ||
	    page(p, arg) < 0 || !pdf_svg_page(p, 2, &len) || len == 0 ||
	    d.n != 0)
		abort();
	pdf_free(p);
	diag_fini(&d);
}

#endif
