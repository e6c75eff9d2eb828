/*
 * measure.c: what the generators, the checks and the drawing all measure
 * on a nodes board: its unit and lattice, the expansions in play, the
 * content's scales, a node's distance from the paper's edge, a cluster of
 * same-typed nodes, the box of a node's number, and where a power dot
 * sits and which edge's line it touches.
 */
#include "nodes/measure.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/num.h"
#include "nodes/part.h"
#include "nodes/rules.h"
#include "text/textwidth.h"

double
nodegraph_unit(const struct board *b, const struct rules *r)
{
	int p = (int)b->players;

	if (p < 0 || p >= RULES_PMAX)
		p = RULES_PMAX - 1;
	return fmax(b->width, b->height) / nodes_rules(r)->columns[p];
}

/* inward: for a node on a paper side, the angle pointing onto the paper. */
static double
inward(int sides)
{
	if (sides & SIDE_LEFT)
		return 0;
	if (sides & SIDE_TOP)
		return GEOM_PI / 2;
	if (sides & SIDE_RIGHT)
		return GEOM_PI;
	return -GEOM_PI / 2;
}

/*
 * cut_inset: how far inside the trim side nodes of radius R sit when their
 * discs run off it: their turned icons' near edges on the safe margin.
 */
static double
cut_inset(const struct rules *r, double R)
{
	return nodes_rules(r)->safe_margin -
	    (NODES_SIDE_ICON_AT - NODES_SIDE_ICON_SIZE / 2) * R;
}

/*
 * numbered_icon: the icon of numbered node v (radius R) above its number:
 * NODES_ICON_NUMBERED R lifted NODES_ICON_LIFT R where that keeps the gap
 * (every node of A4 and larger), else its square's bottom the gap above
 * the digits and its side s the largest whose upper corners stay within
 * the reach of the full-size square's, rho: (s / 2)^2 + (h + s)^2 =
 * rho^2 for a bottom h above the centre; when that is under
 * NODES_ICON_NUMBERED_MIN R, one of that size as low as its corners
 * allow, and clarity.numbers refuses the board.
 */
static void
numbered_icon(const struct board *b, const struct rules *r, uint32_t v,
    double R, struct vec2 *at, double *size)
{
	double half = NODES_ICON_NUMBERED / 2, h, s, rho;
	struct vec2 c = *at, lo, hi;

	*size = NODES_ICON_NUMBERED * R;
	at->y -= NODES_ICON_LIFT * R;
	if (!nodecontent_number_box(b, r, v, &lo, &hi) ||
	    lo.y - NODES_NUMBER_GAP >= at->y + *size / 2)
		return;
	rho = R * hypot(half, NODES_ICON_LIFT + half);
	h = c.y - (lo.y - NODES_NUMBER_GAP);
	s = fmin((sqrt(fmax(0, 5 * rho * rho - h * h)) - 2 * h) / 2.5,
	    *size);
	/* No room for the least icon: it keeps the disc, not the gap. */
	if (s < NODES_ICON_NUMBERED_MIN * R) {
		s = NODES_ICON_NUMBERED_MIN * R;
		h = sqrt(fmax(0, rho * rho - s * s / 4)) - s;
	}
	*size = s;
	at->y = c.y - h - s / 2;
}

void
nodes_icon_at(const struct board *b, const struct rules *r, uint32_t v,
    struct vec2 *at, double *size, double *angle)
{
	const struct board_node *n = &nodes_part(b)->node[v];
	double R = nodes_rules(r)->node_radius * nodegraph_unit(b, r), a;

	*at = nodes_part(b)->g.node[v].p;
	*size = NODES_ICON_SIZE * R;
	*angle = 0;
	if (n->sides && cut_inset(r, R) < R) {
		a = inward(n->sides);
		at->x += NODES_SIDE_ICON_AT * R * cos(a);
		at->y += NODES_SIDE_ICON_AT * R * sin(a);
		*size = NODES_SIDE_ICON_SIZE * R;
		*angle = a + GEOM_PI / 2;
	} else if (n->number > 0) {
		numbered_icon(b, r, v, R, at, size);
	}
}

