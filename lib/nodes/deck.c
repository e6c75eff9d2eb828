/* deck.c: the elements of a nodes board in the deck. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/mem.h"
#include "core/num.h"
#include "board/settle.h"
#include "deck/kind.h"
#include "nodes/part.h"
#include "nodes/rules.h"

/* The paper's corners as they appear in an area's node list. */
static const char *const corners[4] = { "@tl", "@tr", "@br", "@bl" };

static void
write_items(struct deck_writer *dw, const char *list, const char *elem,
    const struct board_item *it, size_t n, const struct rules_item *types,
    size_t ntypes, int slots, int rotation)
{
	const char *t;
	size_t i;

	if (n == 0)
		return;
	deckw_open(dw, 2, list);
	deckw_close_open(dw);
	for (i = 0; i < n; i++) {
		deckw_open(dw, 3, elem);
		deckw_attru(dw, "area", 'a', it[i].area);
		deckw_attrn(dw, "x", it[i].x);
		deckw_attrn(dw, "y", it[i].y);
		t = deck_ref_name(types, sizeof(*types), ntypes, it[i].type);
		if (t)
			deckw_attr(dw, "type", t);
		if (slots)
			deckw_attru(dw, "slots", 0, (uint64_t)it[i].slots);
		if (rotation)
			deckw_attrn(dw, "rotation", it[i].rotation);
		deckw_close_empty(dw);
	}
	deckw_end(dw, 2, list);
}

/* write_nodes: b's <nodes>, each node's place, role, side and content. */
static void
write_nodes(struct deck_writer *dw, const struct board *b,
    const struct rules_nodes *rn)
{
	const struct graph *g = &nodes_part(b)->g;
	const char *t;
	size_t i;
	int s;

	deckw_open(dw, 2, "nodes");
	deckw_close_open(dw);
	for (i = 0; i < g->nnodes; i++) {
		const struct board_node *n = &nodes_part(b)->node[i];

		deckw_open(dw, 3, "node");
		deckw_attru(dw, "id", 'n', i);
		deckw_attrn(dw, "x", g->node[i].p.x);
		deckw_attrn(dw, "y", g->node[i].p.y);
		deckw_attr_raw(dw, "role", board_role_name(n->role));
		for (s = 1; s <= SIDE_BOTTOM; s <<= 1)
			if (n->sides & s) {
				deckw_attr_raw(dw, "side", board_side_name(s));
				break;
			}
		t = deck_ref_name(rn->type, sizeof(*rn->type), rn->ntype, n->type);
		if (t)
			deckw_attr(dw, "type", t);
		t = deck_ref_name(rn->mission, sizeof(*rn->mission), rn->nmission,
		    n->mission);
		if (t)
			deckw_attr(dw, "mission", t);
		if (n->number > 0)
			deckw_attru(dw, "number", 0, (uint64_t)n->number);
		deckw_close_empty(dw);
	}
	deckw_end(dw, 2, "nodes");
}

/* write_edges: b's <edges>. */
static void
write_edges(struct deck_writer *dw, const struct board *b)
{
	const struct graph *g = &nodes_part(b)->g;
	size_t i;

	deckw_open(dw, 2, "edges");
	deckw_close_open(dw);
	for (i = 0; i < g->nedges; i++) {
		deckw_open(dw, 3, "edge");
		deckw_attru(dw, "a", 'n', g->edge[i].a);
		deckw_attru(dw, "b", 'n', g->edge[i].b);
		deckw_close_empty(dw);
	}
	deckw_end(dw, 2, "edges");
}

/* write_dots: b's <dots>, when it has any. */
static void
write_dots(struct deck_writer *dw, const struct board *b)
{
	size_t i;

	if (!nodes_part(b)->ndot)
		return;
	deckw_open(dw, 2, "dots");
	deckw_close_open(dw);
	for (i = 0; i < nodes_part(b)->ndot; i++) {
		deckw_open(dw, 3, "dot");
		deckw_attru(dw, "node", 'n', nodes_part(b)->dot[i].node);
		deckw_attrn(dw, "angle", nodes_part(b)->dot[i].angle);
		deckw_close_empty(dw);
	}
	deckw_end(dw, 2, "dots");
}

