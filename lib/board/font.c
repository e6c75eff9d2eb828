/*
 * font.c: a style's font (TrueType, or OpenType with CFF outlines),
 * checked and measured with HarfBuzz.
 *
 * HarfBuzz reads the font: its faces, cmap, advances, glyph extents and
 * line metrics. What it does not tell is checked first from the bytes
 * (board/font_sfnt.c): the sfnt version, every table inside the file and
 * consistent with the others as libharu reads them (HarfBuzz quietly cuts
 * or mends what libharu would overflow on), OS/2's fsType (the embedding
 * licence), and the cmap's Windows Unicode subtable (HarfBuzz finds
 * Unicode in any; a PDF reader looks a simple TrueType font's glyphs up
 * in the (3,1) one, ISO 32000-1 9.6.6.4, which libharu reads only in
 * format 4), whose glyphs must be HarfBuzz's.
 *
 * An OpenType font with CFF outlines ('OTTO') has its CFF table checked
 * too (board/font_cff.c), and a glyph name for each code the pages may
 * draw, since a PDF finds a CFF glyph by its name (ISO 32000-1, 9.6.6.2).
 * libharu reads only TrueType: it is given a TrueType shell of the font
 * (its metrics, cmap and names, no outlines), and the PDF embeds the CFF
 * itself (pdf/pdf_font.c).
 */
#include "board/font.h"

#include <hb-ot.h>
#include <hb-subset.h>
#include <hb.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/font_cff.h"
#include "board/font_sfnt.h"
#include "core/be.h"
#include "core/mem.h"

struct font {
	hb_blob_t *blob;
	hb_blob_t *prog;          /* rebuilt by HarfBuzz: what libharu reads
				     (for CFF outlines, its TrueType shell) */
	char *name;
	int refs;                 /* font_free calls to come, less one */
	int cff;                  /* OpenType with CFF outlines ('OTTO') */
	unsigned short adv[224];  /* codes 32..255, thousandths of an em */
	struct font_metrics m;
};

/* The tables a TrueType font drawn through a PDF cannot do without (name:
 * the PostScript name a PDF's BaseFont is, which libharu will not do
 * without). */
static const char need_tables[][5] = {
	"OS/2", "cmap", "glyf", "head", "hhea", "hmtx", "loca", "maxp",
	"name",
};

/* kind_of: NULL when the bytes start a TrueType font or an OpenType CFF
 * one (*cff set), else what they are. */
static const char *
kind_of(const unsigned char *b, size_t len, int *cff)
{
	uint32_t v;

	*cff = 0;
	if (len < 12)
		return "not a font (too short)";
	v = be32(b);
	if (v == 0x00010000u || v == 0x74727565u) /* 'true' */
		return NULL;
	if (v == 0x4F54544Fu) { /* 'OTTO' */
		*cff = 1;
		return NULL;
	}
	if (v == 0x74746366u) /* 'ttcf' */
		return "a font collection (.ttc); name a single font (.ttf "
		    "or .otf)";
	if (v == 0x774F4646u || v == 0x774F4632u) /* 'wOFF', 'wOF2' */
		return "a WOFF web font; convert it to a TrueType .ttf";
	return "not a TrueType or OpenType font (no sfnt version "
	    "0x00010000, 'true' or 'OTTO')";
}

/* tables: the tables of need_tables there as HarfBuzz finds them ('CFF '
 * for glyf and loca when cff). */
static int
tables(hb_face_t *face, int cff, char *why, size_t n)
{
	hb_blob_t *t;
	unsigned i, len;
	const char *tag;

	for (i = 0; i < sizeof(need_tables) / sizeof(need_tables[0]); i++) {
		tag = need_tables[i];
		if (cff && strcmp(tag, "loca") == 0)
			continue;
		if (cff && strcmp(tag, "glyf") == 0)
			tag = "CFF ";
		t = hb_face_reference_table(face, hb_tag_from_string(tag, 4));
		len = hb_blob_get_length(t);
		hb_blob_destroy(t);
		if (len == 0) {
			snprintf(why, n, "no '%s' table%s", tag,
			    strcmp(tag, "glyf") == 0 ? " (only TrueType or "
			    "CFF outlines can be embedded)" : "");
			return -1;
		}
	}
	return 0;
}

/* glyph: the glyph of code point u, or 0 (.notdef) with -1. */
static int
glyph(hb_font_t *hf, unsigned u, hb_codepoint_t *g)
{
	*g = 0;
	return hb_font_get_nominal_glyph(hf, u, g) ? 0 : -1;
}