double
nodes_inset(const struct board *b, const struct rules *r)
{
	double R = nodes_rules(r)->node_radius * nodegraph_unit(b, r);
	double cut = cut_inset(r, R);

	/* Whole on the paper, the icon is centred: half of it inside. */
	if (cut >= R)
		return nodes_rules(r)->safe_margin + NODES_ICON_SIZE / 2 * R;
	return fmax(0, cut);
}

struct vec2
nodes_centre(const struct board *b)
{
	uint32_t v;

	for (v = 0; v < nodes_part(b)->g.nnodes; v++)
		if (nodes_part(b)->node[v].role == ROLE_CENTER)
			return nodes_part(b)->g.node[v].p;
	return vec2(b->width / 2, b->height / 2);
}

void
nodegraph_lattice(const struct board *b, const struct rules *r, int *cols,
    int *rows)
{
	int p = (int)b->players, c;
	double lo = fmin(b->width, b->height), hi = fmax(b->width, b->height);

	if (p < 0 || p >= RULES_PMAX)
		p = RULES_PMAX - 1;
	c = nodes_rules(r)->columns[p];
	if (b->width >= b->height) {
		*cols = c;
		*rows = (int)floor(c * lo / hi);
	} else {
		*rows = c;
		*cols = (int)floor(c * lo / hi);
	}
	if (*cols < 1)
		*cols = 1;
	if (*rows < 1)
		*rows = 1;
}

int
nodecontent_in_play(const struct nodecontent_set *set, int32_t e)
{
	return e < 0 || (e < 32 && (set->expansions >> e) & 1);
}

int
nodecontent_options(const struct board *b, const struct rules *r,
    struct nodecontent_set *set, struct diag *d)
{
	char buf[sizeof(b->expansions)], *tok, *save;
	int e;

	set->expansions = 0;
	set->features = nodes_rules(r)->base_features;
	snprintf(buf, sizeof(buf), "%s", b->expansions);
	for (tok = strtok_r(buf, " ", &save); tok;
	    tok = strtok_r(NULL, " ", &save)) {
		e = rules_find_expansion(r, tok);
		if (e < 0 || e >= 32) {
			diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL,
			    "the rules have no expansion \"%s\"", tok);
			return -1;
		}
		set->expansions |= 1u << e;
		set->features |= nodes_rules(r)->expansion[e].features;
	}
	return 0;
}

void
nodecontent_scale(const struct board *b, const struct rules *r, double *node,
    double *distance)
{
	const struct rules_nodes *rn = nodes_rules(r);
	int cols, rows, x, y;
	size_t v, free_nodes = 0;

	/*
	 * Distances: the devlog's scale, the smaller growth of the two grid
	 * sides over its base grid (10 x 7), at least 1. Counts: the free
	 * nodes (neither start nor centre) over the base board's (75 on the
	 * devlog's 10 x 7 grid), at least 1. The devlog's own count scale,
	 * (added lattice points) / 15, asks for 3.13 times the minimums on a
	 * board with 1.6 times the nodes; its type list then overflowed and
	 * quietly lost types, which ours must never do.
	 */
	nodegraph_lattice(b, r, &cols, &rows);
	if (cols < rows) {
		x = cols;
		cols = rows;
		rows = x;
	}
	x = cols - rn->scale_columns;
	y = rows - rn->scale_rows;
	*distance = fmax(fmin(x, y), 1);
	for (v = 0; v < nodes_part(b)->g.nnodes; v++)
		free_nodes += nodes_part(b)->node[v].role == ROLE_INNER ||
		    nodes_part(b)->node[v].role == ROLE_EDGE;
	*node = fmax((double)free_nodes / rn->scale_nodes, 1);
}

