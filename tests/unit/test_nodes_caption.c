/*
 * test_nodes_caption.c: where a nodes board's caption goes (nodes/caption.c):
 * in the margin outside the play area, else a corner, else along a side,
 * clear of every mark and line (issue 33); else the nearest free place to
 * the devlog's under the centre node, and nowhere (clarity.overlap fails)
 * when the board has none.
 */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "board/check.h"
#include "board/kind.h"
#include "board/make.h"
#include "board/mark.h"
#include "nodes/caption.h"
#include "nodes/marks.h"
#include "nodes/plan.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/rules.h"
#include "sheet/draw.h"

/* a board of w x h mm with only its centre node, at (cx, cy). */
static void
bare(struct board *b, double w, double h, double cx, double cy)
{
	board_clear(b);
	snprintf(b->id, sizeof(b->id), "lanternfall-000001");
	snprintf(b->rules, sizeof(b->rules), "lanternfall");
	b->seed = 1;
	b->players = 4;
	b->width = w;
	b->height = h;
	board_add_node(b, cx, cy, ROLE_CENTER, 0);
}

/* flush: the patch's side at v is on the safe margin's line at want. */
#define FLUSH(v, want) assert_near((v), (want), 1e-6)

static void
in_the_margin_when_free(void **state)
{
	const struct rules *R = *state;
	struct nodes_caption c;
	struct board b;
	double m;

	board_init(&b);
	bare(&b, 297, 210, 148.5, 105);
	m = nodes_rules(R)->safe_margin;
	assert_int_equal(nodes_caption_place(&b, R, &c), 0);
	/* Below the play (the centre node alone), in the bottom right
	 * corner of the safe zone, not under the centre node. */
	assert_int_equal(c.where, NODES_CAPTION_MARGIN);
	FLUSH(c.hi.x, 297 - m);
	FLUSH(c.hi.y, 210 - m);
	/* Its patch holds the longest text in two lines: id (and rules);
	 * seed and a page of five digits. */
	assert_true(c.hi.x - c.lo.x > 25 && c.hi.x - c.lo.x < 40);
	assert_near(c.hi.y - c.lo.y, DRAW_CAPTION_HEIGHT + DRAW_CAPTION_PITCH,
	    1e-9);
	board_fini(&b);
}

/* seg_meets: does segment a-b come within d of the box lo..hi? */
static int
seg_meets(struct vec2 a, struct vec2 b, struct vec2 lo, struct vec2 hi,
    double d)
{
	int i;

	for (i = 0; i <= 1000; i++) {
		double t = i / 1000.0, x = a.x + t * (b.x - a.x),
		    y = a.y + t * (b.y - a.y);

		if (x > lo.x - d && x < hi.x + d && y > lo.y - d &&
		    y < hi.y + d)
			return 1;
	}
	return 0;
}

/*
 * a_corner_then_a_side: nodes at the middle of every side leave no margin
 * outside the play; an edge across the bottom right corner and the key in
 * the bottom left send the caption to the top left corner; edges across
 * the other corners too, and it goes to the room the board keeps for it
 * on the types' key (issue 33); an edge across that room too, and it goes
 * along a side, never over a line.
 */
