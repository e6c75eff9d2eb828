/* draw.c: what each board kind looks like on paper. */
#include "sheet/draw.h"

#include <inttypes.h>
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "board/style_asset.h"
#include "core/geom.h"
#include "core/mem.h"
#include "draw/layout.h"
#include "icon/svg.h"
#include "picture/drawpic.h"
#include "text/textwidth.h"

int
draw_faces(const struct board *b)
{
	const struct kind *k = kind_of((int)b->kind);

	return k && k->faces ? k->faces(b) : 1;
}

/*
 * background: the style's [picture background] behind the board, over
 * the trim and on into the bleed, as art that reaches the trim must.
 */
static int
background(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	const struct style_picture *pc = draw_picture_of(r, "background");

	if (!pc || !o->pictures)
		return 0;
	return draw_picture(p, o->pictures, r, pc, -o->bleed, -o->bleed,
	    b->width + 2 * o->bleed, b->height + 2 * o->bleed, 0, d);
}

int
draw_face(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d)
{
	const struct kind *k = kind_of((int)b->kind);

	if (!k || !k->draw) {
		diag_add(d, DIAG_FATAL, NULL, 0, b->id, NULL,
		    "%s boards cannot be drawn yet", kind_name(b->kind));
		return -1;
	}
	pdf_set_spots(p, r->spot, r->nspot);
	if (background(p, b, r, o, d) < 0)
		return -1;
	return k->draw(p, b, r, o, face, d);
}

int
draw_key_page(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	const struct kind *k = kind_of((int)b->kind);

	if (p) /* (NULL: only asks whether there is a key page) */
		pdf_set_spots(p, r->spot, r->nspot);
	return k && k->key_page ? k->key_page(p, b, r, o, d) : 0;
}

int
draw_board(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	struct layout_page pg;
	struct draw_opts oo = *o;
	int f;

	layout_page(&pg, b->width, b->height, o->bleed, o->slug);
	oo.flip_sideways = layout_turns_sideways(&pg);
	o = &oo;
	for (f = 0; f < draw_faces(b); f++) {
		if (pdf_page_begin(p, &pg) < 0)
			return pdf_fail(p, d, b->id, "add a page");
		if (draw_face(p, b, r, o, f, d) < 0)
			return -1;
	}
	return 0;
}

/*
 * draw_caption_text: the caption's text without its page number (which
 * o->slug_inside adds when drawn), into text (size len).
 */
static void
draw_caption_text(const struct board *b, const struct rules *r,
    const struct draw_opts *o, const char *prefix, char *text, size_t len)
{
	size_t n;

	n = (size_t)snprintf(text, len, "%s%s%s  seed %" PRIu64,
	    prefix ? prefix : "", prefix && prefix[0] ? "  " : "", b->id,
	    b->seed);
	/* The rules, unless the board's id already starts with them. */
	if (o->slug_inside && n < len && strncmp(b->id, r->id,
	    strlen(r->id)) != 0)
		snprintf(text + n, len - n, "  rules %s", r->id);
}

double
draw_caption_widest(const struct board *b, const struct rules *r,
    const char *prefix)
{
	struct draw_opts o = { .slug_inside = 1 };
	char text[320];

	draw_caption_text(b, r, &o, prefix, text, sizeof(text));
	return text_width(r->font, text, DRAW_CAPTION_PT) +
	    text_width(r->font, "  page 99999/", DRAW_CAPTION_PT) +
	    text_width(r->font, "99999", DRAW_CAPTION_PT);
}

int
draw_plate_wanted(const struct rules *r)
{
	return r->plate_set || r->border_set ||
	    draw_picture_of(r, "background") != NULL;
}

