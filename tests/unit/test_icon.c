/* test_icon.c: reading icon files, and their mistakes with file:line. */
#include "testutil.h"

#include <stdlib.h>
#include <unistd.h>

#include "print/icon.h"

static char dir[] = "/tmp/bp-icon-XXXXXX";

static void
write_icon(const char *name, const char *text)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s.icon", dir, name);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void
loads(void **state)
{
	struct icon ic;
	struct diag d;

	assert_non_null(mkdtemp(dir));
	write_icon("ok", "# a test\nwidth 4\nboth circle 50 50 30\nink light\n"
	    "fill poly 40 40 60 40 50 60\nstroke arc 50 50 20 0 180\n");
	icon_init(&ic);
	diag_init(&d);
	assert_int_equal(icon_load(&ic, dir, "ok", &d), 0);
	assert_int_equal(ic.nop, 3);
	assert_int_equal(ic.op[0].shape, ICON_CIRCLE);
	assert_int_equal(ic.op[0].paint, ICON_FILL | ICON_STROKE);
	assert_near(ic.op[0].width, 4, 0);
	assert_int_equal(ic.op[1].light, 1);
	assert_int_equal(ic.op[1].nv, 6);
	icon_fini(&ic);
	diag_fini(&d);
}

static void
mistakes(void **state)
{
	static const struct {
		const char *text, *says;
		unsigned line;
	} m[] = {
		{ "fill blob 1 2\n", "unknown shape", 1 },
		{ "width 3\nfill circle 1 2\n", "takes 3 numbers", 2 },
		{ "fill poly 1 2 3 4 5\n", "at least 6", 1 },
		{ "fill line 1 2 3 4\n", "only be stroked", 1 },
		{ "stroke circle 1 2 x\n", "not a number", 1 },
		{ "paint circle 1 2 3\n", "unknown command", 1 },
		{ "# nothing\n", "draws nothing", 0 },
	};
	struct icon ic;
	struct diag d;
	size_t i;

	for (i = 0; i < sizeof(m) / sizeof(m[0]); i++) {
		write_icon("bad", m[i].text);
		icon_init(&ic);
		diag_init(&d);
		assert_int_equal(icon_load(&ic, dir, "bad", &d), -1);
		if (!strstr(d.v[0].msg, m[i].says) || d.v[0].line != m[i].line)
			fail_msg("case %zu: %u: %s", i, d.v[0].line,
			    d.v[0].msg);
		icon_fini(&ic);
		diag_fini(&d);
	}
	diag_init(&d);
	assert_int_equal(icon_load(&ic, dir, "missing", &d), -1);
	diag_fini(&d);
	icon_fini(&ic);
	assert_int_equal(system("rm -rf /tmp/bp-icon-*"), 0);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(loads),
    cmocka_unit_test(mistakes))
