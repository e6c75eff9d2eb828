/* play.c: what every kind's game shares: move lists and the random bot. */
#include <stdlib.h>
#include <string.h>

#include "board/play.h"
#include "core/mem.h"

void
play_moves_add(struct play_moves *m, const char *text)
{
	m->text = mem_grow(m->text, &m->cap, m->n + 1, sizeof(*m->text));
	strncpy(m->text[m->n], text, PLAY_MOVE_LEN - 1);
	m->text[m->n][PLAY_MOVE_LEN - 1] = '\0';
	m->n++;
}

void
play_moves_fini(struct play_moves *m)
{
	free(m->text);
	memset(m, 0, sizeof(*m));
}

/* random_choose: one of the moves, uniformly, from the ask's own seed. */
static long
random_choose(void *self, const struct play_ask *a)
{
	struct rng r;

	(void)self;
	rng_stream(&r, a->seed, 0, "play.bot.random", 0);
	return (long)rng_below(&r, (uint32_t)a->nmoves);
}

const struct play_bot play_bot_random = {
	.abi = PLAY_BOT_ABI,
	.name = "random",
	.choose = random_choose,
};