static void
a_corner_then_a_side(void **state)
{
	const struct rules *R = *state;
	struct graph *g;
	struct nodes_caption c, was;
	struct board b;
	double m = nodes_rules(R)->safe_margin;
	struct vec2 lo, hi, klo[NODES_KEY_BOXES], khi[NODES_KEY_BOXES];
	uint32_t v[14];
	size_t i;

	board_init(&b);
	bare(&b, 297, 210, 148.5, 105);
	g = &nodes_part(&b)->g;
	v[0] = board_add_node(&b, 148.5 + 40, 6, ROLE_EDGE, 0);
	v[1] = board_add_node(&b, 148.5 - 40, 204, ROLE_EDGE, 0);
	v[2] = board_add_node(&b, 6, 105 + 30, ROLE_EDGE, 0);
	v[3] = board_add_node(&b, 291, 105 - 30, ROLE_EDGE, 0);
	v[4] = board_add_node(&b, 260, 206, ROLE_EDGE, 0);
	v[5] = board_add_node(&b, 295, 180, ROLE_EDGE, 0);
	graph_add_edge(g, v[4], v[5]);
	assert_int_equal(nodes_caption_place(&b, R, &c), 0);
	assert_int_equal(c.where, NODES_CAPTION_CORNER);
	assert_true(c.hi.y < 210 - m - 1 || c.lo.x < 297 / 2.0);
	/* Lines across every corner: it slides
	 * along a side, clear of them. */
	v[6] = board_add_node(&b, 2, 20, ROLE_EDGE, 0);
	v[7] = board_add_node(&b, 45, 2, ROLE_EDGE, 0);
	graph_add_edge(g, v[6], v[7]);
	v[8] = board_add_node(&b, 295, 20, ROLE_EDGE, 0);
	v[9] = board_add_node(&b, 250, 2, ROLE_EDGE, 0);
	graph_add_edge(g, v[8], v[9]);
	v[10] = board_add_node(&b, 2, 190, ROLE_EDGE, 0);
	v[11] = board_add_node(&b, 45, 208, ROLE_EDGE, 0);
	graph_add_edge(g, v[10], v[11]);
	assert_int_equal(nodes_caption_place(&b, R, &c), 0);
	assert_int_equal(c.where, NODES_CAPTION_ROOM);
	/* The room is kept on a box of the key as reserved (for all the
	 * rules could list), flush with its inner end: above the types' box
	 * in the bottom left, or below the missions' in the top right. */
	assert_int_equal(nodes_caption_room(&b, R, &lo, &hi), 1);
	nodes_key_reserve(&b, R, klo, khi);
	assert_true((fabs(hi.x - khi[0].x) < 1e-9 && fabs(hi.y - (klo[0].y -
	    NODES_CAPTION_KEY_GAP)) < 1e-9) || (fabs(lo.x - klo[1].x) <
	    1e-9 && fabs(lo.y - (khi[1].y + NODES_CAPTION_KEY_GAP)) < 1e-9));
	/* The caption goes on that box as drawn (the board's own entries:
	 * none of an expansion's here), the same way, its lines flush with
	 * that end. */
	nodes_key_boxes(&b, R, klo, khi);
	assert_true((fabs(c.hi.x - khi[0].x) < 1e-9 && fabs(c.hi.y -
	    (klo[0].y - NODES_CAPTION_KEY_GAP)) < 1e-9 && c.align == 1) ||
	    (fabs(c.lo.x - klo[1].x) < 1e-9 && fabs(c.lo.y - (khi[1].y +
	    NODES_CAPTION_KEY_GAP)) < 1e-9 && c.align == -1));
	assert_true(fabs(c.lo.y - lo.y) > 1);
	/* An edge across the drawn place: the room as kept. */
	v[12] = board_add_node(&b, c.lo.x - 4, c.lo.y - 4, ROLE_EDGE, 0);
	v[13] = board_add_node(&b, c.hi.x + 4, c.hi.y + 4, ROLE_EDGE, 0);
	graph_add_edge(g, v[12], v[13]);
	was = c;
	assert_int_equal(nodes_caption_place(&b, R, &c), 0);
	if (c.where == NODES_CAPTION_ROOM) {
		assert_near(c.lo.x, lo.x, 1e-9);
		assert_near(c.lo.y, lo.y, 1e-9);
	} else
		assert_false(seg_meets(vec2(was.lo.x - 4, was.lo.y - 4),
		    vec2(was.hi.x + 4, was.hi.y + 4), lo, hi, 0.5));
	/* One across the room too: along a side. */
	v[12] = board_add_node(&b, 2, lo.y - 3, ROLE_EDGE, 0);
	v[13] = board_add_node(&b, hi.x + 3, hi.y + 0.5, ROLE_EDGE, 0);
	graph_add_edge(g, v[12], v[13]);
	assert_int_equal(nodes_caption_place(&b, R, &c), 0);
	assert_int_equal(c.where, NODES_CAPTION_RIM);
	assert_true(fabs(c.lo.y - m) < 1e-6 || fabs(c.hi.y - (210 - m)) <
	    1e-6 || fabs(c.lo.x - m) < 1e-6 || fabs(c.hi.x - (297 - m)) <
	    1e-6);
	for (i = 0; i < g->nedges; i++)
		assert_false(seg_meets(g->node[g->edge[i].a].p,
		    g->node[g->edge[i].b].p, c.lo, c.hi,
		    NODECONTENT_EDGE_WIDTH / 2));
	/* Nor over a quadrant line through the centre. */
	assert_true(c.lo.x > 148.5 || c.hi.x < 148.5);
	assert_true(c.lo.y > 105 || c.hi.y < 105);
	board_fini(&b);
}

