/* test_boardhash.c: the canonical structure and its hash. */
#include <stdlib.h>

#include "testutil.h"

#include "transport_util.h"
#include "tu_dungeon.h"

#include "board/boardhash.h"
#include "nodes/part.h"
#include "transport/part.h"

static const char *
hash(const struct board *b, char hex[SHA256_HEX])
{
	boardhash_structure(b, hex);
	return hex;
}

/*
 * copy_nodes: dst gets src's nodes and edges, the nodes in reverse order
 * and each edge turned round; with turned, the board is a half turn on
 * (every position and side mirrored through the trim's centre).
 */
static void
copy_nodes(struct board *dst, const struct board *src, int turned)
{
	size_t n = nodes_part(src)->g.nnodes, i;

	board_clear(dst);
	board_set_kind(dst, src->kind);
	dst->width = src->width;
	dst->height = src->height;
	for (i = 0; i < n; i++) {
		const struct graph_node *gn =
		    &nodes_part(src)->g.node[n - 1 - i];
		const struct board_node *bn = &nodes_part(src)->node[n - 1 - i];
		int sides = bn->sides;

		if (turned)
			sides = ((sides << 2) | (sides >> 2)) & 15;
		board_add_node(dst, turned ? src->width - gn->p.x : gn->p.x,
		    turned ? src->height - gn->p.y : gn->p.y, bn->role, sides);
	}
	for (i = nodes_part(src)->g.nedges; i-- > 0;)
		assert_true(
		    graph_add_edge(&nodes_part(dst)->g,
			(uint32_t)(n - 1 - nodes_part(src)->g.edge[i].b),
			(uint32_t)(n - 1 - nodes_part(src)->g.edge[i].a)) !=
		    GRAPH_NONE);
}

static void
nodes_canonical(void **state)
{
	char h1[SHA256_HEX], h2[SHA256_HEX], h3[SHA256_HEX];
	struct board a, b;
	struct rules r;

	assert_int_equal(tu_rules(&r), 0);
	board_init(&a);
	board_init(&b);
	tu_board(&a, &r, 7, 4, 297, 210);
	hash(&a, h1);
	assert_int_equal(strlen(h1), 64);

	copy_nodes(&b, &a, 0);
	assert_string_equal(hash(&b, h2), h1);
	copy_nodes(&b, &a, 1);
	assert_string_equal(hash(&b, h2), h1);

	/* Ids, seed, attempt and content are not structure. */
	a.seed = 99;
	a.attempt = 3;
	snprintf(a.id, sizeof(a.id), "other-000099");
	nodes_part(&a)->node[0].type = 2;
	assert_string_equal(hash(&a, h2), h1);

	/* Below the deck's precision nothing changes; above it, all does. */
	nodes_part(&a)->g.node[5].p.x += 0.0001;
	assert_string_equal(hash(&a, h2), h1);
	nodes_part(&a)->g.node[5].p.x += 0.001;
	assert_string_not_equal(hash(&a, h2), h1);
	nodes_part(&a)->g.node[5].p.x -= 0.0011;
	graph_remove_last_edge(&nodes_part(&a)->g);
	assert_string_not_equal(hash(&a, h3), h1);

	tu_board(&b, &r, 8, 4, 297, 210);
	assert_string_not_equal(hash(&b, h2), h1);
	board_fini(&a);
	board_fini(&b);
	rules_fini(&r);
}

/*
 * A three-node board on a 100 mm square: nodes (x, y, role, sides) and
 * two edges (a0-b0, a1-b1).
 */
struct tri {
	double x[3], y[3];
	int role[3], sides[3];
	uint32_t a[2], b[2];
};

static void
tri_board(struct board *b, const struct tri *t)
{
	int i;

	board_init(b);
	b->width = b->height = 100;
	for (i = 0; i < 3; i++)
		board_add_node(b, t->x[i], t->y[i], t->role[i], t->sides[i]);
	for (i = 0; i < 2; i++)
		graph_add_edge(&nodes_part(b)->g, t->a[i], t->b[i]);
}

static void
nodes_text(void **state)
{
	static const char want[] = "boardpress structure 1\nkind nodes\n"
	    "trim 100.000 100.000\nnodes 3\n"
	    "0 0 start 3\n50000 0 edge 2\n20000 40000 center 0\n"
	    "edges 2\n0 2\n1 2\n";
	static const struct tri tb = { { 20, 50, 0 }, { 40, 0, 0 },
		{ ROLE_CENTER, ROLE_EDGE, ROLE_START },
		{ 0, SIDE_TOP, SIDE_LEFT | SIDE_TOP }, { 0, 2 }, { 1, 0 } };
	/* tb a quarter turn clockwise on: (x, y) -> (100 - y, x). */
	static const struct tri tq = { { 60, 100, 100 }, { 20, 50, 0 },
		{ ROLE_CENTER, ROLE_EDGE, ROLE_START },
		{ 0, SIDE_RIGHT, SIDE_TOP | SIDE_RIGHT }, { 1, 0 }, { 0, 2 } };
	char *s = NULL, h1[SHA256_HEX], h2[SHA256_HEX];
	size_t n = 0, cap = 0;
	struct board b, q;

	tri_board(&b, &tb);
	tri_board(&q, &tq);
	boardhash_text(&b, 0, &s, &n, &cap);
	assert_int_equal(n, strlen(want));
	assert_memory_equal(s, want, n);
	/* A square trim: a quarter turn is the same board ... */
	assert_string_equal(hash(&q, h2), hash(&b, h1));
	/* ... but not on a trim that is not square. */
	b.width = q.width = 100.5;
	assert_string_not_equal(hash(&q, h2), hash(&b, h1));
	free(s);
	board_fini(&b);
	board_fini(&q);
}

