/* json.c: a growing buffer and JSON's strings and numbers in it. */
#include "core/json.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/mem.h"

void
json_free(struct json *j)
{
	free(j->s);
	memset(j, 0, sizeof(*j));
}

void
json_raw(struct json *j, const char *s, size_t len)
{
	j->s = mem_grow(j->s, &j->cap, j->n + len + 1, 1);
	memcpy(j->s + j->n, s, len);
	j->n += len;
	j->s[j->n] = '\0';
}

void
json_fmt(struct json *j, const char *fmt, ...)
{
	char small[256];
	va_list ap;
	int len;

	va_start(ap, fmt);
	len = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	if (len < 0)
		return;
	if ((size_t)len < sizeof(small)) {
		json_raw(j, small, (size_t)len);
		return;
	}
	j->s = mem_grow(j->s, &j->cap, j->n + (size_t)len + 1, 1);
	va_start(ap, fmt);
	vsnprintf(j->s + j->n, (size_t)len + 1, fmt, ap);
	va_end(ap);
	j->n += (size_t)len;
}

void
json_str(struct json *j, const char *s, size_t len)
{
	size_t i, from = 0;
	unsigned char c;

	json_raw(j, "\"", 1);
	for (i = 0; i < len; i++) {
		c = (unsigned char)s[i];
		if (c >= 0x20 && c != '"' && c != '\\' && c != '<')
			continue;
		json_raw(j, s + from, i - from);
		from = i + 1;
		if (c == '"' || c == '\\')
			json_fmt(j, "\\%c", c);
		else if (c == '\n')
			json_raw(j, "\\n", 2);
		else
			json_fmt(j, "\\u%04x", c);
	}
	json_raw(j, s + from, len - from);
	json_raw(j, "\"", 1);
}

void
json_cstr(struct json *j, const char *s)
{
	if (s)
		json_str(j, s, strlen(s));
	else
		json_raw(j, "null", 4);
}

void
json_num(struct json *j, double v)
{
	char buf[64];
	size_t n;

	if (!isfinite(v)) {
		json_raw(j, "null", 4);
		return;
	}
	n = (size_t)snprintf(buf, sizeof(buf), "%.4f", v);
	while (n > 1 && buf[n - 1] == '0')
		n--;
	if (buf[n - 1] == '.')
		n--;
	if (n == 2 && buf[0] == '-' && buf[1] == '0')
		buf[0] = '0', n = 1;
	json_raw(j, buf, n);
}
