/* test_csv.c: the CSV reader: RFC 4180's quoting, positions, bounds. */
#include "testutil.h"

#include <stdlib.h>

#include "core/csv.h"

/* field_is: field i of row r of c is s, at line and col. */
static void
field_is(const struct csv *c, size_t r, size_t i, const char *s,
    unsigned line, unsigned col)
{
	assert_true(r < c->nrow && i < c->row[r].n);
	assert_int_equal(c->row[r].f[i].len, strlen(s));
	assert_memory_equal(c->row[r].f[i].s, s, strlen(s));
	assert_int_equal(c->row[r].f[i].s[strlen(s)], '\0');
	assert_int_equal(c->row[r].f[i].line, line);
	assert_int_equal(c->row[r].f[i].col, col);
}

static void
quoting(void **state)
{
	static const char t[] = "\xEF\xBB\xBF" "name,title\r\n"
	    "a,\"x, \"\"y\"\"\"\r\n"
	    "b,\"two\nlines\"\n"
	    "c,\n"
	    "\n"
	    "d,last";
	struct csv c;
	struct csv_err e;

	assert_int_equal(csv_read(&c, t, sizeof(t) - 1, &e), 0);
	assert_int_equal(c.nrow, 6);
	field_is(&c, 0, 0, "name", 1, 1);   /* the BOM skipped */
	field_is(&c, 1, 1, "x, \"y\"", 2, 2);
	assert_true(c.row[1].f[1].quoted);
	field_is(&c, 2, 1, "two\nlines", 3, 2);
	field_is(&c, 3, 0, "c", 5, 1);      /* after a quoted line break */
	field_is(&c, 3, 1, "", 5, 2);
	assert_int_equal(c.row[4].n, 1);    /* an empty line: one field */
	field_is(&c, 5, 1, "last", 7, 2);   /* no line end at the end */
	csv_fini(&c);
}

/* refused: t (n bytes) is refused at line:col with what in the text. */
static void
refused(const char *t, size_t n, unsigned line, unsigned col,
    const char *what)
{
	struct csv c;
	struct csv_err e;

	assert_int_equal(csv_read(&c, t, n, &e), -1);
	csv_fini(&c);
	assert_int_equal(e.line, line);
	assert_int_equal(e.col, col);
	assert_non_null(strstr(e.what, what));
}

static void
mistakes(void **state)
{
	char *big;
	size_t i;

	refused("a,b\nc,\"open\nstill", 17, 2, 2, "not closed");
	refused("a,\"q\"x\n", 7, 1, 2, "after a field's closing quote");
	refused("a,b\"c\n", 6, 1, 2, "a quote inside");
	refused("a\rb\n", 4, 1, 1, "CR byte");
	refused("a,b\nc,d\0e\n", 10, 2, 2, "NUL");
	/* Bounds: fields in a record, bytes of a field, records, bytes. */
	big = malloc(CSV_BYTES + 2);
	for (i = 0; i < CSV_FIELDS; i++)
		big[i] = ',';
	refused(big, CSV_FIELDS, 1, CSV_FIELDS + 1, "fields in a record");
	memset(big, 'x', CSV_FIELD + 1);
	refused(big, CSV_FIELD + 1, 1, 1, "longer than");
	for (i = 0; i < 2 * (CSV_RECORDS + 1); i += 2)
		memcpy(big + i, "x\n", 2);
	refused(big, 2 * CSV_RECORDS + 2, CSV_RECORDS + 1, 1, "records");
	memset(big, 'x', CSV_BYTES + 1);
	refused(big, CSV_BYTES + 1, 0, 0, "larger than");
	free(big);
}

static void
within(void **state)
{
	struct csv c;
	struct csv_err e;
	char *big = malloc(2 * CSV_RECORDS + CSV_FIELD);
	size_t i;

	/* Exactly at each bound: read. */
	for (i = 0; i < 2 * CSV_RECORDS; i += 2)
		memcpy(big + i, "x\n", 2);
	assert_int_equal(csv_read(&c, big, 2 * CSV_RECORDS, &e), 0);
	assert_int_equal(c.nrow, CSV_RECORDS);
	csv_fini(&c);
	memset(big, 'x', CSV_FIELD);
	assert_int_equal(csv_read(&c, big, CSV_FIELD, &e), 0);
	assert_int_equal(c.row[0].f[0].len, CSV_FIELD);
	csv_fini(&c);
	memset(big, ',', CSV_FIELDS - 1);
	assert_int_equal(csv_read(&c, big, CSV_FIELDS - 1, &e), 0);
	assert_int_equal(c.row[0].n, CSV_FIELDS);
	csv_fini(&c);
	free(big);
}

TEST_MAIN(NULL, NULL,
    cmocka_unit_test(quoting),
    cmocka_unit_test(mistakes),
    cmocka_unit_test(within))
