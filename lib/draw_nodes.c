/* draw_nodes.c: what a nodes board looks like on paper. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>

#include "draw.h"
#include "nodegraph.h"

static void
node_shape(struct pdf *p, const struct board *b, uint32_t v, double r)
{
	struct vec2 c = b->g.node[v].p;

	if (b->node[v].role == ROLE_START)
		pdf_rect(p, c.x - r, c.y - r, 2 * r, 2 * r);
	else
		pdf_circle(p, c.x, c.y, r);
}

void
draw_nodes(struct pdf *p, const struct board *b, const struct rules *r)
{
	double u = nodegraph_unit(b, r), rad = r->nodes.node_radius * u;
	const struct graph *g = &b->g;
	uint32_t v, c = 0;
	size_t i;
	char text[160];

	/* Edges under the nodes, in grey so the nodes stand out. */
	pdf_stroke_colour(p, pdf_k(0.7));
	pdf_line_width(p, 0.5);
	for (i = 0; i < g->nedges; i++) {
		pdf_move(p, g->node[g->edge[i].a].p.x, g->node[g->edge[i].a].p.y);
		pdf_line(p, g->node[g->edge[i].b].p.x, g->node[g->edge[i].b].p.y);
	}
	pdf_stroke(p);

	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, 0.35);
	for (v = 0; v < g->nnodes; v++) {
		if (b->node[v].role == ROLE_CENTER) {
			c = v;
			continue;
		}
		pdf_fill_colour(p, pdf_k(0));
		node_shape(p, b, v, rad);
		pdf_fill_stroke(p);
	}
	/* The centre: a ringed disc, unlike any other node. */
	pdf_fill_colour(p, pdf_rgb(0xF299C2));
	pdf_line_width(p, 0.7);
	pdf_circle(p, g->node[c].p.x, g->node[c].p.y, rad * 1.15);
	pdf_fill_stroke(p);
	pdf_line_width(p, 0.35);
	pdf_circle(p, g->node[c].p.x, g->node[c].p.y, rad * 0.75);
	pdf_stroke(p);

	/* The seed under the centre node, as the devlog prints it. */
	pdf_fill_colour(p, DRAW_BLACK);
	snprintf(text, sizeof(text), "%s  seed %" PRIu64, b->id, b->seed);
	pdf_text(p, g->node[c].p.x, g->node[c].p.y + rad * 1.15 + 3.2, 6,
	    PDF_CENTER, text);
}

