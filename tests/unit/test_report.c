/* test_report.c: the report written and read back by its columns' names;
 * columns in another order; quoting; malformed CSV named by file and line. */
#include "testutil.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "board/boardhash.h"
#include "board/check.h"
#include "board/report.h"

/* csv: a file in $TMPDIR holding text; its path (static). */
static const char *
csv(const char *text)
{
	static char path[64];
	FILE *f;

	snprintf(path, sizeof(path), "/tmp/test_report.%ld.csv",
	    (long)getpid());
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
	return path;
}

/* done: in closed, d freed and the CSV file gone. */
static void
done(struct report_in *in, struct diag *d)
{
	report_in_close(in);
	diag_fini(d);
	unlink(csv(""));
}

/* says: d holds one message, of malformed input, that holds want. */
static void
says(const struct diag *d, const char *want)
{
	char buf[600];

	assert_int_equal(d->n, 1);
	assert_int_equal(d->v[0].status, DIAG_FATAL);
	diag_format(&d->v[0], buf, sizeof(buf));
	if (!strstr(buf, want))
		fail_msg("\"%s\" does not say \"%s\"", buf, want);
}

/* open_fails: opening text as a report fails, saying want. */
static void
open_fails(const char *text, const char *want)
{
	struct report_in in;
	struct diag d;

	diag_init(&d);
	assert_int_equal(report_in_open(&in, csv(text), report_column,
	    REPORT_NCOL, &d), -1);
	says(&d, want);
	done(&in, &d);
}

/* row_fails: text opens (names: as a report, else as n fields a row),
 * and reading its rows stops, saying want. */
static void
row_fails(const char *text, int names, size_t n, const char *want)
{
	struct report_in in;
	struct diag d;
	int r;

	diag_init(&d);
	assert_int_equal(report_in_open(&in, csv(text),
	    names ? report_column : NULL, n, &d), 0);
	while ((r = report_in_row(&in, &d)) > 0)
		;
	assert_int_equal(r, -1);
	says(&d, want);
	done(&in, &d);
}

/* A board written by report_board is read back by the names. */
static void
round_trip(void **state)
{
	struct rules r;
	struct board b;
	struct report *rp;
	struct report_in in;
	struct diag d;
	char path[64], hash[SHA256_HEX], seed[32];

	assert_int_equal(tu_rules(&r), 0);
	board_init(&b);
	tu_board(&b, &r, 7, 4, 297, 210);
	diag_init(&d);
	assert_int_equal(make_content(&b, &r, &d), 0);
	check_board(&b, &r);
	snprintf(path, sizeof(path), "/tmp/test_report.%ld.rt",
	    (long)getpid());
	rp = report_open(path);
	assert_non_null(rp);
	assert_int_equal(report_board(rp, &b), 0);
	assert_int_equal(report_close(rp, 0), 0);
	assert_int_equal(report_in_open(&in, path, report_column,
	    REPORT_NCOL, &d), 0);
	assert_int_equal(report_in_row(&in, &d), 1);
	assert_string_equal(report_in_get(&in, REPORT_ID), b.id);
	snprintf(seed, sizeof(seed), "%llu", (unsigned long long)b.seed);
	assert_string_equal(report_in_get(&in, REPORT_SEED), seed);
	assert_string_equal(report_in_get(&in, REPORT_VERDICT),
	    b.val.pass ? "pass" : "fail");
	boardhash_structure(&b, hash);
	assert_string_equal(report_in_get(&in, REPORT_STRUCTURE), hash);
	assert_int_equal(in.ncol, REPORT_NCOL + b.val.ncheck);
	assert_int_equal(report_in_row(&in, &d), 0);
	assert_int_equal(d.n, 0);
	report_in_close(&in);
	unlink(path);
	diag_fini(&d);
	board_fini(&b);
	rules_fini(&r);
}

/*
 * Columns in another order, a check's column among them: each is found by
 * its name. (Read by position, as press-run's awk read it, $5 of the
 * first row is "0.25" and $6 "1": no board passes, no structure is right.)
 */
static void
reordered(void **state)
{
	struct report_in in;
	struct diag d;
	const char *want[][4] = {
		{ "b-1", "1", "pass", "abc" },
		{ "b-2", "2", "fail", "def" },
	};
	size_t i;

	diag_init(&d);
	assert_int_equal(report_in_open(&in, csv(
	    "verdict,spread,bonuses,clarity.crossing,seed,attempt,scores,"
	    "structure,attempts,id\n"
	    "pass,0.25,1;0,pass,1,0,3.0;2.0,abc,1,b-1\n"
	    "fail,1.50,0;0,fail,2,3,1.0;1.0,def,4,b-2\n"),
	    report_column, REPORT_NCOL, &d), 0);
	for (i = 0; i < 2; i++) {
		assert_int_equal(report_in_row(&in, &d), 1);
		assert_string_equal(report_in_get(&in, REPORT_ID), want[i][0]);
		assert_string_equal(report_in_get(&in, REPORT_SEED),
		    want[i][1]);
		assert_string_equal(report_in_get(&in, REPORT_VERDICT),
		    want[i][2]);
		assert_string_equal(report_in_get(&in, REPORT_STRUCTURE),
		    want[i][3]);
	}
	assert_string_equal(report_in_get(&in, REPORT_SPREAD), "1.50");
	assert_string_equal(report_in_get(&in, REPORT_ATTEMPTS), "4");
	assert_int_equal(report_in_row(&in, &d), 0);
	assert_int_equal(d.n, 0);
	done(&in, &d);
}

