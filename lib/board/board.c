/* board.c: board storage and the names of its enums. */
#include "board/board.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"

void
board_init(struct board *b)
{
	memset(b, 0, sizeof(*b));
	graph_init(&b->nodes.g);
	b->transport.scenario = BOARD_NONE;
}

void
board_clear_validation(struct board *b)
{
	size_t i;

	for (i = 0; i < b->val.ncheck; i++)
		free(b->val.check[i].detail);
	b->val.ncheck = 0;
	b->val.nseat = 0;
	b->val.present = 0;
	b->val.pass = 0;
	b->val.attempts = 0;
}

void
board_clear_content(struct board *b)
{
	size_t i;

	for (i = 0; i < b->nodes.g.nnodes; i++) {
		b->nodes.node[i].type = BOARD_NONE;
		b->nodes.node[i].mission = BOARD_NONE;
		b->nodes.node[i].number = 0;
	}
	b->nodes.ndot = 0;
	b->nodes.area.nnode = 0;
	b->nodes.area.n = 0;
	b->nodes.nexpedition = b->nodes.nlandmark = b->nodes.nresource = 0;
	b->nodes.ntiny = 0;
	b->dungeon.nfeature = 0;
	for (i = 0; i < b->transport.ncity; i++) {
		b->transport.city[i].capital = BOARD_NONE;
		b->transport.city[i].airport = 0;
		b->transport.city[i].nwant = 0;
		b->transport.city[i].name[0] = '\0';
	}
	board_clear_validation(b);
}

void
board_clear(struct board *b)
{
	board_clear_content(b);
	graph_clear(&b->nodes.g);
	b->kind = BOARD_NODES;
	b->id[0] = b->rules[0] = b->paper[0] = b->expansions[0] = '\0';
	b->seed = 0;
	b->attempt = 0;
	b->players = 0;
	b->width = b->height = 0;
	b->line = 0;
	b->nodes.first_game = 0;
	b->cols = b->rows = 0;
	b->cell = 0;
	b->dungeon.tunnels = b->dungeon.length = 0;
	b->dungeon.floor = 0;
	b->transport.scenario = BOARD_NONE;
	b->transport.ncity = b->transport.nroute = b->transport.nrcell = 0;
}

void
board_fini(struct board *b)
{
	board_clear_validation(b);
	graph_fini(&b->nodes.g);
	free(b->nodes.node);
	free(b->nodes.dot);
	free(b->nodes.area.node);
	free(b->nodes.area.start);
	free(b->nodes.expedition);
	free(b->nodes.landmark);
	free(b->nodes.resource);
	free(b->nodes.tiny);
	free(b->terrain);
	free(b->dungeon.feature);
	free(b->transport.tree);
	free(b->transport.city);
	free(b->transport.route);
	free(b->transport.rcell);
	free(b->val.check);
	free(b->val.seat);
	board_init(b);
}

uint32_t
board_add_node(struct board *b, double x, double y, int role, int sides)
{
	uint32_t i = graph_add_node(&b->nodes.g, vec2(x, y));

	b->nodes.node = mem_grow(b->nodes.node, &b->nodes.capnode,
	    b->nodes.g.nnodes, sizeof(*b->nodes.node));
	memset(&b->nodes.node[i], 0, sizeof(b->nodes.node[i]));
	b->nodes.node[i].role = (uint8_t)role;
	b->nodes.node[i].sides = (uint8_t)sides;
	b->nodes.node[i].type = BOARD_NONE;
	b->nodes.node[i].mission = BOARD_NONE;
	b->nodes.node[i].number = 0;
	return i;
}

void
board_set_id(struct board *b)
{
	snprintf(b->id, sizeof(b->id), "%s-%06" PRIu64, b->rules, b->seed);
}

void
board_area_add(struct board *b, const uint32_t *v, size_t n)
{
	struct board_areas *a = &b->nodes.area;

	a->start = mem_grow(a->start, &a->capstart, a->n + 2,
	    sizeof(*a->start));
	if (a->n == 0)
		a->start[0] = 0;
	a->node = mem_grow(a->node, &a->capnode, a->nnode + n,
	    sizeof(*a->node));
	memcpy(&a->node[a->nnode], v, n * sizeof(*v));
	a->nnode += n;
	a->start[++a->n] = (uint32_t)a->nnode;
}

