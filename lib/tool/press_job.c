/* press_job.c: press-run's chunks: a job sealing its chunk (checks, each
 * board's PDF, env and SUMS), the joblog read and struck, the chunks
 * unpacked, checked and taken in, the manifest joined to the sheets, and
 * the run folder: what a stopped start left, the copies a reprint needs. */
#include "tool/press.h"

#include <assert.h>
#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "board/kind.h"
#include "board/seatsum.h"
#include "core/extsort.h"
#include "core/mem.h"
#include "core/rfile.h"
#include "core/strmap.h"
#include "core/sha256.h"

/* sum_file: path's SHA-256 in hex; -1 when it cannot be read. */
static int
sum_file(const char *path, char hex[SHA256_HEX])
{
	struct sha256 s;
	struct rfile rf;
	uint8_t out[SHA256_LEN];
	char buf[65536];
	size_t n;
	FILE *f;

	if ((f = rfile_fopen(path, "rb", RFILE_ANY, &rf)) == NULL)
		return -1;
	sha256_begin(&s);
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		sha256_add(&s, buf, n);
	n = (size_t)ferror(f);
	fclose(f);
	if (n)
		return -1;
	sha256_end(&s, out, hex);
	return 0;
}

static int
cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* write_sums: SUMS: the chunk's files', env's, then its boards'. */
static int
write_sums(const char *k)
{
	char hex[SHA256_HEX], name[PATH_MAX];
	const char *ext[] = { "csv", "map", "pdf", "seats.csv" };
	char **b = NULL;
	size_t nb = 0, i;
	DIR *dir;
	struct dirent *e;
	FILE *f = fopen("SUMS", "w");

	if (!f)
		return -1;
	for (i = 0; i < sizeof(ext) / sizeof(ext[0]); i++) {
		snprintf(name, sizeof(name), "%s.%s", k, ext[i]);
		if (sum_file(name, hex) == 0)
			fprintf(f, "%s  %s\n", hex, name);
	}
	if (sum_file("env", hex) == 0)
		fprintf(f, "%s  env\n", hex);
	if ((dir = opendir("boards")) != NULL) {
		while ((e = readdir(dir)) != NULL) {
			if (e->d_name[0] == '.')
				continue;
			b = mem_realloc(b, (nb + 1) * sizeof(*b));
			b[nb++] = mem_strdup(e->d_name);
		}
		closedir(dir);
	}
	if (nb)
		qsort(b, nb, sizeof(*b), cmp_str);
	for (i = 0; i < nb; i++) {
		snprintf(name, sizeof(name), "boards/%s", b[i]);
		if (sum_file(name, hex) == 0)
			fprintf(f, "%s  %s\n", hex, name);
		free(b[i]);
	}
	free(b);
	return fclose(f) == 0 ? 0 : -1;
}

/* npages: qpdf's page count of path, or -1. */
static long
npages(const char *path)
{
	char *argv[] = { "qpdf", "--show-npages", (char *)path, NULL };
	struct press_buf o = { 0 };
	long n = -1;

	if (press_spawn(argv, &o, NULL) == 0 && o.p)
		n = strtol(o.p, NULL, 10);
	press_buf_free(&o);
	return n;
}

/* is_vt: the PDF's catalog has a DPartRoot (PDF/VT: records). */
static int
is_vt(const char *pdf)
{
	char *a1[] = { "qpdf", "--show-object=trailer", (char *)pdf, NULL };
	char obj[64], *r;
	struct press_buf o = { 0 }, c = { 0 };
	int vt;

	press_spawn(a1, &o, NULL);
	snprintf(obj, sizeof(obj), "--show-object=1");
	if (o.p && (r = strstr(o.p, "/Root ")) != NULL &&
	    r[6] >= '0' && r[6] <= '9')
		snprintf(obj, sizeof(obj), "--show-object=%ld",
		    strtol(r + 6, NULL, 10));
	char *a2[] = { "qpdf", obj, (char *)pdf, NULL };
	press_spawn(a2, &c, NULL);
	vt = c.p && strstr(c.p, "/DPartRoot") != NULL;
	press_buf_free(&o);
	press_buf_free(&c);
	return vt;
}

/*
 * boards: each board's own PDF, boards/ID.pdf, cut from chunk k's PDF at
 * the pages its page map gives (id, file, first, last), its slugs
 * numbered as its own pages; a PDF/VT board merged once more, alone.
 */
static int
boards(const char *bindir, const struct press_hooks *h, const char *k)
{
	char map[PATH_MAX], pdf[PATH_MAX], line[4096], range[64];
	char out[PATH_MAX], lp[PATH_MAX];
	FILE *f;
	int vt, rc = 0;

	if (mkdir("boards", 0777) < 0)
		return -2;
	snprintf(map, sizeof(map), "%s.map", k);
	snprintf(pdf, sizeof(pdf), "%s.pdf", k);
	snprintf(lp, sizeof(lp), "%s/layout-pdf", bindir);
	vt = is_vt(pdf);
	if ((f = fopen(map, "r")) == NULL)
		return -1;
	while (rc == 0 && fgets(line, sizeof(line), f)) {
		char *id = strtok(line, ",\n"), *first, *last;

		(void)strtok(NULL, ",\n");
		first = strtok(NULL, ",\n");
		last = strtok(NULL, ",\n");
		if (!id || !first || !last)
			continue;
		snprintf(range, sizeof(range), "%s-%s", first, last);
		snprintf(out, sizeof(out), "boards/%s.pdf", id);
		char *cut[] = { "qpdf", "--deterministic-id",
			"--stream-data=preserve", pdf, "--pages", ".", range,
			"--", out, NULL };
		char *merge[] = { lp, "--merge", "-o", out, out, NULL };

		if (press_run_quiet(cut) != 0 || npages(out) !=
		    strtol(last, NULL, 10) - strtol(first, NULL, 10) + 1 ||
		    h->pages(out) < 0 ||
		    (vt && press_run_quiet(merge) != 0)) {
			press_say("chunk %s: cannot write the PDF of %s", k,
			    id);
			rc = -1;
		}
	}
	fclose(f);
	return rc;
}

