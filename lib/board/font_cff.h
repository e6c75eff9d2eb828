/*
 * font_cff.h: an OpenType font's CFF outlines checked before HarfBuzz
 * reads them, and the TrueType shell libharu is given in their place.
 */
#ifndef BP_FONT_CFF_H
#define BP_FONT_CFF_H

#include <stddef.h>

/* The deepest subroutine calls a Type 2 charstring may nest (Adobe TN
 * 5177, Appendix B; HarfBuzz's limit too), the most operators and
 * numbers one glyph may run, its subroutines' included, and all glyphs
 * together (a Latin font of 900 glyphs runs some 100,000). */
#define FONT_CFF_NEST 10
#define FONT_CFF_OPS 20000u
#define FONT_CFF_WORK (8u << 20)

/*
 * font_cff_check: the len bytes of a 'CFF ' table (cff) as HarfBuzz and a
 * PDF reader read them: a version 1 header, its Name, Top DICT, String
 * and Global Subr INDEXes whole and in order (offsets from 1, rising,
 * inside the table), one font, not CID-keyed, its Top DICT and Private
 * DICT well formed (operands, at most 48 a time) and inside the table,
 * charstring type 2, a CharStrings INDEX of nglyphs charstrings of at
 * most 65,535 bytes, its charset and encoding inside the table; and
 * every glyph's charstring run through once, without drawing: its
 * numbers and hint masks inside it, no more than 48 operands, calls to
 * subroutines that exist nested at most FONT_CFF_NEST deep, at most
 * FONT_CFF_OPS operators and numbers (FONT_CFF_WORK for all glyphs), no
 * arithmetic operators, each ending with endchar (return in a
 * subroutine). Time and memory bounded by those limits. Returns 0, or -1
 * with what is wrong in why (n bytes): "damaged: its CFF outlines: ...",
 * or "a CID-keyed CFF font ...".
 */
int font_cff_check(const unsigned char *cff, size_t len, unsigned nglyphs,
    char *why, size_t n);

/*
 * font_cff_shell: a TrueType font with the tables OS/2, cmap, head, hhea,
 * hmtx, name and post of the OpenType CFF font in the len bytes of otf
 * (checked by font_sfnt_check), a version 1.0 maxp of its glyph count and
 * an empty glyph for each glyph (loca and glyf): what libharu, which reads
 * only TrueType, needs to measure and name the font (the outlines a PDF
 * embeds are the CFF's, board/font.h). A new buffer of *out bytes the
 * caller frees; exits through mem_fatal when out of memory.
 */
unsigned char *font_cff_shell(const unsigned char *otf, size_t len,
    size_t *out);

#endif
