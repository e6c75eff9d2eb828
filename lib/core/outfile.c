/* outfile.c: write beside, then rename into place; devices directly. */
#include "core/outfile.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* The stdio buffer of a file written. */
#define OUTFILE_BUF (1 << 18)

/*
 * buffer: of->f writes 256 KiB at a time, not st_blksize's 4 KiB (the
 * merge of a 1,000-board deck made 1,704 write calls, 18 ms of its 45).
 * glibc takes a size only with a buffer, so the buffer is ours, freed
 * when the file is closed; without one (no memory) stdio's is kept.
 */
static void
buffer(struct outfile *of)
{
	of->buf = malloc(OUTFILE_BUF);
	if (of->buf && setvbuf(of->f, of->buf, _IOFBF, OUTFILE_BUF) != 0) {
		free(of->buf);
		of->buf = NULL;
	}
}

int
outfile_open(struct outfile *of, const char *path)
{
	struct stat st;
	int fd;

	memset(of, 0, sizeof(*of));
	if (snprintf(of->path, sizeof(of->path), "%s", path) >=
	    (int)sizeof(of->path) || snprintf(of->tmp, sizeof(of->tmp),
	    "%s.XXXXXX", path) >= (int)sizeof(of->tmp)) {
		errno = ENAMETOOLONG;
		return -1;
	}
	/* lstat: renaming over a symbolic link would replace the link. */
	if (lstat(path, &st) == 0 && !S_ISREG(st.st_mode)) {
		of->tmp[0] = '\0';
		of->f = fopen(path, "wb");
		if (of->f)
			buffer(of);
		return of->f ? 0 : -1;
	}
	fd = mkstemp(of->tmp);
	if (fd < 0)
		return -1;
	if (!(of->f = fdopen(fd, "wb"))) {
		int e = errno;

		close(fd);
		unlink(of->tmp);
		errno = e;
		return -1;
	}
	buffer(of);
	return 0;
}

int
outfile_finish(struct outfile *of)
{
	int bad = fflush(of->f) != 0 || ferror(of->f);
	int e = bad ? errno : 0;

	/* A device or FIFO is not synced: fsync would fail on most. */
	if (!bad && of->tmp[0] && fsync(fileno(of->f)) != 0) {
		bad = 1;
		e = errno;
	}
	if (fclose(of->f) != 0 && !bad) {
		bad = 1;
		e = errno;
	}
	free(of->buf);
	of->buf = NULL;
	of->f = NULL;
	of->bad = bad;
	errno = e ? e : EIO;
	return bad ? -1 : 0;
}

int
outfile_commit(struct outfile *of, int discard)
{
	int bad = of->bad, e = 0;

	if (!of->tmp[0])
		return bad ? -1 : 0;
	if (!bad && !discard && (chmod(of->tmp, 0644) != 0 ||
	    rename(of->tmp, of->path) != 0)) {
		bad = 1;
		e = errno;
	}
	if (bad || discard)
		unlink(of->tmp);
	of->tmp[0] = '\0';
	errno = e ? e : EIO;
	return bad ? -1 : 0;
}

int
outfile_close(struct outfile *of, int discard)
{
	int e;

	if (outfile_finish(of) < 0) {
		e = errno;
		outfile_commit(of, 1);
		errno = e;
		return -1;
	}
	return outfile_commit(of, discard);
}