/* coverage: a glyph for printable ASCII and need's Latin-1 letters. */
static int
coverage(hb_font_t *hf, const char *need, char *why, size_t n)
{
	const unsigned char *s = (const unsigned char *)(need ? need : "");
	hb_codepoint_t g;
	unsigned c;

	if (glyph(hf, 'A', &g) < 0 && glyph(hf, '0', &g) < 0) {
		snprintf(why, n, "no Unicode character map (cmap) for Latin "
		    "text");
		return -1;
	}
	for (c = 0x20; c < 0x7f; c++)
		if (glyph(hf, c, &g) < 0) {
			snprintf(why, n, "no glyph for '%c' (U+%04X); the board "
			    "needs every printable ASCII character", c, c);
			return -1;
		}
	for (; *s; s++) {
		if ((*s & 0xe0) != 0xc0 || (s[1] & 0xc0) != 0x80)
			continue;
		c = ((unsigned)(*s & 0x1f) << 6) | (s[1] & 0x3f);
		if (c >= 0xa0 && c <= 0xff && glyph(hf, c, &g) < 0) {
			snprintf(why, n, "no glyph for U+%04X, which the rules "
			    "use", c);
			return -1;
		}
	}
	return 0;
}

/*
 * agree: libharu's glyph (the one its (3,1) format 4 subtable gives) and
 * HarfBuzz's (from the subtable it likes best) the same for every code
 * the pages may draw (printable ASCII and Latin-1, pdf_latin1), so that
 * the widths measured here are the widths in the PDF.
 */
static int
agree(hb_font_t *hf, const struct font_sfnt *s, char *why, size_t n)
{
	hb_codepoint_t g;
	unsigned c;

	for (c = 0x20; c < 0x100; c++) {
		if (c == 0x7f)
			c = 0xa0;
		(void)glyph(hf, c, &g);
		if (g != font_sfnt_glyph(s, c)) {
			snprintf(why, n, "damaged: its character maps give "
			    "U+%04X different glyphs (%u in the Windows "
			    "Unicode one, %u in another)", c,
			    font_sfnt_glyph(s, c), (unsigned)g);
			return -1;
		}
	}
	return 0;
}

/* name_ok: a glyph name a PDF's /Differences can hold as it is: the
 * characters of the Adobe Glyph List's names, 1 to 63 of them. */
static int
name_ok(const char *s)
{
	size_t i;

	for (i = 0; s[i]; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' &&
		    s[i] <= 'Z') || (s[i] >= '0' && s[i] <= '9') ||
		    s[i] == '.' || s[i] == '_' || s[i] == '-'))
			return 0;
	return i > 0 && i < 64;
}

/* names_of: names' work, on hf, a font of a face without 'post'. */
static int
names_of(hb_font_t *hf, char *why, size_t n)
{
	char nm[224][64], t[80];
	hb_codepoint_t g[224], h;
	unsigned c, i, k = 0;

	for (c = 0x20; c < 0x100; c++) {
		if (c == 0x7f)
			c = 0xa0;
		if (glyph(hf, c, &g[k]) < 0)
			continue;
		if (!hb_font_get_glyph_name(hf, g[k], t, sizeof(t)) ||
		    !name_ok(t)) {
			snprintf(why, n, "damaged: the glyph of U+%04X has no "
			    "name a PDF can use (its CFF charset)", c);
			return -1;
		}
		/* (HarfBuzz finds a glyph by name in its charset too) */
		for (i = 0; i < k; i++)
			if (g[i] != g[k] && strcmp(nm[i], t) == 0) {
				snprintf(why, n, "damaged: two glyphs are "
				    "named %s (its CFF charset)", t);
				return -1;
			}
		if (!hb_font_get_glyph_from_name(hf, t, -1, &h) || h != g[k]) {
			snprintf(why, n, "damaged: its glyph named %s is not "
			    "the glyph of U+%04X (its CFF charset)", t, c);
			return -1;
		}
		memcpy(nm[k++], t, sizeof(nm[0]));
	}
	return 0;
}

/* no_post: face's tables but 'post' (HarfBuzz then names glyphs from
 * the CFF's charset, not from post's names). */
static hb_blob_t *
no_post(hb_face_t *unused, hb_tag_t tag, void *face)
{
	return tag == HB_TAG('p', 'o', 's', 't') ? hb_blob_get_empty() :
	    hb_face_reference_table(face, tag);
}

/*
 * names: a CFF font's glyph for each code the pages may draw named by its
 * charset (a post table's names, which HarfBuzz would give first, are not
 * the ones a PDF reader finds the glyph by), each name one a PDF can
 * write and naming no other glyph, since a PDF reader finds a simple
 * font's CFF glyphs by name.
 */
