/*
 * floor.c: the floor of a dungeon board as a graph, and the analyses the
 * generators and the checks both make of it.
 */
#include "dungeon/floor.h"

#include <stdlib.h>
#include <string.h>

#include "core/mem.h"

int
dungeon_diagonal(const char *terrain, int cols, int rows, int *col,
    int *row)
{
	int c, r;

	for (r = 0; r + 1 < rows; r++)
		for (c = 0; c + 1 < cols; c++)
			if (dungeon_pinched(terrain, cols, c, r)) {
				*col = c;
				*row = r;
				return 1;
			}
	return 0;
}

void
dungeon_floor_init(struct dungeon_floor *f, const char *terrain, int cols,
    int rows)
{
	size_t all = (size_t)cols * (size_t)rows, i, w = (size_t)cols;
	const uint32_t *ix;
	uint32_t k;
	int col, row;

	memset(f, 0, sizeof(*f));
	f->cols = cols;
	f->rows = rows;
	f->index = mem_alloc((all ? all : 1) * sizeof(*f->index));
	for (i = 0; i < all; i++)
		f->index[i] = terrain[i] == DUNGEON_FLOOR ? f->n++ :
		    DUNGEON_NONE;
	f->cell = mem_alloc((f->n ? f->n : 1) * sizeof(*f->cell));
	f->nb = mem_alloc((f->n ? f->n : 1) * sizeof(*f->nb));
	/* Neighbours in core/grid.h's order: left, up, right, down. */
	for (i = 0, row = 0; row < rows; row++)
		for (col = 0; col < cols; col++, i++) {
			k = f->index[i];
			if (k == DUNGEON_NONE)
				continue;
			ix = f->index + i;
			f->cell[k] = (uint32_t)i;
			f->nb[k][0] = col > 0 ? ix[-1] : DUNGEON_NONE;
			f->nb[k][1] = row > 0 ? *(ix - w) : DUNGEON_NONE;
			f->nb[k][2] = col + 1 < cols ? ix[1] : DUNGEON_NONE;
			f->nb[k][3] = row + 1 < rows ? ix[w] : DUNGEON_NONE;
		}
}

void
dungeon_floor_fini(struct dungeon_floor *f)
{
	MEM_FREE(f->cell, f->index, f->nb);
	memset(f, 0, sizeof(*f));
}

uint32_t
dungeon_floor_at(const struct dungeon_floor *f, int col, int row)
{
	if (col < 0 || row < 0 || col >= f->cols || row >= f->rows)
		return DUNGEON_NONE;
	return f->index[(size_t)row * (size_t)f->cols + (size_t)col];
}

uint32_t
dungeon_floor_bfs(const struct dungeon_floor *f, uint32_t src, int32_t *dist,
    uint32_t *queue)
{
	const uint32_t(*const nbs)[4] = f->nb, n = f->n;
	uint32_t head = 0, tail = 0, v, w;
	const uint32_t *nb;
	int32_t dv;

	for (v = 0; v < n; v++)
		dist[v] = -1;
	dist[src] = 0;
	queue[tail++] = src;
	/* The hottest loop of a dungeon's content: the four sides unrolled. */
#define STEP(w)                                                               \
	if ((w) != DUNGEON_NONE && dist[(w)] < 0) {                           \
		dist[(w)] = dv;                                               \
		queue[tail++] = (w);                                          \
	}
	while (head < tail) {
		v = queue[head++];
		nb = nbs[v];
		dv = dist[v] + 1;
		w = nb[0];
		STEP(w)
		w = nb[1];
		STEP(w)
		w = nb[2];
		STEP(w)
		w = nb[3];
		STEP(w)
	}
#undef STEP
	return (uint32_t)dist[queue[tail - 1]];
}

void
dungeon_floor_near(const struct dungeon_floor *f, uint32_t src,
    uint32_t limit, int32_t *dist, uint32_t *queue)
{
	uint32_t head = 0, tail = 0, v, w;
	int k;

	for (v = 0; v < f->n; v++)
		dist[v] = INT32_MAX;
	dist[src] = 0;
	queue[tail++] = src;
	while (head < tail) {
		v = queue[head++];
		if ((uint32_t)dist[v] >= limit)
			continue;
		for (k = 0; k < 4; k++) {
			w = f->nb[v][k];
			if (w != DUNGEON_NONE && dist[w] == INT32_MAX) {
				dist[w] = dist[v] + 1;
				queue[tail++] = w;
			}
		}
	}
}

