/* draw.c: what a transport map looks like on paper. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/geom.h"
#include "core/mem.h"
#include "core/num.h"
#include "draw/layout.h"
#include "transport/draw.h"
#include "transport/label.h"
#include "transport/map.h"
#include "transport/net.h"
#include "transport/part.h"
#include "transport/rules.h"
#include "transport/symbols.h"
#include "transport/texture.h"
#include "transport/trees.h"

/*
 * Sizes are fractions of a cell, so a map reads the same at 5 mm and at
 * 10 mm cells; text has fixed point sizes (at least 6 pt, as print shops
 * ask), and cities stand far enough apart for it (exclusion squares).
 */
#define NAME_PT TRANSLABEL_NAME_PT
#define GOOD_PT TRANSLABEL_GOOD_PT

/* The geometry of the map on the page, in trim mm. */
struct map {
	const struct board *b;
	const struct rules *r;
	const struct draw_opts *o;
	double x0, y0, cell, bleed;
};

/*
 * look: the look of terrain ch (the rules' [terrain NAME], in map.h's
 * legend order), or NULL (paper) for any other.
 */
static const struct rules_look *
look(const struct map *m, char ch)
{
	const char *at = ch ? strchr(TRANSPORT_LEGEND, ch) : NULL;
	size_t i = at ? (size_t)(at - TRANSPORT_LEGEND) : RULES_LOOKS;

	return i < transport_rules(m->r)->nlook
		   ? &transport_rules(m->r)->look[i]
		   : NULL;
}

static double
cx(const struct map *m, uint32_t v)
{
	return m->x0 + ((double)(v % (uint32_t)m->b->cols) + 0.5) * m->cell;
}

static double
cy(const struct map *m, uint32_t v)
{
	return m->y0 + ((double)(v / (uint32_t)m->b->cols) + 0.5) * m->cell;
}

/* coast: is one of cells (c, r) and (c + dc, r + dr) water, the other not? */
static int
coast(const struct board *b, int c, int r, int dc, int dr)
{
	return transport_is_water(board_cell(b, c, r)) !=
	    transport_is_water(board_cell(b, c + dc, r + dr));
}

/*
 * terrain_row: row r in one rectangle per run of like cells; the outer
 * cells reach out mm into the bleed, as art that touches the trim must.
 * With only 0, each run of a solid fill is filled in its colour (paper
 * where no look is set); else the runs of terrain only are added to the
 * path, unpainted (a hatch's clip).
 */
static void
terrain_row(struct pdf *p, const struct map *m, int r, double out, char only)
{
	const struct board *b = m->b;
	const struct rules_look *l;
	double x, y = m->y0 + r * m->cell, w, h = m->cell;
	int c, e;
	char ch;

	if (r == 0) {
		y -= out;
		h += out;
	}
	if (r == b->rows - 1)
		h += out;
	for (c = 0; c < b->cols; c = e) {
		ch = board_cell(b, c, r);
		for (e = c + 1; e < b->cols && board_cell(b, e, r) == ch; e++)
			;
		x = m->x0 + c * m->cell - (c == 0 ? out : 0);
		w = (e - c) * m->cell + (c == 0 ? out : 0) +
		    (e == b->cols ? out : 0);
		l = look(m, ch);
		if (only ? ch != only : l && l->fill != RULES_FILL_SOLID)
			continue;
		if (!only)
			pdf_fill_colour(p, pdf_rgb(p, l ? l->colour : 0xFFFFFF));
		/* A hair wider, so no seam shows between runs. */
		pdf_rect(p, x, y, w + 0.05, h + 0.05);
		if (!only)
			pdf_fill(p);
	}
}

/*
 * cells_box: the box (x, y, w, h in mm) of the cells of terrain ch,
 * reaching out mm into the bleed where they reach the grid's side, as
 * terrain_row's runs do; 0 when there are none.
 */
