/* press_util.c: what press-run's subcommands share: running a tool and
 * keeping its output, temporary folders, the run's fingerprint, steps. */
#include "tool/press.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "board/rules.h"
#include "board/rules_int.h"
#include "board/style_asset.h"
#include "core/mem.h"
#include "core/rfile.h"
#include "core/sha256.h"

/* What a tool's output may hold in memory (a one-board deck is ~100 KB). */
#define OUT_MAX (64u << 20)

static void
buf_add(struct press_buf *b, const char *p, size_t n)
{
	if (b->len + n > OUT_MAX)
		n = OUT_MAX - b->len;
	if (b->len + n + 1 > b->cap) {
		b->cap = (b->len + n + 1) * 2;
		b->p = mem_realloc(b->p, b->cap);
	}
	memcpy(b->p + b->len, p, n);
	b->len += n;
	b->p[b->len] = '\0';
}

void
press_buf_free(struct press_buf *b)
{
	free(b->p);
	memset(b, 0, sizeof(*b));
}

int
press_spawn(char *const argv[], struct press_buf *out, struct press_buf *err)
{
	int po[2], pe[2], st, open_n;
	pid_t pid;
	struct pollfd pf[2];
	char buf[8192];
	ssize_t n;

	if (pipe(po) < 0)
		return -1;
	if (pipe(pe) < 0) {
		close(po[0]);
		close(po[1]);
		return -1;
	}
	if ((pid = fork()) < 0)
		return -1;
	if (pid == 0) {
		int nul = open("/dev/null", O_RDONLY);

		dup2(nul, 0);
		dup2(po[1], 1);
		dup2(pe[1], 2);
		close(po[0]);
		close(pe[0]);
		signal(SIGPIPE, SIG_DFL);
		execvp(argv[0], argv);
		mem_child_end(127);
	}
	close(po[1]);
	close(pe[1]);
	pf[0].fd = po[0];
	pf[1].fd = pe[0];
	pf[0].events = pf[1].events = POLLIN;
	open_n = 2;
	while (open_n > 0) {
		if (poll(pf, 2, -1) < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		for (int i = 0; i < 2; i++) {
			if (pf[i].fd < 0 || !pf[i].revents)
				continue;
			n = read(pf[i].fd, buf, sizeof(buf));
			if (n > 0) {
				struct press_buf *b = i ? err : out;

				if (b)
					buf_add(b, buf, (size_t)n);
			} else if (n == 0 || errno != EINTR) {
				close(pf[i].fd);
				pf[i].fd = -1;
				open_n--;
			}
		}
	}
	while (waitpid(pid, &st, 0) < 0)
		if (errno != EINTR)
			return -1;
	if (WIFEXITED(st))
		return WEXITSTATUS(st);
	return 128 + WTERMSIG(st);
}

int
press_run_quiet(char *const argv[])
{
	return press_spawn(argv, NULL, NULL);
}

void
press_chomp(struct press_buf *b)
{
	while (b->len && b->p[b->len - 1] == '\n')
		b->p[--b->len] = '\0';
}

/* What press_say's lines are about, when it is not the command line. */
static char say_where[4096];

int
press_epoch_ok(const char *s)
{
	const char *d = s;

	while (*d == '0')
		d++;
	return *s && strspn(s, "0123456789") == strlen(s) && strlen(d) <= 12 &&
	    strtoull(d, NULL, 10) <= 253402300799ULL;
}

void
press_say(const char *fmt, ...)
{
	char m[4096];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(m, sizeof(m), fmt, ap);
	va_end(ap);
	if (say_where[0])
		cli_error("press-run", "%s: %s", say_where, m);
	else
		cli_error("press-run", "%s", m);
}

void
press_say_where(const char *where)
{
	snprintf(say_where, sizeof(say_where), "%s", where ? where : "");
}

void
press_step(const char *name)
{
	const char *steps = getenv("PRESS_RUN_STEPS");
	const char *stop = getenv("PRESS_RUN_STOP");
	const char *file = getenv("PRESS_RUN_STOPPED");
	char tmp[4096];
	FILE *f;

	if (steps && *steps && (f = fopen(steps, "a")) != NULL) {
		fprintf(f, "%s\n", name);
		fclose(f);
	}
	if (!stop || strcmp(stop, name) != 0 || !file)
		return;
	fflush(NULL);
	snprintf(tmp, sizeof(tmp), "%s.tmp", file);
	if ((f = fopen(tmp, "w")) != NULL) {
		fprintf(f, "%ld\n", (long)getpid());
		if (fclose(f) == 0)
			rename(tmp, file);
	}
	raise(SIGSTOP);
}

const char *
press_tmpdir(void)
{
	const char *t = getenv("TMPDIR");

	return t && *t ? t : "/tmp";
}

/*
 * press_tempdir: as press-run's tempdir: stale press-run.PID.XXXXXX
 * folders of this user whose owner is gone are removed first.
 */
int
press_tempdir(long owner, char *buf, size_t n)
{
	const char *t = press_tmpdir();
	DIR *dir;
	struct dirent *e;
	struct stat sb;
	char p[4096], proc[64];

	if (access("/proc/self", F_OK) == 0 && (dir = opendir(t)) != NULL) {
		while ((e = readdir(dir)) != NULL) {
			const char *s = e->d_name, *dot;
			long pid;
			char *end;

			if (strncmp(s, "press-run.", 10) != 0)
				continue;
			dot = strchr(s + 10, '.');
			if (!dot || dot == s + 10 || strlen(dot + 1) != 6 ||
			    strchr(dot + 1, '.'))
				continue;
			pid = strtol(s + 10, &end, 10);
			if (end != dot)
				continue;
			snprintf(p, sizeof(p), "%s/%s", t, s);
			snprintf(proc, sizeof(proc), "/proc/%ld", pid);
			if (lstat(p, &sb) == 0 && S_ISDIR(sb.st_mode) &&
			    sb.st_uid == geteuid() && access(proc, F_OK) < 0)
				press_rmrf(p);
		}
		closedir(dir);
	}
	snprintf(buf, n, "%s/press-run.%ld.XXXXXX", t, owner);
	if (!mkdtemp(buf)) {
		press_say("cannot make a temporary folder in %s (TMPDIR): %s",
		    t, strerror(errno));
		return -1;
	}
	return 0;
}

void
press_rmrf(const char *path)
{
	char *argv[] = { "rm", "-rf", "--", (char *)path, NULL };

	press_run_quiet(argv);
}

/* hash_file: path's bytes into s when it is a regular file (opened
 * without blocking: a FIFO counts as nothing, never waited on). */
static void
hash_file(struct sha256 *s, const char *path)
{
	struct rfile rf;
	char buf[65536];
	size_t n;
	FILE *f;

	if ((f = rfile_fopen(path, "rb", RFILE_ANY, &rf)) == NULL)
		return;
	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		sha256_add(s, buf, n);
	fclose(f);
}

/*
 * style_files: each "file PATH" line of the style (read as the style
 * reader reads a line: comments cut by rules_trim) hashed, a relative
 * PATH beside the style.
 */
static void
style_files(struct sha256 *s, const char *style)
{
	char line[4096], p[8192], *w, *k, *save;
	const char *slash = strrchr(style, '/');
	int dl = slash ? (int)(slash - style) : (int)strlen(style);
	struct rfile rf;
	FILE *f = rfile_fopen(style, "r", RFILE_ANY, &rf);

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\r\n")] = '\0';
		w = rules_trim(line);
		k = strtok_r(w, " \t", &save);
		if (!k || strcmp(k, "file") != 0 ||
		    (k = strtok_r(NULL, " \t", &save)) == NULL)
			continue;
		if (k[0] == '/')
			snprintf(p, sizeof(p), "%s", k);
		else
			snprintf(p, sizeof(p), "%.*s/%s", dl, style, k);
		hash_file(s, p);
	}
	fclose(f);
}

