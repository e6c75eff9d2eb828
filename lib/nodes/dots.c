/*
 * dots.c: the drawn items around the nodes of a nodes board: the
 * footprints everything placed keeps clear of, the power dots on the
 * nodes' rims and the tiny nodes on the edges.
 */
#include "nodes/content_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "board/mark.h"
#include "core/geom.h"
#include "core/mem.h"
#include "core/rng.h"
#include "nodes/part.h"
#include "nodes/rules.h"

void
nodecontent_add_disc(struct gen *G, struct vec2 c, double r)
{
	struct disc *k = VEC_PUSH(G->disc, G->ndisc, G->capdisc);

	k->c = c;
	k->r = r;
}

/* free_at: does a disc of radius r at c keep clear of every item so far? */
static int
free_at(const struct gen *G, struct vec2 c, double r)
{
	double gap = G->rn->item_gap * G->u;
	size_t i;

	for (i = 0; i < G->ndisc; i++)
		if (geom_dist(c, G->disc[i].c) < G->disc[i].r + r + gap)
			return 0;
	return 1;
}

/* Power dots. */

/* dot_at: where a dot at angle a sits on node v's rim, as drawn. */
static struct vec2
dot_at(const struct gen *G, uint32_t v, double a)
{
	return nodecontent_dot_at(G->b, G->r, v, a);
}

/*
 * What a dot keeps clear of, mm: the paper's edge and the node's number.
 * How often a dot is drawn again before its gaps count as full, and how
 * many steps the last resort takes across its gap.
 */
#define DOT_CLEAR NODECONTENT_DOT_CLEAR
#define DOT_TRIES 64
#define DOT_STEPS 32

/* A node's edges, the dots placed and the unused gaps of its rim. */
#define DOT_MAX_BLOCKED (GRAPH_MAX_DEGREE + 16)

/*
 * clear_at: does a dot at angle a on node v's rim keep DOT_CLEAR mm clear
 * of v's number (if v has one), and off the drawn line of every edge
 * passing near (G->rims)? Its own node's edges the gaps keep it off: a
 * dot is at least asin((dot + DOT_CLEAR) / R) from each, its centre
 * dot + DOT_CLEAR from the line, more than the dot and half a line's
 * NODECONTENT_EDGE_WIDTH. Together they are what rules.dots judges, so a
 * dot the check would refuse is never placed.
 */
static int
clear_at(const struct gen *G, uint32_t v, double a)
{
	struct vec2 c, lo, hi;
	int numbered = nodecontent_number_box(G->b, G->r, v, &lo, &hi);

	if (!numbered && G->rims.first[v] == G->rims.first[v + 1])
		return 1;
	c = dot_at(G, v, a);
	if (numbered && geom_box_dist(c, lo, hi) <
	    G->rn->dot_radius * G->u + DOT_CLEAR)
		return 0;
	return nodecontent_dot_edge(G->b, &G->rims, v, c) < 0;
}

/*
 * The rim of one node as its dots see it: the angles blocked (its edges,
 * then each dot placed: isdot set) and, on a paper side, the half turn
 * [lo, hi] on the paper's side of the side's line through the node (side
 * set); otherwise the whole turn from lo.
 */
struct rim {
	double blocked[DOT_MAX_BLOCKED];
	char isdot[DOT_MAX_BLOCKED];
	int nb, side;
	double lo, hi;
};

/* rim_init: node v's rim before its dots. */
static void
rim_init(struct rim *rm, const struct gen *G, uint32_t v)
{
	const struct board *b = G->b;
	const struct graph_node *n = &nodes_part(b)->g.node[v];
	int sides = nodes_part(b)->node[v].sides, i;
	double in;

	rm->nb = 0;
	rm->lo = 0;
	rm->hi = GEOM_TAU;
	rm->side = 0;
	for (i = 0; i < (int)n->deg; i++) {
		rm->isdot[rm->nb] = 0;
		rm->blocked[rm->nb++] =
		    graph_he_angle(&nodes_part(b)->g, n->out[i]);
	}
	if (!sides)
		return;
	/*
	 * Inward: the half turn within 90 degrees of the inward normal, its
	 * ends the side's line through the node, the devlog's two boundary
	 * angles. They bound their gaps as an edge does: a dot keeps half of
	 * the node's dot gap from them (at least asin((dot + 0.3 mm) / R),
	 * so the whole dot is on the paper's side of that line). This arc was
	 * once narrowed by that asin already, and half of the whole turn's
	 * 81 degrees kept from its ends on top: a side node's one or two
	 * edges then left no gap for a dot, and every side and start node got
	 * the last resort's one dot at 4-9 players (4,298 of 4,306), inner
	 * nodes 2-4 (nodecontent_dot_gap says the rest).
	 */
	in = sides & SIDE_LEFT ? 0 : sides & SIDE_TOP ? GEOM_PI / 2 :
	    sides & SIDE_RIGHT ? GEOM_PI : 1.5 * GEOM_PI;
	rm->lo = in - GEOM_PI / 2;
	rm->hi = in + GEOM_PI / 2;
	rm->side = 1;
}

