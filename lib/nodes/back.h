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

/* What the back says above the board's caption: in one line, or in two
 * where the back has no room that wide. */
#define NODES_BACK_NOTE                                                       \
	"Expeditions: the back of the board (print double-sided, flip on "   \
	"the long edge)"
#define NODES_BACK_NOTE_SPLIT                                                 \
	"Expeditions: the back of the board\n(print double-sided, flip on "  \
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
 * circle and the icon as the devlog draws it (returns 0; nodes_back_place
 * moves it above or beside the circle where below is not clear).
 */
int nodes_back_item(const struct font *f, double ir, double w,
    double *icon_dy, double *icon_size, double *name_dy);

/* Where a type's name goes about its circle on the back. */
enum nodes_back_side {
	NODES_BACK_INSIDE, /* inside the ring, under the icon */
	NODES_BACK_BELOW,
	NODES_BACK_ABOVE,
	NODES_BACK_RIGHT,
	NODES_BACK_LEFT
};

/*
 * One expedition on the back, as nodes_back_place puts it, trim mm on the
 * back as it lies face up: its circle's centre at; its type's icon,
 * icon_size across, its centre icon_dy below at; its name (text: the
 * type's title, else its name, r's own; NULL for an untyped expedition),
 * its baseline's middle dx right of at and dy below it, half as wide as
 * the name (half), its letters' ink up above the baseline and down below
 * it (in the font's ink; without one, NODES_BACK_NAME_ASCENT and
 * _DESCENT).
 */
struct nodes_back_spot {
	struct vec2 at;
	double icon_dy, icon_size;
	const char *text;
	double dx, dy, half, up, down;
	enum nodes_back_side side;
	int clear; /* 0: no side of its circle is clear; drawn below */
};

/*
 * nodes_back_place: b's expeditions on the back when the sheet turns as
 * flip says (nodes_back_at), into s[0 .. nexpedition - 1] (the caller's):
 * each name inside its circle where it fits (nodes_back_item), else on
 * the first side of below, above, right and left where its ink keeps
 * NODES_BACK_NAME_CLEAR mm from every other circle's ring and from the
 * names placed before it (by index), inside the rules' safe margin; a
 * name with no such side goes below (clear 0). What layout-pdf draws,
 * the back caption keeps off and validate judges (clarity.overlap).
 * Returns how many names have no clear side.
 */
size_t nodes_back_place(const struct board *b, const struct rules *r,
    int flip, struct nodes_back_spot *s);

/*
 * How far a name keeps from a circle's ring (a 0.5 mm line: its middle)
 * and from another name, mm.
 */
#define NODES_BACK_NAME_CLEAR 0.55

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
