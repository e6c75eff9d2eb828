/* proof.c: the soft proof and the gamut distance, with Little CMS
 * (proof.h says what they are). */
#include "colour/proof.h"

#include <lcms2.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "board/rules.h"
#include "board/style.h"
#include "core/mem.h"

#define CACHE 512 /* CMYK colours remembered (a page's are fewer) */

struct proof {
	cmsContext ctx;
	cmsHPROFILE out;        /* the press's profile */
	cmsHTRANSFORM show;     /* CMYK (double) to sRGB, absolute */
	cmsHTRANSFORM px;       /* CMYK to sRGB, 8 bits, made on first use */
	cmsHTRANSFORM sep;      /* sRGB to CMYK, relative with BPC */
	cmsHTRANSFORM back;     /* CMYK to sRGB, relative with BPC */
	cmsHTRANSFORM lab;      /* sRGB to L*a*b* (D50) */
	struct {
		double cmyk[4], rgb[3];
		int used;
	} cache[CACHE];
};

/* quiet: Little CMS's own messages go nowhere (the caller reports). */
static void
quiet(cmsContext ctx, cmsUInt32Number code, const char *text)
{
	(void)ctx;
	(void)code;
	(void)text;
}

/* transforms: every transform but the pixels', from the open profile. */
static int
transforms(struct proof *pf)
{
	cmsHPROFILE srgb = cmsCreate_sRGBProfileTHR(pf->ctx);
	cmsHPROFILE lab = cmsCreateLab4ProfileTHR(pf->ctx, NULL);
	int rc = -1;

	if (srgb && lab && cmsGetColorSpace(pf->out) == cmsSigCmykData) {
		/*
		 * Absolute colorimetric: the paper's white is shown as the
		 * colour it is on a screen whose white is sRGB's (D65
		 * adapted to D50, as Little CMS does for every V4
		 * profile), not stretched to the screen's white.
		 */
		pf->show = cmsCreateTransformTHR(pf->ctx, pf->out,
		    TYPE_CMYK_DBL, srgb, TYPE_RGB_DBL,
		    INTENT_ABSOLUTE_COLORIMETRIC, cmsFLAGS_NOCACHE);
		pf->sep = cmsCreateTransformTHR(pf->ctx, srgb, TYPE_RGB_DBL,
		    pf->out, TYPE_CMYK_DBL, INTENT_RELATIVE_COLORIMETRIC,
		    cmsFLAGS_BLACKPOINTCOMPENSATION | cmsFLAGS_NOCACHE);
		pf->back = cmsCreateTransformTHR(pf->ctx, pf->out,
		    TYPE_CMYK_DBL, srgb, TYPE_RGB_DBL,
		    INTENT_RELATIVE_COLORIMETRIC,
		    cmsFLAGS_BLACKPOINTCOMPENSATION | cmsFLAGS_NOCACHE);
		pf->lab = cmsCreateTransformTHR(pf->ctx, srgb, TYPE_RGB_DBL,
		    lab, TYPE_Lab_DBL, INTENT_RELATIVE_COLORIMETRIC,
		    cmsFLAGS_NOCACHE);
		rc = pf->show && pf->sep && pf->back && pf->lab ? 0 : -1;
	}
	if (srgb)
		cmsCloseProfile(srgb);
	if (lab)
		cmsCloseProfile(lab);
	return rc;
}

struct proof *
proof_new(const unsigned char *icc, size_t n, const char *path,
    struct diag *d)
{
	struct proof *pf = mem_calloc(1, sizeof(*pf));

	pf->ctx = cmsCreateContext(NULL, NULL);
	if (pf->ctx)
		cmsSetLogErrorHandlerTHR(pf->ctx, quiet);
	if (!pf->ctx || !(pf->out = cmsOpenProfileFromMemTHR(pf->ctx, icc,
	    (cmsUInt32Number)n)) || transforms(pf) < 0) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "Little CMS "
		    "cannot show this CMYK profile's colours as sRGB for a "
		    "soft proof");
		proof_free(pf);
		return NULL;
	}
	return pf;
}

