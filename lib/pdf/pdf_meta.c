/* pdf_meta.c: the document keys: title, dates, the /ID, and for PDF/X
 * the version keys and the OutputIntent with its ICC profile. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "board/check.h"
#include "colour/icc.h"
#include "core/mem.h"
#include "pdf/pdf_int.h"

/* pdf_date: seconds since the epoch as a libharu date, in UTC. */
static HPDF_Date
pdf_date(long long t)
{
	HPDF_Date d;
	time_t tt = (time_t)t;
	struct tm tm;

	memset(&d, 0, sizeof(d));
	gmtime_r(&tt, &tm);
	d.year = tm.tm_year + 1900;
	d.month = tm.tm_mon + 1;
	d.day = tm.tm_mday;
	d.hour = tm.tm_hour;
	d.minutes = tm.tm_min;
	d.seconds = tm.tm_sec;
	d.ind = 'Z';
	return d;
}

/*
 * condition_text: the intent's OutputCondition and Info, into text (n
 * bytes): the condition; with icc_any, which profile separated for it
 * (its description), since the profile may be another condition's.
 */
static void
condition_text(const struct pdf_meta *m, const unsigned char *icc,
    size_t len, char *text, size_t n)
{
	char desc[128];

	if (!m->icc_any)
		return;
	if (icc_description(icc, len, desc, sizeof(desc)) < 0)
		snprintf(desc, sizeof(desc), "?");
	snprintf(text, n, "%s, separated through the profile \"%s\" "
	    "embedded (taken with --icc-any)", m->condition, desc);
}

/* output_intent: the catalog's one PDF/X OutputIntent. */
static int
output_intent(struct pdf_doc *p, const struct pdf_meta *m, struct diag *d)
{
	HPDF_MMgr mm = p->doc->mmgr;
	HPDF_Dict oi, prof;
	HPDF_Array a;
	unsigned char *icc = NULL;
	size_t len = 0;
	char text[256];

	snprintf(text, sizeof(text), "%s", m->condition);
	if (m->icc) {
		/* (layout-pdf checked it before any work; a library caller
		 * gets the same check.) */
		if (!(icc = icc_read(m->icc, &len, d)))
			return -1;
		if (icc_check_data(icc, len, m->icc, m->icc_any ? NULL :
		    m->condition, m->level == LAYOUT_X4 ? 4 : 2, d) < 0) {
			free(icc);
			return -1;
		}
		condition_text(m, icc, len, text, sizeof(text));
	}
	/* Once in the xref, the document owns oi, whatever fails next. */
	oi = HPDF_Dict_New(mm);
	if (!oi || HPDF_Xref_Add(p->doc->xref, oi) != HPDF_OK) {
		free(icc);
		return -1;
	}
	HPDF_Dict_AddName(oi, "Type", "OutputIntent");
	HPDF_Dict_AddName(oi, "S", "GTS_PDFX");
	HPDF_Dict_Add(oi, "OutputConditionIdentifier",
	    HPDF_String_New(mm, m->condition, NULL));
	HPDF_Dict_Add(oi, "OutputCondition", HPDF_String_New(mm, text, NULL));
	HPDF_Dict_Add(oi, "RegistryName",
	    HPDF_String_New(mm, "http://www.color.org", NULL));
	HPDF_Dict_Add(oi, "Info", HPDF_String_New(mm, text, NULL));
	if (icc) {
		prof = HPDF_DictStream_New(mm, p->doc->xref);
		if (!prof) {
			free(icc);
			return -1;
		}
		HPDF_Dict_AddNumber(prof, "N", 4);
		prof->filter = HPDF_STREAM_FILTER_FLATE_DECODE;
		HPDF_Stream_Write(prof->stream, icc, (HPDF_UINT)len);
		free(icc);
		HPDF_Dict_Add(oi, "DestOutputProfile", prof);
	}
	/* Made last, so no failure above leaves it unowned. */
	if (!(a = HPDF_Array_New(mm)))
		return -1;
	HPDF_Array_Add(a, oi);
	return HPDF_Dict_Add(p->doc->catalog, "OutputIntents", a) ==
	    HPDF_OK ? 0 : -1;
}

/* The identification of each PDF/X level (layout.h's LAYOUT_X*). */
static const struct {
	HPDF_PDFVer version;
	const char *id, *conformance;
} levels[] = {
	{ HPDF_VER_13, "PDF/X-1:2001", "PDF/X-1a:2001" },
	{ HPDF_VER_14, "PDF/X-1a:2003", NULL },
	{ HPDF_VER_16, "PDF/X-4", NULL },
};

