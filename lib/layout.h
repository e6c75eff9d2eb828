/* layout.h: paper sizes and page geometry, in mm, without any PDF. */
#ifndef BP_LAYOUT_H
#define BP_LAYOUT_H

#include <stddef.h>

/*
 * layout_paper: the size of paper name ("A3", "A4", "A5", "Letter",
 * "Tabloid", or "WxH" in mm, e.g. "420x297"), case-insensitive, in the
 * given orientation (landscape: the long side across). Returns 0 and sets
 * *w, *h, or -1 when the name is not understood or a size is outside
 * [20, 5000] mm.
 */
int layout_paper(const char *name, int landscape, double *w, double *h);

/*
 * The boxes of one page, from the outside in: the media (the whole sheet
 * of the PDF page), the bleed box (trim plus bleed on each side) and the
 * trim box (the finished board). x0, y0 are offsets from the media's
 * top-left corner; all in mm.
 */
struct layout_page {
	double media_w, media_h;
	double bleed_x0, bleed_y0, bleed_w, bleed_h;
	double trim_x0, trim_y0, trim_w, trim_h;
	double bleed, slug;
};

/*
 * layout_page: the boxes for a trim of w x h mm with bleed on each side
 * and slug (room for marks and the slug line) outside the bleed.
 */
void layout_page(struct layout_page *pg, double w, double h, double bleed,
    double slug);

#endif
