/*
 * style_font.c: a style's [font] section: the TrueType file its "file"
 * names, taken as the style's other files are (board/style_asset.h: read
 * beside a style file, or from the deck's <asset>) and checked
 * (board/font.h) for the rules it dresses.
 */
#include "board/style_font.h"

#include <string.h>

#include "board/font.h"
#include "board/style_asset.h"

int
style_font_key(struct rules *r, const char *key, const char *rest,
    struct font **out, const char *origin, unsigned line, struct diag *d)
{
	const struct style_asset *a;
	char why[256];

	if (strcmp(key, "file") != 0) {
		diag_add(d, DIAG_FATAL, origin, line, NULL, NULL, "unknown "
		    "setting \"%s\" in [font] (its one setting is \"file\")",
		    key);
		return -1;
	}
	if (!*rest || *out) {
		diag_add(d, DIAG_FATAL, origin, line, NULL, NULL, "%s", *rest ?
		    "[font] names its file once" : "file: the path of a "
		    "TrueType font (.ttf) is needed");
		return -1;
	}
	if (!(a = style_asset_get(r, rest, origin, line, d)))
		return -1;
	*out = font_open(a->bytes, a->len, a->name, r->text, why, sizeof(why));
	if (!*out) {
		diag_add(d, DIAG_FATAL, origin, line, NULL, NULL, "font %s: %s",
		    a->name, why);
		return -1;
	}
	return 0;
}
