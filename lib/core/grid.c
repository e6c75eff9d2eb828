/* grid.c: flood fills, breadth-first distances and A* on a grid. */
#include "core/grid.h"

#include <stdlib.h>
#include <string.h>

#include "core/heap.h"
#include "core/mem.h"

/* neighbour: cell i's neighbour in direction k (0..3), or GRID_NONE. */
static uint32_t
neighbour(int cols, int rows, uint32_t i, int k)
{
	int c = (int)(i % (uint32_t)cols), r = (int)(i / (uint32_t)cols);

	switch (k) {
	case 0:
		c--;
		break;
	case 1:
		r--;
		break;
	case 2:
		c++;
		break;
	default:
		r++;
		break;
	}
	if (c < 0 || r < 0 || c >= cols || r >= rows)
		return GRID_NONE;
	return (uint32_t)r * (uint32_t)cols + (uint32_t)c;
}

size_t
grid_components(int cols, int rows, const uint8_t *open, uint32_t *label)
{
	size_t n = (size_t)cols * (size_t)rows, count = 0, top;
	uint32_t *stack = mem_alloc((n ? n : 1) * sizeof(*stack)), i, v, w;
	uint32_t uc = (uint32_t)cols, c, nb[4];
	int k;

	for (i = 0; i < n; i++)
		label[i] = GRID_NONE;
	for (i = 0; i < n; i++) {
		if (!open[i] || label[i] != GRID_NONE)
			continue;
		label[i] = (uint32_t)count;
		top = 0;
		stack[top++] = i;
		while (top) {
			v = stack[--top];
			/* neighbour's four, from one division. */
			c = v % uc;
			nb[0] = c > 0 ? v - 1 : GRID_NONE;
			nb[1] = v >= uc ? v - uc : GRID_NONE;
			nb[2] = c + 1 < uc ? v + 1 : GRID_NONE;
			nb[3] = v + uc < n ? v + uc : GRID_NONE;
			for (k = 0; k < 4; k++) {
				w = nb[k];
				if (w != GRID_NONE && open[w] &&
				    label[w] == GRID_NONE) {
					label[w] = (uint32_t)count;
					stack[top++] = w;
				}
			}
		}
		count++;
	}
	free(stack);
	return count;
}

size_t
grid_distances(int cols, int rows, const uint8_t *open, uint32_t start,
    int32_t *dist)
{
	size_t n = (size_t)cols * (size_t)rows, head = 0, tail = 0;
	uint32_t *queue = mem_alloc((n ? n : 1) * sizeof(*queue)), v, w;
	int k;

	for (v = 0; v < n; v++)
		dist[v] = -1;
	if (start < n && open[start]) {
		dist[start] = 0;
		queue[tail++] = start;
	}
	while (head < tail) {
		v = queue[head++];
		for (k = 0; k < 4; k++) {
			w = neighbour(cols, rows, v, k);
			if (w != GRID_NONE && open[w] && dist[w] < 0) {
				dist[w] = dist[v] + 1;
				queue[tail++] = w;
			}
		}
	}
	free(queue);
	return tail;
}

int
grid_astar_path(const struct grid_astar *a, uint32_t start, uint32_t goal,
    uint32_t **path, size_t *len, size_t *cap)
{
	size_t n = (size_t)a->cols * (size_t)a->rows, k;
	double *g = mem_alloc(n * sizeof(*g)), c;
	uint32_t *from = mem_alloc(n * sizeof(*from)), v, w;
	uint8_t *closed = mem_calloc(n, 1);
	struct heap_item it;
	struct heap h;
	int d, found = 0;

	for (v = 0; v < n; v++) {
		g[v] = -1;
		from[v] = GRID_NONE;
	}
	heap_init(&h);
	g[start] = 0;
	heap_push(&h, a->heuristic(a->ctx, start, goal), start, 0);
	while (heap_pop(&h, &it)) {
		v = it.a;
		if (closed[v])
			continue;
		closed[v] = 1;
		if (v == goal) {
			found = 1;
			break;
		}
		for (d = 0; d < 4; d++) {
			w = neighbour(a->cols, a->rows, v, d);
			if (w == GRID_NONE || closed[w])
				continue;
			c = a->cost(a->ctx, v, w);
			if (c < 0)
				continue;
			if (g[w] < 0 || g[v] + c < g[w]) {
				g[w] = g[v] + c;
				from[w] = v;
				heap_push(&h, g[w] + a->heuristic(a->ctx, w,
				    goal), w, 0);
			}
		}
	}
	if (found) {
		k = 0;
		for (v = goal; v != GRID_NONE; v = from[v])
			k++;
		*path = mem_grow(*path, cap, k, sizeof(**path));
		*len = k;
		for (v = goal; v != GRID_NONE; v = from[v])
			(*path)[--k] = v;
	}
	heap_fini(&h);
	MEM_FREE(g, from, closed);
	return found ? 0 : -1;
}
