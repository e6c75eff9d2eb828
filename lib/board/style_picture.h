/*
 * style_picture.h: a style's [picture WHERE] sections: PNG or JPEG art
 * placed behind the board or as a texture of a terrain
 * (templates/style/README.md). The style names the file; the drawing
 * (print/drawpic.h) reads, checks and places it.
 */
#ifndef BP_STYLE_PICTURE_H
#define BP_STYLE_PICTURE_H

#include <stddef.h>

#define STYLE_PICTURE_FILE 256

/* How a picture covers its place: scaled to cover it (cropped), scaled
 * to fit inside it (whole), or tiled at tile mm across. */
enum { STYLE_FIT_COVER, STYLE_FIT_CONTAIN, STYLE_FIT_TILE };

/* A logo's height, mm: the default and the least and most a style sets. */
#define STYLE_LOGO_HEIGHT 12.0
#define STYLE_LOGO_LEAST 4.0
#define STYLE_LOGO_MOST 40.0

#define STYLE_PICTURE_PLACE 80

struct style_picture {
	char place[STYLE_PICTURE_PLACE]; /* background, land, water, floor,
					  * logo, "type NAME" */
	char file[STYLE_PICTURE_FILE]; /* as named: its asset's name
					* (board/style_asset.h) */
	unsigned line;      /* of its file line (before it: its header's) */
	int fit;            /* STYLE_FIT_* */
	double tile;        /* mm across one tile (STYLE_FIT_TILE) */
	double height;      /* a logo's height, mm (STYLE_LOGO_HEIGHT) */
};

/* The sections read so far. */
struct style_pictures {
	struct style_picture *v;
	size_t n, cap;
};

/*
 * style_picture_header: a style's section header hdr ("[...]", cut at
 * its "]") split into w (room for 4): its words, at most two as the
 * rules' headers, or three for [picture type NAME]; 0 when not a header.
 */
int style_picture_header(char *hdr, char **w);

struct rules;

/*
 * style_picture_open: the header "[picture WHERE]" (w[0] "picture", nw
 * words) at line of a style for r (its kind; a nodes style's [picture
 * type NAME] names one of its node types). 0, or -1 with a one-line
 * reason in err.
 */
int style_picture_open(struct style_pictures *s, char **w, int nw,
    const struct rules *r, unsigned line, char *err, size_t n);

/* style_picture_key: key rest in the section opened last. 0 or -1. */
int style_picture_key(struct style_pictures *s, const char *key,
    char *rest, char *err, size_t n);

/* style_picture_done: every section named its file; -1 (the section's
 * line in *line) when one did not. */
int style_picture_done(const struct style_pictures *s, unsigned *line,
    char *err, size_t n);

#endif
