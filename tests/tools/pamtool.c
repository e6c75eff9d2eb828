/*
 * pamtool: two measurements on rendered pages, for the print tests.
 *
 *   pamtool tac FILE.pam
 *	the highest total area coverage of any pixel of a CMYK PAM
 *	(Ghostscript's pamcmyk32), in percent: the sum of its four inks.
 *   pamtool diff A.ppm AX AY B.ppm BX BY W H
 *	the mean absolute difference (0 to 255 per channel) between the
 *	W x H pixel block at (AX, AY) of A and the one at (BX, BY) of B,
 *	and the share of pixels of A that differ by more than 96 in a
 *	channel from B's at their place and from B's eight around it (two
 *	renders of one drawing round its lines to pixels differently when
 *	their origins differ by a fraction of one: a line one pixel over is
 *	the same line).
 *   pamtool sep A B X Y W H
 *	on the separations of a page (Ghostscript's tiffsep with
 *	-sCompression=none: A(Cyan).tif, A(Magenta).tif, A(Yellow).tif,
 *	A(Black).tif, A the output name without .tif) within the W x H
 *	pixel block at (X, Y) (W 0: the whole page), "black N under M
 *	differ D": N pixels of (nearly) full black, M of them with cyan,
 *	magenta or yellow ink under it (overprinted, not knocked out), and
 *	D pixels not (nearly) full black in A whose inks differ from those
 *	of separations B of the same page (B "-": none compared).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct img {
	int w, h, depth;
	unsigned char *px;
};

/* token: the next header word of a netpbm file, comments skipped. */
static int
token(FILE *f, char *buf, size_t n)
{
	int c;
	size_t k = 0;

	while ((c = getc(f)) != EOF) {
		if (c == '#') {
			while ((c = getc(f)) != EOF && c != '\n')
				;
			continue;
		}
		if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
			break;
	}
	while (c != EOF && c != ' ' && c != '\t' && c != '\n' && c != '\r') {
		if (k + 1 < n)
			buf[k++] = (char)c;
		c = getc(f);
	}
	buf[k] = '\0';
	return k ? 0 : -1;
}

static int
load(const char *path, struct img *im)
{
	char t[64], magic[8];
	FILE *f = fopen(path, "rb");
	size_t n;
	int max = 255;

	if (!f || token(f, magic, sizeof(magic)) < 0)
		goto bad;
	if (!strcmp(magic, "P6")) {
		im->depth = 3;
		if (token(f, t, sizeof(t)) < 0)
			goto bad;
		im->w = atoi(t);
		if (token(f, t, sizeof(t)) < 0)
			goto bad;
		im->h = atoi(t);
		if (token(f, t, sizeof(t)) < 0)
			goto bad;
		max = atoi(t);
	} else if (!strcmp(magic, "P7")) {
		im->w = im->h = im->depth = 0;
		while (token(f, t, sizeof(t)) == 0 && strcmp(t, "ENDHDR")) {
			if (!strcmp(t, "WIDTH") && token(f, t, sizeof(t)) == 0)
				im->w = atoi(t);
			else if (!strcmp(t, "HEIGHT") &&
			    token(f, t, sizeof(t)) == 0)
				im->h = atoi(t);
			else if (!strcmp(t, "DEPTH") &&
			    token(f, t, sizeof(t)) == 0)
				im->depth = atoi(t);
			else if (!strcmp(t, "MAXVAL") &&
			    token(f, t, sizeof(t)) == 0)
				max = atoi(t);
		}
	} else {
		goto bad;
	}
	if (im->w <= 0 || im->h <= 0 || im->depth <= 0 || max != 255)
		goto bad;
	n = (size_t)im->w * (size_t)im->h * (size_t)im->depth;
	im->px = malloc(n);
	if (!im->px || fread(im->px, 1, n, f) != n)
		goto bad;
	fclose(f);
	return 0;
bad:
	fprintf(stderr, "pamtool: %s: not a P6 or P7 image of 8-bit samples\n",
	    path);
	if (f)
		fclose(f);
	return -1;
}

/* u16, u32: a TIFF number at b of byte order le (1: "II"). */
static unsigned
u16(const unsigned char *b, int le)
{
	return le ? b[0] | (unsigned)b[1] << 8 : (unsigned)b[0] << 8 | b[1];
}

static unsigned long
u32(const unsigned char *b, int le)
{
	return le ? u16(b, 1) | (unsigned long)u16(b + 2, 1) << 16 :
	    (unsigned long)u16(b, 0) << 16 | u16(b + 2, 0);
}

/*
 * tiff_strips: the uncompressed 8-bit grey samples of TIFF t (n bytes)
 * into im->px as ink (0 none, 255 full), by the strips that tags so, sc
 * (offsets, byte counts: type, count, value) say. Returns 0 or -1.
 */
