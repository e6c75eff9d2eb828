/* icon.h: vector icons, read from icons/NAME.svg or NAME.icon files. */
#ifndef BP_ICON_H
#define BP_ICON_H

#include <stddef.h>

#include "core/diag.h"

/*
 * The format (icons/README.md): a 100 x 100 box, origin at its top-left
 * corner, y down; one drawing command per line, '#' comments:
 *
 *   width W                 stroke width for what follows (box units)
 *   ink dark|light          dark: the icon's ink; light: the paper colour
 *   fill|stroke|both SHAPE  paint SHAPE: fill it, stroke it, or both
 *
 * where SHAPE is one of
 *
 *   circle CX CY R
 *   rect X Y W H
 *   poly X1 Y1 X2 Y2 X3 Y3 …       (closed)
 *   line X1 Y1 X2 Y2 …             (open; stroke only)
 *   arc CX CY R A0 A1              (degrees, clockwise on paper; stroke)
 */
enum icon_shape { ICON_CIRCLE, ICON_RECT, ICON_POLY, ICON_LINE, ICON_ARC,
	ICON_PATH };
/*
 * An ICON_PATH (from an SVG icon, print/svg.h) holds its segments in v,
 * each a code and its points: ICON_SEG_MOVE x y, ICON_SEG_LINE x y,
 * ICON_SEG_CURVE x1 y1 x2 y2 x3 y3 (a cubic Bézier), ICON_SEG_CLOSE.
 */
enum icon_seg { ICON_SEG_MOVE, ICON_SEG_LINE, ICON_SEG_CURVE, ICON_SEG_CLOSE };
enum icon_paint { ICON_FILL = 1, ICON_STROKE = 2 };

struct icon_op {
	int shape, paint, light;
	int evenodd;     /* ICON_PATH: fill with the even-odd rule */
	int cap, join;   /* ICON_PATH: PDF line cap and join (0 butt, miter) */
	double width;
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
 * icon_load: read icon name from "<dir>/<name>.svg" (print/svg.h) when
 * that file exists, else from "<dir>/<name>.icon". Returns 0, or -1 with
 * one diag line per mistake (file:line, DIAG_FATAL).
 */
int icon_load(struct icon *ic, const char *dir, const char *name,
    struct diag *d);

#endif
