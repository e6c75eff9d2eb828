/* press_sched.c: press-run for schedulers and other hosts: the plan a
 * task reads (chunks/plan), a task's command line, and every ssh host's
 * boardpress held to this one's. */
#include "tool/press.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/mem.h"
#include "core/rfile.h"
#include "tool/cli.h"

/* The plan's first word, its format's name. */
static const char plan_tag[] = "press-run plan 1";
#define PLAN_MAX (1u << 20)
/* A fingerprint line's room (press-tool fingerprint's first line). */
#define PLAN_FP_MAX 256

/* mine: this host's fingerprint line into buf (no newline); -1 (said). */
static int
mine(const char *bindir, char *buf, size_t n)
{
	char dd[PATH_MAX], *p = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&p, &len);
	int rc;

	rc = press_host_fingerprint(bindir, cli_datadir(dd, sizeof(dd)), m);
	fclose(m);
	snprintf(buf, n, "%.*s", (int)strcspn(p ? p : "", "\n"), p ? p : "");
	free(p);
	return rc ? -1 : 0;
}

static void
put_word(FILE *f, const char *s)
{
	fwrite(s, 1, strlen(s) + 1, f);
}

/* word: s as one word for the shell: as it is when it holds nothing the
 * shell reads otherwise, else quoted. */
static void
word(FILE *out, const char *s)
{
	static const char plain[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	    "abcdefghijklmnopqrstuvwxyz0123456789_./:=@%+,-";

	if (*s && strspn(s, plain) == strlen(s))
		fputs(s, out);
	else
		press_quote(out, s);
}

int
press_write_plan(const char *bindir, const char *run, const char *self,
    const char *date, uint64_t nchunk, int argc, char **argv, FILE *out)
{
	char fp[256], cwd[PATH_MAX], path[PATH_MAX], tmp[PATH_MAX + 8];
	FILE *f;
	uint64_t k;
	int i, ok;

	if (mine(bindir, fp, sizeof(fp)) < 0)
		return 2;
	snprintf(path, sizeof(path), "%s/chunks/plan", run);
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	if ((f = fopen(tmp, "w")) == NULL) {
		press_say("cannot write %s", path);
		return 2;
	}
	put_word(f, plan_tag);
	put_word(f, getcwd(cwd, sizeof(cwd)) ? cwd : "/");
	put_word(f, date);
	put_word(f, fp);
	for (i = 0; i < argc; i++)
		put_word(f, argv[i]);
	ok = !ferror(f);
	if (fclose(f) != 0 || !ok || rename(tmp, path) < 0) {
		unlink(tmp);
		press_say("cannot write %s", path);
		return 2;
	}
	press_step("plan");
	fprintf(out, "chunks %" PRIu64 "\n", nchunk);
	for (k = 0; k <= nchunk; k++) {
		word(out, self);
		if (k < nchunk)
			fprintf(out, " --job %" PRIu64, k);
		else
			fputs(" --assemble", out);
		fputs(" --out ", out);
		word(out, run);
		fputc('\n', out);
	}
	return 0;
}

/* The scheduler's index variables, in the order they are taken. */
static const char *const index_vars[] = { "SLURM_ARRAY_TASK_ID",
	"JOB_COMPLETION_INDEX", "AWS_BATCH_JOB_ARRAY_INDEX", "PBS_ARRAY_INDEX",
	NULL };

/* A task's command line. */
struct task {
	int job, assemble, quiet;
	const char *k, *kvar, *dir;
};

/* task_args: argv into t; -1 after a message. */
static int
task_args(struct task *t, int argc, char **argv)
{
	for (int i = 0; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "--job") || !strncmp(a, "--job=", 6) ||
		    !strcmp(a, "--assemble")) {
			if (t->job || t->assemble) {
				press_say("--job and --assemble: one or the "
				    "other");
				return -1;
			}
			t->job = a[2] == 'j';
			t->assemble = !t->job;
			if (a[5] == '=')
				t->k = a + 6;
			else if (t->job && i + 1 < argc &&
			    argv[i + 1][0] != '-')
				t->k = argv[++i];
		} else if (!strcmp(a, "--out") && i + 1 < argc)
			t->dir = argv[++i];
		else if (!strncmp(a, "--out=", 6))
			t->dir = a + 6;
		else if (!strcmp(a, "-q") || !strcmp(a, "--quiet"))
			t->quiet = 1;
		else {
			press_say("unknown option \"%s\" with --job or "
			    "--assemble (press-run --job [K] --out DIR [-q], "
			    "press-run --assemble --out DIR [-q])", a);
			return -1;
		}
	}
	if (!t->dir || !*t->dir) {
		press_say("%s: which run folder? (--out DIR, as press-run "
		    "--plan printed it)", t->job ? "--job" : "--assemble");
		return -1;
	}
	for (int i = 0; t->job && !t->k && index_vars[i]; i++)
		if ((t->k = getenv(index_vars[i])) != NULL && *t->k)
			t->kvar = index_vars[i];
		else
			t->k = NULL;
	if (t->job && !t->k) {
		press_say("--job: which chunk? give K (0 to N-1), or run it as "
		    "an array task (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX, "
		    "AWS_BATCH_JOB_ARRAY_INDEX or PBS_ARRAY_INDEX set)");
		return -1;
	}
	return 0;
}

