/* press.c: press-tool's work on a print run's files: a chunk's check, the
 * merged report and its check, the manifest. Reports are read by their
 * columns' names (report_in), never by position. */
#include "tool/press.h"
#include "board/rules.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>

#include "board/check.h"
#include "board/report.h"
#include "board/seatsum.h"
#include "core/extsort.h"
#include "core/mem.h"
#include "core/num.h"
#include "core/rfile.h"
#include "core/sha256.h"
#include "core/strmap.h"

/*
 * The page map layout-pdf writes (--page-map; sheet.c's map_line): no
 * header, a row per board in the PDF: its id, the PDF's file, its first
 * and last page there.
 */
enum { MAP_ID, MAP_FILE, MAP_FIRST, MAP_LAST, MAP_NCOL };

/* The manifest's header: its columns, in order. */
static const char manifest_head[] =
    "id,seed,attempt,attempts,spread,page,file,sha256,structure";

/* A list of strings, each owned by it. */
struct strs {
	char **v;
	size_t n, cap;
};

static void
strs_free(struct strs *l)
{
	while (l->n)
		free(l->v[--l->n]);
	free(l->v);
}

/* open_report: in, a report read by its column names. */
static int
open_report(struct report_in *in, const char *path, struct diag *d)
{
	return report_in_open(in, path, report_column, REPORT_NCOL, d);
}

static const char *
col(const struct report_in *in, enum report_col c)
{
	return report_in_get(in, c);
}

static int
passed(const struct report_in *in)
{
	return strcmp(col(in, REPORT_VERDICT), "pass") == 0;
}

/*
 * each_line: fn(line, ctx) for each line of the file path (without its
 * line break) until fn returns other than 0. Returns what fn returned
 * last, 0 at the end, or -1 (with a message) when path cannot be read.
 */
static int
each_line(const char *path, int (*fn)(const char *, void *), void *ctx,
    struct diag *d)
{
	struct rfile rf;
	FILE *f = rfile_fopen(path, "r", RFILE_ANY, &rf);
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	int r = 0, e = 0;

	if (f) {
		errno = 0;
		while (r == 0 && (n = getline(&line, &cap, f)) >= 0) {
			if (n > 0 && line[n - 1] == '\n')
				line[n - 1] = '\0';
			r = fn(line, ctx);
		}
		e = errno;
		if (ferror(f))
			r = -1;
		fclose(f);
	}
	if (!f || r < 0)
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "cannot read: %s",
		    f ? strerror(e) : rf.why);
	free(line);
	return f ? r : -1;
}

/* page_no: the map's page column c as a number into *p. */
static int
page_no(const struct report_in *in, int c, uint64_t *p, struct diag *d)
{
	const char *s = report_in_get(in, c);

	if (num_parse_u64(s, UINT32_MAX, p) < 0)
		return report_in_error(in, d, report_in_get(in, MAP_ID),
		    "page \"%s\" is not a page number", s);
	return 0;
}

/*
 * map_holds: the page map path has a row for each board of pass, in
 * order, and no other. 0, or 1 with the reason in d.
 */
static int
map_holds(const char *path, const struct strs *pass, struct diag *d)
{
	struct report_in in;
	size_t i = 0;
	int r = report_in_open(&in, path, NULL, MAP_NCOL, d);

	while (r == 0 && (r = report_in_row(&in, d)) > 0) {
		const char *id = report_in_get(&in, MAP_ID);

		if (i < pass->n && strcmp(id, pass->v[i]) == 0)
			r = 0;
		else
			r = report_in_error(&in, d, id, "not the next board "
			    "the report passed (%s)",
			    i < pass->n ? pass->v[i] : "none");
		i++;
	}
	if (r == 0 && i < pass->n)
		diag_add(d, DIAG_INVALID, path, 0, pass->v[i], NULL,
		    "the report passed it, the page map has no row for it");
	report_in_close(&in);
	return r < 0 || i < pass->n;
}

