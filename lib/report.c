/* report.c: the validation report as CSV. */
#include "report.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "boardhash.h"
#include "check.h"
#include "mem.h"
#include "num.h"

struct report {
	FILE *f;
	char *path;
	char tmp[PATH_MAX];
	int header;
	int failed;
};

struct report *
report_open(const char *path)
{
	struct report *rp;
	int fd;

	rp = mem_calloc(1, sizeof(*rp));
	if (snprintf(rp->tmp, sizeof(rp->tmp), "%s.XXXXXX", path) >=
	    (int)sizeof(rp->tmp)) {
		free(rp);
		errno = ENAMETOOLONG;
		return NULL;
	}
	fd = mkstemp(rp->tmp);
	if (fd < 0 || !(rp->f = fdopen(fd, "w"))) {
		if (fd >= 0) {
			close(fd);
			unlink(rp->tmp);
		}
		free(rp);
		return NULL;
	}
	rp->path = mem_strdup(path);
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

void
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
	if (ferror(rp->f))
		rp->failed = 1;
}

int
report_close(struct report *rp, int discard)
{
	int rc = 0, e = 0;

	if (fclose(rp->f) != 0 || rp->failed) {
		e = errno ? errno : EIO;
		rc = -1;
	}
	if (discard || rc < 0) {
		unlink(rp->tmp);
	} else if (chmod(rp->tmp, 0644) != 0 || rename(rp->tmp, rp->path) !=
	    0) {
		e = errno;
		unlink(rp->tmp);
		rc = -1;
	}
	free(rp->path);
	free(rp);
	errno = e;
	return rc;
}
