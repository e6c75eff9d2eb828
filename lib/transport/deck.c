/* deck.c: the elements of a transport board in the deck. */
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/settle.h"
#include "core/grid.h"
#include "core/mem.h"
#include "core/num.h"
#include "deck/kind.h"
#include "transport/map.h"
#include "transport/part.h"
#include "transport/rules.h"

static void
transport_write_attrs(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	const struct rules_transport *t = transport_rules(r);
	const char *s = deck_ref_name(t->scenario, sizeof(*t->scenario),
	    t->nscenario, transport_part(b)->scenario);

	deck_grid_write_attrs(dw, b);
	if (s)
		deckw_attr(dw, "scenario", s);
}

/* put_u: the decimal digits of x at *p, which moves past them. */
static void
put_u(char **p, uint32_t x)
{
	char d[12];
	int k = 0;

	do
		d[k++] = (char)('0' + x % 10);
	while ((x /= 10) != 0);
	while (k)
		*(*p)++ = d[--k];
}

/*
 * put_cells: " cells=\"c,r c,r …\"" for the cells v[0..n-1] (by hand:
 * the cell lists are most of a transport deck's bytes), gathered in a
 * buffer that goes to the writer when it is nearly full.
 */
static void
put_cells(struct deck_writer *dw, const struct board *b, const uint32_t *v,
    size_t n)
{
	char buf[4096], *p = buf;
	uint32_t cols = (uint32_t)b->cols;
	size_t k;

	deckw_puts(dw, " cells=\"");
	for (k = 0; k < n; k++) {
		/* A cell takes at most 22 bytes: two 10-digit numbers. */
		if (p - buf > (ptrdiff_t)sizeof(buf) - 32) {
			deckw_put(dw, buf, (size_t)(p - buf));
			p = buf;
		}
		if (k)
			*p++ = ' ';
		put_u(&p, v[k] % cols);
		*p++ = ',';
		put_u(&p, v[k] / cols);
	}
	*p++ = '"';
	deckw_put(dw, buf, (size_t)(p - buf));
}

/*
 * stands: label[] each forest cell of b with its stand (4-connected cells
 * of one tree type; GRID_NONE off the forests), the stands numbered in the
 * order of their first cells, each one's tree type into type[]; stack
 * has room for every cell. Returns the number of stands.
 */
static size_t
stands(const struct board *b, uint32_t *label, uint32_t *stack, int8_t *type)
{
	const int8_t *tree = transport_part(b)->tree;
	uint32_t cols = (uint32_t)b->cols, rows = (uint32_t)b->rows;
	uint32_t n = cols * rows, i, v, w, c, r, nb[4];
	size_t count = 0, top;
	int k;

	for (i = 0; i < n; i++)
		label[i] = GRID_NONE;
	for (i = 0; i < n; i++) {
		if (tree[i] == BOARD_NONE || label[i] != GRID_NONE)
			continue;
		type[count] = tree[i];
		label[i] = (uint32_t)count;
		top = 0;
		stack[top++] = i;
		while (top) {
			v = stack[--top];
			c = v % cols;
			r = v / cols;
			nb[0] = c > 0 ? v - 1 : GRID_NONE;
			nb[1] = r > 0 ? v - cols : GRID_NONE;
			nb[2] = c + 1 < cols ? v + 1 : GRID_NONE;
			nb[3] = r + 1 < rows ? v + cols : GRID_NONE;
			for (k = 0; k < 4; k++) {
				w = nb[k];
				if (w != GRID_NONE && tree[w] == tree[i] &&
				    label[w] == GRID_NONE) {
					label[w] = (uint32_t)count;
					stack[top++] = w;
				}
			}
		}
		count++;
	}
	return count;
}

/*
 * write_forests: one <forest> per 4-connected stand of one tree type,
 * by type, then by each stand's first cell. The stands are found in one
 * pass and their cells sorted out in another (by stand, each in cell
 * order): a pass a type and a scan of the grid a stand cost more than
 * writing the deck's routes.
 */
