/*
 * marks.h: the marks a nodes board prints, as the checks and the caption's
 * placement see them: nodes, their numbers, side nodes' icons, power dots,
 * tiny nodes and the items in the areas, each a disc or (a number, an
 * icon, the key) a box, in trim mm, with the sizes the drawing uses
 * (nodes/measure.h, nodes/key.h).
 */
#ifndef BP_NODES_MARKS_H
#define BP_NODES_MARKS_H

#include <stddef.h>
#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/geom.h"

struct nodes_mark {
	struct vec2 c;
	double r;       /* a disc's radius; a box's half width */
	double hy;      /* a box's half height; 0 for a disc */
	uint32_t owner; /* a dot's node, else UINT32_MAX */
	const char *what;
	size_t index;
	int readable;   /* must sit inside the safe zone */
};

/*
 * nodes_marks: b's marks, in a new array (the caller frees it) of *count;
 * a node's number, its icon (a side node's) and its dots are owned by it
 * (owner), the rest by none (UINT32_MAX).
 */
struct nodes_mark *nodes_marks(const struct board *b, const struct rules *r,
    size_t *count);

struct board_mark;

/*
 * nodes_board_marks: the kind's marks (board/kind.h, board/mark.h): each
 * of nodes_marks as its box, the caption's patch (nodes/caption.h) and
 * what an expedition board's back prints, behind the front; with b's plan
 * (nodes/plan.h), its marks and caption, else worked out here. A new
 * array of *count; the caller frees it.
 */
struct board_mark *nodes_board_marks(const struct board *b,
    const struct rules *r, const void *plan, size_t *count);

/*
 * nodes_mark_gap: how far apart marks a and b are (< 0: they overlap); two
 * boxes are apart by the larger of their gaps along x and y.
 */
double nodes_mark_gap(const struct nodes_mark *a, const struct nodes_mark *b);

/* nodes_mark_cmp_left: qsort order by a mark's left end, then its index. */
int nodes_mark_cmp_left(const void *x, const void *y);

#endif
