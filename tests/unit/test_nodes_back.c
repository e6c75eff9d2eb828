/*
 * test_nodes_back.c: the back of an expedition board (nodes/back.c): each
 * type's name keeps inside its circle's ring with the icon above it (or,
 * too wide for it, goes below the circle, else above or beside it where
 * that is clear of the other circles: issue 33), and the back's caption
 * covers no circle, whichever way the sheet turns.
 */
#include "testutil.h"

#include <math.h>
#include <stdlib.h>

#include <string.h>

#include "board/check.h"
#include "board/kind.h"
#include "board/mark.h"
#include "core/mem.h"
#include "nodes/back.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/rules.h"
#include "sheet/draw.h"
#include "text/textwidth.h"

/* Every shipped expedition's name, at every circle size boards have. */
static void
names_keep_inside_the_ring(void **state)
{
	const struct rules *R = *state;
	double ir, w, icon_dy, size, name_dy, half, y;
	size_t i;
	int inside;

	for (i = 0; i < nodes_rules(R)->nexpedition; i++) {
		const struct rules_item *e = &nodes_rules(R)->expedition[i];

		w = text_width(NULL, e->title[0] ? e->title : e->name,
		    NODES_BACK_NAME_PT);
		for (ir = 3; ir <= 12; ir += 0.25) {
			inside = nodes_back_item(NULL, ir, w, &icon_dy, &size,
			    &name_dy);
			/* The icon ends above the name's top. */
			assert_true(icon_dy + size / 2 <
			    name_dy - NODES_BACK_NAME_ASCENT);
			assert_true(size >= 0.5 * ir);
			if (!inside) {
				/* Below: its top clear of the ring. */
				assert_true(name_dy - NODES_BACK_NAME_ASCENT >
				    ir + 0.25);
				assert_true(ir < 8);
				continue;
			}
			/* The lower corners, where the circle is narrowest. */
			half = w / 2;
			y = name_dy + NODES_BACK_NAME_DESCENT;
			assert_true(half * half + y * y < (ir - 0.5) * (ir - 0.5));
		}
	}
}

/* A board of 297 x 210 mm with one expedition circle at (x, y). */
static void
one_expedition(struct board *b, double x, double y)
{
	struct board_item it = { 0 };

	board_clear(b);
	snprintf(b->id, sizeof(b->id), "lanternfall-000001");
	snprintf(b->rules, sizeof(b->rules), "lanternfall");
	b->players = 4;
	b->width = 297;
	b->height = 210;
	it.x = x;
	it.y = y;
	it.type = 0;
	*VEC_PUSH(nodes_part(b)->expedition, nodes_part(b)->nexpedition,
	    nodes_part(b)->capexpedition) = it;
}

/*
 * The caption's place is the bottom's middle; a circle there (on the
 * back: it is near the top on the front when the sheet turns top to
 * bottom, at the bottom when it turns sideways) moves it clear.
 */
static void
caption_moves_off_a_circle(void **state)
{
	const struct rules *R = *state;
	double ir, m = nodes_rules(R)->safe_margin;
	struct nodes_caption c;
	struct vec2 at;
	struct board b;
	int flip;

	board_init(&b);
	for (flip = 0; flip < 2; flip++) {
		one_expedition(&b, 148.5, flip ? 200 : 10);
		ir = nodes_rules(R)->item_radius * nodegraph_unit(&b, R);
		at = nodes_back_at(&b, &nodes_part(&b)->expedition[0], flip);
		assert_near(at.y, 200, 1e-9);
		assert_int_equal(nodes_back_caption(&b, R, flip, NULL, 0, &c), 0);
		assert_true(c.hi.y <= b.height - m + 1e-9);
		assert_true(geom_box_dist(at, c.lo, c.hi) >= ir);
		assert_true(fabs(c.x - 148.5) > 1 || c.hi.y < at.y - ir);
		/* Free, it stays at the bottom's middle. */
		one_expedition(&b, 40, 105);
		assert_int_equal(nodes_back_caption(&b, R, flip, NULL, 0, &c), 0);
		assert_near(c.x, 148.5, 1e-9);
		/* (the note in one line above the caption's) */
		assert_string_equal(c.note, NODES_BACK_NOTE);
		assert_near(c.y, b.height - m - 1 - DRAW_CAPTION_PITCH, 1e-9);
	}
	board_fini(&b);
}

/*
 * On print-and-play tiles the back's caption keeps off the joins it is
 * given (draw_opts.keep_off): a join through the bottom's middle moves
 * it to one side, clear of the join's box.
 */
