/* colour.c: the designer's RGB colours as CMYK, through the output
 * profile with Little CMS (colour.h says how). */
#include "colour/colour.h"

#include <lcms2.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "colour/icc.h"
#include "core/mem.h"

#define RAMP 256     /* steps of the profile's black ramp */
#define CACHE 256    /* colours remembered (a board's palette is smaller) */

struct colour_conv {
	cmsContext ctx;
	cmsHTRANSFORM rgb_cmyk;   /* sRGB into the profile (BPC) */
	cmsHTRANSFORM cmyk_lab;   /* the profile's inks as L*a*b* */
	cmsHPROFILE out;          /* the output profile, kept for pixels */
	cmsHTRANSFORM px;         /* 8-bit RGB pixels, made on first use */
	unsigned char *icc;       /* the profile's bytes, as read */
	size_t nicc;
	int px_under;             /* px made for pixels black overprints */
	double ramp[RAMP];   /* L* of k = i / (RAMP - 1), falling */
	double ink;
	struct {
		unsigned rgb;
		int used;
		double cmyk[4], under[4]; /* under: held to ink - 100 % */
		double shift;             /* CIEDE2000 between the two */
	} cache[CACHE];
};

/* black_ramp: L* of black ink alone, 0 to 100 %, through profile out. */
static int
black_ramp(struct colour_conv *c, cmsHPROFILE out, cmsHPROFILE lab)
{
	double cmyk[RAMP][4], l[RAMP][3];
	int i;

	c->cmyk_lab = cmsCreateTransformTHR(c->ctx, out, TYPE_CMYK_DBL, lab,
	    TYPE_Lab_DBL, INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_NOCACHE);
	if (!c->cmyk_lab)
		return -1;
	for (i = 0; i < RAMP; i++) {
		cmyk[i][0] = cmyk[i][1] = cmyk[i][2] = 0;
		cmyk[i][3] = 100.0 * i / (RAMP - 1);
	}
	cmsDoTransform(c->cmyk_lab, cmyk, l, RAMP);
	for (i = 0; i < RAMP; i++)
		c->ramp[i] = l[i][0];
	/* A ramp that does not darken is no press profile's. */
	return c->ramp[RAMP - 1] < c->ramp[0] - 10 ? 0 : -1;
}

/* transforms: sRGB into the profile, and the profile's inks as L*a*b*. */
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
		rc = c->rgb_cmyk ? 0 : -1;
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
	if (c->cmyk_lab)
		cmsDeleteTransform(c->cmyk_lab);
	if (c->px)
		cmsDeleteTransform(c->px);
	if (c->out)
		cmsCloseProfile(c->out);
	if (c->ctx)
		cmsDeleteContext(c->ctx);
	free(c->icc);
	free(c);
}

/* lab: the L*a*b* the profile gives inks v (each 0..1). */
static void
lab(struct colour_conv *c, const double v[4], double out[3])
{
	double in[4] = { v[0] * 100, v[1] * 100, v[2] * 100, v[3] * 100 };

	cmsDoTransform(c->cmyk_lab, in, out, 1);
}

/*
 * grey: black ink alone for the neutral v (0..1): the lightness the
 * profile's own separation of the grey prints at (relative colorimetric
 * with black point compensation), found on the profile's black ramp;
 * 100 % K for greys darker than black ink alone can print.
 */
static double
grey(struct colour_conv *c, double v)
{
	double rgb[3] = { v, v, v }, sep[4], l[3], want, f;
	const double *r = c->ramp;
	int i;

	cmsDoTransform(c->rgb_cmyk, rgb, sep, 1);
	for (i = 0; i < 4; i++)
		sep[i] = fmin(1, fmax(0, sep[i] / 100));
	lab(c, sep, l);
	want = l[0];
	if (want >= r[0])
		return 0;
	for (i = 1; i < RAMP - 1 && r[i] > want; i++)
		;
	f = r[i - 1] - r[i] > 1e-9 ? (r[i - 1] - want) / (r[i - 1] - r[i]) : 1;
	return fmin(1, fmax(0, (i - 1 + fmin(1, fmax(0, f))) / (RAMP - 1)));
}

/* solve: x = A^-1 b for n x n A (n <= 4), by Gaussian elimination with
 * partial pivoting; -1 when A is singular. A and b are overwritten. */
