/* draw.c: what a nodes board looks like on paper. */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "core/mem.h"
#include "nodes/back.h"
#include "nodes/caption.h"
#include "nodes/draw.h"
#include "nodes/key.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/plan.h"
#include "nodes/rules.h"
#include "picture/drawpic.h"
#include "text/textwidth.h"

/*
 * Everything here is in trim millimetres. Greys are shades of black ink
 * only (K), thin lines and text pure black, so the board prints the same
 * on any press; the icons, not the colours, tell node types apart, so a
 * black-and-white copy plays as well.
 */

static void
node_shape(struct pdf *p, const struct board *b, uint32_t v, double r,
    double width)
{
	struct vec2 c = nodes_part(b)->g.node[v].p;

	if (nodes_part(b)->node[v].role == ROLE_START) {
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
	const struct graph *g = &nodes_part(b)->g;
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

/*
 * A face being drawn: the board, its rules, the page's options, where a
 * missing icon is told, and the unit the rules' radii are in (mm).
 */
struct face {
	struct pdf *p;
	const struct board *b;
	const struct rules *r;
	const struct rules_nodes *rn;
	const struct draw_opts *o;
	struct diag *d;
	double u;
};

/*
 * put_icon: the rules' icon name through the set, size mm wide and turned
 * by angle at at, in ink dark on light; -1 when it cannot be had.
 */
static int
put_icon(const struct face *f, const char *name, struct vec2 at,
    double size, double angle, struct pdf_cmyk dark, struct pdf_cmyk light)
{
	const struct icon *ic;

	if (!f->o->icons || !(ic = draw_icons_get(f->o->icons, name, f->d)))
		return -1;
	draw_icon(f->p, ic, at.x, at.y, size, angle, dark, light);
	return 0;
}

/*
 * item_disc: a piece's disc of radius ir at (x, y), filled with grey k,
 * its outline w mm wide (ITEM_LINE on the board).
 */
#define ITEM_LINE 0.5
static void
item_disc(struct pdf *p, double x, double y, double ir, double k, double w)
{
	pdf_fill_colour(p, pdf_k(k));
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, w);
	pdf_circle(p, x, y, ir);
	pdf_fill_stroke(p);
}

/* resources: the natural resources' icons. */
static int
resources(const struct face *f)
{
	const struct board_item *it;
	size_t k;

	/* (By index: a board without resources has no array, and an
	 * offset of a null pointer, even of 0, is undefined.) */
	for (k = 0; k < nodes_part(f->b)->nresource; k++) {
		it = &nodes_part(f->b)->resource[k];
		if (it->type >= 0 && put_icon(f,
		    f->rn->resource[it->type].icon, vec2(it->x, it->y),
		    2 * f->rn->resource_radius * f->u, it->rotation,
		    pdf_k(0.65), pdf_k(0)) < 0)
			return -1;
	}
	return 0;
}

/* tinies: the tiny nodes on their edges' midpoints. */
static int
tinies(const struct face *f)
{
	const struct nodes_part *bn = nodes_part(f->b);
	double tr = f->rn->tiny_radius * f->u;
	const struct board_tiny *t;
	size_t i;

	/* By index: a board without tinies has none (NULL), and NULL + 0
	 * is undefined in C. */
	for (i = 0; i < bn->ntiny; i++) {
		t = &bn->tiny[i];
		struct vec2 a = bn->g.node[t->a].p, c = bn->g.node[t->b].p;
		struct vec2 m = vec2((a.x + c.x) / 2, (a.y + c.y) / 2);

		/* Paper behind it, so the edge line stops at its outline. */
		pdf_fill_colour(f->p, pdf_k(0));
		pdf_circle(f->p, m.x, m.y, tr * 1.15);
		pdf_fill(f->p);
		if (t->type >= 0 && put_icon(f, f->rn->tiny[t->type].icon, m,
		    2 * tr, t->angle, DRAW_BLACK, pdf_k(0)) < 0)
			return -1;
	}
	return 0;
}

/*
 * expedition: an expedition's double circle of radius ir and its slots:
 * one, two side by side, or two above one; its outline w mm wide (the
 * inner circle's 0.6 w).
 */
static void
expedition(struct pdf *p, const struct board_item *it, double ir, double w)
{
	double sr = ir * 0.27, dx = sr * 1.25, dy = sr * 1.15, x, y;
	int k;

	item_disc(p, it->x, it->y, ir, 0, w);
	pdf_line_width(p, 0.6 * w);
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

/* items: what lies between the nodes, under them; landmarks on top. */
static int
items(const struct face *f)
{
	const struct nodes_part *bn = nodes_part(f->b);
	double ir = f->rn->item_radius * f->u;
	const struct board_item *it;
	size_t i;

	if (resources(f) < 0 || tinies(f) < 0)
		return -1;
	for (i = 0; i < bn->nexpedition; i++)
		expedition(f->p, &bn->expedition[i], ir, ITEM_LINE);
	for (i = 0; i < bn->nlandmark; i++) {
		it = &bn->landmark[i];
		item_disc(f->p, it->x, it->y, ir, 0.1, ITEM_LINE);
		if (it->type >= 0 && put_icon(f, f->rn->landmark[it->type].icon,
		    vec2(it->x, it->y), 1.3 * ir, 0, DRAW_BLACK, pdf_k(0.1)) < 0)
			return -1;
	}
	return 0;
}

/* light: the light colour of node type t's category. */
static struct pdf_cmyk
light(struct pdf *p, const struct rules_nodes *rn, int32_t t)
{
	return pdf_rgb(p, rn->category[rn->type[t].category.index].light);
}

/* ring_arcs: n arcs of a circle of radius r at (x, y), each frac of its
 * 1/n turn, as short polylines, stroked. */
static void
ring_arcs(struct pdf *p, double x, double y, double r, int n, double frac)
{
	double a0, a;
	int i, k, steps = (int)ceil(48 * frac / n);

	for (i = 0; i < n; i++) {
		a0 = 2 * GEOM_PI * i / n;
		for (k = 0; k <= steps; k++) {
			a = a0 + 2 * GEOM_PI / n * frac * k / steps;
			if (k == 0)
				pdf_move(p, x + r * cos(a), y + r * sin(a));
			else
				pdf_line(p, x + r * cos(a), y + r * sin(a));
		}
	}
	pdf_stroke(p);
}

/*
 * draw_rim: the mark of a category (rules.h's RULES_RIM_*) inside the
 * rim of a disc of radius r at (x, y), in black, clear of the icon
 * (which keeps within 0.65 r): how a style without colour tells the
 * categories apart. RULES_RIM_PLAIN draws nothing.
 */
static void
draw_rim(struct pdf *p, double x, double y, double r, uint32_t rim)
{
	double a;
	int i;

	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_line_width(p, rim == RULES_RIM_BOLD ? 0.12 * r : 0.05 * r);
	if (rim == RULES_RIM_RING || rim == RULES_RIM_BOLD)
		ring_arcs(p, x, y, rim == RULES_RIM_BOLD ? 0.86 * r : 0.8 * r,
		    1, 1);
	else if (rim == RULES_RIM_DASHED)
		ring_arcs(p, x, y, 0.8 * r, 10, 0.5);
	else if (rim == RULES_RIM_DOTTED) {
		/* Round-capped dots of a stroke: no piece (a power dot is a
		 * filled disc) is drawn over the edges under the disc. */
		pdf_save(p);
		pdf_line_style(p, 1, 1);
		pdf_line_width(p, 0.11 * r);
		for (i = 0; i < 12; i++) {
			a = 2 * GEOM_PI * i / 12;
			pdf_move(p, x + 0.8 * r * cos(a), y + 0.8 * r * sin(a));
			pdf_line(p, x + 0.8 * r * cos(a) + 0.001, y + 0.8 * r *
			    sin(a));
		}
		pdf_stroke(p);
		pdf_restore(p);
	} else if (rim == RULES_RIM_TICKS) {
		for (i = 0; i < 8; i++) {
			a = 2 * GEOM_PI * (i + 0.5) / 8;
			pdf_move(p, x + 0.7 * r * cos(a), y + 0.7 * r * sin(a));
			pdf_line(p, x + 0.95 * r * cos(a), y + 0.95 * r *
			    sin(a));
		}
		pdf_stroke(p);
	}
}

/* rim_of: the rim of node type t's category. */
static uint32_t
rim_of(const struct rules_nodes *rn, int32_t t)
{
	return rn->category[rn->type[t].category.index].rim;
}

/* centre_node: the centre, a ringed disc unlike any other node. */
static void
centre_node(struct pdf *p, const struct rules_nodes *rn, struct vec2 c,
    double R)
{
	pdf_fill_colour(p, pdf_rgb(p, rn->look[0].colour)); /* [node centre] */
	pdf_stroke_colour(p, DRAW_BLACK);
	pdf_line_width(p, 0.7);
	pdf_circle(p, c.x, c.y, R);
	pdf_fill_stroke(p);
	pdf_line_width(p, 0.35);
	pdf_circle(p, c.x, c.y, R * 0.62);
	pdf_stroke(p);
}

/* node_icon: node v's mission (a start's) or type icon (nodes_icon_at). */
static int
node_icon(const struct face *f, uint32_t v)
{
	const struct rules_nodes *rn = f->rn;
	const struct board_node *n = &nodes_part(f->b)->node[v];
	struct vec2 at;
	double size, a;

	nodes_icon_at(f->b, f->r, v, &at, &size, &a);
	if (n->role == ROLE_START && n->mission >= 0)
		return put_icon(f, rn->mission[n->mission].icon, at, size, a,
		    DRAW_BLACK, pdf_k(0));
	if (n->type >= 0)
		return put_icon(f, rn->type[n->type].icon, at, size, a,
		    DRAW_BLACK, light(f->p, rn, n->type));
	return 0;
}

/* node_number: node v's number, where nodecontent_number_box says. */
static void
node_number(struct pdf *p, const struct board *b, const struct rules *r,
    uint32_t v, double R)
{
	struct vec2 c = nodes_part(b)->g.node[v].p;
	char num[16];

	snprintf(num, sizeof(num), "%" PRId32, nodes_part(b)->node[v].number);
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, c.x, c.y + NODECONTENT_NUMBER_DROP * R,
	    nodecontent_number_pt(b, r), PDF_CENTER, num);
}

/* dots: the power dots on the rims, where nodecontent_dot_at says. */
static void
dots(const struct face *f)
{
	const struct nodes_part *bn = nodes_part(f->b);
	struct vec2 c;
	size_t i;

	pdf_fill_colour(f->p, DRAW_BLACK);
	for (i = 0; i < bn->ndot; i++) {
		c = nodecontent_dot_at(f->b, f->r, bn->dot[i].node,
		    bn->dot[i].angle);
		draw_disc(f->p, c.x, c.y, f->rn->dot_radius * f->u, DRAW_FILL,
		    0);
	}
}

/* node_rim: node v's category rim (draw_rim), clear of its number. */
static void
node_rim(const struct face *f, uint32_t v, double R)
{
	struct vec2 c = nodes_part(f->b)->g.node[v].p, lo, hi;
	int numbered = nodecontent_number_box(f->b, f->r, v, &lo, &hi);

	if (numbered) {
		pdf_save(f->p);
		pdf_rect(f->p, c.x - 2 * R, c.y - 2 * R, 4 * R, 4 * R);
		pdf_rect(f->p, lo.x - 0.4, lo.y - 0.4, hi.x - lo.x + 0.8,
		    hi.y - lo.y + 0.8);
		pdf_clip_eo(f->p);
	}
	draw_rim(f->p, c.x, c.y, R, rim_of(f->rn,
	    nodes_part(f->b)->node[v].type));
	if (numbered)
		pdf_restore(f->p);
}

/*
 * type_picture: the style's [picture type NAME] of type t, if any, as the
 * fill of its disc of radius R at c (clipped to it, under its icon), the
 * disc's outline, width mm, stroked again over it. 0, or -1 (message in
 * f->d).
 */
static int
type_picture(const struct face *f, int32_t t, struct vec2 c, double R,
    double width)
{
	const struct style_picture *pc;
	char place[STYLE_PICTURE_PLACE];

	snprintf(place, sizeof(place), "type %s", f->rn->type[t].name);
	if (!f->o->pictures || !(pc = draw_picture_of(f->r, place)))
		return 0;
	pdf_circle(f->p, c.x, c.y, R);
	if (draw_picture(f->p, f->o->pictures, f->r, pc, c.x - R, c.y - R,
	    2 * R, 2 * R, 1, f->d) < 0)
		return -1;
	draw_disc(f->p, c.x, c.y, R, DRAW_STROKE, width);
	return 0;
}

static int
nodes(const struct face *f)
{
	double R = f->rn->node_radius * f->u;
	const struct board_node *n;
	uint32_t v;

	for (v = 0; v < nodes_part(f->b)->g.nnodes; v++) {
		n = &nodes_part(f->b)->node[v];
		if (n->role == ROLE_CENTER) {
			centre_node(
			    f->p, f->rn, nodes_part(f->b)->g.node[v].p, R);
			continue;
		}
		pdf_fill_colour(f->p, n->type >= 0 ? light(f->p, f->rn, n->type) :
		    pdf_k(0));
		pdf_stroke_colour(f->p, DRAW_BLACK);
		node_shape(f->p, f->b, v, R, n->role == ROLE_START ? 0.6 : 0.35);
		if (n->type >= 0 && n->role != ROLE_START && type_picture(f,
		    n->type, nodes_part(f->b)->g.node[v].p, R, 0.35) < 0)
			return -1;
		if (n->type >= 0 && n->role != ROLE_START &&
		    rim_of(f->rn, n->type) != RULES_RIM_PLAIN)
			node_rim(f, v, R);
		if (node_icon(f, v) < 0)
			return -1;
		if (n->number > 0)
			node_number(f->p, f->b, f->r, v, R);
	}
	dots(f);
	return 0;
}

/* The key's outlines, mm. */
#define KEY_LINE 0.25

/*
 * key_piece: the symbols of piece entry e of k (a power dot, tiny nodes,
 * resources, landmarks, an expedition's circle) from at, s mm across,
 * drawn as on the board, a kind's types in a row nodes_key_step apart:
 * the resources upright in their grey, the tinies on one stretch of edge
 * (a one-way triangle pointing along it), the dot on a plain node's rim.
 * 0, or -1 when an icon cannot be had.
 */
static int
key_piece(const struct face *f, const struct nodes_key *k,
    const struct nodes_key_entry *e, struct vec2 at, double s)
{
	const struct rules_nodes *rn = f->rn;
	struct board_item it = { 0, at.x, at.y, 0, 2, 0 };
	double nr = 0.4 * s, ic = 0.68 * s, step = nodes_key_step(e->what);
	struct vec2 c;
	int32_t t;
	size_t i;

	switch (e->what) {
	case NODES_KEY_DOT:
		draw_disc(f->p, at.x, at.y, nr, DRAW_FILL | DRAW_STROKE,
		    KEY_LINE);
		pdf_fill_colour(f->p, DRAW_BLACK);
		draw_disc(f->p, at.x + nr * cos(-GEOM_PI / 4), at.y + nr *
		    sin(-GEOM_PI / 4), fmin(rn->dot_radius * f->u, s / 4),
		    DRAW_FILL, 0);
		return 0;
	case NODES_KEY_EXPEDITION:
		expedition(f->p, &it, s / 2, KEY_LINE);
		return 0;
	case NODES_KEY_TINY:
		pdf_stroke_colour(f->p, pdf_k(0.75));
		pdf_line_width(f->p, NODECONTENT_EDGE_WIDTH);
		pdf_move(f->p, at.x - s / 2, at.y);
		pdf_line(f->p, at.x - s / 2 + nodes_key_width(e), at.y);
		pdf_stroke(f->p);
		break;
	}
	for (i = 0; i < e->nrow; i++) {
		t = k->row[e->row + i];
		c = vec2(at.x + (double)i * step, at.y);
		if (e->what == NODES_KEY_TINY) {
			pdf_fill_colour(f->p, pdf_k(0));
			pdf_circle(f->p, c.x, c.y, ic / 2 * 1.15);
			pdf_fill(f->p);
			if (put_icon(f, rn->tiny[t].icon, c, ic, 0,
			    DRAW_BLACK, pdf_k(0)) < 0)
				return -1;
		} else if (e->what == NODES_KEY_RESOURCE) {
			if (put_icon(f, rn->resource[t].icon, c, ic, 0,
			    pdf_k(0.65), pdf_k(0)) < 0)
				return -1;
		} else {
			item_disc(f->p, c.x, c.y, s / 2, 0.1, KEY_LINE);
			if (put_icon(f, rn->landmark[t].icon, c, 0.65 * s,
			    0, DRAW_BLACK, pdf_k(0.1)) < 0)
				return -1;
		}
	}
	return 0;
}

/*
 * key_entries: k's entries, each moved by its box's off[] (NULL: none): a
 * type's disc in its category's light colour or a mission's start square,
 * its icon, or a piece as on the board (key_piece); its name.
 */
static int
key_entries(const struct face *f, const struct nodes_key *k,
    const struct vec2 *off)
{
	/*
	 * A mission's icon fills its square (the icons keep a margin in
	 * their box): its paper-white strokes stay 0.5 pt wide, as thin
	 * lines in anything but 100 % K must be.
	 */
	double s = NODES_KEY_SYMBOL, ic = 0.68 * s;
	const struct nodes_key_entry *e;
	int mission, rc;
	struct pdf_cmyk li;
	size_t i;

	for (i = 0; i < k->n; i++) {
		e = &k->e[i];
		struct vec2 o = off ? off[e->box] : vec2(0, 0);
		struct vec2 at = vec2(e->at.x + o.x, e->at.y + o.y);

		mission = e->what == NODES_KEY_MISSION;
		pdf_fill_colour(f->p, pdf_k(0));
		pdf_stroke_colour(f->p, DRAW_BLACK);
		if (e->what != NODES_KEY_TYPE && !mission) {
			rc = key_piece(f, k, e, at, s);
		} else {
			li = mission ? pdf_k(0) : light(f->p, f->rn, e->index);
			pdf_fill_colour(f->p, li);
			if (mission) {
				pdf_line_width(f->p, 0.25);
				pdf_rect(f->p, at.x - s / 2, at.y - s / 2, s,
				    s);
				pdf_fill_stroke(f->p);
			} else {
				draw_disc(f->p, at.x, at.y, s / 2, DRAW_FILL |
				    DRAW_STROKE, 0.25);
				if (type_picture(f, e->index, at, s / 2,
				    0.25) < 0)
					return -1;
				if (rim_of(f->rn, e->index) != RULES_RIM_PLAIN)
					draw_rim(f->p, at.x, at.y, s / 2,
					    rim_of(f->rn, e->index));
			}
			rc = put_icon(f, mission ?
			    f->rn->mission[e->index].icon :
			    f->rn->type[e->index].icon, at, mission ? s : ic,
			    0, DRAW_BLACK, li);
		}
		if (rc < 0)
			return -1;
		pdf_fill_colour(f->p, DRAW_BLACK);
		pdf_text(f->p, e->text.x + o.x, e->text.y + o.y, NODES_KEY_PT,
		    PDF_LEFT, nodes_key_name(f->r, e));
	}
	return 0;
}

/* key: the key in its boxes on the board, when the rules put it there. */
static int
key(const struct face *f)
{
	const struct nodes_plan *plan = f->o->plan;
	struct nodes_key own;
	const struct nodes_key *k = &own;
	double w = NODES_KEY_FRAME;
	size_t i;
	int rc;

	/* The plan's key (plan.h), or laid out here. */
	if (plan) {
		if (!plan->nkey)
			return 0;
		k = &plan->key;
	} else if (!nodes_key_layout(f->b, f->r, &own)) {
		return 0;
	}
	pdf_fill_colour(f->p, pdf_k(0));
	pdf_stroke_colour(f->p, DRAW_BLACK);
	pdf_line_width(f->p, w);
	for (i = 0; i < k->nbox; i++) {
		pdf_rect(f->p, k->lo[i].x + w / 2, k->lo[i].y + w / 2,
		    k->hi[i].x - k->lo[i].x - w, k->hi[i].y - k->lo[i].y - w);
		pdf_fill_stroke(f->p);
	}
	rc = k->nbox ? draw_logo(f->p, f->o->pictures, f->r, k->lo[0].x +
	    NODES_KEY_PAD, k->lo[0].y + NODES_KEY_PAD, f->d) : 0;
	if (rc == 0)
		rc = key_entries(f, k, NULL);
	if (!plan)
		nodes_key_fini(&own);
	return rc;
}

int
nodes_key_page(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, struct diag *d)
{
	struct face f = { p, b, r, nodes_rules(r), o, d, nodegraph_unit(b, r) };
	double m = nodes_rules(r)->safe_margin, w = NODES_KEY_FRAME, x, y;
	struct vec2 at[NODES_KEY_BOXES], within[NODES_KEY_BOXES];
	struct nodes_key k;
	char title[160];
	size_t i;
	int rc;

	if (!p || nodes_rules(r)->key != RULES_KEY_PAGE)
		return nodes_rules(r)->key == RULES_KEY_PAGE;
	within[0] = within[1] = vec2(b->width - 2 * m, b->height - 2 * m - 8);
	nodes_key_entries(b, r, NODES_KEY_PLAY, within, &k);
	snprintf(title, sizeof(title), "%s: the key", r->title[0] ? r->title :
	    r->id);
	/* The title's baseline 3 mm and the boxes 6 mm below the margin. */
	pdf_fill_colour(p, DRAW_BLACK);
	pdf_text(p, m, m + 3, 9, PDF_LEFT, title);
	for (i = 0, x = m, y = m + 6; i < k.nbox; i++) {
		if (i && x + k.hi[i].x > b->width - m) {
			x = m;
			y += k.hi[i - 1].y + 4;
		}
		at[i] = vec2(x, y);
		pdf_fill_colour(p, pdf_k(0));
		pdf_stroke_colour(p, DRAW_BLACK);
		pdf_line_width(p, w);
		pdf_rect(p, x + w / 2, y + w / 2, k.hi[i].x - w, k.hi[i].y - w);
		pdf_fill_stroke(p);
		x += k.hi[i].x + 4;
	}
	rc = k.nbox ? draw_logo(p, o->pictures, r, at[0].x + NODES_KEY_PAD,
	    at[0].y + NODES_KEY_PAD, d) : 0;
	if (rc == 0)
		rc = key_entries(&f, &k, at);
	nodes_key_fini(&k);
	return rc;
}

/* front: the board's face as the players see it. */
static int
front(const struct face *f)
{
	struct nodes_caption cap;

	lines(f->p, f->b);
	if (items(f) < 0 || nodes(f) < 0)
		return -1;
	/*
	 * The id and seed: in the slug when the template prints one in the
	 * margin; else on the board, in two short lines, in a margin or a
	 * corner clear of every mark and line where there is one, on the
	 * style's plate (nodes/caption.h), its lines flush with the end of
	 * the plate that meets the safe zone's side or the key's box.
	 */
	if (!f->o->slug_margin) {
		if (f->o->plan)
			cap = ((const struct nodes_plan *)f->o->plan)->cap;
		else
			nodes_caption_place(f->b, f->r, &cap);
		draw_caption_block(f->p, f->b, f->r, f->o, NULL, cap.align < 0 ?
		    cap.lo.x + DRAW_CAPTION_PAD : cap.align > 0 ?
		    cap.hi.x - DRAW_CAPTION_PAD : cap.x, cap.y, cap.align < 0 ?
		    PDF_LEFT : cap.align > 0 ? PDF_RIGHT : PDF_CENTER, 1);
	}
	/* The key last: what is drawn after it on the page is its own. */
	return key(f);
}

/*
 * back_caption: the back's caption, off the joins of print-and-play
 * tiles (o->keep_off) where it can be: whole, else without its note
 * (the sheet's label names it a back), else where clarity.overlap
 * judged it.
 */
static int
back_caption(const struct face *f)
{
	const struct draw_opts *o = f->o;
	struct nodes_caption cap;
	int flip = o->flip_sideways;

	if ((!o->nkeep_off || nodes_back_caption(f->b, f->r, flip, o->keep_off,
	    o->nkeep_off, &cap) < 0) && (!o->nkeep_off ||
	    nodes_back_caption_short(f->b, f->r, flip, o->keep_off,
	    o->nkeep_off, &cap) < 0))
		nodes_back_caption(f->b, f->r, flip, NULL, 0, &cap);
	if (cap.note)
		draw_caption_noted(f->p, f->b, f->r, o, cap.note, cap.x, cap.y,
		    PDF_CENTER);
	else
		draw_caption(f->p, f->b, f->r, o, NULL, cap.x, cap.y,
		    PDF_CENTER, 0);
	return 0;
}

/*
 * secret: the mirrored back of an expedition board. Printed on the back of
 * the sheet, which turns over on its long edge (top to bottom on a
 * landscape sheet, left to right on a portrait one): each expedition's
 * type lands behind its circle, its name where nodes_back_place puts it
 * (nodes/back.h).
 */
static int
secret(const struct face *f)
{
	const struct board *b = f->b;
	double ir = f->rn->item_radius * f->u;
	size_t n = nodes_part(b)->nexpedition, i;
	struct nodes_back_spot *s = mem_calloc(n + 1, sizeof(*s));
	int rc = 0;

	(void)nodes_back_place(b, f->r, f->o->flip_sideways, s);
	for (i = 0; i < n; i++) {
		const struct board_item *it = &nodes_part(b)->expedition[i];
		struct vec2 at = s[i].at;

		item_disc(f->p, at.x, at.y, ir, 0, ITEM_LINE);
		if (!s[i].text)
			continue;
		rc = put_icon(f, f->rn->expedition[it->type].icon,
		    vec2(at.x, at.y + s[i].icon_dy), s[i].icon_size, 0,
		    DRAW_BLACK, pdf_k(0));
		if (rc < 0)
			break;
		pdf_fill_colour(f->p, DRAW_BLACK);
		pdf_text(f->p, at.x + s[i].dx, at.y + s[i].dy,
		    NODES_BACK_NAME_PT, PDF_CENTER, s[i].text);
	}
	free(s);
	return rc < 0 ? -1 : back_caption(f);
}

int
nodes_faces(const struct board *b)
{
	return nodes_part(b)->nexpedition ? 2 : 1;
}

int
draw_nodes(struct pdf *p, const struct board *b, const struct rules *r,
    const struct draw_opts *o, int face, struct diag *d)
{
	struct face f = { p, b, r, nodes_rules(r), o, d, nodegraph_unit(b, r) };

	return face ? secret(&f) : front(&f);
}