/*
 * bound: Takes and Kosters' bounding eccentricities. A BFS from v gives
 * v's eccentricity e exactly, and for every w at distance d,
 * max(d, e - d) <= ecc(w) <= e + d. Taking v alternately with the largest
 * upper and the smallest lower bound pins cells down after a few dozen
 * BFS on a dungeon rather than one per cell. With all, it runs until every
 * bound is exact; otherwise only until the diameter is (some six BFS on a
 * dungeon), and then every cell is known to be at or beyond frac of it,
 * or short of it: from there on v is taken only among the cells still
 * open (lo < frac x diameter <= hi), and only they are tightened. lo and
 * hi (n entries each) get the bounds, exact or on the settled side of
 * frac x diameter; returns the diameter. Only the cells not yet settled
 * (live, in floor order, so ties go to the first as over the whole floor)
 * are scanned and tightened. With seed, the BFS seed->dist from
 * seed->src (eccentricity seed->ecc) is taken as the first. With
 * stop_frac > 0 it returns early, the diameter's upper bound h (*exact =
 * 0), as soon as stop_frac * h <= stop_at (only before the diameter is
 * known, where the BFS are the same as over every cell).
 */
struct seed {
	uint32_t src, ecc;
	const int32_t *dist;
};

static uint32_t
bound(const struct dungeon_floor *f, double frac, int all, uint32_t *lo,
    uint32_t *hi, const struct seed *seed, double stop_frac,
    double stop_at, int *exact)
{
	size_t n = f->n ? f->n : 1;
	int32_t *dist = mem_alloc(n * sizeof(*dist));
	uint32_t *queue = mem_alloc(n * sizeof(*queue));
	uint32_t *live = mem_alloc(n * sizeof(*live));
	uint32_t v, w, e = 0, i, m, nlive = f->n, dlo, dhi, top = 0, diam = 0;
	uint32_t l, h;
	const int32_t *td = NULL; /* the last BFS, to tighten the bounds by */
	uint32_t lw, hw, flip;
	uint64_t key, best;
	int32_t dw;
	int high = 1, known = 0;

	for (v = 0; v < f->n; v++) {
		lo[v] = 0;
		hi[v] = UINT32_MAX;
		live[v] = v;
	}
	if (exact)
		*exact = 1;
	if (seed) {
		e = lo[seed->src] = hi[seed->src] = seed->ecc;
		td = seed->dist;
		high = 0;
	}
	for (;;) {
		/*
		 * Each pass tightens the live cells' bounds by the last
		 * BFS; the settled leave live (top: the largest of them),
		 * so dlo and dhi are the largest bounds of all; once they
		 * meet, the diameter (diam) is known and stays so.
		 */
		v = DUNGEON_NONE;
		dlo = dhi = 0;
		/*
		 * The next v: the first with the largest key, hi (high) or
		 * the complement of lo (the smallest lo); keys are 1 up.
		 */
		best = 0;
		flip = high ? 0 : UINT32_MAX;
		for (i = m = 0; i < nlive; i++) {
			w = live[i];
			lw = lo[w];
			hw = hi[w];
			/*
			 * The bounds from the last BFS (from v, e steps); a
			 * settled cell's stay as they are, as all are true.
			 */
			if (td && (dw = td[w]) >= 0) {
				l = (uint32_t)dw > e - (uint32_t)dw ?
				    (uint32_t)dw : e - (uint32_t)dw;
				h = e + (uint32_t)dw;
				lw = l > lw ? l : lw;
				hw = h < hw ? h : hw;
				lo[w] = lw;
				hi[w] = hw;
			}
			if (lw == hw) {
				top = lw > top ? lw : top;
				continue;
			}
			live[m++] = w;
			dlo = lw > dlo ? lw : dlo;
			dhi = hw > dhi ? hw : dhi;
			key = (uint64_t)((high ? hw : lw) ^ flip) + 1;
			if (key > best) {
				best = key;
				v = w;
			}
		}
		nlive = m;
		dlo = top > dlo ? top : dlo;
		dhi = top > dhi ? top : dhi;
		if (!known && stop_frac > 0 && f->n &&
		    stop_at >= stop_frac * dhi && dlo != dhi) {
			if (exact)
				*exact = 0;
			MEM_FREE(dist, queue, live);
			return dhi;
		}
		if (!all && (known || dlo == dhi)) {
			/* Only the open cells are left to settle. */
			if (!known)
				diam = dlo;
			known = 1;
			for (i = m = 0; i < nlive; i++) {
				w = live[i];
				if (lo[w] < frac * diam && hi[w] >= frac * diam)
					live[m++] = w;
			}
			nlive = m;
			for (v = DUNGEON_NONE, i = 0; i < nlive; i++) {
				w = live[i];
				if (v == DUNGEON_NONE || (high ? hi[w] >
				    hi[v] : lo[w] < lo[v]))
					v = w;
			}
		}
		if (v == DUNGEON_NONE)
			break;
		high = !high;
		e = dungeon_floor_bfs(f, v, dist, queue);
		lo[v] = hi[v] = e;
		td = dist;
	}
	MEM_FREE(dist, queue, live);
	for (dlo = 0, w = 0; w < f->n; w++)
		dlo = lo[w] > dlo ? lo[w] : dlo;
	return dlo;
}

