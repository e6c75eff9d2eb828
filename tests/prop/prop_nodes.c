/* prop_nodes.c: structure invariants over 1,000 seeds per player count. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/make.h"
#include "nodes/structure.h"

#include "nodes/part.h"
#include "nodes/rules.h"
#include "prop.h"

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
#define TAP(cond, ...)                                                        \
	do {                                                                  \
		printf("%s %d - ", (cond) ? "ok" : "not ok", ++t);            \
		printf(__VA_ARGS__);                                          \
		printf("\n");                                                 \
	} while (0)
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
	printf("1..%d\n", t);
	board_fini(&b);
	rules_fini(&r);
	diag_fini(&d);
	return 0;
}
