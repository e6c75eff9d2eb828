/* terrain.c: a transport map's terrain and forests from noise. */
#include "transport/structure_int.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

/* stb_perlin.h is a single-file library: its code is compiled here. */
#define STB_PERLIN_IMPLEMENTATION
#include <stb/stb_perlin.h>

#include "core/grid.h"
#include "core/mem.h"
#include "transport/map.h"
#include "transport/part.h"
#include "transport/rules.h"

/*
 * A seeded noise field: one 2-D slice of stb's 3-D Perlin noise, chosen
 * by a seed byte and offsets drawn from the board's stream, freq noise
 * periods per cell, times gain.
 */
struct noise {
	int seed;
	double ox, oy, oz, freq, gain;
};

static void
noise_init(struct noise *nz, struct rng *rng, double freq, double gain)
{
	nz->seed = (int)rng_below(rng, 256);
	nz->ox = rng_range(rng, 0, 256);
	nz->oy = rng_range(rng, 0, 256);
	nz->oz = rng_range(rng, 0, 256);
	nz->freq = freq;
	nz->gain = gain;
}

/* noise_at: the field at (x, y), in cells from the grid's corner. */
static double
noise_at(const struct noise *nz, double x, double y)
{
	return nz->gain * stb_perlin_noise3_seed((float)(x * nz->freq +
	    nz->ox), (float)(y * nz->freq + nz->oy), (float)nz->oz, 0, 0, 0,
	    nz->seed);
}

/*
 * field: the value of every cell of b: the mean of the noise at the
 * cell's four corners, so thin features a single sample would miss
 * survive.
 */
static void
field(const struct board *b, const struct noise *nz, float *out)
{
	int cols = b->cols, rows = b->rows, c, r;
	size_t w = (size_t)cols + 1;
	float *corner = mem_alloc(w * ((size_t)rows + 1) * sizeof(*corner));

	for (r = 0; r <= rows; r++)
		for (c = 0; c <= cols; c++)
			corner[(size_t)r * w + (size_t)c] = (float)noise_at(nz,
			    c, r);
	for (r = 0; r < rows; r++)
		for (c = 0; c < cols; c++) {
			const float *k = &corner[(size_t)r * w + (size_t)c];

			out[(size_t)r * (size_t)cols + (size_t)c] = (k[0] +
			    k[1] + k[w] + k[w + 1]) / 4;
		}
	free(corner);
}

void
transport_forest_types(struct board *b, const struct rules *r,
    struct rng *rng)
{
	const struct rules_transport *t = transport_rules(r);
	size_t n = (size_t)b->cols * (size_t)b->rows, i, k, count;
	uint8_t *open = mem_alloc(n ? n : 1);
	uint32_t *label = mem_alloc((n ? n : 1) * sizeof(*label));
	double *w = mem_alloc((t->ntree ? t->ntree : 1) * sizeof(*w));
	int8_t *type;

	for (i = 0; i < t->ntree; i++)
		w[i] = t->tree[i].weight;
	for (i = 0; i < n; i++)
		open[i] = transport_part(b)->tree[i] != BOARD_NONE;
	/*
	 * A true flood fill: every 4-connected forest is one component, and
	 * the whole component takes one type (the devlog's sweep copied from
	 * the left or top neighbour only, so a forest reached from two sides
	 * could end up with two types).
	 */
	count = grid_components(b->cols, b->rows, open, label);
	type = mem_alloc(count ? count : 1);
	for (k = 0; k < count; k++) {
		size_t j = rng_weighted(rng, w, t->ntree);

		type[k] = (int8_t)(j < t->ntree ? j : 0);
	}
	for (i = 0; i < n; i++)
		if (label[i] != GRID_NONE)
			transport_part(b)->tree[i] = type[label[i]];
	MEM_FREE(type, w, label, open);
}

static int
float_cmp(const void *a, const void *b)
{
	float x = *(const float *)a, y = *(const float *)b;

	return x < y ? -1 : x > y;
}

