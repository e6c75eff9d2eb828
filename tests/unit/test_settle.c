/*
 * test_settle.c: num_round3 against the deck's text, and board_settle
 * against the deck's round trip for every kind (tests/prop/settle_diff.h;
 * prop_settle takes over 1,000 boards a kind through it).
 */
#include <float.h>
#include <math.h>

#include "testutil.h"

#include "../prop/settle_diff.h"
#include "core/mem.h"
#include "core/num.h"

/* ref: v as the deck carries it: num_format's text read by strtod. */
static double
ref(double v)
{
	char buf[512];

	num_format(buf, sizeof(buf), v, 3);
	return strtod(buf, NULL);
}

/* same_bits: a and b the same double (NaN as NaN): 1, else 0. */
static int
same_bits(double a, double b)
{
	if (isnan(a) || isnan(b))
		return isnan(a) && isnan(b);
	return memcmp(&a, &b, sizeof(a)) == 0;
}

static uint64_t rng = 0x5e771e5e771e5e77ull;

static uint64_t
next(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

/* check_one: num_round3(v) is ref(v), and num_parse_double reads it so. */
static void
check_one(double v)
{
	char buf[512];
	double r = num_round3(v), p;

	if (!same_bits(r, ref(v)))
		fail_msg("num_round3(%.17g) = %.17g, the deck's text gives "
		    "%.17g", v, r, ref(v));
	num_format(buf, sizeof(buf), v, 3);
	if (num_parse_double(buf, &p) == 0 && !same_bits(r, p))
		fail_msg("num_round3(%.17g) = %.17g, num_parse_double(\"%s\") "
		    "= %.17g", v, r, buf, p);
}

/*
 * num_round3 is the double the deck's text reads back as, bit for bit,
 * over a million values of every magnitude the deck meets and beyond
 * (random bits too), the ties at the third decimal (k / 16, exact in
 * binary: 62.5 thousandths rounds away from zero), values a hair either
 * side of a printed tie (k / 1000 + 0.0005), both zeros, negatives, the
 * subnormals, the edge of the writer's fast case (1e12) and the largest
 * doubles, infinities and NaN.
 */
static void
num_round3_reads_as_the_deck(void **state)
{
	static const double special[] = { 0.0, -0.0, 0.0005, -0.0005,
		0.0004999999999999999, -0.0004999999999999999, 0.0015, -0.0015,
		0.0625, -0.0625, 1.0625, -2.1875, 2.675, -2.675, 1.0005,
		1e-300, -1e-300, DBL_MIN, -DBL_MIN, 4.9e-324, -4.9e-324,
		999999999999.9995, -999999999999.9995, 999999999999.99949,
		1e12, -1e12, 1e12 + 0.5, 1e12 + 0.0625, 4503599627370495.5,
		9007199254740993.0, 1e15, -1e15, 1e16, 1e20, -1e22, 1e300,
		DBL_MAX, -DBL_MAX, HUGE_VAL, -HUGE_VAL, NAN };
	size_t i;
	long k;

	(void)state;
	for (i = 0; i < sizeof(special) / sizeof(special[0]); i++)
		check_one(special[i]);
	/* Ties: k / 16 is exact; its thousandths end in .5 for odd k. */
	for (k = -200000; k <= 200000; k++)
		check_one((double)k / 16.0);
	/* A printed tie, k.xyz5, is a hair off in binary: either way. */
	for (k = -200000; k <= 200000; k++) {
		double v = (double)k / 1000.0 + 0.0005;

		check_one(v);
		check_one(nextafter(v, 0));
		check_one(nextafter(v, 1e300));
	}
	/* Random values from 1e-9 to 1e17, both signs. */
	for (i = 0; i < 1000000; i++) {
		uint64_t x = next();
		double m = (double)(x >> 11) / 9007199254740992.0;
		double v = m * pow(10.0, (double)(int)(x % 27) - 9);

		check_one(x & 1024 ? -v : v);
	}
	/* Random bit patterns: every exponent. */
	for (i = 0; i < 200000; i++) {
		uint64_t x = next();
		double v;

		memcpy(&v, &x, sizeof(v));
		check_one(v);
	}
}

/* What num_round3 gives, spelt out: never -0, ties away from zero. */
static void
num_round3_values(void **state)
{
	double z;

	(void)state;
	z = num_round3(-0.0004);
	assert_int_equal(signbit(z), 0);
	assert_true(z == 0);
	assert_int_equal(signbit(num_round3(-0.0)), 0);
	assert_true(num_round3(0.0625) == 0.063);
	assert_true(num_round3(-0.0625) == -0.063);
	assert_true(num_round3(12.3456789) == 12.346);
	assert_true(num_round3(-12.3454) == -12.345);
	assert_true(isinf(num_round3(HUGE_VAL)));
	assert_true(isnan(num_round3(NAN)));
}

/* The set-ups of this test: a few seeds each; prop_settle runs more. */
#define N 6
static const struct settle_setup setups[] = {
	{ "templates/rules/lanternfall.rules", NULL, "A4", 0, 4, "",
	    { NULL }, 1, N },
	{ "templates/rules/lanternfall.rules",
	    "templates/style/lanternfall-woodcut.style", "A3", 1, 9,
	    "thorns clockwork scissors voyage", { "--first-game", NULL },
	    700, N },
	{ "templates/rules/lanternfall.rules", "templates/style/lanternfall-ink"
	    ".style", "Letter", 0, 3, "wonders scissors", { NULL }, 5, N },
	{ "tests/data/mini.rules", NULL, "A5", 0, 2, "", { NULL }, 40, N },
	{ "templates/rules/tidewater.rules", NULL, "A4", 0, 4, "",
	    { NULL }, 1, N },
	{ "templates/rules/tidewater.rules",
	    "templates/style/tidewater-atlas.style", "Letter", 0, 8, "",
	    { "--scenario", "railways" }, 300, N },
	{ "templates/rules/tidewater.rules", NULL, "251.5555x181.3333", 1, 3,
	    "", { "--scenario", "rare_cargo" }, 90, N },
	{ "templates/rules/tidewater.rules", NULL, "A5", 1, 1, "",
	    { NULL }, 90, N },
	{ "templates/rules/cinderdeep.rules", NULL, "A4", 0, 1, "",
	    { NULL }, 1, N },
	{ "templates/rules/looks/cinderdeep-rooms.rules",
	    "templates/style/cinderdeep-art.style", "A3", 1, 6, "",
	    { NULL }, 20, N },
	{ "templates/rules/looks/cinderdeep-tunnels.rules", NULL, "A4", 0,
	    3, "", { NULL }, 50, N },
	{ "templates/rules/cinderdeep.rules", NULL, "301.0007x211.9996", 0,
	    2, "", { "--tunnels", "80", "--length", "10", "--floor",
	    "0.3337" }, 80, N },
	{ "tests/data/cinderdeep-starts.rules", NULL, "Letter", 0, 4, "",
	    { "--size", "30x20" }, 60, N },
	{ "tests/kinds/dots/dots.rules", NULL, "199.9995x150.0005", 0, 2,
	    "", { NULL }, 1, N },
	{ "tests/kinds/rings/rings.rules", NULL, "150x100", 0, 3, "",
	    { NULL }, 1, N },
};

/* run_kind: every set-up of kind through settle_diff: no difference. */
static void
run_kind(const char *kind)
{
	struct settle_diff sd;
	size_t i;

	memset(&sd, 0, sizeof(sd));
	for (i = 0; i < sizeof(setups) / sizeof(setups[0]); i++) {
		struct rules r;
		struct board b;

		/* The set-up's kind, from its rules. */
		board_init(&b);
		if (sd_rules(&setups[i], &r, &b) < 0)
			fail_msg("%s: cannot load", setups[i].rules);
		board_fini(&b);
		if (strcmp(kind_name(r.kind), kind) == 0)
			assert_int_equal(settle_diff_run(&setups[i], &sd), 0);
		rules_fini(&r);
	}
	if (sd.differ)
		fail_msg("%lu of %lu comparisons differ; the first: %s",
		    sd.differ, sd.compared, sd.first);
	assert_true(sd.boards > 0);
	assert_int_equal(sd.compared, 4 * sd.boards);
}

static void
settle_nodes(void **state)
{
	(void)state;
	run_kind("nodes");
}

static void
settle_transport(void **state)
{
	(void)state;
	run_kind("transport");
}

static void
settle_dungeon(void **state)
{
	(void)state;
	run_kind("dungeon");
}

static void
settle_test_kinds(void **state)
{
	(void)state;
	run_kind("dots");
	run_kind("rings");
}

/*
 * The test of the test: the same chain left unsettled differs from the
 * deck's round trip on every kind, at its first stage already.
 */
static void
unsettled_differs(void **state)
{
	static const size_t first[] = { 0, 6, 11, 13, 14 };
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(first) / sizeof(first[0]); i++) {
		struct settle_diff sd;

		memset(&sd, 0, sizeof(sd));
		sd.raw = 1;
		assert_int_equal(settle_diff_run(&setups[first[i]], &sd), 0);
		if (sd.differ == 0)
			fail_msg("%s: unsettled boards compared the same as "
			    "their round trip", setups[first[i]].rules);
		assert_non_null(strstr(sd.first, "after structure"));
	}
}

