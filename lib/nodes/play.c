/* play.c: Lanternfall's reference game: each seat races to its mission. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/limit.h"
#include "core/mem.h"
#include "nodes/part.h"
#include "nodes/play.h"
#include "nodes/rules.h"

/*
 * The game is written down in templates/rules/nodes.md ("Play: the
 * reference game"). In short: seat k plays paper side side[k]; its first
 * move puts its pawn on one of that side's starts, whose mission it then
 * plays; each turn after, the pawn moves along one edge, never onto a
 * start that is not its own nor onto a node another pawn holds; entering
 * a numbered node takes its number in turns; a die may lose a seat its
 * turn. A mission is done once the pawn has visited nodes of cat_need
 * categories and, when the mission has relevant types on the board,
 * rel_need nodes of them too; every res_per resources gathered (those of
 * an area whose boundary the pawn enters, once each) stand in for one
 * node. The first seat done wins.
 *
 * What the static score (nodes/check.c) counts is what the game asks:
 * nodes, categories and resources near the starts, numbers as obstacles.
 */

static void
play_free(void *p)
{
	struct nodes_play *g = p;

	if (!g)
		return;
	MEM_FREE(g->cat, g->type, g->mission, g->cost, g->owner, g->adj,
	    g->adj_at, g->start, g->area, g->area_at, g->area_res, g->dist,
	    g->relevant, g->rel_need, g->cat_name, g->mission_name, g->held,
	    g->visited, g->gathered);
	free(g);
}

static int
cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

/* build_adjacency: each node's neighbours, sorted by index, so the moves'
 * order is the deck's, whatever order the edges were made in. */
static void
build_adjacency(struct nodes_play *g, const struct graph *gr)
{
	uint32_t v, k, m = 0;

	g->adj_at = mem_alloc((g->n + 1) * sizeof(*g->adj_at));
	for (v = 0; v < g->n; v++)
		m += gr->node[v].deg;
	g->adj = mem_alloc((m + 1) * sizeof(*g->adj));
	m = 0;
	for (v = 0; v < g->n; v++) {
		g->adj_at[v] = m;
		for (k = 0; k < gr->node[v].deg; k++)
			g->adj[m++] = graph_he_to(gr, gr->node[v].out[k]);
		qsort(g->adj + g->adj_at[v], m - g->adj_at[v],
		    sizeof(*g->adj), cmp_u32);
	}
	g->adj_at[g->n] = m;
}

/*
 * build_areas: for each node, the areas with resources whose boundary it
 * is on (each once), and each such area's resources.
 */
static void
build_areas(struct nodes_play *g, const struct board *b)
{
	const struct nodes_part *p = nodes_part(b);
	uint16_t *res = mem_calloc(p->area.n + 1, sizeof(*res));
	uint32_t *slot = mem_alloc((p->area.n + 1) * sizeof(*slot));
	uint32_t *count = mem_calloc(g->n + 1, sizeof(*count));
	const uint32_t *a;
	size_t i, k, j, m = 0;
	uint32_t v;

	for (i = 0; i < p->nresource; i++)
		if (p->resource[i].area < p->area.n &&
		    res[p->resource[i].area] < UINT16_MAX)
			res[p->resource[i].area]++;
	/* Areas with resources, numbered 0 .. nareas - 1 for the game. */
	g->nareas = 0;
	for (i = 0; i < p->area.n; i++)
		slot[i] = res[i] ? g->nareas++ : UINT32_MAX;
	g->area_res = mem_alloc((g->nareas + 1) * sizeof(*g->area_res));
	for (i = 0; i < p->area.n; i++)
		if (slot[i] != UINT32_MAX)
			g->area_res[slot[i]] = res[i];
	/* Two passes: count, then fill; a node twice on one boundary (a
	 * dead end walked round) is listed once. */
	g->area_at = mem_calloc(g->n + 1, sizeof(*g->area_at));
	for (j = 0; j < 2; j++) {
		if (j == 1) {
			for (v = 0, m = 0; v < g->n; v++) {
				g->area_at[v] = (uint32_t)m;
				m += count[v];
				count[v] = 0;
			}
			g->area_at[g->n] = (uint32_t)m;
			g->area = mem_alloc((m + 1) * sizeof(*g->area));
		}
		for (i = 0; i < p->area.n; i++) {
			if (slot[i] == UINT32_MAX)
				continue;
			a = board_area_nodes(b, i);
			for (k = 0; k < board_area_len(b, i); k++) {
				uint32_t *at, c;

				v = a[k];
				if (BOARD_IS_CORNER(v) || v >= g->n)
					continue;
				if (j == 0) {
					count[v]++;
					continue;
				}
				at = g->area + g->area_at[v];
				for (c = 0; c < count[v]; c++)
					if (at[c] == slot[i])
						break;
				if (c == count[v])
					at[count[v]++] = slot[i];
			}
		}
	}
	/* Duplicates left holes at the end of a node's run: close them up. */
	for (v = 0, m = 0; v < g->n; v++) {
		uint32_t from = g->area_at[v];

		g->area_at[v] = (uint32_t)m;
		memmove(g->area + m, g->area + from,
		    count[v] * sizeof(*g->area));
		m += count[v];
	}
	g->area_at[g->n] = (uint32_t)m;
	MEM_FREE(res, slot, count);
}

