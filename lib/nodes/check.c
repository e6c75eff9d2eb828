/*
 * check.c: the checks of a nodes board: its structure, its content and
 * its fairness (the drawn items: nodes/check_items.c), and their table.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "core/mem.h"
#include "core/num.h"
#include "nodes/check_int.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/rules.h"

static int
nodes_connected(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	uint32_t *comp;
	size_t c, i;

	if (nodes_part(b)->g.nnodes == 0) {
		snprintf(detail, n, "the board has no nodes");
		return 0;
	}
	comp = mem_alloc(nodes_part(b)->g.nnodes * sizeof(*comp));
	c = graph_components(&nodes_part(b)->g, comp);
	if (c != 1) {
		for (i = 0; i < nodes_part(b)->g.nnodes && comp[i] == comp[0];
		     i++)
			;
		snprintf(detail, n, "the edges fall apart into %zu pieces "
		    "(n0 cannot reach n%zu)", c, i);
	}
	free(comp);
	return c == 1;
}

static int
nodes_crossing(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	uint32_t e1 = 0, e2 = 0;
	size_t c = graph_crossings(&nodes_part(b)->g, &e1, &e2);

	if (c)
		snprintf(detail, n, "two edges cross (n%u-n%u, n%u-n%u)%s",
		    nodes_part(b)->g.edge[e1].a, nodes_part(b)->g.edge[e1].b,
		    nodes_part(b)->g.edge[e2].a, nodes_part(b)->g.edge[e2].b,
		    c > 1 ? " and more" : "");
	return c == 0;
}

static int
nodes_spacing(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	double want =
	    nodes_rules(r)->min_spacing * nodegraph_unit(b, r) - ROUNDING;
	double w2 = want * want;
	size_t i, j;

	for (i = 0; i < nodes_part(b)->g.nnodes; i++) {
		for (j = i + 1; j < nodes_part(b)->g.nnodes; j++) {
			if (geom_dist2(nodes_part(b)->g.node[i].p,
				nodes_part(b)->g.node[j].p) < w2) {
				snprintf(detail, n,
				    "nodes n%zu and n%zu are "
				    "%.2f mm apart, closer than %.2f mm",
				    i, j,
				    geom_dist(nodes_part(b)->g.node[i].p,
					nodes_part(b)->g.node[j].p),
				    want + ROUNDING);
				return 0;
			}
		}
	}
	return 1;
}

static int
nodes_starts(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	int per[4] = { 0, 0, 0, 0 }, want = nodes_rules(r)->starts_per_side, s;
	size_t i, total = 0;
	const struct board_node *v;

	for (i = 0; i < nodes_part(b)->g.nnodes; i++) {
		v = &nodes_part(b)->node[i];
		if (v->role != ROLE_START)
			continue;
		total++;
		for (s = 0; s < 4; s++)
			if (v->sides == (1 << s))
				per[s]++;
		if (v->sides == 0 || (v->sides & (v->sides - 1))) {
			snprintf(detail, n, "start node n%zu is not on exactly "
			    "one paper side", i);
			return 0;
		}
		if ((int)nodes_part(b)->g.node[i].deg >
		    nodes_rules(r)->degree_start) {
			snprintf(detail, n, "start node n%zu has %u edges, "
			    "more than %d", i, nodes_part(b)->g.node[i].deg,
			    nodes_rules(r)->degree_start);
			return 0;
		}
	}
	for (s = 0; s < 4; s++) {
		if (per[s] != want) {
			snprintf(detail, n, "%d start nodes on the %s side, "
			    "not %d (%zu in all)", per[s],
			    board_side_name(1 << s), want, total);
			return 0;
		}
	}
	return 1;
}

static int
nodes_center(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	size_t i, c = 0;

	for (i = 0; i < nodes_part(b)->g.nnodes; i++)
		if (nodes_part(b)->node[i].role == ROLE_CENTER)
			c++;
	if (c != 1)
		snprintf(detail, n, "%zu centre nodes, not 1", c);
	return c == 1;
}

static int
nodes_sides(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	double in = nodes_inset(b, r);
	size_t i;

	/*
	 * A side node sits on its side of the frame nodes_inset leaves inside
	 * the trim; an edge joins no two of them.
	 */
	for (i = 0; i < nodes_part(b)->g.nnodes; i++) {
		struct vec2 p = nodes_part(b)->g.node[i].p;
		int s = nodes_part(b)->node[i].sides;

		if (((s & SIDE_LEFT) && fabs(p.x - in) > ROUNDING) ||
		    ((s & SIDE_TOP) && fabs(p.y - in) > ROUNDING) ||
		    ((s & SIDE_RIGHT) && fabs(p.x - (b->width - in)) >
		    ROUNDING) ||
		    ((s & SIDE_BOTTOM) && fabs(p.y - (b->height - in)) >
		    ROUNDING)) {
			snprintf(detail, n, "node n%zu is marked on the %s "
			    "side but is not on it (%.1f mm inside the trim)",
			    i, board_side_name(s & -s), in);
			return 0;
		}
		if (p.x < -ROUNDING || p.y < -ROUNDING ||
		    p.x > b->width + ROUNDING || p.y > b->height + ROUNDING) {
			snprintf(detail, n, "node n%zu lies off the paper", i);
			return 0;
		}
		if ((nodes_part(b)->node[i].role == ROLE_EDGE ||
		    nodes_part(b)->node[i].role == ROLE_START) && s == 0) {
			snprintf(detail, n, "%s node n%zu has no side",
			    board_role_name(nodes_part(b)->node[i].role), i);
			return 0;
		}
	}
	for (i = 0; i < nodes_part(b)->g.nedges; i++) {
		uint32_t a = nodes_part(b)->g.edge[i].a,
			 c = nodes_part(b)->g.edge[i].b;

		if (nodes_part(b)->node[a].sides &&
		    nodes_part(b)->node[c].sides) {
			snprintf(detail, n, "edge n%u-n%u joins two side nodes",
			    a, c);
			return 0;
		}
	}
	return 1;
}