double
nodecontent_edge_distance(const struct board *b, const struct rules *r,
    uint32_t v)
{
	struct vec2 p = nodes_part(b)->g.node[v].p;
	double d = fmin(fmin(p.x, b->width - p.x), fmin(p.y, b->height - p.y));

	return fmax(0, d - nodes_inset(b, r)) / nodegraph_unit(b, r);
}

size_t
nodecontent_cluster(const struct board *b, uint32_t v, uint8_t *mark)
{
	uint32_t stack[256], top = 0, x, w, k;
	int32_t t = nodes_part(b)->node[v].type;
	size_t n = 0;

	if (t < 0)
		return 0;
	memset(mark, 0, nodes_part(b)->g.nnodes);
	mark[v] = 1;
	stack[top++] = v;
	while (top) {
		x = stack[--top];
		n++;
		for (k = 0; k < nodes_part(b)->g.node[x].deg; k++) {
			w = graph_he_to(
			    &nodes_part(b)->g, nodes_part(b)->g.node[x].out[k]);
			if (!mark[w] && nodes_part(b)->node[w].type == t &&
			    top < 256) {
				mark[w] = 1;
				stack[top++] = w;
			}
		}
	}
	return n;
}

double
nodecontent_number_pt(const struct board *b, const struct rules *r)
{
	double R = nodes_rules(r)->node_radius * nodegraph_unit(b, r);

	if (R >= NODECONTENT_NUMBER_R)
		return NODECONTENT_NUMBER_PT;
	return fmax(NODECONTENT_NUMBER_PT * R / NODECONTENT_NUMBER_R,
	    NODECONTENT_NUMBER_PT_MIN);
}

int
nodecontent_number_box(const struct board *b, const struct rules *r,
    uint32_t v, struct vec2 *lo, struct vec2 *hi)
{
	double R = nodes_rules(r)->node_radius * nodegraph_unit(b, r);
	/* Left to right, as it always was (see num.h). */
	double pt = nodecontent_number_pt(b, r);
	double em = pt * NUM_MM_PER_IN / NUM_PT_PER_IN;
	double w, base, up, down;
	struct vec2 c = nodes_part(b)->g.node[v].p;
	char num[16];

	if (nodes_part(b)->node[v].number <= 0)
		return 0;
	snprintf(num, sizeof(num), "%" PRId32, nodes_part(b)->node[v].number);
	w = text_width(r->font, num, pt);
	base = c.y + NODECONTENT_NUMBER_DROP * R;
	/* The digits' ink, a little more on both sides (text_digits). */
	text_digits(r->font, &up, &down);
	*lo = vec2(c.x - w / 2, base - up * em);
	*hi = vec2(c.x + w / 2, base + down * em);
	return 1;
}

struct vec2
nodecontent_dot_at(const struct board *b, const struct rules *r, uint32_t v,
    double a)
{
	struct vec2 p = nodes_part(b)->g.node[v].p;
	double R = nodes_rules(r)->node_radius * nodegraph_unit(b, r),
	       c = cos(a), s = sin(a), m = 1;

	/* On a square (start) node, out to the square's border. */
	if (nodes_part(b)->node[v].role == ROLE_START)
		m = fmax(fabs(c), fabs(s));
	c /= m;
	s /= m;
	return vec2(p.x + R * c, p.y + R * s);
}

double
nodecontent_dot_gap(const struct board *b, const struct rules *r, uint32_t v)
{
	const struct rules_nodes *rn = nodes_rules(r);
	double u = nodegraph_unit(b, r), R = rn->node_radius * u;
	double need = 2 * asin(fmin(1, (rn->dot_radius * u +
	    NODECONTENT_DOT_CLEAR) / R));

	/*
	 * The devlog's 81 degrees are 0.45 pi of a whole turn. A side node's
	 * dots have half a turn, between the side's line and itself: the same
	 * 81 degrees there, with one or two edges in it, left no gap for a
	 * second dot, so every side and start node had one where inner nodes
	 * have two to four. Its gap is the same share of what it has.
	 */
	if (nodes_part(b)->node[v].sides)
		return fmax(rn->dot_gap / 2, need);
	return fmax(rn->dot_gap, need);
}

