/* style_font.h: a style's [font] section (templates/style/README.md). */
#ifndef BP_STYLE_FONT_H
#define BP_STYLE_FONT_H

#include <stddef.h>

#include "board/rules.h"

/*
 * style_font_key: the line "key rest" of a [font] section of a style read
 * from origin (its folder is where a relative path starts): "file PATH"
 * reads the TrueType font at PATH and checks it for r (font_open, the
 * characters of r's text needed) into *out, which the caller frees. -1
 * with what is wrong in why (n bytes, "font F.ttf: no 'glyf' table") on
 * an unknown key, a second file, or a font that cannot be used.
 */
int style_font_key(const struct rules *r, const char *origin,
    const char *key, const char *rest, struct font **out, char *why,
    size_t n);

#endif