/* chunk: see press_run. */
static int
chunk(const struct press_opt *o, FILE *out, struct diag *d)
{
	struct report_in in;
	struct strs pass = { 0 };
	int r = open_report(&in, o->file[0], d), st = 2;

	while (r == 0 && (r = report_in_row(&in, d)) > 0) {
		if (passed(&in))
			*VEC_PUSH(pass.v, pass.n, pass.cap) =
			    mem_strdup(col(&in, REPORT_ID));
		r = 0;
	}
	report_in_close(&in);
	if (r == 0) {
		fprintf(out, "%zu\n", pass.n);
		st = o->nfile > 1 && pass.n ? map_holds(o->file[1], &pass, d) :
		    0;
	}
	strs_free(&pass);
	return st;
}

/* copy_rows: in's rows, as they are, to out. 0, or -1. */
static int
copy_rows(struct report_in *in, FILE *out, struct diag *d)
{
	int r;

	while ((r = report_in_row(in, d)) > 0)
		fprintf(out, "%s\n", in->raw);
	return r;
}

/* merge: see press_run. */
static int
merge(const struct press_opt *o, FILE *out, struct diag *d)
{
	struct report_in in, first;
	size_t i;
	int r = open_report(&first, o->file[0], d);

	if (r == 0) {
		fprintf(out, "%s\n", first.head);
		r = copy_rows(&first, out, d);
	}
	for (i = 1; i < o->nfile && r == 0; i++) {
		r = open_report(&in, o->file[i], d);
		if (r == 0 && strcmp(in.head, first.head) != 0) {
			in.line = 1;
			r = report_in_error(&in, d, NULL, "its columns are "
			    "not those of %s", o->file[0]);
		}
		if (r == 0)
			r = copy_rows(&in, out, d);
		report_in_close(&in);
	}
	report_in_close(&first);
	return r < 0 ? 2 : 0;
}

/*
 * The check in bounded memory, whatever the run's size (a million boards
 * held 135 MiB in a hash map of every structure). Two external sorts
 * (core/extsort.h) in the report's folder:
 * - "first": a record per board that passed: its structure, NUL, its row
 *   (8 bytes, most significant first), its label "ID (seed S)": sorted,
 *   each structure's boards come together in row order, the first of
 *   them the one the others are named after;
 * - "lines": a record per line to write: its row, then the line: the
 *   failed boards' (added as they are read), the duplicates' (added as
 *   the first sort gives them); sorted, they come out in the report's
 *   order, as the hash map's check wrote them.
 * The seeds seen are a bit each, in blocks of a file (struct seeds).
 */
struct seen {
	struct extsort first, lines;
	struct seeds *seed;
	uint64_t row;
	int dup; /* two boards share a structure */
	char *rec;
	size_t cap;
};

/*
 * The seeds seen: a bit per seed of the run, in blocks of SEEDS_BLOCK
 * bytes (less with a sort buffer under 64 of them: a small buffer tries
 * the file's ways), at most SEEDS_CACHE of them in memory (the least
 * recently used written to a temporary file, made when first needed): a
 * report in seed order, as a run's is, reads each block once.
 */
enum { SEEDS_BLOCK = 4096, SEEDS_CACHE = 16 };

struct seeds {
	const char *dir;
	size_t block; /* bytes of a block */
	FILE *f;
	struct seeds_block {
		uint64_t no;    /* the block's number; UINT64_MAX: none */
		uint64_t used;  /* when last used */
		int dirty;
		unsigned char *bits;
	} b[SEEDS_CACHE];
	uint64_t clock;
};

static void
seeds_init(struct seeds *z, const char *dir, size_t budget)
{
	memset(z, 0, sizeof(*z));
	z->dir = dir;
	z->block = budget / 64 < SEEDS_BLOCK ? budget / 64 : SEEDS_BLOCK;
	for (size_t i = 0; i < SEEDS_CACHE; i++)
		z->b[i].no = UINT64_MAX;
}