/* write_areas: b's <areas>, each one's ring of nodes and corners. */
static void
write_areas(struct deck_writer *dw, const struct board *b)
{
	const uint32_t *v;
	size_t i, k, len;

	if (!nodes_part(b)->area.n)
		return;
	deckw_open(dw, 2, "areas");
	deckw_close_open(dw);
	for (i = 0; i < nodes_part(b)->area.n; i++) {
		v = board_area_nodes(b, i);
		len = board_area_len(b, i);
		deckw_open(dw, 3, "area");
		deckw_attru(dw, "id", 'a', i);
		deckw_puts(dw, " nodes=\"");
		for (k = 0; k < len; k++) {
			if (k)
				deckw_put(dw, " ", 1);
			if (BOARD_IS_CORNER(v[k]))
				deckw_puts(dw, corners[v[k] - BOARD_CORNER(0)]);
			else
				deckw_put_u64(dw, 'n', v[k]);
		}
		deckw_put(dw, "\"", 1);
		deckw_close_empty(dw);
	}
	deckw_end(dw, 2, "areas");
}

/* write_tinies: b's <tinies>, when it has any. */
static void
write_tinies(struct deck_writer *dw, const struct board *b,
    const struct rules_nodes *rn)
{
	const char *t;
	size_t i;

	if (!nodes_part(b)->ntiny)
		return;
	deckw_open(dw, 2, "tinies");
	deckw_close_open(dw);
	for (i = 0; i < nodes_part(b)->ntiny; i++) {
		deckw_open(dw, 3, "tiny");
		deckw_attru(dw, "a", 'n', nodes_part(b)->tiny[i].a);
		deckw_attru(dw, "b", 'n', nodes_part(b)->tiny[i].b);
		t = deck_ref_name(rn->tiny, sizeof(*rn->tiny), rn->ntiny,
		    nodes_part(b)->tiny[i].type);
		if (t)
			deckw_attr(dw, "type", t);
		deckw_attrn(dw, "angle", nodes_part(b)->tiny[i].angle);
		deckw_close_empty(dw);
	}
	deckw_end(dw, 2, "tinies");
}

static void
nodes_write(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	const struct rules_nodes *rn = nodes_rules(r);

	write_nodes(dw, b, rn);
	write_edges(dw, b);
	write_dots(dw, b);
	write_areas(dw, b);
	write_items(dw, "expeditions", "expedition", nodes_part(b)->expedition,
	    nodes_part(b)->nexpedition, rn->expedition, rn->nexpedition, 1, 0);
	write_items(dw, "landmarks", "landmark", nodes_part(b)->landmark,
	    nodes_part(b)->nlandmark, rn->landmark, rn->nlandmark, 0, 0);
	write_items(dw, "resources", "resource", nodes_part(b)->resource,
	    nodes_part(b)->nresource, rn->resource, rn->nresource, 0, 1);
	write_tinies(dw, b, rn);
}

static int
read_node(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	const struct rules_nodes *rn = nodes_rules(deckr_rules(dr));
	const char *id = deckr_id(dr, n, "id"), *role, *side;
	double x, y;
	int64_t num;
	uint32_t v;
	int ro, si = 0;

	if (!id || deckr_num(dr, n, "x", -b->width, 2 * b->width, &x) < 0 ||
	    deckr_num(dr, n, "y", -b->height, 2 * b->height, &y) < 0)
		return -1;
	role = deckr_need(dr, n, "role");
	if (!role)
		return -1;
	ro = board_role_parse(role);
	if (ro < 0) {
		deckr_err(dr, n, "<node role=\"%.40s\">: inner, edge, start or "
		    "center is needed", role);
		return -1;
	}
	side = deckr_get(n, "side");
	if (side && (si = board_side_parse(side)) < 0) {
		deckr_err(dr, n, "<node side=\"%.40s\">: left, top, right or bottom "
		    "is needed", side);
		return -1;
	}
	if (nodes_part(b)->g.nnodes >= 100000) {
		deckr_err(dr, n, "more than 100000 nodes on one board");
		return -1;
	}
	v = board_add_node(b, x, y, ro, si);
	if (strmap_put(deckr_ids(dr), id, v) < 0) {
		deckr_err(dr, n, "node id \"%.40s\" is used twice", id);
		return -1;
	}
	if (deckr_table_ref(dr, n, "type", rn->type, sizeof(*rn->type), rn->ntype,
	    &nodes_part(b)->node[v].type, 0) < 0 ||
	    deckr_table_ref(dr, n, "mission", rn->mission, sizeof(*rn->mission),
	    rn->nmission, &nodes_part(b)->node[v].mission, 0) < 0)
		return -1;
	if (deckr_get(n, "number")) {
		if (deckr_int(dr, n, "number", 1, 1000000, &num) < 0)
			return -1;
		nodes_part(b)->node[v].number = (int32_t)num;
	}
	return 0;
}

