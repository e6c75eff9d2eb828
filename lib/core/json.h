/*
 * json.h: a growing text buffer with JSON's strings and numbers written
 * into it: the preview's answers, layout-svg's Tabletop Simulator objects.
 */
#ifndef BP_JSON_H
#define BP_JSON_H

#include <stddef.h>

/* A growing string, NUL-terminated once written to. Caller-owned: zero
 * it to start; json_free frees. Out of memory exits (core/mem.h). */
struct json {
	char *s;
	size_t n, cap;
};

void json_free(struct json *j);
/* json_raw: len bytes as they are. */
void json_raw(struct json *j, const char *s, size_t len);
/* json_fmt: printf's format, as it is (not quoted). */
void json_fmt(struct json *j, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* json_str: s (len bytes) as a JSON string, quoted and escaped: control
 * characters as \uXXXX, '<' as \u003c so the text never closes a tag. */
void json_str(struct json *j, const char *s, size_t len);
/* json_cstr: json_str of a NUL-terminated string (NULL: null). */
void json_cstr(struct json *j, const char *s);
/* json_num: v with up to 4 decimals, no trailing zeros; null for NaN or
 * infinity. */
void json_num(struct json *j, double v);

#endif
