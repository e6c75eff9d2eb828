/* make.h: whole boards made through the kind table, one at a time. */
#ifndef BP_MAKE_H
#define BP_MAKE_H

#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"

/*
 * make_default_rules: the rules file that ships for kind, relative to the
 * data folder, or NULL when the kind has none.
 */
const char *make_default_rules(int kind);

/* make_attempts: how many attempts a board of r's kind gets. */
int make_attempts(const struct rules *r);

/*
 * make_structure: gen-graph's work for board b (kind, seed, players, paper
 * and size set), trying attempts b->attempt, b->attempt + 1, … below
 * max_attempts. On success returns 0 with b->attempt the attempt that
 * worked; otherwise -1 with each attempt's reason in d (DIAG_INVALID).
 */
int make_structure(struct board *b, const struct rules *r, int max_attempts,
    struct diag *d);

/*
 * make_content: gen-content's work for board b, whose structure is made:
 * its content from (b->seed, b->attempt), replacing what was there (and
 * any validation). Returns 0, or -1 when this attempt's content cannot
 * satisfy the rules (reason in d as DIAG_INVALID; the structure may need
 * the next attempt).
 */
int make_content(struct board *b, const struct rules *r, struct diag *d);

/*
 * make_start: b cleared and set up as proto (kind, rules id, paper,
 * expansions, players, the kinds' options, trim size) with seed seed at
 * attempt 0, its id set: ready for make_structure.
 */
void make_start(struct board *b, const struct board *proto, uint64_t seed);

#endif
