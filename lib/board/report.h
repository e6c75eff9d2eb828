/* report.h: validate's CSV report, a row per board: written, and read by
 * its columns' names. */
#ifndef BP_REPORT_H
#define BP_REPORT_H

#include <stdio.h>

#include "board/board.h"
#include "core/diag.h"

/*
 * The report's named columns. A report's header is id, seed, attempt,
 * attempts, verdict, structure, then a column per check (named by the
 * check's id), then scores, bonuses and spread. report_column names them:
 * the writer writes these names and readers find the columns by them
 * (report_in_open), so nothing that reads a report depends on the order.
 */
enum report_col {
	REPORT_ID,
	REPORT_SEED,
	REPORT_ATTEMPT,
	REPORT_ATTEMPTS,
	REPORT_VERDICT,   /* "pass" or "fail" */
	REPORT_STRUCTURE, /* boardhash_structure's hex */
	REPORT_SCORES,
	REPORT_BONUSES,
	REPORT_SPREAD,
	REPORT_NCOL
};
extern const char *const report_column[REPORT_NCOL];

struct report;

/*
 * report_open: a report to be written to path; it is built beside it and
 * renamed into place by report_close, so a failed run leaves no partial
 * report. Returns NULL (errno set) when the file cannot be made.
 */
struct report *report_open(const char *path);

/*
 * report_board: one row for b: id, seed, attempt, attempts, verdict, the
 * hash of its structure (boardhash_structure), each check's result (the
 * header names them, from the first board), the seats' scores and
 * bonuses, and the spread of the seats' levels after the bonuses. The row
 * is flushed at once, so that a report that cannot be written is known at
 * its first row, before the board goes on. Returns 0, or -1 (errno set)
 * when it could not be written.
 */
int report_board(struct report *rp, const struct board *b);

/*
 * report_close: finish (discard: drop the file instead). Returns 0, or -1
 * (errno set) when it could not be written.
 */
int report_close(struct report *rp, int discard);

/*
 * report_field: write s to f as one CSV field, quoted when it holds a
 * comma, a quote or a line break (a quote doubled, a line break made a
 * space), as every field of a report is written.
 */
void report_field(FILE *f, const char *s);

/*
 * struct report_in: a CSV file read a row at a time (a report, or any
 * CSV such as layout-pdf's page map). Caller-owned: report_in_open fills
 * it, report_in_close frees what it holds. Between them, after
 * report_in_row returned 1: line is the row's line number, raw the row as
 * read (without its line break), report_in_get its fields.
 */
struct report_in {
	FILE *f;
	char *path;    /* the file's name, for messages */
	unsigned line; /* the line last read, 1-based */
	char *raw;     /* that line, without its line break */
	size_t capraw;
	char *head;    /* the header line, or NULL without one */
	char *buf;     /* the fields' text, unquoted, each NUL-ended */
	size_t capbuf;
	char **field;  /* the fields of the line last read */
	size_t nfield, capfield;
	size_t ncol;   /* fields a row has (the header's) */
	size_t *col;   /* names given: where names[i] is; else NULL */
	size_t nname;
};

/*
 * report_in_open: open the CSV file path (a field quoted as report_field
 * quotes it; one line a row). With names (n of them), the first line is a
 * header which must name each of names once, in any order and among any
 * others; report_in_get(in, i) then gives the field of column names[i],
 * wherever it is. Without names (NULL), the file has no header and each
 * row must have n fields, report_in_get(in, i) being the i-th. Every row
 * has as many fields as the header. Returns 0, or -1 with the reason in d
 * (file and line); in needs report_in_close either way.
 */
int report_in_open(struct report_in *in, const char *path,
    const char *const *names, size_t n, struct diag *d);

/*
 * report_in_optional: where the header names column name (a column not all
 * reports have), into *at; 1, or 0 without one. Only between
 * report_in_open (with names) and the first report_in_row; the column's
 * field of a row is then report_in_field(in, *at).
 */
int report_in_optional(const struct report_in *in, const char *name,
    size_t *at);

/* report_in_field: field at (< the header's fields) of the row last read. */
const char *report_in_field(const struct report_in *in, size_t at);

/*
 * report_in_row: read the next row. Returns 1 (a row), 0 (the end of the
 * file), or -1 with the reason in d (file, line and, when known, the
 * board id): a read error, a quote left open, a stray quote, or a row
 * whose fields are not as many as the header's.
 */
int report_in_row(struct report_in *in, struct diag *d);

/*
 * report_in_get: field i of the row last read (see report_in_open), as
 * unquoted text owned by in until the next row. i < n.
 */
const char *report_in_get(const struct report_in *in, size_t i);

/*
 * report_in_error: the message fmt into d as a malformed input's (status
 * 2), on in's file and line (0 before the first), about board id (or
 * NULL). Returns -1.
 */
int report_in_error(const struct report_in *in, struct diag *d,
    const char *id, const char *fmt, ...) __attribute__((format(printf, 4, 5)));

/* report_in_close: close the file and free what in holds. */
void report_in_close(struct report_in *in);

#endif
