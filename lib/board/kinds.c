/*
 * kinds.c: the list of board kinds, the one place that names them all.
 * A kind's index here is its number (struct board's and struct rules'
 * kind, kind_parse's answer); a new kind adds its table
 * (its folder's kind.c) at the end. The test-only kinds of tests/kinds
 * link their own copy of this list ahead of the library.
 */
#include "board/kind.h"

extern const struct kind kind_nodes, kind_transport, kind_dungeon;

const struct kind *const bp_kinds[] = { &kind_nodes, &kind_transport,
	&kind_dungeon };
const int bp_nkinds = sizeof(bp_kinds) / sizeof(bp_kinds[0]);