int
press_seal(const char *bindir, const struct press_hooks *h, int argc,
    char **argv)
{
	char host[256] = "", cwd[PATH_MAX], csv[PATH_MAX], map[PATH_MAX];
	char style[PATH_MAX], tf[PATH_MAX], fp[SHA256_HEX], *np = NULL;
	const char *k, *pwd = getenv("PWD"), *sf;
	struct press_opt co = { 0 };
	struct press_buf prof = { 0 };
	struct diag d;
	long st[4], pages = 0;
	uint64_t seed, count, npass;
	size_t nlen = 0, g0, g1, l0;
	int perboard, mapok, i;
	FILE *mem, *f;

	if (argc < 11)
		return 2;
	for (i = 0; i < 4; i++)
		st[i] = strtol(argv[i], NULL, 10);
	perboard = strcmp(argv[4], "0") != 0;
	k = argv[5];
	seed = strtoull(argv[6], NULL, 10);
	count = strtoull(argv[7], NULL, 10);
	gethostname(host, sizeof(host) - 1);
	if (!pwd)
		pwd = getcwd(cwd, sizeof(cwd)) ? cwd : ".";
	/* The boards the report passed, and whether the map has each. */
	snprintf(csv, sizeof(csv), "%s.csv", k);
	snprintf(map, sizeof(map), "%s.map", k);
	char *files[] = { csv, map };
	co.cmd = PRESS_CHUNK;
	co.file = files;
	co.nfile = 2;
	diag_init(&d);
	mem = open_memstream(&np, &nlen);
	mapok = press_run(&co, mem, &d);
	fclose(mem);
	diag_fini(&d);
	npass = np ? strtoull(np, NULL, 10) : 0;
	free(np);
	if (st[0] > 1 || st[1] > 1 || st[2] > 1 ||
	    (st[3] != 0 && !(st[3] == 1 && npass == 0))) {
		press_say("chunk %s (seeds %" PRIu64 "-%" PRIu64 ") failed on "
		    "%s in %s: status %ld %ld %ld %ld (gen-graph gen-content "
		    "validate layout-pdf)", k, seed, seed + count - 1, host,
		    pwd, st[0], st[1], st[2], st[3]);
		return 2;
	}
	if (npass > 0) {
		char pdf[PATH_MAX];

		snprintf(pdf, sizeof(pdf), "%s.pdf", k);
		pages = npages(pdf);
		if (pages < 0 || mapok != 0) {
			press_say("chunk %s: its PDF or page map is not whole",
			    k);
			return 2;
		}
		if (perboard) {
			int r = boards(bindir, h, k);

			if (r == -2)
				goto unwritable;
			if (r < 0)
				return 2;
		}
	}
	/* The fingerprint: argv[8] rules, [9] template, then the options. */
	g0 = 11;
	for (g1 = g0; g1 < (size_t)argc && strcmp(argv[g1], "+validate");
	    g1++)
		;
	for (l0 = g1; l0 < (size_t)argc && strcmp(argv[l0], "+layout"); l0++)
		;
	l0 = l0 < (size_t)argc ? l0 + 1 : (size_t)argc;
	sf = press_style_file(argv + g0, g1 - g0, style, sizeof(style));
	if (press_profile(bindir, argv + l0, (size_t)argc - l0, &prof,
	    NULL) != 0)
		press_buf_free(&prof);
	press_fingerprint(argv[8], argv[9], *argv[9] ?
	    press_template_file(argv[9], tf, sizeof(tf)) : "", sf, prof.p, fp);
	/* validate's options: between +validate and +layout. */
	if (g1 + 2 <= l0)
		press_fingerprint_add(fp, "bot", press_play_bot(argv + g1 + 1,
		    l0 - g1 - 2));
	press_fingerprint_add(fp, "pins", press_pins_file(argv + g0,
	    g1 - g0));
	press_buf_free(&prof);
	if ((f = fopen("env", "w")) == NULL)
		goto unwritable;
	fprintf(f, "fingerprint %s\nhost %s\npages %ld\n", fp, host, pages);
	if (fclose(f) != 0 || write_sums(k) < 0)
		goto unwritable;
	return 0;
unwritable:
	press_say("chunk %s: cannot write in %s on %s (TMPDIR full?)", k, pwd,
	    host);
	return 2;
}

/*
 * The joblog's last word on each job (by its number): its exit value and
 * signal, and its host, by number in a table of the hosts met: 6 bytes a
 * chunk (a run of 10^8 boards in chunks of 500 has 200,000), where a
 * string for each took 130.
 */