/*
 * build_dist: dist[u][v], the turns from u to v: the entering costs of
 * the nodes on the way, v's included, passing through no start (a pawn
 * may stand on its own, never cross another's). Dijkstra from each node
 * with Dial's buckets: the costs are small whole numbers (1 .. 200), so
 * each source takes time in its edges, not their logarithm, and the
 * whole O(n * edges), a second at the deck's node limit.
 */
#define NB 256 /* buckets: more than the largest cost */
static void
build_dist(struct nodes_play *g)
{
	uint32_t n = g->n, s, v, w, k, cur, left;
	uint32_t *d = mem_alloc((n + 1) * sizeof(*d));
	uint32_t *next = mem_alloc((n + 1) * sizeof(*next));
	uint32_t *prev = mem_alloc((n + 1) * sizeof(*prev));
	uint32_t head[NB];

	g->dist = mem_alloc((size_t)n * n * sizeof(*g->dist) + 1);
	for (s = 0; s < n; s++) {
		for (k = 0; k < NB; k++)
			head[k] = UINT32_MAX;
		for (v = 0; v < n; v++)
			d[v] = UINT32_MAX;
		d[s] = 0;
		head[0] = s;
		next[s] = prev[s] = UINT32_MAX;
		left = 1; /* nodes in the buckets */
		for (cur = 0; left > 0; cur++) {
			while ((v = head[cur % NB]) != UINT32_MAX) {
				head[cur % NB] = next[v];
				if (next[v] != UINT32_MAX)
					prev[next[v]] = UINT32_MAX;
				left--;
				if (v != s && g->owner[v] != -1)
					continue; /* a start: reached, not
						     crossed */
				for (k = g->adj_at[v]; k < g->adj_at[v + 1];
				    k++) {
					uint32_t nd;

					w = g->adj[k];
					nd = d[v] + g->cost[w];
					if (nd >= d[w])
						continue;
					if (d[w] != UINT32_MAX) {
						/* out of its old bucket */
						if (prev[w] != UINT32_MAX)
							next[prev[w]] = next[w];
						else
							head[d[w] % NB] = next[w];
						if (next[w] != UINT32_MAX)
							prev[next[w]] = prev[w];
						left--;
					}
					d[w] = nd;
					prev[w] = UINT32_MAX;
					next[w] = head[nd % NB];
					if (next[w] != UINT32_MAX)
						prev[next[w]] = w;
					head[nd % NB] = w;
					left++;
				}
			}
		}
		for (v = 0; v < n; v++)
			g->dist[(size_t)s * n + v] = d[v] >= NODES_PLAY_FAR ?
			    NODES_PLAY_FAR : (uint16_t)d[v];
	}
	MEM_FREE(d, next, prev);
}
#undef NB

/* build_missions: which types each mission wants, and how many of them
 * it asks on this board (0: none on it, a plain mission). */
static void
build_missions(struct nodes_play *g, const struct rules_nodes *rn)
{
	uint32_t m, t, v;
	size_t j;
	int on;

	g->relevant = mem_calloc((size_t)g->nmission * g->ntype + 1, 1);
	g->rel_need = mem_calloc(g->nmission + 1, sizeof(*g->rel_need));
	for (m = 0; m < g->nmission; m++) {
		const struct rules_refs *rr = &rn->mission[m].relevant;

		for (j = 0; j < rr->n; j++)
			if (rr->v[j].index >= 0 &&
			    (uint32_t)rr->v[j].index < g->ntype)
				g->relevant[m * g->ntype + rr->v[j].index] = 1;
		for (v = 0, on = 0; v < g->n; v++)
			if (g->type[v] >= 0 &&
			    g->relevant[m * g->ntype + g->type[v]])
				on++;
		g->rel_need[m] = on < rn->play_relevant ? on : rn->play_relevant;
	}
	for (t = 0; t < g->ncat; t++)
		snprintf(g->cat_name[t], sizeof(g->cat_name[t]), "%s",
		    rn->category[t].name);
	for (m = 0; m < g->nmission; m++)
		snprintf(g->mission_name[m], sizeof(g->mission_name[m]), "%s",
		    rn->mission[m].name);
}

