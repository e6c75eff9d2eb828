/* key.c: what a nodes board's key lists, and where it and its box go. */
#include "nodes/key.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/rules.h"
#include "picture/drawpic.h"
#include "text/textwidth.h"

/*
 * in_play: the expansions b names and the features they switch on (with
 * all, every one), as the content reads them; a name the rules do not
 * have is validate's to report.
 */
static struct nodecontent_set
in_play(const struct board *b, const struct rules *r, int all)
{
	const struct rules_nodes *rn = nodes_rules(r);
	struct nodecontent_set set = { 0, 0 };
	struct diag d;
	size_t i;

	if (all) {
		set.expansions = ~0u;
		set.features = rn->base_features;
		for (i = 0; i < rn->nexpansion; i++)
			set.features |= rn->expansion[i].features;
		return set;
	}
	diag_init(&d);
	nodecontent_options(b, r, &set, &d);
	diag_fini(&d);
	return set;
}

/*
 * types_in_play: mark (one byte per type) the types of the expansions in
 * set and, as the content takes them, whatever those require.
 */
static void
types_in_play(const struct rules_nodes *rn, const struct nodecontent_set *set,
    uint8_t *mark)
{
	size_t t, i;
	int grew = 1;

	for (t = 0; t < rn->ntype; t++)
		mark[t] = (uint8_t)nodecontent_in_play(set,
		    rn->type[t].expansion.index);
	while (grew) {
		grew = 0;
		for (t = 0; t < rn->ntype; t++) {
			const struct rules_refs *req = &rn->type[t].requires;

			for (i = 0; mark[t] && i < req->n; i++) {
				grew |= !mark[req->v[i].index];
				mark[req->v[i].index] = 1;
			}
		}
	}
}

/* title_of: a table entry's title, else its name. */
static const char *
title_of(const char *title, const char *name)
{
	return title[0] ? title : name;
}

const char *
nodes_key_name(const struct rules *r, const struct nodes_key_entry *e)
{
	const struct rules_nodes *rn = nodes_rules(r);

	switch (e->what) {
	case NODES_KEY_TYPE:
		return title_of(rn->type[e->index].title,
		    rn->type[e->index].name);
	case NODES_KEY_MISSION:
		return title_of(rn->mission[e->index].title,
		    rn->mission[e->index].name);
	case NODES_KEY_DOT:
		return NODES_KEY_DOT_NAME;
	case NODES_KEY_TINY:
		return NODES_KEY_TINY_NAME;
	case NODES_KEY_RESOURCE:
		return NODES_KEY_RESOURCE_NAME;
	case NODES_KEY_LANDMARK:
		return NODES_KEY_LANDMARK_NAME;
	}
	return NODES_KEY_EXPEDITION_NAME;
}

double
nodes_key_step(int what)
{
	double s = NODES_KEY_SYMBOL;

	/* As draw.c draws them: an icon 0.68 s, a tiny's patch 1.15 of it. */
	switch (what) {
	case NODES_KEY_TINY:
		return 1.15 * 0.68 * s + 0.5;
	case NODES_KEY_RESOURCE:
		return 0.68 * s + 0.5;
	}
	return s + 0.4;
}

double
nodes_key_width(const struct nodes_key_entry *e)
{
	return NODES_KEY_SYMBOL + (e->nrow > 1 ? (double)(e->nrow - 1) *
	    nodes_key_step(e->what) : 0);
}

/* push: entry (what, index) onto k->e. */
static void
push(struct nodes_key *k, int what, size_t index)
{
	k->e[k->n].what = what;
	k->e[k->n].nrow = 1;
	k->e[k->n++].index = (int32_t)index;
}

/*
 * pieces: one entry what for a kind of item (n types in table t), when
 * the key lists any of its types, their row: on the board (scope
 * NODES_KEY_BOARD) those it carries (n_on of them in on[], or the
 * tinies), else those in play where feature is on.
 */
