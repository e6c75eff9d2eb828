/*
 * fuzz_impose.c: libFuzzer target for impose-pdf: the input is a PDF,
 * imposed on SRA3 in cut-and-stack order with its map, each page a board.
 * A refusal must say why; sheets must be written whole, with a map row
 * for every board side.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "impose/impose.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char in_path[64];

static void
cleanup(void)
{
	unlink(in_path);
}

/* spill: the input as a file (made once), as the tool reads one. */
static void
spill(const void *p, size_t n)
{
	FILE *f;
	int fd;

	if (!in_path[0]) {
		snprintf(in_path, sizeof(in_path),
		    "/tmp/fuzz_impose.in.XXXXXX");
		if ((fd = mkstemp(in_path)) < 0)
			abort();
		close(fd);
		atexit(cleanup);
	}
	if (!(f = fopen(in_path, "wb")) || fwrite(p, 1, n, f) != n ||
	    fclose(f) != 0)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct impose_opt o = { 320, 450, 10, 5, 0, IMPOSE_STACK, IMPOSE_TURN,
	    NULL, BP_TOP "/fonts/DejaVuSans.ttf" };
	char err[512], line[256];
	FILE *out, *map;
	long sheets, rows = 0;

	spill(data, size);
	if (!(out = tmpfile()) || !(map = tmpfile()))
		abort();
	sheets = impose_run(out, map, in_path, &o, err, sizeof(err));
	if (sheets == -2 || (sheets == -1 && !err[0]) || sheets == 0)
		abort();
	if (sheets > 0) {
		rewind(map);
		while (fgets(line, sizeof(line), map))
			rows++;
		/* At least a front a sheet; a sheet at most k boards. */
		if (rows < sheets || ftell(out) <= 0)
			abort();
	}
	fclose(out);
	fclose(map);
	return 0;
}
