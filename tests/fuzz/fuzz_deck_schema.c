/* fuzz_deck_schema.c: the deck target through the schema-checking reader. */
#define FUZZ_SCHEMA 1
#include "fuzz_deck.c"
