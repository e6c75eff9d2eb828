/*
 * impose_marks.c: what a press sheet carries besides its boards (see
 * impose_int.h): crop marks outside every bleed, registration targets, a
 * colour bar and the slug, and the slug's font: DejaVu Sans's outlines
 * (read with HarfBuzz) as a Type 3 font of the printable ASCII
 * characters, with a ToUnicode map so the slug reads back as text. The
 * boards' own fonts are subsets with only their glyphs, and a Type 3 font
 * is wholly in the file, as PDF/X asks, with no font program to cut.
 */
#include <hb.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/rfile.h"
#include "impose/impose_int.h"

/* Lengths, mm: how far from the sheet's edge anything is printed, where
 * a crop mark starts past the bleed and how long it is at most, the
 * colour bar's height (its patches are square). */
#define EDGE 1.0
#define OFF 0.5
#define LEN 5.0
#define BAR 2.5
#define MIN_MARK 1.0
/* A target's clearance from a bleed or the grip, its smallest radius
 * (none is drawn where less room is left) and its cross's reach past its
 * ring; the marks' line width, points. */
#define CLEAR 0.3
#define MIN_TARGET 0.8
#define CROSS 1.35
#define LW 0.25

#define MM IMPOSE_MM

/* The colour bar's patches: the four inks solid and at half, then the
 * solids of two and three inks over each other, as they overprint. */
static const double patches[][4] = {
	{ 1, 0, 0, 0 }, { .5, 0, 0, 0 }, { 0, 1, 0, 0 }, { 0, .5, 0, 0 },
	{ 0, 0, 1, 0 }, { 0, 0, .5, 0 }, { 0, 0, 0, 1 }, { 0, 0, 0, .5 },
	{ 1, 1, 0, 0 }, { 1, 0, 1, 0 }, { 0, 1, 1, 0 }, { 1, 1, 1, 0 },
};
#define NPATCH (sizeof(patches) / sizeof(patches[0]))

/* The side's geometry: where marks may go, the boards' block, the bar. */
struct geo {
	struct irect a;     /* inside the edges, out of the grip */
	struct irect block; /* the bleeds' union */
	struct irect bar;   /* the colour bar and slug (x1 <= x0: none) */
	struct impose_mat bm; /* the bar's frame: u along, v across */
	double blen;        /* its length */
	int strip;          /* the bar's strip: 0 head, 1 foot, 2 left,
			     * 3 right, -1 none */
};

static void
geometry(struct geo *g, const struct iside *s)
{
	const struct impose_opt *o = s->o;
	double w = o->sheet_w * MM, h = o->sheet_h * MM, t[4];
	int i;

	g->a = (struct irect){ EDGE * MM, fmax(o->grip, EDGE) * MM,
	    w - EDGE * MM, h - (o->turn == IMPOSE_TUMBLE ?
	    fmax(o->grip, EDGE) : EDGE) * MM };
	g->block = (struct irect){ 1e30, 1e30, -1e30, -1e30 };
	for (i = 0; i < s->n; i++) {
		g->block.x0 = fmin(g->block.x0, s->bleed[i].x0);
		g->block.y0 = fmin(g->block.y0, s->bleed[i].y0);
		g->block.x1 = fmax(g->block.x1, s->bleed[i].x1);
		g->block.y1 = fmax(g->block.y1, s->bleed[i].y1);
	}
	if (!s->n)
		g->block = (struct irect){ w / 2, h / 2, w / 2, h / 2 };
	t[0] = g->a.y1 - g->block.y1;
	t[1] = g->block.y0 - g->a.y0;
	t[2] = g->block.x0 - g->a.x0;
	t[3] = g->a.x1 - g->block.x1;
	g->strip = -1;
	g->bar = (struct irect){ 0, 0, 0, 0 };
	for (i = 0; i < 4 && g->strip < 0; i++)
		if (t[i] >= (BAR + OFF + MIN_MARK) * MM)
			g->strip = i;
	if (g->strip == 0 || g->strip == 1) {
		g->bar = g->a;
		if (g->strip == 0)
			g->bar.y0 = g->a.y1 - BAR * MM;
		else
			g->bar.y1 = g->a.y0 + BAR * MM;
		g->bm = (struct impose_mat){ 1, 0, 0, 1, g->bar.x0, g->bar.y0 };
		g->blen = g->bar.x1 - g->bar.x0;
	} else if (g->strip > 1) {
		g->bar = g->a;
		if (g->strip == 2)
			g->bar.x1 = g->a.x0 + BAR * MM;
		else
			g->bar.x0 = g->a.x1 - BAR * MM;
		/* Read upwards: a quarter turn left. */
		g->bm = (struct impose_mat){ 0, 1, -1, 0, g->bar.x1, g->bar.y0 };
		g->blen = g->bar.y1 - g->bar.y0;
	}
}