int
press_plan_words(const char *path, char *buf, size_t len, char ***w)
{
	const char *why = NULL;
	size_t i;
	int n = 0;

	*w = NULL;
	if (len == 0 || buf[len - 1] != '\0') {
		press_say("%s: not a plan press-run --plan wrote (%s)", path,
		    len ? "cut short" : "empty");
		return -1;
	}
	*w = mem_alloc((len + 1) * sizeof(**w));
	for (i = 0; i < len; i += strlen(buf + i) + 1)
		(*w)[n++] = buf + i;
	(*w)[n] = NULL;
	if (n < 4 || strcmp((*w)[0], plan_tag) != 0)
		why = "no \"press-run plan 1\" and four words";
	else if ((*w)[1][0] != '/')
		why = "its folder is not an absolute path";
	else if (!press_epoch_ok((*w)[2]))
		why = "its date is not seconds since 1970";
	else if (!(*w)[3][0] || strlen((*w)[3]) >= PLAN_FP_MAX)
		why = "its fingerprint is empty or too long";
	for (i = 0; !why && (*w)[3][i]; i++)
		if ((unsigned char)(*w)[3][i] < ' ' || (*w)[3][i] == 0x7f)
			why = "its fingerprint is not one line of text";
	if (why) {
		press_say("%s: not a plan press-run --plan wrote (%s)", path,
		    why);
		free(*w);
		*w = NULL;
		return -1;
	}
	return n;
}

/* plan_read: dir's chunks/plan, a regular file of at most 1 MiB, into
 * buf and its words (press_plan_words); n words or -1 (said). */
static int
plan_read(const char *dir, char **buf, char ***w)
{
	char path[PATH_MAX * 3];
	struct rfile rf;
	size_t len = 0;
	FILE *f;

	snprintf(path, sizeof(path), "%s/chunks/plan", dir);
	if ((f = rfile_fopen(path, "rb", PLAN_MAX, &rf)) == NULL) {
		if (rf.status == RFILE_OPEN && rf.err == ENOENT)
			press_say("%s: no plan there (chunks/plan): press-run "
			    "--plan makes it", dir);
		else
			press_say("%s: %s", path, rf.why);
		return -1;
	}
	*buf = mem_alloc(PLAN_MAX + 1);
	len = fread(*buf, 1, PLAN_MAX, f);
	fclose(f);
	(*buf)[len] = '\0';
	return press_plan_words(path, *buf, len, w);
}