static void
write_forests(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	const struct rules_transport *t = transport_rules(r);
	size_t n = (size_t)b->cols * (size_t)b->rows, i, k, m, count;
	uint32_t *label, *cells, *end;
	int8_t *type;
	int any = 0;

	if (!transport_part(b)->tree)
		return;
	for (i = 0; i < n && !any; i++)
		any = transport_part(b)->tree[i] != BOARD_NONE;
	if (!any)
		return;
	label = mem_alloc(n * sizeof(*label));
	cells = mem_alloc(n * sizeof(*cells));
	end = mem_calloc(n + 1, sizeof(*end));
	type = mem_alloc(n);
	/* cells as scratch for the flood fill's stack, then the cells. */
	count = stands(b, label, cells, type);
	/* end[m]: where stand m's cells end in cells[] (it starts where
	 * stand m - 1's end). */
	for (i = 0; i < n; i++)
		if (label[i] != GRID_NONE)
			end[label[i] + 1]++;
	for (m = 0; m < count; m++)
		end[m + 1] += end[m];
	for (i = 0; i < n; i++)
		if (label[i] != GRID_NONE)
			cells[end[label[i]]++] = (uint32_t)i;
	deckw_open(dw, 2, "forests");
	deckw_close_open(dw);
	for (k = 0; k < t->ntree; k++)
		for (m = 0; m < count; m++) {
			if (type[m] != (int8_t)k)
				continue;
			deckw_open(dw, 3, "forest");
			deckw_attr(dw, "type", t->tree[k].name);
			put_cells(dw, b, cells + (m ? end[m - 1] : 0),
			    end[m] - (m ? end[m - 1] : 0));
			deckw_close_empty(dw);
		}
	deckw_end(dw, 2, "forests");
	MEM_FREE(label, cells, end, type);
}

static void
write_cities(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	const struct rules_transport *t = transport_rules(r);
	const char *g;
	size_t i, k;

	deckw_open(dw, 2, "cities");
	deckw_close_open(dw);
	for (i = 0; i < transport_part(b)->ncity; i++) {
		const struct board_city *c = &transport_part(b)->city[i];

		deckw_open(dw, 3, "city");
		deckw_attru(dw, "id", 'c', i);
		deckw_attru(dw, "col", 0, (uint64_t)c->col);
		deckw_attru(dw, "row", 0, (uint64_t)c->row);
		if (c->name[0])
			deckw_attr(dw, "name", c->name);
		/* Seats are written from 1, as players count them. */
		if (c->capital >= 0)
			deckw_attru(dw, "capital", 0, (uint64_t)c->capital + 1);
		if (c->airport)
			deckw_attr_raw(dw, "airport", "yes");
		if (c->nwant == 0) {
			deckw_close_empty(dw);
			continue;
		}
		deckw_close_open(dw);
		for (k = 0; k < c->nwant; k++) {
			deckw_open(dw, 4, "want");
			g = deck_ref_name(t->good, sizeof(*t->good), t->ngood,
			    c->want[k].good);
			if (g)
				deckw_attr(dw, "good", g);
			deckw_attru(dw, "value", 0, (uint64_t)c->want[k].value);
			deckw_close_empty(dw);
		}
		deckw_end(dw, 3, "city");
	}
	deckw_end(dw, 2, "cities");
}

static void
transport_write(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	const struct rules_transport *t = transport_rules(r);
	const char *ty;
	size_t i;

	deck_grid_write_terrain(dw, b);
	write_forests(dw, b, r);
	write_cities(dw, b, r);
	if (transport_part(b)->nroute == 0)
		return;
	deckw_open(dw, 2, "routes");
	deckw_close_open(dw);
	for (i = 0; i < transport_part(b)->nroute; i++) {
		const struct board_route *rt = &transport_part(b)->route[i];

		deckw_open(dw, 3, "route");
		ty = deck_ref_name(t->route, sizeof(*t->route), t->nroute,
		    rt->type);
		if (ty)
			deckw_attr(dw, "type", ty);
		deckw_attru(dw, "from", 'c', rt->from);
		deckw_attru(dw, "to", 'c', rt->to);
		put_cells(dw, b, board_route_cells(b, i), rt->len);
		deckw_close_empty(dw);
	}
	deckw_end(dw, 2, "routes");
}

