/* rfile.h: a file the tools require to be regular, opened without blocking
 * and checked before a byte of it is read. */
#ifndef BP_RFILE_H
#define BP_RFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* No bound on the size (a file read line by line, in a bounded buffer). */
#define RFILE_ANY UINT64_MAX

enum rfile_status {
	RFILE_OK,
	RFILE_OPEN,   /* cannot open it (err: errno) */
	RFILE_FOLDER, /* a folder */
	RFILE_OTHER,  /* a FIFO, a socket, a device: not a regular file */
	RFILE_LARGE,  /* larger than the bound */
	RFILE_READ    /* a read error (err), or it grew while read */
};

/* What the helper found: for the caller's one line. */
struct rfile {
	enum rfile_status status;
	int err;          /* errno, for RFILE_OPEN and RFILE_READ */
	uint64_t size;    /* the file's size when it was opened */
	const char *why;  /* the reason, for the one line: strerror's text,
	                   * "a folder, not a file", "not a regular file",
	                   * "too large", "cannot be read (did it change
	                   * while read?)"; "" when RFILE_OK */
};

/*
 * rfile_open: path opened for reading (rw 1: for reading and writing)
 * when it is a regular file of at most max bytes; the descriptor
 * (close-on-exec, still O_NONBLOCK: a regular file of the kernel's whose
 * read would wait, /proc/kmsg, says EAGAIN instead), or -1 with rf
 * saying why. It is opened
 * with O_NONBLOCK and checked with fstat before anything is read, so a
 * FIFO, a device or a folder is refused at once, never waited on; the
 * caller owns the descriptor.
 */
int rfile_open(const char *path, int rw, uint64_t max, struct rfile *rf);

/*
 * rfile_fopen: as rfile_open, as a stream of mode ("r", "rb", "r+b": a
 * '+' opens it for writing too). NULL with rf saying why; the caller
 * fcloses the stream.
 */
FILE *rfile_fopen(const char *path, const char *mode, uint64_t max,
    struct rfile *rf);

/*
 * rfile_read: the whole regular file path of at most max bytes, read
 * into a buffer of its length plus a NUL (*len excludes it); the caller
 * frees it. NULL with rf saying why: also when the file grows past max,
 * or changes size, while it is read.
 */
void *rfile_read(const char *path, size_t max, size_t *len, struct rfile *rf);

#endif
