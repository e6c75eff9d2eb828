/* style.c: the style file: colours per entry of the rules, read over them. */
#include "board/style.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/font.h"
#include "board/kind.h"
#include "board/rules_int.h"
#include "board/style_asset.h"
#include "board/style_font.h"
#include "board/style_kind.h"
#include "board/style_look.h"
#include "board/style_picture.h"
#include "core/mem.h"
#include "core/num.h"
#include "core/rfile.h"

/*
 * The format is the rules files' (templates/style/README.md): "[style]"
 * first, with the id and the kind of the rules it dresses; then
 * "[section name]" per entry of the rules whose look it sets, each line
 * "key value". A colour is "#RRGGBB" (converted through the output
 * profile when drawn) or "cmyk C M Y K" (whole percents, painted as
 * given). Nothing is set until the whole file has been read without a
 * mistake, so a bad style leaves the rules as they were.
 */

#define STYLE_LINE 1024 /* a line's bytes, with its end */

/* A value to set once the whole style has been read; a designer's
 * colour (#RRGGBB) with the line it was given on. */
struct pending {
	uint32_t *at, value;
	unsigned line;
	int rgb;
};

struct sparser {
	struct rules *r;
	struct diag *d;
	const char *origin;
	unsigned base, line;
	int header;     /* 0 before [style], 1 in it, 2 after it */
	int kind;       /* the [style] section's kind, or -1 */
	char id[RULES_NAME];
	const struct style_sec *sec;
	char *entry;    /* the entry of sec being dressed, or NULL */
	struct rules_look *look; /* or the look being set, or NULL */
	char icon[RULES_NAME]; /* the [icon NAME] being read, or "" */
	struct pending *v;
	size_t n, cap;
	struct rules_spot spot[RULES_SPOTS]; /* set with the colours */
	size_t nspot;
	int errors;
	struct style_pictures pics;
	int in_pic;     /* in a [picture] section */
	int infont;         /* in [font] */
	int inplate;        /* in [plate] */
	struct font *font;  /* the font it names, set with the colours */
};

