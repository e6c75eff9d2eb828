/* rng.h: the seeded, splittable random generator every draw comes from. */
#ifndef BP_RNG_H
#define BP_RNG_H

#include <stddef.h>
#include <stdint.h>

/*
 * A xoshiro256** generator. A board's randomness is derived from its seed and
 * attempt number; every stage and purpose opens its own named stream, so
 * adding a draw to one stream never shifts the numbers of another. There is
 * no global state: the caller owns each struct rng (plain storage, no _fini).
 */
struct rng {
	uint64_t s[4];
};

/* rng_hash: 64-bit FNV-1a of the string s, continuing from h. */
uint64_t rng_hash(const char *s, uint64_t h);

/*
 * rng_stream: initialise r as the stream named name (for example
 * "graph.points") of board (seed, attempt). index further splits a stream
 * into independent per-item streams; pass 0 when there is one.
 */
void rng_stream(struct rng *r, uint64_t seed, uint32_t attempt,
    const char *name, uint64_t index);

/* rng_next: the next 64 random bits (inline: generation's inner loops). */
static inline uint64_t
rng_next(struct rng *r)
{
	uint64_t *s = r->s;
	uint64_t x = s[1] * 5;
	uint64_t result = ((x << 7) | (x >> 57)) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = (s[3] << 45) | (s[3] >> 19);
	return result;
}

/* rng_unit: uniform double in [0, 1), 53 random bits. */
static inline double
rng_unit(struct rng *r)
{
	return (double)(rng_next(r) >> 11) * 0x1.0p-53;
}

/* rng_range: uniform double in [lo, hi). */
static inline double
rng_range(struct rng *r, double lo, double hi)
{
	return lo + (hi - lo) * rng_unit(r);
}

/* rng_below: uniform integer in [0, n), unbiased; n must be > 0. */
uint32_t rng_below(struct rng *r, uint32_t n);

/* rng_int: uniform integer in [lo, hi] (inclusive); lo <= hi. */
int rng_int(struct rng *r, int lo, int hi);

/* rng_chance: 1 with probability p, else 0. */
int rng_chance(struct rng *r, double p);

/* rng_shuffle: Fisher-Yates shuffle of n elements of size bytes each. */
void rng_shuffle(struct rng *r, void *base, size_t n, size_t size);

/*
 * rng_weighted: index i in [0, n) drawn with probability w[i] / sum(w).
 * Negative weights count as 0. Returns n when every weight is 0.
 */
size_t rng_weighted(struct rng *r, const double *w, size_t n);

#endif
