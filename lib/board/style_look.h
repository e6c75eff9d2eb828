/* style_look.h: the looks a style sets that no entry of the rules names
 * (rules.h's struct rules_look: a terrain's fill, a dungeon's greys). */
#ifndef BP_STYLE_LOOK_H
#define BP_STYLE_LOOK_H

#include <stddef.h>

#include "board/rules.h"

/*
 * style_look_names: the names of r's looks of section sec ("deep, water,
 * land"), into out (n bytes); 0 when r's kind has no section sec.
 */
int style_look_names(struct rules *r, const char *sec, char *out, size_t n);

/* The words of a style's word keys, in their enums' order, NULL ended:
 * fill (RULES_FILL_*) and rim (RULES_RIM_*). */
extern const char *const style_fills[], *const style_rims[];

/* style_word: word's index in words (NULL ended); -1 when not there. */
int style_word(const char *const *words, const char *word);

#endif