#define JOB_NONE INT16_MIN
struct joblog {
	int16_t *exitv, *sig; /* JOB_NONE: the job is not in the joblog */
	uint16_t *host;       /* index in hosts */
	size_t n;
	struct strmap hostmap; /* host -> index in hosts */
	char **hosts;
	size_t nhosts, caphosts;
};

static void
joblog_fini(struct joblog *j)
{
	for (size_t i = 0; i < j->nhosts; i++)
		free(j->hosts[i]);
	MEM_FREE(j->exitv, j->sig, j->host, j->hosts);
	strmap_fini(&j->hostmap);
}

/* clamp16: the joblog's number s as a short (past its range: its end). */
static int16_t
clamp16(const char *s)
{
	long v = s ? strtol(s, NULL, 10) : 0;

	return (int16_t)(v < INT16_MIN + 1 ? INT16_MIN + 1 : v > INT16_MAX ?
	    INT16_MAX : v);
}

/* job_status: job seq's "EXIT/SIGNAL" into buf (16 bytes), "" when the
 * joblog has none. */
static const char *
job_status(const struct joblog *j, unsigned long seq, char *buf)
{
	buf[0] = '\0';
	if (seq < j->n && j->exitv[seq] != JOB_NONE)
		snprintf(buf, 16, "%d/%d", j->exitv[seq], j->sig[seq]);
	return buf;
}

/* job_ok: job seq ended well (0/0). */
static int
job_ok(const struct joblog *j, unsigned long seq)
{
	return seq < j->n && j->exitv[seq] == 0 && j->sig[seq] == 0;
}

/* job_host: the host job seq ran on (":" when none is known). */
static const char *
job_host(const struct joblog *j, unsigned long seq)
{
	return seq < j->n && j->exitv[seq] != JOB_NONE ?
	    j->hosts[j->host[seq]] : ":";
}

static void
joblog_read(const char *run, size_t n, struct joblog *j)
{
	char path[PATH_MAX], line[65536];
	FILE *f;
	int first = 1;

	memset(j, 0, sizeof(*j));
	strmap_init(&j->hostmap);
	j->n = n + 1;
	j->exitv = mem_alloc(j->n * sizeof(*j->exitv));
	j->sig = mem_calloc(j->n, sizeof(*j->sig));
	j->host = mem_calloc(j->n, sizeof(*j->host));
	for (size_t i = 0; i < j->n; i++)
		j->exitv[i] = JOB_NONE;
	snprintf(path, sizeof(path), "%s/joblog", run);
	if ((f = fopen(path, "r")) == NULL)
		return;
	while (fgets(line, sizeof(line), f)) {
		char *w[9] = { 0 }, *save, *s;
		const char *h;
		int nw = 0;
		unsigned long seq;
		uint32_t hi;

		if (first) {
			first = 0;
			continue;
		}
		line[strcspn(line, "\n")] = '\0';
		for (s = strtok_r(line, "\t", &save); s && nw < 9;
		    s = strtok_r(NULL, "\t", &save))
			w[nw++] = s;
		if (!w[0])
			continue;
		seq = strtoul(w[0], NULL, 10);
		if (seq >= j->n)
			continue;
		h = w[1] ? w[1] : "";
		if ((hi = strmap_get(&j->hostmap, h)) == UINT32_MAX) {
			if (j->nhosts > UINT16_MAX)
				hi = UINT16_MAX; /* as the last host met */
			else {
				hi = (uint32_t)j->nhosts;
				strmap_put(&j->hostmap, h, hi);
				*VEC_PUSH(j->hosts, j->nhosts, j->caphosts) =
				    mem_strdup(h);
			}
		}
		j->exitv[seq] = clamp16(w[6]);
		j->sig[seq] = clamp16(w[7]);
		j->host[seq] = (uint16_t)hi;
	}
	fclose(f);
}

/*
 * The chunks' list (number as written, first seed, boards), read as it is
 * walked: a window of LIST_RING lines in memory (take looks four ahead).
 */
#define LIST_RING 8
struct list {
	FILE *f;
	size_t n;    /* lines in all */
	size_t have; /* lines read so far */
	struct chunk_line {
		char k[32];
		uint64_t cs, cn;
	} e[LIST_RING];
};

/* list_line: the next line of the list that is one into e: 1, or 0. */
static int
list_line(FILE *f, struct chunk_line *e)
{
	char line[256];

	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%31s %" SCNu64 " %" SCNu64, e->k, &e->cs,
		    &e->cn) == 3)
			return 1;
	return 0;
}

static int
list_read(const char *run, struct list *l)
{
	char path[PATH_MAX];
	struct chunk_line e;

	memset(l, 0, sizeof(*l));
	snprintf(path, sizeof(path), "%s/chunks/list", run);
	if ((l->f = fopen(path, "r")) == NULL)
		return -1;
	while (list_line(l->f, &e))
		l->n++;
	rewind(l->f);
	return 0;
}

/* list_at: line i (i < n, at most LIST_RING - 1 behind the furthest
 * asked for). */
static const struct chunk_line *
list_at(struct list *l, size_t i)
{
	assert(i < l->n && i + LIST_RING > l->have);
	while (l->have <= i) {
		if (!list_line(l->f, &l->e[l->have % LIST_RING]))
			memset(&l->e[l->have % LIST_RING], 0,
			    sizeof(l->e[0])); /* the file changed: no chunk */
		l->have++;
	}
	return &l->e[i % LIST_RING];
}

static void
list_fini(struct list *l)
{
	if (l->f)
		fclose(l->f);
}

