/* style_picture.c: a style's [picture WHERE] sections (style_picture.h). */
#include "board/style_picture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/rules_int.h"
#include "board/style_kind.h"
#include "core/mem.h"

/* The places a picture may go on every kind's boards. */
static const char *const places[] = { "background", "logo", NULL };

/* in: whether name is one of the NULL-ended words (or none: NULL). */
static int
in(const char *const *words, const char *name)
{
	for (; words && *words; words++)
		if (strcmp(*words, name) == 0)
			return 1;
	return 0;
}

/* place_of: the place "[picture WHERE]" names (w, nw words) into out;
 * 0, or -1 when the kind (sk, or NULL) has no such place. */
static int
place_of(char **w, int nw, const struct style_kind *sk, char *out, size_t n)
{
	if (nw == 3 && sk && sk->types && strcmp(w[1], "type") == 0) {
		snprintf(out, n, "type %s", w[2]);
		return 0;
	}
	if (nw == 2 && (in(places, w[1]) || (sk && in(sk->pictures, w[1])))) {
		snprintf(out, n, "%s", w[1]);
		return 0;
	}
	return -1;
}

/*
 * kind_places: the kind's own places as the message's end: " or type
 * NAME", " or A", ", A or B", ", A, B or C" …; "" for none.
 */
static void
kind_places(const struct style_kind *sk, char *out, size_t n)
{
	size_t k, np = 0, len = 0;

	out[0] = '\0';
	if (sk && sk->types) {
		snprintf(out, n, " or type NAME");
		return;
	}
	while (sk && sk->pictures && sk->pictures[np])
		np++;
	for (k = 0; k < np && len < n; k++)
		len += (size_t)snprintf(out + len, n - len, "%s%s",
		    k + 1 == np ? " or " : ", ", sk->pictures[k]);
}

int
style_picture_header(char *hdr, char **w)
{
	int nw = rules_header_n(hdr, w, 3);

	return nw <= 2 || strcmp(w[0], "picture") == 0 ? nw : 0;
}

int
style_picture_open(struct style_pictures *s, char **w, int nw,
    const struct rules *r, unsigned line, char *err, size_t n)
{
	const struct style_kind *sk = style_kind_of(r);
	char place[STYLE_PICTURE_PLACE], more[128];
	struct style_picture *pc;
	size_t i;

	if (nw == 3 && sk && sk->types && strcmp(w[1], "type") == 0 &&
	    rules_find_type(r, w[2]) < 0) {
		snprintf(err, n, "[picture type NAME]: the rules have no node "
		    "type \"%s\"", w[2]);
		return -1;
	}
	if (place_of(w, nw, sk, place, sizeof(place)) < 0) {
		kind_places(sk, more, sizeof(more));
		snprintf(err, n, "[picture WHERE]: WHERE is background, "
		    "logo%s", more);
		return -1;
	}
	for (i = 0; i < s->n; i++)
		if (strcmp(s->v[i].place, place) == 0) {
			snprintf(err, n, "[picture %s] is given twice", place);
			return -1;
		}
	if (s->n == s->cap)
		s->v = mem_grow(s->v, &s->cap, s->n + 1, sizeof(*s->v));
	pc = &s->v[s->n++];
	memset(pc, 0, sizeof(*pc));
	snprintf(pc->place, sizeof(pc->place), "%s", place);
	pc->line = line;
	pc->height = STYLE_LOGO_HEIGHT;
	return 0;
}

/* number: a length in mm, lo..hi, from one word; -1 when not. */
static int
number(const char *s, double lo, double hi, double *v)
{
	char *end;

	*v = strtod(s, &end);
	return *s && !*end && *v >= lo && *v <= hi ? 0 : -1;
}

/* logo_key: a key of [picture logo] other than file: 0, -1 (err). */
static int
logo_key(struct style_picture *pc, const char *key, char **w, int nw,
    char *err, size_t n)
{
	if (strcmp(key, "height") == 0 && nw == 1 && number(w[0],
	    STYLE_LOGO_LEAST, STYLE_LOGO_MOST, &pc->height) == 0)
		return 0;
	snprintf(err, n, "[picture logo]: %s", strcmp(key, "height") == 0 ?
	    "height MM: the logo's height, 4 to 40 mm" : strcmp(key, "fit")
	    == 0 || strcmp(key, "tile") == 0 ? "a logo is drawn whole at its "
	    "height: it takes no fit or tile" : "the settings are file and "
	    "height");
	return -1;
}

int
style_picture_key(struct style_pictures *s, const char *key, char *rest,
    char *err, size_t n)
{
	struct style_picture *pc = &s->v[s->n - 1];
	char *w[3];
	int nw = rules_split(rest, w, 2);

	if (strcmp(key, "file") == 0 && nw == 1 &&
	    strlen(w[0]) < STYLE_PICTURE_FILE) {
		snprintf(pc->file, sizeof(pc->file), "%s", w[0]);
		return 0;
	}
	if (strcmp(key, "file") != 0 && strcmp(pc->place, "logo") == 0)
		return logo_key(pc, key, w, nw, err, n);
	if (strcmp(key, "fit") == 0 && nw == 1 && (strcmp(w[0], "cover") ==
	    0 || strcmp(w[0], "contain") == 0)) {
		pc->fit = w[0][1] == 'o' && w[0][2] == 'v' ? STYLE_FIT_COVER :
		    STYLE_FIT_CONTAIN;
		return 0;
	}
	if (strcmp(key, "tile") == 0 && nw == 1 &&
	    number(w[0], 5, 2000, &pc->tile) == 0) {
		pc->fit = STYLE_FIT_TILE;
		return 0;
	}
	snprintf(err, n, "[picture %s]: %s", pc->place,
	    strcmp(key, "file") == 0 ? "file PATH: one path (no spaces), "
	    "relative to the style's folder" : strcmp(key, "fit") == 0 ?
	    "fit is cover or contain" : strcmp(key, "tile") == 0 ?
	    "tile MM: a tile's width, 5 to 2000 mm" :
	    "the settings are file, fit and tile");
	return -1;
}

int
style_picture_done(const struct style_pictures *s, unsigned *line,
    char *err, size_t n)
{
	size_t i;

	for (i = 0; i < s->n; i++)
		if (!s->v[i].file[0]) {
			*line = s->v[i].line;
			snprintf(err, n, "[picture %s] needs a file PATH",
			    s->v[i].place);
			return -1;
		}
	return 0;
}
