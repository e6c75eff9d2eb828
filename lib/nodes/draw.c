/* draw.c: what a nodes board looks like on paper. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>

#include "nodes/caption.h"
#include "nodes/draw.h"
#include "nodes/measure.h"

/*
 * Everything here is in trim millimetres. Greys are shades of black ink
 * only (K), thin lines and text pure black, so the board prints the same
 * on any press; the icons, not the colours, tell node types apart, so a
 * black-and-white copy plays as well.
 */

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

static void
node_shape(struct pdf *p, const struct board *b, uint32_t v, double r,
    double width)
{
	struct vec2 c = b->nodes.g.node[v].p;

	if (b->nodes.node[v].role == ROLE_START) {
		pdf_line_width(p, width);
		pdf_rect(p, c.x - r, c.y - r, 2 * r, 2 * r);
		pdf_fill_stroke(p);
	} else {
		draw_disc(p, c.x, c.y, r, DRAW_FILL | DRAW_STROKE, width);
	}
}

static void
lines(struct pdf *p, const struct board *b)
{
	const struct graph *g = &b->nodes.g;
	struct vec2 c = nodes_centre(b);
	size_t i;

	/* The quadrant lines through the centre, into the bleed. */
	pdf_stroke_colour(p, pdf_k(0.3));
	pdf_line_width(p, 0.3);
	pdf_move(p, c.x, -20);
	pdf_line(p, c.x, b->height + 20);
	pdf_move(p, -20, c.y);
	pdf_line(p, b->width + 20, c.y);
	pdf_stroke(p);
	pdf_stroke_colour(p, pdf_k(0.75));
	pdf_line_width(p, NODECONTENT_EDGE_WIDTH);
	for (i = 0; i < g->nedges; i++) {
		pdf_move(p, g->node[g->edge[i].a].p.x,
		    g->node[g->edge[i].a].p.y);
		pdf_line(p, g->node[g->edge[i].b].p.x,
		    g->node[g->edge[i].b].p.y);
	}
	pdf_stroke(p);
}

/* icon: the rules' icon name through the set; NULL when it cannot be had. */
static const struct icon *
icon(const struct draw_opts *o, const char *name, struct diag *d)
{
	return o->icons ? draw_icons_get(o->icons, name, d) : NULL;
}

/* draw_resources: the natural resources' icons. */
static int
draw_resources(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	const struct rules_nodes *rn = &r->nodes;
	double rr = rn->resource_radius * nodegraph_unit(b, r);
	const struct board_item *it;
	const struct icon *ic;
	size_t i;

	for (i = 0; i < b->nodes.nresource; i++) {
		it = &b->nodes.resource[i];
		if (it->type < 0)
			continue;
		if (!(ic = icon(o, rn->resource[it->type].icon, d)))
			return -1;
		draw_icon(p, ic, it->x, it->y, 2 * rr, it->rotation,
		    pdf_k(0.65), pdf_k(0));
	}
	return 0;
}

/* draw_tinies: the tiny nodes on their edges' midpoints. */
static int
draw_tinies(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	const struct rules_nodes *rn = &r->nodes;
	double tr = rn->tiny_radius * nodegraph_unit(b, r);
	const struct icon *ic;
	size_t i;

	for (i = 0; i < b->nodes.ntiny; i++) {
		struct vec2 a = b->nodes.g.node[b->nodes.tiny[i].a].p;
		struct vec2 c = b->nodes.g.node[b->nodes.tiny[i].b].p;
		struct vec2 m = vec2((a.x + c.x) / 2, (a.y + c.y) / 2);

		/* Paper behind it, so the edge line stops at its outline. */
		pdf_fill_colour(p, pdf_k(0));
		pdf_circle(p, m.x, m.y, tr * 1.15);
		pdf_fill(p);
		if (b->nodes.tiny[i].type < 0)
			continue;
		if (!(ic = icon(o, rn->tiny[b->nodes.tiny[i].type].icon, d)))
			return -1;
		draw_icon(p, ic, m.x, m.y, 2 * tr, b->nodes.tiny[i].angle,
		    DRAW_BLACK, pdf_k(0));
	}
	return 0;
}

/*
 * expedition: an expedition's double circle of radius ir and its slots:
 * one, two side by side, or two above one.
 */