/* Content checks: what gen-content made keeps the rules. */

/* in_play: the expansions b switches on (as bits), or -1 when unknown. */
static int
in_play_set(const struct board *b, const struct rules *r,
    struct nodecontent_set *set)
{
	struct diag d;
	int rc;

	diag_init(&d);
	rc = nodecontent_options(b, r, set, &d);
	diag_fini(&d);
	return rc;
}

/* on_board: per type, how many nodes of it the board holds. */
static int *
on_board(const struct board *b, const struct rules *r)
{
	int *n = mem_calloc(nodes_rules(r)->ntype + 1, sizeof(*n));
	size_t v;

	for (v = 0; v < nodes_part(b)->g.nnodes; v++)
		if (nodes_part(b)->node[v].type >= 0 &&
		    (size_t)nodes_part(b)->node[v].type < nodes_rules(r)->ntype)
			n[nodes_part(b)->node[v].type]++;
	return n;
}

static int
has_action(const struct rules_ntype *t, int a)
{
	size_t i;

	for (i = 0; i < t->actions.n; i++)
		if (t->actions.v[i].index == a)
			return 1;
	return 0;
}

static int
nodes_typed(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	size_t v;

	for (v = 0; v < nodes_part(b)->g.nnodes; v++) {
		int role = nodes_part(b)->node[v].role;

		if ((role == ROLE_INNER || role == ROLE_EDGE) &&
		    nodes_part(b)->node[v].type < 0) {
			snprintf(detail, n, "node n%zu has no type", v);
			return 0;
		}
		if (role == ROLE_START && nodes_part(b)->node[v].mission < 0 &&
		    nodes_rules(r)->nmission > 0) {
			snprintf(detail, n, "start node n%zu has no mission",
			    v);
			return 0;
		}
		if ((role == ROLE_START || role == ROLE_CENTER) &&
		    nodes_part(b)->node[v].type >= 0) {
			snprintf(detail, n, "%s node n%zu has a node type",
			    board_role_name(role), v);
			return 0;
		}
	}
	return 1;
}