static int
cells_box(const struct map *m, char ch, double out, double *box)
{
	const struct board *b = m->b;
	int c, r, c0 = b->cols, c1 = -1, r0 = b->rows, r1 = -1;

	for (r = 0; r < b->rows; r++)
		for (c = 0; c < b->cols; c++)
			if (board_cell(b, c, r) == ch) {
				c0 = c < c0 ? c : c0;
				c1 = c > c1 ? c : c1;
				r0 = r < r0 ? r : r0;
				r1 = r > r1 ? r : r1;
			}
	if (c1 < 0)
		return 0;
	box[0] = m->x0 + c0 * m->cell - (c0 == 0 ? out : 0);
	box[1] = m->y0 + r0 * m->cell - (r0 == 0 ? out : 0);
	box[2] = m->x0 + (c1 + 1) * m->cell + (c1 == b->cols - 1 ? out : 0) -
	    box[0];
	box[3] = m->y0 + (r1 + 1) * m->cell + (r1 == b->rows - 1 ? out : 0) -
	    box[1];
	return 1;
}

/* hatch: the cells of each terrain whose fill is a hatch, hatched. */
static void
hatch(struct pdf *p, const struct map *m, double out)
{
	const struct rules_look *l;
	const char *ch;
	double box[4];
	int r;

	for (ch = TRANSPORT_LEGEND; *ch; ch++) {
		l = look(m, *ch);
		if (!l || l->fill != RULES_FILL_HATCH ||
		    !cells_box(m, *ch, out, box))
			continue;
		pdf_save(p);
		for (r = 0; r < m->b->rows; r++)
			terrain_row(p, m, r, out, *ch);
		pdf_clip(p);
		draw_hatch(p, box[0], box[1], box[2], box[3], l->angle,
		    l->gap / 100.0, pdf_rgb(p, l->colour));
		pdf_restore(p);
	}
}

/*
 * reach: the mm of grid line k of n (0 .. n) from o, cells of cell mm;
 * the outer lines, 0 and n, reach out mm further, into the bleed, as the
 * fills beside them do.
 */
static double
reach(double o, int k, int n, double cell, double out)
{
	return o + k * cell + (k == 0 ? -out : k == n ? out : 0);
}

/*
 * coastline: the coastline, as the devlog draws it: each straight stretch
 * one line, between the cells where water meets land; a stretch that meets
 * the grid's side runs on into the bleed with the fills (out mm). Returns
 * whether it added any line to the path.
 */
static int
coastline(struct pdf *p, const struct map *m, double out)
{
	const struct board *b = m->b;
	int r, c, e, any = 0;
	double x, y;

	for (r = 0; r + 1 < b->rows; r++)
		for (c = 0; c < b->cols; c = e) {
			for (e = c; e < b->cols && coast(b, e, r, 0, 1); e++)
				;
			if (e > c) {
				y = m->y0 + (r + 1) * m->cell;
				pdf_move(p, reach(m->x0, c, b->cols, m->cell,
				    out), y);
				pdf_line(p, reach(m->x0, e, b->cols, m->cell,
				    out), y);
				any = 1;
			}
			e++;
		}
	for (c = 0; c + 1 < b->cols; c++)
		for (r = 0; r < b->rows; r = e) {
			for (e = r; e < b->rows && coast(b, c, e, 1, 0); e++)
				;
			if (e > r) {
				x = m->x0 + (c + 1) * m->cell;
				pdf_move(p, x, reach(m->y0, r, b->rows,
				    m->cell, out));
				pdf_line(p, x, reach(m->y0, e, b->rows,
				    m->cell, out));
				any = 1;
			}
			e++;
		}
	return any;
}

/* terrain: the cells, the style's pictures over them, then the
 * coastline. Returns 0, or -1 (message in d). */
static int
terrain(struct pdf *p, const struct map *m, struct diag *d)
{
	double out = m->bleed + fmax(m->x0, m->y0) + 1;
	int r;

	for (r = 0; r < m->b->rows; r++)
		terrain_row(p, m, r, out, 0);
	if (transport_textures(p, m->b, m->r, m->o, m->x0, m->y0, m->cell,
	    out, d) < 0)
		return -1;
	hatch(p, m, out);
	pdf_stroke_colour(p, pdf_k(0.85));
	pdf_line_width(p, 0.25);
	/* (libharu refuses to paint an empty path.) */
	if (coastline(p, m, out))
		pdf_stroke(p);
	return 0;
}