/* xml_text: Latin-1 s as XML character data (UTF-8) onto x's end. */
static void
xml_text(char *x, size_t n, const char *s)
{
	size_t k = strlen(x);
	const unsigned char *c;

	for (c = (const unsigned char *)s; *c && k + 8 < n; c++) {
		if (*c == '&')
			k += (size_t)snprintf(x + k, n - k, "&amp;");
		else if (*c == '<')
			k += (size_t)snprintf(x + k, n - k, "&lt;");
		else if (*c == '>')
			k += (size_t)snprintf(x + k, n - k, "&gt;");
		else if (*c >= 0x80) {
			x[k++] = (char)(0xc0 | *c >> 6);
			x[k++] = (char)(0x80 | (*c & 0x3f));
		} else if (*c >= 0x20)
			x[k++] = (char)*c;
	}
	x[k] = '\0';
}

/*
 * xmp: the catalog's XMP metadata (ISO 15930-7 6.2.1): the PDF/X-4
 * identification, and the Info dictionary's title, dates, tools and
 * Trapped said again, as a reader compares them; the document's /ID as
 * its DocumentID. Uncompressed, so a preflight finds it.
 */
static int
xmp(struct pdf_doc *p, const struct pdf_meta *m, const char *title)
{
	static const char head[] =
	    "<?xpacket begin=\"\xEF\xBB\xBF\" "
	    "id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n"
	    "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
	    "<rdf:RDF "
	    "xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
	    "<rdf:Description rdf:about=\"\"\n"
	    " xmlns:dc=\"http://purl.org/dc/elements/1.1/\"\n"
	    " xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\"\n"
	    " xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\"\n"
	    " xmlns:xmpMM=\"http://ns.adobe.com/xap/1.0/mm/\"\n"
	    " xmlns:pdfxid=\"http://www.npes.org/pdfx/ns/id/\"%s>\n"
	    "<dc:format>application/pdf</dc:format>\n"
	    "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">";
	static const char vtns[] =
	    "\n xmlns:pdfvtid=\"http://www.npes.org/pdfvt/ns/id/\"";
	const char *producer = HPDF_GetInfoAttr(p->doc, HPDF_INFO_PRODUCER);
	char x[4096], date[32], uuid[40];
	time_t t = (time_t)m->date;
	struct tm tm;
	HPDF_Dict md;
	size_t k;
	int i;

	gmtime_r(&t, &tm);
	strftime(date, sizeof(date), "%Y-%m-%dT%H:%M:%SZ", &tm);
	for (i = 0, k = 0; i < 16; i++)
		k += (size_t)snprintf(uuid + k, sizeof(uuid) - k, "%s%02x",
		    i == 4 || i == 6 || i == 8 || i == 10 ? "-" : "", m->id[i]);
	snprintf(x, sizeof(x), head, m->vt ? vtns : "");
	xml_text(x, sizeof(x), title);
	k = strlen(x);
	snprintf(x + k, sizeof(x) - k, "</rdf:li></rdf:Alt></dc:title>\n"
	    "<xmp:CreateDate>%s</xmp:CreateDate>\n"
	    "<xmp:ModifyDate>%s</xmp:ModifyDate>\n"
	    "<xmp:MetadataDate>%s</xmp:MetadataDate>\n"
	    "<xmp:CreatorTool>boardpress layout-pdf</xmp:CreatorTool>\n"
	    "<pdf:Producer>%s</pdf:Producer>\n"
	    "<pdf:Trapped>False</pdf:Trapped>\n"
	    "<xmpMM:DocumentID>uuid:%s</xmpMM:DocumentID>\n"
	    "<xmpMM:InstanceID>uuid:%s</xmpMM:InstanceID>\n"
	    "<xmpMM:VersionID>1</xmpMM:VersionID>\n"
	    "<xmpMM:RenditionClass>default</xmpMM:RenditionClass>\n"
	    "<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>\n",
	    date, date, date, producer ? producer : "", uuid, uuid);
	/* PDF/VT-1 (ISO 16612-2 6.3): its version, and its date as the
	 * document's ModifyDate. */
	if (m->vt) {
		k = strlen(x);
		snprintf(x + k, sizeof(x) - k, "<pdfvtid:GTS_PDFVTVersion>"
		    "PDF/VT-1</pdfvtid:GTS_PDFVTVersion>\n"
		    "<pdfvtid:GTS_PDFVTModDate>%s</pdfvtid:GTS_PDFVTModDate>\n",
		    date);
	}
	k = strlen(x);
	snprintf(x + k, sizeof(x) - k, "</rdf:Description>\n</rdf:RDF>\n"
	    "</x:xmpmeta>\n<?xpacket end=\"r\"?>");
	md = HPDF_DictStream_New(p->doc->mmgr, p->doc->xref);
	if (!md)
		return -1;
	HPDF_Dict_AddName(md, "Type", "Metadata");
	HPDF_Dict_AddName(md, "Subtype", "XML");
	HPDF_Stream_Write(md->stream, (const HPDF_BYTE *)x,
	    (HPDF_UINT)strlen(x));
	return HPDF_Dict_Add(p->doc->catalog, "Metadata", md) == HPDF_OK ?
	    0 : -1;
}