/* A gap of the rim: where a dot's centre may go in it, and its width. */
struct gap {
	double lo, hi, w;
};

/*
 * rim_gaps: the rim's gaps, in order round the rim (n returned). On a
 * paper side the gaps fill [lo, hi], split by the blocked angles strictly
 * inside it. Elsewhere every blocked angle (each in [0, 2 pi), as the
 * graph and the dots give them) bounds two gaps, and the last gap wraps
 * round to the first angle plus a turn: an edge at angle 0 bounds its
 * gaps like any other (seed 60211's n30 lost its edge at 0.000, which was
 * taken for the start of the turn, and got a dot at 0.026 on it). A dot
 * keeps em from an edge or the side's line bounding its gap and dm from a
 * dot; a gap where that leaves no room has hi <= lo.
 */
static int
rim_gaps(const struct rim *rm, double em, double dm, struct gap *gp)
{
	double lim[DOT_MAX_BLOCKED + 2], m[DOT_MAX_BLOCKED + 2], a, x, y;
	int nl = 0, i, j;

	if (rm->side) {
		m[nl] = em;
		lim[nl++] = rm->lo;
	}
	for (i = 0; i < rm->nb; i++) {
		a = rm->blocked[i];
		if (rm->side) {
			while (a < rm->lo)
				a += GEOM_TAU;
			while (a >= rm->lo + GEOM_TAU)
				a -= GEOM_TAU;
			if (a <= rm->lo || a >= rm->hi)
				continue;
		}
		m[nl] = rm->isdot[i] ? dm : em;
		lim[nl++] = a;
	}
	/* Insertion sort: a node has a handful of gaps. */
	for (i = 1; i < nl; i++) {
		x = lim[i];
		y = m[i];
		for (j = i; j > 0 && lim[j - 1] > x; j--) {
			lim[j] = lim[j - 1];
			m[j] = m[j - 1];
		}
		lim[j] = x;
		m[j] = y;
	}
	if (rm->side) {
		m[nl] = em;
		lim[nl++] = rm->hi;
	} else if (nl == 0) {
		/* No edge: one gap, the whole turn, no end to keep from. */
		gp[0].lo = 0;
		gp[0].hi = GEOM_TAU;
		gp[0].w = GEOM_TAU;
		return 1;
	} else {
		m[nl] = m[0];
		lim[nl++] = lim[0] + GEOM_TAU;
	}
	for (i = 0; i + 1 < nl; i++) {
		gp[i].lo = lim[i] + m[i];
		gp[i].hi = lim[i + 1] - m[i + 1];
		gp[i].w = lim[i + 1] - lim[i];
	}
	return nl - 1;
}

/*
 * draw_dot: a uniform draw in the gaps with room (gp, ng from
 * rim_gaps), drawn again while it touches v's number or a passing edge's
 * line (clear_at), into *a. A gap is drawn by its width. Returns 1, or 0
 * when no gap has room or DOT_TRIES draws touch.
 */
static int
draw_dot(const struct gen *G, struct rng *rg, uint32_t v,
    const struct gap *gp, int ng, double *a)
{
	double gapw[DOT_MAX_BLOCKED + 1];
	int i, wide = 0, tries;

	for (i = 0; i < ng; i++) {
		gapw[i] = gp[i].hi > gp[i].lo ? gp[i].w : 0;
		wide += gapw[i] > 0;
	}
	if (!wide)
		return 0;
	for (tries = 0; tries < DOT_TRIES; tries++) {
		i = (int)rng_weighted(rg, gapw, (size_t)ng);
		*a = rng_range(rg, gp[i].lo, gp[i].hi);
		if (clear_at(G, v, *a))
			return 1;
	}
	return 0;
}