/*
 * reach: where a mark from a along an axis (dir +1 or -1; c its place
 * across, r's coordinates given along and across by the axis) may end;
 * NAN when its start is blocked. r is a board's bleed or the bar.
 */
static double
reach(double a, double c, int dir, double end, const struct irect *r,
    int vertical)
{
	double lo = vertical ? r->y0 : r->x0, hi = vertical ? r->y1 : r->x1;
	double clo = vertical ? r->x0 : r->y0, chi = vertical ? r->x1 : r->y1;
	double eps = 1e-3, off = OFF * MM;

	if (c <= clo + eps || c >= chi - eps)
		return end;
	if (a > lo - off + eps && a < hi + off - eps)
		return NAN;
	if (dir < 0 && hi + off <= a + eps)
		return fmax(end, hi + off);
	if (dir > 0 && lo - off >= a - eps)
		return fmin(end, lo - off);
	return end;
}

/* mark: a crop mark from a (dir away from its board) at c across, cut
 * short by every bleed, the bar and the printable area. */
static void
mark(struct ibuf *b, const struct iside *s, const struct geo *g, double a,
    double c, int dir, int vertical)
{
	double lo = vertical ? g->a.y0 : g->a.x0, hi = vertical ? g->a.y1 :
	    g->a.x1, clo = vertical ? g->a.x0 : g->a.y0, chi = vertical ?
	    g->a.x1 : g->a.y1;
	double end = a + dir * LEN * MM;
	int i;

	if (c < clo || c > chi || a < lo || a > hi)
		return;
	end = fmax(lo, fmin(hi, end));
	for (i = 0; i < s->n && !isnan(end); i++)
		end = reach(a, c, dir, end, &s->bleed[i], vertical);
	if (!isnan(end) && g->strip >= 0)
		end = reach(a, c, dir, end, &g->bar, vertical);
	if (isnan(end) || fabs(end - a) < MIN_MARK * MM)
		return;
	if (vertical)
		ibuf_printf(b, "%.3f %.3f m %.3f %.3f l\n", c, a, c, end);
	else
		ibuf_printf(b, "%.3f %.3f m %.3f %.3f l\n", a, c, end, c);
}

/* crop_marks: each board's trim lines carried out past its bleed. */
static void
crop_marks(struct ibuf *b, const struct iside *s, const struct geo *g)
{
	const struct irect *t, *bl;
	int i;

	ibuf_printf(b, "q %g w 0 J /All CS 1 SCN\n", LW);
	for (i = 0; i < s->n; i++) {
		t = &s->trim[i];
		bl = &s->bleed[i];
		mark(b, s, g, bl->x0 - OFF * MM, t->y0, -1, 0);
		mark(b, s, g, bl->x0 - OFF * MM, t->y1, -1, 0);
		mark(b, s, g, bl->x1 + OFF * MM, t->y0, 1, 0);
		mark(b, s, g, bl->x1 + OFF * MM, t->y1, 1, 0);
		mark(b, s, g, bl->y0 - OFF * MM, t->x0, -1, 1);
		mark(b, s, g, bl->y0 - OFF * MM, t->x1, -1, 1);
		mark(b, s, g, bl->y1 + OFF * MM, t->x0, 1, 1);
		mark(b, s, g, bl->y1 + OFF * MM, t->x1, 1, 1);
	}
	ibuf_printf(b, "S Q\n");
}

/* target: a registration target of radius r at (x, y): a ring and a
 * cross through it. */
static void
target(struct ibuf *b, double x, double y, double r)
{
	double k = 0.5523 * r, c = CROSS * r;

	ibuf_printf(b, "%.3f %.3f m %.3f %.3f %.3f %.3f %.3f %.3f c\n", x + r,
	    y, x + r, y + k, x + k, y + r, x, y + r);
	ibuf_printf(b, "%.3f %.3f %.3f %.3f %.3f %.3f c\n", x - k, y + r,
	    x - r, y + k, x - r, y);
	ibuf_printf(b, "%.3f %.3f %.3f %.3f %.3f %.3f c\n", x - r, y - k,
	    x - k, y - r, x, y - r);
	ibuf_printf(b, "%.3f %.3f %.3f %.3f %.3f %.3f c h\n", x + k, y - r,
	    x + r, y - k, x + r, y);
	ibuf_printf(b, "%.3f %.3f m %.3f %.3f l %.3f %.3f m %.3f %.3f l\n",
	    x - c, y, x + c, y, x, y - c, x, y + c);
}