static void
seeds_fini(struct seeds *z)
{
	for (size_t i = 0; i < SEEDS_CACHE; i++)
		free(z->b[i].bits);
	if (z->f)
		fclose(z->f);
}

/* seeds_block: block no's bits, in memory. NULL (errno) when the file
 * cannot be written or read. */
static unsigned char *
seeds_block(struct seeds *z, uint64_t no)
{
	struct seeds_block *v = &z->b[0];
	size_t i, k;

	for (i = 0; i < SEEDS_CACHE; i++) {
		if (z->b[i].no == no) {
			z->b[i].used = ++z->clock;
			return z->b[i].bits;
		}
		if (z->b[i].used < v->used)
			v = &z->b[i];
	}
	if (v->dirty) {
		if ((!z->f && !(z->f = extsort_tempfile(z->dir))) ||
		    fseeko(z->f, (off_t)(v->no * z->block), SEEK_SET) != 0 ||
		    fwrite(v->bits, 1, z->block, z->f) != z->block)
			return NULL;
	}
	if (!v->bits)
		v->bits = mem_alloc(z->block);
	memset(v->bits, 0, z->block);
	/* A block never written reads as none seen (past the file's end). */
	if (z->f && (fflush(z->f) != 0 ||
	    fseeko(z->f, (off_t)(no * z->block), SEEK_SET) != 0))
		return NULL;
	if (z->f) {
		k = fread(v->bits, 1, z->block, z->f);
		if (k < z->block && ferror(z->f))
			return NULL;
		clearerr(z->f);
	}
	v->no = no;
	v->dirty = 0;
	v->used = ++z->clock;
	return v->bits;
}

/* seeds_bit: seed i's bit (set it with set); -1 (errno) as seeds_block. */
static int
seeds_bit(struct seeds *z, uint64_t i, int set)
{
	uint64_t per = z->block * 8;
	unsigned char *b = seeds_block(z, i / per);
	size_t k;

	if (!b)
		return -1;
	i %= per;
	k = (size_t)(i / 8);
	if (set && !(b[k] & 1u << (i % 8))) {
		b[k] |= (unsigned char)(1u << (i % 8));
		for (size_t j = 0; j < SEEDS_CACHE; j++)
			if (z->b[j].bits == b)
				z->b[j].dirty = 1;
	}
	return (b[k] >> (i % 8)) & 1;
}

/* first_cmp: the "first" sort's order: structure, then row. */
static int
first_cmp(const void *a, size_t alen, const void *b, size_t blen)
{
	size_t ka = strlen(a) + 9, kb = strlen(b) + 9;
	int r = memcmp(a, b, ka < kb ? ka : kb);

	(void)alen;
	(void)blen;
	return r ? r : ka < kb ? -1 : ka > kb;
}

/* lines_cmp: the "lines" sort's order: row. */
static int
lines_cmp(const void *a, size_t alen, const void *b, size_t blen)
{
	(void)alen;
	(void)blen;
	return memcmp(a, b, 8);
}

/* put_row: row as 8 bytes, most significant first, at p. */
static void
put_row(unsigned char *p, uint64_t row)
{
	for (int i = 7; i >= 0; i--, row >>= 8)
		p[i] = (unsigned char)row;
}

/*
 * add_rec: the record of the parts (n of them, NULL-ended) to sort s, in
 * the scratch buffer of z. 0, or -1 (errno).
 */
static int
add_rec(struct seen *z, struct extsort *s, const void *const *part,
    const size_t *len, size_t n)
{
	size_t k = 0, i;

	for (i = 0; i < n; i++)
		k += len[i];
	z->rec = mem_grow(z->rec, &z->cap, k ? k : 1, 1);
	for (k = 0, i = 0; i < n; i++) {
		memcpy(z->rec + k, part[i], len[i]);
		k += len[i];
	}
	return extsort_add(s, z->rec, k);
}

