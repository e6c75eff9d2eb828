/* style_font.h: a style's [font] section (templates/style/README.md). */
#ifndef BP_STYLE_FONT_H
#define BP_STYLE_FONT_H

#include "board/rules.h"
#include "core/diag.h"

/*
 * style_font_key: the line "key rest" (at origin:line) of a style's
 * [font] section: "file PATH" takes the file as one of the style's assets
 * (style_asset_get: beside the style file, or the deck's <asset>) and
 * checks it as r's font (font_open, the characters of r's text needed)
 * into *out, which the caller frees. Returns 0, or -1 with one DIAG_FATAL
 * line in d (origin:line: font PATH: what) on an unknown key, a second
 * file, a file that cannot be had or a font that cannot be used.
 */
int style_font_key(struct rules *r, const char *key, const char *rest,
    struct font **out, const char *origin, unsigned line, struct diag *d);

#endif
