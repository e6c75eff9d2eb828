/* settle.c: a board as the deck's round trip leaves it, made in memory. */
#include "board/settle.h"

#include "board/kind.h"
#include "core/num.h"

/*
 * settle_validation: <validation> as deck_read_board.c reads it back: the
 * flags as 0 or 1, each seat's score rounded and its level counted again
 * from it (the deck holds no levels); none at all when b has none (the
 * reader then leaves the attempts and the lists empty).
 */
static void
settle_validation(struct board *b, const struct rules *r,
    const struct kind *k)
{
	struct board_validation *v = &b->val;
	size_t i;

	if (!v->present) {
		board_clear_validation(b);
		return;
	}
	v->pass = v->pass != 0;
	for (i = 0; i < v->ncheck; i++)
		v->check[i].pass = v->check[i].pass != 0;
	for (i = 0; i < v->nseat; i++) {
		struct board_seat *s = &v->seat[i];

		s->score = num_round3(s->score);
		s->level = k->level ? k->level(r, s->score, s->bonus) :
		    s->score;
	}
}

int
board_settle(struct board *b, const struct rules *r)
{
	const struct kind *k = kind_of(b->kind);

	if (!k || !k->settle)
		return -1;
	b->width = num_round3(b->width);
	b->height = num_round3(b->height);
	settle_validation(b, r, k);
	k->settle(b, r);
	return 0;
}

void
board_settle_grid(struct board *b, int grid)
{
	if (!grid) {
		b->cols = b->rows = 0;
		b->cell = 0;
		return;
	}
	b->cell = num_round3(b->cell);
	if (b->terrain)
		b->terrain[(size_t)b->cols * (size_t)b->rows] = '\0';
}
