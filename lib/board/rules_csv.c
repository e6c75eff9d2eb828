/*
 * rules_csv.c: a rules section read from a CSV file the rules name
 * ("[type] from types.csv"): a table's entries, one a row, or a single
 * section's keys, one a column, set through the typed lines' setters
 * (rules_field.c), so the same checks hold; the file is kept on the rules
 * as an asset (style_asset.h), which the deck carries.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "board/rules_int.h"
#include "board/style_asset.h"
#include "core/csv.h"
#include "core/mem.h"
#include "core/rfile.h"

/*
 * name_ok: a CSV file is named by a relative path inside the rules'
 * folder: no leading "/", no ".." part. The name is what the rules text
 * says and what the deck's <asset> is called, so it must mean the same
 * file beside the rules wherever they are copied.
 */
static int
name_ok(const char *name)
{
	const char *s = name;
	size_t n;

	if (!*name || strlen(name) >= STYLE_ASSET_NAME || *name == '/')
		return 0;
	for (;;) {
		n = strcspn(s, "/");
		if (n == 2 && s[0] == '.' && s[1] == '.')
			return 0;
		if (!s[n])
			return 1;
		s += n + 1;
	}
}

/*
 * bytes_of: the CSV file name's asset: the deck's (or one read before),
 * or the file beside the rules, read now and kept. shown: the file as
 * messages name it. NULL when told.
 */
static const struct style_asset *
bytes_of(struct parser *p, const char *name, char *shown, size_t n)
{
	const struct style_asset *a = style_asset_find(p->r, name);
	struct rfile rf;
	char why[96];
	uint8_t *bytes;
	size_t len;

	if (p->dir && strcmp(p->dir, ".") != 0)
		snprintf(shown, n, "%s/%s", p->dir, name);
	else
		snprintf(shown, n, "%s", name);
	if (a)
		return a;
	if (!p->dir) {
		rules_perr(p, rules_here(p), "%s: not in the deck (an <asset> "
		    "of that name is needed)", name);
		return NULL;
	}
	bytes = rfile_read(shown, CSV_BYTES, &len, &rf);
	if (!bytes) {
		rules_perr(p, rules_here(p), "%s: %s%s", shown,
		    rf.status == RFILE_OPEN ? "cannot open it: " : "",
		    rf.status == RFILE_LARGE ? "larger than 1 MiB" : rf.why);
		return NULL;
	}
	if (style_asset_add(p->r, name, bytes, len, why, sizeof(why)) < 0) {
		rules_perr(p, rules_here(p), "%s: %s", shown, why);
		return NULL;
	}
	p->r->files->nrules = p->r->files->n;
	return style_asset_find(p->r, name);
}

/* at: the parser set to report at field f of the file. */
static void
at(struct parser *p, const struct csv_field *f)
{
	p->csv_line = f->line;
	p->csv_col = f->col;
}

/*
 * cell: field f's text, blanks around it cut, into buf (n bytes); -1
 * (told) when it is not text a rules line could hold: a line break, a
 * control byte, bytes that are not UTF-8.
 */
static int
cell(struct parser *p, const struct csv_field *f, char *buf, size_t n)
{
	const char *s = f->s, *e = f->s + f->len;
	size_t bad;

	at(p, f);
	bad = rules_not_xml_text((const unsigned char *)s, f->len);
	if (bad < f->len || memchr(s, '\n', f->len) || memchr(s, '\r',
	    f->len)) {
		rules_perr(p, 0, "%s", bad < f->len && (unsigned char)s[bad] >=
		    0x80 ? "not UTF-8 text" : "a line break or control "
		    "character inside a field (a rules value is one line)");
		return -1;
	}
	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if ((size_t)(e - s) >= n) {
		rules_perr(p, 0, "a field longer than %zu bytes", n - 1);
		return -1;
	}
	memcpy(buf, s, (size_t)(e - s));
	buf[e - s] = '\0';
	return 0;
}

/* key_of: the field of s that header text names, or NULL. */
static const struct field *
key_of(const struct section *s, const char *text)
{
	const struct field *f;

	for (f = s->fields; f->key; f++)
		if (strcmp(f->key, text) == 0)
			return f;
	return NULL;
}

/*
 * header: the first record's columns as s's fields into col (a table's
 * first column is "name", col[0] NULL); -1 when told.
 */
static int
header(struct parser *p, const struct section *s, const struct csv_row *h,
    const struct field **col)
{
	char buf[CSV_FIELD + 1];
	size_t i, j;

	for (i = 0; i < h->n; i++) {
		if (cell(p, &h->f[i], buf, sizeof(buf)) < 0)
			return -1;
		col[i] = NULL;
		if (i == 0 && s->repeated) {
			if (strcmp(buf, "name") != 0) {
				rules_perr(p, 0, "the header's first column "
				    "is \"name\", the [%s NAME] of each row, "
				    "not \"%s\"", s->name, buf);
				return -1;
			}
			continue;
		}
		if (!(col[i] = key_of(s, buf))) {
			rules_perr(p, 0, "unknown setting \"%s\" in [%s]", buf,
			    s->name);
			return -1;
		}
		for (j = s->repeated; j < i; j++)
			if (col[j] == col[i]) {
				rules_perr(p, 0, "column \"%s\" appears twice",
				    buf);
				return -1;
			}
	}
	return 0;
}