static void
serr(struct sparser *p, unsigned line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* serr: the first mistake only, at line (0: the file as a whole). */
static void
serr(struct sparser *p, unsigned line, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	rules_verr(p->d, &p->errors, p->origin, line, fmt, ap);
	va_end(ap);
}

static unsigned
here(const struct sparser *p)
{
	return p->base + p->line - 1;
}

/* open_look: "[sec name]": a look of the kind (rules.h's rules_look). */
static void
open_look(struct sparser *p, char **w, int nw)
{
	char names[256];

	if (!style_look_names(p->r, w[0], names, sizeof(names))) {
		serr(p, here(p), "unknown section [%s] in a %s style", w[0],
		    kind_name(p->r->kind));
		return;
	}
	if (nw != 2 || !(p->look = rules_look(p->r, w[0], w[1])))
		serr(p, here(p), "[%s NAME]: a %s style's [%s] is one of %s",
		    w[0], kind_name(p->r->kind), w[0], names);
}

/* open_entry: "[sec name]": the entry name of section sec of the rules. */
static void
open_entry(struct sparser *p, char **w, int nw)
{
	const struct style_kind *sk = style_kind_of(p->r);
	const struct style_sec *s = sk && sk->secs ? sk->secs : NULL;
	char *arr;
	size_t i, n;

	for (; s && s->name && strcmp(s->name, w[0]) != 0; s++)
		;
	if (!s || !s->name) {
		open_look(p, w, nw);
		return;
	}
	if (nw != 2) {
		serr(p, here(p), "[%s NAME] needs the name of a [%s] of the "
		    "rules", w[0], w[0]);
		return;
	}
	arr = *(char **)((char *)p->r->part + s->arr);
	n = *(size_t *)((char *)p->r->part + s->cnt);
	for (i = 0; i < n && strcmp(arr + i * s->size, w[1]) != 0; i++)
		;
	if (i == n) {
		serr(p, here(p), "[%s %s]: the rules \"%s\" have no [%s %s]",
		    w[0], w[1], p->r->id, w[0], w[1]);
		return;
	}
	p->sec = s;
	p->entry = arr + i * s->size;
}

/* open_picture: "[picture WHERE]" (board/style_picture.h). */
static void
open_picture(struct sparser *p, char **w, int nw)
{
	char err[200];

	if (style_picture_open(&p->pics, w, nw, p->r, here(p), err,
	    sizeof(err)) < 0)
		serr(p, here(p), "%s", err);
	else
		p->in_pic = 1;
}

/*
 * set_picture: a key of [picture WHERE]; its file, a file the style
 * names, is read now from the style's folder (or found in the deck).
 */
static void
set_picture(struct sparser *p, const char *key, char *rest)
{
	const struct style_picture *pc;
	char err[200];

	if (style_picture_key(&p->pics, key, rest, err, sizeof(err)) < 0) {
		serr(p, here(p), "%s", err);
		return;
	}
	/* Its mistakes are told at the line that names the file. */
	pc = &p->pics.v[p->pics.n - 1];
	if (strcmp(key, "file") != 0)
		return;
	p->pics.v[p->pics.n - 1].line = here(p);
	if (!style_asset_get(p->r, pc->file, p->origin, here(p), p->d))
		p->errors++;
}

/* open_section: the header line hdr ("[...]"). */
static void
open_section(struct sparser *p, char *hdr)
{
	char *w[4];
	int nw = style_picture_header(hdr, w);

	p->sec = NULL;
	p->entry = NULL;
	p->in_pic = 0;
	p->infont = 0;
	p->inplate = 0;
	p->look = NULL;
	p->icon[0] = '\0';
	if (nw < 1) {
		serr(p, here(p), "a section header looks like [category flora]");
		return;
	}
	if (strcmp(w[0], "style") == 0 && nw == 1 && p->header == 0) {
		p->header = 1;
		return;
	}
	if (p->header == 0 || (p->header == 1 && (!p->id[0] ||
	    p->kind < 0))) {
		serr(p, here(p), "the [style] section, with its id and kind, "
		    "must come first");
		return;
	}
	p->header = 2;
	if (strcmp(w[0], "picture") == 0)
		open_picture(p, w, nw);
	else if (strcmp(w[0], "font") == 0 && nw == 1)
		p->infont = 1;
	else if (strcmp(w[0], "plate") == 0 && nw == 1)
		p->inplate = 1;
	else if (strcmp(w[0], "icon") == 0 && nw == 2 &&
	    rules_valid_name(w[1]) &&
	    style_icon_known(p->r, w[1]))
		snprintf(p->icon, sizeof(p->icon), "%s", w[1]);
	else if (strcmp(w[0], "icon") == 0 && nw == 2)
		serr(p, here(p), "[icon %s]: the rules \"%s\" draw no icon "
		    "\"%s\"", w[1], p->r->id, w[1]);
	else if (strcmp(w[0], "icon") == 0)
		serr(p, here(p), "[icon NAME] needs the name of an icon the "
		    "rules draw");
	else
		open_entry(p, w, nw);
}

/* set_icon: a key of [icon NAME]: file PATH, an SVG file. */
static void
set_icon(struct sparser *p, const char *key, char *rest)
{
	if (strcmp(key, "file") != 0)
		serr(p, here(p), "unknown setting \"%s\" in [icon]", key);
	else if (!*rules_trim(rest))
		serr(p, here(p), "file: the path of an SVG file is needed");
	else if (style_icon_set(p->r, p->icon, rules_trim(rest), p->origin,
	    here(p), p->d) < 0)
		p->errors++;
}

/* cmyk_ink: the total ink of c in percent (a spot colour's fallback's,
 * from r); 0 when it is RGB. */
static int
cmyk_ink(const struct rules *r, uint32_t c)
{
	if (c & STYLE_SPOT)
		c = r->spot[(c & 255) % RULES_SPOTS].cmyk;
	return c & STYLE_CMYK ? (int)((c >> 21 & 127) + (c >> 14 & 127) +
	    (c >> 7 & 127) + (c & 127)) : 0;
}

/* look_ink: style_ink over r's looks. */
static int
look_ink(const struct rules *r, char *what, size_t n)
{
	const struct rules_look *l;
	size_t i, k;
	int most = 0;

	l = rules_looks((struct rules *)r, &k);
	for (i = 0; i < k; i++) {
		if (cmyk_ink(r, l[i].colour) <= most)
			continue;
		most = cmyk_ink(r, l[i].colour);
		snprintf(what, n, "[%s %s] colour", l[i].sec, l[i].name);
	}
	return most;
}

/*
 * each_colour: fn(s, entry, key, colour, arg) for every colour of r's
 * sections of its kind, until fn returns non-zero (returned).
 */
static int
each_colour(const struct rules *r, int (*fn)(const struct style_sec *,
    const char *, const char *, uint32_t, void *), void *arg)
{
	const struct style_kind *sk = style_kind_of(r);
	const struct style_sec *s = sk && sk->secs ? sk->secs : NULL;
	const struct style_key *k;
	const char *arr;
	size_t i, cnt;
	uint32_t v;
	int rc;

	for (; s && s->name; s++) {
		arr = *(char *const *)((const char *)r->part + s->arr);
		cnt = *(const size_t *)((const char *)r->part + s->cnt);
		for (i = 0; i < cnt; i++) {
			for (k = s->keys; k->key; k++) {
				if (k->words)
					continue;
				memcpy(&v, arr + i * s->size + k->off,
				    sizeof(v));
				if ((rc = fn(s, arr + i * s->size, k->key, v,
				    arg)))
					return rc;
			}
		}
	}
	return 0;
}

/* is: colour v is *arg. */
static int
is(const struct style_sec *s, const char *entry, const char *key,
    uint32_t v, void *arg)
{
	return v == *(const uint32_t *)arg;
}

int
style_colour_used(const struct rules *r, uint32_t c)
{
	const struct rules_look *l;
	size_t i, cnt;

	l = rules_looks((struct rules *)r, &cnt);
	for (i = 0; i < cnt; i++)
		if (l[i].colour == c)
			return 1;
	return each_colour(r, is, &c);
}

/* The most ink of a colour so far, and where it is. */
struct most_ink {
	const struct rules *r;
	char *what;
	size_t n;
	int most;
};

static int
more_ink(const struct style_sec *s, const char *entry, const char *key,
    uint32_t v, void *arg)
{
	struct most_ink *m = arg;
	int ink = cmyk_ink(m->r, v);

	if (ink > m->most) {
		m->most = ink;
		snprintf(m->what, m->n, "[%s %s] %s", s->name, entry, key);
	}
	return 0;
}

int
style_ink(const struct rules *r, char *what, size_t n)
{
	struct most_ink m = { r, what, n, 0 };

	m.most = look_ink(r, what, n);
	if (r->plate_set && cmyk_ink(r, r->plate) > m.most) {
		m.most = cmyk_ink(r, r->plate);
		snprintf(what, n, "[plate] colour");
	}
	if (r->border_set && cmyk_ink(r, r->plate_border) > m.most) {
		m.most = cmyk_ink(r, r->plate_border);
		snprintf(what, n, "[plate] border");
	}
	each_colour(r, more_ink, &m);
	return m.most;
}

/* hex_colour: "#RRGGBB" into *c; -1 when s is not one. */
static int
hex_colour(const char *s, uint32_t *c)
{
	int i, d;

	if (s[0] != '#' || strlen(s) != 7)
		return -1;
	*c = 0;
	for (i = 1; i < 7; i++) {
		d = s[i] >= '0' && s[i] <= '9' ? s[i] - '0' :
		    s[i] >= 'A' && s[i] <= 'F' ? s[i] - 'A' + 10 :
		    s[i] >= 'a' && s[i] <= 'f' ? s[i] - 'a' + 10 : -1;
		if (d < 0)
			return -1;
		*c = *c << 4 | (uint32_t)d;
	}
	return 0;
}

/* cmyk_colour: four whole percents w[0..3] into *c; -1 when not. */
static int
cmyk_colour(char **w, uint32_t *c)
{
	int i, k, v;

	*c = STYLE_CMYK;
	for (i = 0; i < 4; i++) {
		if (!w[i][0] || strlen(w[i]) > 3)
			return -1;
		for (v = 0, k = 0; w[i][k]; k++) {
			if (w[i][k] < '0' || w[i][k] > '9')
				return -1;
			v = v * 10 + (w[i][k] - '0');
		}
		if (v > 100)
			return -1;
		*c |= (uint32_t)v << (7 * (3 - i));
	}
	return 0;
}

/* push: value for *at, set once the whole file has been read. */
static void
push(struct sparser *p, uint32_t *at, uint32_t value)
{
	if (p->n == p->cap)
		p->v = mem_grow(p->v, &p->cap, p->n + 1, sizeof(*p->v));
	p->v[p->n].at = at;
	p->v[p->n].line = here(p);
	p->v[p->n].rgb = 0;
	p->v[p->n++].value = value;
}

/* take_words: the next n words of *s into w, *s past them; -1 if fewer. */
static int
take_words(char **s, char **w, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		*s += strspn(*s, " \t");
		if (!**s)
			return -1;
		w[i] = *s;
		*s += strcspn(*s, " \t");
		if (**s)
			*(*s)++ = '\0';
	}
	*s += strspn(*s, " \t");
	return 0;
}

