/* hash.c: the transport kind's structure as canonical text (boardhash.h). */
#include "transport/part.h"

#include <stdlib.h>
#include <string.h>

#include "board/boardhash.h"
#include "core/mem.h"

static int
line_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/*
 * route_line: route rt's line, its ends as ranks, into a new string: its
 * numbers each followed by a space, the last by the string's end
 * (boardhash_put_num: printf's "%d" digits without its cost; a board's
 * routes have thousands of cells).
 */
static char *
route_line(const struct board *b, int turn, const struct board_route *rt,
    const uint32_t *rank)
{
	int cols = b->cols, tc = turn % 2 ? b->rows : cols, nc, nr;
	uint32_t a = rank[rt->from], z = rank[rt->to], cell;
	int back = a > z;
	char *line = NULL;
	size_t k, len = 0, cap = 0;

	boardhash_put_num(&line, &len, &cap, rt->type, ' ');
	boardhash_put_num(&line, &len, &cap, back ? z : a, ' ');
	boardhash_put_num(&line, &len, &cap, back ? a : z,
	    rt->len ? ' ' : '\0');
	for (k = 0; k < rt->len; k++) {
		cell = transport_part(b)->rcell[rt->start +
		    (back ? rt->len - 1 - k : k)];
		boardhash_turn_cell(cols, b->rows, turn, (int)(cell % cols),
		    (int)(cell / cols), &nc, &nr);
		boardhash_put_num(&line, &len, &cap, nr * tc + nc,
		    k + 1 < rt->len ? ' ' : '\0');
	}
	return line;
}

/*
 * text_routes: cities by turned cell (row, then column), then each route
 * as its type, the ranks of its ends (the lower first, its cells turned
 * round to match) and its cells as turned cell numbers; routes sorted.
 */
static void
text_routes(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap)
{
	const struct transport_part *t = transport_part(b);
	struct boardhash_spot *sp = mem_alloc((t->ncity + 1) * sizeof(*sp));
	uint32_t *rank = mem_alloc((t->ncity + 1) * sizeof(*rank));
	char **line = mem_alloc((t->nroute + 1) * sizeof(*line));
	int nc, nr;
	size_t i;

	for (i = 0; i < t->ncity; i++) {
		boardhash_turn_cell(b->cols, b->rows, turn, t->city[i].col,
		    t->city[i].row, &nc, &nr);
		sp[i].x = nc, sp[i].y = nr, sp[i].i = (uint32_t)i;
	}
	boardhash_sort_spots(sp, t->ncity);
	boardhash_putf(s, n, cap, "cities %zu\n", t->ncity);
	for (i = 0; i < t->ncity; i++) {
		rank[sp[i].i] = (uint32_t)i;
		boardhash_put_num(s, n, cap, sp[i].x, ' ');
		boardhash_put_num(s, n, cap, sp[i].y, '\n');
	}
	for (i = 0; i < t->nroute; i++)
		line[i] = route_line(b, turn, &t->route[i], rank);
	qsort(line, t->nroute, sizeof(*line), line_cmp);
	boardhash_putf(s, n, cap, "routes %zu\n", t->nroute);
	for (i = 0; i < t->nroute; i++) {
		boardhash_put_str(s, n, cap, line[i], '\n');
		free(line[i]);
	}
	MEM_FREE(sp, rank, line);
}

/*
 * transport_hash: the grid, then (when any cell has one) each cell's
 * tree type as 'a' + type, '.' for none, then the cities and routes.
 */
void
transport_hash(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap)
{
	const struct transport_part *t = transport_part(b);
	size_t i, cells = (size_t)b->cols * (size_t)b->rows;
	char *forest;

	if (!b->terrain || b->cols <= 0 || b->rows <= 0)
		return;
	boardhash_grid(b, turn, s, n, cap);
	for (i = 0; t->tree && i < cells && t->tree[i] < 0; i++)
		;
	if (t->tree && i < cells) {
		forest = mem_alloc(cells);
		for (i = 0; i < cells; i++)
			forest[i] = t->tree[i] < 0 ? '.' :
			    (char)('a' + t->tree[i] % 26);
		boardhash_putf(s, n, cap, "forests\n");
		boardhash_layer(b, turn, forest, s, n, cap);
		free(forest);
	}
	if (t->ncity > 0)
		text_routes(b, turn, s, n, cap);
}
