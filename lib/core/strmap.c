/* strmap.c: string keys to indices, for resolving ids while reading. */
#include "core/strmap.h"

#include <stdlib.h>
#include <string.h>

#include "core/mem.h"
#include "core/rng.h"

void
strmap_init(struct strmap *m)
{
	memset(m, 0, sizeof(*m));
}

void
strmap_fini(struct strmap *m)
{
	free(m->slot);
	free(m->arena);
	strmap_init(m);
}

void
strmap_clear(struct strmap *m)
{
	if (m->slot)
		memset(m->slot, 0, m->nslot * sizeof(*m->slot));
	m->n = 0;
	m->narena = 0;
}

static size_t
find(const struct strmap *m, const char *key)
{
	size_t i = (size_t)rng_hash(key, 0) & (m->nslot - 1);

	while (m->slot[i].off &&
	    strcmp(m->arena + m->slot[i].off - 1, key) != 0)
		i = (i + 1) & (m->nslot - 1);
	return i;
}

static void
rehash(struct strmap *m, size_t nslot)
{
	struct strmap_slot *old = m->slot;
	size_t nold = m->nslot, i, j;

	m->slot = mem_calloc(nslot, sizeof(*m->slot));
	m->nslot = nslot;
	for (i = 0; i < nold; i++) {
		if (!old[i].off)
			continue;
		j = find(m, m->arena + old[i].off - 1);
		m->slot[j] = old[i];
	}
	free(old);
}

int
strmap_put(struct strmap *m, const char *key, uint32_t val)
{
	size_t len = strlen(key) + 1, i;

	if ((m->n + 1) * 2 > m->nslot)
		rehash(m, m->nslot ? m->nslot * 2 : 64);
	i = find(m, key);
	if (m->slot[i].off)
		return -1;
	m->arena = mem_grow(m->arena, &m->caparena, m->narena + len, 1);
	memcpy(m->arena + m->narena, key, len);
	m->slot[i].off = (uint32_t)m->narena + 1;
	m->slot[i].val = val;
	m->narena += len;
	m->n++;
	return 0;
}

uint32_t
strmap_get(const struct strmap *m, const char *key)
{
	size_t i;

	if (!m->nslot)
		return UINT32_MAX;
	i = find(m, key);
	return m->slot[i].off ? m->slot[i].val : UINT32_MAX;
}
