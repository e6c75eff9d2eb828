/*
 * back.h: the back of an expedition board (nodes/draw.c draws it), placed
 * where layout-pdf draws it and validate's clarity.overlap judges it:
 * each expedition's circle behind its place on the front, its type's
 * icon and name inside it, and a caption where it covers no circle.
 */
#ifndef BP_NODES_BACK_H
#define BP_NODES_BACK_H

#include "board/board.h"
#include "board/rules.h"
#include "core/geom.h"
#include "nodes/caption.h"
#include "nodes/part.h"

/* What the back says before the board's caption. */
#define NODES_BACK_NOTE                                                       \
	"Expeditions: the back of the board (print double-sided, flip on "   \
	"the long edge)"

/* The type names on the back: points, and their ascent and descent, mm. */
#define NODES_BACK_NAME_PT 6.0
#define NODES_BACK_NAME_ASCENT 1.6
#define NODES_BACK_NAME_DESCENT 0.5

/*
 * nodes_back_at: where expedition it lands on the back, trim mm: behind
 * its place on the front when the sheet turns over sideways (flip set: a
 * portrait sheet, left to right) or top to bottom.
 */
struct font;

struct vec2 nodes_back_at(const struct board *b, const struct board_item *it,
    int flip);

/*
 * nodes_back_item: where an expedition's type icon (centre *icon_dy below
 * its circle's of radius ir, *icon_size across) and name (w mm wide,
 * baseline *name_dy below) go: inside the circle, the name as low as it
 * keeps inside the ring and the icon above it (returns 1); or, when the
 * name is too wide for that (small boards), the name just below the
 * circle and the icon as the devlog draws it (returns 0).
 */
int nodes_back_item(const struct font *f, double ir, double w,
    double *icon_dy, double *icon_size, double *name_dy);

/*
 * nodes_back_name: how far a type name on the back reaches above its
 * baseline (*up) and below it (*down), mm, in font f (NULL: DejaVu Sans,
 * NODES_BACK_NAME_ASCENT and _DESCENT): the ink of its letters.
 */
void nodes_back_name(const struct font *f, double *up, double *down);

struct board_mark;

/*
 * nodes_back_caption: the back's caption (NODES_BACK_NOTE and the board's
 * caption) for the sheet turned as flip says, into c: at the bottom
 * centre, or the nearest place that covers no circle nor a box of
 * keep[0 .. nkeep - 1] (where print-and-play tiles cut the back; may be
 * none). Returns 0, or -1 when none is free.
 */
int nodes_back_caption(const struct board *b, const struct rules *r,
    int flip, const struct board_mark *keep, size_t nkeep,
    struct nodes_caption *c);

/*
 * nodes_back_caption_short: the same for the board's caption without
 * NODES_BACK_NOTE (a third as wide): where print-and-play tiles' joins
 * leave the whole one no room, the sheet's own label names it a back.
 */
int nodes_back_caption_short(const struct board *b, const struct rules *r,
    int flip, const struct board_mark *keep, size_t nkeep,
    struct nodes_caption *c);

#endif
