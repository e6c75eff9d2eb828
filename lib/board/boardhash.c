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

void
boardhash_putf(char **s, size_t *n, size_t *cap, const char *fmt, ...)
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
 * A length as the deck writes it, in whole micrometres: num_format rounds
 * v * 1000 the same way, so a board made in process and the same board
 * read back from its deck agree.
 */
long long
boardhash_um(double v)
{
	return llround(v * 1000.0);
}

/* Spots by row, then column, then index: no two alike. Inline
 * (core/sort.h): validate --report hashes every board, and qsort's calls
 * and vsnprintf were a tenth of its time. */
#define SPOT_BEFORE(p, q) ((p)->y != (q)->y ? (p)->y < (q)->y : \
    (p)->x != (q)->x ? (p)->x < (q)->x : (p)->i < (q)->i)
SORT_DEFINE(sort_spots, struct boardhash_spot, SPOT_BEFORE)

void
boardhash_sort_spots(struct boardhash_spot *sp, size_t n)
{
	sort_spots(sp, n);
}

/* As printf's "%lld%c", without its cost. */
void
boardhash_put_num(char **s, size_t *n, size_t *cap, long long v, char end)
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

void
boardhash_put_str(char **s, size_t *n, size_t *cap, const char *t, char end)
{
	size_t k = strlen(t);

	*s = mem_grow(*s, cap, *n + k + 1, 1);
	memcpy(*s + *n, t, k);
	(*s)[*n + k] = end;
	*n += k + 1;
}

void
boardhash_turn_cell(int cols, int rows, int turn, int c, int r, int *nc,
    int *nr)
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

void
boardhash_layer(const struct board *b, int turn, const char *cells,
    char **s, size_t *n, size_t *cap)
{
	int cols = b->cols, rows = b->rows, c, r, nc, nr;
	int tc = turn % 2 ? rows : cols, tr = turn % 2 ? cols : rows;
	char *t = mem_alloc((size_t)cols * (size_t)rows + 1);

	for (r = 0; r < rows; r++)
		for (c = 0; c < cols; c++) {
			boardhash_turn_cell(cols, rows, turn, c, r, &nc, &nr);
			t[(size_t)nr * (size_t)tc + (size_t)nc] =
			    cells[(size_t)r * (size_t)cols + (size_t)c];
		}
	for (r = 0; r < tr; r++)
		boardhash_putf(s, n, cap, "%.*s\n", tc,
		    t + (size_t)r * (size_t)tc);
	free(t);
}

void
boardhash_grid(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap)
{
	char num[64];

	if (!b->terrain || b->cols <= 0 || b->rows <= 0)
		return;
	boardhash_putf(s, n, cap, "grid %d %d %s\n",
	    turn % 2 ? b->rows : b->cols, turn % 2 ? b->cols : b->rows,
	    num_format(num, sizeof(num), b->cell, 3));
	boardhash_layer(b, turn, b->terrain, s, n, cap);
}

void
boardhash_text(const struct board *b, int turn, char **s, size_t *n,
    size_t *cap)
{
	const struct kind *k = kind_of(b->kind);
	char w[64], h[64];

	/* An odd turn is made only of a square trim: w and h stay. */
	boardhash_putf(s, n, cap,
	    "boardpress structure 1\nkind %s\ntrim %s %s\n",
	    kind_name(b->kind), num_format(w, sizeof(w), b->width, 3),
	    num_format(h, sizeof(h), b->height, 3));
	if (k && k->hash)
		k->hash(b, turn, s, n, cap);
	else
		boardhash_grid(b, turn, s, n, cap);
}

void
boardhash_structure(const struct board *b, char hex[SHA256_HEX])
{
	int square = boardhash_um(b->width) == boardhash_um(b->height) &&
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
