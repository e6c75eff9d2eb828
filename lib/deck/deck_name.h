/*
 * deck_name.h: the names the deck's schema knows (its elements' and
 * attributes', the kinds' joined to the deck layer's), each resolved
 * once to a small index, so the structural checker and the reader
 * compare indices, not strings, on every element and attribute of a
 * deck. The table is made once, with the structural checker's tables
 * (deck_strict.c), and never changes after. Not for use outside the deck
 * module and its tests.
 */
#ifndef BP_DECK_NAME_H
#define BP_DECK_NAME_H

#include <stddef.h>

#define DECK_NAMES_MAX 255 /* names in all */
#define DECK_NAME_NONE 255 /* a name the schema does not know */

/*
 * deck_name_find: the index of the n bytes at s among the schema's names
 * (0 to DECK_NAMES_MAX - 1), or DECK_NAME_NONE. Once the tables are made
 * (deck_strict_tables, which deck_strict_init calls), safe from any
 * thread.
 */
unsigned deck_name_find(const char *s, size_t n);

/* deck_name_str: the name of index id (below DECK_NAMES_MAX), or NULL. */
const char *deck_name_str(unsigned id);

/*
 * deck_name_add: intern name (a string that lives as long as the
 * program) and return its index; only while the tables are made, on one
 * thread (deck_strict.c's pthread_once). Asserts room.
 */
unsigned deck_name_add(const char *name);

#endif
