/*
 * pdf_font.c: the embedded font made right when the document is written:
 * libharu's FontDescriptor and FontFile2, then the font program cut by
 * HarfBuzz's subsetter to the glyphs of the codes used, a subset tag
 * taken from the subset's bytes, and a ToUnicode map of the codes used.
 *
 * libharu 2.3.0 embeds a TrueType font with its loca, hmtx and cmap whole
 * (6,253 glyphs of DejaVu Sans, about 57 KB compressed), no ToUnicode,
 * and the tag HPDFAA+ in every file, so the chunks of a merged press-run
 * deck brought different copies under one name. A subset tag from the
 * program's bytes gives identical copies one name and different ones
 * different names, whoever merges them.
 */
#include <hb-subset.h>
#include <hb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/font.h"
#include "core/mem.h"
#include "core/sha256.h"
#include "pdf/pdf_int.h"

/*
 * The tables a TrueType font program in a PDF needs (ISO 32000-1, 9.9:
 * those the glyphs are drawn and measured with, the cmap a simple font's
 * codes find their glyphs through) and the small ones that name it; the
 * layout tables (GSUB, GPOS, GDEF, kern) and the rest are dropped.
 */
static const char keep[][5] = {
	"OS/2", "cmap", "cvt ", "fpgm", "glyf", "head", "hhea", "hmtx",
	"loca", "maxp", "name", "post", "prep",
};

/* The codes the pages used, and their Unicode code points. */
struct used {
	unsigned char code[256];
	unsigned uni[256];
	size_t n;
};

static void
used_codes(HPDF_Font font, struct used *u)
{
	HPDF_FontAttr fa = (HPDF_FontAttr)font->attr;
	unsigned c, v;

	u->n = 0;
	for (c = 0; c < 256; c++) {
		if (!fa->used[c])
			continue;
		v = HPDF_Encoder_ToUnicode(fa->encoder, (HPDF_UINT16)c);
		if (v == 0)
			continue;
		u->code[u->n] = (unsigned char)c;
		u->uni[u->n++] = v;
	}
}

static int
kept(hb_tag_t t)
{
	size_t i;

	for (i = 0; i < sizeof(keep) / sizeof(keep[0]); i++)
		if (hb_tag_from_string(keep[i], 4) == t)
			return 1;
	return 0;
}

/* subset_input: the code points to keep, the tables to drop. */
static hb_subset_input_t *
subset_input(hb_face_t *face, const struct used *u)
{
	hb_subset_input_t *in = hb_subset_input_create_or_fail();
	hb_set_t *drop;
	hb_tag_t tags[64];
	unsigned i, n, at = 0;
	size_t k;

	if (!in)
		return NULL;
	for (k = 0; k < u->n; k++)
		hb_set_add(hb_subset_input_unicode_set(in), u->uni[k]);
	drop = hb_subset_input_set(in, HB_SUBSET_SETS_DROP_TABLE_TAG);
	do {
		n = sizeof(tags) / sizeof(tags[0]);
		hb_face_get_table_tags(face, at, &n, tags);
		for (i = 0; i < n; i++)
			if (!kept(tags[i]))
				hb_set_add(drop, tags[i]);
		at += n;
	} while (n == sizeof(tags) / sizeof(tags[0]));
	return in;
}

/* subset: p's font cut to u's code points, as a blob the caller destroys;
 * NULL when HarfBuzz cannot cut it. */
static hb_blob_t *
subset(struct pdf_doc *p, const struct used *u)
{
	hb_subset_input_t *in = subset_input(p->fontsrc, u);
	hb_face_t *sub = in ? hb_subset_or_fail(p->fontsrc, in) : NULL;
	hb_blob_t *out = sub ? hb_face_reference_blob(sub) : NULL;

	if (out && hb_blob_get_length(out) == 0) {
		hb_blob_destroy(out);
		out = NULL;
	}
	hb_face_destroy(sub);
	hb_subset_input_destroy(in);
	return out;
}

