/*
 * fuzz_svg.c: libFuzzer target for the SVG icon reader (print/svg.h): the
 * input is an SVG file. A refusal must say why in exactly one message; an
 * icon taken must hold what the drawing relies on: path segments whole,
 * a circle or rectangle of 3 or 4 numbers, points finite and near the
 * box, strokes at most half the icon; then it is drawn, turned, on a PDF
 * page written out and on an SVG page, as a board draws it.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sheet/draw.h"
#include "draw/layout.h"
#include "draw/pdf.h"
#include "icon/svg.h"
#include "fuzz_page.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* well_formed: an ICON_PATH's segments fill its numbers exactly. */
static int
well_formed(const struct icon_op *op)
{
	static const size_t len[] = { 3, 3, 7, 1 };
	size_t i = 0, j;
	int code;

	while (i < op->nv) {
		code = (int)op->v[i];
		if (code < ICON_SEG_MOVE || code > ICON_SEG_CLOSE ||
		    i + len[code] > op->nv)
			return 0;
		for (j = i + 1; j < i + len[code]; j++)
			if (!(fabs(op->v[j]) <= SVG_MAX_COORD))
				return 0;
		i += len[code];
	}
	return op->nv > 0 && (int)op->v[0] == ICON_SEG_MOVE;
}

/* page: ic drawn three times on a new page of p; 0, or -1. */
static int
page(struct pdf *p, const void *arg)
{
	const struct icon *ic = arg;
	static const struct pdf_cmyk dark = { .k = 1 },
	    light = { .m = 0.1, .y = 0.2 };
	struct layout_page pg;

	layout_page(&pg, 60, 40, 3, 0);
	if (pdf_page_begin(p, &pg) < 0)
		return -1;
	draw_icon(p, ic, 15, 20, 12, 0, dark, light);
	draw_icon(p, ic, 30, 20, 0.5, 0.7, dark, light);
	draw_icon(p, ic, 45, 20, 30, 3.1, dark, light);
	return 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct icon ic;
	struct diag d;
	size_t i;
	int rc;

	icon_init(&ic);
	diag_init(&d);
	rc = svg_parse(&ic, (const char *)data, size, "fuzz.svg", &d);
	if ((rc < 0 && (diag_status(&d) != DIAG_FATAL || d.n != 1 ||
	    ic.nop != 0)) || (rc == 0 && (d.n != 0 || ic.nop == 0)))
		abort();
	for (i = 0; i < ic.nop; i++)
		if ((ic.op[i].shape == ICON_PATH ? !well_formed(&ic.op[i]) :
		    ic.op[i].shape == ICON_CIRCLE ? ic.op[i].nv != 3 ||
		    !(ic.op[i].v[2] >= 0) : ic.op[i].shape != ICON_RECT ||
		    ic.op[i].nv != 4 || !(ic.op[i].v[2] >= 0 &&
		    ic.op[i].v[3] >= 0)) ||
		    !(ic.op[i].width >= 0 && ic.op[i].width <= 50) ||
		    !ic.op[i].paint)
			abort();
	if (rc == 0)
		fuzz_page(NULL, page, &ic);
	icon_fini(&ic);
	diag_fini(&d);
	return 0;
}
