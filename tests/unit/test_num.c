/* test_num.c: strict parsing and the fixed number format. */
#include "testutil.h"

#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/num.h"

static void
parse_double(void **state)
{
	double v;

	assert_int_equal(num_parse_double("12.5", &v), 0);
	assert_near(v, 12.5, 0);
	assert_int_equal(num_parse_double("-0.25", &v), 0);
	assert_int_equal(num_parse_double("1e3", &v), 0);
	assert_near(v, 1000, 0);
	assert_int_equal(num_parse_double(".5", &v), 0);
	assert_int_equal(num_parse_double("nan", &v), -1);
	assert_int_equal(num_parse_double("inf", &v), -1);
	assert_int_equal(num_parse_double("1e999", &v), -1);
	assert_int_equal(num_parse_double("12abc", &v), -1);
	assert_int_equal(num_parse_double(" 12", &v), -1);
	assert_int_equal(num_parse_double("", &v), -1);
	assert_int_equal(num_parse_double("0x10", &v), -1);
}

static void
parse_u64(void **state)
{
	uint64_t v;

	assert_int_equal(num_parse_u64("18446744073709551615", UINT64_MAX,
	    &v), 0);
	assert_true(v == UINT64_MAX);
	assert_int_equal(num_parse_u64("18446744073709551616", UINT64_MAX,
	    &v), -1);
	assert_int_equal(num_parse_u64("-1", UINT64_MAX, &v), -1);
	assert_int_equal(num_parse_u64("7x", UINT64_MAX, &v), -1);
	assert_int_equal(num_parse_u64("11", 10, &v), -1);
	assert_int_equal(num_parse_u64("", 10, &v), -1);
}

/*
 * The fast path for plain decimals gives strtod's double, bit for bit:
 * 300,000 numbers of the forms the tools write and read, and the edges
 * (15 and 16 significant digits, 22 and 23 after the point, -0).
 */
static void
parse_double_like_strtod(void **state)
{
	static const char *edge[] = { "-0", "0.", ".5", "+7.25",
		"123456789012345", "1234567890123456", "0.1234567890123456789012",
		"0.12345678901234567890123", "999999999999999.9", "0.000000001",
		"9007199254740993", "-297.000", "594.125" };
	char buf[64], frac[16];
	uint64_t x = 88172645463325252u;
	double a, b;
	size_t i;
	int k, n;

	for (i = 0; i < sizeof(edge) / sizeof(edge[0]); i++) {
		assert_int_equal(num_parse_double(edge[i], &a), 0);
		b = strtod(edge[i], NULL);
		assert_memory_equal(&a, &b, sizeof(a));
	}
	for (i = 0; i < 300000; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		n = (int)(x % 8);
		for (k = 0; k < n; k++)
			frac[k] = (char)('0' + (x >> (8 + 4 * k)) % 10);
		frac[n] = '\0';
		snprintf(buf, sizeof(buf), "%s%llu.%s", x & 1u << 30 ? "-" : "",
		    (unsigned long long)((x >> 32) % (x & 1u << 31 ? 1000u :
		    1000000000u)), frac);
		assert_int_equal(num_parse_double(buf, &a), 0);
		b = strtod(buf, NULL);
		if (memcmp(&a, &b, sizeof(a)) != 0)
			fail_msg("%s: %.17g, strtod %.17g", buf, a, b);
	}
}

static void
format(void **state)
{
	char b[64];

	assert_string_equal(num_format(b, sizeof(b), 1.5, 3), "1.500");
	assert_string_equal(num_format(b, sizeof(b), -0.0004, 3), "0.000");
	assert_string_equal(num_format(b, sizeof(b), -1.0006, 3), "-1.001");
	assert_string_equal(num_format(b, sizeof(b), 297, 3), "297.000");
	assert_string_equal(num_format(b, sizeof(b), 0.05, 1), "0.1");
	assert_string_equal(num_format(b, sizeof(b), 42.4, 0), "42");
	assert_string_equal(num_format(b, sizeof(b), 0, 2), "0.00");
}

/*
 * num_format_short writes num_format's rounding without trailing zeros,
 * over values of every size and sign, and every precision.
 */
static void
format_short(void **state)
{
	char a[NUM_SHORT], b[NUM_SHORT];
	size_t k, n;
	double v;
	int prec, i;

	(void)state;
	assert_int_equal(num_format_short(a, sizeof(a), 1.5, 3), 3);
	assert_string_equal(a, "1.5");
	num_format_short(a, sizeof(a), -0.0004, 3);
	assert_string_equal(a, "0");
	num_format_short(a, sizeof(a), -0.0006, 3);
	assert_string_equal(a, "-0.001");
	num_format_short(a, sizeof(a), 297, 3);
	assert_string_equal(a, "297");
	num_format_short(a, sizeof(a), 100, 0);
	assert_string_equal(a, "100");
	num_format_short(a, sizeof(a), 2.8346457, 7);
	assert_string_equal(a, "2.8346457");
	num_format_short(a, sizeof(a), 1e13, 2);
	assert_string_equal(a, "10000000000000");
	for (i = 0; i < 200000; i++) {
		/* (a spread of magnitudes, halves and near-halves included) */
		v = ((double)(i * 7919 % 200003) - 100000) /
		    (double)(1 + i % 7 * 997) * (i % 3 ? 1 : 0.001);
		if (i % 11 == 0)
			v = (double)(i / 11) / 2000 + 0.0005;
		prec = i % 7;
		n = num_format_short(a, sizeof(a), v, prec);
		num_format(b, sizeof(b), v, prec);
		k = strlen(b);
		while (prec && b[k - 1] == '0')
			k--;
		if (b[k - 1] == '.')
			k--;
		b[k] = '\0';
		if (strcmp(b, "-0") == 0)
			strcpy(b, "0");
		assert_string_equal(a, b);
		assert_int_equal(n, strlen(a));
	}
}

