/* net.c: groups, boxes and sound routes of a transport map. */
#include "transport/net.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "transport/map.h"
#include "transport/part.h"
#include "transport/rules.h"

size_t
transnet_route_count(const struct board *b, int32_t type)
{
	size_t i, n = 0;

	for (i = 0; i < transport_part(b)->nroute; i++)
		n += transport_part(b)->route[i].type == type;
	return n;
}

static uint32_t
find(uint32_t *parent, uint32_t v)
{
	while (parent[v] != v) {
		parent[v] = parent[parent[v]];
		v = parent[v];
	}
	return v;
}

static void
unite(uint32_t *parent, uint32_t a, uint32_t b)
{
	a = find(parent, a);
	b = find(parent, b);
	/* The smaller index is the root: labels then follow city order. */
	if (a < b)
		parent[b] = a;
	else if (b < a)
		parent[a] = b;
}

size_t
transnet_groups(const struct board *b, uint32_t *group)
{
	size_t n = (size_t)b->cols * (size_t)b->rows, i, q, count = 0;
	uint32_t *parent = mem_alloc(
	    (transport_part(b)->ncity ? transport_part(b)->ncity : 1) *
	    sizeof(*parent));
	int32_t *first = mem_alloc((n ? n : 1) * sizeof(*first));
	uint32_t *id = mem_alloc(
	    (transport_part(b)->ncity ? transport_part(b)->ncity : 1) *
	    sizeof(*id));

	for (i = 0; i < transport_part(b)->ncity; i++) {
		parent[i] = (uint32_t)i;
		id[i] = UINT32_MAX;
	}
	for (i = 0; i < n; i++)
		first[i] = -1;
	for (i = 0; i < transport_part(b)->nroute; i++) {
		const struct board_route *rt = &transport_part(b)->route[i];
		const uint32_t *cells = board_route_cells(b, i);

		if (rt->from >= transport_part(b)->ncity ||
		    rt->to >= transport_part(b)->ncity)
			continue;
		unite(parent, rt->from, rt->to);
		/* Routes of one type that share a cell are one network. */
		for (q = 1; q + 1 < rt->len; q++) {
			if (cells[q] >= n)
				continue;
			if (first[cells[q]] < 0)
				first[cells[q]] = (int32_t)i;
			else if (transport_part(b)
				     ->route[first[cells[q]]]
				     .type == rt->type)
				unite(parent, rt->from,
				    transport_part(b)
					->route[first[cells[q]]]
					.from);
		}
	}
	for (i = 0; i < transport_part(b)->ncity; i++) {
		uint32_t root = find(parent, (uint32_t)i);

		if (id[root] == UINT32_MAX)
			id[root] = (uint32_t)count++;
		group[i] = id[root];
	}
	MEM_FREE(parent, first, id);
	return count;
}

/* route_mask: per cell, a bit per route type whose routes use it. */
static uint8_t *
route_mask(const struct board *b)
{
	size_t n = (size_t)b->cols * (size_t)b->rows, i, q;
	uint8_t *mask = mem_calloc(n ? n : 1, 1);

	for (i = 0; i < transport_part(b)->nroute; i++) {
		const uint32_t *cells = board_route_cells(b, i);

		if (transport_part(b)->route[i].type < 0 ||
		    transport_part(b)->route[i].type >= RULES_ROUTE_TYPES)
			continue;
		for (q = 0; q < transport_part(b)->route[i].len; q++)
			if (cells[q] < n)
				mask[cells[q]] |= (uint8_t)(1u <<
				    transport_part(b)->route[i].type);
	}
	return mask;
}

/* block_mask: the route types all four cells of block (c, r) share. */
static uint8_t
block_mask(const struct board *b, const uint8_t *mask, int c, int r)
{
	size_t v = transport_cell(b, c, r);

	return mask[v] & mask[v + 1] & mask[v + (size_t)b->cols] &
	    mask[v + (size_t)b->cols + 1];
}

static int32_t
low_bit(uint8_t m)
{
	int32_t t = 0;

	while (!(m & 1)) {
		m >>= 1;
		t++;
	}
	return t;
}