/*
 * targets: a target in the middle of each strip around the boards but
 * the bar's, along it at the middle of the board nearest the sheet's
 * middle (where no crop mark runs: they run at the trim's edges). Its
 * ink (the cross's arms, CROSS times the ring's radius, and half the
 * line) keeps CLEAR mm from the strip's sides, a bleed and the grip or
 * the sheet's edge, and from the ends of that board's trim along it: the
 * target is made smaller to fit, and left out where it would be under
 * MIN_TARGET mm (a narrow strip: a margin or grip that holds no target).
 */
static void
targets(struct ibuf *b, const struct iside *s, const struct geo *g)
{
	double mid[2] = { s->o->sheet_w * MM / 2, s->o->sheet_h * MM / 2 };
	double lo[4] = { g->block.y1, g->a.y0, g->a.x0, g->block.x1 };
	double hi[4] = { g->a.y1, g->block.y0, g->block.x0, g->a.x1 };
	double at, half, r, best, c, h, room;
	int i, j, ax;

	if (!s->n)
		return;
	ibuf_printf(b, "q %g w /All CS 1 SCN\n", LW);
	for (i = 0; i < 4; i++) {
		if (i == g->strip || hi[i] - lo[i] < 2 * MM)
			continue;
		/* ax: the axis along the strip (0 x for head and foot). */
		ax = i < 2 ? 0 : 1;
		best = 1e30;
		at = half = 0;
		for (j = 0; j < s->n; j++) {
			c = ax ? (s->trim[j].y0 + s->trim[j].y1) / 2 :
			    (s->trim[j].x0 + s->trim[j].x1) / 2;
			h = ax ? (s->trim[j].y1 - s->trim[j].y0) / 2 :
			    (s->trim[j].x1 - s->trim[j].x0) / 2;
			if (fabs(c - mid[ax]) < best - 1e-6) {
				best = fabs(c - mid[ax]);
				at = c;
				half = h;
			}
		}
		/* The arms reach furthest, across the strip and along it. */
		room = fmin((hi[i] - lo[i]) / 2 - CLEAR * MM, half - 1 * MM);
		r = fmin(2.5 * MM, (room - LW / 2) / CROSS);
		if (r < MIN_TARGET * MM)
			continue;
		if (ax)
			target(b, (lo[i] + hi[i]) / 2, at, r);
		else
			target(b, at, (lo[i] + hi[i]) / 2, r);
	}
	ibuf_printf(b, "S Q\n");
}

/* text: s as a PDF literal string's bytes (printable ASCII; anything
 * else '?'), each character marked in used. */
static void
text(struct ibuf *b, const char *s, unsigned char *used)
{
	for (; *s; s++) {
		int c = (unsigned char)*s;

		if (c < 32 || c > 126)
			c = '?';
		used[c - 32] = 1;
		ibuf_printf(b, c == '(' || c == ')' || c == '\\' ? "\\%c" :
		    "%c", c);
	}
}

/* bar: the colour bar's patches, then the slug, in the bar's frame. */
static void
bar(struct ibuf *b, const struct iside *s, const struct geo *g)
{
	const struct impose_mat m = g->bm;
	double h = BAR * MM, x = 0, size, wid = 0, room;
	const char *p;
	size_t i;
	int j, k;

	ibuf_printf(b, "q %.4f %.4f %.4f %.4f %.3f %.3f cm\n", m.a, m.b, m.c,
	    m.d, m.e, m.f);
	if (g->blen >= (NPATCH + (size_t)s->nspot) * h + 40 * MM) {
		for (i = 0; i < NPATCH; i++, x += h)
			ibuf_printf(b, "%g %g %g %g k %.3f 0 %.3f %.3f re f\n",
			    patches[i][0], patches[i][1], patches[i][2],
			    patches[i][3], x, h, h);
		/* Each spot solid, in its own colour space: of a DeviceN's
		 * colourants, that one at full tint and the others none. */
		for (j = 0; j < s->nspot; j++, x += h) {
			ibuf_printf(b, "/P%d cs", j);
			for (k = 0; k < s->spot[j].ncomp; k++)
				ibuf_printf(b, " %d", k == s->spot[j].comp);
			ibuf_printf(b, " scn %.3f 0 %.3f %.3f re f\n", x, h,
			    h);
		}
		x += 2 * MM;
	}
	for (p = s->slug; *p; p++)
		wid += s->adv[(*p >= 32 && *p <= 126 ? *p : '?') - 32];
	/* DejaVu Sans from its descender to its ascender is about an em:
	 * the slug fills the bar's height, or less to fit its length. */
	room = g->blen - x;
	size = fmin(h * 0.95, wid > 0 ? room * 1000 / wid : h);
	if (size >= 3) {
		ibuf_printf(b, "BT /S %.3f Tf 0 0 0 1 k %.3f %.3f Td (", size,
		    x, 0.24 * size);
		text(b, s->slug, s->used);
		ibuf_printf(b, ") Tj ET\n");
	}
	ibuf_printf(b, "Q\n");
}