uint32_t
dungeon_floor_diameter(const struct dungeon_floor *f, uint32_t *ecc)
{
	size_t n = f->n ? f->n : 1;
	uint32_t *lo = mem_alloc(n * sizeof(*lo));
	uint32_t *hi = mem_alloc(n * sizeof(*hi));
	uint32_t d = bound(f, 0, ecc != NULL, lo, hi, NULL, 0, 0, NULL);

	if (ecc)
		memcpy(ecc, lo, f->n * sizeof(*ecc));
	free(lo);
	free(hi);
	return d;
}

uint32_t
dungeon_floor_diameter_from(const struct dungeon_floor *f, uint32_t src,
    const int32_t *dist, uint32_t ecc, double stop_frac, double stop_at,
    int *exact)
{
	size_t n = f->n ? f->n : 1;
	uint32_t *lo = mem_alloc(n * sizeof(*lo));
	uint32_t *hi = mem_alloc(n * sizeof(*hi));
	struct seed seed = { src, ecc, dist };
	uint32_t d = bound(f, 0, 0, lo, hi, &seed, stop_frac, stop_at,
	    exact);

	free(lo);
	free(hi);
	return d;
}

uint32_t
dungeon_floor_ball(const struct dungeon_floor *f, uint32_t src,
    uint32_t limit, int32_t *dist, uint32_t *queue)
{
	uint32_t head = 0, tail = 0, v, w;
	int k;

	dist[src] = 0;
	queue[tail++] = src;
	while (head < tail) {
		v = queue[head++];
		if ((uint32_t)dist[v] >= limit)
			continue;
		for (k = 0; k < 4; k++) {
			w = f->nb[v][k];
			if (w != DUNGEON_NONE && dist[w] == INT32_MAX) {
				dist[w] = dist[v] + 1;
				queue[tail++] = w;
			}
		}
	}
	return tail;
}

uint32_t
dungeon_floor_far(const struct dungeon_floor *f, double frac, uint8_t *far)
{
	size_t n = f->n ? f->n : 1;
	uint32_t *lo = mem_alloc(n * sizeof(*lo));
	uint32_t *hi = mem_alloc(n * sizeof(*hi));
	uint32_t d = bound(f, frac, 0, lo, hi, NULL, 0, 0, NULL), v;

	for (v = 0; v < f->n; v++)
		far[v] = lo[v] >= frac * d;
	free(lo);
	free(hi);
	return d;
}

void
dungeon_floor_cuts(const struct dungeon_floor *f, uint32_t root,
    const uint32_t *targets, size_t nt, uint8_t *cut)
{
	size_t n = f->n ? f->n : 1, i;
	uint32_t *disc = mem_alloc(n * sizeof(*disc));
	uint32_t *low = mem_alloc(n * sizeof(*low));
	uint32_t *parent = mem_alloc(n * sizeof(*parent));
	uint32_t *stack = mem_alloc(n * sizeof(*stack));
	uint8_t *next = mem_alloc(n);
	uint32_t v, w = DUNGEON_NONE, time = 0, top = 0, child;
	int k;

	for (v = 0; v < f->n; v++) {
		disc[v] = DUNGEON_NONE;
		cut[v] = 0;
	}
	/* Iterative depth-first search: a big grid would overflow a stack. */
	disc[root] = low[root] = time++;
	parent[root] = DUNGEON_NONE;
	next[root] = 0;
	stack[top++] = root;
	while (top) {
		/* v's sides from the next not yet seen, to the first new. */
		v = stack[top - 1];
		for (k = next[v]; k < 4; k++) {
			w = f->nb[v][k];
			if (w == DUNGEON_NONE)
				continue;
			if (disc[w] == DUNGEON_NONE)
				break;
			if (w != parent[v] && disc[w] < low[v])
				low[v] = disc[w];
		}
		if (k < 4) {
			next[v] = (uint8_t)(k + 1);
			disc[w] = low[w] = time++;
			parent[w] = v;
			next[w] = 0;
			stack[top++] = w;
			continue;
		}
		top--;
		if (parent[v] != DUNGEON_NONE && low[v] < low[parent[v]])
			low[parent[v]] = low[v];
	}
	/*
	 * v separates root from a target t below it exactly when the child
	 * of v on the tree path to t cannot climb above v (low >= disc[v]).
	 */
	for (i = 0; i < nt; i++) {
		if (targets[i] == DUNGEON_NONE ||
		    disc[targets[i]] == DUNGEON_NONE)
			continue;
		for (child = targets[i], v = parent[child];
		    v != DUNGEON_NONE && v != root; child = v, v = parent[v])
			if (low[child] >= disc[v])
				cut[v] = 1;
	}
	for (i = 0; i < nt; i++)
		if (targets[i] != DUNGEON_NONE)
			cut[targets[i]] = 0;
	MEM_FREE(disc, low, parent, stack, next);
}