/* add_line: the line of text (from parts) for row to the "lines" sort. */
static int
add_line(struct seen *z, uint64_t row, const char *const *text, size_t n)
{
	const void *part[8];
	size_t len[8], i;
	unsigned char r[8];

	put_row(r, row);
	part[0] = r;
	len[0] = 8;
	for (i = 0; i < n && i < 7; i++) {
		part[i + 1] = text[i];
		len[i + 1] = strlen(text[i]);
	}
	return add_rec(z, &z->lines, part, len, i + 1);
}

/*
 * temp_error: the message for a temporary file of the check's that could
 * not be made or written in dir (errno). -1.
 */
static int
temp_error(const char *dir, struct diag *d)
{
	diag_add(d, DIAG_FATAL, dir, 0, NULL, NULL, "cannot write a "
	    "temporary file of the check there: %s", strerror(errno));
	return -1;
}

/* check_row: check's look at in's row. 0, or -1 (a seed not a number, a
 * temporary file not written). */
static int
check_row(const struct press_opt *o, struct report_in *in, struct seen *s,
    const char *dir, struct diag *d)
{
	const char *id = col(in, REPORT_ID), *seed = col(in, REPORT_SEED);
	const char *hash = col(in, REPORT_STRUCTURE);
	unsigned char row[8];
	uint64_t v;
	int r = 0;

	if (num_parse_u64(seed, UINT64_MAX, &v) < 0)
		return report_in_error(in, d, id, "seed \"%s\" is not a "
		    "whole number", seed);
	s->row++;
	if (v >= o->seed && v - o->seed < o->count &&
	    seeds_bit(s->seed, v - o->seed, 1) < 0)
		return temp_error(dir, d);
	if (!passed(in)) {
		const char *t[] = { "board ", id, " (seed ", seed, "): no "
			"valid board in its attempts; left out of the deck\n" };

		r = add_line(s, s->row, t, 5);
	} else {
		const void *part[] = { hash, "", row, id, " (seed ", seed,
			")" };
		size_t len[] = { strlen(hash), 1, 8, strlen(id), 7,
			strlen(seed), 1 };

		put_row(row, s->row);
		r = add_rec(s, &s->first, part, len, 7);
	}
	return r < 0 ? temp_error(dir, d) : 0;
}

/*
 * check_dups: the "first" sort walked: each board whose structure an
 * earlier one has gets its line. 0, or -1 (errno: a temporary file).
 */
static int
check_dups(struct seen *s)
{
	char *label = NULL, *hash = NULL;
	size_t capl = 0, caph = 0, k;
	const void *p;
	size_t len;
	uint64_t row;
	int r;

	while ((r = extsort_next(&s->first, &p, &len)) > 0) {
		const char *h = p, *l;

		k = strlen(h);
		l = h + k + 9;
		row = 0;
		for (int i = 0; i < 8; i++)
			row = row << 8 | ((const unsigned char *)h)[k + 1 + i];
		if (hash && strcmp(hash, h) == 0) {
			const char *t[] = { "board ", "", " has the same "
				"structure as board ", label, " [structure ",
				h, "]\n" };
			char *me = mem_strndup(l, len - k - 9);

			t[1] = me;
			r = add_line(s, row, t, 7);
			free(me);
			s->dup = 1;
			if (r < 0)
				break;
			continue;
		}
		hash = mem_grow(hash, &caph, k + 1, 1);
		memcpy(hash, h, k + 1);
		label = mem_grow(label, &capl, len - k - 9 + 1, 1);
		memcpy(label, l, len - k - 9);
		label[len - k - 9] = '\0';
	}
	free(label);
	free(hash);
	return r < 0 ? -1 : 0;
}

