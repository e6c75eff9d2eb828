/* picture.c: PNG and JPEG pictures checked, then decoded with libpng or
 * libjpeg-turbo (picture.h says what is refused). */
#include "picture/picture.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/be.h"
#include "core/mem.h"
#include "picture/picture_int.h"

enum { PIC_PNG = 1, PIC_JPEG };

static const unsigned char png_magic[8] = { 0x89, 'P', 'N', 'G', '\r',
	'\n', 0x1a, '\n' };

/* named: what the file's name says it is, or 0. */
static int
named(const char *name)
{
	const char *dot = strrchr(name, '.');

	if (!dot)
		return 0;
	if (strcasecmp(dot, ".png") == 0)
		return PIC_PNG;
	if (strcasecmp(dot, ".jpg") == 0 || strcasecmp(dot, ".jpeg") == 0)
		return PIC_JPEG;
	return 0;
}

/* sniffed: what the bytes are, or 0. */
static int
sniffed(const unsigned char *b, size_t n)
{
	if (n >= 8 && memcmp(b, png_magic, 8) == 0)
		return PIC_PNG;
	if (n >= 3 && b[0] == 0xff && b[1] == 0xd8 && b[2] == 0xff)
		return PIC_JPEG;
	return 0;
}

/*
 * png_walk: the chunks, IHDR first and IEND last, each whole; the size
 * from IHDR. 0, or -1 with err.
 */
static int
png_walk(const unsigned char *b, size_t n, int *w, int *h, char *err,
    size_t errn)
{
	size_t at = 8, len;
	int first = 1;

	while (n - at >= 12) {
		len = be32(b + at);
		if (len > n - at - 12)
			break;
		if (first && (memcmp(b + at + 4, "IHDR", 4) != 0 || len != 13)) {
			snprintf(err, errn, "a PNG starts with its IHDR chunk");
			return -1;
		}
		if (first) {
			*w = (int)(be32(b + at + 8) & 0x7fffffff);
			*h = (int)(be32(b + at + 12) & 0x7fffffff);
			first = 0;
		}
		if (memcmp(b + at + 4, "IEND", 4) == 0)
			return 0;
		at += 12 + len;
	}
	snprintf(err, errn, "the PNG is truncated (it ends before its IEND "
	    "chunk)");
	return -1;
}

/* sof: is marker m a start of frame (the frame's size and components)? */
static int
sof(int m)
{
	return m >= 0xc0 && m <= 0xcf && m != 0xc4 && m != 0xc8 && m != 0xcc;
}

/* jpeg_frame: the segments up to the scan; the size and components from
 * the frame header. 0, or -1 with err. */
static int
jpeg_frame(const unsigned char *b, size_t n, int *w, int *h, int *comp,
    char *err, size_t errn)
{
	size_t at = 2, len;
	int m;

	*comp = 0;
	while (at + 4 <= n && b[at] == 0xff) {
		m = b[at + 1];
		if (m == 0xff) {
			at++;
			continue;
		}
		len = (size_t)b[at + 2] << 8 | b[at + 3];
		if (len < 2 || len > n - at - 2)
			break;
		if (sof(m) && len >= 8) {
			*h = b[at + 5] << 8 | b[at + 6];
			*w = b[at + 7] << 8 | b[at + 8];
			*comp = b[at + 9];
		}
		if (m == 0xda)
			return *comp ? 0 : (snprintf(err, errn, "the JPEG has "
			    "no frame header before its scan"), -1);
		at += 2 + len;
	}
	snprintf(err, errn, "the JPEG is truncated or malformed (its "
	    "headers end before the image data)");
	return -1;
}

/*
 * dht_ok: a DHT segment's tables (seg, n bytes after its length): each
 * of at most 256 codes, the last ending with the segment. Debian's
 * stb_image (2022-09) writes past its tables when one has more (found by
 * fuzz_picture), so none reaches it.
 */
static int
dht_ok(const unsigned char *seg, size_t n, unsigned *defined)
{
	size_t at = 0, codes;
	int i;

	while (at < n) {
		if (n - at < 17 || (seg[at] >> 4) > 1 || (seg[at] & 15) > 3)
			return 0;
		for (codes = 0, i = 1; i <= 16; i++)
			codes += seg[at + i];
		if (codes > 256 || codes > n - at - 17)
			return 0;
		/* Bits 0-3: DC tables 0-3; bits 4-7: AC tables. */
		*defined |= 1u << ((seg[at] >> 4) * 4 + (seg[at] & 15));
		at += 17 + codes;
	}
	return 1;
}