/* The transits' outline (mm): the marks' boxes hold it. */
#define TRANSIT_LINE 0.25

/* transit_size: how far a transit reaches from its middle, mm, on a map
 * of cell mm cells. */
static double
transit_size(double cell)
{
	return cell * 0.22;
}

/*
 * forests: each tree a form placed on its cell (a forest's trees are
 * most of a map's page, and a placed form a fifth of a drawn tree's
 * bytes), a tree type at a time in its colour.
 */
static void
forests(struct pdf *p, const struct map *m, const struct translabel *l)
{
	const struct board *b = m->b;
	const struct rules_transport *t = transport_rules(m->r);
	size_t n = (size_t)b->cols * (size_t)b->rows, i, k;
	struct transtrees tr;
	double box[4];
	int id;

	if (!transport_part(b)->tree)
		return;
	transtrees_init(&tr, b, m->r, l);
	/* A thin line: 100 % K (a tint breaks up in the screen). */
	pdf_stroke_colour(p, DRAW_BLACK);
	for (k = 0; k < t->ntree; k++) {
		id = -1;
		for (i = 0; i < n; i++) {
			if (transport_part(b)->tree[i] != (int8_t)k ||
			    !transtrees_shown(&tr, i, box))
				continue;
			if (id < 0) {
				id = transtree_form(p, t->tree[k].shape,
				    transtree_size(m->cell));
				pdf_fill_colour(p,
				    pdf_rgb(p, t->tree[k].colour));
			}
			pdf_form_place(p, id, cx(m, (uint32_t)i),
			    cy(m, (uint32_t)i), 0, 1);
		}
	}
	transtrees_fini(&tr);
}

/*
 * Routes, by style: what tells them apart survives black-and-white
 * printing. solid: a broad line; rail: a thin line with cross ties;
 * dashed: short strokes with gaps at every cell centre; dotted: dots.
 * Cells shared by routes of one type are drawn once (each step between
 * two cells once), so dashes and ties never pile up out of step.
 */
static void
segment(struct pdf *p, const struct map *m, int style, uint32_t a,
    uint32_t z)
{
	double ax = cx(m, a), ay = cy(m, a), zx = cx(m, z), zy = cy(m, z);
	double dx = zx - ax, dy = zy - ay, c = m->cell, f;

	switch (style) {
	case RULES_LINE_DASHED:
		pdf_move(p, ax + dx * 0.2, ay + dy * 0.2);
		pdf_line(p, ax + dx * 0.8, ay + dy * 0.8);
		break;
	case RULES_LINE_DOTTED:
		pdf_circle(p, ax + dx * 0.5, ay + dy * 0.5, c * 0.08);
		break;
	case RULES_LINE_RAIL:
		pdf_move(p, ax, ay);
		pdf_line(p, zx, zy);
		for (f = 0.25; f < 1; f += 0.5) {
			/* A tie across the track, a quarter of a cell long. */
			pdf_move(p, ax + dx * f - dy * 0.14, ay + dy * f + dx *
			    0.14);
			pdf_line(p, ax + dx * f + dy * 0.14, ay + dy * f - dx *
			    0.14);
		}
		break;
	default:
		pdf_move(p, ax, ay);
		pdf_line(p, zx, zy);
		break;
	}
}

/*
 * steps: for each cell v of b, the route types (bit t for type t) that
 * step from it to its right neighbour (right[v]) and to the one below
 * (down[v]).
 */
static void
steps(const struct board *b, uint8_t *right, uint8_t *down)
{
	const uint32_t *cells;
	size_t i, q;
	uint32_t v, w;
	int32_t ty;

	for (i = 0; i < transport_part(b)->nroute; i++) {
		cells = board_route_cells(b, i);
		ty = transport_part(b)->route[i].type;
		if (ty < 0 || ty >= RULES_ROUTE_TYPES)
			continue;
		for (q = 1; q < transport_part(b)->route[i].len; q++) {
			v = cells[q - 1] < cells[q] ? cells[q - 1] : cells[q];
			w = cells[q - 1] < cells[q] ? cells[q] : cells[q - 1];
			if (w == v + 1)
				right[v] |= (uint8_t)(1u << ty);
			else
				down[v] |= (uint8_t)(1u << ty);
		}
	}
}

