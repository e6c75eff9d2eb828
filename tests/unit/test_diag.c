/* test_diag.c: one-line messages with file, line, board and check. */
#include "testutil.h"

#include "core/diag.h"

static void
format_and_status(void **state)
{
	struct diag d;
	char buf[256];

	diag_init(&d);
	assert_int_equal(diag_status(&d), DIAG_OK);
	diag_add(&d, DIAG_INVALID, "deck.xml", 42, "star-000042",
	    "clarity.crossing", "two edges cross (n3-n9, n4-n8)");
	assert_string_equal(diag_format(&d.v[0], buf, sizeof(buf)),
	    "deck.xml:42: board star-000042: two edges cross (n3-n9, n4-n8) "
	    "[clarity.crossing]");
	assert_int_equal(diag_status(&d), DIAG_INVALID);
	diag_add(&d, DIAG_FATAL, "r.rules", 0, NULL, NULL, "bad\nthing %d", 2);
	assert_string_equal(diag_format(&d.v[1], buf, sizeof(buf)),
	    "r.rules: bad thing 2");
	assert_int_equal(diag_status(&d), DIAG_FATAL);
	diag_clear(&d);
	assert_int_equal(d.n, 0);
	diag_fini(&d);
}

/* Whatever a board id or a file name carries, a message stays one line. */
static void
controls_in_every_part(void **state)
{
	struct diag d;
	char buf[256];

	diag_init(&d);
	diag_add(&d, DIAG_FATAL, "a\nb.xml", 3, "id\n\033[2J", "c\tk",
	    "m\rx");
	assert_string_equal(diag_format(&d.v[0], buf, sizeof(buf)),
	    "a b.xml:3: board id ?[2J: m x [c k]");
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(format_and_status),
    cmocka_unit_test(controls_in_every_part))
