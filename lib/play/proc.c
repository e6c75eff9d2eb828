/*
 * proc.c: a designer's bot as a program: started once, spoken to on one
 * socket that is its stdin and stdout (docs/play.md), every answer
 * awaited with poll() within the time limit, killed and reaped at the
 * end whatever it did.
 */
/* posix_spawn_file_actions_addclosefrom_np (glibc 2.34). */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "core/mem.h"
#include "play/bot.h"

extern char **environ;

struct play_proc {
	pid_t pid;          /* the program, or -1 once reaped */
	int fd;             /* our end of its stdin and stdout */
	double limit;       /* seconds for each answer (and each message) */
	char buf[PLAY_ANSWER_MAX]; /* what it wrote, not yet taken */
	size_t n;
	char *msg;          /* the message being sent */
	size_t nmsg, capmsg;
	const char *doing;  /* what it was asked last, for the messages */
	char doingbuf[96];
};

#define WHY(...) snprintf(why, PLAY_WHY, __VA_ARGS__)

/* now: the monotonic clock in milliseconds. */
static long long
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* left: milliseconds until deadline, for poll (0 once passed). */
static int
left(long long deadline)
{
	long long t = deadline - now();

	return t < 0 ? 0 : t > 1000000000 ? 1000000000 : (int)t;
}

/*
 * gone: the program closed its end: it is killed (it may only have
 * closed its output) and reaped, and why says how it ended.
 */
static void
gone(struct play_proc *pp, char *why)
{
	int st = 0;

	if (pp->pid > 0) {
		kill(pp->pid, SIGKILL);
		while (waitpid(pp->pid, &st, 0) < 0 && errno == EINTR)
			;
		pp->pid = -1;
	}
	if (WIFEXITED(st))
		WHY("exited with status %d %s", WEXITSTATUS(st), pp->doing);
	else if (WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL)
		WHY("closed its output %s", pp->doing);
	else if (WIFSIGNALED(st))
		WHY("crashed (signal %d, %s) %s", WTERMSIG(st),
		    strsignal(WTERMSIG(st)), pp->doing);
	else
		WHY("ended %s", pp->doing);
}

/* put: append n bytes of s to the message being made. */
static void
put(struct play_proc *pp, const char *s, size_t n)
{
	pp->msg = mem_grow(pp->msg, &pp->capmsg, pp->nmsg + n + 1, 1);
	memcpy(pp->msg + pp->nmsg, s, n);
	pp->nmsg += n;
}

/* putf: append printf's text to the message being made. */
static void
putf(struct play_proc *pp, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
static void
putf(struct play_proc *pp, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	int k;

	va_start(ap, fmt);
	k = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	put(pp, buf, k < 0 ? 0 : (size_t)k >= sizeof(buf) ?
	    sizeof(buf) - 1 : (size_t)k);
}

/*
 * flush: send the message whole within the time limit. send() with
 * MSG_NOSIGNAL: a program gone is an error here, never a SIGPIPE that
 * would end the tool.
 */
static int
flush(struct play_proc *pp, char *why)
{
	long long deadline = now() + (long long)(pp->limit * 1000);
	size_t off = 0;
	struct pollfd pfd;
	ssize_t k;

	while (off < pp->nmsg) {
		k = send(pp->fd, pp->msg + off, pp->nmsg - off,
		    MSG_NOSIGNAL | MSG_DONTWAIT);
		if (k > 0) {
			off += (size_t)k;
			continue;
		}
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
			gone(pp, why);
			return -1;
		}
		pfd.fd = pp->fd;
		pfd.events = POLLOUT;
		if (poll(&pfd, 1, left(deadline)) == 0) {
			WHY("did not read what it was sent in %g s %s",
			    pp->limit, pp->doing);
			return -1;
		}
	}
	pp->nmsg = 0;
	return 0;
}

/*
 * line: the program's next line into s (its newline taken off, at most
 * PLAY_ANSWER_MAX - 1 bytes), awaited within the time limit; -1 with
 * why for a program gone, silent too long, flooding or writing more
 * than the one line.
 */
