/*
 * screen.h: boards for screens (Tabletop Simulator, Tabletopia, a
 * preview): each face of a board as a standalone SVG document, drawn by
 * the kinds' own drawing through the PDF layer's SVG backend
 * (pdf_new_svg), and as PNG by a kept renderer, librsvg's rsvg-convert.
 */
#ifndef BP_SCREEN_H
#define BP_SCREEN_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "draw/pdf.h"
#include "sheet/draw.h"

struct screen_opts {
	double width;  /* pixels across a board's trim; 0: by dpi */
	double dpi;    /* pixels an inch (25.4 mm) when width is 0 */
	struct draw_icons *icons; /* where icons come from */
	struct draw_pictures *pictures; /* a style's pictures, or NULL */
	int die;       /* the front's die and crease lines shown, as a
			  proof sheet shows them (sheet/die.h), 4 px wide */
	int sideways;  /* a back drawn to be turned over sideways, left to
			  right, whatever the board's shape (a virtual
			  table's flip); 0: on the long edge, as printed */
	int panels;    /* a folding board's panels (1: flat; 0: the
			  rules'), its hinges dashed on its front, and the
			  die's, with its wrap beyond the trim, mm (a page
			  template's panels and bleed) */
	double wrap;
};

/*
 * A face drawn: svg (len bytes, p's until the next face) of w x h
 * pixels. Returns 0, or -1 with a message in d, which stops the board.
 */
typedef int (*screen_emit)(void *ctx, const struct board *b, int face,
    const char *svg, size_t len, long w, long h, struct diag *d);

/*
 * screen_board: each face of board b (rules r), its trim alone (no bleed,
 * marks or slug; the caption on the board, as with "slug off"), drawn on
 * p (made with pdf_new_svg) and handed to emit with ctx. Returns 0, or -1
 * (message in d).
 */
int screen_board(struct pdf *p, const struct board *b, const struct rules *r,
    const struct screen_opts *o, screen_emit emit, void *ctx,
    struct diag *d);

/*
 * screen_key: when b's kind prints the key of b's rules on a page of its
 * own (sheet/draw.h, draw_key_page), that page, drawn on p as
 * screen_board draws a face and handed to emit as face -1; else nothing.
 * Returns 0, or -1 (message in d).
 */
int screen_key(struct pdf *p, const struct board *b, const struct rules *r,
    const struct screen_opts *o, screen_emit emit, void *ctx,
    struct diag *d);

/*
 * screen_name: "ID.EXT" for face 0 of b, "ID-back.EXT" for face 1,
 * "ID-faceN.EXT" (N from 1) beyond, "ID-key.EXT" for the key page (face
 * -1), into buf (n bytes). Returns 0, or -1
 * when the id cannot be a file name: empty, over 200 bytes, starting with
 * '.', or with a byte other than a letter, a digit, '.', '_' or '-'.
 */
int screen_name(char *buf, size_t n, const struct board *b, int face,
    const char *ext);

/*
 * screen_png: svg (len bytes) as a w x h PNG on white, written to fd by
 * rsvg-convert (found on PATH, started without a shell, its input
 * through a socket so a renderer that dies early is an error, not a
 * signal). Returns 0, or -1 with one line of why in err (n bytes).
 */
int screen_png(const char *svg, size_t len, long w, long h, int fd,
    char *err, size_t n);

#endif
