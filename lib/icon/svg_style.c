/* svg_style.c: an SVG icon's paint properties and transforms. */
#include "icon/svg_style.h"

#include <ctype.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "core/geom.h"

/* word_is: s is w, give or take surrounding white space. */
static int
word_is(const char *s, const char *w)
{
	size_t n = strlen(w);

	while (isspace((unsigned char)*s))
		s++;
	if (strncasecmp(s, w, n))
		return 0;
	for (s += n; isspace((unsigned char)*s); s++)
		;
	return *s == '\0';
}

/* paint: none, black (the icon's ink) or white (the paper's colour). */
static int
paint(struct svg_ctx *c, const char *prop, const char *v, int *ink)
{
	static const char *dark[] = { "black", "#000", "#000000" };
	static const char *light[] = { "white", "#fff", "#ffffff" };
	size_t i;

	if (word_is(v, "none")) {
		*ink = SVG_NONE;
		return 0;
	}
	for (i = 0; i < 3; i++) {
		if (word_is(v, dark[i]) || word_is(v, light[i])) {
			*ink = word_is(v, dark[i]) ? SVG_DARK : SVG_LIGHT;
			return 0;
		}
	}
	return svg_fail(c, "%s \"%.40s\": only none, black (the icon's ink) "
	    "or white (the paper's colour)", prop, v);
}

/* one_of: v is the k-th word of the |-separated list words. */
static int
one_of(struct svg_ctx *c, const char *prop, const char *v,
    const char *words, int *k)
{
	char w[64];
	const char *s = words, *e;
	int i = 0;

	for (;; i++) {
		e = strchr(s, '|');
		snprintf(w, sizeof(w), "%.*s", e ? (int)(e - s) :
		    (int)strlen(s), s);
		if (word_is(v, w)) {
			*k = i;
			return 0;
		}
		if (!e)
			break;
		s = e + 1;
	}
	return svg_fail(c, "%s \"%.40s\": only %s", prop, v, words);
}

/* length: a number, "px" allowed after it. */
static int
length(struct svg_ctx *c, const char *prop, const char *v, double *x)
{
	const char *s = v;

	if (svg_number(&s, x) == 0) {
		if (strncmp(s, "px", 2) == 0)
			s += 2;
		while (isspace((unsigned char)*s))
			s++;
		if (*s == '\0')
			return 0;
	}
	return svg_fail(c, "%s \"%.40s\": a number (user units or px) is "
	    "needed", prop, v);
}

int
svg_style_set(struct svg_ctx *c, struct svg_style *st, const char *prop,
    const char *v)
{
	double x;
	int k;

	if (word_is(v, "inherit"))
		return 0;
	if (strcmp(prop, "fill") == 0)
		return paint(c, prop, v, &st->fill);
	if (strcmp(prop, "stroke") == 0)
		return paint(c, prop, v, &st->stroke);
	if (strcmp(prop, "stroke-width") == 0) {
		if (length(c, prop, v, &x) < 0)
			return -1;
		if (x < 0)
			return svg_fail(c, "stroke-width: a number >= 0 is "
			    "needed");
		st->width = x;
		return 0;
	}
	if (strcmp(prop, "fill-rule") == 0)
		return one_of(c, prop, v, "nonzero|evenodd", &st->evenodd);
	if (strcmp(prop, "stroke-linecap") == 0)
		return one_of(c, prop, v, "butt|round|square", &st->cap);
	if (strcmp(prop, "stroke-linejoin") == 0)
		return one_of(c, prop, v, "miter|round|bevel", &st->join);
	/* What drawing programs write with their defaults: only these. */
	if (strcmp(prop, "opacity") == 0 || strcmp(prop, "fill-opacity") ==
	    0 || strcmp(prop, "stroke-opacity") == 0)
		return one_of(c, prop, v, "1", &k);
	if (strcmp(prop, "stroke-dasharray") == 0)
		return one_of(c, prop, v, "none", &k);
	if (strcmp(prop, "display") == 0)
		return one_of(c, prop, v, "inline", &k);
	if (strcmp(prop, "visibility") == 0)
		return one_of(c, prop, v, "visible", &k);
	/* The PDF's own miter limit and no dashes: these change nothing. */
	if (strcmp(prop, "stroke-miterlimit") == 0 ||
	    strcmp(prop, "stroke-dashoffset") == 0)
		return length(c, prop, v, &x);
	return 1;
}