static int
transport_read_board(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	const struct rules_transport *t = transport_rules(deckr_rules(dr));

	if (deck_grid_read_attrs(dr, b, n) < 0)
		return -1;
	board_trees(b);
	return deckr_table_ref(dr, n, "scenario", t->scenario,
	    sizeof(*t->scenario), t->nscenario, &transport_part(b)->scenario,
	    0);
}

/*
 * read_cells: the "c,r c,r …" list of attribute cells of n into *v (grown
 * as needed, capacity *cap), each on b's grid. Returns the count, or -1.
 */
/*
 * cells_form: whether s is written as the schema's cells are: at least
 * one col,row pair, pairs split by one space, nothing else.
 */
static int
cells_form(const char *s)
{
	size_t k;

	for (;;) {
		k = strspn(s, "0123456789");
		if (k == 0 || s[k] != ',')
			return 0;
		s += k + 1;
		k = strspn(s, "0123456789");
		if (k == 0)
			return 0;
		s += k;
		if (*s == '\0')
			return 1;
		if (*s++ != ' ')
			return 0;
	}
}

static long
read_cells(struct deck_reader *dr, const struct board *b, const struct deck_node *n,
    uint32_t **v, size_t *cap)
{
	const char *s = deckr_need(dr, n, "cells");
	uint64_t c, r;
	size_t k = 0, len;
	char word[32], *comma;

	if (!s)
		return -1;
	if (!cells_form(s)) {
		deckr_err(dr, n, "<%s cells=\"%.40s\">: col,row pairs, one "
		    "space between two, are needed", n->name, s);
		return -1;
	}
	while (*s) {
		while (*s == ' ')
			s++;
		if (!*s)
			break;
		len = strcspn(s, " ");
		if (len >= sizeof(word)) {
			deckr_err(dr, n, "<%s cells>: \"%.20s…\" is not "
			    "col,row", n->name, s);
			return -1;
		}
		memcpy(word, s, len);
		word[len] = '\0';
		s += len;
		comma = strchr(word, ',');
		if (comma)
			*comma = '\0';
		if (!comma || num_parse_u64(word, UINT32_MAX, &c) < 0 ||
		    num_parse_u64(comma + 1, UINT32_MAX, &r) < 0 ||
		    c >= (uint64_t)b->cols || r >= (uint64_t)b->rows) {
			if (comma)
				*comma = ',';
			deckr_err(dr, n, "<%s cells>: \"%s\" is not col,row on "
			    "the %dx%d grid", n->name, word, b->cols, b->rows);
			return -1;
		}
		*v = mem_grow(*v, cap, k + 1, sizeof(**v));
		(*v)[k++] = transport_cell(b, (int)c, (int)r);
	}
	return (long)k;
}

static int
read_forest(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	const struct rules_transport *t = transport_rules(deckr_rules(dr));
	uint32_t *v = NULL;
	size_t cap = 0, k;
	int32_t type;
	long count;

	if (deckr_table_ref(dr, n, "type", t->tree, sizeof(*t->tree), t->ntree,
	    &type, 1) < 0 || (count = read_cells(dr, b, n, &v, &cap)) < 0) {
		free(v);
		return -1;
	}
	for (k = 0; k < (size_t)count; k++) {
		if (transport_part(b)->tree[v[k]] != BOARD_NONE) {
			deckr_err(dr, n, "<forest>: cell %u,%u is in two "
			    "forests", v[k] % (uint32_t)b->cols,
			    v[k] / (uint32_t)b->cols);
			free(v);
			return -1;
		}
		transport_part(b)->tree[v[k]] = (int8_t)type;
	}
	free(v);
	return 0;
}

static int
read_want(struct deck_reader *dr, struct board *b, struct board_city *c,
    const struct deck_node *n)
{
	const struct rules_transport *t = transport_rules(deckr_rules(dr));
	struct board_want *w;
	int64_t value;

	if (c->nwant >= BOARD_WANTS) {
		deckr_err(dr, n, "a city wants more than %d goods",
		    BOARD_WANTS);
		return -1;
	}
	w = &c->want[c->nwant];
	if (deckr_table_ref(dr, n, "good", t->good, sizeof(*t->good), t->ngood,
	    &w->good, 1) < 0 || deckr_int(dr, n, "value", 0, 1000, &value) < 0)
		return -1;
	w->value = (int32_t)value;
	c->nwant++;
	return 0;
}

