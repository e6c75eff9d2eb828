/* picture_png.c: a PNG's pixels, with libpng's progressive reader
 * (picture_int.h). */
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/be.h"
#include "core/mem.h"
#include "picture/picture_int.h"

/*
 * Chunks other than the image's own (IHDR, PLTE, tRNS, IDAT, IEND and
 * any other critical one, which libpng refuses) are never handed to
 * libpng: their text, profiles and the like are not drawn. What libpng
 * keeps of a chunk it reads is at most this (it reads PLTE and tRNS,
 * under 1 KiB each).
 */
#define PNG_CHUNK_MAX (1u << 20)

/* One decoding: the picture, and where an interlaced one is combined. */
struct png_job {
	struct picture *pic;
	unsigned char *full; /* interlaced: comp channels a pixel, all rows */
	size_t rowbytes;     /* of a decoded row: w * comp */
	int comp;            /* channels a decoded pixel: 1 to 4 */
	int interlaced;
	int extra;           /* data after the last row was met */
	char msg[200];       /* libpng's error */
};

static void
on_error(png_structp png, png_const_charp msg)
{
	struct png_job *j = png_get_error_ptr(png);

	snprintf(j->msg, sizeof(j->msg), "%s", msg);
	png_longjmp(png, 1);
}

/*
 * on_warning: libpng's warnings are not printed. The progressive reader
 * warns, and inflates nothing more, at the first byte of image data
 * after the rows IHDR declares: that is where the decoding stops, with
 * the picture refused. (The sequential reader would inflate all of it:
 * 60 times the rows took stb_image 1.69 GB, libpng's other way the time.)
 */
static void
on_warning(png_structp png, png_const_charp msg)
{
	struct png_job *j = png_get_error_ptr(png);

	if (strncmp(msg, "Extra compress", 14) == 0) {
		j->extra = 1;
		png_error(png, msg);
	}
}

/* on_info: IHDR and PLTE read: 8 bits a channel, palettes expanded. */
static void
on_info(png_structp png, png_infop info)
{
	struct png_job *j = png_get_progressive_ptr(png);
	struct picture *pic = j->pic;

	png_set_expand(png);
	png_set_strip_16(png);
	j->interlaced = png_set_interlace_handling(png) > 1;
	png_read_update_info(png, info);
	j->comp = png_get_channels(png, info);
	j->rowbytes = (size_t)pic->w * (size_t)j->comp;
	if ((int)png_get_image_width(png, info) != pic->w ||
	    (int)png_get_image_height(png, info) != pic->h ||
	    png_get_bit_depth(png, info) != 8 || j->comp < 1 || j->comp > 4 ||
	    png_get_rowbytes(png, info) != j->rowbytes)
		png_error(png, "its size changed");
	if (j->interlaced)
		j->full = mem_calloc((size_t)pic->h, j->rowbytes);
}

/* on_row: row y of a pass (NULL: nothing new in it). */
static void
on_row(png_structp png, png_bytep row, png_uint_32 y, int pass)
{
	struct png_job *j = png_get_progressive_ptr(png);
	struct picture *pic = j->pic;

	if (!row || y >= (png_uint_32)pic->h)
		return;
	if (j->interlaced)
		png_progressive_combine_row(png, j->full + y * j->rowbytes,
		    row);
	else
		picture_flatten(row, j->comp, (size_t)pic->w,
		    pic->rgb + (size_t)y * (size_t)pic->w * 3);
}

/* fed: the signature, then each chunk the image needs, whole, up to IEND
 * (picture_header found them all inside the file). */
static void
feed(png_structp png, png_infop info, const unsigned char *buf, size_t n)
{
	size_t at = 8, len;

	png_process_data(png, info, (png_bytep)buf, 8);
	while (n - at >= 12) {
		len = be32(buf + at);
		if (len > n - at - 12)
			break;
		/* Critical chunks have an upper-case first letter. */
		if (!(buf[at + 4] & 0x20) ||
		    memcmp(buf + at + 4, "tRNS", 4) == 0)
			png_process_data(png, info, (png_bytep)buf + at,
			    12 + len);
		if (memcmp(buf + at + 4, "IEND", 4) == 0)
			break;
		at += 12 + len;
	}
}

/* done: every row of every pass was decoded. */
static int
done(png_structp png, const struct png_job *j)
{
	return j->interlaced ? png_get_current_pass_number(png) >= 7 :
	    png_get_current_row_number(png) >= (png_uint_32)j->pic->h;
}

int
picture_png_decode(const unsigned char *buf, size_t n, struct picture *pic,
    char *err, size_t errn)
{
	struct png_job j;
	png_structp png;
	png_infop info = NULL;
	volatile int rc = -1;

	memset(&j, 0, sizeof(j));
	j.pic = pic;
	png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &j, on_error,
	    on_warning);
	if (!png || !(info = png_create_info_struct(png))) {
		png_destroy_read_struct(&png, NULL, NULL);
		snprintf(err, errn, "cannot be decoded (out of memory)");
		return -1;
	}
	if (setjmp(png_jmpbuf(png)) == 0) {
		png_set_user_limits(png, PICTURE_MAX_SIDE, PICTURE_MAX_SIDE);
		png_set_chunk_malloc_max(png, PNG_CHUNK_MAX);
		png_set_benign_errors(png, 0);
		png_set_progressive_read_fn(png, &j, on_info, on_row, NULL);
		feed(png, info, buf, n);
		if (!done(png, &j))
			snprintf(j.msg, sizeof(j.msg), "its image data ends "
			    "before its last row");
		else
			rc = 0;
	}
	if (rc == 0 && j.interlaced)
		picture_flatten(j.full, j.comp, (size_t)pic->w *
		    (size_t)pic->h, pic->rgb);
	if (j.extra)
		snprintf(err, errn, "the PNG holds more image data than its "
		    "%d rows", pic->h);
	else if (rc < 0)
		snprintf(err, errn, "cannot be decoded (%s)", j.msg);
	png_destroy_read_struct(&png, &info, NULL);
	free(j.full);
	return rc;
}

unsigned char *
picture_png(const unsigned char *rgb, int w, int h, size_t *n)
{
	png_image im;
	png_alloc_size_t len = 0;
	unsigned char *buf;

	memset(&im, 0, sizeof(im));
	im.version = PNG_IMAGE_VERSION;
	im.width = (png_uint_32)w;
	im.height = (png_uint_32)h;
	im.format = PNG_FORMAT_RGB;
	/* Once for the size, once for the bytes. */
	if (!png_image_write_to_memory(&im, NULL, &len, 0, rgb, 0, NULL) ||
	    len == 0) {
		png_image_free(&im);
		return NULL;
	}
	buf = mem_alloc(len);
	if (!png_image_write_to_memory(&im, buf, &len, 0, rgb, 0, NULL)) {
		png_image_free(&im);
		free(buf);
		return NULL;
	}
	*n = len;
	return buf;
}