static int
solve(int n, double a[4][4], double b[4], double x[4])
{
	int i, j, k, m;
	double t;

	for (k = 0; k < n; k++) {
		for (m = k, i = k + 1; i < n; i++)
			if (fabs(a[i][k]) > fabs(a[m][k]))
				m = i;
		if (fabs(a[m][k]) < 1e-12)
			return -1;
		for (j = 0; j < n; j++) {
			t = a[k][j];
			a[k][j] = a[m][j];
			a[m][j] = t;
		}
		t = b[k];
		b[k] = b[m];
		b[m] = t;
		for (i = k + 1; i < n; i++) {
			t = a[i][k] / a[k][k];
			for (j = k; j < n; j++)
				a[i][j] -= t * a[k][j];
			b[i] -= t * b[k];
		}
	}
	for (k = n - 1; k >= 0; k--) {
		for (t = b[k], j = k + 1; j < n; j++)
			t -= a[k][j] * x[j];
		x[k] = t / a[k][k];
	}
	return 0;
}

/*
 * match: cyan, magenta and yellow (v[0..2], a start on entry) that with
 * black v[3] print closest to L*a*b* want with the three in total at most
 * room: Gauss-Newton steps on the profile's own inks-to-L*a*b* table, the
 * total held at room by a Lagrange multiplier where it would pass it,
 * each ink within 0..1. Returns the distance (CIE76) left.
 */
static double
match(struct colour_conv *c, double v[4], const double want[3], double room)
{
	double at[3], d[3], j[3][3], a[4][4], b[4], x[4], w[4], h = 0.002;
	int it, i, k, n;

	for (it = 0; it < 16; it++) {
		lab(c, v, at);
		for (i = 0; i < 3; i++)
			d[i] = want[i] - at[i];
		if (fabs(d[0]) + fabs(d[1]) + fabs(d[2]) < 0.005)
			break;
		for (k = 0; k < 3; k++) {
			double l[3], e = v[k] + h <= 1 ? h : -h;

			memcpy(w, v, sizeof(w));
			w[k] += e;
			lab(c, w, l);
			for (i = 0; i < 3; i++)
				j[i][k] = (l[i] - at[i]) / e;
		}
		/* The normal equations, J'J x = J'd (damped a little). */
		for (i = 0; i < 3; i++) {
			for (k = 0; k < 3; k++)
				a[i][k] = j[0][i] * j[0][k] + j[1][i] *
				    j[1][k] + j[2][i] * j[2][k];
			a[i][i] += 1e-3;
			b[i] = j[0][i] * d[0] + j[1][i] * d[1] + j[2][i] * d[2];
		}
		n = 3;
		if (solve(3, a, b, x) < 0)
			break;
		if (v[0] + v[1] + v[2] + x[0] + x[1] + x[2] > room) {
			/* On the cap: the step with the total at room. */
			for (i = 0; i < 3; i++) {
				for (k = 0; k < 3; k++)
					a[i][k] = j[0][i] * j[0][k] + j[1][i] *
					    j[1][k] + j[2][i] * j[2][k];
				a[i][i] += 1e-3;
				a[i][3] = a[3][i] = 1;
				b[i] = j[0][i] * d[0] + j[1][i] * d[1] +
				    j[2][i] * d[2];
			}
			a[3][3] = 0;
			b[3] = room - v[0] - v[1] - v[2];
			n = 4;
			if (solve(n, a, b, x) < 0)
				break;
		}
		for (k = 0; k < 3; k++)
			v[k] = fmin(1, fmax(0, v[k] + x[k]));
	}
	/* Within room whatever the steps left (clamping can add). */
	if (v[0] + v[1] + v[2] > room) {
		double f = fmax(0, room) / (v[0] + v[1] + v[2]);

		for (k = 0; k < 3; k++)
			v[k] *= f;
	}
	lab(c, v, at);
	return sqrt((want[0] - at[0]) * (want[0] - at[0]) + (want[1] -
	    at[1]) * (want[1] - at[1]) + (want[2] - at[2]) * (want[2] - at[2]));
}

/* de: CIEDE2000 between the L*a*b* of inks v and lab l. */
static double
de(struct colour_conv *c, const double v[4], const double l[3])
{
	double at[3];
	cmsCIELab x, y;

	lab(c, v, at);
	x = (cmsCIELab){ at[0], at[1], at[2] };
	y = (cmsCIELab){ l[0], l[1], l[2] };
	return cmsCIE2000DeltaE(&x, &y, 1, 1, 1);
}

/*
 * gcr: sep (the profile's separation, over cap in total or with cyan,
 * magenta and yellow over cmy) held to both by black generation: for black from the separation's own up to 100 %, the
 * other three inks matched again on the profile to the separation's
 * L*a*b* within what the cap leaves them; the black whose match is
 * closest (CIEDE2000) kept, the least black of equals. Cyan, magenta and
 * yellow are taken down together only as the last step of a match that
 * cannot otherwise keep the cap (and then the closest match is another
 * black's).
 */
