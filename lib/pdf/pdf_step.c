/*
 * pdf_step.c: ISO 19593-1 processing steps: an optional content group per
 * step (Structural: Cutting, Creasing) with its GTS_Metadata, listed in
 * the catalog's /OCProperties, and the marked content that puts a page's
 * die lines in it.
 *
 * The groups are off in the default configuration. A PDF/X-4 RIP prints
 * the default configuration and no other (ISO 15930-7 forbids /AS, by
 * which a viewer would switch a group for printing), so off is how a
 * processing step stays out of the print; the finishing software finds
 * the group by its metadata, not by its state, and a viewer lists it
 * under /Order to be switched on. The lines inside are in the die's
 * separations, overprinting (sheet/die.c), so a RIP that prints them
 * anyway marks a plate of their own and knocks out nothing.
 */
#include <string.h>

#include "pdf/pdf_int.h"

/* Each step: the group's name (what a viewer lists), its type and its
 * resource name on a page. */
static const struct {
	const char *name, *type, *res;
} steps[PDF_STEPS] = {
	{ "Cutting", "Cutting", "Cut" },
	{ "Creasing", "Creasing", "Crease" },
};

/*
 * oc_properties: the catalog's /OCProperties, made when missing: /OCGs,
 * and /D with its /Name (ISO 15930-7 asks one of every configuration),
 * /Order and /OFF. NULL on an error.
 */
static HPDF_Dict
oc_properties(struct pdf_doc *p)
{
	HPDF_MMgr mm = p->doc->mmgr;
	HPDF_Dict oc, d;
	HPDF_Array ocgs, order, off;

	oc = HPDF_Dict_GetItem(p->doc->catalog, "OCProperties",
	    HPDF_OCLASS_DICT);
	if (oc)
		return oc;
	oc = HPDF_Dict_New(mm);
	d = HPDF_Dict_New(mm);
	ocgs = HPDF_Array_New(mm);
	order = HPDF_Array_New(mm);
	off = HPDF_Array_New(mm);
	if (!oc || !d || !ocgs || !order || !off)
		return NULL;
	if (HPDF_Dict_Add(oc, "OCGs", ocgs) || HPDF_Dict_Add(oc, "D", d) ||
	    HPDF_Dict_Add(d, "Name", HPDF_String_New(mm, "Processing steps",
	    NULL)) || HPDF_Dict_Add(d, "Order", order) ||
	    HPDF_Dict_Add(d, "OFF", off) ||
	    HPDF_Dict_Add(p->doc->catalog, "OCProperties", oc))
		return NULL;
	return oc;
}

/*
 * group: step's optional content group, made and listed once a document.
 * NULL on an error.
 */
static HPDF_Dict
group(struct pdf_doc *p, int step)
{
	HPDF_MMgr mm = p->doc->mmgr;
	HPDF_Dict g, md, oc, d;
	HPDF_Array a;
	const char *keys[] = { "OCGs", "Order", "OFF" };
	size_t i;

	if (p->ocg[step])
		return p->ocg[step];
	g = HPDF_Dict_New(mm);
	md = HPDF_Dict_New(mm);
	if (!g || !md || HPDF_Xref_Add(p->doc->xref, g) ||
	    HPDF_Dict_AddName(g, "Type", "OCG") ||
	    HPDF_Dict_Add(g, "Name", HPDF_String_New(mm, steps[step].name,
	    NULL)) || HPDF_Dict_Add(g, "GTS_Metadata", md) ||
	    HPDF_Dict_AddName(md, "GTS_ProcStepsGroup", "Structural") ||
	    HPDF_Dict_AddName(md, "GTS_ProcStepsType", steps[step].type) ||
	    !(oc = oc_properties(p)))
		return NULL;
	d = HPDF_Dict_GetItem(oc, "D", HPDF_OCLASS_DICT);
	for (i = 0; i < 3; i++) {
		a = HPDF_Dict_GetItem(i ? d : oc, keys[i], HPDF_OCLASS_ARRAY);
		if (!a || HPDF_Array_Add(a, g))
			return NULL;
	}
	return p->ocg[step] = g;
}

int
pdf_step_begin(struct pdf *pub, int step)
{
	struct pdf_doc *p = pdf_doc(pub);
	HPDF_Dict g, props;

	/* (a layer is the PDF's: nothing on SVG) */
	if (!p || step < 0 || step >= PDF_STEPS)
		return 0;
	if (!(g = group(p, step)) || !(props = pdf_res_sub(p, "Properties")) ||
	    (!HPDF_Dict_GetItem(props, steps[step].res, HPDF_OCLASS_DICT) &&
	    HPDF_Dict_Add(props, steps[step].res, g))) {
		p->error = p->error ? p->error : 1;
		return -1;
	}
	pdf_op(p, "/OC /");
	pdf_op(p, steps[step].res);
	pdf_op(p, " BDC\n");
	return 0;
}

void
pdf_step_end(struct pdf *pub)
{
	struct pdf_doc *p = pdf_doc(pub);

	if (p)
		pdf_op(p, "EMC\n");
}
