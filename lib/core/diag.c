/* diag.c: collecting and printing one-line diagnostics. */
#include "core/diag.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"

void
diag_init(struct diag *d)
{
	d->v = NULL;
	d->n = d->cap = 0;
}

void
diag_clear(struct diag *d)
{
	size_t i;

	for (i = 0; i < d->n; i++) {
		MEM_FREE(d->v[i].file, d->v[i].board, d->v[i].check,
		    d->v[i].msg);
	}
	d->n = 0;
}

void
diag_fini(struct diag *d)
{
	diag_clear(d);
	free(d->v);
	diag_init(d);
}

/*
 * one_line: a copy of s fit for one line of a terminal, whatever the input
 * carried: line breaks and tabs become spaces, other control characters
 * (an escape sequence's ESC, say) '?'.
 */
static char *
one_line(const char *s)
{
	char *c = mem_strdup(s), *p;

	for (p = c; *p; p++) {
		unsigned char ch = (unsigned char)*p;

		if (ch == '\n' || ch == '\r' || ch == '\t')
			*p = ' ';
		else if (ch < 0x20 || ch == 0x7f)
			*p = '?';
	}
	return c;
}

void
diag_add(struct diag *d, int status, const char *file, unsigned line,
    const char *board, const char *check, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_addv(d, status, file, line, board, check, fmt, ap);
	va_end(ap);
}

void
diag_add_col(struct diag *d, int status, const char *file, unsigned line,
    unsigned col, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	diag_addv(d, status, file, line, NULL, NULL, fmt, ap);
	va_end(ap);
	d->v[d->n - 1].col = line ? col : 0;
}

void
diag_addv(struct diag *d, int status, const char *file, unsigned line,
    const char *board, const char *check, const char *fmt, va_list ap)
{
	struct diag_entry *e;
	char buf[1024];

	vsnprintf(buf, sizeof(buf), fmt, ap);
	/* One line per message, whatever the input carried. */
	e = VEC_PUSH(d->v, d->n, d->cap);
	e->status = status;
	e->file = file ? one_line(file) : NULL;
	e->line = line;
	e->col = 0;
	e->board = board && *board ? one_line(board) : NULL;
	e->check = check ? one_line(check) : NULL;
	e->msg = one_line(buf);
}

int
diag_status(const struct diag *d)
{
	int s = DIAG_OK;
	size_t i;

	for (i = 0; i < d->n; i++)
		if (d->v[i].status > s)
			s = d->v[i].status;
	return s;
}

char *
diag_format(const struct diag_entry *e, char *buf, size_t n)
{
	size_t k = 0;

#define PUT(...)                                                              \
	do {                                                                  \
		if (k < n)                                                    \
			k += (size_t)snprintf(buf + k, n - k, __VA_ARGS__);   \
	} while (0)
	buf[0] = '\0';
	if (e->file && e->line && e->col)
		PUT("%s:%u:%u: ", e->file, e->line, e->col);
	else if (e->file && e->line)
		PUT("%s:%u: ", e->file, e->line);
	else if (e->file)
		PUT("%s: ", e->file);
	if (e->board)
		PUT("board %s: ", e->board);
	PUT("%s", e->msg);
	if (e->check)
		PUT(" [%s]", e->check);
#undef PUT
	return buf;
}

void
diag_print(const struct diag *d, const char *tool, FILE *f)
{
	char buf[2048];
	size_t i;

	for (i = 0; i < d->n; i++)
		fprintf(f, "%s: %s\n", tool, diag_format(&d->v[i], buf,
		    sizeof(buf)));
}

void
diag_locate(struct diag *d, size_t from, const char *file, unsigned line)
{
	size_t i;

	for (i = from; file && i < d->n; i++)
		if (!d->v[i].file) {
			d->v[i].file = mem_strdup(file);
			d->v[i].line = line;
		}
}
