/* style.h: a style file, how a game looks, read over its rules' colours. */
#ifndef BP_STYLE_H
#define BP_STYLE_H

#include <stddef.h>

#include "board/rules.h"
#include "core/diag.h"

#define STYLE_BYTES (1 << 18) /* a style file (ours are under 2 KB) */

/*
 * A colour a style gives in CMYK is held where the rules hold 0xRRGGBB:
 * STYLE_CMYK | c << 21 | m << 14 | y << 7 | k, each in percent (0..100).
 * pdf_rgb (print/pdf.h, PDF_CMYK_BIT) paints it as given, unconverted.
 */
#define STYLE_CMYK 0x80000000u

/*
 * A spot colour ("spot C M Y K NAME"): STYLE_CMYK | STYLE_SPOT | i, i the
 * index of its separation in r->spot (its name and CMYK fallback).
 */
#define STYLE_SPOT 0x40000000u

/*
 * style_apply_text: read the style in len bytes of text (its first line
 * is line base_line of origin) and set its colours over r's: the sections
 * name entries of r ([category flora], [route rail], …). On any mistake,
 * one DIAG_FATAL line (origin:line: what) goes to d, -1 is returned and r
 * is left as it was. On success r keeps a copy of the text (r->style,
 * r->style_len), for the deck to embed.
 */
int style_apply_text(struct rules *r, const char *text, size_t len,
    const char *origin, unsigned base_line, struct diag *d);

/*
 * style_apply_file: the same from the file at path (at most STYLE_BYTES,
 * a regular file); -1 with one line in d when it cannot be read.
 */
int style_apply_file(struct rules *r, const char *path, struct diag *d);

/*
 * style_ink: the largest total ink, in percent, of the CMYK colours a
 * style gave r or its kind's looks hold (board/style_look.h; a spot
 * colour's is its fallback's; 0 when there are none), and which one it
 * is, into what (n bytes, "[category beasts] light"). What is laid out
 * checks it against the page's ink limit: a colour painted as given is
 * never reduced.
 */
int style_ink(const struct rules *r, char *what, size_t n);

/*
 * style_colour_used: does an entry or a look of r hold the colour c now
 * (the rules' colours with any style's read over them)? What prints asks
 * it of the colours r->colour_at names, to speak only of those drawn.
 */
int style_colour_used(const struct rules *r, uint32_t c);

#endif