static int
names(hb_face_t *face, char *why, size_t n)
{
	hb_face_t *nf = hb_face_create_for_tables(no_post,
	    hb_face_reference(face), (hb_destroy_func_t)hb_face_destroy);
	hb_font_t *hf = hb_font_create(nf);
	int rc = names_of(hf, why, n);

	hb_font_destroy(hf);
	hb_face_destroy(nf);
	return rc;
}

/* advances: the widths libharu gives codes 32..255: the glyph's (.notdef
 * for a code without one) advance * 1000 / upem, truncated. */
static void
advances(struct font *f, hb_font_t *hf, unsigned upem)
{
	hb_codepoint_t g;
	unsigned c;

	for (c = 32; c < 256; c++) {
		(void)glyph(hf, c, &g);
		f->adv[c - 32] = (unsigned short)((uint32_t)
		    hb_font_get_glyph_h_advance(hf, g) * 1000u / upem);
	}
}

/* ink: the highest top and lowest bottom of the glyphs of from..to, em. */
static void
ink(hb_font_t *hf, unsigned from, unsigned to, double upem, double *top,
    double *bottom)
{
	hb_glyph_extents_t e;
	hb_codepoint_t g;
	unsigned c;

	*top = *bottom = 0;
	for (c = from; c <= to; c++) {
		if (glyph(hf, c, &g) < 0 || !hb_font_get_glyph_extents(hf, g,
		    &e))
			continue;
		if (e.y_bearing / upem > *top)
			*top = e.y_bearing / upem;
		if (-(e.y_bearing + e.height) / upem > *bottom)
			*bottom = -(e.y_bearing + e.height) / upem;
	}
}

/*
 * hhea: the hhea table's ascender and descender, which libharu writes as
 * the FontDescriptor's Ascent and Descent (what a reader of the PDF takes
 * a word's box from), where HarfBuzz gives OS/2's typo metrics instead
 * when the font asks for those.
 */
static void
hhea(hb_face_t *face, hb_position_t *asc, hb_position_t *desc)
{
	hb_blob_t *t = hb_face_reference_table(face, HB_TAG('h', 'h', 'e',
	    'a'));
	unsigned len;
	const unsigned char *h = (const unsigned char *)hb_blob_get_data(t,
	    &len);

	*asc = *desc = 0;
	if (len >= 8) {
		*asc = (int16_t)be16(h + 4);
		*desc = (int16_t)be16(h + 6);
	}
	hb_blob_destroy(t);
}

/* measure: the heights: the line's (HarfBuzz's, hhea's) and the ink's,
 * the largest. */
static void
measure(struct font *f, hb_face_t *face, hb_font_t *hf, unsigned upem)
{
	hb_position_t asc, desc, hasc, hdesc;
	double top, bottom;

	hb_ot_metrics_get_position_with_fallback(hf,
	    HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER, &asc);
	hb_ot_metrics_get_position_with_fallback(hf,
	    HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER, &desc);
	hhea(face, &hasc, &hdesc);
	asc = asc > hasc ? asc : hasc;
	desc = desc < hdesc ? desc : hdesc;
	ink(hf, 0x20, 0x7e, upem, &top, &bottom);
	f->m.ink_top = top;
	f->m.ink_bottom = bottom;
	f->m.ascent = asc / (double)upem > top ? asc / (double)upem : top;
	f->m.descent = -desc / (double)upem > bottom ? -desc / (double)upem :
	    bottom;
	ink(hf, '0', '9', upem, &f->m.digit_top, &f->m.digit_bottom);
}

/*
 * tall: -1 when f's line is taller than the rooms the page keeps for a
 * line of text whatever the font (a caption's patch reaches 1.09 em above
 * its baseline and 0.33 em below; DejaVu Sans takes 0.93 and 0.24).
 */
static int
tall(const struct font *f, char *why, size_t n)
{
	if (f->m.ascent <= FONT_ASCENT_MAX && f->m.descent <= FONT_DESCENT_MAX)
		return 0;
	snprintf(why, n, "its lines are too tall for the board's text "
	    "(ascent %.2f em, descent %.2f em; at most %.2f and %.2f)",
	    f->m.ascent, f->m.descent, FONT_ASCENT_MAX, FONT_DESCENT_MAX);
	return -1;
}

/* The tables of the rebuilt font: those print/pdf_font.c embeds (of a
 * CFF font, the CFF and those its TrueType shell takes). */
static const char keep_tables[][5] = {
	"OS/2", "cmap", "cvt ", "fpgm", "glyf", "head", "hhea", "hmtx",
	"loca", "maxp", "name", "post", "prep",
};
static const char keep_cff[][5] = {
	"CFF ", "OS/2", "cmap", "head", "hhea", "hmtx", "maxp", "name",
	"post",
};