/*
 * sos_ok: a scan's header (seg, n bytes) uses only tables defined before
 * it: DC tables when it starts at coefficient 0, AC ones when it goes
 * past it. (The decoder reads past an undefined table's arrays.)
 */
static int
sos_ok(const unsigned char *seg, size_t n, unsigned defined)
{
	size_t k, ns = n ? seg[0] : 0;
	int ss, se;

	if (ns < 1 || ns > 4 || n < 1 + 2 * ns + 3)
		return 0;
	ss = seg[1 + 2 * ns];
	se = seg[2 + 2 * ns];
	for (k = 0; k < ns; k++) {
		if (ss == 0 && !(defined >> (seg[2 + 2 * k] >> 4 & 3) & 1))
			return 0;
		if (se > 0 && !(defined >> (4 + (seg[2 + 2 * k] & 3)) & 1))
			return 0;
	}
	return 1;
}

/*
 * jpeg_tables: every segment of the file whole, and its Huffman tables
 * well formed, before and between the scans, found as the decoder finds
 * them: segments by their length, markers in the entropy-coded data
 * (0xFF not followed by 0x00, a restart or a fill byte). 0, or -1 with
 * err.
 */
static int
jpeg_tables(const unsigned char *b, size_t n, char *err, size_t errn)
{
	size_t at = 2, len;
	unsigned defined = 0;
	int m;

	while (at + 4 <= n) {
		m = b[at + 1];
		if (b[at] != 0xff || m == 0 || m == 0xff || (m >= 0xd0 &&
		    m <= 0xd8) || m == 0x01) {
			at++;
			continue;
		}
		if (m == 0xd9)
			return 0;
		len = (size_t)b[at + 2] << 8 | b[at + 3];
		if (len < 2 || len > n - at - 2) {
			/* (The decoder would read on, taking zeros.) */
			snprintf(err, errn, "the JPEG is truncated (a segment "
			    "runs past the end of the file)");
			return -1;
		}
		if ((m == 0xc4 && !dht_ok(b + at + 4, len - 2, &defined)) ||
		    (m == 0xda && !sos_ok(b + at + 4, len - 2, defined))) {
			snprintf(err, errn, "the JPEG's Huffman tables are "
			    "malformed (more than 256 codes, cut short, or a "
			    "scan uses one never defined)");
			return -1;
		}
		at += 2 + len;
	}
	return 0;
}

/* jpeg_walk: the frame, and the end-of-image marker at the end. */
static int
jpeg_walk(const unsigned char *b, size_t n, int *w, int *h, char *err,
    size_t errn)
{
	int comp;

	if (jpeg_frame(b, n, w, h, &comp, err, errn) < 0 ||
	    jpeg_tables(b, n, err, errn) < 0)
		return -1;
	while (n > 2 && b[n - 1] == 0)
		n--;
	if (n < 4 || b[n - 2] != 0xff || b[n - 1] != 0xd9) {
		snprintf(err, errn, "the JPEG is truncated (no end-of-image "
		    "marker at its end)");
		return -1;
	}
	if (comp == 4) {
		snprintf(err, errn, "a CMYK JPEG is refused: give the picture "
		    "in RGB or grey, and it is converted through the output "
		    "profile");
		return -1;
	}
	if (comp != 1 && comp != 3) {
		snprintf(err, errn, "a JPEG of %d components: only grey (1) "
		    "and RGB (3) are read", comp);
		return -1;
	}
	return 0;
}

static const char *
what(int t)
{
	return t == PIC_PNG ? "a PNG file" : t == PIC_JPEG ? "a JPEG file" :
	    "neither PNG nor JPEG";
}