static void
moves_off_a_node(void **state)
{
	const struct rules *R = *state;
	struct nodes_caption c, was;
	struct board b;

	board_init(&b);
	bare(&b, 297, 210, 148.5, 105);
	assert_int_equal(nodes_caption_place(&b, R, &was), 0);
	/* A node where the caption was: it goes elsewhere, clear of it. */
	board_add_node(&b, was.x, was.y - 1, ROLE_INNER, 0);
	assert_int_equal(nodes_caption_place(&b, R, &c), 0);
	assert_true(c.x != was.x || c.y != was.y);
	assert_true(c.lo.y > was.y + 3 || c.hi.y < was.y - 5 ||
	    c.lo.x > was.x + 3 || c.hi.x < was.x - 3);
	board_fini(&b);
}

static void
nowhere_on_a_full_board(void **state)
{
	/* Without the key, which the nodes would cover first. */
	struct rules key_off;
	const struct rules *R = &key_off;
	struct nodes_caption c;
	struct board b;
	char detail[256] = "";
	double rad, s, x, y;
	int row;

	rules_copy(&key_off, (const struct rules *)*state);
	nodes_rules(&key_off)->key = RULES_KEY_NONE;
	board_init(&b);
	bare(&b, 297, 210, 148.5, 105);
	rad = nodes_rules(R)->node_radius * nodegraph_unit(&b, R);
	/* Nodes 1 mm apart in rows offset by half a step: no room. */
	s = 2 * rad + 1;
	for (row = 0, y = 2; y < 210; y += s * 0.866, row++)
		for (x = 2 + (row % 2) * s / 2; x < 297; x += s)
			if (fabs(x - 148.5) > s || fabs(y - 105) > s)
				board_add_node(&b, x, y, ROLE_INNER, 0);
	assert_int_equal(nodes_caption_place(&b, R, &c), -1);
	assert_int_equal(tu_check("nodes", "clarity.overlap")->fn(&b, R,
	    detail, sizeof(detail)), 0);
	assert_non_null(strstr(detail, "the caption"));
	board_fini(&b);
	rules_copy_fini(&key_off);
}

/*
 * over_lines_fails: edges 4 mm apart across the whole board leave the
 * caption (6 mm tall) only places over a line; clarity.overlap fails it
 * (issue 33: the caption never over an edge), and names why.
 */
static void
over_lines_fails(void **state)
{
	/* Without the key, which the nodes would cover first. */
	struct rules key_off;
	const struct rules *R = &key_off;
	struct nodes_caption c;
	struct board b;
	char detail[256] = "";
	double y;
	int i;

	rules_copy(&key_off, (const struct rules *)*state);
	nodes_rules(&key_off)->key = RULES_KEY_NONE;
	board_init(&b);
	bare(&b, 297, 210, 148.5, 105);
	/* (each line's ends 14 mm along from the last's: the nodes keep
	 * apart, and fill the sides) */
	for (y = 3, i = 0; y < 208; y += 4, i++)
		graph_add_edge(&nodes_part(&b)->g,
		    board_add_node(&b, 0.5 + i % 4 * 14, y, ROLE_EDGE, 0),
		    board_add_node(&b, 296.5 - i % 4 * 14, y, ROLE_EDGE, 0));
	assert_int_equal(nodes_caption_place(&b, R, &c), 0);
	assert_int_equal(c.where, NODES_CAPTION_NEAR);
	assert_int_equal(tu_check("nodes", "clarity.overlap")->fn(&b, R,
	    detail, sizeof(detail)), 0);
	assert_non_null(strstr(detail, "clear of the board's lines"));
	board_fini(&b);
	rules_copy_fini(&key_off);
}