static int
read_city(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	const char *id = deckr_need(dr, n, "id"), *name, *air;
	struct board_city *c;
	uint64_t col, row, cap;
	char want[16];
	uint32_t i;
	const struct deck_node *k;

	if (!id || deckr_u64(dr, n, "col", (uint64_t)b->cols - 1, &col) < 0 ||
	    deckr_u64(dr, n, "row", (uint64_t)b->rows - 1, &row) < 0)
		return -1;
	snprintf(want, sizeof(want), "c%zu", transport_part(b)->ncity);
	if (strcmp(id, want) != 0) {
		deckr_err(dr, n, "<city id=\"%.40s\">: cities are numbered c0, "
		    "c1, … in order (expected %s)", id, want);
		return -1;
	}
	if (transport_part(b)->ncity >= 1000) {
		deckr_err(dr, n, "more than 1000 cities on one board");
		return -1;
	}
	i = board_add_city(b, (int)col, (int)row);
	strmap_put(deckr_ids(dr), id, i);
	c = &transport_part(b)->city[i];
	name = deckr_get(n, "name");
	if (name) {
		if (strlen(name) >= sizeof(c->name)) {
			deckr_err(dr, n, "<city name>: longer than %zu bytes",
			    sizeof(c->name) - 1);
			return -1;
		}
		snprintf(c->name, sizeof(c->name), "%s", name);
	}
	if (deckr_get(n, "capital")) {
		if (deckr_u64(dr, n, "capital", b->players, &cap) < 0)
			return -1;
		if (cap == 0) {
			deckr_err(dr, n, "<city capital=\"0\">: seats count "
			    "from 1");
			return -1;
		}
		c->capital = (int32_t)cap - 1;
	}
	air = deckr_get(n, "airport");
	if (air && strcmp(air, "yes") != 0) {
		deckr_err(dr, n, "<city airport=\"%.40s\">: only \"yes\" (or "
		    "no attribute)", air);
		return -1;
	}
	c->airport = air != NULL;
	for (k = n->children; k; k = k->next) {
		if (!deckr_is(k, "want")) {
			deckr_err(dr, k, "<%s> inside <city>: only <want> "
			    "belongs there", k->name);
			return -1;
		}
		if (deckr_known_attrs(dr, k) < 0 ||
		    read_want(dr, b, &transport_part(b)->city[i], k) < 0)
			return -1;
	}
	return 0;
}

static int
city_ref(struct deck_reader *dr, struct board *b, const struct deck_node *n,
    const char *name, uint32_t *out)
{
	const char *v = deckr_need(dr, n, name);

	if (!v)
		return -1;
	*out = strmap_get(deckr_ids(dr), v);
	if (*out == UINT32_MAX || *out >= transport_part(b)->ncity) {
		deckr_err(dr, n, "<%s %s=\"%.40s\"> names no city", n->name,
		    name, v);
		return -1;
	}
	return 0;
}

static int
read_route(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	const struct rules_transport *t = transport_rules(deckr_rules(dr));
	uint32_t from, to, *v = NULL;
	size_t cap = 0;
	int32_t type;
	long count;

	if (deckr_table_ref(dr, n, "type", t->route, sizeof(*t->route),
	    t->nroute, &type, 1) < 0 || city_ref(dr, b, n, "from", &from) < 0 ||
	    city_ref(dr, b, n, "to", &to) < 0 ||
	    (count = read_cells(dr, b, n, &v, &cap)) < 0) {
		free(v);
		return -1;
	}
	if (count < 2 || from == to) {
		deckr_err(dr, n, "<route>: a route joins two cities along at "
		    "least 2 cells");
		free(v);
		return -1;
	}
	board_add_route(b, type, from, to, v, (size_t)count);
	free(v);
	return 0;
}

