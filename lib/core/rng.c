/* rng.c: xoshiro256** seeded through SplitMix64 from (seed, attempt, name). */
#include "core/rng.h"

uint64_t
rng_hash(const char *s, uint64_t h)
{
	if (h == 0)
		h = 0xcbf29ce484222325ULL;
	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= 0x100000001b3ULL;
	}
	return h;
}

static uint64_t
splitmix(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
rng_stream(struct rng *r, uint64_t seed, uint32_t attempt, const char *name,
    uint64_t index)
{
	uint64_t x = seed;
	uint64_t k;
	int i;

	/*
	 * Each input goes through its own SplitMix64 step before it is mixed
	 * in, so that nearby seeds, attempts and indices give unrelated
	 * streams.
	 */
	k = splitmix(&x);
	x = k ^ rng_hash(name, 0);
	k = splitmix(&x);
	x = k ^ ((uint64_t)attempt << 32 | 0x5eedU);
	k = splitmix(&x);
	x = k ^ index;
	for (i = 0; i < 4; i++)
		r->s[i] = splitmix(&x);
}

uint32_t
rng_below(struct rng *r, uint32_t n)
{
	/* Lemire's multiply-and-reject: no modulo bias. */
	uint64_t m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
	uint32_t l = (uint32_t)m;

	if (l < n) {
		uint32_t t = -n % n;

		while (l < t) {
			m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
			l = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

int
rng_int(struct rng *r, int lo, int hi)
{
	return lo + (int)rng_below(r, (uint32_t)(hi - lo) + 1);
}

int
rng_chance(struct rng *r, double p)
{
	return rng_unit(r) < p;
}

void
rng_shuffle(struct rng *r, void *base, size_t n, size_t size)
{
	unsigned char *b = base, *x, *y, t;
	size_t i, j, k;

	for (i = n; i > 1; i--) {
		j = rng_below(r, (uint32_t)i);
		if (j == i - 1)
			continue;
		x = b + j * size;
		y = b + (i - 1) * size;
		for (k = 0; k < size; k++) {
			t = x[k];
			x[k] = y[k];
			y[k] = t;
		}
	}
}

size_t
rng_weighted(struct rng *r, const double *w, size_t n)
{
	double total = 0, x;
	size_t i, last = n;

	for (i = 0; i < n; i++) {
		if (w[i] > 0) {
			total += w[i];
			last = i;
		}
	}
	if (last == n)
		return n;
	x = rng_unit(r) * total;
	for (i = 0; i < n; i++) {
		if (w[i] <= 0)
			continue;
		if (x < w[i])
			return i;
		x -= w[i];
	}
	return last;
}
