/* test_impose.c: the press sheet's grid, the boards' order on it, and
 * the backs' matrices (print/impose.h). */
#include "testutil.h"

#include "impose/impose.h"

#define MM IMPOSE_MM

static struct impose_opt
sra3(void)
{
	return (struct impose_opt){ 320, 450, 10, 5, 0, IMPOSE_STACK,
	    IMPOSE_TURN, NULL, NULL };
}

static void
grid(void **state)
{
	struct impose_opt o = sra3();
	struct impose_fit f;
	double x, y;

	(void)state;
	/* A4 landscape with 3 mm bleed: 2 upright, in one column. */
	assert_int_equal(impose_fit(&f, &o, 303 * MM, 216 * MM), 2);
	assert_int_equal(f.turned, 0);
	assert_int_equal(f.cols, 1);
	/* Centred: 8.5 mm each side, 1.5 mm above the grip. */
	assert_near(f.x0, 8.5 * MM, 1e-9);
	assert_near(f.y0, 11.5 * MM, 1e-9);
	impose_cell(&f, 0, &x, &y); /* position 1: the top */
	assert_near(y, (11.5 + 216) * MM, 1e-9);
	/* A5 landscape: 2 upright, 4 turned. */
	assert_int_equal(impose_fit(&f, &o, 216 * MM, 154 * MM), 4);
	assert_int_equal(f.turned, 1);
	/* A gutter takes room: 4 mm between two A4s is more than is left. */
	o.gutter = 4;
	assert_int_equal(impose_fit(&f, &o, 303 * MM, 216 * MM), 1);
	/* Tumble keeps the grip at the head too. */
	o = sra3();
	o.turn = IMPOSE_TUMBLE;
	assert_int_equal(impose_fit(&f, &o, 303 * MM, 216 * MM), 1);
	/* Too large: none. */
	assert_int_equal(impose_fit(&f, &o, 500 * MM, 500 * MM), 0);
}

static void
order(void **state)
{
	(void)state;
	/* 1,000 boards 4-up: sheet 1 carries 1, 251, 501, 751. */
	assert_int_equal(impose_board(IMPOSE_STACK, 1000, 4, 0, 0), 0);
	assert_int_equal(impose_board(IMPOSE_STACK, 1000, 4, 0, 1), 250);
	assert_int_equal(impose_board(IMPOSE_STACK, 1000, 4, 0, 3), 750);
	assert_int_equal(impose_board(IMPOSE_STACK, 1000, 4, 249, 3), 999);
	assert_int_equal(impose_board(IMPOSE_PLAIN, 1000, 4, 1, 2), 6);
	/* 10 boards 4-up over 3 sheets: the last stack is short. */
	assert_int_equal(impose_board(IMPOSE_STACK, 10, 4, 0, 3), 9);
	assert_int_equal(impose_board(IMPOSE_STACK, 10, 4, 1, 3), -1);
	assert_int_equal(impose_board(IMPOSE_PLAIN, 10, 4, 2, 2), -1);
}

/* behind: back point (bx, by) of a board placed by front, turned over
 * as turn says on a w x h sheet, lands on the front's (fx, fy). */
static void
behind(struct impose_mat front, struct impose_mat back, double bx,
    double by, double fx, double fy, enum impose_turn turn, double w,
    double h)
{
	impose_apply(back, &bx, &by);
	if (turn == IMPOSE_TURN)
		bx = w - bx;
	else
		by = h - by;
	impose_apply(front, &fx, &fy);
	assert_near(bx, fx, 1e-9);
	assert_near(by, fy, 1e-9);
}

static void
backs(void **state)
{
	struct impose_opt o = sra3();
	struct impose_fit f;
	const double bb[4] = { 0, 0, 100, 60 }, tb[4] = { 5, 5, 95, 55 };
	struct impose_mat m, b;
	int turned, t;

	(void)state;
	for (turned = 0; turned < 2; turned++)
		for (t = 0; t < 2; t++) {
			impose_fit(&f, &o, 100, 60);
			f.turned = turned;
			m = impose_front(&f, bb, 40, 70);
			/* A landscape board's back: flipped top to bottom. */
			b = impose_back(m, tb, 0, t, 900, 1200);
			behind(m, b, 20, 10, 20, 60 - 10, t, 900, 1200);
			/* A portrait one's: left to right. */
			b = impose_back(m, tb, 1, t, 900, 1200);
			behind(m, b, 20, 10, 100 - 20, 10, t, 900, 1200);
		}
	/* A front turned a quarter left. */
	f.turned = 1;
	m = impose_front(&f, bb, 40, 70);
	assert_near(m.b, 1, 1e-12);
	assert_near(m.c, -1, 1e-12);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(grid),
    cmocka_unit_test(order),
    cmocka_unit_test(backs))