/* made: setup su's board of seed, made whole (validated) and settled. */
static void
made(const struct settle_setup *su, struct rules *r, struct board *b,
    uint64_t seed)
{
	struct board proto;
	struct regen_why rw;
	struct diag d;

	board_init(&proto);
	diag_init(&d);
	assert_int_equal(sd_rules(su, r, &proto), 0);
	make_start(b, &proto, seed);
	assert_int_equal(make_structure(b, r, make_attempts(r), &d), 0);
	make_content(b, r, &d);
	regen_board(b, r, 50, &rw);
	assert_int_equal(board_settle(b, r), 0);
	diag_fini(&d);
	board_fini(&proto);
}

/* ulp: x moved by one unit in the last place. */
static void
ulp(double *x)
{
	*x = nextafter(*x, HUGE_VAL);
}

/* differs: settle_compare sees a and b apart (the change is undone by
 * the caller). */
#define DIFFERS(a, b, what)                                                   \
	do {                                                                  \
		char why_[512];                                               \
		if (settle_compare((a), (b), why_, sizeof(why_)) == 0)        \
			fail_msg("the comparison missed %s", what);           \
	} while (0)
#define SAME(a, b)                                                            \
	do {                                                                  \
		char why_[512];                                               \
		if (settle_compare((a), (b), why_, sizeof(why_)) < 0)         \
			fail_msg("%s", why_);                                 \
	} while (0)
