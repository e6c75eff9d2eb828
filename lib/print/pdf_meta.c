/* pdf_meta.c: the document keys: title, dates, the /ID, and for PDF/X
 * the version keys and the OutputIntent with its ICC profile. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/mem.h"
#include "print/icc.h"
#include "print/pdf_int.h"

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

/* output_intent: the catalog's one PDF/X OutputIntent. */
static int
output_intent(struct pdf *p, const struct pdf_meta *m, struct diag *d)
{
	HPDF_MMgr mm = p->doc->mmgr;
	HPDF_Dict oi = HPDF_Dict_New(mm), prof;
	HPDF_Array a;
	unsigned char *icc;
	size_t len;

	/* Once in the xref, the document owns oi, whatever fails next. */
	if (!oi || HPDF_Xref_Add(p->doc->xref, oi) != HPDF_OK)
		return -1;
	HPDF_Dict_AddName(oi, "Type", "OutputIntent");
	HPDF_Dict_AddName(oi, "S", "GTS_PDFX");
	HPDF_Dict_Add(oi, "OutputConditionIdentifier",
	    HPDF_String_New(mm, m->condition, NULL));
	HPDF_Dict_Add(oi, "OutputCondition",
	    HPDF_String_New(mm, m->condition, NULL));
	HPDF_Dict_Add(oi, "RegistryName",
	    HPDF_String_New(mm, "http://www.color.org", NULL));
	HPDF_Dict_Add(oi, "Info", HPDF_String_New(mm, m->condition, NULL));
	if (m->icc) {
		/* (layout-pdf checked it before any work; a library caller
		 * gets the same check.) */
		if (!(icc = icc_read(m->icc, &len, d)))
			return -1;
		if (icc_check_data(icc, len, m->icc, m->condition, d) < 0) {
			free(icc);
			return -1;
		}
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

int
pdf_set_meta(struct pdf *p, const struct pdf_meta *m, struct diag *d)
{
	HPDF_MMgr mm = p->doc->mmgr;
	HPDF_Array id;
	char title[512];

	pdf_latin1(m->title ? m->title : "", title, sizeof(title));
	HPDF_SetInfoAttr(p->doc, HPDF_INFO_TITLE, title);
	HPDF_SetInfoAttr(p->doc, HPDF_INFO_CREATOR, "boardpress layout-pdf");
	HPDF_SetInfoDateAttr(p->doc, HPDF_INFO_CREATION_DATE, pdf_date(m->date));
	HPDF_SetInfoDateAttr(p->doc, HPDF_INFO_MOD_DATE, pdf_date(m->date));
	if (!p->doc->info || !(id = HPDF_Array_New(mm)))
		return -1;
	/* The same two halves: a document made once, never updated. */
	HPDF_Array_Add(id, HPDF_Binary_New(mm, (HPDF_BYTE *)m->id, 16));
	HPDF_Array_Add(id, HPDF_Binary_New(mm, (HPDF_BYTE *)m->id, 16));
	HPDF_Dict_Add(p->doc->trailer, "ID", id);
	if (m->pdfx) {
		HPDF_Dict_AddName(p->doc->info, "Trapped", "False");
		/* PDF 1.3, so PDF/X-1a:2001 (ISO 15930-1). */
		HPDF_Dict_Add(p->doc->info, "GTS_PDFXVersion",
		    HPDF_String_New(mm, "PDF/X-1:2001", NULL));
		HPDF_Dict_Add(p->doc->info, "GTS_PDFXConformance",
		    HPDF_String_New(mm, "PDF/X-1a:2001", NULL));
		if (output_intent(p, m, d) < 0) {
			if (diag_status(d) == DIAG_OK)
				diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL,
				    "libharu could not add the output intent");
			return -1;
		}
	}
	return p->error ? -1 : 0;
}