static int
is_dir(const char *p)
{
	struct stat sb;

	return stat(p, &sb) == 0 && S_ISDIR(sb.st_mode);
}

static int
is_reg(const char *p)
{
	struct stat sb;

	return stat(p, &sb) == 0 && S_ISREG(sb.st_mode);
}

/* strike: these jobs' lines gone from the joblog, so they run again. */
static int
strike(const char *run, const unsigned long *seq, size_t n)
{
	char path[PATH_MAX], tmp[PATH_MAX + 8], line[65536];
	FILE *in, *out;
	int first = 1, ok;

	snprintf(path, sizeof(path), "%s/joblog", run);
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	in = fopen(path, "r");
	out = fopen(tmp, "w");
	ok = in && out;
	while (ok && fgets(line, sizeof(line), in)) {
		unsigned long s = strtoul(line, NULL, 10);
		int gone = 0;

		for (size_t i = 0; !first && i < n; i++)
			gone |= s == seq[i] && line[0] != '\t';
		if (first || !gone)
			fputs(line, out);
		first = 0;
	}
	if (in)
		fclose(in);
	if (out && fclose(out) != 0)
		ok = 0;
	if (ok) {
		press_step("put joblog");
		if (rename(tmp, path) == 0)
			return 0;
	}
	unlink(tmp);
	press_say("cannot write %s", path);
	return -1;
}

int
press_todo(const char *run, FILE *out)
{
	struct list l;
	struct joblog j;
	unsigned long *gone = NULL;
	size_t ng = 0, capg = 0, i;
	int todo = 0, rc = 0;
	char p[PATH_MAX];

	if (list_read(run, &l) < 0)
		return 2;
	joblog_read(run, l.n, &j);
	for (i = 0; i < l.n; i++) {
		const char *k = list_at(&l, i)->k;
		unsigned long seq = strtoul(k, NULL, 10);

		snprintf(p, sizeof(p), "%s/chunks/%s", run, k);
		if (is_dir(p))
			continue;
		snprintf(p, sizeof(p), "%s/chunks/%s.tar", run, k);
		if (!job_ok(&j, seq))
			todo = 1;
		else if (!is_reg(p)) {
			*VEC_PUSH(gone, ng, capg) = seq;
			todo = 1;
		}
	}
	if (ng && strike(run, gone, ng) < 0)
		rc = 2;
	if (!rc)
		fprintf(out, "%d\n", todo);
	free(gone);
	joblog_fini(&j);
	list_fini(&l);
	return rc;
}

/* check_sums: every line of SUMS in dir holds (sha256sum --strict -c). */
static int
check_sums(const char *dir)
{
	char path[PATH_MAX + 8], line[PATH_MAX + 80], hex[SHA256_HEX];
	char file[PATH_MAX * 2 + 100];
	FILE *f;
	int n = 0, ok = 1;

	snprintf(path, sizeof(path), "%s/SUMS", dir);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	while (ok && fgets(line, sizeof(line), f)) {
		size_t len = strcspn(line, "\n");

		line[len] = '\0';
		if (len < 67 || strspn(line, "0123456789abcdef") != 64 ||
		    line[64] != ' ' || (line[65] != ' ' && line[65] != '*')) {
			ok = 0;
			break;
		}
		snprintf(file, sizeof(file), "%s/%s", dir, line + 66);
		if (sum_file(file, hex) < 0 || memcmp(hex, line, 64) != 0)
			ok = 0;
		n++;
	}
	fclose(f);
	return ok && n > 0 ? 0 : -1;
}

/* unpack_into: chunk k's tar into the folder d, every sum checked; 0,
 * or 1 with d gone. */
static int
unpack_into(const char *tar, const char *d, const char *k)
{
	char p[PATH_MAX + 16];
	struct stat sb;

	if (lstat(d, &sb) == 0)
		press_rmrf(d);
	char *argv[] = { "tar", "-xf", (char *)tar, "-C", (char *)d, NULL };
	if (mkdir(d, 0777) == 0 && press_run_quiet(argv) == 0 &&
	    check_sums(d) == 0 &&
	    (snprintf(p, sizeof(p), "%s/env", d), is_reg(p)) &&
	    (snprintf(p, sizeof(p), "%s/%s.csv", d, k), is_reg(p)))
		return 0;
	press_rmrf(d);
	return 1;
}

/* unpack: chunk k's tar into chunks/k.new, every sum checked; 0 or 1. */
static int
unpack(const char *run, const char *k)
{
	char d[PATH_MAX], tar[PATH_MAX];

	snprintf(d, sizeof(d), "%s/chunks/%s.new", run, k);
	snprintf(tar, sizeof(tar), "%s/chunks/%s.tar", run, k);
	return unpack_into(tar, d, k);
}

/* has_line: the file holds this line. */
static int
has_line(const char *path, const char *want, char *host, size_t n)
{
	char line[4096];
	FILE *f = fopen(path, "r");
	int found = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		if (!strcmp(line, want))
			found = 1;
		if (!strncmp(line, "host ", 5))
			snprintf(host, n, "%.255s", line + 5);
	}
	fclose(f);
	return found;
}

/* The take's state: unpacks started ahead (their processes). */
struct take {
	const char *run, *fp;
	struct list l;
	struct joblog j;
	pid_t pid[LIST_RING]; /* chunk i's unpacking: pid[i % LIST_RING] */
	int retries, quiet;
	uint64_t madenow;
};