void
board_grid(struct board *b, int cols, int rows, double cell, char fill)
{
	size_t n = (size_t)cols * (size_t)rows;

	b->terrain = mem_grow(b->terrain, &b->capterrain, n + 1, 1);
	memset(b->terrain, fill, n);
	b->terrain[n] = '\0';
	b->cols = cols;
	b->rows = rows;
	b->cell = cell;
}

struct vec2
board_area_point(const struct board *b, uint32_t v)
{
	if (!BOARD_IS_CORNER(v))
		return b->nodes.g.node[v].p;
	switch (v - BOARD_CORNER(0)) {
	case 0:
		return vec2(0, 0);
	case 1:
		return vec2(b->width, 0);
	case 2:
		return vec2(b->width, b->height);
	default:
		return vec2(0, b->height);
	}
}

size_t
board_area_polygon(const struct board *b, size_t i, struct vec2 **pts,
    size_t *cap)
{
	size_t n = board_area_len(b, i), k;
	const uint32_t *v = board_area_nodes(b, i);

	*pts = mem_grow(*pts, cap, n + 1, sizeof(**pts));
	for (k = 0; k < n; k++)
		(*pts)[k] = board_area_point(b, v[k]);
	return n;
}

void
board_trees(struct board *b)
{
	size_t n = (size_t)b->cols * (size_t)b->rows;

	b->transport.tree =
	    mem_grow(b->transport.tree, &b->transport.captree, n ? n : 1, 1);
	memset(b->transport.tree, BOARD_NONE, n);
}

uint32_t
board_add_city(struct board *b, int col, int row)
{
	struct board_city *c = VEC_PUSH(
	    b->transport.city, b->transport.ncity, b->transport.capcity);

	c->col = col;
	c->row = row;
	c->capital = BOARD_NONE;
	return (uint32_t)(b->transport.ncity - 1);
}

uint32_t
board_add_route(struct board *b, int32_t type, uint32_t from, uint32_t to,
    const uint32_t *cells, size_t n)
{
	struct board_route *rt = VEC_PUSH(
	    b->transport.route, b->transport.nroute, b->transport.caproute);

	rt->type = type;
	rt->from = from;
	rt->to = to;
	rt->start = (uint32_t)b->transport.nrcell;
	rt->len = (uint32_t)n;
	b->transport.rcell =
	    mem_grow(b->transport.rcell, &b->transport.caprcell,
		b->transport.nrcell + n, sizeof(*b->transport.rcell));
	memcpy(&b->transport.rcell[b->transport.nrcell], cells,
	    n * sizeof(*cells));
	b->transport.nrcell += n;
	return (uint32_t)(b->transport.nroute - 1);
}

void
board_check_add(struct board *b, const char *id, int pass, const char *detail)
{
	struct board_check *c = VEC_PUSH(b->val.check, b->val.ncheck,
	    b->val.capcheck);

	snprintf(c->id, sizeof(c->id), "%s", id);
	c->pass = pass;
	c->detail = detail ? mem_strdup(detail) : NULL;
}

static const char *const role_names[] = { "inner", "edge", "start",
	"center" };
static const char *const side_names[] = { "left", "top", "right", "bottom" };

static int
lookup(const char *const *names, int n, const char *s)
{
	int i;

	for (i = 0; i < n; i++)
		if (strcmp(names[i], s) == 0)
			return i;
	return -1;
}

const char *
board_role_name(int role)
{
	return role >= 0 && role < 4 ? role_names[role] : "?";
}

int
board_role_parse(const char *s)
{
	return lookup(role_names, 4, s);
}

const char *
board_side_name(int side_bit)
{
	switch (side_bit) {
	case SIDE_LEFT:
		return side_names[0];
	case SIDE_TOP:
		return side_names[1];
	case SIDE_RIGHT:
		return side_names[2];
	case SIDE_BOTTOM:
		return side_names[3];
	}
	return "?";
}

int
board_side_parse(const char *s)
{
	int i = lookup(side_names, 4, s);

	return i < 0 ? -1 : 1 << i;
}