/* transport_read: one child element of a transport <board>. */
static int
transport_read(struct deck_reader *dr, struct board *b, const struct deck_node *c)
{
	if (deckr_is(c, "terrain"))
		return deck_grid_read_terrain(dr, b, c, TRANSPORT_LEGEND);
	if (deckr_is(c, "forests"))
		return deckr_list(dr, b, c, "forest", read_forest);
	if (deckr_is(c, "cities"))
		return deckr_list(dr, b, c, "city", read_city);
	if (deckr_is(c, "routes"))
		return deckr_list(dr, b, c, "route", read_route);
	return DECK_NOT_MINE;
}

/* transport_finish: a board needs its terrain, every cell of it. */
static int
transport_finish(struct deck_reader *dr, struct board *b)
{
	size_t n = (size_t)b->cols * (size_t)b->rows;

	if (n && b->terrain[0] == '\0') {
		deckr_err(dr, NULL, "board %s has no <terrain>", b->id);
		return -1;
	}
	return 0;
}

/* Its part of the deck schema: the elements above, with their types. */
static const struct deck_attr a_board[] = {
	DECK_ATTR_OPT("scenario", ST_NAME), DECK_ATTR_END };
static const struct deck_attr a_forest[] = { DECK_ATTR("type", ST_NAME),
	DECK_ATTR("cells", ST_CELLS), DECK_ATTR_END };
static const struct deck_attr a_city[] = { DECK_ATTR("id", ST_CITY),
	DECK_ATTR("col", ST_NNINT), DECK_ATTR("row", ST_NNINT),
	DECK_ATTR_OPT("name", ST_STRING), DECK_ATTR_OPT("capital", ST_PINT),
	DECK_ATTR_OPT("airport", ST_YES), DECK_ATTR_END };
static const struct deck_attr a_want[] = { DECK_ATTR("good", ST_NAME),
	DECK_ATTR("value", ST_NNINT), DECK_ATTR_END };
static const struct deck_attr a_route[] = { DECK_ATTR("type", ST_NAME),
	DECK_ATTR("from", ST_CITY), DECK_ATTR("to", ST_CITY),
	DECK_ATTR("cells", ST_CELLS), DECK_ATTR_END };

static const struct deck_elem transport_elems[] = {
	{ "forests", NULL, DECK_HOLDS_ELEMENTS, "forest" },
	{ "forest", a_forest, DECK_HOLDS_NOTHING, NULL },
	{ "cities", NULL, DECK_HOLDS_ELEMENTS, "city" },
	{ "city", a_city, DECK_HOLDS_ELEMENTS, "want" },
	{ "want", a_want, DECK_HOLDS_NOTHING, NULL },
	{ "routes", NULL, DECK_HOLDS_ELEMENTS, "route" },
	{ "route", a_route, DECK_HOLDS_NOTHING, NULL },
	{ NULL, NULL, 0, NULL }
};

static const char *const transport_board[] = { "terrain", "forests",
	"cities", "routes", NULL };