/*
 * sea_level: the completeness repair of the terrain. The devlog's zoomed-
 * in noise often gives a small map that is all land (no boats) or all
 * water (no room for cities); when fewer than min_water or more than
 * max_water of the n cells of v would be water, every value is shifted
 * by one amount, so that the share of water is the nearer bound: the same
 * shapes, a higher or lower sea.
 */
static void
sea_level(float *v, size_t n, const struct rules_transport *t)
{
	size_t i, wet = 0, k;
	float *s, off;

	for (i = 0; i < n; i++)
		wet += v[i] <= t->water;
	if (n < 2 || (wet >= t->min_water * (double)n &&
	    wet <= t->max_water * (double)n))
		return;
	/* k cells shall be water: the sea runs between the k-th and next. */
	k = wet < t->min_water * (double)n ?
	    (size_t)ceil(t->min_water * (double)n) :
	    (size_t)floor(t->max_water * (double)n);
	k = k < 1 ? 1 : k > n - 1 ? n - 1 : k;
	s = mem_alloc(n * sizeof(*s));
	memcpy(s, v, n * sizeof(*s));
	qsort(s, n, sizeof(*s), float_cmp);
	off = (float)t->water - (s[k - 1] + s[k]) / 2;
	for (i = 0; i < n; i++)
		v[i] += off;
	free(s);
}

float *
transport_terrain_values(struct board *b, const struct rules *r)
{
	const struct rules_transport *t = transport_rules(r);
	const struct rules_scenario *s = transport_scenario_of(b, r);
	double cell, freq = s ? s->frequency : 0.1;
	int cols, rows, c, row;
	size_t n, i;
	struct noise nz;
	struct rng rng;
	float *v;
	char ch;

	transport_grid(b, r, &cols, &rows, &cell);
	board_grid(b, cols, rows, cell, TRANSPORT_LAND);
	board_trees(b);
	n = (size_t)cols * (size_t)rows;
	v = mem_alloc(n * sizeof(*v));
	rng_stream(&rng, b->seed, b->attempt, "transport.terrain", 0);
	noise_init(&nz, &rng, freq, t->gain);
	field(b, &nz, v);
	sea_level(v, n, t);
	for (i = 0; i < n; i++) {
		if (v[i] <= t->deep)
			ch = TRANSPORT_DEEP;
		else if (v[i] <= t->water)
			ch = TRANSPORT_WATER;
		else if (v[i] <= t->high)
			ch = TRANSPORT_LAND;
		else if (v[i] <= t->mountain)
			ch = TRANSPORT_HIGH;
		else
			ch = TRANSPORT_MOUNTAIN;
		b->terrain[i] = ch;
	}
	/*
	 * Forests: a second field, sampled once at each cell's centre as
	 * the devlog does (forest edges need no thin features); land and
	 * high land only, never on the outer ring, and none where the
	 * legend's box lies or within TRANSPORT_LEGEND_CLEAR of it: the
	 * forest gives way around it, so no tree reaches over its edge.
	 */
	rng_stream(&rng, b->seed, b->attempt, "transport.forest", 0);
	noise_init(&nz, &rng, freq, t->gain);
	for (row = 1; row < rows - 1; row++)
		for (c = 1; c < cols - 1; c++) {
			i = transport_cell(b, c, row);
			ch = b->terrain[i];
			if ((ch == TRANSPORT_LAND || ch == TRANSPORT_HIGH) &&
			    noise_at(&nz, c + 0.5, row + 0.5) > t->forest &&
			    !transport_under_legend(b, r, c, row,
			    TRANSPORT_LEGEND_CLEAR))
				transport_part(b)->tree[i] = 0;
		}
	transport_forest_types(b, r, &rng);
	return v;
}

void
transport_terrain(struct board *b, const struct rules *r)
{
	free(transport_terrain_values(b, r));
}
