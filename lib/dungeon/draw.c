/* draw.c: what a dungeon board looks like on paper. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>

#include "board/mark.h"
#include "core/num.h"
#include "dungeon/draw.h"
#include "dungeon/map.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"
#include "picture/drawpic.h"
#include "text/textwidth.h"

/*
 * Ink. Walls are a mid grey, not black: a dungeon is mostly wall, and
 * grey keeps the ink low and the icons on the floor the darkest thing on
 * the page. The black outline tells wall from floor even on a copier.
 * The rules' looks (a style's [terrain wall], [terrain floor], [line
 * grid]) hold the greys, 45 %, 0 and 30 % K unless a style sets them.
 */
enum { LOOK_WALL, LOOK_FLOOR, LOOK_GRID };
#define PAPER pdf_k(0)
#define OUTLINE_MM 0.5
/*
 * A grey (tinted) line must not be thin: under 0.5 pt (0.176 mm) a tint
 * breaks up in the halftone screen, so thin lines are 100 % K only.
 */
#define GRID_MM 0.18
#define LEGEND_PT 7
#define SMALL_PT 6

static int
floor_at(const struct board *b, int c, int r)
{
	return c >= 0 && r >= 0 && c < b->cols && r < b->rows &&
	    board_cell(b, c, r) == DUNGEON_FLOOR;
}

/*
 * line_on: is there a line between the cells pa[at] and pc[at]: both
 * floor, or (outline) floor and wall?
 */
static inline int
line_on(const char *pa, const char *pc, size_t at, int outline)
{
	int a = pa[at] == DUNGEON_FLOOR, c = pc[at] == DUNGEON_FLOOR;

	return outline ? a != c : a && c;
}

/*
 * lines: the grid lines between two floor cells, or (outline) the lines
 * between floor and wall, in the current ink and width, merged into runs
 * so a page holds a few hundred segments rather than thousands.
 */
static void
lines(struct pdf *p, const struct board *b, double x0, double y0,
    int outline)
{
	double s = b->cell, ext = outline ? OUTLINE_MM / 2 : 0;
	int k, i, start, horiz, len, n;
	const char *pa, *pc;
	size_t step;

	for (horiz = 0; horiz < 2; horiz++) {
		n = horiz ? b->rows : b->cols;
		len = horiz ? b->cols : b->rows;
		/* The cells either side of line k, cell i: pa and pc. */
		step = horiz ? 1 : (size_t)b->cols;
		for (k = 1; k < n; k++) {
			pa = b->terrain + (horiz ? (size_t)(k - 1) *
			    (size_t)b->cols : (size_t)(k - 1));
			pc = pa + (horiz ? (size_t)b->cols : 1);
			for (i = 0;;) {
				/* A run: the cells on, start to i - 1. */
				while (i < len && !line_on(pa, pc, i * step,
				    outline))
					i++;
				if (i == len)
					break;
				start = i;
				while (i < len && line_on(pa, pc, i * step,
				    outline))
					i++;
				/*
				 * Outline runs reach half a line width past
				 * their ends, so corners close without a notch.
				 */
				if (horiz) {
					pdf_move(p, x0 + start * s - ext,
					    y0 + k * s);
					pdf_line(p, x0 + i * s + ext,
					    y0 + k * s);
				} else {
					pdf_move(p, x0 + k * s,
					    y0 + start * s - ext);
					pdf_line(p, x0 + k * s,
					    y0 + i * s + ext);
				}
			}
		}
	}
	pdf_stroke(p);
}

/*
 * A legend item is an icon and its title; the icon's box is LEGEND_BOX
 * times the text size (4.4 mm at 7 pt) and every length follows it.
 */
#define LEGEND_BOX 0.63

/* legend_width: the room item title takes in the legend, gap included. */
static double
legend_width(const struct font *f, const char *title, double pt)
{
	return 1.36 * LEGEND_BOX * pt + text_width(f, title, pt) + 4.5;
}

/*
 * legend_item: icon (framed, for the ways in and out, as on the board)
 * and title at (x, y), the text's baseline.
 */
