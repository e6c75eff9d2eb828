/*
 * deck_strict_type.c: the values of the deck's attributes by the schema's
 * datatypes (deck_strict_int.h), exactly as libxml2's RELAX NG validator
 * takes them: its XML Schema numbers (white space collapsed, at most 24
 * significant digits: libxml2 keeps no more), its patterns (over the value
 * as written, counted in characters, not bytes) and RELAX NG's built-in
 * token values (white space collapsed before the comparison).
 */
#include <string.h>

#include "board/kind.h"
#include "deck/deck_read_int.h"
#include "deck/deck_strict_int.h"

#define DIGITS_MAX 24 /* libxml2's decimals and integers hold no more */

static int
ws(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static int
digit(char c)
{
	return c >= '0' && c <= '9';
}

/* A decimal as libxml2 reads it: sign, digits (no leading 0), point. */
struct dec {
	int neg;
	char d[DIGITS_MAX + 1];
	size_t len, integ; /* digits, of which before the point */
};

/* trim: s[0..*n) without the white space at either end. */
static const char *
trim(const char *s, size_t *n)
{
	while (*n && ws(*s)) {
		s++;
		(*n)--;
	}
	while (*n && ws(s[*n - 1]))
		(*n)--;
	return s;
}

/*
 * dec_fraction: the digits after a point at *p into x; libxml2 refuses
 * "." alone but takes "0." and ".5". Returns 0 or -1.
 */
static int
dec_fraction(struct dec *x, const char **p, const char *e, int lead)
{
	x->integ = x->len;
	for (; *p < e && digit(**p) && x->len < DIGITS_MAX; (*p)++)
		x->d[x->len++] = **p;
	return x->len == 0 && !lead ? -1 : 0;
}

/* dec_parse: s[0..n) as an xsd:decimal into x; 0, or -1 if it is none. */
static int
dec_parse(const char *s, size_t n, struct dec *x)
{
	const char *p, *e;
	int lead = 0;

	s = trim(s, &n);
	p = s;
	e = s + n;
	memset(x, 0, sizeof(*x));
	if (p < e && (*p == '-' || *p == '+'))
		x->neg = *p++ == '-';
	if (p == e)
		return -1;
	for (; p < e && *p == '0'; p++)
		lead = 1;
	x->integ = (size_t)-1;
	while (p < e && x->len < DIGITS_MAX) {
		if (digit(*p)) {
			x->d[x->len++] = *p++;
		} else if (*p == '.') {
			p++;
			if (dec_fraction(x, &p, e, lead) < 0)
				return -1;
			break;
		} else {
			break;
		}
	}
	if (x->integ == (size_t)-1)
		x->integ = x->len;
	return p == e ? 0 : -1;
}

/* dec_cmp: -1, 0 or 1 as a is below, at or above b (exactly). */
static int
dec_cmp(const struct dec *a, const struct dec *b)
{
	size_t ia = a->integ, ib = b->integ, i, na = a->len, nb = b->len;
	int sa, sb, r = 0;

	while (na > ia && a->d[na - 1] == '0')
		na--;
	while (nb > ib && b->d[nb - 1] == '0')
		nb--;
	sa = na == 0 ? 0 : a->neg ? -1 : 1;
	sb = nb == 0 ? 0 : b->neg ? -1 : 1;
	if (sa != sb)
		return sa < sb ? -1 : 1;
	if (ia != ib) {
		r = ia < ib ? -1 : 1;
	} else {
		for (i = 0; r == 0 && (i < na || i < nb); i++) {
			char ca = i < na ? a->d[i] : '0';
			char cb = i < nb ? b->d[i] : '0';

			r = ca < cb ? -1 : ca > cb;
		}
	}
	return sa < 0 ? -r : r;
}

/*
 * The ranges' ends, as dec_parse reads "-7", "7", "0" and "0.8" (made
 * here, not parsed again for every value).
 */
static const struct dec angle_lo = { 1, "7", 1, 1 };
static const struct dec angle_hi = { 0, "7", 1, 1 };
static const struct dec floor_lo = { 0, "", 0, 0 };
static const struct dec floor_hi = { 0, "8", 1, 0 };

/* dec_within: whether s[0..n) is a decimal in [*lo, *hi]. */
static int
dec_within(const char *s, size_t n, const struct dec *lo,
    const struct dec *hi)
{
	struct dec x;

	if (dec_parse(s, n, &x) < 0)
		return 0;
	return dec_cmp(&x, lo) >= 0 && dec_cmp(&x, hi) <= 0;
}

/*
 * integer: s[0..n) as libxml2 reads the xsd integer types: white space,
 * a sign (when signed), at least one digit, at most 24 after leading
 * zeros. Returns the count of significant digits (*neg: the sign), or -1.
 */
static int
integer(const char *s, size_t n, int sign, int *neg, const char **first)
{
	const char *p, *e;
	int k = 0;

	s = trim(s, &n);
	p = s;
	e = s + n;
	*neg = 0;
	if (sign && p < e && (*p == '-' || *p == '+'))
		*neg = *p++ == '-';
	if (p == e || !digit(*p))
		return -1;
	while (p < e && *p == '0')
		p++;
	for (*first = p; p < e && digit(*p); p++)
		k++;
	return p == e && k <= DIGITS_MAX ? k : -1;
}

/* unsigned_long: an xsd:unsignedLong, 0 to 18446744073709551615, no sign. */
static int
unsigned_long(const char *s, size_t n)
{
	const char *d;
	int neg, k = integer(s, n, 0, &neg, &d);

	return k >= 0 && (k < 20 || (k == 20 &&
	    memcmp(d, "18446744073709551615", 20) <= 0));
}

/* inte: xsd integer (lo: -1), nonNegativeInteger (0), positive (1). */
static int
inte(const char *s, size_t n, int lo, int maxdigits)
{
	const char *d;
	int neg, k = integer(s, n, 1, &neg, &d);

	if (k < 0 || k > maxdigits)
		return 0;
	if (lo == 1)
		return !neg && k > 0;
	return lo == 0 ? !neg || k == 0 : 1;
}

/*
 * chars: the characters of s[0..n) (UTF-8), or -1 at white space; the
 * SAX parser hands '&' over as "&#38;", one character.
 */
static long
chars(const char *s, size_t n)
{
	long k = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		if (ws(s[i]))
			return -1;
		if (s[i] == '&' && n - i >= 5 && memcmp(s + i, "&#38;", 5) == 0)
			i += 4;
		if (((unsigned char)s[i] & 0xc0) != 0x80)
			k++;
	}
	return k;
}