static int
kept(hb_tag_t t, int cff)
{
	size_t i;

	if (cff) {
		for (i = 0; i < sizeof(keep_cff) / sizeof(keep_cff[0]); i++)
			if (hb_tag_from_string(keep_cff[i], 4) == t)
				return 1;
		return 0;
	}
	for (i = 0; i < sizeof(keep_tables) / sizeof(keep_tables[0]); i++)
		if (hb_tag_from_string(keep_tables[i], 4) == t)
			return 1;
	return 0;
}

/* subset_input: the codes the pages draw, the tables kept, the names
 * libharu reads (Mac Roman ones too). NULL when out of memory. */
static hb_subset_input_t *
subset_input(hb_face_t *face, int cff)
{
	hb_subset_input_t *in = hb_subset_input_create_or_fail();
	hb_set_t *u, *drop;
	hb_tag_t tags[64];
	unsigned i, cnt, at = 0;

	if (!in)
		return NULL;
	u = hb_subset_input_unicode_set(in);
	hb_set_add_range(u, 0x20, 0x7e);
	hb_set_add_range(u, 0xa0, 0xff);
	hb_set_add(hb_subset_input_set(in, HB_SUBSET_SETS_NAME_LANG_ID), 0);
	hb_subset_input_set_flags(in, HB_SUBSET_FLAGS_NAME_LEGACY);
	drop = hb_subset_input_set(in, HB_SUBSET_SETS_DROP_TABLE_TAG);
	do {
		cnt = sizeof(tags) / sizeof(tags[0]);
		hb_face_get_table_tags(face, at, &cnt, tags);
		for (i = 0; i < cnt; i++)
			if (!kept(tags[i], cff))
				hb_set_add(drop, tags[i]);
		at += cnt;
	} while (cnt == sizeof(tags) / sizeof(tags[0]));
	return in;
}

/* same_widths: the rebuilt font's advances are f's. */
static int
same_widths(const struct font *f, hb_blob_t *prog, char *why, size_t n)
{
	hb_face_t *face = hb_face_create(prog, 0);
	hb_font_t *hf = hb_font_create(face);
	unsigned c, upem = hb_face_get_upem(face);
	hb_codepoint_t g;
	int rc = 0;

	for (c = 0x20; c < 0x100 && rc == 0; c++) {
		if (c == 0x7f)
			c = 0xa0;
		(void)glyph(hf, c, &g);
		if ((uint32_t)hb_font_get_glyph_h_advance(hf, g) * 1000u /
		    upem != f->adv[c - 32]) {
			snprintf(why, n, "damaged: U+%04X measures differently "
			    "once HarfBuzz rebuilds the font", c);
			rc = -1;
		}
	}
	hb_font_destroy(hf);
	hb_face_destroy(face);
	return rc;
}

/*
 * shell: f->prog, HarfBuzz's rebuild of a CFF font, made a TrueType shell
 * (board/font_cff.h) checked as a TrueType font is, with the same glyphs
 * for the same codes: what libharu is given.
 */
static int
shell(struct font *f, char *why, size_t n)
{
	unsigned len;
	const unsigned char *b = (const unsigned char *)hb_blob_get_data(
	    f->prog, &len);
	hb_blob_t *rebuilt = f->prog;
	struct font_sfnt s, t;
	unsigned char *sh;
	size_t slen;
	unsigned c;
	char w[200];
	int rc = 0;

	/* (t points into the rebuild, kept until the glyphs are compared;
	 * rebuild() checked these very bytes, so this check holds) */
	(void)font_sfnt_check(b, len, &t, w, sizeof(w));
	sh = font_cff_shell(b, len, &slen);
	f->prog = hb_blob_create((const char *)sh, (unsigned)slen,
	    HB_MEMORY_MODE_WRITABLE, sh, free);
	if (font_sfnt_check(sh, slen, &s, w, sizeof(w)) < 0) {
		snprintf(why, n, "damaged: its TrueType shell is not sound "
		    "(%s)", w);
		rc = -1;
	}
	for (c = 0x20; c < 0x100 && rc == 0; c++)
		if (font_sfnt_glyph(&s, c) != font_sfnt_glyph(&t, c)) {
			snprintf(why, n, "damaged: its TrueType shell gives "
			    "U+%04X another glyph", c);
			rc = -1;
		}
	hb_blob_destroy(rebuilt);
	return rc;
}