static void
legend_item(struct pdf *p, const struct icon *ic, double x, double y,
    const char *title, int framed, double pt)
{
	double box = LEGEND_BOX * pt;

	if (framed) {
		pdf_stroke_colour(p, DRAW_BLACK);
		pdf_line_width(p, 0.35);
		pdf_rect(p, x - 0.2, y - 0.91 * box, 1.09 * box, 1.09 * box);
		pdf_stroke(p);
	}
	draw_icon(p, ic, x + box / 2, y - 0.36 * box, framed ? 0.82 * box :
	    box, 0, DRAW_BLACK, PAPER);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, x + 1.36 * box, y, pt, PDF_LEFT, title);
}

/* The scale bar's height, mm. */
#define BAR_H 1.8

/* scale_text: the scale bar's length in cells (k, or with k 0 about 40
 * mm), and its text into text (size len). */
static int
scale_text(const struct board *b, const struct rules *r, int k, char *text,
    size_t len)
{
	double s = b->cell;

	if (k <= 0)
		k = (int)floor(40 / s + 0.5);
	if (k < 1)
		k = 1;
	if (dungeon_rules(r)->scale[0])
		snprintf(text, len, "%d squares = %.1f mm  (1 square: %s)", k,
		    k * s, dungeon_rules(r)->scale);
	else
		snprintf(text, len, "%d squares = %.1f mm", k, k * s);
	return k;
}

/* scale_bar: cells (scale_text's k) cells, checkered, with its length, at
 * (x, y) (top left). */
static void
scale_bar(struct pdf *p, const struct board *b, const struct rules *r,
    double x, double y, int cells)
{
	double s = b->cell, h = BAR_H;
	char text[160];
	int k = scale_text(b, r, cells, text, sizeof(text)), i;

	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, 0.15);
	for (i = 0; i < k; i++) {
		pdf_fill_colour(p, i % 2 ? PAPER : DRAW_BLACK);
		pdf_rect(p, x + i * s, y, s, h);
		pdf_fill_stroke(p);
	}
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, x + k * s + 2, y + h, SMALL_PT, PDF_LEFT, text);
}

/* legend_title, legend_icon: item t of the legend: start, exit, then
 * the features. */
static const char *
legend_title(const struct rules_dungeon *g, size_t t)
{
	if (t < 2)
		return t == 0 ? g->start_title : g->exit_title;
	return g->feature[t - 2].title[0] ? g->feature[t - 2].title :
	    g->feature[t - 2].name;
}

static const char *
legend_icon(const struct rules_dungeon *g, size_t t)
{
	if (t < 2)
		return t == 0 ? g->start_icon : g->exit_icon;
	return g->feature[t - 2].icon;
}

/* The footer's layout: the legend's size, first baseline and line step,
 * the scale bar's top, the left end of the legend and bar (after the
 * style's logo) and the right end of it all. */
struct footer {
	double pt, y, gap, bar, left, right;
	double barx; /* the scale bar's left: left, or past a hinge */
	int bark;    /* its cells (scale_text's k; 0: about 40 mm) */
	const struct board *b;
};

/* A list of marks being made (board/mark.h). */
struct marks {
	struct board_mark *v;
	size_t n, cap;
};

/*
 * past_hinges: where a legend item w wide (legend_width) at x on baseline
 * y starts on a folding board: the first place from x on whose box
 * (dungeon_board_marks') keeps off the hinges, in steps of half a
 * millimetre, or f->right when none is before it (the item then wraps).
 * On a flat board, x.
 */
static double
past_hinges(const struct rules *r, const struct footer *f, double x,
    double y, double w, double down)
{
	while (f->b && x < f->right && board_hinge_near(r, f->b->width,
	    f->b->height, x - 0.2, y - 0.91 * LEGEND_BOX * f->pt,
	    x + w - 4.5, y + down * f->pt * NUM_MM_PER_PT))
		x += 0.5;
	return x;
}

/*
 * legend: the legend from f's left, first baseline f->y, in lines of
 * f->pt points f->gap mm apart that end by f->right; drawn only with
 * icons, each item's box added to m when m is not NULL. Returns the
 * number of lines, or -1 (message in d) for a missing icon.
 */