/*
 * spot_name: is s a separation's name a RIP can take: printable ASCII
 * (single spaces inside), 1 to 63 bytes, and none of the names PDF keeps
 * for itself or for the process inks? 0 if so, else what is wrong.
 */
static const char *
spot_name(const char *s)
{
	static const char *const kept[] = { "All", "None", "Cyan", "Magenta",
	    "Yellow", "Black", NULL };
	size_t i, n = strlen(s);

	if (n == 0 || n >= RULES_SPOT_NAME)
		return "a spot colour's name is 1 to 63 characters";
	for (i = 0; i < n; i++)
		if (s[i] < ' ' || s[i] > '~' || (s[i] == ' ' && (i + 1 == n ||
		    s[i + 1] == ' ')))
			return "a spot colour's name is printable ASCII, "
			    "words apart by one space";
	for (i = 0; kept[i]; i++)
		if (strcmp(s, kept[i]) == 0)
			return "All, None and the process inks' names are not "
			    "spot colours";
	return NULL;
}

/*
 * spot_colour: "C M Y K NAME" (after "spot") into *c: the separation's
 * index among the style's spots, added when new. -1 with the mistake told.
 */
static int
spot_colour(struct sparser *p, const char *key, char *rest, uint32_t *c)
{
	char *w[4];
	const char *bad;
	uint32_t alt;
	size_t i;

	if (take_words(&rest, w, 4) < 0 || cmyk_colour(w, &alt) < 0) {
		serr(p, here(p), "%s: a spot colour is spot C M Y K NAME (its "
		    "CMYK fallback in whole percents, then its name)", key);
		return -1;
	}
	if ((bad = spot_name(rest))) {
		serr(p, here(p), "%s: %s", key, bad);
		return -1;
	}
	for (i = 0; i < p->nspot && strcmp(p->spot[i].name, rest) != 0; i++)
		;
	if (i < p->nspot && p->spot[i].cmyk != alt) {
		serr(p, here(p), "%s: the spot colour \"%s\" was given another "
		    "CMYK fallback before", key, rest);
		return -1;
	}
	if (i == RULES_SPOTS) {
		serr(p, here(p), "%s: more than %d spot colours", key,
		    RULES_SPOTS);
		return -1;
	}
	if (i == p->nspot) {
		snprintf(p->spot[i].name, sizeof(p->spot[i].name), "%s", rest);
		p->spot[p->nspot++].cmyk = alt;
	}
	*c = STYLE_CMYK | STYLE_SPOT | (uint32_t)i;
	return 0;
}

