/* textwidth.h: text widths in the embedded font, for layout decisions. */
#ifndef BP_TEXTWIDTH_H
#define BP_TEXTWIDTH_H

/*
 * text_width: the width in mm of utf8 set in DejaVu Sans at pt points, as
 * the PDF will show it (characters outside Latin-1 as '?').
 */
double text_width(const char *utf8, double pt);

#endif