/*
 * joints: square joints (h mm from the centre each way) where routes of
 * the type in bit turn, so solid lines show no notch.
 */
static void
joints(struct pdf *p, const struct map *m, const uint8_t *right,
    const uint8_t *down, uint8_t bit, double h)
{
	uint32_t v, cols = (uint32_t)m->b->cols;
	uint32_t n = cols * (uint32_t)m->b->rows;
	int any = 0, horiz, vert;

	for (v = 0; v < n; v++) {
		horiz = (right[v] & bit) || (v > 0 && (right[v - 1] & bit));
		vert = (down[v] & bit) || (v >= cols && (down[v - cols] & bit));
		if (horiz && vert) {
			pdf_rect(p, cx(m, v) - h, cy(m, v) - h, 2 * h, 2 * h);
			any = 1;
		}
	}
	if (any)
		pdf_fill(p);
}

/* routes: each route type's steps in its colour and style. */
static void
routes(struct pdf *p, const struct map *m)
{
	const struct board *b = m->b;
	const struct rules_transport *t = transport_rules(m->r);
	size_t n = (size_t)b->cols * (size_t)b->rows;
	uint8_t *right = mem_calloc(n ? n : 1, 1);
	uint8_t *down = mem_calloc(n ? n : 1, 1);
	uint32_t v;
	int32_t ty;

	steps(b, right, down);
	for (ty = 0; ty < (int32_t)t->nroute; ty++) {
		const struct rules_route *rt = &t->route[ty];
		double width = rt->style == RULES_LINE_SOLID ? 0.2 :
		    rt->style == RULES_LINE_RAIL ? 0.07 : 0.12;

		if (!transnet_route_count(b, ty))
			continue;
		pdf_stroke_colour(p, pdf_rgb(p, rt->colour));
		pdf_fill_colour(p, pdf_rgb(p, rt->colour));
		pdf_line_width(p, fmax(width * m->cell, 0.3));
		for (v = 0; v < n; v++) {
			if (right[v] & (1u << ty))
				segment(p, m, rt->style, v, v + 1);
			if (down[v] & (1u << ty))
				segment(p, m, rt->style, v, v +
				    (uint32_t)b->cols);
		}
		if (rt->style == RULES_LINE_DOTTED)
			pdf_fill(p);
		else
			pdf_stroke(p);
		if (rt->style == RULES_LINE_SOLID)
			joints(p, m, right, down, (uint8_t)(1u << ty),
			    fmax(width * m->cell, 0.3) / 2);
	}
	free(right);
	free(down);
}

/*
 * transit_cells: the cells that carry a transit (a route's middle cell,
 * one mark where routes share it), in a new array of the grid's cells,
 * 1 for a transit.
 */
static uint8_t *
transit_cells(const struct board *b)
{
	size_t n = (size_t)b->cols * (size_t)b->rows, i;
	uint8_t *mark = mem_calloc(n ? n : 1, 1);
	uint32_t v;

	for (i = 0; i < transport_part(b)->nroute; i++) {
		v = board_route_cells(
		    b, i)[transport_part(b)->route[i].len / 2];
		if (v < n)
			mark[v] = 1;
	}
	return mark;
}

static void
transits(struct pdf *p, const struct map *m)
{
	const struct board *b = m->b;
	size_t n = (size_t)b->cols * (size_t)b->rows, i;
	uint8_t *mark = transit_cells(b);

	pdf_fill_colour(p, pdf_k(0));
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, TRANSIT_LINE);
	for (i = 0; i < n; i++)
		if (mark[i])
			transport_diamond(p, cx(m, (uint32_t)i), cy(m, (uint32_t)i),
			    transit_size(m->cell));
	if (transport_part(b)->nroute)
		pdf_fill_stroke(p);
	free(mark);
}

/*
 * label: text on its patch of paper a (as transport/label.c places it,
 * and clarity.labels judges it), baseline at y, centred on x.
 */