/* Quoted fields: commas and doubled quotes inside; the raw line kept. */
static void
quoted(void **state)
{
	static const char line[] = "\"a,\"\"b\"\"\",2,0,1,pass,h,\"\",,0.5";
	struct report_in in;
	struct diag d;
	char text[256];

	snprintf(text, sizeof(text), "id,seed,attempt,attempts,verdict,"
	    "structure,scores,bonuses,spread\n%s", line);
	diag_init(&d);
	assert_int_equal(report_in_open(&in, csv(text), report_column,
	    REPORT_NCOL, &d), 0);
	assert_int_equal(report_in_row(&in, &d), 1);
	assert_string_equal(report_in_get(&in, REPORT_ID), "a,\"b\"");
	assert_string_equal(report_in_get(&in, REPORT_SCORES), "");
	assert_string_equal(report_in_get(&in, REPORT_BONUSES), "");
	assert_string_equal(report_in_get(&in, REPORT_SPREAD), "0.5");
	assert_string_equal(in.raw, line);
	assert_int_equal(in.line, 2);
	done(&in, &d);
}

/* report_field quotes what needs it, as the reader unquotes it. */
static void
field_quoting(void **state)
{
	char *buf = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&buf, &n);

	assert_non_null(f);
	report_field(f, "plain");
	fputc('|', f);
	report_field(f, "a,b");
	fputc('|', f);
	report_field(f, "say \"hi\"");
	fputc('|', f);
	report_field(f, "two\nlines");
	fclose(f);
	assert_string_equal(buf,
	    "plain|\"a,b\"|\"say \"\"hi\"\"\"|\"two lines\"");
	free(buf);
}

/* A header without a column, or with one twice, and no header at all. */
static void
bad_header(void **state)
{
	open_fails("id,seed,attempt,attempts,structure,scores,bonuses,spread\n"
	    "x,1,0,1,h,,,0\n", ":1: the header has no column \"verdict\"");
	open_fails("id,seed,attempt,attempts,verdict,structure,scores,"
	    "bonuses,spread,seed\n", ":1: the header names column \"seed\" "
	    "2 times");
	open_fails("", ": no header: the file is empty");
	open_fails("id,\"seed,attempt\n", ":1: field 2: its quote is not "
	    "closed");
}

/* Rows that are not CSV as the report writes it, named by their line. */
static void
bad_rows(void **state)
{
	static const char head[] = "id,seed,attempt,attempts,verdict,"
	    "structure,scores,bonuses,spread\n";
	char text[512];

	snprintf(text, sizeof(text), "%sa,1,0,1,pass,h,,,0\nb,2,0,1,pass\n",
	    head);
	row_fails(text, 1, REPORT_NCOL, ":3: 5 fields where the header has 9");
	snprintf(text, sizeof(text), "%sa,1,0,1,pass,h,,,0,extra\n", head);
	row_fails(text, 1, REPORT_NCOL, ":2: 10 fields where the header "
	    "has 9");
	snprintf(text, sizeof(text), "%s\"a,1,0,1,pass,h,,,0\n", head);
	row_fails(text, 1, REPORT_NCOL, ":2: field 1: its quote is not closed");
	snprintf(text, sizeof(text), "%sa\"b,1,0,1,pass,h,,,0\n", head);
	row_fails(text, 1, REPORT_NCOL, ":2: field 1: a quote in a field not "
	    "quoted");
	snprintf(text, sizeof(text), "%s\"a\"b,1,0,1,pass,h,,,0\n", head);
	row_fails(text, 1, REPORT_NCOL, ":2: field 1: text after its closing "
	    "quote");
}

/* Without names: no header, n fields a row (layout-pdf's page map). */
static void
no_header(void **state)
{
	struct report_in in;
	struct diag d;

	diag_init(&d);
	assert_int_equal(report_in_open(&in, csv("b-1,deck.pdf,1,2\n"
	    "b-2,deck.pdf,3,3"), NULL, 4, &d), 0);
	assert_int_equal(report_in_row(&in, &d), 1);
	assert_string_equal(report_in_get(&in, 0), "b-1");
	assert_string_equal(report_in_get(&in, 3), "2");
	assert_int_equal(report_in_row(&in, &d), 1);
	assert_string_equal(report_in_get(&in, 2), "3");
	assert_int_equal(report_in_row(&in, &d), 0);
	assert_null(in.head);
	done(&in, &d);
	row_fails("b-1,deck.pdf,1,2\nb-2,deck.pdf,3\n", 0, 4,
	    ":2: 3 fields where a row has 4");
}

/* A file that is not there is named, with the reason. */
static void
missing_file(void **state)
{
	struct report_in in;
	struct diag d;
	char buf[600];

	diag_init(&d);
	assert_int_equal(report_in_open(&in, "/nonexistent/r.csv",
	    report_column, REPORT_NCOL, &d), -1);
	assert_int_equal(d.n, 1);
	assert_string_equal(diag_format(&d.v[0], buf, sizeof(buf)),
	    "/nonexistent/r.csv: cannot read: No such file or directory");
	report_in_close(&in);
	diag_fini(&d);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(round_trip),
    cmocka_unit_test(reordered),
    cmocka_unit_test(quoted),
    cmocka_unit_test(field_quoting),
    cmocka_unit_test(bad_header),
    cmocka_unit_test(bad_rows),
    cmocka_unit_test(no_header),
    cmocka_unit_test(missing_file))