static int
read_edge(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	uint32_t a, c;

	if (deckr_node_ref(dr, n, "a", &a) < 0 || deckr_node_ref(dr, n, "b", &c) < 0)
		return -1;
	if (a == c) {
		deckr_err(dr, n, "edge joins node %s to itself", deckr_get(n, "a"));
		return -1;
	}
	if (graph_find_edge(&nodes_part(b)->g, a, c) != GRAPH_NONE) {
		deckr_err(dr, n, "edge %s-%s is listed twice", deckr_get(n, "a"),
		    deckr_get(n, "b"));
		return -1;
	}
	if (graph_add_edge(&nodes_part(b)->g, a, c) == GRAPH_NONE) {
		deckr_err(dr, n, "node %s or %s has more than %d edges",
		    deckr_get(n, "a"), deckr_get(n, "b"), GRAPH_MAX_DEGREE);
		return -1;
	}
	return 0;
}

static int
read_dot(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	struct board_dot *dot;
	uint32_t v;
	double a;

	if (deckr_node_ref(dr, n, "node", &v) < 0 ||
	    deckr_num(dr, n, "angle", -7, 7, &a) < 0)
		return -1;
	dot = VEC_PUSH(
	    nodes_part(b)->dot, nodes_part(b)->ndot, nodes_part(b)->capdot);
	dot->node = v;
	dot->angle = a;
	return 0;
}

static int
read_area(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	const char *id = deckr_need(dr, n, "id"), *list = deckr_need(dr, n, "nodes");
	uint32_t v[GRAPH_MAX_DEGREE * 64];
	char word[64];
	size_t k = 0, len;
	char idbuf[32];
	int c;

	if (!id || !list)
		return -1;
	snprintf(idbuf, sizeof(idbuf), "a%zu", nodes_part(b)->area.n);
	if (strcmp(id, idbuf) != 0) {
		deckr_err(dr, n, "<area id=\"%.40s\">: areas are numbered a0, a1, "
		    "… in order (expected %s)", id, idbuf);
		return -1;
	}
	while (*list) {
		while (*list == ' ')
			list++;
		if (!*list)
			break;
		len = strcspn(list, " ");
		if (len >= sizeof(word) || k >= sizeof(v) / sizeof(v[0])) {
			deckr_err(dr, n, "<area nodes>: list too long");
			return -1;
		}
		memcpy(word, list, len);
		word[len] = '\0';
		list += len;
		/* (A node's id is most words: a corner starts with '@'.) */
		for (c = word[0] == '@' ? 0 : 4; c < 4; c++)
			if (strcmp(word, corners[c]) == 0)
				break;
		if (c < 4) {
			v[k++] = BOARD_CORNER(c);
			continue;
		}
		v[k] = strmap_get(deckr_ids(dr), word);
		if (v[k] == UINT32_MAX) {
			deckr_err(dr, n, "<area nodes>: \"%.40s\" names no node",
			    word);
			return -1;
		}
		k++;
	}
	if (k < 2) {
		deckr_err(dr, n, "<area %s> has fewer than 2 nodes", id);
		return -1;
	}
	board_area_add(b, v, k);
	return 0;
}

