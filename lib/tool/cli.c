/* cli.c: shared plumbing for cmd/: data folders, options, closing stdout. */
#define _GNU_SOURCE /* F_GETPIPE_SZ, F_SETPIPE_SZ */
#include "tool/cli.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/num.h"

/*
 * The size the pipes between the tools are grown to, and stdout's buffer.
 * A pipe holds 64 KiB by default and glibc writes a pipe 4 KiB at a time,
 * so in gen-graph | gen-content | validate | layout-pdf every few KiB
 * woke the next tool for a moment and the four took turns on two cores:
 * the nodes pipe of 1,000 boards took 1.1 s of wall time for 1.3 s of
 * CPU. With 1 MiB pipes (Linux's pipe-max-size, what any user may ask
 * for) each tool runs in long stretches beside the others: 0.8 s.
 */
#define CLI_PIPE_SIZE (1 << 20)
#define CLI_OUT_BUF (1 << 16)

/* grow: the pipe on fd, if it is one, to CLI_PIPE_SIZE (never shrunk; a
 * refusal, such as a user over the pipe quota, leaves it as it was). */
static void
grow(int fd)
{
	struct stat st;
	int have;

	if (fstat(fd, &st) < 0 || !S_ISFIFO(st.st_mode))
		return;
	have = fcntl(fd, F_GETPIPE_SZ);
	if (have >= 0 && have < CLI_PIPE_SIZE)
		(void)fcntl(fd, F_SETPIPE_SZ, CLI_PIPE_SIZE);
}

/*
 * cli_start: set up a tool's process: SIGPIPE is ignored, so a closed pipe
 * shows up as a write error the tool reports (exit 2) rather than a silent
 * death; a closed standard stream is held open on /dev/null the wrong way
 * round, so no file the tool opens takes its place and using it fails.
 * Returns 0, or -1 when a closed stream cannot be held (the tool then
 * exits with status 2, saying nothing: stderr may be the one closed).
 */
static int
cli_start(void)
{
	static char obuf[CLI_OUT_BUF];
	struct stat st;

	int fd;

	signal(SIGPIPE, SIG_IGN);
	/*
	 * A standard stream that was closed (tool <&-) would be the next
	 * file opened, and a font read as the deck or a deck written over a
	 * file. Hold each closed one with /dev/null opened the wrong way
	 * round, so using it still fails with EBADF and the tool says so.
	 */
	for (fd = 0; fd <= 2; fd++)
		if (fcntl(fd, F_GETFD) < 0 && errno == EBADF &&
		    open("/dev/null", fd == 0 ? O_WRONLY : O_RDONLY) != fd)
			return -1;
	grow(0);
	grow(1);
	/* A deck goes out in 64 KiB writes, not the 4 KiB of a pipe's or a
	 * file's st_blksize (a terminal keeps its line buffering). */
	if (fstat(1, &st) == 0 && (S_ISFIFO(st.st_mode) || S_ISREG(st.st_mode)))
		(void)setvbuf(stdout, obuf, _IOFBF, sizeof obuf);
	return 0;
}