/*
 * last_resort: the widest gap with room (gp, ng from rim_gaps) that has
 * a spot clear of v's number and the edges' lines, at the one of its
 * DOT_STEPS + 1 spots nearest its middle, into *a.
 * Returns 1, or 0 when no gap does.
 */
static int
last_resort(const struct gen *G, uint32_t v, const struct gap *gp, int ng,
    double *a)
{
	double best = 0, mid, at = 0;
	int i, st, found = 0;

	for (i = 0; i < ng; i++) {
		if (gp[i].hi < gp[i].lo || gp[i].w <= best)
			continue;
		mid = (gp[i].lo + gp[i].hi) / 2;
		for (st = 0; st <= DOT_STEPS; st++) {
			at = mid + (st % 2 ? 1 : -1) * ((st + 1) / 2) *
			    (gp[i].hi - gp[i].lo) / DOT_STEPS;
			if (clear_at(G, v, at))
				break;
		}
		if (st > DOT_STEPS)
			continue;
		best = gp[i].w;
		found = 1;
		*a = at;
	}
	return found;
}

/*
 * dots_for: node v's power dots. Blocked angles are its edges (and, on a
 * paper side, the side's line through it: nothing points off the paper);
 * a dot goes uniformly into a gap wider than the node's dot gap
 * (nodecontent_dot_gap), keeping half of it from both ends, and from a
 * dot placed before half of dot_gap on every node, or the angle two dots
 * take without touching if more (nodecontent_dot_apart), and blocks its
 * own angle. With no such gap,
 * the first dot goes in the middle of the widest gap that can hold it. A
 * dot never touches the node's number or an edge's line: a draw that
 * would is drawn again (so the dots stay uniform over the angles left);
 * after DOT_TRIES such draws, the dot goes where the last resort finds
 * room, moving from the middle of the widest gap with room (for the first
 * dot, any that holds it) towards an end until it clears them. So a node
 * has fewer than want dots only when none of those DOT_STEPS + 1 spots of
 * any gap with room is clear: the devlog's loop, which ends once every
 * gap is too narrow.
 */
static void
dots_for(struct gen *G, struct rng *rg, uint32_t v, int want)
{
	struct board *b = G->b;
	double R = G->rn->node_radius * G->u, dr = G->rn->dot_radius * G->u;
	double need = 2 * asin(fmin(1, (dr + DOT_CLEAR) / R)), g, apart, a;
	struct gap gp[DOT_MAX_BLOCKED + 1];
	struct board_dot *dot;
	struct rim rm;
	int k, ng;

	rim_init(&rm, G, v);
	g = nodecontent_dot_gap(G->b, G->r, v);
	apart = nodecontent_dot_apart(G->b, G->r);
	for (k = 0; k < want; k++) {
		ng = rim_gaps(&rm, g / 2, apart, gp);
		if (!draw_dot(G, rg, v, gp, ng, &a)) {
			/* The first dot: any gap that holds one will do. */
			if (k == 0)
				ng = rim_gaps(&rm, need / 2, apart, gp);
			if (!last_resort(G, v, gp, ng, &a))
				break;
		}
		a = geom_angle_norm(a);
		rm.isdot[rm.nb] = 1;
		rm.blocked[rm.nb++] = a;
		dot = VEC_PUSH(nodes_part(b)->dot, nodes_part(b)->ndot,
		    nodes_part(b)->capdot);
		dot->node = v;
		dot->angle = a;
		nodecontent_add_disc(G, dot_at(G, v, a), dr);
		if (rm.nb >= DOT_MAX_BLOCKED - 1)
			break;
	}
}

