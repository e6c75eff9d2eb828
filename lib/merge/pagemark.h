/*
 * pagemark.h: page numbers written after the pages are drawn. A file
 * whose pages are numbered later (layout-pdf --numbered-by-merge, press
 * run's chunks) carries on each numbered page a mark of PAGEMARK_LEN
 * bytes in an uncompressed stream: the page's number in its file and in
 * its board. Whoever knows the numbers a page must show overwrites the
 * mark with them, the same number of bytes (so no offset moves): the
 * deck's merge (page n of the deck's N) or press-run's per-board files
 * (page i of the board's m).
 */
#ifndef BP_PAGEMARK_H
#define BP_PAGEMARK_H

#include <stddef.h>

/* "%%bp-page FFFFFFFFFFFF BBBBBB/MMMMMM%%": the page's number in its file
 * (12 digits), in its board and the board's pages (6 digits each; 0/0
 * for a page of no board, as a key page). */
#define PAGEMARK_HEAD "%%bp-page "
#define PAGEMARK_LEN 38

/* pagemark_make: the mark for page file of its file, board of m pages of
 * its board, into buf (PAGEMARK_LEN + 1 bytes). */
void pagemark_make(char *buf, size_t file, size_t board, size_t m);

/* What a mark is overwritten with: "n/N", the page's place in the deck
 * (its file's page0 pages before it, N total), or in its board. */
enum { PAGEMARK_DECK, PAGEMARK_BOARD };

/*
 * pagemark_fill: every mark in the n bytes at b overwritten with its
 * numbers as how says (page0 and total for PAGEMARK_DECK), left-aligned
 * and padded with spaces (blank on the page). Returns how many marks it
 * filled, or -1 when a mark is damaged or a page of a deck has a number
 * past total (b then holds some marks filled: the caller discards it).
 */
long pagemark_fill(unsigned char *b, size_t n, int how, size_t page0,
    size_t total);

/*
 * pagemark_board_file: the marks of the PDF at path (a board's own pages,
 * cut from a file with marks) filled with their numbers in the board,
 * the file written again whole (core/outfile.h) when it has any. Returns
 * how many, or -1 with a message in d (the file is then as it was).
 */
struct diag;
long pagemark_board_file(const char *path, struct diag *d);

#endif