static void
pieces(const struct board *b, int scope, const struct nodecontent_set *set,
    int feature, int what, const struct rules_item *t, size_t n,
    const struct board_item *on, size_t n_on, struct nodes_key *k)
{
	const struct nodes_part *bn = nodes_part(b);
	size_t i, j, from = k->nrow;
	int has;

	for (i = 0; i < n; i++) {
		has = 0;
		if (scope != NODES_KEY_BOARD)
			has = (set->features & feature) &&
			    nodecontent_in_play(set, t[i].expansion.index);
		else if (what == NODES_KEY_TINY)
			for (j = 0; j < bn->ntiny && !has; j++)
				has = bn->tiny[j].type == (int32_t)i;
		else
			for (j = 0; j < n_on && !has; j++)
				has = on[j].type == (int32_t)i;
		if (has)
			k->row[k->nrow++] = (int32_t)i;
	}
	if (k->nrow > from) {
		push(k, what, (size_t)k->row[from]);
		k->e[k->n - 1].row = from;
		k->e[k->n - 1].nrow = k->nrow - from;
	}
}

/* list: the entries of scope on b (nodes_key_entries) into k->e, unplaced. */
static void
list(const struct board *b, const struct rules *r, int scope,
    struct nodes_key *k)
{
	const struct rules_nodes *rn = nodes_rules(r);
	const struct nodes_part *bn = nodes_part(b);
	struct nodecontent_set set = in_play(b, r, scope == NODES_KEY_ALL);
	uint8_t *mark = mem_calloc(rn->ntype + 1, 1);
	int board = scope == NODES_KEY_BOARD;
	size_t t;

	types_in_play(rn, &set, mark);
	k->e = mem_calloc(rn->ntype + rn->nmission + 5, sizeof(*k->e));
	k->row = mem_calloc(rn->ntiny + rn->nresource + rn->nlandmark + 1,
	    sizeof(*k->row));
	k->n = 0;
	k->nrow = 0;
	for (t = 0; t < rn->ntype; t++)
		if (mark[t])
			push(k, NODES_KEY_TYPE, t);
	for (t = 0; t < rn->nmission; t++)
		if (nodecontent_in_play(&set, rn->mission[t].expansion.index))
			push(k, NODES_KEY_MISSION, t);
	/* Every node has a dot (rules.dots). */
	if (!board || bn->ndot > 0)
		push(k, NODES_KEY_DOT, 0);
	if (board ? bn->nexpedition > 0 : (set.features &
	    RULES_FEAT_EXPEDITIONS) && rn->nexpedition > 0 && rn->expeditions >
	    0)
		push(k, NODES_KEY_EXPEDITION, 0);
	pieces(b, scope, &set, RULES_FEAT_TINIES, NODES_KEY_TINY, rn->tiny,
	    rn->ntiny, NULL, 0, k);
	pieces(b, scope, &set, RULES_FEAT_RESOURCES, NODES_KEY_RESOURCE,
	    rn->resource, rn->nresource, bn->resource, bn->nresource, k);
	pieces(b, scope, &set, RULES_FEAT_LANDMARKS, NODES_KEY_LANDMARK,
	    rn->landmark, rn->nlandmark, bn->landmark, bn->nlandmark, k);
	free(mark);
}

/* span: the rows entry e takes: a kind of piece its name over its row. */
static int
span(const struct nodes_key_entry *e)
{
	return e->what == NODES_KEY_TINY || e->what == NODES_KEY_RESOURCE ||
	    e->what == NODES_KEY_LANDMARK ? 2 : 1;
}

/*
 * place: the entries [from, to) of one box in columns of rows each from
 * (0, 0), their names' widths in w, under a strip of top (a logo's size,
 * or 0 x 0) when it has one: a symbol and its name after it on one row,
 * a kind of piece's name on one and its row of symbols under it (in one
 * column, a column of one row holding it all the same); returns the
 * box's size.
 */
