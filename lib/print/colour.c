/* colour.c: the designer's RGB colours as CMYK, through the output
 * profile with Little CMS (colour.h says how). */
#include "print/colour.h"

#include <lcms2.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "print/icc.h"

#define RAMP 256     /* steps of the profile's black ramp */
#define CACHE 256    /* colours remembered (a board's palette is smaller) */

struct colour_conv {
	cmsContext ctx;
	cmsHTRANSFORM rgb_cmyk, rgb_lab;
	cmsHPROFILE out;          /* the output profile, kept for pixels */
	cmsHTRANSFORM px;         /* 8-bit RGB pixels, made on first use */
	unsigned char *icc;       /* the profile's bytes, as read */
	size_t nicc;
	double ramp[RAMP];   /* L* of k = i / (RAMP - 1), falling */
	double ink;
	struct {
		unsigned rgb;
		int used;
		double cmyk[4];
	} cache[CACHE];
};

/* black_ramp: L* of black ink alone, 0 to 100 %, through profile out. */
static int
black_ramp(struct colour_conv *c, cmsHPROFILE out, cmsHPROFILE lab)
{
	double cmyk[RAMP][4], l[RAMP][3];
	cmsHTRANSFORM t;
	int i;

	t = cmsCreateTransformTHR(c->ctx, out, TYPE_CMYK_DBL, lab,
	    TYPE_Lab_DBL, INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_NOCACHE);
	if (!t)
		return -1;
	for (i = 0; i < RAMP; i++) {
		cmyk[i][0] = cmyk[i][1] = cmyk[i][2] = 0;
		cmyk[i][3] = 100.0 * i / (RAMP - 1);
	}
	cmsDoTransform(t, cmyk, l, RAMP);
	cmsDeleteTransform(t);
	for (i = 0; i < RAMP; i++)
		c->ramp[i] = l[i][0];
	/* A ramp that does not darken is no press profile's. */
	return c->ramp[RAMP - 1] < c->ramp[0] - 10 ? 0 : -1;
}

/* transforms: sRGB into the profile at path, and into L*a*b*. */
static int
transforms(struct colour_conv *c, const unsigned char *icc, size_t n)
{
	cmsHPROFILE srgb = cmsCreate_sRGBProfileTHR(c->ctx);
	cmsHPROFILE lab = cmsCreateLab4ProfileTHR(c->ctx, NULL);
	cmsHPROFILE out = cmsOpenProfileFromMemTHR(c->ctx, icc,
	    (cmsUInt32Number)n);
	int rc = -1;

	if (srgb && lab && out && black_ramp(c, out, lab) == 0) {
		c->rgb_cmyk = cmsCreateTransformTHR(c->ctx, srgb, TYPE_RGB_DBL,
		    out, TYPE_CMYK_DBL, INTENT_RELATIVE_COLORIMETRIC,
		    cmsFLAGS_BLACKPOINTCOMPENSATION | cmsFLAGS_NOCACHE);
		c->rgb_lab = cmsCreateTransformTHR(c->ctx, srgb, TYPE_RGB_DBL,
		    lab, TYPE_Lab_DBL, INTENT_RELATIVE_COLORIMETRIC,
		    cmsFLAGS_NOCACHE);
		rc = c->rgb_cmyk && c->rgb_lab ? 0 : -1;
	}
	if (srgb)
		cmsCloseProfile(srgb);
	if (lab)
		cmsCloseProfile(lab);
	c->out = out;
	return rc;
}

struct colour_conv *
colour_conv_new(const char *icc, double ink, struct diag *d)
{
	const char *path = icc ? icc : COLOUR_DEFAULT_PROFILE;
	struct colour_conv *c;
	unsigned char *buf;
	size_t n;

	if (!(buf = icc_read(path, &n, d)))
		return NULL;
	c = colour_conv_mem(buf, n, path, ink, d);
	free(buf);
	return c;
}

struct colour_conv *
colour_conv_mem(const unsigned char *icc, size_t n, const char *path,
    double ink, struct diag *d)
{
	struct colour_conv *c = mem_calloc(1, sizeof(*c));

	c->ink = ink;
	/* Kept as read: Little CMS cannot write every profile it reads
	 * back out (cmsSaveProfileToMem fails on Ghostscript's
	 * ps_cmyk.icc), and the soft proof must read this one. */
	c->icc = mem_alloc(n ? n : 1);
	memcpy(c->icc, icc, n);
	c->nicc = n;
	c->ctx = cmsCreateContext(NULL, NULL);
	if (!c->ctx || transforms(c, icc, n) < 0) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "Little CMS "
		    "cannot convert colours into this CMYK profile");
		colour_conv_free(c);
		return NULL;
	}
	return c;
}

void
colour_conv_free(struct colour_conv *c)
{
	if (!c)
		return;
	if (c->rgb_cmyk)
		cmsDeleteTransform(c->rgb_cmyk);
	if (c->rgb_lab)
		cmsDeleteTransform(c->rgb_lab);
	if (c->px)
		cmsDeleteTransform(c->px);
	if (c->out)
		cmsCloseProfile(c->out);
	if (c->ctx)
		cmsDeleteContext(c->ctx);
	free(c->icc);
	free(c);
}