/* blank: is every field of row empty (a spreadsheet's leftover row)? */
static int
blank(const struct csv_row *row)
{
	size_t i, k;

	for (i = 0; i < row->n; i++)
		for (k = 0; k < row->f[i].len; k++)
			if (row->f[i].s[k] != ' ' && row->f[i].s[k] != '\t')
				return 0;
	return 1;
}

/* note_set: single section key f set (at the header's line), for the
 * checks that name the line a key was set on (rules_key_line). */
static void
note_set(struct parser *p, const struct field *f)
{
	if (p->nset < sizeof(p->set) / sizeof(p->set[0])) {
		p->set[p->nset].f = f;
		p->set[p->nset++].line = rules_here(p);
	}
}

/* row_of: one row of a table: its entry, named by the first column. */
static void
row_of(struct parser *p, const struct section *s, const struct csv_row *row,
    const struct field **col, char *buf, size_t n)
{
	size_t i;

	if (cell(p, &row->f[0], buf, n) < 0)
		return;
	if (!rules_valid_name(buf)) {
		rules_perr(p, 0, "name: one name is needed (letters, digits, "
		    "_ and -)");
		return;
	}
	/* Told at the field: a row's name is its entry's [type NAME]. */
	if (!(p->entry = rules_new_entry(p, s, buf)))
		return;
	for (i = 1; i < row->n && !p->errors; i++) {
		if (cell(p, &row->f[i], buf, n) < 0 || !buf[0])
			continue;
		rules_set_field(p, col[i], buf);
	}
}

/*
 * column_of: a single section's key col from column i: its rows' cells
 * that are not empty, between spaces, as one typed line's value.
 */
static void
column_of(struct parser *p, const struct csv *c, size_t i,
    const struct field *col, char *buf, size_t n)
{
	const struct csv_field *first = NULL;
	char *v = NULL;
	size_t r, len = 0;

	for (r = 1; r < c->nrow && !p->errors; r++) {
		if (blank(&c->row[r]))
			continue;
		if (cell(p, &c->row[r].f[i], buf, n) < 0 || !buf[0])
			continue;
		if (!first)
			first = &c->row[r].f[i];
		v = mem_realloc(v, len + strlen(buf) + 2);
		if (len)
			v[len++] = ' ';
		memcpy(v + len, buf, strlen(buf) + 1);
		len += strlen(buf);
	}
	if (first && !p->errors) {
		at(p, first);
		rules_set_field(p, col, v);
		note_set(p, col);
	}
	free(v);
}

/* fill: s from the file's records c (header first). */
static void
fill(struct parser *p, const struct section *s, const struct csv *c)
{
	const struct field *col[CSV_FIELDS];
	char buf[CSV_FIELD + 1];
	const struct csv_row *row;
	size_t i;

	if (c->nrow == 0) {
		p->csv_line = 1;
		p->csv_col = 1;
		rules_perr(p, 0, "empty: a header row naming the fields of "
		    "[%s] is needed", s->name);
		return;
	}
	if (header(p, s, &c->row[0], col) < 0)
		return;
	for (i = 1; i < c->nrow && !p->errors; i++) {
		row = &c->row[i];
		if (blank(row))
			continue;
		if (row->n != c->row[0].n) {
			at(p, &row->f[row->n < c->row[0].n ? row->n - 1 :
			    c->row[0].n]);
			rules_perr(p, 0, "%zu fields, but the header has %zu",
			    row->n, c->row[0].n);
			return;
		}
		if (s->repeated)
			row_of(p, s, row, col, buf, sizeof(buf));
	}
	p->entry = s->repeated ? NULL : p->r->part;
	p->sec = s;
	for (i = 0; !s->repeated && i < c->row[0].n && !p->errors; i++)
		column_of(p, c, i, col[i], buf, sizeof(buf));
}

void
rules_csv_section(struct parser *p, const struct section *s,
    const char *name)
{
	const struct style_asset *a;
	struct csv c;
	struct csv_err e;
	char shown[4352];

	if (!name_ok(name)) {
		rules_perr(p, rules_here(p), "%s: a CSV file is named by a "
		    "path inside the rules' folder (no leading / and no ..)",
		    name);
		return;
	}
	if (!(a = bytes_of(p, name, shown, sizeof(shown))))
		return;
	p->csv = shown;
	if (csv_read(&c, (const char *)a->bytes, a->len, &e) < 0) {
		p->csv_line = e.line;
		p->csv_col = e.col;
		rules_perr(p, 0, "%s", e.what);
	} else
		fill(p, s, &c);
	csv_fini(&c);
	p->csv = NULL;
	p->sec = NULL;
	p->entry = NULL;
}
