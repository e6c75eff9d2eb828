/* heap.h: a binary min-heap of (key, a, b) items with a total order. */
#ifndef BP_HEAP_H
#define BP_HEAP_H

#include <stddef.h>
#include <stdint.h>

/*
 * Items come out by ascending key, ties broken by a then b, so the order
 * never depends on insertion history: needed for byte-identical boards.
 */
struct heap_item {
	double key;
	uint32_t a, b;
};

struct heap {
	struct heap_item *v;
	size_t n, cap;
};

/* heap_init / heap_fini: caller-owned storage; fini frees the items. */
void heap_init(struct heap *h);
void heap_fini(struct heap *h);

/* heap_clear: empty the heap, keeping its memory. */
void heap_clear(struct heap *h);

void heap_push(struct heap *h, double key, uint32_t a, uint32_t b);

/* heap_pop: remove the least item into *out; 0 when the heap is empty. */
int heap_pop(struct heap *h, struct heap_item *out);

/*
 * heap_sort_pairs: sort the pairs (key[i], idx[i]) by ascending key, ties
 * by ascending idx, in place (a total order, so the result never depends
 * on the input order).
 */
void heap_sort_pairs(double *key, uint32_t *idx, size_t n);

#endif
