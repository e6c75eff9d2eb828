/*
 * die.h: die and crease lines: the paths a page's finishing cuts and
 * creases, each CUT or CREASE, in the page's coordinates (mm from the
 * trim's top-left corner, y down, as draw/pdf.h draws), built by one
 * function per page and drawn as ISO 19593-1 processing steps, as the
 * CutContour separation, or visibly on a proof.
 */
#ifndef BP_DIE_H
#define BP_DIE_H

#include <stddef.h>

struct pdf;
struct sheet_tiling;

/* What a path is for: ISO 19593-1's Structural types Cutting, Creasing. */
enum { DIE_CUT, DIE_CREASE, DIE_STEPS };

/* One path: n points from first in the die's pt, closed or open. */
struct die_path {
	int step;      /* DIE_CUT or DIE_CREASE */
	size_t first, n;
	int closed;
};

/* A page's die: its paths and their points (growable arrays). */
struct die {
	struct die_path *path;
	size_t n, cap;
	double (*pt)[2];
	size_t npt, cappt;
};

/* die_init: an empty die (caller-owned storage); die_fini frees what it
 * holds; die_clear empties it, keeping the memory. */
void die_init(struct die *dl);
void die_fini(struct die *dl);
void die_clear(struct die *dl);

/*
 * die_add: a path of step (DIE_CUT, DIE_CREASE) through the n points pt
 * (page mm), closed back to its first when closed. n < 2 adds nothing.
 * The points are copied. Out of memory ends the process (core/mem.h).
 */
void die_add(struct die *dl, int step, const double (*pt)[2], size_t n,
    int closed);

/* die_line: an open two-point path of step from (x0, y0) to (x1, y1). */
void die_line(struct die *dl, int step, double x0, double y0, double x1,
    double y1);

/* die_rect: the closed rectangle at (x, y), w x h mm, of step. */
void die_rect(struct die *dl, int step, double x, double y, double w,
    double h);

/*
 * die_board: the die of a page that shows a w x h mm board whole, its
 * trim at the page's origin. A flat board (panels 1) is cut at its trim.
 * A folding board (panels 2, 4 or 6, board/mark.h's board_fold_hinges)
 * is a sheet wrapped round its panels: cut at the wrap's outer edge
 * (wrap mm beyond the trim: the template's bleed), creased along the
 * trim, where it turns over the board's edge, and along each hinge,
 * across the wrap.
 */
void die_board(struct die *dl, double w, double h, int panels, double wrap);

/*
 * die_hinges: the hinges of a w x h mm board folded in panels panels
 * (board/mark.h's board_fold_hinges; none when flat), drawn on p with the
 * board's trim at x, y as thin dashed magenta lines lw mm wide, dashes of
 * dash mm gap mm apart, across the whole board: where it folds, for a
 * proof or a screen. The dashes are short strokes of their own: the
 * drawing interface has no dash pattern.
 */
void die_hinges(struct pdf *p, double x, double y, double w, double h,
    int panels, double lw, double dash, double gap);

/*
 * die_tile: the die of print-and-play tile (i, j) of tiling tp (sheet.h)
 * of a bw x bh mm board, its part of the board (board mm) at (x, y), w x
 * h, drawn at tp->scale from the page's origin: the board's own edges
 * that lie on the tile, and the joins this sheet is cut along (its left
 * and top: the planned path through free space where sheet_tile_plan
 * made one, else the sheet's straight edge). The neighbours to its right
 * and below lie over it: their cuts are theirs.
 */
void die_tile(struct die *dl, const struct sheet_tiling *tp, double bw,
    double bh, int i, int j, double x, double y, double w, double h);

/*
 * How die_draw paints: DIE_SHOW_STEPS: each step's paths in an ISO
 * 19593-1 processing-step layer (pdf.h's pdf_step_begin: an optional
 * content group, PDF 1.5 and later, so PDF/X-4 and screen pages only)
 * and, inside it, as DIE_SHOW_SPOT; DIE_SHOW_SPOT: the cuts in the
 * CutContour separation, the creases in the Crease one, stroked 0.25 pt
 * and overprinting, so nothing of the art under them is knocked out;
 * DIE_SHOW_PROOF: visible on a proof, 100 % magenta cuts and cyan
 * creases, 0.25 pt at scale (the page's mm per die mm), not separations.
 */
enum { DIE_SHOW_STEPS = 1, DIE_SHOW_SPOT = 2, DIE_SHOW_PROOF = 4 };

/*
 * die_draw: dl's paths on p's current page as show says, the graphics
 * state as it was after. On a backend without layers or separations
 * (SVG) the paths are drawn in the separations' fallback colours.
 */
void die_draw(struct pdf *p, const struct die *dl, unsigned show,
    double scale);

#endif
