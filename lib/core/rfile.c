/* rfile.c: regular files opened without blocking, checked, then read. */
#include "core/rfile.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/mem.h"

/* fail: rf says status (with errno e); -1. */
static int
fail(struct rfile *rf, enum rfile_status status, int e)
{
	static const char *const text[] = {
		[RFILE_FOLDER] = "a folder, not a file",
		[RFILE_OTHER] = "not a regular file",
		[RFILE_LARGE] = "too large",
		[RFILE_READ] = "cannot be read (did it change while read?)",
	};

	rf->status = status;
	rf->err = e;
	rf->why = e ? strerror(e) : text[status];
	return -1;
}

int
rfile_open(const char *path, int rw, uint64_t max, struct rfile *rf)
{
	struct stat st;
	int fd, e;

	memset(rf, 0, sizeof(*rf));
	rf->why = "";
	/* O_NONBLOCK: opening a FIFO with no writer (or a serial line)
	 * returns at once, so what it is can be asked before any read. */
	fd = open(path, (rw ? O_RDWR : O_RDONLY) | O_NONBLOCK | O_NOCTTY |
	    O_CLOEXEC);
	if (fd < 0) {
		/* A folder opened for writing says EISDIR: the same line as
		 * a folder opened for reading. */
		if (errno == EISDIR)
			return fail(rf, RFILE_FOLDER, 0);
		return fail(rf, RFILE_OPEN, errno);
	}
	if (fstat(fd, &st) != 0) {
		e = errno;
		close(fd);
		return fail(rf, RFILE_OPEN, e);
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		return fail(rf, S_ISDIR(st.st_mode) ? RFILE_FOLDER :
		    RFILE_OTHER, 0);
	}
	rf->size = (uint64_t)st.st_size;
	if (rf->size > max) {
		close(fd);
		return fail(rf, RFILE_LARGE, 0);
	}
	/*
	 * O_NONBLOCK stays: a regular file's reads never wait on it, but a
	 * few regular files of the kernel's do (/proc/kmsg waits for the
	 * next kernel message), and with it they answer EAGAIN, a read
	 * error, rather than hang the tool.
	 */
	return fd;
}

FILE *
rfile_fopen(const char *path, const char *mode, uint64_t max,
    struct rfile *rf)
{
	int fd = rfile_open(path, strchr(mode, '+') != NULL, max, rf);
	FILE *f;

	if (fd < 0)
		return NULL;
	if (!(f = fdopen(fd, mode))) {
		fail(rf, RFILE_OPEN, errno);
		close(fd);
	}
	return f;
}

void *
rfile_read(const char *path, size_t max, size_t *len, struct rfile *rf)
{
	int fd = rfile_open(path, 0, max, rf);
	size_t n = 0, want;
	ssize_t k;
	char *buf;

	*len = 0;
	if (fd < 0)
		return NULL;
	/* The size fstat gave, and one byte more to see that it has not
	 * grown; never more than max. */
	want = (size_t)rf->size + 1;
	buf = mem_alloc(want + 1);
	while (n < want) {
		k = read(fd, buf + n, want - n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0) {
			fail(rf, RFILE_READ, errno);
			break;
		}
		if (k == 0)
			break;
		n += (size_t)k;
	}
	close(fd);
	if (rf->status == RFILE_OK && n != (size_t)rf->size)
		fail(rf, RFILE_READ, 0);
	if (rf->status != RFILE_OK) {
		free(buf);
		return NULL;
	}
	buf[n] = '\0';
	*len = n;
	return buf;
}
