/*
 * pdf.c: the drawing interface (pdf.h): each call handed to the
 * document's backend through its table (dev.h), and what is the same
 * whatever the backend: colours from RGB, text's alignment, circles,
 * page numbers, the drawers' keys to forms.
 */
#include "draw/pdf.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "colour/colour.h"
#include "core/mem.h"
#include "core/num.h"
#include "draw/dev.h"

void
pdf_init(struct pdf *p, const struct pdf_dev *dev)
{
	memset(p, 0, sizeof(*p));
	p->dev = dev;
}

void
pdf_fini(struct pdf *p)
{
	free(p->known);
	p->known = NULL;
	p->nknown = p->capknown = 0;
}

void
pdf_free(struct pdf *p)
{
	if (p)
		p->dev->free(p);
}

struct pdf_cmyk
pdf_given_cmyk(unsigned v)
{
	struct pdf_cmyk c = { (v >> 21 & 127) / 100.0, (v >> 14 & 127) / 100.0,
		(v >> 7 & 127) / 100.0, (v & 127) / 100.0, 0, 0 };

	return c;
}

struct pdf_cmyk
pdf_rgb(struct pdf *p, unsigned rgb)
{
	double r = ((rgb >> 16) & 255) / 255.0, g = ((rgb >> 8) & 255) / 255.0;
	double b = (rgb & 255) / 255.0, k = 1 - fmax(r, fmax(g, b)), v[4];
	double u[4];
	struct pdf_cmyk c = { 0, 0, 0, k, 0, 0 };

	if ((rgb & PDF_SPOT_BIT) && (rgb & 255) < p->nspots) {
		c = pdf_given_cmyk(p->spots[rgb & 255].cmyk);
		c.spot = (rgb & 255) + 1;
		return c;
	}
	if (rgb & PDF_CMYK_BIT)
		return pdf_given_cmyk(rgb);
	if (p->conv && (p->model == PDF_CMYK || p->proof)) {
		colour_conv_rgb(p->conv, rgb, v);
		/* A colour black overprinting would change is marked: it
		 * is changed where black lies over it (pdf/pdf_under.c). */
		if (p->overprint) {
			colour_conv_under_black(p->conv, rgb, u);
			if (memcmp(u, v, sizeof(u)))
				c.rgb = (rgb & 0xffffff) | PDF_HEAVY;
		}
		c.c = v[0];
		c.m = v[1];
		c.y = v[2];
		c.k = v[3];
	} else if (k < 1) {
		c.c = (1 - r - k) / (1 - k);
		c.m = (1 - g - k) / (1 - k);
		c.y = (1 - b - k) / (1 - k);
	}
	return c;
}

void
pdf_set_conv(struct pdf *p, struct colour_conv *conv)
{
	p->conv = conv;
}

void
pdf_set_proof(struct pdf *p, struct proof *pf)
{
	p->proof = pf;
}

void
pdf_set_model(struct pdf *p, int model)
{
	p->model = model;
}

void
pdf_set_overprint(struct pdf *p, int on)
{
	p->overprint = on;
}

void
pdf_set_spots(struct pdf *p, const struct rules_spot *s, size_t n)
{
	if (p->dev->spots)
		p->dev->spots(p, s, n);
	p->spots = s;
	p->nspots = n < RULES_SPOTS ? n : RULES_SPOTS;
}

int
pdf_fail(struct pdf *p, struct diag *d, const char *board, const char *what)
{
	return p->dev->fail(p, d, board, what);
}

size_t
pdf_pages(const struct pdf *p)
{
	return p->page0 + p->pages;
}

void
pdf_set_page0(struct pdf *p, size_t n)
{
	p->page0 = n;
}

void
pdf_number_later(struct pdf *p)
{
	p->numbered = 1;
}

int
pdf_page_begin(struct pdf *p, const struct layout_page *pg)
{
	return p->dev->page_begin(p, pg);
}

void
pdf_fill_colour(struct pdf *p, struct pdf_cmyk c)
{
	p->dev->colour(p, c, 0);
}

void
pdf_stroke_colour(struct pdf *p, struct pdf_cmyk c)
{
	p->dev->colour(p, c, 1);
}

void
pdf_line_width(struct pdf *p, double mm)
{
	p->dev->line_width(p, mm);
}

void
pdf_line_style(struct pdf *p, int cap, int join)
{
	p->dev->line_style(p, cap, join);
}

void
pdf_move(struct pdf *p, double x, double y)
{
	p->dev->move(p, x, y);
}

void
pdf_line(struct pdf *p, double x, double y)
{
	p->dev->line(p, x, y);
}

void
pdf_curve(struct pdf *p, double x1, double y1, double x2, double y2,
    double x3, double y3)
{
	const double v[6] = { x1, y1, x2, y2, x3, y3 };

	p->dev->curve(p, v);
}

void
pdf_close(struct pdf *p)
{
	p->dev->close(p);
}

void
pdf_circle(struct pdf *p, double x, double y, double r)
{
	/* Four quarter Béziers, k = 4/3 (sqrt 2 - 1). */
	double k = 0.5522847498 * r;

	pdf_move(p, x + r, y);
	pdf_curve(p, x + r, y + k, x + k, y + r, x, y + r);
	pdf_curve(p, x - k, y + r, x - r, y + k, x - r, y);
	pdf_curve(p, x - r, y - k, x - k, y - r, x, y - r);
	pdf_curve(p, x + k, y - r, x + r, y - k, x + r, y);
	pdf_close(p);
}