struct pdf_cmyk
draw_plate_colour(struct pdf *p, const struct rules *r,
    const struct draw_opts *o)
{
	const struct style_picture *pc = draw_picture_of(r, "background");
	struct diag d;
	uint32_t rgb;
	int rc;

	if (r->plate_set)
		return pdf_rgb(p, r->plate);
	if (!pc || !o->pictures)
		return pdf_k(0);
	/*
	 * The background was decoded for this face before anything on it
	 * was drawn (draw_face), so its tone is at hand; a picture that
	 * cannot be had failed the face there, and the plate is paper.
	 */
	diag_init(&d);
	rc = draw_picture_tone(o->pictures, r, pc, &rgb, &d);
	diag_fini(&d);
	return rc < 0 ? pdf_k(0) : pdf_rgb(p, rgb);
}

/*
 * draw_plate: the plate the board's own text sits on, the rectangle (x, y)
 * w x h mm: filled as draw_plate_colour says, framed DRAW_PLATE_BORDER mm
 * wide inside the rectangle in the style's [plate] border when it sets
 * one.
 */
static void
draw_plate(struct pdf *p, const struct rules *r, const struct draw_opts *o,
    double x, double y, double w, double h)
{
	pdf_fill_colour(p, draw_plate_colour(p, r, o));
	if (r->border_set) {
		pdf_stroke_colour(p, pdf_rgb(p, r->plate_border));
		pdf_line_width(p, DRAW_PLATE_BORDER);
		pdf_rect(p, x + DRAW_PLATE_BORDER / 2, y +
		    DRAW_PLATE_BORDER / 2, w - DRAW_PLATE_BORDER, h -
		    DRAW_PLATE_BORDER);
		pdf_fill_stroke(p);
	} else {
		pdf_rect(p, x, y, w, h);
		pdf_fill(p);
	}
}

/*
 * caption_line: with o->slug_inside and page_too, "  page n/" after text
 * (just "page n/" after none); the left end of the line aligned on x as
 * align says into *x0, the total's room into *wn. Returns the width of
 * text and page, mm, the total drawn after it (pdf_page_total).
 */
static double
caption_line(struct pdf *p, const struct draw_opts *o, char *text,
    size_t len, double x, int align, int page_too, double *x0, double *wn)
{
	char page[32] = "";
	double w;

	*wn = 0;
	if (o->slug_inside && page_too) {
		snprintf(page, sizeof(page), "%s", text[0] ? "  page " :
		    "page ");
		pdf_page_of(p, page + strlen(page), sizeof(page) -
		    strlen(page));
		*wn = pdf_total_room(p, DRAW_CAPTION_PT);
	}
	w = pdf_text_width(p, DRAW_CAPTION_PT, text) +
	    pdf_text_width(p, DRAW_CAPTION_PT, page);
	*x0 = align == PDF_LEFT ? x : align == PDF_RIGHT ? x - w - *wn :
	    x - (w + *wn) / 2;
	strncat(text, page, len - strlen(text) - 1);
	return w;
}

double
draw_caption(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, const char *prefix, double x, double y,
    int align, int patch)
{
	char text[352];
	double w, wn, x0;

	draw_caption_text(b, r, o, prefix, text, 320);
	w = caption_line(p, o, text, sizeof(text), x, align, 1, &x0, &wn);
	if (patch)
		draw_plate(p, r, o, x0 - DRAW_CAPTION_PAD, y -
		    DRAW_CAPTION_ABOVE, w + wn + 2 * DRAW_CAPTION_PAD,
		    DRAW_CAPTION_HEIGHT);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, x0, y, DRAW_CAPTION_PT, PDF_LEFT, text);
	if (o->slug_inside)
		pdf_page_total(p, x0 + w, y, DRAW_CAPTION_PT);
	return w + wn;
}

/*
 * note_line: the k-th line of note (split at '\n') into line (len
 * bytes). Returns 0 when note has no k-th line.
 */
