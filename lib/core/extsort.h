/* extsort.h: records sorted in bounded memory: runs sorted in a buffer of
 * fixed size, spilled to temporary files and merged (an external merge
 * sort), and the temporary files those need. */
#ifndef BP_EXTSORT_H
#define BP_EXTSORT_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* The least and the default buffer of a sort, in bytes. */
#define EXTSORT_MIN ((size_t)1024)
#define EXTSORT_DEFAULT ((size_t)1 << 20)
#define EXTSORT_MAX ((size_t)1 << 30)
/* Runs merged at once (each read through a stdio buffer of its own). */
#define EXTSORT_FANIN 16

/*
 * extsort_cmp: the order of two records (a of alen bytes, b of blen):
 * < 0 when a goes first, 0 when either may, > 0 when b goes first.
 */
typedef int (*extsort_cmp)(const void *a, size_t alen, const void *b,
    size_t blen);

/* A run spilled to a temporary file: its level in the merges. */
struct extsort_run {
	FILE *f;
	int level;
	unsigned char *rec; /* while merged: its record at hand */
	size_t len, cap;
	int more;           /* rec holds one */
};

/*
 * struct extsort: caller-owned; extsort_init fills it, extsort_fini frees
 * what it holds. Records are byte strings; the sort is stable (records
 * that compare equal come out in the order they were added).
 */
struct extsort {
	extsort_cmp cmp;
	const char *dir;      /* where temporary files go (NULL: $TMPDIR) */
	size_t budget;        /* bytes of records and their index held */
	unsigned char *buf;   /* records added since the last spill: each
	                       * a 4-byte length, then its bytes */
	size_t len, cap;
	uint32_t *idx, *aux;  /* their offsets in buf, in order */
	size_t n, capidx;
	struct extsort_run run[EXTSORT_FANIN * 8];
	size_t nrun;
	int ended;            /* extsort_end called: records come out */
	size_t next;          /* in memory: the next of idx to give */
	uint64_t spilled;     /* runs written in all (the test's figure) */
};

/*
 * extsort_init: an empty sort in order cmp, holding at most budget bytes
 * (clamped to [EXTSORT_MIN, EXTSORT_MAX]) of records and their index
 * before it spills a run to a temporary file in dir (NULL: $TMPDIR, the
 * string must outlive s).
 */
void extsort_init(struct extsort *s, extsort_cmp cmp, const char *dir,
    size_t budget);

/*
 * extsort_add: a copy of the record rec (len bytes, at most 1 GiB) added.
 * Returns 0, or -1 with errno when a temporary file could not be made or
 * written (s then only good for extsort_fini).
 */
int extsort_add(struct extsort *s, const void *rec, size_t len);

/*
 * extsort_end: no more records; from now on extsort_next gives them in
 * order. 0, or -1 with errno (as extsort_add).
 */
int extsort_end(struct extsort *s);

/*
 * extsort_next: the next record in order: 1 with *rec (owned by s, good
 * until the next call) and *len, 0 after the last, -1 with errno when a
 * temporary file could not be read.
 */
int extsort_next(struct extsort *s, const void **rec, size_t *len);

/* extsort_fini: everything s holds freed, its temporary files closed
 * (they have no name: nothing is left on disk). */
void extsort_fini(struct extsort *s);

/*
 * extsort_tempfile: a new temporary file for reading and writing in dir
 * (NULL: $TMPDIR, else /tmp), already removed from the folder, so that it
 * is gone however the process ends: made as DIR/sort.XXXXXX.tmp (a name
 * a print run's tidy removes, were the process killed in the instant
 * between), then unlinked. NULL with errno.
 */
FILE *extsort_tempfile(const char *dir);

#endif