static int
tiff_strips(const unsigned char *t, size_t n, int le, const unsigned long
    so[3], const unsigned long sc[3], int white0, struct img *im)
{
	size_t want = (size_t)im->w * (size_t)im->h, got = 0, k, o, c;
	size_t so_at = so[1] * (so[0] == 3 ? 2 : 4) > 4 ? so[2] : 0;
	size_t sc_at = sc[1] * (sc[0] == 3 ? 2 : 4) > 4 ? sc[2] : 0;

	if (so[1] != sc[1] || so_at + 4 * so[1] > n || sc_at + 4 * sc[1] > n)
		return -1;
	im->px = malloc(want);
	for (k = 0; im->px && k < so[1] && got < want; k++) {
		if (so_at)
			o = so[0] == 3 ? u16(t + so_at + 2 * k, le) :
			    u32(t + so_at + 4 * k, le);
		else
			o = so[2];
		if (sc_at)
			c = sc[0] == 3 ? u16(t + sc_at + 2 * k, le) :
			    u32(t + sc_at + 4 * k, le);
		else
			c = sc[2];
		if (o > n || c > n - o || c > want - got)
			return -1;
		memcpy(im->px + got, t + o, c);
		got += c;
	}
	if (!im->px || got != want)
		return -1;
	for (k = 0; k < want; k++)
		im->px[k] = (unsigned char)(white0 ? im->px[k] :
		    255 - im->px[k]);
	return 0;
}

/* load_tiff: a separation (one 8-bit grey plane, ink 0..255) into im. */
static int
load_tiff(const char *path, struct img *im)
{
	static unsigned char t[1 << 25];
	unsigned long so[3] = { 0 }, sc[3] = { 0 }, v;
	size_t n, at, i, ntag;
	unsigned tag, type, bits = 0, comp = 0, photo = 0;
	FILE *f = fopen(path, "rb");
	int le;

	n = f ? fread(t, 1, sizeof(t), f) : 0;
	if (f)
		fclose(f);
	le = n > 8 && t[0] == 'I';
	im->px = NULL;
	im->w = im->h = 0;
	im->depth = 1;
	at = n > 8 ? u32(t + 4, le) : n;
	ntag = at + 2 <= n ? u16(t + at, le) : 0;
	for (i = 0; i < ntag && at + 2 + 12 * (i + 1) <= n; i++) {
		const unsigned char *e = t + at + 2 + 12 * i;

		tag = u16(e, le);
		type = u16(e + 2, le);
		v = type == 3 ? u16(e + 8, le) : u32(e + 8, le);
		if (tag == 256 || tag == 257)
			*(tag == 256 ? &im->w : &im->h) = (int)v;
		else if (tag == 258 || tag == 259 || tag == 262)
			*(tag == 258 ? &bits : tag == 259 ? &comp : &photo) =
			    (unsigned)v;
		else if (tag == 273 || tag == 279) {
			unsigned long *d = tag == 273 ? so : sc;

			d[0] = type;
			d[1] = u32(e + 4, le);
			d[2] = d[1] == 1 ? v : u32(e + 8, le);
		}
	}
	if (im->w <= 0 || im->h <= 0 || bits != 8 || comp != 1 || photo > 1 ||
	    tiff_strips(t, n, le, so, sc, photo == 0, im) < 0) {
		fprintf(stderr, "pamtool: %s: not an uncompressed 8-bit grey "
		    "TIFF\n", path);
		free(im->px);
		im->px = NULL;
		return -1;
	}
	return 0;
}

static int
tac(const char *path)
{
	struct img im;
	size_t i, n;
	int best = 0, s;

	if (load(path, &im) < 0 || im.depth != 4)
		return 2;
	n = (size_t)im.w * (size_t)im.h;
	for (i = 0; i < n; i++) {
		const unsigned char *p = im.px + 4 * i;

		s = p[0] + p[1] + p[2] + p[3];
		if (s > best)
			best = s;
	}
	printf("%.1f\n", best * 100.0 / 255);
	free(im.px);
	return 0;
}

/*
 * near_in: is a pixel of B at (x, y) or one of the eight around it
 * within 96 of p in every channel?
 */
static int
near_in(const struct img *B, int x, int y, const unsigned char *p)
{
	int dx, dy, c, big;

	for (dy = -1; dy <= 1; dy++)
		for (dx = -1; dx <= 1; dx++) {
			const unsigned char *q;

			if (x + dx < 0 || y + dy < 0 || x + dx >= B->w ||
			    y + dy >= B->h)
				continue;
			q = B->px + 3 * ((size_t)(y + dy) * (size_t)B->w +
			    (size_t)(x + dx));
			for (c = 0, big = 0; c < 3; c++)
				big |= abs(p[c] - q[c]) > 96;
			if (!big)
				return 1;
		}
	return 0;
}

