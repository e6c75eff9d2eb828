/* icon.h: vector icons, read from icons/NAME.svg files. */
#ifndef BP_ICON_H
#define BP_ICON_H

#include <stddef.h>

#include "core/diag.h"

/*
 * An icon: drawing commands in a 100 x 100 box, origin at its top-left
 * corner, y down (icon/svg.c maps an SVG's viewBox onto it). Each paints
 * one shape, filled, stroked or both, in the icon's ink or (light) in the
 * paper's colour:
 *
 *   ICON_CIRCLE   v: CX CY R
 *   ICON_RECT     v: X Y W H
 *   ICON_PATH     v: segments, each a code and its points:
 *                 ICON_SEG_MOVE x y, ICON_SEG_LINE x y,
 *                 ICON_SEG_CURVE x1 y1 x2 y2 x3 y3 (a cubic Bézier),
 *                 ICON_SEG_CLOSE
 */
enum icon_shape { ICON_CIRCLE, ICON_RECT, ICON_PATH };
enum icon_seg { ICON_SEG_MOVE, ICON_SEG_LINE, ICON_SEG_CURVE, ICON_SEG_CLOSE };
enum icon_paint { ICON_FILL = 1, ICON_STROKE = 2 };

struct icon_op {
	int shape, paint, light;
	int evenodd;     /* fill with the even-odd rule */
	int cap, join;   /* PDF line cap and join (0: butt, miter) */
	double width;    /* line width, box units */
	double *v;   /* the shape's numbers */
	size_t nv;
};

struct icon {
	char name[32];
	struct icon_op *op;
	size_t nop, capop;
};

/* icon_init / icon_fini: caller-owned storage; fini frees the commands. */
void icon_init(struct icon *ic);
void icon_fini(struct icon *ic);

/*
 * icon_load: read icon name from "<dir>/<name>.svg" (icon/svg.h).
 * Returns 0, or -1 with one diag line (file:line, DIAG_FATAL).
 */
int icon_load(struct icon *ic, const char *dir, const char *name,
    struct diag *d);

struct rules;

/*
 * icon_check_style: read every icon r's style draws from its own SVG
 * ([icon NAME], board/style_asset.h), so that a bad one is refused when
 * the style is read, not when the deck is laid out. Returns 0, or -1
 * with one DIAG_FATAL line (the SVG's path as the style gives it:line:
 * what).
 */
int icon_check_style(const struct rules *r, struct diag *d);

#endif
