/*
 * font.h: a style's font, TrueType or OpenType with CFF outlines,
 * checked and measured with HarfBuzz.
 *
 * The board's text is set in one font: DejaVu Sans (fonts/DejaVuSans.ttf,
 * measured from tables in print/textwidth.c) or the one a style names in
 * [font] (board/style_font.c). Since the checks run in validate, which
 * never opens a PDF, the font travels with the rules: r->font, read when
 * the style is, and every width and height the kinds take comes from it.
 */
#ifndef BP_FONT_H
#define BP_FONT_H

#include <stddef.h>

#define FONT_BYTES (32u << 20) /* a font file (DejaVu Sans is 740 KB) */

/* The tallest line a font may have, in ems (font_open, tall()). */
#define FONT_ASCENT_MAX 1.05
#define FONT_DESCENT_MAX 0.32

struct font;

/* The heights a line of text reaches, in ems from its baseline (down
 * positive for the descents). */
struct font_metrics {
	double ascent, descent;         /* the line's: hhea and the ink of
					   printable ASCII, the larger */
	double ink_top, ink_bottom;     /* the ink of printable ASCII */
	double digit_top, digit_bottom; /* the ink of 0-9 */
};

/*
 * font_open: the font in len bytes of data (copied), named name in
 * messages, checked as untrusted input: a TrueType (glyf) font or an
 * OpenType one with CFF outlines ('OTTO', its CFF checked by
 * board/font_cff.h: name-keyed, every offset inside the table, every
 * charstring sound; a glyph name a PDF can use for each code the pages
 * may draw), not a collection, WOFF or CFF2, its tables inside the
 * file, a Unicode cmap with a glyph for every character of need
 * (printable ASCII and the Latin-1 characters of the NUL-terminated text
 * need, e.g. the rules), and
 * embedding allowed by its OS/2 fsType, its line no taller than
 * FONT_ASCENT_MAX and FONT_DESCENT_MAX allow; its tables consistent as
 * libharu reads them (board/font_sfnt.h) and the same glyphs in libharu's
 * character map as in HarfBuzz's; and HarfBuzz able to rebuild it
 * (font_program). NULL with what is wrong in why (n bytes, "a TrueType
 * collection (.ttc): ...", "damaged: ...") when it is not.
 */
struct font *font_open(const void *data, size_t len, const char *name,
    const char *need, char *why, size_t n);
void font_free(struct font *f);

/* font_ref: f kept for one more font_free (NULL stays NULL); not for
 * threads that share f at the same time. */
struct font *font_ref(struct font *f);

/* font_name: the name it was opened with; font_data: its bytes. */
const char *font_name(const struct font *f);
const void *font_data(const struct font *f, size_t *len);

/*
 * font_program: f rebuilt by HarfBuzz's subsetter (printable ASCII and
 * Latin-1, the tables a PDF embeds), checked as the file was and measuring
 * the same: the only bytes of a style's font libharu is given (*len of
 * them, f's). Of a CFF font, the rebuild's TrueType shell
 * (board/font_cff.h): its metrics, cmap and names, no outlines.
 */
const void *font_program(const struct font *f, size_t *len);

/* font_cff: 1 when f's outlines are CFF (an 'OTTO' font: the PDF embeds
 * them as FontFile3, pdf/pdf_font.c), 0 for TrueType's. */
int font_cff(const struct font *f);

/*
 * font_advance: the advance of Latin-1 code c (32..255; other codes as
 * '?') in thousandths of an em, truncated as libharu gives the PDF's
 * widths, so a width added up from them is the one the PDF shows.
 */
unsigned font_advance(const struct font *f, unsigned c);

/* font_metrics: f's heights. */
const struct font_metrics *font_metrics(const struct font *f);

#endif
