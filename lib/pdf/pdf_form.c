/*
 * pdf_form.c: forms, a drawing defined once in a document and placed
 * many times (pdf.h): Form XObjects in a PDF, definitions placed with
 * <use> in SVG (pdf_svg.c); and the drawers' keys to them.
 */
#include <math.h>
#include <string.h>

#include "core/mem.h"
#include "pdf/pdf_int.h"
#include "svg/pdf_svg.h"

int
pdf_form_begin(struct pdf *p, double x0, double y0, double x1, double y1)
{
	HPDF_Array box;
	HPDF_Dict f;

	if (p->svg)
		return pdf_svg_form_begin(p);
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
pdf_form_end(struct pdf *p)
{
	if (p->svg)
		return pdf_svg_form_end(p);
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
	p->form = NULL;
	p->op = p->outside.op;
	p->op_known = p->outside.op_known;
	p->depth = p->outside.depth;
	return p->error ? -1 : (int)p->nforms++;
}

void
pdf_form_place(struct pdf *p, int id, double x, double y, double a,
    double s)
{
	double c = cos(a) * s, n = sin(a) * s, m[6] = { c, n, -n, c, x, y };
	const char *name;

	if (p->svg) {
		pdf_svg_form_place(p, id, m);
		return;
	}
	if (!(name = pdf_xobject(p, id)))
		return;
	/* In the colours in force, and its own black (pdf_under.c). */
	pdf_under_box(p, m, p->forms[id].box, 1, 1, p->forms[id].black);
	pdf_op(p, "q\n");
	pdf_under_save(p);
	pdf_transform(p, x, y, a, s);
	pdf_op(p, "/");
	pdf_op(p, name);
	pdf_op(p, " Do\nQ\n");
	pdf_under_restore(p);
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
