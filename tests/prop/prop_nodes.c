/*
 * prop_nodes.c: structure invariants over 1,000 seeds per player count,
 * and the seed's content rules (every type a board uses on it, power dots
 * as the devlog counts them) over every expansion combination.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/make.h"
#include "core/num.h"
#include "nodes/content.h"
#include "nodes/measure.h"
#include "nodes/structure.h"

#include "nodes/part.h"
#include "nodes/rules.h"
#include "prop.h"
#include "prop_nodes.h"

#define TAP(cond, ...)                                                        \
	do {                                                                  \
		printf("%s %d - ", (cond) ? "ok" : "not ok", ++t);            \
		printf(__VA_ARGS__);                                          \
		printf("\n");                                                 \
	} while (0)

/*
 * Checked here with code of its own (brute force), not with the check
 * module, so a mistake in one does not hide in the other.
 */
static size_t
crossings(const struct board *b)
{
	const struct graph *g = &nodes_part(b)->g;
	size_t i, j, n = 0;

	for (i = 0; i < g->nedges; i++)
		for (j = i + 1; j < g->nedges; j++)
			n += geom_edges_conflict(g->node[g->edge[i].a].p,
			    g->node[g->edge[i].b].p, g->node[g->edge[j].a].p,
			    g->node[g->edge[j].b].p);
	return n;
}

static int
connected(const struct board *b)
{
	size_t n = nodes_part(b)->g.nnodes, top = 0, seen = 1, i;
	char *mark = calloc(n, 1);
	uint32_t *stack = malloc(n * sizeof(*stack)), v, w;

	mark[0] = 1;
	stack[top++] = 0;
	while (top) {
		v = stack[--top];
		for (i = 0; i < nodes_part(b)->g.node[v].deg; i++) {
			w = graph_he_to(
			    &nodes_part(b)->g, nodes_part(b)->g.node[v].out[i]);
			if (!mark[w]) {
				mark[w] = 1;
				seen++;
				stack[top++] = w;
			}
		}
	}
	free(mark);
	free(stack);
	return seen == n;
}

/*
 * The content rules. CSEEDS seeds for each of the 32 combinations of the
 * default rules' five expansions and each player count 2-9, made as
 * gen-graph and gen-content make them (the next attempt while one fails),
 * the nodes' positions through the deck's 3 decimals in between.
 */
#define CSEEDS 16

/*
 * pool_fits: does every type in play fit b by the devlog's measure,
 * sum of ceil((min + max) / 2 x scale) + 1 (max = min without one) against
 * the free nodes less the rules' margin? Then the board uses them all.
 */
static int
pool_fits(const struct board *b, const struct rules *r,
    const struct nodecontent_set *set)
{
	const struct rules_nodes *rn = nodes_rules(r);
	double ns, ds;
	int total = 0, free_nodes = 0, mx;
	size_t t, v;

	nodecontent_scale(b, r, &ns, &ds);
	for (v = 0; v < nodes_part(b)->g.nnodes; v++)
		free_nodes += nodes_part(b)->node[v].role == ROLE_INNER ||
		    nodes_part(b)->node[v].role == ROLE_EDGE;
	for (t = 0; t < rn->ntype; t++) {
		if (!nodecontent_in_play(set, rn->type[t].expansion.index))
			continue;
		mx = rn->type[t].max >= 0 ? rn->type[t].max : rn->type[t].min;
		total += (int)ceil((rn->type[t].min + mx) / 2.0 * ns) + 1;
	}
	return total <= free_nodes - rn->collection_margin;
}

static double
turn_apart(double a, double b)
{
	double d = fmod(fabs(a - b), 2 * M_PI);

	return d > M_PI ? 2 * M_PI - d : d;
}

/*
 * room: is there a spot on v's rim for one more power dot, by a scan of
 * its own (every quarter degree)? A dot keeps half of the node's dot gap
 * (the rules' dot_gap, halved on a paper side, whose rim is half a turn;
 * never less than a dot's own angle) from each of v's edges and from the
 * side's line through v, half the rules' dot_gap (or the angle two dots
 * take, if more) from each dot, as on every node, and 0.3 mm clear of v's
 * number and of every other edge's line.
 */