/* set_colour: the value rest of key into *at, once the file is whole. */
static void
set_colour(struct sparser *p, const char *key, char *rest, uint32_t *at)
{
	char *w[6];
	int nw;
	uint32_t c;

	rest += strspn(rest, " \t");
	if (strncmp(rest, "spot", 4) == 0 && (rest[4] == ' ' ||
	    rest[4] == '\t')) {
		if (spot_colour(p, key, rest + 4, &c) < 0)
			return;
	} else if (nw = rules_split(rest, w, 5), !((nw == 1 &&
	    hex_colour(w[0], &c) == 0) || (nw == 5 &&
	    strcmp(w[0], "cmyk") == 0 && cmyk_colour(w + 1, &c) == 0))) {
		serr(p, here(p), "%s: a colour is #RRGGBB, cmyk C M Y K or "
		    "spot C M Y K NAME (whole percents, 0 to 100)", key);
		return;
	}
	push(p, at, c);
	p->v[p->n - 1].rgb = !(c & STYLE_CMYK);
}

/*
 * set_plate: a key of [plate], every kind's: the colour of the plate the
 * caption sits on (colour) and of its frame (border).
 */
static void
set_plate(struct sparser *p, const char *key, char *rest)
{
	if (strcmp(key, "colour") == 0) {
		set_colour(p, key, rest, &p->r->plate);
		push(p, &p->r->plate_set, 1);
	} else if (strcmp(key, "border") == 0) {
		set_colour(p, key, rest, &p->r->plate_border);
		push(p, &p->r->border_set, 1);
	} else
		serr(p, here(p), "unknown setting \"%s\" in [plate] (it "
		    "has colour and border)", key);
}