/* chunk_k: chunk i's number as the list writes it. */
static const char *
chunk_k(struct take *t, size_t i)
{
	return list_at(&t->l, i)->k;
}

/* status_of: chunk i's job's status, "EXIT/SIGNAL" ("" if none), in buf
 * (16 bytes). */
static const char *
status_of(struct take *t, size_t i, char *buf)
{
	return job_status(&t->j, strtoul(chunk_k(t, i), NULL, 10), buf);
}

/* prefetch: chunk i unpacked in the background when its job ended well. */
static void
prefetch(struct take *t, size_t i)
{
	char p[PATH_MAX], st[16];
	pid_t pid;

	snprintf(p, sizeof(p), "%s/chunks/%s", t->run, chunk_k(t, i));
	if (is_dir(p) || strcmp(status_of(t, i, st), "0/0"))
		return;
	snprintf(p, sizeof(p), "%s/chunks/%s.tar", t->run, chunk_k(t, i));
	if (!is_reg(p))
		return;
	fflush(NULL);
	if ((pid = fork()) == 0)
		mem_child_end(unpack(t->run, chunk_k(t, i)));
	if (pid > 0)
		t->pid[i % LIST_RING] = pid;
}

/* take_one: 0 taken, 1 damaged, 3 made with other rules or template. */
static int
take_one(struct take *t, size_t i)
{
	char d[PATH_MAX], env[PATH_MAX + 8], want[128], host[256] = "";
	char dest[PATH_MAX], step[128];
	const char *k = chunk_k(t, i);
	pid_t *pid = &t->pid[i % LIST_RING];
	int ok, st;

	snprintf(d, sizeof(d), "%s/chunks/%s.new", t->run, k);
	if (*pid > 0) {
		while (waitpid(*pid, &st, 0) < 0 && errno == EINTR)
			;
		ok = WIFEXITED(st) ? WEXITSTATUS(st) : 1;
		*pid = 0;
	} else
		ok = unpack(t->run, k);
	if (ok != 0)
		return 1;
	snprintf(env, sizeof(env), "%s/env", d);
	snprintf(want, sizeof(want), "fingerprint %s", t->fp);
	if (!has_line(env, want, host, sizeof(host))) {
		press_say("chunk %s was made on %s with other rules or "
		    "template; not used", k, host);
		press_rmrf(d);
		return 3;
	}
	snprintf(step, sizeof(step), "take %s unpacked", k);
	press_step(step);
	snprintf(dest, sizeof(dest), "%s/chunks/%s", t->run, k);
	if (rename(d, dest) < 0)
		return 1;
	snprintf(step, sizeof(step), "take %s moved", k);
	press_step(step);
	return 0;
}

static void
rm_tar(const char *run, const char *k)
{
	static const char *const ext[] = { "tar", "tar.err", "tar.seq" };
	char p[PATH_MAX];

	for (int i = 0; i < 3; i++) {
		snprintf(p, sizeof(p), "%s/chunks/%s.%s", run, k, ext[i]);
		unlink(p);
	}
}

/* tail5: the last five lines of path, each after four spaces. */
static void
tail5(const char *path)
{
	char *lines[5] = { 0 }, line[4096];
	size_t n = 0;
	FILE *f = fopen(path, "r");

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		free(lines[n % 5]);
		lines[n % 5] = mem_strdup(line);
		n++;
	}
	fclose(f);
	for (size_t i = n > 5 ? n - 5 : 0; i < n; i++) {
		fprintf(stderr, "    %s", lines[i % 5]);
		if (!strchr(lines[i % 5], '\n'))
			fputc('\n', stderr);
	}
	for (size_t i = 0; i < 5; i++)
		free(lines[i]);
}

/* chunk_made: 0 when chunk i is here or taken now; else 1, said; -1
 * when the joblog could not be written. */
static int
chunk_made(struct take *t, size_t i)
{
	char p[PATH_MAX], step[128], stbuf[16];
	const struct chunk_line *e = list_at(&t->l, i);
	const char *k = e->k, *status = status_of(t, i, stbuf);
	unsigned long seq = strtoul(k, NULL, 10);
	uint64_t cs = e->cs, ce = cs + e->cn - 1;
	int took = 1;

	snprintf(p, sizeof(p), "%s/chunks/%s", t->run, k);
	if (is_dir(p)) {
		rm_tar(t->run, k);
		return 0;
	}
	if (!strcmp(status, "0/0"))
		took = take_one(t, i);
	snprintf(p, sizeof(p), "%s/chunks/%s.tar.err", t->run, k);
	if (took == 0) {
		struct stat sb;

		if (!t->quiet && stat(p, &sb) == 0 && sb.st_size > 0) {
			char buf[8192];
			size_t n;
			FILE *f = fopen(p, "r");

			while (f && (n = fread(buf, 1, sizeof(buf), f)) > 0)
				fwrite(buf, 1, n, stderr);
			if (f)
				fclose(f);
		}
		rm_tar(t->run, k);
		snprintf(step, sizeof(step), "take %s", k);
		press_step(step);
		t->madenow++;
		return 0;
	}
	if (!strcmp(status, "0/0")) {
		const char *host = job_host(&t->j, seq);

		if (took != 3 && !strcmp(host, ":"))
			press_say("chunk %s (seeds %" PRIu64 "-%" PRIu64 "): "
			    "its output is damaged (a full disk?)", k, cs, ce);
		else if (took != 3)
			press_say("chunk %s (seeds %" PRIu64 "-%" PRIu64 "): "
			    "its output from %s came back damaged or cut short "
			    "(a dropped connection, or a full disk?)", k, cs,
			    ce, host);
		if (strike(t->run, &seq, 1) < 0)
			return -1;
	} else if (*status) {
		press_say("chunk %s (seeds %" PRIu64 "-%" PRIu64 ") failed "
		    "(status %s) after %d tries:", k, cs, ce, status,
		    t->retries + 1);
		fflush(stderr);
		tail5(p);
	}
	return 1;
}