/*
 * The plan (nodes/plan.h) the marks and the drawing share holds what they
 * each worked out alone: the same marks, the same caption as
 * nodes_caption_place, the same key as nodes_key_layout, over made boards
 * of every player count.
 */
static void
plan_as_worked_out(void **state)
{
	const struct rules *R = *state;
	struct nodes_plan *p;
	struct nodes_caption c;
	struct nodes_key k;
	struct board_mark *a, *b;
	struct board bd;
	struct diag d;
	size_t na, nb, i;
	uint64_t seed;
	int rc, nk;

	board_init(&bd);
	diag_init(&d);
	for (seed = 1; seed <= 16; seed++) {
		tu_board(&bd, R, seed, 2 + (uint32_t)(seed % 7), seed % 3 ?
		    297 : 420, seed % 3 ? 210 : 297);
		assert_int_equal(make_content(&bd, R, &d), 0);
		p = nodes_board_plan(&bd, R);
		rc = nodes_caption_place(&bd, R, &c);
		assert_int_equal(p->cap_rc, rc);
		assert_memory_equal(&p->cap, &c, sizeof(c));
		nk = nodes_key_layout(&bd, R, &k);
		assert_int_equal(p->nkey, nk);
		assert_int_equal(p->key.n, k.n);
		assert_int_equal(p->key.nbox, k.nbox);
		assert_memory_equal(p->key.lo, k.lo, sizeof(k.lo));
		assert_memory_equal(p->key.hi, k.hi, sizeof(k.hi));
		for (i = 0; i < k.n; i++)
			assert_memory_equal(&p->key.e[i], &k.e[i],
			    sizeof(k.e[i]));
		nodes_key_fini(&k);
		a = nodes_board_marks(&bd, R, p, &na);
		b = nodes_board_marks(&bd, R, NULL, &nb);
		assert_int_equal(na, nb);
		for (i = 0; i < na; i++) {
			assert_memory_equal(&a[i].x0, &b[i].x0,
			    4 * sizeof(double));
			assert_string_equal(a[i].what, b[i].what);
			assert_int_equal(a[i].index, b[i].index);
			assert_int_equal(a[i].face, b[i].face);
		}
		free(a);
		free(b);
		nodes_board_plan_free(p);
	}
	diag_fini(&d);
	board_fini(&bd);
}

/* same_plan: a and b alike: caption, key boxes, marks. */
static void
same_plan(const struct nodes_plan *a, const struct nodes_plan *b,
    const char *what)
{
	size_t i;

	if (a->cap_rc != b->cap_rc || memcmp(&a->cap, &b->cap,
	    sizeof(a->cap)) != 0)
		fail_msg("%s: the kept caption is not a fresh one's", what);
	if (a->nkey != b->nkey || a->key.nbox != b->key.nbox ||
	    memcmp(a->key.lo, b->key.lo, sizeof(a->key.lo)) != 0 ||
	    memcmp(a->key.hi, b->key.hi, sizeof(a->key.hi)) != 0 ||
	    a->key.n != b->key.n)
		fail_msg("%s: the kept key is not a fresh one's", what);
	if (a->nm != b->nm)
		fail_msg("%s: %zu marks kept, %zu fresh", what, a->nm, b->nm);
	for (i = 0; i < a->nm; i++)
		if (memcmp(&a->m[i].c, &b->m[i].c, sizeof(a->m[i].c)) != 0 ||
		    a->m[i].r != b->m[i].r || a->m[i].hy != b->m[i].hy ||
		    strcmp(a->m[i].what, b->m[i].what) != 0)
			fail_msg("%s: mark %zu kept is not a fresh one's",
			    what, i);
}