static void
gcr(struct colour_conv *c, const double sep[4], double cap, double cmy,
    double out[4])
{
	double want[3], v[4], best[4], e, be = 1e9, k0 = sep[3], k;
	int i, steps = 20;

	lab(c, sep, want);
	for (i = 0; i <= steps; i++) {
		k = k0 + (1 - k0) * i / steps;
		memcpy(v, sep, sizeof(v));
		v[3] = k;
		match(c, v, want, fmin(cmy, cap - k));
		if ((e = de(c, v, want)) < be - 1e-6) {
			be = e;
			memcpy(best, v, sizeof(best));
		}
	}
	/* Refined about the best: halving steps of black either side. */
	for (i = 0, k = (1 - k0) / steps / 2; i < 6; i++, k /= 2) {
		double t[4];
		int s;

		for (s = -1; s <= 1; s += 2) {
			memcpy(t, best, sizeof(t));
			t[3] = fmin(1, fmax(k0, best[3] + s * k));
			match(c, t, want, fmin(cmy, cap - t[3]));
			if ((e = de(c, t, want)) < be - 1e-6) {
				be = e;
				memcpy(best, t, sizeof(best));
			}
		}
	}
	memcpy(out, best, sizeof(best));
}

/*
 * convert: rgb as the press's inks, in total within cap and cyan, magenta
 * and yellow within cmy, to 0.1 %: a grey in black alone, any other
 * colour through the profile, held to both by black generation where
 * over them.
 */
static void
convert(struct colour_conv *c, unsigned rgb, double cap, double cmy,
    double out[4])
{
	double in[3], sep[4];
	int i;

	for (i = 0; i < 3; i++)
		in[i] = ((rgb >> (16 - 8 * i)) & 255) / 255.0;
	if (in[0] == in[1] && in[1] == in[2]) {
		out[0] = out[1] = out[2] = 0;
		out[3] = grey(c, in[0]);
	} else {
		cmsDoTransform(c->rgb_cmyk, in, sep, 1);
		for (i = 0; i < 4; i++)
			out[i] = sep[i] = fmin(1, fmax(0, sep[i] / 100));
		if (sep[0] + sep[1] + sep[2] + sep[3] > cap ||
		    sep[0] + sep[1] + sep[2] > cmy)
			gcr(c, sep, cap, cmy, out);
	}
	/* Rounded down, so the cap holds after rounding too. */
	for (i = 0; i < 4; i++)
		out[i] = floor(out[i] * 1000 + 1e-6) / 1000;
}

/* remembered: rgb's place in c's cache, its inks worked out when new. */
static int
remembered(struct colour_conv *c, unsigned rgb)
{
	unsigned h, i;

	h = ((rgb * 2654435761u) & 0xffffffffu) >> 24;
	for (i = 0; i < CACHE; i++, h = (h + 1) % CACHE) {
		if (!c->cache[h].used) {
			convert(c, rgb, c->ink, c->ink, c->cache[h].cmyk);
			memcpy(c->cache[h].under, c->cache[h].cmyk,
			    sizeof(c->cache[h].under));
			c->cache[h].shift = 0;
			if (c->cache[h].cmyk[0] + c->cache[h].cmyk[1] +
			    c->cache[h].cmyk[2] > c->ink - 1 + 1e-9) {
				double l[3];

				convert(c, rgb, c->ink, c->ink - 1,
				    c->cache[h].under);
				lab(c, c->cache[h].cmyk, l);
				c->cache[h].shift = de(c, c->cache[h].under, l);
			}
			c->cache[h].used = 1;
			c->cache[h].rgb = rgb;
		}
		if (c->cache[h].rgb == rgb)
			return (int)h;
	}
	return -1;
}

/* inks: rgb's inks, under black or not, remembered or worked out. */
static void
inks(struct colour_conv *c, unsigned rgb, int under, double cmyk[4])
{
	int h = remembered(c, rgb &= 0xffffff);

	if (h >= 0)
		memcpy(cmyk, under ? c->cache[h].under : c->cache[h].cmyk,
		    4 * sizeof(double));
	else
		convert(c, rgb, c->ink, under ? c->ink - 1 : c->ink, cmyk);
}

void
colour_conv_rgb(struct colour_conv *c, unsigned rgb, double cmyk[4])
{
	inks(c, rgb, 0, cmyk);
}

void
colour_conv_under_black(struct colour_conv *c, unsigned rgb, double cmyk[4])
{
	inks(c, rgb, 1, cmyk);
}

double
colour_conv_under_shift(struct colour_conv *c, unsigned rgb)
{
	int h = remembered(c, rgb &= 0xffffff);
	double v[4], u[4], l[3];

	if (h >= 0)
		return c->cache[h].shift;
	convert(c, rgb, c->ink, c->ink, v);
	convert(c, rgb, c->ink, c->ink - 1, u);
	lab(c, v, l);
	return de(c, u, l);
}

