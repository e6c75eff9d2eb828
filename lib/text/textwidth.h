/* textwidth.h: text widths in the embedded font, for layout decisions. */
#ifndef BP_TEXTWIDTH_H
#define BP_TEXTWIDTH_H

struct font;

/*
 * text_width: the width in mm of utf8 set at pt points in font f (a
 * style's, board/font.h) or, when f is NULL, DejaVu Sans, as the PDF will
 * show it (characters outside Latin-1 as '?', no kerning).
 */
double text_width(const struct font *f, const char *utf8, double pt);

/*
 * text_line: the room a line of text in f (NULL: DejaVu Sans) takes above
 * its baseline (up) and below it (down), in ems: the font's ascent and
 * descent (or its ink, where that reaches further) with a hair more, so
 * the box a reader of the PDF finds for a word is inside it.
 */
void text_line(const struct font *f, double *up, double *down);

/* text_digits: the same for a number: its digits' ink, in ems. */
void text_digits(const struct font *f, double *up, double *down);

#endif
