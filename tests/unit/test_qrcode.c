/* test_qrcode.c: QR codes as a grid: sizes, the finder patterns, limits. */
#include "testutil.h"

#include <string.h>

#include "core/diag.h"
#include "core/qrcode.h"

/* finder: the 7 x 7 finder pattern with its top left corner at (x, y):
 * a dark ring, a light ring, a dark 3 x 3 centre. */
static void
finder(const struct qrcode *q, int x, int y)
{
	int i, j, ring;

	for (j = 0; j < 7; j++) {
		for (i = 0; i < 7; i++) {
			ring = i < j ? i : j;
			ring = ring < 6 - i ? ring : 6 - i;
			ring = ring < 6 - j ? ring : 6 - j;
			assert_int_equal(q->dark[(y + j) * q->width + x + i],
			    ring != 1);
		}
	}
}

static void
board_value(void **state)
{
	struct qrcode q, again;
	struct diag d;

	diag_init(&d);
	assert_int_equal(qrcode_make(&q, "BP1:lanternfall-000731:cf770524:1/1",
	    7, &d), 0);
	assert_int_equal(d.n, 0);
	/* 36 bytes at level M: version 3 holds 42 in byte mode. */
	assert_true(q.version >= 1 && q.version <= 3);
	assert_int_equal(q.width, 17 + 4 * q.version);
	finder(&q, 0, 0);
	finder(&q, q.width - 7, 0);
	finder(&q, 0, q.width - 7);
	/* The same text, the same code. */
	assert_int_equal(qrcode_make(&again,
	    "BP1:lanternfall-000731:cf770524:1/1", 7, &d), 0);
	assert_int_equal(again.width, q.width);
	assert_memory_equal(again.dark, q.dark, (size_t)q.width * q.width);
	qrcode_fini(&again);
	qrcode_fini(&q);
	assert_int_equal(q.width, 0);
	assert_null(q.dark);
	diag_fini(&d);
}

static void
limits(void **state)
{
	struct qrcode q;
	struct diag d;
	char text[200];

	diag_init(&d);
	/* Version 1 at level M holds 14 bytes: 40 need more. */
	memset(text, 'x', 40);
	text[40] = '\0';
	assert_int_equal(qrcode_make(&q, text, 1, &d), -1);
	assert_int_equal(d.n, 1);
	assert_int_equal(d.v[0].status, DIAG_INVALID);
	assert_non_null(strstr(d.v[0].msg, "at most 1 fits"));
	assert_int_equal(q.width, 0);
	assert_null(q.dark);
	/* No version holds 8,000 bytes. */
	diag_clear(&d);
	{
		static char big[8001];

		memset(big, 'x', 8000);
		assert_int_equal(qrcode_make(&q, big, 40, &d), -1);
		assert_int_equal(d.n, 1);
		assert_int_equal(d.v[0].status, DIAG_INVALID);
		assert_non_null(strstr(d.v[0].msg, "too long"));
	}
	/* An empty text is a caller's mistake. */
	diag_clear(&d);
	assert_int_equal(qrcode_make(&q, "", 7, &d), -1);
	assert_int_equal(d.v[0].status, DIAG_FATAL);
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(board_value),
    cmocka_unit_test(limits))
