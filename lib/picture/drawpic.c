/* drawpic.c: a style's pictures on the page (drawpic.h). */
#include "picture/drawpic.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "board/style_asset.h"
#include "core/mem.h"
#include "picture/picture.h"

/* One file's picture, decoded. */
struct drawpic {
	char file[STYLE_PICTURE_FILE];
	struct picture pic;
	double light;   /* its mean L* */
	uint32_t tone;  /* its mean colour, 0xRRGGBB */
	int warned;
};

void
draw_pictures_init(struct draw_pictures *s, const char *tool)
{
	memset(s, 0, sizeof(*s));
	s->tool = tool;
}

void
draw_pictures_fini(struct draw_pictures *s)
{
	size_t i;

	for (i = 0; i < s->n; i++) {
		picture_fini(&s->v[i]->pic);
		free(s->v[i]);
	}
	free(s->v);
	memset(s, 0, sizeof(*s));
}

const struct style_picture *
draw_picture_of(const struct rules *r, const char *place)
{
	size_t i;

	for (i = 0; i < r->npicture; i++)
		if (strcmp(r->picture[i].place, place) == 0)
			return &r->picture[i];
	return NULL;
}

/* decode: pc's file read and decoded into pic; -1 with the line in d. */
static int
decode(const struct rules *r, const struct style_picture *pc,
    struct picture *pic, int header_only, struct diag *d)
{
	const struct style_asset *a = style_asset_find(r, pc->file);
	char err[256];
	int rc = -1, w, h;

	memset(pic, 0, sizeof(*pic));
	if (!a)
		snprintf(err, sizeof(err), "not among the style's files");
	else
		rc = header_only ? picture_header(a->bytes, a->len, pc->file,
		    &w, &h, err, sizeof(err)) : picture_decode(a->bytes,
		    a->len, pc->file, pic, err, sizeof(err));
	if (rc < 0)
		diag_add(d, DIAG_FATAL, r->style_origin, pc->line, NULL, NULL,
		    "picture %s: %s", pc->file, err);
	return rc;
}

int
draw_pictures_check(const struct rules *r, struct diag *d)
{
	struct picture pic;
	size_t i;

	for (i = 0; i < r->npicture; i++)
		if (decode(r, &r->picture[i], &pic, 1, d) < 0)
			return -1;
	return 0;
}

/* entry: pc's file decoded, once per run; NULL with the line in d. */
static struct drawpic *
entry(struct draw_pictures *s, const struct rules *r,
    const struct style_picture *pc, struct diag *d)
{
	struct drawpic *e;
	size_t i;

	for (i = 0; i < s->n; i++)
		if (strcmp(s->v[i]->file, pc->file) == 0)
			return s->v[i];
	e = mem_calloc(1, sizeof(*e));
	if (decode(r, pc, &e->pic, 0, d) < 0) {
		free(e);
		return NULL;
	}
	e->light = picture_lightness(&e->pic);
	e->tone = picture_tone(&e->pic);
	snprintf(e->file, sizeof(e->file), "%s", pc->file);
	s->v = mem_grow(s->v, &s->cap, s->n + 1, sizeof(*s->v));
	s->v[s->n++] = e;
	return e;
}

/*
 * light_ok: e light enough for pc's place: every place but a logo lies
 * under the board's black text and lines. 0, or -1 with the line in d.
 */
static int
light_ok(const struct rules *r, const struct style_picture *pc,
    const struct drawpic *e, struct diag *d)
{
	if (e->light >= DRAWPIC_MIN_LIGHT || strcmp(pc->place, "logo") == 0)
		return 0;
	diag_add(d, DIAG_FATAL, r->style_origin, pc->line, NULL, NULL,
	    "picture %s: too dark under the board's black text and lines: its "
	    "mean lightness is L* %.0f, at least %d is needed", pc->file,
	    floor(e->light), DRAWPIC_MIN_LIGHT);
	return -1;
}

