/* boardhash.c: the canonical text of a board's structure, and its hash. */
#include "board/boardhash.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/kind.h"
#include "core/mem.h"
#include "core/num.h"
#include "core/sort.h"

/* A node under a turn: its position in micrometres and its index. */
struct spot {
	long long y, x;
	uint32_t i;
};

/* An edge as the ranks of its ends, lo < hi. */
struct link {
	uint32_t lo, hi;
};

static void
putf(char **s, size_t *n, size_t *cap, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static void
putf(char **s, size_t *n, size_t *cap, const char *fmt, ...)
{
	va_list ap;
	int len;

	*s = mem_grow(*s, cap, *n + 256, 1);
	va_start(ap, fmt);
	len = vsnprintf(*s + *n, *cap - *n, fmt, ap);
	va_end(ap);
	if (len >= 0 && (size_t)len >= *cap - *n) {
		*s = mem_grow(*s, cap, *n + (size_t)len + 1, 1);
		va_start(ap, fmt);
		vsnprintf(*s + *n, *cap - *n, fmt, ap);
		va_end(ap);
	}
	*n += len > 0 ? (size_t)len : 0;
}

/*
 * um: a length as the deck writes it, in whole micrometres: num_format
 * rounds v * 1000 the same way, so a board made in process and the same
 * board read back from its deck agree.
 */
static long long
um(double v)
{
	return llround(v * 1000.0);
}

/* Spots by row, then column, then index; links by their ends: no two
 * alike. Inline (core/sort.h): validate --report hashes every board,
 * and qsort's calls and vsnprintf were a tenth of its time. */
#define SPOT_BEFORE(p, q) ((p)->y != (q)->y ? (p)->y < (q)->y : \
    (p)->x != (q)->x ? (p)->x < (q)->x : (p)->i < (q)->i)
SORT_DEFINE(sort_spots, struct spot, SPOT_BEFORE)
#define LINK_BEFORE(p, q) ((p)->lo != (q)->lo ? (p)->lo < (q)->lo : \
    (p)->hi < (q)->hi)
SORT_DEFINE(sort_links, struct link, LINK_BEFORE)

/* put_num: v in decimal, then the character end, as printf's "%lld%c". */
static void
put_num(char **s, size_t *n, size_t *cap, long long v, char end)
{
	char b[24], *e = b + sizeof(b), *d = e;
	unsigned long long a = v < 0 ? 0ULL - (unsigned long long)v :
	    (unsigned long long)v;

	*--d = end;
	do
		*--d = (char)('0' + a % 10);
	while ((a /= 10) > 0);
	if (v < 0)
		*--d = '-';
	*s = mem_grow(*s, cap, *n + (size_t)(e - d), 1);
	memcpy(*s + *n, d, (size_t)(e - d));
	*n += (size_t)(e - d);
}

/* put_str: t, then the character end. */
static void
put_str(char **s, size_t *n, size_t *cap, const char *t, char end)
{
	size_t k = strlen(t);

	*s = mem_grow(*s, cap, *n + k + 1, 1);
	memcpy(*s + *n, t, k);
	(*s)[*n + k] = end;
	*n += k + 1;
}

/* turn_sides: side bits a quarter turn clockwise on, turn times. */
static int
turn_sides(int sides, int turn)
{
	while (turn-- > 0)
		sides = ((sides << 1) | (sides >> 3)) & 15;
	return sides;
}

