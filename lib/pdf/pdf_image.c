/* pdf_image.c: pictures as image XObjects of a PDF document (draw/pdf.h),
 * their pixels converted for the page. */
#include <stdlib.h>

#include "colour/colour.h"
#include "colour/proof.h"
#include "core/mem.h"
#include "pdf/pdf_int.h"

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
load(struct pdf_doc *p, const unsigned char *rgb, int w, int h)
{
	size_t n = (size_t)w * (size_t)h;
	unsigned char *cmyk, *shown;
	HPDF_Image im;

	if (p->pub.model == PDF_RGB && !p->pub.proof)
		return HPDF_LoadRawImageFromMem(p->doc, rgb, (HPDF_UINT)w,
		    (HPDF_UINT)h, HPDF_CS_DEVICE_RGB, 8);
	cmyk = mem_alloc(4 * n);
	if (!p->pub.conv)
		naive(rgb, n, cmyk);
	else if (colour_conv_pixels(p->pub.conv, rgb, n, p->pub.overprint,
	    cmyk) < 0) {
		free(cmyk);
		return NULL;
	}
	/* A soft proof shows the print's pixels as the press prints them. */
	if (p->pub.proof) {
		shown = mem_alloc(3 * n);
		if (proof_pixels(p->pub.proof, cmyk, n, shown) < 0) {
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

int
pdf_doc_image(struct pdf *pub, const unsigned char *rgb, int w, int h,
    const struct pdf_image_src *src, struct diag *d)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;
	HPDF_Image im;

	(void)src; /* (a PDF holds the pixels, not the picture's file) */
	if (!(im = load(p, rgb, w, h))) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "a picture of "
		    "%d x %d px could not be converted or added to the PDF",
		    w, h);
		return -1;
	}
	p->forms = mem_grow(p->forms, &p->capforms, p->nforms + 1,
	    sizeof(*p->forms));
	p->forms[p->nforms].dict = im;
	p->forms[p->nforms].name = NULL;
	p->forms[p->nforms].page = 0;
	p->forms[p->nforms].later = 0;
	return (int)p->nforms++;
}