/* ppi: the effective resolution of e drawn pw x ph mm; warns once. */
static int
ppi_ok(struct draw_pictures *s, const struct rules *r,
    const struct style_picture *pc, struct drawpic *e, double pw,
    double ph, struct diag *d)
{
	double ppi = fmin(e->pic.w * 25.4 / pw, e->pic.h * 25.4 / ph);

	if (ppi < DRAWPIC_LEAST_PPI) {
		diag_add(d, DIAG_FATAL, r->style_origin, pc->line, NULL, NULL,
		    "picture %s: %.0f ppi at its printed size, under %d: "
		    "refused", pc->file, floor(ppi), DRAWPIC_LEAST_PPI);
		return -1;
	}
	if (ppi < DRAWPIC_GOOD_PPI && !e->warned) {
		fprintf(stderr, "%s: %s:%u: picture %s: %.0f ppi at its "
		    "printed size, under %d\n", s->tool, r->style_origin,
		    pc->line, pc->file, floor(ppi), DRAWPIC_GOOD_PPI);
		e->warned = 1;
	}
	return 0;
}

/* tiles: id at tw x th mm from the box's top-left corner on. */
static void
tiles(struct pdf *p, int id, double x, double y, double w, double h,
    double tw, double th)
{
	double i, j;

	for (j = 0; j < h; j += th)
		for (i = 0; i < w; i += tw)
			pdf_image_place(p, id, x + i, y + j, tw, th);
}

int
draw_picture_tone(struct draw_pictures *s, const struct rules *r,
    const struct style_picture *pc, uint32_t *rgb, struct diag *d)
{
	struct drawpic *e = entry(s, r, pc, d);

	if (!e)
		return -1;
	*rgb = e->tone;
	return 0;
}

int
draw_picture(struct pdf *p, struct draw_pictures *s,
    const struct rules *r, const struct style_picture *pc, double x,
    double y, double w, double h, int clip, struct diag *d)
{
	struct drawpic *e = entry(s, r, pc, d);
	const struct style_asset *a = style_asset_find(r, pc->file);
	const char *dot = strrchr(pc->file, '.');
	struct pdf_image_src src = { dot && strcasecmp(dot, ".png") == 0 ?
		"image/png" : "image/jpeg", a ? a->bytes : NULL, a ? a->len : 0 };
	double pw, ph, k;
	int id;

	if (!e || light_ok(r, pc, e, d) < 0 || (id = pdf_image_rgb(p, e, e->pic.rgb, e->pic.w, e->pic.h,
	    &src, d)) < 0)
		return -1;
	if (pc->fit == STYLE_FIT_TILE) {
		pw = pc->tile;
		ph = pc->tile * e->pic.h / e->pic.w;
	} else {
		k = pc->fit == STYLE_FIT_COVER ?
		    fmax(w / e->pic.w, h / e->pic.h) :
		    fmin(w / e->pic.w, h / e->pic.h);
		pw = e->pic.w * k;
		ph = e->pic.h * k;
	}
	if (ppi_ok(s, r, pc, e, pw, ph, d) < 0)
		return -1;
	pdf_save(p);
	if (clip)
		pdf_clip(p);
	pdf_clip_rect(p, x, y, w, h);
	if (pc->fit == STYLE_FIT_TILE)
		tiles(p, id, x, y, w, h, pw, ph);
	else
		pdf_image_place(p, id, x + (w - pw) / 2, y + (h - ph) / 2, pw,
		    ph);
	pdf_restore(p);
	return 0;
}

int
draw_logo_size(const struct rules *r, double *w, double *h)
{
	const struct style_picture *pc = draw_picture_of(r, "logo");
	const struct style_asset *a = pc ? style_asset_find(r, pc->file) :
	    NULL;
	char err[256];
	int pw, ph;

	*w = *h = 0;
	if (!a || picture_header(a->bytes, a->len, pc->file, &pw, &ph, err,
	    sizeof(err)) < 0 || pw < 1 || ph < 1)
		return 0;
	*h = pc->height;
	*w = pc->height * pw / ph;
	return 1;
}

int
draw_logo(struct pdf *p, struct draw_pictures *s, const struct rules *r,
    double x, double y, struct diag *d)
{
	const struct style_picture *pc = draw_picture_of(r, "logo");
	double w, h;

	if (!s || !pc || !draw_logo_size(r, &w, &h))
		return 0;
	return draw_picture(p, s, r, pc, x, y, w, h, 0, d);
}
