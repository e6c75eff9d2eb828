/*
 * picture_int.h: what picture.c shares with its two decoders,
 * picture_png.c (libpng) and picture_jpeg.c (libjpeg-turbo), the only
 * files that see those libraries. Not for use outside lib/picture/picture*.
 */
#ifndef BP_PICTURE_INT_H
#define BP_PICTURE_INT_H

#include <stddef.h>

#include "picture/picture.h"

/*
 * picture_png_decode, picture_jpeg_decode: buf (n bytes, checked by
 * picture_header: its size w x h px, within the bounds) into pic->rgb,
 * w * h * 3 bytes the caller allocated (pic->w, pic->h set). The memory
 * and time they take are bounded by w x h, whatever the file holds.
 * Returns 0, or -1 with one line in err (errn bytes); the library's own
 * messages never reach stderr.
 */
int picture_png_decode(const unsigned char *buf, size_t n,
    struct picture *pic, char *err, size_t errn);
int picture_jpeg_decode(const unsigned char *buf, size_t n,
    struct picture *pic, char *err, size_t errn);

/* picture_flatten: npx pixels of comp channels (grey, grey + alpha, RGB,
 * RGBA) as RGB on white (the paper), into out (3 npx bytes). */
void picture_flatten(const unsigned char *in, int comp, size_t npx,
    unsigned char *out);

#endif