static int
area_ref(struct deck_reader *dr, struct board *b, const struct deck_node *n,
    uint32_t *out)
{
	const char *v = deckr_need(dr, n, "area");
	uint64_t a;

	if (!v)
		return -1;
	if (v[0] != 'a' || num_parse_u64(v + 1, UINT32_MAX, &a) < 0 ||
	    a >= nodes_part(b)->area.n) {
		deckr_err(dr, n, "<%s area=\"%.40s\"> names no area", n->name, v);
		return -1;
	}
	*out = (uint32_t)a;
	return 0;
}

static int
read_item(struct deck_reader *dr, struct board *b, const struct deck_node *n,
    struct board_item **arr, size_t *cnt, size_t *cap,
    const struct rules_item *types, size_t ntypes)
{
	struct board_item it;
	double v;
	int64_t slots;

	memset(&it, 0, sizeof(it));
	if (area_ref(dr, b, n, &it.area) < 0 ||
	    deckr_num(dr, n, "x", -b->width, 2 * b->width, &it.x) < 0 ||
	    deckr_num(dr, n, "y", -b->height, 2 * b->height, &it.y) < 0 ||
	    deckr_table_ref(dr, n, "type", types, sizeof(*types), ntypes, &it.type,
	    1) < 0)
		return -1;
	if (deckr_get(n, "slots")) {
		if (deckr_int(dr, n, "slots", 1, 9, &slots) < 0)
			return -1;
		it.slots = (int32_t)slots;
	}
	if (deckr_get(n, "rotation")) {
		if (deckr_num(dr, n, "rotation", -7, 7, &v) < 0)
			return -1;
		it.rotation = v;
	}
	*VEC_PUSH(*arr, *cnt, *cap) = it;
	return 0;
}

static int
read_tiny(struct deck_reader *dr, struct board *b, const struct deck_node *n)
{
	const struct rules_nodes *rn = nodes_rules(deckr_rules(dr));
	struct board_tiny t;

	memset(&t, 0, sizeof(t));
	if (deckr_node_ref(dr, n, "a", &t.a) < 0 || deckr_node_ref(dr, n, "b", &t.b) < 0 ||
	    deckr_table_ref(dr, n, "type", rn->tiny, sizeof(*rn->tiny), rn->ntiny,
	    &t.type, 1) < 0 || deckr_num(dr, n, "angle", -7, 7, &t.angle) < 0)
		return -1;
	*VEC_PUSH(nodes_part(b)->tiny, nodes_part(b)->ntiny,
	    nodes_part(b)->captiny) = t;
	return 0;
}

static int
read_item_list(struct deck_reader *dr, struct board *b, const struct deck_node *list,
    const char *elem, struct board_item **arr, size_t *cnt, size_t *cap,
    const struct rules_item *types, size_t ntypes)
{
	const struct deck_node *c;

	if (deckr_known_attrs(dr, list) < 0)
		return -1;
	for (c = list->children; c; c = c->next) {
		if (!deckr_is(c, elem)) {
			deckr_err(dr, c, "<%s> inside <%s>: only <%s> belongs there",
			    c->name, list->name, elem);
			return -1;
		}
		if (deckr_known_attrs(dr, c) < 0 ||
		    read_item(dr, b, c, arr, cnt, cap, types, ntypes) < 0)
			return -1;
	}
	return 0;
}

