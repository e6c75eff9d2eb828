/* svg_int.h: what the SVG reader's files share. Not for use elsewhere. */
#ifndef BP_SVG_INT_H
#define BP_SVG_INT_H

#include "icon/svg.h"

/* A reading in progress: where messages go, and what has been spent. */
struct svg_ctx {
	struct icon *ic;
	const char *name;
	struct diag *d;
	unsigned line;     /* of the element being read */
	size_t elements;
	size_t commands;
};

/* A path being built: segments as icon.h's ICON_PATH, in box units. */
struct svg_pb {
	double *v;
	size_t n, cap;
	double m[6];       /* user units to box: x' = a x + c y + e, ... */
};

/* svg_fail: add name:line: what to the diagnostics; returns -1. */
int svg_fail(struct svg_ctx *c, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/*
 * svg_number: read one SVG number at *s (after white space and at most
 * one comma), moving *s past it. Returns 0, or -1 when there is none.
 */
int svg_number(const char **s, double *x);

/* svg_path_data: the segments of a path's d attribute; 0 or -1. */
int svg_path_data(struct svg_ctx *c, struct svg_pb *pb, const char *d);

/* svg_shape: the segments of element el (line, rect, circle, ...),
 * whose numeric attributes get(el, name, &value) reads; 0 or -1. */
int svg_shape(struct svg_ctx *c, struct svg_pb *pb, const char *el,
    int (*get)(void *, const char *, double *), void *arg,
    const char *points);

#endif