const char *
pdf_font_memory(struct pdf_doc *p, const struct font *f)
{
	size_t len, plen;
	const void *data = font_data(f, &len);
	/* libharu reads HarfBuzz's rebuild of the font, never the bytes as
	 * they came (board/font.h); the pages' program is still cut from
	 * the whole font (finish). */
	const void *prog = font_program(f, &plen);
	HPDF_Stream st = HPDF_MemStream_New(p->doc->mmgr, 4096);
	HPDF_FontDef def;
	struct sha256 sum;
	hb_blob_t *b;

	if (!st || HPDF_Stream_Write(st, prog, (HPDF_UINT)plen) != HPDF_OK) {
		if (st)
			HPDF_Stream_Free(st);
		return NULL;
	}
	/* As HPDF_LoadTTFontFromFile: the definition (which owns st from
	 * here) registered, with libharu's first tag (rename_font puts
	 * ours in its place). */
	def = HPDF_TTFontDef_Load(p->doc->mmgr, st, HPDF_TRUE);
	if (!def || HPDF_Doc_RegisterFontDef(p->doc, def) != HPDF_OK)
		return NULL;
	HPDF_TTFontDef_SetTagName(def, (char *)"HPDFAA");
	b = hb_blob_create((const char *)data, (unsigned)len,
	    HB_MEMORY_MODE_DUPLICATE, NULL, NULL);
	p->fontsrc = hb_face_create(b, 0);
	hb_blob_destroy(b);
	/* What a form's text is drawn from, whatever each file's subset. */
	sha256_begin(&sum);
	sha256_add(&sum, data, len);
	sha256_end(&sum, p->fontsum, NULL);
	p->fontpath = mem_strdup(font_name(f));
	return def->base_font;
}

void
pdf_font_free(struct pdf_doc *p)
{
	/* hb_face_destroy takes NULL, as free does. */
	hb_face_destroy(p->fontsrc);
	free(p->fontpath);
}

/*
 * rename_font: TAG+ before the font's name, in the font's BaseFont and its
 * descriptor's FontName, the tag six letters from the program's SHA-256.
 */
static HPDF_STATUS
rename_font(HPDF_Font font, HPDF_Dict desc, const char *data, size_t len)
{
	HPDF_FontAttr fa = (HPDF_FontAttr)font->attr;
	struct sha256 s;
	uint8_t h[SHA256_LEN];
	char name[HPDF_LIMIT_MAX_NAME_LEN + 1];
	const char *base = fa->fontdef->base_font;
	int i;

	sha256_begin(&s);
	sha256_add(&s, data, len);
	sha256_end(&s, h, NULL);
	for (i = 0; i < 6; i++)
		name[i] = (char)('A' + h[i] % 26);
	name[6] = '+';
	snprintf(name + 7, sizeof(name) - 7, "%.*s", (int)sizeof(name) - 8,
	    base);
	if (HPDF_Dict_AddName(font, "BaseFont", name) != HPDF_OK ||
	    HPDF_Dict_AddName(desc, "FontName", name) != HPDF_OK)
		return HPDF_Error_GetCode(font->error);
	return HPDF_OK;
}

/* cmap_chars: the bfchar entries, in blocks of at most 100 as a CMap
 * requires. */
static HPDF_STATUS
cmap_chars(HPDF_Stream st, const struct used *u)
{
	char line[40];
	size_t i;
	HPDF_STATUS ret = HPDF_OK;

	for (i = 0; i < u->n; i++) {
		if (i % 100 == 0) {
			snprintf(line, sizeof(line), "%zu beginbfchar\n",
			    u->n - i < 100 ? u->n - i : 100);
			ret |= HPDF_Stream_WriteStr(st, line);
		}
		snprintf(line, sizeof(line), "<%02X> <%04X>\n", u->code[i],
		    u->uni[i]);
		ret |= HPDF_Stream_WriteStr(st, line);
		if (i % 100 == 99 || i + 1 == u->n)
			ret |= HPDF_Stream_WriteStr(st, "endbfchar\n");
	}
	return ret;
}