/*
 * nodes_coverage: every category and action that a type in play has is
 * on the board, and each action on at least min_types types (as far as
 * the types in play allow).
 */
static int
nodes_coverage(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct rules_nodes *rn = nodes_rules(r);
	struct nodecontent_set set;
	int *cnt = on_board(b, r), ok = 1, avail, have;
	size_t c, t;

	if (in_play_set(b, r, &set) < 0) {
		snprintf(detail, n, "the board names an expansion the rules "
		    "do not have");
		free(cnt);
		return 0;
	}
	for (c = 0; c < rn->ncategory && ok; c++) {
		avail = have = 0;
		for (t = 0; t < rn->ntype; t++) {
			if (rn->type[t].category.index != (int32_t)c)
				continue;
			avail += nodecontent_in_play(&set,
			    rn->type[t].expansion.index);
			have += cnt[t] > 0;
		}
		if (avail && !have) {
			snprintf(detail, n, "no node of category %s",
			    rn->category[c].name);
			ok = 0;
		}
	}
	for (c = 0; c < rn->naction && ok; c++) {
		avail = have = 0;
		for (t = 0; t < rn->ntype; t++) {
			if (!has_action(&rn->type[t], (int)c))
				continue;
			avail += nodecontent_in_play(&set,
			    rn->type[t].expansion.index);
			have += cnt[t] > 0;
		}
		if (have < (avail < rn->action[c].min_types ? avail :
		    rn->action[c].min_types) || (avail && !have)) {
			snprintf(detail, n, "action %s is on %d node types, "
			    "not %d", rn->action[c].name, have,
			    rn->action[c].min_types > 0 ?
			    rn->action[c].min_types : 1);
			ok = 0;
		}
	}
	free(cnt);
	return ok;
}

static int
nodes_requirements(const struct board *b, const struct rules *r,
    char *detail, size_t n)
{
	const struct rules_nodes *rn = nodes_rules(r);
	int *cnt = on_board(b, r), ok = 1;
	size_t t, k;

	for (t = 0; t < rn->ntype && ok; t++) {
		if (!cnt[t])
			continue;
		for (k = 0; k < rn->type[t].requires.n; k++) {
			int q = rn->type[t].requires.v[k].index;

			if (!cnt[q]) {
				snprintf(detail, n, "type %s is on the board "
				    "without %s, which it requires",
				    rn->type[t].name, rn->type[q].name);
				ok = 0;
				break;
			}
		}
	}
	free(cnt);
	return ok;
}

static int
nodes_counts(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct rules_nodes *rn = nodes_rules(r);
	int *cnt = on_board(b, r), ok = 1, lo, hi;
	double ns, ds;
	size_t t;

	nodecontent_scale(b, r, &ns, &ds);
	for (t = 0; t < rn->ntype && ok; t++) {
		if (!cnt[t])
			continue;
		lo = (int)floor(rn->type[t].min * ns + 0.5);
		hi = rn->type[t].max < 0 ? -1 :
		    (int)floor(rn->type[t].max * ns + 0.5);
		if (cnt[t] < lo || (hi >= 0 && cnt[t] > hi)) {
			snprintf(detail, n, "%d nodes of type %s, outside "
			    "min %d and max %d at this board's scale", cnt[t],
			    rn->type[t].name, lo, hi);
			ok = 0;
		}
	}
	free(cnt);
	return ok;
}