static void
text_nodes(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap)
{
	const struct graph *g = &b->nodes.g;
	long long w = um(b->width), h = um(b->height), x, y;
	struct spot *sp = mem_alloc((g->nnodes + 1) * sizeof(*sp));
	uint32_t *rank = mem_alloc((g->nnodes + 1) * sizeof(*rank));
	struct link *ln = mem_alloc((g->nedges + 1) * sizeof(*ln));
	size_t i;

	for (i = 0; i < g->nnodes; i++) {
		x = um(g->node[i].p.x);
		y = um(g->node[i].p.y);
		switch (turn) {
		case 1:
			sp[i].x = h - y, sp[i].y = x;
			break;
		case 2:
			sp[i].x = w - x, sp[i].y = h - y;
			break;
		case 3:
			sp[i].x = y, sp[i].y = w - x;
			break;
		default:
			sp[i].x = x, sp[i].y = y;
		}
		sp[i].i = (uint32_t)i;
	}
	sort_spots(sp, g->nnodes);
	putf(s, n, cap, "nodes %zu\n", g->nnodes);
	for (i = 0; i < g->nnodes; i++) {
		const struct board_node *bn = &b->nodes.node[sp[i].i];

		/* "%lld %lld %s %d\n" */
		rank[sp[i].i] = (uint32_t)i;
		put_num(s, n, cap, sp[i].x, ' ');
		put_num(s, n, cap, sp[i].y, ' ');
		put_str(s, n, cap, board_role_name(bn->role), ' ');
		put_num(s, n, cap, turn_sides(bn->sides, turn), '\n');
	}
	for (i = 0; i < g->nedges; i++) {
		uint32_t a = rank[g->edge[i].a], c = rank[g->edge[i].b];

		ln[i].lo = a < c ? a : c;
		ln[i].hi = a < c ? c : a;
	}
	sort_links(ln, g->nedges);
	putf(s, n, cap, "edges %zu\n", g->nedges);
	for (i = 0; i < g->nedges; i++) {
		put_num(s, n, cap, ln[i].lo, ' ');
		put_num(s, n, cap, ln[i].hi, '\n');
	}
	MEM_FREE(sp, rank, ln);
}

/* turn_cell: cell (c, r) of a cols x rows grid, turn quarter turns on. */
static void
turn_cell(int cols, int rows, int turn, int c, int r, int *nc, int *nr)
{
	switch (turn) {
	case 1:
		*nc = rows - 1 - r, *nr = c;
		break;
	case 2:
		*nc = cols - 1 - c, *nr = rows - 1 - r;
		break;
	case 3:
		*nc = r, *nr = cols - 1 - c;
		break;
	default:
		*nc = c, *nr = r;
	}
}

/*
 * text_layer: a character per cell, row by row, turned: the terrain, or
 * (forest) each cell's tree type as 'a' + type, '.' for none.
 */
static void
text_layer(const struct board *b, int turn, int forest, char **s, size_t *n,
    size_t *cap)
{
	int cols = b->cols, rows = b->rows, c, r, nc, nr;
	int tc = turn % 2 ? rows : cols, tr = turn % 2 ? cols : rows;
	char *t = mem_alloc((size_t)cols * (size_t)rows + 1);
	size_t i;

	for (r = 0; r < rows; r++)
		for (c = 0; c < cols; c++) {
			turn_cell(cols, rows, turn, c, r, &nc, &nr);
			i = (size_t)r * (size_t)cols + (size_t)c;
			t[(size_t)nr * (size_t)tc + (size_t)nc] = !forest ?
			    b->terrain[i] : b->transport.tree[i] < 0 ? '.' :
			    (char)('a' + b->transport.tree[i] % 26);
		}
	for (r = 0; r < tr; r++)
		putf(s, n, cap, "%.*s\n", tc, t + (size_t)r * (size_t)tc);
	free(t);
}