static void
label(struct pdf *p, const struct translabel_box *a, double x, double y,
    double pt, const char *s)
{
	pdf_fill_colour(p, pdf_k(0));
	pdf_rect(p, a->x0, a->y0, a->x1 - a->x0, a->y1 - a->y0);
	pdf_fill(p);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, x, y, pt, PDF_CENTER, s);
}

/*
 * light: is colour rgb (0xRRGGBB, or a style's CMYK or spot colour,
 * print/pdf.h's PDF_CMYK_BIT, PDF_SPOT_BIT) light enough that white text
 * on it is faint? A CMYK one (a spot colour's fallback) is judged by its
 * naive RGB, (1 - c)(1 - k) and so on.
 */
static int
light(const struct rules *rules, unsigned rgb)
{
	double r, g, b, k;

	if (rgb & PDF_SPOT_BIT) /* a spot colour: its CMYK fallback */
		rgb = rules->spot[(rgb & 255) % RULES_SPOTS].cmyk;
	r = (rgb >> 16) & 255;
	g = (rgb >> 8) & 255;
	b = rgb & 255;
	k = 1 - (rgb & 127) / 100.0;
	if (rgb & PDF_CMYK_BIT) {
		r = 255 * (1 - (rgb >> 21 & 127) / 100.0) * k;
		g = 255 * (1 - (rgb >> 14 & 127) / 100.0) * k;
		b = 255 * (1 - (rgb >> 7 & 127) / 100.0) * k;
	}
	return 0.299 * r + 0.587 * g + 0.114 * b > 140;
}

/* marker: city c's square (a capital, its seat's number on it) or circle. */
static void
marker(struct pdf *p, const struct map *m, const struct board_city *c,
    const struct translabel *l)
{
	const struct rules_transport *t = transport_rules(m->r);
	char text[16];

	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, l->capital ? TRANSLABEL_CAPITAL_LINE :
	    TRANSLABEL_CITY_LINE);
	pdf_fill_colour(p, l->capital ?
	    pdf_rgb(p, t->player[c->capital].colour) : pdf_k(0));
	if (!l->capital) {
		pdf_circle(p, l->x, l->y, l->rad);
		pdf_fill_stroke(p);
		return;
	}
	pdf_rect(p, l->x - l->rad, l->y - l->rad, 2 * l->rad, 2 * l->rad);
	pdf_fill_stroke(p);
	snprintf(text, sizeof(text), "%d", c->capital + 1);
	/* Black on light colours (yellow…), else white. */
	pdf_fill_colour(p, light(m->r, t->player[c->capital].colour) ?
	    DRAW_BLACK :
	    pdf_k(0));
	pdf_text(p, l->x, l->y + NAME_PT * NUM_MM_PER_PT * 0.36, NAME_PT,
	    PDF_CENTER, text);
}

/* bonus: a capital's start bonus, "+B" in paper white on a black disc. */
static void
bonus(struct pdf *p, const struct translabel *l)
{
	char text[16];

	snprintf(text, sizeof(text), "+%d", l->bonus);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_circle(p, l->bonus_x, l->bonus_y, l->bonus_r);
	pdf_fill(p);
	pdf_fill_colour(p, pdf_k(0));
	pdf_text(p, l->bonus_x, l->bonus_y + TRANSLABEL_BONUS_PT *
	    NUM_MM_PER_PT * 0.36, TRANSLABEL_BONUS_PT, PDF_CENTER, text);
}

/*
 * cities: each city's marks where transport/label.c places them (which
 * validate's clarity.labels judged): its marker, then each of its boxes.
 */
static void
cities(struct pdf *p, const struct map *m, const struct translabel *l)
{
	const struct board *b = m->b;
	size_t i, u, g;

	for (i = 0; i < transport_part(b)->ncity; i++)
		for (u = 0, g = 0; u < l[i].nbox; u++)
			switch (l[i].what[u]) {
			case TRANSLABEL_MARKER:
				marker(
				    p, m, &transport_part(b)->city[i], &l[i]);
				break;
			case TRANSLABEL_NAME:
				label(p, &l[i].box[u], l[i].name_x,
				    l[i].name_y, NAME_PT,
				    transport_part(b)->city[i].name);
				break;
			case TRANSLABEL_PLANE:
				if (l[i].glyph)
					transport_plane(p, l[i].plane_x,
					    l[i].plane_y, l[i].plane_size);
				else
					transport_wings(p, l[i].box[u].x0,
					    l[i].box[u].y0, l[i].box[u].x1,
					    l[i].box[u].y1);
				break;
			case TRANSLABEL_GOOD:
				label(p, &l[i].box[u], l[i].good_x[g],
				    l[i].good_y[g], GOOD_PT, l[i].good[g]);
				g++;
				break;
			default:
				bonus(p, &l[i]);
				break;
			}
}

