/*
 * pdf_deflate.c: how the PDF's streams are compressed. libharu deflates
 * every stream (page content, forms, the font, images) with zlib at
 * level 6, 4 KiB at a time, and has no setting for it; that was more than
 * 40 % of layout-pdf's time, and at zlib's level 2 still a quarter. So
 * this file defines libharu's HPDF_Stream_WriteToStreamWithDeflate itself:
 * libhpdf is a shared library that calls it through its PLT, and the
 * dynamic linker binds that call to the first definition in the search
 * order, which is the executable's (ld exports it to the dynamic symbol
 * table because a shared library on the link line, libhpdf, refers to
 * it). Ours reads the whole stream and deflates it in one call with
 * libdeflate, at the level pdf_deflate_save chose: a zlib stream as
 * libharu's, in a third of zlib's time and smaller (the nodes deck's
 * 1,000 pages: 0.13 s at zlib's level 2, 0.04 s at libdeflate's 1).
 *
 * The compressor lives in thread-local variables set only while one
 * document is saved (pdf_write's HPDF_SaveToStream) and put back after:
 * the one piece of mutable state in lib/, because libharu's function has
 * no argument to carry it. Outside a save, or for an encrypted document
 * (boardpress makes none), libharu's own function does the work.
 *
 * The same way, libharu's HPDF_MemCpy and HPDF_MemSet: libharu copies
 * every byte of a page's content into its memory streams, and reads the
 * saved document back, one byte at a time in a loop of its own (7 % of
 * layout-pdf's time); these do what libharu's do, returning the end of
 * what was written as they do, with libc's memmove and memset. (A copy
 * forward onto itself, out inside in, which libharu's loop repeats byte
 * by byte, is done the same way here.)
 */
#define _GNU_SOURCE /* RTLD_NEXT */
#include <dlfcn.h>
#include <libdeflate.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "print/pdf_int.h"

/* The save under way on this thread: its compressor (NULL: none) and
 * the buffers each stream is read into and deflated into. */
static _Thread_local struct libdeflate_compressor *save_c;
static _Thread_local struct {
	unsigned char *p;
	size_t cap;
} save_in, save_out;

HPDF_STATUS
pdf_deflate_save(HPDF_Doc doc, int level)
{
	struct libdeflate_compressor *was = save_c;
	HPDF_STATUS st;

	save_c = libdeflate_alloc_compressor(level);
	if (!save_c) {
		save_c = was;
		return HPDF_FAILD_TO_ALLOC_MEM;
	}
	st = HPDF_SaveToStream(doc);
	libdeflate_free_compressor(save_c);
	save_c = was;
	if (!save_c) {
		free(save_in.p);
		free(save_out.p);
		memset(&save_in, 0, sizeof(save_in));
		memset(&save_out, 0, sizeof(save_out));
	}
	return st;
}

/* room: buffer b holds n bytes; 0, or -1 out of memory. */
static int
room(unsigned char **p, size_t *cap, size_t n)
{
	unsigned char *q;

	if (n <= *cap)
		return 0;
	q = realloc(*p, n);
	if (!q)
		return -1;
	*p = q;
	*cap = n;
	return 0;
}

/* libharu's own, for what ours does not do. */
static HPDF_STATUS
theirs(HPDF_Stream src, HPDF_Stream dst, HPDF_Encrypt e)
{
	HPDF_STATUS (*f)(HPDF_Stream, HPDF_Stream, HPDF_Encrypt);

	*(void **)&f = dlsym(RTLD_NEXT, "HPDF_Stream_WriteToStreamWithDeflate");
	if (!f)
		return HPDF_SetError(src->error, HPDF_ZLIB_ERROR, 0);
	return f(src, dst, e);
}

HPDF_STATUS
HPDF_Stream_WriteToStreamWithDeflate(HPDF_Stream src, HPDF_Stream dst,
    HPDF_Encrypt e)
{
	HPDF_UINT32 n = HPDF_Stream_Size(src);
	HPDF_UINT got;
	HPDF_STATUS st;
	size_t k;

	if (!save_c || e)
		return theirs(src, dst, e);
	if ((st = HPDF_Stream_Seek(src, 0, HPDF_SEEK_SET)) != HPDF_OK)
		return st;
	if (room(&save_in.p, &save_in.cap, (size_t)n + 1) < 0 ||
	    room(&save_out.p, &save_out.cap,
	    libdeflate_zlib_compress_bound(save_c, n)) < 0)
		return HPDF_SetError(src->error, HPDF_FAILD_TO_ALLOC_MEM, 0);
	/* All of it, and nothing after: a read of one byte more must end. */
	got = n + 1;
	st = HPDF_Stream_Read(src, save_in.p, &got);
	if ((st != HPDF_OK && st != HPDF_STREAM_EOF) || got != n)
		return HPDF_SetError(src->error, HPDF_ZLIB_ERROR, 1);
	k = libdeflate_zlib_compress(save_c, save_in.p, n, save_out.p,
	    save_out.cap);
	if (k == 0)
		return HPDF_SetError(src->error, HPDF_ZLIB_ERROR, 2);
	return HPDF_Stream_Write(dst, save_out.p, (HPDF_UINT)k);
}

HPDF_BYTE *
HPDF_MemCpy(HPDF_BYTE *out, const HPDF_BYTE *in, HPDF_UINT n)
{
	if ((uintptr_t)out > (uintptr_t)in &&
	    (uintptr_t)out < (uintptr_t)in + n) {
		while (n > 0) {
			*out++ = *in++;
			n--;
		}
		return out;
	}
	if (n > 0)
		memmove(out, in, n);
	return out + n;
}

void *
HPDF_MemSet(void *s, HPDF_BYTE c, HPDF_UINT n)
{
	if (n > 0)
		memset(s, c, n);
	return (HPDF_BYTE *)s + n;
}
