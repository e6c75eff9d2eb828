/*
 * pdf_doc.h: what the PDF backend (lib/pdf) offers besides the drawing
 * interface: its font's measures, which the SVG backend places its
 * glyphs by, so a screen sets text where the PDF does.
 */
#ifndef BP_PDF_DOC_H
#define BP_PDF_DOC_H

struct pdf;
struct hb_face_t;

/*
 * pdf_doc_width: the advance width of Unicode code point code in p's
 * font, in thousandths of an em, as libharu measures it (0 when p is
 * not a PDF document or the font has no such glyph).
 */
int pdf_doc_width(struct pdf *p, unsigned code);

/*
 * pdf_doc_face: p's font program as HarfBuzz reads it (for its glyphs'
 * outlines), p's to keep; NULL when p is not a PDF document or has none.
 */
struct hb_face_t *pdf_doc_face(struct pdf *p);

#endif
