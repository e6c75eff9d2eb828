/* test_dungeon_draw.c: a dungeon page, its icons, and the same bytes. */
#define _GNU_SOURCE
#include "testutil.h"

#include <stdlib.h>

#include "sheet/draw.h"
#include "tu_dungeon.h"

#define FONT BP_TOP "/fonts/DejaVuSans.ttf"

/* page: board seed drawn on a page of its own; the PDF's bytes. */
static char *
page(const struct rules *r, uint64_t seed, const char *icondir, int *rc,
    struct diag *d, size_t *len)
{
	struct draw_opts o = { .bleed = 3 };
	struct draw_icons icons;
	struct board b;
	struct pdf *p;
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);

	board_init(&b);
	tu_dungeon_board(&b, r, seed, 4, 1);
	draw_icons_init(&icons, icondir);
	o.icons = &icons;
	p = pdf_new(FONT, d);
	assert_non_null(p);
	*rc = draw_board(p, &b, r, &o, d);
	if (*rc == 0)
		assert_int_equal(pdf_write(p, f, d), 0);
	fclose(f);
	pdf_free(p);
	draw_icons_fini(&icons);
	board_fini(&b);
	return buf;
}

static void
draws_the_same_bytes(void **state)
{
	struct rules r;
	struct diag d;
	size_t n1, n2;
	char *a, *b;
	int rc;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	diag_init(&d);
	a = page(&r, 5, BP_TOP "/icons", &rc, &d, &n1);
	assert_int_equal(rc, 0);
	b = page(&r, 5, BP_TOP "/icons", &rc, &d, &n2);
	assert_int_equal(rc, 0);
	assert_true(n1 > 2000);
	assert_int_equal(n1, n2);
	assert_memory_equal(a, b, n1);
	assert_non_null(memmem(a, n1, "/TrimBox", 8));
	assert_int_equal(d.n, 0);
	free(a);
	free(b);
	diag_fini(&d);
	rules_fini(&r);
}

static void
a_missing_icon_is_an_error(void **state)
{
	struct rules r;
	struct diag d;
	size_t n;
	char *a;
	int rc;

	assert_int_equal(tu_dungeon_rules(&r), 0);
	diag_init(&d);
	a = page(&r, 5, "/nonexistent", &rc, &d, &n);
	assert_int_equal(rc, -1);
	assert_true(d.n >= 1);
	assert_non_null(strstr(d.v[0].file ? d.v[0].file : d.v[0].msg,
	    "/nonexistent"));
	free(a);
	diag_fini(&d);
	rules_fini(&r);
}

/* A legend too long for one line at 7 pt is set on two at 6 pt. */
static void
a_long_legend(void **state)
{
	static const char *const icons[] = { "key", "treasure", "monster",
		"trap", "potion" };
	char text[4096], *at = text;
	struct rules r;
	struct diag d;
	size_t n, i;
	char *a;
	int rc;

	at += sprintf(at, "[rules]\nid t\nkind dungeon\n[board]\ncols 60\n"
	    "rows 36\n");
	for (i = 0; i < 12; i++)
		at += sprintf(at, "[feature f%zu]\ntitle A rather long name %zu\n"
		    "icon %s\nspacing 1\n", i, i, icons[i % 5]);
	assert_int_equal(tu_dungeon_text(&r, &d, text), 0);
	a = page(&r, 2, BP_TOP "/icons", &rc, &d, &n);
	assert_int_equal(rc, 0);
	assert_true(n > 2000);
	free(a);
	diag_fini(&d);
	rules_fini(&r);
}

static void
icons_are_read_once(void **state)
{
	struct draw_icons s;
	struct diag d;
	const struct icon *a, *b;

	diag_init(&d);
	draw_icons_init(&s, BP_TOP "/icons");
	a = draw_icons_get(&s, "treasure", &d);
	assert_non_null(a);
	assert_string_equal(a->name, "treasure");
	assert_non_null(draw_icons_get(&s, "key", &d));
	b = draw_icons_get(&s, "treasure", &d);
	assert_string_equal(b->name, "treasure");
	assert_int_equal(s.n, 2);
	assert_null(draw_icons_get(&s, "no-such-icon", &d));
	assert_int_equal(s.n, 2);
	assert_int_equal(d.n, 1);
	draw_icons_fini(&s);
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(draws_the_same_bytes),
    cmocka_unit_test(a_missing_icon_is_an_error),
    cmocka_unit_test(a_long_legend),
    cmocka_unit_test(icons_are_read_once))
