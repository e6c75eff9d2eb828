/* make_batch.h: many boards made on worker threads and written as a deck. */
#ifndef BP_MAKE_BATCH_H
#define BP_MAKE_BATCH_H

#include <stdint.h>

#include "board/board.h"
#include "board/rules.h"
#include "core/diag.h"
#include "deck/deck.h"

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

/*
 * make_batch_one: the batch's board i (seed mb->seed + i) into b, on the
 * calling thread, as a worker makes it (tmp: scratch). Returns 0 when it
 * was made (a note in out if not at its first attempt), 1 when it could
 * not be and is left out (the reasons in out, DIAG_INVALID).
 */
int make_batch_one(const struct make_batch *mb, uint64_t i, struct board *b,
    struct diag *tmp, struct diag *out);

#endif