/*
 * dpart_root: the catalog's /DPartRoot, a placeholder of its type alone:
 * the records are in the batches' pages, and the merge that joins them
 * writes the tree in its place (merge/pdfmerge.h).
 */
static int
dpart_root(struct pdf_doc *p)
{
	HPDF_Dict r = HPDF_Dict_New(p->doc->mmgr);

	if (!r || HPDF_Xref_Add(p->doc->xref, r) != HPDF_OK)
		return -1;
	HPDF_Dict_AddName(r, "Type", "DPartRoot");
	return HPDF_Dict_Add(p->doc->catalog, "DPartRoot", r) == HPDF_OK ?
	    0 : -1;
}

/* seat_array: the seats' numbers v (n of them) as a PDF array, or NULL. */
static HPDF_Array
seat_array(HPDF_MMgr mm, const double *v, int n)
{
	HPDF_Array a = HPDF_Array_New(mm);

	for (int i = 0; a && i < n; i++)
		if (HPDF_Array_AddReal(a, (HPDF_REAL)v[i]) != HPDF_OK)
			return NULL;
	return a;
}

/*
 * play_keys: fairness.play's outcome in the record: names and numbers, not
 * a line of text, so a workflow that picks records by their metadata (a
 * PDF/VT RIP's, a pikepdf script) reads each seat's share as a number.
 */
static int
play_keys(HPDF_MMgr mm, HPDF_Dict d, const struct check_play *cp)
{
	HPDF_Array sh = seat_array(mm, cp->share, cp->seats),
	    lo = seat_array(mm, cp->lo, cp->seats),
	    hi = seat_array(mm, cp->hi, cp->seats);

	if (!sh || !lo || !hi ||
	    HPDF_Dict_AddName(d, "PlayVerdict", cp->verdict) != HPDF_OK ||
	    HPDF_Dict_Add(d, "PlayBot", HPDF_String_New(mm, cp->bot,
	    NULL)) != HPDF_OK ||
	    HPDF_Dict_AddNumber(d, "PlayGames", (HPDF_INT)cp->games) !=
	    HPDF_OK || HPDF_Dict_Add(d, "PlayShares", sh) != HPDF_OK ||
	    HPDF_Dict_Add(d, "PlayLow", lo) != HPDF_OK ||
	    HPDF_Dict_Add(d, "PlayHigh", hi) != HPDF_OK)
		return -1;
	return 0;
}

/* dpm: r as a document part metadata dictionary. */
static HPDF_Dict
dpm(struct pdf_doc *p, const struct pdf_record *r)
{
	HPDF_MMgr mm = p->doc->mmgr;
	HPDF_Dict d = HPDF_Dict_New(mm);
	char seed[24], id[200], rules[200];

	if (!d)
		return NULL;
	/* A seed is 64 bits: PDF's integers are not (C.2), so text. */
	snprintf(seed, sizeof(seed), "%llu", r->seed);
	pdf_latin1(r->id, id, sizeof(id));
	pdf_latin1(r->rules, rules, sizeof(rules));
	HPDF_Dict_Add(d, "BoardID", HPDF_String_New(mm, id, NULL));
	HPDF_Dict_Add(d, "Rules", HPDF_String_New(mm, rules, NULL));
	HPDF_Dict_Add(d, "Seed", HPDF_String_New(mm, seed, NULL));
	HPDF_Dict_AddNumber(d, "Attempt", (HPDF_INT)r->attempt);
	if (r->pass >= 0)
		HPDF_Dict_AddName(d, "Verdict", r->pass ? "pass" : "fail");
	HPDF_Dict_AddReal(d, "Spread", (HPDF_REAL)r->spread);
	if (r->play && play_keys(mm, d, r->play) < 0)
		return NULL;
	return d;
}

