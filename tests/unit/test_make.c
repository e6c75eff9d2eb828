/* test_make.c: attempts, and batches that do not depend on threads. */
#include "testutil.h"

#include <stdlib.h>

#include "tool/make_batch.h"

static struct rules R;

static int
setup(void **state)
{
	return tu_rules(&R);
}

static int
teardown(void **state)
{
	rules_fini(&R);
	return 0;
}

/* batch: seeds 1..count on threads workers, into memory. */
static char *
batch(int threads, uint64_t count, size_t *len)
{
	struct make_batch mb;
	struct deck_writer *w;
	struct board proto;
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);

	board_init(&proto);
	snprintf(proto.rules, sizeof(proto.rules), "%s", R.id);
	snprintf(proto.paper, sizeof(proto.paper), "A4");
	proto.players = 5;
	proto.width = 297;
	proto.height = 210;
	memset(&mb, 0, sizeof(mb));
	mb.r = &R;
	mb.proto = &proto;
	mb.seed = 1;
	mb.count = count;
	mb.threads = threads;
	w = deck_writer_new(f);
	assert_int_equal(deck_writer_begin(w, &R), 0);
	assert_int_equal(make_batch_run(&mb, w), 0);
	assert_int_equal(deck_writer_end(w), 0);
	deck_writer_free(w);
	fclose(f);
	board_fini(&proto);
	return buf;
}

static void
threads_do_not_change_bytes(void **state)
{
	size_t n1, n3;
	char *a = batch(1, 100, &n1), *b = batch(3, 100, &n3);
	const char *p;
	int boards = 0;

	assert_int_equal(n1, n3);
	assert_memory_equal(a, b, n1);
	for (p = a; (p = strstr(p, "<board ")); p++)
		boards++;
	assert_int_equal(boards, 100);
	free(a);
	free(b);
}

static void
attempts_start_where_asked(void **state)
{
	struct board b;
	struct diag d;

	board_init(&b);
	diag_init(&d);
	snprintf(b.rules, sizeof(b.rules), "%s", R.id);
	b.seed = 3;
	b.players = 4;
	b.width = 297;
	b.height = 210;
	b.attempt = 5;
	board_set_id(&b);
	assert_int_equal(make_structure(&b, &R, 50, &d), 0);
	assert_int_equal(b.attempt, 5);
	b.attempt = 50;
	assert_int_equal(make_structure(&b, &R, 50, &d), -1);
	board_fini(&b);
	diag_fini(&d);
}

TEST_MAIN(setup, teardown,
    cmocka_unit_test(threads_do_not_change_bytes),
    cmocka_unit_test(attempts_start_where_asked))