static int
legend(struct pdf *p, const struct rules *r, struct draw_icons *icons,
    const struct footer *f, struct marks *m, struct diag *d)
{
	const struct rules_dungeon *g = dungeon_rules(r);
	const struct icon *ic;
	double x = f->left, y = f->y, pt = f->pt, w, up, down;
	int lines = 1;
	size_t t;

	text_line(r->font, &up, &down);

	for (t = 0; t < g->nfeature + 2; t++) {
		w = legend_width(r->font, legend_title(g, t), pt);
		x = past_hinges(r, f, x, y, w, down);
		if (x > f->left && x + w - 4.5 > f->right) {
			x = past_hinges(r, f, f->left, y + f->gap, w, down);
			y += f->gap;
			lines++;
		}
		if (icons) {
			ic = draw_icons_get(icons, legend_icon(g, t), d);
			if (!ic)
				return -1;
			legend_item(p, ic, x, y, legend_title(g, t), t < 2, pt);
		}
		if (m)
			board_mark_add(&m->v, &m->n, &m->cap, x - 0.2, y -
			    0.91 * LEGEND_BOX * pt, x + w - 4.5, y + down * pt *
			    NUM_MM_PER_PT, 1, "legend", t);
		x += w;
	}
	return lines;
}

/* floor_path: the floor's cells, in runs along each row, as a path. */
static void
floor_path(struct pdf *p, const struct board *b, double x0, double y0)
{
	double s = b->cell;
	int c, row, start;

	for (row = 0; row < b->rows; row++) {
		for (c = 0; c < b->cols; c = start) {
			for (; c < b->cols && !floor_at(b, c, row); c++)
				;
			for (start = c; start < b->cols && floor_at(b, start,
			    row); start++)
				;
			if (start > c)
				pdf_rect(p, x0 + c * s, y0 + row * s,
				    (start - c) * s, s);
		}
	}
}

/*
 * terrain: the walls (the whole grid in their fill, or a hatch over all
 * that is not floor, drawn after the floor so the ground is all painted
 * before the first line), the floor in runs (the style's [picture floor]
 * over it, clipped to it), the grid and the outline. Returns 0, or -1
 * (message in d).
 */
static int
terrain(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, double x0, double y0, struct diag *d)
{
	const struct rules_look *look = dungeon_rules(r)->look;
	const struct rules_look *w = &look[LOOK_WALL];
	const struct style_picture *pc = o->pictures ?
	    draw_picture_of(r, "floor") : NULL;
	double W = b->cols * b->cell, H = b->rows * b->cell;

	if (w->fill == RULES_FILL_SOLID) {
		pdf_fill_colour(p, pdf_rgb(p, w->colour));
		pdf_rect(p, x0, y0, W, H);
		pdf_fill(p);
	}
	pdf_fill_colour(p, pdf_rgb(p, look[LOOK_FLOOR].colour));
	floor_path(p, b, x0, y0);
	pdf_fill(p);
	if (pc) {
		floor_path(p, b, x0, y0);
		if (draw_picture(p, o->pictures, r, pc, x0, y0, W, H, 1, d) < 0)
			return -1;
	}
	if (w->fill == RULES_FILL_HATCH) {
		pdf_save(p);
		pdf_rect(p, x0, y0, W, H);
		floor_path(p, b, x0, y0);
		pdf_clip_eo(p);
		draw_hatch(p, x0, y0, W, H, w->angle, w->gap / 100.0,
		    pdf_rgb(p, w->colour));
		pdf_restore(p);
	}
	pdf_stroke_colour(p, pdf_rgb(p, look[LOOK_GRID].colour));
	pdf_line_width(p, GRID_MM);
	lines(p, b, x0, y0, 0);
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, OUTLINE_MM);
	lines(p, b, x0, y0, 1);
	return 0;
}

/*
 * features: each feature's icon in its cell; the ways in and out are
 * framed, as they are found first. Returns 0, or -1 (message in d) for a
 * missing icon.
 */
static int
features(struct pdf *p, const struct board *b, const struct rules_dungeon *g,
    struct draw_icons *icons, double x0, double y0, struct diag *d)
{
	const struct icon *ic;
	const char *icon;
	double s = b->cell, x, y;
	int32_t type;
	size_t i;

