/* test_rfile.c: regular files read; a FIFO, a folder, a file too large or
 * missing refused at once, each with its reason. */
#include "testutil.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "core/rfile.h"

/* A folder of the test's own, and a path in it. */
static char dir[] = "/tmp/test_rfile.XXXXXX";

static const char *
at(const char *name)
{
	static char path[256];

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	return path;
}

static void
put(const char *name, const char *text)
{
	FILE *f = fopen(at(name), "wb");

	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

static int
setup(void **state)
{
	(void)state;
	if (!mkdtemp(dir))
		return -1;
	put("text", "hello\n");
	put("empty", "");
	return mkfifo(at("fifo"), 0600) || mkdir(at("sub"), 0700);
}

static int
teardown(void **state)
{
	(void)state;
	unlink(at("text"));
	unlink(at("empty"));
	unlink(at("fifo"));
	rmdir(at("sub"));
	return rmdir(dir);
}

static void
reads_whole(void **state)
{
	struct rfile rf;
	size_t n;
	char *b = rfile_read(at("text"), 6, &n, &rf);

	(void)state;
	assert_non_null(b);
	assert_int_equal(rf.status, RFILE_OK);
	assert_int_equal(n, 6);
	assert_string_equal(b, "hello\n");
	free(b);
	b = rfile_read(at("empty"), 0, &n, &rf);
	assert_non_null(b);
	assert_int_equal(n, 0);
	assert_string_equal(b, "");
	free(b);
}

/* A FIFO with no writer: opened without waiting, refused. */
static void
refuses(void **state)
{
	struct rfile rf;
	size_t n;

	(void)state;
	assert_null(rfile_read(at("fifo"), 100, &n, &rf));
	assert_int_equal(rf.status, RFILE_OTHER);
	assert_string_equal(rf.why, "not a regular file");
	assert_int_equal(rfile_open(at("fifo"), 1, RFILE_ANY, &rf), -1);
	assert_int_equal(rf.status, RFILE_OTHER);
	assert_null(rfile_fopen(at("sub"), "rb", RFILE_ANY, &rf));
	assert_int_equal(rf.status, RFILE_FOLDER);
	assert_string_equal(rf.why, "a folder, not a file");
	assert_null(rfile_fopen(at("sub"), "r+b", RFILE_ANY, &rf));
	assert_int_equal(rf.status, RFILE_FOLDER);
	assert_null(rfile_read(at("text"), 5, &n, &rf));
	assert_int_equal(rf.status, RFILE_LARGE);
	assert_int_equal(rf.size, 6);
	assert_null(rfile_read(at("none"), 5, &n, &rf));
	assert_int_equal(rf.status, RFILE_OPEN);
	assert_int_equal(rf.err, ENOENT);
	assert_string_equal(rf.why, strerror(ENOENT));
	assert_null(rfile_read("/dev/null", 5, &n, &rf));
	assert_int_equal(rf.status, RFILE_OTHER);
}

/* The stream is blocking again and writable with '+'. */
static void
streams(void **state)
{
	struct rfile rf;
	FILE *f = rfile_fopen(at("text"), "r+b", 6, &rf);
	char b[8];
	size_t n;
	char *all;

	(void)state;
	assert_non_null(f);
	assert_int_equal(fread(b, 1, 5, f), 5);
	assert_int_equal(fseek(f, 0, SEEK_SET), 0);
	assert_int_equal(fputc('J', f), 'J');
	assert_int_equal(fclose(f), 0);
	all = rfile_read(at("text"), 6, &n, &rf);
	assert_string_equal(all, "Jello\n");
	free(all);
}

TEST_MAIN(setup, teardown,
    cmocka_unit_test(reads_whole),
    cmocka_unit_test(refuses),
    cmocka_unit_test(streams))
