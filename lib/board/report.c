/* report.c: the validation report as CSV: its writer, and a reader that
 * finds columns by name. */
#include "board/report.h"

#include <assert.h>

#include <errno.h>
#include <stdarg.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "board/boardhash.h"
#include "board/check.h"
#include "core/mem.h"
#include "core/num.h"
#include "core/outfile.h"
#include "core/rfile.h"

const char *const report_column[REPORT_NCOL] = {
	[REPORT_ID] = "id",
	[REPORT_SEED] = "seed",
	[REPORT_ATTEMPT] = "attempt",
	[REPORT_ATTEMPTS] = "attempts",
	[REPORT_VERDICT] = "verdict",
	[REPORT_STRUCTURE] = "structure",
	[REPORT_SCORES] = "scores",
	[REPORT_BONUSES] = "bonuses",
	[REPORT_SPREAD] = "spread",
};

struct report {
	struct outfile of;
	FILE *f;
	int header;
	int play;   /* the header has the "play" column */
	int failed;
};

struct report *
report_open(const char *path)
{
	struct report *rp = mem_calloc(1, sizeof(*rp));

	if (outfile_open(&rp->of, path) < 0) {
		int e = errno;

		free(rp);
		errno = e;
		return NULL;
	}
	rp->f = rp->of.f;
	return rp;
}

void
report_field(FILE *f, const char *s)
{
	if (!strpbrk(s, ",\"\n")) {
		fputs(s, f);
		return;
	}
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s == '\n' ? ' ' : *s, f);
	}
	fputc('"', f);
}

/*
 * play_check: b's CHECK_PLAY_ID (validate --play), or NULL: with it the
 * report has one more column, "play", its detail (verdict, games, each
 * seat's share and interval).
 */
static const struct board_check *
play_check(const struct board *b)
{
	size_t i;

	for (i = 0; i < b->val.ncheck; i++)
		if (strcmp(b->val.check[i].id, CHECK_PLAY_ID) == 0)
			return &b->val.check[i];
	return NULL;
}

/* header: the report's header line, its checks' columns those of b. */
static void
header(FILE *f, const struct board *b)
{
	size_t i;
	int c;

	for (c = REPORT_ID; c <= REPORT_STRUCTURE; c++)
		fprintf(f, "%s%s", c ? "," : "", report_column[c]);
	for (i = 0; i < b->val.ncheck; i++) {
		fputc(',', f);
		report_field(f, b->val.check[i].id);
	}
	for (c = REPORT_SCORES; c < REPORT_NCOL; c++)
		fprintf(f, ",%s", report_column[c]);
	if (play_check(b))
		fprintf(f, ",play");
	fputc('\n', f);
}

int
report_board(struct report *rp, const struct board *b)
{
	char num[64], hash[SHA256_HEX];
	size_t i;

	if (!rp->header) {
		header(rp->f, b);
		rp->header = 1;
		rp->play = play_check(b) != NULL;
	}
	report_field(rp->f, b->id);
	boardhash_structure(b, hash);
	fprintf(rp->f, ",%" PRIu64 ",%" PRIu32 ",%" PRIu32 ",%s,%s", b->seed,
	    b->attempt, b->val.attempts, b->val.pass ? "pass" : "fail", hash);
	for (i = 0; i < b->val.ncheck; i++)
		fprintf(rp->f, ",%s", b->val.check[i].pass ? "pass" : "fail");
	fputc(',', rp->f);
	for (i = 0; i < b->val.nseat; i++)
		fprintf(rp->f, "%s%s", i ? ";" : "", num_format(num,
		    sizeof(num), b->val.seat[i].score, 1));
	fputc(',', rp->f);
	for (i = 0; i < b->val.nseat; i++)
		fprintf(rp->f, "%s%d", i ? ";" : "", b->val.seat[i].bonus);
	fprintf(rp->f, ",%s", num_format(num, sizeof(num), check_spread(b),
	    3));
	if (rp->play) {
		fputc(',', rp->f);
		report_field(rp->f, play_check(b) && play_check(b)->detail ?
		    play_check(b)->detail : "");
	}
	fputc('\n', rp->f);
	if (fflush(rp->f) != 0 || ferror(rp->f)) {
		rp->failed = 1;
		return -1;
	}
	return 0;
}

int
report_close(struct report *rp, int discard)
{
	/* A write error left the stream's error flag: close sees it. */
	int rc = outfile_close(&rp->of, discard), e = errno;

	free(rp);
	errno = e;
	return rc;
}

/* BAD: report_in_error on in's line about no board, in and d in scope. */
#define BAD(...) report_in_error(in, d, NULL, __VA_ARGS__)