static int
line_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
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
	int cols = b->cols, tc = turn % 2 ? b->rows : cols, nc, nr;
	struct spot *sp = mem_alloc((b->transport.ncity + 1) * sizeof(*sp));
	uint32_t *rank = mem_alloc((b->transport.ncity + 1) * sizeof(*rank));
	char **line = mem_alloc((b->transport.nroute + 1) * sizeof(*line));
	size_t i, k, len, cap1;

	for (i = 0; i < b->transport.ncity; i++) {
		turn_cell(cols, b->rows, turn, b->transport.city[i].col,
		    b->transport.city[i].row, &nc, &nr);
		sp[i].x = nc, sp[i].y = nr, sp[i].i = (uint32_t)i;
	}
	sort_spots(sp, b->transport.ncity);
	putf(s, n, cap, "cities %zu\n", b->transport.ncity);
	for (i = 0; i < b->transport.ncity; i++) {
		rank[sp[i].i] = (uint32_t)i;
		putf(s, n, cap, "%lld %lld\n", sp[i].x, sp[i].y);
	}
	for (i = 0; i < b->transport.nroute; i++) {
		const struct board_route *rt = &b->transport.route[i];
		uint32_t a = rank[rt->from], z = rank[rt->to], cell;
		int back = a > z;

		line[i] = NULL;
		len = cap1 = 0;
		putf(&line[i], &len, &cap1, "%d %u %u", rt->type, back ? z : a,
		    back ? a : z);
		for (k = 0; k < rt->len; k++) {
			cell = b->transport.rcell[rt->start +
						  (back ? rt->len - 1 - k : k)];
			turn_cell(cols, b->rows, turn, (int)(cell % cols),
			    (int)(cell / cols), &nc, &nr);
			putf(&line[i], &len, &cap1, " %d", nr * tc + nc);
		}
	}
	qsort(line, b->transport.nroute, sizeof(*line), line_cmp);
	putf(s, n, cap, "routes %zu\n", b->transport.nroute);
	for (i = 0; i < b->transport.nroute; i++) {
		putf(s, n, cap, "%s\n", line[i]);
		free(line[i]);
	}
	MEM_FREE(sp, rank, line);
}

/* text_grid: the grid's size, terrain, forests, cities and routes. */
static void
text_grid(const struct board *b, int turn, char **s, size_t *n, size_t *cap)
{
	size_t i, cells = (size_t)b->cols * (size_t)b->rows;
	char num[64];

	putf(s, n, cap, "grid %d %d %s\n", turn % 2 ? b->rows : b->cols,
	    turn % 2 ? b->cols : b->rows, num_format(num, sizeof(num),
	    b->cell, 3));
	text_layer(b, turn, 0, s, n, cap);
	for (i = 0; b->transport.tree && i < cells && b->transport.tree[i] < 0;
	     i++)
		;
	if (b->transport.tree && i < cells) {
		putf(s, n, cap, "forests\n");
		text_layer(b, turn, 1, s, n, cap);
	}
	if (b->transport.ncity > 0)
		text_routes(b, turn, s, n, cap);
}

void
boardhash_text(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap)
{
	char w[64], h[64];

	/* An odd turn is made only of a square trim: w and h stay. */
	putf(s, n, cap, "boardpress structure 1\nkind %s\ntrim %s %s\n",
	    kind_name(b->kind), num_format(w, sizeof(w), b->width, 3),
	    num_format(h, sizeof(h), b->height, 3));
	if (b->nodes.g.nnodes > 0)
		text_nodes(b, turn, s, n, cap);
	if (b->terrain && b->cols > 0 && b->rows > 0)
		text_grid(b, turn, s, n, cap);
}

void
boardhash_structure(const struct board *b, char hex[SHA256_HEX])
{
	int square = um(b->width) == um(b->height) &&
	    (!b->terrain || b->cols == b->rows);
	char *s = NULL, best[SHA256_HEX] = "", cur[SHA256_HEX];
	uint8_t digest[SHA256_LEN];
	size_t n, cap = 0;
	struct sha256 st;
	int turn;

	for (turn = 0; turn < 4; turn++) {
		if (turn % 2 && !square)
			continue;
		n = 0;
		boardhash_text(b, turn, &s, &n, &cap);
		sha256_begin(&st);
		sha256_add(&st, s, n);
		sha256_end(&st, digest, cur);
		if (!best[0] || strcmp(cur, best) < 0)
			memcpy(best, cur, sizeof(best));
	}
	memcpy(hex, best, SHA256_HEX);
	free(s);
}