/* The legend's cell for its samples and its line step, mm. */
#define LEGEND_CELL 4.2
#define LEGEND_STEP TRANSPORT_LEGEND_STEP

/*
 * legend_routes: each route type of m's scenario with a sample two cells
 * long and its title, the first baseline at y; returns the next one.
 */
static double
legend_routes(struct pdf *p, const struct map *m, double x, double y)
{
	const struct board *b = m->b;
	const struct rules_transport *t = transport_rules(m->r);
	double c = LEGEND_CELL;
	struct map sample = *m;
	size_t k;

	sample.cell = c;
	for (k = 0; k < t->nroute; k++) {
		if (transport_part(b)->scenario >= 0 &&
		    !transport_scenario_has(b, m->r, (int32_t)k))
			continue;
		pdf_stroke_colour(p, pdf_rgb(p, t->route[k].colour));
		pdf_fill_colour(p, pdf_rgb(p, t->route[k].colour));
		pdf_line_width(p, fmax((t->route[k].style == RULES_LINE_SOLID ?
		    0.2 : t->route[k].style == RULES_LINE_RAIL ? 0.07 : 0.12) *
		    c, 0.3));
		pdf_move(p, x, y - 1);
		for (sample.x0 = x - c / 2, sample.y0 = y - 1 - c / 2,
		    sample.b = b; sample.x0 < x + 2 * c - c / 2;
		    sample.x0 += c)
			segment(p, &sample, t->route[k].style, 0, 1);
		if (t->route[k].style == RULES_LINE_DOTTED)
			pdf_fill(p);
		else
			pdf_stroke(p);
		pdf_fill_colour(p, DRAW_BLACK);
		pdf_text(p, x + 2.5 * c, y, 6, PDF_LEFT, t->route[k].title[0] ?
		    t->route[k].title : t->route[k].name);
		y += LEGEND_STEP;
	}
	return y;
}

/*
 * legend_marks: the marks of the map explained (a transit, an airport
 * when scenario s flies planes, a capital and its bonus, a wanted good),
 * the first baseline at y.
 */
static void
legend_marks(struct pdf *p, const struct rules_transport *t,
    const struct rules_scenario *s, double x, double y)
{
	double c = LEGEND_CELL;

	pdf_fill_colour(p, pdf_k(0));
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, 0.25);
	transport_diamond(p, x + c, y - 1, c * 0.22);
	pdf_fill_stroke(p);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, x + 2.5 * c, y, 6, PDF_LEFT, TRANSPORT_LEGEND_TRANSIT);
	y += LEGEND_STEP;
	if (!s || s->airports) {
		if (s && s->airport_mark == 1)
			transport_plane(p, x + c, y - 1.1, 3.2);
		else
			transport_wings(p, x + c - 3.5, y - 1.9, x + c + 3.5,
			    y - 0.6);
		pdf_fill_colour(p, DRAW_BLACK);
		pdf_text(p, x + 2.5 * c, y, 6, PDF_LEFT,
		    TRANSPORT_LEGEND_AIRPORT);
		y += LEGEND_STEP;
	}
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_fill_colour(p, t->nplayer ? pdf_rgb(p, t->player[0].colour) :
	    pdf_k(0.5));
	pdf_rect(p, x + c - 1.3, y - 2.3, 2.6, 2.6);
	pdf_fill_stroke(p);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, x + 2.5 * c, y, 6, PDF_LEFT, TRANSPORT_LEGEND_CAPITAL);
	y += LEGEND_STEP;
	pdf_text(p, x + c, y, 6, PDF_CENTER, "Tea 4");
	pdf_text(p, x + 2.5 * c, y, 6, PDF_LEFT, TRANSPORT_LEGEND_WANTS);
}