/* TRY(field, change): field changed, seen, put back. */
#define TRY(a, b, field, change)                                              \
	do {                                                                  \
		__typeof__(field) keep_ = (field);                            \
		change;                                                       \
		DIFFERS(a, b, #field);                                        \
		(field) = keep_;                                              \
		SAME(a, b);                                                   \
	} while (0)

/*
 * The comparison is no weaker than a field: two boards made alike and
 * settled compare the same, and one unit in the last place of a number,
 * a flag of 2 for 1, a reference moved, tell them apart.
 */
static void
compare_sees_each_field(void **state)
{
	struct rules r;
	struct board a, b;

	(void)state;
	board_init(&a);
	board_init(&b);
	/* nodes, with expeditions and resources (the expansions). */
	made(&setups[1], &r, &a, 700);
	rules_fini(&r);
	made(&setups[1], &r, &b, 700);
	SAME(&a, &b);
	TRY(&a, &b, a.width, ulp(&a.width));
	TRY(&a, &b, a.val.seat[0].score, ulp(&a.val.seat[0].score));
	TRY(&a, &b, a.val.seat[0].level, ulp(&a.val.seat[0].level));
	TRY(&a, &b, a.val.check[0].pass, a.val.check[0].pass = 2);
	TRY(&a, &b, a.val.attempts, a.val.attempts++);
	TRY(&a, &b, nodes_part(&a)->first_game,
	    nodes_part(&a)->first_game = 2);
	TRY(&a, &b, nodes_part(&a)->g.node[3].p.y,
	    ulp(&nodes_part(&a)->g.node[3].p.y));
	TRY(&a, &b, nodes_part(&a)->g.node[3].out[0],
	    nodes_part(&a)->g.node[3].out[0] ^= 1);
	TRY(&a, &b, nodes_part(&a)->node[0].sides,
	    nodes_part(&a)->node[0].sides |= 8);
	TRY(&a, &b, nodes_part(&a)->dot[0].angle,
	    ulp(&nodes_part(&a)->dot[0].angle));
	TRY(&a, &b, nodes_part(&a)->area.node[1],
	    nodes_part(&a)->area.node[1]++);
	TRY(&a, &b, nodes_part(&a)->resource[0].rotation,
	    ulp(&nodes_part(&a)->resource[0].rotation));
	TRY(&a, &b, nodes_part(&a)->expedition[0].slots,
	    nodes_part(&a)->expedition[0].slots++);
	TRY(&a, &b, nodes_part(&a)->tiny[1].angle,
	    ulp(&nodes_part(&a)->tiny[1].angle));
	rules_fini(&r);
	made(&setups[2], &r, &a, 5);
	rules_fini(&r);
	made(&setups[2], &r, &b, 5);
	SAME(&a, &b);
	TRY(&a, &b, nodes_part(&a)->landmark[0].rotation,
	    nodes_part(&a)->landmark[0].rotation = 1);
	TRY(&a, &b, nodes_part(&a)->landmark[0].x,
	    ulp(&nodes_part(&a)->landmark[0].x));
	rules_fini(&r);
	/* transport */
	made(&setups[5], &r, &a, 300);
	rules_fini(&r);
	made(&setups[5], &r, &b, 300);
	SAME(&a, &b);
	TRY(&a, &b, a.cell, ulp(&a.cell));
	TRY(&a, &b, a.terrain[5], a.terrain[5] ^= 1);
	TRY(&a, &b, transport_part(&a)->tree[7],
	    transport_part(&a)->tree[7] = 2);
	TRY(&a, &b, transport_part(&a)->city[0].airport,
	    transport_part(&a)->city[0].airport = 2);
	TRY(&a, &b, transport_part(&a)->city[1].capital,
	    transport_part(&a)->city[1].capital = -2);
	TRY(&a, &b, transport_part(&a)->route[0].start,
	    transport_part(&a)->route[0].start++);
	TRY(&a, &b, transport_part(&a)->rcell[2],
	    transport_part(&a)->rcell[2]++);
	TRY(&a, &b, transport_part(&a)->scenario,
	    transport_part(&a)->scenario = -2);
	rules_fini(&r);
	/* dungeon, with a floor target */
	made(&setups[11], &r, &a, 80);
	rules_fini(&r);
	made(&setups[11], &r, &b, 80);
	SAME(&a, &b);
	TRY(&a, &b, dungeon_part(&a)->floor, ulp(&dungeon_part(&a)->floor));
	TRY(&a, &b, dungeon_part(&a)->feature[0].type,
	    dungeon_part(&a)->feature[0].type = 5);
	rules_fini(&r);
	/* rings */
	made(&setups[14], &r, &a, 1);
	rules_fini(&r);
	made(&setups[14], &r, &b, 1);
	SAME(&a, &b);
	TRY(&a, &b, rings_part(&a)->gap, ulp(&rings_part(&a)->gap));
	TRY(&a, &b, rings_part(&a)->ring[0].r, ulp(&rings_part(&a)->ring[0].r));
	rules_fini(&r);
	board_fini(&a);
	board_fini(&b);
}

/* bend_common: numbers off the deck's grain, flags other than 0 and 1. */
static void
bend_common(struct board *b)
{
	b->width += 0.000371;
	b->height -= 0.000449;
	if (b->val.nseat) {
		b->val.seat[0].score += 0.0004999;
		b->val.seat[0].level = -1;
	}
	if (b->val.ncheck)
		b->val.check[0].pass = 3;
	b->val.pass = b->val.pass ? 5 : 0;
}

static void
bend_nodes(struct board *b, const struct rules *r)
{
	struct nodes_part *p = nodes_part(b);

	bend_common(b);
	p->first_game = 7;
	b->cols = 5;
	b->rows = 4;
	b->cell = 1.2345;
	p->node[1].sides = SIDE_TOP | SIDE_BOTTOM;
	p->node[2].type = 1000;
	p->node[3].mission = -7;
	p->node[4].number = -3;
	p->g.node[5].p.x += 0.0004999;
	p->dot[0].angle += 0.0003;
	if (p->nexpedition) {
		p->expedition[0].rotation = 1.25;
		p->expedition[0].x -= 0.0005001;
	}
	if (p->nlandmark) {
		p->landmark[0].rotation = 0.5;
		p->landmark[0].slots = 3;
	}
	if (p->nresource) {
		p->resource[0].slots = 2;
		p->resource[0].rotation += 0.0001;
	}
	if (p->ntiny)
		p->tiny[0].angle += 0.0001;
}

static void
bend_transport(struct board *b, const struct rules *r)
{
	struct transport_part *p = transport_part(b);
	uint32_t *v;
	size_t i, at = 0;

	bend_common(b);
	b->cell += 0.00041;
	p->scenario = 1000;
	p->tree[0] = 100;
	p->tree[1] = -5;
	p->city[0].capital = -4;
	p->city[1].airport = 9;
	/* The routes' cells backwards, a cell apart. */
	v = mem_alloc((p->nrcell + p->nroute) * sizeof(*v));
	for (i = p->nroute; i-- > 0;) {
		v[at++] = 0;
		memcpy(v + at, &p->rcell[p->route[i].start],
		    p->route[i].len * sizeof(*v));
		p->route[i].start = (uint32_t)at;
		at += p->route[i].len;
	}
	free(p->rcell);
	p->rcell = v;
	p->caprcell = p->nrcell = at;
}

/* bend_no_trees: a map without its array of trees (none made yet). */
static void
bend_no_trees(struct board *b, const struct rules *r)
{
	free(transport_part(b)->tree);
	transport_part(b)->tree = NULL;
	transport_part(b)->captree = 0;
}

static void
bend_dungeon(struct board *b, const struct rules *r)
{
	bend_common(b);
	b->cell += 0.00029;
	dungeon_part(b)->floor = 0.33337;
}

/* bend_floorless: a floor target of 0, below 0, and no validation. */
static void
bend_floorless(struct board *b, const struct rules *r)
{
	dungeon_part(b)->floor = -0.25;
	b->val.present = 0;
}

static void
bend_dots(struct board *b, const struct rules *r)
{
	bend_common(b);
	dots_part(b)->cell = 10.0004;
	b->cols = b->rows = 3;
	b->cell = 2;
}

static void
bend_rings(struct board *b, const struct rules *r)
{
	bend_common(b);
	rings_part(b)->gap = 3.00049;
	rings_part(b)->ring[0].lit = 4;
	rings_part(b)->ring[1].x += 0.0004999;
}

/*
 * mend: set-up su's board of seed, made alike twice, bent alike (bend),
 * one settled, the other taken through the deck: the same.
 */
static void
mend(const struct settle_setup *su, uint64_t seed,
    void (*bend)(struct board *, const struct rules *))
{
	struct rules r;
	struct board a, b, p;
	char why[512];

	board_init(&a);
	board_init(&b);
	board_init(&p);
	made(su, &r, &a, seed);
	rules_fini(&r);
	made(su, &r, &b, seed);
	bend(&a, &r);
	bend(&b, &r);
	assert_int_equal(settle_round_trip(&b, &r, &p), 0);
	assert_int_equal(board_settle(&a, &r), 0);
	if (settle_compare(&a, &p, why, sizeof(why)) < 0 ||
	    settle_text_compare(&a, &p, &r, why, sizeof(why)) < 0)
		fail_msg("%s, seed %llu: %s", su->rules,
		    (unsigned long long)seed, why);
	rules_fini(&r);
	board_fini(&a);
	board_fini(&b);
	board_fini(&p);
}

/*
 * What the reader mends, settling mends the same way, though no board
 * the tools make needs it (their numbers already on the deck's grain
 * where the deck rounds none, their flags 0 or 1): numbers a hair off,
 * flags of 2 and more, references the writer leaves out, a side too
 * many, what a kind does not write (a grid, a rotation, slots), routes'
 * cells out of order, a map without its trees, no validation.
 */
static void
settle_mends_as_the_reader(void **state)
{
	(void)state;
	mend(&setups[2], 5, bend_nodes);
	mend(&setups[1], 700, bend_nodes);
	mend(&setups[4], 1, bend_transport);
	mend(&setups[4], 2, bend_no_trees);
	mend(&setups[8], 1, bend_dungeon);
	mend(&setups[8], 2, bend_floorless);
	mend(&setups[13], 1, bend_dots);
	mend(&setups[14], 1, bend_rings);
}

TEST_MAIN(NULL, NULL, cmocka_unit_test(num_round3_reads_as_the_deck),
    cmocka_unit_test(num_round3_values), cmocka_unit_test(settle_nodes),
    cmocka_unit_test(settle_transport), cmocka_unit_test(settle_dungeon),
    cmocka_unit_test(settle_test_kinds),
    cmocka_unit_test(unsettled_differs),
    cmocka_unit_test(compare_sees_each_field),
    cmocka_unit_test(settle_mends_as_the_reader))
