/*
 * impose_int.h: the imposition's insides, shared by its files only:
 * impose.c (the input read and the sheets written, on the merge's
 * reading and writing, merge/pdfmerge_int.h), impose_fit.c (the grid and
 * the matrices) and impose_marks.c (the marks, the colour bar, the slug
 * and its font). The interface is impose/impose.h.
 */
#ifndef BP_IMPOSE_INT_H
#define BP_IMPOSE_INT_H

#include <stddef.h>
#include <stdint.h>

#include "impose/impose.h"
#include "merge/pdfmerge_int.h"

/* A content stream being made. */
struct ibuf {
	char *p;
	size_t n, cap;
};

/* ibuf_printf: append to b (grown as needed). */
void ibuf_printf(struct ibuf *b, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

/* A rectangle, points: x0 y0 x1 y1 with x0 < x1, y0 < y1. */
struct irect {
	double x0, y0, x1, y1;
};

/*
 * A spot colour the side's boards paint, for its patch on the colour bar:
 * the value [v, e) of its colour space's entry in the input's resources
 * (a reference or the array itself), copied renumbered into the sheet's
 * as /P0, /P1...; its name's token [name, name_e); which of the space's
 * ncomp colourants it is (a Separation: 0 of 1).
 */
struct ispot {
	const unsigned char *v, *e, *name, *name_e;
	int comp, ncomp;
};
/* At most this many spot patches a side (layout-pdf's styles have at
 * most 16 spot colours, board/rules.h's RULES_SPOTS). */
#define IMPOSE_SPOTS 16

/* What one side of a sheet carries, for its marks. */
struct iside {
	const struct impose_opt *o;
	const struct irect *trim, *bleed; /* each board placed */
	int n;
	const char *slug;     /* its text, ASCII */
	const double *adv;    /* the slug font's advances, 1/1000 em, of
			       * the characters 32 to 126 */
	unsigned char *used;  /* those the slugs use, marked */
	const struct ispot *spot; /* the spot colours its boards paint */
	int nspot;
};

/*
 * imposem_marks: the side's crop marks (outside every bleed) and
 * registration targets (outside every bleed and the grip), both in the
 * All separation (resource /All), the colour bar (with a patch of each
 * spot colour, resources /P0...) and slug (in the slug font, resource /S)
 * appended to b.
 */
void imposem_marks(struct ibuf *b, const struct iside *s);

/*
 * imposem_advances: the advances (1/1000 em) of the characters 32 to 126
 * in the font at path, into adv. Returns 0, or -1 (m's message) when it
 * cannot be read.
 */
int imposem_advances(struct merge *m, const char *path, double adv[95]);

/*
 * imposem_font: the slug's font, a Type 3 font of DejaVu Sans's outlines
 * (read from path with HarfBuzz) for the printable ASCII characters that
 * used marks (32 to 126), written as object num with its glyphs and
 * ToUnicode map after it.
 * Returns 0, or -1 when the font cannot be read (pdfm_fail said why).
 */
int imposem_font(struct merge *m, uint32_t num, const char *path,
    const unsigned char used[95]);

#endif