int
press_take(const char *run, const char *fp, int retries, int quiet,
    FILE *out)
{
	struct take t = { .run = run, .fp = fp, .retries = retries,
		.quiet = quiet };
	char *missing = NULL;
	size_t nmiss = 0, mlen = 0, i;
	int r, rc = 0;

	if (list_read(run, &t.l) < 0)
		return 2;
	joblog_read(run, t.l.n, &t.j);
	/* Four unpacked ahead of the one taken. */
	for (i = 0; i < t.l.n && i < 4; i++)
		prefetch(&t, i);
	for (i = 0; i < t.l.n; i++) {
		if (i + 4 < t.l.n)
			prefetch(&t, i + 4);
		if ((r = chunk_made(&t, i)) < 0) {
			rc = 2;
			break;
		}
		if (r == 0)
			continue;
		if (nmiss < 8) {
			missing = mem_realloc(missing, mlen + 40);
			mlen += (size_t)sprintf(missing + mlen, "%s%s",
			    nmiss ? " " : "", chunk_k(&t, i));
		}
		nmiss++;
	}
	for (i = 0; i < LIST_RING; i++)
		if (t.pid[i] > 0)
			waitpid(t.pid[i], NULL, 0);
	if (!rc && nmiss) {
		press_say("%zu of %zu chunks not made (%s%s); the others are "
		    "kept", nmiss, t.l.n, missing, nmiss > 8 ? " …" : "");
		rc = 2;
	}
	if (!rc)
		fprintf(out, "%" PRIu64 "\n", t.madenow);
	free(missing);
	joblog_fini(&t.j);
	list_fini(&t.l);
	return rc;
}

/* field: the n-th (0-based) comma-separated field of line into buf. */
static void
field(const char *line, int n, char *buf, size_t len)
{
	while (n-- > 0 && line)
		if ((line = strchr(line, ',')) != NULL)
			line++;
	if (!line) {
		buf[0] = '\0';
		return;
	}
	snprintf(buf, len, "%.*s", (int)strcspn(line, ",\n"), line);
}

/* join_cmp: the join's sort: by the map's page (8 bytes first). */
static int
join_cmp(const void *a, size_t alen, const void *b, size_t blen)
{
	(void)alen;
	(void)blen;
	return memcmp(a, b, 8);
}

/* be64: 8 bytes, most significant first, as a number; put64 the other
 * way. */
static uint64_t
be64(const unsigned char *p)
{
	uint64_t v = 0;

	for (int i = 0; i < 8; i++)
		v = v << 8 | p[i];
	return v;
}

static void
put64(unsigned char *p, uint64_t v)
{
	for (int i = 7; i >= 0; i--, v >>= 8)
		p[i] = (unsigned char)v;
}

/*
 * join_sort: impose-pdf's map (a row per board's side on a sheet, in the
 * sheets' order) into s, sorted by page: a record per row, its page, its
 * row's number and the row. 0, or -1 (said).
 */
static int
join_sort(const char *map, struct extsort *s)
{
	char line[8192], pg[32];
	unsigned char *rec = NULL;
	size_t cap = 0, len;
	uint64_t row = 0;
	FILE *f = fopen(map, "r");
	int first = 1, r = 0;

	if (!f)
		return -1;
	while (r == 0 && fgets(line, sizeof(line), f)) {
		if (first) {
			first = 0;
			continue;
		}
		line[strcspn(line, "\n")] = '\0';
		len = strlen(line);
		field(line, 1, pg, sizeof(pg));
		rec = mem_grow(rec, &cap, 16 + len, 1);
		put64(rec, strtoull(pg, NULL, 10));
		put64(rec + 8, row++);
		memcpy(rec + 16, line, len);
		r = extsort_add(s, rec, 16 + len);
	}
	fclose(f);
	free(rec);
	if (r == 0 && extsort_end(s) == 0)
		return 0;
	press_say("cannot write a temporary file for %s: %s", map,
	    strerror(errno));
	return -1;
}

/*
 * press_join: the manifest (base, in the deck's order) with each board's
 * sheet, side and position from impose-pdf's map, both read a row at a
 * time: the map sorted by page in bounded memory (core/extsort.h, beside
 * it), then walked beside the base, each board taking the map's rows of
 * its pages (a million boards held every id's sheet and position).
 */
