/* style_picture.c: a style's [picture WHERE] sections (style_picture.h). */
#include "board/style_picture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/board.h"
#include "board/rules_int.h"
#include "core/mem.h"

/* The places a picture may go, and the kinds that have them (-1: all). */
static const struct {
	const char *name;
	int kind;
} places[] = {
	{ "background", -1 },
	{ "land", BOARD_TRANSPORT },
	{ "water", BOARD_TRANSPORT },
	{ "floor", BOARD_DUNGEON },
	{ NULL, 0 }
};

int
style_picture_open(struct style_pictures *s, char **w, int nw, int kind,
    unsigned line, char *err, size_t n)
{
	struct style_picture *pc;
	size_t i;
	int k;

	for (k = 0; nw == 2 && places[k].name; k++)
		if (strcmp(places[k].name, w[1]) == 0 && (places[k].kind < 0 ||
		    places[k].kind == kind))
			break;
	if (nw != 2 || !places[k].name) {
		snprintf(err, n, "[picture WHERE]: WHERE is background%s",
		    kind == BOARD_TRANSPORT ? ", land or water" :
		    kind == BOARD_DUNGEON ? " or floor" : "");
		return -1;
	}
	for (i = 0; i < s->n; i++)
		if (strcmp(s->v[i].place, w[1]) == 0) {
			snprintf(err, n, "[picture %s] is given twice", w[1]);
			return -1;
		}
	if (s->n == s->cap)
		s->v = mem_grow(s->v, &s->cap, s->n + 1, sizeof(*s->v));
	pc = &s->v[s->n++];
	memset(pc, 0, sizeof(*pc));
	snprintf(pc->place, sizeof(pc->place), "%s", w[1]);
	pc->line = line;
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
