/* make_batch.c: batches of boards made on worker threads, written as a deck. */
#include "tool/make_batch.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "board/make.h"
#include "core/mem.h"
#include "deck/deck.h"

/*
 * Blocks of BLOCK boards are the unit of work: small enough that a
 * thread's share stays balanced, large enough that the hand-over costs
 * nothing. At most AHEAD blocks per thread wait to be written, which
 * bounds memory whatever the count.
 */
#define BLOCK 32
#define AHEAD 4

struct block {
	struct deck_text text;
	struct diag diag;
	int failed; /* boards left out */
	int done;
};

struct shared {
	const struct make_batch *mb;
	/*
	 * Set once writing has failed (a reader gone, a full disk): nothing
	 * more can reach the output, so the workers stop at their next board
	 * instead of making the rest of the count for nobody.
	 */
	atomic_int stop;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	uint64_t nblocks, next, written;
	struct block *ring;
	size_t nring;
};

int
make_batch_one(const struct make_batch *mb, uint64_t i, struct board *b,
    struct diag *tmp, struct diag *out)
{
	size_t j;

	make_start(b, mb->proto, mb->seed + i);
	diag_clear(tmp);
	if (make_structure(b, mb->r, make_attempts(mb->r), tmp) < 0) {
		for (j = 0; j < tmp->n; j++)
			diag_add(out, DIAG_INVALID, NULL, 0, tmp->v[j].board,
			    tmp->v[j].check, "%s", tmp->v[j].msg);
		diag_add(out, DIAG_INVALID, NULL, 0, b->id, NULL,
		    "no valid structure in %d attempts; left out",
		    make_attempts(mb->r));
		return 1;
	}
	if (b->attempt > 0)
		diag_add(out, DIAG_OK, NULL, 0, b->id, tmp->v[0].check,
		    "made at attempt %u (%s)", b->attempt, tmp->v[0].msg);
	return 0;
}

static void
make_block(struct shared *sh, uint64_t k, struct block *bl, struct board *b,
    struct diag *tmp)
{
	const struct make_batch *mb = sh->mb;
	uint64_t i, first = k * BLOCK, last = first + BLOCK;

	if (last > mb->count)
		last = mb->count;
	for (i = first; i < last && !atomic_load(&sh->stop); i++) {
		if (make_batch_one(mb, i, b, tmp, &bl->diag) != 0) {
			bl->failed++;
			continue;
		}
		deck_format_board(&bl->text, b, mb->r);
	}
}

static void *
worker(void *arg)
{
	struct shared *sh = arg;
	struct board b;
	struct block *bl;
	struct diag tmp;
	uint64_t k;

	board_init(&b);
	diag_init(&tmp);
	pthread_mutex_lock(&sh->mu);
	for (;;) {
		while (!atomic_load(&sh->stop) && sh->next < sh->nblocks &&
		    sh->next >= sh->written + sh->nring)
			pthread_cond_wait(&sh->cv, &sh->mu);
		if (atomic_load(&sh->stop) || sh->next >= sh->nblocks)
			break;
		k = sh->next++;
		bl = &sh->ring[k % sh->nring];
		pthread_mutex_unlock(&sh->mu);
		make_block(sh, k, bl, &b, &tmp);
		pthread_mutex_lock(&sh->mu);
		bl->done = 1;
		pthread_cond_broadcast(&sh->cv);
	}
	pthread_mutex_unlock(&sh->mu);
	board_fini(&b);
	diag_fini(&tmp);
	return NULL;
}

int
make_batch_run(const struct make_batch *mb, struct deck_writer *w)
{
	struct shared sh;
	pthread_t *tid;
	struct block *bl;
	int n = mb->threads < 1 ? 1 : mb->threads, i, status = 0;
	size_t j;

	memset(&sh, 0, sizeof(sh));
	atomic_init(&sh.stop, 0);
	sh.mb = mb;
	sh.nblocks = (mb->count + BLOCK - 1) / BLOCK;
	sh.nring = (size_t)n * AHEAD;
	sh.ring = mem_calloc(sh.nring, sizeof(*sh.ring));
	for (j = 0; j < sh.nring; j++)
		diag_init(&sh.ring[j].diag);
	pthread_mutex_init(&sh.mu, NULL);
	pthread_cond_init(&sh.cv, NULL);
	tid = mem_calloc((size_t)n, sizeof(*tid));
	for (i = 0; i < n; i++)
		if (pthread_create(&tid[i], NULL, worker, &sh) != 0)
			mem_fatal("cannot start a thread");
	pthread_mutex_lock(&sh.mu);
	while (sh.written < sh.nblocks) {
		bl = &sh.ring[sh.written % sh.nring];
		while (!bl->done)
			pthread_cond_wait(&sh.cv, &sh.mu);
		pthread_mutex_unlock(&sh.mu);
		if (mb->report && bl->diag.n)
			mb->report(&bl->diag, mb->ctx);
		if (bl->failed)
			status = status ? status : 1;
		if (deck_writer_text(w, &bl->text) < 0)
			status = 2;
		bl->text.n = 0;
		bl->failed = 0;
		diag_clear(&bl->diag);
		pthread_mutex_lock(&sh.mu);
		bl->done = 0;
		sh.written++;
		if (status == 2) {
			atomic_store(&sh.stop, 1);
			pthread_cond_broadcast(&sh.cv);
			break;
		}
		pthread_cond_broadcast(&sh.cv);
	}
	pthread_mutex_unlock(&sh.mu);
	for (i = 0; i < n; i++)
		pthread_join(tid[i], NULL);
	for (j = 0; j < sh.nring; j++) {
		free(sh.ring[j].text.s);
		diag_fini(&sh.ring[j].diag);
	}
	free(sh.ring);
	free(tid);
	pthread_mutex_destroy(&sh.mu);
	pthread_cond_destroy(&sh.cv);
	return status;
}
