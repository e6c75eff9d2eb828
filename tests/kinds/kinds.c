/*
 * kinds.c: the list of board kinds for the tools built with the test-only
 * kinds: lib/board/kinds.c with one more line. Linked ahead of the
 * library, it takes the place of the library's list.
 */
#include "board/kind.h"

extern const struct kind kind_nodes, kind_transport, kind_dungeon;
extern const struct kind kind_dots, kind_rings;

const struct kind *const bp_kinds[] = { &kind_nodes, &kind_transport,
	&kind_dungeon, &kind_dots, &kind_rings };
const int bp_nkinds = sizeof(bp_kinds) / sizeof(bp_kinds[0]);
