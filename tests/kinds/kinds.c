/*
 * kinds.c: the list of board kinds for the tools built with the test-only
 * kinds: lib/board/kinds.c with a line more for each. Linked ahead of the
 * library, it takes the place of the library's list.
 */
#include "board/kind.h"

#define KINDS(K)                                                              \
	K(nodes)                                                              \
	K(transport)                                                          \
	K(dungeon)                                                            \
	K(dots)                                                               \
	K(rings)

#define DECLARE(k) extern const struct kind kind_##k;
#define ENTRY(k) &kind_##k,

KINDS(DECLARE)

const struct kind *const bp_kinds[] = { KINDS(ENTRY) };
const int bp_nkinds = sizeof(bp_kinds) / sizeof(bp_kinds[0]);