	for (i = 0; i < dungeon_part(b)->nfeature; i++) {
		type = dungeon_part(b)->feature[i].type;
		icon = type == BOARD_FEATURE_START ? g->start_icon :
		    type == BOARD_FEATURE_EXIT ? g->exit_icon :
		    g->feature[type].icon;
		ic = draw_icons_get(icons, icon, d);
		if (!ic)
			return -1;
		x = x0 + dungeon_part(b)->feature[i].col * s;
		y = y0 + dungeon_part(b)->feature[i].row * s;
		if (type < 0) {
			pdf_stroke_colour(p, DRAW_BLACK);
			pdf_line_width(p, OUTLINE_MM);
			pdf_rect(p, x + OUTLINE_MM, y + OUTLINE_MM,
			    s - 2 * OUTLINE_MM, s - 2 * OUTLINE_MM);
			pdf_stroke(p);
		}
		draw_icon(p, ic, x + s / 2, y + s / 2, (type < 0 ? 0.7 : 0.86) *
		    s, 0, DRAW_BLACK, PAPER);
	}
	return 0;
}

/*
 * bar_at: where the scale bar of f starts (f->barx) and how many cells it
 * shows (f->bark): at its left, about 40 mm; on a folding board the first
 * place from there, in steps of half a millimetre, whose box
 * (dungeon_board_marks') keeps off the hinges, with fewer cells when none
 * does before the footer's right (a six-panel A5 board's panels are 70
 * mm), else as on a flat board.
 */
static void
bar_at(const struct board *b, const struct rules *r, struct footer *f)
{
	char text[160];
	double up, down, w, x;
	int k;

	f->barx = f->left;
	f->bark = 0;
	if (r->panels < 2)
		return;
	text_line(r->font, &up, &down);
	for (k = scale_text(b, r, 0, text, sizeof(text)); k >= 1; k--) {
		w = scale_text(b, r, k, text, sizeof(text)) * b->cell + 2 +
		    text_width(r->font, text, SMALL_PT);
		for (x = f->left; x + w < f->right; x += 0.5)
			if (!board_hinge_near(r, b->width, b->height, x, f->bar,
			    x + w, f->bar + BAR_H + down * SMALL_PT *
			    NUM_MM_PER_PT)) {
				f->barx = x;
				f->bark = k;
				return;
			}
	}
}

/*
 * footer_at: inside the safe margin, a legend of every icon the rules can
 * place, then the scale bar and the board's id and seed. One line at
 * 7 pt; a legend too long for it takes two at 6 pt (room for about twenty
 * features on A4), the scale bar lower.
 */
static int
footer_at(const struct board *b, const struct rules *r, struct footer *f)
{
	double fy = b->height - DUNGEON_MARGIN - DUNGEON_FOOTER, lw, lh;
	int lines;

	f->b = b;
	f->left = DUNGEON_MARGIN;
	if (draw_logo_size(r, &lw, &lh))
		f->left += lw + DUNGEON_LOGO_GAP;
	f->right = b->width - DUNGEON_MARGIN;
	f->y = 0;
	f->gap = 0;
	f->pt = LEGEND_PT;
	if (legend(NULL, r, NULL, f, NULL, NULL) == 1) {
		f->pt = LEGEND_PT;
		f->y = fy + 5;
		f->gap = 0;
		f->bar = fy + 8.6;
	} else {
		f->pt = SMALL_PT;
		f->y = fy + 4.2;
		f->gap = 4.2;
		f->bar = fy + 9.6;
	}
	lines = legend(NULL, r, NULL, f, NULL, NULL);
	bar_at(b, r, f);
	return lines;
}

int
dungeon_footer_fits(const struct board *b, const struct rules *r,
    double *room)
{
	struct footer f;
	double lw, lh;

	*room = 0;
	if (!draw_logo_size(r, &lw, &lh))
		return 1;
	*room = DUNGEON_FOOTER - 1;
	return lh <= *room + 1e-9 && footer_at(b, r, &f) <= 2;
}