/* legend: the legend's box, the style's logo, its title, the routes and
 * the marks. 0, or -1 (message in d). */
static int
legend(struct pdf *p, const struct map *m, struct diag *d)
{
	const struct board *b = m->b;
	const struct rules *r = m->r;
	const struct rules_transport *t = transport_rules(r);
	const struct rules_scenario *s =
	    transport_part(b)->scenario >= 0 &&
		    (size_t)transport_part(b)->scenario < t->nscenario
		? &t->scenario[transport_part(b)->scenario]
		: NULL;
	double box[4], x, y, down;
	char text[160];

	transport_legend_box(b, r, box);
	if (box[2] <= 0 || box[3] <= 0)
		return 0;
	/* On the style's plate: the legend holds the caption (issue 33). */
	pdf_fill_colour(p, draw_plate_colour(p, r, m->o));
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, 0.35);
	pdf_rect(p, box[0], box[1], box[2], box[3]);
	pdf_fill_stroke(p);
	if (transport_legend_logo(p, r, m->o, box, &down, d) < 0)
		return -1;
	x = box[0] + 2;
	y = box[1] + TRANSPORT_LEGEND_TOP + down;
	pdf_fill_colour(p, DRAW_BLACK);
	snprintf(text, sizeof(text), "%s: %s", r->title[0] ? r->title : r->id,
	    s ? (s->title[0] ? s->title : s->name) : "");
	pdf_text(p, x, y, 7, PDF_LEFT, text);
	y += LEGEND_STEP + TRANSPORT_LEGEND_TITLE;
	y = legend_routes(p, m, x, y);
	legend_marks(p, t, s, x, y);
	draw_caption(p, b, m->r, m->o, NULL, x, box[1] + box[3] -
	    TRANSPORT_LEGEND_FOOT, PDF_LEFT, 0);
	return 0;
}

/* map_of: the map of board b on a page with bleed mm of bleed. */
static void
map_of(struct map *m, const struct board *b, const struct rules *r,
    double bleed)
{
	m->b = b;
	m->r = r;
	m->cell = b->cell;
	m->bleed = bleed;
	transport_origin(b, &m->x0, &m->y0);
}

int
draw_transport(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d)
{
	/* The labels where layout-pdf's plan put them (board/kind.h), or
	 * the board's own plan, kept on it (plankept.c). */
	const struct transport_plan *plan = o->plan ? o->plan :
	    transport_plan_kept(b, r, NULL);
	struct map m;

	map_of(&m, b, r, o->bleed);
	m.o = o;
	if (terrain(p, &m, d) < 0)
		return -1;
	forests(p, &m, plan->l);
	routes(p, &m);
	transits(p, &m);
	cities(p, &m, plan->l);
	return legend(p, &m, d);
}

void
transport_piece_marks(const struct board *b, const struct rules *r,
    const struct translabel *l, struct board_mark **v, size_t *n,
    size_t *cap)
{
	size_t cells = (size_t)b->cols * (size_t)b->rows, i;
	uint8_t *mark = transit_cells(b);
	struct transtrees tr;
	struct map m;
	double box[4], t;

	map_of(&m, b, r, 0);
	transtrees_init(&tr, b, r, l);
	for (i = 0; i < cells; i++) {
		if (mark[i]) {
			t = transit_size(m.cell) + TRANSIT_LINE / 2;
			board_mark_add(v, n, cap, cx(&m, (uint32_t)i) - t,
			    cy(&m, (uint32_t)i) - t, cx(&m, (uint32_t)i) + t,
			    cy(&m, (uint32_t)i) + t, 0, "transit", i);
			(*v)[*n - 1].loose = 1;
		}
		if (!transtrees_shown(&tr, i, box))
			continue;
		board_mark_add(v, n, cap, box[0], box[1], box[2], box[3], 0,
		    "tree", i);
		(*v)[*n - 1].loose = 1;
	}
	transtrees_fini(&tr);
	free(mark);
}