/*
 * grey: black ink alone for the neutral v (0..1): the sRGB grey's L*,
 * set between paper and the profile's 100 % K as sRGB's L* lies between
 * white and black, and found on the black ramp.
 */
static double
grey(struct colour_conv *c, double v)
{
	double rgb[3] = { v, v, v }, lab[3], want, f;
	const double *r = c->ramp;
	int i;

	cmsDoTransform(c->rgb_lab, rgb, lab, 1);
	want = r[RAMP - 1] + fmax(0, fmin(100, lab[0])) *
	    (r[0] - r[RAMP - 1]) / 100;
	for (i = 1; i < RAMP - 1 && r[i] > want; i++)
		;
	f = r[i - 1] - r[i] > 1e-9 ? (r[i - 1] - want) / (r[i - 1] - r[i]) : 1;
	return fmin(1, fmax(0, (i - 1 + fmin(1, fmax(0, f))) / (RAMP - 1)));
}

/* convert: rgb through the profile, within the ink cap, to 0.1 %. */
static void
convert(struct colour_conv *c, unsigned rgb, double out[4])
{
	double in[3], cmy, f;
	int i;

	for (i = 0; i < 3; i++)
		in[i] = ((rgb >> (16 - 8 * i)) & 255) / 255.0;
	if (in[0] == in[1] && in[1] == in[2]) {
		out[0] = out[1] = out[2] = 0;
		out[3] = grey(c, in[0]);
	} else {
		cmsDoTransform(c->rgb_cmyk, in, out, 1);
		for (i = 0; i < 4; i++)
			out[i] = fmin(1, fmax(0, out[i] / 100));
	}
	cmy = out[0] + out[1] + out[2];
	if (cmy + out[3] > c->ink && cmy > 0) {
		f = fmax(0, c->ink - out[3]) / cmy;
		for (i = 0; i < 3; i++)
			out[i] *= f;
	}
	/* Rounded down, so the cap holds after rounding too. */
	for (i = 0; i < 4; i++)
		out[i] = floor(out[i] * 1000 + 1e-6) / 1000;
}

void
colour_conv_rgb(struct colour_conv *c, unsigned rgb, double cmyk[4])
{
	unsigned h, i;

	rgb &= 0xffffff;
	h = ((rgb * 2654435761u) & 0xffffffffu) >> 24;
	for (i = 0; i < CACHE; i++, h = (h + 1) % CACHE) {
		if (!c->cache[h].used) {
			convert(c, rgb, c->cache[h].cmyk);
			c->cache[h].used = 1;
			c->cache[h].rgb = rgb;
		}
		if (c->cache[h].rgb == rgb) {
			memcpy(cmyk, c->cache[h].cmyk, 4 * sizeof(double));
			return;
		}
	}
	convert(c, rgb, cmyk);
}

/* pixel_transform: sRGB 8-bit pixels into the profile, made once. */
static int
pixel_transform(struct colour_conv *c)
{
	cmsHPROFILE srgb;

	if (c->px)
		return 0;
	if (!(srgb = cmsCreate_sRGBProfileTHR(c->ctx)))
		return -1;
	c->px = cmsCreateTransformTHR(c->ctx, srgb, TYPE_RGB_8, c->out,
	    TYPE_CMYK_8, INTENT_RELATIVE_COLORIMETRIC,
	    cmsFLAGS_BLACKPOINTCOMPENSATION);
	cmsCloseProfile(srgb);
	return c->px ? 0 : -1;
}

int
colour_conv_pixels(struct colour_conv *c, const unsigned char *rgb,
    size_t n, unsigned char *cmyk)
{
	unsigned cap = (unsigned)(c->ink * 255), cmy, k, i;
	size_t at, step = 1 << 20, m;

	if (pixel_transform(c) < 0)
		return -1;
	for (at = 0; at < n; at += m) {
		m = n - at < step ? n - at : step;
		cmsDoTransform(c->px, rgb + 3 * at, cmyk + 4 * at,
		    (cmsUInt32Number)m);
	}
	for (at = 0; at < n; at++, cmyk += 4, rgb += 3) {
		/* Paper stays paper: white takes no ink at all. */
		if (rgb[0] == 255 && rgb[1] == 255 && rgb[2] == 255)
			cmyk[0] = cmyk[1] = cmyk[2] = cmyk[3] = 0;
		cmy = (unsigned)cmyk[0] + cmyk[1] + cmyk[2];
		k = cmyk[3];
		if (cmy + k <= cap || cmy == 0)
			continue;
		/* Over the cap: cyan, magenta and yellow down together,
		 * rounded down so the cap holds. */
		for (i = 0; i < 3; i++)
			cmyk[i] = (unsigned char)(cmyk[i] * (cap > k ? cap -
			    k : 0) / cmy);
	}
	return 0;
}

unsigned char *
colour_conv_profile(struct colour_conv *c, size_t *n)
{
	unsigned char *buf = mem_alloc(c->nicc ? c->nicc : 1);

	memcpy(buf, c->icc, c->nicc);
	*n = c->nicc;
	return buf;
}
