/* pdf_image.c: pictures as image XObjects of the document (pdf.h). */
#include <stdlib.h>

#include "core/mem.h"
#include "colour/colour.h"
#include "pdf/pdf_int.h"
#include "svg/pdf_svg.h"
#include "picture/picture.h"
#include "colour/proof.h"

/* The key's part number for images (forms use 0 and up). */
#define IMAGE_PART (-7)

/* naive: without a conversion: plain under-colour removal, as pdf_rgb. */
static void
naive(const unsigned char *rgb, size_t n, unsigned char *cmyk)
{
	size_t i;
	unsigned c, m, y, k;

	for (i = 0; i < n; i++, rgb += 3, cmyk += 4) {
		c = 255u - rgb[0];
		m = 255u - rgb[1];
		y = 255u - rgb[2];
		k = c < m ? (c < y ? c : y) : (m < y ? m : y);
		cmyk[0] = (unsigned char)(c - k);
		cmyk[1] = (unsigned char)(m - k);
		cmyk[2] = (unsigned char)(y - k);
		cmyk[3] = (unsigned char)k;
	}
}

/* load: the pixels as the page's model wants them, into the document. */
static HPDF_Image
load(struct pdf *p, const unsigned char *rgb, int w, int h)
{
	size_t n = (size_t)w * (size_t)h;
	unsigned char *cmyk, *shown;
	HPDF_Image im;

	if (p->model == PDF_RGB && !p->proof)
		return HPDF_LoadRawImageFromMem(p->doc, rgb, (HPDF_UINT)w,
		    (HPDF_UINT)h, HPDF_CS_DEVICE_RGB, 8);
	cmyk = mem_alloc(4 * n);
	if (!p->conv)
		naive(rgb, n, cmyk);
	else if (colour_conv_pixels(p->conv, rgb, n, p->overprint,
	    cmyk) < 0) {
		free(cmyk);
		return NULL;
	}
	/* A soft proof shows the print's pixels as the press prints them. */
	if (p->proof) {
		shown = mem_alloc(3 * n);
		if (proof_pixels(p->proof, cmyk, n, shown) < 0) {
			MEM_FREE(cmyk, shown);
			return NULL;
		}
		im = HPDF_LoadRawImageFromMem(p->doc, shown, (HPDF_UINT)w,
		    (HPDF_UINT)h, HPDF_CS_DEVICE_RGB, 8);
		MEM_FREE(cmyk, shown);
		return im;
	}
	im = HPDF_LoadRawImageFromMem(p->doc, cmyk, (HPDF_UINT)w,
	    (HPDF_UINT)h, HPDF_CS_DEVICE_CMYK, 8);
	free(cmyk);
	return im;
}

/* svg_proof: the soft proof of the pixels as a PNG the SVG page holds:
 * its definition's number, or -1. */
static int
svg_proof(struct pdf *p, const unsigned char *rgb, int w, int h)
{
	size_t n = (size_t)w * (size_t)h, len = 0;
	unsigned char *cmyk = mem_alloc(4 * n), *shown = mem_alloc(3 * n);
	unsigned char *png = NULL;
	int id = -1;

	if (p->conv && colour_conv_pixels(p->conv, rgb, n, 0, cmyk) == 0 &&
	    proof_pixels(p->proof, cmyk, n, shown) == 0 &&
	    (png = picture_png(shown, w, h, &len)))
		id = pdf_svg_image_def(p, "image/png", png, len);
	MEM_FREE(cmyk, shown, png);
	return id;
}

int
pdf_image_rgb(struct pdf *p, const void *key, const unsigned char *rgb,
    int w, int h, const struct pdf_image_src *src, struct diag *d)
{
	int id = pdf_form_find(p, key, IMAGE_PART);
	HPDF_Image im;

	if (id >= 0)
		return id;
	if (p->svg && p->proof) {
		/* A soft proof's picture: the press's pixels, as a PNG. */
		if ((id = svg_proof(p, rgb, w, h)) < 0) {
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "a "
			    "picture of %d x %d px could not be shown as the "
			    "press prints it", w, h);
			return -1;
		}
		pdf_form_keep(p, key, IMAGE_PART, id);
		return id;
	}
	if (p->svg) {
		id = pdf_svg_image_def(p, src->mime, src->data, src->n);
		pdf_form_keep(p, key, IMAGE_PART, id);
		return id;
	}
	if (!(im = load(p, rgb, w, h))) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "a picture of %d x "
		    "%d px could not be converted or added to the PDF", w, h);
		return -1;
	}
	p->forms = mem_grow(p->forms, &p->capforms, p->nforms + 1,
	    sizeof(*p->forms));
	p->forms[p->nforms].dict = im;
	p->forms[p->nforms].name = NULL;
	p->forms[p->nforms].page = 0;
	id = (int)p->nforms++;
	pdf_form_keep(p, key, IMAGE_PART, id);
	return id;
}
