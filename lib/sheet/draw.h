/*
 * draw.h: drawing a board on a PDF page: the page around it, each kind's
 * drawing through its table (board/kind.h), and the helpers the kinds'
 * drawings share (captions, icons, discs).
 */
#ifndef BP_DRAW_H
#define BP_DRAW_H

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "draw/pdf.h"
#include "icon/icon.h"

/*
 * A set of icons read on first use (from the style's SVG for the icon,
 * or else "<dir>/<name>.svg") and kept for
 * the pages after. Each icon keeps its address while the set lives (the
 * PDF files its forms under it). Caller-owned: _init (dir is not copied),
 * _fini frees.
 */
struct draw_icons {
	const char *dir;
	/*
	 * The rules whose style may draw an icon from its own SVG file
	 * ([icon NAME], board/style_asset.h), read from the bytes the rules
	 * keep; NULL: every icon is "<dir>/<name>.svg".
	 */
	const struct rules *rules;
	struct icon **v;
	size_t n, cap;
};

void draw_icons_init(struct draw_icons *s, const char *dir);
void draw_icons_fini(struct draw_icons *s);

/*
 * draw_icons_get: icon name, read now if it was not yet; NULL (message in
 * d) when it cannot be.
 */
const struct icon *draw_icons_get(struct draw_icons *s, const char *name,
    struct diag *d);

struct board_mark;
struct draw_pictures;

struct draw_opts {
	double bleed; /* mm on each side of the trim */
	double slug;  /* mm of slug area outside the bleed */
	struct draw_icons *icons; /* where icons come from; NULL: none */
	/* the style's pictures (picture/drawpic.h); NULL: none drawn */
	struct draw_pictures *pictures;
	int slug_inside; /* captions carry the slug: rules and page n/N */
	int slug_margin; /* the slug, in the margin, names the board */
	/*
	 * How a back face is turned over: 0 top to bottom, the long-edge
	 * flip of a landscape (or square) sheet; 1 left to right, that of a
	 * portrait sheet, whose long edge is upright. The back mirrors about
	 * the trim's middle, which is the sheet's (a back's page is centred);
	 * a print-and-play tile's back shows the mirrored part behind it
	 * (sheet/sheet.c, tiled()).
	 */
	int flip_sideways;
	/* The board's plan (board/kind.h: where its drawing places what
	 * costs most to place), or NULL: the drawing works it out. */
	const void *plan;
	/*
	 * Boxes of the face, trim mm (board/mark.h), that what a drawing
	 * may move (a back's caption) keeps off: where a print-and-play
	 * back is cut from its neighbours. NULL: none.
	 */
	const struct board_mark *keep_off;
	size_t nkeep_off;
};


/*
 * draw_board: add a page to p for each face of board b (made with rules
 * r), with the plain boxes of o's bleed and slug. Returns 0, or -1 with a
 * message in d. layout-pdf's pages go through sheet/sheet.h instead.
 */
int draw_board(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d);

/*
 * A board's faces: the board, and the back of an expedition board
 * (mirrored for long-edge duplex). draw_faces: how many b has;
 * draw_face: draw face f on the current page, in trim mm (the trim's
 * top-left corner at the origin, y down). Returns 0, or -1 (message in d).
 */
int draw_faces(const struct board *b);
int draw_face(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d);

/*
 * draw_key_page: with p NULL, 1 when b's kind prints the key of b's rules
 * on a page of its own (board/kind.h, key_page), else 0; with p, draw that
 * page on the current page, in trim mm on a page of b's size. Returns 0
 * (also when the kind has no key page), or -1 (message in d).
 */
int draw_key_page(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d);

/*
 * draw_caption: the board's id and seed after prefix (may be NULL), in
 * DRAW_CAPTION_PT; with o->slug_inside, the slug's rest too: the rules
 * (unless the id starts with them) and "page n/N". Its baseline's x is
 * aligned on x (PDF_LEFT, PDF_CENTER, PDF_RIGHT); on the style's plate
 * (draw_plate) when patch. Returns its width in mm.
 */
#define DRAW_CAPTION_PT 6.0
/*
 * The patch of paper under a caption: PAD mm either side of the text, from
 * ABOVE mm above its baseline, HEIGHT mm tall.
 */
#define DRAW_CAPTION_PAD 0.8
#define DRAW_CAPTION_ABOVE 2.3
#define DRAW_CAPTION_HEIGHT 3.0
double draw_caption(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_opts *o, const char *prefix,
    double x, double y, int align, int patch);