int
report_in_error(const struct report_in *in, struct diag *d, const char *id,
    const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_addv(d, DIAG_FATAL, in->path, in->line, id, NULL, fmt, ap);
	va_end(ap);
	return -1;
}

/* next_line: the next line into in->raw. 1, 0 at the end, or -1. */
static int
next_line(struct report_in *in, struct diag *d)
{
	ssize_t n;

	errno = 0;
	n = getline(&in->raw, &in->capraw, in->f);
	if (n < 0) {
		if (ferror(in->f))
			return BAD("cannot read: %s", strerror(errno));
		return 0;
	}
	in->line++;
	if (n > 0 && in->raw[n - 1] == '\n')
		in->raw[--n] = '\0';
	if (strlen(in->raw) != (size_t)n)
		return BAD("a NUL byte in the line");
	return 1;
}

/*
 * split: in->raw's fields, unquoted, into in->buf and in->field. A field
 * is quoted whole or not at all, as report_field writes it; -1 (with a
 * message) for a quote anywhere else. Each field's text is no longer
 * than its source and the separator before it, so buf needs no more than
 * the line.
 */
static int
split(struct report_in *in, struct diag *d)
{
	const char *s = in->raw;
	char *o;

	in->buf = mem_grow(in->buf, &in->capbuf, strlen(s) + 1, 1);
	o = in->buf;
	in->nfield = 0;
	for (;;) {
		*VEC_PUSH(in->field, in->nfield, in->capfield) = o;
		if (*s == '"') {
			for (s++; *s != '"' || s[1] == '"'; s++) {
				if (!*s)
					return BAD("field %zu: its quote "
					    "is not closed", in->nfield);
				s += *s == '"';
				*o++ = *s;
			}
			s++;
		} else {
			for (; *s && *s != ','; s++) {
				if (*s == '"')
					return BAD("field %zu: a quote in "
					    "a field not quoted", in->nfield);
				*o++ = *s;
			}
		}
		*o++ = '\0';
		if (!*s)
			return 0;
		if (*s++ != ',')
			return BAD("field %zu: text after its closing "
			    "quote", in->nfield);
	}
}

/* column: where the header names name, into *at; -1 if not once. */
static int
column(struct report_in *in, const char *name, size_t *at, struct diag *d)
{
	size_t i, n = 0;

	for (i = 0; i < in->nfield; i++) {
		if (strcmp(in->field[i], name) == 0) {
			*at = i;
			n++;
		}
	}
	if (n != 1)
		return BAD(n ? "the header names column \"%s\" %zu "
		    "times" : "the header has no column \"%s\"", name, n);
	return 0;
}

int
report_in_open(struct report_in *in, const char *path,
    const char *const *names, size_t n, struct diag *d)
{
	struct rfile rf;
	size_t i;
	int r;

	memset(in, 0, sizeof(*in));
	in->path = mem_strdup(path);
	in->ncol = n;
	in->f = rfile_fopen(path, "r", RFILE_ANY, &rf);
	if (!in->f)
		return BAD("cannot read: %s", rf.why);
	if (!names)
		return 0;
	r = next_line(in, d);
	if (r <= 0)
		return r < 0 ? -1 : BAD("no header: the file is empty");
	if (split(in, d) < 0)
		return -1;
	in->head = mem_strdup(in->raw);
	in->ncol = in->nfield;
	in->col = mem_alloc(n * sizeof(*in->col));
	in->nname = n;
	for (i = 0; i < n; i++)
		if (column(in, names[i], &in->col[i], d) < 0)
			return -1;
	return 0;
}

int
report_in_optional(const struct report_in *in, const char *name, size_t *at)
{
	size_t i;

	assert(in->head);
	for (i = 0; i < in->nfield; i++)
		if (strcmp(in->field[i], name) == 0) {
			*at = i;
			return 1;
		}
	return 0;
}

const char *
report_in_field(const struct report_in *in, size_t at)
{
	assert(at < in->nfield);
	return in->field[at];
}

int
report_in_row(struct report_in *in, struct diag *d)
{
	int r = next_line(in, d);

	if (r <= 0)
		return r;
	if (split(in, d) < 0)
		return -1;
	if (in->nfield != in->ncol)
		return BAD("%zu fields where %s %zu", in->nfield,
		    in->head ? "the header has" : "a row has", in->ncol);
	return 1;
}

const char *
report_in_get(const struct report_in *in, size_t i)
{
	return in->field[in->col ? in->col[i] : i];
}

void
report_in_close(struct report_in *in)
{
	if (in->f)
		fclose(in->f);
	MEM_FREE(in->path, in->raw, in->head, in->buf, in->field, in->col);
	memset(in, 0, sizeof(*in));
}