/* nodes_read: one child element of a nodes <board>. */
static int
nodes_read(struct deck_reader *dr, struct board *b, const struct deck_node *c)
{
	const struct rules_nodes *rn = nodes_rules(deckr_rules(dr));

	if (deckr_is(c, "nodes"))
		return deckr_list(dr, b, c, "node", read_node);
	if (deckr_is(c, "edges"))
		return deckr_list(dr, b, c, "edge", read_edge);
	if (deckr_is(c, "dots"))
		return deckr_list(dr, b, c, "dot", read_dot);
	if (deckr_is(c, "areas"))
		return deckr_list(dr, b, c, "area", read_area);
	if (deckr_is(c, "expeditions"))
		return read_item_list(dr, b, c, "expedition",
		    &nodes_part(b)->expedition, &nodes_part(b)->nexpedition,
		    &nodes_part(b)->capexpedition, rn->expedition,
		    rn->nexpedition);
	if (deckr_is(c, "landmarks"))
		return read_item_list(dr, b, c, "landmark",
		    &nodes_part(b)->landmark, &nodes_part(b)->nlandmark,
		    &nodes_part(b)->caplandmark, rn->landmark, rn->nlandmark);
	if (deckr_is(c, "resources"))
		return read_item_list(dr, b, c, "resource",
		    &nodes_part(b)->resource, &nodes_part(b)->nresource,
		    &nodes_part(b)->capresource, rn->resource, rn->nresource);
	if (deckr_is(c, "tinies"))
		return deckr_list(dr, b, c, "tiny", read_tiny);
	return DECK_NOT_MINE;
}

/* nodes_finish: rotations sorted, as every later stage expects. */
static int
nodes_finish(struct deck_reader *dr, struct board *b)
{
	graph_sort(&nodes_part(b)->g);
	return 0;
}

/* Its part of the deck schema: the elements above, with their types. */
static const struct deck_attr a_node[] = {
	DECK_ATTR("id", ST_NODEID), DECK_ATTR("x", ST_DECIMAL),
	DECK_ATTR("y", ST_DECIMAL), DECK_ATTR("role", ST_ROLE),
	DECK_ATTR_OPT("side", ST_SIDE), DECK_ATTR_OPT("type", ST_NAME),
	DECK_ATTR_OPT("mission", ST_NAME), DECK_ATTR_OPT("number", ST_PINT),
	DECK_ATTR_END };
static const struct deck_attr a_edge[] = { DECK_ATTR("a", ST_NODEID),
	DECK_ATTR("b", ST_NODEID), DECK_ATTR_END };
static const struct deck_attr a_dot[] = { DECK_ATTR("node", ST_NODEID),
	DECK_ATTR("angle", ST_ANGLE), DECK_ATTR_END };
static const struct deck_attr a_area[] = { DECK_ATTR("id", ST_AREA),
	DECK_ATTR("nodes", ST_NODELIST), DECK_ATTR_END };
#define PLACED DECK_ATTR("area", ST_AREA), DECK_ATTR("x", ST_DECIMAL), \
	DECK_ATTR("y", ST_DECIMAL), DECK_ATTR("type", ST_NAME)
static const struct deck_attr a_expedition[] = { PLACED,
	DECK_ATTR("slots", ST_SLOTS), DECK_ATTR_END };
static const struct deck_attr a_landmark[] = { PLACED, DECK_ATTR_END };
static const struct deck_attr a_resource[] = { PLACED,
	DECK_ATTR("rotation", ST_ANGLE), DECK_ATTR_END };
static const struct deck_attr a_tiny[] = { DECK_ATTR("a", ST_NODEID),
	DECK_ATTR("b", ST_NODEID), DECK_ATTR("type", ST_NAME),
	DECK_ATTR("angle", ST_ANGLE), DECK_ATTR_END };

#define LIST(list, e, a) { list, NULL, DECK_HOLDS_ELEMENTS, e }, \
	{ e, a, DECK_HOLDS_NOTHING, NULL }
static const struct deck_elem nodes_elems[] = {
	LIST("nodes", "node", a_node), LIST("edges", "edge", a_edge),
	LIST("dots", "dot", a_dot), LIST("areas", "area", a_area),
	LIST("expeditions", "expedition", a_expedition),
	LIST("landmarks", "landmark", a_landmark),
	LIST("resources", "resource", a_resource),
	LIST("tinies", "tiny", a_tiny), { NULL, NULL, 0, NULL }
};

static const char *const nodes_board[] = { "nodes", "edges", "dots",
	"areas", "expeditions", "landmarks", "resources", "tinies", NULL };