void
imposem_marks(struct ibuf *b, const struct iside *s)
{
	struct geo g;

	geometry(&g, s);
	crop_marks(b, s, &g);
	targets(b, s, &g);
	if (g.strip >= 0)
		bar(b, s, &g);
}

/* The slug's font. */

/* open_font: the font at path at 1,000 units an em, or NULL (rf says why
 * when the file could not be read, else HarfBuzz did not take it). */
static hb_font_t *
open_font(const char *path, struct rfile *rf)
{
	size_t len;
	char *data = rfile_read(path, (size_t)64 << 20, &len, rf);
	hb_blob_t *blob;
	hb_face_t *face;
	hb_font_t *font;

	/* Read as every font file is (core/rfile.h), never opened blocking;
	 * at most 64 MiB, so its length is an unsigned. */
	if (!data)
		return NULL;
	blob = hb_blob_create(data, (unsigned)len, HB_MEMORY_MODE_WRITABLE,
	    data, free);
	face = hb_face_create(blob, 0);
	hb_blob_destroy(blob);
	if (!hb_face_get_glyph_count(face)) {
		hb_face_destroy(face);
		return NULL;
	}
	font = hb_font_create(face);
	hb_face_destroy(face);
	hb_font_set_scale(font, 1000, 1000);
	return font;
}

/* font_fail: m's one line for the font at path open_font did not take. */
static int
font_fail(struct merge *m, const char *path, const struct rfile *rf)
{
	if (rf->status != RFILE_OK)
		return pdfm_fail(m, NULL, NULL, "%s: cannot read the TrueType "
		    "font: %s", path, rf->why);
	return pdfm_fail(m, NULL, NULL, "%s: not a font HarfBuzz reads",
	    path);
}

/* glyph: character c's glyph (c itself must be in the font: DejaVu has
 * every printable ASCII character). */
static hb_codepoint_t
glyph(hb_font_t *font, int c)
{
	hb_codepoint_t g = 0;

	hb_font_get_nominal_glyph(font, (hb_codepoint_t)c, &g);
	return g;
}

int
imposem_advances(struct merge *m, const char *path, double adv[95])
{
	struct rfile rf;
	hb_font_t *font = open_font(path, &rf);
	int c;

	if (!font)
		return font_fail(m, path, &rf);
	for (c = 32; c <= 126; c++)
		adv[c - 32] = hb_font_get_glyph_h_advance(font,
		    glyph(font, c));
	hb_font_destroy(font);
	return 0;
}

static void
move_to(hb_draw_funcs_t *f, void *b, hb_draw_state_t *st, float x, float y,
    void *u)
{
	(void)f, (void)st, (void)u;
	ibuf_printf(b, "%.0f %.0f m\n", x, y);
}

static void
line_to(hb_draw_funcs_t *f, void *b, hb_draw_state_t *st, float x, float y,
    void *u)
{
	(void)f, (void)st, (void)u;
	ibuf_printf(b, "%.0f %.0f l\n", x, y);
}

static void
cubic_to(hb_draw_funcs_t *f, void *b, hb_draw_state_t *st, float x1,
    float y1, float x2, float y2, float x, float y, void *u)
{
	(void)f, (void)st, (void)u;
	ibuf_printf(b, "%.0f %.0f %.0f %.0f %.0f %.0f c\n", x1, y1, x2, y2, x,
	    y);
}

static void
close_path(hb_draw_funcs_t *f, void *b, hb_draw_state_t *st, void *u)
{
	(void)f, (void)st, (void)u;
	ibuf_printf(b, "h\n");
}

