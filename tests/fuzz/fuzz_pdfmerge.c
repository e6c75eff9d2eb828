/*
 * fuzz_pdfmerge.c: libFuzzer target for layout-pdf --merge: the input is
 * a PDF, merged twice over into one (as press-run merges its chunks).
 * A refusal must say why; a merge must read back: its own output merged
 * again gives the same pages (every offset and the table right). The job
 * ticket's reader (pdfmerge_info) reads the same input: a refusal says
 * why, and what it reads of a file the merge takes counts its pages.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "merge/pdfmerge.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char in_path[64], out_path[64];

static void
cleanup(void)
{
	unlink(in_path);
	unlink(out_path);
}

/* spill: a new file at path (made once) holding n bytes of p. */
static void
spill(char *path, const char *name, const void *p, size_t n)
{
	FILE *f;
	int fd;

	if (!path[0]) {
		snprintf(path, 64, "/tmp/fuzz_pdfmerge.%s.XXXXXX", name);
		if ((fd = mkstemp(path)) < 0)
			abort();
		close(fd);
		if (name[0] == 'i')
			atexit(cleanup);
	}
	if (!(f = fopen(path, "wb")) || fwrite(p, 1, n, f) != n ||
	    fclose(f) != 0)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *in[2], err[512], *buf;
	struct pdfmerge_info pi;
	FILE *out, *again;
	long pages, pages2, n;
	int info;

	spill(in_path, "in", data, size);
	info = pdfmerge_info(in_path, &pi, err, sizeof(err));
	if ((info < 0 && !err[0]) || (info == 0 && (pi.pages < 1 ||
	    pi.records < 0)))
		abort();
	in[0] = in[1] = in_path;
	if (!(out = tmpfile()))
		abort();
	pages = pdfmerge_run(out, in, 2, err, sizeof(err));
	if (pages == -2 || (pages == -1 && !err[0]) || pages == 0)
		abort();
	if (pages > 0 && info == 0 && pages != 2 * pi.pages) {
		fprintf(stderr, "merged %ld pages of a file of %ld\n", pages,
		    pi.pages);
		abort();
	}
	if (pages > 0) {
		n = ftell(out);
		if (n <= 0 || !(buf = malloc((size_t)n)))
			abort();
		rewind(out);
		if (fread(buf, 1, (size_t)n, out) != (size_t)n)
			abort();
		spill(out_path, "out", buf, (size_t)n);
		free(buf);
		in[0] = out_path;
		if (!(again = tmpfile()))
			abort();
		pages2 = pdfmerge_run(again, in, 1, err, sizeof(err));
		if (pages2 != pages) {
			fprintf(stderr, "merged %ld pages, read back %ld: %s\n",
			    pages, pages2, err);
			abort();
		}
		fclose(again);
	}
	fclose(out);
	return 0;
}
