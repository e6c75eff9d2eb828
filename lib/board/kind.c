/* kind.c: looking board kinds up in the list (kinds.c). */
#include "board/kind.h"

#include <stdio.h>
#include <string.h>

extern const struct kind *const bp_kinds[];
extern const int bp_nkinds;

const struct kind *
kind_of(int kind)
{
	return kind >= 0 && kind < bp_nkinds ? bp_kinds[kind] : NULL;
}

void
kind_defaults(struct board *b, const struct rules *r)
{
	const struct kind *k = kind_of(r->kind);

	board_set_kind(b, r->kind);
	if (k && k->defaults)
		k->defaults(b, r);
}

int
kind_count(void)
{
	return bp_nkinds;
}

int
kind_parse(const char *name)
{
	int k;

	for (k = 0; k < bp_nkinds; k++)
		if (strcmp(bp_kinds[k]->name, name) == 0)
			return k;
	return -1;
}

const char *
kind_name(int kind)
{
	return kind_of(kind) ? kind_of(kind)->name : "?";
}

const char *
kind_choices(char *buf, size_t n)
{
	size_t len = 0;
	int k;

	buf[0] = '\0';
	for (k = 0; k < bp_nkinds && len < n; k++)
		len += (size_t)snprintf(buf + len, n - len, "%s%s",
		    k ? "|" : "", bp_kinds[k]->name);
	return buf;
}