int
picture_header(const unsigned char *buf, size_t n, const char *name,
    int *w, int *h, char *err, size_t errn)
{
	int want = named(name), is = sniffed(buf, n);

	*w = *h = 0;
	if (!want) {
		snprintf(err, errn, "a picture is a .png, .jpg or .jpeg file");
		return -1;
	}
	if (is != want) {
		snprintf(err, errn, "named %s, but its bytes are %s",
		    want == PIC_PNG ? ".png" : ".jpg", what(is));
		return -1;
	}
	if ((is == PIC_PNG ? png_walk(buf, n, w, h, err, errn) :
	    jpeg_walk(buf, n, w, h, err, errn)) < 0)
		return -1;
	if (*w < 1 || *h < 1 || *w > PICTURE_MAX_SIDE ||
	    *h > PICTURE_MAX_SIDE || (long)*w * *h > PICTURE_MAX_PIXELS) {
		snprintf(err, errn, "%d x %d px: at most %d px a side and %ld "
		    "megapixels", *w, *h, PICTURE_MAX_SIDE,
		    PICTURE_MAX_PIXELS / 1000000);
		return -1;
	}
	return 0;
}

void
picture_flatten(const unsigned char *in, int comp, size_t npx,
    unsigned char *out)
{
	size_t i;
	unsigned a, c, k;

	for (i = 0; i < npx; i++, in += comp, out += 3) {
		a = comp == 2 || comp == 4 ? in[comp - 1] : 255;
		for (k = 0; k < 3; k++) {
			c = comp < 3 ? in[0] : in[k];
			/* c over white: c a + 255 (1 - a), rounded. */
			out[k] = (unsigned char)((c * a + 255 * (255 - a) +
			    127) / 255);
		}
	}
}

int
picture_decode(const unsigned char *buf, size_t n, const char *name,
    struct picture *pic, char *err, size_t errn)
{
	int w, h, rc;

	memset(pic, 0, sizeof(*pic));
	if (picture_header(buf, n, name, &w, &h, err, errn) < 0)
		return -1;
	/* Both decoders write every pixel of the size the header gave (the
	 * header check bounds it), nothing beyond. */
	pic->w = w;
	pic->h = h;
	pic->rgb = mem_alloc((size_t)w * (size_t)h * 3);
	rc = sniffed(buf, n) == PIC_PNG ? picture_png_decode(buf, n, pic,
	    err, errn) : picture_jpeg_decode(buf, n, pic, err, errn);
	if (rc < 0)
		picture_fini(pic);
	return rc;
}

/* lstar: L* of relative luminance y (0..1). */
static double
lstar(double y)
{
	return y > 216.0 / 24389 ? 116 * cbrt(y) - 16 : y * 24389.0 / 27;
}

double
picture_lightness(const struct picture *pic)
{
	double lin[256], l[1025], sum = 0, v, y;
	size_t i, n = (size_t)pic->w * (size_t)pic->h;
	const unsigned char *p = pic->rgb;

	if (!n)
		return 100;
	for (i = 0; i < 256; i++) {
		v = i / 255.0;
		lin[i] = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055,
		    2.4);
	}
	for (i = 0; i <= 1024; i++)
		l[i] = lstar(i / 1024.0);
	for (i = 0; i < n; i++, p += 3) {
		y = 0.2126 * lin[p[0]] + 0.7152 * lin[p[1]] +
		    0.0722 * lin[p[2]];
		sum += l[(int)(y * 1024 + 0.5)];
	}
	return sum / (double)n;
}

uint32_t
picture_tone(const struct picture *pic)
{
	double lin[256], sum[3] = { 0, 0, 0 }, v;
	size_t i, n = (size_t)pic->w * (size_t)pic->h;
	const unsigned char *p = pic->rgb;
	uint32_t c = 0;
	int k;

	if (!n)
		return 0xFFFFFF;
	for (i = 0; i < 256; i++) {
		v = i / 255.0;
		lin[i] = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055,
		    2.4);
	}
	for (i = 0; i < n; i++, p += 3)
		for (k = 0; k < 3; k++)
			sum[k] += lin[p[k]];
	for (k = 0; k < 3; k++) {
		v = sum[k] / (double)n;
		v = v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) -
		    0.055;
		c = c << 8 | (uint32_t)lround(fmin(fmax(v, 0), 1) * 255);
	}
	return c;
}

void
picture_fini(struct picture *pic)
{
	free(pic->rgb);
	memset(pic, 0, sizeof(*pic));
}