static int
diff(char **a)
{
	struct img A, B;
	int ax = atoi(a[1]), ay = atoi(a[2]), bx = atoi(a[4]), by = atoi(a[5]);
	int w = atoi(a[6]), h = atoi(a[7]), x, y, c;
	double sum = 0;
	long far = 0, seen = 0;

	if (load(a[0], &A) < 0 || load(a[3], &B) < 0 || A.depth != 3 ||
	    B.depth != 3)
		return 2;
	if (w <= 0 || h <= 0 || ax < 0 || ay < 0 || bx < 0 || by < 0 ||
	    ax + w > A.w || ay + h > A.h || bx + w > B.w || by + h > B.h) {
		fprintf(stderr, "pamtool: the blocks fall outside the images "
		    "(%dx%d, %dx%d)\n", A.w, A.h, B.w, B.h);
		return 2;
	}
	for (y = 0; y < h; y++) {
		for (x = 0; x < w; x++) {
			const unsigned char *p = A.px + 3 * ((size_t)(ay + y) *
			    (size_t)A.w + (size_t)(ax + x));
			const unsigned char *q = B.px + 3 * ((size_t)(by + y) *
			    (size_t)B.w + (size_t)(bx + x));

			seen++;
			for (c = 0; c < 3; c++)
				sum += abs(p[c] - q[c]);
			far += !near_in(&B, bx + x, by + y, p);
		}
	}
	if (!seen)
		seen = 1;
	printf("%.2f %.4f\n", sum / (3.0 * (double)seen), (double)far /
	    (double)seen);
	free(A.px);
	free(B.px);
	return 0;
}

static void
free_seps(struct img s[4])
{
	int i;

	for (i = 0; i < 4; i++) {
		free(s[i].px);
		s[i].px = NULL;
	}
}

/* load_seps: the four separations of base into s (C, M, Y, K), or none. */
static int
load_seps(const char *base, struct img s[4])
{
	static const char *const ink[] = { "Cyan", "Magenta", "Yellow",
		"Black" };
	char path[4096];
	int i;

	for (i = 0; i < 4; i++)
		s[i].px = NULL;
	for (i = 0; i < 4; i++) {
		snprintf(path, sizeof(path), "%s(%s).tif", base, ink[i]);
		if (load_tiff(path, &s[i]) < 0)
			break;
		if (s[i].w != s[0].w || s[i].h != s[0].h) {
			fprintf(stderr, "pamtool: %s: not as large as the "
			    "others\n", path);
			break;
		}
	}
	if (i == 4)
		return 0;
	free_seps(s);
	return -1;
}

/* FULL: (nearly) full ink; SOME: ink that shows; both of 255. */
#define FULL 242
#define SOME 13

static int
sep(char **a)
{
	struct img A[4], B[4];
	int x0 = atoi(a[2]), y0 = atoi(a[3]), w = atoi(a[4]), h = atoi(a[5]);
	int cmp = strcmp(a[1], "-") != 0, x, y, i, d;
	long black = 0, under = 0, differ = 0;

	if (load_seps(a[0], A) < 0)
		return 2;
	if (cmp && load_seps(a[1], B) < 0) {
		free_seps(A);
		return 2;
	}
	if (w == 0) {
		x0 = y0 = 0;
		w = A[0].w;
		h = A[0].h;
	}
	if (w < 0 || h < 0 || x0 < 0 || y0 < 0 || x0 + w > A[0].w ||
	    y0 + h > A[0].h || (cmp && (B[0].w != A[0].w ||
	    B[0].h != A[0].h))) {
		fprintf(stderr, "pamtool: the block falls outside the page, or "
		    "the pages differ in size\n");
		free_seps(A);
		if (cmp)
			free_seps(B);
		return 2;
	}
	for (y = y0; y < y0 + h; y++) {
		for (x = x0; x < x0 + w; x++) {
			size_t k = (size_t)y * (size_t)A[0].w + (size_t)x;

			if (A[3].px[k] >= FULL) {
				black++;
				under += A[0].px[k] >= SOME ||
				    A[1].px[k] >= SOME || A[2].px[k] >= SOME;
				continue;
			}
			for (i = 0, d = 0; cmp && i < 4; i++)
				d |= abs(A[i].px[k] - B[i].px[k]) > 2;
			differ += d;
		}
	}
	printf("black %ld under %ld differ %ld\n", black, under, differ);
	free_seps(A);
	if (cmp)
		free_seps(B);
	return 0;
}

int
main(int argc, char **argv)
{
	if (argc == 8 && !strcmp(argv[1], "sep"))
		return sep(argv + 2);
	if (argc == 3 && !strcmp(argv[1], "tac"))
		return tac(argv[2]);
	if (argc == 10 && !strcmp(argv[1], "diff"))
		return diff(argv + 2);
	fprintf(stderr, "usage: pamtool tac FILE.pam\n"
	    "       pamtool diff A.ppm AX AY B.ppm BX BY W H\n"
	    "       pamtool sep A B|- X Y W H\n");
	return 2;
}
