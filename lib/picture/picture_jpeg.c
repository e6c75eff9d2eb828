/* picture_jpeg.c: a JPEG's pixels, with libjpeg-turbo (picture_int.h). */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>

#include "core/mem.h"
#include "picture/picture_int.h"

/* One decoding: libjpeg's error manager first, so that its callbacks find
 * the rest from the pointer they are given. */
struct jpeg_job {
	struct jpeg_error_mgr err;
	struct jpeg_progress_mgr progress;
	jmp_buf jb;
	unsigned char *grey; /* a grey picture's row */
	int scans;  /* past PICTURE_MAX_SCANS: the scan's number */
	char msg[JMSG_LENGTH_MAX];
};

/* on_error: libjpeg's error, kept (not printed); the decoding ends. */
static void
on_error(j_common_ptr c)
{
	struct jpeg_job *j = (struct jpeg_job *)c->err;

	(*c->err->format_message)(c, j->msg);
	longjmp(j->jb, 1);
}

/* on_message: warnings and traces are not printed (libjpeg's own way is
 * stderr); a warning's data was made good by the decoder. */
static void
on_message(j_common_ptr c, int level)
{
	if (level < 0)
		c->err->num_warnings++;
}

/*
 * on_progress: called by the decoder as it reads each part of each
 * scan: past PICTURE_MAX_SCANS scans, the decoding ends (djpeg's
 * -maxscans). Each scan of a progressive JPEG is a pass over the whole
 * image; a 3 MB file of 41,000 scans of 61 bytes took 61 s.
 */
static void
on_progress(j_common_ptr c)
{
	struct jpeg_job *j = (struct jpeg_job *)c->err;
	j_decompress_ptr d = (j_decompress_ptr)c;

	if (d->input_scan_number > PICTURE_MAX_SCANS) {
		j->scans = d->input_scan_number;
		longjmp(j->jb, 1);
	}
}

/*
 * memory_max: what the decoder may keep for a w x h picture of comp
 * components: a progressive (or multi-scan) JPEG holds every DCT
 * coefficient, 2 bytes each, of blocks padded to the largest MCU
 * (32 x 32 px), and a few rows; 16 MiB for the rest.
 */
static long
memory_max(int w, int h, int comp)
{
	return (long)comp * ((long)w + 32) * ((long)h + 32) * 2 +
	    (16L << 20);
}

/* lines: the decoder's rows into pic->rgb, grey ones (through grey)
 * expanded. */
static void
lines(j_decompress_ptr d, struct picture *pic, unsigned char *grey)
{
	size_t stride = (size_t)pic->w * 3;
	JSAMPROW row;

	if (d->output_components != 1)
		grey = NULL;
	while (d->output_scanline < d->output_height) {
		row = grey ? grey : pic->rgb + d->output_scanline * stride;
		if (jpeg_read_scanlines(d, &row, 1) != 1)
			break;
		if (grey)
			picture_flatten(grey, 1, (size_t)pic->w, pic->rgb +
			    (d->output_scanline - 1) * stride);
	}
}

int
picture_jpeg_decode(const unsigned char *buf, size_t n,
    struct picture *pic, char *err, size_t errn)
{
	struct jpeg_decompress_struct d;
	struct jpeg_job j;
	volatile int rc = -1;

	memset(&j, 0, sizeof(j));
	memset(&d, 0, sizeof(d));
	j.grey = mem_alloc((size_t)pic->w);
	d.err = jpeg_std_error(&j.err);
	j.err.error_exit = on_error;
	j.err.emit_message = on_message;
	j.progress.progress_monitor = on_progress;
	if (setjmp(j.jb) == 0) {
		jpeg_create_decompress(&d);
		d.progress = &j.progress;
		jpeg_mem_src(&d, buf, (unsigned long)n);
		jpeg_read_header(&d, TRUE);
		if ((int)d.image_width != pic->w ||
		    (int)d.image_height != pic->h ||
		    (d.num_components != 1 && d.num_components != 3)) {
			snprintf(j.msg, sizeof(j.msg), "its size changed");
			longjmp(j.jb, 1);
		}
		d.mem->max_memory_to_use = memory_max(pic->w, pic->h,
		    d.num_components);
		d.out_color_space = d.num_components == 1 ? JCS_GRAYSCALE :
		    JCS_RGB;
		jpeg_start_decompress(&d);
		lines(&d, pic, j.grey);
		if (d.output_scanline < d.output_height)
			snprintf(j.msg, sizeof(j.msg), "its data ends before "
			    "its last row");
		else if (jpeg_finish_decompress(&d))
			rc = 0;
	}
	if (j.scans)
		snprintf(err, errn, "the JPEG has more than %d scans (at most "
		    "%d are read)", PICTURE_MAX_SCANS,
		    PICTURE_MAX_SCANS);
	else if (rc < 0)
		snprintf(err, errn, "cannot be decoded (%s)", j.msg);
	jpeg_destroy_decompress(&d);
	free(j.grey);
	return rc;
}
