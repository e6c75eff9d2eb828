/*
 * rules_field.c: the values of a rules file's settings, one setter per
 * type of field. Each checks its own value only; the rules between
 * fields are the reader's: [rules]' own once its line is read
 * (board/rules.c), the kinds' once the whole file is (their rules.c).
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "board/rules_int.h"
#include "core/mem.h"
#include "core/num.h"

int
rules_valid_name(const char *s)
{
	if (!*s || strlen(s) >= RULES_NAME)
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_' && *s != '-')
			return 0;
	return 1;
}

int
rules_split(char *s, char **w, int max)
{
	int n = 0;

	for (;;) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (!*s)
			break;
		if (n == max)
			return max + 1;
		w[n++] = s;
		while (*s && *s != ' ' && *s != '\t')
			s++;
		if (*s)
			*s++ = '\0';
	}
	return n;
}

static int
find_choice(const char *choices, const char *word)
{
	const char *c = choices, *e;
	size_t len = strlen(word);
	int i = 0;

	for (;;) {
		e = strchr(c, '|');
		if ((e ? (size_t)(e - c) : strlen(c)) == len &&
		    strncmp(c, word, len) == 0)
			return i;
		if (!e)
			return -1;
		c = e + 1;
		i++;
	}
}

/* field_at: where offset off goes: the entry being read, or r itself. */
static char *
field_at(const struct parser *p, size_t off)
{
	if (off & FIELD_IN_RULES)
		return (char *)p->r + (off & ~FIELD_IN_RULES);
	return (char *)p->entry + off;
}

/* at: where field f's value goes in the entry being read. */
static char *
at(const struct parser *p, const struct field *f)
{
	return field_at(p, f->off);
}

/* F_TITLE: the rest of the line (rest), not cut into words. */
static void
set_title(struct parser *p, const struct field *f, const char *rest)
{
	if (!*rest || strlen(rest) >= RULES_TITLE) {
		rules_perr(p, rules_here(p), "%s: a text of 1 to %d characters "
		    "is needed", f->key, RULES_TITLE - 1);
		return;
	}
	snprintf(at(p, f), RULES_TITLE, "%s", rest);
}

static void
set_name(struct parser *p, const struct field *f, char **w, int nw)
{
	if (nw != 1 || !rules_valid_name(w[0])) {
		rules_perr(p, rules_here(p), "%s: one name is needed (letters, "
		    "digits, _ and -)", f->key);
		return;
	}
	snprintf(at(p, f), RULES_NAME, "%s", w[0]);
}

/* F_INT, F_DBL, F_ANGLE: one number within the field's range. */
static void
set_number(struct parser *p, const struct field *f, char **w, int nw)
{
	double v;

	if (nw != 1 || num_parse_double(w[0], &v) < 0) {
		rules_perr(p, rules_here(p), "%s: one number is needed, not "
		    "\"%s\"", f->key, w[0]);
		return;
	}
	if (v < f->lo || v > f->hi) {
		rules_perr(p, rules_here(p), "%s: %s is out of range [%g, %g]",
		    f->key, w[0], f->lo, f->hi);
		return;
	}
	if (f->type == F_INT) {
		if (v != floor(v)) {
			rules_perr(p, rules_here(p), "%s: a whole number is "
			    "needed, not %s", f->key, w[0]);
			return;
		}
		*(int *)at(p, f) = (int)v;
	} else {
		*(double *)at(p, f) = f->type == F_ANGLE ? v * RULES_DEG : v;
	}
}

static void
set_bool(struct parser *p, const struct field *f, char **w, int nw)
{
	int k = nw == 1 ? find_choice("no|yes|false|true|0|1|off|on", w[0]) :
	    -1;

	if (k < 0) {
		rules_perr(p, rules_here(p), "%s: yes or no is needed", f->key);
		return;
	}
	*(int *)at(p, f) = k & 1;
}

static void
set_colour(struct parser *p, const struct field *f, char **w, int nw)
{
	unsigned long c;
	char *end;

	if (nw != 1 || w[0][0] != '#' || strlen(w[0]) != 7) {
		rules_perr(p, rules_here(p), "%s: a colour such as #3BB273 is "
		    "needed", f->key);
		return;
	}
	errno = 0;
	c = strtoul(w[0] + 1, &end, 16);
	if (*end || errno) {
		rules_perr(p, rules_here(p), "%s: \"%s\" is not a colour",
		    f->key, w[0]);
		return;
	}
	*(uint32_t *)at(p, f) = (uint32_t)c;
	rules_colour_at(p->r, (uint32_t)c, rules_here(p), 0);
}

/* F_IRANGE, F_DRANGE: lowest and highest, at off and off2. */
static void
set_range(struct parser *p, const struct field *f, char **w, int nw)
{
	double v, v2;

	if (nw != 2 || num_parse_double(w[0], &v) < 0 ||
	    num_parse_double(w[1], &v2) < 0) {
		rules_perr(p, rules_here(p), "%s: two numbers are needed "
		    "(lowest and highest)", f->key);
		return;
	}
	if (v > v2 || v < f->lo || v2 > f->hi) {
		rules_perr(p, rules_here(p), "%s: %s %s must be in order and "
		    "within [%g, %g]", f->key, w[0], w[1], f->lo, f->hi);
		return;
	}
	if (f->type == F_DRANGE) {
		*(double *)field_at(p, f->off) = v;
		*(double *)field_at(p, f->off2) = v2;
	} else if (v != floor(v) || v2 != floor(v2)) {
		rules_perr(p, rules_here(p), "%s: whole numbers are needed",
		    f->key);
	} else {
		*(int *)field_at(p, f->off) = (int)v;
		*(int *)field_at(p, f->off2) = (int)v2;
	}
}

