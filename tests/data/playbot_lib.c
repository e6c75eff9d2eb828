/*
 * playbot_lib.c: a designer's bot as a shared library (docs/play.md):
 * always the last move ("last"). Built by tests/cli/playtest.sh with
 * cc -shared; -DBOT_ABI=N makes one built for another abi.
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
