/* hash.c: the nodes kind's structure as canonical text (board/boardhash.h). */
#include "nodes/part.h"

#include <stdlib.h>

#include "board/boardhash.h"
#include "core/mem.h"
#include "core/sort.h"

/* An edge as the ranks of its ends, lo < hi. */
struct link {
	uint32_t lo, hi;
};

/* Links by their ends: no two alike (inline, as boardhash.c's spots). */
#define LINK_BEFORE(p, q) ((p)->lo != (q)->lo ? (p)->lo < (q)->lo : \
    (p)->hi < (q)->hi)
SORT_DEFINE(sort_links, struct link, LINK_BEFORE)

/* turn_sides: side bits a quarter turn clockwise on, turn times. */
static int
turn_sides(int sides, int turn)
{
	while (turn-- > 0)
		sides = ((sides << 1) | (sides >> 3)) & 15;
	return sides;
}

/* turn_spots: each node's position, turned, in micrometres. */
static void
turn_spots(const struct board *b, int turn, struct boardhash_spot *sp)
{
	const struct graph *g = &nodes_part(b)->g;
	long long w = boardhash_um(b->width), h = boardhash_um(b->height), x, y;
	size_t i;

	for (i = 0; i < g->nnodes; i++) {
		x = boardhash_um(g->node[i].p.x);
		y = boardhash_um(g->node[i].p.y);
		switch (turn) {
		case 1:
			sp[i].x = h - y, sp[i].y = x;
			break;
		case 2:
			sp[i].x = w - x, sp[i].y = h - y;
			break;
		case 3:
			sp[i].x = y, sp[i].y = w - x;
			break;
		default:
			sp[i].x = x, sp[i].y = y;
		}
		sp[i].i = (uint32_t)i;
	}
}

/*
 * nodes_hash: the nodes by turned position, each with its role and its
 * turned sides, then the edges by the ranks of their ends. Nothing for a
 * board without nodes.
 */
void
nodes_hash(const struct board *b, int turn, char **s, size_t *n, size_t *cap)
{
	const struct graph *g = &nodes_part(b)->g;
	struct boardhash_spot *sp;
	uint32_t *rank;
	struct link *ln;
	size_t i;

	if (g->nnodes == 0)
		return;
	sp = mem_alloc((g->nnodes + 1) * sizeof(*sp));
	rank = mem_alloc((g->nnodes + 1) * sizeof(*rank));
	ln = mem_alloc((g->nedges + 1) * sizeof(*ln));
	turn_spots(b, turn, sp);
	boardhash_sort_spots(sp, g->nnodes);
	boardhash_putf(s, n, cap, "nodes %zu\n", g->nnodes);
	for (i = 0; i < g->nnodes; i++) {
		const struct board_node *bn = &nodes_part(b)->node[sp[i].i];

		/* "%lld %lld %s %d\n" */
		rank[sp[i].i] = (uint32_t)i;
		boardhash_put_num(s, n, cap, sp[i].x, ' ');
		boardhash_put_num(s, n, cap, sp[i].y, ' ');
		boardhash_put_str(s, n, cap, board_role_name(bn->role), ' ');
		boardhash_put_num(s, n, cap, turn_sides(bn->sides, turn), '\n');
	}
	for (i = 0; i < g->nedges; i++) {
		uint32_t a = rank[g->edge[i].a], c = rank[g->edge[i].b];

		ln[i].lo = a < c ? a : c;
		ln[i].hi = a < c ? c : a;
	}
	sort_links(ln, g->nedges);
	boardhash_putf(s, n, cap, "edges %zu\n", g->nedges);
	for (i = 0; i < g->nedges; i++) {
		boardhash_put_num(s, n, cap, ln[i].lo, ' ');
		boardhash_put_num(s, n, cap, ln[i].hi, '\n');
	}
	MEM_FREE(sp, rank, ln);
}
