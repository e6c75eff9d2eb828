/*
 * fuzz_csv.c: libFuzzer target for a CSV file a rules file reads a
 * section from, through the whole path: the input's first byte picks one
 * of the CSV files of build/csv/ (the shipped rules of each kind with
 * every section but [rules] in CSV files, made by make with
 * tests/tools/rules2csv.py), the rest replaces its bytes;
 * the files are the rules' assets, as a deck's reader hands them over,
 * and the rules text is loaded (rules_load_text: the CSV reader, the
 * typed lines' setters, the kind's whole-file checks); rules taken go
 * through the pipe in process (fuzz_pipe.h: a deck carrying the CSV files
 * written and read back twice, the board validated and laid out to a PDF).
 *
 * It aborts when: a refusal has other than one message; and where
 * fuzz_pipe.h says.
 */
#include "fuzz_pipe.h"

#include <dirent.h>

#include "board/style_asset.h"
#include "core/rfile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const kinds[] = { "lanternfall", "tidewater",
	"cinderdeep" };
#define NKIND (sizeof(kinds) / sizeof(kinds[0]))
#define FILES 32 /* CSV files of one kind's folder at most */

/* A kind's folder read once: its rules text and CSV files, sorted. */
static struct folder {
	char *text;
	size_t len;
	char *name[FILES];
	uint8_t *bytes[FILES];
	size_t nbytes[FILES];
	size_t n;
} folder[NKIND];
static size_t nall; /* CSV files of all the kinds */

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* load: the kinds' folders, or abort. */
static void
load(void)
{
	char dir[4096], path[8192];
	struct rfile rf;
	struct dirent *e;
	struct folder *f;
	size_t k, i, nl;
	DIR *d;

	for (k = 0; k < NKIND; k++) {
		f = &folder[k];
		snprintf(dir, sizeof(dir), BP_TOP "/build/csv/%s",
		    kinds[k]);
		if (!(d = opendir(dir)))
			abort();
		while ((e = readdir(d)) != NULL) {
			nl = strlen(e->d_name);
			if (nl > 4 && !strcmp(e->d_name + nl - 4, ".csv")) {
				if (f->n == FILES)
					abort();
				f->name[f->n++] = strdup(e->d_name);
			}
		}
		closedir(d);
		qsort(f->name, f->n, sizeof(f->name[0]), by_name);
		for (i = 0; i < f->n; i++) {
			snprintf(path, sizeof(path), "%s/%s", dir, f->name[i]);
			if (!(f->bytes[i] = rfile_read(path, 1 << 20,
			    &f->nbytes[i], &rf)))
				abort();
		}
		snprintf(path, sizeof(path), "%s/%s.rules", dir, kinds[k]);
		if (!(f->text = rfile_read(path, 1 << 20, &f->len, &rf)))
			abort();
		nall += f->n;
	}
}

/* add: a copy of len bytes as asset name of r, or abort. */
static void
add(struct rules *r, const char *name, const uint8_t *p, size_t len)
{
	uint8_t *copy = malloc(len ? len : 1);
	char why[96];

	memcpy(copy, p, len);
	if (style_asset_add(r, name, copy, len, why, sizeof(why)) < 0)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct folder *f;
	struct rules r;
	struct diag d;
	size_t k, i, pick;
	int rc;

	if (!nall)
		load();
	if (size == 0)
		return 0;
	pick = data[0] % nall;
	for (k = 0; pick >= folder[k].n; k++)
		pick -= folder[k].n;
	f = &folder[k];
	rules_init(&r);
	diag_init(&d);
	for (i = 0; i < f->n; i++)
		if (i == pick)
			add(&r, f->name[i], data + 1, size - 1);
		else
			add(&r, f->name[i], f->bytes[i], f->nbytes[i]);
	rc = rules_load_text(&r, f->text, f->len, "fuzz.rules", 1,
	    BP_TOP "/icons", &d);
	/* A refusal always says why, in exactly one message. */
	if (rc < 0 && (diag_status(&d) != DIAG_FATAL || d.n != 1)) {
		diag_print(&d, "fuzz_csv", stderr);
		abort();
	}
	if (getenv("FUZZ_PIPE_DEBUG") && rc < 0)
		diag_print(&d, "fuzz_csv", stderr);
	if (rc == 0)
		fuzz_pipe(&r, &d);
	rules_fini(&r);
	diag_fini(&d);
	return 0;
}