static int
note_line(const char *note, int k, char *line, size_t len)
{
	const char *e;

	for (; k > 0 && note; k--)
		note = (note = strchr(note, '\n')) ? note + 1 : NULL;
	if (!note)
		return 0;
	e = strchr(note, '\n');
	snprintf(line, len, "%.*s", (int)(e ? (size_t)(e - note) :
	    strlen(note)), note);
	return 1;
}

double
draw_caption_noted(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_opts *o, const char *note,
    double x, double y, int align)
{
	char line[320];
	double w = 0;
	int k;

	pdf_fill_colour(p, DRAW_BLACK);
	for (k = 0; k < DRAW_NOTE_LINES && note_line(note, k, line,
	    sizeof(line)); k++) {
		w = fmax(w, pdf_text_width(p, DRAW_CAPTION_PT, line));
		pdf_text(p, x, y + k * DRAW_CAPTION_PITCH, DRAW_CAPTION_PT,
		    align, line);
	}
	return fmax(w, draw_caption(p, b, r, o, NULL, x, y + k *
	    DRAW_CAPTION_PITCH, align, 0));
}

double
draw_caption_noted_widest(const struct board *b, const struct rules *r,
    const char *note, double *h)
{
	char line[320];
	double w = draw_caption_widest(b, r, NULL);
	int k;

	for (k = 0; k < DRAW_NOTE_LINES && note_line(note, k, line,
	    sizeof(line)); k++)
		w = fmax(w, text_width(r->font, line, DRAW_CAPTION_PT));
	*h = DRAW_CAPTION_HEIGHT + k * DRAW_CAPTION_PITCH;
	return w;
}

/*
 * block_text: the block's two lines (draw_caption_block) without the
 * page number, into one and two (each len bytes).
 */
static void
block_text(const struct board *b, const struct rules *r,
    const struct draw_opts *o, const char *prefix, char *one, char *two,
    size_t len)
{
	size_t n;

	n = (size_t)snprintf(one, len, "%s%s%s", prefix ? prefix : "",
	    prefix && prefix[0] ? "  " : "", b->id);
	if (o->slug_inside && n < len && strncmp(b->id, r->id,
	    strlen(r->id)) != 0)
		snprintf(one + n, len - n, "  rules %s", r->id);
	snprintf(two, len, "seed %" PRIu64, b->seed);
}

void
draw_caption_block_widest(const struct board *b, const struct rules *r,
    const char *prefix, double *w, double *h)
{
	struct draw_opts o = { .slug_inside = 1 };
	char one[320], two[320];

	block_text(b, r, &o, prefix, one, two, sizeof(one));
	*w = fmax(text_width(r->font, one, DRAW_CAPTION_PT),
	    text_width(r->font, two, DRAW_CAPTION_PT) +
	    text_width(r->font, "  page 99999/", DRAW_CAPTION_PT) +
	    text_width(r->font, "99999", DRAW_CAPTION_PT));
	*h = DRAW_CAPTION_HEIGHT + DRAW_CAPTION_PITCH;
}

double
draw_caption_block(struct pdf *p, const struct board *b,
    const struct rules *r, const struct draw_opts *o, const char *prefix,
    double x, double y, int align, int patch)
{
	char one[352], two[352];
	double w1, w2, wn1, wn2, x1, x2, ww, wh, xp;

	block_text(b, r, o, prefix, one, two, 320);
	w1 = caption_line(p, o, one, sizeof(one), x, align, 0, &x1, &wn1);
	w2 = caption_line(p, o, two, sizeof(two), x, align, 1, &x2, &wn2);
	/*
	 * The plate as wide as the widest caption, where the board placed
	 * it (a corner's, flush with the safe margin), whatever this page's
	 * number.
	 */
	draw_caption_block_widest(b, r, prefix, &ww, &wh);
	ww = fmax(ww, fmax(w1, w2 + wn2));
	xp = align == PDF_LEFT ? x : align == PDF_RIGHT ? x - ww : x - ww / 2;
	if (patch)
		draw_plate(p, r, o, xp - DRAW_CAPTION_PAD, y -
		    DRAW_CAPTION_ABOVE, ww + 2 * DRAW_CAPTION_PAD, wh);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, x1, y, DRAW_CAPTION_PT, PDF_LEFT, one);
	pdf_text(p, x2, y + DRAW_CAPTION_PITCH, DRAW_CAPTION_PT, PDF_LEFT,
	    two);
	if (o->slug_inside)
		pdf_page_total(p, x2 + w2, y + DRAW_CAPTION_PITCH,
		    DRAW_CAPTION_PT);
	return fmax(w1, w2 + wn2);
}