int
press_join(const char *map, const char *base, FILE *out)
{
	struct extsort s;
	char line[8192], id[1024], page[64], side[64], sheet[1024] = "";
	char pos[1024] = "", dir[PATH_MAX], *sl;
	const unsigned char *rec = NULL;
	size_t len = 0;
	uint64_t last, frontrow = 0;
	int first = 1, have, back, front, rc = 0;
	FILE *f;

	snprintf(dir, sizeof(dir), "%s", map);
	if ((sl = strrchr(dir, '/')) != NULL)
		*sl = '\0';
	else
		snprintf(dir, sizeof(dir), ".");
	/* A quarter of check's buffer: a map's rows are short, and the
	 * join's memory stays that of a small run's. */
	extsort_init(&s, join_cmp, dir, EXTSORT_DEFAULT / 4);
	if (join_sort(map, &s) < 0 || (f = fopen(base, "r")) == NULL) {
		extsort_fini(&s);
		return 2;
	}
	have = extsort_next(&s, (const void **)&rec, &len);
	while (rc == 0 && fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		if (first) {
			fprintf(out, "%s,sheet,side,position\n", line);
			first = 0;
			continue;
		}
		field(line, 0, id, sizeof(id));
		field(line, 5, page, sizeof(page));
		/* "7", or "13-14": the board's last page. */
		last = strtoull(strchr(page, '-') ? strchr(page, '-') + 1 :
		    page, NULL, 10);
		back = front = 0;
		/* The map's rows up to the board's last page: its own. */
		while (have > 0 && be64(rec) <= last) {
			char mrow[8192], mid[1024];

			snprintf(mrow, sizeof(mrow), "%.*s", (int)(len - 16),
			    rec + 16);
			field(mrow, 0, mid, sizeof(mid));
			if (!strcmp(mid, id)) {
				field(mrow, 3, side, sizeof(side));
				/* Its last front in the map's order, as
				 * before. */
				if (!strcmp(side, "front") && (!front ||
				    be64(rec + 8) >= frontrow)) {
					front = 1;
					frontrow = be64(rec + 8);
					field(mrow, 2, sheet, sizeof(sheet));
					field(mrow, 4, pos, sizeof(pos));
				} else if (strcmp(side, "front"))
					back = 1;
			}
			have = extsort_next(&s, (const void **)&rec, &len);
		}
		if (have < 0)
			rc = 2;
		fprintf(out, "%s,%s,%s,%s\n", line, front ? sheet : "",
		    back ? "front+back" : "front", front ? pos : "");
	}
	fclose(f);
	extsort_fini(&s);
	if (rc)
		press_say("cannot read a temporary file for %s", map);
	return rc;
}

/* same_bytes: files a and b hold the same bytes (cmp -s). */
static int
same_bytes(const char *a, const char *b)
{
	char ha[SHA256_HEX], hb[SHA256_HEX];

	return sum_file(a, ha) == 0 && sum_file(b, hb) == 0 &&
	    strcmp(ha, hb) == 0;
}

/* only_list: the folder holds nothing but list and list.tmp. */
static int
only_list(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int ok = d != NULL;

	while (d && (e = readdir(d)) != NULL)
		if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..") &&
		    strcmp(e->d_name, "list") && strcmp(e->d_name, "list.tmp"))
			ok = 0;
	if (d)
		closedir(d);
	return ok;
}

int
press_folder(const char *run, const char *rules, const char *tfile)
{
	const char *rb = strrchr(rules, '/'), *tb = strrchr(tfile, '/');
	char p[PATH_MAX * 2], x[PATH_MAX];
	DIR *d = opendir(run);
	struct dirent *e;
	int ok = 1;

	rb = rb ? rb + 1 : rules;
	tb = tb ? tb + 1 : tfile;
	while (ok && d && (e = readdir(d)) != NULL) {
		const char *n = e->d_name;

		if (!strcmp(n, ".") || !strcmp(n, ".."))
			continue;
		snprintf(p, sizeof(p), "%s/%s", run, n);
		snprintf(x, sizeof(x), "%s.tmp", rb);
		if (!strcmp(n, "settings.tmp") || !strcmp(n, x))
			continue;
		if (!strcmp(n, rb) && same_bytes(p, rules))
			continue;
		if (!strcmp(n, "chunks") && is_dir(p) && only_list(p))
			continue;
		if (*tfile) {
			snprintf(x, sizeof(x), "%s.tmp", tb);
			if (!strcmp(n, x) ||
			    (!strcmp(n, tb) && same_bytes(p, tfile)))
				continue;
		}
		ok = 0;
	}
	if (d)
		closedir(d);
	return ok ? 0 : 1;
}

/* mkdirs: the folders of name (below run) made; -1 when one cannot be. */
static int
mkdirs(const char *run, const char *name)
{
	char p[PATH_MAX * 2];
	const char *s;

	for (s = strchr(name, '/'); s; s = strchr(s + 1, '/')) {
		snprintf(p, sizeof(p), "%s/%.*s", run, (int)(s - name), name);
		if (mkdir(p, 0777) < 0 && errno != EEXIST)
			return -1;
	}
	return 0;
}

/* copy_one: src as name in the run folder (run), through name.tmp,
 * unless the copy there is src's bytes already (a name.tmp left beside
 * removed). */
static int
copy_one(void *run, const char *src, const char *name)
{
	char dst[PATH_MAX * 2], tmp[PATH_MAX * 2 + 8], buf[65536];
	struct rfile rf;
	FILE *in, *out = NULL;
	size_t n;
	int bad;

	snprintf(dst, sizeof(dst), "%s/%s", (const char *)run, name);
	snprintf(tmp, sizeof(tmp), "%s.tmp", dst);
	if (same_bytes(src, dst)) {
		unlink(tmp);
		return 0;
	}
	if ((in = rfile_fopen(src, "rb", RFILE_ANY, &rf)) == NULL) {
		press_say("cannot read %s: %s", src, rf.why);
		return 2;
	}
	bad = mkdirs(run, name) < 0 || (out = fopen(tmp, "wb")) == NULL;
	while (!bad && (n = fread(buf, 1, sizeof(buf), in)) > 0)
		bad = fwrite(buf, 1, n, out) != n;
	bad |= ferror(in);
	fclose(in);
	if (out)
		bad |= fclose(out) != 0;
	if (!bad) {
		snprintf(buf, sizeof(buf), "put %s", name);
		press_step(buf);
		bad = rename(tmp, dst) < 0;
	}
	if (bad) {
		unlink(tmp);
		press_say("cannot write %s", dst);
		return 2;
	}
	return 0;
}