static void
expedition(struct pdf *p, const struct board_item *it, double ir)
{
	double sr = ir * 0.27, dx = sr * 1.25, dy = sr * 1.15, x, y;
	int k;

	pdf_fill_colour(p, pdf_k(0));
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, 0.5);
	pdf_circle(p, it->x, it->y, ir);
	pdf_fill_stroke(p);
	pdf_line_width(p, 0.3);
	pdf_circle(p, it->x, it->y, ir * 0.86);
	pdf_stroke(p);
	for (k = 0; k < it->slots && k < 9; k++) {
		x = it->x;
		y = it->y;
		if (it->slots == 2)
			x += k ? dx : -dx;
		else if (it->slots >= 3) {
			x += k == 2 ? 0 : k ? dx : -dx;
			y += k == 2 ? dy : -dy;
		}
		pdf_fill_colour(p, pdf_k(0.15));
		pdf_circle(p, x, y, sr);
		pdf_fill_stroke(p);
	}
}

/* draw_landmarks: each landmark's disc and icon. */
static int
draw_landmarks(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	const struct rules_nodes *rn = &r->nodes;
	double ir = rn->item_radius * nodegraph_unit(b, r);
	const struct icon *ic;
	size_t i;

	for (i = 0; i < b->nodes.nlandmark; i++) {
		const struct board_item *it = &b->nodes.landmark[i];

		pdf_fill_colour(p, pdf_k(0.1));
		pdf_stroke_colour(p, DRAW_BLACK);
		pdf_line_width(p, 0.5);
		pdf_circle(p, it->x, it->y, ir);
		pdf_fill_stroke(p);
		if (it->type < 0)
			continue;
		if (!(ic = icon(o, rn->landmark[it->type].icon, d)))
			return -1;
		draw_icon(p, ic, it->x, it->y, 1.3 * ir, 0, DRAW_BLACK,
		    pdf_k(0.1));
	}
	return 0;
}

/* items: what lies between the nodes, under them. */
static int
items(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	double ir = r->nodes.item_radius * nodegraph_unit(b, r);
	size_t i;

	if (draw_resources(p, b, r, o, d) < 0 || draw_tinies(p, b, r, o, d) < 0)
		return -1;
	for (i = 0; i < b->nodes.nexpedition; i++)
		expedition(p, &b->nodes.expedition[i], ir);
	return draw_landmarks(p, b, r, o, d);
}

/* light: the light colour of node type t's category. */
static struct pdf_cmyk
light(const struct rules_nodes *rn, int32_t t)
{
	return pdf_rgb(rn->category[rn->type[t].category.index].light);
}

/* centre_node: the centre, a ringed disc unlike any other node. */
static void
centre_node(struct pdf *p, struct vec2 c, double R)
{
	pdf_fill_colour(p, pdf_rgb(0xF299C2));
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, 0.7);
	pdf_circle(p, c.x, c.y, R);
	pdf_fill_stroke(p);
	pdf_line_width(p, 0.35);
	pdf_circle(p, c.x, c.y, R * 0.62);
	pdf_stroke(p);
}

/*
 * node_icon: node v's mission (a start's) or type icon. On a paper side
 * the node is half cut away: its icon moves onto the paper, smaller,
 * turned to face inwards; above a number it moves up.
 */
static int
node_icon(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, uint32_t v, double R, struct diag *d)
{
	const struct rules_nodes *rn = &r->nodes;
	const struct board_node *n = &b->nodes.node[v];
	struct vec2 c = b->nodes.g.node[v].p, at = c;
	double a = 0, size = 1.3 * R;
	const struct icon *ic;

	if (n->sides) {
		a = inward(n->sides);
		at = vec2(c.x + 0.5 * R * cos(a), c.y + 0.5 * R * sin(a));
		size = 0.8 * R;
		a += GEOM_PI / 2;
	} else if (n->number > 0) {
		at.y -= 0.28 * R;
		size = 0.95 * R;
	}
	if (n->role == ROLE_START && n->mission >= 0) {
		if (!(ic = icon(o, rn->mission[n->mission].icon, d)))
			return -1;
		draw_icon(p, ic, at.x, at.y, size, a, DRAW_BLACK, pdf_k(0));
	} else if (n->type >= 0) {
		if (!(ic = icon(o, rn->type[n->type].icon, d)))
			return -1;
		draw_icon(p, ic, at.x, at.y, size, a, DRAW_BLACK,
		    light(rn, n->type));
	}
	return 0;
}