static int
nodes_placement(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	const struct rules_nodes *rn = nodes_rules(r);
	uint8_t *mark = mem_calloc(nodes_part(b)->g.nnodes + 1, 1);
	double ns, ds, e;
	size_t v, k;
	int ok = 1;

	nodecontent_scale(b, r, &ns, &ds);
	for (v = 0; v < nodes_part(b)->g.nnodes && ok; v++) {
		const struct rules_ntype *t;
		int32_t ty = nodes_part(b)->node[v].type;

		if (ty < 0)
			continue;
		t = &rn->type[ty];
		e = nodecontent_edge_distance(b, r, (uint32_t)v);
		if (t->not_on_edge && nodes_part(b)->node[v].sides) {
			snprintf(detail, n, "n%zu (%s) is on the paper's edge",
			    v, t->name);
			ok = 0;
		} else if (e < t->edge_min - ROUNDING / 10 || (t->edge_max >= 0
		    && e > t->edge_max + ROUNDING / 10)) {
			snprintf(detail, n, "n%zu (%s) is %.2f u from the edge, "
			    "outside [%g, %g]", v, t->name, e, t->edge_min,
			    t->edge_max);
			ok = 0;
		} else if ((double)nodecontent_cluster(b, (uint32_t)v, mark) >
		    t->max_sequence * ds + 1e-9) {
			snprintf(detail, n, "n%zu (%s) is in a group of %zu "
			    "touching nodes of its type, more than %g", v,
			    t->name, nodecontent_cluster(b, (uint32_t)v, mark),
			    t->max_sequence * ds);
			ok = 0;
		} else if (t->number.index >= 0) {
			for (k = 0; k < nodes_part(b)->g.node[v].deg; k++) {
				uint32_t w = graph_he_to(&nodes_part(b)->g,
				    nodes_part(b)->g.node[v].out[k]);

				if (nodes_part(b)->node[w].role == ROLE_START) {
					snprintf(detail, n, "numbered n%zu (%s) "
					    "is next to start node n%u", v,
					    t->name, w);
					ok = 0;
				}
			}
			if (ok && nodes_part(b)->node[v].number < 1) {
				snprintf(detail, n, "n%zu (%s) needs a number",
				    v, t->name);
				ok = 0;
			}
		}
	}
	free(mark);
	return ok;
}

/*
 * dot_on_edge: does power dot d touch an edge's line as layout-pdf draws
 * it (rm: the edges near each rim)? Says which in detail.
 */
static int
dot_on_edge(const struct board *b, const struct rules *r,
    const struct nodecontent_rims *rm, const struct board_dot *d,
    char *detail, size_t n)
{
	long e = nodecontent_dot_edge(b, rm, d->node,
	    nodecontent_dot_at(b, r, d->node, d->angle));
	const struct graph_edge *ge;
	char a[32];

	if (e < 0)
		return 0;
	ge = &nodes_part(b)->g.edge[e];
	snprintf(detail, n, "a power dot of n%u (at %s rad) touches the edge "
	    "n%u-n%u", d->node, num_format(a, sizeof(a), d->angle, 3), ge->a,
	    ge->b);
	return 1;
}

/*
 * nodes_dots: at least one power dot on every node; inward on sides; no
 * dot on an edge's drawn line.
 */
static int
nodes_dots(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	int *cnt = mem_calloc(nodes_part(b)->g.nnodes + 1, sizeof(*cnt)),
	    ok = 1;
	struct nodecontent_rims rm;
	size_t i, v;

	nodecontent_rims_init(&rm, b, r, 0);
	for (i = 0; i < nodes_part(b)->ndot && ok; i++) {
		const struct board_dot *d = &nodes_part(b)->dot[i];
		double c = cos(d->angle), s = sin(d->angle);
		int sd = nodes_part(b)->node[d->node].sides;

		cnt[d->node]++;
		if (((sd & SIDE_LEFT) && c <= 0) || ((sd & SIDE_RIGHT) &&
		    c >= 0) || ((sd & SIDE_TOP) && s <= 0) ||
		    ((sd & SIDE_BOTTOM) && s >= 0)) {
			snprintf(detail, n, "a power dot of n%u points off the "
			    "paper", d->node);
			ok = 0;
		} else if (dot_on_edge(b, r, &rm, d, detail, n))
			ok = 0;
	}
	for (v = 0; v < nodes_part(b)->g.nnodes && ok; v++) {
		if (!cnt[v]) {
			snprintf(detail, n, "node n%zu has no power dot", v);
			ok = 0;
		}
	}
	free(cnt);
	nodecontent_rims_fini(&rm);
	return ok;
}

