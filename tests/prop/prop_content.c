/* prop_content.c: every rule of the rules file holds on every board. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "board/make.h"
#include "board/regen.h"
#include "core/num.h"
#include "nodes/content.h"
#include "nodes/measure.h"

#include "board/kind.h"
#include "nodes/part.h"
#include "nodes/rules.h"
#include "prop.h"
#include "prop_nodes.h"

/*
 * 1,000 seeds for each player count 2-9; the expansions cycle through all
 * 32 combinations of the default rules' five, so each combination is met
 * about 31 times per player count. Every board gets its structure and its
 * content as gen-graph and gen-content make them, then validate's loop
 * (every check, and new attempts while one fails); a check that still
 * fails is counted under its id. The nodes' positions go through the
 * deck's 3 decimals between structure and content, as between gen-graph
 * and gen-content (two nodes then share a y now and then: seed 60211).
 */

#define SEEDS 1000

/*
 * dots_on_edges: b's power dots whose disc (where layout-pdf draws it)
 * comes within half an edge's drawn line of any edge, every edge against
 * every dot; the first is described in what.
 */
static size_t
dots_on_edges(const struct board *b, const struct rules *r, char *what,
    size_t n)
{
	double reach = nodes_rules(r)->dot_radius * nodegraph_unit(b, r) +
	    NODECONTENT_EDGE_WIDTH / 2;
	const struct graph *g = &nodes_part(b)->g;
	size_t i, k, bad = 0;
	struct vec2 c;

	for (i = 0; i < nodes_part(b)->ndot; i++) {
		c = nodecontent_dot_at(b, r, nodes_part(b)->dot[i].node,
		    nodes_part(b)->dot[i].angle);
		for (k = 0; k < g->nedges; k++) {
			if (geom_seg_dist(c, g->node[g->edge[k].a].p,
			    g->node[g->edge[k].b].p) >= reach)
				continue;
			if (!bad++)
				snprintf(what, n,
				    "%s: n%u's dot at %.3f on "
				    "n%u-n%u",
				    b->id, nodes_part(b)->dot[i].node,
				    nodes_part(b)->dot[i].angle, g->edge[k].a,
				    g->edge[k].b);
			break;
		}
	}
	return bad;
}

int
main(void)
{
	size_t nchecks, i, failed[64] = { 0 }, boards = 0, unmade = 0;
	size_t items[4] = { 0 }, remade = 0, ondots = 0;
	char what[160] = "";
	const struct check *checks;
	struct rules r;
	struct diag d;
	struct board b, plain;
	int players, t = 0, moved = 0;
	uint64_t seed;

	prop_rules(&r, "lanternfall.rules", "prop_content");
	diag_init(&d);
	checks = check_table(kind_parse("nodes"), &nchecks);
	board_init(&b);
	board_init(&plain);
	for (players = r.players_min; players <= r.players_max; players++) {
		for (seed = 1; seed <= SEEDS; seed++) {
			board_clear(&b);
			snprintf(b.rules, sizeof(b.rules), "%s", r.id);
			snprintf(b.paper, sizeof(b.paper), "A4");
			b.seed = seed;
			b.players = (uint32_t)players;
			b.width = 297;
			b.height = 210;
			nodes_part(&b)->first_game = seed % 7 == 0;
			combo(b.expansions, sizeof(b.expansions),
			    (unsigned)((seed - 1) % 32));
			board_set_id(&b);
			/* As validate will: the next attempt when one fails. */
			for (;;) {
				diag_clear(&d);
				if (make_structure(&b, &r, r.attempts,
				    &d) < 0)
					break;
				as_deck(&b);
				diag_clear(&d);
				if (make_content(&b, &r, &d) == 0)
					break;
				b.attempt++;
			}
			if (b.attempt >= (uint32_t)r.attempts) {
				unmade++;
				continue;
			}
			boards++;
			/* As gen-content made it, before validate's loop. */
			ondots += dots_on_edges(&b, &r, what, sizeof(what));
			/* As validate does: made again while a check fails. */
			{
				uint32_t came = b.attempt;
				struct regen_why why;

				if (regen_board(&b, &r, r.attempts,
				    &why) != 0)
					unmade++;
				remade += b.attempt != came;
			}
			for (i = 0; i < b.val.ncheck && i < 64; i++)
				failed[i] += !b.val.check[i].pass;
			items[0] += nodes_part(&b)->nexpedition;
			items[1] += nodes_part(&b)->nlandmark;
			items[2] += nodes_part(&b)->nresource;
			items[3] += nodes_part(&b)->ntiny;
			/* The structure does not depend on the expansions. */
			if (seed % 50 == 0) {
				board_clear(&plain);
				memcpy(plain.rules, b.rules, sizeof(b.rules));
				plain.seed = seed;
				plain.players = b.players;
				plain.width = b.width;
				plain.height = b.height;
				plain.attempt = b.attempt;
				board_set_id(&plain);
				diag_clear(&d);
				make_structure(&plain, &r, r.attempts,
				    &d);
				moved +=
				    nodes_part(&plain)->g.nnodes !=
					nodes_part(&b)->g.nnodes ||
				    nodes_part(&plain)->g.nedges !=
					nodes_part(&b)->g.nedges ||
				    memcmp(nodes_part(&plain)->g.edge,
					nodes_part(&b)->g.edge,
					nodes_part(&b)->g.nedges *
					    sizeof(*nodes_part(&b)->g.edge)) !=
					0;
			}
		}
	}
#define TAP(cond, ...)                                                        \
	do {                                                                  \
		printf("%s %d - ", (cond) ? "ok" : "not ok", ++t);            \
		printf(__VA_ARGS__);                                          \
		printf("\n");                                                 \
	} while (0)
	TAP(unmade == 0, "every board made valid within the rules' attempts "
	    "(%zu of %zu not; %zu made again by validate's loop, %.1f%%)",
	    unmade, boards, remade, 100.0 * (double)remade / (double)boards);
	for (i = 0; i < nchecks; i++)
		TAP(failed[i] == 0, "%s holds on all %zu boards (%zu fail): %s",
		    checks[i].id, boards, failed[i], checks[i].summary);
	TAP(ondots == 0, "no power dot touches an edge's drawn line on the "
	    "%zu boards as made (%zu dots do%s%s)", boards, ondots,
	    ondots ? "; first " : "", what);
	TAP(moved == 0, "switching expansions on leaves the structure as it "
	    "is (%d of %zu sampled boards differ)", moved, boards / 50);
	TAP(items[0] > 0 && items[1] > 0 && items[2] > 0 && items[3] > 0,
	    "items were placed: %zu expeditions, %zu landmarks, %zu "
	    "resources, %zu tiny nodes", items[0], items[1], items[2],
	    items[3]);
	printf("1..%d\n", t);
	board_fini(&b);
	board_fini(&plain);
	rules_fini(&r);
	diag_fini(&d);
	return 0;
}
