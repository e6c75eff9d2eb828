/*
 * pdf_zlib.c: the deflate level of the PDF's streams. libharu compresses
 * every stream (page content, forms, the font, images) with zlib's
 * deflateInit(&s, Z_DEFAULT_COMPRESSION), level 6, and has no setting for
 * it; at level 6 zlib is more than 40 % of layout-pdf's time. So this file
 * defines zlib's deflateInit_ itself: libhpdf is a shared library that
 * calls deflateInit_ through its PLT, and the dynamic linker binds that
 * call to the first definition in the search order, which is the
 * executable's (ld exports it to the dynamic symbol table because a
 * shared library on the link line, libhpdf, refers to it). Ours is what
 * zlib's own deflateInit_ does (deflateInit2_ with the default window,
 * memory level and strategy) with the level pdf_zlib_save chose.
 *
 * The level lives in a thread-local variable set only while one
 * document is saved (pdf_write's HPDF_SaveToStream) and put back after:
 * the one piece of mutable state in lib/, because zlib's entry point has
 * no argument to carry it. Outside a save (any other caller of
 * deflateInit in the process) the caller's own level is used, as zlib
 * would.
 */
#include <zlib.h>

#include "print/pdf_int.h"

/* The level of the save under way on this thread, or -2: none. */
static _Thread_local int save_level = -2;

HPDF_STATUS
pdf_zlib_save(HPDF_Doc doc, int level)
{
	int was = save_level;
	HPDF_STATUS st;

	save_level = level;
	st = HPDF_SaveToStream(doc);
	save_level = was;
	return st;
}

int ZEXPORT
deflateInit_(z_streamp strm, int level, const char *version, int size)
{
	if (save_level != -2)
		level = save_level;
	return deflateInit2_(strm, level, Z_DEFLATED, MAX_WBITS, 8,
	    Z_DEFAULT_STRATEGY, version, size);
}
