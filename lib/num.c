/* num.c: numbers in and out of text, strictly and reproducibly. */
#include "num.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int
num_parse_double(const char *s, double *out)
{
	const char *p = s;
	char *end;
	double v;

	/*
	 * strtod alone would take "nan", "inf", hex floats and leading
	 * spaces; allow only an optional sign, digits, one point and an
	 * exponent.
	 */
	if (*p == '-' || *p == '+')
		p++;
	if (!isdigit((unsigned char)*p) && !(*p == '.' &&
	    isdigit((unsigned char)p[1])))
		return -1;
	for (; *p; p++)
		if (!isdigit((unsigned char)*p) && !strchr(".eE+-", *p))
			return -1;
	errno = 0;
	v = strtod(s, &end);
	if (*end || errno == ERANGE || !isfinite(v))
		return -1;
	*out = v;
	return 0;
}

int
num_parse_u64(const char *s, uint64_t max, uint64_t *out)
{
	uint64_t v = 0;
	const char *p;

	if (!*s)
		return -1;
	for (p = s; *p; p++) {
		if (!isdigit((unsigned char)*p))
			return -1;
		if (v > (UINT64_MAX - (uint64_t)(*p - '0')) / 10)
			return -1;
		v = v * 10 + (uint64_t)(*p - '0');
	}
	if (v > max)
		return -1;
	*out = v;
	return 0;
}

char *
num_format(char *buf, size_t n, double v, int prec)
{
	static const double scale[] = { 1, 10, 100, 1000, 10000, 100000,
		1000000 };

	/*
	 * The common case (a few decimals, a modest magnitude) by integer
	 * arithmetic: printf's %f costs more than everything else in a deck
	 * line. Rounding is half away from zero on the scaled value, the
	 * same on every machine with IEEE doubles.
	 */
	if (prec >= 0 && prec <= 6 && fabs(v) < 1e12 && n >= 32) {
		long long q = llround(v * scale[prec]);
		unsigned long long a = q < 0 ? (unsigned long long)-q :
		    (unsigned long long)q;
		char tmp[32];
		int k = 0, i = 0;

		do {
			tmp[k++] = (char)('0' + a % 10);
			a /= 10;
			if (k == prec)
				tmp[k++] = '.';
		} while (a || k < (prec ? prec + 2 : 1));
		if (q < 0)
			buf[i++] = '-'; /* q < 0: never "-0" */
		while (k)
			buf[i++] = tmp[--k];
		buf[i] = '\0';
		return buf;
	}
	snprintf(buf, n, "%.*f", prec, v);
	if (buf[0] == '-') {
		const char *p;

		for (p = buf + 1; *p; p++)
			if (*p != '0' && *p != '.')
				return buf;
		memmove(buf, buf + 1, strlen(buf));
	}
	return buf;
}