/* report_dir: the folder of the report path, into buf (PATH_MAX). */
static const char *
report_dir(const char *path, char *buf)
{
	const char *sl = strrchr(path, '/');

	if (!sl)
		return ".";
	snprintf(buf, PATH_MAX, "%.*s", (int)(sl == path ? 1 : sl - path),
	    path);
	return buf;
}

/* check: see press_run. */
static int
check(const struct press_opt *o, FILE *out, struct diag *d)
{
	struct report_in in;
	struct seeds seeds;
	struct seen s = { .seed = &seeds };
	char dbuf[PATH_MAX];
	const char *dir = report_dir(o->file[0], dbuf);
	size_t budget = o->sortbuf ? o->sortbuf : EXTSORT_DEFAULT;
	const void *p;
	size_t len;
	uint64_t i;
	int r = open_report(&in, o->file[0], d), b = 0;

	seeds_init(&seeds, dir, budget);
	/* The two sorts fill their buffers at once: half each. */
	extsort_init(&s.first, first_cmp, dir, budget / 2);
	extsort_init(&s.lines, lines_cmp, dir, budget / 2);
	while (r == 0 && (r = report_in_row(&in, d)) > 0)
		r = check_row(o, &in, &s, dir, d);
	report_in_close(&in);
	if (r == 0 && (extsort_end(&s.first) < 0 || check_dups(&s) < 0 ||
	    extsort_end(&s.lines) < 0))
		r = temp_error(dir, d);
	while (r == 0 && (b = extsort_next(&s.lines, &p, &len)) != 0) {
		if (b < 0)
			r = temp_error(dir, d);
		else
			fwrite((const char *)p + 8, 1, len - 8, out);
	}
	for (i = 0; r == 0 && i < o->count; i += seeds.block * 8) {
		const unsigned char *bits = seeds_block(&seeds,
		    i / (seeds.block * 8));

		if (!bits) {
			r = temp_error(dir, d);
			break;
		}
		for (uint64_t j = 0; j < seeds.block * 8 && i + j < o->count;
		    j++)
			if (!(bits[j / 8] & 1u << (j % 8)))
				fprintf(out, "seed %" PRIu64 ": no board was "
				    "made\n", o->seed + i + j);
	}
	if (r == 0 && o->runs) {
		o->runs[0] = s.first.spilled;
		o->runs[1] = s.lines.spilled;
	}
	extsort_fini(&s.first);
	extsort_fini(&s.lines);
	seeds_fini(&seeds);
	free(s.rec);
	return r < 0 ? 2 : s.dup;
}

/*
 * Where the manifest's boards are, read as the report is, a row at a time
 * (a million boards held every id and page in memory): the chunks' page
 * maps in the chunks' order, which is the report's (press-tool merge made
 * it of the chunks' reports in that order, and press-tool chunk held each
 * map to its report's boards that passed, in order); the pages of the
 * chunks before the one read; with --per-board, that chunk's boards' own
 * PDFs' sums.
 */
struct where {
	char *const *dir;        /* the chunks' folders */
	size_t ndir, next;       /* how many; the next to open */
	struct report_in map;    /* the page map being read */
	int open;                /* map is open */
	uint64_t off, end;       /* pages before its chunk; after it */
	struct strmap own;       /* "ID.pdf" -> index in sum: its chunk's */
	char (*sum)[SHA256_HEX]; /* SUMS's hex of boards/ID.pdf */
	size_t nsum, capsum;
	int perboard;
	int head;                /* the manifest's header written */
};

/* manifest_head_line: the manifest's header (with play, its play
 * columns'). */
static void
manifest_head_line(struct where *w, long play, FILE *out);

/*
 * chunk_file: the file name (K.map when NULL, K being the folder's own
 * name) in the chunk's folder dir, into buf (PATH_MAX). NULL (with a
 * message) when too long.
 */
