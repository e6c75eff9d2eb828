/* make.h: whole boards made through the library, one or many at a time. */
#ifndef BP_MAKE_H
#define BP_MAKE_H

#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "deck/deck.h"

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

/*
 * A batch: boards proto with seeds seed .. seed + count - 1, made by
 * threads workers and written to w in seed order, so the output is the same
 * bytes for any number of threads. report is called on the calling thread,
 * in seed order, with the messages of each block of boards (it may print
 * them); boards that could not be made are left out.
 */
struct make_batch {
	const struct rules *r;
	const struct board *proto;
	uint64_t seed, count;
	int threads;
	void (*report)(const struct diag *d, void *ctx);
	void *ctx;
};

/*
 * make_batch_run: returns 0 when every board was written, 1 when some
 * could not be made (and were left out), 2 when writing failed: then it
 * stops at the first failed write, and the workers with it, whatever is
 * left of the count.
 */
int make_batch_run(const struct make_batch *mb, struct deck_writer *w);

#endif
