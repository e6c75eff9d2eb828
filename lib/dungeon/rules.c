/* rules.c: the sections of a dungeon rules file, and their checks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/rules_int.h"
#include "board/style.h"
#include "board/style_kind.h"
#include "dungeon/dungeon.h"
#include "dungeon/rules.h"

#define D(m) offsetof(struct rules_dungeon, m)

static const struct field board_fields[] = {
	{ "look", F_ENUM, D(shape), 0, 0, 0, "cavern|tunnels|rooms" },
	{ "cols", F_INT, D(cols), 0, DUNGEON_MIN_SIDE, DUNGEON_MAX_SIDE, NULL },
	{ "rows", F_INT, D(rows), 0, DUNGEON_MIN_SIDE, DUNGEON_MAX_SIDE, NULL },
	{ "tunnels", F_INT, D(tunnels), 0, 1, DUNGEON_MAX_TUNNELS, NULL },
	{ "length", F_INT, D(length), 0, 1, DUNGEON_MAX_SIDE, NULL },
	{ "floor", F_DBL, D(floor), 0, 0, DUNGEON_MAX_FLOOR, NULL },
	{ "rooms", F_INT, D(rooms), 0, 1, DUNGEON_MAX_ROOMS, NULL },
	{ "room_size", F_IRANGE, D(room_min), D(room_max), 2,
	    DUNGEON_MAX_SIDE, NULL },
	{ "links", F_INT, D(links), 0, 0, DUNGEON_MAX_ROOMS, NULL },
	{ "cell_min", F_DBL, D(cell_min), 0, 1, 100, NULL },
	{ "cell_max", F_DBL, D(cell_max), 0, 1, 100, NULL },
	{ "scale", F_TITLE, D(scale), 0, 0, 0, NULL },
	FIELD_ATTEMPTS,
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field content_fields[] = {
	{ "starts", F_PINT, D(starts), 0, 1, 16, NULL },
	{ "exit_distance", F_DBL, D(exit_distance), 0, 0, 1, NULL },
	{ "start_spread", F_DBL, D(start_spread), 0, 0, 1, NULL },
	{ "feature_spread", F_DBL, D(feature_spread), 0, 0, 1, NULL },
	{ "start_spacing", F_INT, D(start_spacing), 0, 0, 1000, NULL },
	{ "start_icon", F_NAME, D(start_icon), 0, 0, 0, NULL },
	{ "exit_icon", F_NAME, D(exit_icon), 0, 0, 0, NULL },
	{ "start_title", F_TITLE, D(start_title), 0, 0, 0, NULL },
	{ "exit_title", F_TITLE, D(exit_title), 0, 0, 0, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field play_fields[] = {
	{ "die", F_INT, D(die), 0, 1, 100, NULL },
	{ "turns", F_INT, D(turns), 0, 1, 100000, NULL },
	{ "pass", F_REFS, D(pass), 0, 0, 0, "feature" },
	{ "lose", F_REFS, D(lose), 0, 0, 0, "feature" },
	{ "spread", F_DBL, D(spread), 0, 0, 1, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

#define F(m) offsetof(struct rules_feature, m)
static const struct field feature_fields[] = {
	{ "title", F_TITLE, F(title), 0, 0, 0, NULL },
	{ "icon", F_NAME, F(icon), 0, 0, 0, NULL },
	{ "min", F_INT, F(min), 0, 0, 1000, NULL },
	{ "max", F_INT, F(max), 0, 0, 1000, NULL },
	{ "spacing", F_INT, F(spacing), 0, 0, 1000, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef F

static void
init_feature(void *p)
{
	struct rules_feature *f = p;

	f->min = 1;
	f->max = -1;
	f->spacing = 2;
}

static const struct section dungeon_sections[] = {
	RULES_SINGLE("board", board_fields),
	RULES_SINGLE("content", content_fields),
	RULES_TABLE("feature", rules_feature, D(feature), D(nfeature),
	    init_feature, feature_fields),
	RULES_SINGLE("play", play_fields),
	RULES_END
};

/*
 * Defaults: the tutorial fixes only the algorithm, so the numbers are ours,
 * chosen for an A4 sheet (docs/dungeon.md says why).
 */
static void
dungeon_defaults(struct rules *r)
{
	struct rules_dungeon *g = dungeon_rules(r);
	int p;

	g->cols = 40;
	g->rows = 28;
	g->tunnels = 1500;
	g->length = 8;
	g->floor = 0.4;
	/*
	 * Rooms: nine of 3 to 7 cells a side on the default grid leave about
	 * a third of it floor, corridors included; two links beyond the tree
	 * give a loop or two to run around.
	 */
	g->rooms = 9;
	g->room_min = 3;
	g->room_max = 7;
	g->links = 2;
	g->cell_min = 4;
	g->cell_max = 10;
	for (p = 0; p < RULES_PMAX; p++)
		g->starts[p] = 1;
	g->exit_distance = 0.6;
	g->start_spread = 0.1;
	g->feature_spread = 0.15;
	g->start_spacing = 4;
	/*
	 * The game: a four-sided die keeps a turn's walk short against a
	 * default board's tour (about 150 steps: some 60 turns), so the
	 * order of the features counts; 400 turns a seat is seven times what
	 * a random player needs on a default board. spread 0.15: play.c's
	 * comment and dungeon.md say why.
	 */
	g->die = 4;
	g->turns = 400;
	g->spread = 0.15;
	snprintf(g->start_title, sizeof(g->start_title), "Start");
	snprintf(g->exit_title, sizeof(g->exit_title), "Exit");
	/* Looks a style sets: 45 % K walls, paper floor, a 30 % K grid. */
	rules_look_add(g->look, &g->nlook, "terrain", "wall", STYLE_CMYK | 45,
	    1);
	rules_look_add(g->look, &g->nlook, "terrain", "floor", STYLE_CMYK, 0);
	rules_look_add(g->look, &g->nlook, "line", "grid", STYLE_CMYK | 30, 0);
}

