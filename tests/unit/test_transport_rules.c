/* test_transport_rules.c: the transport rules file and its mistakes. */
#include "transport_util.h"

#include <stdlib.h>

#include "board/kind.h"
#include "board/limits.h"
#include "transport/limits.h"
#include "transport/map.h"
#include "transport/rules.h"

static char *text;
static size_t len;

static int
setup(void **state)
{
	FILE *f = fopen(TT_RULES, "rb");

	if (!f)
		return -1;
	text = malloc(1 << 16);
	len = fread(text, 1, (1 << 16) - 1, f);
	text[len] = '\0';
	fclose(f);
	return 0;
}

static int
teardown(void **state)
{
	free(text);
	return 0;
}

static void
defaults(void **state)
{
	struct rules r;
	const struct rules_transport *t;

	assert_int_equal(tt_rules(&r), 0);
	t = transport_rules(&r);
	assert_string_equal(r.id, "tidewater");
	assert_int_equal(r.kind, kind_parse("transport"));
	assert_int_equal(r.players_min, 1);
	assert_int_equal(r.players_max, 8);
	assert_near(t->cell[1], 10.24, 1e-9);
	assert_near(t->cell[8], 5.12, 1e-9);
	assert_int_equal(t->cities[1], 6);
	assert_int_equal(t->cities[8], 20);
	assert_int_equal(t->exclusion[8], 5);
	assert_int_equal(t->border[8], 4);
	assert_near(t->water, -0.1, 1e-9);
	assert_near(t->mountain, 0.9, 1e-9);
	assert_near(t->merge_prob, 0.05, 1e-9);
	assert_int_equal(t->nscenario, 3);
	assert_int_equal(t->default_scenario.index, 0);
	assert_int_equal(t->nroute, 3);
	assert_int_equal(t->ngood, 7);
	/* Rare goods appear from the third scenario on. */
	assert_int_equal(t->good[tt_good(&r, "amber")].from.index, 2);
	assert_int_equal(t->good[tt_good(&r, "salt")].from.index, 0);
	assert_true(t->nplayer >= 8);
	rules_fini(&r);
}

/* line_of: the line of the default file where needle starts. */
static unsigned
line_of(const char *needle)
{
	const char *p = strstr(text, needle), *q;
	unsigned line = 1;

	assert_non_null(p);
	for (q = text; q < p; q++)
		line += *q == '\n';
	return line;
}

/*
 * load_variant: the default file with its line starting with old made
 * new; the load must fail with a message naming "bad.rules", the line
 * (that line, or at, when not 0) and containing want.
 */
static void
load_variant(const char *old, const char *new, unsigned at,
    const char *want)
{
	char *s = malloc(len + strlen(new) + 2), *p, *e, head[64], buf[512];
	struct rules r;
	struct diag d;
	unsigned line = line_of(old);
	size_t k;

	p = strstr(text, old);
	e = strchr(p, '\n');
	memcpy(s, text, (size_t)(p - text));
	strcpy(s + (p - text), new);
	strcat(s, e);
	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_text(&r, s, strlen(s), "bad.rules", 1,
	    NULL, &d), -1);
	assert_true(d.n >= 1);
	snprintf(head, sizeof(head), "bad.rules:%u: ", at ? at : line);
	for (k = 0; k < d.n; k++) {
		diag_format(&d.v[k], buf, sizeof(buf));
		if (strncmp(buf, head, strlen(head)) == 0 && strstr(buf, want))
			break;
	}
	if (k == d.n)
		fail_msg("got \"%s\", wanted \"%s…%s\"", buf, head, want);
	diag_fini(&d);
	rules_fini(&r);
	free(s);
}

static void
point_range_out_of_order(void **state)
{
	load_variant("points  2 4", "points  4 2", 0,
	    "points: 4 2 must be in order");
}