/* path_ops: an ICON_PATH's segments (icon.h), without painting them. */
static void
path_ops(struct pdf *p, const struct icon_op *op)
{
	const double *v = op->v;
	size_t k = 0;

	while (k < op->nv) {
		switch ((int)v[k]) {
		case ICON_SEG_MOVE:
			pdf_move(p, v[k + 1], v[k + 2]);
			k += 3;
			break;
		case ICON_SEG_LINE:
			pdf_line(p, v[k + 1], v[k + 2]);
			k += 3;
			break;
		case ICON_SEG_CURVE:
			pdf_curve(p, v[k + 1], v[k + 2], v[k + 3], v[k + 4],
			    v[k + 5], v[k + 6]);
			k += 7;
			break;
		default:
			pdf_close(p);
			k++;
		}
	}
}

/* icon_paint: paint the path just drawn as op says. */
static void
icon_paint(struct pdf *p, const struct icon_op *op)
{
	if (op->evenodd && (op->paint & ICON_FILL))
		pdf_fill_eo(p, op->paint & ICON_STROKE);
	else if (op->paint == (ICON_FILL | ICON_STROKE))
		pdf_fill_stroke(p);
	else if (op->paint == ICON_FILL)
		pdf_fill(p);
	else
		pdf_stroke(p);
}

/*
 * icon_ops: draw ops [from, to) of ic in its own 100-unit box, with no
 * colour set (for a form, painted with the colours where it is placed).
 */
static void
icon_ops(struct pdf *p, const struct icon *ic, size_t from, size_t to)
{
	const struct icon_op *op;
	int cap = 0, join = 0;
	size_t i;

	for (i = from; i < to; i++) {
		op = &ic->op[i];
		pdf_line_width(p, op->width);
		/* The pages keep PDF's butt caps and miter joins: a form says
		 * only what differs, so icons that keep them cost nothing. */
		if (op->cap != cap || op->join != join) {
			cap = op->cap;
			join = op->join;
			pdf_line_style(p, cap, join);
		}
		switch (op->shape) {
		case ICON_CIRCLE:
			pdf_circle(p, op->v[0], op->v[1], op->v[2]);
			break;
		case ICON_RECT:
			pdf_rect(p, op->v[0], op->v[1], op->v[2], op->v[3]);
			break;
		case ICON_PATH:
			path_ops(p, op);
			break;
		}
		icon_paint(p, op);
	}
}

void
draw_icon(struct pdf *p, const struct icon *ic, double x, double y,
    double size, double angle, struct pdf_cmyk dark, struct pdf_cmyk light)
{
	size_t i = 0, j;
	int part = 0, id;

	/*
	 * Each run of commands in one ink is a form, made once per document
	 * and placed here in that ink: an icon costs a few bytes a use.
	 */
	while (i < ic->nop) {
		for (j = i + 1; j < ic->nop && ic->op[j].light ==
		    ic->op[i].light; j++)
			;
		id = pdf_form_find(p, ic, part);
		if (id < 0) {
			if (pdf_form_begin(p, -50, -50, 150, 150) < 0)
				return;
			icon_ops(p, ic, i, j);
			id = pdf_form_end(p);
			pdf_form_keep(p, ic, part, id);
		}
		pdf_fill_colour(p, ic->op[i].light ? light : dark);
		pdf_stroke_colour(p, ic->op[i].light ? light : dark);
		/* The box's centre (50, 50) lands on (x, y). */
		pdf_form_place(p, id, x - size / 100 * (50 * cos(angle) -
		    50 * sin(angle)), y - size / 100 * (50 * sin(angle) +
		    50 * cos(angle)), angle, size / 100);
		i = j;
		part++;
	}
}

