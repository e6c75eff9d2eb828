/* report.c: the validation report as CSV. */
#include "board/report.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "board/boardhash.h"
#include "board/check.h"
#include "core/mem.h"
#include "core/num.h"
#include "core/outfile.h"

struct report {
	struct outfile of;
	FILE *f;
	int header;
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

/* field: a CSV field, quoted when it holds a comma, quote or newline. */
static void
field(FILE *f, const char *s)
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

int
report_board(struct report *rp, const struct board *b)
{
	char num[64], hash[SHA256_HEX];
	size_t i;

	if (!rp->header) {
		fputs("id,seed,attempt,attempts,verdict,structure", rp->f);
		for (i = 0; i < b->val.ncheck; i++) {
			fputc(',', rp->f);
			field(rp->f, b->val.check[i].id);
		}
		fputs(",scores,bonuses,spread\n", rp->f);
		rp->header = 1;
	}
	field(rp->f, b->id);
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
	fprintf(rp->f, ",%s\n", num_format(num, sizeof(num), check_spread(b),
	    3));
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