int
svg_style_attr(struct svg_ctx *c, struct svg_style *st, const char *decls)
{
	char buf[256], *colon, *name, *val, *e;
	const char *s = decls, *semi;
	size_t n;
	int rc;

	for (; *s; s = semi ? semi + 1 : s + strlen(s)) {
		semi = strchr(s, ';');
		n = semi ? (size_t)(semi - s) : strlen(s);
		if (n >= sizeof(buf))
			return svg_fail(c, "style: a declaration is too long");
		memcpy(buf, s, n);
		buf[n] = '\0';
		for (name = buf; isspace((unsigned char)*name); name++)
			;
		if (*name == '\0')
			continue;
		colon = strchr(name, ':');
		if (!colon)
			return svg_fail(c, "style: \"%.40s\" is not "
			    "property:value", name);
		*colon = '\0';
		val = colon + 1;
		for (e = colon; e > name && isspace((unsigned char)e[-1]); e--)
			e[-1] = '\0';
		rc = svg_style_set(c, st, name, val);
		if (rc > 0)
			return svg_fail(c, "style: property \"%.40s\" is not "
			    "supported", name);
		if (rc < 0)
			return -1;
	}
	return 0;
}

/*
 * mul: r = a after b (b applied first), as SVG matrices a b c d e f; r
 * may be a or b.
 */
static void
svg_mul(double *r, const double *a, const double *b)
{
	double t[6];

	t[0] = a[0] * b[0] + a[2] * b[1];
	t[1] = a[1] * b[0] + a[3] * b[1];
	t[2] = a[0] * b[2] + a[2] * b[3];
	t[3] = a[1] * b[2] + a[3] * b[3];
	t[4] = a[0] * b[4] + a[2] * b[5] + a[4];
	t[5] = a[1] * b[4] + a[3] * b[5] + a[5];
	memcpy(r, t, sizeof(t));
}

/* How many numbers each transform takes: at least lo, at most hi. */
static const struct {
	const char *name;
	int lo, hi;
} kinds[] = {
	{ "matrix", 6, 6 }, { "translate", 1, 2 }, { "scale", 1, 2 },
	{ "rotate", 1, 3 }, { "skewX", 1, 1 }, { "skewY", 1, 1 },
};

/* one: the matrix of transform k with its n numbers a. */
static void
one(int k, const double *a, int n, double *t)
{
	double r = a[0] * GEOM_PI / 180, c[6] = { 1, 0, 0, 1, 0, 0 };
	double u[6] = { 1, 0, 0, 1, 0, 0 };

	memcpy(t, c, sizeof(c));
	if (k == 0)
		memcpy(t, a, 6 * sizeof(*a));
	else if (k == 1) {
		t[4] = a[0];
		t[5] = n > 1 ? a[1] : 0;
	} else if (k == 2) {
		t[0] = a[0];
		t[3] = n > 1 ? a[1] : a[0];
	} else if (k == 3) {
		t[0] = t[3] = cos(r);
		t[1] = sin(r);
		t[2] = -sin(r);
		if (n == 3) {
			/* About (cx, cy): translate, rotate, translate back. */
			c[4] = a[1];
			c[5] = a[2];
			u[4] = -a[1];
			u[5] = -a[2];
			svg_mul(t, t, u);
			svg_mul(t, c, t);
		}
	} else if (k == 4)
		t[2] = tan(r);
	else
		t[1] = tan(r);
}

int
svg_transform(struct svg_ctx *c, const char *s, double *m)
{
	double a[6], t[6];
	size_t k, len;
	int n;

	for (;;) {
		while (isspace((unsigned char)*s) || *s == ',')
			s++;
		if (!*s)
			return 0;
		for (k = 0; k < 6; k++) {
			len = strlen(kinds[k].name);
			if (strncmp(s, kinds[k].name, len) == 0)
				break;
		}
		if (k == 6)
			return svg_fail(c, "transform: \"%.20s\" is not "
			    "matrix, translate, scale, rotate, skewX or skewY",
			    s);
		for (s += len; isspace((unsigned char)*s); s++)
			;
		if (*s++ != '(')
			return svg_fail(c, "transform: '(' is missing");
		for (n = 0; n < 6 && svg_number(&s, &a[n]) == 0; n++)
			;
		while (isspace((unsigned char)*s))
			s++;
		if (*s++ != ')' || n < kinds[k].lo || n > kinds[k].hi ||
		    (k == 3 && n == 2))
			return svg_fail(c, "transform: %s takes %d to %d "
			    "numbers", kinds[k].name, kinds[k].lo,
			    kinds[k].hi);
		one((int)k, a, n, t);
		svg_mul(m, m, t);
	}
}