static struct vec2
place(struct nodes_key *k, const double *w, size_t from, size_t to,
    int rows, struct vec2 top)
{
	double x = NODES_KEY_PAD, colw = 0, y0 = NODES_KEY_PAD, y;
	double up = 0.36 * NODES_KEY_PT * 25.4 / 72;
	int row = 0, used = 1, n;
	size_t i;

	if (top.y > 0)
		y0 += top.y + NODES_KEY_PAD;
	for (i = from; i < to; i++) {
		n = span(&k->e[i]);
		if (row > 0 && row + n > rows) {
			x += colw + NODES_KEY_COLUMN;
			colw = 0;
			row = 0;
		}
		y = y0 + NODES_KEY_SYMBOL / 2 + row * NODES_KEY_PITCH;
		if (n == 1) {
			k->e[i].at = vec2(x + NODES_KEY_SYMBOL / 2, y);
			k->e[i].text = vec2(x + NODES_KEY_SYMBOL +
			    NODES_KEY_GAP, y + up);
			colw = fmax(colw, NODES_KEY_SYMBOL + NODES_KEY_GAP +
			    w[i]);
		} else {
			k->e[i].text = vec2(x, y + up);
			k->e[i].at = vec2(x + NODES_KEY_SYMBOL / 2,
			    y + NODES_KEY_PITCH);
			colw = fmax(colw, fmax(w[i],
			    nodes_key_width(&k->e[i])));
		}
		row += n;
		used = row > used ? row : used;
	}
	return vec2(fmax(x + colw, NODES_KEY_PAD + top.x) + NODES_KEY_PAD,
	    y0 + NODES_KEY_PAD + NODES_KEY_SYMBOL + (used - 1) *
	    NODES_KEY_PITCH);
}

/*
 * fits_quarter: does a box of size sz, with the keep round it, stay in a
 * quarter of b's paper inside the safe margin, off the quadrant lines
 * within the centre's jitter?
 */
static int
fits_quarter(const struct board *b, const struct rules *r, struct vec2 sz,
    double keep)
{
	double cj = nodes_rules(r)->center_jitter * nodegraph_unit(b, r);
	double m = nodes_rules(r)->safe_margin;

	return m + sz.x + keep <= b->width / 2 - cj &&
	    m + sz.y + keep <= b->height / 2 - cj;
}

/*
 * box: lay out entries [from, to) as the next box of k: the least room
 * with the keep among the layouts that fit within (NULL: a quarter of the
 * paper), of all when none does; the fewest rows on a tie. Within NULL,
 * the missions' and pieces' box after the types' one is laid out no
 * taller than that where it can: its height comes off the end of a short
 * side, where the sides' starts are hardest to place, and the types' box
 * takes as much off the other's (150 x 100 mm, 2 players, seed 8001, 30
 * boards: 0.5 attempts on average at 6 rows, 6.0 at the least room's 8).
 */
static void
box(const struct board *b, const struct rules *r, struct nodes_key *k,
    const double *w, size_t from, size_t to, const struct vec2 *within)
{
	double keep = nodes_key_keep_node(b, r, 1), best = INFINITY, cost;
	struct vec2 sz, top = vec2(0, 0);
	int n, pick = 1, fit = 0, f;
	double tall = !within && k->nbox == 1 ? k->hi[0].y : INFINITY;

	/* The style's logo heads the first box (print/drawpic.h). */
	if (k->nbox == 0)
		draw_logo_size(r, &top.x, &top.y);
	for (n = 1; n <= (int)(to - from); n++) {
		sz = place(k, w, from, to, n, top);
		cost = (sz.x + keep) * (sz.y + keep);
		f = within ? sz.x <= within->x + 1e-9 &&
		    sz.y <= within->y + 1e-9 : fits_quarter(b, r, sz, keep);
		if (f && sz.y <= tall + 1e-9)
			f = 2;
		if (f > fit || (f == fit && cost < best - 1e-9)) {
			fit = f;
			best = cost;
			pick = n;
		}
	}
	k->lo[k->nbox] = vec2(0, 0);
	k->hi[k->nbox] = place(k, w, from, to, pick, top);
	while (from < to)
		k->e[from++].box = (int)k->nbox;
	k->nbox++;
}

void
nodes_key_entries(const struct board *b, const struct rules *r, int scope,
    const struct vec2 *within, struct nodes_key *k)
{
	double *w;
	size_t i, types;

	memset(k, 0, sizeof(*k));
	list(b, r, scope, k);
	if (k->n == 0)
		return;
	w = mem_alloc(k->n * sizeof(*w));
	for (i = 0, types = 0; i < k->n; i++) {
		w[i] = text_width(r->font, nodes_key_name(r, &k->e[i]),
		    NODES_KEY_PT);
		types += k->e[i].what == NODES_KEY_TYPE;
	}
	if (types > 0)
		box(b, r, k, w, 0, types, within);
	if (types < k->n)
		box(b, r, k, w, types, k->n, within ? within + 1 : NULL);
	free(w);
}

