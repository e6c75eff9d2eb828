/* num.h: strict number parsing, fixed number formatting, and the
 * factors between millimetres and points. */
#ifndef BP_NUM_H
#define BP_NUM_H

#include <stddef.h>
#include <stdint.h>

/*
 * Millimetres and points (PDF's unit, 1/72 inch). Millimetres to points:
 * x * NUM_PT_PER_MM; points to millimetres: x * NUM_MM_PER_PT (or
 * x / NUM_PT_PER_MM, as the PDF layer divides).
 *
 * Text widths and heights (textwidth.c, nodecontent.c) were always
 * converted left to right, x * 25.4 / 72, and are written so still:
 * x * NUM_MM_PER_IN / NUM_PT_PER_IN. For about a third of all x that
 * differs in the last bit from x * NUM_MM_PER_PT (and from
 * x / NUM_PT_PER_MM), enough to move a label and change a deck's bytes.
 */
#define NUM_MM_PER_IN 25.4
#define NUM_PT_PER_IN 72.0
#define NUM_PT_PER_MM (NUM_PT_PER_IN / NUM_MM_PER_IN)
#define NUM_MM_PER_PT (NUM_MM_PER_IN / NUM_PT_PER_IN)

/*
 * num_parse_double: the whole of s as a finite decimal number. Leading or
 * trailing junk, an empty string, NaN, infinities and overflow are
 * rejected. Returns 0 and sets *out, or -1.
 */
int num_parse_double(const char *s, double *out);

/*
 * num_parse_u64: the whole of s as an unsigned decimal integer no larger
 * than max (no sign, no spaces, no junk). Returns 0 and sets *out, or -1.
 */
int num_parse_u64(const char *s, uint64_t max, uint64_t *out);

/*
 * num_format: v with exactly prec decimals into buf (size n), with "-0.000"
 * written as "0.000", so the same value always gives the same bytes.
 */
char *num_format(char *buf, size_t n, double v, int prec);

/*
 * num_round3: v as the deck carries it: the double that reading
 * num_format(v, 3) back gives (num_parse_double, the same as strtod), found
 * without the text: llround(v * 1000) / 1000 for |v| < 1e12, where the
 * writer's digits are that integer and one IEEE division of it (exact
 * below 2^53) by 1000 rounds as strtod rounds the decimal; the text itself
 * above. Never -0 (the writer prints "0.000"); a value the writer cannot
 * print as a number (NaN, an infinity) is returned as it is.
 */
double num_round3(double v);

/*
 * num_format_short: v as num_format rounds it but with no trailing zeros
 * nor a trailing point ("1.5", "0", "-0.25"), into buf (size n, at least
 * NUM_SHORT); its length. The numbers of a PDF page.
 */
#define NUM_SHORT 48
size_t num_format_short(char *buf, size_t n, double v, int prec);

#endif