/*
 * draw_caption_block: the same caption in two lines, for a board that has
 * room for a short block rather than a long line (a nodes board's rim):
 * prefix, the id and (as draw_caption) the rules on the first line,
 * baseline y; the seed and "page n/N" on the second, DRAW_CAPTION_PITCH
 * mm lower; each line aligned on x. With patch, on the style's plate
 * (draw_plate), from DRAW_CAPTION_ABOVE mm above the first baseline,
 * DRAW_CAPTION_HEIGHT + DRAW_CAPTION_PITCH mm tall. Returns its width,
 * mm. draw_caption_block_widest: the widest it can be (the page and total
 * of five digits each, as draw_caption_widest) into *w and its plate's
 * height into *h, mm.
 */
#define DRAW_CAPTION_PITCH 2.6
double draw_caption_block(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_opts *o, const char *prefix,
    double x, double y, int align, int patch);
void draw_caption_block_widest(const struct board *b, const struct rules *r,
    const char *prefix, double *w, double *h);

/*
 * draw_plate_colour: the fill of the plate the board's own text sits on:
 * the style's [plate] colour, else the mean tone of its background
 * picture (its paper: a parchment's tone), else the paper (white, no
 * ink); for a box that draws its own frame (a transport map's legend,
 * which holds the caption). The captions' plates (draw.c) are framed
 * DRAW_PLATE_BORDER mm wide inside, in the style's [plate] border.
 * draw_plate_wanted: 1 when r's style gives the board a ground of its own
 * (a [plate], a background picture) that plain paper would not match, so
 * a caption drawn on the bare board (a dungeon's footer) sits on a plate.
 */
#define DRAW_PLATE_BORDER 0.25
struct pdf_cmyk draw_plate_colour(struct pdf *p, const struct rules *r,
    const struct draw_opts *o);
int draw_plate_wanted(const struct rules *r);

/*
 * draw_caption_noted: note on lines of its own (split at each '\n', at
 * most DRAW_NOTE_LINES), the first's baseline y, and the caption
 * (draw_caption, no prefix) DRAW_CAPTION_PITCH below the last, each
 * aligned on x as align says, on no plate: a long note over a short
 * caption takes far less width than the two in one line. Returns the
 * width, mm. draw_caption_noted_widest: the widest it can be (the
 * caption's as draw_caption_widest), mm, and its height into *h.
 */
#define DRAW_NOTE_LINES 4
double draw_caption_noted(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_opts *o, const char *note,
    double x, double y, int align);
double draw_caption_noted_widest(const struct board *b,
    const struct rules *r, const char *note, double *h);

/*
 * draw_caption_widest: the widest the caption after prefix (may be NULL)
 * can be drawn, mm: with the rules and "page n/N" of five digits each
 * (draw_caption's slug; the total is drawn after a patch, which leaves it
 * room for two).
 */
double draw_caption_widest(const struct board *b, const struct rules *r,
    const char *prefix);

/*
 * draw_icon: icon ic centred on (x, y), size mm across (its 100-unit box
 * scaled to size), turned by angle; its dark ink in dark, its light ink in
 * light.
 */
void draw_icon(struct pdf *p, const struct icon *ic, double x, double y,
    double size, double angle, struct pdf_cmyk dark, struct pdf_cmyk light);

/*
 * draw_disc: a circle of radius r at (x, y), filled and/or stroked
 * (DRAW_FILL, DRAW_STROKE) with the current colours; one form per size in
 * a document, so a page full of dots costs a few bytes each.
 */
enum { DRAW_FILL = 1, DRAW_STROKE = 2 };
void draw_disc(struct pdf *p, double x, double y, double r, int paint,
    double width);

/*
 * draw_hatch: an area's hatching, for a style's "fill hatch" (board/
 * rules.h's struct rules_look): lines of colour c, angle degrees
 * anticlockwise from the x axis as seen, gap mm apart, over the
 * rectangle (x, y, w, h), within the clip the caller set (the area).
 */
#define DRAW_HATCH_WIDTH 0.18 /* mm: a tint's line no thinner (0.5 pt) */
void draw_hatch(struct pdf *p, double x, double y, double w, double h,
    double angle, double gap, struct pdf_cmyk c);

/* Ink: text and thin lines in pure black, as print shops ask. */
#define DRAW_BLACK pdf_k(1)

#endif
