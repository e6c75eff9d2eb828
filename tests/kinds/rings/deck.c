/*
 * deck.c: a rings board in the deck: the gap it was made with as an
 * attribute of <board>, its rings as <rings> of <ring x y r lit>, its own
 * elements and its own rows of the deck schema, read into its part.
 */
#include <string.h>

#include "board/settle.h"
#include "core/num.h"
#include "deck/kind.h"
#include "rings/part.h"

#define RINGS_MM_MAX 10000.0 /* mm: a centre or radius read, at most */

static void
write_attrs(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	deckw_attrn(dw, "gap", rings_part(b)->gap);
}

static void
write(struct deck_writer *dw, const struct board *b, const struct rules *r)
{
	const struct rings_part *p = rings_part(b);
	size_t i;

	deckw_open(dw, 2, "rings");
	deckw_close_open(dw);
	for (i = 0; i < p->n; i++) {
		deckw_open(dw, 3, "ring");
		deckw_attrn(dw, "x", p->ring[i].x);
		deckw_attrn(dw, "y", p->ring[i].y);
		deckw_attrn(dw, "r", p->ring[i].r);
		if (p->ring[i].lit)
			deckw_attr_raw(dw, "lit", "yes");
		deckw_close_empty(dw);
	}
	deckw_end(dw, 2, "rings");
}

static int
read_board(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	return deckr_num(dr, n, "gap", 0, RINGS_MM_MAX, &rings_part(b)->gap);
}

/* read_ring: one <ring> (its attributes known: deckr_list), appended to
 * b's part, RINGS_MAX at most. */
static int
read_ring(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	const char *lit = deckr_get(n, "lit");
	double x, y, r;

	if (deckr_num(dr, n, "x", 0, RINGS_MM_MAX, &x) < 0 ||
	    deckr_num(dr, n, "y", 0, RINGS_MM_MAX, &y) < 0 ||
	    deckr_num(dr, n, "r", RINGS_R_MIN, RINGS_R_MAX, &r) < 0)
		return -1;
	if (rings_part(b)->n >= RINGS_MAX) {
		deckr_err(dr, n, "<rings> holds more than %d rings",
		    RINGS_MAX);
		return -1;
	}
	if (lit && strcmp(lit, "yes") != 0) {
		deckr_err(dr, n, "<ring>: lit is \"yes\" or absent");
		return -1;
	}
	rings_add(b, x, y, r);
	rings_part(b)->ring[rings_part(b)->n - 1].lit = lit != NULL;
	return 0;
}

static int
read(struct deck_reader *dr, struct board *b, const struct deck_node *c)
{
	if (deckr_is(c, "rings"))
		return deckr_list(dr, b, c, "ring", read_ring);
	return DECK_NOT_MINE;
}

static int
finish(struct deck_reader *dr, struct board *b)
{
	if (rings_part(b)->n >= RINGS_MIN)
		return 0;
	deckr_err_line(dr, b->line, "a rings board needs its <rings> of %d "
	    "to %d rings", RINGS_MIN, RINGS_MAX);
	return -1;
}

/*
 * rings_deck_settle: the deck's round trip in memory (board/settle.h):
 * the gap and every ring's place and radius rounded, lit as 0 or 1; no
 * grid.
 */
void
rings_deck_settle(struct board *b, const struct rules *r)
{
	struct rings_part *p = rings_part(b);
	size_t i;

	board_settle_grid(b, 0);
	p->gap = num_round3(p->gap);
	for (i = 0; i < p->n; i++) {
		p->ring[i].x = num_round3(p->ring[i].x);
		p->ring[i].y = num_round3(p->ring[i].y);
		p->ring[i].r = num_round3(p->ring[i].r);
		p->ring[i].lit = p->ring[i].lit != 0;
	}
}

/* Its part of the deck schema: gap= of <board>, <rings> of <ring>. */
static const struct deck_attr a_board[] = { DECK_ATTR_OPT("gap", ST_DECIMAL),
	DECK_ATTR_END };
static const struct deck_attr a_ring[] = { DECK_ATTR("x", ST_DECIMAL),
	DECK_ATTR("y", ST_DECIMAL), DECK_ATTR("r", ST_DECIMAL),
	DECK_ATTR_OPT("lit", ST_YES), DECK_ATTR_END };
static const struct deck_elem rings_elems[] = {
	{ "rings", NULL, DECK_HOLDS_ELEMENTS, "ring" },
	{ "ring", a_ring, DECK_HOLDS_NOTHING, NULL },
	{ NULL, NULL, 0, NULL }
};
static const char *const rings_board[] = { "rings", NULL };

/* The same in RELAX NG: its definitions, and its <board> attribute. */
static const char rng[] =
	"  <!-- rings kind (tests/kinds/rings): rings apart, some lit -->\n"
	"\n"
	"  <define name=\"rings\">\n"
	"    <element name=\"rings\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"ring\">\n"
	"          <attribute name=\"x\"><ref name=\"mm\"/></attribute>\n"
	"          <attribute name=\"y\"><ref name=\"mm\"/></attribute>\n"
	"          <attribute name=\"r\"><ref name=\"mm\"/></attribute>\n"
	"          <optional><attribute name=\"lit\"><value>yes</value>"
	"</attribute></optional>\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n";
static const char rng_attrs[] =
	"      <optional><attribute name=\"gap\"><ref name=\"mm\"/>"
	"</attribute></optional>\n";

static const struct deck_schema rings_schema = { .board_attrs = a_board,
	.board = rings_board, .elems = rings_elems, .rng_attrs = rng_attrs,
	.rng = rng };

const struct deck_kind deck_kind_rings = {
	.board_attrs = " gap ",
	.write_attrs = write_attrs,
	.write = write,
	.read_board = read_board,
	.read = read,
	.finish = finish,
	.seat_at = "city",
	.schema = &rings_schema,
};
