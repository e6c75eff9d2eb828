/* num.h: strict number parsing and fixed number formatting. */
#ifndef BP_NUM_H
#define BP_NUM_H

#include <stddef.h>
#include <stdint.h>

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

#endif
