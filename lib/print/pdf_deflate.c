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
 * Each page is deflated as soon as it is done (pdf_deflate_page, from
 * pdf_page_begin of the next): the same bytes the save would make, but a
 * document of 1,000 pages holds them deflated, 40 MiB at its peak where
 * it held 58, and a pipe's layout-pdf has less left to do once its input
 * ends. The save writes those streams as they are.
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

#include "core/mem.h"
#include "core/sort.h"
#include "print/pdf_int.h"

/* The save under way on this thread: its document (NULL: none), its
 * compressor, and the buffers each stream is read into and deflated into. */
static _Thread_local const struct pdf *save_pdf;
static _Thread_local struct libdeflate_compressor *save_c;
static _Thread_local struct {
	unsigned char *p;
	size_t cap;
} save_in, save_out;

#define PTR_BEFORE(a, b) ((uintptr_t)*(a) < (uintptr_t)*(b))
SORT_DEFINE(sort_streams, HPDF_Stream, PTR_BEFORE)

/* packed: stream st is one of p's pages deflated already (p->packed is
 * sorted while the document is saved). */
static int
packed(const struct pdf *p, HPDF_Stream st)
{
	size_t lo = 0, hi = p->npacked, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if ((uintptr_t)p->packed[mid] < (uintptr_t)st)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < p->npacked && p->packed[lo] == st;
}

HPDF_STATUS
pdf_deflate_save(struct pdf *p)
{
	struct libdeflate_compressor *was = save_c;
	const struct pdf *waspdf = save_pdf;
	HPDF_STATUS st;

	save_c = libdeflate_alloc_compressor(p->deflate);
	if (!save_c) {
		save_c = was;
		return HPDF_FAILD_TO_ALLOC_MEM;
	}
	sort_streams(p->packed, p->npacked);
	save_pdf = p;
	st = HPDF_SaveToStream(p->doc);
	libdeflate_free_compressor(save_c);
	save_c = was;
	save_pdf = waspdf;
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

/*
 * whole: stream src's n bytes into in (cap *capin, grown); 0, or an
 * HPDF_STATUS. A read of one byte more must end there.
 */
static HPDF_STATUS
whole(HPDF_Stream src, HPDF_UINT32 n, unsigned char **in, size_t *capin)
{
	HPDF_UINT got = n + 1;
	HPDF_STATUS st;

	if ((st = HPDF_Stream_Seek(src, 0, HPDF_SEEK_SET)) != HPDF_OK)
		return st;
	if (room(in, capin, (size_t)n + 1) < 0)
		return HPDF_FAILD_TO_ALLOC_MEM;
	st = HPDF_Stream_Read(src, *in, &got);
	if ((st != HPDF_OK && st != HPDF_STREAM_EOF) || got != n)
		return HPDF_ZLIB_ERROR;
	return HPDF_OK;
}

int
pdf_deflate_page(struct pdf *p, HPDF_Page page)
{
	HPDF_Stream st = ((HPDF_PageAttr)page->attr)->stream;
	HPDF_UINT32 n = HPDF_Stream_Size(st);
	size_t k;

	if (p->error || n == 0 || st->type != HPDF_STREAM_MEMORY ||
	    !(((HPDF_PageAttr)page->attr)->contents->filter &
	    HPDF_STREAM_FILTER_FLATE_DECODE))
		return p->error ? -1 : 0;
	if (!p->packer || p->packer_level != p->deflate) {
		if (p->packer)
			libdeflate_free_compressor(p->packer);
		p->packer = libdeflate_alloc_compressor(p->deflate);
		p->packer_level = p->deflate;
		if (!p->packer) {
			p->error = HPDF_FAILD_TO_ALLOC_MEM;
			return -1;
		}
	}
	if (whole(st, n, &p->packin, &p->capin) != HPDF_OK ||
	    room(&p->packout, &p->capout,
	    libdeflate_zlib_compress_bound(p->packer, n)) < 0 ||
	    (k = libdeflate_zlib_compress(p->packer, p->packin, n, p->packout,
	    p->capout)) == 0) {
		p->error = HPDF_ZLIB_ERROR;
		return -1;
	}
	HPDF_MemStream_FreeData(st);
	if (HPDF_Stream_Write(st, p->packout, (HPDF_UINT)k) != HPDF_OK) {
		p->error = HPDF_ZLIB_ERROR;
		return -1;
	}
	p->packed = mem_grow(p->packed, &p->cappacked, p->npacked + 1,
	    sizeof(*p->packed));
	p->packed[p->npacked++] = st;
	return 0;
}

void
pdf_deflate_free(struct pdf *p)
{
	if (p->packer)
		libdeflate_free_compressor(p->packer);
	MEM_FREE(p->packed, p->packin, p->packout);
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
	HPDF_STATUS st;
	size_t k;

	if (!save_c || e)
		return theirs(src, dst, e);
	if ((st = whole(src, n, &save_in.p, &save_in.cap)) != HPDF_OK)
		return HPDF_SetError(src->error, st, 1);
	/* A page deflated when it was done: its bytes as they are. */
	if (packed(save_pdf, src))
		return HPDF_Stream_Write(dst, save_in.p, (HPDF_UINT)n);
	if (room(&save_out.p, &save_out.cap,
	    libdeflate_zlib_compress_bound(save_c, n)) < 0)
		return HPDF_SetError(src->error, HPDF_FAILD_TO_ALLOC_MEM, 0);
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
