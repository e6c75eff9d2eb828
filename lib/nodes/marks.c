/* marks.c: the marks a nodes board prints, as discs and boxes. */
#include "nodes/marks.h"

#include <math.h>
#include <stdlib.h>

#include "board/mark.h"
#include "core/mem.h"
#include "nodes/back.h"
#include "nodes/caption.h"
#include "nodes/key.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/plan.h"
#include "nodes/rules.h"
#include "sheet/draw.h"
#include "text/textwidth.h"

/* item_at: item k as a disc of radius r at c, with its owner and name. */
static void
item_at(struct nodes_mark *it, struct vec2 c, double r, uint32_t owner,
    const char *what, size_t index, int readable)
{
	it->c = c;
	it->r = r;
	it->owner = owner;
	it->what = what;
	it->index = index;
	it->readable = readable;
}

/*
 * side_icons: the icons of b's side nodes from it[k], as boxes owned by
 * their nodes: a side node's disc runs off the trim, so its icon, not the
 * disc, is what must keep the safe margin. Returns the next k.
 */
static size_t
side_icons(struct nodes_mark *it, size_t k, const struct board *b,
    const struct rules *r)
{
	struct vec2 at;
	double size, a;
	uint32_t i;

	for (i = 0; i < nodes_part(b)->g.nnodes; i++) {
		if (!nodes_part(b)->node[i].sides)
			continue;
		nodes_icon_at(b, r, i, &at, &size, &a);
		item_at(&it[k], at, size / 2, i, "icon", i, 1);
		it[k++].hy = size / 2;
	}
	return k;
}

/*
 * node_items: b's nodes (R: a node's radius) from it[k], then their
 * numbers: a number belongs to its node, but nothing else may touch it.
 * Returns the next k.
 */
static size_t
node_items(struct nodes_mark *it, size_t k, const struct board *b,
    const struct rules *r, double R)
{
	struct vec2 lo, hi;
	size_t i;

	for (i = 0; i < nodes_part(b)->g.nnodes; i++)
		item_at(&it[k++], nodes_part(b)->g.node[i].p,
		    nodes_part(b)->node[i].role == ROLE_START ? R * sqrt(2.0)
							      : R,
		    UINT32_MAX, "node", i, nodes_part(b)->node[i].sides == 0);
	for (i = 0; i < nodes_part(b)->g.nnodes; i++) {
		if (!nodecontent_number_box(b, r, (uint32_t)i, &lo, &hi))
			continue;
		item_at(&it[k], vec2((lo.x + hi.x) / 2, (lo.y + hi.y) / 2),
		    (hi.x - lo.x) / 2, (uint32_t)i, "number", i, 1);
		it[k++].hy = (hi.y - lo.y) / 2;
	}
	return k;
}

/* rim_items: b's power dots and tiny nodes from it[k]; the next k. */
static size_t
rim_items(struct nodes_mark *it, size_t k, const struct board *b,
    const struct rules *r, double u)
{
	const struct rules_nodes *rn = nodes_rules(r);
	size_t i;

	for (i = 0; i < nodes_part(b)->ndot; i++) {
		const struct board_dot *d = &nodes_part(b)->dot[i];

		item_at(&it[k++], nodecontent_dot_at(b, r, d->node, d->angle),
		    rn->dot_radius * u, d->node, "power dot", i, 0);
	}
	for (i = 0; i < nodes_part(b)->ntiny; i++) {
		struct vec2 a =
		    nodes_part(b)->g.node[nodes_part(b)->tiny[i].a].p;
		struct vec2 c =
		    nodes_part(b)->g.node[nodes_part(b)->tiny[i].b].p;

		item_at(&it[k++], vec2((a.x + c.x) / 2, (a.y + c.y) / 2),
		    rn->tiny_radius * u, UINT32_MAX, "tiny node", i, 1);
	}
	return k;
}

/* key_items: the key's boxes (nodes/key.h) from it[k] when b prints them
 * there; the next k. */
static size_t
key_items(struct nodes_mark *it, size_t k, const struct board *b,
    const struct rules *r)
{
	struct vec2 lo[NODES_KEY_BOXES], hi[NODES_KEY_BOXES];
	int n = nodes_key_boxes(b, r, lo, hi), i;

	for (i = 0; i < n; i++) {
		item_at(&it[k], vec2((lo[i].x + hi[i].x) / 2, (lo[i].y +
		    hi[i].y) / 2), (hi[i].x - lo[i].x) / 2, UINT32_MAX, "key",
		    (size_t)i, 1);
		it[k++].hy = (hi[i].y - lo[i].y) / 2;
	}
	return k;
}

/* area_items: n items of radius r placed in areas from it[k]; the next k. */
static size_t
area_items(struct nodes_mark *it, size_t k, const struct board_item *v, size_t n,
    double r, const char *what)
{
	size_t i;

	for (i = 0; i < n; i++)
		item_at(&it[k++], vec2(v[i].x, v[i].y), r, UINT32_MAX, what, i,
		    1);
	return k;
}

