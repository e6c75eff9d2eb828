/* rules.c: the sections of a nodes rules file, and their checks. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/rules_int.h"
#include "board/style.h"
#include "board/style_kind.h"
#include "board/style_look.h"
#include "core/mem.h"
#include "nodes/rules.h"

#define N(m) offsetof(struct rules_nodes, m)
#define FEATURES "areas|expeditions|landmarks|resources|tinies"

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
	{ "side_room", F_DBL, N(side_room), 0, 0, 100, NULL },
	{ "side_gap", F_DBL, N(side_gap), 0, 0, 3, NULL },
	{ "center_jitter", F_DBL, N(center_jitter), 0, 0, 2, NULL },
	{ "relax_steps", F_INT, N(relax_steps), 0, 0, 1000, NULL },
	{ "repellers", F_INT, N(repellers), 0, 0, 100, NULL },
	{ "repeller_radius", F_DRANGE, N(repeller_min), N(repeller_max), 0,
	    5, NULL },
	{ "key", F_ENUM, N(key), 0, 0, 0, "board|page|none" },
	{ "key_corner", F_ENUM, N(key_corner), 0, 0, 0,
	    "top-left|top-right|bottom-left|bottom-right" },
	FIELD_ATTEMPTS,
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field content_fields[] = {
	{ "features", F_FLAGS, N(base_features), 0, 0, 0, FEATURES },
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
	{ "first_game_missions", F_REFS, N(first_game_missions), 0, 0, 0,
	    "mission" },
	{ "scale_columns", F_INT, N(scale_columns), 0, 1, 100, NULL },
	{ "scale_rows", F_INT, N(scale_rows), 0, 1, 100, NULL },
	{ "scale_nodes", F_DBL, N(scale_nodes), 0, 1, 100000, NULL },
	{ "collection_margin", F_INT, N(collection_margin), 0, 0, 1000,
	    NULL },
	{ "pole_precision", F_DBL, N(pole_precision), 0, 0.01, 10, NULL },
	{ "safe_margin", F_DBL, N(safe_margin), 0, 0, 30, NULL },
	{ "item_gap", F_DBL, N(item_gap), 0, 0, 1, NULL },
	{ "tries", F_INT, N(tries), 0, 1, 100000, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field fairness_fields[] = {
	{ "steps", F_INT, N(fair_steps), 0, 0, 20, NULL },
	{ "node", F_DBL, N(fair_node), 0, -100, 100, NULL },
	{ "category", F_DBL, N(fair_category), 0, -100, 100, NULL },
	{ "resource", F_DBL, N(fair_resource), 0, -100, 100, NULL },
	{ "number", F_DBL, N(fair_number), 0, -100, 100, NULL },
	{ "spread", F_DBL, N(fair_spread), 0, 0, 1, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};

static const struct field play_fields[] = {
	{ "turns", F_INT, N(play_turns), 0, 1, 1000, NULL },
	{ "categories", F_INT, N(play_categories), 0, 1, 32, NULL },
	{ "relevant", F_INT, N(play_relevant), 0, 1, 100, NULL },
	{ "resources", F_INT, N(play_resources), 0, 0, 100, NULL },
	{ "gutter", F_INT, N(play_gutter), 0, 0, 100, NULL },
	{ "spread", F_DBL, N(play_spread), 0, 0, 1, NULL },
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
	{ "prob", F_DBL, T(prob), 0, -RULES_BIG, RULES_BIG, NULL },
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
	{ "prob", F_DBL, M(prob), 0, -RULES_BIG, RULES_BIG, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef M

#define I(m) offsetof(struct rules_item, m)
static const struct field item_fields[] = {
	{ "title", F_TITLE, I(title), 0, 0, 0, NULL },
	{ "icon", F_NAME, I(icon), 0, 0, 0, NULL },
	{ "expansion", F_REF, I(expansion), 0, 0, 0, "expansion" },
	{ "weight", F_DBL, I(weight), 0, -RULES_BIG, RULES_BIG, NULL },
	{ "way", F_ENUM, I(way), 0, 0, 0, "fixed|random|inward|outward" },
	/* The old spelling: yes is random (1), no is fixed (0). */
	{ "flip", F_BOOL, I(way), 0, 0, 0, NULL },
	{ NULL, 0, 0, 0, 0, 0, NULL }
};
#undef I

#define X(m) offsetof(struct rules_expansion, m)
static const struct field expansion_fields[] = {
	{ "title", F_TITLE, X(title), 0, 0, 0, NULL },
	{ "features", F_FLAGS, X(features), 0, 0, 0, FEATURES },
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
	((struct rules_item *)p)->way = RULES_WAY_RANDOM;
}

