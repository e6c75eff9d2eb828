/* draw.h: what a dungeon board looks like on paper (its kind's draw). */
#ifndef BP_DUNGEON_DRAW_H
#define BP_DUNGEON_DRAW_H

#include "sheet/draw.h"

/*
 * draw_dungeon: board b (its one face) on the current page of p, in trim
 * mm; 0, or -1 (message in d) when an icon is missing.
 */
int draw_dungeon(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d);

/*
 * dungeon_footer_fits: does the style's logo fit the footer: no taller
 * than its band (*room, mm) and leaving the legend its two lines at most?
 * 1 without a logo (*room 0).
 */
int dungeon_footer_fits(const struct board *b, const struct rules *r,
    double *room);

/*
 * dungeon_caption_clear: on a folding board, does the footer's caption at
 * its widest (title, id, the longest seed, the page number: *w mm), set
 * where draw_dungeon sets it, keep off every hinge? Where it does not, no
 * board of the rules on that paper can be valid (the caption's place is
 * the same on every board). 1 on a flat board.
 */
int dungeon_caption_clear(const struct board *b, const struct rules *r,
    double *w);

struct board_mark;

/*
 * dungeon_board_marks: the kind's marks (board/kind.h, board/mark.h): each
 * feature's cell, each item of the legend, the scale bar and the caption,
 * where draw_dungeon puts them (a dungeon has no plan). A new array of
 * *count; the caller frees it.
 */
struct board_mark *dungeon_board_marks(const struct board *b,
    const struct rules *r, const void *plan, size_t *count);

#endif