/* bad: no game for b, one message in d. */
static void *
bad(struct nodes_play *g, const struct board *b, struct diag *d,
    const char *what)
{
	diag_add(d, DIAG_INVALID, NULL, 0, b->id, NULL,
	    "cannot be played: %s", what);
	play_free(g);
	return NULL;
}

static void *
play_new(const struct board *b, const struct rules *r, int *seats,
    struct diag *d)
{
	const struct rules_nodes *rn = nodes_rules(r);
	const struct nodes_part *p = nodes_part(b);
	struct nodes_play *g = mem_calloc(1, sizeof(*g));
	uint32_t v, cats = 0, m;
	int k;

	g->n = (uint32_t)p->g.nnodes;
	g->seats = (int)b->val.nseat;
	if (g->n == 0)
		return bad(g, b, d, "it has no nodes");
	/* The distances take n² turns of 2 bytes and n Dijkstras: a deck
	 * may hold more nodes than a generator makes, not a game. */
	if (g->n > LIMIT_NODES) {
		char what[96];

		snprintf(what, sizeof(what), "%u nodes, more than %d",
		    (unsigned)g->n, LIMIT_NODES);
		return bad(g, b, d, what);
	}
	if (g->seats < 1 || g->seats > PLAY_SEATS_MAX)
		return bad(g, b, d, "its <validation> has no seats");
	g->ntype = (uint32_t)rn->ntype;
	g->ncat = rn->ncategory < 32 ? (uint32_t)rn->ncategory : 32;
	g->nmission = (uint32_t)rn->nmission;
	for (k = 0; k < g->seats; k++) {
		uint32_t s = b->val.seat[k].n;

		if (s < 1 || s > 4)
			return bad(g, b, d, "a seat is not a paper side");
		g->side[k] = (uint8_t)(s - 1);
	}
	g->cat = mem_alloc(g->n);
	g->type = mem_alloc(g->n * sizeof(*g->type));
	g->mission = mem_alloc(g->n * sizeof(*g->mission));
	g->cost = mem_alloc(g->n);
	g->owner = mem_alloc(g->n);
	g->start = mem_alloc((g->n + 1) * sizeof(*g->start));
	for (v = 0; v < g->n; v++) {
		const struct board_node *bn = &p->node[v];
		int32_t t = bn->type;

		g->type[v] = t >= 0 && (uint32_t)t < g->ntype ? t : -1;
		g->cat[v] = g->type[v] >= 0 &&
			rn->type[t].category.index >= 0 &&
			(uint32_t)rn->type[t].category.index < g->ncat ?
		    (int8_t)rn->type[t].category.index : -1;
		if (g->cat[v] >= 0)
			cats |= 1u << g->cat[v];
		g->mission[v] = bn->mission >= 0 &&
			(uint32_t)bn->mission < g->nmission ? bn->mission : -1;
		g->cost[v] = bn->number > 1 ?
		    (uint8_t)(bn->number < 200 ? bn->number : 200) : 1;
		g->owner[v] = bn->role == ROLE_START ? -2 : -1;
		for (k = 0; k < g->seats && bn->role == ROLE_START; k++)
			if (bn->sides == 1 << g->side[k])
				g->owner[v] = (int8_t)k;
	}
	/* Seat k's starts, by index (its first move's order). */
	for (k = 0, m = 0; k < g->seats; k++) {
		g->start_at[k] = m;
		for (v = 0; v < g->n; v++)
			if (g->owner[v] == k)
				g->start[m++] = v;
		if (m == g->start_at[k] || m - g->start_at[k] > 10)
			return bad(g, b, d, "a seat's side has no start node, "
			    "or more than 10");
	}
	g->start_at[g->seats] = m;
	g->cat_need = rn->play_categories;
	if (g->cat_need > __builtin_popcount(cats))
		g->cat_need = __builtin_popcount(cats);
	g->res_per = rn->play_resources;
	g->gutter = rn->play_gutter;
	g->bound = (uint32_t)rn->play_turns * (uint32_t)g->seats;
	g->cat_name = mem_calloc(g->ncat + 1, sizeof(*g->cat_name));
	g->mission_name = mem_calloc(g->nmission + 1,
	    sizeof(*g->mission_name));
	build_adjacency(g, &p->g);
	build_areas(g, b);
	build_dist(g);
	build_missions(g, rn);
	g->held = mem_alloc(g->n);
	g->visited = mem_alloc((size_t)g->seats * g->n);
	g->gathered = mem_alloc((size_t)g->seats * g->nareas + 1);
	*seats = g->seats;
	g->cur = -1;
	return g;
}

