/*
 * label.h: where a transport map prints each city's marks (its
 * square or circle, its name, the goods it wants, an airport's plane, a
 * capital's bonus), so the drawing and validate's clarity.labels check
 * share one geometry.
 */
#ifndef BP_TRANSLABEL_H
#define BP_TRANSLABEL_H

#include <stddef.h>

#include "board/board.h"
#include "board/rules.h"

#define TRANSLABEL_NAME_PT 7.0
#define TRANSLABEL_GOOD_PT 6.0
/* A start bonus, white on a black disc: reversed text, so 7 pt (print.md). */
#define TRANSLABEL_BONUS_PT 7.0

/* A box on the page, mm: left, top, right, bottom. */
struct translabel_box {
	double x0, y0, x1, y1;
};

enum { TRANSLABEL_MARKER, TRANSLABEL_NAME, TRANSLABEL_GOOD,
	TRANSLABEL_PLANE, TRANSLABEL_BONUS };

struct translabel {
	double x, y;          /* the city's centre */
	double rad;           /* half the marker's size */
	int capital;          /* drawn as a capital (a square) */
	double name_y;        /* the name's baseline, centred on x */
	double good_y[BOARD_WANTS]; /* each good's baseline, centred on x */
	char good[BOARD_WANTS][96]; /* each good's text: "Tea 4" */
	double plane_x, plane_y, plane_size; /* an airport's plane */
	int bonus;            /* the seat's bonus (0: none drawn) */
	double bonus_x, bonus_y, bonus_r;
	/* Every mark's box, and what it is (TRANSLABEL_*). */
	struct translabel_box box[4 + BOARD_WANTS];
	int what[4 + BOARD_WANTS];
	size_t nbox;
};

/* translabel_city: the marks of city i of b. */
void translabel_city(const struct board *b, const struct rules *r, size_t i,
    struct translabel *l);

/* translabel_overlap: do boxes a and b share more than an edge? */
int translabel_overlap(const struct translabel_box *a,
    const struct translabel_box *b);

#endif