static void
grid(void **state)
{
	static const char *const m1[] = { "#####", "#s..#", "#.#e#", "#####",
		NULL };
	static const char *const m2[] = { "#####", "#e#.#", "#..s#", "#####",
		NULL };
	static const char *const m3[] = { "#####", "#s..#", "#..e#", "#####",
		NULL };
	char h1[SHA256_HEX], h2[SHA256_HEX];
	struct board a, b;

	board_init(&a);
	board_init(&b);
	a.width = b.width = 25;
	a.height = b.height = 20;
	tu_map(&a, m1);
	tu_map(&b, m2);
	/* m2 is m1 turned round; the features (content) do not count. */
	assert_string_equal(hash(&b, h2), hash(&a, h1));
	tu_map(&b, m3);
	assert_string_not_equal(hash(&b, h2), h1);
	board_fini(&a);
	board_fini(&b);
}

static void
dungeons_differ(void **state)
{
	char h1[SHA256_HEX], h2[SHA256_HEX];
	struct board a, b;
	struct rules r;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	board_init(&a);
	board_init(&b);
	tu_dungeon_board(&a, &r, 1, 1, 0);
	tu_dungeon_board(&b, &r, 1, 1, 1);
	assert_string_equal(hash(&b, h2), hash(&a, h1));
	tu_dungeon_board(&b, &r, 2, 1, 1);
	assert_string_not_equal(hash(&b, h2), h1);
	board_fini(&a);
	board_fini(&b);
	rules_fini(&r);
}

/* turned: b a half turn on, its cities and routes listed backwards. */
static void
turned(struct board *t, const struct board *b)
{
	size_t cells = (size_t)b->cols * (size_t)b->rows, i, k;
	uint32_t *v = mem_alloc((transport_part(b)->nrcell + 1) * sizeof(*v));
	size_t nc = transport_part(b)->ncity;

	board_clear(t);
	board_set_kind(t, b->kind);
	t->width = b->width;
	t->height = b->height;
	board_grid(t, b->cols, b->rows, b->cell, '.');
	board_trees(t);
	for (i = 0; i < cells; i++) {
		t->terrain[cells - 1 - i] = b->terrain[i];
		transport_part(t)->tree[cells - 1 - i] =
		    transport_part(b)->tree[i];
	}
	for (i = nc; i-- > 0;)
		board_add_city(t, b->cols - 1 - transport_part(b)->city[i].col,
		    b->rows - 1 - transport_part(b)->city[i].row);
	for (i = transport_part(b)->nroute; i-- > 0;) {
		const struct board_route *rt = &transport_part(b)->route[i];

		for (k = 0; k < rt->len; k++)
			v[k] =
			    (uint32_t)(cells - 1 -
				       transport_part(b)->rcell[rt->start + k]);
		board_add_route(t, rt->type, (uint32_t)(nc - 1 - rt->from),
		    (uint32_t)(nc - 1 - rt->to), v, rt->len);
	}
	free(v);
}

/* reverse_route: route i of b from its other end. */
static void
reverse_route(struct board *b, size_t i)
{
	struct board_route *rt = &transport_part(b)->route[i];
	uint32_t *c = &transport_part(b)->rcell[rt->start], x = rt->from;
	size_t k;

	rt->from = rt->to;
	rt->to = x;
	for (k = 0; k < rt->len / 2; k++) {
		x = c[k];
		c[k] = c[rt->len - 1 - k];
		c[rt->len - 1 - k] = x;
	}
}

static void
transport(void **state)
{
	char h1[SHA256_HEX], h2[SHA256_HEX];
	struct board a, b;
	struct diag d;

	board_init(&a);
	board_init(&b);
	diag_init(&d);
	tt_board(&a, &R, 3, 4, 0);
	assert_true(
	    transport_part(&a)->ncity > 2 && transport_part(&a)->nroute > 1);
	hash(&a, h1);
	turned(&b, &a);
	assert_string_equal(hash(&b, h2), h1);
	/* Capitals, goods, airports and names are content. */
	assert_int_equal(make_content(&a, &R, &d), 0);
	assert_string_equal(hash(&a, h2), h1);
	/* A route turned round is the same route. */
	reverse_route(&b, 0);
	assert_string_equal(hash(&b, h2), h1);
	transport_part(&b)->tree[0] = transport_part(&b)->tree[0] < 0 ? 0 : -1;
	assert_string_not_equal(hash(&b, h2), h1);
	turned(&b, &a);
	transport_part(&b)->city[0].col++;
	assert_string_not_equal(hash(&b, h2), h1);
	tt_board(&b, &R, 4, 4, 0);
	assert_string_not_equal(hash(&b, h2), h1);
	diag_fini(&d);
	board_fini(&a);
	board_fini(&b);
}

TEST_MAIN(tt_setup, tt_teardown,
    cmocka_unit_test(nodes_canonical),
    cmocka_unit_test(nodes_text),
    cmocka_unit_test(grid),
    cmocka_unit_test(dungeons_differ),
    cmocka_unit_test(transport))