/*
 * turn_to: the turn passes to seat next, or past it: the first seat from
 * next on not still entering a numbered node, whose die (when the rules
 * have one) does not show 1. A turn a seat loses so counts on the clock
 * as a turn played. The die is rolled only for a seat that could move,
 * so the rolls follow from the game's chance and the moves alone.
 */
static void
turn_to(struct nodes_play *g, int next)
{
	for (;;) {
		if (g->st[next].wait > 0)
			g->st[next].wait--;
		else if (g->gutter < 2 || !g->chance ||
		    rng_below(g->chance, (uint32_t)g->gutter) != 0) {
			g->cur = next;
			return;
		}
		if (++g->clock >= g->bound) {
			g->cur = -1;
			return;
		}
		next = (next + 1) % g->seats;
	}
}

static void
play_reset(void *p, int first, struct rng *chance)
{
	struct nodes_play *g = p;
	int k;

	g->chance = chance;
	memset(g->held, 0, g->n);
	memset(g->visited, 0, (size_t)g->seats * g->n);
	memset(g->gathered, 0, (size_t)g->seats * g->nareas);
	for (k = 0; k < g->seats; k++) {
		memset(&g->st[k], 0, sizeof(g->st[k]));
		g->st[k].at = UINT32_MAX;
		g->st[k].mission = -1;
	}
	g->winner = -1;
	g->clock = 0;
	turn_to(g, first >= 0 && first < g->seats ? first : 0);
}

static int
play_to_move(const void *p)
{
	return ((const struct nodes_play *)p)->cur;
}

size_t
nodes_play_targets(const struct nodes_play *g, uint32_t *t)
{
	const struct nodes_play_seat *s;
	uint32_t k, w;
	size_t n = 0;

	if (g->cur < 0)
		return 0;
	s = &g->st[g->cur];
	if (s->at == UINT32_MAX) {
		for (k = g->start_at[g->cur]; k < g->start_at[g->cur + 1]; k++)
			if (!g->held[g->start[k]])
				t[n++] = g->start[k];
	} else {
		for (k = g->adj_at[s->at]; k < g->adj_at[s->at + 1]; k++) {
			w = g->adj[k];
			if (g->held[w] ||
			    (g->owner[w] != -1 && g->owner[w] != g->cur))
				continue;
			if (n < NODES_PLAY_MOVES)
				t[n++] = w;
		}
	}
	if (n == 0)
		t[n++] = NODES_PLAY_PASS;
	return n;
}

static void
play_moves(const void *p, struct play_moves *m)
{
	uint32_t t[NODES_PLAY_MOVES];
	char text[PLAY_MOVE_LEN];
	size_t n, i;

	n = nodes_play_targets(p, t);
	m->n = 0;
	for (i = 0; i < n; i++) {
		if (t[i] == NODES_PLAY_PASS)
			snprintf(text, sizeof(text), "pass");
		else
			snprintf(text, sizeof(text), "n%u", (unsigned)t[i]);
		play_moves_add(m, text);
	}
}

int
nodes_play_relevant(const struct nodes_play *g, int32_t m, uint32_t v)
{
	return m >= 0 && g->rel_need[m] > 0 && g->type[v] >= 0 &&
	    g->relevant[(uint32_t)m * g->ntype + g->type[v]];
}

void
nodes_play_gain(const struct nodes_play *g, int k, uint32_t v,
    uint32_t *cats, int *rel, int *res)
{
	const struct nodes_play_seat *s = &g->st[k];
	int32_t m = s->mission >= 0 ? s->mission : g->mission[v];
	uint32_t a;

	*cats = s->cats;
	*rel = s->rel;
	*res = s->res;
	if (!g->visited[(size_t)k * g->n + v]) {
		if (g->cat[v] >= 0)
			*cats |= 1u << g->cat[v];
		if (nodes_play_relevant(g, m, v))
			(*rel)++;
	}
	for (a = g->area_at[v]; a < g->area_at[v + 1]; a++)
		if (!g->gathered[(size_t)k * g->nareas + g->area[a]])
			*res += g->area_res[g->area[a]];
}

