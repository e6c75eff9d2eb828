/* pdfmerge.h: one PDF from several, streamed, in memory bounded by the
 * largest input (the merged deck of a print run). */
#ifndef BP_PDFMERGE_H
#define BP_PDFMERGE_H

#include <stddef.h>
#include <stdio.h>

/*
 * pdfmerge_run: write to out one PDF holding every page of the n files in
 * (in order), each page with its boxes, resources and content as they
 * are. The document keys (the catalog's OutputIntents and the like, and
 * the Info dictionary) are the first file's; the trailer's /ID is made
 * from the bytes written, so the same inputs give the same bytes. The
 * header is the highest of the inputs' versions.
 *
 * It reads what libharu writes (layout-pdf's PDFs): one classic
 * cross-reference table, no object streams, no incremental updates, no
 * encryption, no page attribute inherited from the page tree, and a
 * catalog with no outline, name tree or form that a merge would cut.
 * Optional content is carried: the output's one /OCProperties lists the
 * groups of every input, a group that is the same dictionary as an
 * earlier input's being that one object (pdfmerge_oc.c); at most
 * PDFM_MAX_OCGS groups, in one configuration. Anything else is refused,
 * never merged wrongly.
 *
 * Objects are copied byte for byte, renumbered, with only the pages'
 * objects and what they refer to; one input is held at a time, and the
 * table of offsets and the list of pages go to two temporary files, so
 * memory does not grow with the number of pages.
 *
 * Returns the number of pages written (at least 1), or -1 when an input
 * cannot be read or merged (err then says "FILE: at byte N: what" or
 * "FILE: what"; nothing more is written to out) or -2 when out or a
 * temporary file could not be written (err says why). On failure out
 * holds part of a PDF: the caller discards it (outfile_close). Out of
 * memory ends the process, as everywhere in lib/ (core/mem.h).
 */
long pdfmerge_run(FILE *out, char *const *in, size_t n, char *err,
    size_t errlen);

/*
 * pdfmerge_deck: the same for layout-pdf --merge, which promises one
 * deck: every file must be layout-pdf's own (its Info's /Creator), with
 * the first file's PDF/X level (or none: a proof, screen pages) and its
 * output intent (condition and profile); else -1 and err says which file
 * and why.
 */
long pdfmerge_deck(FILE *out, char *const *in, size_t n, char *err,
    size_t errlen);

/* What a job ticket says of a layout-pdf PDF (pdfmerge_info). */
struct pdfmerge_info {
	long pages;          /* its page tree's /Count */
	double media[4];     /* its first page's boxes (x0 y0 x1 y1, points); */
	double trim[4];      /* a box the page does not give is its MediaBox */
	double bleed[4];
	char level[96];      /* Info's GTS_PDFXConformance, else its
			      * GTS_PDFXVersion; "" when neither */
	int vt;              /* the catalog has /DPartRoot (PDF/VT) */
	long records;        /* PDF/VT: the leaves of its root node's
			      * /DParts, else 0 */
};

/*
 * pdfmerge_info: what press-run's job ticket says of the PDF at path, read
 * as pdfmerge_run reads an input (libharu's own form, at most 2 GiB,
 * mapped; nothing is written). Returns 0, or -1 when it cannot be read
 * or does not hold what it should (err says "FILE: what").
 */
int pdfmerge_info(const char *path, struct pdfmerge_info *pi, char *err,
    size_t errlen);

#endif
