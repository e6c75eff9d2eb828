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

/* What check has seen: the first board of each structure, the seeds. */
struct seen {
	struct strmap first; /* structure -> index in who */
	struct strs who;     /* "ID (seed S)" */
	uint8_t *seed;       /* a bit per seed of the run */
	int dup;             /* two boards share a structure */
};

/* check_row: check's look at in's row. 0, or -1 (a seed not a number). */
static int
check_row(const struct press_opt *o, struct report_in *in, struct seen *s,
    FILE *out, struct diag *d)
{
	const char *id = col(in, REPORT_ID), *seed = col(in, REPORT_SEED);
	const char *hash = col(in, REPORT_STRUCTURE);
	uint64_t v, k;

	if (num_parse_u64(seed, UINT64_MAX, &v) < 0)
		return report_in_error(in, d, id, "seed \"%s\" is not a "
		    "whole number", seed);
	if (v >= o->seed && v - o->seed < o->count)
		s->seed[(v - o->seed) / 8] |= 1u << ((v - o->seed) % 8);
	if (!passed(in)) {
		fprintf(out, "board %s (seed %s): no valid board in its "
		    "attempts; left out of the deck\n", id, seed);
		return 0;
	}
	k = strmap_get(&s->first, hash);
	if (k != UINT32_MAX) {
		fprintf(out, "board %s (seed %s) has the same structure as "
		    "board %s [structure %s]\n", id, seed, s->who.v[k], hash);
		s->dup = 1;
		return 0;
	}
	strmap_put(&s->first, hash, (uint32_t)s->who.n);
	k = strlen(id) + strlen(seed) + 10;
	snprintf(*VEC_PUSH(s->who.v, s->who.n, s->who.cap) = mem_alloc(k), k,
	    "%s (seed %s)", id, seed);
	return 0;
}

/* check: see press_run. */
static int
check(const struct press_opt *o, FILE *out, struct diag *d)
{
	struct report_in in;
	struct seen s = { .seed = mem_calloc(o->count / 8 + 1, 1) };
	uint64_t i;
	int r = open_report(&in, o->file[0], d);

	strmap_init(&s.first);
	while (r == 0 && (r = report_in_row(&in, d)) > 0)
		r = check_row(o, &in, &s, out, d);
	for (i = 0; r == 0 && i < o->count; i++)
		if (!(s.seed[i / 8] & 1u << (i % 8)))
			fprintf(out, "seed %" PRIu64 ": no board was made\n",
			    o->seed + i);
	report_in_close(&in);
	strmap_fini(&s.first);
	strs_free(&s.who);
	free(s.seed);
	return r < 0 ? 2 : s.dup;
}

/* Where the manifest's boards are: pages and their own PDFs' sums. */
struct where {
	struct strmap at;        /* board id -> index in page */
	uint64_t (*page)[2];     /* first and last page in the deck */
	size_t n, cap;
	struct strmap own;       /* "ID.pdf" -> index in sum */
	char (*sum)[SHA256_HEX]; /* SUMS's hex of boards/ID.pdf */
	size_t nsum, capsum;
};

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

/* map_pages: a chunk's page map into w, its pages after off. 0, or -1. */
static int
map_pages(const char *path, uint64_t off, struct where *w, struct diag *d)
{
	struct report_in in;
	struct stat st;
	uint64_t *p;
	int r;

	if (stat(path, &st) < 0 || !S_ISREG(st.st_mode))
		return 0; /* none: no board of the chunk passed */
	r = report_in_open(&in, path, NULL, MAP_NCOL, d);
	while (r == 0 && (r = report_in_row(&in, d)) > 0) {
		const char *id = report_in_get(&in, MAP_ID);

		p = *VEC_PUSH(w->page, w->n, w->cap);
		if (page_no(&in, MAP_FIRST, &p[0], d) < 0 ||
		    page_no(&in, MAP_LAST, &p[1], d) < 0)
			r = -1;
		else if (strmap_put(&w->at, id, (uint32_t)w->n - 1) < 0)
			r = report_in_error(&in, d, id, "in the page maps "
			    "twice");
		else
			r = 0;
		p[0] += off;
		p[1] += off;
	}
	report_in_close(&in);
	return r;
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

/* chunk_where: chunk dir's pages (after *off, which it adds to) and,
 * with perboard, its boards' sums, into w. 0, or -1. */
static int
chunk_where(const char *dir, int perboard, uint64_t *off, struct where *w,
    struct diag *d)
{
	char path[PATH_MAX];
	uint64_t pages;

	if (perboard && (!chunk_file(path, dir, "SUMS", d) ||
	    each_line(path, own_sum, w, d) < 0))
		return -1;
	if (!chunk_file(path, dir, NULL, d) ||
	    map_pages(path, *off, w, d) < 0 ||
	    !chunk_file(path, dir, "env", d) || env_pages(path, &pages, d) < 0)
		return -1;
	*off += pages;
	return 0;
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
    const struct where *w, const char *decksum, long play, FILE *out,
    struct diag *d)
{
	const char *id = col(in, REPORT_ID), *v[9];
	uint32_t k = strmap_get(&w->at, id), s;
	char page[48], *own;
	size_t i;

	if (k == UINT32_MAX)
		return report_in_error(in, d, id, "no page in the chunks' "
		    "page maps");
	own = mem_alloc(strlen(id) + 12);
	sprintf(own, "boards/%s.pdf", id);
	s = strmap_get(&w->own, own + 7);
	snprintf(page, sizeof(page), w->page[k][0] == w->page[k][1] ?
	    "%" PRIu64 : "%" PRIu64 "-%" PRIu64, w->page[k][0], w->page[k][1]);
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
	struct where w = { 0 };
	struct report_in in = { 0 };
	char decksum[SHA256_HEX] = "";
	uint64_t off = 0;
	size_t i, at;
	long play = -1;
	int r = 0;

	strmap_init(&w.at);
	strmap_init(&w.own);
	for (i = 1; i < o->nfile && r == 0; i++)
		r = chunk_where(o->file[i], o->perboard, &off, &w, d);
	if (r == 0 && !o->perboard)
		r = file_sum(o->deck, decksum, d);
	if (r == 0 && (r = open_report(&in, o->file[0], d)) == 0) {
		if (report_in_optional(&in, "play", &at))
			play = (long)at;
		fprintf(out, "%s%s\n", manifest_head, play >= 0 ?
		    manifest_play_head : "");
	}
	while (r == 0 && (r = report_in_row(&in, d)) > 0)
		r = passed(&in) ? manifest_row(o, &in, &w, decksum, play, out,
		    d) : 0;
	report_in_close(&in);
	strmap_fini(&w.at);
	strmap_fini(&w.own);
	free(w.page);
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
