/* test_pagemark.c: page-number marks made, filled for a deck and for a
 * board, and refused when damaged or past the deck. */
#include "testutil.h"

#include "merge/pagemark.h"

/* filled: text with the mark of (file, board, m) between "(" and ")",
 * filled as how says; the result in out, or NULL when refused. */
static const char *
filled(size_t file, size_t board, size_t m, int how, size_t page0,
    size_t total, char *out, size_t len)
{
	char mark[PAGEMARK_LEN + 1];

	pagemark_make(mark, file, board, m);
	assert_int_equal(strlen(mark), PAGEMARK_LEN);
	snprintf(out, len, "x (%s) Tj (%s)", mark, mark);
	if (pagemark_fill((unsigned char *)out, strlen(out), how, page0,
	    total) != 2)
		return NULL;
	return out;
}

static void
deck(void **state)
{
	char b[128];
	const char *pad = "                                   ";

	assert_non_null(filled(6, 1, 1, PAGEMARK_DECK, 5, 20, b, sizeof(b)));
	/* "11/20", then spaces to the mark's 38 bytes. */
	assert_int_equal(strncmp(b, "x (11/20 ", 9), 0);
	assert_int_equal(strncmp(b + 8, pad, PAGEMARK_LEN - 5), 0);
	assert_int_equal(strlen(b), 2 * PAGEMARK_LEN + 10);
	assert_non_null(filled(1, 1, 1, PAGEMARK_DECK, 999, 1000, b,
	    sizeof(b)));
	assert_int_equal(strncmp(b, "x (1000/1000 ", 13), 0);
	/* Past the deck's pages: refused. */
	assert_null(filled(7, 1, 1, PAGEMARK_DECK, 14, 20, b, sizeof(b)));
}

static void
board(void **state)
{
	char b[128];

	assert_non_null(filled(13, 2, 4, PAGEMARK_BOARD, 0, 0, b, sizeof(b)));
	assert_int_equal(strncmp(b, "x (2/4 ", 7), 0);
	/* A page of no board (a key page) has no number in a board. */
	assert_null(filled(3, 0, 0, PAGEMARK_BOARD, 0, 0, b, sizeof(b)));
}

static void
damaged(void **state)
{
	char mark[PAGEMARK_LEN + 1], b[128];

	pagemark_make(mark, 12, 1, 1);
	assert_string_equal(mark, "%%bp-page 000000000012 000001/000001%%");
	/* A digit changed, the end cut off, page 0: each refused. */
	snprintf(b, sizeof(b), "(%s)", mark);
	b[15] = 'x';
	assert_int_equal(pagemark_fill((unsigned char *)b, strlen(b),
	    PAGEMARK_DECK, 0, 99), -1);
	snprintf(b, sizeof(b), "(%.30s", mark);
	assert_int_equal(pagemark_fill((unsigned char *)b, strlen(b),
	    PAGEMARK_DECK, 0, 99), -1);
	pagemark_make(mark, 0, 1, 1);
	assert_int_equal(pagemark_fill((unsigned char *)mark, PAGEMARK_LEN,
	    PAGEMARK_DECK, 0, 99), -1);
	/* No mark, or a bare "%%": nothing to do. */
	snprintf(b, sizeof(b), "%%%%bp-pag %%%% 100%%");
	assert_int_equal(pagemark_fill((unsigned char *)b, strlen(b),
	    PAGEMARK_DECK, 0, 99), 0);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(deck),
    cmocka_unit_test(board),
    cmocka_unit_test(damaged))
