/*
 * test_nodes_caption.c: where a nodes board's caption goes (nodes/caption.c):
 * under the centre node when that is free, else the nearest free place, and
 * nowhere (clarity.overlap fails) when the board has none.
 */
#include "testutil.h"

#include <math.h>
#include <string.h>

#include "board/check.h"
#include "board/kind.h"
#include "nodes/caption.h"
#include "nodes/measure.h"
#include "nodes/part.h"
#include "nodes/rules.h"

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

static void
under_the_centre_when_free(void **state)
{
	const struct rules *R = *state;
	struct nodes_caption c;
	struct board b;

	board_init(&b);
	bare(&b, 297, 210, 148.5, 105);
	assert_int_equal(nodes_caption_place(&b, R, &c), 0);
	assert_near(c.x, 148.5, 1e-9);
	assert_true(c.y > 105);
	/* Its patch holds the longest text: id, seed, rules and a page. */
	assert_true(c.hi.x - c.lo.x > 40);
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

/* overlap: the clarity.overlap check of the nodes kind. */
static const struct check *
overlap(void)
{
	const struct check *t;
	size_t n, i;

	t = check_table(kind_parse("nodes"), &n);
	for (i = 0; i < n; i++)
		if (strcmp(t[i].id, "clarity.overlap") == 0)
			return &t[i];
	fail_msg("no clarity.overlap");
	return NULL;
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
	assert_int_equal(overlap()->fn(&b, R, detail, sizeof(detail)), 0);
	assert_non_null(strstr(detail, "the caption"));
	board_fini(&b);
	rules_copy_fini(&key_off);
}

TEST_MAIN(tu_rules_setup, tu_rules_teardown,
    cmocka_unit_test(under_the_centre_when_free),
    cmocka_unit_test(moves_off_a_node),
    cmocka_unit_test(nowhere_on_a_full_board))