static int
line(struct play_proc *pp, char *s, char *why)
{
	long long deadline = now() + (long long)(pp->limit * 1000);
	struct pollfd pfd;
	char *nl;
	ssize_t k;
	size_t len;

	while (!(nl = memchr(pp->buf, '\n', pp->n))) {
		if (pp->n == sizeof(pp->buf)) {
			WHY("flooded its output: an answer longer than %d "
			    "bytes %s", PLAY_ANSWER_MAX - 1, pp->doing);
			return -1;
		}
		pfd.fd = pp->fd;
		pfd.events = POLLIN;
		if (poll(&pfd, 1, left(deadline)) == 0) {
			WHY("gave no answer in %g s %s", pp->limit,
			    pp->doing);
			return -1;
		}
		k = recv(pp->fd, pp->buf + pp->n, sizeof(pp->buf) - pp->n,
		    MSG_DONTWAIT);
		if (k == 0 || (k < 0 && errno != EINTR && errno != EAGAIN &&
		    errno != EWOULDBLOCK)) {
			gone(pp, why);
			return -1;
		}
		if (k > 0)
			pp->n += (size_t)k;
	}
	len = (size_t)(nl - pp->buf);
	if (len + 1 < pp->n) {
		WHY("wrote more than its one answer line %s", pp->doing);
		return -1;
	}
	memcpy(s, pp->buf, len);
	s[len] = '\0';
	pp->n = 0;
	return 0;
}

/*
 * quiet: nothing written since the last answer; a program that writes
 * when not asked is out of step (or flooding), one that closed is gone.
 */
static int
quiet(struct play_proc *pp, char *why)
{
	struct pollfd pfd = { .fd = pp->fd, .events = POLLIN };
	char c;
	ssize_t k;

	if (poll(&pfd, 1, 0) == 0)
		return 0;
	k = recv(pp->fd, &c, 1, MSG_DONTWAIT | MSG_PEEK);
	if (k > 0) {
		WHY("wrote unasked, found %s", pp->doing);
		return -1;
	}
	if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
		return 0;
	gone(pp, why);
	return -1;
}

/* spawn: path on a new socket that is its stdin and stdout, stderr
 * discarded; 0, or -1 with why. */
static int
spawn(struct play_proc *pp, const char *path, char *why)
{
	posix_spawn_file_actions_t fa;
	posix_spawnattr_t at;
	sigset_t none, def;
	char *argv[2];
	int sv[2], rc;

	if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) < 0) {
		WHY("cannot be started: %s", strerror(errno));
		return -1;
	}
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, sv[1], 0);
	posix_spawn_file_actions_adddup2(&fa, sv[1], 1);
	posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
	/*
	 * Nothing else of ours: the deck, the certificate's temporary
	 * file, a pipe downstream (whose reader would wait for a bot that
	 * holds its end) stay ours.
	 */
	posix_spawn_file_actions_addclosefrom_np(&fa, 3);
	posix_spawnattr_init(&at);
	sigemptyset(&none);
	sigemptyset(&def);
	sigaddset(&def, SIGPIPE);
	posix_spawnattr_setsigmask(&at, &none);
	posix_spawnattr_setsigdefault(&at, &def);
	posix_spawnattr_setflags(&at, POSIX_SPAWN_SETSIGMASK |
	    POSIX_SPAWN_SETSIGDEF);
	argv[0] = (char *)path;
	argv[1] = NULL;
	rc = posix_spawn(&pp->pid, path, &fa, &at, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	posix_spawnattr_destroy(&at);
	close(sv[1]);
	if (rc != 0) {
		close(sv[0]);
		pp->pid = -1;
		WHY("cannot be started: %s", strerror(rc));
		return -1;
	}
	pp->fd = sv[0];
	return 0;
}

/* name_ok: a bot's name: 1 to 31 of [A-Za-z0-9_.-]. */
static int
name_ok(const char *s)
{
	size_t i;

	for (i = 0; s[i]; i++)
		if (!(s[i] >= 'a' && s[i] <= 'z') &&
		    !(s[i] >= 'A' && s[i] <= 'Z') &&
		    !(s[i] >= '0' && s[i] <= '9') && !strchr("_.-", s[i]))
			return 0;
	return i >= 1 && i <= 31;
}