static void
caption_keeps_off_joins(void **state)
{
	const struct rules *R = *state;
	struct board_mark join = { 147.5, 0, 149.5, 210, 0, "join", 0, 0, 0 };
	struct nodes_caption c;
	struct board b;

	board_init(&b);
	one_expedition(&b, 40, 105);
	assert_int_equal(nodes_back_caption(&b, R, 0, &join, 1, &c), 0);
	assert_true(c.hi.x <= join.x0 || c.lo.x >= join.x1);
	assert_true(c.lo.x >= nodes_rules(R)->safe_margin - 1e-9);
	assert_true(c.hi.x <= b.width - nodes_rules(R)->safe_margin + 1e-9);
	/* Joins every 60 mm leave the note no room in one line; in two,
	 * over the caption, it fits between two (issue 33: a crowded
	 * back), as the caption without its note does. */
	{
		struct board_mark j[4];
		int k;

		for (k = 0; k < 4; k++)
			j[k] = (struct board_mark){ 59 + 60.0 * k, 0,
				61 + 60.0 * k, 210, 0, "join", (size_t)k, 0, 0 };
		assert_int_equal(nodes_back_caption(&b, R, 0, j, 4, &c), 0);
		assert_string_equal(c.note, NODES_BACK_NOTE_SPLIT);
		for (k = 0; k < 4; k++)
			assert_true(c.hi.x <= j[k].x0 || c.lo.x >= j[k].x1);
		assert_int_equal(nodes_back_caption_short(&b, R, 0, j, 4, &c),
		    0);
		assert_null(c.note);
		for (k = 0; k < 4; k++)
			assert_true(c.hi.x <= j[k].x0 || c.lo.x >= j[k].x1);
	}
	board_fini(&b);
}

/*
 * A 150 x 100 mm board at 9 players, whose circles are too small for some
 * names, with its centre node in a corner and an expedition at each of
 * p[0 .. n - 1], of a type whose name goes outside its circle (*ir: the
 * circles' radius, mm).
 */
static void
small_board(struct board *b, const struct rules *R, const struct vec2 *p,
    size_t n, double *ir)
{
	double icon_dy, size, name_dy;
	struct board_item it = { 0 };
	int t;

	board_clear(b);
	snprintf(b->id, sizeof(b->id), "lanternfall-000001");
	snprintf(b->rules, sizeof(b->rules), "lanternfall");
	b->seed = 1;
	b->players = 9;
	b->width = 150;
	b->height = 100;
	board_add_node(b, 20, 20, ROLE_CENTER, 0);
	*ir = nodes_rules(R)->item_radius * nodegraph_unit(b, R);
	for (t = 0; t < (int)nodes_rules(R)->nexpedition; t++) {
		const struct rules_item *e = &nodes_rules(R)->expedition[t];

		if (!nodes_back_item(R->font, *ir, text_width(R->font,
		    e->title[0] ? e->title : e->name, NODES_BACK_NAME_PT),
		    &icon_dy, &size, &name_dy))
			break;
	}
	assert_true(t < (int)nodes_rules(R)->nexpedition);
	it.type = t;
	for (; n > 0; n--, p++) {
		it.x = p->x;
		it.y = p->y;
		*VEC_PUSH(nodes_part(b)->expedition,
		    nodes_part(b)->nexpedition, nodes_part(b)->capexpedition) =
		    it;
	}
}

/* The ink of spot p's name, on the back. */
static void
ink(const struct nodes_back_spot *p, struct vec2 *lo, struct vec2 *hi)
{
	*lo = vec2(p->at.x + p->dx - p->half, p->at.y + p->dy - p->up);
	*hi = vec2(p->at.x + p->dx + p->half, p->at.y + p->dy + p->down);
}

/* The "expedition's back" mark of expedition i (board/mark.h). */
static struct board_mark
back_mark(const struct board *b, const struct rules *R, size_t i)
{
	struct board_mark *m, found = { 0 };
	size_t n, k;

	m = board_marks(b, R, NULL, &n);
	for (k = 0; k < n; k++)
		if (m[k].face && strcmp(m[k].what, "expedition's back") == 0 &&
		    m[k].index == i)
			found = m[k];
	free(m);
	assert_non_null(found.what);
	return found;
}

/*
 * Two circles 1.5 mm apart, the second just below the first on the back
 * (issue 33: "Ambush" over the "Flood" circle on a 9-player 150 x 100
 * board): the first's name below would meet the second's ring, so it
 * goes above its circle, clear of it; the second's stays below. On the
 * front the back's box of the first then keeps off the second circle
 * whichever way the sheet turns (the name is on the same side of it on
 * the front both ways).
 */