/*
 * Fairness. Each paper side holds three start nodes, and players pick
 * theirs among them: a start's score is what it reaches within the
 * rules' steps (not passing another start): each node, each category
 * among them, the resources in the areas they touch, less the numbers of
 * the numbered obstacles on the way, all weighted by the rules; a side's
 * score is the mean of its starts' (what a player who takes one of them
 * can expect). Scored together, as the seed did, a side's starts counted
 * once what two of them reach, so a short side, whose starts lie close,
 * lost what a long side's, far apart, kept (1,000 boards on A4
 * landscape: the long sides best on 584 and 466, the short on 24 and 27).
 */
/*
 * start_reach: the nodes start v reaches within the rules' steps, not
 * passing another start, into queue (returns how many) with each one's
 * steps in depth (-1: not reached).
 */
static size_t
start_reach(const struct board *b, const struct rules_nodes *rn, uint32_t v,
    int32_t *depth, uint32_t *queue)
{
	size_t n = nodes_part(b)->g.nnodes, head = 0, tail = 0, k;
	uint32_t w;

	for (w = 0; w < n; w++)
		depth[w] = -1;
	depth[v] = 0;
	queue[tail++] = v;
	while (head < tail) {
		v = queue[head++];
		if (depth[v] >= rn->fair_steps)
			continue;
		for (k = 0; k < nodes_part(b)->g.node[v].deg; k++) {
			w = graph_he_to(
			    &nodes_part(b)->g, nodes_part(b)->g.node[v].out[k]);
			if (depth[w] >= 0 ||
			    nodes_part(b)->node[w].role == ROLE_START)
				continue;
			depth[w] = depth[v] + 1;
			queue[tail++] = w;
		}
	}
	return tail;
}

/*
 * side_score: the score of the nodes[0 .. m - 1] a start reaches (depth:
 * as start_reach left it): each node, each category among them, their
 * numbers, the resources in the areas they touch (touch: scratch).
 */
static double
side_score(const struct board *b, const struct rules_nodes *rn,
    const int32_t *depth, const uint32_t *nodes, size_t m, uint8_t *touch)
{
	const uint32_t *a;
	double score = 0;
	uint32_t cats = 0, v;
	size_t i, k;
	int c;

	for (i = 0; i < m; i++) {
		v = nodes[i];
		score += rn->fair_node;
		if (nodes_part(b)->node[v].type >= 0) {
			c = rn->type[nodes_part(b)->node[v].type]
				.category.index;
			if (c >= 0 && c < 32 && !(cats >> c & 1)) {
				cats |= 1u << c;
				score += rn->fair_category;
			}
		}
		score += rn->fair_number * nodes_part(b)->node[v].number;
	}
	memset(touch, 0, nodes_part(b)->area.n + 1);
	for (i = 0; i < nodes_part(b)->area.n; i++) {
		a = board_area_nodes(b, i);
		for (k = 0; k < board_area_len(b, i); k++)
			if (!BOARD_IS_CORNER(a[k]) && depth[a[k]] >= 0)
				touch[i] = 1;
	}
	for (i = 0; i < nodes_part(b)->nresource; i++)
		score +=
		    rn->fair_resource * touch[nodes_part(b)->resource[i].area];
	return score;
}

static void
nodes_seats(struct board *b, const struct rules *r)
{
	const struct rules_nodes *rn = nodes_rules(r);
	size_t n = nodes_part(b)->g.nnodes, m;
	int32_t *depth = mem_alloc((n + 1) * sizeof(*depth));
	uint32_t *queue = mem_alloc((n + 1) * sizeof(*queue));
	uint8_t *touch = mem_alloc(nodes_part(b)->area.n + 1);
	struct board_seat *seat;
	double score;
	int s;

	for (s = 0; s < 4; s++) {
		uint32_t v;
		int ns = 0;

		score = 0;
		for (v = 0; v < n; v++) {
			if (nodes_part(b)->node[v].role != ROLE_START ||
			    nodes_part(b)->node[v].sides != (1 << s))
				continue;
			m = start_reach(b, rn, v, depth, queue);
			score += side_score(b, rn, depth, queue, m, touch);
			ns++;
		}
		if (ns)
			score /= ns;
		seat = VEC_PUSH(b->val.seat, b->val.nseat, b->val.capseat);
		seat->n = (uint32_t)s + 1;
		seat->at = UINT32_MAX;
		seat->score = score;
		seat->bonus = 0;
		seat->level = score;
	}
	MEM_FREE(depth, queue, touch);
}