/* follows: bd's kept plan under r is what a fresh one works out. */
static void
follows(const struct board *bd, const struct rules *r, const char *what)
{
	struct nodes_plan *fresh = nodes_board_plan(bd, r);

	same_plan(nodes_plan_kept(bd, r), fresh, what);
	same_plan(nodes_plan_kept(bd, r), fresh, what);
	nodes_board_plan_free(fresh);
}

/*
 * The plan kept on the board (nodes_plan_kept: what clarity.overlap,
 * clarity.safe, the marks and the drawing read) is always what a fresh
 * one works out, whatever is changed in place between two calls, with
 * no clear: a node moved or renumbered, a dot turned, an item moved, the
 * id, the expansions, the width settled to 3 decimals, the players, the
 * rules' safe margin and key corner changed in place.
 */
static void
kept_plan_follows_the_board(void **state)
{
	struct nodes_part *p;
	struct rules rc;
	struct board bd;
	struct diag d;
	uint64_t seed;

	rules_copy(&rc, (const struct rules *)*state);
	board_init(&bd);
	diag_init(&d);
	for (seed = 1; seed <= 6; seed++) {
		tu_board(&bd, &rc, seed, 2 + (uint32_t)seed, 297, 210);
		/* every item kind on the board */
		snprintf(bd.expansions, sizeof(bd.expansions), "%s",
		    seed % 2 ? "scissors voyage wonders" : "thorns scissors "
		    "wonders");
		assert_int_equal(make_content(&bd, &rc, &d), 0);
		p = nodes_part(&bd);
		follows(&bd, &rc, "as made");
		p->g.node[seed].p.x += 7;
		follows(&bd, &rc, "a node moved");
		p->node[seed + 1].number += 10;
		follows(&bd, &rc, "a node renumbered");
		if (p->ndot)
			p->dot[0].angle += 1;
		follows(&bd, &rc, "a dot turned");
		if (p->nlandmark)
			p->landmark[0].x += 5;
		follows(&bd, &rc, "a landmark moved");
		if (p->nresource)
			p->resource[0].x -= 5;
		follows(&bd, &rc, "a resource moved");
		if (p->nexpedition)
			p->expedition[0].x += 6;
		follows(&bd, &rc, "an expedition moved");
		if (p->ntiny)
			p->tiny[0].angle += 0.5;
		follows(&bd, &rc, "a tiny node turned");
		snprintf(bd.id, sizeof(bd.id), "lanternfall-1234567890123");
		follows(&bd, &rc, "the id");
		snprintf(bd.expansions, sizeof(bd.expansions), "%s",
		    bd.expansions[0] ? "" : nodes_rules(&rc)->nexpansion ?
		    nodes_rules(&rc)->expansion[0].name : "");
		follows(&bd, &rc, "the expansions");
		bd.width = floor(bd.width * 1000 + 0.5) / 1000 - 0.004;
		follows(&bd, &rc, "the width settled");
		bd.players = bd.players == 2 ? 8 : 2;
		follows(&bd, &rc, "the players");
		nodes_rules(&rc)->safe_margin += 3;
		follows(&bd, &rc, "the safe margin");
		nodes_rules(&rc)->key_corner = 3 - nodes_rules(&rc)->key_corner;
		follows(&bd, &rc, "the key's corner");
		rules_copy_fini(&rc);
		rules_copy(&rc, (const struct rules *)*state);
	}
	diag_fini(&d);
	board_fini(&bd);
	rules_copy_fini(&rc);
}

TEST_MAIN(tu_rules_setup, tu_rules_teardown,
    cmocka_unit_test(in_the_margin_when_free),
    cmocka_unit_test(a_corner_then_a_side),
    cmocka_unit_test(moves_off_a_node),
    cmocka_unit_test(nowhere_on_a_full_board),
    cmocka_unit_test(over_lines_fails),
    cmocka_unit_test(plan_as_worked_out),
    cmocka_unit_test(kept_plan_follows_the_board))
