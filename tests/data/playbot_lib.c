/*
 * playbot_lib.c: a designer's bot as a shared library (docs/play.md):
 * always the last move ("last"). Built by tests/cli/playtest.sh with
 * cc -shared; -DBOT_ABI=N makes one built for another abi, -DBOT_ILLEGAL
 * one that answers a move out of range from game 5 on, at turn 2.
 */
#include "board/play.h"

#ifndef BOT_ABI
#define BOT_ABI PLAY_BOT_ABI
#endif

const struct play_bot *boardpress_bot(void);

static long
last_choose(void *self, const struct play_ask *a)
{
	(void)self;
#ifdef BOT_ILLEGAL
	if (a->number >= 5 && a->turn == 2)
		return (long)a->nmoves;
#endif
	return (long)a->nmoves - 1;
}

static const struct play_bot last = {
	.abi = BOT_ABI,
	.name = "last",
	.choose = last_choose,
};

const struct play_bot *
boardpress_bot(void)
{
	return &last;
}