static char *
chunk_file(char *buf, const char *dir, const char *name, struct diag *d)
{
	size_t n = strlen(dir), k;
	int len;

	while (n > 1 && dir[n - 1] == '/')
		n--;
	for (k = n; k > 0 && dir[k - 1] != '/'; k--)
		;
	if (name)
		len = snprintf(buf, PATH_MAX, "%.*s/%s", (int)n, dir, name);
	else
		len = snprintf(buf, PATH_MAX, "%.*s/%.*s.map", (int)n, dir,
		    (int)(n - k), dir + k);
	if (len < 0 || len >= PATH_MAX) {
		diag_add(d, DIAG_FATAL, dir, 0, NULL, NULL, "name too long");
		return NULL;
	}
	return buf;
}

/* pages_line: a chunk's env line "pages N": N into *ctx; 1, or 0. */
static int
pages_line(const char *line, void *ctx)
{
	return strncmp(line, "pages ", 6) == 0 &&
	    num_parse_u64(line + 6, UINT32_MAX, ctx) == 0;
}

/* env_pages: the pages of a chunk's PDF, from its env file. 0, or -1. */
static int
env_pages(const char *path, uint64_t *pages, struct diag *d)
{
	int r = each_line(path, pages_line, pages, d);

	if (r == 0)
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL,
		    "no line \"pages N\" (the pages of the chunk's PDF)");
	return r > 0 ? 0 : -1;
}

/*
 * own_sum: from a line of a chunk's SUMS (sha256sum's: 64 hex digits,
 * two characters, the name), the sum of a board's own PDF, boards/ID.pdf,
 * into ctx (a struct where) under "ID.pdf". 0.
 */
static int
own_sum(const char *line, void *ctx)
{
	struct where *w = ctx;

	if (strlen(line) < 66 + 7 || strncmp(line + 66, "boards/", 7) != 0)
		return 0;
	memcpy(*VEC_PUSH(w->sum, w->nsum, w->capsum), line, 64);
	w->sum[w->nsum - 1][64] = '\0';
	strmap_put(&w->own, line + 66 + 7, (uint32_t)w->nsum - 1);
	return 0;
}

/*
 * chunk_open: the next chunk's folder opened: its pages (env) and, with
 * perboard, its boards' sums (SUMS); its page map, when it has one (a
 * chunk none of whose boards passed has none). 0, or -1.
 */
static int
chunk_open(struct where *w, struct diag *d)
{
	const char *dir = w->dir[w->next++];
	char path[PATH_MAX];
	struct stat st;
	uint64_t pages;

	w->off = w->end;
	strmap_clear(&w->own);
	w->nsum = 0;
	if (w->perboard && (!chunk_file(path, dir, "SUMS", d) ||
	    each_line(path, own_sum, w, d) < 0))
		return -1;
	if (!chunk_file(path, dir, "env", d) || env_pages(path, &pages, d) < 0)
		return -1;
	w->end = w->off + pages;
	if (!chunk_file(path, dir, NULL, d))
		return -1;
	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode))
		return 0;
	w->open = 1;
	return report_in_open(&w->map, path, NULL, MAP_NCOL, d);
}

/* map_next: the next row of the chunks' page maps, in w->map: 1, 0 when
 * none is left, -1 (said). */
static int
map_next(struct where *w, struct diag *d)
{
	int r;

	for (;;) {
		if (w->open) {
			if ((r = report_in_row(&w->map, d)) != 0)
				return r;
			report_in_close(&w->map);
			w->open = 0;
		}
		if (w->next >= w->ndir)
			return 0;
		if (chunk_open(w, d) < 0)
			return -1;
	}
}

/* file_sum: the SHA-256 of the file path, as hex. 0, or -1. */
static int
file_sum(const char *path, char hex[SHA256_HEX], struct diag *d)
{
	struct rfile rf;
	FILE *f = rfile_fopen(path, "rb", RFILE_ANY, &rf);
	struct sha256 s;
	uint8_t buf[65536], dig[SHA256_LEN];
	size_t n;
	int bad;

	if (!f) {
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "cannot read: %s",
		    rf.why);
		return -1;
	}
	sha256_begin(&s);
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		sha256_add(&s, buf, n);
	bad = ferror(f);
	fclose(f);
	sha256_end(&s, dig, hex);
	if (bad)
		diag_add(d, DIAG_FATAL, path, 0, NULL, NULL, "cannot read");
	return bad ? -1 : 0;
}

