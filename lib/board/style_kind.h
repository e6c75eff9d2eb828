/*
 * style_kind.h: what a board kind gives the style reader through its
 * table (kind.h's style): the tables of its rules whose entries a style
 * colours, where its looks are, the places its pictures may go and the
 * icons its rules draw. Each kind fills one in its folder (rules.c).
 */
#ifndef BP_STYLE_KIND_H
#define BP_STYLE_KIND_H

#include <stddef.h>

#include "board/rules.h"

/* A key of a section: where it goes in one entry; a colour, or (words
 * not NULL) one of words, kept as its index. */
struct style_key {
	const char *key;
	size_t off;
	const char *const *words;
};

/*
 * A section "[name ENTRY]" of a style: a table of the kind's rules (the
 * offsets of its array and count in the kind's rules struct, r->part;
 * the size of an entry) and the keys a style sets in an entry.
 */
struct style_sec {
	const char *name;
	size_t arr, cnt, size;
	struct style_key keys[4];
};

/* An icon the rules draw: its name, and the entry's name and line. */
typedef int (*style_icon_fn)(const char *icon, const char *owner,
    unsigned line, void *ctx);

struct style_kind {
	const struct style_sec *secs; /* ended by a NULL name; or NULL */
	/* looks: offsets in the kind's rules of its look[RULES_LOOKS] and
	 * its count (size_t), with has_looks set. */
	int has_looks;
	size_t looks, nlooks;
	/* pictures: where [picture WHERE] may go besides background and
	 * logo (NULL-ended, or NULL); types: [picture type NAME] of the
	 * rules' node types too. */
	const char *const *pictures;
	int types;
	/* each_icon (may be NULL): fn on each icon r draws, until it
	 * returns non-0 (returned). */
	int (*each_icon)(const struct rules *r, style_icon_fn fn, void *ctx);
};

/* style_kind_of: the style part of r's kind, or NULL. */
const struct style_kind *style_kind_of(const struct rules *r);

#endif
