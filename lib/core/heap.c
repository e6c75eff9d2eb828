/* heap.c: binary min-heap used by Prim's tree and A*. */
#include "core/heap.h"

#include <stdlib.h>

#include "core/mem.h"

void
heap_init(struct heap *h)
{
	h->v = NULL;
	h->n = h->cap = 0;
}

void
heap_fini(struct heap *h)
{
	free(h->v);
	heap_init(h);
}

void
heap_clear(struct heap *h)
{
	h->n = 0;
}

static int
less(const struct heap_item *x, const struct heap_item *y)
{
	if (x->key != y->key)
		return x->key < y->key;
	if (x->a != y->a)
		return x->a < y->a;
	return x->b < y->b;
}

void
heap_push(struct heap *h, double key, uint32_t a, uint32_t b)
{
	struct heap_item it = { key, a, b };
	size_t i, p;

	h->v = mem_grow(h->v, &h->cap, h->n + 1, sizeof(*h->v));
	i = h->n++;
	while (i > 0) {
		p = (i - 1) / 2;
		if (!less(&it, &h->v[p]))
			break;
		h->v[i] = h->v[p];
		i = p;
	}
	h->v[i] = it;
}

int
heap_pop(struct heap *h, struct heap_item *out)
{
	struct heap_item last;
	size_t i, c;

	if (h->n == 0)
		return 0;
	*out = h->v[0];
	last = h->v[--h->n];
	i = 0;
	for (;;) {
		c = 2 * i + 1;
		if (c >= h->n)
			break;
		if (c + 1 < h->n && less(&h->v[c + 1], &h->v[c]))
			c++;
		if (!less(&h->v[c], &last))
			break;
		h->v[i] = h->v[c];
		i = c;
	}
	if (h->n > 0)
		h->v[i] = last;
	return 1;
}

static int
pair_less(double ka, uint32_t ia, double kb, uint32_t ib)
{
	return ka < kb || (ka == kb && ia < ib);
}

void
heap_sort_pairs(double *key, uint32_t *idx, size_t n)
{
	size_t gap, i, j;
	double k;
	uint32_t x;

	/* Shell sort with Ciura's gaps: the lists here are short. */
	static const size_t gaps[] = { 701, 301, 132, 57, 23, 10, 4, 1 };

	for (gap = 0; gap < sizeof(gaps) / sizeof(gaps[0]); gap++) {
		size_t g = gaps[gap];

		for (i = g; i < n; i++) {
			k = key[i];
			x = idx[i];
			for (j = i; j >= g && pair_less(k, x, key[j - g],
			    idx[j - g]); j -= g) {
				key[j] = key[j - g];
				idx[j] = idx[j - g];
			}
			key[j] = k;
			idx[j] = x;
		}
	}
}
