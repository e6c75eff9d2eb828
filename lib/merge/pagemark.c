/* pagemark.c: page-number marks, made and filled (see pagemark.h). */
#include "merge/pagemark.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/diag.h"
#include "core/mem.h"
#include "core/outfile.h"
#include "core/rfile.h"

/* A board's file, as the merge takes an input (pdfmerge_int.h). */
#define MAX_BOARD_FILE ((size_t)2 << 30)

void
pagemark_make(char *buf, size_t file, size_t board, size_t m)
{
	snprintf(buf, PAGEMARK_LEN + 1, "%s%012zu %06zu/%06zu%%%%",
	    PAGEMARK_HEAD, file % 1000000000000u, board % 1000000, m % 1000000);
}

/* number: the k digits at p, or -1 when one is not a digit. */
static long long
number(const unsigned char *p, int k)
{
	long long v = 0;

	for (; k > 0; k--, p++) {
		if (*p < '0' || *p > '9')
			return -1;
		v = v * 10 + (*p - '0');
	}
	return v;
}

/* find: the first mark's head in [p, e), or NULL. */
static unsigned char *
find(unsigned char *p, const unsigned char *e)
{
	enum { H = sizeof(PAGEMARK_HEAD) - 1 };

	while ((size_t)(e - p) >= H &&
	    (p = memchr(p, '%', (size_t)(e - p) - H + 1)) != NULL) {
		if (memcmp(p, PAGEMARK_HEAD, H) == 0)
			return p;
		p++;
	}
	return NULL;
}

/* fill: the mark at p (PAGEMARK_LEN bytes), overwritten; 0 or -1. */
static int
fill(unsigned char *p, int how, size_t page0, size_t total)
{
	enum { H = sizeof(PAGEMARK_HEAD) - 1 };
	long long file = number(p + H, 12), b = number(p + H + 13, 6),
	    m = number(p + H + 20, 6);
	char text[PAGEMARK_LEN + 1];
	int k;

	if (file < 1 || b < 0 || m < 0 || p[H + 12] != ' ' ||
	    p[H + 19] != '/' || memcmp(p + H + 26, "%%", 2) != 0)
		return -1;
	if (how == PAGEMARK_DECK) {
		if (page0 + (size_t)file > total)
			return -1;
		k = snprintf(text, sizeof(text), "%zu/%zu",
		    page0 + (size_t)file, total);
	} else {
		if (b < 1 || b > m)
			return -1;
		k = snprintf(text, sizeof(text), "%lld/%lld", b, m);
	}
	if (k < 0 || k > PAGEMARK_LEN)
		return -1;
	memset(text + k, ' ', PAGEMARK_LEN - (size_t)k);
	memcpy(p, text, PAGEMARK_LEN);
	return 0;
}

long
pagemark_fill(unsigned char *b, size_t n, int how, size_t page0,
    size_t total)
{
	unsigned char *p = b, *e = b + n;
	long count = 0;

	while ((p = find(p, e)) != NULL) {
		if ((size_t)(e - p) < PAGEMARK_LEN ||
		    fill(p, how, page0, total) < 0)
			return -1;
		p += PAGEMARK_LEN;
		count++;
	}
	return count;
}

/* write_whole: the n bytes at b as the file path, whole or not at all;
 * 0, or -1 with errno set. */
static int
write_whole(const char *path, const unsigned char *b, size_t n)
{
	struct outfile of;
	int e;

	if (outfile_open(&of, path) < 0)
		return -1;
	if (fwrite(b, 1, n, of.f) != n) {
		e = errno ? errno : EIO;
		outfile_close(&of, 1);
		errno = e;
		return -1;
	}
	return outfile_close(&of, 0);
}

long
pagemark_board_file(const char *path, struct diag *d)
{
	struct rfile rf;
	size_t n;
	unsigned char *b = rfile_read(path, MAX_BOARD_FILE, &n, &rf);
	long k = -1;

	if (!b) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "cannot read: %s",
		    rf.status == RFILE_LARGE ? "larger than 2 GiB" : rf.why);
	} else if ((k = pagemark_fill(b, n, PAGEMARK_BOARD, 0, 0)) < 0) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "a page number "
		    "mark is damaged, or on a page of no board");
	} else if (k > 0 && write_whole(path, b, n) < 0) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "cannot write: %s",
		    strerror(errno));
		k = -1;
	}
	free(b);
	return k;
}