/* The key under which draw_disc files its forms in a document. */
static const char disc_key;

void
draw_disc(struct pdf *p, double x, double y, double r, int paint,
    double width)
{
	int part = (int)lround(r * 1000) * 4096 + (int)lround(width * 100) * 4 +
	    paint, id = pdf_form_find(p, &disc_key, part);

	if (id < 0) {
		if (pdf_form_begin(p, -r - width, -r - width, r + width,
		    r + width) < 0)
			return;
		if (paint & DRAW_STROKE)
			pdf_line_width(p, width);
		pdf_circle(p, 0, 0, r);
		if (paint == (DRAW_FILL | DRAW_STROKE))
			pdf_fill_stroke(p);
		else if (paint & DRAW_STROKE)
			pdf_stroke(p);
		else
			pdf_fill(p);
		id = pdf_form_end(p);
		pdf_form_keep(p, &disc_key, part, id);
	}
	pdf_form_place(p, id, x, y, 0, 1);
}

void
draw_icons_init(struct draw_icons *s, const char *dir)
{
	memset(s, 0, sizeof(*s));
	s->dir = dir;
}

void
draw_icons_fini(struct draw_icons *s)
{
	size_t i;

	for (i = 0; i < s->n; i++) {
		icon_fini(s->v[i]);
		free(s->v[i]);
	}
	free(s->v);
	memset(s, 0, sizeof(*s));
}

const struct icon *
draw_icons_get(struct draw_icons *s, const char *name, struct diag *d)
{
	const struct style_asset *a;
	struct icon *ic;
	size_t i;

	for (i = 0; i < s->n; i++)
		if (strcmp(s->v[i]->name, name) == 0)
			return s->v[i];
	a = s->rules ? style_icon_find(s->rules, name) : NULL;
	if (!a && !s->dir) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "icon \"%s\": no "
		    "icon folder", name);
		return NULL;
	}
	ic = mem_alloc(sizeof(*ic));
	icon_init(ic);
	if ((a ? svg_parse(ic, (const char *)a->bytes, a->len, a->name, d) :
	    icon_load(ic, s->dir, name, d)) < 0) {
		icon_fini(ic);
		free(ic);
		return NULL;
	}
	/* Named as the rules name it, whatever file it came from. */
	snprintf(ic->name, sizeof(ic->name), "%s", name);
	/* Each icon apart, so its address holds as the set grows. */
	s->v = mem_grow(s->v, &s->cap, s->n + 1, sizeof(*s->v));
	s->v[s->n++] = ic;
	return ic;
}

void
draw_hatch(struct pdf *p, double x, double y, double w, double h,
    double angle, double gap, struct pdf_cmyk c)
{
	double a = angle * GEOM_PI / 180, dx = cos(a), dy = -sin(a);
	double cx = x + w / 2, cy = y + h / 2, half = hypot(w, h) / 2, t;
	int k, n = (int)ceil(half / gap);

	/* Lines across the rectangle's circle, each offset t along the
	 * normal (-dy, dx), from the centre out both ways. */
	pdf_stroke_colour(p, c);
	pdf_line_width(p, DRAW_HATCH_WIDTH);
	for (k = -n; k <= n; k++) {
		t = k * gap;
		pdf_move(p, cx - dy * t - dx * half, cy + dx * t - dy * half);
		pdf_line(p, cx - dy * t + dx * half, cy + dx * t + dy * half);
	}
	pdf_stroke(p);
}