int
nodes_play_progress(const struct nodes_play *g, int32_t m, uint32_t cats,
    int rel, int res)
{
	int c = __builtin_popcount(cats), rn = m >= 0 ? g->rel_need[m] : 0;

	return (c < g->cat_need ? c : g->cat_need) + (rel < rn ? rel : rn) +
	    (g->res_per > 0 ? res / g->res_per : 0);
}

int
nodes_play_need(const struct nodes_play *g, int32_t m)
{
	return g->cat_need + (m >= 0 ? g->rel_need[m] : 0);
}

/* enter: the seat to move enters v; 1 when its mission is then done. */
static int
enter(struct nodes_play *g, uint32_t v)
{
	struct nodes_play_seat *s = &g->st[g->cur];
	uint32_t a;
	int k = g->cur;

	nodes_play_gain(g, k, v, &s->cats, &s->rel, &s->res);
	if (s->at != UINT32_MAX)
		g->held[s->at] = 0;
	else {
		s->mission = g->mission[v];
		s->need = nodes_play_need(g, s->mission);
	}
	s->at = v;
	g->held[v] = (uint8_t)(k + 1);
	s->wait = g->cost[v] - 1;
	g->visited[(size_t)k * g->n + v] = 1;
	for (a = g->area_at[v]; a < g->area_at[v + 1]; a++)
		g->gathered[(size_t)k * g->nareas + g->area[a]] = 1;
	return nodes_play_progress(g, s->mission, s->cats, s->rel, s->res) >=
	    s->need;
}

static void
play_apply(void *p, size_t k)
{
	struct nodes_play *g = p;
	uint32_t t[NODES_PLAY_MOVES];
	size_t n = nodes_play_targets(g, t);
	if (g->cur < 0 || k >= n)
		return;
	if (t[k] != NODES_PLAY_PASS && enter(g, t[k])) {
		g->winner = g->cur;
		g->cur = -1;
		return;
	}
	if (++g->clock >= g->bound)
		g->cur = -1;
	else
		turn_to(g, (g->cur + 1) % g->seats);
}

static void
play_result(const void *p, double *share)
{
	const struct nodes_play *g = p;
	int k;

	for (k = 0; k < g->seats; k++)
		share[k] = g->winner < 0 ? 1.0 / g->seats : k == g->winner;
}

/* append: text to *s (length *n, capacity *cap). */
static void
append(char **s, size_t *n, size_t *cap, const char *text)
{
	size_t l = strlen(text);

	*s = mem_grow(*s, cap, *n + l + 1, 1);
	memcpy(*s + *n, text, l + 1);
	*n += l;
}

static void
play_state(const void *p, char **s, size_t *n, size_t *cap)
{
	const struct nodes_play *g = p;
	char buf[96];
	uint32_t c;
	int k, first;

	if (g->cur >= 0)
		snprintf(buf, sizeof(buf), "clock %u/%u next %d",
		    (unsigned)g->clock, (unsigned)g->bound, g->cur + 1);
	else
		snprintf(buf, sizeof(buf), "clock %u/%u next -",
		    (unsigned)g->clock, (unsigned)g->bound);
	append(s, n, cap, buf);
	for (k = 0; k < g->seats; k++) {
		const struct nodes_play_seat *st = &g->st[k];

		if (st->at == UINT32_MAX)
			snprintf(buf, sizeof(buf), "; seat %d -", k + 1);
		else
			snprintf(buf, sizeof(buf), "; seat %d n%u", k + 1,
			    (unsigned)st->at);
		append(s, n, cap, buf);
		snprintf(buf, sizeof(buf), " wait %d %s %d/%d cats ", st->wait,
		    st->mission >= 0 ? g->mission_name[st->mission] : "-",
		    nodes_play_progress(g, st->mission, st->cats, st->rel,
			st->res),
		    st->mission >= 0 ? st->need : 0);
		append(s, n, cap, buf);
		for (c = 0, first = 1; c < g->ncat; c++)
			if (st->cats >> c & 1) {
				if (!first)
					append(s, n, cap, ",");
				append(s, n, cap, g->cat_name[c]);
				first = 0;
			}
		if (first)
			append(s, n, cap, "-");
		snprintf(buf, sizeof(buf), " rel %d res %d", st->rel, st->res);
		append(s, n, cap, buf);
	}
}

static double
play_spread(const struct rules *r)
{
	return nodes_rules(r)->play_spread;
}

const struct play_kind play_kind_nodes = {
	.title = "Lanternfall mission race",
	.new = play_new,
	.free = play_free,
	.reset = play_reset,
	.to_move = play_to_move,
	.moves = play_moves,
	.apply = play_apply,
	.result = play_result,
	.state = play_state,
	.spread = play_spread,
};