/*
 * rules_files: each CSV file the rules read a section from (the rules
 * reader's own list, read as gen-graph reads them), its name and bytes'
 * SHA-256: a changed spreadsheet is a changed run.
 */
static void
rules_files(struct sha256 *s, const char *rules)
{
	struct rules r;
	struct diag d;
	size_t i;

	rules_init(&r);
	diag_init(&d);
	if (rules_load_file(&r, rules, NULL, &d) == 0)
		for (i = 0; r.files && i < r.files->n; i++) {
			sha256_add(s, "\ncsv ", 5);
			sha256_add(s, r.files->v[i].name,
			    strlen(r.files->v[i].name));
			sha256_add(s, "\n", 1);
			sha256_add(s, r.files->v[i].sha256, SHA256_HEX - 1);
		}
	rules_fini(&r);
	diag_fini(&d);
}

int
press_copy_each(const char *rules, const char *tfile, const char *pins,
    int (*fn)(void *ctx, const char *src, const char *name), void *ctx)
{
	const char *slash = strrchr(rules, '/');
	int dl = slash ? (int)(slash - rules) : 1, rc;
	char src[PATH_MAX];
	struct rules r;
	struct diag d;

	rules_init(&r);
	diag_init(&d);
	if (rules_load_file(&r, rules, NULL, &d) < 0) {
		cli_print_diag("press-run", &d);
		rc = -1;
	} else
		rc = fn(ctx, rules, slash ? slash + 1 : rules);
	/* A CSV file's name is a path inside the rules' folder (the rules
	 * reader refuses any other), which the folder's copy keeps. */
	for (size_t i = 0; !rc && r.files && i < r.files->nrules; i++) {
		snprintf(src, sizeof(src), "%.*s/%s", dl, slash ? rules : ".",
		    r.files->v[i].name);
		rc = fn(ctx, src, r.files->v[i].name);
	}
	if (!rc && tfile && *tfile)
		rc = fn(ctx, tfile, strrchr(tfile, '/') ?
		    strrchr(tfile, '/') + 1 : tfile);
	if (!rc && pins && *pins)
		rc = fn(ctx, pins, strrchr(pins, '/') ? strrchr(pins, '/') + 1 :
		    pins);
	rules_fini(&r);
	diag_fini(&d);
	return rc;
}