/* set_word: key's value rest, one of words, as its index into *at. */
static void
set_word(struct sparser *p, const char *key, char *rest,
    const char *const *words, uint32_t *at)
{
	char *w[2], list[128];
	int nw = rules_split(rest, w, 1), v = nw == 1 ?
	    style_word(words, w[0]) : -1;
	size_t i, n = 0;

	if (v >= 0) {
		push(p, at, (uint32_t)v);
		return;
	}
	for (i = 0; words[i]; i++)
		n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s",
		    i ? (words[i + 1] ? ", " : " or ") : "", words[i]);
	serr(p, here(p), "%s: %s", key, list);
}

/*
 * set_number: "angle DEGREES" (whole, 0 to 179) or "gap MM" (0.5 to 20,
 * kept in hundredths) of the look being set.
 */
static void
set_number(struct sparser *p, const char *key, char *rest)
{
	char *w[2];
	int gap = strcmp(key, "gap") == 0;
	double v = -1;

	if (rules_split(rest, w, 1) != 1 || num_parse_double(w[0], &v) < 0 ||
	    (gap ? v < 0.5 || v > 20 : v < 0 || v > 179 || v != floor(v))) {
		serr(p, here(p), "%s", gap ? "gap: the mm between a hatch's "
		    "lines, 0.5 to 20" : "angle: whole degrees, 0 to 179");
		return;
	}
	push(p, gap ? &p->look->gap : &p->look->angle,
	    (uint32_t)lround(gap ? v * 100 : v));
}