/* node_number: node v's number, where nodecontent_number_box says. */
static void
node_number(struct pdf *p, const struct board *b, uint32_t v, double R)
{
	struct vec2 c = b->nodes.g.node[v].p;
	char num[16];

	snprintf(num, sizeof(num), "%" PRId32, b->nodes.node[v].number);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, c.x, c.y + NODECONTENT_NUMBER_DROP * R,
	    NODECONTENT_NUMBER_PT, PDF_CENTER, num);
}

/* dots: the power dots on the rims, where nodecontent_dot_at says. */
static void
dots(struct pdf *p, const struct board *b, const struct rules *r, double dr)
{
	struct vec2 c;
	size_t i;

	pdf_fill_colour(p, DRAW_BLACK);
	for (i = 0; i < b->nodes.ndot; i++) {
		c = nodecontent_dot_at(b, r, b->nodes.dot[i].node,
		    b->nodes.dot[i].angle);
		draw_disc(p, c.x, c.y, dr, DRAW_FILL, 0);
	}
}

static int
nodes(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	const struct rules_nodes *rn = &r->nodes;
	double u = nodegraph_unit(b, r), R = rn->node_radius * u;
	const struct board_node *n;
	uint32_t v;

	for (v = 0; v < b->nodes.g.nnodes; v++) {
		n = &b->nodes.node[v];
		if (n->role == ROLE_CENTER) {
			centre_node(p, b->nodes.g.node[v].p, R);
			continue;
		}
		pdf_fill_colour(p, n->type >= 0 ? light(rn, n->type) :
		    pdf_k(0));
		pdf_stroke_colour(p, DRAW_BLACK);
		node_shape(p, b, v, R, n->role == ROLE_START ? 0.6 : 0.35);
		if (node_icon(p, b, r, o, v, R, d) < 0)
			return -1;
		if (n->number > 0)
			node_number(p, b, v, R);
	}
	dots(p, b, r, rn->dot_radius * u);
	return 0;
}

int
draw_nodes(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	struct nodes_caption cap;

	lines(p, b);
	if (items(p, b, r, o, d) < 0 || nodes(p, b, r, o, d) < 0)
		return -1;
	/*
	 * The id and seed: in the slug when the template prints one in the
	 * margin; else on the board, under the centre node as the devlog
	 * prints it unless that covers a mark, on a patch of paper so no
	 * line runs through it (nodes/caption.h).
	 */
	if (o->slug_margin)
		return 0;
	nodes_caption_place(b, r, &cap);
	draw_caption(p, b, r, o, NULL, cap.x, cap.y, PDF_CENTER, 1);
	return 0;
}

int
draw_nodes_secret(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	const struct rules_nodes *rn = &r->nodes;
	double ir = rn->item_radius * nodegraph_unit(b, r);
	const struct icon *ic;
	size_t i;

	/*
	 * Printed on the back of the sheet, which turns over on its long
	 * edge (top to bottom on a landscape sheet, left to right on a
	 * portrait one): each expedition's type lands behind its circle.
	 */
	for (i = 0; i < b->nodes.nexpedition; i++) {
		const struct board_item *it = &b->nodes.expedition[i];
		double x = o->flip_sideways ? b->width - it->x : it->x;
		double y = o->flip_sideways ? it->y : b->height - it->y;

		pdf_fill_colour(p, pdf_k(0));
		pdf_stroke_colour(p, DRAW_BLACK);
		pdf_line_width(p, 0.5);
		pdf_circle(p, x, y, ir);
		pdf_fill_stroke(p);
		if (it->type >= 0) {
			if (!(ic = icon(o, rn->expedition[it->type].icon, d)))
				return -1;
			draw_icon(p, ic, x, y - 0.15 * ir, 1.05 * ir, 0,
			    DRAW_BLACK, pdf_k(0));
		}
		if (it->type >= 0) {
			pdf_fill_colour(p, DRAW_BLACK);
			pdf_text(p, x, y + 0.72 * ir, 6, PDF_CENTER,
			    rn->expedition[it->type].title[0] ?
			    rn->expedition[it->type].title :
			    rn->expedition[it->type].name);
		}
	}
	draw_caption(p, b, r, o, "Expeditions: the back of the board (print "
	    "double-sided, flip on the long edge)", b->width / 2,
	    b->height - r->nodes.safe_margin - 1, PDF_CENTER, 0);
	return 0;
}