static const struct section nodes_sections[] = {
	RULES_SINGLE("board", board_fields),
	RULES_SINGLE("content", content_fields),
	RULES_SINGLE("fairness", fairness_fields),
	RULES_SINGLE("play", play_fields),
	RULES_TABLE("category", rules_category, N(category), N(ncategory),
	    NULL, category_fields),
	RULES_TABLE("action", rules_action, N(action), N(naction),
	    NULL, action_fields),
	RULES_TABLE("type", rules_ntype, N(type), N(ntype),
	    init_ntype, type_fields),
	RULES_TABLE("mission", rules_mission, N(mission), N(nmission),
	    init_mission, mission_fields),
	RULES_TABLE("expedition", rules_item, N(expedition), N(nexpedition),
	    init_item, item_fields),
	RULES_TABLE("landmark", rules_item, N(landmark), N(nlandmark),
	    init_item, item_fields),
	RULES_TABLE("resource", rules_item, N(resource), N(nresource),
	    init_item, item_fields),
	RULES_TABLE("tiny", rules_item, N(tiny), N(ntiny),
	    init_item, item_fields),
	RULES_TABLE("expansion", rules_expansion, N(expansion), N(nexpansion),
	    NULL, expansion_fields),
	RULES_END
};

/* Defaults: the numbers of the Unstable Universe devlog and code. */
static void
nodes_defaults(struct rules *r)
{
	static const int cols[] = { 10, 10, 10, 11, 11, 12, 12, 13 };
	struct rules_nodes *n = nodes_rules(r);
	int p;

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
	n->min_angle = 30 * RULES_DEG;
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
	n->side_room = 4.4;
	n->side_gap = 0.4;
	n->center_jitter = 0.25;
	n->relax_steps = 60;
	n->repellers = 5;
	n->repeller_min = 0.2;
	n->repeller_max = 0.6;
	n->key = RULES_KEY_BOARD;
	/* A look a style sets: the centre's pink. */
	rules_look_add(n->look, &n->nlook, "node", "centre", 0xF299C2, 0);
	n->key_corner = 2;
	n->center_dots = 1;
	n->dot_gap = 0.45 * GEOM_PI;
	n->dot_radius = 0.045;
	n->expeditions = 10;
	n->landmarks = 5;
	n->slots_min = 1;
	n->slots_max = 3;
	n->item_radius = 0.3;
	n->resource_radius = 0.09;
	n->resource_inset = 0.12;
	n->resources_min = 1;
	n->resources_max = 4;
	n->resources_small_max = 2;
	n->tiny_per_node = 2;
	n->tiny_radius = 0.07;
	n->number_factor = 0.5;
	n->scale_columns = 10;
	n->scale_rows = 7;
	n->scale_nodes = 75;
	n->collection_margin = 5;
	n->pole_precision = 0.5;
	n->safe_margin = 4;
	n->item_gap = 0.02;
	n->tries = 200;
	n->fair_steps = 3;
	n->fair_node = 0.5;
	n->fair_category = 3;
	n->fair_resource = 1;
	n->fair_number = -0.5;
	n->fair_spread = 1;
	/* The reference game (nodes/play.c; the rules document's "Play"). */
	n->play_turns = 60;
	n->play_categories = 4;
	n->play_relevant = 1;
	n->play_resources = 3;
	n->play_gutter = 6;
	n->play_spread = 0.15;
}