/* Its part of deck.rng: its definitions. */
static const char rng[] =
	"  <!-- nodes kind -->\n"
	"\n"
	"  <define name=\"nodes\">\n"
	"    <element name=\"nodes\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"node\">\n"
	"          <attribute name=\"id\"><ref name=\"nodeid\"/></attribute>\n"
	"          <attribute name=\"x\"><ref name=\"mm\"/></attribute>\n"
	"          <attribute name=\"y\"><ref name=\"mm\"/></attribute>\n"
	"          <attribute name=\"role\">\n"
	"            <choice>\n"
	"              <value>inner</value>\n"
	"              <value>edge</value>\n"
	"              <value>start</value>\n"
	"              <value>center</value>\n"
	"            </choice>\n"
	"          </attribute>\n"
	"          <optional>\n"
	"            <attribute name=\"side\">\n"
	"              <choice>\n"
	"                <value>left</value>\n"
	"                <value>top</value>\n"
	"                <value>right</value>\n"
	"                <value>bottom</value>\n"
	"              </choice>\n"
	"            </attribute>\n"
	"          </optional>\n"
	"          <optional><attribute name=\"type\"><ref name=\"name\"/>"
	"</attribute></optional>\n"
	"          <optional><attribute name=\"mission\"><ref name=\"name\"/>"
	"</attribute></optional>\n"
	"          <optional><attribute name=\"number\"><data"
	" type=\"positiveInteger\"/></attribute></optional>\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"edges\">\n"
	"    <element name=\"edges\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"edge\">\n"
	"          <attribute name=\"a\"><ref name=\"nodeid\"/></attribute>\n"
	"          <attribute name=\"b\"><ref name=\"nodeid\"/></attribute>\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"dots\">\n"
	"    <element name=\"dots\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"dot\">\n"
	"          <attribute name=\"node\"><ref name=\"nodeid\"/></attribute>"
	"\n"
	"          <attribute name=\"angle\"><ref name=\"angle\"/></attribute>"
	"\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"areas\">\n"
	"    <element name=\"areas\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"area\">\n"
	"          <attribute name=\"id\">\n"
	"            <data type=\"string\"><param name=\"pattern\">"
	"a[0-9]+</param></data>\n"
	"          </attribute>\n"
	"          <attribute name=\"nodes\">\n"
	"            <list><oneOrMore><ref name=\"nodeid\"/></oneOrMore></list>"
	"\n"
	"          </attribute>\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"placed\">\n"
	"    <attribute name=\"area\">\n"
	"      <data type=\"string\"><param name=\"pattern\">a[0-9]+</param>"
	"</data>\n"
	"    </attribute>\n"
	"    <attribute name=\"x\"><ref name=\"mm\"/></attribute>\n"
	"    <attribute name=\"y\"><ref name=\"mm\"/></attribute>\n"
	"    <attribute name=\"type\"><ref name=\"name\"/></attribute>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"expeditions\">\n"
	"    <element name=\"expeditions\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"expedition\">\n"
	"          <ref name=\"placed\"/>\n"
	"          <attribute name=\"slots\">\n"
	"            <data type=\"positiveInteger\"><param"
	" name=\"maxInclusive\">9</param></data>\n"
	"          </attribute>\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"landmarks\">\n"
	"    <element name=\"landmarks\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"landmark\"><ref name=\"placed\"/></element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"resources\">\n"
	"    <element name=\"resources\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"resource\">\n"
	"          <ref name=\"placed\"/>\n"
	"          <attribute name=\"rotation\"><ref name=\"angle\"/>"
	"</attribute>\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n"
	"  <define name=\"tinies\">\n"
	"    <element name=\"tinies\">\n"
	"      <zeroOrMore>\n"
	"        <element name=\"tiny\">\n"
	"          <attribute name=\"a\"><ref name=\"nodeid\"/></attribute>\n"
	"          <attribute name=\"b\"><ref name=\"nodeid\"/></attribute>\n"
	"          <attribute name=\"type\"><ref name=\"name\"/></attribute>\n"
	"          <attribute name=\"angle\"><ref name=\"angle\"/></attribute>"
	"\n"
	"        </element>\n"
	"      </zeroOrMore>\n"
	"    </element>\n"
	"  </define>\n"
	"\n";

