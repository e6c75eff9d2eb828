/* prop_tinies.c: which way the tiny nodes point, over many boards. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/make.h"
#include "core/geom.h"

#include "nodes/part.h"
#include "nodes/rules.h"
#include "prop.h"

/*
 * 300 seeds at each of 2, 4, 6 and 9 players (1,200 boards), the tiny
 * nodes on (expansion scissors), made as gen-graph and gen-content make
 * them. For each tiny node: does its icon point from the lower-numbered
 * end (as the deck lists the edge) and does it point toward the end
 * nearer the centre node? With the default rules (way random) both shares
 * must be near 1/2: the tolerance, 2 points for all tiny nodes (some
 * 79,000, a standard deviation of 0.2 points) and 3 for the triangles
 * (some 9,800 of them, 0.5 points), is far beyond chance and far below the
 * old bias (every one from the lower-numbered end, 68 % inward). The other
 * ways are then each held exactly on 100 boards.
 */

#define SEEDS 300

/*
 * Tiny nodes counted: all, from the lower-numbered end, to the end nearer
 * the centre, on an edge whose ends are as far from it (a lattice makes
 * some).
 */
struct split {
	size_t n, first, inward, tie;
};

static struct vec2
centre(const struct board *b)
{
	uint32_t v;

	for (v = 0; v < nodes_part(b)->g.nnodes; v++)
		if (nodes_part(b)->node[v].role == ROLE_CENTER)
			return nodes_part(b)->g.node[v].p;
	return vec2(0, 0);
}

/* count: b's tiny nodes of type only (-1: all) into s. */
static void
count(const struct board *b, int only, struct split *s)
{
	struct vec2 c = centre(b);
	size_t i;

	for (i = 0; i < nodes_part(b)->ntiny; i++) {
		const struct board_tiny *t = &nodes_part(b)->tiny[i];
		struct vec2 pa = nodes_part(b)->g.node[t->a].p;
		struct vec2 pb = nodes_part(b)->g.node[t->b].p;
		double d = geom_angle_norm(t->angle) -
		    geom_angle_norm(geom_angle(pa, pb));
		int first = fabs(remainder(d, 2 * GEOM_PI)) < 0.01;
		struct vec2 to = first ? pb : pa, from = first ? pa : pb;

		if (only >= 0 && t->type != only)
			continue;
		s->n++;
		s->first += first;
		s->inward += geom_dist(to, c) < geom_dist(from, c);
		s->tie += geom_dist(to, c) == geom_dist(from, c);
	}
}

/* make: board (seed, players) with scissors on; 0, or -1 when unmade. */
static int
make(struct board *b, const struct rules *r, uint64_t seed, int players)
{
	struct diag d;
	int rc = -1;

	diag_init(&d);
	board_clear(b);
	snprintf(b->rules, sizeof(b->rules), "%s", r->id);
	snprintf(b->paper, sizeof(b->paper), "A4");
	snprintf(b->expansions, sizeof(b->expansions), "scissors");
	b->seed = seed;
	b->players = (uint32_t)players;
	b->width = 297;
	b->height = 210;
	board_set_id(b);
	for (; b->attempt < (uint32_t)r->attempts; b->attempt++) {
		diag_clear(&d);
		if (make_structure(b, r, r->attempts, &d) < 0)
			break;
		diag_clear(&d);
		if (make_content(b, r, &d) == 0) {
			rc = 0;
			break;
		}
	}
	diag_fini(&d);
	return rc;
}

/* set_way: every tiny type of r points way. */
static void
set_way(struct rules *r, int way)
{
	size_t k;

	for (k = 0; k < nodes_rules(r)->ntiny; k++)
		nodes_rules(r)->tiny[k].way = way;
}

static int t;

static void
tap(int cond, const char *what, const struct split *s)
{
	double n = (double)(s->n ? s->n : 1);
	double m = (double)(s->n > s->tie ? s->n - s->tie : 1);

	printf("%s %d - %s (%zu tiny nodes: %.1f%% from the lower-numbered "
	    "end, %.1f%% inward, ties aside)\n", cond ? "ok" : "not ok", ++t,
	    what, s->n, 100.0 * (double)s->first / n,
	    100.0 * (double)s->inward / m);
}

static int
near_half(size_t k, size_t n, double tol)
{
	return n > 0 && fabs((double)k / (double)n - 0.5) <= tol;
}

/* fixed_ways: each other way, held on every tiny node of 100 boards. */
static void
fixed_ways(struct rules *r, struct board *b)
{
	static const int way[3] = { RULES_WAY_INWARD, RULES_WAY_OUTWARD,
		RULES_WAY_FIXED };
	static const char *const what[3] = { "way inward: every one inward",
		"way outward: every one outward",
		"way fixed: every one from the lower-numbered end" };
	struct split s;
	uint64_t seed;
	int w;

	for (w = 0; w < 3; w++) {
		memset(&s, 0, sizeof(s));
		set_way(r, way[w]);
		for (seed = 1; seed <= 100; seed++)
			if (make(b, r, seed, 4) == 0)
				count(b, -1, &s);
		tap(s.n > 500 && (w == 0 ? s.inward + s.tie == s.n : w == 1 ?
		    s.inward == 0 : s.first == s.n), what[w], &s);
	}
}

int
main(void)
{
	static const int players[4] = { 2, 4, 6, 9 };
	struct split all = { 0 }, tri = { 0 };
	struct rules r;
	struct diag d;
	struct board b;
	size_t unmade = 0;
	uint64_t seed;
	int i, triangle = -1;

	prop_rules(&r, "lanternfall.rules", "prop_tinies");
	diag_init(&d);
	for (i = 0; i < (int)nodes_rules(&r)->ntiny; i++)
		if (strcmp(nodes_rules(&r)->tiny[i].name, "triangle") == 0)
			triangle = i;
	board_init(&b);
	for (i = 0; i < 4; i++)
		for (seed = 1; seed <= SEEDS; seed++) {
			if (make(&b, &r, seed, players[i]) < 0) {
				unmade++;
				continue;
			}
			count(&b, -1, &all);
			count(&b, triangle, &tri);
		}
	tap(unmade == 0 && all.n > 50000 &&
	    near_half(all.first, all.n, 0.02) &&
	    near_half(all.inward, all.n - all.tie, 0.02), "by default every "
	    "tiny node points each way with probability 1/2 (within 2 points)",
	    &all);
	tap(tri.n > 5000 && near_half(tri.first, tri.n, 0.03) &&
	    near_half(tri.inward, tri.n - tri.tie, 0.03), "so do the one-way "
	    "triangles (within 3 points)", &tri);
	fixed_ways(&r, &b);
	printf("1..%d\n", t);
	board_fini(&b);
	rules_fini(&r);
	diag_fini(&d);
	return 0;
}
