/* deck.c: the attributes and elements of a dungeon board. */
#include <stdio.h>
#include <string.h>

#include "board/settle.h"
#include "core/mem.h"
#include "core/num.h"
#include "deck/kind.h"
#include "dungeon/map.h"
#include "dungeon/part.h"
#include "dungeon/rules.h"

static void
dungeon_write_attrs(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	deck_grid_write_attrs(dw, b);
	deckw_attru(dw, "tunnels", 0, (uint64_t)dungeon_part(b)->tunnels);
	deckw_attru(dw, "length", 0, (uint64_t)dungeon_part(b)->length);
	if (dungeon_part(b)->floor > 0)
		deckw_attrn(dw, "floor", dungeon_part(b)->floor);
}

static void
dungeon_write(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	size_t i;

	deck_grid_write_terrain(dw, b);
	if (dungeon_part(b)->nfeature == 0)
		return;
	deckw_open(dw, 2, "features");
	deckw_close_open(dw);
	for (i = 0; i < dungeon_part(b)->nfeature; i++) {
		deckw_open(dw, 3, "feature");
		deckw_attr(dw, "type", dungeon_feature_name(r,
		    dungeon_part(b)->feature[i].type));
		deckw_attru(
		    dw, "col", 0, (uint64_t)dungeon_part(b)->feature[i].col);
		deckw_attru(
		    dw, "row", 0, (uint64_t)dungeon_part(b)->feature[i].row);
		deckw_close_empty(dw);
	}
	deckw_end(dw, 2, "features");
}

static int
dungeon_read_board(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	int64_t v;
	double fl;

	if (deck_grid_read_attrs(dr, b, n) < 0)
		return -1;
	if (deckr_int(dr, n, "tunnels", 1, DUNGEON_MAX_TUNNELS, &v) < 0)
		return -1;
	dungeon_part(b)->tunnels = (int)v;
	if (deckr_int(dr, n, "length", 1, DUNGEON_MAX_SIDE, &v) < 0)
		return -1;
	dungeon_part(b)->length = (int)v;
	if (deckr_get(n, "floor")) {
		if (deckr_num(dr, n, "floor", 0, DUNGEON_MAX_FLOOR, &fl) < 0)
			return -1;
		dungeon_part(b)->floor = fl;
	}
	return 0;
}

static int
read_feature(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	const struct rules_dungeon *g = dungeon_rules(deckr_rules(dr));
	const char *type = deckr_need(dr, n, "type");
	struct board_feature ft;
	uint64_t col, row;

	if (!type || deckr_u64(dr, n, "col", (uint64_t)b->cols - 1, &col) < 0 ||
	    deckr_u64(dr, n, "row", (uint64_t)b->rows - 1, &row) < 0)
		return -1;
	if (strcmp(type, "start") == 0)
		ft.type = BOARD_FEATURE_START;
	else if (strcmp(type, "exit") == 0)
		ft.type = BOARD_FEATURE_EXIT;
	else if (deckr_table_ref(dr, n, "type", g->feature, sizeof(*g->feature),
	    g->nfeature, &ft.type, 1) < 0)
		return -1;
	ft.col = (int)col;
	ft.row = (int)row;
	*VEC_PUSH(dungeon_part(b)->feature, dungeon_part(b)->nfeature,
	    dungeon_part(b)->capfeature) = ft;
	return 0;
}

/* dungeon_read: one child element of a dungeon <board>. */
static int
dungeon_read(struct deck_reader *dr, struct board *b, const struct deck_node *c)
{
	if (deckr_is(c, "terrain"))
		return deck_grid_read_terrain(dr, b, c, DUNGEON_LEGEND);
	if (deckr_is(c, "features"))
		return deckr_list(dr, b, c, "feature", read_feature);
	return DECK_NOT_MINE;
}

/* dungeon_finish: a board without its terrain is no dungeon. */
static int
dungeon_finish(struct deck_reader *dr, struct board *b)
{
	if (b->terrain[0] != '\0')
		return 0;
	deckr_err_line(dr, b->line, "a dungeon board needs its <terrain>");
	return -1;
}

/* Its part of the deck schema: the walk as made, and the features. */
static const struct deck_attr a_board[] = {
	{ "tunnels", ST_PINT, 2, 1 }, { "length", ST_PINT, 2, 1 },
	{ "floor", ST_FLOOR, 0, 1 }, DECK_ATTR_END };
static const struct deck_attr a_feature[] = { DECK_ATTR("type", ST_NAME),
	DECK_ATTR("col", ST_NNINT), DECK_ATTR("row", ST_NNINT),
	DECK_ATTR_END };

static const struct deck_elem dungeon_elems[] = {
	{ "features", NULL, DECK_HOLDS_ELEMENTS, "feature" },
	{ "feature", a_feature, DECK_HOLDS_NOTHING, NULL },
	{ NULL, NULL, 0, NULL }
};

static const char *const dungeon_board[] = { "terrain", "features",
	NULL };

/* Its part of deck.rng: its definitions, and its <board> attributes. */
static const char rng[] =
	"  <!-- dungeon kind: terrain legend '#' wall, '.' floor -->\n"
	"\n"
	"  <define name=\"dungeon-walk\">\n"
	"    <!-- the walk as made: maxTunnels, maxLength, the floor target -->"
	"\n"
	"    <attribute name=\"tunnels\"><data type=\"positiveInteger\"/>"
	"</attribute>\n"
	"    <attribute name=\"length\"><data type=\"positiveInteger\"/>"
	"</attribute>\n"
	"    <optional>\n"
	"      <attribute name=\"floor\">\n"
	"        <data type=\"decimal\">\n"
	"          <param name=\"minInclusive\">0</param>\n"
	"          <param name=\"maxInclusive\">0.8</param>\n"
	"        </data>\n"
	"      </attribute>\n"
	"    </optional>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"features\">\n"
	"    <element name=\"features\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"feature\">\n"
	"          <!-- \"start\", \"exit\" or a [feature NAME] of the rules"
	" -->\n"
	"          <attribute name=\"type\"><ref name=\"name\"/></attribute>\n"
	"          <attribute name=\"col\"><data type=\"nonNegativeInteger\"/>"
	"</attribute>\n"
	"          <attribute name=\"row\"><data type=\"nonNegativeInteger\"/>"
	"</attribute>\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n";
static const char rng_attrs[] =
	"      <optional><ref name=\"dungeon-walk\"/></optional>\n";

static const struct deck_schema dungeon_schema = { .board_attrs = a_board,
	.board = dungeon_board, .elems = dungeon_elems, .rng_attrs = rng_attrs,
	.rng = rng };

const struct deck_kind deck_kind_dungeon = {
	.board_attrs = DECK_GRID_ATTRS "tunnels length floor ",
	.write_attrs = dungeon_write_attrs,
	.write = dungeon_write,
	.read_board = dungeon_read_board,
	.read = dungeon_read,
	.finish = dungeon_finish,
	.seat_at = "city",
	.schema = &dungeon_schema,
};

/*
 * The deck's round trip in memory (board/settle.h): what the writer above
 * prints and the reader above takes back, field by field. A change to one
 * of them is a change here.
 */
void
dungeon_deck_settle(struct board *b, const struct rules *r)
{
	struct dungeon_part *p = dungeon_part(b);

	/*
	 * A feature reads back as the index it was written from: the rules
	 * refuse a [feature start] or [feature exit] (rules.c), the names
	 * read_feature takes first.
	 */
	board_settle_grid(b, 1);
	/* Written only above 0, and read as 0 when not written. */
	p->floor = p->floor > 0 ? num_round3(p->floor) : 0;
}