double
nodecontent_dot_apart(const struct board *b, const struct rules *r)
{
	const struct rules_nodes *rn = nodes_rules(r);
	double u = nodegraph_unit(b, r);

	/*
	 * Half of dot_gap, as two dots keep on a node with the whole turn,
	 * on a side node too: there a dot keeps only a quarter of it from an
	 * edge, but two dots 20 degrees apart crowd into one blot.
	 */
	return fmax(rn->dot_gap / 2, 2 * asin(fmin(1, (2 * rn->dot_radius * u +
	    NODECONTENT_DOT_CLEAR) / (2 * rn->node_radius * u))));
}

/* reach: how near an edge's segment a dot's centre may not come, mm. */
static double
reach(const struct board *b, const struct rules *r)
{
	return nodes_rules(r)->dot_radius * nodegraph_unit(b, r) +
	    NODECONTENT_EDGE_WIDTH / 2;
}

/* far: how far from a node's centre a dot's disc may touch a line, mm. */
static double
far_of(const struct board *b, const struct rules *r)
{
	/* A dot's centre is at most a square's half diagonal out. */
	return nodes_rules(r)->node_radius * nodegraph_unit(b, r) * sqrt(2.0) +
	    reach(b, r);
}

/*
 * The buckets: cells of side cell mm from (x0, y0), cols x rows; cell k's
 * edges are in[at[k] .. at[k + 1]), each edge in every cell its box grown
 * by far meets, so a node's cell holds every edge within far of it.
 */
struct buckets {
	double x0, y0, cell, far;
	int cols, rows;
	size_t *at;
	uint32_t *in;
};

/* cell_at: the cell (of n, side cell) at off mm from the grid's start. */
static int
cell_at(double off, double cell, int n)
{
	double t = off / cell;

	return t <= 0 ? 0 : t >= n - 1 ? n - 1 : (int)t;
}

/* bucket_span: the cells edge i's grown box meets, [*c0, *c1] x [*r0, *r1]. */
static void
bucket_span(const struct buckets *bk, const struct graph *g, size_t i,
    int *c0, int *c1, int *r0, int *r1)
{
	struct vec2 p = g->node[g->edge[i].a].p, q = g->node[g->edge[i].b].p;

	*c0 = cell_at(fmin(p.x, q.x) - bk->far - bk->x0, bk->cell, bk->cols);
	*c1 = cell_at(fmax(p.x, q.x) + bk->far - bk->x0, bk->cell, bk->cols);
	*r0 = cell_at(fmin(p.y, q.y) - bk->far - bk->y0, bk->cell, bk->rows);
	*r1 = cell_at(fmax(p.y, q.y) + bk->far - bk->y0, bk->cell, bk->rows);
}

/* buckets_fill: count (pass 0) or place (pass 1) every edge in its cells. */
static void
buckets_fill(struct buckets *bk, const struct graph *g, int pass)
{
	int c0, c1, r0, r1, x, y;
	size_t i;

	for (i = 0; i < g->nedges; i++) {
		bucket_span(bk, g, i, &c0, &c1, &r0, &r1);
		for (y = r0; y <= r1; y++)
			for (x = c0; x <= c1; x++) {
				if (pass)
					bk->in[bk->at[y * bk->cols + x]++] =
					    (uint32_t)i;
				else
					bk->at[y * bk->cols + x + 1]++;
			}
	}
}

