/*
 * pdf_spot.c: spot colours: each a Separation colour space with its CMYK
 * fallback, made in the document when first painted, filed in the
 * resources of the page or form that paints it.
 *
 * libharu 2.3 writes a name's blanks as they are (it escapes only bytes
 * under 0x20, over 0x7E and the delimiters), which ends the name there: a
 * separation's name like "PANTONE 186 C" is handed to it with each blank
 * as 0x1F, which it writes as #1F, and pdf_spot_fix turns those into #20
 * as the file is read back: the same length, so no offset moves.
 */
#define _GNU_SOURCE /* memmem */
#include <string.h>

#include "pdf/pdf_int.h"

#define SEP "/Separation /"

void
pdf_doc_spots(struct pdf *pub, const struct rules_spot *s, size_t n)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

	/* (n as the common pdf_set_spots keeps it, to compare the same) */
	if (s != pub->spots || (n < RULES_SPOTS ? n : RULES_SPOTS) !=
	    pub->nspots)
		memset(p->sep, 0, sizeof(p->sep));
}

/*
 * make_sep: a colour space [/Separation /NAME /DeviceCMYK tint], the tint
 * a type 2 function from no ink to v at full tint (what a proof without
 * the separation shows), filed in the document. NULL on an error.
 */
static HPDF_Array
make_sep(struct pdf_doc *p, const char *name, const double v[4])
{
	HPDF_MMgr mm = p->doc->mmgr;
	HPDF_Array cs, c0, c1, dom;
	HPDF_Dict fn;
	int k, bad;

	cs = HPDF_Array_New(mm);
	fn = HPDF_Dict_New(mm);
	c0 = HPDF_Array_New(mm);
	c1 = HPDF_Array_New(mm);
	dom = HPDF_Array_New(mm);
	if (!cs || !fn || !c0 || !c1 || !dom)
		return NULL;
	bad = HPDF_Xref_Add(p->doc->xref, cs) ||
	    HPDF_Array_AddName(cs, "Separation") ||
	    HPDF_Array_AddName(cs, name) ||
	    HPDF_Array_AddName(cs, "DeviceCMYK") || HPDF_Array_Add(cs, fn) ||
	    HPDF_Dict_AddNumber(fn, "FunctionType", 2) ||
	    HPDF_Array_AddNumber(dom, 0) || HPDF_Array_AddNumber(dom, 1) ||
	    HPDF_Dict_Add(fn, "Domain", dom) || HPDF_Dict_Add(fn, "C0", c0) ||
	    HPDF_Dict_Add(fn, "C1", c1) || HPDF_Dict_AddNumber(fn, "N", 1);
	for (k = 0; k < 4 && !bad; k++)
		bad = HPDF_Array_AddNumber(c0, 0) ||
		    HPDF_Array_AddReal(c1, (HPDF_REAL)v[k]);
	return bad ? NULL : cs;
}

/*
 * separation: spot colour i's colour space, made once a document, its
 * fallback the spot's CMYK; or, for PDF_SPOT_ALL - 1, the All separation
 * (every plate at the tint painted, 1 1 1 1 on a proof without them);
 * for PDF_SPOT_CUT - 1 and PDF_SPOT_CREASE - 1, the die's (draw/pdf.h).
 */
static HPDF_Array
separation(struct pdf_doc *p, unsigned i)
{
	static const double all[4] = { 1, 1, 1, 1 }, cut[4] = { 0, 1, 0, 0 },
	    crease[4] = { 1, 0, 0, 0 };
	struct pdf_cmyk c;
	char name[RULES_SPOT_NAME];
	const char *s;
	size_t n = 0;

	if (i == PDF_SPOT_ALL - 1)
		return p->all ? p->all : (p->all = make_sep(p, "All", all));
	/* The die's (sheet/die.h): the names the cutters read. */
	if (i == PDF_SPOT_CUT - 1)
		return p->die[0] ? p->die[0] : (p->die[0] = make_sep(p,
		    "CutContour", cut));
	if (i == PDF_SPOT_CREASE - 1)
		return p->die[1] ? p->die[1] : (p->die[1] = make_sep(p,
		    "Crease", crease));
	if (p->sep[i])
		return p->sep[i];
	c = pdf_given_cmyk(p->pub.spots[i].cmyk);
	/* libharu escapes a name's delimiters; a blank goes as 0x1F */
	for (s = p->pub.spots[i].name; *s && n + 1 < sizeof(name); s++)
		if ((name[n++] = *s == ' ' ? '\x1f' : *s) == '\x1f')
			p->spot_blanks = 1;
	name[n] = '\0';
	return p->sep[i] = make_sep(p, name, (const double[4]){ c.c, c.m,
	    c.y, c.k });
}

/* pdf_spot_name: the resource name of spot colour i (or of All) on this
 * page or form. */
const char *
pdf_spot_name(struct pdf_doc *p, unsigned i)
{
	static const char *const names[] = { "S0", "S1", "S2", "S3", "S4",
	    "S5", "S6", "S7", "S8", "S9", "S10", "S11", "S12", "S13", "S14",
	    "S15" };
	const char *nm = i == PDF_SPOT_ALL - 1 ? "All" : i == PDF_SPOT_CUT -
	    1 ? "Cut" : i == PDF_SPOT_CREASE - 1 ? "Crease" : names[i];
	HPDF_Array cs = separation(p, i);
	HPDF_Dict all = cs ? pdf_res_sub(p, "ColorSpace") : NULL;

	if (!all || (!HPDF_Dict_GetItem(all, nm, HPDF_OCLASS_ARRAY) &&
	    HPDF_Dict_Add(all, nm, cs)))
		return NULL;
	return nm;
}

size_t
pdf_spot_fix(unsigned char *b, size_t n, int eof)
{
	const size_t len = sizeof(SEP) - 1;
	size_t i = 0, j, keep = eof || n < len ? (eof ? n : 0) : n - len + 1;
	unsigned char *at;

	while ((at = memmem(b + i, n - i, SEP, len))) {
		i = (size_t)(at - b);
		for (j = i + len; j < n && !strchr(" \t\r\n/[]<>()", b[j]); j++)
			if (j + 2 < n && memcmp(b + j, "#1F", 3) == 0)
				memcpy(b + j, "#20", 3);
		if (j == n && !eof)
			return i < keep ? i : keep;
		i = j;
	}
	return keep;
}