void
press_fingerprint(const char *rules, const char *template,
    const char *tfile, const char *style, const char *profile,
    char hex[SHA256_HEX])
{
	struct sha256 s;
	struct stat sb;
	uint8_t out[SHA256_LEN];

	sha256_begin(&s);
	hash_file(&s, rules);
	rules_files(&s, rules);
	if (template && *template) {
		/*
		 * A shipped template by its name and bytes; one given as a
		 * file by its bytes alone, so that the run folder's copy of
		 * it resumes the run and reprints it with the same run code.
		 */
		sha256_add(&s, "\ntemplate ", 10);
		if (!strchr(template, '/'))
			sha256_add(&s, template, strlen(template));
		sha256_add(&s, "\n", 1);
		hash_file(&s, tfile);
	}
	if (profile && *profile) {
		sha256_add(&s, "\nprofile\n", 9);
		hash_file(&s, profile);
	}
	if (style && *style && stat(style, &sb) == 0 && S_ISREG(sb.st_mode)) {
		sha256_add(&s, "\nstyle\n", 7);
		hash_file(&s, style);
		style_files(&s, style);
	}
	sha256_end(&s, out, hex);
}

void
press_fingerprint_add(char hex[SHA256_HEX], const char *label,
    const char *path)
{
	struct sha256 s;
	uint8_t out[SHA256_LEN];

	if (!path)
		return;
	sha256_begin(&s);
	sha256_add(&s, hex, strlen(hex));
	sha256_add(&s, "\n", 1);
	sha256_add(&s, label, strlen(label));
	sha256_add(&s, "\n", 1);
	hash_file(&s, path);
	sha256_end(&s, out, hex);
}

int
press_bot_is_file(const char *spec)
{
	size_t n = strlen(spec);

	return strchr(spec, '/') || (n >= 3 && !strcmp(spec + n - 3, ".so"));
}

const char *
press_play_bot(char **v, size_t n)
{
	for (size_t i = 0; i + 1 < n; i++)
		if (!strcmp(v[i], "--play"))
			return press_bot_is_file(v[i + 1]) ? v[i + 1] : NULL;
	return NULL;
}

char *
press_template_file(const char *value, char *buf, size_t n)
{
	struct stat sb;
	char dd[4096];

	if (stat(value, &sb) == 0 && S_ISREG(sb.st_mode) &&
	    realpath(value, buf))
		return buf;
	if (!cli_datadir(dd, sizeof(dd)))
		snprintf(dd, sizeof(dd), ".");
	snprintf(buf, n, "%s/templates/page/%s.page", dd, value);
	return buf;
}

char *
press_style_file(char **gen, size_t n, char *buf, size_t len)
{
	char dd[4096];
	size_t i;

	for (i = 0; i + 1 < n; i++)
		if (strcmp(gen[i], "--style") == 0)
			break;
	if (i + 1 >= n)
		return NULL;
	if (strchr(gen[i + 1], '/') || strchr(gen[i + 1], '.')) {
		snprintf(buf, len, "%s", gen[i + 1]);
		return buf;
	}
	if (!cli_datadir(dd, sizeof(dd)))
		snprintf(dd, sizeof(dd), ".");
	snprintf(buf, len, "%s/templates/style/%s.style", dd, gen[i + 1]);
	return buf;
}

const char *
press_pins_file(char **gen, size_t n)
{
	size_t i;

	for (i = 0; i + 1 < n; i++)
		if (strcmp(gen[i], "--pins") == 0)
			return gen[i + 1];
	return NULL;
}

int
press_profile(const char *bindir, char **lay, size_t n, struct press_buf *out,
    struct press_buf *err)
{
	char **argv = mem_alloc((n + 3) * sizeof(*argv));
	char tool[4096];
	int st;

	snprintf(tool, sizeof(tool), "%s/layout-pdf", bindir);
	argv[0] = tool;
	if (n)
		memcpy(argv + 1, lay, n * sizeof(*argv));
	argv[n + 1] = "--show-profile";
	argv[n + 2] = NULL;
	st = press_spawn(argv, out, err);
	free(argv);
	if (out)
		press_chomp(out);
	return st;
}

void
press_quote(FILE *out, const char *s)
{
	fputc('\'', out);
	for (; *s; s++)
		if (*s == '\'')
			fputs("'\\''", out);
		else
			fputc(*s, out);
	fputc('\'', out);
}
