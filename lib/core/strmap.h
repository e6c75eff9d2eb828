/* strmap.h: a small string -> index hash map (ids in a deck). */
#ifndef BP_STRMAP_H
#define BP_STRMAP_H

#include <stddef.h>
#include <stdint.h>

/*
 * Open addressing with linear probing. Keys are copied into one arena;
 * strmap_clear forgets every key but keeps the memory for the next board.
 */
struct strmap {
	struct strmap_slot {
		uint32_t off; /* key offset in arena + 1; 0 = empty */
		uint32_t val;
	} *slot;
	size_t nslot, n;
	char *arena;
	size_t narena, caparena;
};

void strmap_init(struct strmap *m);
void strmap_fini(struct strmap *m);
void strmap_clear(struct strmap *m);

/* strmap_put: map key to val; returns 0, or -1 if key is already there. */
int strmap_put(struct strmap *m, const char *key, uint32_t val);

/* strmap_get: the value of key, or UINT32_MAX when absent. */
uint32_t strmap_get(const struct strmap *m, const char *key);

#endif