size_t
transnet_boxes(const struct board *b, uint32_t *cell, int32_t *type)
{
	uint8_t *mask = route_mask(b), m;
	size_t count = 0;
	int c, r;

	for (r = 0; r + 1 < b->rows; r++)
		for (c = 0; c + 1 < b->cols; c++) {
			m = block_mask(b, mask, c, r);
			if (!m)
				continue;
			if (count++ == 0) {
				if (cell)
					*cell = transport_cell(b, c, r);
				if (type)
					*type = low_bit(m);
			}
		}
	free(mask);
	return count;
}

/* is_city_cell: is cell v some city's? */
static int
is_city_cell(const struct board *b, uint32_t v)
{
	size_t i;

	for (i = 0; i < transport_part(b)->ncity; i++)
		if (transport_cell(b, transport_part(b)->city[i].col,
			transport_part(b)->city[i].row) == v)
			return 1;
	return 0;
}

static int
adjacent(const struct board *b, uint32_t u, uint32_t v)
{
	uint32_t cols = (uint32_t)b->cols;
	int du = abs((int)(u % cols) - (int)(v % cols));
	int dv = abs((int)(u / cols) - (int)(v / cols));

	return du + dv == 1;
}

/* contiguous: does route i run cell by cell from its city to its city? */
static int
contiguous(const struct board *b, size_t i)
{
	const struct board_route *rt = &transport_part(b)->route[i];
	const uint32_t *cells = board_route_cells(b, i);
	size_t q;

	if (rt->len < 2 || rt->from >= transport_part(b)->ncity ||
	    rt->to >= transport_part(b)->ncity ||
	    cells[0] != transport_cell(b, transport_part(b)->city[rt->from].col,
			    transport_part(b)->city[rt->from].row) ||
	    cells[rt->len - 1] != transport_cell(b,
				      transport_part(b)->city[rt->to].col,
				      transport_part(b)->city[rt->to].row))
		return 0;
	for (q = 1; q < rt->len; q++)
		if (!adjacent(b, cells[q - 1], cells[q]))
			return 0;
	return 1;
}

/*
 * swap_corner: route i runs through cell c (not at an end) with both of
 * its neighbours there in the box; make it run through o instead, then
 * cut any loop that makes (o may already be on the route). Returns 1
 * when the route was changed, 0 when it does not turn at c inside the
 * box (nothing changed), -1 when it ran through c but not so.
 */
static int
swap_corner(struct board *b, size_t i, uint32_t c, uint32_t o)
{
	struct board_route *rt = &transport_part(b)->route[i];
	uint32_t *cells = &transport_part(b)->rcell[rt->start];
	size_t q, k, w;
	int changed = 0;

	for (q = 1; q + 1 < rt->len; q++) {
		if (cells[q] != c)
			continue;
		if (!adjacent(b, cells[q - 1], o) || !adjacent(b, cells[q + 1],
		    o))
			return -1;
		cells[q] = o;
		changed = 1;
	}
	if (!changed)
		return 0;
	/* Cut loops: keep the first visit of each cell, skip to its last. */
	for (q = 0, w = 0; q < rt->len; q++) {
		for (k = rt->len - 1; k > q; k--)
			if (cells[k] == cells[q])
				break;
		cells[w++] = cells[q];
		q = k;
	}
	rt->len = (uint32_t)w;
	return 1;
}

/*
 * unbox_block: try each corner of the box at (c, r) of type t; returns 1
 * when one was removed.
 */
