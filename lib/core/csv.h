/*
 * csv.h: a CSV file (RFC 4180) read whole into rows of fields, each with
 * its line and column, within fixed bounds, so a spreadsheet's export can
 * feed a rules file's tables.
 */
#ifndef BP_CSV_H
#define BP_CSV_H

#include <stddef.h>

#define CSV_BYTES (1u << 20) /* a file */
#define CSV_RECORDS 1001     /* records: a header and 1000 rows */
#define CSV_FIELDS 64        /* fields of one record */
#define CSV_FIELD 4095       /* bytes of one field, unquoted */

/*
 * A field: its bytes (unquoted, doubled quotes made single; NUL-ended
 * inside the table's buffer, len bytes before the NUL), the line it starts
 * on and its column (1 for the first field of a record: the number a
 * spreadsheet shows as column A), whether it was quoted.
 */
struct csv_field {
	const char *s;
	size_t len;
	unsigned line, col;
	int quoted;
};

/* A record: its fields (n of them) and the line it starts on. */
struct csv_row {
	struct csv_field *f;
	size_t n;
	unsigned line;
};

/* A file read: its records in order (the header first), all owned. */
struct csv {
	struct csv_row *row;
	size_t nrow;
	struct csv_field *field; /* every record's fields, in one array */
	size_t nfield;
	char *buf;               /* every field's bytes */
};

/* Where and what the first mistake is: line, column (as above), text. */
struct csv_err {
	unsigned line, col;
	char what[160];
};

/*
 * csv_read: the len bytes of text as CSV into c (caller-owned; free with
 * csv_fini, also after a failure). Records end in LF or CR LF (a CR
 * elsewhere outside quotes is refused); fields are separated by commas;
 * a field that starts with a quote runs to the quote that closes it,
 * with "" for a quote inside and any byte (commas, line breaks) between;
 * a UTF-8 byte-order mark at the start is skipped; a last record without
 * its line end is kept; an empty line is a record of one empty field.
 * Refused, with the first mistake's position in e: more than CSV_BYTES,
 * a NUL byte, a quote left open (at the quote), text after a closing
 * quote, a quote inside an unquoted field, more than CSV_RECORDS records,
 * CSV_FIELDS fields in a record or CSV_FIELD bytes in a field. Whether
 * the records have the same number of fields is the caller's to judge.
 * Returns 0, or -1 with e filled. Time and memory linear in len.
 */
int csv_read(struct csv *c, const char *text, size_t len,
    struct csv_err *e);

/* csv_fini: free what csv_read kept in c (c is then empty). */
void csv_fini(struct csv *c);

#endif
