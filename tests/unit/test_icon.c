/* test_icon.c: finding an icon's file: NAME.svg in the icon folder, and
 * nothing else (the old NAME.icon text format is not read). */
#include "testutil.h"

#include <stdlib.h>
#include <unistd.h>

#include "icon/icon.h"

static char dir[] = "/tmp/bp-icon-XXXXXX";

static void
write_file(const char *name, const char *text)
{
	char path[256];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
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
	write_file("ok.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "viewBox=\"0 0 100 100\">\n<circle cx=\"50\" cy=\"50\" r=\"30\" "
	    "stroke=\"black\" stroke-width=\"4\"/>\n<polygon points=\"40,40 "
	    "60,40 50,60\" fill=\"white\"/>\n</svg>\n");
	icon_init(&ic);
	diag_init(&d);
	assert_int_equal(icon_load(&ic, dir, "ok", &d), 0);
	assert_string_equal(ic.name, "ok");
	assert_int_equal(ic.nop, 2);
	assert_int_equal(ic.op[0].shape, ICON_CIRCLE);
	assert_int_equal(ic.op[0].paint, ICON_FILL | ICON_STROKE);
	assert_near(ic.op[0].width, 4, 0);
	assert_int_equal(ic.op[1].light, 1);
	icon_fini(&ic);
	diag_fini(&d);
}

static void
mistakes(void **state)
{
	struct icon ic;
	struct diag d;
	char want[300];

	/* A mistake names the file and line. */
	write_file("bad.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" "
	    "viewBox=\"0 0 100 100\">\n\n<text>x</text></svg>\n");
	icon_init(&ic);
	diag_init(&d);
	assert_int_equal(icon_load(&ic, dir, "bad", &d), -1);
	snprintf(want, sizeof(want), "%s/bad.svg", dir);
	assert_string_equal(d.v[0].file, want);
	assert_int_equal(d.v[0].line, 3);
	assert_int_equal(ic.nop, 0);
	diag_fini(&d);
	/* An icon in the old text format only is missing. */
	write_file("old.icon", "both circle 50 50 30\n");
	diag_init(&d);
	assert_int_equal(icon_load(&ic, dir, "old", &d), -1);
	assert_non_null(strstr(d.v[0].msg, "cannot open icon"));
	diag_fini(&d);
	icon_fini(&ic);
	assert_int_equal(system("rm -rf /tmp/bp-icon-*"), 0);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(loads),
    cmocka_unit_test(mistakes))
