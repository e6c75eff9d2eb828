/* test_transport_draw.c: transport pages, byte-stable (the 2 x 2 split is
 * the sheet module's, tested with layout-pdf in tests/cli/print.sh). */
#define _GNU_SOURCE
#include "transport_util.h"

#include <stdlib.h>

#include "board/check.h"
#include "draw/pdf.h"
#include "sheet/draw.h"
#include "transport/rules.h"

#define FONT BP_TOP "/fonts/DejaVuSans.ttf"

/*
 * render: boards of every scenario at 1, 4 and 8 players into a PDF in
 * memory; returns its bytes (caller frees) and page count.
 */
static char *
render(size_t *len, size_t *pages)
{
	struct draw_opts o = { .bleed = 3 };
	struct board b;
	struct diag d;
	struct pdf *p;
	char *buf = NULL;
	FILE *f = open_memstream(&buf, len);
	int sc, pl;

	board_init(&b);
	diag_init(&d);
	p = pdf_new(FONT, &d);
	assert_non_null(p);
	for (sc = 0; sc < (int)transport_rules(&R)->nscenario; sc++)
		for (pl = 1; pl <= 8; pl += pl == 1 ? 3 : 4) {
			tt_board(&b, &R, 5, (uint32_t)pl, sc);
			assert_int_equal(make_content(&b, &R, &d), 0);
			check_board(&b, &R);
			assert_int_equal(draw_board(p, &b, &R, &o, &d), 0);
		}
	*pages = pdf_pages(p);
	assert_int_equal(pdf_write(p, f, &d), 0);
	diag_print(&d, "test", stderr);
	assert_int_equal(d.n, 0);
	fclose(f);
	pdf_free(p);
	diag_fini(&d);
	board_fini(&b);
	return buf;
}

/* twice: render twice; the pages must be want and the bytes alike. */
static void
twice(size_t want)
{
	size_t la, lb, pages;
	char *a = render(&la, &pages), *b;

	assert_int_equal(pages, want);
	b = render(&lb, &pages);
	assert_int_equal(la, lb);
	assert_memory_equal(a, b, la);
	free(a);
	free(b);
}

static void
whole_pages(void **state)
{
	twice(9);
}

TEST_MAIN(tt_setup, tt_teardown,
    cmocka_unit_test(whole_pages))
