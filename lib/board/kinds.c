/*
 * kinds.c: the list of board kinds, the one place that names them all,
 * one line each. A kind's index here is its number (struct board's and
 * struct rules' kind, kind_parse's answer); a new kind adds a line
 * K(name) for its table kind_name (its folder's kind.c) at the end. The
 * test-only kinds of tests/kinds link their own copy of this list ahead
 * of the library.
 */
#include "board/kind.h"

#define KINDS(K)                                                              \
	K(nodes)                                                              \
	K(transport)                                                          \
	K(dungeon)

#define DECLARE(k) extern const struct kind kind_##k;
#define ENTRY(k) &kind_##k,

KINDS(DECLARE)

const struct kind *const bp_kinds[] = { KINDS(ENTRY) };
const int bp_nkinds = sizeof(bp_kinds) / sizeof(bp_kinds[0]);
