/* deck_name.c: the schema's names interned, found by an open hash. */
#include "deck/deck_name.h"

#include <assert.h>
#include <string.h>

/*
 * A power of two at least twice the names, so a lookup probes one or two
 * slots; each slot holds an index + 1 (0: empty). The hash is FNV-1a over
 * the bytes: names are short, and every byte is read once anyway for the
 * comparison that confirms a hit.
 */
#define SLOTS 512

static const char *names[DECK_NAMES_MAX];
static size_t lens[DECK_NAMES_MAX];
static unsigned nnames;
static unsigned char slots[SLOTS];

static unsigned
hash(const char *s, size_t n)
{
	unsigned h = 2166136261u;
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

/* probe: the slot holding s[0..n), or the empty one where it would go. */
static unsigned
probe(const char *s, size_t n)
{
	unsigned i = hash(s, n) & (SLOTS - 1);

	while (slots[i] && (lens[slots[i] - 1] != n ||
	    memcmp(names[slots[i] - 1], s, n) != 0))
		i = (i + 1) & (SLOTS - 1);
	return i;
}

unsigned
deck_name_add(const char *name)
{
	size_t n = strlen(name);
	unsigned i = probe(name, n);

	if (slots[i])
		return slots[i] - 1u;
	assert(nnames < DECK_NAMES_MAX);
	names[nnames] = name;
	lens[nnames] = n;
	slots[i] = (unsigned char)++nnames;
	return nnames - 1;
}

unsigned
deck_name_find(const char *s, size_t n)
{
	unsigned i = probe(s, n);

	return slots[i] ? slots[i] - 1u : DECK_NAME_NONE;
}

const char *
deck_name_str(unsigned id)
{
	return id < nnames ? names[id] : NULL;
}
