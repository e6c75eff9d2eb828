/*
 * font_sfnt.h: a TrueType file's tables checked against one another, as
 * libharu 2.3.0 reads them (HPDF_TTFontDef_Load, its glyph lookups and
 * HPDF_TTFontDef_SaveFontData), before libharu or HarfBuzz is given it.
 */
#ifndef BP_FONT_SFNT_H
#define BP_FONT_SFNT_H

#include <stdarg.h>
#include <stddef.h>

/* What the check found, for the lookups below (pointers into the bytes
 * checked, which must outlive it). */
struct font_sfnt {
	unsigned nglyphs;       /* maxp.numGlyphs */
	const unsigned char *cmap4; /* the (3,1) format 4 subtable libharu
				       takes */
	unsigned nseg;          /* its segments */
	unsigned nids;          /* entries of its glyphIdArray */
	const unsigned char *cff; /* an OpenType CFF font's 'CFF ' table */
	size_t cfflen;
};

/*
 * font_sfnt_check: the len bytes of b (a TrueType font: sfnt version
 * 0x00010000 or 'true', or an OpenType CFF font, 'OTTO', which the caller
 * has seen) have a table directory of at most 625 tables (libharu's
 * bound), each inside the file and each tag once; head, hhea, maxp, hmtx,
 * loca and glyf (an OpenType CFF font's 'CFF ' in their place, which
 * font_cff_check reads), cmap, name and OS/2 (and post when there is one)
 * long enough for every field libharu reads and consistent with one
 * another: units per em 16 to 16384, indexToLocFormat
 * 0 or 1, 1 <= numberOfHMetrics <= numGlyphs, hmtx holding every glyph's
 * metrics, loca every glyph's offset in order and inside glyf, every
 * glyph at least a header long and a composite's parts inside it naming
 * glyphs that exist, the first Windows Unicode (3,1) format 4 subtable
 * inside cmap, its segments in order up to 0xFFFF, each code's glyph
 * inside its glyphIdArray and below numGlyphs, a PostScript name and
 * subfamily libharu can take, every name string inside the table, and an
 * OS/2 fsType libharu lets embed and subset. Returns 0 with s filled, or
 * -1 with what is wrong in why (n bytes).
 */
int font_sfnt_check(const unsigned char *b, size_t len, struct font_sfnt *s,
    char *why, size_t n);

/*
 * font_sfnt_vwhy: "damaged: ", part and fmt's text (with ap) into why (n
 * bytes), cut to fit: the one form of this file's and font_cff's
 * reasons. Returns -1, for a check to return.
 */
int font_sfnt_vwhy(char *why, size_t n, const char *part, const char *fmt,
    va_list ap);

/* font_sfnt_glyph: the glyph libharu takes for Unicode u (0: none). */
unsigned font_sfnt_glyph(const struct font_sfnt *s, unsigned u);

#endif