/* set_look: key rest of a look: its colour, and an area's fill. */
static void
set_look(struct sparser *p, const char *key, char *rest)
{
	if (strcmp(key, "colour") == 0)
		set_colour(p, key, rest, &p->look->colour);
	else if (strcmp(key, "fill") == 0 && p->look->area)
		set_word(p, key, rest, style_fills, &p->look->fill);
	else if ((strcmp(key, "angle") == 0 || strcmp(key, "gap") == 0) &&
	    p->look->area)
		set_number(p, key, rest);
	else
		serr(p, here(p), "unknown setting \"%s\" in [%s %s] (%s)",
		    key, p->look->sec, p->look->name, p->look->area ?
		    "colour, fill, angle, gap" : "a line: colour only");
}

/* set_header: a key of [style]: id NAME, kind KIND (the rules'). */
static void
set_header(struct sparser *p, const char *key, char *rest)
{
	char *w[2];
	int nw = rules_split(rest, w, 1);

	if (strcmp(key, "id") != 0 && strcmp(key, "kind") != 0) {
		serr(p, here(p), "unknown setting \"%s\" in [style]", key);
		return;
	}
	if (nw != 1 || !rules_valid_name(w[0])) {
		serr(p, here(p), "%s: one name is needed", key);
		return;
	}
	if (strcmp(key, "id") == 0) {
		snprintf(p->id, sizeof(p->id), "%s", w[0]);
		return;
	}
	p->kind = kind_parse(w[0]);
	if (p->kind != p->r->kind)
		serr(p, here(p), "kind: this style dresses %s boards, the "
		    "rules \"%s\" are %s", w[0], p->r->id,
		    kind_name(p->r->kind));
}

/* set_key: key rest in the section being read. */
static void
set_key(struct sparser *p, const char *key, char *rest)
{
	const struct style_key *k;

	if (p->header == 1) {
		set_header(p, key, rest);
		return;
	}
	if (p->in_pic) {
		set_picture(p, key, rest);
		return;
	}
	if (p->infont) {
		if (style_font_key(p->r, key, rules_trim(rest), &p->font,
		    p->origin, here(p), p->d) < 0)
			p->errors++;
		return;
	}
	if (p->inplate) {
		set_plate(p, key, rest);
		return;
	}
	if (p->look) {
		set_look(p, key, rest);
		return;
	}
	if (p->icon[0]) {
		set_icon(p, key, rest);
		return;
	}
	if (!p->entry) {
		if (!p->sec)
			serr(p, here(p), "a setting outside any section "
			    "(start with [style])");
		return;
	}
	for (k = p->sec->keys; k->key && strcmp(k->key, key) != 0; k++)
		;
	if (!k->key) {
		serr(p, here(p), "unknown setting \"%s\" in [%s]", key,
		    p->sec->name);
		return;
	}
	if (k->words)
		set_word(p, key, rest, k->words, (uint32_t *)(p->entry +
		    k->off));
	else
		set_colour(p, key, rest, (uint32_t *)(p->entry + k->off));
}

/* one_line: a line for rules_lines; stops at the first mistake. */
static int
one_line(void *ctx, char *s)
{
	struct sparser *p = ctx;
	char *rest;

	p->line++;
	if (!s) {
		serr(p, here(p), "line longer than %d characters",
		    STYLE_LINE - 1);
		return 1;
	}
	s = rules_trim(s);
	if (*s == '[')
		open_section(p, s);
	else if (*s) {
		rest = s + strcspn(s, " \t");
		if (*rest)
			*rest++ = '\0';
		set_key(p, s, rest);
	}
	return p->errors;
}

/* check_text: is text a deck can carry (no NUL, XML text)? -1 if not. */
static int
check_text(struct sparser *p, const char *text, size_t len)
{
	size_t bad = rules_not_xml_text((const unsigned char *)text, len), i;
	unsigned line = 1;

	if (bad == len && !memchr(text, '\0', len))
		return 0;
	if (memchr(text, '\0', len))
		bad = (size_t)((const char *)memchr(text, '\0', len) - text);
	for (i = 0; i < bad; i++)
		line += text[i] == '\n';
	serr(p, p->base + line - 1, "byte 0x%02X: a style is UTF-8 text "
	    "(control characters other than tab, CR and LF may not appear)",
	    (unsigned)(unsigned char)text[bad]);
	return -1;
}

