/* rules.c: the rules-file format: sections of "key value…" lines. */
#include "rules.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "board.h"
#include "geom.h"
#include "mem.h"
#include "num.h"

#define DEG (GEOM_PI / 180)

/*
 * The format, for a designer (templates/rules/README.md has the full
 * story): "[section]" or "[section name]" opens a section; inside it each
 * line is "key value…". A "#" that starts a word and is followed by a
 * space (or ends the line) starts a comment, so colours such as #3BB273
 * are values, not comments. Everything is checked here, once, so the
 * generators can trust what they get.
 */

enum ftype {
	F_NAME,    /* one identifier, char[RULES_NAME] */
	F_TITLE,   /* the rest of the line, char[RULES_TITLE] */
	F_INT,     /* int in [lo, hi] */
	F_DBL,     /* double in [lo, hi] */
	F_ANGLE,   /* degrees in [lo, hi], stored as radians */
	F_BOOL,    /* yes/no */
	F_COLOUR,  /* #RRGGBB, stored as uint32_t */
	F_IRANGE,  /* two ints lo <= hi, stored at off and off2 */
	F_DRANGE,  /* two doubles lo <= hi, stored at off and off2 */
	F_PINT,    /* one int per player count, int[RULES_PMAX] */
	F_ENUM,    /* one word of choices ("a|b|c"), stored as int index */
	F_REF,     /* name of an entry of section target */
	F_REFS,    /* names of entries of section target */
	F_FEATURES /* words naming RULES_FEAT_* bits */
};

struct field {
	const char *key;
	enum ftype type;
	size_t off, off2;
	double lo, hi;
	const char *target; /* F_REF(S): section; F_ENUM: choices */
};

struct section {
	const char *name;
	int kinds;       /* bit per board kind where the section is allowed */
	int repeated;    /* "[name item]" sections make a table */
	size_t arr, cnt; /* repeated: offsets of the array and its count */
	size_t size;     /* repeated: size of one entry */
	size_t line;     /* repeated: offset of the entry's line number */
	void (*init)(void *entry); /* repeated: defaults for a new entry */
	const struct field *fields;
};

#define R(m) offsetof(struct rules, m)
#define N(m) offsetof(struct rules, nodes.m)
#define KN (1 << BOARD_NODES)
#define KALL ((1 << BOARD_KIND_COUNT) - 1)
#define BIG 1e9