static void
dungeon_fini(struct rules *r)
{
	rules_free_refs(&dungeon_rules(r)->pass);
	rules_free_refs(&dungeon_rules(r)->lose);
	free(dungeon_rules(r)->feature);
}

/*
 * key_line: the line of key in section [sec] of the file, or 0 when the
 * file does not set it (a default), so cross-key mistakes carry a line.
 */
static unsigned
key_line(const struct parser *p, const char *sec, const char *key)
{
	const char *s = p->r->text, *end = s + p->r->len, *nl;
	size_t ks = strlen(key), ss = strlen(sec);
	unsigned line = 0;
	int in = 0;

	for (; s < end; s = nl + 1) {
		nl = memchr(s, '\n', (size_t)(end - s));
		if (!nl)
			nl = end;
		line++;
		while (s < nl && (*s == ' ' || *s == '\t'))
			s++;
		if (s < nl && *s == '[') {
			in = (size_t)(nl - s) > ss + 1 &&
			    strncmp(s + 1, sec, ss) == 0 && s[ss + 1] == ']';
			continue;
		}
		if (in && (size_t)(nl - s) > ks && strncmp(s, key, ks) == 0 &&
		    (s[ks] == ' ' || s[ks] == '\t'))
			return p->base + line - 1;
	}
	return 0;
}

static void
dungeon_finish(struct parser *p, const char *icondir)
{
	struct rules *r = p->r;
	struct rules_dungeon *g = dungeon_rules(r);
	size_t i;
	char msg[256];
	int k;

	if (r->players_max >= RULES_PMAX)
		rules_perr(p, 0, "players: at most %d", RULES_PMAX - 1);
	if (g->cell_min > g->cell_max)
		rules_perr(p, key_line(p, "board", "cell_min"), "cell_min %g "
		    "is larger than cell_max %g", g->cell_min, g->cell_max);
	k = dungeon_check_walk(g->cols, g->rows, g->tunnels, g->length,
	    g->shape == DUNGEON_ROOMS ? 0 : g->floor, msg, sizeof(msg));
	if (k != 0)
		rules_perr(p, key_line(p, "board", k == DUNGEON_BAD_FLOOR ?
		    "floor" : g->cols < 4 ? "cols" : "rows"), "%s", msg);
	if (k == 0 && dungeon_check_look(g, g->cols, g->rows, msg,
	    sizeof(msg)) != DUNGEON_OK)
		rules_perr(p, key_line(p, "board", g->shape == DUNGEON_TUNNELS ?
		    "floor" : "look"), "%s", msg);
	rules_check_icon(p, icondir, g->start_icon, "start", 0);
	rules_check_icon(p, icondir, g->exit_icon, "exit", 0);
	for (i = 0; i < g->nfeature; i++) {
		struct rules_feature *f = &g->feature[i];

		if (strcmp(f->name, "start") == 0 || strcmp(f->name, "exit") ==
		    0)
			rules_perr(p, f->line, "[feature %s]: start and exit "
			    "are placed anyway; choose another name", f->name);
		if (f->max < 0)
			f->max = f->min;
		if (f->min > f->max)
			rules_perr(p, f->line, "feature %s: min %d is greater "
			    "than max %d", f->name, f->min, f->max);
		rules_check_icon(p, icondir, f->icon, f->name, f->line);
	}
	rules_resolve_refs(p, &g->pass, "feature", "feature", "[play] pass");
	rules_resolve_refs(p, &g->lose, "feature", "feature", "[play] lose");
	if (!p->errors && dungeon_check_fit(g, msg, sizeof(msg)) != DUNGEON_OK)
		rules_perr(p, 0, "%s", msg);
}

const struct rules_kind rules_kind_dungeon = {
	.size = sizeof(struct rules_dungeon),
	.sections = dungeon_sections,
	.defaults = dungeon_defaults,
	.finish = dungeon_finish,
	.fini = dungeon_fini,
	.players_max = RULES_PMAX - 1,
};

/* dungeon_each_icon: the start's, the exit's and the features' icons. */
static int
dungeon_each_icon(const struct rules *r, style_icon_fn fn, void *ctx)
{
	const struct rules_dungeon *u = dungeon_rules(r);
	size_t i;
	int rc;

	rc = fn(u->start_icon, "start", 0, ctx);
	rc = rc ? rc : fn(u->exit_icon, "exit", 0, ctx);
	for (i = 0; i < u->nfeature && !rc; i++)
		rc = fn(u->feature[i].icon, u->feature[i].name,
		    u->feature[i].line, ctx);
	return rc;
}

static const char *const dungeon_pictures[] = { "floor", NULL };

/* What a style sets: the looks (walls, floor, grid), no table. */
const struct style_kind style_kind_dungeon = {
	.has_looks = 1,
	.looks = D(look),
	.nlooks = D(nlook),
	.pictures = dungeon_pictures,
	.each_icon = dungeon_each_icon,
};
