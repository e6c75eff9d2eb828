/*
 * measure.c: what the generators, the checks and the drawing all measure
 * on a nodes board: its unit and lattice, the expansions in play, the
 * content's scales, a node's distance from the paper's edge, a cluster of
 * same-typed nodes and the box of a node's number.
 */
#include "nodes/measure.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "core/num.h"
#include "print/textwidth.h"

double
nodegraph_unit(const struct board *b, const struct rules *r)
{
	int p = (int)b->players;

	if (p < 0 || p >= RULES_PMAX)
		p = RULES_PMAX - 1;
	return fmax(b->width, b->height) / r->nodes.columns[p];
}

struct vec2
nodes_centre(const struct board *b)
{
	uint32_t v;

	for (v = 0; v < b->nodes.g.nnodes; v++)
		if (b->nodes.node[v].role == ROLE_CENTER)
			return b->nodes.g.node[v].p;
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
	c = r->nodes.columns[p];
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
	set->features = r->nodes.base_features;
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
		set->features |= r->nodes.expansion[e].features;
	}
	return 0;
}

void
nodecontent_scale(const struct board *b, const struct rules *r, double *node,
    double *distance)
{
	const struct rules_nodes *rn = &r->nodes;
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
	for (v = 0; v < b->nodes.g.nnodes; v++)
		free_nodes += b->nodes.node[v].role == ROLE_INNER ||
		    b->nodes.node[v].role == ROLE_EDGE;
	*node = fmax((double)free_nodes / rn->scale_nodes, 1);
}

double
nodecontent_edge_distance(const struct board *b, const struct rules *r,
    uint32_t v)
{
	struct vec2 p = b->nodes.g.node[v].p;

	return fmin(fmin(p.x, b->width - p.x), fmin(p.y, b->height - p.y)) /
	    nodegraph_unit(b, r);
}

size_t
nodecontent_cluster(const struct board *b, uint32_t v, uint8_t *mark)
{
	uint32_t stack[256], top = 0, x, w, k;
	int32_t t = b->nodes.node[v].type;
	size_t n = 0;

	if (t < 0)
		return 0;
	memset(mark, 0, b->nodes.g.nnodes);
	mark[v] = 1;
	stack[top++] = v;
	while (top) {
		x = stack[--top];
		n++;
		for (k = 0; k < b->nodes.g.node[x].deg; k++) {
			w = graph_he_to(&b->nodes.g, b->nodes.g.node[x].out[k]);
			if (!mark[w] && b->nodes.node[w].type == t &&
			    top < 256) {
				mark[w] = 1;
				stack[top++] = w;
			}
		}
	}
	return n;
}

int
nodecontent_number_box(const struct board *b, const struct rules *r,
    uint32_t v, struct vec2 *lo, struct vec2 *hi)
{
	double R = r->nodes.node_radius * nodegraph_unit(b, r);
	/* Left to right, as it always was (see num.h). */
	double em = NODECONTENT_NUMBER_PT * NUM_MM_PER_IN / NUM_PT_PER_IN;
	double w, base;
	struct vec2 c = b->nodes.g.node[v].p;
	char num[16];

	if (b->nodes.node[v].number <= 0)
		return 0;
	snprintf(num, sizeof(num), "%" PRId32, b->nodes.node[v].number);
	w = text_width(num, NODECONTENT_NUMBER_PT);
	base = c.y + NODECONTENT_NUMBER_DROP * R;
	/*
	 * DejaVu Sans's digits reach 0.729 em above the baseline, their
	 * round ones overshoot by about 0.015 em above and below; the box
	 * takes a little more on both.
	 */
	*lo = vec2(c.x - w / 2, base - 0.76 * em);
	*hi = vec2(c.x + w / 2, base + 0.03 * em);
	return 1;
}