void
proof_free(struct proof *pf)
{
	cmsHTRANSFORM t[5];
	size_t i;

	if (!pf)
		return;
	t[0] = pf->show, t[1] = pf->px, t[2] = pf->sep, t[3] = pf->back;
	t[4] = pf->lab;
	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++)
		if (t[i])
			cmsDeleteTransform(t[i]);
	if (pf->out)
		cmsCloseProfile(pf->out);
	if (pf->ctx)
		cmsDeleteContext(pf->ctx);
	free(pf);
}

void
proof_cmyk(struct proof *pf, const double cmyk[4], double rgb[3])
{
	double in[4];
	unsigned h = 2166136261u;
	int i;

	for (i = 0; i < 4; i++) {
		in[i] = fmin(1, fmax(0, cmyk[i])) * 100;
		h = (h ^ (unsigned)lround(in[i] * 1000)) * 16777619u;
	}
	h %= CACHE;
	if (pf->cache[h].used && !memcmp(pf->cache[h].cmyk, in, sizeof(in))) {
		memcpy(rgb, pf->cache[h].rgb, 3 * sizeof(double));
		return;
	}
	cmsDoTransform(pf->show, in, rgb, 1);
	for (i = 0; i < 3; i++)
		rgb[i] = fmin(1, fmax(0, rgb[i]));
	memcpy(pf->cache[h].cmyk, in, sizeof(in));
	memcpy(pf->cache[h].rgb, rgb, 3 * sizeof(double));
	pf->cache[h].used = 1;
}

void
proof_paper(struct proof *pf, double rgb[3])
{
	static const double paper[4] = { 0, 0, 0, 0 };

	proof_cmyk(pf, paper, rgb);
}

int
proof_pixels(struct proof *pf, const unsigned char *cmyk, size_t n,
    unsigned char *rgb)
{
	cmsHPROFILE srgb;
	size_t at, step = 1 << 20, m;

	if (!pf->px) {
		if (!(srgb = cmsCreate_sRGBProfileTHR(pf->ctx)))
			return -1;
		pf->px = cmsCreateTransformTHR(pf->ctx, pf->out, TYPE_CMYK_8,
		    srgb, TYPE_RGB_8, INTENT_ABSOLUTE_COLORIMETRIC, 0);
		cmsCloseProfile(srgb);
		if (!pf->px)
			return -1;
	}
	for (at = 0; at < n; at += m) {
		m = n - at < step ? n - at : step;
		cmsDoTransform(pf->px, cmyk + 4 * at, rgb + 3 * at,
		    (cmsUInt32Number)m);
	}
	return 0;
}

double
proof_delta(struct proof *pf, unsigned rgb)
{
	double in[3], cmyk[4], back[3];
	cmsCIELab want, got;
	int i;

	for (i = 0; i < 3; i++)
		in[i] = ((rgb >> (16 - 8 * i)) & 255) / 255.0;
	cmsDoTransform(pf->sep, in, cmyk, 1);
	cmsDoTransform(pf->back, cmyk, back, 1);
	cmsDoTransform(pf->lab, in, &want, 1);
	cmsDoTransform(pf->lab, back, &got, 1);
	return cmsCIE2000DeltaE(&want, &got, 1, 1, 1);
}

/* restated: does r's style give colour c too (then its line is the one
 * named: the style is what the designer changes)? */
static int
restated(const struct rules *r, unsigned c)
{
	size_t i;

	for (i = 0; i < r->ncolour_at; i++)
		if (r->colour_at[i].style && r->colour_at[i].colour == c)
			return 1;
	return 0;
}

size_t
proof_gamut(struct proof *pf, const struct rules *r, const char *condition,
    struct diag *w)
{
	const struct rules_colour_at *at;
	size_t i, n = 0;
	double de;

	for (i = 0; i < r->ncolour_at; i++) {
		at = &r->colour_at[i];
		if (!style_colour_used(r, at->colour) ||
		    (!at->style && restated(r, at->colour)))
			continue;
		if ((de = proof_delta(pf, at->colour)) <= PROOF_GAMUT_DE)
			continue;
		diag_add(w, DIAG_OK, at->style ? r->style_origin : r->origin,
		    at->line, NULL, NULL, "warning: the %s colour #%06X is "
		    "out of the press's gamut (%.60s): it prints ΔE00 %.1f "
		    "away", at->style ? "style's" : "rules'", at->colour,
		    condition, de);
		n++;
	}
	return n;
}