/* footer: the footer (footer_at) drawn: the style's logo at its left,
 * in the middle of the band. */
static int
footer(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	struct footer f;
	double lw, lh;

	footer_at(b, r, &f);
	if (draw_logo_size(r, &lw, &lh) && draw_logo(p, o->pictures, r,
	    DUNGEON_MARGIN, b->height - DUNGEON_MARGIN - (DUNGEON_FOOTER +
	    lh) / 2, d) < 0)
		return -1;
	if (legend(p, r, o->icons, &f, NULL, d) < 0)
		return -1;
	scale_bar(p, b, r, f.barx, f.bar, f.bark);
	/* In the footer, the margin under the map; on the style's plate
	 * where the style has a ground of its own (issue 33). */
	draw_caption(p, b, r, o, r->title, f.right, f.bar + 1.8, PDF_RIGHT,
	    draw_plate_wanted(r));
	return 0;
}

int
draw_dungeon(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d)
{
	double x0, y0;

	if (!o->icons) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
		    "dungeon boards need their icons");
		return -1;
	}
	dungeon_origin(b, &x0, &y0);
	if (terrain(p, b, r, o, x0, y0, d) < 0)
		return -1;
	if (features(p, b, dungeon_rules(r), o->icons, x0, y0, d) < 0)
		return -1;
	return footer(p, b, r, o, d);
}

/* caption_at: the caption's box at its widest (w mm) in f: the plate
 * draw_caption gives its text, right-aligned at the footer's right. */
static void
caption_at(const struct footer *f, double w, double box[4])
{
	box[0] = f->right - w;
	box[1] = f->bar + 1.8 - DRAW_CAPTION_ABOVE;
	box[2] = f->right;
	box[3] = box[1] + DRAW_CAPTION_HEIGHT;
}

int
dungeon_caption_clear(const struct board *b, const struct rules *r,
    double *w)
{
	struct footer f;
	double box[4];

	footer_at(b, r, &f);
	*w = draw_caption_widest(b, r, r->title);
	caption_at(&f, *w, box);
	return !board_hinge_near(r, b->width, b->height, box[0], box[1],
	    box[2], box[3]);
}

struct board_mark *
dungeon_board_marks(const struct board *b, const struct rules *r,
    const void *plan, size_t *count)
{
	struct marks m = { NULL, 0, 0 };
	struct footer f;
	double x0, y0, s = b->cell, w, up, down, lh, box[4];
	char text[160];
	size_t i;
	int k;

	text_line(r->font, &up, &down);
	dungeon_origin(b, &x0, &y0);
	for (i = 0; i < dungeon_part(b)->nfeature; i++)
		board_mark_add(&m.v, &m.n, &m.cap,
		    x0 + dungeon_part(b)->feature[i].col * s,
		    y0 + dungeon_part(b)->feature[i].row * s,
		    x0 + (dungeon_part(b)->feature[i].col + 1) * s,
		    y0 + (dungeon_part(b)->feature[i].row + 1) * s, 1,
		    "feature", i);
	footer_at(b, r, &f);
	legend(NULL, r, NULL, &f, &m, NULL);
	k = scale_text(b, r, f.bark, text, sizeof(text));
	board_mark_add(&m.v, &m.n, &m.cap, f.barx, f.bar,
	    f.barx + k * s + 2 + text_width(r->font, text, SMALL_PT),
	    f.bar + BAR_H + down * SMALL_PT * NUM_MM_PER_PT, 1, "scale bar",
	    0);
	if (draw_logo_size(r, &w, &lh))
		board_mark_add(&m.v, &m.n, &m.cap, DUNGEON_MARGIN, b->height -
		    DUNGEON_MARGIN - (DUNGEON_FOOTER + lh) / 2,
		    DUNGEON_MARGIN + w, b->height - DUNGEON_MARGIN -
		    (DUNGEON_FOOTER - lh) / 2, 1, "logo", 0);
	caption_at(&f, draw_caption_widest(b, r, r->title), box);
	board_mark_add(&m.v, &m.n, &m.cap, box[0], box[1], box[2], box[3], 1,
	    "caption", 0);
	*count = m.n;
	return m.v;
}