/* pictures_done: each [picture] section named its file. */
static void
pictures_done(struct sparser *p)
{
	char err[200];
	unsigned line;

	if (!p->errors && style_picture_done(&p->pics, &line, err,
	    sizeof(err)) < 0)
		serr(p, line, "%s", err);
}

int
style_apply_text(struct rules *r, const char *text, size_t len,
    const char *origin, unsigned base_line, struct diag *d)
{
	struct sparser p;
	char buf[STYLE_LINE];
	size_t i, nasset, nicon;

	memset(&p, 0, sizeof(p));
	p.r = r;
	p.d = d;
	p.origin = origin;
	p.base = base_line ? base_line : 1;
	p.kind = -1;
	style_files_count(r, &nasset, &nicon);
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
		text += 3;
		len -= 3;
	}
	if (check_text(&p, text, len) == 0)
		rules_lines(text, len, buf, sizeof(buf), one_line, &p);
	if (!p.errors && p.header == 0)
		serr(&p, 0, "a [style] section with an id and a kind is "
		    "needed");
	else if (!p.errors && (!p.id[0] || p.kind < 0))
		serr(&p, 0, "[style] needs an id and a kind");
	pictures_done(&p);
	for (i = 0; i < p.n && !p.errors; i++) {
		*p.v[i].at = p.v[i].value;
		if (p.v[i].rgb)
			rules_colour_at(r, p.v[i].value, p.v[i].line, 1);
	}
	free(p.v);
	if (p.errors) {
		free(p.pics.v);
		font_free(p.font);
		style_files_trim(r, nasset, nicon);
		return -1;
	}
	font_free(r->font);
	r->font = p.font;
	memcpy(r->spot, p.spot, sizeof(r->spot));
	r->nspot = p.nspot;
	free(r->style);
	r->style = mem_strndup(text, len);
	r->style_len = len;
	free(r->style_origin);
	r->style_origin = mem_strdup(origin);
	free(r->picture);
	r->picture = p.pics.v;
	r->npicture = p.pics.n;
	return 0;
}

/*
 * apply_with_dir: style_apply_text of a style file's text; the files it
 * names are read from its folder, not looked for in a deck.
 */
static int
apply_with_dir(struct rules *r, const char *buf, size_t n, const char *path,
    struct diag *d)
{
	const char *slash = strrchr(path, '/');
	size_t na, ni;
	int rc;

	if (!r->files)
		r->files = mem_calloc(1, sizeof(*r->files));
	free(r->files->dir);
	r->files->dir = slash ? mem_strndup(path, (size_t)(slash - path +
	    (slash == path))) : mem_strdup(".");
	rc = style_apply_text(r, buf, n, path, 1, d);
	free(r->files->dir);
	r->files->dir = NULL;
	style_files_count(r, &na, &ni);
	if (na == 0 && ni == 0)
		style_files_free(r);
	return rc;
}

int
style_apply_file(struct rules *r, const char *path, struct diag *d)
{
	struct rfile rf;
	size_t n;
	char *buf = rfile_read(path, STYLE_BYTES, &n, &rf);
	int rc;

	if (!buf) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "%s",
		    rf.status == RFILE_FOLDER ? "a style is a file, not a "
		    "folder" : rf.status == RFILE_LARGE ? "style file larger "
		    "than 256 KiB" : rf.status == RFILE_READ ? "cannot read "
		    "the style (it changed while read?)" : rf.why);
		return -1;
	}
	rc = apply_with_dir(r, buf, n, path, d);
	free(buf);
	return rc;
}
