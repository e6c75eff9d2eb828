/*
 * pdf_xid.c: GTS_XID, the identifier of an XObject's art (ISO 16612-2,
 * PDF/VT), given to a PDF/VT document's forms and images when it is
 * written: a UUID from a SHA-256 of everything the XObject draws, so the
 * same art has the same identifier in every file of a run (a RIP caches
 * it once; the merge keeps one object per identifier, merge/pdfmerge.h);
 * and the embedded font program's, from its bytes (pdf_xid_program).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/sha256.h"
#include "pdf/pdf_int.h"

/*
 * The version of what is hashed: a change to it (to the objects walked or
 * how) is a new prefix, so no identifier of the old means the new's art.
 */
static const char xid_prefix[] = "boardpress GTS_XID 1\n";

/* How deep a value is followed (resources in resources): ours are a few
 * levels; a deeper one is not ours to name, and hashing stops there. */
enum { XID_DEPTH = 16 };

/* put: a tagged, counted piece of the hash (n bytes at b; with b NULL,
 * the count n alone: an array's or dictionary's), so no two walks give
 * the same bytes. */
static void
put(struct sha256 *h, char tag, const void *b, size_t n)
{
	unsigned char len[8];
	int i;

	for (i = 0; i < 8; i++)
		len[i] = (unsigned char)((uint64_t)n >> (56 - 8 * i));
	sha256_add(h, &tag, 1);
	sha256_add(h, len, sizeof(len));
	if (b)
		sha256_add(h, b, n);
}

/* stream: the bytes of st (unfiltered: what is drawn, not how it is
 * packed) into h. Returns 0, or -1 when it cannot be read. */
static int
stream(struct sha256 *h, HPDF_Stream st)
{
	HPDF_UINT32 n = HPDF_Stream_Size(st);
	HPDF_UINT got = n + 1;
	unsigned char *b;
	HPDF_STATUS e;

	if (HPDF_Stream_Seek(st, 0, HPDF_SEEK_SET) != HPDF_OK)
		return -1;
	b = mem_alloc((size_t)n + 1);
	e = HPDF_Stream_Read(st, b, &got);
	if ((e != HPDF_OK && e != HPDF_STREAM_EOF) || got != n) {
		free(b);
		return -1;
	}
	put(h, 's', b, n);
	free(b);
	return 0;
}

/*
 * value: obj into h, followed through its references. The document's
 * font is its program's digest, not its dictionary: its subset, tag and
 * widths are made per file from the codes that file uses (pdf_font.c),
 * and a form's codes draw the same glyphs of the same program in every
 * file that holds them. Returns 0, or -1 (no identifier then).
 */
static int
value(struct pdf_doc *p, struct sha256 *h, void *obj, int depth)
{
	HPDF_Obj_Header *hd = obj;
	unsigned char be[4];
	HPDF_DictElement el;
	HPDF_List l;
	uint32_t u;
	HPDF_UINT i;
	float f;

	if (!obj || depth > XID_DEPTH)
		return -1;
	if ((hd->obj_class & HPDF_OCLASS_ANY) == HPDF_OCLASS_PROXY)
		return value(p, h, ((HPDF_Proxy)obj)->obj, depth);
	if (obj == (void *)p->font) {
		put(h, 'f', p->fontsum, sizeof(p->fontsum));
		return 0;
	}
	switch (hd->obj_class & HPDF_OCLASS_ANY) {
	case HPDF_OCLASS_NULL:
		put(h, 'z', NULL, 0);
		return 0;
	case HPDF_OCLASS_BOOLEAN:
		put(h, ((HPDF_Boolean)obj)->value ? 't' : 'F', NULL, 0);
		return 0;
	case HPDF_OCLASS_NUMBER:
		u = (uint32_t)((HPDF_Number)obj)->value;
		be[0] = (unsigned char)(u >> 24);
		be[1] = (unsigned char)(u >> 16);
		be[2] = (unsigned char)(u >> 8);
		be[3] = (unsigned char)u;
		put(h, 'i', be, 4);
		return 0;
	case HPDF_OCLASS_REAL:
		/* As written: libharu writes the float's value. */
		f = ((HPDF_Real)obj)->value;
		memcpy(&u, &f, 4);
		be[0] = (unsigned char)(u >> 24);
		be[1] = (unsigned char)(u >> 16);
		be[2] = (unsigned char)(u >> 8);
		be[3] = (unsigned char)u;
		put(h, 'r', be, 4);
		return 0;
	case HPDF_OCLASS_NAME:
		put(h, 'n', ((HPDF_Name)obj)->value,
		    strlen(((HPDF_Name)obj)->value));
		return 0;
	case HPDF_OCLASS_STRING:
		put(h, 'S', ((HPDF_String)obj)->value,
		    ((HPDF_String)obj)->len);
		return 0;
	case HPDF_OCLASS_BINARY:
		put(h, 'b', ((HPDF_Binary)obj)->value,
		    ((HPDF_Binary)obj)->len);
		return 0;
	case HPDF_OCLASS_ARRAY:
		l = ((HPDF_Array)obj)->list;
		put(h, '[', NULL, l->count);
		for (i = 0; i < l->count; i++)
			if (value(p, h, HPDF_List_ItemAt(l, i), depth + 1) < 0)
				return -1;
		return 0;
	case HPDF_OCLASS_DICT:
		l = ((HPDF_Dict)obj)->list;
		put(h, '<', NULL, l->count);
		for (i = 0; i < l->count; i++) {
			el = HPDF_List_ItemAt(l, i);
			/* How it is packed and named, not what it draws. */
			if (!strcmp(el->key, "Length") ||
			    !strcmp(el->key, "Filter") ||
			    !strcmp(el->key, "DecodeParms") ||
			    !strcmp(el->key, "GTS_XID"))
				continue;
			put(h, 'k', el->key, strlen(el->key));
			if (value(p, h, el->value, depth + 1) < 0)
				return -1;
		}
		if (((HPDF_Dict)obj)->stream)
			return stream(h, ((HPDF_Dict)obj)->stream);
		return 0;
	default:
		return -1;
	}
}