static void
thresholds_out_of_order(void **state)
{
	load_variant("mountain   0.9", "mountain   0.3", 0,
	    "mountain 0.3 must be above high 0.5");
	load_variant("deep      -0.7", "deep      0.2",
	    line_of("water     -0.1"), "water -0.1 must be above deep 0.2 (line");
}

static void
unknown_scenario(void **state)
{
	load_variant("from    rare_cargo", "from    rare_carg0", 0,
	    "scenario \"rare_carg0\" names no [scenario rare_carg0]");
	load_variant("scenario        harbour", "scenario        harbor", 0,
	    "scenario \"harbor\" names no [scenario harbor]");
	load_variant("routes     boat road rail", "routes     boat road tram",
	    0, "route type \"tram\" names no [route tram]");
}

static void
too_few_name_parts(void **state)
{
	load_variant("prefixes  ", "prefixes  Amber Brine Copper Dusk Ember "
	    "Fallow Gull Heron Iron Juniper Kelp Lantern Marrow Nettle Otter "
	    "Pebble Quill Rush Sable", 0,
	    "names: 19 prefixes, but boards of up to 20 cities need one each");
	load_variant("suffixes  ", "suffixes  ford ford", 0,
	    "\"ford\" is listed twice");
}

/*
 * The goods must fit on the board with the fewest cities, whichever
 * player count has it (not only the smallest count).
 */
static void
too_few_cities_for_the_goods(void **state)
{
	load_variant("cities          ", "cities          6 2 10 12 14 16 18 "
	    "20", line_of("[scenario harbour]"), "scenario harbour: 4 goods "
	    "2 times each need 8 wants, but a 2-player board's 2 cities take "
	    "at most 3");
}

static void
other_mistakes(void **state)
{
	load_variant("players  1 8", "players  1 9", 0,
	    "transport boards take 1 to 8 players");
	load_variant("cell            ", "cell            10 9 8", 0,
	    "cell: 8 values are needed");
	load_variant("medium  land\nstyle   solid", "medium  water",
	    line_of("[scenario harbour]"), "scenario harbour: no land route");
}

/*
 * The reference game's values: [play] and each route type's speed, by
 * default (boats 2 cells a turn, roads 3, railways 5) and as a file sets
 * them; a load that takes no time (a game could then stand still) is
 * refused.
 */
static void
play_values(void **state)
{
	static const char more[] = "\n[play]\ntarget 0.6\nturns 90\n"
	    "flight 2\nload 2\ndelay 0\nshown 2\nbonus no\nspread 0.2\n"
	    "[route tram]\nmedium land\nstyle dotted\nspeed 7.5\n";
	struct rules r;
	const struct rules_transport *t;
	struct diag d;
	const char *p, *e;
	char *s;
	size_t n;

	assert_int_equal(tt_rules(&r), 0);
	t = transport_rules(&r);
	assert_near(t->route[tt_type(&r, "boat")].speed, 2, 1e-9);
	assert_near(t->route[tt_type(&r, "road")].speed, 3, 1e-9);
	assert_near(t->route[tt_type(&r, "rail")].speed, 5, 1e-9);
	assert_near(t->play_target, 1, 1e-9);
	assert_int_equal(t->play_turns, 200);
	assert_int_equal(t->play_flight, 4);
	assert_int_equal(t->play_load, 1);
	assert_int_equal(t->play_delay, 3);
	assert_near(t->play_shown, 0.5, 1e-9);
	assert_int_equal(t->play_bonus, 1);
	assert_near(t->play_spread, 0.15, 1e-9);
	rules_fini(&r);

	/* the shipped file's own [play] left out: the test sets its own */
	s = malloc(len + sizeof(more));
	p = strstr(text, "\n[play]\n");
	assert_non_null(p);
	e = strstr(p + 1, "\n[");
	assert_non_null(e);
	n = (size_t)(p - text);
	memcpy(s, text, n);
	memcpy(s + n, e, len - (size_t)(e - text));
	n += len - (size_t)(e - text);
	memcpy(s + n, more, sizeof(more));
	rules_init(&r);
	diag_init(&d);
	assert_int_equal(rules_load_text(&r, s, strlen(s), "play.rules", 1,
	    NULL, &d), 0);
	t = transport_rules(&r);
	assert_near(t->play_target, 0.6, 1e-9);
	assert_int_equal(t->play_turns, 90);
	assert_int_equal(t->play_flight, 2);
	assert_int_equal(t->play_load, 2);
	assert_int_equal(t->play_delay, 0);
	assert_near(t->play_shown, 2, 1e-9);
	assert_int_equal(t->play_bonus, 0);
	assert_near(t->play_spread, 0.2, 1e-9);
	assert_near(t->route[tt_type(&r, "tram")].speed, 7.5, 1e-9);
	assert_near(t->route[tt_type(&r, "road")].speed, 3, 1e-9);
	diag_fini(&d);
	rules_fini(&r);
	free(s);
	load_variant("unbox_passes    10", "unbox_passes 10\n[play]\nload 0",
	    line_of("unbox_passes    10") + 2, "load");
}

