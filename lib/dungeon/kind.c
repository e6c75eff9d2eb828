/* kind.c: the dungeon kind's table (board/kind.h): its parts in this folder. */
#include "board/kind.h"

#include "dungeon/draw.h"
#include "dungeon/dungeon.h"
#include "dungeon/limits.h"
#include "dungeon/part.h"
#include "dungeon/pins.h"
#include "dungeon/play.h"

KIND_TABLES(dungeon);
extern const struct kind_stats dungeon_stats;
extern const struct kind_cli dungeon_cli;

/* The kind's own bots (the random one every game has is play.c's). */
static const struct play_bot *const dungeon_bots[] = {
	&dungeon_bot_greedy, NULL
};

const struct kind kind_dungeon = {
	.name = "dungeon",
	.default_rules = "templates/rules/cinderdeep.rules",
	KIND_PARTS(dungeon),
	.stats = &dungeon_stats,
	.cli = &dungeon_cli,
	.pins = &dungeon_pins, /* a feature kept on a cell (pins.c) */
	.play = &play_kind_dungeon,
	.bots = dungeon_bots,
};