void
pdf_rect(struct pdf *p, double x, double y, double w, double h)
{
	p->dev->rect(p, x, y, w, h);
}

void
pdf_stroke(struct pdf *p)
{
	p->dev->paint(p, PDF_PAINT_STROKE);
}

void
pdf_fill(struct pdf *p)
{
	p->dev->paint(p, PDF_PAINT_FILL);
}

void
pdf_fill_stroke(struct pdf *p)
{
	p->dev->paint(p, PDF_PAINT_FILL | PDF_PAINT_STROKE);
}

void
pdf_fill_eo(struct pdf *p, int stroke)
{
	p->dev->paint(p, PDF_PAINT_FILL | PDF_PAINT_EO |
	    (stroke ? PDF_PAINT_STROKE : 0));
}

void
pdf_clip(struct pdf *p)
{
	p->dev->clip(p, 0);
}

void
pdf_clip_eo(struct pdf *p)
{
	p->dev->clip(p, 1);
}

void
pdf_clip_rect(struct pdf *p, double x, double y, double w, double h)
{
	p->dev->clip_rect(p, x, y, w, h);
}

void
pdf_save(struct pdf *p)
{
	p->dev->save(p);
}

void
pdf_restore(struct pdf *p)
{
	p->dev->restore(p);
}

void
pdf_transform(struct pdf *p, double x, double y, double a, double s)
{
	double c = cos(a) * s, n = sin(a) * s;
	const double m[6] = { c, n, -n, c, x, y };

	p->dev->matrix(p, m);
}

/* pdf_latin1: UTF-8 to the font's single-byte encoding; others become '?'. */
void
pdf_latin1(const char *s, char *out, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	size_t k = 0;

	while (*u && k + 1 < n) {
		if (*u < 0x80) {
			out[k++] = (char)*u++;
		} else if ((*u & 0xe0) == 0xc0 && (u[1] & 0xc0) == 0x80) {
			unsigned c = ((unsigned)(*u & 0x1f) << 6) |
			    (u[1] & 0x3f);

			out[k++] = c >= 0xa0 && c <= 0xff ? (char)c : '?';
			u += 2;
		} else {
			out[k++] = '?';
			u++;
			while ((*u & 0xc0) == 0x80)
				u++;
		}
	}
	out[k] = '\0';
}

double
pdf_text_width(struct pdf *p, double pt, const char *utf8)
{
	return p->dev->text_width(p, pt, utf8);
}

void
pdf_text(struct pdf *p, double x, double y, double pt, int align,
    const char *utf8)
{
	char buf[512];
	double w;

	pdf_latin1(utf8, buf, sizeof(buf));
	/* (The PDF backend's black overprint follows the text's box.) */
	w = align == PDF_LEFT && !p->overprint ? 0 :
	    pdf_text_width(p, pt, utf8);
	if (align == PDF_CENTER)
		x -= w / 2;
	else if (align == PDF_RIGHT)
		x -= w;
	p->dev->text(p, x, y, pt / NUM_PT_PER_MM, w, buf);
}

void
pdf_page_of(const struct pdf *p, char *buf, size_t len)
{
	if (p->numbered)
		snprintf(buf, len, "%s", "");
	else
		snprintf(buf, len, "%zu/", pdf_pages(p));
}

double
pdf_total_room(struct pdf *p, double pt)
{
	return pdf_text_width(p, pt, p->numbered ? "99999/99999" : "00");
}

double
pdf_page_total(struct pdf *p, double x, double y, double pt)
{
	return p->dev->page_total(p, x, y, pt);
}

int
pdf_form_begin(struct pdf *p, double x0, double y0, double x1, double y1)
{
	const double box[4] = { x0, y0, x1, y1 };

	return p->dev->form_begin(p, box);
}

int
pdf_form_end(struct pdf *p)
{
	return p->dev->form_end(p);
}

void
pdf_form_place(struct pdf *p, int id, double x, double y, double a,
    double s)
{
	double c = cos(a) * s, n = sin(a) * s;
	const double m[6] = { c, n, -n, c, x, y };

	p->dev->form_place(p, id, m);
}

int
pdf_form_find(const struct pdf *p, const void *key, int part)
{
	size_t i;

	for (i = 0; i < p->nknown; i++)
		if (p->known[i].key == key && p->known[i].part == part)
			return p->known[i].id;
	return -1;
}

void
pdf_form_keep(struct pdf *p, const void *key, int part, int id)
{
	p->known = mem_grow(p->known, &p->capknown, p->nknown + 1,
	    sizeof(*p->known));
	p->known[p->nknown].key = key;
	p->known[p->nknown].part = part;
	p->known[p->nknown++].id = id;
}

/* Images are kept by key with the forms, as a part of their own. */
#define IMAGE_PART (-7)

int
pdf_image_rgb(struct pdf *p, const void *key, const unsigned char *rgb,
    int w, int h, const struct pdf_image_src *src, struct diag *d)
{
	int id = pdf_form_find(p, key, IMAGE_PART);

	if (id >= 0)
		return id;
	if ((id = p->dev->image(p, rgb, w, h, src, d)) < 0)
		return -1;
	pdf_form_keep(p, key, IMAGE_PART, id);
	return id;
}

void
pdf_image_place(struct pdf *p, int id, double x, double y, double w,
    double h)
{
	p->dev->image_place(p, id, x, y, w, h);
}

int
pdf_write(struct pdf *p, FILE *out, struct diag *d)
{
	return p->dev->write(p, out, d);
}