static int
room(const struct board *b, const struct rules *r,
    const struct nodecontent_rims *rm, uint32_t v)
{
	const struct rules_nodes *rn = nodes_rules(r);
	const struct graph_node *gn = &nodes_part(b)->g.node[v];
	double u = nodegraph_unit(b, r), R = rn->node_radius * u;
	double dr = rn->dot_radius * u, eps = 1e-6, a, in, g, apart;
	int sides = nodes_part(b)->node[v].sides, numbered, k, ok;
	struct vec2 lo, hi, c;
	size_t i;

	g = fmax(rn->dot_gap * (sides ? 0.5 : 1),
	    2 * asin(fmin(1, (dr + 0.3) / R)));
	apart = fmax(rn->dot_gap / 2, 2 * asin(fmin(1, (2 * dr + 0.3) /
	    (2 * R))));
	in = sides & SIDE_LEFT ? 0 : sides & SIDE_TOP ? M_PI / 2 :
	    sides & SIDE_RIGHT ? M_PI : 1.5 * M_PI;
	numbered = nodecontent_number_box(b, r, v, &lo, &hi);
	for (k = 0; k < 1440; k++) {
		a = k * 2 * M_PI / 1440;
		if (sides && turn_apart(a, in) > M_PI / 2 - g / 2 - eps)
			continue;
		ok = 1;
		for (i = 0; i < gn->deg && ok; i++)
			ok = turn_apart(a, graph_he_angle(&nodes_part(b)->g,
			    gn->out[i])) > g / 2 + eps;
		for (i = 0; i < nodes_part(b)->ndot && ok; i++)
			ok = nodes_part(b)->dot[i].node != v ||
			    turn_apart(a, nodes_part(b)->dot[i].angle) >
			    apart + eps;
		if (!ok)
			continue;
		c = nodecontent_dot_at(b, r, v, a);
		if (numbered && geom_box_dist(c, lo, hi) < dr + 0.3 + eps)
			continue;
		if (nodecontent_dot_edge(b, rm, v, c) < 0)
			return 1;
	}
	return 0;
}

/* What the content properties count over one rules file. */
struct tally {
	size_t boards, unmade, fit, missing, starved, over;
	size_t side[5], inner[5]; /* 4-9 players: nodes with 0-3, 4+ dots */
	char what[200], dwhat[200];
};

/* content_board: one made board's properties into *ty. */
static void
content_board(const struct board *b, const struct rules *r,
    struct tally *ty, struct diag *d)
{
	const struct rules_nodes *rn = nodes_rules(r);
	size_t n = nodes_part(b)->g.nnodes, t, v, i, miss = 0;
	int *cnt = calloc(n + 1, sizeof(*cnt)), *per;
	uint8_t *chosen = calloc(rn->ntype + 1, 1);
	struct nodecontent_set set;
	struct nodecontent_rims rm;
	int fits, least, most, p = (int)b->players;

