/*
 * picture.h: a PNG or JPEG picture a style names, checked and decoded
 * from bytes that are not trusted (a style travels with the deck):
 * its name must say what it is, its header and its structure must be
 * whole, its size within bounds, before a pixel is decoded.
 */
#ifndef BP_PICTURE_H
#define BP_PICTURE_H

#include <stddef.h>
#include <stdint.h>

#define PICTURE_MAX_SIDE 16384          /* px, either side */
#define PICTURE_MAX_PIXELS 40000000L    /* 40 megapixels */
/*
 * Scans of a JPEG: each scan of a progressive one is a pass over the
 * whole picture (encoders write 10 or so); more are refused.
 */
#define PICTURE_MAX_SCANS 100

/* A decoded picture: w x h RGB pixels, 8 bits each, rows top down; any
 * alpha flattened onto white (the paper). */
struct picture {
	int w, h;
	unsigned char *rgb;
};

/*
 * picture_decode: the n bytes of buf, from a file called name, into pic.
 * Returns 0, or -1 with one line (what is wrong, without the file's
 * name) in err (errn bytes) and pic left empty: a name that is not .png,
 * .jpg or .jpeg; bytes that are not what the name says; a truncated
 * file; a side over PICTURE_MAX_SIDE or more than PICTURE_MAX_PIXELS; a
 * CMYK (four-channel) JPEG; a PNG whose image data goes on past the rows
 * its header declares (found where the rows end: nothing more is
 * inflated); a JPEG of more than PICTURE_MAX_SCANS scans; anything the
 * decoder (libpng, libjpeg-turbo) refuses. Its memory and time are
 * bounded by the size the header declares, not the file's length.
 */
int picture_decode(const unsigned char *buf, size_t n, const char *name,
    struct picture *pic, char *err, size_t errn);

/*
 * picture_header: the same checks without decoding: the size into *w,
 * *h. 0, or -1 with err.
 */
int picture_header(const unsigned char *buf, size_t n, const char *name,
    int *w, int *h, char *err, size_t errn);

/*
 * picture_lightness: the mean CIE L* (0 black .. 100 white) of pic's
 * pixels, taken as sRGB.
 */
double picture_lightness(const struct picture *pic);

/*
 * picture_tone: the mean colour of pic's pixels (each channel's mean, in
 * linear light, back to sRGB), as 0xRRGGBB: the one flat colour that
 * stands for a texture (a parchment's tone). White for an empty picture.
 */
uint32_t picture_tone(const struct picture *pic);

void picture_fini(struct picture *pic);

/*
 * picture_png: w x h RGB pixels (3 bytes each, rows top down) as the
 * bytes of a PNG file (libpng, no time or text chunks: the same pixels
 * give the same bytes), malloc'd, *n of them; NULL when libpng fails.
 */
unsigned char *picture_png(const unsigned char *rgb, int w, int h,
    size_t *n);

#endif