int
press_copies(const char *run, const char *rules, const char *tfile,
    const char *pins)
{
	int rc = press_copy_each(rules, tfile, pins, copy_one, (void *)run);

	if (rc == 0)
		press_step("copies");
	return rc == 0 ? 0 : 2;
}

/*
 * seats_line: the run's seat summary (seats.csv beside the manifest) on
 * the summary's line: each group's chi-squared p-value; nothing without
 * one.
 */
static void
seats_line(const char *manifest)
{
	char path[PATH_MAX], *slash;
	struct seatsum ss;
	struct diag d;
	size_t i;
	double p;
	int df;

	snprintf(path, sizeof(path), "%s", manifest);
	slash = strrchr(path, '/');
	snprintf(slash ? slash + 1 : path, sizeof(path) - (size_t)(slash ?
	    slash + 1 - path : 0), "seats.csv");
	seatsum_init(&ss);
	diag_init(&d);
	if (seatsum_read(&ss, path, &d) == 0)
		for (i = 0; i < ss.n; i++) {
			seatsum_chi2(&ss.g[i], &df, &p);
			fprintf(stderr, "%s %s %" PRIu32 " players, best seat "
			    "chi-squared p %.3g%s", i ? ";" :
			    "; seats.csv:", kind_name(ss.g[i].kind),
			    ss.g[i].players, p, p < 0.01 ? ": a seat favoured" :
			    "");
		}
	diag_fini(&d);
	seatsum_fini(&ss);
}

int
press_summary(const char *manifest, const char *out, double start,
    double end, long now, long all)
{
	char line[65536];
	long n = -1;
	double s = end - start;
	FILE *f = fopen(manifest, "r");

	if (!f)
		return 2;
	while (fgets(line, sizeof(line), f))
		n++;
	fclose(f);
	fprintf(stderr, "press-run: %ld boards in %s/deck.pdf; %.1f s", n, out,
	    s);
	if (now < 0)
		;
	else if (now == all)
		fprintf(stderr, ", %.0f boards/s", n / (s > 0 ? s : 0.001));
	else
		fprintf(stderr, " for the %ld of %ld chunks made now", now,
		    all);
	seats_line(manifest);
	fputc('\n', stderr);
	return 0;
}

int
press_chunk_of(const char *run, const char *index, FILE *out)
{
	struct list l;
	uint64_t k;
	int rc = 2;

	if (list_read(run, &l) < 0) {
		press_say("%s: no chunks/list: not a run folder press-run "
		    "--plan made", run);
		return 2;
	}
	if (!*index || strspn(index, "0123456789") != strlen(index) ||
	    strlen(index) > 12)
		press_say("chunk index \"%.40s\" is not a whole number", index);
	else if ((k = strtoull(index, NULL, 10)) >= l.n)
		press_say("chunk index %" PRIu64 " is out of range: this run "
		    "has %zu chunks, 0 to %zu (an array of tasks numbered from "
		    "0: --array=0-%zu)", k, l.n, l.n - 1, l.n - 1);
	else {
		const struct chunk_line *e = list_at(&l, (size_t)k);

		fprintf(out, "%s %" PRIu64 " %" PRIu64 "\n", e->k, e->cs,
		    e->cn);
		rc = 0;
	}
	list_fini(&l);
	return rc;
}

int
press_put(const char *run, const char *k, const char *fp, const char *tar)
{
	char d[PATH_MAX], dest[PATH_MAX], env[PATH_MAX + 8], want[128];
	char host[256] = "";
	size_t n = strlen(tar);

	/* The chunk's own folder is the tar's name less ".tar": one per task,
	 * so two tasks making the same chunk never share a file. */
	if (n < 5 || strcmp(tar + n - 4, ".tar") != 0 || n - 4 >= sizeof(d))
		return 2;
	snprintf(d, sizeof(d), "%.*s", (int)(n - 4), tar);
	snprintf(dest, sizeof(dest), "%s/chunks/%s", run, k);
	if (unpack_into(tar, d, k) != 0) {
		press_say("chunk %s: its output is damaged (a full disk?)", k);
		return 2;
	}
	snprintf(env, sizeof(env), "%s/env", d);
	snprintf(want, sizeof(want), "fingerprint %s", fp);
	if (!has_line(env, want, host, sizeof(host))) {
		press_say("chunk %s was made on %s with other rules or "
		    "template; not used", k, host);
		press_rmrf(d);
		return 2;
	}
	press_step("put unpacked");
	/* rename(2) of a folder onto a folder that holds files fails: the
	 * first task to finish puts its chunk in, a later one finds it. */
	if (rename(d, dest) < 0) {
		press_rmrf(d);
		if (is_dir(dest))
			return 0;
		press_say("cannot write %s", dest);
		return 2;
	}
	press_step("put moved");
	return 0;
}
