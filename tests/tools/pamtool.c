/*
 * pamtool: two measurements on rendered pages, for the print tests.
 *
 *   pamtool tac FILE.pam
 *	the highest total area coverage of any pixel of a CMYK PAM
 *	(Ghostscript's pamcmyk32), in percent: the sum of its four inks.
 *   pamtool diff A.ppm AX AY B.ppm BX BY W H
 *	the mean absolute difference (0 to 255 per channel) between the
 *	W x H pixel block at (AX, AY) of A and the one at (BX, BY) of B,
 *	and the share of pixels that differ by more than 96 in a channel.
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

static int
diff(char **a)
{
	struct img A, B;
	int ax = atoi(a[1]), ay = atoi(a[2]), bx = atoi(a[4]), by = atoi(a[5]);
	int w = atoi(a[6]), h = atoi(a[7]), x, y, c, big;
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
			big = 0;
			for (c = 0; c < 3; c++) {
				sum += abs(p[c] - q[c]);
				big |= abs(p[c] - q[c]) > 96;
			}
			far += big;
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

int
main(int argc, char **argv)
{
	if (argc == 3 && !strcmp(argv[1], "tac"))
		return tac(argv[2]);
	if (argc == 10 && !strcmp(argv[1], "diff"))
		return diff(argv + 2);
	fprintf(stderr, "usage: pamtool tac FILE.pam\n"
	    "       pamtool diff A.ppm AX AY B.ppm BX BY W H\n");
	return 2;
}