/* put_stream: an object num holding stream s, at the output's end. */
static void
put_stream(struct merge *m, uint32_t num, const struct ibuf *s)
{
	pdfm_xref_entry(m, num, m->off);
	pdfm_putf(m, "%u 0 obj\n<< /Length %zu >>\nstream\n", num, s->n);
	pdfm_put(m, s->p, s->n);
	pdfm_put(m, "\nendstream\nendobj\n", 18);
}

/* char_procs: each used character's glyph procedure (d1: the text's
 * colour), objects from first on. */
static void
char_procs(struct merge *m, hb_font_t *font, const unsigned char *used,
    uint32_t first)
{
	hb_draw_funcs_t *df = hb_draw_funcs_create();
	hb_glyph_extents_t x;
	struct ibuf b = { 0 };
	hb_codepoint_t g;
	int c;

	hb_draw_funcs_set_move_to_func(df, move_to, NULL, NULL);
	hb_draw_funcs_set_line_to_func(df, line_to, NULL, NULL);
	hb_draw_funcs_set_cubic_to_func(df, cubic_to, NULL, NULL);
	hb_draw_funcs_set_close_path_func(df, close_path, NULL, NULL);
	for (c = 32; c <= 126; c++) {
		if (!used[c - 32])
			continue;
		g = glyph(font, c);
		memset(&x, 0, sizeof(x));
		hb_font_get_glyph_extents(font, g, &x);
		b.n = 0;
		ibuf_printf(&b, "%d 0 %d %d %d %d d1\n",
		    hb_font_get_glyph_h_advance(font, g), x.x_bearing,
		    x.y_bearing + x.height, x.x_bearing + x.width,
		    x.y_bearing);
		hb_font_get_glyph_shape(font, g, df, &b);
		ibuf_printf(&b, "f\n");
		put_stream(m, first++, &b);
	}
	hb_draw_funcs_destroy(df);
	free(b.p);
}

/* The ToUnicode map: the codes are the characters. */
static const char to_unicode[] =
	"/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
	"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> "
	"def\n/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n"
	"1 begincodespacerange\n<00> <FF>\nendcodespacerange\n"
	"1 beginbfrange\n<20> <7E> <0020>\nendbfrange\nendcmap\n"
	"CMapName currentdict /CMap defineresource pop\nend\nend\n";

int
imposem_font(struct merge *m, uint32_t num, const char *path,
    const unsigned char used[95])
{
	struct rfile rf;
	hb_font_t *font = open_font(path, &rf);
	struct ibuf cm = { (char *)to_unicode, sizeof(to_unicode) - 1, 0 };
	uint32_t procs, cmap, k;
	int c, n = 0;

	if (!font)
		return font_fail(m, path, &rf);
	for (c = 0; c < 95; c++)
		n += used[c] != 0;
	procs = m->next;
	m->next += (uint32_t)n;
	cmap = m->next++;
	char_procs(m, font, used, procs);
	put_stream(m, cmap, &cm);
	pdfm_xref_entry(m, num, m->off);
	pdfm_putf(m, "%u 0 obj\n<<\n/Type /Font\n/Subtype /Type3\n", num);
	pdfm_putf(m, "/FontBBox [-1100 -500 2000 1300]\n/FontMatrix [0.001 0 "
	    "0 0.001 0 0]\n");
	pdfm_putf(m, "/FirstChar 32\n/LastChar 126\n/Widths [");
	for (c = 32; c <= 126; c++)
		pdfm_putf(m, "%s%d", c > 32 ? " " : "",
		    hb_font_get_glyph_h_advance(font, glyph(font, c)));
	/* Only the characters the slugs use have a glyph: the others' codes
	 * name none (and have a width, as /Widths must list them all). */
	pdfm_putf(m, "]\n/Encoding << /Type /Encoding /Differences [");
	for (c = 32; c <= 126; c++)
		if (used[c - 32])
			pdfm_putf(m, " %d /g%d", c, c);
	pdfm_putf(m, " ] >>\n/CharProcs <<");
	for (c = 32, k = procs; c <= 126; c++)
		if (used[c - 32])
			pdfm_putf(m, " /g%d %u 0 R", c, k++);
	pdfm_putf(m, " >>\n/Resources << >>\n/ToUnicode %u 0 R\n>>\nendobj\n",
	    cmap);
	hb_font_destroy(font);
	return 0;
}
