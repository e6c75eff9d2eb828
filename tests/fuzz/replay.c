/*
 * replay.c: run a fuzz target's entry point once on each file of the
 * folders (or files) given, without libFuzzer: how make check replays the
 * seed and regression corpora, under the sanitizers in make check-san.
 * Prints one TAP line per argument; a crash ends the program, which the
 * test runner counts as a failure.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int
one(const char *path)
{
	FILE *f = fopen(path, "rb");
	uint8_t *buf = NULL;
	size_t n = 0, cap = 0, k;

	if (!f)
		return -1;
	do {
		if (n == cap) {
			cap = cap ? 2 * cap : 65536;
			if (!(buf = realloc(buf, cap)))
				abort();
		}
		k = fread(buf + n, 1, cap - n, f);
		n += k;
	} while (k > 0);
	fclose(f);
	LLVMFuzzerTestOneInput(buf, n);
	free(buf);
	return 0;
}

static int
by_name(const struct dirent **a, const struct dirent **b)
{
	return strcmp((*a)->d_name, (*b)->d_name);
}

int
main(int argc, char **argv)
{
	struct dirent **names;
	struct stat st;
	char path[4096];
	int i, j, m, count, bad;

	for (i = 1; i < argc; i++) {
		count = bad = 0;
		if (stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode)) {
			m = scandir(argv[i], &names, NULL, by_name);
			for (j = 0; j < m; j++) {
				snprintf(path, sizeof(path), "%s/%s", argv[i],
				    names[j]->d_name);
				if (names[j]->d_name[0] != '.' &&
				    stat(path, &st) == 0 && S_ISREG(st.st_mode))
					bad += one(path) < 0, count++;
				free(names[j]);
			}
			if (m >= 0)
				free(names);
		} else {
			bad += one(argv[i]) < 0, count++;
		}
		printf("%s %d - %s: %d inputs replayed\n", bad || !count ?
		    "not ok" : "ok", i, argv[i], count);
	}
	return 0;
}
