/*
 * test_nodes_back.c: the back of an expedition board (nodes/back.c): each
 * type's name keeps inside its circle's ring with the icon above it, and
 * the back's caption covers no circle, whichever way the sheet turns.
 */
#include "testutil.h"

#include <math.h>

#include "board/mark.h"
#include "core/mem.h"
#include "nodes/back.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/rules.h"
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
		assert_near(c.y, b.height - m - 1, 1e-9);
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
	/* Joins every 60 mm leave the whole caption no room; without its
	 * note it fits between two. */
	{
		struct board_mark j[4];
		int k;

		for (k = 0; k < 4; k++)
			j[k] = (struct board_mark){ 59 + 60.0 * k, 0,
				61 + 60.0 * k, 210, 0, "join", (size_t)k, 0, 0 };
		assert_int_equal(nodes_back_caption(&b, R, 0, j, 4, &c), -1);
		assert_int_equal(nodes_back_caption_short(&b, R, 0, j, 4, &c),
		    0);
		for (k = 0; k < 4; k++)
			assert_true(c.hi.x <= j[k].x0 || c.lo.x >= j[k].x1);
	}
	board_fini(&b);
}

TEST_MAIN(tu_rules_setup, tu_rules_teardown,
    cmocka_unit_test(names_keep_inside_the_ring),
    cmocka_unit_test(caption_moves_off_a_circle),
    cmocka_unit_test(caption_keeps_off_joins))