/* paper: board b for players on a w x h mm paper called name. */
static void
paper(struct board *b, uint32_t players, double w, double h,
    const char *name)
{
	b->players = players;
	b->width = w;
	b->height = h;
	snprintf(b->paper, sizeof(b->paper), "%s", name);
}

/*
 * What a paper can serve (issue 33): its cells shrink on a paper narrower
 * than cell_side, to cell_min at least; its room is the densest packing
 * of the cities' exclusion squares inside the border and off the legend;
 * a set-up over the crowding, or under cell_min, is refused in one line.
 */
static void
paper_fit(void **state)
{
	struct rules r;
	struct board b;
	struct diag d;
	double want;

	assert_int_equal(tt_rules(&r), 0);
	board_init(&b);
	paper(&b, 3, 210, 148, "A5");
	assert_near(transport_cell_size(&b, &r, &want), 5.41, 1e-9);
	assert_near(want, 5.41, 1e-9);
	paper(&b, 3, 279.4, 215.9, "Letter");
	assert_near(transport_cell_size(&b, &r, NULL), 7.68, 1e-9);
	/* 150x100 at 1 player: 10.24 mm would be 4.88, under 5. */
	paper(&b, 1, 150, 100, "150x100");
	assert_near(transport_cell_size(&b, &r, &want), 5, 1e-9);
	assert_near(want, 4.88, 1e-9);
	/* A4 at 4 players without a legend: 46 x 32 cells, 38 x 24 inside
	 * the border, squares 5 cells apart: 8 x 5. */
	paper(&b, 4, 297, 210, "A4");
	transport_rules(&r)->legend_w = 0;
	assert_int_equal(transport_room(&r, &b), 40);
	/* A legend 40 mm tall at least (the shipped one is as tall as its
	 * lines, which may leave every square) takes some. */
	transport_rules(&r)->legend_w = 60;
	transport_rules(&r)->legend_h = 40;
	assert_true(transport_room(&r, &b) < 40);
	transport_rules(&r)->legend_h = 0;
	diag_init(&d);
	assert_int_equal(transport_limits(&r, &b, &d), 0);
	paper(&b, 4, 150, 100, "150x100");
	assert_int_equal(transport_limits(&r, &b, &d), -1);
	assert_int_equal(d.n, 1);
	assert_non_null(strstr(d.v[0].msg, "4 players on 150x100: 12 cities"));
	assert_non_null(strstr(d.v[0].msg, "[limits.fit]"));
	diag_fini(&d);
	diag_init(&d);
	paper(&b, 1, 150, 100, "150x100");
	assert_int_equal(transport_limits(&r, &b, &d), -1);
	assert_non_null(strstr(d.v[0].msg, "under cell_min 5"));
	diag_fini(&d);
	board_fini(&b);
	rules_fini(&r);
}

