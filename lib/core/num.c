/* num.c: numbers in and out of text, strictly and reproducibly. */
#include "core/num.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * fast_decimal: "[-+]digits[.digits]" with at most 15 significant digits
 * and 22 after the point, the form the tools write, read exactly as strtod
 * reads it: the digits make an integer a double holds exactly, 10^k is
 * exact, and one IEEE division rounds correctly (Clinger's fast path).
 * Returns 0, or -1 when s is not of that form (strtod then reads it).
 */
static int
fast_decimal(const char *s, double *out)
{
	static const double p10[] = { 1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7,
		1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
		1e19, 1e20, 1e21, 1e22 };
	const char *p = s;
	uint64_t m = 0;
	int neg = 0, sig = 0, frac = 0, digits = 0, point = 0;

	if (*p == '-' || *p == '+')
		neg = *p++ == '-';
	for (; *p; p++) {
		if (*p == '.' && !point) {
			point = 1;
			continue;
		}
		if (*p < '0' || *p > '9')
			return -1;
		digits++;
		if (m || *p != '0')
			sig++;
		if (sig > 15)
			return -1;
		m = m * 10 + (uint64_t)(*p - '0');
		frac += point;
	}
	if (!digits || frac > 22)
		return -1;
	*out = (neg ? -1.0 : 1.0) * ((double)m / p10[frac]);
	return 0;
}

int
num_parse_double(const char *s, double *out)
{
	const char *p = s;
	char *end;
	double v;

	if (fast_decimal(s, out) == 0)
		return 0;

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

double
num_round3(double v)
{
	char buf[512];
	double out;

	/*
	 * num_format's common case: it prints q = llround(v * 1000) with a
	 * point before its last three digits, text worth exactly q / 1000,
	 * which the reader rounds to the nearest double; (double)q is exact
	 * (|q| <= 1e15 < 2^53) and IEEE division rounds q / 1000 to the
	 * nearest double too. q = 0 gives +0, as "0.000" reads.
	 */
	if (fabs(v) < 1e12)
		return (double)llround(v * 1000.0) / 1000.0;
	/* The rare case (and NaN, which fails the test above): the text. */
	num_format(buf, sizeof(buf), v, 3);
	return num_parse_double(buf, &out) == 0 ? out : v;
}

/* Two digits at a time: "00" .. "99". */
static const char pair[] = "0001020304050607080910111213141516171819"
			   "2021222324252627282930313233343536373839"
			   "4041424344454647484950515253545556575859"
			   "6061626364656667686970717273747576777879"
			   "8081828384858687888990919293949596979899";

/* put_units: x's digits from o onwards; the byte after them. */
static char *
put_units(char *o, uint32_t x)
{
	char t[10];
	int n = 0;

	if (x < 10) {
		*o = (char)('0' + x);
		return o + 1;
	}
	if (x < 100) {
		memcpy(o, pair + 2 * x, 2);
		return o + 2;
	}
	if (x < 1000) {
		*o = (char)('0' + x / 100);
		memcpy(o + 1, pair + 2 * (x % 100), 2);
		return o + 3;
	}
	if (x < 10000) {
		memcpy(o, pair + 2 * (x / 100), 2);
		memcpy(o + 2, pair + 2 * (x % 100), 2);
		return o + 4;
	}
	do
		t[n++] = (char)('0' + x % 10);
	while (x /= 10);
	while (n)
		*o++ = t[--n];
	return o;
}

/*
 * short3: num_format_short for prec <= 3 and |v| < 4e6 (a page's
 * numbers, nearly all of them), written forwards into buf: the units,
 * then the decimals as thousandths, cut at their last non-zero digit.
 */
static size_t
short3(char *buf, double v, int prec)
{
	static const double scale[] = { 1, 10, 100, 1000 };
	double t = fabs(v * scale[prec]);
	uint32_t a = (uint32_t)t, ip, f;
	char *o = buf;

	/* llround's half away from zero: t and t - trunc(t) are exact. */
	a += t - (double)a >= 0.5;
	if (v < 0 && a != 0) /* never "-0" */
		*o++ = '-';
	switch (prec) {
	case 0: ip = a; f = 0; break;
	case 1: ip = a / 10; f = (a - ip * 10) * 100; break;
	case 2: ip = a / 100; f = (a - ip * 100) * 10; break;
	default: ip = a / 1000; f = a - ip * 1000; break;
	}
	o = put_units(o, ip);
	if (f) {
		*o++ = '.';
		if (f % 100 == 0) {
			*o++ = (char)('0' + f / 100);
		} else if (f % 10 == 0) {
			memcpy(o, pair + 2 * (f / 10), 2);
			o += 2;
		} else {
			memcpy(o, pair + 2 * (f / 10), 2);
			o[2] = (char)('0' + f % 10);
			o += 3;
		}
	}
	*o = '\0';
	return (size_t)(o - buf);
}

size_t
num_format_short(char *buf, size_t n, double v, int prec)
{
	static const double scale[] = { 1, 10, 100, 1000, 10000, 100000,
		1000000 };
	/*
	 * The digits go leftwards from the middle of b, and a fixed SHORT
	 * bytes from the first are copied out: a copy of a constant size is
	 * a few moves, where one of k bytes was a call to memcpy, 2 % of
	 * layout-pdf's time. |v| < 1e12 with 6 decimals is at most 20 bytes.
	 * Only the bytes right of the digits that the copy takes are
	 * zeroed: none is read, but none leaves uninitialised either.
	 */
	enum { SHORT = 24 };
	char b[2 * SHORT], *s = b + SHORT;
	uint64_t a, ip, q;
	uint32_t fp = 0, r;
	double t;
	size_t k;
	int d, neg;

	if (prec >= 0 && prec <= 3 && fabs(v) < 4e6 && n >= NUM_SHORT)
		return short3(buf, v, prec);
	if (prec < 0 || prec > 6 || !(fabs(v) < 1e12) || n < NUM_SHORT) {
		/* The rare case: num_format's digits, trimmed. */
		num_format(buf, n, v, prec);
		k = strlen(buf);
		while (k > 1 && strchr(buf, '.') && buf[k - 1] == '0')
			k--;
		if (k > 1 && buf[k - 1] == '.')
			k--;
		if (k == 2 && buf[0] == '-' && buf[1] == '0')
			buf[0] = '0', k = 1;
		buf[k] = '\0';
		return k;
	}
	/*
	 * llround's half away from zero without its call: |t| < 1e18 fits
	 * the integer, its truncation is exact, and so is the fraction
	 * t - trunc(t) below 2^53 (above, t is whole and the fraction 0).
	 */
	t = fabs(v * scale[prec]);
	a = (uint64_t)t;
	a += t - (double)a >= 0.5;
	neg = v < 0 && a != 0; /* never "-0" */
	memset(b + SHORT, 0, SHORT);
	/*
	 * Units and decimals apart, by constant divisors (a multiply each,
	 * where a % 10 a digit at a time was most of the old cost).
	 */
	switch (prec) {
	case 0: ip = a; break;
	case 1: ip = a / 10; fp = (uint32_t)(a - ip * 10); break;
	case 2: ip = a / 100; fp = (uint32_t)(a - ip * 100); break;
	case 3: ip = a / 1000; fp = (uint32_t)(a - ip * 1000); break;
	case 4: ip = a / 10000; fp = (uint32_t)(a - ip * 10000); break;
	case 5: ip = a / 100000; fp = (uint32_t)(a - ip * 100000); break;
	default: ip = a / 1000000; fp = (uint32_t)(a - ip * 1000000); break;
	}
	if (fp) {
		/* The decimals but trailing zeros, then the point. */
		for (d = prec; fp % 10 == 0; d--)
			fp /= 10;
		for (; d >= 2; d -= 2, fp /= 100) {
			s -= 2;
			memcpy(s, pair + 2 * (fp % 100), 2);
		}
		if (d)
			*--s = (char)('0' + fp);
		*--s = '.';
	}
	while (ip >= 100) {
		q = ip / 100;
		r = (uint32_t)(ip - q * 100);
		s -= 2;
		memcpy(s, pair + 2 * r, 2);
		ip = q;
	}
	if (ip >= 10) {
		s -= 2;
		memcpy(s, pair + 2 * ip, 2);
	} else {
		*--s = (char)('0' + ip);
	}
	if (neg)
		*--s = '-';
	k = (size_t)(b + SHORT - s);
	memcpy(buf, s, SHORT);
	buf[k] = '\0';
	return k;
}