/* Its part of deck.rng: its definitions, and its <board> attributes. */
static const char rng[] =
	"  <!-- transport kind: terrain legend \"=\" deep water, \"~\" water,"
	" \".\" land,\n"
	"       \":\" high land, \"^\" mountain; cells are \"col,row\" lists"
	" -->\n"
	"\n"
	"  <define name=\"cells\">\n"
	"    <data type=\"string\">\n"
	"      <param name=\"pattern\">[0-9]+,[0-9]+( [0-9]+,[0-9]+)*</param>\n"
	"    </data>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"cityid\">\n"
	"    <data type=\"string\"><param name=\"pattern\">c[0-9]+</param>"
	"</data>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"forests\">\n"
	"    <element name=\"forests\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"forest\">\n"
	"          <attribute name=\"type\"><ref name=\"name\"/></attribute>\n"
	"          <attribute name=\"cells\"><ref name=\"cells\"/></attribute>"
	"\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"cities\">\n"
	"    <element name=\"cities\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"city\">\n"
	"          <attribute name=\"id\"><ref name=\"cityid\"/></attribute>\n"
	"          <attribute name=\"col\"><data type=\"nonNegativeInteger\"/>"
	"</attribute>\n"
	"          <attribute name=\"row\"><data type=\"nonNegativeInteger\"/>"
	"</attribute>\n"
	"          <optional><attribute name=\"name\"><data type=\"string\"/>"
	"</attribute></optional>\n"
	"          <optional><attribute name=\"capital\"><data"
	" type=\"positiveInteger\"/></attribute></optional>\n"
	"          <optional><attribute name=\"airport\"><value>yes</value>"
	"</attribute></optional>\n"
	"          <zeroOrMore>\n"
	"            <element name=\"want\">\n"
	"              <attribute name=\"good\"><ref name=\"name\"/>"
	"</attribute>\n"
	"              <attribute name=\"value\"><data"
	" type=\"nonNegativeInteger\"/></attribute>\n"
	"            </element>\n"
	"          </zeroOrMore>\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"routes\">\n"
	"    <element name=\"routes\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"route\">\n"
	"          <attribute name=\"type\"><ref name=\"name\"/></attribute>\n"
	"          <attribute name=\"from\"><ref name=\"cityid\"/></attribute>"
	"\n"
	"          <attribute name=\"to\"><ref name=\"cityid\"/></attribute>\n"
	"          <attribute name=\"cells\"><ref name=\"cells\"/></attribute>"
	"\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n";
static const char rng_attrs[] =
	"      <optional><attribute name=\"scenario\"><ref name=\"name\"/>"
	"</attribute></optional>\n";

static const struct deck_schema transport_schema = { .board_attrs = a_board,
	.board = transport_board, .elems = transport_elems,
	.rng_attrs = rng_attrs, .rng = rng };

const struct deck_kind deck_kind_transport = {
	.board_attrs = DECK_GRID_ATTRS "scenario ",
	.write_attrs = transport_write_attrs,
	.write = transport_write,
	.read_board = transport_read_board,
	.read = transport_read,
	.finish = transport_finish,
	.seat_at = "city",
	.schema = &transport_schema,
};

/*
 * The deck's round trip in memory (board/settle.h): what the writer above
 * prints and the reader above takes back, field by field. A change to one
 * of them is a change here.
 */

/*
 * settle_routes: the routes' cells one after another in route order, as
 * read_route appends them (a board whose cells already are so, as made,
 * is left as it is).
 */
static void
settle_routes(struct board *b)
{
	struct transport_part *t = transport_part(b);
	uint32_t *v;
	size_t i, at = 0;

	for (i = 0; i < t->nroute && t->route[i].start == at; i++)
		at += t->route[i].len;
	if (i == t->nroute) {
		t->nrcell = at;
		return;
	}
	for (at = 0, i = 0; i < t->nroute; i++)
		at += t->route[i].len;
	v = mem_alloc((at ? at : 1) * sizeof(*v));
	for (at = 0, i = 0; i < t->nroute; i++) {
		memcpy(v + at, &t->rcell[t->route[i].start],
		    t->route[i].len * sizeof(*v));
		t->route[i].start = (uint32_t)at;
		at += t->route[i].len;
	}
	free(t->rcell);
	t->rcell = v;
	t->caprcell = at ? at : 1;
	t->nrcell = at;
}

void
transport_deck_settle(struct board *b, const struct rules *r)
{
	const struct rules_transport *rt = transport_rules(r);
	struct transport_part *t = transport_part(b);
	size_t n = (size_t)b->cols * (size_t)b->rows, i;

	board_settle_grid(b, 1);
	if (t->scenario < 0 || (size_t)t->scenario >= rt->nscenario)
		t->scenario = BOARD_NONE;
	/* A forest of a type the rules have is written; no other tree. */
	if (!t->tree) {
		board_trees(b);
	} else {
		for (i = 0; i < n; i++)
			if (t->tree[i] < 0 || (size_t)t->tree[i] >= rt->ntree)
				t->tree[i] = BOARD_NONE;
	}
	for (i = 0; i < t->ncity; i++) {
		struct board_city *c = &t->city[i];

		if (c->capital < 0)
			c->capital = BOARD_NONE;
		c->airport = c->airport != 0;
	}
	settle_routes(b);
}