	per = calloc(rn->ntype + 1, sizeof(*per));
	for (v = 0; v < n; v++)
		if (nodes_part(b)->node[v].type >= 0)
			per[nodes_part(b)->node[v].type]++;
	diag_clear(d);
	if (nodecontent_options(b, r, &set, d) < 0 ||
	    nodes_collect(b, r, chosen, d) < 0) {
		diag_print(d, "prop_nodes", stderr);
		exit(2);
	}
	fits = pool_fits(b, r, &set);
	ty->fit += fits;
	for (t = 0; t < rn->ntype; t++) {
		int want = chosen[t] || (fits && nodecontent_in_play(&set,
		    rn->type[t].expansion.index));

		if (want && !per[t] && !miss++)
			snprintf(ty->what, sizeof(ty->what), "; first %.40s "
			    "(%.80s): no %.40s", b->id, b->expansions[0] ?
			    b->expansions : "base game", rn->type[t].name);
	}
	ty->missing += miss > 0;
	for (i = 0; i < nodes_part(b)->ndot; i++)
		cnt[nodes_part(b)->dot[i].node]++;
	nodecontent_rims_init(&rm, b, r, 1);
	for (v = 0; v < n; v++) {
		const struct board_node *bn = &nodes_part(b)->node[v];
		int bonus = bn->type >= 0 ? rn->type[bn->type].dots_bonus : 0;

		least = (bn->role == ROLE_CENTER ? rn->center_dots :
		    rn->dots_min[p]) + bonus;
		most = (bn->role == ROLE_CENTER ? rn->center_dots :
		    rn->dots_max[p]) + bonus;
		least = least < 1 ? 1 : least;
		most = most < 1 ? 1 : most;
		if (cnt[v] > most && !ty->over++)
			snprintf(ty->dwhat, sizeof(ty->dwhat), "%s: n%zu has "
			    "%d dots, more than %d", b->id, v, cnt[v], most);
		if (cnt[v] < least && room(b, r, &rm, (uint32_t)v) &&
		    !ty->starved++)
			snprintf(ty->dwhat, sizeof(ty->dwhat), "%s: %s n%zu "
			    "has %d dots of at least %d, with room for more",
			    b->id, board_role_name(bn->role), v, cnt[v], least);
		if (p >= 4 && bn->role != ROLE_CENTER) {
			if (bn->sides)
				ty->side[cnt[v] < 4 ? cnt[v] : 4]++;
			else
				ty->inner[cnt[v] < 4 ? cnt[v] : 4]++;
		}
	}
	nodecontent_rims_fini(&rm);
	free(cnt);
	free(per);
	free(chosen);
}

/* content_props: the content properties over r, their TAP lines. */
static void
content_props(const struct rules *r, const char *label, int *tp)
{
	struct tally ty;
	struct board b;
	struct diag d;
	int players, t = *tp;
	uint64_t seed;
	unsigned bits;
	size_t sides, inners;

	memset(&ty, 0, sizeof(ty));
	diag_init(&d);
	board_init(&b);
	for (players = r->players_min; players <= r->players_max; players++)
		for (bits = 0; bits < 32; bits++)
			for (seed = 1; seed <= CSEEDS; seed++) {
				board_clear(&b);
				snprintf(b.rules, sizeof(b.rules), "%s", r->id);
				snprintf(b.paper, sizeof(b.paper), "A4");
				b.seed = 70000 + bits * 100 + seed;
				b.players = (uint32_t)players;
				b.width = 297;
				b.height = 210;
				combo(b.expansions, sizeof(b.expansions), bits);
				board_set_id(&b);
				for (;;) {
					diag_clear(&d);
					if (make_structure(&b, r, r->attempts,
					    &d) < 0)
						break;
					as_deck(&b);
					diag_clear(&d);
					if (make_content(&b, r, &d) == 0)
						break;
					b.attempt++;
				}
				if (b.attempt >= (uint32_t)r->attempts) {
					ty.unmade++;
					continue;
				}
				ty.boards++;
				content_board(&b, r, &ty, &d);
			}
	sides = ty.side[0] + ty.side[1] + ty.side[2] + ty.side[3] +
	    ty.side[4];
	inners = ty.inner[0] + ty.inner[1] + ty.inner[2] + ty.inner[3] +
	    ty.inner[4];
	TAP(ty.unmade == 0, "%s: every board made, 32 expansion sets x %d "
	    "seeds x %d player counts (%zu of %zu not)", label, CSEEDS,
	    r->players_max - r->players_min + 1, ty.unmade,
	    ty.unmade + ty.boards);
	TAP(ty.missing == 0, "%s: every type a board uses is on it, all in "
	    "play where they fit (%zu boards), the collection's elsewhere "
	    "(%zu boards): %zu boards lack one%s", label, ty.fit,
	    ty.boards - ty.fit, ty.missing, ty.missing ? ty.what : "");
	TAP(ty.starved == 0, "%s: a node has fewer power dots than the "
	    "rules' least only when its rim is full (%zu nodes not%s%s); at "
	    "4-9 players side and start nodes with 1, 2, 3, 4+ dots: %zu %zu "
	    "%zu %zu of %zu, inner %zu %zu %zu %zu of %zu", label,
	    ty.starved, ty.starved ? "; first " : "",
	    ty.starved ? ty.dwhat : "", ty.side[1], ty.side[2], ty.side[3],
	    ty.side[4], sides, ty.inner[1], ty.inner[2], ty.inner[3],
	    ty.inner[4], inners);
	TAP(ty.over == 0, "%s: no node has more power dots than the rules' "
	    "most (%zu do)", label, ty.over);
	*tp = t;
	board_fini(&b);
	diag_fini(&d);
}

