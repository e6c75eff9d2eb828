/*
 * dev.h: the drawing interface's insides: a document's common state and
 * the table of operations each backend (lib/pdf: PDF over libharu,
 * lib/svg: SVG for screens) implements. pdf.h's calls dispatch through
 * it; the drawing code never asks which backend it has.
 */
#ifndef BP_DEV_H
#define BP_DEV_H

#include <stddef.h>
#include <stdio.h>

#include "core/diag.h"
#include "draw/layout.h"
#include "draw/pdf.h"

/* How a path is painted (pdf_dev.paint): either or both, EO the
 * even-odd rule for the fill. */
enum { PDF_PAINT_FILL = 1, PDF_PAINT_STROKE = 2, PDF_PAINT_EO = 16 };

/*
 * The operations of a backend, each on a document the backend made
 * (struct pdf first in its own struct). Lengths are mm in user space
 * (the trim's top-left corner, y down), matrices PDF's (a b c d e f).
 * What only one backend can do (spot colours, overprint, the document
 * keys, PDF/VT records) is its own, behind pdf.h's calls that say so.
 *
 * free: everything the document holds, and it.
 * page_begin: a new page of pg's boxes; 0, or -1 (the error kept).
 * colour: the fill's (stroke 0) or the stroke's colour.
 * line_width (mm; a page's lines no thinner than PDF_MIN_LINE, a form's
 *   as given), line_style (cap, join as pdf.h's).
 * move, line, curve (v: two control points and the end), close, rect:
 *   the path being built.
 * paint: the path painted as how says (PDF_PAINT_*), and ended.
 * clip: the path narrows the clip (eo: by the even-odd rule), ended
 *   unpainted; clip_rect: a rectangle narrows it.
 * save, restore: the graphics state; matrix: concatenated to the CTM.
 * text: latin1 (pdf_latin1's) of size mm (the em), its baseline's left
 *   end at (x, y), w mm wide (0 when not measured), in the fill colour.
 * text_width: utf8's width in mm at pt points.
 * page_total: pdf_page_total's work.
 * form_begin (box: x0 y0 x1 y1), form_end (its id, or -1), form_place
 *   (under matrix m).
 * image: an image of the document for w x h sRGB pixels rgb (src, the
 *   picture's own file); its id, or -1 with a message in d.
 * image_place: image id over the rectangle at (x, y), w x h mm.
 * write: the document to out (pdf_write's contract).
 * fail: pdf_fail's work.
 * spots (or NULL): the spot colours are about to be s (n of them).
 */
struct pdf_dev {
	void (*free)(struct pdf *p);
	int (*page_begin)(struct pdf *p, const struct layout_page *pg);
	void (*colour)(struct pdf *p, struct pdf_cmyk c, int stroke);
	void (*line_width)(struct pdf *p, double mm);
	void (*line_style)(struct pdf *p, int cap, int join);
	void (*move)(struct pdf *p, double x, double y);
	void (*line)(struct pdf *p, double x, double y);
	void (*curve)(struct pdf *p, const double v[6]);
	void (*close)(struct pdf *p);
	void (*rect)(struct pdf *p, double x, double y, double w, double h);
	void (*paint)(struct pdf *p, unsigned how);
	void (*clip)(struct pdf *p, int eo);
	void (*clip_rect)(struct pdf *p, double x, double y, double w,
	    double h);
	void (*save)(struct pdf *p);
	void (*restore)(struct pdf *p);
	void (*matrix)(struct pdf *p, const double m[6]);
	void (*text)(struct pdf *p, double x, double y, double size, double w,
	    const char *latin1);
	double (*text_width)(struct pdf *p, double pt, const char *utf8);
	double (*page_total)(struct pdf *p, double x, double y, double pt);
	int (*form_begin)(struct pdf *p, const double box[4]);
	int (*form_end)(struct pdf *p);
	void (*form_place)(struct pdf *p, int id, const double m[6]);
	int (*image)(struct pdf *p, const unsigned char *rgb, int w, int h,
	    const struct pdf_image_src *src, struct diag *d);
	void (*image_place)(struct pdf *p, int id, double x, double y,
	    double w, double h);
	int (*write)(struct pdf *p, FILE *out, struct diag *d);
	int (*fail)(struct pdf *p, struct diag *d, const char *board,
	    const char *what);
	void (*spots)(struct pdf *p, const struct rules_spot *s, size_t n);
};

/*
 * What every document has, whatever its backend: its table, its pages,
 * and the settings pdf.h's common calls keep (colours: pdf_rgb's model,
 * conversion, proof, spots and overprint; numbering; the drawers' keys
 * to forms and images).
 */
struct pdf {
	const struct pdf_dev *dev;
	size_t pages;       /* pages begun */
	size_t page0;       /* pages of the file before this document's */
	int numbered;       /* "n/N" is written by whoever merges the file */
	int model;          /* PDF_CMYK or PDF_RGB */
	int overprint;      /* black overprints (pdf_set_overprint) */
	struct colour_conv *conv;  /* RGB into CMYK (pdf_rgb), not owned */
	struct proof *proof; /* RGB pages as a soft proof, or NULL; not owned */
	const struct rules_spot *spots; /* pdf_set_spots, not owned */
	size_t nspots;
	struct {
		const void *key;
		int part, id;
	} *known;           /* forms by their drawer's key */
	size_t nknown, capknown;
};

/* pdf_init: p's common state cleared, for backend dev. */
void pdf_init(struct pdf *p, const struct pdf_dev *dev);
/* pdf_fini: what the common state holds (not p itself). */
void pdf_fini(struct pdf *p);

/* pdf_given_cmyk: a style's CMYK colour (PDF_CMYK_BIT, percents). */
struct pdf_cmyk pdf_given_cmyk(unsigned v);

/* pdf_latin1: UTF-8 s to the font's single-byte encoding in out (n bytes,
 * cut short if need be); others become '?'. */
void pdf_latin1(const char *s, char *out, size_t n);

#endif