/* to_unicode: the ToUnicode CMap stream of the codes used. */
static HPDF_STATUS
to_unicode(struct pdf_doc *p, const struct used *u)
{
	HPDF_Dict s = HPDF_DictStream_New(p->doc->mmgr, p->doc->xref);
	HPDF_STATUS ret;

	if (!s)
		return HPDF_Error_GetCode(p->font->error);
	s->filter = HPDF_STREAM_FILTER_FLATE_DECODE;
	ret = HPDF_Stream_WriteStr(s->stream,
	    "/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n"
	    "/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) "
	    "/Supplement 0 >> def\n/CMapName /Adobe-Identity-UCS def\n"
	    "/CMapType 2 def\n1 begincodespacerange\n<00> <FF>\n"
	    "endcodespacerange\n");
	ret |= cmap_chars(s->stream, u);
	ret |= HPDF_Stream_WriteStr(s->stream, "endcmap\nCMapName currentdict "
	    "/CMap defineresource pop\nend\nend\n");
	if (ret != HPDF_OK)
		return HPDF_Error_GetCode(p->font->error);
	return HPDF_Dict_Add(p->font, "ToUnicode", s);
}

/* program: the subset's bytes in place of the whole font's, with their
 * GTS_XID in a PDF/VT document. */
static HPDF_STATUS
program(struct pdf_doc *p, HPDF_Dict desc, const char *data, size_t len)
{
	HPDF_Dict ff = HPDF_Dict_GetItem(desc, "FontFile2", HPDF_OCLASS_DICT);

	if (!ff || !ff->stream)
		return HPDF_INVALID_OBJECT;
	HPDF_MemStream_FreeData(ff->stream);
	if (HPDF_Stream_Write(ff->stream, (const HPDF_BYTE *)data,
	    (HPDF_UINT)len) != HPDF_OK)
		return HPDF_Error_GetCode(desc->error);
	if (HPDF_Dict_AddNumber(ff, "Length1", (HPDF_INT32)len) != HPDF_OK)
		return HPDF_Error_GetCode(desc->error);
	return pdf_xid_program(p, ff, data, len);
}

/* finish: the subset, its tag and the ToUnicode map, for desc's font. */
static HPDF_STATUS
finish(struct pdf_doc *p, HPDF_Dict desc, struct diag *d)
{
	hb_blob_t *b;
	struct used u;
	const char *data;
	unsigned len;
	HPDF_STATUS st;

	used_codes(p->font, &u);
	if (!(b = subset(p, &u))) {
		diag_add(d, DIAG_FATAL, p->fontpath, 0, NULL, NULL,
		    "HarfBuzz could not subset the font");
		return HPDF_INVALID_OBJECT;
	}
	data = hb_blob_get_data(b, &len);
	st = program(p, desc, data, len);
	if (st == HPDF_OK)
		st = rename_font(p->font, desc, data, len);
	hb_blob_destroy(b);
	if (st == HPDF_OK)
		st = to_unicode(p, &u);
	if (st != HPDF_OK)
		diag_add(d, DIAG_FATAL, p->fontpath, 0, NULL, NULL,
		    "libharu could not embed the font's subset (error 0x%04X)",
		    (unsigned)st);
	return st;
}

int
pdf_font_finish(struct pdf_doc *p, struct diag *d)
{
	HPDF_Font font = p->font;
	HPDF_Dict desc = NULL;
	HPDF_STATUS st;

	/* libharu's own hook, run here once so that it is not run again at
	 * save, where its errors would have no word of ours. */
	if (!font->before_write_fn)
		return 0;
	st = font->before_write_fn(font);
	font->before_write_fn = NULL;
	if (st == HPDF_OK)
		desc = HPDF_Dict_GetItem(font, "FontDescriptor",
		    HPDF_OCLASS_DICT);
	if (!desc) {
		diag_add(d, DIAG_FATAL, p->fontpath, 0, NULL, NULL,
		    "libharu could not embed the font (error 0x%04X)",
		    (unsigned)(st != HPDF_OK ? st : HPDF_INVALID_OBJECT));
		return -1;
	}
	return finish(p, desc, d) == HPDF_OK ? 0 : -1;
}