static int
nodes_fair(const struct board *b, const struct rules *r, char *detail,
    size_t n)
{
	double lo = INFINITY, hi = -INFINITY;
	size_t i;

	for (i = 0; i < b->val.nseat; i++) {
		lo = fmin(lo, b->val.seat[i].score);
		hi = fmax(hi, b->val.seat[i].score);
	}
	if (b->val.nseat == 0 || hi <= 0)
		return 1;
	if ((hi - lo) / hi > nodes_rules(r)->fair_spread + 1e-9) {
		snprintf(detail, n, "the sides' start scores run from %.1f to "
		    "%.1f: a spread of %.0f%%, over %.0f%%", lo, hi,
		    100 * (hi - lo) / hi, 100 * nodes_rules(r)->fair_spread);
		return 0;
	}
	return 1;
}

static const struct check check_nodes[] = {
	{ "completeness.center", CHECK_COMPLETENESS, nodes_center,
	    "exactly one centre node" },
	{ "completeness.starts", CHECK_COMPLETENESS, nodes_starts,
	    "the rules' start nodes per paper side, each on one side and "
	    "within the start degree cap" },
	{ "clarity.connected", CHECK_CLARITY, nodes_connected,
	    "every node can be reached along the edges" },
	{ "clarity.crossing", CHECK_CLARITY, nodes_crossing,
	    "no two edges cross or overlap" },
	{ "clarity.spacing", CHECK_CLARITY, nodes_spacing,
	    "no two nodes closer than the rules' min_spacing" },
	{ "clarity.sides", CHECK_CLARITY, nodes_sides,
	    "side nodes sit on their side of the frame that keeps their icons "
	    "in the safe margin, every node on the paper, and no edge joins "
	    "two side nodes" },
	{ "completeness.typed", CHECK_COMPLETENESS, nodes_typed,
	    "every node has a type, every start node a mission" },
	{ "completeness.coverage", CHECK_COMPLETENESS,
	    nodes_coverage, "every category and action in play is on the "
	    "board, each action on at least its min_types types" },
	{ "completeness.requirements", CHECK_COMPLETENESS,
	    nodes_requirements, "every type on the board has what it "
	    "requires" },
	{ "rules.counts", CHECK_COMPLETENESS, nodes_counts,
	    "each type on the board between its min and max, at the board's "
	    "scale" },
	{ "rules.placement", CHECK_CLARITY, nodes_placement,
	    "not-on-edge, edge distances, max sequence and numbers as the "
	    "rules say" },
	{ "rules.dots", CHECK_CLARITY, nodes_dots,
	    "a power dot on every node, none pointing off the paper or "
	    "touching an edge's line" },
	{ "clarity.overlap", CHECK_CLARITY, nodes_overlap,
	    "no two drawn items overlap (nodes, numbers, dots, tiny nodes, "
	    "expeditions, landmarks, resources, the key), no edge or quadrant "
	    "line runs through the key, the caption has a place that "
	    "covers none of them and no line (on an expedition board's back "
	    "too, none of its circles, whichever way the sheet turns), and "
	    "on the back each type's name has a side of its circle clear of "
	    "the other circles, the names and the safe margin" },
	{ "clarity.numbers", CHECK_CLARITY, nodes_numbers,
	    "every node's number keeps 0.3 mm from its icon" },
	{ "clarity.safe", CHECK_CLARITY, nodes_safe,
	    "everything a player reads inside the safe margin" },
	{ "clarity.areas", CHECK_CLARITY, nodes_areas,
	    "the areas are the graph's faces; every item inside its area" },
	{ "fairness.sides", CHECK_FAIRNESS, nodes_fair,
	    "the four sides' start scores (each the mean of what its starts "
	    "reach alone) within the rules' spread" },
	{ NULL, 0, NULL, NULL }
};

const struct check_kind check_kind_nodes = {
	.table = check_nodes,
	.seats = nodes_seats,
};