/*
 * pixel_transform: 8-bit sRGB pixels as the press's inks, made once: a
 * device link whose 17 x 17 x 17 table holds the profile's separation
 * (relative colorimetric with black point compensation; greys as the
 * profile makes them, not black alone) of each node, held by black
 * generation to the cap, and cyan, magenta and yellow to the cap less
 * 100 % when black overprints (under); paper white no ink. Little CMS
 * interpolates between the nodes, and an interpolation of totals within
 * the cap is within it.
 */
#define GRID 17

static int
pixel_transform(struct colour_conv *c, int under)
{
	cmsUInt16Number *table;
	cmsHPROFILE dl = NULL;
	cmsPipeline *pl = NULL;
	cmsStage *st;
	double in[3], sep[4], cmy = under ? c->ink - 1 : c->ink;
	int r, g, b, i, at = 0;

	if (c->px)
		return 0;
	table = mem_alloc(sizeof(*table) * 4 * GRID * GRID * GRID);
	for (r = 0; r < GRID; r++)
		for (g = 0; g < GRID; g++)
			for (b = 0; b < GRID; b++) {
				in[0] = r / (GRID - 1.0);
				in[1] = g / (GRID - 1.0);
				in[2] = b / (GRID - 1.0);
				cmsDoTransform(c->rgb_cmyk, in, sep, 1);
				for (i = 0; i < 4; i++)
					sep[i] = fmin(1, fmax(0, sep[i] / 100));
				if (r == GRID - 1 && g == GRID - 1 &&
				    b == GRID - 1)
					sep[0] = sep[1] = sep[2] = sep[3] = 0;
				else if (sep[0] + sep[1] + sep[2] + sep[3] >
				    c->ink || sep[0] + sep[1] + sep[2] > cmy)
					gcr(c, sep, c->ink, cmy, sep);
				for (i = 0; i < 4; i++)
					table[at++] = (cmsUInt16Number)floor(
					    sep[i] * 65535);
			}
	st = cmsStageAllocCLut16bit(c->ctx, GRID, 3, 4, table);
	free(table);
	if (st && (pl = cmsPipelineAlloc(c->ctx, 3, 4)) &&
	    cmsPipelineInsertStage(pl, cmsAT_BEGIN, st)) {
		st = NULL;
		if ((dl = cmsCreateProfilePlaceholder(c->ctx))) {
			cmsSetProfileVersion(dl, 4.3);
			cmsSetDeviceClass(dl, cmsSigLinkClass);
			cmsSetColorSpace(dl, cmsSigRgbData);
			cmsSetPCS(dl, cmsSigCmykData);
			if (cmsWriteTag(dl, cmsSigAToB0Tag, pl))
				c->px = cmsCreateTransformTHR(c->ctx, dl,
				    TYPE_RGB_8, NULL, TYPE_CMYK_8,
				    INTENT_PERCEPTUAL, 0);
		}
	}
	if (st)
		cmsStageFree(st);
	if (pl)
		cmsPipelineFree(pl);
	if (dl)
		cmsCloseProfile(dl);
	return c->px ? 0 : -1;
}

int
colour_conv_pixels(struct colour_conv *c, const unsigned char *rgb,
    size_t n, int under, unsigned char *cmyk)
{
	unsigned cap = (unsigned)(c->ink * 255), room = under ? cap - 255 :
	    cap, cmy, k, m;
	size_t at, step = 1 << 20, len;

	if (c->px && c->px_under != under) {
		cmsDeleteTransform(c->px);
		c->px = NULL;
	}
	c->px_under = under;
	if (pixel_transform(c, under) < 0)
		return -1;
	for (at = 0; at < n; at += len) {
		len = n - at < step ? n - at : step;
		cmsDoTransform(c->px, rgb + 3 * at, cmyk + 4 * at,
		    (cmsUInt32Number)len);
	}
	for (at = 0; at < n; at++, cmyk += 4, rgb += 3) {
		/* Paper stays paper: white takes no ink at all. */
		if (rgb[0] == 255 && rgb[1] == 255 && rgb[2] == 255)
			cmyk[0] = cmyk[1] = cmyk[2] = cmyk[3] = 0;
		/* The table's nodes keep the caps; a step of rounding over
		 * them comes off the largest of the three. */
		for (;;) {
			cmy = (unsigned)cmyk[0] + cmyk[1] + cmyk[2];
			k = cmyk[3];
			if ((cmy + k <= cap && cmy <= room) || cmy == 0)
				break;
			m = cmyk[0] >= cmyk[1] ? 0 : 1;
			m = cmyk[m] >= cmyk[2] ? m : 2;
			cmyk[m]--;
		}
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
