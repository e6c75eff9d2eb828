/* pdfmerge_lex.c: PDF's tokens and values, as the merge reads them
 * (PDF 32000-1 7.2, 7.3; see pdfmerge_int.h). */
#include <stdint.h>
#include <string.h>

#include "merge/pdfmerge_int.h"

static int
is_space(int c)
{
	return c == 0 || c == '\t' || c == '\n' || c == '\f' || c == '\r' ||
	    c == ' ';
}

static int
is_delim(int c)
{
	return c == '(' || c == ')' || c == '<' || c == '>' || c == '[' ||
	    c == ']' || c == '{' || c == '}' || c == '/' || c == '%';
}

const unsigned char *
pdfm_skip_space(const unsigned char *p, const unsigned char *e)
{
	while (p < e) {
		if (is_space(*p))
			p++;
		else if (*p == '%')
			while (p < e && *p != '\n' && *p != '\r')
				p++;
		else
			break;
	}
	return p;
}

/* literal: a (string) from p, its parentheses balanced (7.3.4.2). */
static struct token
literal(struct token t, const unsigned char *p, const unsigned char *e)
{
	int depth;

	for (depth = 0; p < e; p++) {
		if (*p == '\\')
			p++;
		else if (*p == '(')
			depth++;
		else if (*p == ')' && --depth == 0)
			break;
	}
	t.t = p < e ? T_STR : T_ERR;
	t.e = p < e ? p + 1 : e;
	return t;
}

/* angle: "<<" from p, or a <hex string> (7.3.4.3). */
static struct token
angle(struct token t, const unsigned char *p, const unsigned char *e)
{
	if (p + 1 < e && p[1] == '<') {
		t.t = T_DOPEN;
		t.e = p + 2;
		return t;
	}
	while (p < e && *p != '>')
		p++;
	t.t = p < e ? T_STR : T_ERR;
	t.e = p < e ? p + 1 : e;
	return t;
}

/* number: the keyword t made T_INT (its value in t->v) or T_REAL when it
 * is a number. */
static void
number(struct token *t)
{
	const unsigned char *q = t->s;
	int digits = 0, dot = 0, bad = 0;

	if (*q == '+' || *q == '-')
		q++;
	for (; q < t->e; q++) {
		if (*q >= '0' && *q <= '9') {
			digits = 1;
			if (t->v < UINT64_MAX / 16)
				t->v = t->v * 10 + (uint64_t)(*q - '0');
		} else if (*q == '.' && !dot)
			dot = 1;
		else
			bad = 1;
	}
	if (digits && !bad)
		t->t = dot || *t->s == '-' || *t->s == '+' ? T_REAL : T_INT;
}

struct token
pdfm_next(const unsigned char *p, const unsigned char *e)
{
	struct token t = { T_END, NULL, NULL, 0 };

	p = pdfm_skip_space(p, e);
	t.s = t.e = p;
	if (p >= e)
		return t;
	switch (*p) {
	case '(':
		return literal(t, p, e);
	case '<':
		return angle(t, p, e);
	case '>':
		t.t = p + 1 < e && p[1] == '>' ? T_DCLOSE : T_ERR;
		t.e = p + (t.t == T_DCLOSE ? 2 : 1);
		return t;
	case '[':
	case ']':
	case ')':
	case '{':
	case '}':
		/* A stray ")" is an error; braces are PostScript's keywords. */
		t.t = *p == '[' ? T_AOPEN : *p == ']' ? T_ACLOSE :
		    *p == ')' ? T_ERR : T_KW;
		t.e = p + 1;
		return t;
	case '/':
		for (p++; p < e && !is_space(*p) && !is_delim(*p); p++)
			;
		t.t = T_NAME;
		t.e = p;
		return t;
	}
	/* A keyword or a number: up to a space or a delimiter. */
	for (; p < e && !is_space(*p) && !is_delim(*p); p++)
		;
	t.e = p;
	t.t = T_KW;
	number(&t);
	return t;
}

int
pdfm_is_kw(struct token t, const char *kw)
{
	size_t n = strlen(kw);

	return t.t == T_KW && (size_t)(t.e - t.s) == n &&
	    memcmp(t.s, kw, n) == 0;
}

int
pdfm_is_name(struct token t, const char *name)
{
	size_t n = strlen(name);

	return t.t == T_NAME && (size_t)(t.e - t.s) == n + 1 &&
	    memcmp(t.s + 1, name, n) == 0;
}

/* ref: whether the tokens from t are "NUM GEN R"; *after is past the R. */
int
pdfm_ref(struct token t, const unsigned char *e, uint64_t *num,
    const unsigned char **after)
{
	struct token g, r;

	if (t.t != T_INT)
		return 0;
	g = pdfm_next(t.e, e);
	if (g.t != T_INT)
		return 0;
	r = pdfm_next(g.e, e);
	if (!pdfm_is_kw(r, "R"))
		return 0;
	*num = t.v;
	*after = r.e;
	return 1;
}

/* skip_value: past the value at p, or NULL when it is not one. */
const unsigned char *
pdfm_skip_value(const unsigned char *p, const unsigned char *e)
{
	struct token t = pdfm_next(p, e);
	const unsigned char *after;
	uint64_t num;
	int depth = 0;

	for (;;) {
		switch (t.t) {
		case T_END:
		case T_ERR:
		case T_DCLOSE:
		case T_ACLOSE:
			if (depth == 0 || t.t == T_END || t.t == T_ERR)
				return NULL;
			depth--;
			break;
		case T_DOPEN:
		case T_AOPEN:
			if (++depth > MAX_DEPTH)
				return NULL;
			break;
		case T_INT:
			if (pdfm_ref(t, e, &num, &after)) {
				if (depth == 0)
					return after;
				t = pdfm_next(after, e);
				continue;
			}
			break;
		default:
			break;
		}
		if (depth == 0)
			return t.e;
		t = pdfm_next(t.e, e);
	}
}

/*
 * dict_get: the value of /key in the dictionary at p (its start in *v, its
 * end returned), or NULL when the key is absent or p holds no dictionary.
 */
const unsigned char *
pdfm_dict_get(const unsigned char *p, const unsigned char *e, const char *key,
    const unsigned char **v)
{
	struct token t = pdfm_next(p, e);
	const unsigned char *q;

	if (t.t != T_DOPEN)
		return NULL;
	for (;;) {
		t = pdfm_next(t.e, e);
		if (t.t == T_DCLOSE)
			return NULL;
		if (t.t != T_NAME || !(q = pdfm_skip_value(t.e, e)))
			return NULL;
		if (pdfm_is_name(t, key)) {
			*v = pdfm_skip_space(t.e, e);
			return q;
		}
		t.e = q;
	}
}
