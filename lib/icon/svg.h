/*
 * svg.h: icons drawn in SVG (icons/NAME.svg), read with libxml2 into the
 * same struct icon as the text format. icons/README.md says which part of
 * SVG is read; everything else is refused with file:line.
 */
#ifndef BP_SVG_H
#define BP_SVG_H

#include <stddef.h>

#include "core/diag.h"
#include "icon/icon.h"

/*
 * The limits, far above what an icon needs (ours: under 30 elements and
 * 200 path commands) and low enough that a hostile file costs little.
 */
#define SVG_MAX_BYTES (1u << 20) /* bytes of one file */
#define SVG_MAX_ELEMENTS 4000    /* elements of one file */
#define SVG_MAX_DEPTH 32         /* elements open at once */
#define SVG_MAX_COMMANDS 50000   /* path commands and points, all shapes */
#define SVG_MAX_COORD 10000.0    /* |coordinate| in the 100-unit box */

/*
 * svg_parse: read the n bytes at buf, an SVG icon, into ic (which the
 * caller has initialised; it is emptied first). name is the file's name
 * for messages. The viewBox is mapped onto the 100 x 100 box of icon.h,
 * its centre at (50, 50), its longer side 100. Nothing outside buf is
 * ever read or fetched. Returns 0, or -1 with one DIAG_FATAL line
 * (name:line: what) in d.
 */
int svg_parse(struct icon *ic, const char *buf, size_t n, const char *name,
    struct diag *d);

/* svg_load: svg_parse of the file at path (at most SVG_MAX_BYTES). */
int svg_load(struct icon *ic, const char *path, struct diag *d);

#endif
