/*
 * drawpic.h: the pictures a style places (board/style_picture.h) on the
 * page: read, checked and decoded once per run and file, made an image
 * once per PDF document, checked for resolution where they are printed.
 */
#ifndef BP_DRAWPIC_H
#define BP_DRAWPIC_H

#include "board/rules.h"
#include "board/style_picture.h"
#include "core/diag.h"
#include "draw/pdf.h"

#define DRAWPIC_GOOD_PPI 300   /* under it: a warning */
#define DRAWPIC_LEAST_PPI 150  /* under it: refused */
/*
 * Every place a picture goes but the logo lies under the board's text, lines and
 * icons in 100 % K: its mean lightness (CIE L*, as sRGB) is at least
 * this, or it is refused; the lightest of the transport map's own tints,
 * the deep sea, is L* 69.
 */
#define DRAWPIC_MIN_LIGHT 65

/* The run's pictures, caller-owned: _init (tool names the warnings'
 * lines, not copied), _fini frees. */
struct draw_pictures {
	const char *tool;
	struct drawpic **v;
	size_t n, cap;
};

void draw_pictures_init(struct draw_pictures *s, const char *tool);
void draw_pictures_fini(struct draw_pictures *s);

/* draw_picture_of: the picture r's style places at place, or NULL. */
const struct style_picture *draw_picture_of(const struct rules *r,
    const char *place);

/*
 * draw_pictures_check: check every picture r's style names (its header
 * and structure: the style's files are read with it), as gen-graph does
 * before it writes a deck. 0, or -1 with one line in d
 * (STYLE:LINE: picture FILE: what).
 */
int draw_pictures_check(const struct rules *r, struct diag *d);

/*
 * draw_picture: pc (one of r's pictures) from the run's set s, filling
 * the box (x, y) w x h mm as its fit says,
 * cropped to the box; with clip, inside the current path too (the path
 * is used up). A resolution under DRAWPIC_GOOD_PPI where it is printed
 * is one warning line on stderr per run and file; under
 * DRAWPIC_LEAST_PPI, -1 with the line in d. Returns 0 or -1.
 */
int draw_picture(struct pdf *p, struct draw_pictures *s,
    const struct rules *r, const struct style_picture *pc, double x,
    double y, double w, double h, int clip, struct diag *d);

/*
 * draw_picture_tone: the mean colour of pc (one of r's pictures, from the
 * run's set s, decoded once) into *rgb as 0xRRGGBB (picture/picture.h's
 * picture_tone). 0, or -1 with the line in d.
 */
int draw_picture_tone(struct draw_pictures *s, const struct rules *r,
    const struct style_picture *pc, uint32_t *rgb, struct diag *d);

/*
 * draw_logo_size: the size (w x h mm) of r's style's [picture logo]: its
 * height as the style sets it, its width from the picture's aspect, read
 * from its header (nothing decoded), so that gen-graph, validate and
 * layout-pdf all keep the same room for it. 1, or 0 (w, h 0) without a
 * logo.
 */
int draw_logo_size(const struct rules *r, double *w, double *h);

/*
 * draw_logo: r's logo at its size, its top-left corner at (x, y), from
 * the run's set s (NULL, or no logo: nothing). A logo lies beside the
 * board's text, not under it: it need not be light, but the kinds keep
 * everything else off it. 0, or -1 with the line in d.
 */
int draw_logo(struct pdf *p, struct draw_pictures *s, const struct rules *r,
    double x, double y, struct diag *d);

#endif