/*
 * rebuild: the font cut by HarfBuzz's subsetter to the codes the pages
 * draw, every table written anew from what HarfBuzz read (f->prog), so
 * that libharu never reads the bytes as they came; the new font checked
 * as the old one was and measured the same. -1 with why when it cannot.
 */
static int
rebuild(struct font *f, hb_face_t *face, char *why, size_t n)
{
	hb_subset_input_t *in = subset_input(face, f->cff);
	hb_face_t *sub = in ? hb_subset_or_fail(face, in) : NULL;
	const unsigned char *b;
	struct font_sfnt s;
	unsigned len = 0;
	char w[200];
	int rc;

	f->prog = sub ? hb_face_reference_blob(sub) : NULL;
	hb_face_destroy(sub);
	hb_subset_input_destroy(in);
	b = f->prog ? (const unsigned char *)hb_blob_get_data(f->prog, &len) :
	    NULL;
	if (len == 0) {
		snprintf(why, n, "damaged: HarfBuzz cannot rebuild it (a table "
		    "it cannot subset)");
		return -1;
	}
	if (font_sfnt_check(b, len, &s, w, sizeof(w)) < 0 || (f->cff &&
	    font_cff_check(s.cff, s.cfflen, s.nglyphs, w, sizeof(w)) < 0)) {
		snprintf(why, n, "damaged: HarfBuzz's rebuilt font is not "
		    "sound (%s)", w);
		return -1;
	}
	if ((rc = same_widths(f, f->prog, why, n)) < 0 || !f->cff)
		return rc;
	return shell(f, why, n);
}

/* check: f's blob as a font; 0, or -1 with why. */
static int
check(struct font *f, const char *need, char *why, size_t n)
{
	unsigned len, upem;
	const unsigned char *b = (const unsigned char *)hb_blob_get_data(
	    f->blob, &len);
	const char *k = kind_of(b, len, &f->cff);
	struct font_sfnt s;
	hb_face_t *face;
	hb_font_t *hf;
	int rc = -1;

	if (k) {
		snprintf(why, n, "%s", k);
		return -1;
	}
	if (font_sfnt_check(b, len, &s, why, n) < 0 || (f->cff &&
	    font_cff_check(s.cff, s.cfflen, s.nglyphs, why, n) < 0))
		return -1;
	face = hb_face_create(f->blob, 0);
	upem = hb_face_get_upem(face);
	hf = hb_font_create(face);
	if (hb_face_get_glyph_count(face) == 0)
		snprintf(why, n, "no glyphs");
	else if (tables(face, f->cff, why, n) == 0 && coverage(hf, need, why,
	    n) == 0 && agree(hf, &s, why, n) == 0 && (!f->cff || names(face,
	    why, n) == 0)) {
		advances(f, hf, upem);
		measure(f, face, hf, upem);
		if ((rc = tall(f, why, n)) == 0)
			rc = rebuild(f, face, why, n);
	}
	hb_font_destroy(hf);
	hb_face_destroy(face);
	return rc;
}

struct font *
font_open(const void *data, size_t len, const char *name, const char *need,
    char *why, size_t n)
{
	struct font *f;

	if (len > FONT_BYTES) {
		snprintf(why, n, "larger than %u MiB", FONT_BYTES >> 20);
		return NULL;
	}
	f = mem_calloc(1, sizeof(*f));
	f->blob = hb_blob_create((const char *)data, (unsigned)len,
	    HB_MEMORY_MODE_DUPLICATE, NULL, NULL);
	f->name = mem_strdup(name);
	if (check(f, need, why, n) < 0) {
		font_free(f);
		return NULL;
	}
	return f;
}

struct font *
font_ref(struct font *f)
{
	if (f)
		f->refs++;
	return f;
}

void
font_free(struct font *f)
{
	if (!f || f->refs-- > 0)
		return;
	hb_blob_destroy(f->blob);
	hb_blob_destroy(f->prog);
	free(f->name);
	free(f);
}

const char *
font_name(const struct font *f)
{
	return f->name;
}

const void *
font_data(const struct font *f, size_t *len)
{
	unsigned l;
	const char *d = hb_blob_get_data(f->blob, &l);

	*len = l;
	return d;
}

int
font_cff(const struct font *f)
{
	return f->cff;
}

const void *
font_program(const struct font *f, size_t *len)
{
	unsigned l;
	const char *d = hb_blob_get_data(f->prog, &l);

	*len = l;
	return d;
}

unsigned
font_advance(const struct font *f, unsigned c)
{
	return c >= 32 && c < 256 ? f->adv[c - 32] : f->adv['?' - 32];
}

const struct font_metrics *
font_metrics(const struct font *f)
{
	return &f->m;
}
