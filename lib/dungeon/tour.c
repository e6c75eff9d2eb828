/* tour.c: a Cinderdeep seat's tour past each type to pass to the exit. */
#include <stdlib.h>

#include "core/mem.h"
#include "dungeon/tour.h"

/* FIRST_MAX: with more types to pass, the tour's first one is not tried
 * each in turn (the nearest is taken all the way). */
#define FIRST_MAX 8

void
dungeon_tour_bfs(const struct dungeon_floor *f, const uint32_t *src,
    size_t n, int32_t *dist, uint32_t *near, uint32_t *queue)
{
	size_t head = 0, tail = 0, i;
	uint32_t k, m;
	int dir;

	for (k = 0; k < f->n; k++) {
		dist[k] = -1;
		near[k] = DUNGEON_NONE;
	}
	for (i = 0; i < n; i++) {
		if (dist[src[i]] == 0)
			continue;
		dist[src[i]] = 0;
		near[src[i]] = src[i];
		queue[tail++] = src[i];
	}
	while (head < tail) {
		k = queue[head++];
		for (dir = 0; dir < 4; dir++) {
			m = f->nb[k][dir];
			if (m == DUNGEON_NONE || dist[m] >= 0)
				continue;
			dist[m] = dist[k] + 1;
			near[m] = near[k];
			queue[tail++] = m;
		}
	}
}

/* in_refs: is feature type t in list rs? */
static int
in_refs(const struct rules_refs *rs, size_t t)
{
	size_t i;

	for (i = 0; i < rs->n; i++)
		if (rs->v[i].index == (int32_t)t)
			return 1;
	return 0;
}

int
dungeon_tour_targets(const struct rules_dungeon *rd,
    const struct board_feature *ft, size_t nft, int32_t *tof)
{
	size_t t, i;
	int nt = 0;

	for (t = 0; t < rd->nfeature; t++) {
		tof[t] = -1;
		if (rd->pass.n && !in_refs(&rd->pass, t))
			continue;
		for (i = 0; i < nft; i++)
			if (ft[i].type == (int32_t)t)
				break;
		if (i == nft || nt == DUNGEON_PLAY_TYPES)
			continue;
		tof[t] = nt++;
	}
	return nt;
}

/*
 * nn_tour: steps of the nearest-neighbour tour from cell at past one
 * feature of each target in need, then to the exit: each time the nearest
 * feature of a target still needed (the lowest target on a tie).
 */
static int64_t
nn_tour(const int32_t *dist, const uint32_t *near, uint32_t n, int ntarget,
    uint32_t at, uint64_t need)
{
	int64_t len = 0;
	int32_t d, best;
	int t, bt;

	while (need) {
		best = INT32_MAX;
		bt = -1;
		for (t = 0; t < ntarget; t++) {
			if (!(need >> t & 1))
				continue;
			d = dist[(size_t)t * n + at];
			if (d < best) {
				best = d;
				bt = t;
			}
		}
		len += best;
		at = near[(size_t)bt * n + at];
		need &= ~((uint64_t)1 << bt);
	}
	return len + dist[(size_t)ntarget * n + at];
}

int64_t
dungeon_tour(const int32_t *dist, const uint32_t *near, uint32_t n,
    int ntarget, uint32_t at, uint64_t need)
{
	int64_t best = INT64_MAX, len;
	uint64_t bit;
	int t, k = 0;

	for (t = 0; t < ntarget; t++)
		k += need >> t & 1;
	if (k <= 1 || k > FIRST_MAX)
		return nn_tour(dist, near, n, ntarget, at, need);
	for (t = 0; t < ntarget; t++) {
		bit = (uint64_t)1 << t;
		if (!(need & bit))
			continue;
		len = dist[(size_t)t * n + at] + nn_tour(dist, near, n,
		    ntarget, near[(size_t)t * n + at], need & ~bit);
		if (len < best)
			best = len;
	}
	return best;
}

void
dungeon_tour_maps(const struct dungeon_floor *f, const uint32_t *cell,
    const int32_t *tgt, size_t n, int ntarget, uint32_t exit, int32_t *dist,
    uint32_t *near, uint32_t *queue)
{
	uint32_t *src = mem_alloc((n + 1) * sizeof(*src));
	size_t i, nsrc;
	int t;

	for (t = 0; t <= ntarget; t++) {
		nsrc = 0;
		if (t == ntarget)
			src[nsrc++] = exit;
		else
			for (i = 0; i < n; i++)
				if (tgt[i] == t && cell[i] != DUNGEON_NONE)
					src[nsrc++] = cell[i];
		dungeon_tour_bfs(f, src, nsrc, dist + (size_t)t * f->n,
		    near + (size_t)t * f->n, queue);
	}
	free(src);
}

int64_t
dungeon_tour_from(const int32_t *dist, const uint32_t *near, uint32_t n,
    int ntarget, uint32_t at)
{
	int t;

	for (t = 0; t <= ntarget; t++)
		if (dist[(size_t)t * n + at] < 0)
			return -1;
	return dungeon_tour(dist, near, n, ntarget, at, ntarget == 64 ?
	    UINT64_MAX : ((uint64_t)1 << ntarget) - 1);
}