int
nodes_key_fits(const struct board *b, const struct rules *r)
{
	double keep = nodes_key_keep_node(b, r, 1);
	struct nodes_key k;
	size_t i;
	int ok = 1;

	if (nodes_rules(r)->key != RULES_KEY_BOARD)
		return 1;
	nodes_key_entries(b, r, NODES_KEY_ALL, NULL, &k);
	for (i = 0; i < k.nbox; i++)
		ok = ok && fits_quarter(b, r, k.hi[i], keep);
	nodes_key_fini(&k);
	return ok;
}

double
nodes_key_keep_node(const struct board *b, const struct rules *r, int side)
{
	double u = nodegraph_unit(b, r);

	return nodes_rules(r)->node_radius * u * (side ? sqrt(2.0) : 1) +
	    nodes_rules(r)->dot_radius * u + NODES_KEY_CLEAR;
}

double
nodes_key_keep_edge(const struct board *b, const struct rules *r)
{
	double u = nodegraph_unit(b, r);

	return fmax(1.15 * nodes_rules(r)->tiny_radius * u,
	    NODECONTENT_EDGE_WIDTH / 2) + NODES_KEY_CLEAR;
}

/* corners: k's boxes (laid out from (0, 0)) and entries into their
 * corners: the types' in the rules' corner, the missions' opposite. */
static void
corners(const struct board *b, const struct rules *r, struct nodes_key *k)
{
	double m = nodes_rules(r)->safe_margin;
	struct vec2 off[NODES_KEY_BOXES];
	size_t i;
	int corner;

	for (i = 0; i < k->nbox; i++) {
		corner = i ? 3 - nodes_rules(r)->key_corner
			   : nodes_rules(r)->key_corner;
		off[i] = vec2(corner & 1 ? b->width - m - k->hi[i].x : m,
		    corner & 2 ? b->height - m - k->hi[i].y : m);
		k->lo[i] = off[i];
		k->hi[i] = vec2(k->hi[i].x + off[i].x, k->hi[i].y + off[i].y);
	}
	for (i = 0; i < k->n; i++) {
		struct vec2 o = off[k->e[i].box];

		k->e[i].at = vec2(k->e[i].at.x + o.x, k->e[i].at.y + o.y);
		k->e[i].text = vec2(k->e[i].text.x + o.x,
		    k->e[i].text.y + o.y);
	}
}

_Static_assert(sizeof(((struct nodes_reserve *)0)->lo) ==
    NODES_KEY_BOXES * sizeof(struct vec2), "part.h keeps every box");

/* reserve: nodes_key_reserve's boxes, worked out. */
static int
reserve(const struct board *b, const struct rules *r, struct vec2 *lo,
    struct vec2 *hi)
{
	struct nodes_key k;
	size_t i;

	if (nodes_rules(r)->key != RULES_KEY_BOARD)
		return 0;
	nodes_key_entries(b, r, NODES_KEY_ALL, NULL, &k);
	corners(b, r, &k);
	for (i = 0; i < k.nbox; i++) {
		lo[i] = k.lo[i];
		hi[i] = k.hi[i];
	}
	nodes_key_fini(&k);
	return (int)i;
}

/*
 * The reserve reads the rules, the paper's size and the players alone
 * (every type and mission, whatever the board holds), so it is kept on
 * the board's part with those as its key (part.h), and worked out again
 * only when one of them differs: it was asked for 8 to 11 times a board.
 * The rules' key is the object, its text, font and pictures, and a copy
 * of its nodes section's every byte, so a setting changed in place (a
 * test's key = page) is seen too; the board's id and seed are in the key
 * for the caption's room (caption.c), kept beside it.
 */