/* nodelist: a RELAX NG list of one or more ids of 1 to 63 characters. */
static int
nodelist(const char *s, size_t n)
{
	size_t i = 0, j;
	int k = 0;

	for (;;) {
		while (i < n && ws(s[i]))
			i++;
		if (i == n)
			return k > 0;
		for (j = i; j < n && !ws(s[j]); j++)
			;
		if (chars(s + i, j - i) > 63)
			return 0;
		k++;
		i = j;
	}
}

/*
 * The byte classes the patterns are made of, a bit each: a table look-up
 * a byte, where strchr over the set was (a transport deck's cells are
 * most of its bytes).
 */
enum { C_DIG = 1, C_LOW = 2, C_NAME = 4, C_HEX = 8, C_TAIL = 16 };
#define DIG C_DIG
#define LOW C_LOW
#define NAMECH C_NAME
#define HEXLOW C_HEX
#define CHECKTAIL C_TAIL

static unsigned char classes[256];

/* NAMECH [A-Za-z0-9_-], HEXLOW [0-9a-f], CHECKTAIL [a-z0-9_-]. */
void
deck_strict_classes(void)
{
	int c;

	for (c = '0'; c <= '9'; c++)
		classes[c] = C_DIG | C_NAME | C_HEX | C_TAIL;
	for (c = 'a'; c <= 'z'; c++)
		classes[c] = C_LOW | C_NAME | C_TAIL | (c <= 'f' ? C_HEX : 0);
	for (c = 'A'; c <= 'Z'; c++)
		classes[c] = C_NAME;
	classes['_'] = classes['-'] = C_NAME | C_TAIL;
}

