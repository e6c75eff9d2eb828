/* style_look.c: the looks a style sets that no entry of the rules names. */
#include "board/style_look.h"

#include <stdio.h>
#include <string.h>

#include "board/kind.h"
#include "board/style_kind.h"

void
rules_look_add(struct rules_look *look, size_t *n, const char *sec,
    const char *name, uint32_t colour, int area)
{
	struct rules_look *l;

	if (*n >= RULES_LOOKS)
		return;
	l = &look[(*n)++];
	snprintf(l->sec, sizeof(l->sec), "%s", sec);
	snprintf(l->name, sizeof(l->name), "%s", name);
	l->colour = colour;
	l->fill = RULES_FILL_SOLID;
	l->angle = 45;
	l->gap = 160;
	l->area = area;
}

const struct style_kind *
style_kind_of(const struct rules *r)
{
	const struct kind *k = kind_of(r->kind);

	return k ? k->style : NULL;
}

struct rules_look *
rules_looks(struct rules *r, size_t *n)
{
	const struct style_kind *sk = style_kind_of(r);

	if (!sk || !sk->has_looks || !r->part) {
		*n = 0;
		return NULL;
	}
	*n = *(const size_t *)((const char *)r->part + sk->nlooks);
	return (struct rules_look *)((char *)r->part + sk->looks);
}

struct rules_look *
rules_look(struct rules *r, const char *sec, const char *name)
{
	struct rules_look *l;
	size_t i, n;

	l = rules_looks(r, &n);
	for (i = 0; i < n; i++)
		if (strcmp(l[i].sec, sec) == 0 && (!name ||
		    strcmp(l[i].name, name) == 0))
			return &l[i];
	return NULL;
}

int
style_look_names(struct rules *r, const char *sec, char *out, size_t n)
{
	struct rules_look *l;
	size_t i, k, at = 0;
	int found = 0;

	l = rules_looks(r, &k);
	out[0] = '\0';
	for (i = 0; i < k; i++) {
		if (strcmp(l[i].sec, sec) != 0)
			continue;
		if (at < n)
			at += (size_t)snprintf(out + at, n - at, "%s%s",
			    found ? ", " : "", l[i].name);
		found = 1;
	}
	return found;
}

const char *const style_fills[] = { "solid", "hatch", "none", NULL };
const char *const style_rims[] = { "plain", "ring", "dashed", "dotted",
	"bold", "ticks", NULL };

int
style_word(const char *const *words, const char *word)
{
	int i;

	for (i = 0; words[i]; i++)
		if (strcmp(word, words[i]) == 0)
			return i;
	return -1;
}