static const struct field rules_fields[] = {
	{ "id", F_NAME, R(id), 0, 0, 0, NULL },
	{ "title", F_TITLE, R(title), 0, 0, 0, NULL },
	{ "kind", F_ENUM, R(kind), 0, 0, 0, "nodes|transport|dungeon" },
	{ "players", F_IRANGE, R(players_min), R(players_max), 1,
	    RULES_PMAX - 1, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field board_fields[] = {
	{ "columns", F_PINT, N(columns), 0, 3, 60, NULL },
	{ "points", F_ENUM, N(points), 0, 0, 0, "poisson|jitter" },
	{ "poisson_tries", F_INT, N(poisson_tries), 0, 3, 100, NULL },
	{ "min_spacing", F_DBL, N(min_spacing), 0, 0.2, 3, NULL },
	{ "node_radius", F_DBL, N(node_radius), 0, 0.02, 1, NULL },
	{ "edge_clearance", F_DBL, N(edge_clearance), 0, 0, 1, NULL },
	{ "min_angle", F_ANGLE, N(min_angle), 0, 0, 90, NULL },
	{ "max_edge", F_DBL, N(max_edge), 0, 0.5, 10, NULL },
	{ "fan_radius", F_DBL, N(fan_radius), 0, 0, 10, NULL },
	{ "fill_radius", F_DBL, N(fill_radius), 0, 0, 10, NULL },
	{ "fill_degree", F_INT, N(fill_degree), 0, 0, 16, NULL },
	{ "fill_degree_edge", F_INT, N(fill_degree_edge), 0, 0, 16, NULL },
	{ "degree_inner", F_INT, N(degree_inner), 0, 1, 16, NULL },
	{ "degree_edge", F_INT, N(degree_edge), 0, 1, 16, NULL },
	{ "degree_start", F_INT, N(degree_start), 0, 1, 16, NULL },
	{ "degree_center", F_INT, N(degree_center), 0, 1, 31, NULL },
	{ "starts_per_side", F_INT, N(starts_per_side), 0, 0, 10, NULL },
	{ "snap", F_DBL, N(snap), 0, 0, 1, NULL },
	{ "corner_gap", F_DBL, N(corner_gap), 0, 0, 3, NULL },
	{ "side_gap", F_DBL, N(side_gap), 0, 0, 3, NULL },
	{ "center_jitter", F_DBL, N(center_jitter), 0, 0, 2, NULL },
	{ "relax_steps", F_INT, N(relax_steps), 0, 0, 1000, NULL },
	{ "repellers", F_INT, N(repellers), 0, 0, 100, NULL },
	{ "repeller_radius", F_DRANGE, N(repeller_min), N(repeller_max), 0,
	    5, NULL },
	{ "attempts", F_INT, N(attempts), 0, 1, 1000, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field content_fields[] = {
	{ "features", F_FEATURES, N(base_features), 0, 0, 0, NULL },
	{ "dots_min", F_PINT, N(dots_min), 0, 0, 12, NULL },
	{ "dots_max", F_PINT, N(dots_max), 0, 0, 12, NULL },
	{ "center_dots", F_INT, N(center_dots), 0, 0, 12, NULL },
	{ "dot_gap", F_ANGLE, N(dot_gap), 0, 1, 180, NULL },
	{ "dot_radius", F_DBL, N(dot_radius), 0, 0.005, 0.5, NULL },
	{ "expeditions", F_INT, N(expeditions), 0, 0, 100, NULL },
	{ "landmarks", F_INT, N(landmarks), 0, 0, 100, NULL },
	{ "slots", F_IRANGE, N(slots_min), N(slots_max), 1, 9, NULL },
	{ "item_radius", F_DBL, N(item_radius), 0, 0.02, 2, NULL },
	{ "resource_radius", F_DBL, N(resource_radius), 0, 0.01, 1, NULL },
	{ "resource_inset", F_DBL, N(resource_inset), 0, 0, 2, NULL },
	{ "resources", F_IRANGE, N(resources_min), N(resources_max), 0, 20,
	    NULL },
	{ "resources_small", F_INT, N(resources_small_max), 0, 0, 20, NULL },
	{ "tiny_per_node", F_INT, N(tiny_per_node), 0, 0, 16, NULL },
	{ "tiny_radius", F_DBL, N(tiny_radius), 0, 0.01, 1, NULL },
	{ "number_factor", F_DBL, N(number_factor), 0, 0, 10, NULL },
	{ "first_game", F_BOOL, N(first_game), 0, 0, 0, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

#define C(m) offsetof(struct rules_category, m)
static const struct field category_fields[] = {
	{ "title", F_TITLE, C(title), 0, 0, 0, NULL },
	{ "colour", F_COLOUR, C(colour), 0, 0, 0, NULL },
	{ "light", F_COLOUR, C(light), 0, 0, 0, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef C

#define A(m) offsetof(struct rules_action, m)
static const struct field action_fields[] = {
	{ "title", F_TITLE, A(title), 0, 0, 0, NULL },
	{ "min_types", F_INT, A(min_types), 0, 0, 100, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef A

#define T(m) offsetof(struct rules_ntype, m)
static const struct field type_fields[] = {
	{ "title", F_TITLE, T(title), 0, 0, 0, NULL },
	{ "icon", F_NAME, T(icon), 0, 0, 0, NULL },
	{ "category", F_REF, T(category), 0, 0, 0, "category" },
	{ "actions", F_REFS, T(actions), 0, 0, 0, "action" },
	{ "requires", F_REFS, T(requires), 0, 0, 0, "type" },
	{ "number", F_REF, T(number), 0, 0, 0, "type" },
	{ "expansion", F_REF, T(expansion), 0, 0, 0, "expansion" },
	{ "prob", F_DBL, T(prob), 0, -BIG, BIG, NULL },
	{ "min", F_INT, T(min), 0, -1000000, 1000000, NULL },
	{ "max", F_INT, T(max), 0, -1000000, 1000000, NULL },
	{ "edge_min", F_DBL, T(edge_min), 0, 0, 100, NULL },
	{ "edge_max", F_DBL, T(edge_max), 0, 0, 100, NULL },
	{ "max_sequence", F_INT, T(max_sequence), 0, 1, 1000, NULL },
	{ "not_on_edge", F_BOOL, T(not_on_edge), 0, 0, 0, NULL },
	{ "dots_bonus", F_INT, T(dots_bonus), 0, 0, 12, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef T

#define M(m) offsetof(struct rules_mission, m)
static const struct field mission_fields[] = {
	{ "title", F_TITLE, M(title), 0, 0, 0, NULL },
	{ "icon", F_NAME, M(icon), 0, 0, 0, NULL },
	{ "relevant", F_REFS, M(relevant), 0, 0, 0, "type" },
	{ "expansion", F_REF, M(expansion), 0, 0, 0, "expansion" },
	{ "prob", F_DBL, M(prob), 0, -BIG, BIG, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef M

#define I(m) offsetof(struct rules_item, m)
static const struct field item_fields[] = {
	{ "title", F_TITLE, I(title), 0, 0, 0, NULL },
	{ "icon", F_NAME, I(icon), 0, 0, 0, NULL },
	{ "expansion", F_REF, I(expansion), 0, 0, 0, "expansion" },
	{ "weight", F_DBL, I(weight), 0, -BIG, BIG, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef I

#define X(m) offsetof(struct rules_expansion, m)
static const struct field expansion_fields[] = {
	{ "title", F_TITLE, X(title), 0, 0, 0, NULL },
	{ "features", F_FEATURES, X(features), 0, 0, 0, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef X

static void
init_ntype(void *p)
{
	struct rules_ntype *t = p;

	t->prob = 1;
	t->max = -1;
	t->edge_max = -1;
	t->max_sequence = 2;
}

static void
init_mission(void *p)
{
	((struct rules_mission *)p)->prob = 1;
}

static void
init_item(void *p)
{
	((struct rules_item *)p)->weight = 1;
}

static const struct section sections[] = {
	{ "rules", KALL, 0, 0, 0, 0, 0, NULL, rules_fields },
	{ "board", KN, 0, 0, 0, 0, 0, NULL, board_fields },
	{ "content", KN, 0, 0, 0, 0, 0, NULL, content_fields },
	{ "category", KN, 1, N(category), N(ncategory),
	    sizeof(struct rules_category),
	    offsetof(struct rules_category, line), NULL, category_fields },
	{ "action", KN, 1, N(action), N(naction), sizeof(struct rules_action),
	    offsetof(struct rules_action, line), NULL, action_fields },
	{ "type", KN, 1, N(type), N(ntype), sizeof(struct rules_ntype),
	    offsetof(struct rules_ntype, line), init_ntype, type_fields },
	{ "mission", KN, 1, N(mission), N(nmission),
	    sizeof(struct rules_mission), offsetof(struct rules_mission, line),
	    init_mission, mission_fields },
	{ "expedition", KN, 1, N(expedition), N(nexpedition),
	    sizeof(struct rules_item), offsetof(struct rules_item, line),
	    init_item, item_fields },
	{ "landmark", KN, 1, N(landmark), N(nlandmark),
	    sizeof(struct rules_item), offsetof(struct rules_item, line),
	    init_item, item_fields },
	{ "resource", KN, 1, N(resource), N(nresource),
	    sizeof(struct rules_item), offsetof(struct rules_item, line),
	    init_item, item_fields },
	{ "tiny", KN, 1, N(tiny), N(ntiny), sizeof(struct rules_item),
	    offsetof(struct rules_item, line), init_item, item_fields },
	{ "expansion", KN, 1, N(expansion), N(nexpansion),
	    sizeof(struct rules_expansion),
	    offsetof(struct rules_expansion, line), NULL, expansion_fields },
	{ NULL, 0, 0, 0, 0, 0, 0, NULL, NULL }
};

static const char *const feature_names[] = { "areas", "expeditions",
	"landmarks", "resources", "tinies", NULL };

/* Defaults: the numbers of the Unstable Universe devlog and code. */
static void
defaults(struct rules *r)
{
	static const int cols[] = { 10, 10, 10, 11, 11, 12, 12, 13 };
	struct rules_nodes *n = &r->nodes;
	int p;

	r->kind = -1;
	r->players_min = 2;
	r->players_max = 9;
	for (p = 0; p < RULES_PMAX; p++) {
		n->columns[p] = p >= 2 && p <= 9 ? cols[p - 2] : 13;
		n->dots_min[p] = 1 + p / 4;
		n->dots_max[p] = 2 + p / 4;
	}
	n->points = RULES_POINTS_POISSON;
	n->poisson_tries = 8;
	n->min_spacing = 0.85;
	n->node_radius = 0.2;
	n->edge_clearance = 0.05;
	n->min_angle = 30 * DEG;
	n->max_edge = 1.8;
	n->fan_radius = 1.414;
	n->fill_radius = 1.8;
	n->fill_degree = 3;
	n->fill_degree_edge = 2;
	n->degree_inner = 4;
	n->degree_edge = 3;
	n->degree_start = 2;
	n->degree_center = 8;
	n->starts_per_side = 3;
	n->snap = 0.15;
	n->corner_gap = 0.5;
	n->side_gap = 0.4;
	n->center_jitter = 0.25;
	n->relax_steps = 60;
	n->repellers = 5;
	n->repeller_min = 0.2;
	n->repeller_max = 0.6;
	n->attempts = 50;
	n->center_dots = 1;
	n->dot_gap = 0.45 * GEOM_PI;
	n->dot_radius = 0.045;
	n->expeditions = 10;
	n->landmarks = 5;
	n->slots_min = 1;
	n->slots_max = 3;
	n->item_radius = 0.3;
	n->resource_radius = 0.09;
	n->resource_inset = 0.3;
	n->resources_min = 1;
	n->resources_max = 4;
	n->resources_small_max = 2;
	n->tiny_per_node = 2;
	n->tiny_radius = 0.07;
	n->number_factor = 0.5;
}

void
rules_init(struct rules *r)
{
	memset(r, 0, sizeof(*r));
	defaults(r);
}

static void
free_refs(struct rules_refs *rs)
{
	free(rs->v);
	rs->v = NULL;
	rs->n = 0;
}

void
rules_fini(struct rules *r)
{
	struct rules_nodes *n = &r->nodes;
	size_t i;

	for (i = 0; i < n->ntype; i++) {
		free_refs(&n->type[i].actions);
		free_refs(&n->type[i].requires);
	}
	for (i = 0; i < n->nmission; i++)
		free_refs(&n->mission[i].relevant);
	free(n->category);
	free(n->action);
	free(n->type);
	free(n->mission);
	free(n->expedition);
	free(n->landmark);
	free(n->resource);
	free(n->tiny);
	free(n->expansion);
	free(r->text);
	free(r->origin);
	rules_init(r);
}

/* The parser's state while reading one file. */
struct parser {
	struct rules *r;
	struct diag *d;
	const char *origin;
	unsigned base;
	unsigned line;
	const struct section *sec;
	void *entry; /* current entry: struct rules or a table entry */
	int seen[32];
	int errors;
};

static void
perr(struct parser *p, unsigned line, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
perr(struct parser *p, unsigned line, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	/* Twenty lines are plenty to fix a file; the rest is noise. */
	if (p->errors++ < 20)
		diag_add(p->d, DIAG_FATAL, p->origin, line ? p->base + line - 1
		    : 0, NULL, NULL, "%s", buf);
}

static int
valid_name(const char *s)
{
	if (!*s || strlen(s) >= RULES_NAME)
		return 0;
	for (; *s; s++)
		if (!isalnum((unsigned char)*s) && *s != '_' && *s != '-')
			return 0;
	return 1;
}

/* split: cut s into at most max words in place; returns the count. */
static int
split(char *s, char **w, int max)
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

static int
parse_features(struct parser *p, char **w, int nw, int *out)
{
	int i, j, bits = 0;

	for (i = 0; i < nw; i++) {
		for (j = 0; feature_names[j]; j++)
			if (strcmp(w[i], feature_names[j]) == 0)
				break;
		if (!feature_names[j]) {
			perr(p, p->line, "unknown feature \"%s\" (expected "
			    "areas, expeditions, landmarks, resources or "
			    "tinies)", w[i]);
			return -1;
		}
		bits |= 1 << j;
	}
	*out = bits;
	return 0;
}

static int
set_ref(struct parser *p, struct rules_ref *ref, const char *name)
{
	if (!valid_name(name)) {
		perr(p, p->line, "\"%s\" is not a name (letters, digits, _ "
		    "and -, at most %d characters)", name, RULES_NAME - 1);
		return -1;
	}
	snprintf(ref->name, sizeof(ref->name), "%s", name);
	ref->line = p->base + p->line - 1;
	ref->index = -1;
	return 0;
}

static void
set_field(struct parser *p, const struct field *f, char *rest)
{
	char *base = p->entry, *w[64];
	int nw, i, k;
	double v, v2;

	while (*rest == ' ' || *rest == '\t')
		rest++;
	if (f->type == F_TITLE) {
		if (!*rest || strlen(rest) >= RULES_TITLE) {
			perr(p, p->line, "%s: a text of 1 to %d characters "
			    "is needed", f->key, RULES_TITLE - 1);
			return;
		}
		snprintf(base + f->off, RULES_TITLE, "%s", rest);
		return;
	}
	nw = split(rest, w, 63);
	if (nw == 0) {
		perr(p, p->line, "%s: a value is needed", f->key);
		return;
	}
	switch (f->type) {
	case F_NAME:
		if (nw != 1 || !valid_name(w[0])) {
			perr(p, p->line, "%s: one name is needed (letters, "
			    "digits, _ and -)", f->key);
			return;
		}
		snprintf(base + f->off, RULES_NAME, "%s", w[0]);
		return;
	case F_INT:
	case F_DBL:
	case F_ANGLE:
		if (nw != 1 || num_parse_double(w[0], &v) < 0) {
			perr(p, p->line, "%s: one number is needed, not "
			    "\"%s\"", f->key, w[0]);
			return;
		}
		if (v < f->lo || v > f->hi) {
			perr(p, p->line, "%s: %s is out of range [%g, %g]",
			    f->key, w[0], f->lo, f->hi);
			return;
		}
		if (f->type == F_INT) {
			if (v != floor(v)) {
				perr(p, p->line, "%s: a whole number is "
				    "needed, not %s", f->key, w[0]);
				return;
			}
			*(int *)(base + f->off) = (int)v;
		} else if (f->type == F_DBL) {
			*(double *)(base + f->off) = v;
		} else {
			*(double *)(base + f->off) = v * DEG;
		}
		return;
	case F_BOOL:
		k = nw == 1 ? find_choice("no|yes|false|true|0|1|off|on", w[0])
		    : -1;
		if (k < 0) {
			perr(p, p->line, "%s: yes or no is needed", f->key);
			return;
		}
		*(int *)(base + f->off) = k & 1;
		return;
	case F_COLOUR: {
		unsigned long c;
		char *end;

		if (nw != 1 || w[0][0] != '#' || strlen(w[0]) != 7) {
			perr(p, p->line, "%s: a colour such as #3BB273 is "
			    "needed", f->key);
			return;
		}
		errno = 0;
		c = strtoul(w[0] + 1, &end, 16);
		if (*end || errno) {
			perr(p, p->line, "%s: \"%s\" is not a colour",
			    f->key, w[0]);
			return;
		}
		*(uint32_t *)(base + f->off) = (uint32_t)c;
		return;
	}
	case F_IRANGE:
	case F_DRANGE:
		if (nw != 2 || num_parse_double(w[0], &v) < 0 ||
		    num_parse_double(w[1], &v2) < 0) {
			perr(p, p->line, "%s: two numbers are needed (lowest "
			    "and highest)", f->key);
			return;
		}
		if (v > v2 || v < f->lo || v2 > f->hi) {
			perr(p, p->line, "%s: %s %s must be in order and "
			    "within [%g, %g]", f->key, w[0], w[1], f->lo,
			    f->hi);
			return;
		}
		if (f->type == F_IRANGE) {
			if (v != floor(v) || v2 != floor(v2)) {
				perr(p, p->line, "%s: whole numbers are "
				    "needed", f->key);
				return;
			}
			*(int *)(base + f->off) = (int)v;
			*(int *)(base + f->off2) = (int)v2;
		} else {
			*(double *)(base + f->off) = v;
			*(double *)(base + f->off2) = v2;
		}
		return;
	case F_PINT: {
		int *arr = (int *)(base + f->off);
		int want = p->r->players_max - p->r->players_min + 1;

		if (nw == 1)
			want = 1;
		if (nw != want) {
			perr(p, p->line, "%s: %d values are needed, one per "
			    "player count %d-%d (or one for all)", f->key,
			    p->r->players_max - p->r->players_min + 1,
			    p->r->players_min, p->r->players_max);
			return;
		}
		for (i = 0; i < nw; i++) {
			if (num_parse_double(w[i], &v) < 0 || v != floor(v) ||
			    v < f->lo || v > f->hi) {
				perr(p, p->line, "%s: \"%s\" is not a whole "
				    "number in [%g, %g]", f->key, w[i], f->lo,
				    f->hi);
				return;
			}
		}
		for (k = 0; k < RULES_PMAX; k++) {
			i = nw == 1 ? 0 : k - p->r->players_min;
			if (i < 0)
				i = 0;
			if (i >= nw)
				i = nw - 1;
			num_parse_double(w[i], &v);
			arr[k] = (int)v;
		}
		return;
	}
	case F_ENUM:
		k = nw == 1 ? find_choice(f->target, w[0]) : -1;
		if (k < 0) {
			perr(p, p->line, "%s: one of %s is needed, not \"%s\"",
			    f->key, f->target, w[0]);
			return;
		}
		*(int *)(base + f->off) = k;
		return;
	case F_REF:
		if (nw != 1) {
			perr(p, p->line, "%s: one name is needed", f->key);
			return;
		}
		set_ref(p, (struct rules_ref *)(base + f->off), w[0]);
		return;
	case F_REFS: {
		struct rules_refs *rs = (struct rules_refs *)(base + f->off);

		if (nw > 63) {
			perr(p, p->line, "%s: too many names", f->key);
			return;
		}
		free_refs(rs);
		rs->v = mem_calloc((size_t)nw, sizeof(*rs->v));
		for (i = 0; i < nw; i++)
			if (set_ref(p, &rs->v[i], w[i]) < 0)
				return;
		rs->n = (size_t)nw;
		return;
	}
	case F_FEATURES:
		parse_features(p, w, nw, (int *)(base + f->off));
		return;
	case F_TITLE:
		return;
	}
}

/* entry_name: the name field every table entry starts with. */
static const char *
entry_name(const struct section *s, const struct rules *r, size_t i)
{
	char *arr = *(char **)((const char *)r + s->arr);

	return arr + i * s->size;
}

static size_t
entry_count(const struct section *s, const struct rules *r)
{
	return *(const size_t *)((const char *)r + s->cnt);
}

static const struct section *
find_section(const char *name)
{
	const struct section *s;

	for (s = sections; s->name; s++)
		if (strcmp(s->name, name) == 0)
			return s;
	return NULL;
}

static void
open_section(struct parser *p, char *hdr)
{
	char *w[4], *end = strchr(hdr, ']'), **arr, *e;
	const struct section *s;
	size_t i, n, *cnt;
	int nw;

	p->sec = NULL;
	p->entry = NULL;
	if (!end || end[1]) {
		perr(p, p->line, "a section header looks like [type ember]");
		return;
	}
	*end = '\0';
	nw = split(hdr + 1, w, 2);
	if (nw < 1 || nw > 2) {
		perr(p, p->line, "a section header looks like [type ember]");
		return;
	}
	s = find_section(w[0]);
	if (!s) {
		perr(p, p->line, "unknown section [%s]", w[0]);
		return;
	}
	if (s != sections && (!p->seen[0] || p->r->kind < 0)) {
		perr(p, p->line, "the [rules] section, with its kind, must "
		    "come first");
		return;
	}
	if (s != sections && !(s->kinds & (1 << p->r->kind))) {
		perr(p, p->line, "section [%s] does not belong in %s rules",
		    w[0], board_kind_name(p->r->kind));
		return;
	}
	if (!s->repeated) {
		if (nw != 1) {
			perr(p, p->line, "[%s] takes no name", w[0]);
			return;
		}
		if (p->seen[s - sections]++) {
			perr(p, p->line, "[%s] appears twice", w[0]);
			return;
		}
		p->sec = s;
		p->entry = p->r;
		return;
	}
	if (nw != 2 || !valid_name(w[1])) {
		perr(p, p->line, "[%s NAME] needs a name (letters, digits, _ "
		    "and -)", w[0]);
		return;
	}
	n = entry_count(s, p->r);
	for (i = 0; i < n; i++) {
		if (strcmp(entry_name(s, p->r, i), w[1]) == 0) {
			perr(p, p->line, "[%s %s] appears twice", w[0], w[1]);
			return;
		}
	}
	arr = (char **)((char *)p->r + s->arr);
	cnt = (size_t *)((char *)p->r + s->cnt);
	*arr = mem_realloc(*arr, (n + 1) * s->size);
	e = *arr + n * s->size;
	memset(e, 0, s->size);
	if (s->init)
		s->init(e);
	snprintf(e, RULES_NAME, "%s", w[1]);
	*(unsigned *)(e + s->line) = p->base + p->line - 1;
	*cnt = n + 1;
	p->entry = e;
	p->sec = s;
}

/* strip_comment: cut s at a "#" that starts a word and ends it. */
static void
strip_comment(char *s)
{
	char *c;

	for (c = s; (c = strchr(c, '#')) != NULL; c++) {
		if ((c == s || c[-1] == ' ' || c[-1] == '\t') &&
		    (c[1] == '\0' || c[1] == ' ' || c[1] == '\t')) {
			*c = '\0';
			return;
		}
	}
}

static void
parse_line(struct parser *p, char *s)
{
	const struct field *f;
	char *key, *rest;
	size_t len;

	strip_comment(s);
	while (*s == ' ' || *s == '\t')
		s++;
	len = strlen(s);
	while (len && (s[len - 1] == ' ' || s[len - 1] == '\t' ||
	    s[len - 1] == '\r'))
		s[--len] = '\0';
	if (!*s)
		return;
	if (*s == '[') {
		open_section(p, s);
		return;
	}
	if (!p->entry) {
		if (!p->sec)
			perr(p, p->line, "a setting outside any section "
			    "(start with [rules])");
		return;
	}
	key = s;
	rest = s + strcspn(s, " \t");
	if (*rest)
		*rest++ = '\0';
	for (f = p->sec->fields; f->key; f++)
		if (strcmp(f->key, key) == 0)
			break;
	if (!f->key) {
		perr(p, p->line, "unknown setting \"%s\" in [%s]", key,
		    p->sec->name);
		return;
	}
	set_field(p, f, rest);
}

/* Resolution and checks that need the whole file. */

static int
find_entry(const struct rules *r, const char *sec, const char *name)
{
	const struct section *s = find_section(sec);
	size_t i, n = entry_count(s, r);

	for (i = 0; i < n; i++)
		if (strcmp(entry_name(s, r, i), name) == 0)
			return (int)i;
	return -1;
}

int
rules_find_type(const struct rules *r, const char *name)
{
	return find_entry(r, "type", name);
}

int
rules_find_expansion(const struct rules *r, const char *name)
{
	return find_entry(r, "expansion", name);
}

static void
resolve(struct parser *p, struct rules_ref *ref, const char *sec,
    const char *what, const char *owner)
{
	if (!ref->name[0])
		return;
	ref->index = find_entry(p->r, sec, ref->name);
	if (ref->index < 0)
		perr(p, ref->line - p->base + 1, "%s: %s \"%s\" names no "
		    "[%s %s]", owner, what, ref->name, sec, ref->name);
}

static void
resolve_refs(struct parser *p, struct rules_refs *rs, const char *sec,
    const char *what, const char *owner)
{
	size_t i, j;

	for (i = 0; i < rs->n; i++) {
		resolve(p, &rs->v[i], sec, what, owner);
		for (j = 0; j < i; j++)
			if (strcmp(rs->v[i].name, rs->v[j].name) == 0)
				perr(p, rs->v[i].line - p->base + 1,
				    "%s: %s \"%s\" is listed twice", owner,
				    what, rs->v[i].name);
	}
}

/* rel: a line number of the file as the parser's relative line. */
static unsigned
rel(const struct parser *p, unsigned line)
{
	return line - p->base + 1;
}

static void
check_icon(struct parser *p, const char *icondir, char *icon,
    const char *name, unsigned line)
{
	char path[4096];
	struct stat st;

	if (!icon[0])
		snprintf(icon, RULES_NAME, "%s", name);
	if (!icondir)
		return;
	snprintf(path, sizeof(path), "%s/%s.icon", icondir, icon);
	if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
		perr(p, rel(p, line), "%s: icon \"%s\" does not exist (no %s)",
		    name, icon, path);
}

/*
 * closure_min: the smallest number of nodes type t brings onto a board with
 * everything it requires, directly or not. mark[] is scratch.
 */
static int
closure_min(const struct rules_nodes *n, size_t t, char *mark)
{
	size_t stack[256], top = 0, i, k;
	int sum = 0;

	memset(mark, 0, n->ntype);
	stack[top++] = t;
	mark[t] = 1;
	while (top) {
		k = stack[--top];
		sum += n->type[k].min > 0 ? n->type[k].min : 0;
		for (i = 0; i < n->type[k].requires.n; i++) {
			int32_t q = n->type[k].requires.v[i].index;

			if (q >= 0 && !mark[q] && top < 256) {
				mark[q] = 1;
				stack[top++] = (size_t)q;
			}
		}
	}
	return sum;
}

/* in_cycle: does type t require itself, directly or not? */
static int
in_cycle(const struct rules_nodes *n, size_t t, char *mark)
{
	size_t stack[256], top = 0, i, k;

	memset(mark, 0, n->ntype);
	stack[top++] = t;
	while (top) {
		k = stack[--top];
		for (i = 0; i < n->type[k].requires.n; i++) {
			int32_t q = n->type[k].requires.v[i].index;

			if (q < 0)
				continue;
			if ((size_t)q == t)
				return 1;
			if (!mark[q] && top < 256) {
				mark[q] = 1;
				stack[top++] = (size_t)q;
			}
		}
	}
	return 0;
}

static void
finish_nodes(struct parser *p, const char *icondir)
{
	struct rules *r = p->r;
	struct rules_nodes *n = &r->nodes;
	struct rules_item *tabs[4] = { n->expedition, n->landmark,
		n->resource, n->tiny };
	size_t ntabs[4] = { n->nexpedition, n->nlandmark, n->nresource,
		n->ntiny };
	size_t i, j;
	char *mark;
	int budget, pl;

	if (r->players_max >= RULES_PMAX)
		perr(p, 0, "players: at most %d", RULES_PMAX - 1);
	if (n->ncategory == 0)
		perr(p, 0, "nodes rules need at least one [category]");
	if (n->ntype == 0)
		perr(p, 0, "nodes rules need at least one [type]");
	if (n->ntype > 1000 || n->naction > 32)
		perr(p, 0, "at most 1000 node types and 32 actions");
	for (i = 0; i < n->ntype; i++) {
		struct rules_ntype *t = &n->type[i];
		unsigned l = rel(p, t->line);

		if (!t->category.name[0])
			perr(p, l, "type %s: a category is needed", t->name);
		resolve(p, &t->category, "category", "category", t->name);
		resolve_refs(p, &t->actions, "action", "action", t->name);
		resolve_refs(p, &t->requires, "type", "requirement", t->name);
		resolve(p, &t->number, "type", "number", t->name);
		resolve(p, &t->expansion, "expansion", "expansion", t->name);
		if (t->prob < 0)
			perr(p, l, "type %s: prob %g is negative", t->name,
			    t->prob);
		if (t->min < 0)
			perr(p, l, "type %s: min %d is negative", t->name,
			    t->min);
		if (t->max >= 0 && t->min > t->max)
			perr(p, l, "type %s: min %d is greater than max %d",
			    t->name, t->min, t->max);
		if (t->edge_max >= 0 && t->edge_min > t->edge_max)
			perr(p, l, "type %s: edge_min %g is greater than "
			    "edge_max %g", t->name, t->edge_min, t->edge_max);
		for (j = 0; j < t->requires.n; j++)
			if (t->requires.v[j].index == (int32_t)i)
				perr(p, rel(p, t->requires.v[j].line),
				    "type %s requires itself", t->name);
		check_icon(p, icondir, t->icon, t->name, t->line);
	}
	for (i = 0; i < n->nmission; i++) {
		struct rules_mission *m = &n->mission[i];

		resolve_refs(p, &m->relevant, "type", "relevant type",
		    m->name);
		resolve(p, &m->expansion, "expansion", "expansion", m->name);
		if (m->prob < 0)
			perr(p, rel(p, m->line), "mission %s: prob %g is "
			    "negative", m->name, m->prob);
		check_icon(p, icondir, m->icon, m->name, m->line);
	}
	for (j = 0; j < 4; j++) {
		for (i = 0; i < ntabs[j]; i++) {
			struct rules_item *it = &tabs[j][i];

			resolve(p, &it->expansion, "expansion", "expansion",
			    it->name);
			if (it->weight < 0)
				perr(p, rel(p, it->line), "%s: weight %g is "
				    "negative", it->name, it->weight);
			check_icon(p, icondir, it->icon, it->name, it->line);
		}
	}
	for (pl = r->players_min; pl <= r->players_max; pl++)
		if (n->dots_min[pl] > n->dots_max[pl])
			perr(p, 0, "dots_min is greater than dots_max for %d "
			    "players", pl);
	if (p->errors)
		return;
	/*
	 * A type with its requirements must fit on the smallest board. The
	 * board's node count is estimated from the column lattice on A4's
	 * aspect ratio, less the start and centre nodes.
	 */
	pl = r->players_min;
	budget = (n->columns[pl] + 1) * (n->columns[pl] * 210 / 297 + 1) -
	    4 * n->starts_per_side - 1;
	mark = mem_alloc(n->ntype + 1);
	for (i = 0; i < n->ntype; i++) {
		int need = closure_min(n, i, mark);

		if (need > budget)
			perr(p, rel(p, n->type[i].line), "type %s%s needs at "
			    "least %d nodes with what it requires, but a "
			    "%d-player board has about %d", n->type[i].name,
			    in_cycle(n, i, mark) ? " (in a requirement cycle)"
			    : "", need, pl, budget);
	}
	free(mark);
}

static int
parse_text(struct rules *r, const char *text, size_t len, const char *origin,
    unsigned base, const char *icondir, struct diag *d)
{
	struct parser p;
	const char *s = text, *end = text + len, *nl;
	char buf[4096];

	memset(&p, 0, sizeof(p));
	p.r = r;
	p.d = d;
	p.origin = origin;
	p.base = base;
	r->text = mem_strndup(text, len);
	r->len = len;
	r->origin = mem_strdup(origin);
	r->base_line = base;
	if (memchr(text, '\0', len)) {
		perr(&p, 0, "the rules file is not text (it holds a NUL byte)");
		return -1;
	}
	while (s < end) {
		p.line++;
		nl = memchr(s, '\n', (size_t)(end - s));
		if (!nl)
			nl = end;
		if ((size_t)(nl - s) >= sizeof(buf)) {
			perr(&p, p.line, "line longer than %zu characters",
			    sizeof(buf) - 1);
		} else {
			memcpy(buf, s, (size_t)(nl - s));
			buf[nl - s] = '\0';
			parse_line(&p, buf);
		}
		s = nl + 1;
	}
	if (!p.seen[0] || !r->id[0] || r->kind < 0) {
		perr(&p, 0, "a [rules] section with an id and a kind is "
		    "needed");
		return -1;
	}
	if (r->kind == BOARD_NODES)
		finish_nodes(&p, icondir);
	return p.errors ? -1 : 0;
}

int
rules_load_text(struct rules *r, const char *text, size_t len,
    const char *origin, unsigned base_line, const char *icondir,
    struct diag *d)
{
	return parse_text(r, text, len, origin, base_line ? base_line : 1,
	    icondir, d);
}

int
rules_load_file(struct rules *r, const char *path, const char *icondir,
    struct diag *d)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t n = 0, cap = 0, k;
	int rc;

	if (!f) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
		    "cannot open rules file: %s", strerror(errno));
		return -1;
	}
	for (;;) {
		buf = mem_grow(buf, &cap, n + 65536, 1);
		k = fread(buf + n, 1, cap - n, f);
		n += k;
		if (k == 0)
			break;
		if (n > (1u << 24)) {
			fclose(f);
			free(buf);
			diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
			    "rules file larger than 16 MiB");
			return -1;
		}
	}
	if (ferror(f)) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
		    "cannot read rules file: %s", strerror(errno));
		fclose(f);
		free(buf);
		return -1;
	}
	fclose(f);
	rc = parse_text(r, buf, n, path, 1, icondir, d);
	free(buf);
	return rc;
}
