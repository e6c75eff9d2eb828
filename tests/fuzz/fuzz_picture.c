/*
 * fuzz_picture.c: libFuzzer target for the picture reader (print/
 * picture.h) and the page it is drawn on: the first byte names the file
 * (J: "fuzz.jpg", anything else: "fuzz.png"), the rest is its bytes. A
 * refusal must say why and leave no pixels; a picture taken must be
 * within the bounds, the size its header gave, every pixel there, and is
 * then drawn as layout-pdf draws it (an image of a CMYK PDF page, the
 * document written) and as layout-svg does (the file in a data: URL on
 * an SVG page). make fuzz runs it with 512 MiB and 10 s an input
 * (tests/fuzz/run): the decoders' bounds follow the declared size.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/diag.h"
#include "draw/layout.h"
#include "draw/pdf.h"
#include "picture/picture.h"

/* (BP_TOP, the tree's top, comes from the Makefile.) */
#define FONT BP_TOP "/fonts/DejaVuSans.ttf"
#define FUZZ_PAGE_PIXELS 8000000L

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* page: pic on a page of a PDF document (svg 0) or an SVG one (1), the
 * document written; a refusal only with a message. */
static void
page(const struct picture *pic, int svg, const struct pdf_image_src *src)
{
	static FILE *sink;
	struct layout_page pg;
	struct diag d;
	struct pdf *p;
	size_t len;
	int id;

	if (!sink && !(sink = fopen("/dev/null", "wb")))
		abort();
	layout_page(&pg, 90, 60, 3, 0);
	diag_init(&d);
	p = svg ? pdf_new_svg(FONT, NULL, &d) : pdf_new(FONT, &d);
	if (!p || pdf_page_begin(p, &pg) < 0)
		abort();
	id = pdf_image_rgb(p, pic, pic->rgb, pic->w, pic->h, src, &d);
	if (id < 0 && d.n == 0)
		abort();
	if (id >= 0) {
		pdf_image_place(p, id, -3, -3, 96, 66);
		if (svg ? !pdf_svg_page(p, 1, &len) || !len :
		    pdf_write(p, sink, &d) < 0 && d.n == 0)
			abort();
	}
	pdf_free(p);
	diag_fini(&d);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct picture pic;
	const char *name;
	char err[256];
	int rc, hrc, w, h;
	unsigned sum = 0;
	size_t i;

	if (size < 1)
		return 0;
	name = data[0] == 'J' ? "fuzz.jpg" : "fuzz.png";
	err[0] = '\0';
	hrc = picture_header(data + 1, size - 1, name, &w, &h, err,
	    sizeof(err));
	if (hrc < 0 && !err[0])
		abort();
	err[0] = '\0';
	rc = picture_decode(data + 1, size - 1, name, &pic, err, sizeof(err));
	if (rc < 0 && (!err[0] || pic.rgb || pic.w || pic.h))
		abort();
	if (rc < 0)
		return 0;
	if (hrc < 0 || pic.w != w || pic.h != h || !pic.rgb || w < 1 ||
	    h < 1 || w > PICTURE_MAX_SIDE || h > PICTURE_MAX_SIDE ||
	    (long)w * h > PICTURE_MAX_PIXELS)
		abort();
	/* Every pixel is there (the sanitizers see a short buffer). */
	for (i = 0; i < (size_t)w * (size_t)h * 3; i++)
		sum += pic.rgb[i];
	/*
	 * The page: the PDF layer holds a picture's pixels three more times
	 * (CMYK, libharu's copy, its deflated stream), some 15 bytes a pixel
	 * with the RGB: a 40-megapixel one (a 12 KB PNG of 1 bit a pixel)
	 * takes layout-pdf 600 MB, beyond this target's 512 MiB under the
	 * sanitizers. Pictures up to FUZZ_PAGE_PIXELS go on to the page.
	 */
	if ((long)w * h <= FUZZ_PAGE_PIXELS) {
		struct pdf_image_src src = { data[0] == 'J' ? "image/jpeg" :
		    "image/png", data + 1, size - 1 };

		page(&pic, 0, &src);
		page(&pic, 1, &src);
	}
	picture_fini(&pic);
	return (int)(sum & 0);
}