static int
is_dir(const char *p)
{
	struct stat st;

	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

char *
cli_datadir(char *buf, size_t n)
{
	char exe[PATH_MAX], probe[PATH_MAX + 64], *slash;
	const char *env = getenv("BOARDPRESS_DATA");
	static const char *const up[] = { "/../share/boardpress", "/.." };
	ssize_t len;
	size_t i;

	if (env && *env) {
		snprintf(buf, n, "%s", env);
		return buf;
	}
	len = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (len <= 0)
		return NULL;
	exe[len] = '\0';
	slash = strrchr(exe, '/');
	if (!slash)
		return NULL;
	*slash = '\0';
	for (i = 0; i < sizeof(up) / sizeof(up[0]); i++) {
		snprintf(probe, sizeof(probe), "%s%s/templates", exe, up[i]);
		if (is_dir(probe)) {
			snprintf(buf, n, "%s%s", exe, up[i]);
			return buf;
		}
	}
	return NULL;
}

char *
cli_path(char *buf, size_t n, const char *rel, struct diag *d)
{
	char dir[PATH_MAX];

	if (!cli_datadir(dir, sizeof(dir))) {
		diag_add(d, DIAG_FATAL, NULL, 0, NULL, NULL, "cannot find the "
		    "boardpress data folder (templates/); set BOARDPRESS_DATA");
		return NULL;
	}
	snprintf(buf, n, "%s/%s", dir, rel);
	return buf;
}

char *
cli_named(char *buf, size_t n, const char *arg, const char *folder,
    struct diag *d)
{
	char rel[PATH_MAX];

	if (strchr(arg, '/') || strchr(arg, '.') || !*arg ||
	    strlen(arg) >= 64) {
		snprintf(buf, n, "%s", arg);
		return buf;
	}
	snprintf(rel, sizeof(rel), "templates/%s/%s.%s", folder, arg, folder);
	return cli_path(buf, n, rel, d);
}

void
cli_error(const char *tool, const char *fmt, ...)
{
	char msg[1024];
	struct diag d;
	va_list ap;

	/* Through a diagnostic, which makes any text one line of print. */
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	diag_init(&d);
	diag_add(&d, DIAG_FATAL, NULL, 0, NULL, NULL, "%s", msg);
	diag_print(&d, tool, stderr);
	diag_fini(&d);
}

int
cli_u64(const char *tool, const char *opt, const char *s, uint64_t lo,
    uint64_t hi, uint64_t *out)
{
	if (num_parse_u64(s, UINT64_MAX, out) < 0 || *out < lo || *out > hi) {
		cli_error(tool, "%s: \"%s\" is not a whole number in "
		    "[%" PRIu64 ", %" PRIu64 "]", opt, s, lo, hi);
		return -1;
	}
	return 0;
}

int
cli_double(const char *tool, const char *opt, const char *s, double lo,
    double hi, double *out)
{
	if (num_parse_double(s, out) < 0 || !(*out >= lo && *out <= hi)) {
		cli_error(tool, "%s: \"%s\" is not a number in [%g, %g]",
		    opt, s, lo, hi);
		return -1;
	}
	return 0;
}

int
cli_finish(const char *tool, int status)
{
	int bad = fflush(stdout) != 0 || ferror(stdout);
	int e = errno;

	if (fclose(stdout) != 0 && !bad) {
		bad = 1;
		e = errno;
	}
	if (bad) {
		fprintf(stderr, "%s: write error on standard output: %s\n",
		    tool, strerror(e));
		return 2;
	}
	return status;
}

void
cli_print_diag(const char *tool, const struct diag *d)
{
	diag_print(d, tool, stderr);
}

/*
 * The version is the top folder's VERSION file, which the Makefile hands
 * to this file alone (make deb names the package by the same file).
 */
#ifndef BP_VERSION
#error "BP_VERSION: the Makefile defines it from the file VERSION"
#endif

/* version: --version's line for the program argv0 (see cli_main). */
static int
version(const char *argv0)
{
	const char *name = strrchr(argv0, '/');

	printf("%s (boardpress) %s\n", name ? name + 1 : argv0, BP_VERSION);
	return cli_finish(name ? name + 1 : argv0, 0);
}

int
cli_main(int argc, char **argv, void *opts,
    int (*parse)(int argc, char **argv, void *opts), int (*run)(void *opts))
{
	int rc;

	if (argc > 1 && strcmp(argv[1], "--version") == 0)
		return version(argv[0]);
	if (cli_start() < 0)
		return 2;
	rc = parse(argc, argv, opts);
	return rc >= 0 ? rc : run(opts);
}

int
cli_help(const char *tool, void (*usage)(FILE *f))
{
	usage(stdout);
	return cli_finish(tool, 0);
}

int
cli_bad_option(const char *tool, int c, char **argv, int ind, int opt)
{
	const char *arg = argv[ind - 1];
	char name[64];

	if (opt && !(arg[0] == '-' && arg[1] == '-'))
		snprintf(name, sizeof(name), "-%c", opt);
	else
		snprintf(name, sizeof(name), "%.*s", (int)strcspn(arg, "="),
		    arg);
	if (c == ':')
		cli_error(tool, "option %s needs a value (see %s -h)", name,
		    tool);
	else
		cli_error(tool, "unknown option %s (see %s -h)", name, tool);
	return 2;
}

int
cli_input(const char *tool, int argc, char **argv, int ind, const char **in)
{
	if (argc - ind > 1) {
		cli_error(tool, "one input file at most, not \"%s\" too (see "
		    "%s -h)", argv[ind + 1], tool);
		return -1;
	}
	*in = ind < argc ? argv[ind] : "-";
	return 0;
}

const char *
cli_schema(const char *tool, char *buf, size_t n)
{
	struct diag d;
	const char *p;

	diag_init(&d);
	p = cli_path(buf, n, "templates/schema/deck.rng", &d);
	cli_print_diag(tool, &d);
	diag_fini(&d);
	return p;
}
