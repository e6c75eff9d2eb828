/* press_host.c: a host's boardpress fingerprint (its version, and the
 * SHA-256 of the tools and data files that shape a run's output). */
#include "tool/press.h"

#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "core/mem.h"
#include "core/rfile.h"
#include "core/sha256.h"

/* The Makefile gives this file the version (the top folder's VERSION). */
#ifndef BP_VERSION
#define BP_VERSION "unknown"
#endif

/* The tools whose bytes shape a run's files (press-run's own calls). */
static const char *const tools[] = { "press-run", "press-tool", "gen-graph",
	"gen-content", "validate", "layout-pdf", "impose-pdf", NULL };

/* The data folders the tools read (cli_datadir's). */
static const char *const data[] = { "templates", "fonts", "icc", "icons",
	NULL };

/* Bounds on what is walked: a data folder is a few hundred files. */
#define FP_FILES 20000
#define FP_DEPTH 8

struct fp_walk {
	struct sha256 all;
	size_t files;
	int over;
};

/* add_file: "SUM  NAME\n" of one regular file into the walk (a file
 * that cannot be read counts with the sum of nothing, "-"). */
static void
add_file(struct fp_walk *w, const char *path, const char *name)
{
	struct sha256 s;
	struct rfile rf;
	uint8_t out[SHA256_LEN];
	char hex[SHA256_HEX], buf[65536];
	size_t n;
	int bad;
	FILE *f;

	if (++w->files > FP_FILES) {
		w->over = 1;
		return;
	}
	snprintf(hex, sizeof(hex), "-");
	if ((f = rfile_fopen(path, "rb", RFILE_ANY, &rf)) != NULL) {
		sha256_begin(&s);
		while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
			sha256_add(&s, buf, n);
		bad = ferror(f);
		fclose(f);
		sha256_end(&s, out, hex);
		if (bad)
			snprintf(hex, sizeof(hex), "-");
	}
	sha256_add(&w->all, hex, strlen(hex));
	sha256_add(&w->all, "  ", 2);
	sha256_add(&w->all, name, strlen(name));
	sha256_add(&w->all, "\n", 1);
}

static int
cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* walk: every regular file under dir (links followed), by name in byte
 * order, each as name (dir's name below the data folder). */
static void
walk(struct fp_walk *w, const char *dir, const char *name, int depth)
{
	char **v = NULL, p[PATH_MAX], q[PATH_MAX];
	size_t n = 0, i;
	struct dirent *e;
	struct stat sb;
	DIR *d;

	if (depth > FP_DEPTH || (d = opendir(dir)) == NULL)
		return;
	while ((e = readdir(d)) != NULL && n < FP_FILES) {
		if (e->d_name[0] == '.')
			continue;
		v = mem_realloc(v, (n + 1) * sizeof(*v));
		v[n++] = mem_strdup(e->d_name);
	}
	closedir(d);
	if (n)
		qsort(v, n, sizeof(*v), cmp_name);
	for (i = 0; i < n; i++) {
		snprintf(p, sizeof(p), "%s/%s", dir, v[i]);
		snprintf(q, sizeof(q), "%s/%s", name, v[i]);
		if (!w->over && stat(p, &sb) == 0) {
			if (S_ISDIR(sb.st_mode))
				walk(w, p, q, depth + 1);
			else if (S_ISREG(sb.st_mode))
				add_file(w, p, q);
		}
		free(v[i]);
	}
	free(v);
}

int
press_host_fingerprint(const char *bindir, const char *datadir, FILE *out)
{
	struct fp_walk w;
	uint8_t sum[SHA256_LEN];
	char hex[SHA256_HEX], p[PATH_MAX], name[64];
	size_t i;

	memset(&w, 0, sizeof(w));
	sha256_begin(&w.all);
	for (i = 0; tools[i]; i++) {
		snprintf(p, sizeof(p), "%s/%s", bindir, tools[i]);
		snprintf(name, sizeof(name), "bin/%s", tools[i]);
		add_file(&w, p, name);
	}
	for (i = 0; datadir && data[i]; i++) {
		snprintf(p, sizeof(p), "%s/%s", datadir, data[i]);
		walk(&w, p, data[i], 0);
	}
	sha256_end(&w.all, sum, hex);
	if (!datadir || w.over) {
		press_say(!datadir ? "cannot find the boardpress data folder "
		    "(templates/); set BOARDPRESS_DATA" : "the data folder "
		    "holds more than %d files", FP_FILES);
		return 2;
	}
	fprintf(out, "boardpress %s %s\n", BP_VERSION, hex);
	return 0;
}
