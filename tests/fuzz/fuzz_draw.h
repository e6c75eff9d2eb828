/*
 * fuzz_draw.h: a board taken, drawn to the page, shared by the fuzz
 * targets that go on to the page (fuzz_pipe.h, so fuzz_pipe_rules and
 * fuzz_csv; fuzz_pins): laid out as layout-pdf does, on the shop
 * template, to a PDF in a memory file, and each face drawn as layout-svg
 * does (sheet/screen.h), each SVG well-formed XML as libxml2 reads it
 * (text from the rules, a CSV cell, a pin's names, reaches the SVG).
 *
 * It aborts when a board the checks took cannot be drawn to either, or
 * the SVG is not XML.
 */
#ifndef BP_FUZZ_DRAW_H
#define BP_FUZZ_DRAW_H

#define _GNU_SOURCE
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <libxml/parser.h>

#include "board/board.h"
#include "board/rules.h"
#include "draw/layout.h"
#include "draw/pdf.h"
#include "sheet/draw.h"
#include "sheet/screen.h"
#include "sheet/sheet.h"

#ifndef BP_TOP
#define BP_TOP "."
#endif

/* memfd: a memory file and its path, for the writers, which take paths. */
static int
fuzz_memfd(const char *name, char *path, size_t n)
{
	int fd = memfd_create(name, 0);

	if (fd < 0)
		abort();
	snprintf(path, n, "/proc/self/fd/%d", fd);
	return fd;
}

/* svg_face: a face layout-svg would write: whole, and XML. */
static int
svg_face(void *ctx, const struct board *b, int face, const char *svg,
    size_t len, long w, long h, struct diag *d)
{
	xmlDocPtr doc;
	int *faces = ctx;

	if (len == 0 || len > INT32_MAX || w <= 0 || h <= 0)
		abort();
	doc = xmlReadMemory(svg, (int)len, "face.svg", NULL, XML_PARSE_NONET |
	    XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
	if (!doc || !xmlDocGetRootElement(doc) ||
	    strcmp((const char *)xmlDocGetRootElement(doc)->name, "svg") != 0) {
		fprintf(stderr, "fuzz_draw: %s face %d: not an SVG document\n",
		    b->id, face);
		abort();
	}
	xmlFreeDoc(doc);
	++*faces;
	return 0;
}

/*
 * fuzz_draw: b (valid under r) as layout-pdf lays it out, to a PDF in a
 * memory file, then each of its faces as layout-svg draws it.
 */
static void
fuzz_draw(const struct board *b, const struct rules *r, struct diag *d)
{
	static int pdffd = -1;
	static char pdfpath[64];
	struct sheet_opts so;
	struct screen_opts sc;
	struct draw_icons icons;
	struct sheet *s;
	struct pdf *p;
	char head[5];
	int faces = 0;

	if (pdffd < 0)
		pdffd = fuzz_memfd("pdf", pdfpath, sizeof(pdfpath));
	if (ftruncate(pdffd, 0) != 0 || lseek(pdffd, 0, SEEK_SET) != 0)
		abort();
	memset(&so, 0, sizeof(so));
	layout_template_defaults(&so.t);
	if (layout_template_load(&so.t, BP_TOP "/templates/page/shop.page",
	    d) < 0)
		abort();
	draw_icons_init(&icons, BP_TOP "/icons");
	so.font = BP_TOP "/fonts/DejaVuSans.ttf";
	so.icons = &icons;
	so.out = pdfpath;
	s = sheet_new(&so, d);
	if (!s || sheet_add(s, b, r, d) < 0 || sheet_end(s, d) < 0) {
		diag_print(d, "fuzz_draw: no PDF of a valid board", stderr);
		abort();
	}
	sheet_free(s);
	draw_icons_fini(&icons);
	if (pread(pdffd, head, 5, 0) != 5 || memcmp(head, "%PDF-", 5) != 0)
		abort();
	if (getenv("FUZZ_PIPE_DEBUG"))
		fprintf(stderr, "%s: PDF of %ld bytes\n", b->id,
		    (long)lseek(pdffd, 0, SEEK_END));
	/* layout-svg: the faces for a screen, in the style's own font. */
	draw_icons_init(&icons, BP_TOP "/icons");
	icons.rules = r;
	memset(&sc, 0, sizeof(sc));
	sc.width = 480;
	sc.icons = &icons;
	if (!(p = pdf_new_svg(BP_TOP "/fonts/DejaVuSans.ttf", r->font, d)) ||
	    screen_board(p, b, r, &sc, svg_face, &faces, d) < 0 ||
	    faces < 1) {
		diag_print(d, "fuzz_draw: no SVG of a valid board", stderr);
		abort();
	}
	pdf_free(p);
	draw_icons_fini(&icons);
}

#endif
