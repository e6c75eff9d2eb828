/*
 * pdf_svg_text.c: text on SVG pages as the embedded font's glyph
 * outlines (HarfBuzz's drawing of a glyph), each glyph a definition
 * placed with <use> at libharu's advance widths: the glyphs and the
 * places the PDF gives them, whatever fonts the renderer has.
 */
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "pdf/pdf_doc.h"
#include "svg/pdf_svg.h"

/* Outlines in thousandths of an em (PDF's glyph space), y up. */
#define EM 1000

static void
seg(struct svg_buf *b, char op, const float *v, int n)
{
	int i;

	if (b->n)
		svg_put(b, " ", 1);
	svg_put(b, &op, 1);
	for (i = 0; i < n; i++) {
		if (i)
			svg_put(b, " ", 1);
		svg_num(b, v[i], 1);
	}
}

static void
move_to(hb_draw_funcs_t *f, void *b, hb_draw_state_t *st, float x, float y,
    void *u)
{
	float v[2] = { x, y };

	seg(b, 'M', v, 2);
}

static void
line_to(hb_draw_funcs_t *f, void *b, hb_draw_state_t *st, float x, float y,
    void *u)
{
	float v[2] = { x, y };

	seg(b, 'L', v, 2);
}

static void
quad_to(hb_draw_funcs_t *f, void *b, hb_draw_state_t *st, float x1,
    float y1, float x, float y, void *u)
{
	float v[4] = { x1, y1, x, y };

	seg(b, 'Q', v, 4);
}

static void
cubic_to(hb_draw_funcs_t *f, void *b, hb_draw_state_t *st, float x1,
    float y1, float x2, float y2, float x, float y, void *u)
{
	float v[6] = { x1, y1, x2, y2, x, y };

	seg(b, 'C', v, 6);
}

static void
close_path(hb_draw_funcs_t *f, void *b, hb_draw_state_t *st, void *u)
{
	seg(b, 'Z', NULL, 0);
}

/* font: the font's outlines, opened on first use; NULL if they cannot be. */
static hb_font_t *
font(struct pdf *p)
{
	struct pdf_svg *s = svg_of(p);
	unsigned i;

	hb_face_t *face = pdf_doc_face(s->metrics);

	if (s->font || !face)
		return s->font;
	s->font = hb_font_create(face);
	hb_font_set_scale(s->font, EM, EM);
	s->nglyphs = hb_face_get_glyph_count(face);
	s->glyph = mem_alloc((s->nglyphs + 1) * sizeof(*s->glyph));
	for (i = 0; i < s->nglyphs; i++)
		s->glyph[i] = -1;
	return s->font;
}

/* glyph_def: glyph g's definition, its outline drawn on first use. */
static size_t
glyph_def(struct pdf *p, hb_font_t *f, hb_codepoint_t g)
{
	struct pdf_svg *s = svg_of(p);
	hb_draw_funcs_t *df;
	size_t i;

	if (s->glyph[g] >= 0)
		return (size_t)s->glyph[g];
	i = pdf_svg_def_new(s, SVG_DEF_GLYPH);
	df = hb_draw_funcs_create();
	hb_draw_funcs_set_move_to_func(df, move_to, NULL, NULL);
	hb_draw_funcs_set_line_to_func(df, line_to, NULL, NULL);
	hb_draw_funcs_set_quadratic_to_func(df, quad_to, NULL, NULL);
	hb_draw_funcs_set_cubic_to_func(df, cubic_to, NULL, NULL);
	hb_draw_funcs_set_close_path_func(df, close_path, NULL, NULL);
	hb_font_get_glyph_shape(f, g, df, &s->defs[i].b);
	hb_draw_funcs_destroy(df);
	s->glyph[g] = (int)i;
	return i;
}

/* place: glyph definition i at adv along the baseline: a <use> on a
 * page; in a form (whose definitions are not the page's), its outline. */
static void
place(struct pdf_svg *s, size_t i, double adv)
{
	const struct svg_def *f = &s->defs[i];
	char t[48];

	if (!f->b.n)
		return;
	if (s->form < 0) {
		snprintf(t, sizeof(t), "<use xlink:href=\"#u%u\" x=\"",
		    pdf_svg_use(s, i));
		svg_str(svg_out(s), t);
		svg_num(svg_out(s), adv, 3);
		svg_str(svg_out(s), "\"/>");
		return;
	}
	svg_str(svg_out(s), "<path transform=\"translate(");
	svg_num(svg_out(s), adv, 3);
	svg_str(svg_out(s), " 0)\" d=\"");
	svg_put(svg_out(s), f->b.s, f->b.n);
	svg_str(svg_out(s), "\"/>");
}

void
pdf_svg_text(struct pdf *p, double x, double y, double size,
    const char *latin1)
{
	struct pdf_svg *s = svg_of(p);
	hb_font_t *f = font(p);
	const unsigned char *c = (const unsigned char *)latin1;
	hb_codepoint_t g;
	double adv = 0, m[4] = { size / EM, -size / EM, x, y };
	char t[16];

	if (!f || !*c)
		return;
	svg_str(svg_out(s), "<g");
	if (s->gs[s->depth].known & SVG_FILL) {
		snprintf(t, sizeof(t), "#%06x", s->gs[s->depth].fill);
		svg_str(svg_out(s), " fill=\"");
		svg_str(svg_out(s), t);
		svg_str(svg_out(s), "\"");
	}
	/* (In a form that knows no stroke, the place's must not show.) */
	svg_str(svg_out(s), " stroke=\"none\" transform=\"matrix(");
	svg_num(svg_out(s), m[0], 7);
	svg_str(svg_out(s), " 0 0 ");
	svg_num(svg_out(s), m[1], 7);
	svg_put(svg_out(s), " ", 1);
	svg_num(svg_out(s), m[2], 3);
	svg_put(svg_out(s), " ", 1);
	svg_num(svg_out(s), m[3], 3);
	svg_str(svg_out(s), ")\">");
	for (; *c; c++) {
		/* Latin-1 is Unicode's first 256 code points (and CP1252's
		 * where pdf_latin1 leaves anything). */
		if (!hb_font_get_nominal_glyph(f, *c, &g) || g >= s->nglyphs)
			g = 0;
		place(s, glyph_def(p, f, g), adv);
		adv += pdf_doc_width(s->metrics, *c);
	}
	svg_str(svg_out(s), "</g>\n");
}

void
pdf_svg_text_free(struct pdf_svg *s)
{
	if (s->font)
		hb_font_destroy(s->font);
	free(s->glyph);
}