/*
 * The manifest's columns of a run that plays (press-run --play: the
 * report has validate's "play" column): the verdict, the games, each
 * seat's share of the wins and its interval, one number a seat, space
 * separated, as the certificate's (docs/play.md). A run that does not play
 * has none of them, so its manifest is as before.
 */
static const char manifest_play_head[] =
    ",play,play_games,play_shares,play_low,play_high";

static void
manifest_head_line(struct where *w, long play, FILE *out)
{
	fprintf(out, "%s%s\n", manifest_head, play >= 0 ? manifest_play_head :
	    "");
	w->head = 1;
}

/* seat_list: n numbers of v, "%.3f" each, space separated, into buf. */
static const char *
seat_list(char *buf, size_t len, const double *v, int n)
{
	size_t k = 0;

	buf[0] = '\0';
	for (int i = 0; i < n && k < len; i++)
		k += (size_t)snprintf(buf + k, len - k, "%s%.3f", i ? " " : "",
		    v[i]);
	return buf;
}

/* manifest_play: the play columns of in's row (its "play" at column at). */
static int
manifest_play(const struct report_in *in, size_t at, FILE *out,
    struct diag *d)
{
	struct check_play cp;
	char games[16], l[3][CHECK_PLAY_SEATS * 8];
	const char *detail = report_in_field(in, at);

	if (!check_play_parse(detail, &cp))
		return report_in_error(in, d, col(in, REPORT_ID), "play \"%.60s"
		    "\" is not what validate --play writes", detail);
	snprintf(games, sizeof(games), "%" PRIu32, cp.games);
	const char *v[] = { cp.verdict, games,
		seat_list(l[0], sizeof(l[0]), cp.share, cp.seats),
		seat_list(l[1], sizeof(l[1]), cp.lo, cp.seats),
		seat_list(l[2], sizeof(l[2]), cp.hi, cp.seats) };
	for (size_t i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		fputc(',', out);
		report_field(out, v[i]);
	}
	return 0;
}

/* manifest_row: the manifest's row of in's board, which passed; with
 * play (>= 0), its play columns from the report's column play. */
static int
manifest_row(const struct press_opt *o, const struct report_in *in,
    struct where *w, const char *decksum, long play, FILE *out,
    struct diag *d)
{
	const char *id = col(in, REPORT_ID), *v[9];
	uint64_t pg[2];
	uint32_t s;
	char page[48], *own;
	size_t i;
	int r = map_next(w, d);

	if (r < 0)
		return -1;
	if (r == 0)
		return report_in_error(in, d, id, "no page in the chunks' "
		    "page maps");
	if (strcmp(report_in_get(&w->map, MAP_ID), id) != 0)
		return report_in_error(&w->map, d, report_in_get(&w->map,
		    MAP_ID), "not the next board the report passed (%s): the "
		    "page maps are read in the report's order", id);
	if (page_no(&w->map, MAP_FIRST, &pg[0], d) < 0 ||
	    page_no(&w->map, MAP_LAST, &pg[1], d) < 0)
		return -1;
	pg[0] += w->off;
	pg[1] += w->off;
	if (!w->head)
		manifest_head_line(w, play, out);
	own = mem_alloc(strlen(id) + 12);
	sprintf(own, "boards/%s.pdf", id);
	s = strmap_get(&w->own, own + 7);
	snprintf(page, sizeof(page), pg[0] == pg[1] ?
	    "%" PRIu64 : "%" PRIu64 "-%" PRIu64, pg[0], pg[1]);
	v[0] = id;
	v[1] = col(in, REPORT_SEED);
	v[2] = col(in, REPORT_ATTEMPT);
	v[3] = col(in, REPORT_ATTEMPTS);
	v[4] = col(in, REPORT_SPREAD);
	v[5] = page;
	v[6] = o->perboard ? own : "deck.pdf";
	v[7] = !o->perboard ? decksum : s != UINT32_MAX ? w->sum[s] : "";
	v[8] = col(in, REPORT_STRUCTURE);
	for (i = 0; i < 9; i++) {
		if (i)
			fputc(',', out);
		report_field(out, v[i]);
	}
	if (play >= 0 && manifest_play(in, (size_t)play, out, d) < 0) {
		free(own);
		return -1;
	}
	fputc('\n', out);
	free(own);
	return 0;
}

