/* diag.h: the diagnostics list library functions fill instead of exiting. */
#ifndef BP_DIAG_H
#define BP_DIAG_H

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>

/* Exit statuses of every tool (style notes, "Errors"). */
enum {
	DIAG_OK = 0,
	DIAG_INVALID = 1, /* readable input, but a board could not be made valid */
	DIAG_FATAL = 2    /* usage, I/O, malformed input, missing file, memory */
};

struct diag_entry {
	int status;   /* DIAG_INVALID or DIAG_FATAL */
	char *file;   /* input name, or NULL */
	unsigned line; /* 1-based line in file, 0 when unknown */
	unsigned col;  /* 1-based column on that line, 0 when none */
	char *board;  /* board id, or NULL */
	char *check;  /* check id such as "clarity.crossing", or NULL */
	char *msg;    /* one line, no trailing newline */
};

struct diag {
	struct diag_entry *v;
	size_t n, cap;
};

/* diag_init / diag_fini: caller-owned list; fini frees every entry. */
void diag_init(struct diag *d);
void diag_fini(struct diag *d);
void diag_clear(struct diag *d);

/*
 * diag_locate: give the entries of d from index from on that name no file
 * the position file (copied) and line: where a caller that knows the
 * input puts what a lower layer found.
 */
void diag_locate(struct diag *d, size_t from, const char *file,
    unsigned line);

/*
 * diag_add: append one message. file, board and check may be NULL; line 0
 * means no line. The strings are copied.
 */
void diag_add(struct diag *d, int status, const char *file, unsigned line,
    const char *board, const char *check, const char *fmt, ...)
    __attribute__((format(printf, 7, 8)));
/*
 * diag_add_col: diag_add at column col (1-based) of line, as a CSV
 * file's field is placed: "file:line:col: message".
 */
void diag_add_col(struct diag *d, int status, const char *file,
    unsigned line, unsigned col, const char *fmt, ...)
    __attribute__((format(printf, 6, 7)));
/* diag_addv: diag_add with the arguments as a va_list. */
void diag_addv(struct diag *d, int status, const char *file, unsigned line,
    const char *board, const char *check, const char *fmt, va_list ap)
    __attribute__((format(printf, 7, 0)));

/* diag_status: the worst status in the list (DIAG_OK when empty). */
int diag_status(const struct diag *d);

/*
 * diag_format: write entry e as one line into buf (size n):
 * "file:line: board ID: message [check]" ("file:line:col: " with a
 * column). Returns buf.
 */
char *diag_format(const struct diag_entry *e, char *buf, size_t n);

/* diag_print: each entry as "tool: <diag_format>\n" on f. */
void diag_print(const struct diag *d, const char *tool, FILE *f);

#endif
