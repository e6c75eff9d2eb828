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
 * libdeflate, at the document's level (pdf_set_deflate): a zlib stream as
 * libharu's, in a third of zlib's time and smaller (the nodes deck's
 * 1,000 pages: 0.13 s at zlib's level 2, 0.04 s at libdeflate's 1).
 *
 * Each page is deflated as soon as it is done (pdf_deflate_page, from
 * pdf_page_begin of the next): the same bytes the save would make, but a
 * document of 1,000 pages holds them deflated, 40 MiB at its peak where
 * it held 58, and a pipe's layout-pdf has less left to do once its input
 * ends. The save writes those streams as they are.
 *
 * The document being saved lives in a thread-local variable, set only
 * while it is saved (pdf_write's HPDF_SaveToStream) and put back after:
 * the one piece of mutable state in lib/, because libharu's function has
 * no argument to carry it; the compressor and buffers are the document's. Outside a save, or for an encrypted document
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
#include "pdf/pdf_int.h"

/* The document being saved on this thread, or NULL: none. */
static _Thread_local struct pdf_doc *save_pdf;

#define PTR_BEFORE(a, b) ((uintptr_t)*(a) < (uintptr_t)*(b))
SORT_DEFINE(sort_streams, HPDF_Stream, PTR_BEFORE)

/* packed: stream st is one of p's pages deflated already (p->packed is
 * sorted while the document is saved). */
static int
packed(const struct pdf_doc *p, HPDF_Stream st)
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
pdf_deflate_save(struct pdf_doc *p)
{
	struct pdf_doc *was = save_pdf;
	HPDF_STATUS st;

	sort_streams(p->packed, p->npacked);
	save_pdf = p;
	st = HPDF_SaveToStream(p->doc);
	save_pdf = was;
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
 * deflate: stream src, whole, deflated at p->deflate into p->packout;
 * its length there, or 0 with *st set. (p's compressor is made at the
 * first stream, and again after pdf_set_deflate.)
 */
static size_t
deflate(struct pdf_doc *p, HPDF_Stream src, HPDF_STATUS *st)
{
	HPDF_UINT32 n = HPDF_Stream_Size(src);
	HPDF_UINT got = n + 1;
	size_t k;

	if (!p->packer && !(p->packer = libdeflate_alloc_compressor(
	    p->deflate))) {
		*st = HPDF_FAILD_TO_ALLOC_MEM;
		return 0;
	}
	if ((*st = HPDF_Stream_Seek(src, 0, HPDF_SEEK_SET)) != HPDF_OK)
		return 0;
	if (room(&p->packin, &p->capin, (size_t)n + 1) < 0 ||
	    room(&p->packout, &p->capout,
	    libdeflate_zlib_compress_bound(p->packer, n)) < 0) {
		*st = HPDF_FAILD_TO_ALLOC_MEM;
		return 0;
	}
	/* All of it, and nothing after: a read of one byte more must end. */
	*st = HPDF_Stream_Read(src, p->packin, &got);
	if ((*st != HPDF_OK && *st != HPDF_STREAM_EOF) || got != n ||
	    !(k = libdeflate_zlib_compress(p->packer, p->packin, n,
	    p->packout, p->capout))) {
		*st = HPDF_ZLIB_ERROR;
		return 0;
	}
	return k;
}

int
pdf_deflate_page(struct pdf_doc *p, HPDF_Page page)
{
	HPDF_Stream st = ((HPDF_PageAttr)page->attr)->stream;
	HPDF_STATUS e;
	size_t k;

	if (p->error || HPDF_Stream_Size(st) == 0 ||
	    st->type != HPDF_STREAM_MEMORY ||
	    !(((HPDF_PageAttr)page->attr)->contents->filter &
	    HPDF_STREAM_FILTER_FLATE_DECODE))
		return p->error ? -1 : 0;
	if (!(k = deflate(p, st, &e))) {
		p->error = e;
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
pdf_set_deflate(struct pdf *pub, int level)
{
	struct pdf_doc *p = pdf_doc(pub);

	if (!p)
		return;
	p->deflate = level;
	/* The compressor is made again, at this level, when next used. */
	if (p->packer)
		libdeflate_free_compressor(p->packer);
	p->packer = NULL;
}

void
pdf_deflate_free(struct pdf_doc *p)
{
	if (p->packer)
		libdeflate_free_compressor(p->packer);
	p->packer = NULL;
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
	HPDF_STATUS st;
	size_t k;

	if (!save_pdf || e)
		return theirs(src, dst, e);
	/* A page deflated when it was done: its bytes as they are. */
	if (packed(save_pdf, src))
		return HPDF_Stream_WriteToStream(src, dst,
		    HPDF_STREAM_FILTER_NONE, NULL);
	if (!(k = deflate(save_pdf, src, &st)))
		return HPDF_SetError(src->error, st, 1);
	return HPDF_Stream_Write(dst, save_pdf->packout, (HPDF_UINT)k);
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