/* span: the bytes at the start of s[0..n) of class set (C_*). */
static size_t
span(const char *s, size_t n, unsigned set)
{
	size_t i;

	for (i = 0; i < n && (classes[(unsigned char)s[i]] & set); i++)
		;
	return i;
}

/* cells: [0-9]+,[0-9]+( [0-9]+,[0-9]+)* */
static int
cells(const char *s, size_t n)
{
	size_t i = 0, k;

	for (;;) {
		if ((k = span(s + i, n - i, DIG)) == 0)
			return 0;
		i += k;
		if (i == n || s[i++] != ',' ||
		    (k = span(s + i, n - i, DIG)) == 0)
			return 0;
		i += k;
		if (i == n)
			return 1;
		if (s[i++] != ' ')
			return 0;
	}
}

/* prefixed: c followed by [0-9]+ ("a12", "c3"). */
static int
prefixed(const char *s, size_t n, char c)
{
	return n > 1 && s[0] == c && span(s + 1, n - 1, DIG) == n - 1;
}

/* checkid: [a-z]+\.[a-z0-9_\-]+ */
static int
checkid(const char *s, size_t n)
{
	size_t k = span(s, n, LOW);

	return k > 0 && k + 1 < n && s[k] == '.' &&
	    span(s + k + 1, n - k - 1, CHECKTAIL) == n - k - 1;
}

/*
 * word: s[0..n), white space collapsed (RELAX NG's built-in token type),
 * into w when it is one word shorter than cap; 0, or -1.
 */
static int
word(const char *s, size_t n, char *w, size_t cap)
{
	size_t i;

	s = trim(s, &n);
	if (n == 0 || n >= cap)
		return -1;
	for (i = 0; i < n; i++)
		if (ws(s[i]))
			return -1;
	memcpy(w, s, n);
	w[n] = '\0';
	return 0;
}

/* token: whether s[0..n) is, as a token, one of the words of " a b ". */
static int
token(const char *s, size_t n, const char *words)
{
	char w[32];

	return word(s, n, w, sizeof(w)) == 0 && deckr_in_words(words, w);
}

/* kind: a kind the tools know (the schema's: nodes, transport, dungeon). */
static int
kind(const char *s, size_t n)
{
	char w[32];

	return word(s, n, w, sizeof(w)) == 0 && kind_parse(w) >= 0;
}

int
deck_strict_value(int type, const char *s, size_t n)
{
	struct dec x;
	long k;

	switch (type) {
	case ST_STRING:
		return 1;
	case ST_NAME:
		return n >= 1 && n <= 31 && span(s, n, NAMECH) == n;
	case ST_NODEID:
		k = chars(s, n);
		return k >= 1 && k <= 63;
	case ST_NODELIST:
		return nodelist(s, n);
	case ST_AREA:
		return prefixed(s, n, 'a');
	case ST_CITY:
		return prefixed(s, n, 'c');
	case ST_CELLS:
		return cells(s, n);
	case ST_CHECKID:
		return checkid(s, n);
	case ST_KIND:
		return kind(s, n);
	case ST_FORMAT:
		return token(s, n, " 1 ");
	case ST_YESNO:
		return token(s, n, " yes no ");
	case ST_YES:
		return token(s, n, " yes ");
	case ST_PASSFAIL:
		return token(s, n, " pass fail ");
	case ST_ROLE:
		return token(s, n, " inner edge start center ");
	case ST_SIDE:
		return token(s, n, " left top right bottom ");
	case ST_DECIMAL:
		return dec_parse(s, n, &x) == 0;
	case ST_ANGLE:
		return dec_within(s, n, &angle_lo, &angle_hi);
	case ST_FLOOR:
		return dec_within(s, n, &floor_lo, &floor_hi);
	case ST_ULONG:
		return unsigned_long(s, n);
	case ST_NNINT:
		return inte(s, n, 0, DIGITS_MAX);
	case ST_PINT:
		return inte(s, n, 1, DIGITS_MAX);
	case ST_SLOTS:
		return inte(s, n, 1, 1);
	case ST_INT:
		return inte(s, n, -1, DIGITS_MAX);
	case ST_SHA256:
		return n == 64 && span(s, n, HEXLOW) == 64;
	}
	return 0;
}
