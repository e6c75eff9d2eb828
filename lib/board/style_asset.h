/*
 * style_asset.h: the files a style names (SVG icons, fonts, pictures),
 * read once and kept on the rules, so the deck carries them: a reprint
 * years later needs nothing but the deck.
 */
#ifndef BP_STYLE_ASSET_H
#define BP_STYLE_ASSET_H

#include <stddef.h>
#include <stdint.h>

#include "board/rules.h"
#include "core/diag.h"
#include "core/sha256.h"

#define STYLE_ASSET_BYTES (8u << 20)   /* one file */
#define STYLE_ASSETS_BYTES (32u << 20) /* all the files of one style */
#define STYLE_ASSET_NAME 256           /* bytes of a name, with its NUL */
/* Files of a style and its rules' CSV files at most: a deck's <asset>s are
 * looked up by name as each is added, so their number, not only their
 * bytes, is bounded (empty ones cost nothing but a name). */
#define STYLE_ASSETS 4096

/* A file a style names: the path as the style writes it, and its bytes. */
struct style_asset {
	char *name;
	uint8_t *bytes;
	size_t len;
	char sha256[SHA256_HEX]; /* lowercase hex of the bytes' SHA-256 */
};

/* An [icon NAME] of the style: the rules' icon NAME drawn from asset. */
struct style_icon {
	char name[RULES_NAME];
	size_t asset;
};

/* What r->files points to (NULL: no file named, no asset read). */
struct style_files {
	struct style_asset *v;
	size_t n, cap, total;     /* total: bytes of all of v */
	struct style_icon *icon;
	size_t nicon, capicon;
	char *dir; /* while a style FILE is read: its folder; NULL: a deck's */
	size_t nrules; /* the first nrules of v: the CSV files the rules
			  read from their folder (board/rules_csv.c) */
};

/*
 * style_asset_get: the file name (as written at origin:line of the style)
 * for a section of the style. While a style file is read
 * (style_apply_file), name is a path relative to the style's folder (or
 * absolute): the regular file is read now (at most STYLE_ASSET_BYTES,
 * STYLE_ASSETS_BYTES with the style's other files) and kept on r; the
 * same name twice gives the same asset. While a deck's style is read,
 * name is the deck's <asset> of that name. Returns the asset (owned by r,
 * valid until rules_fini), or NULL with one DIAG_FATAL line
 * (origin:line: what) in d.
 */
const struct style_asset *style_asset_get(struct rules *r, const char *name,
    const char *origin, unsigned line, struct diag *d);

/* style_asset_find: r's asset of that name, or NULL. */
const struct style_asset *style_asset_find(const struct rules *r,
    const char *name);

/*
 * style_asset_add: keep bytes (len of them, malloc'ed; r owns them now)
 * as asset name on r, as a deck reader does before the style is read.
 * Returns 0, or -1 (bytes freed, nothing kept) with what in why (n bytes)
 * when the name is taken or a limit would be passed (bytes, or
 * STYLE_ASSETS files).
 */
int style_asset_add(struct rules *r, const char *name, uint8_t *bytes,
    size_t len, char *why, size_t n);

/*
 * style_asset_copy_all: copies of src's assets kept on dst (which holds
 * none of those names), so rules text read again into dst in memory
 * (rules_load_text) finds the CSV files src's rules read, as a deck's
 * reader does. Returns 0, or -1 with what in why (n bytes) when dst
 * cannot take one (it keeps those copied before).
 */
int style_asset_copy_all(struct rules *dst, const struct rules *src,
    char *why, size_t n);

/* style_icon_known: do the rules draw an icon of that name? */
int style_icon_known(const struct rules *r, const char *icon);

/*
 * style_icons_check: every icon the rules draw exists: the style draws
 * it ([icon NAME]) or "<icondir>/<name>.svg" is a file. For rules loaded
 * without an icon folder (rules_load_file with NULL) and then dressed by
 * a style, so that an icon only the style draws is accepted. Returns 0,
 * or -1 with one DIAG_FATAL line (the rules' origin:line: what).
 */
int style_icons_check(const struct rules *r, const char *icondir,
    struct diag *d);

/*
 * style_icon_set: the style's [icon icon] section says file name:
 * the rules must draw an icon of that name. Returns 0, or -1 with one
 * line in d.
 */
int style_icon_set(struct rules *r, const char *icon, const char *name,
    const char *origin, unsigned line, struct diag *d);

/* style_icon_find: the asset the style draws the rules' icon with, or
 * NULL (then it is icons/NAME.svg). */
const struct style_asset *style_icon_find(const struct rules *r,
    const char *icon);

/* style_files_count / style_files_trim: how many assets and icons r has;
 * forget those past such counts (a style that failed half way). */
void style_files_count(const struct rules *r, size_t *nasset,
    size_t *nicon);
void style_files_trim(struct rules *r, size_t nasset, size_t nicon);

/* style_files_free: free r->files (rules_fini calls it). */
void style_files_free(struct rules *r);

#endif