static void
a_name_that_meets_a_circle_goes_above(void **state)
{
	const struct rules *R = *state;
	struct nodes_back_spot s[2];
	struct board_mark m;
	struct vec2 p[2], lo, hi;
	struct board b;
	double ir, d;
	int flip;

	board_init(&b);
	for (flip = 0; flip < 2; flip++) {
		p[0] = vec2(75, 50);
		small_board(&b, R, p, 1, &ir);
		d = 2 * ir + 1.5;
		/* Below on the back: below on the front when the sheet turns
		 * sideways, above it when it turns top to bottom. */
		p[1] = vec2(75, flip ? 50 + d : 50 - d);
		small_board(&b, R, p, 2, &ir);
		assert_int_equal(nodes_back_place(&b, R, flip, s), 0);
		assert_near(s[1].at.y - s[0].at.y, d, 1e-9);
		/* Below, where the devlog puts it, the name meets the ring
		 * (the second's name is there below its own circle). */
		assert_int_equal(s[1].side, NODES_BACK_BELOW);
		ink(&s[1], &lo, &hi);
		assert_near(lo.y - s[1].at.y, ir + NODES_BACK_NAME_CLEAR, 1e-9);
		lo.y -= d;
		hi.y -= d;
		assert_true(geom_box_dist(s[1].at, lo, hi) < ir);
		/* It goes above, clear of the other circle. */
		assert_int_equal(s[0].side, NODES_BACK_ABOVE);
		assert_true(s[0].clear && s[1].clear);
		ink(&s[0], &lo, &hi);
		assert_near(s[0].at.y - hi.y, ir + NODES_BACK_NAME_CLEAR, 1e-9);
		assert_true(geom_box_dist(s[1].at, lo, hi) >
		    ir + NODES_BACK_NAME_CLEAR);
		/* What the marks say the back prints behind the front. */
		m = back_mark(&b, R, 0);
		if (flip)
			assert_true(m.y1 <= p[1].y - ir);
		else
			assert_true(m.y0 >= p[1].y + ir);
	}
	board_fini(&b);
}

/*
 * A circle with one 1.5 mm off each side: its name has no side clear of
 * them, under either turn, and clarity.overlap fails the board (it is made
 * again), naming the expedition. Moved off, the board passes.
 */
static void
no_clear_side_fails_the_board(void **state)
{
	struct rules key_off;
	const struct rules *R = &key_off;
	struct nodes_back_spot s[5];
	struct vec2 p[5];
	struct board b;
	char detail[256] = "";
	double ir, d;

	/* (Without the key, which needs a corner this board leaves.) */
	rules_copy(&key_off, (const struct rules *)*state);
	nodes_rules(&key_off)->key = RULES_KEY_NONE;
	board_init(&b);
	p[0] = vec2(75, 50);
	small_board(&b, R, p, 1, &ir);
	d = 2 * ir + 1.5;
	p[1] = vec2(75, 50 + d);
	p[2] = vec2(75, 50 - d);
	p[3] = vec2(75 + d, 50);
	p[4] = vec2(75 - d, 50);
	small_board(&b, R, p, 5, &ir);
	assert_true(nodes_back_place(&b, R, 0, s) >= 1);
	assert_false(s[0].clear);
	assert_true(nodes_back_place(&b, R, 1, s) >= 1);
	assert_false(s[0].clear);
	assert_int_equal(tu_check("nodes", "clarity.overlap")->fn(&b, R,
	    detail, sizeof(detail)), 0);
	assert_non_null(strstr(detail, "expedition 0's name"));
	assert_non_null(strstr(detail, "on the back has no side clear"));
	/* The one on the left farther off by the name's width: the left
	 * side is clear, and the name goes there. */
	p[4] = vec2(75 - d - 2 * s[0].half, 50);
	small_board(&b, R, p, 5, &ir);
	assert_int_equal(nodes_back_place(&b, R, 0, s), 0);
	assert_int_equal(s[0].side, NODES_BACK_LEFT);
	assert_int_equal(tu_check("nodes", "clarity.overlap")->fn(&b, R,
	    detail, sizeof(detail)), 1);
	board_fini(&b);
	rules_copy_fini(&key_off);
}

TEST_MAIN(tu_rules_setup, tu_rules_teardown,
    cmocka_unit_test(names_keep_inside_the_ring),
    cmocka_unit_test(caption_moves_off_a_circle),
    cmocka_unit_test(caption_keeps_off_joins),
    cmocka_unit_test(a_name_that_meets_a_circle_goes_above),
    cmocka_unit_test(no_clear_side_fails_the_board))