struct play_proc *
play_proc_open(const char *path, double limit, char *name, size_t namelen,
    char *why)
{
	struct play_proc *pp;
	char s[PLAY_ANSWER_MAX];
	struct stat st;
	int rc;

	if (stat(path, &st) < 0) {
		WHY("cannot be started: %s", strerror(errno));
		return NULL;
	}
	if (!S_ISREG(st.st_mode) || access(path, X_OK) < 0) {
		WHY("is not a program (nor a built-in bot's name, nor a .so)");
		return NULL;
	}
	pp = mem_calloc(1, sizeof(*pp));
	pp->limit = limit;
	pp->fd = -1;
	pp->pid = -1;
	pp->doing = "at the handshake";
	if (spawn(pp, path, why) < 0) {
		play_proc_close(pp);
		return NULL;
	}
	putf(pp, "boardpress-bot 1\n");
	rc = flush(pp, why);
	if (rc == 0)
		rc = line(pp, s, why);
	if (rc == 0 && (strncmp(s, "boardpress-bot 1 ", 17) != 0 ||
	    !name_ok(s + 17))) {
		WHY("answered the handshake with something else than "
		    "\"boardpress-bot 1 NAME\"");
		rc = -1;
	}
	if (rc < 0) {
		play_proc_close(pp);
		return NULL;
	}
	snprintf(name, namelen, "%s", s + 17);
	return pp;
}

int
play_proc_start(struct play_proc *pp, const struct play_view *v,
    char *why)
{
	pp->doing = "when told of the board";
	putf(pp, "board %s %s %d %zu\n", v->kind, v->board_id, v->seats,
	    v->board_len);
	put(pp, v->board_xml, v->board_len);
	put(pp, "\n", 1);
	return flush(pp, why);
}

int
play_proc_choose(struct play_proc *pp, const struct play_ask *a, size_t *k,
    char *why)
{
	char s[PLAY_ANSWER_MAX], whyp[160];
	size_t i;

	snprintf(pp->doingbuf, sizeof(pp->doingbuf),
	    "when asked for a move (game %u, turn %u)", a->number, a->turn);
	pp->doing = pp->doingbuf;
	if (quiet(pp, why) < 0)
		return -1;
	putf(pp, "ask %u %u %d %llu\nstate ", a->number, a->turn,
	    a->seat + 1, (unsigned long long)a->seed);
	put(pp, a->state, strlen(a->state));
	putf(pp, "\nmoves %zu", a->nmoves);
	for (i = 0; i < a->nmoves; i++) {
		put(pp, " ", 1);
		put(pp, a->moves[i], strlen(a->moves[i]));
	}
	put(pp, "\n", 1);
	if (flush(pp, why) < 0 || line(pp, s, why) < 0)
		return -1;
	if (play_answer_parse(s, strlen(s), a->nmoves, k, whyp,
	    sizeof(whyp)) < 0) {
		WHY("%s %s", whyp, pp->doing);
		return -1;
	}
	return 0;
}

int
play_proc_over(struct play_proc *pp, uint32_t number, const double *share,
    int seats, char *why)
{
	int i;

	pp->doing = "when told a game was over";
	putf(pp, "over %u", number);
	for (i = 0; i < seats; i++)
		putf(pp, " %.6g", share[i]);
	put(pp, "\n", 1);
	return flush(pp, why);
}

int
play_proc_stop(struct play_proc *pp, const char *board_id, char *why)
{
	pp->doing = "when told the board was done";
	if (quiet(pp, why) < 0)
		return -1;
	putf(pp, "done %s\n", board_id);
	return flush(pp, why);
}

void
play_proc_close(struct play_proc *pp)
{
	long long deadline;
	struct pollfd pfd;
	char buf[4096];
	ssize_t k;

	if (!pp)
		return;
	if (pp->fd >= 0 && pp->pid > 0) {
		/*
		 * quit, then its output read to its end within the time
		 * limit (a program that goes on is killed all the same).
		 */
		pp->nmsg = 0;
		put(pp, "quit\n", 5);
		send(pp->fd, pp->msg, pp->nmsg, MSG_NOSIGNAL | MSG_DONTWAIT);
		shutdown(pp->fd, SHUT_WR);
		deadline = now() + (long long)(pp->limit * 1000);
		for (;;) {
			pfd.fd = pp->fd;
			pfd.events = POLLIN;
			if (now() >= deadline ||
			    poll(&pfd, 1, left(deadline)) <= 0)
				break;
			k = recv(pp->fd, buf, sizeof(buf), MSG_DONTWAIT);
			if (k == 0 || (k < 0 && errno != EINTR &&
			    errno != EAGAIN))
				break;
		}
	}
	if (pp->pid > 0) {
		kill(pp->pid, SIGKILL);
		while (waitpid(pp->pid, NULL, 0) < 0 && errno == EINTR)
			;
	}
	if (pp->fd >= 0)
		close(pp->fd);
	free(pp->msg);
	free(pp);
}