static void
nodes_fini(struct rules *r)
{
	struct rules_nodes *n = nodes_rules(r);
	size_t i;

	for (i = 0; i < n->ntype; i++) {
		rules_free_refs(&n->type[i].actions);
		rules_free_refs(&n->type[i].requires);
	}
	for (i = 0; i < n->nmission; i++)
		rules_free_refs(&n->mission[i].relevant);
	rules_free_refs(&n->first_game_missions);
	MEM_FREE(n->category, n->action, n->type, n->mission, n->expedition,
	    n->landmark, n->resource, n->tiny, n->expansion);
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

/*
 * The checks that need the whole file, in the order they report: each a
 * rule between fields or entries (the fields' own values were checked as
 * they were read).
 */

/* check_counts: the tables a nodes board needs, within their bounds. */
static void
check_counts(struct parser *p, const char *icondir)
{
	const struct rules_nodes *n = nodes_rules(p->r);

	if (p->r->players_max >= RULES_PMAX)
		rules_perr(p, 0, "players: at most %d", RULES_PMAX - 1);
	if (n->ncategory == 0)
		rules_perr(p, 0, "nodes rules need at least one [category]");
	if (n->ntype == 0)
		rules_perr(p, 0, "nodes rules need at least one [type]");
	if (n->ntype > 1000 || n->naction > 32)
		rules_perr(p, 0, "at most 1000 node types and 32 actions");
}

/* check_type: type i's references, its numbers against each other. */
static void
check_type(struct parser *p, const char *icondir, size_t i)
{
	const struct rules_nodes *n = nodes_rules(p->r);
	struct rules_ntype *t = &nodes_rules(p->r)->type[i];
	unsigned l = t->line;
	size_t j;

	if (!t->category.name[0])
		rules_perr(p, l, "type %s: a category is needed", t->name);
	rules_resolve(p, &t->category, "category", "category", t->name);
	rules_resolve_refs(p, &t->actions, "action", "action", t->name);
	rules_resolve_refs(p, &t->requires, "type", "requirement", t->name);
	rules_resolve(p, &t->number, "type", "number", t->name);
	rules_resolve(p, &t->expansion, "expansion", "expansion", t->name);
	if (t->prob < 0)
		rules_perr(p, l, "type %s: prob %g is negative", t->name,
		    t->prob);
	if (t->min < 0)
		rules_perr(p, l, "type %s: min %d is negative", t->name,
		    t->min);
	if (t->max >= 0 && t->min > t->max)
		rules_perr(p, l, "type %s: min %d is greater than max %d",
		    t->name, t->min, t->max);
	if (t->edge_max >= 0 && t->edge_min > t->edge_max)
		rules_perr(p, l, "type %s: edge_min %g is greater than "
		    "edge_max %g", t->name, t->edge_min, t->edge_max);
	/*
	 * Every type a board uses is on it at least once (the devlog's
	 * "each type is considered at least once"): one no node can take
	 * would leave every board that uses it unmade.
	 */
	if (t->max == 0)
		rules_perr(p, l, "type %s: max 0: it can never be placed, but "
		    "a board that uses a type holds it at least once", t->name);
	if (t->not_on_edge && t->edge_max >= 0 && t->edge_max <
	    fmax(n->side_gap, n->snap))
		rules_perr(p, l, "type %s: not_on_edge with edge_max %g: it "
		    "can never be placed, as no inner node is nearer the "
		    "paper's edge than %g (side_gap, snap)", t->name,
		    t->edge_max, fmax(n->side_gap, n->snap));
	for (j = 0; j < t->requires.n; j++)
		if (t->requires.v[j].index == (int32_t)i)
			rules_perr(p, t->requires.v[j].line,
			    "type %s requires itself", t->name);
	rules_check_icon(p, icondir, t->icon, t->name, t->line);
}

static void
check_types(struct parser *p, const char *icondir)
{
	size_t i;

	for (i = 0; i < nodes_rules(p->r)->ntype; i++)
		check_type(p, icondir, i);
}

static void
check_missions(struct parser *p, const char *icondir)
{
	struct rules_nodes *n = nodes_rules(p->r);
	size_t i;

	for (i = 0; i < n->nmission; i++) {
		struct rules_mission *m = &n->mission[i];

		rules_resolve_refs(p, &m->relevant, "type", "relevant type",
		    m->name);
		rules_resolve(p, &m->expansion, "expansion", "expansion",
		    m->name);
		if (m->prob < 0)
			rules_perr(p, m->line, "mission %s: prob %g is "
			    "negative", m->name, m->prob);
		rules_check_icon(p, icondir, m->icon, m->name, m->line);
	}
}

/* check_items: the expeditions, landmarks, resources and tinies. */
static void
check_items(struct parser *p, const char *icondir)
{
	struct rules_nodes *n = nodes_rules(p->r);
	struct rules_item *tabs[4] = { n->expedition, n->landmark,
		n->resource, n->tiny };
	size_t ntabs[4] = { n->nexpedition, n->nlandmark, n->nresource,
		n->ntiny };
	size_t i, j;

	for (j = 0; j < 4; j++) {
		for (i = 0; i < ntabs[j]; i++) {
			struct rules_item *it = &tabs[j][i];

			rules_resolve(p, &it->expansion, "expansion",
			    "expansion", it->name);
			if (it->weight < 0)
				rules_perr(p, it->line, "%s: weight %g is "
				    "negative", it->name, it->weight);
			rules_check_icon(p, icondir, it->icon, it->name,
			    it->line);
		}
	}
}

/* check_content: the first game's missions, the dots per player count. */
static void
check_content(struct parser *p, const char *icondir)
{
	struct rules_nodes *n = nodes_rules(p->r);
	int pl;

	rules_resolve_refs(p, &n->first_game_missions, "mission", "mission",
	    "first_game_missions");
	for (pl = p->r->players_min; pl <= p->r->players_max; pl++)
		if (n->dots_min[pl] > n->dots_max[pl])
			rules_perr(p, 0, "dots_min is greater than dots_max "
			    "for %d players", pl);
}

/*
 * too_big: type i needs need nodes with what it requires, more than the
 * budget of the smallest (pl-player) board: one message, naming a cycle.
 */
static void
too_big(struct parser *p, size_t i, int need, int budget, char *mark)
{
	const struct rules_nodes *n = nodes_rules(p->r);
	int pl = p->r->players_min;
	char room[128];

	/*
	 * A small lattice can be all starts and centre: the estimate is
	 * then below zero, and no node is left for types.
	 */
	if (budget <= 0)
		snprintf(room, sizeof(room), "a %d-player board of %d "
		    "columns has none beside its %d start nodes and centre",
		    pl, n->columns[pl], 4 * n->starts_per_side);
	else
		snprintf(room, sizeof(room), "a %d-player board has about %d",
		    pl, budget);
	rules_perr(p, n->type[i].line, "type %s%s needs at least %d nodes "
	    "with what it requires, but %s", n->type[i].name,
	    in_cycle(n, i, mark) ? " (in a requirement cycle)" : "", need,
	    room);
}

/*
 * check_room: a type with its requirements must fit on the smallest
 * board (once the rest holds). The board's node count is estimated from
 * the column lattice on A4's aspect ratio, less the start and centre
 * nodes.
 */
static void
check_room(struct parser *p, const char *icondir)
{
	const struct rules_nodes *n = nodes_rules(p->r);
	int pl = p->r->players_min, budget, need;
	char *mark, *told;
	size_t i, j;

	if (p->errors)
		return;
	budget = (n->columns[pl] + 1) * (n->columns[pl] * 210 / 297 + 1) -
	    4 * n->starts_per_side - 1;
	mark = mem_alloc(n->ntype + 1);
	told = mem_calloc(n->ntype + 1, 1);
	for (i = 0; i < n->ntype; i++) {
		need = closure_min(n, i, mark);
		if (need <= budget || told[i])
			continue;
		/* One message for a cycle, not one for each of its types. */
		for (j = 0; j < n->ntype; j++)
			told[j] |= mark[j];
		too_big(p, i, need, budget, mark);
	}
	free(mark);
	free(told);
}

static void (*const nodes_checks[])(struct parser *p, const char *icondir) = {
	check_counts, check_types, check_missions, check_items,
	check_content, check_room, NULL
};

static void
nodes_finish(struct parser *p, const char *icondir)
{
	rules_run_checks(p, icondir, nodes_checks);
}

const struct rules_kind rules_kind_nodes = {
	.size = sizeof(struct rules_nodes),
	.sections = nodes_sections,
	.defaults = nodes_defaults,
	.finish = nodes_finish,
	.fini = nodes_fini,
	.players_max = RULES_PMAX - 1,
};

/* items: each icon of n items (no line of their own); fn's first non-0. */
static int
items(const struct rules_item *it, size_t n, style_icon_fn fn, void *ctx)
{
	size_t i;
	int rc = 0;

	for (i = 0; i < n && !rc; i++)
		rc = fn(it[i].icon, it[i].name, 0, ctx);
	return rc;
}

/* nodes_each_icon: the node types', missions' and items' icons. */
static int
nodes_each_icon(const struct rules *r, style_icon_fn fn, void *ctx)
{
	const struct rules_nodes *g = nodes_rules(r);
	size_t i;
	int rc = 0;

	for (i = 0; i < g->ntype && !rc; i++)
		rc = fn(g->type[i].icon, g->type[i].name, g->type[i].line, ctx);
	for (i = 0; i < g->nmission && !rc; i++)
		rc = fn(g->mission[i].icon, g->mission[i].name,
		    g->mission[i].line, ctx);
	rc = rc ? rc : items(g->expedition, g->nexpedition, fn, ctx);
	rc = rc ? rc : items(g->landmark, g->nlandmark, fn, ctx);
	rc = rc ? rc : items(g->resource, g->nresource, fn, ctx);
	return rc ? rc : items(g->tiny, g->ntiny, fn, ctx);
}

/* What a style sets: the categories' colours and rims, the looks. */
static const struct style_sec nodes_style_secs[] = {
	{ "category", N(category), N(ncategory),
	    sizeof(struct rules_category),
	    { { "colour", offsetof(struct rules_category, colour), NULL },
		{ "light", offsetof(struct rules_category, light), NULL },
		{ "rim", offsetof(struct rules_category, rim), style_rims },
		{ NULL, 0, NULL } } },
	{ NULL, 0, 0, 0, { { NULL, 0, NULL } } }
};

const struct style_kind style_kind_nodes = {
	.secs = nodes_style_secs,
	.has_looks = 1,
	.looks = N(look),
	.nlooks = N(nlook),
	.types = 1, /* [picture type NAME] */
	.each_icon = nodes_each_icon,
};
