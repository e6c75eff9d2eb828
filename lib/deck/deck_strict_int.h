/*
 * deck_strict_int.h: the structural checker's insides (deck_strict.c, the
 * tables and the machine; deck_strict_type.c, the values).
 */
#ifndef BP_DECK_STRICT_INT_H
#define BP_DECK_STRICT_INT_H

#include <stddef.h>

#include "deck/kind.h"


/*
 * deck_strict_value: whether s[0..n) (as the SAX parser hands it over:
 * not NUL-terminated, '&' as "&#38;") is a value of type (ST_*).
 */
int deck_strict_value(int type, const char *s, size_t n);

/*
 * deck_strict_classes: make the byte classes deck_strict_value's patterns
 * use; once, with the tables (deck_strict.c), before any value.
 */
void deck_strict_classes(void);

#endif