int
press_task(const char *bindir, const struct press_hooks *h, int argc,
    char **argv, FILE *out)
{
	struct task t = { 0 };
	char dir[PATH_MAX * 2 + 8], p[PATH_MAX * 3], fp[PLAN_FP_MAX];
	char cwd[PATH_MAX], host[256] = "?";
	char *buf = NULL, **w = NULL, *ck = NULL, **a = NULL;
	size_t cklen = 0;
	int n, i, m = 0, rc = 2;
	struct stat sb;

	if (task_args(&t, argc, argv) < 0)
		return 2;
	if (t.dir[0] == '/' || !getcwd(cwd, sizeof(cwd)))
		snprintf(dir, sizeof(dir), "%s", t.dir);
	else
		snprintf(dir, sizeof(dir), "%s/%s", cwd, t.dir);
	gethostname(host, sizeof(host) - 1);
	snprintf(p, sizeof(p), "%s/manifest.csv", dir);
	if (stat(p, &sb) == 0 && (snprintf(p, sizeof(p), "%s/deck.pdf", dir),
	    stat(p, &sb) == 0)) {
		if (!t.quiet)
			press_say("%s is finished; nothing to do", dir);
		fputs("exit 0\n", out);
		return 0;
	}
	if ((n = plan_read(dir, &buf, &w)) < 0)
		goto done;
	snprintf(p, sizeof(p), "%s/chunks/plan", dir);
	press_say_where(p);
	i = press_plan_args(n - 4, w + 4);
	press_say_where(NULL);
	if (i == 1)
		press_say("%s: not a plan press-run --plan wrote (-h in its "
		    "command line)", p);
	if (i != 0)
		goto done;
	if (mine(bindir, fp, sizeof(fp)) < 0)
		goto done;
	if (strcmp(fp, w[3]) != 0) {
		press_say("host %s: its boardpress (%s) differs from the one "
		    "that planned %s (%s): install the same build", host, fp,
		    dir, w[3]);
		goto done;
	}
	if (t.job) {
		FILE *mf = open_memstream(&ck, &cklen);
		char key[32] = "";
		uint64_t cs = 0, cn = 0;

		rc = press_chunk_of(dir, t.k, mf);
		fclose(mf);
		if (rc != 0 || sscanf(ck, "%31s %" SCNu64 " %" SCNu64, key, &cs,
		    &cn) != 3)
			goto done;
		snprintf(p, sizeof(p), "%s/chunks/%s", dir, key);
		if (stat(p, &sb) == 0 && S_ISDIR(sb.st_mode)) {
			if (!t.quiet)
				press_say("chunk %s (seeds %" PRIu64 "-%" PRIu64
				    ") is made already; nothing to do", key,
				    cs, cs + cn - 1);
			fputs("exit 0\n", out);
			goto done;
		}
		fprintf(out, "key=%s cs=%" PRIu64 " cn=%" PRIu64 " kvar=", key,
		    cs, cn);
		press_quote(out, t.kvar ? t.kvar : "");
		fputc('\n', out);
	}
	/* The planner's command line, planned again from its folder (its
	 * relative paths are that folder's) with its SOURCE_DATE_EPOCH. */
	if (chdir(w[1]) < 0)
		(void)0;  /* not on this host: the settings' check decides */
	setenv("SOURCE_DATE_EPOCH", w[2], 1);
	a = mem_alloc((size_t)(n + 4) * sizeof(*a));
	for (i = 4; i < n; i++)
		a[m++] = w[i];
	a[m++] = "--out";
	a[m++] = dir;
	a[m++] = "--resume";
	if (t.quiet)
		a[m++] = "-q";
	a[m] = NULL;
	if ((rc = press_plan(bindir, h, (int)m, a, out)) != 0)
		goto done;
	fprintf(out, "mode=%s host=", t.job ? "job" : "assemble");
	press_quote(out, host);
	fputc('\n', out);
done:
	free(a);
	free(ck);
	free(buf);
	free(w);
	return rc;
}

int
press_hosts(const char *bindir, const char *slf, const char *ssh)
{
	char fp[256], cmd[PATH_MAX + 64], *s, *nl;
	struct press_buf o = { 0 }, e = { 0 };
	int st, rc = 0, n = 0;

	if (mine(bindir, fp, sizeof(fp)) < 0)
		return 2;
	snprintf(cmd, sizeof(cmd), "'%s/press-tool' fingerprint 2>/dev/null "
	    "|| echo none", bindir);
	char *argv[] = { "parallel", "--nonall", "--tag", "--sshloginfile",
		(char *)slf, "--ssh", (char *)ssh, cmd, NULL };
	st = press_spawn(argv, &o, &e);
	press_step("hosts");
	for (s = o.p; rc == 0 && s && *s; s = nl ? nl + 1 : NULL) {
		char *tab;

		if ((nl = strchr(s, '\n')) != NULL)
			*nl = '\0';
		if ((tab = strchr(s, '\t')) == NULL)
			continue;
		*tab = '\0';
		n++;
		if (!strcmp(tab + 1, fp))
			continue;
		if (!strcmp(tab + 1, "none"))
			press_say("host %s: no boardpress at %s/press-tool "
			    "there", s, bindir);
		else
			press_say("host %s: its boardpress (%s) differs from "
			    "this one's (%s): install the same build there", s,
			    tab + 1, fp);
		rc = 2;
	}
	/* ssh's warnings (a host key added) are not failures; a host that
	 * could not be asked is named by parallel's or ssh's first line. */
	if (rc == 0 && (st != 0 || n == 0)) {
		for (s = e.p; s && *s; s = nl ? nl + 1 : NULL) {
			nl = strchr(s, '\n');
			if (!strstr(s, "\tWarning: ") && *s != '\n')
				break;
		}
		press_say("cannot ask every host of %s for its boardpress: "
		    "%.*s", slf, s ? (int)strcspn(s, "\n") : 0, s ? s : "");
		rc = 2;
	}
	press_buf_free(&o);
	press_buf_free(&e);
	return rc;
}