/*
 * per_player_values: are the nw words one value each (a whole number for
 * F_PINT) within the field's range? Says which is not.
 */
static int
per_player_values(struct parser *p, const struct field *f, char **w,
    int nw)
{
	double v;
	int i;

	for (i = 0; i < nw; i++) {
		if (num_parse_double(w[i], &v) < 0 || (f->type == F_PINT &&
		    v != floor(v)) || v < f->lo || v > f->hi) {
			rules_perr(p, rules_here(p), "%s: \"%s\" is not a %s "
			    "in [%g, %g]", f->key, w[i], f->type == F_PINT ?
			    "whole number" : "number", f->lo, f->hi);
			return -1;
		}
	}
	return 0;
}

/*
 * F_PINT, F_PDBL: one value per player count of [rules]' players (which
 * the format puts first, so the range is known here), or one for all;
 * counts outside the range take the nearest one's value.
 */
static void
set_per_player(struct parser *p, const struct field *f, char **w, int nw)
{
	const struct rules *r = p->r;
	int want = nw == 1 ? 1 : r->players_max - r->players_min + 1;
	int i, k;
	double v;

	if (nw != want) {
		rules_perr(p, rules_here(p), "%s: %d values are needed, one "
		    "per player count %d-%d (or one for all)", f->key,
		    r->players_max - r->players_min + 1, r->players_min,
		    r->players_max);
		return;
	}
	if (per_player_values(p, f, w, nw) < 0)
		return;
	for (k = 0; k < RULES_PMAX; k++) {
		i = nw == 1 ? 0 : k - r->players_min;
		i = i < 0 ? 0 : i >= nw ? nw - 1 : i;
		num_parse_double(w[i], &v);
		if (f->type == F_PINT)
			((int *)at(p, f))[k] = (int)v;
		else
			((double *)at(p, f))[k] = v;
	}
}

static void
set_enum(struct parser *p, const struct field *f, char **w, int nw)
{
	char kinds[256];
	/* No choices given: the kinds' names (board/kinds.c). */
	const char *choices = f->target ? f->target :
	    kind_choices(kinds, sizeof(kinds));
	int k = nw == 1 ? find_choice(choices, w[0]) : -1;

	if (k < 0) {
		rules_perr(p, rules_here(p), "%s: one of %s is needed, not "
		    "\"%s\"", f->key, choices, w[0]);
		return;
	}
	*(int *)at(p, f) = k;
}

static void
set_flags(struct parser *p, const struct field *f, char **w, int nw)
{
	int i, j, bits = 0;

	/* More words than rules_split keeps: w holds the first 63 only. */
	if (nw > 63) {
		rules_perr(p, rules_here(p), "%s: too many words", f->key);
		return;
	}
	for (i = 0; i < nw; i++) {
		j = find_choice(f->target, w[i]);
		if (j < 0) {
			rules_perr(p, rules_here(p), "%s: unknown word \"%s\" "
			    "(expected some of %s)", f->key, w[i], f->target);
			return;
		}
		bits |= 1 << j;
	}
	*(int *)at(p, f) = bits;
}

static int
set_ref_name(struct parser *p, struct rules_ref *ref, const char *name)
{
	if (!rules_valid_name(name)) {
		rules_perr(p, rules_here(p), "\"%s\" is not a name (letters, "
		    "digits, _ and -, at most %d characters)", name,
		    RULES_NAME - 1);
		return -1;
	}
	snprintf(ref->name, sizeof(ref->name), "%s", name);
	ref->line = rules_here(p);
	ref->index = -1;
	return 0;
}

static void
set_ref(struct parser *p, const struct field *f, char **w, int nw)
{
	if (nw != 1) {
		rules_perr(p, rules_here(p), "%s: one name is needed", f->key);
		return;
	}
	set_ref_name(p, (struct rules_ref *)at(p, f), w[0]);
}

static void
set_refs(struct parser *p, const struct field *f, char **w, int nw)
{
	struct rules_refs *rs = (struct rules_refs *)at(p, f);
	int i;

	if (nw > 63) {
		rules_perr(p, rules_here(p), "%s: too many names", f->key);
		return;
	}
	rules_free_refs(rs);
	rs->v = mem_calloc((size_t)nw, sizeof(*rs->v));
	for (i = 0; i < nw; i++)
		if (set_ref_name(p, &rs->v[i], w[i]) < 0)
			return;
	rs->n = (size_t)nw;
}

/* The setter of each type of field but F_TITLE, which takes no words. */
static void (*const setters[])(struct parser *p, const struct field *f,
    char **w, int nw) = {
	[F_NAME] = set_name,
	[F_INT] = set_number,
	[F_DBL] = set_number,
	[F_ANGLE] = set_number,
	[F_BOOL] = set_bool,
	[F_COLOUR] = set_colour,
	[F_IRANGE] = set_range,
	[F_DRANGE] = set_range,
	[F_PINT] = set_per_player,
	[F_PDBL] = set_per_player,
	[F_ENUM] = set_enum,
	[F_FLAGS] = set_flags,
	[F_REF] = set_ref,
	[F_REFS] = set_refs,
};

void
rules_set_field(struct parser *p, const struct field *f, char *rest)
{
	char *w[64];
	int nw;

	while (*rest == ' ' || *rest == '\t')
		rest++;
	if (f->type == F_TITLE) {
		set_title(p, f, rest);
		return;
	}
	nw = rules_split(rest, w, 63);
	if (nw == 0) {
		rules_perr(p, rules_here(p), "%s: a value is needed", f->key);
		return;
	}
	setters[f->type](p, f, w, nw);
}