/* later_text: PDF_XID_LATER and the first hex digits of d, as wide as
 * the identifier it becomes. */
static void
later_text(const uint8_t d[SHA256_LEN], char out[PDF_XID_LEN + 1])
{
	static const char digits[] = "0123456789abcdef";
	size_t k = sizeof(PDF_XID_LATER) - 1, i;

	memcpy(out, PDF_XID_LATER, k);
	for (i = 0; k < PDF_XID_LEN; i++, k++)
		out[k] = digits[i & 1 ? d[i / 2] & 15 : d[i / 2] >> 4];
	out[PDF_XID_LEN] = '\0';
}

void
pdf_xid_total(const char *later, size_t total, char out[PDF_XID_LEN + 1])
{
	static const char prefix[] = "boardpress GTS_XID total 1\n";
	uint8_t d[SHA256_LEN];
	struct sha256 h;
	char n[32];

	/* The form as made (its digest's digits) and the count it shows. */
	snprintf(n, sizeof(n), "%zu", total);
	sha256_begin(&h);
	sha256_add(&h, prefix, sizeof(prefix) - 1);
	sha256_add(&h, later, PDF_XID_LEN);
	sha256_add(&h, n, strlen(n));
	sha256_end(&h, d, NULL);
	memcpy(out, "uuid:", 5);
	sha256_uuid(d, out + 5);
}

HPDF_STATUS
pdf_xid_program(struct pdf_doc *p, HPDF_Dict ff, const void *data, size_t n)
{
	static const char prefix[] = "boardpress GTS_XID font program 1\n";
	uint8_t d[SHA256_LEN];
	char text[PDF_XID_LEN + 1];
	struct sha256 h;
	HPDF_String s;

	if (!p->xid)
		return HPDF_OK;
	sha256_begin(&h);
	sha256_add(&h, prefix, sizeof(prefix) - 1);
	sha256_add(&h, data, n);
	sha256_end(&h, d, NULL);
	memcpy(text, "uuid:", 5);
	sha256_uuid(d, text + 5);
	s = HPDF_String_New(p->doc->mmgr, text, NULL);
	if (!s)
		return HPDF_Error_GetCode(ff->error);
	return HPDF_Dict_Add(ff, "GTS_XID", s);
}

void
pdf_set_xid(struct pdf *pub, int on)
{
	struct pdf_doc *p = pdf_doc(pub);

	if (p)
		p->xid = on != 0;
}

int
pdf_xid_mark(struct pdf_doc *p)
{
	uint8_t d[SHA256_LEN];
	char text[PDF_XID_LEN + 1];
	struct sha256 h;
	HPDF_String s;
	size_t i;

	if (!p->xid)
		return 0;
	for (i = 0; i < p->nforms; i++) {
		sha256_begin(&h);
		sha256_add(&h, xid_prefix, sizeof(xid_prefix) - 1);
		if (value(p, &h, p->forms[i].dict, 0) < 0) {
			sha256_end(&h, d, NULL);
			continue;
		}
		sha256_end(&h, d, NULL);
		/* As ISO 16612-2 asks: a string, "uuid:" and a UUID; for a
		 * page count patched into the file later (its text not art
		 * known now), what pdf_patch_total makes it from. */
		if (p->forms[i].later)
			later_text(d, text);
		else {
			memcpy(text, "uuid:", 5);
			sha256_uuid(d, text + 5);
		}
		s = HPDF_String_New(p->doc->mmgr, text, NULL);
		if (!s || HPDF_Dict_Add(p->forms[i].dict, "GTS_XID", s) !=
		    HPDF_OK) {
			p->error = p->error ? p->error : 1;
			return -1;
		}
	}
	return 0;
}