/*
 * old_format_short: num_format_short as it was before it split units and
 * decimals by constant divisors (llround, then a digit at a time by
 * a % 10): the reference the new one must match byte for byte.
 */
static size_t
old_format_short(char *buf, size_t n, double v, int prec)
{
	static const double scale[] = { 1, 10, 100, 1000, 10000, 100000,
		1000000 };
	enum { SHORT = 24 };
	char b[2 * SHORT] = { 0 }, *s = b + SHORT;
	unsigned long long a;
	long long q;
	size_t k;
	int d;

	if (prec < 0 || prec > 6 || !(fabs(v) < 1e12) || n < NUM_SHORT) {
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
	q = llround(v * scale[prec]);
	a = q < 0 ? (unsigned long long)-q : (unsigned long long)q;
	for (d = prec; d > 0 && a % 10 == 0; d--)
		a /= 10;
	if (d > 0) {
		for (; d > 0; d--, a /= 10)
			*--s = (char)('0' + a % 10);
		*--s = '.';
	}
	do
		*--s = (char)('0' + a % 10);
	while (a /= 10);
	if (q < 0)
		*--s = '-';
	k = (size_t)(b + SHORT - s);
	memcpy(buf, s, SHORT);
	buf[k] = '\0';
	return k;
}

/* same_short: v at prec, the new way and the old, the same bytes. */
static void
same_short(double v, int prec)
{
	char a[NUM_SHORT], b[NUM_SHORT];
	size_t n, m;

	n = num_format_short(a, sizeof(a), v, prec);
	m = old_format_short(b, sizeof(b), v, prec);
	if (n != m || strcmp(a, b) != 0)
		fail_msg("%.17g at %d: \"%s\", the old way \"%s\"", v, prec,
		    a, b);
}

/*
 * num_format_short gives the old implementation's bytes: random doubles
 * of every magnitude and sign, every halfway point (and the doubles
 * either side of it) at each precision, -0, the largest values of the
 * fast path and past it, the tiny, and the integers near 2^53.
 */
static void
format_short_as_before(void **state)
{
	static const double edge[] = { 0.0, -0.0, 0.5, -0.5, 1.5, 2.5,
		0.0005, -0.0005, 0.0015, 0.0025, 1.0005, 2.0005, 999.9995,
		-999.9995, 1e-300, -1e-300, 4.9e-324, 1e11, 999999999999.5,
		-999999999999.5, 999999999999.9999, 1e12, -1e12, 1e13, 1e300,
		9007199254740991.0, 9007199254740993.0, 4503599627370495.5,
		2.8346457, 297, 210.0000005, 0.1, 0.2, 0.3, 1.0 / 3,
		3999999.9995, 3999999.9994999998, 4e6, 4000000.0005, 9999.9995,
		99999.5, 4294967.2955, 0.0095, 0.095, 0.95, 9.5 };
	uint64_t x = 0x9e3779b97f4a7c15u;
	double v, h, p10;
	int prec, i, e;

	(void)state;
	for (i = 0; i < (int)(sizeof(edge) / sizeof(edge[0])); i++)
		for (prec = 0; prec <= 7; prec++) {
			same_short(edge[i], prec);
			same_short(-edge[i], prec);
		}
	for (i = 0; i < 1000000; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		prec = (int)(x % 7);
		switch (i % 4) {
		case 0: /* any bits: every exponent, NaN and inf included */
			memcpy(&v, &x, sizeof(v));
			break;
		case 1: /* a page's millimetres and points */
			v = (double)(int64_t)(x >> 11) / 9007199254740992.0 *
			    2000.0;
			break;
		case 2: /* a magnitude of 10^-8 .. 10^13 */
			e = (int)((x >> 40) % 22) - 8;
			v = (double)(int64_t)(x >> 12) / 2251799813685248.0 *
			    pow(10, e);
			break;
		default: /* a halfway point at prec, and its neighbours */
			p10 = pow(10, prec);
			h = ((double)(int64_t)((x >> 20) % 2000000000u) -
			    1000000000.0 + 0.5) / p10;
			same_short(nextafter(h, 0), prec);
			same_short(nextafter(h, h * 2), prec);
			v = h;
			break;
		}
		same_short(v, prec);
	}
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(parse_double),
    cmocka_unit_test(parse_double_like_strtod),
    cmocka_unit_test(parse_u64),
    cmocka_unit_test(format),
    cmocka_unit_test(format_short),
    cmocka_unit_test(format_short_as_before))