struct nodes_mark *
nodes_marks(const struct board *b, const struct rules *r, size_t *count)
{
	const struct rules_nodes *rn = nodes_rules(r);
	double u = nodegraph_unit(b, r), R = rn->node_radius * u;
	size_t n = 3 * nodes_part(b)->g.nnodes + nodes_part(b)->ndot +
		   nodes_part(b)->ntiny + nodes_part(b)->nexpedition +
		   nodes_part(b)->nlandmark + nodes_part(b)->nresource,
	       k;
	struct nodes_mark *it = mem_calloc(n + NODES_KEY_BOXES + 1,
	    sizeof(*it));

	k = node_items(it, 0, b, r, R);
	k = side_icons(it, k, b, r);
	k = rim_items(it, k, b, r, u);
	k = area_items(it, k, nodes_part(b)->expedition,
	    nodes_part(b)->nexpedition, rn->item_radius * u, "expedition");
	k = area_items(it, k, nodes_part(b)->landmark, nodes_part(b)->nlandmark,
	    rn->item_radius * u, "landmark");
	k = area_items(it, k, nodes_part(b)->resource, nodes_part(b)->nresource,
	    rn->resource_radius * u, "resource");
	k = key_items(it, k, b, r);
	*count = k;
	return it;
}

int
nodes_mark_cmp_left(const void *x, const void *y)
{
	const struct nodes_mark *a = x, *b = y;
	double la = a->c.x - a->r, lb = b->c.x - b->r;

	if (la != lb)
		return la < lb ? -1 : 1;
	return (a->index > b->index) - (a->index < b->index);
}

double
nodes_mark_gap(const struct nodes_mark *a, const struct nodes_mark *b)
{
	if (a->hy > 0 && b->hy > 0)
		return fmax(fabs(a->c.x - b->c.x) - a->r - b->r,
		    fabs(a->c.y - b->c.y) - a->hy - b->hy);
	if (b->hy > 0) {
		const struct nodes_mark *t = a;

		a = b;
		b = t;
	}
	if (a->hy > 0)
		return geom_box_dist(b->c, vec2(a->c.x - a->r, a->c.y - a->hy),
		    vec2(a->c.x + a->r, a->c.y + a->hy)) - b->r;
	return geom_dist(a->c, b->c) - a->r - b->r;
}

/*
 * back_marks: what the back of an expedition board prints (nodes/back.h),
 * as boxes behind the front whichever way the sheet turns: each circle
 * with its name where nodes_back_place puts it under either turn (the
 * box holds both), and the caption where each turn puts it.
 */
static void
back_marks(const struct board *b, const struct rules *r,
    struct board_mark **v, size_t *n, size_t *cap)
{
	double ir = nodes_rules(r)->item_radius * nodegraph_unit(b, r), t;
	double x0, y0, x1, y1, lx, hx, ly, hy;
	size_t ne = nodes_part(b)->nexpedition, i;
	struct nodes_back_spot *s[2];
	struct nodes_caption c;
	int flip;

	for (flip = 0; flip < 2; flip++) {
		s[flip] = mem_calloc(ne + 1, sizeof(*s[flip]));
		(void)nodes_back_place(b, r, flip, s[flip]);
	}
	for (i = 0; i < ne; i++) {
		const struct board_item *it = &nodes_part(b)->expedition[i];

		x0 = y0 = -ir;
		x1 = y1 = ir;
		for (flip = 0; flip < 2; flip++) {
			const struct nodes_back_spot *p = &s[flip][i];

			if (!p->text)
				continue;
			lx = p->dx - p->half;
			hx = p->dx + p->half;
			ly = p->dy - p->up;
			hy = p->dy + p->down;
			/* The back mirrors the front sideways or top to
			 * bottom (nodes_back_at). */
			if (flip) {
				t = lx;
				lx = -hx;
				hx = -t;
			} else {
				t = ly;
				ly = -hy;
				hy = -t;
			}
			x0 = fmin(x0, lx);
			x1 = fmax(x1, hx);
			y0 = fmin(y0, ly);
			y1 = fmax(y1, hy);
		}
		board_mark_add(v, n, cap, it->x + x0, it->y + y0, it->x + x1,
		    it->y + y1, 1, "expedition's back", i);
		(*v)[*n - 1].face = 1;
	}
	free(s[0]);
	free(s[1]);
	for (flip = 0; ne && flip < 2; flip++) {
		nodes_back_caption(b, r, flip, NULL, 0, &c);
		if (flip)
			board_mark_add(v, n, cap, b->width - c.hi.x, c.lo.y,
			    b->width - c.lo.x, c.hi.y, 1, "back caption", 1);
		else
			board_mark_add(v, n, cap, c.lo.x, b->height - c.hi.y,
			    c.hi.x, b->height - c.lo.y, 1, "back caption", 0);
		(*v)[*n - 1].face = 1;
	}
}

struct board_mark *
nodes_board_marks(const struct board *b, const struct rules *r,
    const void *plan, size_t *count)
{
	const struct nodes_plan *p = plan;
	struct nodes_mark *own = NULL;
	const struct nodes_mark *m;
	struct nodes_caption c;
	struct board_mark *v = NULL;
	size_t n = 0, cap = 0, k, i;

	/* The plan's marks and caption (plan.h), or worked out here. */
	if (p) {
		m = p->m;
		k = p->nm;
	} else {
		m = own = nodes_marks(b, r, &k);
	}
	for (i = 0; i < k; i++)
		board_mark_add(&v, &n, &cap, m[i].c.x - m[i].r, m[i].c.y -
		    (m[i].hy > 0 ? m[i].hy : m[i].r), m[i].c.x + m[i].r,
		    m[i].c.y + (m[i].hy > 0 ? m[i].hy : m[i].r), m[i].readable,
		    m[i].what, m[i].index);
	/* The caption's place among the same marks. */
	if (p)
		c = p->cap;
	else
		nodes_caption_among(b, r, m, k, &c);
	free(own);
	board_mark_add(&v, &n, &cap, c.lo.x, c.lo.y, c.hi.x, c.hi.y, 1,
	    "caption", 0);
	back_marks(b, r, &v, &n, &cap);
	*count = n;
	return v;
}