/*
 * ref_room: transport_room as it was before issue 34's second round (a
 * scan of 2 ex + 1 columns a cell), the reference for room_counted.
 */
static int
ref_near_legend(const struct board *b, const double box[4], int cols,
    int rows, double cell, int c, int r)
{
	double x = (b->width - cols * cell) / 2 + c * cell;
	double y = (b->height - rows * cell) / 2 + r * cell;

	if (box[2] <= 0 || box[3] <= 0)
		return 0;
	return x < box[0] + box[2] + cell && x + cell > box[0] - cell &&
	    y < box[1] + box[3] + cell && y + cell > box[1] - cell;
}

static unsigned
ref_room(const struct rules *r, const struct board *b)
{
	const struct rules_transport *t = transport_rules(r);
	int p = limit_per_player(b), ex = t->exclusion[p], bo = t->border[p];
	int cols, rows, c, row, k;
	unsigned room = 0;
	double cell, box[4];
	int *last;

	transport_grid(b, r, &cols, &rows, &cell);
	transport_legend_box(b, r, box);
	last = malloc((size_t)cols * sizeof(*last) + 1);
	for (c = 0; c < cols; c++)
		last[c] = -ex - 1;
	for (row = bo; row < rows - bo; row++)
		for (c = bo; c < cols - bo; c++) {
			if (ref_near_legend(b, box, cols, rows, cell, c, row))
				continue;
			for (k = c - ex < 0 ? 0 : c - ex; k <= c + ex &&
			     k < cols; k++)
				if (row - last[k] <= ex)
					break;
			if (k <= c + ex && k < cols)
				continue;
			last[c] = row;
			room++;
		}
	free(last);
	return room;
}

/*
 * The room's count (a window of columns slid along each row) equals the
 * reference on every player count, papers from 150 x 100 to A3 both
 * ways, with and without a legend, every exclusion and border from 0 to 5.
 */
static void
room_counted(void **state)
{
	static const double sizes[][2] = { { 150, 100 }, { 210, 148 },
		{ 297, 210 }, { 210, 297 }, { 279.4, 215.9 }, { 420, 297 },
		{ 200, 200 }, { 420, 100 } };
	static const double legend[][2] = { { 0, 0 }, { 60, 40 },
		{ 120, 80 } };
	struct rules r;
	struct board b;
	size_t s, l;
	uint32_t players;
	int ex, bo, p;

	assert_int_equal(tt_rules(&r), 0);
	board_init(&b);
	for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++)
		for (l = 0; l < sizeof(legend) / sizeof(legend[0]); l++)
			for (players = 1; players <= 9; players++)
				for (ex = 0; ex <= 5; ex++)
					for (bo = 0; bo <= 5; bo += 5) {
						paper(&b, players, sizes[s][0],
						    sizes[s][1], "test");
						p = limit_per_player(&b);
						transport_rules(&r)->legend_w =
						    legend[l][0];
						transport_rules(&r)->legend_h =
						    legend[l][1];
						transport_rules(&r)->exclusion[
						    p] = ex;
						transport_rules(&r)->border[p] =
						    bo;
						assert_int_equal(
						    transport_room(&r, &b),
						    ref_room(&r, &b));
					}
	board_fini(&b);
	rules_fini(&r);
}

TEST_MAIN(setup, teardown,
    cmocka_unit_test(defaults),
    cmocka_unit_test(point_range_out_of_order),
    cmocka_unit_test(thresholds_out_of_order),
    cmocka_unit_test(unknown_scenario),
    cmocka_unit_test(too_few_name_parts),
    cmocka_unit_test(too_few_cities_for_the_goods),
    cmocka_unit_test(other_mistakes),
    cmocka_unit_test(play_values),
    cmocka_unit_test(paper_fit),
    cmocka_unit_test(room_counted))