int
pdf_record(struct pdf *pub, size_t first, size_t last,
    const struct pdf_record *r)
{
	struct pdf_doc *p = pdf_doc(pub);
	HPDF_Dict leaf, meta;
	HPDF_Page pg;
	size_t i;

	/* (a PDF/VT record: the PDF's alone) */
	if (!p)
		return 0;
	leaf = HPDF_Dict_New(p->doc->mmgr);
	if (!leaf || HPDF_Xref_Add(p->doc->xref, leaf) != HPDF_OK)
		return -1;
	HPDF_Dict_AddName(leaf, "Type", "DPart");
	if (!(meta = dpm(p, r)) || HPDF_Dict_Add(leaf, "DPM", meta) !=
	    HPDF_OK)
		return -1;
	for (i = first; i <= last && i > p->pub.page0; i++) {
		pg = HPDF_GetPageByIndex(p->doc, (HPDF_UINT)(i - p->pub.page0 -
		    1));
		if (!pg || HPDF_Dict_Add(pg, "DPart", leaf) != HPDF_OK)
			return -1;
	}
	return 0;
}

/* pdfx_keys: the PDF/X level's version, identification and intent. */
static int
pdfx_keys(struct pdf_doc *p, const struct pdf_meta *m, const char *title,
    struct diag *d)
{
	HPDF_MMgr mm = p->doc->mmgr;
	int l = m->level >= 0 && m->level <= LAYOUT_X4 ? m->level : 0;

	p->doc->pdf_version = levels[l].version;
	HPDF_Dict_AddName(p->doc->info, "Trapped", "False");
	HPDF_Dict_Add(p->doc->info, "GTS_PDFXVersion",
	    HPDF_String_New(mm, levels[l].id, NULL));
	if (levels[l].conformance)
		HPDF_Dict_Add(p->doc->info, "GTS_PDFXConformance",
		    HPDF_String_New(mm, levels[l].conformance, NULL));
	if (l == LAYOUT_X4 && !m->icc) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "PDF/X-4 embeds "
		    "its output profile (ISO 15930-7): none is given");
		return -1;
	}
	if (l == LAYOUT_X4 && xmp(p, m, title) < 0)
		return -1;
	if (l == LAYOUT_X4 && m->vt && dpart_root(p) < 0)
		return -1;
	return output_intent(p, m, d);
}

int
pdf_set_meta(struct pdf *pub, const struct pdf_meta *m, struct diag *d)
{
	struct pdf_doc *p = pdf_doc(pub);
	HPDF_MMgr mm;
	HPDF_Array id;
	char title[512], subject[512];

	/* (the document's keys: the PDF's alone) */
	if (!p)
		return 0;
	mm = p->doc->mmgr;
	pdf_latin1(m->title ? m->title : "", title, sizeof(title));
	HPDF_SetInfoAttr(p->doc, HPDF_INFO_TITLE, title);
	HPDF_SetInfoAttr(p->doc, HPDF_INFO_CREATOR, "boardpress layout-pdf");
	if (m->subject) {
		pdf_latin1(m->subject, subject, sizeof(subject));
		HPDF_SetInfoAttr(p->doc, HPDF_INFO_SUBJECT, subject);
	}
	HPDF_SetInfoDateAttr(p->doc, HPDF_INFO_CREATION_DATE, pdf_date(m->date));
	HPDF_SetInfoDateAttr(p->doc, HPDF_INFO_MOD_DATE, pdf_date(m->date));
	if (!p->doc->info || !(id = HPDF_Array_New(mm)))
		return pdf_doc_fail(p, d, NULL, "write the document's "
		    "information");
	/* The same two halves: a document made once, never updated. */
	HPDF_Array_Add(id, HPDF_Binary_New(mm, (HPDF_BYTE *)m->id, 16));
	HPDF_Array_Add(id, HPDF_Binary_New(mm, (HPDF_BYTE *)m->id, 16));
	HPDF_Dict_Add(p->doc->trailer, "ID", id);
	if (m->pdfx && pdfx_keys(p, m, title, d) < 0) {
		if (diag_status(d) == DIAG_OK)
			diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL,
			    "libharu could not add the PDF/X keys");
		return -1;
	}
	return p->error ? pdf_doc_fail(p, d, NULL, "write the document's "
	    "information") : 0;
}