int
main(void)
{
	struct rules r;
	struct diag d;
	struct board b;
	int players, t = 0, s;
	uint64_t seed;

	prop_rules(&r, "lanternfall.rules", "prop_nodes");
	diag_init(&d);
	board_init(&b);
	for (players = r.players_min; players <= r.players_max; players++) {
		size_t cross = 0, disc = 0, starts = 0, close = 0, made = 0;
		size_t nodes = 0;
		double spacing = 1e9;

		for (seed = 1; seed <= 1000; seed++) {
			uint32_t v, w, per[4] = { 0 };
			double min = 1e9;

			board_clear(&b);
			snprintf(b.rules, sizeof(b.rules), "%s", r.id);
			b.seed = seed;
			b.players = (uint32_t)players;
			b.width = 297;
			b.height = 210;
			board_set_id(&b);
			diag_clear(&d);
			if (make_structure(&b, &r, r.attempts, &d) < 0)
				continue;
			made++;
			nodes += nodes_part(&b)->g.nnodes;
			cross += crossings(&b) > 0;
			disc += !connected(&b);
			for (v = 0; v < nodes_part(&b)->g.nnodes; v++) {
				if (nodes_part(&b)->node[v].role == ROLE_START)
					for (s = 0; s < 4; s++)
						per[s] += nodes_part(&b)
							      ->node[v]
							      .sides == 1u << s;
				for (w = v + 1; w < nodes_part(&b)->g.nnodes;
				     w++)
					min = fmin(min,
					    geom_dist(
						nodes_part(&b)->g.node[v].p,
						nodes_part(&b)->g.node[w].p));
			}
			starts += !(per[0] == 3 && per[1] == 3 && per[2] == 3 &&
			    per[3] == 3);
			close += min < nodes_rules(&r)->min_spacing *
			    nodegraph_unit(&b, &r);
			spacing = fmin(spacing, min / nodegraph_unit(&b, &r));
		}
		TAP(made == 1000, "%d players: 1000 of 1000 boards made (%zu)",
		    players, made);
		TAP(cross == 0, "%d players: 0 boards with crossing edges "
		    "(%zu)", players, cross);
		TAP(disc == 0, "%d players: every board connected (%zu not)",
		    players, disc);
		TAP(starts == 0, "%d players: 12 start nodes, 3 per side "
		    "(%zu boards not)", players, starts);
		TAP(close == 0,
		    "%d players: min spacing >= %.2f u (worst "
		    "%.3f u, %.1f nodes per board)",
		    players, nodes_rules(&r)->min_spacing, spacing,
		    (double)nodes / 1000);
	}
	board_fini(&b);
	content_props(&r, "as shipped", &t);
	/*
	 * The case: a type of min 0 and a small prob, in the base
	 * game (cairn, the only relics type there) and in each node
	 * expansion (mire, kite), is still on every board that uses it.
	 */
	for (s = 0; s < 3; s++) {
		int k = rules_find_type(&r, s == 0 ? "cairn" : s == 1 ?
		    "mire" : "kite");

		if (k < 0) {
			fprintf(stderr, "prop_nodes: no type %d\n", s);
			return 2;
		}
		nodes_rules(&r)->type[k].min = 0;
		nodes_rules(&r)->type[k].prob = 0.01;
	}
	content_props(&r, "cairn, mire, kite at min 0, prob 0.01", &t);
	printf("1..%d\n", t);
	rules_fini(&r);
	diag_fini(&d);
	return 0;
}