static int
unbox_block(struct board *b, int c, int r, int32_t t)
{
	uint32_t corner[4];
	uint32_t *save = NULL;
	size_t i, k, cap = 0, nsave;
	int ok, rc;

	corner[0] = transport_cell(b, c, r);
	corner[1] = transport_cell(b, c + 1, r);
	corner[2] = transport_cell(b, c + 1, r + 1);
	corner[3] = transport_cell(b, c, r + 1);
	for (k = 0; k < 4; k++) {
		uint32_t cc = corner[k], o = corner[(k + 2) % 4];

		if (is_city_cell(b, cc) || is_city_cell(b, o))
			continue;
		/* Try on a copy of the routes' cells, so a failure undoes. */
		nsave = transport_part(b)->nrcell;
		save = mem_grow(save, &cap, nsave ? nsave : 1, sizeof(*save));
		memcpy(save, transport_part(b)->rcell, nsave * sizeof(*save));
		ok = 1;
		{
			uint32_t *lens =
			    mem_alloc((transport_part(b)->nroute
					      ? transport_part(b)->nroute
					      : 1) *
				      sizeof(*lens));

			for (i = 0; i < transport_part(b)->nroute; i++)
				lens[i] = transport_part(b)->route[i].len;
			for (i = 0; i < transport_part(b)->nroute && ok; i++) {
				if (transport_part(b)->route[i].type != t)
					continue;
				rc = swap_corner(b, i, cc, o);
				if (rc < 0 || (rc > 0 && !contiguous(b, i)))
					ok = 0;
			}
			if (!ok) {
				memcpy(transport_part(b)->rcell, save,
				    nsave * sizeof(*save));
				for (i = 0; i < transport_part(b)->nroute; i++)
					transport_part(b)->route[i].len =
					    lens[i];
			}
			free(lens);
		}
		if (ok) {
			free(save);
			return 1;
		}
	}
	free(save);
	return 0;
}

size_t
transnet_unbox(struct board *b, int passes)
{
	size_t removed = 0, changed;
	uint8_t *mask;
	int pass, c, r, k, cells = (b->cols - 1) * (b->rows - 1);

	for (pass = 0; pass < passes; pass++) {
		changed = 0;
		mask = route_mask(b);
		for (k = 0; k < cells; k++) {
			/* Forward, then backward, as the devlog sweeps. */
			int at = pass % 2 ? cells - 1 - k : k;
			uint8_t m;

			c = at % (b->cols - 1);
			r = at / (b->cols - 1);
			m = block_mask(b, mask, c, r);
			if (m && unbox_block(b, c, r, low_bit(m))) {
				changed++;
				free(mask);
				mask = route_mask(b);
			}
		}
		free(mask);
		removed += changed;
		if (!changed)
			break;
	}
	return removed;
}

const char *
transnet_route_fault(const struct board *b, const struct rules *r, size_t i,
    char *buf, size_t n)
{
	const struct board_route *rt = &transport_part(b)->route[i];
	const uint32_t *cells = board_route_cells(b, i);
	size_t ncell = (size_t)b->cols * (size_t)b->rows, q;
	int water, c, row;
	char ch;

	if (rt->type < 0 || (size_t)rt->type >= transport_rules(r)->nroute) {
		snprintf(buf, n, "route r%zu has no known type", i);
		return buf;
	}
	water = transport_rules(r)->route[rt->type].medium == RULES_WATER;
	for (q = 0; q < rt->len; q++)
		if (cells[q] >= ncell) {
			snprintf(buf, n, "route r%zu leaves the map", i);
			return buf;
		}
	if (!contiguous(b, i)) {
		snprintf(buf, n, "route r%zu (%s c%u-c%u) does not run cell by "
		    "cell from city to city", i,
		    transport_rules(r)->route[rt->type].name, rt->from, rt->to);
		return buf;
	}
	for (q = 1; q + 1 < rt->len; q++) {
		c = (int)(cells[q] % (uint32_t)b->cols);
		row = (int)(cells[q] / (uint32_t)b->cols);
		ch = b->terrain[cells[q]];
		if (is_city_cell(b, cells[q]))
			snprintf(buf, n, "route r%zu (c%u-c%u) runs through a "
			    "city at %d,%d", i, rt->from, rt->to, c, row);
		else if (transport_part(b)->tree &&
			 transport_part(b)->tree[cells[q]] != BOARD_NONE)
			snprintf(buf, n, "route r%zu (c%u-c%u) crosses forest "
			    "at %d,%d", i, rt->from, rt->to, c, row);
		else if (water && !transport_is_water(ch))
			snprintf(buf, n,
			    "%s route r%zu (c%u-c%u) runs over "
			    "land at %d,%d",
			    transport_rules(r)->route[rt->type].name, i,
			    rt->from, rt->to, c, row);
		else if (!water && (transport_is_water(ch) ||
		    ch == TRANSPORT_MOUNTAIN))
			snprintf(buf, n,
			    "%s route r%zu (c%u-c%u) runs over "
			    "%s at %d,%d",
			    transport_rules(r)->route[rt->type].name, i,
			    rt->from, rt->to,
			    ch == TRANSPORT_MOUNTAIN ? "a mountain" : "water",
			    c, row);
		else
			continue;
		return buf;
	}
	return NULL;
}

