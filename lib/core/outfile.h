/* outfile.h: an output file that appears whole or not at all. */
#ifndef BP_OUTFILE_H
#define BP_OUTFILE_H

#include <limits.h>
#include <stdio.h>

struct outfile {
	FILE *f;             /* write here between open and close */
	char path[PATH_MAX]; /* the name asked for */
	char tmp[PATH_MAX];  /* the temporary file beside it, or "" */
	int bad;             /* outfile_finish failed */
	char *buf;           /* f's stdio buffer, or NULL: stdio's own */
};

/*
 * outfile_open: start writing path. A regular file (or a name not yet
 * taken) is written to a temporary file beside it, renamed into place by
 * outfile_close, so a failed run leaves no partial file under the name.
 * Anything else that exists (a device such as /dev/full, a FIFO, a
 * symbolic link such as /dev/stdout) is written directly: renaming over it
 * would replace the device or the link itself. Returns 0, or -1 with
 * errno set (nothing to close then).
 */
int outfile_open(struct outfile *of, const char *path);

/*
 * outfile_close: flush, sync and close; then rename into place, or, with
 * discard or after a write error, remove the temporary file. Returns 0,
 * or -1 with errno set when anything could not be written.
 */
int outfile_close(struct outfile *of, int discard);

/*
 * outfile_close in two steps, so that several files can appear together:
 * outfile_finish flushes, syncs and closes (returns 0, or -1 with errno
 * set); outfile_commit then renames the temporary file into place, or
 * removes it with discard or after a failed finish (returns 0, or -1 with
 * errno set). A file written directly (a device) has nothing to commit.
 */
int outfile_finish(struct outfile *of);
int outfile_commit(struct outfile *of, int discard);

#endif