/* manifest: see press_run. */
static int
manifest(const struct press_opt *o, FILE *out, struct diag *d)
{
	struct where w = { .dir = o->file + 1, .ndir = o->nfile - 1,
		.perboard = o->perboard };
	struct report_in in = { 0 };
	char decksum[SHA256_HEX] = "";
	size_t at;
	long play = -1;
	int r = 0;

	strmap_init(&w.own);
	if (!o->perboard)
		r = file_sum(o->deck, decksum, d);
	if (r == 0 && (r = open_report(&in, o->file[0], d)) == 0 &&
	    report_in_optional(&in, "play", &at))
		play = (long)at;
	/* The header goes with the first row: a chunk whose files are bad
	 * from its first row on leaves nothing written. */
	while (r == 0 && (r = report_in_row(&in, d)) > 0)
		r = passed(&in) ? manifest_row(o, &in, &w, decksum, play, out,
		    d) : 0;
	if (r == 0 && !w.head)
		manifest_head_line(&w, play, out);
	/* Every board of the page maps is in the deck: each must be one
	 * the report passed. */
	if (r == 0 && (r = map_next(&w, d)) > 0)
		r = report_in_error(&w.map, d, report_in_get(&w.map, MAP_ID),
		    "in the page maps, but not a board the report passed");
	report_in_close(&in);
	if (w.open)
		report_in_close(&w.map);
	strmap_fini(&w.own);
	free(w.sum);
	return r < 0 ? 2 : 0;
}

/*
 * title: the rules' title by the rules' own reader (press-run had its own
 * awk, which cut "Lanternfall #2 edition" at its '#'). Icons are not
 * looked for: only the title is wanted.
 */
static int
title(const struct press_opt *o, FILE *out, struct diag *d)
{
	struct rules r;
	int st = 2;

	rules_init(&r);
	if (rules_load_file(&r, o->file[0], NULL, d) == 0) {
		fprintf(out, "%s\n", r.title[0] ? r.title : r.id);
		st = 0;
	}
	rules_fini(&r);
	return st;
}

/*
 * seats: the chunks' seat summaries (validate --seat-summary) added up
 * into the run's, its chi-squared tests made again over the whole run.
 */
static int
seats(const struct press_opt *o, FILE *out, struct diag *d)
{
	struct seatsum s;
	size_t i;
	int st = 0;

	seatsum_init(&s);
	for (i = 0; i < o->nfile && st == 0; i++)
		if (seatsum_read(&s, o->file[i], d) < 0)
			st = 2;
	if (st == 0)
		seatsum_print(&s, out);
	seatsum_fini(&s);
	return st;
}

int
press_run(const struct press_opt *o, FILE *out, struct diag *d)
{
	static int (*const cmd[])(const struct press_opt *, FILE *,
	    struct diag *) = {
		[PRESS_CHUNK] = chunk,
		[PRESS_MERGE] = merge,
		[PRESS_CHECK] = check,
		[PRESS_MANIFEST] = manifest,
		[PRESS_SEATS] = seats,
		[PRESS_TITLE] = title,
	};

	return cmd[o->cmd](o, out, d);
}