uint32_t
transnet_other_end(const struct board *b, size_t k, uint32_t i)
{
	if (transport_part(b)->route[k].from == i)
		return transport_part(b)->route[k].to;
	if (transport_part(b)->route[k].to == i)
		return transport_part(b)->route[k].from;
	return UINT32_MAX;
}

/*
 * ring_way: the fewest steps from cell a to cell z over cells whose mask
 * holds bit, if at most most; else -1. A breadth-first search over the
 * grid (cols x rows), no farther than most steps from a.
 */
static int
ring_way(const uint8_t *mask, int cols, int rows, uint8_t bit, uint32_t a,
    uint32_t z, int most)
{
	size_t n = (size_t)cols * (size_t)rows, head = 0, tail = 0;
	uint32_t *cell = mem_alloc((n ? n : 1) * sizeof(*cell));
	int *dist = mem_alloc((n ? n : 1) * sizeof(*dist)), found = -1, c, r;
	uint8_t *seen = mem_calloc(n ? n : 1, 1);
	int k, nc, nr;
	uint32_t v, w;

	cell[tail] = a;
	dist[tail++] = 0;
	seen[a] = 1;
	for (; head < tail; head++) {
		v = cell[head];
		if (v == z) {
			found = dist[head];
			break;
		}
		if (dist[head] >= most)
			continue;
		c = (int)(v % (uint32_t)cols);
		r = (int)(v / (uint32_t)cols);
		for (k = 0; k < 4; k++) {
			nc = c + (k == 0) - (k == 1);
			nr = r + (k == 2) - (k == 3);
			if (nc < 0 || nr < 0 || nc >= cols || nr >= rows)
				continue;
			w = (uint32_t)nr * (uint32_t)cols + (uint32_t)nc;
			if (seen[w] || !(mask[w] & bit))
				continue;
			seen[w] = 1;
			cell[tail] = w;
			dist[tail++] = dist[head] + 1;
		}
	}
	MEM_FREE(cell, dist, seen);
	return found;
}

int
transnet_loop(const uint8_t *mask, int cols, int rows, uint8_t bit,
    const uint32_t *path, size_t n, int max, size_t *at)
{
	size_t s, e;
	int len, most;

	for (s = 0; s + 2 < n; s = e) {
		e = s + 1;
		if (!(mask[path[s]] & bit) || (mask[path[e]] & bit))
			continue;
		while (e < n && !(mask[path[e]] & bit))
			e++;
		if (e == n)
			break;
		/*
		 * A loop: the network already joins the stretch's ends in
		 * no more steps than the stretch takes (it adds no shorter
		 * way), or in a ring of at most max cells all told.
		 */
		len = (int)(e - s);
		most = len > max - len ? len : max - len;
		if (ring_way(mask, cols, rows, bit, path[s], path[e],
		    most) >= 0) {
			*at = (s + e) / 2;
			return 1;
		}
	}
	return 0;
}

size_t
transnet_route_loops(const struct board *b, int max)
{
	size_t n = (size_t)b->cols * (size_t)b->rows, i, q, count = 0, at;
	uint8_t *mask = mem_calloc(n ? n : 1, 1), bit;
	const uint32_t *cells;
	int32_t ty;

	for (i = 0; i < transport_part(b)->nroute; i++) {
		ty = transport_part(b)->route[i].type;
		if (ty < 0 || ty >= 8)
			continue;
		bit = (uint8_t)(1u << ty);
		cells = board_route_cells(b, i);
		count += (size_t)transnet_loop(mask, b->cols, b->rows, bit,
		    cells, transport_part(b)->route[i].len, max, &at);
		for (q = 0; q < transport_part(b)->route[i].len; q++)
			if (cells[q] < n)
				mask[cells[q]] |= bit;
	}
	free(mask);
	return count;
}
