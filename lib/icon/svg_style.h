/* svg_style.h: the SVG reader's paint properties and transforms. Not for
 * use outside the SVG reader. */
#ifndef BP_SVG_STYLE_H
#define BP_SVG_STYLE_H

#include "icon/svg_int.h"

enum { SVG_NONE = -1, SVG_DARK = 0, SVG_LIGHT = 1 };

/* The inherited properties an element is painted with. */
struct svg_style {
	int fill, stroke;  /* SVG_NONE, SVG_DARK or SVG_LIGHT */
	double width;      /* stroke width, user units */
	int evenodd;       /* fill-rule */
	int cap, join;     /* 0 butt|miter, 1 round, 2 square|bevel */
};

/*
 * svg_style_set: set property prop to v in st. Returns 0, -1 with a
 * message when v is refused, or 1 when prop is not a paint property.
 */
int svg_style_set(struct svg_ctx *c, struct svg_style *st, const char *prop,
    const char *v);

/* svg_style_attr: a style="..." attribute's declarations; 0 or -1. */
int svg_style_attr(struct svg_ctx *c, struct svg_style *st,
    const char *decls);

/* svg_transform: m = m followed by (inside) the transform list s; 0 or
 * -1 with a message. */
int svg_transform(struct svg_ctx *c, const char *s, double *m);

#endif