void
nodecontent_dots(struct gen *G)
{
	const struct rules_nodes *rn = G->rn;
	struct board *b = G->b;
	int p = (int)b->players, want;
	struct rng rg;
	uint32_t v;

	rng_stream(&rg, b->seed, b->attempt, "content.dots", 0);
	nodecontent_rims_init(&G->rims, b, G->r, 1);
	for (v = 0; v < nodes_part(b)->g.nnodes; v++) {
		if (nodes_part(b)->node[v].role == ROLE_CENTER)
			want = rn->center_dots;
		else
			want = rng_int(&rg, rn->dots_min[p], rn->dots_max[p]);
		if (nodes_part(b)->node[v].type >= 0)
			want +=
			    rn->type[nodes_part(b)->node[v].type].dots_bonus;
		dots_for(G, &rg, v, want < 1 ? 1 : want);
	}
	nodecontent_rims_fini(&G->rims);
}

/* Tiny nodes: on the midpoints of edges between inner nodes. */

/*
 * tiny_angle: which way t's icon points, by its type's rule way: from a
 * to b, or the other way when coin (a fair draw made for every tiny node,
 * used or not, so a rule's change never shifts another tiny node's draw)
 * or the rule says so. c is the centre node; an edge whose ends are as far
 * from it falls back on the coin.
 */
static double
tiny_angle(const struct board *b, const struct board_tiny *t, int way,
    struct vec2 c, int coin)
{
	struct vec2 pa = nodes_part(b)->g.node[t->a].p,
		    pb = nodes_part(b)->g.node[t->b].p;
	double da = geom_dist(pa, c), db = geom_dist(pb, c);
	int turn = 0;

	if (way == RULES_WAY_RANDOM || ((way == RULES_WAY_INWARD ||
	    way == RULES_WAY_OUTWARD) && da == db))
		turn = coin;
	else if (way == RULES_WAY_INWARD)
		turn = db > da;
	else if (way == RULES_WAY_OUTWARD)
		turn = db < da;
	return geom_angle_norm(geom_angle(pa, pb) + (turn ? GEOM_PI : 0));
}

void
nodecontent_tinies(struct gen *G)
{
	const struct rules_nodes *rn = G->rn;
	struct board *b = G->b;
	size_t n = nodes_part(b)->g.nnodes, nt = rn->ntiny, k;
	int *per = mem_calloc(n, sizeof(*per));
	uint8_t *done = mem_calloc(nodes_part(b)->g.nedges + 1, 1);
	double *w = mem_alloc((nt + 1) * sizeof(*w));
	double r = rn->tiny_radius * G->u;
	struct vec2 c = nodes_centre(b);
	struct board_tiny *t;
	struct rng rg, way;
	uint32_t v, x, e;

	for (k = 0; k < nt; k++)
		w[k] = nodecontent_in_play(&G->set, rn->tiny[k].expansion.index)
		    ? rn->tiny[k].weight : 0;
	rng_stream(&rg, b->seed, b->attempt, "content.tinies", 0);
	rng_stream(&way, b->seed, b->attempt, "content.tinies.way", 0);
	for (v = 0; v < n; v++) {
		const struct graph_node *gn = &nodes_part(b)->g.node[v];

		if (nodes_part(b)->node[v].sides)
			continue;
		for (k = 0; k < gn->deg; k++) {
			struct vec2 mid;
			size_t ty;

			/* The devlog's cap: no more once either end has it. */
			if (per[v] >= rn->tiny_per_node)
				break;
			e = gn->out[k] >> 1;
			x = graph_he_to(&nodes_part(b)->g, gn->out[k]);
			if (done[e] || nodes_part(b)->node[x].sides ||
			    per[x] >= rn->tiny_per_node)
				continue;
			done[e] = 1;
			mid = vec2((gn->p.x + nodes_part(b)->g.node[x].p.x) / 2,
			    (gn->p.y + nodes_part(b)->g.node[x].p.y) / 2);
			if (!free_at(G, mid, r) || board_hinge_near(G->r,
			    b->width, b->height, mid.x - r, mid.y - r,
			    mid.x + r, mid.y + r))
				continue;
			ty = rng_weighted(&rg, w, nt);
			if (ty == nt)
				goto out;
			t = VEC_PUSH(nodes_part(b)->tiny, nodes_part(b)->ntiny,
			    nodes_part(b)->captiny);
			t->a = v;
			t->b = x;
			t->type = (int32_t)ty;
			t->angle = tiny_angle(b, t, rn->tiny[ty].way, c,
			    rng_chance(&way, 0.5));
			nodecontent_add_disc(G, mid, r);
			per[v]++;
			per[x]++;
		}
	}
out:
	MEM_FREE(per, done, w);
}