/* buckets_init: b's edges into buckets of about one unit. */
static void
buckets_init(struct buckets *bk, const struct board *b, const struct rules *r)
{
	const struct graph *g = &nodes_part(b)->g;
	double x1, y1;
	size_t i, k, n;

	bk->far = far_of(b, r);
	bk->x0 = bk->y0 = x1 = y1 = 0;
	for (i = 0; i < g->nnodes; i++) {
		bk->x0 = fmin(bk->x0, g->node[i].p.x);
		bk->y0 = fmin(bk->y0, g->node[i].p.y);
		x1 = fmax(x1, g->node[i].p.x);
		y1 = fmax(y1, g->node[i].p.y);
	}
	/* A unit, or more when a deck's nodes lie far apart (256 x 256). */
	bk->cell = fmax(fmax(nodegraph_unit(b, r), 1e-3),
	    fmax(x1 - bk->x0, y1 - bk->y0) / 255);
	bk->cols = (int)floor((x1 - bk->x0) / bk->cell) + 1;
	bk->rows = (int)floor((y1 - bk->y0) / bk->cell) + 1;
	n = (size_t)bk->cols * (size_t)bk->rows;
	bk->at = mem_calloc(n + 1, sizeof(*bk->at));
	buckets_fill(bk, g, 0);
	for (k = 0; k < n; k++)
		bk->at[k + 1] += bk->at[k];
	bk->in = mem_alloc((bk->at[n] + 1) * sizeof(*bk->in));
	buckets_fill(bk, g, 1);
	/* Placing moved each start to the next cell's: move them back. */
	for (k = n; k > 0; k--)
		bk->at[k] = bk->at[k - 1];
	bk->at[0] = 0;
}

/* bucket_of: the cell of point p (clamped onto the grid). */
static size_t
bucket_of(const struct buckets *bk, struct vec2 p)
{
	int x = cell_at(p.x - bk->x0, bk->cell, bk->cols);
	int y = cell_at(p.y - bk->y0, bk->cell, bk->rows);

	return (size_t)y * (size_t)bk->cols + (size_t)x;
}

void
nodecontent_rims_init(struct nodecontent_rims *rm, const struct board *b,
    const struct rules *r, int passing)
{
	const struct graph *g = &nodes_part(b)->g;
	struct buckets bk;
	struct vec2 c;
	size_t v, k, cell;
	uint32_t e;

	buckets_init(&bk, b, r);
	rm->reach = reach(b, r);
	rm->first = mem_alloc((g->nnodes + 1) * sizeof(*rm->first));
	rm->edge = NULL;
	rm->nedge = rm->capedge = 0;
	for (v = 0; v < g->nnodes; v++) {
		rm->first[v] = (uint32_t)rm->nedge;
		c = g->node[v].p;
		cell = bucket_of(&bk, c);
		for (k = bk.at[cell]; k < bk.at[cell + 1]; k++) {
			e = bk.in[k];
			if (passing && (g->edge[e].a == v || g->edge[e].b == v))
				continue;
			if (geom_seg_dist2(c, g->node[g->edge[e].a].p,
			    g->node[g->edge[e].b].p) < bk.far * bk.far)
				*VEC_PUSH(rm->edge, rm->nedge, rm->capedge) = e;
		}
	}
	rm->first[g->nnodes] = (uint32_t)rm->nedge;
	free(bk.at);
	free(bk.in);
}

void
nodecontent_rims_fini(struct nodecontent_rims *rm)
{
	free(rm->first);
	free(rm->edge);
	rm->first = rm->edge = NULL;
	rm->nedge = rm->capedge = 0;
}

long
nodecontent_dot_edge(const struct board *b,
    const struct nodecontent_rims *rm, uint32_t v, struct vec2 c)
{
	const struct graph *g = &nodes_part(b)->g;
	double d = rm->reach;
	uint32_t i, e;

	for (i = rm->first[v]; i < rm->first[v + 1]; i++) {
		e = rm->edge[i];
		if (geom_seg_dist2(c, g->node[g->edge[e].a].p,
		    g->node[g->edge[e].b].p) < d * d)
			return (long)e;
	}
	return -1;
}