int
nodes_key_reserve(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi)
{
	struct nodes_reserve *m = &nodes_part(b)->reserve;
	int i;

	if (!m->valid || !rules_seen_same(&m->seen, r) ||
	    m->width != b->width || m->height != b->height ||
	    m->players != b->players || m->seed != b->seed ||
	    strcmp(m->id, b->id) != 0 ||
	    strncmp(m->rid, r->id, sizeof(m->rid)) != 0 ||
	    memcmp(m->rules, nodes_rules(r), sizeof(struct rules_nodes)) !=
	    0) {
		m->valid = 0;
		m->room_valid = 0;
		if (!m->rules)
			m->rules = mem_alloc(sizeof(struct rules_nodes));
		memcpy(m->rules, nodes_rules(r), sizeof(struct rules_nodes));
		m->n = reserve(b, r, m->lo, m->hi);
		rules_seen_set(&m->seen, r);
		m->width = b->width;
		m->height = b->height;
		m->players = b->players;
		m->seed = b->seed;
		snprintf(m->id, sizeof(m->id), "%s", b->id);
		snprintf(m->rid, sizeof(m->rid), "%.*s", (int)sizeof(m->rid) -
		    1, r->id);
		m->valid = 1;
	}
	for (i = 0; i < m->n; i++) {
		lo[i] = m->lo[i];
		hi[i] = m->hi[i];
	}
	return m->n;
}

/*
 * within: b's key of scope laid out within the boxes lo..hi of n (each
 * box's size the room its own may take) and put in its corners, into k.
 * Returns the number of boxes.
 */
static int
within(const struct board *b, const struct rules *r, int scope, int n,
    const struct vec2 *lo, const struct vec2 *hi, struct nodes_key *k)
{
	struct vec2 room[NODES_KEY_BOXES];
	int i;

	memset(k, 0, sizeof(*k));
	if (n == 0)
		return 0;
	for (i = 0; i < n; i++)
		room[i] = vec2(hi[i].x - lo[i].x, hi[i].y - lo[i].y);
	nodes_key_entries(b, r, scope, room, k);
	corners(b, r, k);
	return (int)k->nbox;
}

int
nodes_key_room(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi)
{
	struct vec2 rlo[NODES_KEY_BOXES], rhi[NODES_KEY_BOXES];
	struct nodes_key k;
	int n = nodes_key_reserve(b, r, rlo, rhi), i;

	n = within(b, r, NODES_KEY_PLAY, n, rlo, rhi, &k);
	for (i = 0; i < n; i++) {
		lo[i] = k.lo[i];
		hi[i] = k.hi[i];
	}
	nodes_key_fini(&k);
	return n;
}

int
nodes_key_layout(const struct board *b, const struct rules *r,
    struct nodes_key *k)
{
	struct vec2 lo[NODES_KEY_BOXES], hi[NODES_KEY_BOXES];
	int n = nodes_key_room(b, r, lo, hi);

	return within(b, r, NODES_KEY_BOARD, n, lo, hi, k);
}

void
nodes_key_fini(struct nodes_key *k)
{
	free(k->e);
	free(k->row);
	memset(k, 0, sizeof(*k));
}

int
nodes_key_boxes(const struct board *b, const struct rules *r,
    struct vec2 *lo, struct vec2 *hi)
{
	struct nodes_key k;
	int n = nodes_key_layout(b, r, &k), i;

	for (i = 0; i < n; i++) {
		lo[i] = k.lo[i];
		hi[i] = k.hi[i];
	}
	nodes_key_fini(&k);
	return n;
}

int
nodes_key_seg_near(struct vec2 a, struct vec2 b, struct vec2 lo,
    struct vec2 hi, double within)
{
	struct vec2 c[4] = { lo, vec2(hi.x, lo.y), hi, vec2(lo.x, hi.y) };
	int i;

	/* Most edges are far: their box is, and no nearer than it. */
	if (fmax(a.x, b.x) <= lo.x - within ||
	    fmin(a.x, b.x) >= hi.x + within ||
	    fmax(a.y, b.y) <= lo.y - within ||
	    fmin(a.y, b.y) >= hi.y + within)
		return 0;
	if (geom_box_dist(a, lo, hi) == 0 || geom_box_dist(b, lo, hi) == 0)
		return 1;
	for (i = 0; i < 4; i++)
		if (geom_seg_seg_dist(a, b, c[i], c[(i + 1) % 4]) < within)
			return 1;
	return 0;
}
