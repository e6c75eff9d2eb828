/* extsort.c: an external merge sort of byte records in bounded memory
 * (see extsort.h). */
#include "core/extsort.h"

#include <assert.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "core/mem.h"

FILE *
extsort_tempfile(const char *dir)
{
	char path[PATH_MAX];
	const char *d = dir;
	FILE *f;
	int fd, e;

	if (!d || !*d)
		d = getenv("TMPDIR");
	if (!d || !*d)
		d = "/tmp";
	if (snprintf(path, sizeof(path), "%s/sort.XXXXXX.tmp", d) >=
	    (int)sizeof(path)) {
		errno = ENAMETOOLONG;
		return NULL;
	}
	if ((fd = mkstemps(path, 4)) < 0)
		return NULL;
	/* Nameless from here on: no exit, signal or kill leaves it. */
	unlink(path);
	if ((f = fdopen(fd, "w+b")) == NULL) {
		e = errno;
		close(fd);
		errno = e;
	}
	return f;
}

void
extsort_init(struct extsort *s, extsort_cmp cmp, const char *dir,
    size_t budget)
{
	memset(s, 0, sizeof(*s));
	s->cmp = cmp;
	s->dir = dir;
	s->budget = budget < EXTSORT_MIN ? EXTSORT_MIN :
	    budget > EXTSORT_MAX ? EXTSORT_MAX : budget;
}

static uint32_t
rec_len(const struct extsort *s, uint32_t off)
{
	uint32_t n;

	memcpy(&n, s->buf + off, sizeof(n));
	return n;
}

/* less_eq: the record at offset a goes no later than b's (a added
 * first). */
static int
less_eq(const struct extsort *s, uint32_t a, uint32_t b)
{
	return s->cmp(s->buf + a + 4, rec_len(s, a), s->buf + b + 4,
	    rec_len(s, b)) <= 0;
}

/* msort: idx[lo, hi) sorted, stably, with aux as room. */
static void
msort(struct extsort *s, size_t lo, size_t hi)
{
	size_t mid = lo + (hi - lo) / 2, i = lo, j = mid, k = lo;

	if (hi - lo < 2)
		return;
	msort(s, lo, mid);
	msort(s, mid, hi);
	if (less_eq(s, s->idx[mid - 1], s->idx[mid]))
		return; /* already in order: runs of a sorted input stay */
	while (i < mid && j < hi)
		s->aux[k++] = less_eq(s, s->idx[i], s->idx[j]) ? s->idx[i++] :
		    s->idx[j++];
	while (i < mid)
		s->aux[k++] = s->idx[i++];
	while (j < hi)
		s->aux[k++] = s->idx[j++];
	memcpy(s->idx + lo, s->aux + lo, (hi - lo) * sizeof(*s->idx));
}

/* put_rec: one record (a 4-byte length, then its bytes) to f. */
static int
put_rec(FILE *f, const void *p, uint32_t len)
{
	return fwrite(&len, sizeof(len), 1, f) == 1 &&
	    (len == 0 || fwrite(p, 1, len, f) == len) ? 0 : -1;
}

/* get_rec: the next record of run r into r->rec: 1, 0 at its end, -1. */
static int
get_rec(struct extsort_run *r)
{
	uint32_t len;

	r->more = 0;
	if (fread(&len, sizeof(len), 1, r->f) != 1)
		return ferror(r->f) ? -1 : 0;
	r->rec = mem_grow(r->rec, &r->cap, len ? len : 1, 1);
	if (len && fread(r->rec, 1, len, r->f) != len) {
		if (!ferror(r->f))
			errno = EIO; /* cut short: not what was written */
		return -1;
	}
	r->len = len;
	r->more = 1;
	return 1;
}

/* rewind_run: run r ready to be read from its start, its first record
 * at hand. 0, or -1. */
static int
rewind_run(struct extsort_run *r)
{
	if (fflush(r->f) != 0 || fseek(r->f, 0, SEEK_SET) != 0)
		return -1;
	return get_rec(r) < 0 ? -1 : 0;
}

/* pick: of runs [a, b), the one whose record goes first (the earliest
 * run of those that compare equal: the sort stays stable); b if none. */
static size_t
pick(const struct extsort *s, size_t a, size_t b)
{
	size_t best = b, i;

	for (i = a; i < b; i++)
		if (s->run[i].more && (best == b ||
		    s->cmp(s->run[i].rec, s->run[i].len, s->run[best].rec,
		    s->run[best].len) < 0))
			best = i;
	return best;
}

static void
run_close(struct extsort_run *r)
{
	if (r->f)
		fclose(r->f);
	free(r->rec);
	memset(r, 0, sizeof(*r));
}

/* merge_runs: runs [a, b) merged into one run of the next level in a's
 * place. 0, or -1. */
static int
merge_runs(struct extsort *s, size_t a, size_t b)
{
	struct extsort_run out = { 0 };
	size_t i;
	int lv = 0;

	if (!(out.f = extsort_tempfile(s->dir)))
		return -1;
	for (i = a; i < b; i++) {
		lv = s->run[i].level > lv ? s->run[i].level : lv;
		if (rewind_run(&s->run[i]) < 0)
			goto fail;
	}
	while ((i = pick(s, a, b)) < b)
		if (put_rec(out.f, s->run[i].rec,
		    (uint32_t)s->run[i].len) < 0 || get_rec(&s->run[i]) < 0)
			goto fail;
	if (fflush(out.f) != 0)
		goto fail;
	for (i = a; i < b; i++)
		run_close(&s->run[i]);
	out.level = lv + 1;
	s->run[a] = out;
	memmove(s->run + a + 1, s->run + b, (s->nrun - b) * sizeof(*s->run));
	memset(s->run + s->nrun - (b - a - 1), 0, (b - a - 1) *
	    sizeof(*s->run));
	s->nrun -= b - a - 1;
	return 0;
fail:
	run_close(&out);
	return -1;
}