static const struct deck_schema nodes_schema = { .board = nodes_board,
	.elems = nodes_elems, .rng = rng };

/* nodes_write_attrs: the board's first-game option, when set. */
static void
nodes_write_attrs(struct deck_writer *dw, const struct board *b,
    const struct rules *r)
{
	(void)r;
	if (nodes_part(b)->first_game)
		deckw_attr_raw(dw, "first-game", "yes");
}

/*
 * nodes_read_board: the first-game option (its yes or no already checked
 * with the board's other options, deck_read_board.c).
 */
static int
nodes_read_board(struct deck_reader *dr, struct board *b,
    const struct deck_node *n)
{
	const char *fg = deckr_get(n, "first-game");

	(void)dr;
	nodes_part(b)->first_game = fg && strcmp(fg, "yes") == 0;
	return 0;
}

const struct deck_kind deck_kind_nodes = {
	.board_attrs = "",
	.write_attrs = nodes_write_attrs,
	.write = nodes_write,
	.read_board = nodes_read_board,
	.read = nodes_read,
	.finish = nodes_finish,
	.seat_at = "node",
	.schema = &nodes_schema,
};

/*
 * The deck's round trip in memory (board/settle.h): what the writer above
 * prints and the reader above takes back, field by field, and what the
 * reader derives derived again. A change to one of them is a change here.
 */

/* settle_ref: a rules reference as the writer names it (out of range:
 * not written, read as none). */
static int32_t
settle_ref(int32_t i, size_t n)
{
	return i >= 0 && (size_t)i < n ? i : BOARD_NONE;
}

/* settle_items: n placed items, with slots (expeditions) or a rotation
 * (resources) or neither, as read_item leaves them. */
static void
settle_items(struct board_item *it, size_t n, int slots, int rotation)
{
	size_t i;

	for (i = 0; i < n; i++) {
		it[i].x = num_round3(it[i].x);
		it[i].y = num_round3(it[i].y);
		if (!slots)
			it[i].slots = 0;
		it[i].rotation = rotation ? num_round3(it[i].rotation) : 0;
	}
}

void
nodes_deck_settle(struct board *b, const struct rules *r)
{
	const struct rules_nodes *rn = nodes_rules(r);
	struct nodes_part *p = nodes_part(b);
	struct graph *g = &p->g;
	size_t i;

	board_settle_grid(b, 0);
	p->first_game = p->first_game != 0;
	for (i = 0; i < g->nnodes; i++) {
		struct board_node *n = &p->node[i];
		unsigned s = n->sides & 15u;

		g->node[i].p.x = num_round3(g->node[i].p.x);
		g->node[i].p.y = num_round3(g->node[i].p.y);
		/* One side is written, the first of left, top, right, bottom */
		n->sides = (uint8_t)(s & (~s + 1u));
		n->type = settle_ref(n->type, rn->ntype);
		n->mission = settle_ref(n->mission, rn->nmission);
		if (n->number < 0)
			n->number = 0;
		g->node[i].deg = 0;
	}
	/*
	 * The rotations as read_edge builds them, edge by edge, then sorted
	 * on the rounded places (nodes_finish).
	 */
	for (i = 0; i < g->nedges; i++) {
		struct graph_node *a = &g->node[g->edge[i].a];
		struct graph_node *c = &g->node[g->edge[i].b];

		a->out[a->deg++] = 2 * (uint32_t)i;
		c->out[c->deg++] = 2 * (uint32_t)i + 1;
	}
	graph_sort(g);
	for (i = 0; i < p->ndot; i++)
		p->dot[i].angle = num_round3(p->dot[i].angle);
	settle_items(p->expedition, p->nexpedition, 1, 0);
	settle_items(p->landmark, p->nlandmark, 0, 0);
	settle_items(p->resource, p->nresource, 0, 1);
	for (i = 0; i < p->ntiny; i++)
		p->tiny[i].angle = num_round3(p->tiny[i].angle);
}
