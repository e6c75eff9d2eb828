/* mem.c: allocation wrappers; the one place in lib/ that may exit. */
#include "core/mem.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void
mem_fatal(const char *what)
{
	fprintf(stderr, "boardpress: %s\n", what);
	exit(2);
}

void
mem_fail(void)
{
	mem_fatal("out of memory");
}

void
mem_child_end(int status)
{
	_exit(status);
}

void *
mem_alloc(size_t size)
{
	void *p = malloc(size ? size : 1);

	if (p == NULL)
		mem_fail();
	return p;
}

void *
mem_calloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);

	if (p == NULL)
		mem_fail();
	return p;
}

void *
mem_realloc(void *p, size_t size)
{
	void *q = realloc(p, size ? size : 1);

	if (q == NULL)
		mem_fail();
	return q;
}

char *
mem_strdup(const char *s)
{
	return mem_strndup(s, strlen(s));
}

char *
mem_strndup(const char *s, size_t n)
{
	char *d = mem_alloc(n + 1);

	memcpy(d, s, n);
	d[n] = '\0';
	return d;
}

void *
mem_grow(void *p, size_t *cap, size_t need, size_t elem)
{
	size_t c = *cap;

	if (need <= c)
		return p;
	if (c < 8)
		c = 8;
	while (c < need) {
		if (c > ((size_t)-1) / 2 / elem)
			mem_fail();
		c *= 2;
	}
	*cap = c;
	return mem_realloc(p, c * elem);
}

void *
mem_zero(void *p, size_t size)
{
	return memset(p, 0, size);
}

void
mem_free_all(void *const *p, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(p[i]);
}
