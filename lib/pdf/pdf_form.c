/*
 * pdf_form.c: forms, a drawing defined once in a document and placed
 * many times (draw/pdf.h), as the PDF backend makes them: Form XObjects.
 */
#include <string.h>

#include "core/mem.h"
#include "pdf/pdf_int.h"

int
pdf_doc_form_begin(struct pdf *pub, const double bbox[4])
{
	struct pdf_doc *p = (struct pdf_doc *)pub;
	double x0 = bbox[0], y0 = bbox[1], x1 = bbox[2], y1 = bbox[3];
	HPDF_Array box;
	HPDF_Dict f;

	if (p->form)
		return -1;
	pdf_flush(p);
	f = HPDF_DictStream_New(p->doc->mmgr, p->doc->xref);
	box = f ? HPDF_Array_New(p->doc->mmgr) : NULL;
	if (!f || !box)
		return -1;
	HPDF_Dict_AddName(f, "Type", "XObject");
	HPDF_Dict_AddName(f, "Subtype", "Form");
	HPDF_Array_AddReal(box, (HPDF_REAL)x0);
	HPDF_Array_AddReal(box, (HPDF_REAL)y0);
	HPDF_Array_AddReal(box, (HPDF_REAL)x1);
	HPDF_Array_AddReal(box, (HPDF_REAL)y1);
	HPDF_Dict_Add(f, "BBox", box);
	f->filter = HPDF_STREAM_FILTER_FLATE_DECODE;
	p->form = f;
	p->formbox[0] = x0;
	p->formbox[1] = y0;
	p->formbox[2] = x1;
	p->formbox[3] = y1;
	p->formblack = 0;
	/* A form paints in the state where it is placed: none known. */
	p->outside.op = p->op;
	p->outside.op_known = p->op_known;
	p->outside.depth = p->depth;
	p->op_known = 0;
	p->depth = 0;
	return 0;
}

int
pdf_doc_form_end(struct pdf *pub)
{
	struct pdf_doc *p = (struct pdf_doc *)pub;

	if (!p->form)
		return -1;
	pdf_flush(p);
	p->forms = mem_grow(p->forms, &p->capforms, p->nforms + 1,
	    sizeof(*p->forms));
	p->forms[p->nforms].dict = p->form;
	p->forms[p->nforms].name = NULL;
	p->forms[p->nforms].page = 0;
	memcpy(p->forms[p->nforms].box, p->formbox, sizeof(p->formbox));
	p->forms[p->nforms].black = p->formblack;
	p->forms[p->nforms].later = 0;
	p->form = NULL;
	p->op = p->outside.op;
	p->op_known = p->outside.op_known;
	p->depth = p->outside.depth;
	return p->error ? -1 : (int)p->nforms++;
}

void
pdf_doc_form_place(struct pdf *pub, int id, const double m[6])
{
	struct pdf_doc *p = (struct pdf_doc *)pub;
	const char *name;

	if (!(name = pdf_xobject(p, id)))
		return;
	/* In the colours in force, and its own black (pdf_under.c). */
	pdf_under_box(p, m, p->forms[id].box, 1, 1, p->forms[id].black);
	pdf_op(p, "q\n");
	pdf_under_save(p);
	pdf_doc_matrix(p, m);
	pdf_op(p, "/");
	pdf_op(p, name);
	pdf_op(p, " Do\nQ\n");
	pdf_under_restore(p);
}
