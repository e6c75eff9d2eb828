/* csv.c: the CSV reader (RFC 4180), bounded, with each field's position. */
#include "core/csv.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"

/* The reader's state: where it is in the text and what it has kept. */
struct rd {
	const char *s, *end;
	unsigned line, col;   /* the record's line so far, its field's number */
	struct csv *c;
	size_t cap_row, cap_field, out; /* out: bytes of c->buf written */
	struct csv_err *e;
};

static int
fail(struct rd *r, unsigned line, unsigned col, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

static int
fail(struct rd *r, unsigned line, unsigned col, const char *fmt, ...)
{
	va_list ap;

	r->e->line = line;
	r->e->col = col;
	va_start(ap, fmt);
	vsnprintf(r->e->what, sizeof(r->e->what), fmt, ap);
	va_end(ap);
	return -1;
}

/* put: one byte of the field begun at start into the buffer; -1 (told)
 * past CSV_FIELD bytes. */
static int
put(struct rd *r, size_t start, char ch, unsigned line)
{
	if (ch == '\0')
		return fail(r, line, r->col, "a NUL byte: not text");
	if (r->out - start >= CSV_FIELD)
		return fail(r, line, r->col, "a field longer than %u bytes",
		    CSV_FIELD);
	r->c->buf[r->out++] = ch;
	return 0;
}

/* quoted: a quoted field, r->s just past its opening quote. */
static int
quoted(struct rd *r, size_t start, unsigned qline)
{
	for (;;) {
		if (r->s == r->end)
			return fail(r, qline, r->col, "a quoted field is not "
			    "closed (its quote opens here)");
		if (*r->s == '"') {
			if (r->s + 1 < r->end && r->s[1] == '"') {
				if (put(r, start, '"', qline) < 0)
					return -1;
				r->s += 2;
				continue;
			}
			r->s++;
			break;
		}
		if (*r->s == '\n')
			r->line++;
		if (put(r, start, *r->s++, qline) < 0)
			return -1;
	}
	if (r->s < r->end && *r->s != ',' && *r->s != '\n' &&
	    !(*r->s == '\r' && r->s + 1 < r->end && r->s[1] == '\n'))
		return fail(r, r->line, r->col, "text after a field's closing "
		    "quote (a quote inside a field is written \"\")");
	return 0;
}

/* plain: an unquoted field, up to the comma or line end. */
static int
plain(struct rd *r, size_t start)
{
	while (r->s < r->end && *r->s != ',' && *r->s != '\n') {
		if (*r->s == '\r' && (r->s + 1 == r->end || r->s[1] != '\n'))
			return fail(r, r->line, r->col, "a CR byte not "
			    "followed by LF (records end in LF or CR LF)");
		if (*r->s == '\r') {
			r->s++;
			continue;
		}
		if (*r->s == '"')
			return fail(r, r->line, r->col, "a quote inside a "
			    "field that does not start with one (quote the "
			    "field, and write the quote \"\")");
		if (put(r, start, *r->s++, r->line) < 0)
			return -1;
	}
	return 0;
}

/* field: one field at r->s, kept; 1 when it ended its record. */
static int
field(struct rd *r)
{
	struct csv *c = r->c;
	struct csv_field *f;
	size_t start = r->out;
	unsigned line = r->line;
	int q = r->s < r->end && *r->s == '"';

	if (q)
		r->s++;
	if ((q ? quoted(r, start, line) : plain(r, start)) < 0)
		return -1;
	c->buf[r->out++] = '\0';
	c->field = mem_grow(c->field, &r->cap_field, c->nfield + 1,
	    sizeof(*c->field));
	f = &c->field[c->nfield++];
	/* The buffer does not move: s is its offset until the end. */
	f->s = (const char *)(size_t)start;
	f->len = r->out - 1 - start;
	f->line = line;
	f->col = r->col;
	f->quoted = q;
	if (r->s < r->end && *r->s == ',') {
		r->s++;
		return 0;
	}
	if (r->s < r->end && *r->s == '\r')
		r->s++;
	if (r->s < r->end && *r->s == '\n') {
		r->s++;
		r->line++;
	}
	return 1;
}

/* record: one record at r->s (the text is not at its end). */
static int
record(struct rd *r)
{
	size_t first = r->c->nfield;
	unsigned line = r->line;
	int end;

	if (r->c->nrow == CSV_RECORDS)
		return fail(r, line, 1, "more than %u records (a header and "
		    "%u rows)", CSV_RECORDS, CSV_RECORDS - 1);
	r->col = 0;
	do {
		if (++r->col > CSV_FIELDS)
			return fail(r, r->line, r->col, "more than %u fields "
			    "in a record", CSV_FIELDS);
		if ((end = field(r)) < 0)
			return -1;
	} while (!end);
	r->c->row = mem_grow(r->c->row, &r->cap_row, r->c->nrow + 1,
	    sizeof(*r->c->row));
	/* The fields may still move: f is an index until the end. */
	r->c->row[r->c->nrow].f = (struct csv_field *)first;
	r->c->row[r->c->nrow].n = r->c->nfield - first;
	r->c->row[r->c->nrow++].line = line;
	return 0;
}

int
csv_read(struct csv *c, const char *text, size_t len, struct csv_err *e)
{
	struct rd r;
	size_t i;

	memset(c, 0, sizeof(*c));
	memset(e, 0, sizeof(*e));
	memset(&r, 0, sizeof(r));
	r.c = c;
	r.e = e;
	r.line = 1;
	if (len > CSV_BYTES)
		return fail(&r, 0, 0, "larger than %u MiB", CSV_BYTES >> 20);
	if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
		text += 3;
		len -= 3;
	}
	r.s = text;
	r.end = text + len;
	c->buf = mem_alloc(len + 1);
	while (r.s < r.end)
		if (record(&r) < 0)
			return -1;
	for (i = 0; i < c->nfield; i++)
		c->field[i].s = c->buf + (size_t)c->field[i].s;
	for (i = 0; i < c->nrow; i++)
		c->row[i].f = c->field + (size_t)c->row[i].f;
	return 0;
}

void
csv_fini(struct csv *c)
{
	free(c->row);
	free(c->field);
	free(c->buf);
	memset(c, 0, sizeof(*c));
}