/* sort_buf: the records in buf, ordered in idx. */
static void
sort_buf(struct extsort *s)
{
	s->aux = mem_realloc(s->aux, (s->n ? s->n : 1) * sizeof(*s->aux));
	msort(s, 0, s->n);
	free(s->aux);
	s->aux = NULL;
}

/*
 * spill: the records in buf sorted and written as a run; then, while the
 * last EXTSORT_FANIN runs are of one level, they are merged into one of
 * the next (so runs, open files and merges stay few: a run is rewritten
 * once a level, log16 of the runs in all). 0, or -1.
 */
static int
spill(struct extsort *s)
{
	struct extsort_run *r;
	size_t i;

	assert(s->nrun < sizeof(s->run) / sizeof(s->run[0]));
	sort_buf(s);
	r = &s->run[s->nrun];
	memset(r, 0, sizeof(*r));
	if (!(r->f = extsort_tempfile(s->dir)))
		return -1;
	s->nrun++;
	s->spilled++;
	for (i = 0; i < s->n; i++)
		if (put_rec(r->f, s->buf + s->idx[i] + 4,
		    rec_len(s, s->idx[i])) < 0)
			return -1;
	s->n = 0;
	s->len = 0;
	while (s->nrun >= EXTSORT_FANIN) {
		size_t a = s->nrun - EXTSORT_FANIN;

		for (i = a + 1; i < s->nrun; i++)
			if (s->run[i].level != s->run[a].level)
				return 0;
		if (merge_runs(s, a, s->nrun) < 0)
			return -1;
	}
	return 0;
}

/* grow: room for need elements of size in p (capacity *cap), doubled
 * as it fills but not past most elements when need allows (a buffer of
 * the budget's bytes, never twice them). */
static void *
grow(void *p, size_t *cap, size_t need, size_t size, size_t most)
{
	size_t c = *cap;

	if (need <= c)
		return p;
	c = c ? 2 * c : 256;
	if (c > most)
		c = most;
	if (c < need)
		c = need;
	*cap = c;
	return mem_realloc(p, c * size);
}

int
extsort_add(struct extsort *s, const void *rec, size_t len)
{
	uint32_t n = (uint32_t)len;

	assert(!s->ended && len <= EXTSORT_MAX);
	/* The buffer holds what the budget allows, and always one record. */
	if (s->n > 0 && s->len + 4 + len + (s->n + 1) * 2 * sizeof(*s->idx) >
	    s->budget && spill(s) < 0)
		return -1;
	s->buf = grow(s->buf, &s->cap, s->len + 4 + len, 1, s->budget);
	memcpy(s->buf + s->len, &n, 4);
	if (len)
		memcpy(s->buf + s->len + 4, rec, len);
	s->idx = grow(s->idx, &s->capidx, s->n + 1, sizeof(*s->idx),
	    s->budget / 8);
	s->idx[s->n++] = (uint32_t)s->len;
	s->len += 4 + len;
	return 0;
}

int
extsort_end(struct extsort *s)
{
	size_t i;

	s->ended = 1;
	s->next = 0;
	if (s->nrun == 0) {
		sort_buf(s);
		return 0;
	}
	if (s->n > 0 && spill(s) < 0)
		return -1;
	/* At most EXTSORT_FANIN runs merged at the end: the latest first
	 * (they are the smallest). */
	while (s->nrun > EXTSORT_FANIN) {
		size_t k = s->nrun - EXTSORT_FANIN + 1;

		if (merge_runs(s, s->nrun - (k < EXTSORT_FANIN ? k :
		    EXTSORT_FANIN), s->nrun) < 0)
			return -1;
	}
	MEM_FREE(s->buf, s->idx);
	s->buf = NULL;
	s->idx = NULL;
	s->len = s->cap = s->n = s->capidx = 0;
	for (i = 0; i < s->nrun; i++)
		if (rewind_run(&s->run[i]) < 0)
			return -1;
	return 0;
}

int
extsort_next(struct extsort *s, const void **rec, size_t *len)
{
	struct extsort_run *r;
	size_t i;

	assert(s->ended);
	if (s->nrun == 0) {
		if (s->next >= s->n)
			return 0;
		i = s->idx[s->next++];
		*rec = s->buf + i + 4;
		*len = rec_len(s, (uint32_t)i);
		return 1;
	}
	/* The record given last is replaced now: its run read on. */
	for (i = 0; i < s->nrun; i++)
		if (s->run[i].more == 2 && get_rec(&s->run[i]) < 0)
			return -1;
	if ((i = pick(s, 0, s->nrun)) == s->nrun)
		return 0;
	r = &s->run[i];
	r->more = 2;
	*rec = r->rec;
	*len = r->len;
	return 1;
}

void
extsort_fini(struct extsort *s)
{
	size_t i;

	for (i = 0; i < s->nrun; i++)
		run_close(&s->run[i]);
	MEM_FREE(s->buf, s->idx, s->aux);
	memset(s, 0, sizeof(*s));
}
